// The runner's schema checks in the real worker thread: a schema that backtracks for ever is given up on and the next
// check gets a fresh worker, while ordinary and 20 MB checks give ajv's verdicts.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkAgainstSchema } from '../../../server/src/schemaCheck';
import { SchemaChecker } from '../../../client/src/runner/schemaChecker';
import { REPO_ROOT } from '../../helpers/paths';

const WORKER = join(REPO_ROOT, 'dist', 'schemaWorker.js');
/** Short, so the test does not wait long for the pathological checks; ordinary checks take a few milliseconds. */
const LIMIT_MS = 1000;

const PATHOLOGICAL = { type: 'object', properties: { word: { type: 'string', pattern: '^(a+)+$' } } };
const EXPLOSIVE = { word: `${'a'.repeat(48)}!` };
const TRIP = {
  type: 'object',
  properties: {
    destination: { type: 'string', minLength: 2 },
    nights: { type: 'integer', minimum: 1, maximum: 30 },
    contact: { type: 'string', format: 'email' },
  },
  required: ['destination'],
  additionalProperties: false,
};

/** Resolves after the event loop has gone round once: proof that the host's thread is free. */
const turn = () => new Promise<'turn'>((resolve) => setImmediate(() => resolve('turn')));

const checkers: SchemaChecker[] = [];
function checker(limitMs = LIMIT_MS, workerPath = WORKER): SchemaChecker {
  const c = new SchemaChecker({ workerPath, limitMs });
  checkers.push(c);
  return c;
}

after(async () => {
  await Promise.all(checkers.map((c) => c.dispose()));
});

describe('the schema checker (a worker thread)', () => {
  it('starts its worker on first use, and passes a valid value', async () => {
    const c = checker();
    assert.equal(c.threadId(), undefined);
    assert.deepEqual(await c.check(TRIP, { destination: 'Lisbon', nights: 4 }), { ok: true });
    assert.equal(typeof c.threadId(), 'number');
  });

  it("starts a lane's worker when asked to prepare it, and that lane's first check runs there", async () => {
    const c = checker();
    c.prepare(TRIP, 'result');
    const prepared = c.threadId('result');
    assert.equal(typeof prepared, 'number');
    assert.equal(c.threadId('arguments'), undefined, 'only that lane');
    c.prepare(true, 'arguments');
    c.prepare(undefined, 'arguments');
    assert.equal(c.threadId('arguments'), undefined, 'a schema every value matches needs no worker');
    c.prepare(TRIP, 'result');
    assert.equal(c.threadId('result'), prepared, 'a running worker is kept');
    assert.deepEqual(await c.check(TRIP, { destination: 'Lisbon' }, 'result'), { ok: true });
    assert.equal(c.threadId('result'), prepared);
    await c.dispose();
    c.prepare(TRIP, 'arguments');
    assert.equal(c.threadId('arguments'), undefined, 'nothing starts once disposed');
  });

  it("reports an invalid value with ajv's errors, each at its path, as the in-process check does", async () => {
    const c = checker();
    const value = { destination: 'L', nights: 40, contact: 'nobody', extra: 1 };
    const verdict = await c.check(TRIP, value);
    assert.deepEqual(verdict, {
      ok: false,
      errors: [
        { path: ['extra'], message: 'is not a property the schema allows' },
        { path: ['destination'], message: 'must NOT have fewer than 2 characters' },
        { path: ['nights'], message: 'must be <= 30' },
        { path: ['contact'], message: 'must match format "email"' },
      ],
    });
    assert.deepEqual(verdict, checkAgainstSchema(TRIP, value));
    assert.deepEqual(await c.check({ properties: { x: { $ref: '#/nowhere' } } }, {}).then((v) => v.ok), 'unchecked');
  });

  it('gives up on a catastrophically backtracking pattern, says so, and checks the next value in a fresh worker', async () => {
    const c = checker();
    assert.deepEqual(await c.check(PATHOLOGICAL, { word: 'aaa' }), { ok: true });
    const first = c.threadId();
    const pending = c.check(PATHOLOGICAL, EXPLOSIVE);
    // the host's thread stays free while the worker is stuck
    assert.equal(await Promise.race([pending.then(() => 'verdict'), turn()]), 'turn');
    assert.deepEqual(await pending, {
      ok: 'interrupted',
      reason: `validation took longer than ${LIMIT_MS / 1000} s (the schema may contain a pathological pattern)`,
    });
    assert.equal(c.threadId(), undefined, 'the stuck worker is stopped');
    assert.deepEqual(await c.check(PATHOLOGICAL, { word: 'b' }), {
      ok: false,
      errors: [{ path: ['word'], message: 'must match pattern "^(a+)+$"' }],
    });
    assert.equal(typeof c.threadId(), 'number');
    assert.notEqual(c.threadId(), first);
  });

  it('answers checks queued behind a stuck one once it is given up on', async () => {
    const c = checker();
    const stuck = c.check(PATHOLOGICAL, EXPLOSIVE);
    const queued = [c.check(TRIP, { destination: 'Porto' }), c.check(TRIP, { nights: 2 })];
    assert.equal((await stuck).ok, 'interrupted');
    assert.deepEqual(await Promise.all(queued), [
      { ok: true },
      { ok: false, errors: [{ path: ['destination'], message: 'is required' }] },
    ]);
  });

  it('checks the next call’s arguments while a result is still being checked (one worker per lane)', async () => {
    // the arguments' worker is started and warm first, and the limit is long, so a loaded machine cannot make the
    // stuck result's interruption come before an answer that takes a few milliseconds
    const c = checker(5 * LIMIT_MS);
    assert.deepEqual(await c.check(TRIP, { destination: 'Lisbon' }, 'arguments'), { ok: true });
    const result = c.check(PATHOLOGICAL, EXPLOSIVE, 'result');
    const args = await Promise.race([
      c.check(TRIP, { destination: 'Porto' }, 'arguments'),
      result.then(() => 'the result came first'),
    ]);
    assert.deepEqual(args, { ok: true });
    assert.notEqual(c.threadId('arguments'), c.threadId('result'));
    assert.equal((await result).ok, 'interrupted');
    assert.equal(c.threadId('result'), undefined, 'only the stuck lane’s worker was stopped');
    assert.equal(typeof c.threadId('arguments'), 'number');
  });

  it('checks a 20 MB structuredContent without hanging', async () => {
    // a generous limit: this test is about finishing, not about speed
    const c = checker(120_000);
    const items = Array.from({ length: 200_000 }, (_, i) => ({
      id: i,
      name: `item-${i}`,
      tags: ['alpha', 'beta'],
      note: 'x'.repeat(40),
    }));
    const value = { items };
    assert.ok(JSON.stringify(value).length > 20 * 1024 * 1024);
    const schema = {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: 0 },
              name: { type: 'string', pattern: '^item-\\d+$' },
              tags: { type: 'array', items: { type: 'string' } },
            },
            required: ['id', 'name'],
          },
        },
      },
      required: ['items'],
    };
    const pending = c.check(schema, value);
    assert.equal(await Promise.race([pending.then(() => 'verdict'), turn()]), 'turn');
    assert.deepEqual(await pending, { ok: true });
    items[123_456]!.id = -1;
    assert.deepEqual(await c.check(schema, value), {
      ok: false,
      errors: [{ path: ['items', '123456', 'id'], message: 'must be >= 0' }],
    });
  });

  it('ends its worker on dispose, and answers what was waiting without starting another', async () => {
    const c = checker();
    assert.deepEqual(await c.check(TRIP, { destination: 'Faro' }), { ok: true });
    const stuck = c.check(PATHOLOGICAL, EXPLOSIVE);
    const queued = c.check(TRIP, { destination: 'Braga' });
    // resolves once the thread has exited
    await c.dispose();
    assert.equal(c.threadId(), undefined);
    assert.deepEqual(await stuck, { ok: 'interrupted', reason: 'the runner was closed' });
    assert.deepEqual(await queued, { ok: 'interrupted', reason: 'the runner was closed' });
    assert.deepEqual(await c.check(TRIP, {}), { ok: 'interrupted', reason: 'the runner was closed' });
    assert.equal(c.threadId(), undefined);
  });

  it('answers, never throws, when its worker cannot be loaded', async () => {
    const c = checker(LIMIT_MS, join(REPO_ROOT, 'dist', 'no-such-worker.js'));
    const verdict = await c.check(TRIP, {});
    assert.equal(verdict.ok, 'interrupted');
    assert.match(
      verdict.ok === 'interrupted' ? verdict.reason : '',
      /^the schema checker failed: .*no-such-worker\.js/,
    );
    // and tries again for the next check
    assert.equal((await c.check(TRIP, {})).ok, 'interrupted');
  });
});
