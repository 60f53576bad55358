import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { PanelTurns } from '../../../client/src/approval/panelTurns';

/** A panel the test answers by hand. */
function panel(log: string[], name: string) {
  let answer!: (value: string) => void;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  return {
    open: () => {
      log.push(`open ${name}`);
      return answered;
    },
    answer,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('approval panels take turns', () => {
  it('opens a panel only once the one before it has been answered, in the order asked', async () => {
    const turns = new PanelTurns();
    const log: string[] = [];
    const a = panel(log, 'A');
    const b = panel(log, 'B');
    const c = panel(log, 'C');
    const answers = [a, b, c].map((p) => turns.take(new AbortController().signal, p.open, () => 'gave up'));
    await tick();
    assert.deepEqual(log, ['open A']);
    assert.equal(turns.queued, 2);
    a.answer('Deny');
    await tick();
    assert.deepEqual(log, ['open A', 'open B']);
    b.answer('Approve');
    await tick();
    c.answer('Deny');
    assert.deepEqual(await Promise.all(answers), ['Deny', 'Approve', 'Deny']);
    assert.deepEqual(log, ['open A', 'open B', 'open C']);
    assert.equal(turns.queued, 0);
  });

  it('a call that stops waiting before its turn opens nothing, and the next still waits for the one before it', async () => {
    const turns = new PanelTurns();
    const log: string[] = [];
    const a = panel(log, 'A');
    const b = panel(log, 'B');
    const c = panel(log, 'C');
    const stopB = new AbortController();
    const answerA = turns.take(new AbortController().signal, a.open, () => 'gave up');
    const answerB = turns.take(stopB.signal, b.open, () => 'gave up');
    const answerC = turns.take(new AbortController().signal, c.open, () => 'gave up');
    await tick();
    stopB.abort('timed out');
    assert.equal(await answerB, 'gave up');
    await tick();
    assert.deepEqual(log, ['open A'], 'C waits for A, B opened nothing');
    a.answer('Deny');
    await tick();
    assert.deepEqual(log, ['open A', 'open C']);
    c.answer('Approve');
    assert.deepEqual([await answerA, await answerC], ['Deny', 'Approve']);
  });

  it('a call already stopped opens nothing; a panel that cannot be made fails its call and ends its turn', async () => {
    const turns = new PanelTurns();
    const log: string[] = [];
    const stopped = new AbortController();
    stopped.abort('cancelled');
    assert.equal(await turns.take(stopped.signal, panel(log, 'A').open, () => 'gave up'), 'gave up');
    const broken = turns.take(
      new AbortController().signal,
      () => {
        throw new Error('no panel');
      },
      () => 'gave up',
    );
    await assert.rejects(broken, /no panel/);
    const next = panel(log, 'B');
    const answer = turns.take(new AbortController().signal, next.open, () => 'gave up');
    await tick();
    next.answer('Deny');
    assert.equal(await answer, 'Deny');
    assert.deepEqual(log, ['open B']);
  });

  it("an abort after the panel opened is the panel's to handle: the turn ends when its answer comes", async () => {
    const turns = new PanelTurns();
    const log: string[] = [];
    const a = panel(log, 'A');
    const b = panel(log, 'B');
    const stopA = new AbortController();
    const answerA = turns.take(stopA.signal, a.open, () => 'gave up');
    const answerB = turns.take(new AbortController().signal, b.open, () => 'gave up');
    await tick();
    stopA.abort('timed out');
    await tick();
    assert.deepEqual(log, ['open A'], "B waits until A's panel has answered");
    a.answer('expired');
    assert.equal(await answerA, 'expired');
    await tick();
    b.answer('Deny');
    assert.equal(await answerB, 'Deny');
  });
});
