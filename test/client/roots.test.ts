// The roots servers are given: the workspace folders, or a server's own list from the setting, and list_changed sent
// to exactly the running servers whose roots changed.
import { strict as assert } from 'node:assert';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { folderRoots, rootsOf } from '../../client/src/model/roots';
import type { ServersModel } from '../../client/src/model/serversModel';
import type { ApprovalGate } from '../../common/mcp/types';
import { fixtureServersModel, pidRecordingLogger, writeWorkspaceServers } from '../helpers/fixtureModel';
import { assertNoLeaks, EVERYTHING, type RecordingLogger, scratch } from './fixtures';

const tmp = scratch();
const ws = tmp.file('ws');
const second = tmp.file('second');
mkdirSync(ws);
mkdirSync(second);
const pids = new Set<number>();
const everything = { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] };
writeWorkspaceServers(ws, { a: everything, b: everything });

const approve: ApprovalGate = async () => true;
const folders = [{ name: 'ws', path: ws }];
let setting: unknown = {};
const logs = new Map<string, RecordingLogger>();
const model: ServersModel = fixtureServersModel({
  folder: ws,
  home: tmp.file('home'),
  pids,
  approve,
  folders: () => folders,
  loggerFor: (def) => {
    if (!logs.has(def.name)) logs.set(def.name, pidRecordingLogger(pids));
    return logs.get(def.name)!;
  },
  roots: (def) =>
    rootsOf(def.name, folderRoots(folders), setting, { folder: folders[0]?.path, home: tmp.file('home') }).roots,
});

after(async () => {
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

const id = (name: string) => model.servers().find((d) => d.name === name)!.id;
const log = (name: string) => logs.get(name)!;
/** server-everything logs each list of roots it receives, with the count: the event that it asked and got them. */
const received = (name: string, count: number, from = 0) =>
  log(name).waitFor(
    new RegExp(`\\[server log info everything-server\\] Roots updated: ${count} root\\(s\\) received from client`),
    from,
  );

async function rootsListed(name: string): Promise<string> {
  const outcome = await model.callTool(id(name), 'get-roots-list', {});
  assert.equal(outcome.outcome, 'completed');
  return JSON.stringify(outcome.outcome === 'completed' ? outcome.result.content : undefined);
}

const uri = (path: string) => pathToFileURL(path).href;

describe('roots', { timeout: 60_000 }, () => {
  before(async () => {
    await model.reload();
    await Promise.all([model.start(id('a')), model.start(id('b'))]);
    assert.equal(model.state(id('a')).status, 'running');
    assert.equal(model.state(id('b')).status, 'running');
    await Promise.all([received('a', 1), received('b', 1)]);
  });

  it('are the workspace folders by default', async () => {
    const listed = await rootsListed('a');
    assert.ok(listed.includes(uri(ws)), listed);
    assert.match(listed, /1\. ws\\n/);
  });

  it('are a server’s own list from the setting; only that server is told, and it asks again', async () => {
    const fromA = log('a').lines.length;
    setting = { a: ['docs', { path: second, name: 'Second' }] };
    assert.deepEqual(await model.rootsChanged(), [id('a')], 'only the server whose roots changed is told');
    await received('a', 2, fromA);
    const listed = await rootsListed('a');
    assert.ok(listed.includes(uri(`${ws}/docs`)) && listed.includes(uri(second)), listed);
    assert.match(listed, /\. Second\\n/);
    assert.ok(!(await rootsListed('b')).includes(uri(second)), 'b keeps the workspace folders');
    assert.deepEqual(await model.rootsChanged(), [], 'nothing changed: nobody is told');
  });

  it('follow the workspace folders: a folder added tells the servers without their own list', async () => {
    const fromB = log('b').lines.length;
    folders.push({ name: 'second', path: second });
    assert.deepEqual(await model.rootsChanged(), [id('b')], 'a has its own list, so the folders do not concern it');
    await received('b', 2, fromB);
    const listed = await rootsListed('b');
    assert.ok(listed.includes(uri(ws)) && listed.includes(uri(second)), listed);
  });

  it('an empty list in the setting gives no roots; a stopped server is told nothing', async () => {
    await model.stop(id('b'));
    const fromA = log('a').lines.length;
    setting = { a: [], b: [ws] };
    assert.deepEqual(await model.rootsChanged(), [id('a')]);
    await log('a').waitFor(
      /\[server log info everything-server\] Roots updated: 0 root\(s\) received from client/,
      fromA,
    );
    assert.match(await rootsListed('a'), /no roots are currently configured/);
  });
});
