import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { didYouMean, distance, MAX_GUESSES, suggester } from '../../../../server/src/engine/util/suggest';
import { lintText } from '../../../helpers/engine';

describe('suggest: "did you mean" by edit distance', () => {
  it('measures insertions, deletions, substitutions and transpositions (optimal string alignment)', () => {
    const cases: [string, string, number][] = [
      ['', '', 0],
      ['', 'abc', 3],
      ['abc', '', 3],
      ['abc', 'abc', 0],
      ['abc', 'abd', 1],
      ['abc', 'abcd', 1],
      ['abcd', 'abc', 1],
      ['abc', 'xabc', 1],
      ['ab', 'ba', 1],
      ['abcd', 'acbd', 1],
      ['abcd', 'badc', 2],
      ['abc', 'ca', 3],
      ['aab', 'aba', 1],
      ['ba', 'aab', 2],
      ['kitten', 'sitting', 3],
      ['abcdefghijklmnopqrstuvwxyz1234', 'additionalproperties', 23],
      ['a', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 44],
    ];
    for (const [a, b, n] of cases) {
      assert.equal(distance(a, b), n, `${a} / ${b}`);
      assert.equal(distance(b, a), n, `${b} / ${a}`);
    }
  });

  it('agrees with the textbook optimal string alignment on random words, and stops early past a bound', () => {
    // the plain full-matrix recurrence, as the oracle
    const osa = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        // the first row and column: the distance from the empty string, i + j where one of them is 0
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 || j === 0 ? i + j : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
          }
        }
      }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: Math.floor(random() * 9) }, () => 'abc'[Math.floor(random() * 3)]).join('');
    for (let n = 0; n < 3000; n++) {
      const a = word();
      const b = word();
      const exact = osa(a, b);
      assert.equal(distance(a, b), exact, `${a} / ${b}`);
      // with a bound: the distance when within it, else anything past it
      const bound = Math.floor(random() * 4);
      const bounded = distance(a, b, bound);
      if (exact <= bound) assert.equal(bounded, exact, `${a} / ${b} within ${bound}`);
      else assert.ok(bounded > bound, `${a} / ${b} past ${bound}: ${bounded}`);
    }
    // the count stops at the first row wholly past the bound: for words with nothing in common, after one row
    assert.equal(distance('aaaaaaaa', 'bbbbbbbb', 0), 1);
    assert.equal(distance('aaaaaaaa', 'bbbbbbbb'), 8);
  });

  it("suggests the closest candidate within a third of the word's length (at least one edit), never the word itself", () => {
    assert.equal(didYouMean('tpye', ['type', 'title']), 'type');
    assert.equal(didYouMean('TYPE', ['type']), 'type');
    assert.equal(didYouMean('type', ['type']), undefined);
    assert.equal(didYouMean('typ', ['type', 'typo']), 'type');
    assert.equal(didYouMean('ab', ['abc', 'abcd']), 'abc');
    // up to five letters: one edit; six to eight: two; nine to eleven: three
    assert.equal(didYouMean('abcde', ['abcxy']), undefined);
    assert.equal(didYouMean('abcdef', ['abcdxy']), 'abcdxy');
    assert.equal(didYouMean('abcdefgh', ['abcdefghxyz']), undefined);
    assert.equal(didYouMean('abcdefghi', ['abcdefghixyz']), 'abcdefghixyz');
    assert.equal(didYouMean('x', []), undefined);
    assert.equal(didYouMean('x', ['y', 'z']), 'y');
  });

  it("does not take a long word's length difference for its distance (a different key is no typo)", () => {
    // 30 letters allow 10 edits; "additionalProperties" is 10 letters shorter, but 23 edits away
    assert.equal(
      didYouMean('myVeryCustomAnnotationKeyword1', ['additionalProperties', 'unevaluatedProperties']),
      undefined,
    );
    assert.equal(didYouMean('myVeryCustomAnnotationKeyword1', ['myVeryCustomAnnotation']), 'myVeryCustomAnnotation');
    const findings = lintText('tools.json', {
      tools: [
        {
          name: 'a',
          description: 'Reads a thing.',
          annotations: { readOnlyHint: true },
          inputSchema: { type: 'object', myVeryCustomAnnotationKeyword1: true },
        },
      ],
    });
    assert.deepEqual(findings, []);
  });

  it('a suggester guesses as didYouMean does, for the first words asked only', () => {
    const candidates = ['type', 'Title', 'required', 'properties'];
    const guess = suggester(candidates, 3);
    assert.deepEqual(['tpye', 'title', 'requried', 'propreties', 'tpye'].map(guess), [
      'type',
      'Title',
      'required',
      undefined,
      undefined,
    ]);
    assert.deepEqual(
      ['tpye', 'TITLE', 'x'].map((w) => didYouMean(w, candidates)),
      ['type', 'Title', undefined],
    );
    const many = suggester(candidates);
    const asked = Array.from({ length: MAX_GUESSES + 1 }, () => many('tpye'));
    assert.equal(MAX_GUESSES, 20);
    assert.deepEqual(asked, [...Array.from({ length: MAX_GUESSES }, () => 'type'), undefined]);
  });

  it('suggests the closest candidate whatever the order, the first of equally close ones, and the right case', () => {
    for (const candidates of [
      ['abcdxxxx', 'abcdefxx', 'abcdefgx'],
      ['abcdefgx', 'abcdefxx', 'abcdxxxx'],
      ['abcdefxx', 'abcdefgx', 'abcdxxxx'],
    ]) {
      assert.equal(didYouMean('abcdefgh', candidates), 'abcdefgx', candidates.join());
    }
    assert.equal(didYouMean('tipe', ['type', 'tape']), 'type');
    assert.equal(didYouMean('tipe', ['tape', 'type']), 'tape');
    // a key written in the wrong case is shown the right one
    assert.equal(didYouMean('Type', ['type']), 'type');
    assert.equal(didYouMean('inputschema', ['inputSchema', 'outputSchema']), 'inputSchema');
    // six letters allow two edits: a candidate two letters longer is still a typo
    assert.equal(didYouMean('abcdef', ['abcdefgh']), 'abcdefgh');
    assert.equal(didYouMean('abcdef', ['abcdefghi']), undefined);
  });
});
