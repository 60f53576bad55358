// A tool whose schemas backtrack catastrophically: their checks are given up on after the limit, the call is still
// sent and shown with a warning, and the next ordinary call is checked again.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { once } from '../../../common/mcp/emitter';
import { RunHistory } from '../../../client/src/runner/history';
import { RunnerSession } from '../../../client/src/runner/runnerSession';
import { SchemaChecker } from '../../../client/src/runner/schemaChecker';
import type { RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import { assertNoLeaks, FIXTURES, recorded, scratch } from '../../client/fixtures';
import { fixtureServersModel, writeWorkspaceServers } from '../../helpers/fixtureModel';
import { recordingRunnerHost } from '../../helpers/recordingRunnerHost';
import { REPO_ROOT } from '../../helpers/paths';

const LIMIT_MS = 1000;
const EXPLOSIVE = `${'a'.repeat(48)}!`;
const TIMED_OUT = `validation took longer than ${LIMIT_MS / 1000} s (the schema may contain a pathological pattern)`;

const tmp = scratch();
const calls = tmp.file('calls.jsonl');
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  hostile: {
    type: 'stdio',
    command: process.execPath,
    args: [join(FIXTURES, 'pathologicalSchema.mjs')],
    env: { MCP_LENS_FIXTURE_CALLS: calls },
  },
});

const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve: async () => true });

const { host, posts, posted } = recordingRunnerHost(model);

const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js'), limitMs: LIMIT_MS });
const session = new RunnerSession(model, new RunHistory(), host, schemas);
let serverId = '';

before(async () => {
  await model.reload();
  serverId = model.servers()[0]!.id;
  await model.start(serverId);
});

after(async () => {
  session.dispose();
  await schemas.dispose();
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

/** The verdict on a result's structuredContent, posted after it (handle() returns once it has been). */
function verdictOf(resultId: string) {
  return posts.find(
    (m): m is Extract<RunnerToWebview, { type: 'outputCheck' }> => m.type === 'outputCheck' && m.resultId === resultId,
  )?.verdict;
}

/** Runs echo_word and waits for the session's answer to it (a result, or the arguments' errors). */
async function run(word: unknown) {
  const runId = `run-${posts.length}`;
  const answered = (m: RunnerToWebview) => (m.type === 'toolResult' || m.type === 'invalid') && m.runId === runId;
  const answer = once(posted.event, answered);
  await session.handle({ type: 'runTool', runId, serverId, name: 'echo_word', arguments: { word } });
  return answer;
}

describe('a tool whose schemas backtrack catastrophically, in the runner', () => {
  it('sends the call with a note that its arguments could not be checked, and shows the result with a warning', async () => {
    const answer = await run(EXPLOSIVE);
    assert.ok(answer.type === 'toolResult', `got ${answer.type}`);
    const r = answer.result;
    assert.equal(r.status, 'ok');
    assert.deepEqual(recorded(calls).at(-1)?.arguments, { word: EXPLOSIVE });
    assert.deepEqual(r.problems, [`The arguments were not checked before sending: ${TIMED_OUT}.`]);
    assert.deepEqual(r.content, [{ type: 'text', text: EXPLOSIVE }]);
    assert.equal(r.structured?.check, 'pending');
    assert.deepEqual(verdictOf(r.id), {
      check: 'unchecked',
      errors: [`The output schema could not be checked: ${TIMED_OUT}.`],
    });
    assert.deepEqual(JSON.parse(r.structured!.json), { word: EXPLOSIVE });
  });

  it('checks the next calls as before', async () => {
    const ok = await run('aaaa');
    assert.ok(ok.type === 'toolResult');
    assert.deepEqual(ok.result.problems, []);
    assert.deepEqual(verdictOf(ok.result.id), { check: 'matches', errors: [] });

    const sent = recorded(calls).length;
    const invalid = await run('abc');
    assert.deepEqual(invalid.type === 'invalid' && invalid.errors, [
      { path: ['word'], message: 'must match pattern "^(a+)+$"' },
    ]);
    assert.equal(recorded(calls).length, sent, 'arguments that break the schema are not sent');
  });
});
