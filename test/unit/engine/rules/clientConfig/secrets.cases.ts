// The secrets tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, WS, ms, VS } from '../../../../helpers/configPaths';
import { codes, lintText } from '../../../../helpers/engine';
import { vsWith, V } from './fixtures';

const GH = 'ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb';

const LIT = 'abcdefgh12345678';

export const SECRET = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';

export const credentialCases: FindingTable = {
  title: 'MCP713: credentials in plain text',
  only: ['MCP713'],
  cases: [
    {
      title:
        'env: a known token, a literal under a secret name (its own name kept when it is one), a name that holds no secret',
      path: CC,
      doc: ms({ notes: { command: 'node', env: { GITHUB_TOKEN: GH, API_KEY: LIT, 'api-key': LIT, HOST: LIT } } }),
      findings: [
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${GITHUB_TOKEN}',
        'MCP713 abcdefgh12345678 ⇒ ${API_KEY}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY}',
      ],
    },
    {
      title: 'headers: Authorization and Proxy-Authorization (the credential after the scheme), X- names, other names',
      path: CC,
      doc: ms({
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
      findings: [
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_TOKEN}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_TOKEN}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_MY_X_TOKEN}',
      ],
    },
    {
      title:
        'args: --flag=value, a flag then its value, NAME=value, a bare token, a value that is not a string, docker -e',
      path: CC,
      doc: ms({
        notes: {
          command: 'node',
          args: ['s.js', `--api-key=${LIT}`, '--token', LIT, `API_KEY=${LIT}`, GH, 3, '-e', `SECRET=${LIT}`],
        },
      }),
      findings: [
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_TOKEN}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY}',
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${NOTES_SECRET}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_SECRET}',
      ],
    },
    {
      title:
        'url: a password in the user info (not a placeholder), a secret query parameter, a token, an encoded value, a name that holds none',
      path: CC,
      doc: ms({
        a: { type: 'http', url: `https://user:${LIT}@e.com/mcp` },
        b: { type: 'http', url: 'https://user:<password>@e.com/mcp' },
        c: { type: 'http', url: `https://e.com/mcp?x=1&api_key=${LIT}` },
        d: { type: 'http', url: `https://e.com/mcp?token=${GH}` },
        e: { type: 'http', url: `https://e.com/mcp?token=abc%2Fdef12345678` },
        f: { type: 'http', url: `http://e.com/mcp?host=${LIT}` },
      }),
      findings: [
        'MCP713 abcdefgh12345678 ⇒ ${A_TOKEN}',
        'MCP713 abcdefgh12345678 ⇒ ${C_TOKEN}',
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${D_TOKEN}',
      ],
    },
    {
      title: 'Cursor: ${env:NAME}',
      path: CU,
      doc: ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      findings: ['MCP713 abcdefgh12345678 ⇒ ${env:API_KEY}'],
    },
    {
      title:
        'Cursor: a client secret in "auth", however short (misspelt keys too); references, placeholders, blanks and non-strings are not',
      path: CU,
      doc: ms({
        linear: { url: 'https://e.com/mcp', auth: { CLIENT_ID: LIT, CLIENT_SECRET: 'hunter2' } },
        stripe: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: 'sk_live_abcdefghijklmnopqrstuvwx' } },
        c: { url: 'https://e.com/mcp', auth: { client_secret: ' abc ' } },
        d: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '${env:D_SECRET}' } },
        e: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '<your-client-secret>' } },
        f: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: '' } },
        g: { url: 'https://e.com/mcp', auth: { CLIENT_SECRET: 5 } },
      }),
      findings: [
        'MCP713 hunter2 ⇒ ${env:LINEAR_CLIENT_SECRET}',
        'MCP713 sk_live_abcdefghijklmnopqrstuvwx ⇒ ${env:STRIPE_CLIENT_SECRET}',
        'MCP713 abc ⇒ ${env:C_CLIENT_SECRET}',
      ],
    },
    {
      title: 'Claude Code: its "oauth" holds no secret it reads (MCP721 says so), and "auth" is not its key',
      path: CC,
      doc: ms({
        a: {
          type: 'http',
          url: 'https://e.com/mcp',
          oauth: { clientId: 'x', clientSecret: LIT },
          auth: { CLIENT_SECRET: LIT },
        },
      }),
      findings: [],
    },
    {
      title: 'Windsurf: ${env:NAME}',
      path: WS,
      doc: ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      findings: ['MCP713 abcdefgh12345678 ⇒ ${env:API_KEY}'],
    },
    {
      title: 'Claude Desktop: no variables to move it to',
      path: CD,
      doc: ms({ notes: { command: 'node', env: { API_KEY: LIT } } }),
      findings: ['MCP713 abcdefgh12345678'],
    },
    {
      title: 'VS Code: a password input, its id made unique among the inputs',
      path: '.vscode/mcp.json',
      doc: {
        inputs: [{ type: 'promptString', id: 'api-key', password: true }],
        servers: { notes: { command: 'node', env: { API_KEY: LIT }, args: [`--token=${GH}`] } },
      },
      findings: [
        'MCP713 abcdefgh12345678 ⇒ abcdefgh12345678 → ${input:api-key-2} +     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "api-key-2",\n' +
          '      "description": "api key for notes",\n' +
          '      "password": true\n' +
          '    }',
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb → ${input:notes-token} +     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "notes-token",\n' +
          '      "description": "notes token for notes",\n' +
          '      "password": true\n' +
          '    }',
      ],
    },
    {
      title: 'VS Code: password inputs with a default (blank, placeholder and non-password defaults are fine)',
      path: '.vscode/mcp.json',
      doc: {
        inputs: [
          { type: 'promptString', id: 'k', password: true, default: LIT },
          { type: 'promptString', password: true, default: 'x1' },
          { type: 'promptString', id: 'p', password: true, default: '  ' },
          { type: 'promptString', id: 'q', password: true, default: '<your key>' },
          { type: 'promptString', id: 'r', password: false, default: LIT },
        ],
        servers: {},
      },
      findings: [
        'MCP713 "abcdefgh12345678" ⇒       "password": true,\n' +
          '      "default": "abcdefgh12345678" →       "password": true',
        'MCP713 "x1" ⇒       "password": true,\n      "default": "x1" →       "password": true',
      ],
    },
    {
      title: 'an entry that is not an object is passed over',
      path: CC,
      doc: ms({ a: 'node', b: { command: 'node', env: { API_KEY: LIT } } }),
      findings: ['MCP713 abcdefgh12345678 ⇒ ${API_KEY}'],
    },
  ],
};

export const credentialsSecondRun: FindingTable = {
  title: 'credentials in plain text: what the second mutation run asked for',
  only: ['MCP713'],
  cases: [
    {
      title: 'headers: a name that only starts with Authorization, and one that only ends with it',
      path: CC,
      doc: ms({
        notes: {
          type: 'http',
          url: 'https://e.com/mcp',
          headers: { 'Authorization-Token': LIT, 'X-Authorization': GH },
        },
      }),
      findings: [
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_AUTHORIZATION_TOKEN}',
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${NOTES_AUTHORIZATION}',
      ],
    },
    {
      title: 'args: a token first, and one after a name that is no flag',
      path: CC,
      doc: ms({ notes: { command: 'node', args: [GH, `@KEY=${GH}`] } }),
      findings: [
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${NOTES_SECRET}',
        'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${NOTES_SECRET}',
      ],
    },
    {
      title: 'url: a user named as the password, a URL inside a parameter, a token inside a value, an encoded value',
      path: CC,
      doc: ms({
        a: { type: 'http', url: 'https://admin:admin@e.com/mcp' },
        b: { type: 'http', url: `https://e.com/go?to=http://u:${LIT}@x.com` },
        c: { type: 'http', url: `https://e.com/mcp?token=v1.${GH}` },
        d: { type: 'http', url: `https://e.com/mcp?token=%ZZ${LIT}` },
      }),
      findings: ['MCP713 admin ⇒ ${A_TOKEN}', 'MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${C_TOKEN}'],
    },
    {
      title: 'env: names that are not all capitals, and a name that starts like a place ("argument_…")',
      path: CC,
      doc: ms({ notes: { command: 'node', env: { my_API_KEY: LIT, 'API_KEY.old': LIT, argument_token: LIT } } }),
      findings: [
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_MY_API_KEY}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_API_KEY_OLD}',
        'MCP713 abcdefgh12345678 ⇒ ${NOTES_ARGUMENT_TOKEN}',
      ],
    },
    {
      title: 'a value with an escape in it: said at the whole value, with no fix (its span in the file is not known)',
      path: CC,
      doc: ms({ notes: { command: 'node', env: { GITHUB_TOKEN: `${GH}\n` } } }),
      findings: ['MCP713 "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb\\n"'],
    },
    {
      title: 'VS Code: the same, and the third input of one name',
      path: VS,
      doc: {
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
      findings: [
        'MCP713 abcdefgh12345678 ⇒ abcdefgh12345678 → ${input:api-key-3} +     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "api-key-3",\n' +
          '      "description": "api key for notes",\n' +
          '      "password": true\n' +
          '    }',
        'MCP713 "ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb\\n"',
      ],
    },
  ],
};

export const percentEscapes: FindingTable = {
  title: 'client configurations: what the second mutation run asked for, after the cases above',
  path: CC,
  only: ['MCP713'],
  cases: [
    {
      title: 'a token beside a percent escape in a url is found (it was passed over); an encoded credential is none',
      doc: ms({
        a: { type: 'http', url: `https://e.com/mcp?token=${GH}%0A` },
        b: { type: 'http', url: 'https://e.com/mcp?api_key=abc%2Bdef12345678' },
      }),
      findings: ['MCP713 ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb ⇒ ${A_TOKEN}'],
    },
  ],
};

export const secretRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP713',
    title: 'VS Code: a token moved to a password input',
    path: V,
    bad: vsWith({
      github: {
        command: 'npx',
        args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'],
        env: { GITHUB_PERSONAL_ACCESS_TOKEN: SECRET },
      },
    }),
    good: vsWith(
      {
        github: {
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'],
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${input:github-token}' },
        },
      },
      [{ type: 'promptString', id: 'github-token', description: 'GitHub token', password: true }],
    ),
    fixedText:
      'ghp_0123456789abcdefghijABCDEFGHIJ012345 → ${input:github-personal-access-token} +   } →   },\n' +
      '  "inputs": [\n' +
      '    {\n' +
      '      "type": "promptString",\n' +
      '      "id": "github-personal-access-token",\n' +
      '      "description": "github personal access token for github",\n' +
      '      "password": true\n' +
      '    }\n' +
      '  ]',
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
    good: vsWith({ api: { type: 'http', url: 'https://e.com/mcp', headers: { Authorization: 'Bearer ${input:t}' } } }, [
      { type: 'promptString', id: 't', description: 'token', password: true },
    ]),
    fixedText:
      'abcdEFGH1234ijkl5678 → ${input:api-token} +     } →     },\n' +
      '    {\n' +
      '      "type": "promptString",\n' +
      '      "id": "api-token",\n' +
      '      "description": "api token for api",\n' +
      '      "password": true\n' +
      '    }',
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
    span: 'figd_FAKE0000000000000000000000000000000000000',
    fixedText: '${FIGMA_API_KEY}',
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
    span: 'sbp_FAKE000000000000000000000000000000000000',
    fixedText: '${env:SUPABASE_ACCESS_TOKEN}',
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
    fixedText: '${env:LINEAR_CLIENT_SECRET}',
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
    fixedText: '${env:LINEAR_CLIENT_SECRET}',
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
    span: 'sk-proj-abcdefghijklmnop1234567890',
    fixedText: null,
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
    span: 'FAKE000000000000000000000000000000000000000',
    fixedText:
      'FAKE000000000000000000000000000000000000000 → ${input:playwright-mcp-extension-token} +   } →   },\n' +
      '  "inputs": [\n' +
      '    {\n' +
      '      "type": "promptString",\n' +
      '      "id": "playwright-mcp-extension-token",\n' +
      '      "description": "playwright mcp extension token for a",\n' +
      '      "password": true\n' +
      '    }\n' +
      '  ]',
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
    span: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
    fixedText: '${env:A_TOKEN}',
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
    span: '"abc123def456ghi789"',
    fixedText: '      "password": true,\n      "default": "abc123def456ghi789" →       "password": true',
    fix: true,
  },
];
