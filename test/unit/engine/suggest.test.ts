import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { didYouMean, distance } from '../../../server/src/engine/util/suggest';
import { lintText } from '../../helpers/engine';

describe('suggest: "did you mean" by edit distance', () => {
  it('measures insertions, deletions, substitutions and transpositions (optimal string alignment)', () => {
    const cases: [string, string, number][] = [
      ['', '', 0], ['', 'abc', 3], ['abc', '', 3], ['abc', 'abc', 0],
      ['abc', 'abd', 1], ['abc', 'abcd', 1], ['abcd', 'abc', 1], ['abc', 'xabc', 1],
      ['ab', 'ba', 1], ['abcd', 'acbd', 1], ['abcd', 'badc', 2], ['abc', 'ca', 3], ['aab', 'aba', 1], ['ba', 'aab', 2],
      ['kitten', 'sitting', 3], ['abcdefghijklmnopqrstuvwxyz1234', 'additionalproperties', 23], ['a', 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 44],
    ];
    for (const [a, b, n] of cases) {
      assert.equal(distance(a, b), n, `${a} / ${b}`);
      assert.equal(distance(b, a), n, `${b} / ${a}`);
    }
  });

  it('suggests the closest candidate within a third of the word\'s length (at least one edit), never the word itself', () => {
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

  it('does not take a long word\'s length difference for its distance (a different key is no typo)', () => {
    // 30 letters allow 10 edits; "additionalProperties" is 10 letters shorter, but 23 edits away
    assert.equal(didYouMean('myVeryCustomAnnotationKeyword1', ['additionalProperties', 'unevaluatedProperties']), undefined);
    assert.equal(didYouMean('myVeryCustomAnnotationKeyword1', ['myVeryCustomAnnotation']), 'myVeryCustomAnnotation');
    const findings = lintText('tools.json', { tools: [{ name: 'a', description: 'Reads a thing.', annotations: { readOnlyHint: true }, inputSchema: { type: 'object', myVeryCustomAnnotationKeyword1: true } }] });
    assert.deepEqual(findings, []);
  });
});
