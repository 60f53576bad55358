// Tasks of a 2026-07-28 server (the io.modelcontextprotocol/tasks extension) as the runner shows them: the same task
// view as 2025 tasks, against test/fixtures/servers/modernTaskServer.mjs over Streamable HTTP.
import { strict as assert } from 'node:assert';
import type { ChildProcess } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { RunnerToWebview } from '../../client/src/protocol/runnerPage';
import type { ToolResultView } from '../../client/src/protocol/runnerViews';
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate, ToolCallRequest } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { runnerSessionOf } from '../helpers/recordingRunnerHost';
import { scratch, startHttpServer, stopChild } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
const gateSeen: ToolCallRequest[] = [];
const approve: ApprovalGate = async (request) => {
  gateSeen.push(request);
  return true;
};
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve });
let child: ChildProcess | undefined;
// registered before runnerSessionOf's own end, so the fixture has stopped when it looks for leaks
after(async () => {
  if (child) await stopChild(child);
});
const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });
const id = () => model.servers().find((d) => d.name === 'modern')!.id;

type Message<T extends RunnerToWebview['type']> = Extract<RunnerToWebview, { type: T }>;
function next<T extends RunnerToWebview['type']>(
  type: T,
  test: (m: Message<T>) => boolean = () => true,
): Promise<Message<T>> {
  const ok = (m: RunnerToWebview): m is Message<T> => m.type === type && test(m as Message<T>);
  const hit = recording.posts.find(ok);
  return hit ? Promise.resolve(hit) : (once(recording.posted.event, ok) as Promise<Message<T>>);
}

async function run(runId: string, name: string, args: Record<string, unknown>, asTask?: boolean) {
  const result = next('toolResult', (m) => m.runId === runId);
  await session.handle({
    type: 'runTool',
    runId,
    serverId: id(),
    name,
    arguments: args,
    ...(asTask === undefined ? {} : { asTask }),
  });
  return (await result).result;
}

describe('tasks of a 2026-07-28 server in the runner', { timeout: 60_000 }, () => {
  before(async () => {
    const started = await startHttpServer('modernTaskServer.mjs');
    child = started.child;
    pids.add(child.pid!);
    writeWorkspaceServers(tmp.dir, { modern: { type: 'http', url: `http://127.0.0.1:${started.port}/mcp` } });
    await model.reload();
    await model.start(id());
    const state = model.state(id());
    assert.equal(state.status === 'running' && state.protocolVersion, '2026-07-28', JSON.stringify(state));
    await session.handle({ type: 'ready', serverId: id() });
  });

  it('offers every tool to run as a task, the server deciding', async () => {
    const shown = next('tool', (m) => m.view.name === 'greet');
    await session.handle({ type: 'describe', serverId: id(), kind: 'tool', key: 'greet' });
    assert.equal((await shown).view.task, 'server-decides');
  });

  it('posts each status as it comes, the result and history keep the task, and a re-run is a task again', async () => {
    gateSeen.length = 0;
    const result: ToolResultView = await run('run-count', 'count_up', { polls: 2 }, true);
    const posted = recording.posts
      .filter((m): m is Message<'task'> => m.type === 'task' && m.runId === 'run-count')
      .map((m) => m.task.status);
    assert.deepEqual(posted, ['working', 'completed']);
    assert.equal(result.task?.status, 'completed');
    assert.match(JSON.stringify(result.content), /counted to 2/);
    assert.deepEqual(
      gateSeen.map((r) => r.tool.name),
      ['count_up'],
    );
    const running = recording.posts.find(
      (m): m is Message<'phase'> => m.type === 'phase' && m.runId === 'run-count' && m.phase === 'running',
    );
    assert.equal(running?.timeoutMs, undefined, 'a task has no one timeout');
    const entry = (await next('history', (m) => m.entries.some((e) => e.id === result.id))).entries.find(
      (e) => e.id === result.id,
    );
    assert.equal(entry?.task, 'completed');
    const again = next('toolResult', (m) => m.runId === 'run-again');
    await session.handle({ type: 'rerun', runId: 'run-again', resultId: result.id });
    assert.equal((await again).result.task?.status, 'completed');
  });

  it('a cancelled task says that tasks/cancel was sent, and what the server said after', async () => {
    const result = next('toolResult', (m) => m.runId === 'run-cancel');
    const working = next('task', (m) => m.runId === 'run-cancel' && m.task.status === 'working');
    const running = session.handle({
      type: 'runTool',
      runId: 'run-cancel',
      serverId: id(),
      name: 'wait_forever',
      arguments: {},
      asTask: true,
    });
    await working;
    await session.handle({ type: 'cancel', runId: 'run-cancel' });
    await running;
    const view = (await result).result;
    assert.equal(view.status, 'cancelled');
    assert.equal(view.task?.status, 'cancelled');
    assert.match(view.message ?? '', /tasks\/cancel/);
  });

  it('a failed task is a failure with the error it failed with', async () => {
    const view = await run('run-crash', 'crash', {}, true);
    assert.equal(view.status, 'failed');
    assert.equal(view.message, 'The task failed: The worker crashed (error -32603)');
    assert.equal(view.task?.status, 'failed');
  });
});
