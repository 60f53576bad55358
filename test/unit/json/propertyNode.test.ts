import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseTree as jsoncParseTree, findNodeAtLocation, getNodeValue, type Node } from 'jsonc-parser';
import { keyNode, keyOf, prop, properties, propertyNode, valueOf } from '../../../common/json/jsonNodes';
import { PropertyNode } from '../../../common/json/propertyNode';
import { parseTree } from '../../../common/json/tree';
import { NOT_WELL_FORMED, parseWellFormed } from '../../../common/json/wellFormed';
import { jsoncShape } from '../../helpers/jsoncShape';
import { corpusFiles } from '../../helpers/paths';

const OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };

const WELL_FORMED = [
  '{}',
  '[]',
  '{"a": 1, "b": [true, false, null, -1.5e3], "c": {"d": {"e": "f"}}}',
  '// comment\n{ /* block */ "a": [1, 2,], "b": {"x": 1,}, }',
  '{"k": "a\\"b", "\\u0041": "\\n", "dup": 1, "dup": 2}',
  '[{"name": "t", "inputSchema": {"type": "object", "properties": {"p": {"type": "string"}}}}]',
];

const HALF_WRITTEN = [
  '{"a": ',
  '{"a" 1}',
  '{"a": 1 2}',
  '{"a":}',
  '{"a": {"b": [1, {"c"',
  '{"a", "b": 1}',
  '[1,,2]',
  '{"a": 1,, "b": 2',
  '{"a": [}',
  '{:1}',
  '{"a": 1 "b": 2}',
];

/** The corpus files' texts, or none when ../shared is absent (the edge documents still run). */
function corpusTexts(): string[] {
  return (corpusFiles() ?? []).map((file) => readFileSync(file.file, 'utf8'));
}

const corpusAbsent = corpusFiles() ? false : 'the corpus (../shared) is absent';

describe('property nodes (common/json/propertyNode.ts)', () => {
  it('the well-formed parser gives jsonc-parser’s tree, node for node, for edge documents and every corpus file it takes', () => {
    let compared = 0;
    for (const text of [...WELL_FORMED, ...corpusTexts()]) {
      const fast = parseWellFormed(text, 256);
      if (fast === NOT_WELL_FORMED || !fast) continue;
      assert.deepEqual(jsoncShape(fast), jsoncShape(jsoncParseTree(text, [], OPTIONS)!), text.slice(0, 60));
      compared++;
    }
    const least = corpusAbsent ? WELL_FORMED.length : 100;
    assert.ok(compared >= least, `${compared} documents compared`);
  });

  it('the error-recovering parser gives jsonc-parser’s tree for half-written documents', () => {
    for (const text of [...HALF_WRITTEN, ...WELL_FORMED]) {
      const mine = parseTree(text, [], OPTIONS);
      const theirs = jsoncParseTree(text, [], OPTIONS);
      assert.deepEqual(mine && jsoncShape(mine), theirs && jsoncShape(theirs), text);
    }
  });

  it(
    'gives jsonc-parser’s tree, node for node, for corpus files cut short or with a character taken out or put in',
    { skip: corpusAbsent },
    () => {
      let compared = 0;
      for (const [n, original] of corpusTexts().slice(0, 40).entries()) {
        for (let k = 1; k <= 12; k++) {
          const at = Math.floor((original.length * k) / 13);
          const inserted = '":{,['[(n + k) % 5]!;
          for (const text of [
            original.slice(0, at),
            original.slice(0, at) + original.slice(at + 1),
            original.slice(0, at) + inserted + original.slice(at),
          ]) {
            const theirs = jsoncParseTree(text, [], OPTIONS);
            const mine = parseTree(text, [], OPTIONS);
            assert.deepEqual(
              mine && jsoncShape(mine),
              theirs && jsoncShape(theirs),
              `${text.length} characters of corpus file ${n}`,
            );
            const fast = parseWellFormed(text, 256);
            if (fast !== NOT_WELL_FORMED) {
              assert.deepEqual(
                fast && jsoncShape(fast),
                theirs && jsoncShape(theirs),
                `well-formed: ${text.length} characters of corpus file ${n}`,
              );
            }
            compared++;
          }
        }
      }
      assert.ok(compared >= 1000, `${compared} documents compared`);
    },
  );

  it('makes a property’s children once, with its key node first and the value second', () => {
    const root = parseWellFormed('{"name": "echo", "n": 1}', 256) as Node;
    const name = root.children![0]!;
    assert.ok(name instanceof PropertyNode);
    assert.equal(name.children, name.children, 'the same array on every read');
    assert.equal(keyNode(name), name.children![0]);
    assert.deepEqual(jsoncShape(keyNode(name)), { type: 'string', value: 'name', offset: 1, length: 6 });
    assert.equal(name.children![1], valueOf(name));
    assert.equal(findNodeAtLocation(root, ['n'])?.value, 1, 'jsonc-parser walks the made children');
    assert.deepEqual({ ...getNodeValue(root) }, { name: 'echo', n: 1 });
  });

  it('keeps a property without a value as jsonc-parser does, and a property’s value when an error follows it', () => {
    const open = parseTree('{"a": ', [], OPTIONS)!;
    const a = open.children![0]!;
    assert.equal(keyOf(a), 'a');
    assert.equal(valueOf(a), undefined);
    assert.equal(a.children!.length, 1);
    const extra = parseTree('{"a": 1 2}', [], OPTIONS)!;
    assert.equal(valueOf(extra.children![0]!)?.value, 1);
  });

  it('answers the same through the helpers whether a property is a PropertyNode or a plain jsonc-parser node', () => {
    const text = '{"a": 1, "b": {"c": [2]}, "a": 3}';
    for (const root of [parseWellFormed(text, 256) as Node, jsoncParseTree(text)!]) {
      assert.deepEqual(properties(root).map(keyOf), ['a', 'b', 'a']);
      assert.equal(prop(root, 'a')?.value, 3, 'the last of a repeated key');
      assert.equal(propertyNode(root, 'b')?.offset, 9);
      assert.equal(prop(prop(root, 'b'), 'c')?.type, 'array');
      assert.equal(prop(root, 'missing'), undefined);
    }
  });
});
