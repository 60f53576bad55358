// What a 2026-07-28 server declares in server/discover gates the runner's features as initialize's does on 2025:
// argument completions through the servers model and the runner's session; no log level, which 2026-07-28 removed.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { RunnerToWebview } from '../../client/src/protocol/runnerPage';
import { once } from '../../common/mcp/emitter';
import { readAppResource } from '../../common/mcp/apps/appResource';
import { isAppOnlyTool, toolUiResourceUri } from '../../common/mcp/apps/uiMeta';
import type { ApprovalGate, CallOrigin } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { runnerSessionOf } from '../helpers/recordingRunnerHost';
import { FIXTURES, scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
const REVISION = join(FIXTURES, 'revisionServer.mjs');
writeWorkspaceServers(tmp.dir, {
  modern: { type: 'stdio', command: process.execPath, args: [REVISION, '--completions', '--logging', '--app'] },
  plain: { type: 'stdio', command: process.execPath, args: [REVISION] },
});
const origins: (CallOrigin | undefined)[] = [];
const approve: ApprovalGate = async (request) => {
  origins.push(request.origin);
  return true;
};
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve });
const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });
const id = (name: string) => model.servers().find((d) => d.name === name)!.id;

type Completions = Extract<RunnerToWebview, { type: 'completions' }>;
const answerTo = (requestId: string): Promise<Completions> => {
  const hit = recording.posts.find((m): m is Completions => m.type === 'completions' && m.requestId === requestId);
  return hit
    ? Promise.resolve(hit)
    : (once(
        recording.posted.event,
        (m) => m.type === 'completions' && m.requestId === requestId,
      ) as Promise<Completions>);
};

describe('server capabilities on a 2026-07-28 session', { timeout: 60_000 }, () => {
  before(async () => {
    await model.reload();
    await Promise.all([model.start(id('modern')), model.start(id('plain'))]);
    for (const name of ['modern', 'plain']) {
      const state = model.state(id(name));
      assert.equal(state.status === 'running' && state.protocolVersion, '2026-07-28', JSON.stringify(state));
    }
    await session.handle({ type: 'ready' });
  });

  it('completes a prompt argument of a server that declares completions in server/discover', async () => {
    assert.equal(model.declares(id('modern')).completions, true);
    const ref = { type: 'ref/prompt', name: 'visit' } as const;
    assert.deepEqual((await model.complete(id('modern'), ref, { name: 'city', value: 'Be' })).values, [
      'Berlin',
      'Bern',
    ]);
    await session.handle({
      type: 'complete',
      requestId: 'm-1',
      serverId: id('modern'),
      kind: 'prompt',
      key: 'visit',
      argument: 'city',
      value: 'B',
      context: {},
    });
    assert.deepEqual((await answerTo('m-1')).values, ['Berlin', 'Bern', 'Boston']);
  });

  it('asks no completions of a 2026-07-28 server that does not declare them', async () => {
    assert.equal(model.declares(id('plain')).completions, false);
    await assert.rejects(
      model.complete(id('plain'), { type: 'ref/prompt', name: 'greet' }, { name: 'name', value: '' }),
      /plain does not declare the completions capability/,
    );
  });

  it('offers no log level: 2026-07-28 has no logging/setLevel, even for a server that declares logging', async () => {
    assert.equal(model.declares(id('modern')).logging, false);
    const servers = recording.posts
      .filter((m): m is Extract<RunnerToWebview, { type: 'servers' }> => m.type === 'servers')
      .at(-1)!.servers;
    assert.deepEqual(
      servers.map((s) => [s.name, s.completions ?? false, s.logging]),
      [
        ['modern', true, undefined],
        ['plain', false, undefined],
      ],
    );
    await assert.rejects(model.setLogLevel(id('modern'), 'debug'), /speaks 2026-07-28, which has no logging\/setLevel/);
  });

  it("renders an MCP App's UI resource and lets the app call its tool, through the approval gate", async () => {
    const tools = model.catalog(id('modern'))!.tools!;
    const show = tools.find((t) => t.name === 'show_card')!;
    const uri = toolUiResourceUri(show);
    assert.equal(uri, 'ui://card');
    const listing = model.catalog(id('modern'))!.resources!.find((r) => r.uri === uri);
    const app = await readAppResource((u) => model.readResource(id('modern'), u, { reuse: true }), uri, listing);
    assert.equal(app.html, '<!doctype html><p>card</p>');
    assert.deepEqual(app.notes, []);
    assert.ok(isAppOnlyTool(tools.find((t) => t.name === 'card_data')));
    const origin = { kind: 'app', tool: 'show_card', uri } as const;
    const outcome = await model.callTool(id('modern'), 'card_data', {}, { origin });
    assert.equal(outcome.outcome, 'completed', JSON.stringify(outcome));
    assert.deepEqual(origins.at(-1), origin, 'the gate was asked, and told the app asks');
  });
});
