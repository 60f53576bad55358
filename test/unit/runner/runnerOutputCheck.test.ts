// A tool result shows at once with its output check pending, and the verdict follows in a message tied to its id.
// The page's side is the webview's own withOutputCheck, fed the session's messages in order.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { once } from '../../../common/mcp/emitter';
import { RunHistory } from '../../../client/src/runner/history';
import { withCheckAbandoned, withOutputCheck } from '../../../client/src/runner/outputCheck';
import { RunnerSession } from '../../../client/src/runner/runnerSession';
import { toolResultView } from '../../../client/src/runner/runnerViews';
import { SchemaChecker } from '../../../client/src/runner/schemaChecker';
import type { RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import type { ToolResultView } from '../../../client/src/protocol/runnerViews';
import { assertNoLeaks, FIXTURES, scratch } from '../../client/fixtures';
import { fixtureServersModel, writeWorkspaceServers } from '../../helpers/fixtureModel';
import { recordingRunnerHost } from '../../helpers/recordingRunnerHost';
import { REPO_ROOT } from '../../helpers/paths';

const LIMIT_MS = 1000;
const EXPLOSIVE = `${'a'.repeat(48)}!`;
const TIMED_OUT = `The output schema could not be checked: validation took longer than ${LIMIT_MS / 1000} s (the schema may contain a pathological pattern).`;

type Message<T extends RunnerToWebview['type']> = Extract<RunnerToWebview, { type: T }>;

const tmp = scratch();
const pids = new Set<number>();
const stdio = (fixture: string) => ({
  type: 'stdio',
  command: process.execPath,
  args: [join(FIXTURES, fixture)],
  env: { MCP_LENS_FIXTURE_CALLS: tmp.file(`${fixture}.jsonl`) },
});
writeWorkspaceServers(tmp.dir, { fixture: stdio('runnerFixture.mjs'), hostile: stdio('pathologicalSchema.mjs') });
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve: async () => true });

const { host, posts, posted } = recordingRunnerHost(model);

const history = new RunHistory();
const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js'), limitMs: LIMIT_MS });
const session = new RunnerSession(model, history, host, schemas);
const ids = { fixture: '', hostile: '' };

before(async () => {
  await model.reload();
  for (const d of model.servers()) ids[d.name as keyof typeof ids] = d.id;
  await Promise.all([model.start(ids.fixture), model.start(ids.hostile)]);
  await session.handle({ type: 'ready', serverId: ids.fixture });
});

after(async () => {
  session.dispose();
  await schemas.dispose();
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

/** The first message already posted since `from`, or still to come, that passes `test`. */
function next<T extends RunnerToWebview['type']>(
  type: T,
  test: (m: Message<T>) => boolean,
  from: number,
): Promise<Message<T>> {
  const ok = (m: RunnerToWebview): m is Message<T> => m.type === type && test(m as Message<T>);
  const hit = posts.slice(from).find(ok);
  return hit ? Promise.resolve(hit) : (once(posted.event, ok) as Promise<Message<T>>);
}

/** Starts a call; resolves with its result message as soon as it is posted (the check may still be running). */
let runs = 0;
async function call(server: keyof typeof ids, name: string, args: Record<string, unknown>) {
  const runId = `run-${++runs}`;
  const from = posts.length;
  const result = next('toolResult', (m) => m.runId === runId, from);
  // not awaited: handle() returns only once the output check has finished
  const handled = session.handle({ type: 'runTool', runId, serverId: ids[server], name, arguments: args });
  const message = await result;
  return {
    from,
    message,
    view: message.result,
    at: posts.indexOf(message),
    handled,
    verdictsSoFar: posts.slice(from).filter((m) => m.type === 'outputCheck').length,
  };
}

function verdictFor(resultId: string, from: number) {
  return next('outputCheck', (m) => m.resultId === resultId, from);
}

/** What the page shows after these messages, deciding as the webview does. */
function page(messages: readonly RunnerToWebview[]): ToolResultView | undefined {
  let shown: ToolResultView | undefined;
  for (const m of messages) {
    if (m.type === 'toolResult') shown = m.result;
    else if (m.type === 'outputCheck') shown = withOutputCheck(shown, m.resultId, m.verdict) ?? shown;
  }
  return shown;
}

describe('the output check follows the result', () => {
  it('posts the result with its check pending, then the verdict for that result, and records it in the history', async () => {
    // the result's checker is started while the call waits for approval, not when its result comes
    assert.equal(schemas.threadId('result'), undefined);
    const approval = once(posted.event, (m) => m.type === 'phase' && m.phase === 'approval').then(() =>
      schemas.threadId('result'),
    );
    const { from, view, at, handled, verdictsSoFar } = await call('fixture', 'plan_trip', {
      destination: 'Lisbon',
      nights: 4,
      travellers: [{ name: 'Ada' }],
    });
    assert.equal(typeof (await approval), 'number', 'the result lane runs when the call is put to approval');
    assert.equal(view.status, 'ok');
    assert.deepEqual(
      { check: view.structured?.check, errors: view.structured?.errors },
      { check: 'pending', errors: [] },
    );
    assert.equal(verdictsSoFar, 0, 'no verdict was posted before the result');
    assert.equal(
      history.get(view.id)?.view.structured?.check,
      'pending',
      'the history holds the result before its verdict',
    );

    const verdict = await verdictFor(view.id, from);
    await handled;
    assert.ok(posts.indexOf(verdict) > at, 'the verdict comes after the result');
    assert.deepEqual(verdict.verdict, { check: 'matches', errors: [] });
    assert.equal(page(posts.slice(from))?.structured?.check, 'matches');
    assert.equal(history.get(view.id)?.view.structured?.check, 'matches');
    assert.equal(history.list(ids.fixture).find((e) => e.id === view.id)?.outputCheck, 'matches');

    // a result shown again from the history comes with its verdict, and none follows
    const again = posts.length;
    await session.handle({ type: 'showResult', resultId: view.id });
    const shown = await next('toolResult', (m) => m.result.id === view.id, again);
    assert.equal(shown.result.structured?.check, 'matches');
  });

  it('sends the problems of a structuredContent that breaks the outputSchema as the verdict', async () => {
    const { from, view, handled } = await call('fixture', 'bad_structured', {});
    assert.equal(view.structured?.check, 'pending');
    const verdict = await verdictFor(view.id, from);
    await handled;
    assert.deepEqual(verdict.verdict, { check: 'mismatch', errors: ['/count must be integer'] });
    const shown = page(posts.slice(from));
    assert.deepEqual(
      { check: shown?.structured?.check, errors: shown?.structured?.errors, json: shown?.structured?.json },
      { check: 'mismatch', errors: ['/count must be integer'], json: view.structured?.json },
    );
    assert.equal(history.list(ids.fixture).find((e) => e.id === view.id)?.outputCheck, 'mismatch');
  });

  it('sends no verdict for a result with nothing to check', async () => {
    const { from, view, handled } = await call('fixture', 'all_content', {});
    await handled;
    assert.equal(view.structured, undefined);
    assert.deepEqual(
      posts.slice(from).filter((m) => m.type === 'outputCheck'),
      [],
    );
    assert.equal(history.list(ids.fixture).find((e) => e.id === view.id)?.outputCheck, undefined);

    // a call of a tool without outputSchema starts no result checker
    const idle = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js'), limitMs: LIMIT_MS });
    const other = new RunnerSession(model, new RunHistory(), host, idle);
    try {
      const done = next('toolResult', (m) => m.runId === 'no-output-schema', posts.length);
      await other.handle({
        type: 'runTool',
        runId: 'no-output-schema',
        serverId: ids.fixture,
        name: 'all_content',
        arguments: {},
      });
      assert.equal((await done).result.status, 'ok');
      assert.equal(idle.threadId('result'), undefined);
    } finally {
      other.dispose();
      await idle.dispose();
    }

    // structuredContent with no outputSchema: shown as such at once, nothing awaited
    const run = { id: 'r', serverId: ids.fixture, tool: { name: 'free' }, arguments: {}, startedAt: 0 };
    const free = toolResultView(run, {
      outcome: 'completed',
      result: { content: [], structuredContent: { a: 1 } },
      durationMs: 1,
    });
    assert.deepEqual(free.structured, { json: '{\n  "a": 1\n}', check: 'noSchema', errors: [] });
  });

  it('shows the result of a check that takes longer than the limit at once, then says it was not checked', async () => {
    const { from, view, at, handled, verdictsSoFar } = await call('hostile', 'echo_word', { word: EXPLOSIVE });
    assert.equal(view.status, 'ok');
    assert.deepEqual(view.content, [{ type: 'text', text: EXPLOSIVE }]);
    assert.equal(view.structured?.check, 'pending');
    assert.equal(verdictsSoFar, 0);
    const verdict = await verdictFor(view.id, from);
    await handled;
    assert.ok(posts.indexOf(verdict) > at);
    assert.deepEqual(verdict.verdict, { check: 'unchecked', errors: [TIMED_OUT] });
    assert.deepEqual(page(posts.slice(from))?.structured?.errors, [TIMED_OUT]);
    assert.equal(history.get(view.id)?.view.structured?.check, 'unchecked');
  });
});

describe('a verdict reaches only its own result', () => {
  it('is dropped by a page that shows a newer call’s result, still waiting for its own verdict', async () => {
    // A's output check runs for the whole limit; B's arguments are checked by the other lane's worker meanwhile, so
    // B's result arrives while A's output is being checked, and A's verdict while B's (queued behind it) is pending
    const from = posts.length;
    const first = await call('hostile', 'echo_word', { word: EXPLOSIVE });
    const second = await call('hostile', 'echo_word', { word: 'aaa' });
    const [verdictA, verdictB] = await Promise.all([verdictFor(first.view.id, from), verdictFor(second.view.id, from)]);
    await Promise.all([first.handled, second.handled]);
    const order = [first.message, second.message, verdictA, verdictB].map((m) => posts.indexOf(m));
    assert.deepEqual(
      [...order].sort((x, y) => x - y),
      order,
      'result A, result B, verdict A, verdict B',
    );

    const beforeB = page(posts.slice(from, posts.indexOf(verdictB)));
    assert.equal(beforeB?.id, second.view.id);
    assert.equal(beforeB?.structured?.check, 'pending', 'A’s verdict did not land on B');
    assert.equal(page(posts.slice(from))?.structured?.check, 'matches', 'B’s own verdict did');
    assert.equal(history.get(first.view.id)?.view.structured?.check, 'unchecked', 'A’s entry has its verdict');
  });

  it('is dropped by a page that shows an earlier result again from the history', async () => {
    const earlier = await call('fixture', 'bad_structured', {});
    await earlier.handled;
    const slow = await call('hostile', 'echo_word', { word: EXPLOSIVE });
    await session.handle({ type: 'showResult', resultId: earlier.view.id });
    await verdictFor(slow.view.id, slow.from);
    await slow.handled;
    const shown = page(posts.slice(slow.from));
    assert.equal(shown?.id, earlier.view.id);
    assert.deepEqual(shown?.structured?.errors, ['/count must be integer'], 'the earlier result keeps its own verdict');
  });

  it('is not written back into a history that was cleared meanwhile', async () => {
    const slow = await call('hostile', 'echo_word', { word: EXPLOSIVE });
    await session.handle({ type: 'clearHistory', serverId: ids.hostile });
    assert.deepEqual(history.list(ids.hostile), []);
    const verdict = await verdictFor(slow.view.id, slow.from);
    await slow.handled;
    assert.equal(verdict.verdict.check, 'unchecked');
    assert.equal(history.get(slow.view.id), undefined);
    assert.deepEqual(history.list(ids.hostile), []);
    // the page that still shows that result gets its verdict
    assert.equal(page(posts.slice(slow.from))?.structured?.check, 'unchecked');
  });

  it('is not awaited by a page restored from its saved state while the check ran', () => {
    const pending = page(
      posts.filter((m) => m.type === 'toolResult' && m.result.structured?.check === 'pending').slice(-1),
    );
    assert.equal(pending?.structured?.check, 'pending');
    const restored = withCheckAbandoned(pending!);
    assert.equal(restored.structured?.check, 'unchecked');
    assert.match(restored.structured!.errors.join(), /had not finished when this page was closed/);
    const done = { ...pending!, structured: { ...pending!.structured!, check: 'matches' as const } };
    assert.equal(withCheckAbandoned(done), done);
  });
});
