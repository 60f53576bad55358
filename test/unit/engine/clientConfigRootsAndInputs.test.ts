// The servers key of a client config (MCP710, MCP718) and VS Code's inputs (MCP706–708, MCP717), every finding in full
// with its edits, and the environment names fixes propose: written for the mutants `npm run mutate` found alive in
// clientConfig/rootKey.ts, inputs.ts and configContext.ts (docs/testing.md).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { envName } from '../../../server/src/engine/rules/clientConfig/configContext';
import { transcript } from '../../helpers/transcript';
import { CC, CD, CU, VS, WS } from '../../helpers/configPaths';

const R = ['MCP710', 'MCP718'];
const I = ['MCP706', 'MCP707', 'MCP708', 'MCP717'];

describe('environment names for a value', () => {
  const cases: [string, string][] = [
    ['GITHUB_PERSONAL_ACCESS_TOKEN', 'GITHUB_PERSONAL_ACCESS_TOKEN'],
    ['figma-api-key', 'FIGMA_API_KEY'],
    ['--access-token', 'ACCESS_TOKEN'],
    ['apiKey', 'API_KEY'],
    ['a--b', 'A_B'],
    ['9lives', 'MCP_9LIVES'],
    ['_x_', 'X'],
    ['x.y z', 'X_Y_Z'],
  ];
  for (const [name, env] of cases) it(name, () => assert.equal(envName(name), env));
});

describe('the servers key and the inputs', () => {
  const cases: [string, string, object | string, string[], string[]][] = [
    [
      'Claude Code: "servers" alone, renamed',
      CC,
      { servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so the servers in this file are never started. Rename it to "mcpServers". ‖ Rename "servers" to "mcpServers" (preferred) (safe): "\\"servers\\""→"\\"mcpServers\\""',
      ],
    ],
    [
      'Cursor: "servers" alone, renamed',
      CU,
      { servers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Cursor reads servers from "mcpServers"; "servers" is VS Code\'s key, so the servers in this file are never started. Rename it to "mcpServers". ‖ Rename "servers" to "mcpServers" (preferred) (safe): "\\"servers\\""→"\\"mcpServers\\""',
      ],
    ],
    [
      'Windsurf: no "mcpServers" at all',
      WS,
      { other: {} },
      R,
      [
        'MCP718 warning "{": This file has no "mcpServers": Windsurf reads servers only from a top-level "mcpServers" object, so it configures none.',
      ],
    ],
    ['an empty file configures nothing, and says nothing', CC, {}, R, []],
    ['Claude Desktop keeps other settings in this file', CD, { other: {} }, R, []],
    [
      'VS Code: "mcpServers", renamed',
      VS,
      { mcpServers: { a: { command: 'node' } } },
      R,
      [
        'MCP710 warning "\\"mcpServers\\"": VS Code\'s mcp.json keeps servers under "servers", not "mcpServers" (the key of Claude and Cursor files); VS Code moves them when it loads the file. Rename the key to "servers". ‖ Rename "mcpServers" to "servers" (preferred) (safe): "\\"mcpServers\\""→"\\"servers\\""',
      ],
    ],
    [
      'both keys: the entries moved after the existing ones, each line as written',
      CC,
      '{\n  "mcpServers": {\n    "a": { "command": "node" }\n  },\n  "servers": {\n    "b": { "command": "npx" },\n    "c": { "command": "uv" }\n  }\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→",\\n    \\"b\\": { \\"command\\": \\"npx\\" },\\n    \\"c\\": { \\"command\\": \\"uv\\" }", ",\\n  \\"servers\\": {\\n    \\"b\\": { \\"command\\": \\"npx\\" },\\n    \\"c\\": { \\"command\\": \\"uv\\" }\\n  }"→""',
      ],
    ],
    [
      'both keys, the right one empty: the entries moved into it (tabs kept)',
      CC,
      '{\n\t"servers": {\n\t\t"b": { "command": "npx" }\n\t},\n\t"mcpServers": {}\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\n\\t\\t\\"b\\": { \\"command\\": \\"npx\\" }\\n\\t", "\\"servers\\": {\\n\\t\\t\\"b\\": { \\"command\\": \\"npx\\" }\\n\\t},\\n\\t"→""',
      ],
    ],
    [
      'both keys in a CRLF file: its line ends kept',
      CC,
      '{\r\n  "mcpServers": {},\r\n  "servers": { "b": { "command": "npx" } }\r\n}',
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ""→"\\r\\n    \\"b\\": { \\"command\\": \\"npx\\" }\\r\\n  ", ",\\r\\n  \\"servers\\": { \\"b\\": { \\"command\\": \\"npx\\" } }"→""',
      ],
    ],
    [
      'both keys with a name in each: no fix',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: { a: { command: 'npx' } } },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers".',
      ],
    ],
    [
      'both keys, the wrong one empty: it is removed',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: {} },
      R,
      [
        'MCP710 warning "\\"servers\\"": Claude Code reads servers from "mcpServers"; "servers" is VS Code\'s key, so these entries are never started. Rename it to "mcpServers". ‖ Move the entries of "servers" into "mcpServers" (preferred): ",\\n  \\"servers\\": {}"→""',
      ],
    ],
    [
      '"servers" that is not an object is not a servers map',
      CC,
      { mcpServers: { a: { command: 'node' } }, servers: 3 },
      R,
      [],
    ],
    ['a file that is not an object', CC, '[]', R, []],
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
