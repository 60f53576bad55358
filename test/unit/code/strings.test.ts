import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodePython, decodeTs } from '../../../server/src/code/strings';

// Every escape that can be cut short by the end of the literal: the decoder must end, and keep what it cannot read.
describe('string literal decoding', () => {
  it('ends on an unterminated \\u{ escape in TypeScript, keeping the text it could not read', () => {
    assert.deepEqual(decodeTs('Says hi \\u{1F600'), { value: 'Says hi \\u{1F600', exact: false });
    assert.deepEqual(decodeTs('\\u{'), { value: '\\u{', exact: false });
    assert.deepEqual(decodeTs('a\\u{1F600}b'), { value: 'a😀b', exact: false });
  });

  it('ends on every escape cut off at the end of a TypeScript literal', () => {
    for (const raw of ['\\', 'x\\', '\\u', '\\u12', '\\x', '\\x4', '\\u{12', '\\u{zz}', '\\u{110000}']) {
      const d = decodeTs(raw);
      assert.equal(typeof d.value, 'string', raw);
    }
    assert.equal(decodeTs('\\u{110000}').value, '\uFFFD');
    assert.equal(decodeTs('\\x41').value, 'A');
  });

  it('ends on every escape cut off at the end of a Python literal', () => {
    for (const raw of [
      '\\',
      'x\\',
      '\\u',
      '\\u12',
      '\\U0001F6',
      '\\x',
      '\\x4',
      '\\N{',
      '\\N{SNOWMAN',
      '\\7',
      '\\777',
    ]) {
      const d = decodePython(raw, false);
      assert.equal(typeof d.value, 'string', raw);
    }
    assert.equal(decodePython('\\N{SNOWMAN}x', false).value, '\uFFFDx');
    assert.equal(decodePython('\\U0001F600', false).value, '😀');
  });

  it('decodes every prefix of an escape-heavy literal in bounded time', () => {
    const raw = '\\u{1F600}\\u00e9\\x41\\n\\t\\\\\\"\\u{';
    for (let end = 0; end <= raw.length; end++) {
      decodeTs(raw.slice(0, end));
      decodePython(raw.slice(0, end), false);
    }
  });
});

describe('nesting the parser is not given', () => {
  it('server code nested deeper than tree-sitter can free is reported unparsed, not parsed', async () => {
    const { loadParser, MAX_CODE_NESTING } = await import('../../../server/src/code/parsers');
    const { analyseCodeDocument } = await import('../../../server/src/code/codeDocument');
    await loadParser('typescript');
    const head = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst x = ";
    const deep = analyseCodeDocument('file:///w/server.ts', head + '{ a: '.repeat(MAX_CODE_NESTING + 1));
    assert.equal(deep?.code.state, 'failed');
    assert.match(deep?.code.failure ?? '', /nest more than 1000 levels deep/);
    // just under the limit, and the code after it, still parse
    const fine = analyseCodeDocument(
      'file:///w/server.ts',
      head +
        '{ a: '.repeat(MAX_CODE_NESTING - 10) +
        '1' +
        ' }'.repeat(MAX_CODE_NESTING - 10) +
        ';\nserver.registerTool("a", { description: "Reads." }, async () => ({ content: [] }));',
    );
    assert.equal(fine?.code.state, 'parsed');
    // the trap this guards against left the runtime broken for every later file; it is whole
    assert.equal(analyseCodeDocument('file:///w/b.ts', head + '1;')?.code.state, 'parsed');
  });
});
