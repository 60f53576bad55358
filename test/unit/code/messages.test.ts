import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeMessage, type MessageStyle } from '../../../server/src/pipeline/code/messages';
import { lintText } from '../../helpers/engine';
import { check, findingAt, loadGrammars } from './codeFixtures';

const TS: MessageStyle = { language: 'typescript', pythonPairs: 'keyword' };
const PY: MessageStyle = { language: 'python', pythonPairs: 'keyword' };
const PY_DICT: MessageStyle = { language: 'python', pythonPairs: 'dict' };

describe('rule messages said in the language of the code', () => {
  // [JSON message, TypeScript, Python (keyword arguments), Python (a dict)]; the inputs are the rules' own wordings
  const table: [string, string, string, string][] = [
    [
      'does not say "readOnlyHint": true: clients then assume',
      'does not say readOnlyHint: true: clients then assume',
      'does not say readOnlyHint=True: clients then assume',
      'does not say "readOnlyHint": True: clients then assume',
    ],
    [
      'it is marked "destructiveHint": false (additive only). Remove the hint (default true) unless',
      'it is marked destructiveHint: false (additive only). Remove the hint (default true) unless',
      'it is marked destructiveHint=False (additive only). Remove the hint (default True) unless',
      'it is marked "destructiveHint": False (additive only). Remove the hint (default True) unless',
    ],
    [
      '"openWorldHint": false claims a closed world',
      'openWorldHint: false claims a closed world',
      'openWorldHint=False claims a closed world',
      '"openWorldHint": False claims a closed world',
    ],
    [
      '"idempotentHint" has no meaning on a tool marked "readOnlyHint": true (it only applies…). Remove it.',
      'idempotentHint has no meaning on a tool marked readOnlyHint: true (it only applies…). Remove it.',
      'idempotentHint has no meaning on a tool marked readOnlyHint=True (it only applies…). Remove it.',
      'idempotentHint has no meaning on a tool marked "readOnlyHint": True (it only applies…). Remove it.',
    ],
    [
      '"readOnlyHint" must be a boolean, not a string: clients ignore it',
      'readOnlyHint must be a boolean, not a string: clients ignore it',
      'readOnlyHint must be a boolean, not a string: clients ignore it',
      'readOnlyHint must be a boolean, not a string: clients ignore it',
    ],
    [
      '"priority" must be a number from 0 to 1, not null.',
      'priority must be a number from 0 to 1, not null.',
      'priority must be a number from 0 to 1, not None.',
      'priority must be a number from 0 to 1, not None.',
    ],
    [
      '"audience" must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
      'audience must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
      'audience must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
      'audience must be an array of roles, not a string: write ["user"], ["assistant"] or both.',
    ],
    [
      '"inputSchema" must not be null: a tool without parameters takes { "type": "object", "additionalProperties": false }.',
      '"inputSchema" must not be null: a tool without parameters takes { type: "object", additionalProperties: false }.',
      '"inputSchema" must not be None: a tool without parameters takes { "type": "object", "additionalProperties": False }.',
      '"inputSchema" must not be None: a tool without parameters takes { "type": "object", "additionalProperties": False }.',
    ],
    [
      'a JSON Schema object such as { "type": "object", "properties": { … } }.',
      'a JSON Schema object such as { type: "object", properties: { … } }.',
      'a JSON Schema object such as { "type": "object", "properties": { … } }.',
      'a JSON Schema object such as { "type": "object", "properties": { … } }.',
    ],
    [
      'Embed the resource ("type": "resource") or target a newer revision.',
      'Embed the resource (type: "resource") or target a newer revision.',
      'Embed the resource (type="resource") or target a newer revision.',
      'Embed the resource ("type": "resource") or target a newer revision.',
    ],
    [
      'must declare "type": "object" at its root',
      'must declare type: "object" at its root',
      'must declare type="object" at its root',
      'must declare "type": "object" at its root',
    ],
    [
      'Tool "get_weather" is marked both read-only and destructive. Remove "destructiveHint" if it only reads, or set "readOnlyHint": false.',
      'Tool "get_weather" is marked both read-only and destructive. Remove destructiveHint if it only reads, or set readOnlyHint: false.',
      'Tool "get_weather" is marked both read-only and destructive. Remove destructiveHint if it only reads, or set readOnlyHint=False.',
      'Tool "get_weather" is marked both read-only and destructive. Remove destructiveHint if it only reads, or set "readOnlyHint": False.',
    ],
    [
      '"delete" says this tool deletes something, but it is marked "readOnlyHint": true ("does not modify its environment").',
      '"delete" says this tool deletes something, but it is marked readOnlyHint: true ("does not modify its environment").',
      '"delete" says this tool deletes something, but it is marked readOnlyHint=True ("does not modify its environment").',
      '"delete" says this tool deletes something, but it is marked "readOnlyHint": True ("does not modify its environment").',
    ],
    [
      // the user's misspelt key stays quoted, and so does the suggestion beside it
      'Unknown tool annotation key "openWorldhint": did you mean "openWorldHint"? Clients ignore keys they do not know.',
      'Unknown tool annotation key "openWorldhint": did you mean "openWorldHint"? Clients ignore keys they do not know.',
      'Unknown tool annotation key "openWorldhint": did you mean "openWorldHint"? Clients ignore keys they do not know.',
      'Unknown tool annotation key "openWorldhint": did you mean "openWorldHint"? Clients ignore keys they do not know.',
    ],
    [
      // a key that is no Python identifier cannot be a keyword argument
      'set "x-mcp-header": "Region" on it',
      'set "x-mcp-header": "Region" on it',
      'set "x-mcp-header": "Region" on it',
      'set "x-mcp-header": "Region" on it',
    ],
    [
      // braces and words inside quotes are the user's text or a character named, not JSON
      'This "{" is never closed: every expression needs a "}". The title "null or true" stays.',
      'This "{" is never closed: every expression needs a "}". The title "null or true" stays.',
      'This "{" is never closed: every expression needs a "}". The title "null or true" stays.',
      'This "{" is never closed: every expression needs a "}". The title "null or true" stays.',
    ],
    [
      '"priority" is 7, outside 0–1: 1 means effectively required.',
      'priority is 7, outside 0–1: 1 means effectively required.',
      'priority is 7, outside 0–1: 1 means effectively required.',
      'priority is 7, outside 0–1: 1 means effectively required.',
    ],
    [
      '"uri" contains "{id}": move this entry to "resourceTemplates" and call the field "uriTemplate".',
      '"uri" contains "{id}": move this entry to "resourceTemplates" and call the field "uriTemplate".',
      '"uri" contains "{id}": move this entry to "resourceTemplates" and call the field "uriTemplate".',
      '"uri" contains "{id}": move this entry to "resourceTemplates" and call the field "uriTemplate".',
    ],
  ];
  for (const [json, ts, py, pyDict] of table) {
    it(json, () => {
      assert.equal(codeMessage(json, TS), ts);
      assert.equal(codeMessage(json, { language: 'tsx', pythonPairs: 'keyword' }), ts);
      assert.equal(codeMessage(json, PY), py);
      assert.equal(codeMessage(json, PY_DICT), pyDict);
    });
  }
});

describe('findings on code files carry the translated messages', () => {
  loadGrammars();
  const message = (file: string, code: string, spot: string) => findingAt(check(file), code, spot).message;

  it('in TypeScript: key: value', () => {
    assert.equal(
      message('server.ts', 'MCP206', "'get_weather'"),
      '"get_weather" looks like it only reads, but it does not say readOnlyHint: true: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing.',
    );
    assert.equal(
      message('server.ts', 'MCP207', 'delete'),
      '"delete" says this tool deletes or overwrites something, but it is marked destructiveHint: false (additive only), so clients may skip the stronger confirmation. Remove the hint (default true) unless the tool can never lose or send data.',
    );
    assert.equal(
      message('server.ts', 'MCP204', 'idempotentHint'),
      'idempotentHint has no meaning on a tool marked readOnlyHint: true (it only applies to tools that modify their environment). Remove it.',
    );
    assert.equal(
      message('server.ts', 'MCP201', '"true"'),
      'readOnlyHint must be a boolean, not a string: clients ignore it and assume the default.',
    );
    assert.equal(
      message('forms.ts', 'MCP208', 'clear'),
      '"clear" says this tool changes something, but it is marked readOnlyHint: true ("does not modify its environment"), so clients may run it without asking. Set readOnlyHint: false.',
    );
  });

  it('in Python: key=Value in ToolAnnotations(…) and where no annotations are written, "key": Value in a dict', () => {
    assert.equal(
      message('server.py', 'MCP206', 'get_weather'),
      '"get_weather" looks like it only reads, but it does not say readOnlyHint=True: clients then assume it may modify and destroy, and ask before every call. Add the hint if it changes nothing.',
    );
    assert.equal(
      message('server.py', 'MCP204', 'idempotentHint'),
      'idempotentHint has no meaning on a tool marked readOnlyHint=True (it only applies to tools that modify their environment). Remove it.',
    );
    // delete_file's annotations are a dict: {"readOnlyHint": "true", "destructiveHint": False}
    assert.equal(
      message('server.py', 'MCP207', 'delete'),
      '"delete" says this tool deletes or overwrites something, but it is marked "destructiveHint": False (additive only), so clients may skip the stronger confirmation. Remove the hint (default True) unless the tool can never lose or send data.',
    );
    assert.equal(
      message('server.py', 'MCP201', '"true"'),
      'readOnlyHint must be a boolean, not a string: clients ignore it and assume the default.',
    );
    assert.equal(
      message('forms.py', 'MCP207', 'wipe'),
      '"wipe" says this tool deletes or overwrites something, but it is marked readOnlyHint=True, so clients may run it without asking. Set readOnlyHint=False.',
    );
  });

  it('leaves the messages of JSON documents as the rules say them', () => {
    const json = {
      tools: [
        {
          name: 'list_files',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: true, idempotentHint: true },
        },
      ],
    };
    const f = lintText('tools.json', json).find((x) => x.code === 'MCP204');
    assert.equal(
      f?.message,
      '"idempotentHint" has no meaning on a tool marked "readOnlyHint": true (it only applies to tools that modify their environment). Remove it.',
    );
  });
});
