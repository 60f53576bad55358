import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { parseDocument } from '../../../../common/json/parsedDocument';
import { applyEdits, fixFormattingOf, insertIntoArray } from '../../../../server/src/engine/util/edits';
import {
  appendToArray,
  insertProperty,
  rawSpanOf,
  removeArrayItem,
} from '../../../../server/src/engine/util/jsonEdits';

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
    const empty = '{\n  "a": [],\n  "b": {}\n}';
    // with jsonc-parser's tree (the whole text is edited by jsonc-parser) and with the document's own (edited locally)
    for (const tree of [(t: string) => parseTree(t)!, (t: string) => parseDocument('file:///w/a.json', t).root!]) {
      const append = (t: string, key: string, value: unknown) => applyEdits(t, appendToArray(t, tree(t), key, value));
      // jsonc-parser lays the array out one item a line
      assert.equal(append(text, 'a', 2), '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {}\n}');
      assert.equal(append(empty, 'a', 'x'), '{\n  "a": [\n    "x"\n  ],\n  "b": {}\n}');
      assert.equal(append(text, 'c', 2), '{\n  "a": [1],\n  "b": {},\n  "c": [\n    2\n  ]\n}');
      assert.equal(append(text, 'b', 2), '{\n  "a": [1],\n  "b": [\n    2\n  ]\n}');
    }
  });

  it("inserts into an array from the document's own tree exactly as jsonc-parser does from the whole text", () => {
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const value = (depth: number): unknown =>
      depth > 2 || random() < 0.5
        ? pick([1, 'x', true, null, { k: 2 }])
        : Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    for (let n = 0; n < 400; n++) {
      const doc = { list: Array.from({ length: Math.floor(random() * 4) }, () => value(1)), other: value(0) };
      const text = pick([
        JSON.stringify(doc, null, 2),
        JSON.stringify(doc, null, '\t'),
        JSON.stringify(doc),
        JSON.stringify(doc, null, 4).replace(/\n/g, '\r\n'),
      ]);
      const arr = findNodeAtLocation(parseDocument('file:///w/a.json', text).root!, ['list'])!;
      const index = Math.floor(random() * (arr.children!.length + 2));
      const added = pick([7, 'y', { z: [1] }, [1, 2]]);
      const local = applyEdits(text, insertIntoArray(text, arr, index, added));
      const whole = applyEdits(
        text,
        modify(text, ['list', index], added, { formattingOptions: fixFormattingOf(text), isArrayInsertion: true }).map(
          (e) => ({ offset: e.offset, length: e.length, newText: e.content }),
        ),
      );
      assert.equal(local, whole, `${JSON.stringify(text)} at ${index}`);
    }
  });

  it('maps a span of a string value to the document only when the string has no escapes', () => {
    const text = '{"a": "hello", "b": "he\\"llo", "c": 5}';
    assert.deepEqual(rawSpanOf(text, at(text, ['a'])!, 1, 3), { offset: 8, length: 2 });
    assert.equal(text.slice(8, 10), 'el');
    assert.equal(rawSpanOf(text, at(text, ['b'])!, 1, 3), undefined);
    assert.equal(rawSpanOf(text, at(text, ['c'])!, 0, 1), undefined);
  });

  it('inserts a property after the last one: on its line when it shares it, else on a line of its own, indented alike', () => {
    const insert = (text: string, path: JSONPath) =>
      applyEdits(text, [insertProperty(text, at(text, path)!, 'k', { v: 1 })]);
    assert.equal(insert('{"o": {}}', ['o']), '{"o": { "k": {"v":1} }}');
    assert.equal(insert('{"o": {  }}', ['o']), '{"o": { "k": {"v":1} }}');
    assert.equal(insert('{"o": {"a": 1}}', ['o']), '{"o": {"a": 1, "k": {"v":1}}}');
    assert.equal(insert('{\n  "o": {"a": 1}\n}', ['o']), '{\n  "o": {"a": 1, "k": {"v":1}}\n}');
    assert.equal(
      insert('{\n  "o": {\n    "a": 1, "b": 2\n  }\n}', ['o']),
      '{\n  "o": {\n    "a": 1, "b": 2, "k": {"v":1}\n  }\n}',
    );
    assert.equal(
      insert('{\n  "o": {\n    "a": 1\n  }\n}', ['o']),
      '{\n  "o": {\n    "a": 1,\n    "k": {"v":1}\n  }\n}',
    );
    assert.equal(
      insert('{\r\n\t"o": {\r\n\t\t"a": 1\r\n\t}\r\n}', ['o']),
      '{\r\n\t"o": {\r\n\t\t"a": 1,\r\n\t\t"k": {"v":1}\r\n\t}\r\n}',
    );
    assert.equal(insert('{"a": 1,\n"b": 2}', []), '{"a": 1,\n"b": 2,\n"k": {"v":1}}');
  });
});
