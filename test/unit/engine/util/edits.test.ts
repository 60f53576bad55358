import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  applyEdits as jsoncApply,
  findNodeAtLocation,
  modify,
  parseTree,
  type JSONPath,
  type Node,
} from 'jsonc-parser';
import { markSyntheticTree, parseDocument } from '../../../../common/json/parsedDocument';
import {
  MAX_FORMATTED_LINE,
  applyEdits,
  fixFormattingCounts,
  fixFormattingOf,
  formattingOf,
  insertIntoArray,
  removeProperty,
  renameKey,
  replaceNode,
  setProperty,
} from '../../../../server/src/engine/util/edits';

/** The root of the tree the engine builds for this text (registered, so edits reuse it). */
const rootOf = (text: string): Node => parseDocument('file:///work/x.json', text).root!;

const at = (text: string, path: JSONPath): Node => findNodeAtLocation(rootOf(text), path)!;

const set = (text: string, path: JSONPath, key: string, value: unknown): string =>
  applyEdits(text, setProperty(text, at(text, path), key, value));

const remove = (text: string, path: JSONPath): string => applyEdits(text, removeProperty(text, at(text, path)));

/** What jsonc-parser's own `modify` makes of the text, which the engine's edits must match. */
const reference = (text: string, path: JSONPath, value: unknown): string =>
  jsoncApply(text, modify(text, path, value, { formattingOptions: formattingOf(text) }));

describe('edits: formatting guessed from the document', () => {
  it('reads two, four and clamped wide space indents, tabs, and the default', () => {
    assert.deepEqual(formattingOf('{\n  "a": 1\n}'), { insertSpaces: true, tabSize: 2, eol: '\n' });
    assert.deepEqual(formattingOf('{\n    "a": 1\n}'), { insertSpaces: true, tabSize: 4, eol: '\n' });
    assert.deepEqual(formattingOf('{\n            "a": 1\n}'), { insertSpaces: true, tabSize: 8, eol: '\n' });
    assert.deepEqual(formattingOf('{\n\t"a": 1\n}'), { insertSpaces: false, tabSize: 1, eol: '\n' });
    assert.deepEqual(formattingOf('{"a": 1}'), { insertSpaces: true, tabSize: 2, eol: '\n' });
    // a mixed indent counts as tabs when it starts with one
    assert.deepEqual(formattingOf('{\n\t  "a": 1\n}'), { insertSpaces: false, tabSize: 1, eol: '\n' });
    assert.deepEqual(formattingOf('{\n  \t"a": 1\n}'), { insertSpaces: true, tabSize: 3, eol: '\n' });
  });

  it('takes the indent of the first line that starts a key or closes a container, and CRLF when there is one', () => {
    assert.deepEqual(formattingOf('{\n   \n"x": [\n      1,\n   ]\n}'), { insertSpaces: true, tabSize: 3, eol: '\n' });
    assert.deepEqual(formattingOf('[\n    {}\n  ]'), { insertSpaces: true, tabSize: 2, eol: '\n' });
    assert.deepEqual(formattingOf('{"a": 1,\r\n"b": 2}'), { insertSpaces: true, tabSize: 2, eol: '\r\n' });
    assert.deepEqual(formattingOf('{\r\n    "a": 1\r\n}'), { insertSpaces: true, tabSize: 4, eol: '\r\n' });
  });

  it('answers for the text asked about, not the one before', () => {
    assert.equal(formattingOf('{\n    "a": 1\n}').tabSize, 4);
    assert.equal(formattingOf('{\n    "a": 1\n}').tabSize, 4);
    assert.equal(formattingOf('{\n  "a": 1\n}').tabSize, 2);
  });

  it('leaves documents with a line longer than the limit unformatted', () => {
    const line = (n: number) => `{"k": "${'x'.repeat(n - 9)}"}`;
    assert.equal(line(MAX_FORMATTED_LINE).length, MAX_FORMATTED_LINE);
    assert.deepEqual(fixFormattingOf(line(MAX_FORMATTED_LINE)), { insertSpaces: true, tabSize: 2, eol: '\n' });
    assert.equal(fixFormattingOf(line(MAX_FORMATTED_LINE + 1)), undefined);
    // the text is long but no line is
    const many = `[\n${Array.from({ length: 2000 }, () => '  "abcdefgh"').join(',\n')}\n]`;
    assert.ok(many.length > MAX_FORMATTED_LINE);
    assert.deepEqual(fixFormattingOf(many), { insertSpaces: true, tabSize: 2, eol: '\n' });
    // a long line after short ones, and a long last line without a line break
    const inner = `"${'y'.repeat(MAX_FORMATTED_LINE)}"`;
    assert.equal(fixFormattingOf(`[\n  1,\n  ${inner}\n]`), undefined);
    assert.equal(fixFormattingOf(`[\n  1,\n${inner}]`), undefined);
    // a line of exactly the limit after a line break is still formatted
    const exact = `"${'z'.repeat(MAX_FORMATTED_LINE - 2)}"`;
    assert.deepEqual(fixFormattingOf(`[\n${exact}\n]`), { insertSpaces: true, tabSize: 2, eol: '\n' });
    assert.deepEqual(fixFormattingOf(`[\n1,\n${exact}]`.replace(/\]$/, '\n]')), {
      insertSpaces: true,
      tabSize: 2,
      eol: '\n',
    });
    // a text that starts with a line break
    assert.deepEqual(fixFormattingOf(`\n${many}`), { insertSpaces: true, tabSize: 2, eol: '\n' });
    assert.equal(fixFormattingOf(`\n${inner}`), undefined);
    // asked again about another text, the answer is for that text
    assert.equal(fixFormattingOf(line(MAX_FORMATTED_LINE + 1)), undefined);
    assert.deepEqual(fixFormattingOf('{\n    "a": 1\n}'), { insertSpaces: true, tabSize: 4, eol: '\n' });
  });

  it('inserts into a document with a long line without re-laying it out', () => {
    const long = 'x'.repeat(MAX_FORMATTED_LINE);
    const text = `{"a": "${long}", "b": 1}`;
    assert.equal(set(text, [], 'c', 2), `{"a": "${long}", "b": 1,"c": 2}`);
    assert.equal(remove(text, ['b']), `{"a": "${long}"}`);
  });
});

describe('edits: setProperty', () => {
  it('adds to an empty object, formatted', () => {
    assert.equal(set('{}', [], 'a', 1), '{\n  "a": 1\n}');
    assert.equal(set('{\n  "a": {}\n}', ['a'], 'k', 'v'), '{\n  "a": {\n    "k": "v"\n  }\n}');
    assert.equal(set('{\n  "a": {\n  }\n}', ['a'], 'k', 'v'), '{\n  "a": {\n    "k": "v"\n  }\n}');
  });

  it('appends after the last property with a comma, in the document indentation and line ending', () => {
    assert.equal(set('{\n  "a": 1\n}', [], 'b', 2), '{\n  "a": 1,\n  "b": 2\n}');
    assert.equal(set('{\r\n  "a": 1\r\n}', [], 'b', 2), '{\r\n  "a": 1,\r\n  "b": 2\r\n}');
    assert.equal(
      set('{\n\t"a": 1\n}', [], 'b', { x: [1] }),
      '{\n\t"a": 1,\n\t"b": {\n\t\t"x": [\n\t\t\t1\n\t\t]\n\t}\n}',
    );
    assert.equal(
      set('{\n    "a": {\n        "b": 1\n    }\n}', ['a'], 'c', true),
      '{\n    "a": {\n        "b": 1,\n        "c": true\n    }\n}',
    );
    assert.equal(set('{ "a": 1 }', [], 'b', null), '{\n  "a": 1,\n  "b": null\n}');
  });

  it('re-lays out only the lines it touches', () => {
    const text = '{\n  "keep":   [1,2],\n  "a": {\n    "b": 1\n  },\n  "tail":    3\n}';
    assert.equal(
      set(text, ['a'], 'c', 'x'),
      '{\n  "keep":   [1,2],\n  "a": {\n    "b": 1,\n    "c": "x"\n  },\n  "tail":    3\n}',
    );
    assert.equal(
      set(text, ['a'], 'b', [2]),
      '{\n  "keep":   [1,2],\n  "a": {\n    "b": [\n      2\n    ]\n  },\n  "tail":    3\n}',
    );
    assert.equal(set(text, [], 'z', 0), '{\n  "keep":   [1,2],\n  "a": {\n    "b": 1\n  },\n  "tail": 3,\n  "z": 0\n}');
  });

  it('replaces the value of an existing key, first or last, keeping the rest', () => {
    assert.equal(set('{\n  "a": 1,\n  "b": 2\n}', [], 'a', 'x'), '{\n  "a": "x",\n  "b": 2\n}');
    assert.equal(set('{\n  "a": 1,\n  "b": 2\n}', [], 'b', { c: 1 }), '{\n  "a": 1,\n  "b": {\n    "c": 1\n  }\n}');
    assert.equal(
      set('{\r\n  "a": 1,\r\n  "b": 2\r\n}', [], 'b', { c: 1 }),
      '{\r\n  "a": 1,\r\n  "b": {\r\n    "c": 1\r\n  }\r\n}',
    );
  });

  it('formats a one-line object as the whole line it is on', () => {
    assert.equal(set('{"a":1,"b":2}', [], 'c', 3), '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}');
    assert.equal(set('{"a":1,"b":2}', [], 'a', 0), '{"a":0,"b":2}');
  });

  it('agrees with jsonc-parser on a tree it did not build', () => {
    const text = '{\n  "a": {\n    "b": 1\n  }\n}';
    const foreign = findNodeAtLocation(parseTree(text)!, ['a'])!;
    assert.equal(applyEdits(text, setProperty(text, foreign, 'c', 2)), '{\n  "a": {\n    "b": 1,\n    "c": 2\n  }\n}');
  });

  it('offers nothing for a key on an array (jsonc-parser refuses it)', () => {
    const text = '{\n  "list": [\n    1\n  ]\n}';
    assert.throws(() => reference(text, ['list', 'x'], 1));
    assert.deepEqual(setProperty(text, at(text, ['list']), 'x', 1), []);
    assert.deepEqual(
      setProperty(text, findNodeAtLocation(parseTree(text)!, ['list'])!, 'x', 1),
      [],
      'nor on a tree it did not build',
    );
  });

  it('offers nothing on an object with a property still being written (it would land after the closing brace)', () => {
    for (const text of ['{\n  "a": 1,\n  "b":\n}', '{\n  "a": 1,\n  "b"\n}', '{ "a": 1, "b": }', '{ "b": , "a": 1 }']) {
      assert.deepEqual(setProperty(text, rootOf(text), 'c', true), [], text);
      assert.deepEqual(setProperty(text, parseTree(text)!, 'c', true), [], `${text} (a tree it did not build)`);
    }
    // once the value is there, the key goes in
    assert.equal(set('{\n  "a": 1,\n  "b": 2\n}', [], 'c', true), '{\n  "a": 1,\n  "b": 2,\n  "c": true\n}');
  });

  it('offers nothing when jsonc-parser cannot follow the path', () => {
    const text = '{\n  "list": [\n    1\n  ]\n}';
    const stray = findNodeAtLocation(rootOf(text), ['list', 0])!;
    assert.deepEqual(setProperty(text, stray, 'x', 1), []);
  });

  it('matches jsonc-parser on a range of shapes', () => {
    const cases: [string, JSONPath, string, unknown][] = [
      ['{}', [], 'a', 1],
      ['{\n}', [], 'a', [1, { b: 2 }]],
      ['{\n  "a": 1,\n  "b": 2\n}', [], 'a', 'x'],
      ['{\r\n\t"a": {\r\n\t\t"b": 1\r\n\t}\r\n}', ['a'], 'c', { d: [] }],
      ['{\n  "a": 1 // note\n}', [], 'b', 2],
      ['  {\n    "a": 1\n  }', [], 'b', 2],
      ['{"a": {"b": 1}}\n', ['a'], 'c', 2],
      // the formatter takes the first line break of the text, wherever the edit lands
      ['{"a": 1}\r', [], 'b', 2],
      ['{"a": 1}\r\n', [], 'b', 2],
      ['{"a": 1}\n\r\n', [], 'b', 2],
      ['\r\n{"a": 1}', [], 'b', 2],
      ['{\n  "a": 1\r\n}', [], 'b', 2],
      ['{\r  "a": 1\r}', [], 'b', 2],
      ['{\r  "a": 1,\r  "b": 2\r}', [], 'a', { c: 1 }],
      ['{"a": {"b": 1\r}}', ['a'], 'c', 2],
      ['{"a": {"b": 1\r\n}}', ['a'], 'c', 2],
      ['{"a": 1,   "b": 2}', [], 'a', [1]],
      ['{"a": 1,   "b": 2}\r', [], 'b', 0],
    ];
    for (const [text, path, key, value] of cases) {
      assert.equal(set(text, path, key, value), reference(text, [...path, key], value), JSON.stringify(text));
    }
  });
});

describe('edits: removeProperty', () => {
  it('removes the first, a middle or the last property with its comma', () => {
    const two = '{\n  "a": 1,\n  "b": 2\n}';
    assert.equal(remove(two, ['a']), '{\n  "b": 2\n}');
    assert.equal(remove(two, ['b']), '{\n  "a": 1\n}');
    assert.equal(remove('{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}', ['b']), '{\n  "a": 1,\n  "c": 3\n}');
    assert.equal(remove('{\r\n  "a": 1,\r\n  "b": 2\r\n}', ['a']), '{\r\n  "b": 2\r\n}');
    assert.equal(remove('{\n  "x": {\n    "a": 1,\n    "b": 2\n  }\n}', ['x', 'b']), '{\n  "x": {\n    "a": 1\n  }\n}');
  });

  it('leaves an empty object when the only property goes', () => {
    assert.equal(remove('{\n  "a": 1\n}', ['a']), '{\n}');
    assert.equal(remove('{"a": 1}', ['a']), '{}');
    assert.equal(remove('{\n  "x": {\n    "a": [1]\n  },\n  "y": 2\n}', ['x', 'a']), '{\n  "x": {\n  },\n  "y": 2\n}');
  });

  it('removes a one-line property by its line', () => {
    assert.equal(remove('{"a":1,"b":2}', ['a']), '{\n  "b": 2\n}');
    assert.equal(remove('{"a":1,"b":2}', ['b']), '{\n  "a": 1\n}');
  });

  it('takes the property node or its value alike', () => {
    const text = '{\n  "a": 1,\n  "b": {\n    "c": true\n  }\n}';
    const value = at(text, ['b']);
    assert.deepEqual(removeProperty(text, value.parent!), removeProperty(text, value));
    assert.equal(applyEdits(text, removeProperty(text, value.parent!)), '{\n  "a": 1\n}');
  });

  it('removes an array element through jsonc-parser', () => {
    const text = '{\n  "list": [\n    1,\n    2\n  ]\n}';
    assert.equal(remove(text, ['list', 0]), '{\n  "list": [\n    2\n  ]\n}');
  });

  it('offers nothing for a property with neither key nor value', () => {
    const text = '{\n  "a": 1\n}';
    const property = at(text, ['a']).parent!;
    assert.deepEqual(removeProperty(text, { ...property, children: [] }), []);
    assert.deepEqual(removeProperty(text, { ...property, children: undefined }), []);
  });

  it('offers nothing for a half-written property that has no value', () => {
    for (const text of ['{\n  "a":\n}', '{\n  "b": 1,\n  "a"\n}']) {
      const root = rootOf(text);
      const property = root.children![root.children!.length - 1]!;
      assert.equal(property.children!.length, 1);
      assert.deepEqual(removeProperty(text, property), []);
    }
  });

  it('matches jsonc-parser on a range of shapes', () => {
    const cases: [string, JSONPath][] = [
      ['{\n  "a": 1,\n  "b": 2\n}', ['a']],
      ['{\n  "a": 1, "b": 2,\n  "c": 3\n}', ['b']],
      ['{\r\n\t"a": {\r\n\t\t"b": 1,\r\n\t\t"c": 2\r\n\t}\r\n}', ['a', 'c']],
      ['{\n  "a": 1,\n  "b": [\n    1\n  ]\n}', ['b']],
      ['{\n  "a": 1 // note\n  , "b": 2\n}', ['a']],
      ['{"a": 1, "b": 2\r}', ['a']],
      ['{"a": 1, "b": 2\r\n}', ['b']],
      ['{\r  "a": 1,\r  "b": 2\r}', ['a']],
      ['{\n  "a": 1,\r\n  "b": 2\r\n}', ['b']],
      ['{"a": 1,    "b": 2,   "c": 3}', ['b']],
      ['{"a": 1,\n  "b": 2\r\n}', ['a']],
      ['{"a": 1,\r  "b": 2\n}', ['a']],
      // the first line break goes with what is removed: the one after it counts
      ['{"a_long_enough_key": 1,\r\n  "b": 2\n}', ['b']],
    ];
    for (const [text, path] of cases) {
      assert.equal(remove(text, path), reference(text, path, undefined), JSON.stringify(text));
    }
  });
});

describe('edits: single-node edits and applying them', () => {
  it('replaces a node and renames a key, keeping the value as written', () => {
    const text = '{\n  "a": [1,  2],\n  "b": 3\n}';
    const a = at(text, ['a']);
    assert.deepEqual(replaceNode(a, '[]'), { offset: 9, length: 7, newText: '[]' });
    assert.equal(applyEdits(text, [renameKey(a.parent!, 'new "key"')]), '{\n  "new \\"key\\"": [1,  2],\n  "b": 3\n}');
  });

  it('applies edits given in any order, the later ones first', () => {
    const text = '{\n  "a": 1,\n  "b": 2\n}';
    const a = at(text, ['a']);
    const b = at(text, ['b']);
    const edits = [replaceNode(a, '10'), replaceNode(b, '20'), renameKey(b.parent!, 'c')];
    assert.equal(applyEdits(text, edits), '{\n  "a": 10,\n  "c": 20\n}');
    assert.equal(applyEdits(text, [...edits].reverse()), '{\n  "a": 10,\n  "c": 20\n}');
    assert.equal(
      applyEdits(text, [
        { offset: 0, length: 0, newText: '\n' },
        { offset: text.length, length: 0, newText: '\n' },
      ]),
      `\n${text}\n`,
    );
    assert.equal(applyEdits(text, []), text);
  });
});

describe('edits: the tree a fix is made on', () => {
  it("works out a document's formatting once per tree, and again for a tree it did not parse", () => {
    const text = '{\n    "a": 1,\n    "b": true\n}';
    const root = rootOf(text);
    const { asked, workedOut } = fixFormattingCounts;
    assert.equal(applyEdits(text, setProperty(text, root, 'c', 2)), '{\n    "a": 1,\n    "b": true,\n    "c": 2\n}');
    assert.equal(applyEdits(text, removeProperty(text, findNodeAtLocation(root, ['a'])!)), '{\n    "b": true\n}');
    assert.deepEqual(fixFormattingCounts, { asked: asked + 2, workedOut: workedOut + 1 });
    // a tree jsonc-parser built has no text of its own: each fix reads the text it is given
    const foreign = parseTree(text)!;
    assert.equal(applyEdits(text, setProperty(text, foreign, 'c', 2)), '{\n    "a": 1,\n    "b": true,\n    "c": 2\n}');
    const tabbed = '{\n\t"a": 1\n}';
    assert.equal(applyEdits(tabbed, setProperty(tabbed, foreign, 'c', 2)), '{\n\t"a": 1,\n\t"c": 2\n}');
    assert.deepEqual(fixFormattingCounts, { asked: asked + 4, workedOut: workedOut + 1 });
  });

  it('edits the text it is given by the path of a tree parsed from an earlier version of it', () => {
    const before = '{"a": 1}';
    const after = '{\n  "z": 0,\n  "a": 1\n}';
    const stale = rootOf(before);
    assert.equal(applyEdits(after, setProperty(after, stale, 'b', 2)), '{\n  "z": 0,\n  "a": 1,\n  "b": 2\n}');
    assert.equal(applyEdits(after, removeProperty(after, stale.children![0]!)), '{\n  "z": 0\n}');
  });

  it('offers no JSON edit of a document read from server code', () => {
    const text = '{\n  "a": 1,\n  "list": [1]\n}';
    const root = parseTree(text)!;
    markSyntheticTree(root);
    const list = findNodeAtLocation(root, ['list'])!;
    assert.deepEqual(setProperty(text, root, 'b', 2), []);
    assert.deepEqual(removeProperty(text, findNodeAtLocation(root, ['a'])!), []);
    assert.deepEqual(insertIntoArray(text, list, 1, 2), []);
  });

  it('inserts into arrays only: nothing for an object given as the array', () => {
    const text = '{\n  "a": {\n    "b": 1\n  }\n}';
    assert.deepEqual(insertIntoArray(text, at(text, ['a']), 0, 2), []);
    assert.deepEqual(insertIntoArray(text, at(text, ['a']), 1, 2), []);
    assert.deepEqual(insertIntoArray(text, parseTree(text)!.children![0]!.children![1]!, 0, 2), []);
  });

  it('inserts into the array it is given, also under a key written twice (jsonc-parser would take the first)', () => {
    const text = '{\n  "list": [1],\n  "list": [2]\n}';
    const second = rootOf(text).children![1]!.children![1]!;
    assert.equal(
      applyEdits(text, insertIntoArray(text, second, 1, 3)),
      '{\n  "list": [1],\n  "list": [\n    2,\n    3\n  ]\n}',
    );
    const empty = '{\n  "list": [],\n  "list": []\n}';
    const secondEmpty = rootOf(empty).children![1]!.children![1]!;
    assert.equal(
      applyEdits(empty, insertIntoArray(empty, secondEmpty, 0, 3)),
      '{\n  "list": [],\n  "list": [\n    3\n  ]\n}',
    );
  });

  it('inserts before an item on a tree it did not build too, replacing none', () => {
    const text = '{\n  "list": [\n    1\n  ]\n}';
    const foreign = findNodeAtLocation(parseTree(text)!, ['list'])!;
    assert.equal(applyEdits(text, insertIntoArray(text, foreign, 0, 0)), '{\n  "list": [\n    0,\n    1\n  ]\n}');
  });

  it('appends at index -1, as jsonc-parser does', () => {
    const text = '{\n  "list": [\n    1\n  ]\n}';
    const expected = jsoncApply(
      text,
      modify(text, ['list', -1], 2, { formattingOptions: formattingOf(text), isArrayInsertion: true }),
    );
    assert.equal(expected, '{\n  "list": [\n    1,\n    2\n  ]\n}');
    assert.equal(applyEdits(text, insertIntoArray(text, at(text, ['list']), -1, 2)), expected);
  });

  it('sets a key to undefined by removing it, and changes nothing when the key is missing', () => {
    const text = '{\n  "a": 1,\n  "b": 2\n}';
    assert.equal(set(text, [], 'a', undefined), '{\n  "b": 2\n}');
    assert.deepEqual(setProperty(text, rootOf(text), 'missing', undefined), []);
    assert.deepEqual(setProperty('{}', rootOf('{}'), 'missing', undefined), []);
  });

  it('formats a removal from an array as jsonc-parser does', () => {
    const cases: [string, JSONPath][] = [
      ['{"list": [1, 2]}', ['list', 0]],
      ['{"list": [1, 2], "b": 3}', ['list', 1]],
      ['{\n\t"list": [1,\n\t2]\n}', ['list', 0]],
    ];
    for (const [text, path] of cases) {
      const expected = reference(text, path, undefined);
      assert.notEqual(expected, jsoncApply(text, modify(text, path, undefined, {})), 'the case must be formatted');
      assert.equal(remove(text, path), expected, JSON.stringify(text));
    }
  });
});
