// SEP-2549 cache hints honoured on 2026-07-28 sessions, against the revision fixture, which counts every list and read
// it serves (MCP_LENS_FIXTURE_SERVED). No test waits on time: ttls are a day or 0, or the connection's clock is ours.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import type { ClientFeatures } from '../../common/mcp/clientFeatures';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import type { ApprovalGate } from '../../common/mcp/types';
import { SamplingGrants, userRequestFeatures, type ElicitationAnswer } from '../../client/src/runner/clientRequests';
import { ServerRequests } from '../../client/src/runner/serverRequests';
import { fileScope, fixtureLaunch, recorded } from './fixtures';
import { nextRequest } from './userRequestsHelpers';

const { pool, tmp } = fileScope();
const approve: ApprovalGate = async () => true;
const DAY = 86_400_000;
const LISTS = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'];

/** A running revision fixture with these cache hints, the count of what it served, and the clock the hints run on. */
async function started(name: string, hints: object | undefined, args: string[] = [], features?: ClientFeatures) {
  const served = tmp.file(`${name}.jsonl`);
  const clock = { now: 1_000_000 };
  const { connection } = pool.make(name, { now: () => clock.now, ...(features ? { features } : {}) });
  const hintArgs = hints ? ['--cache-hints', JSON.stringify(hints)] : [];
  const launch = fixtureLaunch('revisionServer.mjs', {
    args: [...args, ...hintArgs],
    env: { MCP_LENS_FIXTURE_SERVED: served },
  });
  await connection.start(launch);
  assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
  const count = (method: string) => recorded(served).filter((e) => e.served === method).length;
  const counts = () => Object.fromEntries([...LISTS, 'resources/read'].map((m) => [m, count(m)]));
  return { connection, clock, count, counts, launch };
}

async function addTool(connection: ServerConnection): Promise<void> {
  const changed = once(connection.onDidChangeCatalog, (c) => !!c?.tools?.some((t) => t.name === 'added_1'));
  assert.equal((await connection.callTool({ name: 'add_tool', arguments: {} }, approve)).outcome, 'completed');
  await changed;
}

describe('cache hints (ttlMs, cacheScope) on a 2026-07-28 session', () => {
  it('a list within its ttl is not asked again by an automatic re-listing; Refresh and list_changed ask', async () => {
    const day = { ttlMs: DAY, cacheScope: 'private' };
    const hints = { 'tools/list': { ttlMs: DAY, cacheScope: 'public' }, 'resources/list': day, 'prompts/list': day };
    const { connection, clock, counts } = await started('day', { ...hints, 'resources/templates/list': day });
    const once1 = { 'tools/list': 1, 'resources/list': 1, 'resources/templates/list': 1, 'prompts/list': 1 };
    assert.deepEqual(counts(), { ...once1, 'resources/read': 0 });
    assert.deepEqual(connection.catalogFreshness.tools, { at: 1_000_000, hints: { ttlMs: DAY, scope: 'public' } });
    assert.deepEqual(connection.catalogFreshness.prompts?.hints, { ttlMs: DAY, scope: 'private' });

    clock.now += DAY - 1;
    assert.deepEqual(await connection.revalidate(), []);
    assert.deepEqual(counts(), { ...once1, 'resources/read': 0 }, 'no list reached the server');

    await connection.refresh();
    const twice = { 'tools/list': 2, 'resources/list': 2, 'resources/templates/list': 2, 'prompts/list': 2 };
    assert.deepEqual(counts(), { ...twice, 'resources/read': 0 }, 'Refresh asks whatever the ttl');
    assert.equal(connection.catalogFreshness.tools?.at, 1_000_000 + DAY - 1, 'and the lists are fresh from now');

    await addTool(connection);
    assert.deepEqual(counts(), { ...twice, 'tools/list': 3, 'resources/read': 0 }, 'a list change asks at once');

    clock.now += DAY;
    assert.deepEqual(await connection.revalidate(), ['tools', 'resources', 'resourceTemplates', 'prompts']);
    assert.deepEqual(counts(), {
      'tools/list': 4,
      'resources/list': 3,
      'resources/templates/list': 3,
      'prompts/list': 3,
      'resources/read': 0,
    });
  });

  it('a read within its ttl is answered from the cache only when the user did not ask for it', async () => {
    const { connection, clock, count } = await started('read', { 'resources/read': { ttlMs: DAY } });
    const first = await connection.readResource('modern://readme');
    assert.equal(first.ttlMs, DAY, 'the hints stay in the result as sent');
    assert.equal(first.cacheScope, 'private');
    assert.deepEqual(await connection.readResource('modern://readme', { reuse: true }), first);
    assert.equal(count('resources/read'), 1, 'the automatic re-read did not reach the server');
    await connection.readResource('modern://readme');
    assert.equal(count('resources/read'), 2, 'a read the user asks for always reaches it');

    await connection.subscribe('modern://readme');
    const updated = once(connection.onResourceUpdated, (uri) => uri === 'modern://readme');
    assert.equal((await connection.callTool({ name: 'touch_readme', arguments: {} }, approve)).outcome, 'completed');
    await updated;
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(count('resources/read'), 3, 'resources/updated drops the held result');
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(count('resources/read'), 3);
    clock.now += DAY;
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(count('resources/read'), 4, 'past its ttl the result is read again');
  });

  it('a read answered only after input_required rounds is never held, whatever its ttlMs', async () => {
    const queue = new ServerRequests();
    const features = userRequestFeatures(queue, { grants: new SamplingGrants() });
    const hints = { 'resources/read': { ttlMs: DAY } };
    const { connection, count } = await started('asks', hints, ['--input-required'], features);
    const readAnswering = async (answer: ElicitationAnswer) => {
      const read = connection.readResource('modern://ask', { reuse: true });
      queue.answer((await nextRequest(queue, read)).id, answer);
      return read;
    };
    const first = await readAnswering({ action: 'accept', content: { name: 'Ada' } });
    assert.equal(first.ttlMs, DAY, 'the server did send a ttl');
    assert.equal(count('resources/read'), 2, 'the first leg and its retry');
    const second = await readAnswering({ action: 'decline' });
    assert.equal(
      count('resources/read'),
      4,
      'the automatic read asked the server again, and was asked for input again',
    );
    assert.notDeepEqual(second, first);
    await connection.readResource('modern://readme', { reuse: true });
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(count('resources/read'), 5, 'a read without rounds is still held');
  });

  it('ttlMs 0 (the SDK default) behaves as before: lists only at start, on a change and on Refresh; reads always', async () => {
    const { connection, clock, counts } = await started('zero', undefined);
    assert.deepEqual(connection.catalogFreshness.tools?.hints, { ttlMs: 0, scope: 'private' });
    clock.now += 10 * DAY;
    assert.deepEqual(await connection.revalidate(), []);
    await connection.readResource('modern://readme', { reuse: true });
    await connection.readResource('modern://readme', { reuse: true });
    const once1 = { 'tools/list': 1, 'resources/list': 1, 'resources/templates/list': 1, 'prompts/list': 1 };
    assert.deepEqual(counts(), { ...once1, 'resources/read': 2 });
    await addTool(connection);
    assert.deepEqual(counts(), { ...once1, 'tools/list': 2, 'resources/read': 2 });
  });

  it('a 2025-11-25 session is unchanged: no hints, nothing held', async () => {
    const day = { ttlMs: DAY };
    const hints = { 'tools/list': day, 'resources/read': day };
    const { connection, clock, counts } = await started('legacy', hints, ['--revision', '2025-11-25']);
    assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, '2025-11-25');
    assert.deepEqual(connection.catalogFreshness.tools, { at: 1_000_000 });
    clock.now += 10 * DAY;
    assert.deepEqual(await connection.revalidate(), []);
    await connection.readResource('modern://readme', { reuse: true });
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(counts()['resources/read'], 2);
    await connection.refresh();
    assert.equal(counts()['tools/list'], 2);
  });

  it('a restart forgets what was held: the new session lists and reads again', async () => {
    const day = { ttlMs: DAY };
    const { connection, count, launch } = await started('restart', { 'tools/list': day, 'resources/read': day });
    await connection.readResource('modern://readme');
    await connection.stop();
    assert.deepEqual(connection.catalogFreshness, {});
    await connection.start(launch);
    assert.equal(count('tools/list'), 2);
    await connection.readResource('modern://readme', { reuse: true });
    assert.equal(count('resources/read'), 2);
  });
});
