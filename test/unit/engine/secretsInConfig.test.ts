// MCP713 (a credential in plain text) in every place of a server entry and for each dialect, every finding in full:
// written for the mutants `npm run mutate` found alive in clientConfig/secrets.ts (docs/testing.md).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../helpers/transcript';
import { CC, CD, CU, WS, ms } from '../../helpers/configPaths';

const GH = 'ghp_AZaz09bbbbbbbbbbbbbbbbbbbbbbbb';
const LIT = 'abcdefgh12345678';

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
