// Tasks as the runner shows them, against our task fixture: each status reaches the page, the result and history keep
// the task, a re-run is a task again, and a cancelled or failed task says what happened.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { RunnerToWebview } from '../../client/src/protocol/runnerPage';
import type { ToolResultView } from '../../client/src/protocol/runnerViews';
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate, ToolCallRequest } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { runnerSessionOf } from '../helpers/recordingRunnerHost';
import { FIXTURES, scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  tasks: { type: 'stdio', command: process.execPath, args: [join(FIXTURES, 'taskServer.mjs')] },
  plain: { type: 'stdio', command: process.execPath, args: [join(FIXTURES, 'wellBehaved.mjs')] },
});
const gateSeen: ToolCallRequest[] = [];
const approve: ApprovalGate = async (request) => {
  gateSeen.push(request);
  return true;
};
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve });
const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });
const id = (name: string) => model.servers().find((d) => d.name === name)!.id;

type Message<T extends RunnerToWebview['type']> = Extract<RunnerToWebview, { type: T }>;
function next<T extends RunnerToWebview['type']>(
  type: T,
  test: (m: Message<T>) => boolean = () => true,
): Promise<Message<T>> {
  const ok = (m: RunnerToWebview): m is Message<T> => m.type === type && test(m as Message<T>);
  const hit = recording.posts.find(ok);
  return hit ? Promise.resolve(hit) : (once(recording.posted.event, ok) as Promise<Message<T>>);
}

async function run(
  runId: string,
  name: string,
  args: Record<string, unknown>,
  asTask?: boolean,
): Promise<ToolResultView> {
  const result = next('toolResult', (m) => m.runId === runId);
  await session.handle({
    type: 'runTool',
    runId,
    serverId: id('tasks'),
    name,
    arguments: args,
    ...(asTask === undefined ? {} : { asTask }),
  });
  return (await result).result;
}

describe('tasks in the runner', { timeout: 60_000 }, () => {
  before(async () => {
    await model.reload();
    await Promise.all([model.start(id('tasks')), model.start(id('plain'))]);
    await session.handle({ type: 'ready', serverId: id('tasks') });
  });

  it('says which tools run as tasks: always, when asked, or never (a server without tasks offers none)', async () => {
    const view = async (serverId: string, key: string) => {
      const shown = next('tool', (m) => m.view.serverId === serverId && m.view.name === key);
      await session.handle({ type: 'describe', serverId, kind: 'tool', key });
      return (await shown).view;
    };
    assert.equal((await view(id('tasks'), 'fail_with_result')).task, 'required');
    assert.equal((await view(id('tasks'), 'maybe_task')).task, 'optional');
    assert.equal((await view(id('tasks'), 'plain_sum')).task, undefined);
    const plainTool = String(model.catalog(id('plain'))!.tools![0]!.name);
    assert.equal((await view(id('plain'), plainTool)).task, undefined);
  });

  it('posts each status of a task as it comes, and the result keeps the task', async () => {
    gateSeen.length = 0;
    const result = await run('run-fail', 'fail_with_result', {});
    const statuses = recording.posts
      .filter((m): m is Message<'task'> => m.type === 'task' && m.runId === 'run-fail')
      .map((m) => m.task.steps.at(-1)?.statusMessage ?? m.task.status);
    assert.ok(statuses.includes('Checking the disk…'), statuses.join(' | '));
    assert.equal(result.status, 'isError');
    assert.equal(result.task?.status, 'failed');
    assert.deepEqual(
      gateSeen.map((r) => r.tool.name),
      ['fail_with_result'],
      'the approval gate stood before the task',
    );
    const entry = (await next('history', (m) => m.entries.some((e) => e.id === result.id))).entries.find(
      (e) => e.id === result.id,
    );
    assert.equal(entry?.task, 'failed', 'the history keeps that it ran as a task');
  });

  it('runs an optional task plainly unless the page asks, and as a task when it does; run again, a task stays a task', async () => {
    const plain = await run('run-plain', 'maybe_task', { a: 2, b: 3 });
    assert.equal(plain.task, undefined);
    const asTask = await run('run-task', 'maybe_task', { a: 2, b: 3 }, true);
    assert.equal(asTask.task?.status, 'completed');
    assert.match(JSON.stringify(asTask.content), /sum as a task: 5/);
    const phase = (runId: string) =>
      recording.posts.find(
        (m): m is Message<'phase'> => m.type === 'phase' && m.runId === runId && m.phase === 'running',
      );
    assert.ok(phase('run-plain')?.timeoutMs, 'a plain call times out');
    assert.equal(phase('run-task')?.timeoutMs, undefined, 'a task has no one timeout: the page shows none');
    const again = next('toolResult', (m) => m.runId === 'run-again');
    await session.handle({ type: 'rerun', runId: 'run-again', resultId: asTask.id });
    assert.equal((await again).result.task?.status, 'completed');
  });

  it('a cancelled task says that tasks/cancel was sent and answered', async () => {
    const result = next('toolResult', (m) => m.runId === 'run-cancel');
    const working = next(
      'task',
      (m) => m.runId === 'run-cancel' && m.task.steps.some((s) => s.statusMessage === 'Waiting to be cancelled'),
    );
    const running = session.handle({
      type: 'runTool',
      runId: 'run-cancel',
      serverId: id('tasks'),
      name: 'until_cancelled',
      arguments: {},
    });
    await working;
    await session.handle({ type: 'cancel', runId: 'run-cancel' });
    await running;
    const view = (await result).result;
    assert.equal(view.status, 'cancelled');
    assert.equal(
      view.message,
      'Cancelled — you cancelled the task; the server was sent tasks/cancel; it answered that the task is cancelled.',
    );
    assert.equal(view.task?.status, 'cancelled');
  });

  it('a task that failed without a result is a failure with the server’s words', async () => {
    const view = await run('run-crash', 'fail_without_result', {});
    assert.equal(view.status, 'failed');
    assert.match(view.message ?? '', /^The task failed: The worker crashed/);
    assert.equal(view.task?.status, 'failed');
  });

  it('refuses a task the tool does not support, with the reason, and nothing reaches the gate', async () => {
    gateSeen.length = 0;
    const view = await run('run-refused', 'plain_sum', { a: 1, b: 1 }, true);
    assert.equal(view.status, 'failed');
    assert.match(view.message ?? '', /plain_sum does not support running as a task/);
    assert.deepEqual(gateSeen, []);
  });
});
