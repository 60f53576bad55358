import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { DidChangeWatchedFilesParams } from 'vscode-languageserver';
import type { DiskChange } from '../../../server/src/service/declarationIndex';
import { DiskWatch, diskChangesOf, followDiskChanges } from '../../../server/src/host/diskWatch';

function watch(options: { failRegister?: boolean } = {}) {
  const calls: string[] = [];
  const logs: string[] = [];
  const w = new DiskWatch({
    what: 'the code files',
    register: async () => {
      calls.push('register');
      if (options.failRegister) throw new Error('no');
      return { dispose: () => void calls.push('dispose') };
    },
    log: (m) => void logs.push(m),
  });
  return { w, calls, logs };
}

describe('disk watch', () => {
  it('maps file events to paths and kinds, leaving out what is malformed or not a file', () => {
    const path = '/w/src/index.ts';
    const params = {
      changes: [
        { uri: pathToFileURL(path).href, type: 1 },
        { uri: pathToFileURL(path).href, type: 2 },
        { uri: pathToFileURL(path).href, type: 3 },
        { uri: 'untitled:x', type: 2 },
        { uri: 'file:///a.ts', type: 7 },
        null,
        { type: 1 },
      ],
    };
    assert.deepEqual(diskChangesOf(params as unknown as DidChangeWatchedFilesParams), [
      { path, kind: 'created' },
      { path, kind: 'changed' },
      { path, kind: 'deleted' },
    ]);
    assert.deepEqual(diskChangesOf({ changes: 'x' } as unknown as DidChangeWatchedFilesParams), []);
    assert.deepEqual(diskChangesOf(undefined), []);
  });

  it('registers while it is needed, once, and only with a client that registers at run time', async () => {
    const { w, calls } = watch();
    await w.need(true);
    assert.deepEqual(calls, [], 'not supported: nothing asked');
    w.supported = true;
    void w.need(true);
    void w.need(true);
    void w.need(false);
    await w.need(true);
    assert.deepEqual(calls, ['register'], 'a close and reopen in between ends registered once');
    await w.need(false);
    assert.deepEqual(calls, ['register', 'dispose']);
  });

  it('logs a failed registration and a failing handler instead of throwing', async () => {
    const { w, logs } = watch({ failRegister: true });
    w.supported = true;
    await w.need(true);
    await followDiskChanges(
      { changes: [{ uri: 'file:///a.ts', type: 2 }] },
      () => {
        throw new Error('boom');
      },
      (m) => void logs.push(m),
    );
    assert.equal(logs.length, 2);
    assert.match(logs[0]!, /could not watch the code files: no/);
    assert.match(logs[1]!, /could not follow the files changed on disk: Error: boom/);
  });

  it('hands on the changes of a notification, and nothing for one without a file change', async () => {
    const seen: DiskChange[][] = [];
    await followDiskChanges(
      { changes: [{ uri: pathToFileURL('/w/a').href, type: 3 }] },
      (c) => void seen.push(c),
      () => assert.fail('no log'),
    );
    await followDiskChanges(
      { changes: [{ uri: 'untitled:a', type: 1 }] },
      (c) => void seen.push(c),
      () => assert.fail('no log'),
    );
    assert.deepEqual(seen, [[{ path: '/w/a', kind: 'deleted' }]]);
  });
});
