// A webview page that does not come up is set again once, then the user is told; one that comes up is left alone.
import { strict as assert } from 'node:assert';
import { describe, it, mock } from 'node:test';
import { PageWatch } from '../../../client/src/webviews/pageWatch';

describe('PageWatch', () => {
  it('sets a page that is not up again after againMs, and tells the user giveUpMs later', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const told: string[] = [];
      const watch = new PageWatch(() => told.push('not up'), 100, 50);
      watch.start(() => told.push('again'));
      mock.timers.tick(99);
      assert.equal(told.join(), '');
      mock.timers.tick(1);
      assert.deepEqual(told, ['again']);
      mock.timers.tick(49);
      assert.deepEqual(told, ['again']);
      mock.timers.tick(1);
      assert.deepEqual(told, ['again', 'not up']);
      mock.timers.tick(1_000);
      assert.deepEqual(told, ['again', 'not up'], 'once each');
    } finally {
      mock.timers.reset();
    }
  });

  it('does nothing once the page is up, before or after it was set again', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const told: string[] = [];
      const watch = new PageWatch(() => told.push('not up'), 100, 50);
      watch.start(() => told.push('again'));
      mock.timers.tick(60);
      watch.up();
      mock.timers.tick(1_000);
      assert.equal(told.join(), '');
      assert.equal(watch.pageUp, true);
      watch.start(() => told.push('again'));
      assert.equal(watch.pageUp, false, 'a new page is not up yet');
      mock.timers.tick(100);
      watch.up();
      mock.timers.tick(1_000);
      assert.deepEqual(told, ['again'], 'set again, then up: the user is not told');
    } finally {
      mock.timers.reset();
    }
  });

  it('stops watching when disposed, and when the webview is gone by the time it would be set again', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const told: string[] = [];
      const disposed = new PageWatch(() => told.push('not up'), 100, 50);
      disposed.start(() => told.push('again'));
      disposed.dispose();
      const gone = new PageWatch(() => told.push('not up (gone)'), 100, 50);
      gone.start(() => {
        throw new Error('Webview is disposed');
      });
      mock.timers.tick(1_000);
      assert.equal(told.join(), '');
    } finally {
      mock.timers.reset();
    }
  });
});
