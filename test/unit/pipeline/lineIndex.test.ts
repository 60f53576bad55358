import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readFileSync } from 'node:fs';
import { parseDocument } from '../../../common/json/parsedDocument';
import { analyseDocument } from '../../../server/src/pipeline/analyse';
import { LineIndex } from '../../../server/src/pipeline/lineIndex';
import { corpusFiles } from '../../helpers/paths';

/** Every offset's position, and back, against vscode-languageserver-textdocument (what LSP clients count). */
function agreesWithTextDocument(text: string): void {
  const ours = new LineIndex(text);
  const theirs = TextDocument.create('file:///t.json', 'json', 1, text);
  assert.equal(ours.lineCount, theirs.lineCount, 'line count');
  for (let offset = 0; offset <= text.length; offset++) {
    // inside a \r\n pair TextDocument clamps to the line's end; no finding starts or ends there
    if (text[offset - 1] === '\r' && text[offset] === '\n') continue;
    const position = theirs.positionAt(offset);
    assert.deepEqual(ours.positionAt(offset), position, `position of offset ${offset}`);
    assert.equal(ours.offsetAt(position), theirs.offsetAt(position), `offset of ${JSON.stringify(position)}`);
  }
}

describe('LineIndex', () => {
  const texts: Record<string, string> = {
    'no line break': '{ "tools": [] }',
    '\\n only': '{\n  "tools": [\n    { "name": "a" }\n  ]\n}\n',
    '\\n only, empty lines and no final break': '\n\n{\n\n}',
    '\\r\\n': '{\r\n  "tools": []\r\n}\r\n',
    '\\r alone': '{\r  "tools": []\r}',
    mixed: '{\n  "a": 1,\r\n  "b": 2,\r  "c": 3\n\r\n}',
    empty: '',
  };
  for (const [what, text] of Object.entries(texts)) {
    it(`places every offset as LSP does: ${what}`, () => agreesWithTextDocument(text));
  }

  it('gives the text of a line without its break', () => {
    const lines = new LineIndex('a\r\nbb\ncc\r');
    assert.deepEqual(
      [0, 1, 2, 3].map((l) => lines.lineText(l)),
      ['a', 'bb', 'cc', ''],
    );
  });
});

describe('line starts counted by the parser', () => {
  /** Every line's start and end, through the public API of an index. */
  const lines = (index: LineIndex): string[] =>
    Array.from(
      { length: index.lineCount },
      (_, l) => `${index.offsetAt({ line: l, character: 0 })}-${index.lineText(l).length}`,
    );

  const EDGES = [
    '',
    '{}',
    '{}\n',
    '\n\n{\n  "a": 1\n}\n\n',
    '// one\n// two\n{ "a": /* x\n y\n */ 1 }\n',
    '/* a\n\n\n*/ [1,\n 2]',
    '{\t"a":\t[\n\n]\n}',
    '{ "a": "\\n is not a break inside a string" }\n',
    '{ "a": "\u2028 nor \u2029" }\n',
  ];

  it('equal those the line index counts itself, on edge documents and every corpus file the fast parser takes', () => {
    let counted = 0;
    const corpus = corpusFiles() ?? [];
    for (const text of [...EDGES, ...corpus.map((f) => readFileSync(f.file, 'utf8'))]) {
      const parsed = parseDocument('file:///doc.json', text);
      if (!parsed.lineStarts) continue;
      counted++;
      assert.deepEqual(
        lines(new LineIndex(text, parsed.lineStarts)),
        lines(new LineIndex(text)),
        JSON.stringify(text.slice(0, 80)),
      );
    }
    // most documents break lines with \n alone and are well formed: the test must compare many
    assert.ok(
      counted >= EDGES.length + corpus.length * 0.8,
      `only ${counted} documents had their lines counted by the parser`,
    );
  });

  it('are not counted where a \\r breaks a line (the index counts \\r\\n and \\r itself) or the text is not well formed', () => {
    for (const text of ['{\r\n"a": 1\r\n}', '{\n"a": 1\r}', '{ /* \r */ "a": 1 }', '{"a": \n', '{"a": 1,\n\n "b" 2}']) {
      assert.equal(parseDocument('file:///doc.json', text).lineStarts, undefined, JSON.stringify(text));
    }
  });

  it('reach the analysis of a JSON document, whose positions match an index that counts its own', () => {
    const text = '{\n  "tools": [\n    { "name": "a" }\n  ]\n}\n';
    const analysis = analyseDocument({ uri: 'file:///tools.json', text }, { maxDocumentSize: 1_000_000 });
    assert.notEqual(analysis.parsed.lineStarts, undefined);
    for (let offset = 0; offset <= text.length; offset++) {
      assert.deepEqual(analysis.source.positionAt(offset), new LineIndex(text).positionAt(offset));
    }
  });
});
