import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { splitCommandLine } from '../../../../../server/src/engine/rules/clientConfig/serverShape';
import { transcript } from '../../../../helpers/transcript';
import { CC, CD, CU, VS, WS, ms, vs } from '../../../../helpers/configPaths';
import { lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases, textOf } from '../../ruleCases';
import type { EngineOptions } from '../../../../../server/src/engine/types';

const CODES = ['MCP701', 'MCP702', 'MCP703', 'MCP704', 'MCP705', 'MCP712', 'MCP715', 'MCP716'];

const V = '.vscode/mcp.json';

const GEN = 'mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

/** A generic mcpServers file: no client of its own. */
const GEN_IN_FOLDER = 'config/mcp.json';

const SHAPE = ['MCP001', 'MCP701', 'MCP702', 'MCP703', 'MCP704', 'MCP705', 'MCP712', 'MCP715', 'MCP716'];

describe('splitting a command line as a shell would, without one', () => {
  const cases: [string, string[] | undefined][] = [
    ['npx -y pkg', ['npx', '-y', 'pkg']],
    ['  a  b  ', ['a', 'b']],
    ['a "b c" d', ['a', 'b c', 'd']],
    ["a 'b c'", ['a', 'b c']],
    ['a "" b', ['a', '', 'b']],
    ["''", ['']],
    ['a "b', undefined],
    ['a\tb\nc', ['a', 'b', 'c']],
    ['x"y z"w', ['xy zw']],
    ['', []],
    ['   ', []],
    ['a ', ['a']],
    [' "" ', ['']],
  ];
  for (const [line, parts] of cases) it(JSON.stringify(line), () => assert.deepEqual(splitCommandLine(line), parts));
});

describe('server entries, dialect by dialect', () => {
  const cases: [string, string, object, string[]][] = [
    [
      'the servers key holds no map',
      CC,
      { mcpServers: [] },
      ['MCP704 error "[]": "mcpServers" must be an object that maps server names to their settings, not an array.'],
    ],
    [
      'entries that are not objects',
      CC,
      ms({ a: 'npx', b: 3 }),
      [
        'MCP704 error "\\"npx\\"": Server "a" must be an object with "command" (stdio) or "url" (remote), not a string.',
        'MCP704 error "3": Server "b" must be an object with "command" (stdio) or "url" (remote), not an integer.',
      ],
    ],
    [
      'a command that is not a string',
      CC,
      ms({ a: { command: 3 } }),
      ['MCP704 error "3": "command" of server "a" must be a string naming the program to start, not an integer.'],
    ],
    [
      'a stdio server without a command',
      CC,
      ms({ a: { args: ['x'] } }),
      [
        'MCP701 error "\\"a\\"": Server "a" is a stdio server without a command: add "command" with the program to start (e.g. "npx"), or give it a "url" and "type": "http" if it is remote.',
      ],
    ],
    [
      'an http server without a url',
      CC,
      ms({ a: { type: 'http' } }),
      [
        'MCP702 error "\\"http\\"": Server "a" has type "http" but no "url": add the endpoint it is reached at, e.g. "https://example.com/mcp".',
      ],
    ],
    [
      'an sse server without a url (Cursor)',
      CU,
      ms({ a: { type: 'sse' } }),
      [
        'MCP702 error "\\"sse\\"": Server "a" has type "sse" but no "url": add the endpoint it is reached at, e.g. "https://example.com/mcp".',
      ],
    ],
    [
      'Claude Desktop: a url, with or without a type, and a remote type alone',
      CD,
      ms({ a: { url: 'https://e.com/mcp' }, b: { type: 'http', url: 'https://e.com/mcp' }, c: { type: 'sse' } }),
      [
        'MCP712 warning "\\"https://e.com/mcp\\"": Claude Desktop starts only stdio servers (command, args, env) from this file; it does not connect to "a" by URL. Add remote servers in Claude Desktop\'s Settings → Connectors instead.',
        'MCP712 warning "\\"https://e.com/mcp\\"": Claude Desktop starts only stdio servers (command, args, env) from this file; it does not connect to "b" by URL. Add remote servers in Claude Desktop\'s Settings → Connectors instead.',
        'MCP712 warning "\\"sse\\"": Claude Desktop starts only stdio servers (command, args, env) from this file; it does not connect to "c" by URL. Add remote servers in Claude Desktop\'s Settings → Connectors instead.',
      ],
    ],
    [
      'Claude Code: a type that is not a string',
      CC,
      ms({ a: { type: 3, url: 'https://e.com/mcp' } }),
      ['MCP704 error "3": "type" of server "a" must be a string such as "stdio" or "http", not an integer.'],
    ],
    [
      'Claude Code: the types it does not know, with a guess only for the Streamable HTTP spellings',
      CC,
      ms({
        a: { type: 'streamable-http', url: 'https://e.com/mcp' },
        b: { type: 'websocket', url: 'wss://e.com' },
        c: { type: 'streamableHttp', url: 'https://e.com/mcp' },
      }),
      [
        'MCP712 warning "\\"streamable-http\\"": Claude Code knows the types "stdio", "http" and "sse", not "streamable-http": write "http" for a Streamable HTTP server. ‖ Change the type to "http" (preferred) (safe): "\\"streamable-http\\""→"\\"http\\""',
        'MCP712 warning "\\"websocket\\"": Claude Code knows the types "stdio", "http" and "sse", not "websocket".',
        'MCP703 error "\\"wss://e.com\\"": "url" of server "b" must be a full URL starting with http:// or https://.',
        'MCP712 warning "\\"streamableHttp\\"": Claude Code knows the types "stdio", "http" and "sse", not "streamableHttp": write "http" for a Streamable HTTP server. ‖ Change the type to "http" (preferred) (safe): "\\"streamableHttp\\""→"\\"http\\""',
      ],
    ],
    [
      'Claude Code: a url without a type',
      CC,
      ms({ a: { url: 'https://e.com/mcp' } }),
      [
        'MCP716 warning "\\"a\\"": Server "a" has a "url" but no "type": Claude Code documents stdio as the default type, so add "type": "http" (or "sse"). ‖ Add "type": "http" (preferred) (safe): "      \\"url\\": \\"https://e.com/mcp\\""→"      \\"url\\": \\"https://e.com/mcp\\",\\n      \\"type\\": \\"http\\""',
      ],
    ],
    [
      'Cursor: a type it does not know; a url alone is fine',
      CU,
      ms({ a: { type: 'websocket', url: 'wss://e.com' }, b: { url: 'https://e.com/mcp' } }),
      [
        'MCP712 warning "\\"websocket\\"": Cursor does not know the server type "websocket": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
        'MCP703 error "\\"wss://e.com\\"": "url" of server "a" must be a full URL starting with http:// or https://.',
      ],
    ],
    [
      'Windsurf: a type it does not know',
      WS,
      ms({ a: { type: 'grpc', command: 'x' } }),
      [
        'MCP712 warning "\\"grpc\\"": Windsurf does not know the server type "grpc": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
      ],
    ],
    [
      'VS Code: a type that is not a string, one it does not know, and stdio',
      VS,
      vs({
        a: { type: 3, command: 'x' },
        b: { type: 'websocket', url: 'wss://e.com' },
        c: { type: 'stdio', command: 'node' },
      }),
      [
        'MCP704 error "3": "type" of server "a" must be one of "stdio", "http" or "sse", not an integer.',
        'MCP712 warning "\\"websocket\\"": VS Code knows the server types "stdio", "http" and "sse", not "websocket": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
        'MCP703 error "\\"wss://e.com\\"": "url" of server "b" must be a full URL starting with http://, https://, unix:// or pipe://.',
      ],
    ],
    [
      'urls: not a string, without a scheme (https, or http for localhost), other schemes, not a URL',
      CC,
      ms({
        a: { type: 'http', url: 3 },
        b: { type: 'http', url: 'e.com/mcp' },
        c: { type: 'http', url: 'localhost:3000/mcp' },
        d: { type: 'http', url: 'unix:///tmp/s' },
        e: { type: 'http', url: 'ftp://e.com' },
        f: { type: 'http', url: 'not a url' },
        g: { type: 'http', url: 'http://localhost:3000/mcp' },
        h: { type: 'http', url: 'e.com:8080' },
        i: { type: 'http', url: 'x/e.com' },
      }),
      [
        'MCP704 error "3": "url" of server "a" must be a string, not an integer.',
        'MCP703 error "\\"e.com/mcp\\"": "url" of server "b" must be a full URL starting with http:// or https://. ‖ Change to "https://e.com/mcp" (preferred): "\\"e.com/mcp\\""→"\\"https://e.com/mcp\\""',
        'MCP703 error "\\"localhost:3000/mcp\\"": "url" of server "c" must be a full URL starting with http:// or https://. ‖ Change to "http://localhost:3000/mcp" (preferred): "\\"localhost:3000/mcp\\""→"\\"http://localhost:3000/mcp\\""',
        'MCP703 error "\\"unix:///tmp/s\\"": "url" of server "d" must be a full URL starting with http:// or https://.',
        'MCP703 error "\\"ftp://e.com\\"": "url" of server "e" must be a full URL starting with http:// or https://.',
        'MCP703 error "\\"not a url\\"": "url" of server "f" must be a full URL starting with http:// or https://.',
        'MCP703 error "\\"e.com:8080\\"": "url" of server "h" must be a full URL starting with http:// or https://. ‖ Change to "https://e.com:8080" (preferred): "\\"e.com:8080\\""→"\\"https://e.com:8080\\""',
        'MCP703 error "\\"x/e.com\\"": "url" of server "i" must be a full URL starting with http:// or https://. ‖ Change to "https://x/e.com" (preferred): "\\"x/e.com\\""→"\\"https://x/e.com\\""',
      ],
    ],
    [
      'VS Code: unix:// and pipe:// too',
      VS,
      vs({
        a: { type: 'http', url: 'unix:///tmp/s' },
        b: { type: 'http', url: 'pipe:///p' },
        c: { type: 'http', url: 'ftp://e.com' },
        d: { type: 'http', url: '127.0.0.1:3000' },
      }),
      [
        'MCP703 error "\\"ftp://e.com\\"": "url" of server "c" must be a full URL starting with http://, https://, unix:// or pipe://.',
        'MCP703 error "\\"127.0.0.1:3000\\"": "url" of server "d" must be a full URL starting with http://, https://, unix:// or pipe://. ‖ Change to "http://127.0.0.1:3000" (preferred): "\\"127.0.0.1:3000\\""→"\\"http://127.0.0.1:3000\\""',
      ],
    ],
    [
      'whole command lines in "command", and what is not one (a path with spaces, a variable, a trimmed name, args given)',
      CC,
      ms({
        a: { command: 'npx -y @scope/pkg' },
        b: { command: 'npx -y pkg', args: [] },
        c: { command: 'npx -y pkg', args: ['x'] },
        d: { command: 'C:\\Program Files\\app\\server.exe' },
        e: { command: '/opt/my app/server' },
        f: { command: '/opt/app/server --port 3' },
        g: { command: 'node "unterminated' },
        h: { command: '${HOME}/bin/srv --x' },
        i: { command: ' node ' },
        j: { command: 'node  ' },
      }),
      [
        'MCP715 warning "\\"npx -y @scope/pkg\\"": "command" of server "a" holds a whole command line; clients start it without a shell, so it is taken as one program named "npx -y @scope/pkg". Put "npx" in "command" and the rest in "args". ‖ Split into "command": "npx" and "args" (preferred): "\\"npx -y @scope/pkg\\""→"\\"npx\\"", ""→",\\n      \\"args\\": [\\"-y\\",\\"@scope/pkg\\"]"',
        'MCP715 warning "\\"npx -y pkg\\"": "command" of server "b" holds a whole command line; clients start it without a shell, so it is taken as one program named "npx -y pkg". Put "npx" in "command" and the rest in "args". ‖ Split into "command": "npx" and "args" (preferred): "\\"npx -y pkg\\""→"\\"npx\\"", "[]"→"[\\"-y\\",\\"pkg\\"]"',
        'MCP715 warning "\\"/opt/app/server --port 3\\"": "command" of server "f" holds a whole command line; clients start it without a shell, so it is taken as one program named "/opt/app/server --port 3". Put "/opt/app/server" in "command" and the rest in "args". ‖ Split into "command": "/opt/app/server" and "args" (preferred): "\\"/opt/app/server --port 3\\""→"\\"/opt/app/server\\"", ""→",\\n      \\"args\\": [\\"--port\\",\\"3\\"]"',
      ],
    ],
    [
      'args: one string (split when it can be), an object, arguments that are not strings',
      CC,
      ms({
        a: { command: 'node', args: 's.js --port 3' },
        b: { command: 'node', args: 'a "b' },
        c: { command: 'node', args: { x: 1 } },
        d: { command: 'node', args: ['s.js', 3, true, null, {}] },
      }),
      [
        'MCP704 error "\\"s.js --port 3\\"": "args" of server "a" must be an array of strings, one per argument, not a single string. ‖ Split into an array of arguments (preferred): "\\"s.js --port 3\\""→"[\\"s.js\\",\\"--port\\",\\"3\\"]"',
        'MCP704 error "\\"a \\\\\\"b\\"": "args" of server "b" must be an array of strings, one per argument, not a single string.',
        'MCP704 error "{\\n        \\"x\\": 1\\n      }": "args" of server "c" must be an array of strings, not an object.',
        'MCP704 error "3": Every argument must be a string; this one is an integer (write "3"). ‖ Quote it: "3" (preferred) (safe): "3"→"\\"3\\""',
        'MCP704 error "true": Every argument must be a string; this one is a boolean (write "true"). ‖ Quote it: "true" (preferred) (safe): "true"→"\\"true\\""',
        'MCP704 error "null": Every argument must be a string; this one is null.',
        'MCP704 error "{}": Every argument must be a string; this one is an object.',
      ],
    ],
    [
      'env and headers: not objects, names that cannot be, values that are not strings',
      CC,
      ms({
        a: { command: 'node', env: ['A=1'], headers: 'x' },
        b: { command: 'node', env: { 'A B': 'x', '1A': 'y', A: 1, B: true, C: null } },
        c: { type: 'http', url: 'https://e.com/mcp', headers: { 'X Y': 'v', Z: 2 } },
      }),
      [
        'MCP705 error "[\\n        \\"A=1\\"\\n      ]": "env" of server "a" must be an object of names to string values, not an array.',
        'MCP705 error "\\"x\\"": "headers" of server "a" must be an object of names to string values, not a string.',
        'MCP705 error "\\"A B\\"": "A B" is not an environment variable name: it cannot be empty or contain "=" or spaces.',
        'MCP705 error "1": The value of "A" in "env" must be a string, not an integer; Claude Code expects strings. ‖ Quote it: "1" (preferred) (safe): "1"→"\\"1\\""',
        'MCP705 error "true": The value of "B" in "env" must be a string, not a boolean; Claude Code expects strings. ‖ Quote it: "true" (preferred) (safe): "true"→"\\"true\\""',
        'MCP705 error "null": The value of "C" in "env" must be a string, not null; Claude Code expects strings.',
        'MCP705 error "\\"X Y\\"": "X Y" is not a header name: it cannot be empty or contain spaces or ":".',
        'MCP705 error "2": The value of "Z" in "headers" must be a string, not an integer; Claude Code expects strings. ‖ Quote it: "2" (preferred) (safe): "2"→"\\"2\\""',
      ],
    ],
    ['VS Code turns env values into strings itself', VS, vs({ a: { command: 'node', env: { A: 1, B: null } } }), []],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: CODES }), expected));
  }
});

describe('client configs: server entries', () => {
  runCases([
    {
      code: 'MCP701',
      title: 'stdio without command (VS Code)',
      path: V,
      bad: vsWith({ a: { type: 'stdio', args: ['x'] } }),
      good: vsWith({ a: { type: 'stdio', command: 'node', args: ['x'] } }),
      span: '"a"',
      severity: 'error',
    },
    {
      code: 'MCP701',
      title: 'empty command (Claude Code)',
      path: CC,
      bad: ms({ a: { command: ' ' } }),
      good: ms({ a: { command: 'npx' } }),
      span: '" "',
    },
    {
      code: 'MCP702',
      title: 'http without url',
      path: V,
      bad: vsWith({ r: { type: 'http' } }),
      good: vsWith({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      span: '"http"',
    },
    {
      code: 'MCP702',
      title: 'sse without url (Cursor)',
      path: CU,
      bad: ms({ r: { type: 'sse', headers: {} } }),
      good: ms({ r: { type: 'sse', url: 'https://example.com/sse' } }),
    },
    {
      code: 'MCP703',
      title: 'url without scheme, fixed',
      path: V,
      bad: vsWith({ r: { type: 'http', url: 'localhost:3000/mcp' } }),
      good: vsWith({ r: { type: 'http', url: 'http://localhost:3000/mcp' } }),
      fix: true,
      fixed: (t) => assert.match(t, /"http:\/\/localhost:3000\/mcp"/),
    },
    {
      code: 'MCP703',
      title: 'VS Code takes unix:// but Claude Code does not',
      path: CC,
      bad: ms({ r: { type: 'http', url: 'unix:///tmp/mcp.sock' } }),
      good: ms({ r: { type: 'http', url: 'https://${HOST}/mcp' } }),
    },
    {
      code: 'MCP703',
      title: 'VS Code socket and variables accepted',
      path: V,
      bad: vsWith({ r: { type: 'sse', url: 'ftp://example.com' } }),
      good: vsWith(
        {
          r: { type: 'http', url: 'unix:///tmp/mcp.sock#/mcp' },
          s: { type: 'http', url: 'https://${input:host}/mcp' },
        },
        [{ type: 'promptString', id: 'host', description: 'Host' }],
      ),
    },
    {
      code: 'MCP704',
      title: 'args as one string, split',
      path: CC,
      bad: ms({ fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem "/my dir"' } }),
      good: ms({ fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/my dir'] } }),
      fix: true,
      fixed: (t) =>
        assert.deepEqual(JSON.parse(t).mcpServers.fs.args, [
          '-y',
          '@modelcontextprotocol/server-filesystem',
          '/my dir',
        ]),
    },
    {
      code: 'MCP704',
      title: 'a number among args, quoted',
      path: CD,
      bad: ms({ a: { command: 'node', args: ['--port', 8080] } }),
      good: ms({ a: { command: 'node', args: ['--port', '8080'] } }),
      fix: true,
      span: '8080',
    },
    {
      code: 'MCP704',
      title: 'entry not an object',
      path: CU,
      bad: ms({ a: 'npx a' }),
      good: ms({ a: { command: 'npx', args: ['a'] } }),
    },
    {
      code: 'MCP705',
      title: 'env value a number, quoted',
      path: CC,
      bad: ms({ a: { command: 'node', env: { PORT: 8080 } } }),
      good: ms({ a: { command: 'node', env: { PORT: '8080' } } }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP705',
      title: 'env name with "=" (VS Code too)',
      path: V,
      bad: vsWith({ a: { command: 'node', env: { 'A=B': 'x' } } }),
      good: vsWith({ a: { command: 'node', env: { A: 'x', PORT: 8080 } } }),
      span: '"A=B"',
    },
    {
      code: 'MCP705',
      title: 'header name with a colon',
      path: CU,
      bad: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key:': 'v' } } }),
      good: ms({ a: { url: 'https://e.com/mcp', headers: { 'X-Key': 'v' } } }),
    },
    {
      code: 'MCP705',
      title: 'a generic file only warns about non-string values',
      path: GEN,
      bad: ms({ a: { command: 'node', env: { DEBUG: true } } }),
      good: ms({ a: { command: 'node', env: { DEBUG: 'true' } } }),
      severity: 'warning',
    },
    {
      code: 'MCP712',
      title: 'remote server in Claude Desktop',
      path: CD,
      bad: ms({ r: { url: 'https://example.com/mcp' } }),
      good: ms({ r: { command: 'npx', args: ['mcp-remote', 'https://example.com/mcp'] } }),
      severity: 'warning',
      message: /Settings → Connectors/,
    },
    {
      code: 'MCP712',
      title: 'streamable-http in Claude Code, fixed to http',
      path: CC,
      bad: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
      good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      fix: true,
    },
    {
      code: 'MCP712',
      title: 'unknown type in Cursor',
      path: CU,
      bad: ms({ r: { type: 'websocket', url: 'wss://example.com' } }),
      good: ms({ r: { type: 'streamable-http', url: 'https://example.com/mcp' } }),
    },
    {
      code: 'MCP715',
      title: 'a whole command line in command, split',
      path: CC,
      bad: ms({ n8n: { command: 'docker run --rm -i n8n-mcp', args: [] } }),
      good: ms({ win: { command: 'C:\\Program Files\\nodejs\\node.exe' } }),
      fix: true,
      fixed: (t) =>
        assert.deepEqual(JSON.parse(t).mcpServers.n8n, { command: 'docker', args: ['run', '--rm', '-i', 'n8n-mcp'] }),
    },
    {
      code: 'MCP715',
      title: 'missing args are added',
      path: V,
      bad: vsWith({ a: { command: 'npx -y some-server' } }),
      good: vsWith({ a: { command: 'npx', args: ['-y', 'some-server'] } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a, { command: 'npx', args: ['-y', 'some-server'] }),
    },
    {
      code: 'MCP716',
      title: 'url without type in Claude Code',
      path: CC,
      bad: ms({ r: { url: 'https://example.com/mcp' } }),
      good: ms({ r: { type: 'http', url: 'https://example.com/mcp' } }),
      fix: true,
      severity: 'warning',
    },
  ]);

  it('MCP716 is Claude Code only', () => {
    assert.deepEqual(only(lintText(CU, ms({ r: { url: 'https://example.com/mcp' } })), 'MCP716'), []);
  });
});

describe('client configs: type errors in .vscode/mcp.json, which VS Code’s own schema also reports', () => {
  const wrong = vsWith({
    fs: { command: 'npx', args: '-y @modelcontextprotocol/server-filesystem .' },
    n: { command: ['node'], args: ['--port', 8080] },
    r: { type: 'http', url: 42 },
    e: { command: 'node', env: 'A=1' },
    t: { type: 'websocket', url: 'https://e.com/mcp' },
    s: 'npx server',
  });

  it('are errors for the command line and other editors, with the same quick fixes as in every other dialect', () => {
    const findings = lintText(V, wrong);
    const byCode = (code: string) => findings.filter((f) => f.code === code).map((f) => `${f.severity} ${f.message}`);
    assert.deepEqual(byCode('MCP704'), [
      'error "args" of server "fs" must be an array of strings, one per argument, not a single string.',
      'error "command" of server "n" must be a string naming the program to start, not an array.',
      'error Every argument must be a string; this one is an integer (write "8080").',
      'error "url" of server "r" must be a string, not an integer.',
      'error Server "s" must be an object with "command" (stdio) or "url" (remote), not a string.',
    ]);
    assert.deepEqual(byCode('MCP705'), [
      'error "env" of server "e" must be an object of names to string values, not a string.',
    ]);
    assert.deepEqual(byCode('MCP712'), [
      'warning VS Code knows the server types "stdio", "http" and "sse", not "websocket": use "stdio" for a local command, or "http" / "sse" with a "url" for a remote server.',
    ]);
    const fixed = JSON.parse(applyFix(textOf(wrong), findings, 'MCP704', 'Split into an array of arguments'));
    assert.deepEqual(fixed.servers.fs.args, ['-y', '@modelcontextprotocol/server-filesystem', '.']);
  });

  it('are hints in VS Code, whose schema already shows them: the quick fix without a second problem', () => {
    const inVsCode = lintText(V, wrong, { editorValidatesVsCodeMcpJson: true });
    const schemaErrors = inVsCode.filter((f) => f.code === 'MCP704' || f.code === 'MCP705' || f.code === 'MCP712');
    assert.equal(schemaErrors.length, 7);
    assert.ok(
      schemaErrors.every((f) => f.severity === 'hint'),
      schemaErrors.map((f) => f.severity).join(),
    );
    assert.ok(schemaErrors.find((f) => f.message.startsWith('"args" of server "fs"'))!.fixes!.length);
    // the user's own severity still wins, and other dialects are never hints
    assert.ok(
      lintText(V, wrong, { editorValidatesVsCodeMcpJson: true, rules: { MCP704: 'warning' } })
        .filter((f) => f.code === 'MCP704')
        .every((f) => f.severity === 'warning'),
    );
    assert.ok(
      lintText(CC, ms({ fs: { command: 'npx', args: '-y x' } }), { editorValidatesVsCodeMcpJson: true }).some(
        (f) => f.code === 'MCP704' && f.severity === 'error',
      ),
    );
  });
});

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
      GEN_IN_FOLDER,
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
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
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
});
