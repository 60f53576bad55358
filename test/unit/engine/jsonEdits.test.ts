import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';
import { applyEdits } from '../../../server/src/engine/util/edits';
import { appendToArray, insertProperty, rawSpanOf, removeArrayItem } from '../../../server/src/engine/util/jsonEdits';

const at = (text: string, path: JSONPath) => findNodeAtLocation(parseTree(text)!, path);

describe('jsonEdits: array items, appended values, raw spans and inserted properties', () => {
  it('removes an array item with the comma beside it, and nothing for a node not in the array', () => {
    const text = '{"a": [1, 2, 3], "b": [7], "c": 5}';
    const arr = at(text, ['a'])!;
    const without = (i: number) => applyEdits(text, removeArrayItem(arr, arr.children![i]!));
    assert.equal(without(0), '{"a": [2, 3], "b": [7], "c": 5}');
    assert.equal(without(1), '{"a": [1, 3], "b": [7], "c": 5}');
    assert.equal(without(2), '{"a": [1, 2], "b": [7], "c": 5}');
    const only = at(text, ['b'])!;
    assert.deepEqual(removeArrayItem(only, only.children![0]!), [{ offset: 23, length: 1, newText: '' }]);
    assert.deepEqual(removeArrayItem(arr, at(text, ['c'])!), []);
    assert.deepEqual(removeArrayItem(arr, only.children![0]!), []);
  });

  it('appends to an array, creating it where it is missing, and replacing a value that is no array', () => {
    const text = '{\n  "a": [1],\n  "b": {}\n}';
    // jsonc-parser lays the array out one item a line
    assert.equal(applyEdits(text, appendToArray(text, ['a'], at(text, ['a']), 2)), '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}');
    const empty = '{\n  "a": [],\n  "b": {}\n}';
    assert.equal(applyEdits(empty, appendToArray(empty, ['a'], at(empty, ['a']), 'x')), '{\n  "a": [\n    "x"\n  ],\n  "b": {}\n}');
    assert.equal(applyEdits(text, appendToArray(text, ['c'], undefined, 2)), '{\n  "a": [1],\n  "b": {},\n  "c": [\n    2\n  ]\n}');
    assert.equal(applyEdits(text, appendToArray(text, ['b'], at(text, ['b']), 2)), '{\n  "a": [1],\n  "b": [\n    2\n  ]\n}');
  });

  it('maps a span of a string value to the document only when the string has no escapes', () => {
    const text = '{"a": "hello", "b": "he\\"llo", "c": 5}';
    assert.deepEqual(rawSpanOf(text, at(text, ['a'])!, 1, 3), { offset: 8, length: 2 });
    assert.equal(text.slice(8, 10), 'el');
    assert.equal(rawSpanOf(text, at(text, ['b'])!, 1, 3), undefined);
    assert.equal(rawSpanOf(text, at(text, ['c'])!, 0, 1), undefined);
  });

  it('inserts a property after the last one: on its line when it shares it, else on a line of its own, indented alike', () => {
    const insert = (text: string, path: JSONPath) => applyEdits(text, [insertProperty(text, at(text, path)!, 'k', { v: 1 })]);
    assert.equal(insert('{"o": {}}', ['o']), '{"o": { "k": {"v":1} }}');
    assert.equal(insert('{"o": {  }}', ['o']), '{"o": { "k": {"v":1} }}');
    assert.equal(insert('{"o": {"a": 1}}', ['o']), '{"o": {"a": 1, "k": {"v":1}}}');
    assert.equal(insert('{\n  "o": {"a": 1}\n}', ['o']), '{\n  "o": {"a": 1, "k": {"v":1}}\n}');
    assert.equal(insert('{\n  "o": {\n    "a": 1, "b": 2\n  }\n}', ['o']), '{\n  "o": {\n    "a": 1, "b": 2, "k": {"v":1}\n  }\n}');
    assert.equal(insert('{\n  "o": {\n    "a": 1\n  }\n}', ['o']), '{\n  "o": {\n    "a": 1,\n    "k": {"v":1}\n  }\n}');
    assert.equal(insert('{\r\n\t"o": {\r\n\t\t"a": 1\r\n\t}\r\n}', ['o']), '{\r\n\t"o": {\r\n\t\t"a": 1,\r\n\t\t"k": {"v":1}\r\n\t}\r\n}');
    assert.equal(insert('{"a": 1,\n"b": 2}', []), '{"a": 1,\n"b": 2,\n"k": {"v":1}}');
  });
});
