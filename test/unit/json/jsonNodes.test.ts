import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree, type Node } from 'jsonc-parser';
import { keyOf, properties } from '../../../common/json/jsonNodes';

describe('properties (common/json/jsonNodes.ts)', () => {
  it("hands back an object's own children when every one is a property with its key, and nothing for other nodes", () => {
    const obj = parseTree('{"a": 1, "b": {"c": 2}}')!;
    assert.equal(properties(obj), obj.children, 'no copy');
    assert.deepEqual(properties(obj).map(keyOf), ['a', 'b']);
    assert.deepEqual(properties(parseTree('[1]')), []);
    assert.deepEqual(properties(parseTree('{}')), []);
    assert.deepEqual(properties(undefined), []);
  });

  it('leaves out a child that is not a property with a key (a half-made tree)', () => {
    const obj = parseTree('{"a": 1, "b": 2}')!;
    const keyless: Node = { type: 'property', offset: 0, length: 0, children: [] };
    const stray: Node = { type: 'string', offset: 0, length: 0, value: 'x' };
    const half: Node = { ...obj, children: [obj.children![0]!, keyless, stray, obj.children![1]!] };
    assert.deepEqual(properties(half).map(keyOf), ['a', 'b']);
    assert.equal(half.children!.length, 4, 'the tree itself is not changed');
  });
});
