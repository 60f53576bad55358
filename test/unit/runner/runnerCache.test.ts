// The runner shows the cache hints of a 2026-07-28 server's lists and reads, lists again only what ran out when the
// server is chosen, and always on Refresh. The revision fixture counts what it serves (MCP_LENS_FIXTURE_SERVED).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { once } from '../../../common/mcp/emitter';
import type { RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import { FIXTURES, recorded, scratch } from '../../client/fixtures';
import { fixtureServersModel, writeWorkspaceServers } from '../../helpers/fixtureModel';
import { runnerSessionOf } from '../../helpers/recordingRunnerHost';

const DAY = 86_400_000;
const tmp = scratch();
const served = tmp.file('served.jsonl');
const pids = new Set<number>();
const hints = { 'tools/list': { ttlMs: DAY, cacheScope: 'public' }, 'resources/read': { ttlMs: 30_000 } };
writeWorkspaceServers(tmp.dir, {
  modern: {
    type: 'stdio',
    command: process.execPath,
    args: [join(FIXTURES, 'revisionServer.mjs'), '--cache-hints', JSON.stringify(hints)],
    env: { MCP_LENS_FIXTURE_SERVED: served },
  },
});
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve: async () => true });
const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });
const toolLists = () => recorded(served).filter((e) => e.served === 'tools/list').length;
let serverId = '';

function next<T extends RunnerToWebview['type']>(
  type: T,
  test: (m: Extract<RunnerToWebview, { type: T }>) => boolean,
): Promise<Extract<RunnerToWebview, { type: T }>> {
  const ok = (m: RunnerToWebview): m is Extract<RunnerToWebview, { type: T }> => m.type === type && test(m as never);
  return once(recording.posted.event, ok) as Promise<Extract<RunnerToWebview, { type: T }>>;
}

before(async () => {
  await model.reload();
  serverId = model.servers()[0]!.id;
  await model.start(serverId);
  await session.handle({ type: 'ready', serverId });
});

describe('the runner and cache hints', () => {
  it('shows each list’s hints, and choosing the server again within the ttl asks the server nothing', async () => {
    const shown = next('catalog', (m) => m.catalog.serverId === serverId && !('missing' in m.catalog));
    await session.handle({ type: 'selectServer', serverId });
    const { catalog } = await shown;
    assert.ok(!('missing' in catalog));
    const tools = catalog.cache?.find((c) => c.method === 'tools/list');
    assert.equal(tools?.hints, 'cached for 1 day (public)');
    assert.equal(tools.freshUntil, tools.listedAt + DAY);
    assert.equal(catalog.cache?.find((c) => c.method === 'prompts/list')?.hints, 'not cached (ttlMs 0, private)');
    assert.equal(toolLists(), 1, 'listed once, at start');
  });

  it('lists again on Refresh, whatever the ttl', async () => {
    const relisted = next('catalog', (m) => m.catalog.serverId === serverId);
    await session.handle({ type: 'refreshCatalog', serverId });
    await relisted;
    assert.equal(toolLists(), 2);
  });

  it('says a read result’s hints', async () => {
    const read = next('resourceResult', (m) => m.runId === 'read-1');
    await session.handle({ type: 'readResource', runId: 'read-1', serverId, uri: 'modern://readme' });
    assert.equal((await read).result.cache, 'cached for 30 s (private)');
  });
});
