import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { BoundedTextCache } from '../../../common/util/boundedTextCache';

describe('BoundedTextCache', () => {
  it('drops the oldest entries past its entry limit', () => {
    const c = new BoundedTextCache<number>(2, 1000);
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    assert.deepEqual([c.get('a'), c.get('b'), c.get('c')], [undefined, 2, 3]);
  });

  it('drops the oldest entries until the keys fit its character budget, and never keeps a key longer than it', () => {
    const c = new BoundedTextCache<string>(100, 10);
    c.set('aaaa', 'a');
    c.set('bbbb', 'b');
    c.set('cccc', 'c'); // 12 characters would not fit: the oldest goes
    assert.deepEqual([c.get('aaaa'), c.get('bbbb'), c.get('cccc')], [undefined, 'b', 'c']);
    c.set('x'.repeat(11), 'too long');
    assert.equal(c.get('x'.repeat(11)), undefined);
  });

  it('refuses a key longer than its whole budget without dropping what it holds', () => {
    const c = new BoundedTextCache<string>(100, 10);
    c.set('aaaa', 'a');
    c.set('bbbb', 'b');
    c.set('x'.repeat(11), 'too long');
    assert.deepEqual([c.get('aaaa'), c.get('bbbb'), c.get('x'.repeat(11))], ['a', 'b', undefined]);
  });

  it('counts a key set again once, so its budget does not shrink', () => {
    const c = new BoundedTextCache<number>(100, 10);
    c.set('aaaa', 1);
    c.set('aaaa', 2);
    c.set('bbbb', 3);
    assert.deepEqual([c.get('aaaa'), c.get('bbbb')], [2, 3]);
  });

  it('keeps a falsy value (a cached "no problem")', () => {
    const c = new BoundedTextCache<null>(10, 100);
    c.set('k', null);
    assert.equal(c.get('k'), null);
  });
});

describe('BoundedTextCache, full and turning over', () => {
  it('keeps exactly the newest entries, a key set again counting as new', () => {
    const c = new BoundedTextCache<number>(3, 1000);
    for (const k of ['a', 'b', 'c', 'a', 'd', 'e']) c.set(k, k.charCodeAt(0));
    // 'a' was set again after 'c', so 'b' and 'c' are the oldest and went first
    assert.deepEqual(
      ['a', 'b', 'c', 'd', 'e'].map((k) => c.get(k) !== undefined),
      [true, false, false, true, true],
    );
  });

  it('holds its limit through many turnovers', () => {
    const c = new BoundedTextCache<number>(100, 1_000_000);
    for (let i = 0; i < 10_000; i++) c.set(`key ${i % 250} ${Math.floor(i / 250)}`, i);
    let kept = 0;
    for (let i = 0; i < 10_000; i++) if (c.get(`key ${i % 250} ${Math.floor(i / 250)}`) === i) kept++;
    assert.equal(kept, 100);
    for (let i = 9_900; i < 10_000; i++) assert.equal(c.get(`key ${i % 250} ${Math.floor(i / 250)}`), i);
  });
});
