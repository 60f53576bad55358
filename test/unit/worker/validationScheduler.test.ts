import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ValidationScheduler } from '../../../server/src/worker/validationScheduler';
import { lint, lintInSlices } from '../../../server/src/engine/lint';
import { parseDocument } from '../../../common/json/parsedDocument';

/** Continuations the scheduler deferred, run one by one by the test (no timers, no timing). */
function manualLoop() {
  const queue: (() => void)[] = [];
  return {
    defer: (f: () => void) => void queue.push(f),
    turn: () => queue.shift()?.(),
    get waiting() {
      return queue.length;
    },
  };
}

function* slices(name: string, count: number, log: string[]): Generator<string, void, undefined> {
  try {
    for (let i = 1; i <= count; i++) {
      log.push(`${name}:${i}`);
      yield `${name}:${i}`;
    }
    log.push(`${name}:done`);
  } finally {
    log.push(`${name}:closed`);
  }
}

describe('ValidationScheduler: sliced runs that a newer version abandons', () => {
  it('runs one slice per turn with a zero budget and finishes', () => {
    const loop = manualLoop();
    const log: string[] = [];
    const idle: number[] = [];
    const s = new ValidationScheduler(() => slices('v1', 3, log), {
      sliceBudgetMs: 0,
      defer: loop.defer,
      onIdle: () => idle.push(log.length),
    });
    s.schedule('file:///a.json', true);
    assert.deepEqual(log, ['v1:1']);
    loop.turn();
    loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:2', 'v1:3']);
    loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:2', 'v1:3', 'v1:done', 'v1:closed']);
    assert.equal(s.idle, true);
    assert.equal(idle.length, 1);
  });

  it('a newer version stops the running validation after its current slice; only the new one goes on', () => {
    const loop = manualLoop();
    const log: string[] = [];
    let version = 0;
    const s = new ValidationScheduler(() => slices(`v${++version}`, 3, log), { sliceBudgetMs: 0, defer: loop.defer });
    s.schedule('file:///a.json', true);
    loop.turn(); // v1 ran two slices
    s.schedule('file:///a.json', true); // a newer version arrives
    while (loop.waiting) loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:2', 'v1:closed', 'v2:1', 'v2:2', 'v2:3', 'v2:done', 'v2:closed']);
  });

  it('an open announced twice (as an open, then as a change of the same version) validates once, without waiting', () => {
    const loop = manualLoop();
    const log: string[] = [];
    let version = 0;
    const s = new ValidationScheduler(() => slices(`v${++version}`, 3, log), { sliceBudgetMs: 0, defer: loop.defer });
    s.schedule('file:///a.json', true, 1); // didOpen
    s.schedule('file:///a.json', false, 1); // the same version's onDidChangeContent
    while (loop.waiting) loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:2', 'v1:3', 'v1:done', 'v1:closed']);
    assert.equal(s.idle, true, 'nothing waits for a pause');
    s.schedule('file:///a.json', false, 1); // and again, once validated
    assert.equal(s.idle, true);
    s.schedule('file:///a.json', true); // no version (settings changed): always validated again
    while (loop.waiting) loop.turn();
    assert.deepEqual(log.slice(5), ['v2:1', 'v2:2', 'v2:3', 'v2:done', 'v2:closed']);
  });

  it('an edit during a running validation abandons it and waits for a pause before validating again', () => {
    const loop = manualLoop();
    const log: string[] = [];
    let version = 0;
    const s = new ValidationScheduler(() => slices(`v${++version}`, 3, log), {
      sliceBudgetMs: 0,
      defer: loop.defer,
      delayMs: 60_000,
    });
    s.schedule('file:///a.json', true);
    s.schedule('file:///a.json'); // typing while a large document is checked
    while (loop.waiting) loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:closed']);
    assert.equal(s.isBusy('file:///a.json'), true, 'the new version waits for the pause');
    s.dispose();
  });

  it('closing the document stops its validation after the current slice', () => {
    const loop = manualLoop();
    const log: string[] = [];
    const s = new ValidationScheduler(() => slices('v1', 5, log), { sliceBudgetMs: 0, defer: loop.defer });
    s.schedule('file:///a.json', true);
    s.forget('file:///a.json');
    while (loop.waiting) loop.turn();
    assert.deepEqual(log, ['v1:1', 'v1:closed']);
  });

  it('a validation that throws ends its run and is reported, and the next one still runs', () => {
    const loop = manualLoop();
    const errors: string[] = [];
    let calls = 0;
    const s = new ValidationScheduler(
      () =>
        (function* () {
          calls++;
          yield 'parse';
          if (calls === 1) throw new Error('boom');
        })(),
      { sliceBudgetMs: 0, defer: loop.defer, onError: (_uri, e) => errors.push(String(e)) },
    );
    s.schedule('file:///a.json', true);
    while (loop.waiting) loop.turn();
    assert.deepEqual(errors, ['Error: boom']);
    assert.equal(s.idle, true);
    s.schedule('file:///a.json', true);
    while (loop.waiting) loop.turn();
    assert.equal(calls, 2);
    assert.deepEqual(errors, ['Error: boom']);
  });
});

describe('lintInSlices', () => {
  const text = JSON.stringify({
    tools: [{ name: 'get_x', description: 'Gets x.', inputSchema: { type: 'object', required: ['nope'] } }],
  });

  it('yields once per rule that applies and ends with exactly what lint() returns', () => {
    const doc = parseDocument('file:///w/tools.json', text);
    const run = lintInSlices(doc);
    const rules: string[] = [];
    let step = run.next();
    while (!step.done) {
      rules.push(step.value);
      step = run.next();
    }
    assert.ok(rules.length > 5, `rules run: ${rules.join(', ')}`);
    assert.equal(new Set(rules).size, rules.length);
    assert.deepEqual(step.value, lint(doc));
    assert.ok(step.value.findings.some((f) => f.code === 'MCP107'));
  });

  it('does no more work once the caller stops after a slice', () => {
    const doc = parseDocument('file:///w/tools.json', text);
    const run = lintInSlices(doc);
    const first = run.next();
    assert.equal(first.done, false);
    const ended = run.return(undefined as never);
    assert.equal(ended.done, true);
    assert.equal(run.next().done, true);
  });
});
