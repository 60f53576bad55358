// What the survivors of the second mutation run of clientConfig/ asked for (docs/testing.md), every finding in full:
// the transports that a type only some clients spell stands for, command lines and argument strings at their edges,
// names that cannot be, credentials whose span the file cannot give, a user name that holds the password's text, and
// the servers key moved in files indented otherwise than the fallback.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { watchedFilesKey } from '../../../common/config/watchedFiles';
import { parseDocument } from '../../../common/json/parsedDocument';
import { lint } from '../../../server/src/engine/lint';
import type { EngineOptions } from '../../../server/src/engine/types';
import { applyFix, lintText } from '../../helpers/engine';
import { transcript } from '../../helpers/transcript';
import { CC, CD, CU, VS, ms, vs } from '../../helpers/configPaths';

const GH = 'ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb';
const LIT = 'abcdefgh12345678';
/** A generic mcpServers file: no client of its own. */
const GEN = 'config/mcp.json';
const SHAPE = ['MCP001', 'MCP701', 'MCP702', 'MCP703', 'MCP704', 'MCP705', 'MCP712', 'MCP715', 'MCP716'];
const nope: EngineOptions = { commandExists: (c: string) => c === 'node' };

describe('client configurations: what the second mutation run asked for', () => {
  const cases: [string, string, object | string, string[], EngineOptions | undefined, string[]][] = [
    [
      'a server typed without its value yet: the syntax only',
      CC,
      '{ "mcpServers": { "a": } }',
      SHAPE,
      undefined,
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
    [
      'Claude Desktop: a remote type without a url',
      CD,
      ms({ a: { type: 'http' } }),
      SHAPE,
      undefined,
      [
        'MCP712 warning "\\"http\\"": Claude Desktop starts only stdio servers (command, args, env) from this file; it does not connect to "a" by URL. Add remote servers in Claude Desktop\'s Settings → Connectors instead.',
      ],
    ],
    [
      'Claude Code: the types it knows pass; others in its spelling of their transport (an SSE server is no Streamable HTTP one)',
      CC,
      ms({
        a: { type: 'stdio', command: 'node' },
        b: { type: 'sse', url: 'https://e.com/sse' },
        c: { type: 'http', url: 'https://e.com/mcp' },
        d: { type: 'SSE', url: 'https://e.com/sse' },
        e: { type: 'STDIO', command: 'node' },
      }),
      SHAPE,
      undefined,
      [
        'MCP712 warning "\\"SSE\\"": Claude Code knows the types "stdio", "http" and "sse", not "SSE": write "sse" for an SSE server. ‖ Change the type to "sse" (preferred) (safe): "\\"SSE\\""→"\\"sse\\""',
        'MCP712 warning "\\"STDIO\\"": Claude Code knows the types "stdio", "http" and "sse", not "STDIO": write "stdio" for a local command. ‖ Change the type to "stdio" (preferred) (safe): "\\"STDIO\\""→"\\"stdio\\""',
      ],
    ],
    ['VS Code: sse is a type it knows', VS, vs({ a: { type: 'sse', url: 'https://e.com/sse' } }), SHAPE, undefined, []],
    [
      'a generic file: "the client", and values that are not strings only warned about',
      GEN,
      ms({ a: { type: 'websocket', url: 'wss://e.com' }, b: { command: 'node', env: { PORT: 8080 } } }),
      SHAPE,
      undefined,
      [
        'MCP712 warning "\\"websocket\\"": the client does not know the server type "websocket": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
        'MCP703 error "\\"wss://e.com\\"": "url" of server "a" must be a full URL starting with http:// or https://.',
        'MCP705 warning "8080": The value of "PORT" in "env" must be a string, not an integer. ‖ Quote it: "8080" (preferred) (safe): "8080"→"\\"8080\\""',
      ],
    ],
    [
      'a url without a scheme whose path names localhost is still https',
      CC,
      ms({ a: { type: 'http', url: 'e.com/localhost/mcp' } }),
      SHAPE,
      undefined,
      [
        'MCP703 error "\\"e.com/localhost/mcp\\"": "url" of server "a" must be a full URL starting with http:// or https://. ‖ Change to "https://e.com/localhost/mcp" (preferred): "\\"e.com/localhost/mcp\\""→"\\"https://e.com/localhost/mcp\\""',
      ],
    ],
    [
      'args as one string: empty, blank, or with a blank at its end',
      CC,
      ms({
        a: { command: 'node', args: '' },
        b: { command: 'node', args: '   ' },
        c: { command: 'npx', args: '-y pkg ' },
      }),
      SHAPE,
      undefined,
      [
        'MCP704 error "\\"\\"": "args" of server "a" must be an array of strings, one per argument, not a single string. ‖ Split into an array of arguments (preferred): "\\"\\""→"[]"',
        'MCP704 error "\\"   \\"": "args" of server "b" must be an array of strings, one per argument, not a single string. ‖ Split into an array of arguments (preferred): "\\"   \\""→"[]"',
        'MCP704 error "\\"-y pkg \\"": "args" of server "c" must be an array of strings, one per argument, not a single string. ‖ Split into an array of arguments (preferred): "\\"-y pkg \\""→"[\\"-y\\",\\"pkg\\"]"',
      ],
    ],
    [
      'command lines: two words without a flag, blanks around it; a path whose first word starts with "-" is none',
      CC,
      ms({
        a: { command: 'npx weather-mcp' },
        b: { command: ' uvx weather-mcp ', args: [] },
        c: { command: '-/opt/my app' },
      }),
      SHAPE,
      undefined,
      [
        'MCP715 warning "\\"npx weather-mcp\\"": "command" of server "a" holds a whole command line; clients start it without a shell, so it is taken as one program named "npx weather-mcp". Put "npx" in "command" and the rest in "args". ‖ Split into "command": "npx" and "args" (preferred): "\\"npx weather-mcp\\""→"\\"npx\\"", ""→",\\n      \\"args\\": [\\"weather-mcp\\"]"',
        'MCP715 warning "\\" uvx weather-mcp \\"": "command" of server "b" holds a whole command line; clients start it without a shell, so it is taken as one program named "uvx weather-mcp". Put "uvx" in "command" and the rest in "args". ‖ Split into "command": "uvx" and "args" (preferred): "\\" uvx weather-mcp \\""→"\\"uvx\\"", "[]"→"[\\"weather-mcp\\"]"',
      ],
    ],
    [
      'env and header names that are empty',
      CC,
      ms({ a: { type: 'http', url: 'https://e.com/mcp', env: { '': 'x' }, headers: { '': 'y' } } }),
      ['MCP705'],
      undefined,
      [
        'MCP705 error "\\"\\"": "" is not an environment variable name: it cannot be empty or contain "=" or spaces.',
        'MCP705 error "\\"\\"": "" is not a header name: it cannot be empty or contain spaces or ":".',
      ],
    ],
    [
      'Claude Code: a url beside a command is a remote field of a stdio server',
      CC,
      ms({ a: { command: 'node', url: 'https://e.com/mcp' } }),
      ['MCP711'],
      undefined,
      [
        'MCP711 info "\\"url\\"": "url" applies to remote servers; server "a" is started as a stdio command, so Claude Code ignores it. [unnecessary] ‖ Remove "url": "      \\"command\\": \\"node\\",\\n      \\"url\\": \\"https://e.com/mcp\\""→"      \\"command\\": \\"node\\""',
      ],
    ],
    [
      'bare $VAR is said in Claude Code only',
      CU,
      ms({ a: { command: 'node', env: { A: '$HOME' }, url: 'https://e.com/$X' } }),
      ['MCP709'],
      undefined,
      [],
    ],
    [
      'Cursor: a namespaced name that is one of its own names is not one of them',
      CU,
      ms({ a: { command: 'node', args: ['${config:workspaceFolder}'] } }),
      ['MCP709'],
      undefined,
      [
        'MCP709 warning "${config:workspaceFolder}": Cursor documents ${env:NAME}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename} and ${pathSeparator}; ${config:workspaceFolder} is none of them and may reach the server as written.',
      ],
    ],
    [
      'VS Code: a name in mixed case is no environment reference',
      VS,
      vs({ a: { command: 'node', args: ['${myHOME}'] } }),
      ['MCP709'],
      undefined,
      ['MCP709 warning "${myHOME}": VS Code has no predefined variable ${myHOME}; it is not replaced.'],
    ],
    [
      'VS Code: a command not found, and a relative path that is not on PATH either',
      VS,
      vs({ a: { command: 'missing-tool' }, b: { command: 'node_modules/.bin/server' } }),
      ['MCP714'],
      nope,
      [
        'MCP714 warning "\\"missing-tool\\"": "missing-tool" was not found on PATH on this machine: VS Code cannot start server "a". Install it or write its absolute path.',
        'MCP714 warning "\\"node_modules/.bin/server\\"": "node_modules/.bin/server" was not found on PATH on this machine: VS Code cannot start server "b". Install it or write its absolute path.',
      ],
    ],
    [
      '"dev.debug" typed without its value: the syntax only',
      VS,
      '{ "servers": { "a": { "command": "node", "dev": { "debug": } } } }',
      ['MCP001', 'MCP719', 'MCP720'],
      undefined,
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});

describe('credentials in plain text: what the second mutation run asked for', () => {
  const cases: [string, string, object, string[]][] = [
    [
      'headers: a name that only starts with Authorization, and one that only ends with it',
      CC,
      ms({
        notes: {
          type: 'http',
          url: 'https://e.com/mcp',
          headers: { 'Authorization-Token': LIT, 'X-Authorization': GH },
        },
      }),
      [
        'MCP713 warning "abcdefgh12345678": Header "Authorization-Token" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_AUTHORIZATION_TOKEN} and set NOTES_AUTHORIZATION_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_AUTHORIZATION_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_AUTHORIZATION_TOKEN}"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": Header "X-Authorization" of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${NOTES_AUTHORIZATION} and set NOTES_AUTHORIZATION in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_AUTHORIZATION} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${NOTES_AUTHORIZATION}"',
      ],
    ],
    [
      'args: a token first, and one after a name that is no flag',
      CC,
      ms({ notes: { command: 'node', args: [GH, `@KEY=${GH}`] } }),
      [
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": An argument of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${NOTES_SECRET} and set NOTES_SECRET in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_SECRET} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${NOTES_SECRET}"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": An argument of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${NOTES_SECRET} and set NOTES_SECRET in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_SECRET} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${NOTES_SECRET}"',
      ],
    ],
    [
      'url: a user named as the password, a URL inside a parameter, a token inside a value, an encoded value',
      CC,
      ms({
        a: { type: 'http', url: 'https://admin:admin@e.com/mcp' },
        b: { type: 'http', url: `https://e.com/go?to=http://u:${LIT}@x.com` },
        c: { type: 'http', url: `https://e.com/mcp?token=v1.${GH}` },
        d: { type: 'http', url: `https://e.com/mcp?token=%ZZ${LIT}` },
      }),
      [
        'MCP713 warning "admin": "url" of server "a" holds a password in plain text; anyone who can read this file can use it. Write ${A_TOKEN} and set A_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${A_TOKEN} (preferred): "admin"→"${A_TOKEN}"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": "url" of server "c" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${C_TOKEN} and set C_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${C_TOKEN} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${C_TOKEN}"',
      ],
    ],
    [
      'env: names that are not all capitals, and a name that starts like a place ("argument_…")',
      CC,
      ms({ notes: { command: 'node', env: { my_API_KEY: LIT, 'API_KEY.old': LIT, argument_token: LIT } } }),
      [
        'MCP713 warning "abcdefgh12345678": "my_API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_MY_API_KEY} and set NOTES_MY_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_MY_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_MY_API_KEY}"',
        'MCP713 warning "abcdefgh12345678": "API_KEY.old" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY_OLD} and set NOTES_API_KEY_OLD in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY_OLD} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY_OLD}"',
        'MCP713 warning "abcdefgh12345678": "argument_token" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_ARGUMENT_TOKEN} and set NOTES_ARGUMENT_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_ARGUMENT_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_ARGUMENT_TOKEN}"',
      ],
    ],
    [
      'a value with an escape in it: said at the whole value, with no fix (its span in the file is not known)',
      CC,
      ms({ notes: { command: 'node', env: { GITHUB_TOKEN: `${GH}\n` } } }),
      [
        'MCP713 warning "\\"ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb\\\\n\\"": "GITHUB_TOKEN" of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${GITHUB_TOKEN} and set GITHUB_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential.',
      ],
    ],
    [
      'VS Code: the same, and the third input of one name',
      VS,
      {
        inputs: [
          { type: 'promptString', id: 'api-key', password: true },
          { type: 'promptString', id: 'api-key-2', password: true },
        ],
        servers: {
          notes: {
            command: 'node',
            env: { API_KEY: LIT, GITHUB_TOKEN: `${GH}\n` },
            args: ['${input:api-key}', '${input:api-key-2}'],
          },
        },
      },
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Move it to a password input and write ${input:api-key-3}. Then revoke the exposed credential. ‖ Move it to a password input "api-key-3" (preferred): "abcdefgh12345678"→"${input:api-key-3}", "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"api-key-3\\",\\n      \\"description\\": \\"api key for notes\\",\\n      \\"password\\": true\\n    }"',
        'MCP713 warning "\\"ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb\\\\n\\"": "GITHUB_TOKEN" of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Move it to a password input and write ${input:github-token}. Then revoke the exposed credential.',
      ],
    ],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP713'] }), expected));
  }

  it('a password that the user name holds too: the fix replaces the password, not the user (it replaced the user)', () => {
    const text = JSON.stringify(ms({ a: { type: 'http', url: 'https://admin:admin@e.com/mcp' } }), null, 2);
    const fixed = applyFix(text, lintText(CC, text), 'MCP713');
    assert.equal(JSON.parse(fixed).mcpServers.a.url, 'https://admin:${A_TOKEN}@e.com/mcp');
  });
});

describe('the servers key and the inputs: what the second mutation run asked for', () => {
  const R = ['MCP710', 'MCP718'];
  const I = ['MCP706', 'MCP707', 'MCP717'];
  const cases: [string, string, object | string, string[], string[]][] = [
    [
      'Claude Code: no "mcpServers" at all',
      CC,
      { other: {} },
      R,
      [
        'MCP718 warning "{": This file has no "mcpServers": Claude Code reads servers only from a top-level "mcpServers" object, so it configures none.',
      ],
    ],
    [
      'both keys, the right one no object: no fix',
      CC,
      { mcpServers: [], servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers".',
      ],
    ],
    [
      'both keys in a file indented by four, the right one empty',
      CC,
      '{\n    "mcpServers": {},\n    "servers": {\n        "b": { "command": "npx" }\n    }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\n        \\"b\\": { \\"command\\": \\"npx\\" }\\n    ", ",\\n    \\"servers\\": {\\n        \\"b\\": { \\"command\\": \\"npx\\" }\\n    }"→""',
      ],
    ],
    [
      'both keys, an entry indented by hand: its indentation kept',
      CC,
      '{\n  "mcpServers": {\n    "a": { "command": "node" }\n  },\n  "servers": {\n     "b": { "command": "npx" }\n  }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→",\\n     \\"b\\": { \\"command\\": \\"npx\\" }", ",\\n  \\"servers\\": {\\n     \\"b\\": { \\"command\\": \\"npx\\" }\\n  }"→""',
      ],
    ],
    [
      'two inputs of one id, neither used: the first is the unused one, the second the duplicate',
      VS,
      {
        inputs: [
          { type: 'promptString', id: 'k' },
          { type: 'promptString', id: 'k' },
        ],
        servers: {},
      },
      I,
      [
        'MCP707 hint "\\"k\\"": Input "k" is never used: no ${input:k} refers to it. [unnecessary] ‖ Remove input "k": "{\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"k\\"\\n    },\\n    "→""',
        'MCP717 error "\\"k\\"": Another input already has the id "k": VS Code resolves ${input:k} to only one of them. Rename one and update its references.',
      ],
    ],
    [
      'an undeclared input: its description from the id, runs of separators one blank',
      VS,
      { servers: { a: { command: 'node', env: { T: '${input:gh__token}' } } } },
      I,
      [
        'MCP706 error "${input:gh__token}": No input declares the id "gh__token": VS Code cannot resolve ${input:gh__token} and the server will not start. Add it to "inputs". ‖ Declare input "gh__token" (preferred): "  }"→"  },\\n  \\"inputs\\": [\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"gh__token\\",\\n      \\"description\\": \\"gh token\\",\\n      \\"password\\": true\\n    }\\n  ]"',
      ],
    ],
  ];
  for (const [title, path, doc, codes, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes }), expected));
  }
});

describe(
  'dev.watch that matches nothing: what the second mutation run asked for',
  { skip: process.platform === 'win32' ? 'POSIX file URIs' : false },
  () => {
    const text = (watch: unknown) => JSON.stringify(vs({ notes: { command: 'node', dev: { watch } } }), null, 2);

    it('a pattern that is no string is said as such, and not also as matching nothing', () => {
      const options = { watchedFiles: new Map([[watchedFilesKey('/ws/app', []), false]]) };
      assert.deepEqual(transcript('file:///ws/app/.vscode/mcp.json', text([1]), { only: ['MCP719'], options }), [
        'MCP719 warning "1": A "dev.watch" pattern is an integer; patterns are strings such as "src/**/*.ts".',
      ]);
    });

    it('a document that is no file has no folder to look in, whatever the answers say', () => {
      const options = { watchedFiles: new Map([[JSON.stringify([null, 'src/**']), false]]) };
      // server "b" shows that the document is read as VS Code's mcp.json
      const doc = parseDocument(
        'untitled:Untitled-1',
        JSON.stringify(
          vs({ a: { command: 'node', dev: { watch: 'src/**' } }, b: { command: 'node', dev: 'x' } }),
          null,
          2,
        ),
      );
      const found = lint(doc, options, undefined, { '**': 'vscode-mcp' }).findings.filter((f) => f.code === 'MCP719');
      assert.deepEqual(
        found.map((f) => f.message),
        ['"dev" of server "b" is a string; it is an object such as { "watch": "src/**/*.ts" }.'],
      );
    });
  },
);

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
  it('a token beside a percent escape in a url is found (it was passed over); an encoded credential is none', () => {
    assert.deepEqual(
      transcript(
        CC,
        ms({
          a: { type: 'http', url: `https://e.com/mcp?token=${GH}%0A` },
          b: { type: 'http', url: 'https://e.com/mcp?api_key=abc%2Bdef12345678' },
        }),
        { only: ['MCP713'] },
      ),
      [
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": "url" of server "a" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${A_TOKEN} and set A_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${A_TOKEN} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${A_TOKEN}"',
      ],
    );
  });

  it('a remote type said as written when the transport it stands for has no url', () => {
    assert.deepEqual(transcript(CU, ms({ a: { type: 'streamable-http' } }), { only: ['MCP702'] }), [
      'MCP702 error "\\"streamable-http\\"": Server "a" has type "streamable-http" but no "url": add the endpoint it is reached at, e.g. "https://example.com/mcp".',
    ]);
  });

  it('a type named like a property every object has is no type (it was taken for a known one)', () => {
    assert.deepEqual(
      transcript(CU, ms({ a: { type: 'constructor', command: 'node' }, b: { type: '__proto__', command: 'node' } }), {
        only: ['MCP712'],
      }),
      [
        'MCP712 warning "\\"constructor\\"": Cursor does not know the server type "constructor": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
        'MCP712 warning "\\"__proto__\\"": Cursor does not know the server type "__proto__": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
      ],
    );
  });

  it('a reference inside "inputs" is no use of an input, even when "inputs" is a string', () => {
    assert.deepEqual(transcript(VS, { inputs: '${input:k}', servers: {} }, { only: ['MCP706'] }), []);
  });

  it('both keys, the right one empty: the entries land inside its braces', () => {
    const text = '{\n  "mcpServers": {},\n  "servers": {\n    "b": { "command": "npx" }\n  }\n}';
    assert.equal(
      applyFix(text, lintText(CC, text), 'MCP710'),
      '{\n  "mcpServers": {\n    "b": { "command": "npx" }\n  }\n}',
    );
  });
});
