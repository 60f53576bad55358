// Tasks on a 2026-07-28 session: the io.modelcontextprotocol/tasks extension (SEP-2663), followed with tasks/get,
// given input with tasks/update and cancelled with tasks/cancel, against test/fixtures/servers/modernTaskServer.mjs.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CancelledError } from '../../common/mcp/errors';
import { TASKS_EXTENSION, toolTaskOffer } from '../../common/mcp/modernTasks';
import { TaskCancelledError, TaskEndedError } from '../../common/mcp/toolTask';
import type { TaskRecord, ToolCallOutcome } from '../../common/mcp/types';
import { SamplingGrants, userRequestFeatures, type ElicitationAnswer } from '../../client/src/runner/clientRequests';
import { toolView } from '../../client/src/runner/runnerViews';
import { ServerRequests } from '../../client/src/runner/serverRequests';
import { fileScope, fixtureLaunch, recorded, startHttpServer, type RecordingLogger } from './fixtures';
import { approvingGate, nextRequest } from './userRequestsHelpers';

const { pool, children, tmp } = fileScope();
const calls = tmp.file('modern-tasks.jsonl');

async function runner() {
  const { child, port } = await startHttpServer('modernTaskServer.mjs', [], { MCP_LENS_FIXTURE_CALLS: calls });
  children.push(child);
  const queue = new ServerRequests();
  const { connection, logger } = pool.make('modern-tasks', {
    features: userRequestFeatures(queue, { grants: new SamplingGrants() }),
  });
  await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
  assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
  assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, '2026-07-28');
  return { queue, connection, logger };
}

function completed(outcome: ToolCallOutcome): Extract<ToolCallOutcome, { outcome: 'completed' }> {
  assert.equal(outcome.outcome, 'completed', JSON.stringify(outcome));
  return outcome as Extract<ToolCallOutcome, { outcome: 'completed' }>;
}

const textOf = (outcome: ToolCallOutcome) => JSON.stringify(completed(outcome).result.content);
const statuses = (task: TaskRecord | undefined) => (task?.steps ?? []).map((s) => s.status);
const callsOf = (tool: string) => recorded(calls).filter((c) => c.tool === tool);

function sent(logger: RecordingLogger, method: string): Record<string, unknown>[] {
  return logger.lines
    .filter((l) => l.startsWith('trace → '))
    .map((l) => JSON.parse(l.slice('trace → '.length)) as Record<string, unknown>)
    .filter((m) => m.method === method);
}

function declaredTasks(message: Record<string, unknown>): boolean {
  const meta = (message.params as { _meta?: Record<string, { extensions?: Record<string, unknown> }> })._meta;
  return !!meta?.['io.modelcontextprotocol/clientCapabilities']?.extensions?.[TASKS_EXTENSION];
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (outcome) => assert.fail(`expected an error, got ${JSON.stringify(outcome)}`),
    (e: unknown) => e,
  );
}

describe('tasks on a 2026-07-28 session (the io.modelcontextprotocol/tasks extension)', { timeout: 120_000 }, () => {
  let r: Awaited<ReturnType<typeof runner>>;

  it('runs a tool as a task: the call declares the extension, tasks/get follows it to the result inlined', async () => {
    r = await runner();
    const gate = approvingGate();
    const outcome = completed(
      await r.connection.callTool({ name: 'count_up', arguments: { polls: 3 } }, gate.approve, { asTask: true }),
    );
    assert.match(textOf(outcome), /counted to 3/);
    assert.deepEqual(statuses(outcome.task), ['working', 'completed']);
    assert.equal(gate.seen.length, 1, 'the gate is asked once');
    assert.equal(callsOf('count_up').length, 1, 'the server got the call once');
    assert.equal(callsOf('count_up')[0]?.asTask, true);
    const call = sent(r.logger, 'tools/call').at(-1)!;
    assert.ok(declaredTasks(call), JSON.stringify(call));
    assert.equal(JSON.stringify(call).includes('dev.mcp-lens'), false, 'the internal marker is not sent');
    const gets = sent(r.logger, 'tasks/get');
    assert.equal(gets.length, 3);
    assert.ok(gets.every(declaredTasks), 'tasks/get declares the extension');
  });

  it('offers every tool to run as a task, since tools say nothing of tasks there and the server decides', () => {
    const offer = toolTaskOffer(r.connection);
    assert.equal(offer, 'any-tool');
    const greet = r.connection.catalog?.tools?.find((t) => t.name === 'greet');
    assert.ok(greet);
    assert.equal(toolView('modern-tasks', greet, offer).task, 'server-decides');
  });

  it('a plain call does not declare the extension, and the server runs the tool at once', async () => {
    const outcome = completed(
      await r.connection.callTool({ name: 'count_up', arguments: {} }, approvingGate().approve),
    );
    assert.match(textOf(outcome), /count_up ran at once/);
    assert.equal(outcome.task, undefined);
    assert.equal(declaredTasks(sent(r.logger, 'tools/call').at(-1)!), false);
  });

  it('a tool error is a completed task with an error result', async () => {
    const outcome = completed(
      await r.connection.callTool({ name: 'tool_error', arguments: {} }, approvingGate().approve, { asTask: true }),
    );
    assert.equal(outcome.result.isError, true);
    assert.equal(outcome.task?.status, 'completed');
  });

  it('a failed task is an error that gives the JSON-RPC error it failed with', async () => {
    const error = await failure(
      r.connection.callTool({ name: 'crash', arguments: {} }, approvingGate().approve, { asTask: true }),
    );
    assert.ok(error instanceof TaskEndedError, String(error));
    assert.equal(error.message, 'The task failed: The worker crashed (error -32603)');
    assert.equal(error.task.status, 'failed');
  });

  it('a cancelled call sends tasks/cancel, and shows what the server made of it', async () => {
    const abort = new AbortController();
    const call = r.connection.callTool({ name: 'wait_forever', arguments: {} }, approvingGate().approve, {
      asTask: true,
      signal: abort.signal,
      onTask: (task) => {
        if (task.status === 'working') abort.abort();
      },
    });
    const error = await failure(call);
    assert.ok(error instanceof TaskCancelledError, String(error));
    assert.ok(error instanceof CancelledError);
    assert.equal(error.task.status, 'cancelled');
    assert.equal(error.cancelProblem, undefined);
    assert.equal(recorded(calls).filter((c) => c.method === 'tasks/cancel').length, 1);
  });

  it('answers the input a task asks for on a request card, and sends it with tasks/update', async () => {
    const gate = approvingGate();
    const call = r.connection.callTool({ name: 'confirm_delete', arguments: { filename: 'a.txt' } }, gate.approve, {
      asTask: true,
    });
    const request = await nextRequest(r.queue, call);
    assert.equal(request.kind, 'elicitation');
    r.queue.answer(request.id, { action: 'accept', content: { confirm: true } } satisfies ElicitationAnswer);
    const outcome = completed(await call);
    assert.match(textOf(outcome), /delete a\.txt: confirm=true/);
    assert.deepEqual(statuses(outcome.task), ['input_required', 'completed']);
    const updates = recorded(calls).filter((c) => c.method === 'tasks/update');
    assert.deepEqual(updates.at(-1)?.inputResponses, { confirm: { action: 'accept', content: { confirm: true } } });
    assert.equal(gate.seen.length, 1, 'the input does not pass the gate again');
    assert.equal(callsOf('confirm_delete').length, 1);
  });

  it('answers two input requests of one round, each on its card, and sends both with one tasks/update', async () => {
    const call = r.connection.callTool({ name: 'multi_input', arguments: {} }, approvingGate().approve, {
      asTask: true,
    });
    const first = await nextRequest(r.queue, call);
    r.queue.answer(first.id, { action: 'accept', content: { name: 'one' } } satisfies ElicitationAnswer);
    const second = await nextRequest(r.queue, call);
    r.queue.answer(second.id, { action: 'accept', content: { name: 'two' } } satisfies ElicitationAnswer);
    const text = JSON.parse((completed(await call).result.content as { text: string }[])[0]!.text) as object;
    assert.deepEqual(Object.keys(text).sort(), ['first', 'second']);
    const updates = recorded(calls).filter((c) => c.method === 'tasks/update');
    assert.deepEqual(Object.keys(updates.at(-1)?.inputResponses as object).sort(), ['first', 'second']);
  });

  it('a call answered input_required first, and then with a task, is followed to its result', async () => {
    const gate = approvingGate();
    const call = r.connection.callTool({ name: 'ask_then_task', arguments: {} }, gate.approve, { asTask: true });
    const request = await nextRequest(r.queue, call);
    r.queue.answer(request.id, { action: 'accept', content: { name: 'Alice' } } satisfies ElicitationAnswer);
    const outcome = completed(await call);
    assert.match(textOf(outcome), /Hello, Alice!/);
    assert.equal(outcome.task?.status, 'completed');
    assert.equal(gate.seen.length, 1);
    const rounds = callsOf('ask_then_task');
    assert.equal(rounds.length, 2, 'the call, and its retry with the answer');
    assert.ok(sent(r.logger, 'tools/call').slice(-2).every(declaredTasks), 'the retry declares the extension too');
  });

  it('a declined card is sent as declined', async () => {
    const call = r.connection.callTool(
      { name: 'confirm_delete', arguments: { filename: 'b.txt' } },
      approvingGate().approve,
      { asTask: true },
    );
    const request = await nextRequest(r.queue, call);
    r.queue.answer(request.id, { action: 'decline' } satisfies ElicitationAnswer);
    assert.match(textOf(await call), /delete b\.txt: decline/);
  });

  it('a task the server no longer knows (-32602) is an error, and the connection stays up', async () => {
    const error = await failure(
      r.connection.callTool({ name: 'forget', arguments: {} }, approvingGate().approve, { asTask: true }),
    );
    assert.ok(error instanceof TaskEndedError, String(error));
    assert.match(error.message, /^The server no longer answers for the task: tasks\/get failed: Unknown task/);
    assert.equal(r.connection.state.status, 'running');
  });

  it('a task in a status that does not exist is an error that shows the answer', async () => {
    const error = await failure(
      r.connection.callTool({ name: 'bad_status', arguments: {} }, approvingGate().approve, { asTask: true }),
    );
    assert.ok(error instanceof TaskEndedError, String(error));
    assert.match(error.message, /answered tasks\/get for .* without that task .*exploded/);
    assert.equal(r.connection.state.status, 'running');
  });

  it('a plain call of a tool the server runs only as a task ends with -32021, saying to run it as a task', async () => {
    await assert.rejects(
      r.connection.callTool({ name: 'failing_job', arguments: {} }, approvingGate().approve),
      /extension io\.modelcontextprotocol\/tasks .*"Run as a task"/,
    );
  });

  it('a task handle without a taskId is an error that shows it', async () => {
    await assert.rejects(
      r.connection.callTool({ name: 'no_task_id', arguments: {} }, approvingGate().approve, { asTask: true }),
      /answered tools\/call with resultType "task" but without a task .*"status":"working"/,
    );
    assert.equal(r.connection.state.status, 'running');
  });

  it('a denied call sends nothing, task or not', async () => {
    const before = callsOf('count_up').length;
    const outcome = await r.connection.callTool({ name: 'count_up', arguments: {} }, async () => false, {
      asTask: true,
    });
    assert.equal(outcome.outcome, 'denied');
    assert.equal(callsOf('count_up').length, before);
  });
});

describe('tasks on a 2026-07-28 session whose server does not declare the extension', { timeout: 60_000 }, () => {
  it('offers no task, and refuses one before the gate', async () => {
    const { connection } = pool.make('modern-no-tasks', {});
    await connection.start(fixtureLaunch('revisionServer.mjs'));
    assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, '2026-07-28');
    assert.equal(toolTaskOffer(connection), false);
    const gate = approvingGate();
    await assert.rejects(
      connection.callTool({ name: 'echo', arguments: { text: 'x' } }, gate.approve, { asTask: true }),
      /does not declare the io\.modelcontextprotocol\/tasks extension in its capabilities, so echo cannot run as/,
    );
    assert.equal(gate.seen.length, 0);
  });
});
