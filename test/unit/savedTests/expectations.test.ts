import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { AnswerRouter } from '../../../common/savedTests/answerRouter';
import {
  containsSubset,
  unmetExpectations,
  valueAt,
  withoutPointers,
  type ObservedAnswer,
} from '../../../common/savedTests/expectations';

const answer = (text: string, result: unknown = {}): ObservedAnswer => ({
  isError: false,
  result,
  text,
  structured: undefined,
  durationMs: 1,
});
const context = { outputSchema: undefined, checkOutputSchema: () => ({ ok: true as const }) };

describe('saved test expectations', () => {
  it('a JSON subset: every key given with an equal value, arrays item by item', () => {
    const value = { a: 1, b: { c: [1, { d: 2, e: 3 }], f: null }, g: 'x' };
    assert.equal(containsSubset(value, { b: { c: [1, { d: 2 }] } }), true);
    assert.equal(containsSubset(value, { b: { f: null } }), true);
    assert.equal(containsSubset(value, { b: { c: [2] } }), false);
    assert.equal(containsSubset(value, { b: { c: [1, { d: 2 }, 3] } }), false, 'an item the value lacks');
    assert.equal(containsSubset(value, { h: undefined }), false, 'a key the value lacks');
    assert.equal(containsSubset(value, { a: '1' }), false);
    assert.equal(containsSubset([1, 2], { 0: 1 }), false, 'an array is not an object');
  });

  it('JSON Pointers with escapes, and a copy without the ignored fields', () => {
    const value = { 'a/b': { '~c': [10, 20] }, t: 1 };
    assert.deepEqual(valueAt(value, '/a~1b/~0c/1'), { found: true, value: 20 });
    assert.deepEqual(valueAt(value, '/a~1b/~0c/2'), { found: false });
    assert.deepEqual(valueAt(value, ''), { found: true, value });
    assert.deepEqual(withoutPointers(value, ['/t', '/a~1b/~0c/0', '/nothing/here']), { 'a/b': { '~c': [null, 20] } });
    assert.deepEqual(value.t, 1, 'the value itself is untouched');
  });

  it('a snapshot skips the ignored fields; another field still fails it', async () => {
    const now = { content: [{ text: 'hi' }], _meta: { at: 2 } };
    const expect = { snapshot: { content: [{ text: 'hi' }], _meta: { at: 1 } }, ignore: ['/_meta/at'] };
    assert.deepEqual(await unmetExpectations(expect, answer('hi', now), context), []);
    const other = { ...now, content: [{ text: 'ho' }] };
    const failures = await unmetExpectations(expect, answer('ho', other), context);
    assert.deepEqual(
      failures.map((f) => [f.expectation, f.expected, f.actual]),
      [['snapshot', { content: [{ text: 'hi' }], _meta: {} }, { content: [{ text: 'ho' }], _meta: {} }]],
    );
  });

  it('a text.matches that is not a regular expression fails its step instead of the run', async () => {
    const failures = await unmetExpectations({ text: { matches: '(' } }, answer('('), context);
    assert.equal(failures.length, 1);
    assert.match(failures[0]!.reason, /^could not be checked: \/\(\/ is not a valid regular expression/);
  });

  it('an elicitation entry whose message is not a regular expression matches nothing', async () => {
    const router = new AnswerRouter({ elicitation: [{ message: '(', action: 'accept', content: { ok: true } }] });
    const elicit = router.features.elicitation!.elicit;
    const signal = new AbortController().signal;
    const params = { message: '(', requestedSchema: { type: 'object' as const, properties: {} } };
    const result = await elicit(params, { serverId: 's', serverName: 's', signal });
    assert.deepEqual(result, { action: 'decline' });
    assert.deepEqual(router.takeUnanswered(), [{ method: 'elicitation/create', message: '(' }]);
  });
});
