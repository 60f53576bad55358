// The inputs tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, VS } from '../../../../helpers/configPaths';
import { codes, lintText } from '../../../../helpers/engine';
import { vsWith, V } from './fixtures';

export const I = ['MCP706', 'MCP707', 'MCP708', 'MCP717'];
/** The input codes but MCP708 (an input without a password). */
const I_BUT_708 = ['MCP706', 'MCP707', 'MCP717'];

export const inputCases: FindingTable = {
  title: 'the servers key and the inputs',
  cases: [
    {
      title:
        'inputs: a duplicate id, one never used, secrets without password (by id, by description, password false, no id), references to ids no input declares',
      path: VS,
      doc: {
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
      only: I,
      findings: [
        'MCP717 "key"',
        'MCP707 "unused" ⇒ ,\n    {\n      "type": "promptString",\n      "id": "unused"\n    } → ∅',
        'MCP708 "api-token" ⇒       "id": "api-token" →       "id": "api-token",\n      "password": true',
        'MCP708 "x" ⇒       "description": "Your password" →       "description": "Your password",\n' +
          '      "password": true',
        'MCP708 false ⇒ true',
        'MCP708 {\n' +
          '      "type": "promptString",\n' +
          '      "description": "a secret"\n' +
          '    } ⇒       "description": "a secret" →       "description": "a secret",\n' +
          '      "password": true',
        'MCP706 ${input:kye} ⇒ kye → key ⇒     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "kye",\n' +
          '      "description": "kye"\n' +
          '    }',
        'MCP706 ${input:new_api-token} ⇒ new_api-token → api-token ⇒     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "new_api-token",\n' +
          '      "description": "new api token",\n' +
          '      "password": true\n' +
          '    }',
        'MCP706 ${input:other-thing} ⇒     } →     },\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "other-thing",\n' +
          '      "description": "other thing"\n' +
          '    }',
      ],
    },
    {
      title: 'no inputs at all: the first declared makes the list (a secret one a password input)',
      path: VS,
      doc: { servers: { a: { command: 'node', args: ['${input:user-name}', '${input:my-token}'] } } },
      only: I,
      findings: [
        'MCP706 ${input:user-name} ⇒   } →   },\n' +
          '  "inputs": [\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "user-name",\n' +
          '      "description": "user name"\n' +
          '    }\n' +
          '  ]',
        'MCP706 ${input:my-token} ⇒   } →   },\n' +
          '  "inputs": [\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "my-token",\n' +
          '      "description": "my token",\n' +
          '      "password": true\n' +
          '    }\n' +
          '  ]',
      ],
    },
    {
      title: 'a reference inside inputs does not use an input',
      path: VS,
      doc: { inputs: [{ type: 'promptString', id: 'a', description: '${input:b}' }], servers: {} },
      only: I,
      findings: [
        'MCP707 "a" ⇒ {\n' +
          '      "type": "promptString",\n' +
          '      "id": "a",\n' +
          '      "description": "${input:b}"\n' +
          '    } → ∅',
      ],
    },
    {
      title: 'only VS Code has inputs',
      path: CC,
      doc: {
        inputs: [{ id: 'k', type: 'promptString' }],
        mcpServers: { a: { command: 'node', args: ['${input:zz}'] } },
      },
      only: I,
      findings: [],
    },
  ],
};

export const inputsSecondRun: FindingTable = {
  title: 'the servers key and the inputs: what the second mutation run asked for',
  cases: [
    {
      title: 'two inputs of one id, neither used: the first is the unused one, the second the duplicate',
      path: VS,
      doc: {
        inputs: [
          { type: 'promptString', id: 'k' },
          { type: 'promptString', id: 'k' },
        ],
        servers: {},
      },
      only: I_BUT_708,
      findings: ['MCP707 "k" ⇒ {\n      "type": "promptString",\n      "id": "k"\n    },\n     → ∅', 'MCP717 "k"'],
    },
    {
      title: 'an undeclared input: its description from the id, runs of separators one blank',
      path: VS,
      doc: { servers: { a: { command: 'node', env: { T: '${input:gh__token}' } } } },
      only: I_BUT_708,
      findings: [
        'MCP706 ${input:gh__token} ⇒   } →   },\n' +
          '  "inputs": [\n' +
          '    {\n' +
          '      "type": "promptString",\n' +
          '      "id": "gh__token",\n' +
          '      "description": "gh token",\n' +
          '      "password": true\n' +
          '    }\n' +
          '  ]',
      ],
    },
  ],
};

export const inputRules: readonly PinnedRuleCase[] = [
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
    fixedText:
      '  } →   },\n' +
      '  "inputs": [\n' +
      '    {\n' +
      '      "type": "promptString",\n' +
      '      "id": "github_token",\n' +
      '      "description": "github token",\n' +
      '      "password": true\n' +
      '    }\n' +
      '  ]',
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
    fixedText: 'api-kye → api-key',
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
    fixedText: ',\n    {\n      "type": "promptString",\n      "id": "unused",\n      "description": "n"\n    } → ∅',
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
    span: '"FREEE_HR_ACCESS_TOKEN"',
    fixedText:
      '      "description": "freee access token" →       "description": "freee access token",\n' +
      '      "password": true',
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
    span: '"key"',
    fixedText: null,
    severity: 'error',
  },
];
