import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { revealHidden } from '../../../client/src/approval/hiddenChars';
import { BEYOND_PLAIN_ASCII, hiddenRuns } from '../../../common/text/hiddenText';
import { invisibleKind, invisibleName } from '../../../common/text/invisibleChars';

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every code point (surrogates aside, which are never a character on their own). */
function* codePoints(): Generator<number> {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}

describe('the table of invisible characters', () => {
  it('holds every Default_Ignorable_Code_Point and Bidi_Control character, and the controls and separators they miss', () => {
    const missing: string[] = [];
    for (const cp of codePoints()) {
      const c = String.fromCodePoint(cp);
      if (/[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u.test(c) && !invisibleKind(cp)) missing.push(hex(cp));
    }
    assert.deepEqual(missing, []);
    for (const cp of [0x0000, 0x0007, 0x001b, 0x007f, 0x0085, 0x2028, 0x2029, 0xfff9, 0xfffa, 0xfffb]) {
      assert.ok(invisibleKind(cp), hex(cp));
    }
    for (const cp of [0x09, 0x0a, 0x0d, 0x20, 0x41, 0xa0, 0x3000, 0x1f600, 0x05d0]) {
      assert.equal(invisibleKind(cp), undefined, hex(cp));
    }
  });

  it('has no character that the quick test for plain ASCII lets through', () => {
    const missed: string[] = [];
    for (const cp of codePoints()) {
      if (invisibleKind(cp) && !BEYOND_PLAIN_ASCII.test(String.fromCodePoint(cp))) missed.push(hex(cp));
    }
    assert.deepEqual(missed, []);
    // and the quick test passes plain text on to no further check
    assert.equal(BEYOND_PLAIN_ASCII.test('Lists the issues of a repository.\n\tPage by page (50 a page).'), false);
  });

  it('sorts them into kinds and names them', () => {
    assert.equal(invisibleKind(0xe0041), 'tag');
    assert.equal(invisibleKind(0xfe0f), 'variation');
    assert.equal(invisibleKind(0x180c), 'variation');
    assert.equal(invisibleKind(0x202e), 'bidi');
    assert.equal(invisibleKind(0x061c), 'bidi');
    assert.equal(invisibleKind(0x0007), 'control');
    assert.equal(invisibleKind(0x3164), 'filler');
    assert.equal(invisibleKind(0x200b), 'invisible');
    assert.equal(invisibleName(0xfe00), 'VARIATION SELECTOR-1');
    assert.equal(invisibleName(0xe0100), 'VARIATION SELECTOR-17');
    assert.equal(invisibleName(0x180d), 'MONGOLIAN FREE VARIATION SELECTOR THREE');
    assert.equal(invisibleName(0x17b5), 'KHMER VOWEL INHERENT AA');
  });

  it('the linter and the approval panel flag the same characters, in every context', () => {
    const contexts = [
      (c: string) => `a${c}b`,
      (c: string) => `❤${c}`,
      (c: string) => `👩${c}💻`,
      (c: string) => `שלום${c} world`,
      (c: string) => c,
    ];
    const disagree: string[] = [];
    for (const cp of codePoints()) {
      if (!invisibleKind(cp) && cp % 97 !== 0) continue; // every table entry, and a sample of the rest
      for (const context of contexts) {
        const text = context(String.fromCodePoint(cp));
        const linted = hiddenRuns(text)
          .map((r) => text.slice(r.start, r.end))
          .join('');
        const revealed = revealHidden(text).flatMap((s) => ('hidden' in s ? [s] : [])).length > 0;
        if ((linted !== '') !== revealed) {
          disagree.push(
            `${hex(cp)} in ${JSON.stringify(text)}: linter ${linted ? 'flags' : 'passes'}, panel ${revealed ? 'reveals' : 'passes'}`,
          );
        }
      }
    }
    assert.deepEqual(disagree.slice(0, 20), []);
  });
});

describe('hiddenRuns', () => {
  it('groups adjacent invisible characters and leaves emoji joiners alone', () => {
    assert.deepEqual(
      hiddenRuns('a\u200b\u200cb').map((r) => [r.start, r.end]),
      [[1, 3]],
    );
    assert.deepEqual(hiddenRuns('👩‍💻 done'), []);
    assert.deepEqual(hiddenRuns('plain'), []);
  });
});
