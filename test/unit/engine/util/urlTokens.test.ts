import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { urlTokens } from '../../../../server/src/engine/util/urlTokens';

/** The definition, looked up afresh for every index (what description hygiene did before). */
function partOfUrl(text: string, index: number): boolean {
  const token = text.slice(Math.max(text.lastIndexOf(' ', index), text.lastIndexOf('\n', index)) + 1, index);
  return /:\/\//.test(token) || /[.:/]$/.test(token);
}

describe('urlTokens: whether a run continues a URL or a dotted name', () => {
  it('answers as looking back from each index would, for any increasing indexes where no space or line break stands', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = ['a', 'b', ' ', '\n', ':', '/', '.', 'x', '\t'];
    for (let n = 0; n < 2000; n++) {
      const text = Array.from(
        { length: Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const ask = urlTokens(text);
      for (let index = 0; index <= text.length; index += 1 + Math.floor(random() * 4)) {
        // (a run starts with a letter or a digit: at a space or a line break the answer is not checked, only that the
        // answers after it are still right)
        const answer = ask(index);
        if (text[index] === ' ' || text[index] === '\n') continue;
        assert.equal(answer, partOfUrl(text, index), `${JSON.stringify(text)} at ${index}`);
      }
    }
  });

  it('knows a URL, a dotted name and a path, and a word after a space is none of them', () => {
    const text = 'see https://e.com/p?t=AAAA and pkg.AAAA and /x/AAAA but AAAA';
    const ask = urlTokens(text);
    assert.deepEqual(
      [...text.matchAll(/AAAA/g)].map((m) => ask(m.index)),
      [true, true, true, false],
    );
  });
});
