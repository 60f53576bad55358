import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../../../helpers/transcript';
import { CC, CD, CU, WS, ms, VS } from '../../../../helpers/configPaths';
import { codes, lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases, textOf } from '../../ruleCases';

const GH = 'ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb';

const LIT = 'abcdefgh12345678';

const V = '.vscode/mcp.json';

const GEN = 'mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

const SECRET = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';

describe('MCP713: credentials in plain text', () => {
  const cases: [string, string, object, string[]][] = [
    [
      'env: a known token, a literal under a secret name (its own name kept when it is one), a name that holds no secret',
      CC,
      ms({ notes: { command: 'node', env: { GITHUB_TOKEN: GH, API_KEY: LIT, 'api-key': LIT, HOST: LIT } } }),
      [
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": "GITHUB_TOKEN" of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${GITHUB_TOKEN} and set GITHUB_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${GITHUB_TOKEN} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${GITHUB_TOKEN}"',
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${API_KEY} and set API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${API_KEY} (preferred): "abcdefgh12345678"→"${API_KEY}"',
        'MCP713 warning "abcdefgh12345678": "api-key" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY} and set NOTES_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY}"',
      ],
    ],
    [
      'headers: Authorization and Proxy-Authorization (the credential after the scheme), X- names, other names',
      CC,
      ms({
        notes: {
          type: 'http',
          url: 'https://e.com/mcp',
          headers: {
            Authorization: `Bearer ${LIT}`,
            'Proxy-Authorization': `Basic ${LIT}`,
            'X-Authorization': `Bearer ${LIT}`,
            'X-Api-Key': LIT,
            'api-key': LIT,
            'My-X-Token': LIT,
          },
        },
      }),
      [
        'MCP713 warning "abcdefgh12345678": Header "Authorization" of server "notes" holds a bearer credential in plain text; anyone who can read this file can use it. Write ${NOTES_TOKEN} and set NOTES_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_TOKEN}"',
        'MCP713 warning "abcdefgh12345678": Header "Proxy-Authorization" of server "notes" holds a basic credential in plain text; anyone who can read this file can use it. Write ${NOTES_TOKEN} and set NOTES_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_TOKEN}"',
        'MCP713 warning "abcdefgh12345678": Header "X-Api-Key" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY} and set NOTES_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY}"',
        'MCP713 warning "abcdefgh12345678": Header "api-key" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY} and set NOTES_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY}"',
        'MCP713 warning "abcdefgh12345678": Header "My-X-Token" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_MY_X_TOKEN} and set NOTES_MY_X_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_MY_X_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_MY_X_TOKEN}"',
      ],
    ],
    [
      'args: --flag=value, a flag then its value, NAME=value, a bare token, a value that is not a string, docker -e',
      CC,
      ms({
        notes: {
          command: 'node',
          args: ['s.js', `--api-key=${LIT}`, '--token', LIT, `API_KEY=${LIT}`, GH, 3, '-e', `SECRET=${LIT}`],
        },
      }),
      [
        'MCP713 warning "abcdefgh12345678": Argument --api-key of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY} and set NOTES_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY}"',
        'MCP713 warning "abcdefgh12345678": Argument --token of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_TOKEN} and set NOTES_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_TOKEN} (preferred): "abcdefgh12345678"→"${NOTES_TOKEN}"',
        'MCP713 warning "abcdefgh12345678": Argument API_KEY of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_API_KEY} and set NOTES_API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_API_KEY} (preferred): "abcdefgh12345678"→"${NOTES_API_KEY}"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": An argument of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${NOTES_SECRET} and set NOTES_SECRET in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_SECRET} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${NOTES_SECRET}"',
        'MCP713 warning "abcdefgh12345678": Argument SECRET of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${NOTES_SECRET} and set NOTES_SECRET in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${NOTES_SECRET} (preferred): "abcdefgh12345678"→"${NOTES_SECRET}"',
      ],
    ],
    [
      'url: a password in the user info (not a placeholder), a secret query parameter, a token, an encoded value, a name that holds none',
      CC,
      ms({
        a: { type: 'http', url: `https://user:${LIT}@e.com/mcp` },
        b: { type: 'http', url: 'https://user:<password>@e.com/mcp' },
        c: { type: 'http', url: `https://e.com/mcp?x=1&api_key=${LIT}` },
        d: { type: 'http', url: `https://e.com/mcp?token=${GH}` },
        e: { type: 'http', url: `https://e.com/mcp?token=abc%2Fdef12345678` },
        f: { type: 'http', url: `http://e.com/mcp?host=${LIT}` },
      }),
      [
        'MCP713 warning "abcdefgh12345678": "url" of server "a" holds a password in plain text; anyone who can read this file can use it. Write ${A_TOKEN} and set A_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${A_TOKEN} (preferred): "abcdefgh12345678"→"${A_TOKEN}"',
        'MCP713 warning "abcdefgh12345678": "url" of server "c" holds a literal credential in plain text; anyone who can read this file can use it. Write ${C_TOKEN} and set C_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${C_TOKEN} (preferred): "abcdefgh12345678"→"${C_TOKEN}"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": "url" of server "d" holds a GitHub token in plain text; anyone who can read this file can use it. Write ${D_TOKEN} and set D_TOKEN in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${D_TOKEN} (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${D_TOKEN}"',
      ],
    ],
    [
      'Cursor: ${env:NAME}',
      CU,
      ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${env:API_KEY} and set API_KEY in the environment Cursor starts from. Then revoke the exposed credential. ‖ Replace it with ${env:API_KEY} (preferred): "abcdefgh12345678"→"${env:API_KEY}"',
      ],
    ],
    [
      'Cursor: a client secret in "auth", however short (misspelt keys too); references, placeholders, blanks and non-strings are not',
      CU,
      ms({
        linear: { url: 'https://e.com/mcp', auth: { CLIENT_ID: LIT, CLIENT_SECRET: 'hunter2' } },
        stripe: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: 'sk_live_abcdefghijklmnopqrstuvwx' } },
        c: { url: 'https://e.com/mcp', auth: { client_secret: ' abc ' } },
        d: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '${env:D_SECRET}' } },
        e: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '<your-client-secret>' } },
        f: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '' } },
        g: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: 5 } },
      }),
      [
        'MCP713 warning "hunter2": "auth.CLIENT_SECRET" of server "linear" holds a client secret in plain text; anyone who can read this file can use it. Write ${env:LINEAR_CLIENT_SECRET} and set LINEAR_CLIENT_SECRET in the environment Cursor starts from. Then revoke the exposed credential. ‖ Replace it with ${env:LINEAR_CLIENT_SECRET} (preferred): "hunter2"→"${env:LINEAR_CLIENT_SECRET}"',
        'MCP713 warning "sk_live_abcdefghijklmnopqrstuvwx": "auth.CLIENT_SECRET" of server "stripe" holds a client secret in plain text; anyone who can read this file can use it. Write ${env:STRIPE_CLIENT_SECRET} and set STRIPE_CLIENT_SECRET in the environment Cursor starts from. Then revoke the exposed credential. ‖ Replace it with ${env:STRIPE_CLIENT_SECRET} (preferred): "sk_live_abcdefghijklmnopqrstuvwx"→"${env:STRIPE_CLIENT_SECRET}"',
        'MCP713 warning "abc": "auth.client_secret" of server "c" holds a client secret in plain text; anyone who can read this file can use it. Write ${env:C_CLIENT_SECRET} and set C_CLIENT_SECRET in the environment Cursor starts from. Then revoke the exposed credential. ‖ Replace it with ${env:C_CLIENT_SECRET} (preferred): "abc"→"${env:C_CLIENT_SECRET}"',
      ],
    ],
    [
      'Claude Code: its "oauth" holds no secret it reads (MCP721 says so), and "auth" is not its key',
      CC,
      ms({
        a: {
          type: 'http',
          url: 'https://e.com/mcp',
          oauth: { clientId: 'x', clientSecret: LIT },
          auth: { CLIENT_SECRET: LIT },
        },
      }),
      [],
    ],
    [
      'Windsurf: ${env:NAME}',
      WS,
      ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Write ${env:API_KEY} and set API_KEY in the environment Windsurf starts from. Then revoke the exposed credential. ‖ Replace it with ${env:API_KEY} (preferred): "abcdefgh12345678"→"${env:API_KEY}"',
      ],
    ],
    [
      'Claude Desktop: no variables to move it to',
      CD,
      ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Claude Desktop does not expand variables in this file: keep the file private, or ship the server as an MCP Bundle with a sensitive user_config option. Then revoke the exposed credential.',
      ],
    ],
    [
      'VS Code: a password input, its id made unique among the inputs',
      '.vscode/mcp.json',
      {
        inputs: [{ type: 'promptString', id: 'api-key', password: true }],
        servers: { notes: { command: 'node', env: { API_KEY: LIT }, args: [`--token=${GH}`] } },
      },
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "notes" holds a literal credential in plain text; anyone who can read this file can use it. Move it to a password input and write ${input:api-key-2}. Then revoke the exposed credential. ‖ Move it to a password input "api-key-2" (preferred): "abcdefgh12345678"→"${input:api-key-2}", "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"api-key-2\\",\\n      \\"description\\": \\"api key for notes\\",\\n      \\"password\\": true\\n    }"',
        'MCP713 warning "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb": Argument --token of server "notes" holds a GitHub token in plain text; anyone who can read this file can use it. Move it to a password input and write ${input:notes-token}. Then revoke the exposed credential. ‖ Move it to a password input "notes-token" (preferred): "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb"→"${input:notes-token}", "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"notes-token\\",\\n      \\"description\\": \\"notes token for notes\\",\\n      \\"password\\": true\\n    }"',
      ],
    ],
    [
      'VS Code: password inputs with a default (blank, placeholder and non-password defaults are fine)',
      '.vscode/mcp.json',
      {
        inputs: [
          { type: 'promptString', id: 'k', password: true, default: LIT },
          { type: 'promptString', password: true, default: 'x1' },
          { type: 'promptString', id: 'p', password: true, default: '  ' },
          { type: 'promptString', id: 'q', password: true, default: '<your key>' },
          { type: 'promptString', id: 'r', password: false, default: LIT },
        ],
        servers: {},
      },
      [
        'MCP713 warning "\\"abcdefgh12345678\\"": Password input "k" has a "default", which is kept in this file in plain text and defeats the password prompt. Remove the default. ‖ Remove the default (preferred): "      \\"password\\": true,\\n      \\"default\\": \\"abcdefgh12345678\\""→"      \\"password\\": true"',
        'MCP713 warning "\\"x1\\"": Password input "?" has a "default", which is kept in this file in plain text and defeats the password prompt. Remove the default. ‖ Remove the default (preferred): "      \\"password\\": true,\\n      \\"default\\": \\"x1\\""→"      \\"password\\": true"',
      ],
    ],
    [
      'an entry that is not an object is passed over',
      CC,
      ms({ a: 'node', b: { command: 'node', env: { API_KEY: LIT } } }),
      [
        'MCP713 warning "abcdefgh12345678": "API_KEY" of server "b" holds a literal credential in plain text; anyone who can read this file can use it. Write ${API_KEY} and set API_KEY in the environment Claude Code starts from. Then revoke the exposed credential. ‖ Replace it with ${API_KEY} (preferred): "abcdefgh12345678"→"${API_KEY}"',
      ],
    ],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP713'] }), expected));
  }
});

describe('MCP713 secrets in plain text', () => {
  runCases([
    {
      code: 'MCP713',
      title: 'VS Code: a token moved to a password input',
      path: V,
      bad: vsWith({
        github: {
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-github'],
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: SECRET },
        },
      }),
      good: vsWith(
        {
          github: {
            command: 'npx',
            args: ['-y', '@modelcontextprotocol/server-github'],
            env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${input:github-token}' },
          },
        },
        [{ type: 'promptString', id: 'github-token', description: 'GitHub token', password: true }],
      ),
      fix: true,
      span: SECRET,
      severity: 'warning',
      fixed: (t) => {
        const doc = JSON.parse(t);
        assert.equal(doc.servers.github.env.GITHUB_PERSONAL_ACCESS_TOKEN, '${input:github-personal-access-token}');
        assert.deepEqual(doc.inputs, [
          {
            type: 'promptString',
            id: 'github-personal-access-token',
            description: 'github personal access token for github',
            password: true,
          },
        ]);
        assert.ok(!t.includes(SECRET));
        assert.deepEqual(codes(lintText(V, t)), []);
      },
    },
    {
      code: 'MCP713',
      title: 'VS Code: a bearer header, into existing inputs',
      path: V,
      bad: vsWith(
        { api: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer abcdEFGH1234ijkl5678' } } },
        [{ type: 'promptString', id: 'other', description: 'x' }],
      ),
      good: vsWith(
        { api: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${input:t}' } } },
        [{ type: 'promptString', id: 't', description: 'token', password: true }],
      ),
      fix: true,
      span: 'abcdEFGH1234ijkl5678',
      fixed: (t) => {
        const doc = JSON.parse(t);
        assert.equal(doc.servers.api.headers.Authorization, 'Bearer ${input:api-token}');
        assert.equal(doc.inputs.length, 2);
        assert.equal(doc.inputs[1].password, true);
      },
    },
    {
      code: 'MCP713',
      title: 'Claude Code: an argument becomes ${VAR}',
      path: CC,
      bad: ms({
        figma: {
          command: 'npx',
          args: ['figma-developer-mcp', '--figma-api-key=figd_FAKE0000000000000000000000000000000000000'],
        },
      }),
      good: ms({ figma: { command: 'npx', args: ['figma-developer-mcp', '--figma-api-key=${FIGMA_API_KEY}'] } }),
      fix: true,
      fixed: (t) => assert.match(t, /"--figma-api-key=\$\{FIGMA_API_KEY\}"/),
    },
    {
      code: 'MCP713',
      title: 'Cursor: a flag value becomes ${env:VAR}',
      path: CU,
      bad: ms({
        supabase: { command: 'npx', args: ['--access-token', 'sbp_FAKE000000000000000000000000000000000000'] },
      }),
      good: ms({ supabase: { command: 'npx', args: ['--access-token', '${env:SUPABASE_ACCESS_TOKEN}'] } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{env:SUPABASE_ACCESS_TOKEN\}"/),
    },
    {
      code: 'MCP713',
      title: 'Cursor: a client secret in "auth" becomes ${env:VAR}',
      path: CU,
      bad: ms({
        linear: {
          url: 'https://mcp.example.com/mcp',
          auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: 'sk_live_abcdefghijklmnopqrstuvwx' },
        },
      }),
      good: ms({
        linear: {
          url: 'https://mcp.example.com/mcp',
          auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:LINEAR_CLIENT_SECRET}' },
        },
      }),
      fix: true,
      span: 'sk_live_abcdefghijklmnopqrstuvwx',
      fixed: (t) => assert.equal(JSON.parse(t).mcpServers.linear.auth.CLIENT_SECRET, '${env:LINEAR_CLIENT_SECRET}'),
    },
    // one blank before it, two after: the finding covers the secret alone (its start counted from the left)
    {
      code: 'MCP713',
      title: 'Cursor: a short client secret with blanks around it, covered without them',
      path: CU,
      bad: ms({ linear: { url: 'https://mcp.example.com/mcp', auth: { CLIENT_SECRET: ' hunter2  ' } } }),
      good: ms({
        linear: { url: 'https://mcp.example.com/mcp', auth: { CLIENT_SECRET: '${env:LINEAR_CLIENT_SECRET}' } },
      }),
      fix: true,
      span: 'hunter2',
      fixed: (t) => assert.equal(JSON.parse(t).mcpServers.linear.auth.CLIENT_SECRET, ' ${env:LINEAR_CLIENT_SECRET}  '),
    },
    {
      code: 'MCP713',
      title: 'Claude Desktop: no fix, advice instead',
      path: CD,
      bad: ms({ a: { command: 'node', env: { OPENAI_API_KEY: 'sk-proj-abcdefghijklmnop1234567890' } } }),
      good: ms({ a: { command: 'node', env: { OPENAI_API_KEY: 'YOUR_OPENAI_API_KEY' } } }),
      message: /Claude Desktop does not expand variables/,
    },
    {
      code: 'MCP713',
      title: 'a long credential under a secret-named key',
      path: V,
      bad: vsWith({
        a: { command: 'npx', env: { PLAYWRIGHT_MCP_EXTENSION_TOKEN: 'FAKE000000000000000000000000000000000000000' } },
      }),
      good: vsWith({
        a: {
          command: 'npx',
          env: {
            AUTH_MODE: 'oauth-client-credentials',
            TOKEN_URL: 'https://e.com/token123456789',
            DEFAULT_MINIMUM_TOKENS: '6000',
          },
        },
      }),
    },
    {
      code: 'MCP713',
      title: 'a JWT in a url query',
      path: CU,
      bad: ms({
        a: {
          url: 'https://e.com/mcp?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
        },
      }),
      good: ms({ a: { url: 'https://e.com/mcp?project_ref=sxqopofoynsqkztozlix' } }),
    },
    {
      code: 'MCP713',
      title: "a password input's default",
      path: V,
      bad: vsWith({ a: { command: 'node', env: { K: '${input:k}' } } }, [
        { type: 'promptString', id: 'k', description: 'API key', password: true, default: 'abc123def456ghi789' },
      ]),
      good: vsWith({ a: { command: 'node', env: { K: '${input:k}' } } }, [
        { type: 'promptString', id: 'k', description: 'API key', password: true },
      ]),
      fix: true,
    },
  ]);

  it('never repeats the secret in a message', () => {
    for (const [path, doc] of [
      [V, vsWith({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET } } })],
      [CC, ms({ a: { command: 'node', args: [`--token=${SECRET}`] } })],
      [CD, ms({ a: { command: 'node', env: { KEY: SECRET } } })],
    ] as const) {
      const f = only(lintText(path, doc), 'MCP713');
      assert.equal(f.length, 1, path);
      assert.ok(!f[0]!.message.includes(SECRET) && !f[0]!.message.includes(SECRET.slice(4, 20)), f[0]!.message);
      for (const fix of f[0]!.fixes ?? []) assert.ok(!fix.title.includes(SECRET));
    }
  });

  it('leaves placeholders and references alone', () => {
    const values = [
      '${input:key}',
      '${env:KEY}',
      '${KEY}',
      '<your-api-key>',
      'YOUR_API_KEY',
      'your-token-here',
      'xxxxxxxxxxxxxxxxxxxx',
      '[REDACTED_API_KEY]',
      'sk-xxxxxxxxxxxxxxxxxxxxxxxx',
      '$JIRA_API_TOKEN',
    ];
    for (const v of values) {
      assert.deepEqual(only(lintText(GEN, ms({ a: { command: 'node', env: { API_KEY: v } } })), 'MCP713'), [], v);
    }
    assert.deepEqual(
      only(
        lintText(
          GEN,
          ms({ a: { command: 'node', args: ['--mask-sensitive-data-in-logs', 'disk-cleanup-everything-now'] } }),
        ),
        'MCP713',
      ),
      [],
    );
  });
});

describe('client configs overall', () => {
  it("applying a fix never touches the secret's neighbours", () => {
    const bad = textOf(ms({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET, OTHER: 'keep' } } }));
    const fixed = applyFix(bad, lintText(CC, bad), 'MCP713');
    assert.deepEqual(JSON.parse(fixed).mcpServers.a.env, { GITHUB_TOKEN: '${GITHUB_TOKEN}', OTHER: 'keep' });
  });
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
});
