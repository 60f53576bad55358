import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { lineOf } from '../../../../server/src/engine/util/lineOf';
import { stringSource } from '../../../../server/src/engine/util/stringOffsets';

describe('lineOf and stringSource: positions for messages and spans', () => {
  it('lineOf: the line of an offset, asked in any order (it counts on from the last answer only forwards)', () => {
    const text = 'a\nbb\nccc\n';
    // a line break belongs to the line it ends
    assert.deepEqual(
      [0, 1, 2, 4, 5, 8, 9].map((o) => lineOf(text, o)),
      [1, 1, 2, 2, 3, 3, 4],
    );
    // backwards, and again after a jump forwards
    assert.equal(lineOf(text, 2), 2);
    assert.equal(lineOf(text, 0), 1);
    assert.equal(lineOf(text, 9), 4);
    assert.equal(lineOf(text, 3), 2);
    // another text with the same offsets
    assert.equal(lineOf('\n\n\n\n', 3), 4);
    assert.equal(lineOf(text, 3), 2);
  });

  it('lineOf: agrees with counting the line breaks, for offsets asked in random order, in texts with and without breaks', () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const count = (t: string, o: number) => t.slice(0, o).split('\n').length;
    for (const text of [
      'x'.repeat(200),
      `${'ab\n'.repeat(50)}cd`,
      '\n'.repeat(40),
      `${'x'.repeat(90)}\n${'y'.repeat(90)}`,
    ]) {
      // mostly forwards and repeated (as duplicate reports ask), sometimes back
      let offset = 0;
      for (let n = 0; n < 500; n++) {
        // a jump anywhere; else, half the time, the same offset again; else a few characters on
        if (random() < 0.2) offset = Math.floor(random() * text.length);
        else if (random() >= 0.5) offset = Math.min(text.length, offset + Math.floor(random() * 5));
        assert.equal(lineOf(text, offset), count(text, offset), `${JSON.stringify(text.slice(0, 12))}… at ${offset}`);
      }
    }
  });

  it('lineOf: counts on from the last answer, so asking forwards in a text without line breaks searches it once', () => {
    let searches = 0;
    class Counted extends String {
      override indexOf(search: string, from?: number): number {
        searches++;
        return super.indexOf(search, from);
      }
    }
    // a minified catalog: each answer would otherwise search to its end again
    const text = new Counted('x'.repeat(1000)) as unknown as string;
    assert.deepEqual(
      [10, 10, 500, 999].map((o) => lineOf(text, o)),
      [1, 1, 1, 1],
    );
    assert.equal(searches, 1);
  });

  it('stringSource: only for strings; value positions through escapes, surrogate pairs and both ends', () => {
    assert.equal(stringSource('5', parseTree('5')!), undefined);
    assert.equal(stringSource('{"a": 1}', parseTree('{"a": 1}')!), undefined);
    const at = (text: string) => {
      const s = stringSource(text, parseTree(text)!)!;
      return { value: s.value, offsets: [...Array(s.value.length + 3)].map((_, i) => s.offsetOf(i - 1)) };
    };
    // offsets of index -1 (clamped to 0), each value index, the closing quote, and beyond (clamped)
    assert.deepEqual(at('"a\\nb"'), { value: 'a\nb', offsets: [1, 1, 2, 4, 5, 5] });
    assert.deepEqual(at('"a\\u200bb"'), { value: 'a\u200bb', offsets: [1, 1, 2, 8, 9, 9] });
    assert.deepEqual(at('"\\ud83d\\ude00x"'), { value: '😀x', offsets: [1, 1, 7, 13, 14, 14] });
    assert.deepEqual(at('"😀x"'), { value: '😀x', offsets: [1, 1, 2, 3, 4, 4] });
    // a broken escape the parser drops (\u with two digits): the value's positions stop at the closing quote, so a
    // fix that replaces the whole value keeps the quote
    assert.deepEqual(at('"\\u12zz"'), { value: 'zz', offsets: [1, 1, 7, 7, 7] });
    const s = stringSource('  "a\\tbc"', parseTree('  "a\\tbc"')!)!;
    assert.deepEqual(s.toDocument(1, 3), { offset: 4, length: 3 });
    assert.deepEqual(s.toDocument(3, 1), { offset: 7, length: 0 });
    assert.deepEqual(s.toDocument(0, 4), { offset: 3, length: 5 });
  });

  it('stringSource: an unterminated string (still being typed) ends where its text ends, its last character included', () => {
    const text = '{"description": "ab';
    const node = parseTree(text)!.children![0]!.children![1]!;
    const s = stringSource(text, node)!;
    assert.equal(s.value, 'ab');
    assert.deepEqual(
      [0, 1, 2].map((i) => s.offsetOf(i)),
      [17, 18, 19],
    );
    assert.deepEqual(s.toDocument(0, 2), { offset: 17, length: 2 });
    // a line break ends it too; an escape at its very end reaches no further than its text
    const lines = '{"d": "a\\tb\n}';
    const t = stringSource(lines, parseTree(lines)!.children![0]!.children![1]!)!;
    assert.deepEqual(t.toDocument(0, t.value.length), { offset: 7, length: lines.indexOf('\n') - 7 });
    // an escape written last is whole: the quick fix that removes it removes all six characters
    const escaped = '{"d": "ab\\u200b';
    const u = stringSource(escaped, parseTree(escaped)!.children![0]!.children![1]!)!;
    assert.equal(u.value, 'ab\u200b');
    assert.deepEqual(u.toDocument(2, 3), { offset: 9, length: 6 });
  });
});

describe('stringSource', () => {
  it('maps value positions to document offsets across escapes and surrogate pairs', () => {
    const text = '{"a": "x\\ny\\u200Bz\\uD83D\\uDE00w😀v"}';
    const node = parseTree(text)!.children![0]!.children![1]!;
    const src = stringSource(text, node)!;
    assert.equal(src.value, 'x\ny\u200Bz\uD83D\uDE00w😀v');
    const at = (i: number, j: number) => {
      const s = src.toDocument(i, j);
      return text.slice(s.offset, s.offset + s.length);
    };
    assert.equal(at(1, 2), '\\n');
    assert.equal(at(3, 4), '\\u200B');
    assert.equal(at(5, 7), '\\uD83D\\uDE00');
    assert.equal(at(8, 10), '😀');
    assert.equal(at(10, 11), 'v');
    assert.equal(src.offsetOf(src.value.length), text.length - 2);
  });
});
