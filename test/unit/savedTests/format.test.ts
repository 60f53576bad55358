import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { actionOf, parseTestFile } from '../../../common/savedTests/format';
import { REPO_ROOT } from '../../helpers/paths';

const VALID = `{
  // JSONC: comments and trailing commas are allowed
  "server": { "url": "http://localhost:3000/mcp", "headers": { "Authorization": "Bearer \${env:TOKEN}" } },
  "strict": true,
  "allow": ["delete_item"],
  "answers": { "elicitation": [{ "message": "^Confirm", "action": "accept", "content": { "ok": true } }] },
  "steps": [
    { "name": "adds", "callTool": { "name": "add", "arguments": { "a": 1, "b": 2 } }, "expect": { "structuredContent": { "pointer": { "/sum": 3 } } } },
    { "readResource": { "uri": "file:///a.txt" }, "expect": { "snapshot": { "contents": [] }, "ignore": ["/contents/0/_meta"] } },
  ],
}`;

describe('parseTestFile', () => {
  it('gives the file of a valid text, JSONC included, with no problems', () => {
    const { file, problems } = parseTestFile(VALID);
    assert.deepEqual(problems, []);
    assert.ok(file);
    assert.equal('url' in file.server && file.server.url, 'http://localhost:3000/mcp');
    assert.deepEqual(file.steps.map(actionOf), ['callTool', 'readResource']);
  });

  it('reports a syntax error with its line and character, and no file', () => {
    const { file, problems } = parseTestFile('{\n  "server": { "name": "a" }\n  "steps": []\n}');
    assert.equal(file, undefined);
    assert.equal(problems[0]!.kind, 'syntax');
    assert.deepEqual([problems[0]!.line, problems[0]!.character], [2, 2]);
  });

  it('reports an empty text', () => {
    assert.deepEqual(
      parseTestFile('  ').problems.map((p) => p.message),
      ['The file is empty.'],
    );
  });

  it('reports each problem at the value it is about, in document order, with a message that names the field', () => {
    const text = [
      '{',
      '  "server": { "name": "a", "command": "node" },',
      '  "steps": [',
      '    { "callTool": { "name": "x" }, "expect": { "maxMs": "fast" } },',
      '    { "expect": {} }',
      '  ]',
      '}',
    ].join('\n');
    const { file, problems } = parseTestFile(text);
    assert.equal(file, undefined);
    assert.deepEqual(
      problems.map((p) => [p.kind, p.line, p.character, text.slice(p.offset, p.offset + p.length)]),
      [
        ['server', 1, 27, '"command"'],
        ['schema', 3, 56, '"fast"'],
        ['step-action', 4, 4, '{'],
      ],
    );
    assert.equal(problems[1]!.message, '`steps[0].expect.maxMs` must be a number, not a string.');
    assert.match(problems[2]!.message, /does nothing/);
  });

  it('names an unknown field and the fields that exist', () => {
    const { problems } = parseTestFile('{ "server": { "name": "a" }, "steps": [], "step": [] }');
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.message, /^`step` is not a field of The test file; it knows .*`steps`/);
  });

  it('reports a structuredContent pointer key that is not a JSON Pointer at the key', () => {
    const text =
      '{ "server": { "name": "a" }, "steps": [{ "callTool": { "name": "x" }, "expect": { "structuredContent": { "pointer": { "sum": 3 } } } }] }';
    const [problem] = parseTestFile(text).problems;
    assert.equal(text.slice(problem!.offset, problem!.offset + problem!.length), '"sum"');
  });

  it("accepts the complete example of docs/testing-servers.md, so the format's description and its schema agree", () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/testing-servers.md'), 'utf8');
    const example = /```jsonc\n([\s\S]*?)```/.exec(doc)![1]!;
    const { file, problems } = parseTestFile(example);
    assert.deepEqual(problems, []);
    assert.deepEqual(file!.steps.map(actionOf), ['callTool', 'readResource', 'getPrompt', 'complete', 'callTool']);
  });
});
