// The pure part of SEP-2549 cache hints: reading them, combining pages, freshness on a clock of the test's own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  cacheHintsOf,
  combineHints,
  describeDuration,
  describeHints,
  effectiveScope,
  freshUntil,
  hasExpired,
  isFresh,
  MAX_TTL_MS,
  ReadCache,
} from '../../../common/mcp/cacheHints';

describe('cacheHintsOf', () => {
  it('reads ttlMs and cacheScope as sent; a result with neither has none', () => {
    assert.deepEqual(cacheHintsOf({ tools: [], ttlMs: 30_000, cacheScope: 'public' }), {
      ttlMs: 30_000,
      scope: 'public',
    });
    assert.equal(cacheHintsOf({ tools: [] }), undefined);
    assert.deepEqual(cacheHintsOf({ cacheScope: 'private' }), { ttlMs: 0, scope: 'private' });
    assert.deepEqual(cacheHintsOf({ ttlMs: 5 }), { ttlMs: 5 });
    assert.deepEqual(cacheHintsOf({ ttlMs: 5, cacheScope: 'team' }), { ttlMs: 5, scope: 'team' });
  });

  it('a ttlMs that is no count of milliseconds is 0, a fraction is cut, and a day is the most', () => {
    for (const ttlMs of [-1, 'soon', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(cacheHintsOf({ ttlMs })?.ttlMs, 0, String(ttlMs));
    }
    assert.equal(cacheHintsOf({ ttlMs: 1500.9 })?.ttlMs, 1500);
    assert.equal(cacheHintsOf({ ttlMs: 10 * MAX_TTL_MS })?.ttlMs, MAX_TTL_MS);
  });
});

describe('combineHints (a list of several pages)', () => {
  it('takes the shortest ttl, and private unless every page is public', () => {
    const p = (ttlMs: number, scope?: string) => ({ ttlMs, ...(scope ? { scope } : {}) });
    assert.deepEqual(combineHints([p(60_000, 'public'), p(5_000, 'public')]), p(5_000, 'public'));
    assert.deepEqual(combineHints([p(60_000, 'public'), p(90_000, 'private')]), p(60_000, 'private'));
    assert.deepEqual(combineHints([p(60_000)]), p(60_000));
    assert.deepEqual(combineHints([p(60_000), p(60_000, 'public')]), p(60_000, 'private'));
    assert.equal(combineHints([undefined, undefined]), undefined);
    assert.deepEqual(
      combineHints([p(60_000, 'public'), undefined]),
      p(0, 'private'),
      'a page without hints: none held',
    );
  });
});

describe('freshness', () => {
  it('a positive ttl is fresh until it has run out, then expired', () => {
    const f = { at: 1000, hints: { ttlMs: 500 } };
    assert.equal(freshUntil(f), 1500);
    assert.equal(isFresh(f, 1499), true);
    assert.equal(hasExpired(f, 1499), false);
    assert.equal(isFresh(f, 1500), false);
    assert.equal(hasExpired(f, 1500), true);
  });

  it('ttl 0 and no hints are never fresh and never expire: notifications and Refresh alone re-list them', () => {
    for (const f of [{ at: 1000, hints: { ttlMs: 0 } }, { at: 1000 }, undefined]) {
      assert.equal(freshUntil(f), undefined);
      assert.equal(isFresh(f, 1000), false);
      assert.equal(hasExpired(f, 10 ** 12), false);
    }
  });
});

describe('describing hints', () => {
  it('says how long and for whom, and how an unknown scope is read', () => {
    assert.equal(describeHints({ ttlMs: 30_000, scope: 'private' }), 'cached for 30 s (private)');
    assert.equal(describeHints({ ttlMs: 0, scope: 'public' }), 'not cached (ttlMs 0, public)');
    assert.equal(describeHints({ ttlMs: 300_000 }), 'cached for 5 min (no cacheScope: read as private)');
    assert.equal(describeHints({ ttlMs: 1, scope: 'team' }), 'cached for 1 ms (cacheScope "team" read as private)');
    assert.equal(effectiveScope({ ttlMs: 1, scope: 'team' }), 'private');
    assert.equal(effectiveScope({ ttlMs: 1, scope: 'public' }), 'public');
  });

  it('durations read as a person says them', () => {
    assert.deepEqual([500, 30_000, 125_000, 3_600_000, 5_400_000, 86_400_000, 3 * 86_400_000].map(describeDuration), [
      '500 ms',
      '30 s',
      '2 min 5 s',
      '1 h',
      '1 h 30 min',
      '1 day',
      '3 days',
    ]);
  });
});

describe('ReadCache', () => {
  it('holds a result for its ttl only, forgets it on an update, and keeps at most max results', () => {
    let now = 0;
    const cache = new ReadCache(() => now, 2);
    const a = { contents: [], ttlMs: 1000 };
    assert.deepEqual(cache.put('a', a), { at: 0, hints: { ttlMs: 1000 } });
    assert.equal(cache.fresh('a')?.result, a);
    now = 999;
    assert.deepEqual(cache.fresh('a')?.freshness, { at: 0, hints: { ttlMs: 1000 } });
    now = 1000;
    assert.equal(cache.fresh('a'), undefined, 'expired');

    cache.put('a', a);
    cache.invalidate('a');
    assert.equal(cache.fresh('a'), undefined, 'updated');

    cache.put('zero', { contents: [], ttlMs: 0 });
    cache.put('none', { contents: [] });
    assert.equal(cache.fresh('zero') ?? cache.fresh('none'), undefined, 'nothing to reuse is not held');

    cache.put('a', a);
    cache.put('b', a);
    cache.put('c', a);
    assert.deepEqual(
      ['a', 'b', 'c'].map((u) => !!cache.fresh(u)),
      [false, true, true],
      'the oldest went first',
    );
    cache.clear();
    assert.equal(cache.fresh('b'), undefined);
  });
});
