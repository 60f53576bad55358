import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readCacheText } from '../../../client/src/runner/cacheViews';

describe('the cache hints a read result shows', () => {
  it('says how long a result may be reused and for whom', () => {
    assert.equal(readCacheText({ contents: [], ttlMs: 30_000, cacheScope: 'public' }), 'cached for 30 s (public)');
  });

  it('says nothing for ttlMs 0, the SDK default, or for a result without hints', () => {
    assert.equal(readCacheText({ contents: [], ttlMs: 0, cacheScope: 'private' }), undefined);
    assert.equal(readCacheText({ contents: [] }), undefined);
  });
});
