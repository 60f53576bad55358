// Argument completions against server-everything through the servers model and the runner's session: context from
// other arguments, the latest ask wins, and a failing or non-declaring server gives no suggestions.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import type { ClientFeaturesFromWebview, RunnerToWebview } from '../../client/src/protocol/runnerPage';
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate } from '../../common/mcp/types';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { runnerSessionOf } from '../helpers/recordingRunnerHost';
import { EVERYTHING, FIXTURES, scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] },
  plain: { type: 'stdio', command: process.execPath, args: [join(FIXTURES, 'wellBehaved.mjs')] },
});
const approve: ApprovalGate = async () => true;
const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve });
const { session, recording } = runnerSessionOf(model, { pids, cleanup: () => tmp.cleanup() });

const id = (name: string) => model.servers().find((d) => d.name === name)!.id;
const PROMPT = { type: 'ref/prompt', name: 'completable-prompt' } as const;
const TEXT_TEMPLATE = 'demo://resource/dynamic/text/{resourceId}';

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
const ask = (requestId: string, fields: Partial<Extract<ClientFeaturesFromWebview, { type: 'complete' }>>) =>
  session.handle({
    type: 'complete',
    requestId,
    serverId: id('everything'),
    kind: 'prompt',
    key: 'completable-prompt',
    argument: 'department',
    value: '',
    context: {},
    ...fields,
  });

describe('completions', { timeout: 60_000 }, () => {
  before(async () => {
    await model.reload();
    await Promise.all([model.start(id('everything')), model.start(id('plain'))]);
    assert.equal(model.state(id('everything')).status, 'running');
    assert.equal(model.state(id('plain')).status, 'running');
    await session.handle({ type: 'ready' });
  });

  it('completes a prompt argument as typed so far', async () => {
    assert.deepEqual(await model.complete(id('everything'), PROMPT, { name: 'department', value: 'S' }), {
      values: ['Sales', 'Support'],
      total: 2,
    });
    assert.deepEqual((await model.complete(id('everything'), PROMPT, { name: 'department', value: '' })).values, [
      'Engineering',
      'Sales',
      'Marketing',
      'Support',
    ]);
    assert.deepEqual((await model.complete(id('everything'), PROMPT, { name: 'department', value: 'X' })).values, []);
  });

  it('gives the other arguments as context: the second argument depends on the first', async () => {
    assert.deepEqual(
      (await model.complete(id('everything'), PROMPT, { name: 'name', value: '' }, { department: 'Engineering' }))
        .values,
      ['Alice', 'Bob', 'Charlie'],
    );
    assert.deepEqual(
      (await model.complete(id('everything'), PROMPT, { name: 'name', value: 'G' }, { department: 'Marketing' }))
        .values,
      ['Grace'],
    );
    assert.deepEqual(
      (await model.complete(id('everything'), PROMPT, { name: 'name', value: '' })).values,
      [],
      'without a department, no names',
    );
  });

  it('completes a template variable', async () => {
    const ref = { type: 'ref/resource', uri: TEXT_TEMPLATE } as const;
    assert.deepEqual((await model.complete(id('everything'), ref, { name: 'resourceId', value: '12' })).values, ['12']);
    assert.deepEqual((await model.complete(id('everything'), ref, { name: 'resourceId', value: 'x' })).values, []);
  });

  it('asks only a server that declares completions', async () => {
    assert.deepEqual(model.declares(id('plain')).completions, false);
    await assert.rejects(
      model.complete(id('plain'), { type: 'ref/prompt', name: 'review' }, { name: 'x', value: '' }),
      /plain does not declare the completions capability/,
    );
    // the runner does not ask it either, and answers no suggestions
    const servers = recording.posts
      .filter((m): m is Extract<RunnerToWebview, { type: 'servers' }> => m.type === 'servers')
      .at(-1)!.servers;
    assert.deepEqual(
      servers.map((s) => [s.name, s.completions ?? false, s.logging]),
      [
        ['everything', true, {}],
        ['plain', false, undefined],
      ],
    );
    await ask('plain-1', { serverId: id('plain'), key: 'review', argument: 'x' });
    assert.deepEqual(await answerTo('plain-1'), { type: 'completions', requestId: 'plain-1', values: [] });
  });

  it('in the runner: the page’s ask is answered with its request id, the other filled arguments as context', async () => {
    await ask('r-1', {
      argument: 'name',
      value: '',
      context: { department: 'Support', name: 'ignored: the argument itself', empty: '' },
    });
    assert.deepEqual(await answerTo('r-1'), {
      type: 'completions',
      requestId: 'r-1',
      values: ['John', 'Kim', 'Lee'],
      total: 3,
    });
    await ask('t-1', { kind: 'template', key: TEXT_TEMPLATE, argument: 'resourceId', value: '7' });
    assert.deepEqual((await answerTo('t-1')).values, ['7']);
  });

  it('in the runner: a newer ask of the same field cancels the one before, which answers nothing', async () => {
    const from = recording.posts.length;
    // both asked before either is answered: the first is cancelled as the second is sent
    await Promise.all([
      ask('s-1', { value: 'E' }),
      ask('s-2', { value: 'M' }),
      ask('other-field', { argument: 'name', value: 'A', context: { department: 'Engineering' } }),
    ]);
    assert.deepEqual((await answerTo('s-2')).values, ['Marketing']);
    assert.deepEqual((await answerTo('other-field')).values, ['Alice'], 'another field is not cancelled by it');
    const answered = recording.posts
      .slice(from)
      .filter((m): m is Completions => m.type === 'completions')
      .map((m) => m.requestId);
    assert.ok(!answered.includes('s-1'), `the stale ask is not answered: ${answered.join(', ')}`);
  });

  it('in the runner: a server that cannot answer gives no suggestions and its reason; typing goes on', async () => {
    await ask('bad-1', { key: 'no-such-prompt' });
    const answer = await answerTo('bad-1');
    assert.deepEqual(answer.values, []);
    assert.match(answer.problem ?? '', /no-such-prompt/);
    await ask('bad-2', { value: 'Su' });
    assert.deepEqual((await answerTo('bad-2')).values, ['Support']);
  });
});
