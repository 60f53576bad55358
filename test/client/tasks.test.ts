// Tasks (SEP-1686) against server-everything and our fixture: followed to a result or cancelled, needing input on the
// way, and the server's own requests asked as tasks.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { clientCapabilities } from '../../common/mcp/clientFeatures';
import { CancelledError } from '../../common/mcp/errors';
import { TaskCancelledError, TaskEndedError } from '../../common/mcp/toolTask';
import type { TaskRecord, ToolCallOutcome } from '../../common/mcp/types';
import {
  SamplingGrants,
  userRequestFeatures,
  type ElicitationAnswer,
  type SamplingAnswer,
} from '../../client/src/runner/clientRequests';
import { ServerRequests } from '../../client/src/runner/serverRequests';
import { serverRequestView } from '../../client/src/runner/serverRequestViews';
import { EVERYTHING_STDIO, fileScope, fixtureLaunch } from './fixtures';
import { approvingGate, nextRequest } from './userRequestsHelpers';

const { pool, tmp } = fileScope();
const { seen: gateSeen, approve } = approvingGate();

function setUp(name: string, launch = EVERYTHING_STDIO) {
  const queue = new ServerRequests();
  const features = {
    roots: () => [{ uri: 'file:///work', name: 'work' }],
    ...userRequestFeatures(queue, { grants: new SamplingGrants() }),
  };
  const { connection, logger } = pool.make(name, { features });
  return { queue, connection, logger, start: () => connection.start(launch) };
}

function completed(outcome: ToolCallOutcome): Extract<ToolCallOutcome, { outcome: 'completed' }> {
  assert.equal(outcome.outcome, 'completed');
  return outcome as Extract<ToolCallOutcome, { outcome: 'completed' }>;
}

const textOf = (outcome: ToolCallOutcome) => JSON.stringify(completed(outcome).result.content);
const statuses = (task: TaskRecord | undefined) => (task?.steps ?? []).map((s) => s.status);

describe('declaring tasks', () => {
  it('declares tasks, with the requests it can take as tasks, only beside elicitation or sampling', () => {
    const elicit = async () => ({ action: 'cancel' as const });
    const sample = async () => ({
      role: 'assistant' as const,
      content: { type: 'text' as const, text: '' },
      model: 'm',
    });
    assert.deepEqual(clientCapabilities({ tasks: true }), {});
    assert.deepEqual(clientCapabilities({ tasks: true, elicitation: { modes: ['form'], elicit } }).tasks, {
      list: {},
      cancel: {},
      requests: { elicitation: { create: {} } },
    });
    assert.deepEqual(
      clientCapabilities({ tasks: true, elicitation: { modes: ['form'], elicit }, sampling: { sample } }).tasks,
      {
        list: {},
        cancel: {},
        requests: { elicitation: { create: {} }, sampling: { createMessage: {} } },
      },
    );
    assert.equal(
      clientCapabilities({ elicitation: { modes: ['form'], elicit } }).tasks,
      undefined,
      'no tasks unless given',
    );
  });
});

describe('tasks against server-everything', { timeout: 120_000 }, () => {
  const everything = setUp('everything-tasks');

  it('lists all 19 of its tools to a client that declares roots, elicitation, sampling and tasks (the async ones too)', async () => {
    await everything.start();
    const names = (everything.connection.catalog?.tools ?? []).map((t) => String(t.name));
    assert.equal(names.length, 19, names.join(', '));
    for (const tool of [
      'trigger-elicitation-request-async',
      'trigger-sampling-request-async',
      'simulate-research-query',
    ]) {
      assert.ok(names.includes(tool), `${tool} in ${names.join(', ')}`);
    }
  });

  it('runs simulate-research-query as a task (it requires one), shows each stage, and fetches the report', async () => {
    gateSeen.length = 0;
    const seen: TaskRecord[] = [];
    const outcome = completed(
      await everything.connection.callTool(
        { name: 'simulate-research-query', arguments: { topic: 'tides' } },
        approve,
        { onTask: (t) => seen.push(t) },
      ),
    );
    assert.match(textOf(outcome), /Research Report: tides/);
    assert.equal(outcome.task?.status, 'completed');
    assert.ok(outcome.task!.taskId.length > 0);
    const messages = outcome.task!.steps.map((s) => s.statusMessage ?? '');
    for (const stage of ['Gathering sources', 'Generating report']) {
      assert.ok(
        messages.some((m) => m.startsWith(stage)),
        `saw "${stage}" in ${messages.join(' | ')}`,
      );
    }
    assert.equal(statuses(outcome.task).at(-1), 'completed');
    assert.ok(seen.length >= 3, 'each new status was reported as it came');
    assert.deepEqual(
      gateSeen.map((r) => r.tool.name),
      ['simulate-research-query'],
      'the approval gate stood before the task',
    );
  });

  it('cancels a running task with tasks/cancel', async () => {
    const abort = new AbortController();
    const call = everything.connection.callTool(
      { name: 'simulate-research-query', arguments: { topic: 'cancelled' } },
      approve,
      {
        signal: abort.signal,
        onTask: (t) => {
          if (t.steps.some((s) => s.statusMessage?.startsWith('Gathering'))) abort.abort();
        },
      },
    );
    const error = await call.then(
      () => assert.fail('a cancelled task has no result'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof TaskCancelledError, String(error));
    assert.ok(error instanceof CancelledError, 'a cancelled task is a cancelled call');
    assert.equal(error.task.status, 'cancelled', 'the server answered tasks/cancel with the cancelled task');
    assert.equal(error.cancelProblem, undefined);
    assert.match(everything.logger.lines.join('\n'), /tasks\/cancel/);
  });

  it('answers the elicitation a task asks for on the way (input_required, delivered on tasks/result)', async () => {
    const { queue, connection } = everything;
    const call = connection.callTool(
      { name: 'simulate-research-query', arguments: { topic: 'python', ambiguous: true } },
      approve,
    );
    const request = await nextRequest(queue, call);
    assert.equal(request.kind, 'elicitation');
    queue.answer(request.id, { action: 'accept', content: { interpretation: 'snake' } } satisfies ElicitationAnswer);
    const outcome = completed(await call);
    assert.match(textOf(outcome), /python \(snake\)/);
    assert.ok(statuses(outcome.task).includes('input_required'), statuses(outcome.task).join(' → '));
  });

  it('answers an async sampling request as a task of the client: the server polls it and reads the reply', async () => {
    const { queue, connection } = everything;
    const call = connection.callTool(
      { name: 'trigger-sampling-request-async', arguments: { prompt: 'Say hi', maxTokens: 20 } },
      approve,
    );
    const request = await nextRequest(queue, call);
    assert.equal(request.kind, 'sampling');
    assert.ok(request.taskId, 'the request knows it was asked as a task');
    assert.equal(serverRequestView(request).taskId, request.taskId, 'and the runner says so');
    queue.answer(request.id, {
      reply: { role: 'assistant', content: { type: 'text', text: 'Hi from the user' }, model: 'by-hand' },
    } satisfies SamplingAnswer);
    const text = textOf(await call);
    assert.match(text, /\[COMPLETED\] Async sampling completed/);
    assert.match(text, /Hi from the user/);
    assert.match(
      text,
      /Poll \d+: completed - Answered by the user in MCP Lens/,
      'the task no longer says it waits once answered',
    );
  });

  it('a declined async sampling request fails its task, and the server reads that', async () => {
    const { queue, connection } = everything;
    const call = connection.callTool(
      { name: 'trigger-sampling-request-async', arguments: { prompt: 'Say no', maxTokens: 20 } },
      approve,
    );
    const request = await nextRequest(queue, call);
    queue.answer(request.id, { refuse: 'decline' } satisfies SamplingAnswer);
    assert.match(textOf(await call), /\[FAILED\] User rejected sampling request/);
  });

  it('answers an async elicitation as a task of the client', async () => {
    const { queue, connection } = everything;
    const call = connection.callTool({ name: 'trigger-elicitation-request-async', arguments: {} }, approve);
    const request = await nextRequest(queue, call);
    assert.equal(request.kind, 'elicitation');
    assert.ok(request.taskId);
    queue.answer(request.id, { action: 'accept', content: { name: 'Grace' } } satisfies ElicitationAnswer);
    const text = textOf(await call);
    assert.match(text, /COMPLETED/);
    assert.match(text, /Grace/);
  });
});

describe('tasks against a fixture of ours', { timeout: 120_000 }, () => {
  const fixture = setUp(
    'task-server',
    fixtureLaunch('taskServer.mjs', { env: { MCP_LENS_FIXTURE_CALLS: tmp.file('tasks.jsonl') } }),
  );

  it('a task that fails with an error result shows that result, and that it failed', async () => {
    await fixture.start();
    const outcome = completed(await fixture.connection.callTool({ name: 'fail_with_result', arguments: {} }, approve));
    assert.equal(outcome.result.isError, true);
    assert.match(textOf(outcome), /The disk is full/);
    assert.equal(outcome.task?.status, 'failed');
    assert.ok(outcome.task!.steps.some((s) => s.statusMessage === 'Checking the disk…'));
  });

  it('a task that fails without a result is an error that says why', async () => {
    const error = await fixture.connection.callTool({ name: 'fail_without_result', arguments: {} }, approve).then(
      () => assert.fail('no result'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof TaskEndedError, String(error));
    assert.match(error.message, /^The task failed: The worker crashed; tasks\/result answered: /);
    assert.equal(error.task.status, 'failed');
  });

  it('an optional task runs plainly unless asked, and as a task when asked', async () => {
    const plain = completed(
      await fixture.connection.callTool({ name: 'maybe_task', arguments: { a: 1, b: 2 } }, approve),
    );
    assert.equal(plain.task, undefined);
    const asTask = completed(
      await fixture.connection.callTool({ name: 'maybe_task', arguments: { a: 1, b: 2 } }, approve, { asTask: true }),
    );
    assert.match(textOf(asTask), /sum as a task: 3/);
    assert.equal(asTask.task?.status, 'completed');
  });

  it('refuses, before the gate, a task of a tool that does not support one', async () => {
    gateSeen.length = 0;
    await assert.rejects(
      fixture.connection.callTool({ name: 'plain_sum', arguments: { a: 1, b: 2 } }, approve, { asTask: true }),
      /plain_sum does not support running as a task \(its execution\.taskSupport is forbidden\)/,
    );
    assert.deepEqual(gateSeen, []);
  });

  it('the server hears tasks/cancel, and its task ends', async () => {
    const abort = new AbortController();
    const error = await fixture.connection
      .callTool({ name: 'until_cancelled', arguments: {} }, approve, {
        signal: abort.signal,
        onTask: (t) => t.steps.some((s) => s.statusMessage === 'Waiting to be cancelled') && abort.abort(),
      })
      .then(
        () => assert.fail('no result'),
        (e: unknown) => e,
      );
    assert.ok(error instanceof TaskCancelledError, String(error));
    await fixture.logger.waitFor(new RegExp(`until_cancelled saw the cancel of ${error.task.taskId}`));
  });

  it('a task of the client lists, waits for the user, and, cancelled by the server, withdraws its card', async () => {
    const { queue, connection } = fixture;
    const call = connection.callTool({ name: 'ask_then_cancel', arguments: {} }, approve);
    const request = await nextRequest(queue, call);
    assert.ok(request.taskId);
    assert.equal(
      textOf(await call),
      JSON.stringify([{ type: 'text', text: 'listed it; before: input_required; after cancel: cancelled' }]),
    );
    // the card goes as the cancel is handled, before the server hears back (long before the task would expire)
    assert.deepEqual(queue.pending(), []);
    assert.match(queue.notices.at(-1)?.text ?? '', /task-server withdrew its request for input/);
  });

  it('the server reads a sampling task’s reply from tasks/result, and a refusal as the error -1 it would have got', async () => {
    const { queue, connection } = fixture;
    const accepted = connection.callTool({ name: 'sample_as_task', arguments: {} }, approve);
    queue.answer((await nextRequest(queue, accepted)).id, {
      reply: { role: 'assistant', content: { type: 'text', text: 'hello' }, model: 'by-hand' },
    } satisfies SamplingAnswer);
    assert.equal(textOf(await accepted), JSON.stringify([{ type: 'text', text: 'completed: hello' }]));
    const declined = connection.callTool({ name: 'sample_as_task', arguments: {} }, approve);
    queue.answer((await nextRequest(queue, declined)).id, { refuse: 'decline' } satisfies SamplingAnswer);
    assert.equal(
      textOf(await declined),
      JSON.stringify([{ type: 'text', text: 'failed: error -1: MCP error -1: User rejected sampling request' }]),
    );
  });

  it('follows a task by the notifications/tasks/status it sends', async () => {
    const outcome = completed(await fixture.connection.callTool({ name: 'notifies', arguments: {} }, approve));
    assert.match(textOf(outcome), /done by notification/);
    // the step in between is known only from its notification: a poll (5 s at the most) would come after the end
    assert.ok(
      outcome.task!.steps.some((s) => s.status === 'working' && s.statusMessage === 'Halfway'),
      JSON.stringify(outcome.task),
    );
  });
});

describe('tasks and a server that has none', { timeout: 60_000 }, () => {
  it('refuses to run a task on a server that does not declare tasks for tools/call', async () => {
    const { connection, start } = setUp('no-tasks', fixtureLaunch('wellBehaved.mjs'));
    await start();
    const tool = String(connection.catalog?.tools?.[0]?.name);
    await assert.rejects(
      connection.callTool({ name: tool, arguments: {} }, approve, { asTask: true }),
      /does not declare tasks for tools\/call/,
    );
  });
});

describe('tasks of a server that lies about them', { timeout: 60_000 }, () => {
  const liar = setUp('lying-tasks', fixtureLaunch('lyingTasks.mjs'));

  it('a required task answered with a plain result is an error that says what came instead', async () => {
    await liar.start();
    await assert.rejects(
      liar.connection.callTool({ name: 'no_task', arguments: {} }, approve),
      /answered tools\/call run as a task without a task .*not a task/,
    );
  });

  it('a task in a status that does not exist is an error, and the connection stays up', async () => {
    await assert.rejects(
      liar.connection.callTool({ name: 'bad_status', arguments: {} }, approve),
      /answered tasks\/get without a task: .*exploded/,
    );
    assert.equal(liar.connection.state.status, 'running');
  });

  it('a task that ended while its tasks/result was open, with no answer coming, fails after the usual time', async () => {
    const call = liar.connection.callTool({ name: 'silent_result', arguments: {} }, approve, { timeoutMs: 1_000 });
    await assert.rejects(
      call,
      /^Error: tasks\/result timed out: the task ended \(completed\), and the server did not answer within 1 s after$/,
    );
    assert.equal(liar.connection.state.status, 'running');
  });
});

describe('a task that waits for the user longer than the request timeout', { timeout: 60_000 }, () => {
  // long enough that a loaded machine answers every other request within it (400 ms once timed one out beside the
  // e2e suites); the user then takes four times as long
  const REQUEST_TIMEOUT_MS = 2000;
  const queue = new ServerRequests();
  const features = { ...userRequestFeatures(queue, { grants: new SamplingGrants() }) };
  const { connection, logger } = pool.make('everything-slow-user', { features });

  it('keeps its one tasks/result open while the elicitation it carries waits, and the answer reaches the task', async () => {
    // the server's start (npx, initialize) has the default time: a loaded machine took over 2 s for it
    await connection.start(EVERYTHING_STDIO);
    connection.requestTimeoutMs = REQUEST_TIMEOUT_MS;
    const call = connection.callTool(
      { name: 'simulate-research-query', arguments: { topic: 'python', ambiguous: true } },
      approve,
    );
    const request = await nextRequest(queue, call);
    // the user takes longer than the request timeout to answer: the time passing is what is tested
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 4));
    queue.answer(request.id, { action: 'accept', content: { interpretation: 'snake' } } satisfies ElicitationAnswer);
    const outcome = completed(await call);
    assert.match(textOf(outcome), /python \(snake\)/);
    const sent = logger.lines.filter((l) => /→ .*"method":"tasks\/result"/.test(l));
    assert.equal(sent.length, 1, sent.join('\n'));
    assert.doesNotMatch(logger.lines.join('\n'), /timed out|notifications\/cancelled/);
  });
});
