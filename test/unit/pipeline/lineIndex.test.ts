import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LineIndex } from '../../../server/src/pipeline/lineIndex';

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
  for (const [what, text] of Object.entries(texts)) it(`places every offset as LSP does: ${what}`, () => agreesWithTextDocument(text));

  it('gives the text of a line without its break', () => {
    const lines = new LineIndex('a\r\nbb\ncc\r');
    assert.deepEqual([0, 1, 2, 3].map((l) => lines.lineText(l)), ['a', 'bb', 'cc', '']);
  });
});
