import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases } from '../../ruleCases';
import { CC, VS } from '../../../../helpers/configPaths';
import { transcript } from '../../../../helpers/transcript';

const V = '.vscode/mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

const I = ['MCP706', 'MCP707', 'MCP708', 'MCP717'];

describe('client configs: VS Code inputs', () => {
  runCases([
    {
      code: 'MCP706',
      title: 'undeclared input, declared by the fix',
      path: V,
      bad: vsWith({
        gh: {
          type: 'http',
          url: 'https://api.githubcopilot.com/mcp/',
          headers: { Authorization: 'Bearer ${input:github_token}' },
        },
      }),
      good: vsWith(
        {
          gh: {
            type: 'http',
            url: 'https://api.githubcopilot.com/mcp/',
            headers: { Authorization: 'Bearer ${input:github_token}' },
          },
        },
        [{ type: 'promptString', id: 'github_token', description: 'GitHub token', password: true }],
      ),
      fix: /Declare input/,
      span: '${input:github_token}',
      severity: 'error',
      fixed: (t) => {
        assert.deepEqual(JSON.parse(t).inputs, [
          { type: 'promptString', id: 'github_token', description: 'github token', password: true },
        ]);
        assert.deepEqual(codes(lintText(V, t)), []);
      },
    },
    {
      code: 'MCP706',
      title: 'a typo is corrected to the declared id',
      path: V,
      bad: vsWith({ a: { command: 'node', env: { KEY: '${input:api-kye}' } } }, [
        { type: 'promptString', id: 'api-key', description: 'API key', password: true },
      ]),
      good: vsWith({ a: { command: 'node', env: { KEY: '${input:api-key}' } } }, [
        { type: 'promptString', id: 'api-key', description: 'API key', password: true },
      ]),
      fix: /Change to/,
      span: '${input:api-kye}',
      message: /Did you mean "api-key"/,
    },
    {
      code: 'MCP707',
      title: 'unused input removed',
      path: V,
      bad: vsWith({ a: { command: 'node', args: ['${input:used}'] } }, [
        { type: 'promptString', id: 'used', description: 'u' },
        { type: 'promptString', id: 'unused', description: 'n' },
      ]),
      good: vsWith({ a: { command: 'node', args: ['${input:used}'] } }, [
        { type: 'promptString', id: 'used', description: 'u' },
      ]),
      fix: true,
      severity: 'hint',
      span: '"unused"',
      fixed: (t) =>
        assert.deepEqual(
          JSON.parse(t).inputs.map((i: { id: string }) => i.id),
          ['used'],
        ),
    },
    {
      code: 'MCP708',
      title: 'secret input without password',
      path: V,
      bad: vsWith({ a: { command: 'node', env: { T: '${input:FREEE_HR_ACCESS_TOKEN}' } } }, [
        { id: 'FREEE_HR_ACCESS_TOKEN', type: 'promptString', description: 'freee access token' },
      ]),
      good: vsWith({ a: { command: 'node', env: { T: '${input:FREEE_HR_ACCESS_TOKEN}', D: '${input:domain}' } } }, [
        { id: 'FREEE_HR_ACCESS_TOKEN', type: 'promptString', description: 'freee access token', password: true },
        { id: 'domain', type: 'promptString', description: 'Home Assistant domain' },
      ]),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP717',
      title: 'duplicate input ids',
      path: V,
      bad: vsWith({ a: { command: 'node', args: ['${input:key}'] } }, [
        { type: 'promptString', id: 'key', description: 'A' },
        { type: 'promptString', id: 'key', description: 'B' },
      ]),
      good: vsWith({ a: { command: 'node', args: ['${input:key}', '${input:key2}'] } }, [
        { type: 'promptString', id: 'key', description: 'A' },
        { type: 'promptString', id: 'key2', description: 'B' },
      ]),
      severity: 'error',
    },
  ]);
});

describe('the servers key and the inputs', () => {
  const cases: [string, string, object | string, string[], string[]][] = [
    [
      'inputs: a duplicate id, one never used, secrets without password (by id, by description, password false, no id), references to ids no input declares',
      VS,
      {
        inputs: [
          { type: 'promptString', id: 'key', description: 'A' },
          { type: 'promptString', id: 'key', description: 'B' },
          { type: 'promptString', id: 'unused' },
          { type: 'promptString', id: 'api-token' },
          { type: 'promptString', id: 'x', description: 'Your password' },
          { type: 'promptString', id: 'y', password: false, description: 'the secret' },
          { type: 'pickString', id: 'token', options: ['a'] },
          { type: 'promptString', description: 'a secret' },
        ],
        servers: {
          a: {
            command: 'node',
            env: {
              A: '${input:key}',
              B: '${input:kye}',
              C: '${input:new_api-token}',
              D: '${input:api-token}',
              E: '${input:x}',
              F: '${input:y}',
              G: '${input:token}',
              H: '${input:other-thing}',
            },
          },
        },
      },
      I,
      [
        'MCP717 error "\\"key\\"": Another input already has the id "key": VS Code resolves ${input:key} to only one of them. Rename one and update its references.',
        'MCP707 hint "\\"unused\\"": Input "unused" is never used: no ${input:unused} refers to it. [unnecessary] ‖ Remove input "unused": ",\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"unused\\"\\n    }"→""',
        'MCP708 warning "\\"api-token\\"": Input "api-token" asks for a secret but is not a password input: VS Code shows it as it is typed and keeps it as plain text. Add "password": true. ‖ Set "password": true (preferred) (safe): "      \\"id\\": \\"api-token\\""→"      \\"id\\": \\"api-token\\",\\n      \\"password\\": true"',
        'MCP708 warning "\\"x\\"": Input "x" asks for a secret but is not a password input: VS Code shows it as it is typed and keeps it as plain text. Add "password": true. ‖ Set "password": true (preferred) (safe): "      \\"description\\": \\"Your password\\""→"      \\"description\\": \\"Your password\\",\\n      \\"password\\": true"',
        'MCP708 warning "false": Input "y" asks for a secret but is not a password input: VS Code shows it as it is typed and keeps it as plain text. Add "password": true. ‖ Set "password": true (preferred) (safe): "false"→"true"',
        'MCP708 warning "{\\n      \\"type\\": \\"promptString\\",\\n      \\"description\\": \\"a secret\\"\\n    }": Input "?" asks for a secret but is not a password input: VS Code shows it as it is typed and keeps it as plain text. Add "password": true. ‖ Set "password": true (preferred) (safe): "      \\"description\\": \\"a secret\\""→"      \\"description\\": \\"a secret\\",\\n      \\"password\\": true"',
        'MCP706 error "${input:kye}": No input declares the id "kye": VS Code cannot resolve ${input:kye} and the server will not start. Did you mean "key"? ‖ Change to ${input:key} (preferred): "kye"→"key" ‖ Declare input "kye": "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"kye\\",\\n      \\"description\\": \\"kye\\"\\n    }"',
        'MCP706 error "${input:new_api-token}": No input declares the id "new_api-token": VS Code cannot resolve ${input:new_api-token} and the server will not start. Did you mean "api-token"? ‖ Change to ${input:api-token} (preferred): "new_api-token"→"api-token" ‖ Declare input "new_api-token": "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"new_api-token\\",\\n      \\"description\\": \\"new api token\\",\\n      \\"password\\": true\\n    }"',
        'MCP706 error "${input:other-thing}": No input declares the id "other-thing": VS Code cannot resolve ${input:other-thing} and the server will not start. Add it to "inputs". ‖ Declare input "other-thing" (preferred): "    }"→"    },\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"other-thing\\",\\n      \\"description\\": \\"other thing\\"\\n    }"',
      ],
    ],
    [
      'no inputs at all: the first declared makes the list (a secret one a password input)',
      VS,
      { servers: { a: { command: 'node', args: ['${input:user-name}', '${input:my-token}'] } } },
      I,
      [
        'MCP706 error "${input:user-name}": No input declares the id "user-name": VS Code cannot resolve ${input:user-name} and the server will not start. Add it to "inputs". ‖ Declare input "user-name" (preferred): "  }"→"  },\\n  \\"inputs\\": [\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"user-name\\",\\n      \\"description\\": \\"user name\\"\\n    }\\n  ]"',
        'MCP706 error "${input:my-token}": No input declares the id "my-token": VS Code cannot resolve ${input:my-token} and the server will not start. Add it to "inputs". ‖ Declare input "my-token" (preferred): "  }"→"  },\\n  \\"inputs\\": [\\n    {\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"my-token\\",\\n      \\"description\\": \\"my token\\",\\n      \\"password\\": true\\n    }\\n  ]"',
      ],
    ],
    [
      'a reference inside inputs does not use an input',
      VS,
      { inputs: [{ type: 'promptString', id: 'a', description: '${input:b}' }], servers: {} },
      I,
      [
        'MCP707 hint "\\"a\\"": Input "a" is never used: no ${input:a} refers to it. [unnecessary] ‖ Remove input "a": "{\\n      \\"type\\": \\"promptString\\",\\n      \\"id\\": \\"a\\",\\n      \\"description\\": \\"${input:b}\\"\\n    }"→""',
      ],
    ],
    [
      'only VS Code has inputs',
      CC,
      { inputs: [{ id: 'k', type: 'promptString' }], mcpServers: { a: { command: 'node', args: ['${input:zz}'] } } },
      I,
      [],
    ],
  ];
  for (const [title, path, doc, codes, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes }), expected));
  }
});

describe('the servers key and the inputs: what the second mutation run asked for', () => {
  const I = ['MCP706', 'MCP707', 'MCP717'];
  const cases: [string, string, object | string, string[], string[]][] = [
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

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
  it('a reference inside "inputs" is no use of an input, even when "inputs" is a string', () => {
    assert.deepEqual(transcript(VS, { inputs: '${input:k}', servers: {} }, { only: ['MCP706'] }), []);
  });
});
