import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { BoundedTextCache } from '../../../server/src/engine/util/boundedTextCache';

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
