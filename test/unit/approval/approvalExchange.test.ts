import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import {
  ApprovalExchange,
  PANEL_WATCHDOG_MS,
  SET_AGAIN_MS,
  type DialogAnswer,
} from '../../../client/src/approval/approvalExchange';
import { dialogAfterMs } from '../../../client/src/approval/dialogAfter';
import type { UserAnswer } from '../../../client/src/approval/gate';
import type { ApprovalToWebview } from '../../../client/src/protocol/approvalPage';

const decide = (
  approve: boolean,
  source: 'button' | 'escape' = 'button',
  extra: { allowForSession?: boolean; trustServer?: boolean } = {},
) => ({
  type: 'decide',
  approve,
  source,
  allowForSession: extra.allowForSession ?? false,
  trustServer: extra.trustServer ?? false,
});

/**
 * An exchange over recording stand-ins: a timer the test fires, a dialog the test answers; with `setPageAgain`, a
 * panel that counts how often its page was set again (and a dialog after `watchdogMs`).
 */
function harness({ watchdogMs, setPageAgain = false }: { watchdogMs?: number; setPageAgain?: boolean } = {}) {
  const posted: ApprovalToWebview[] = [];
  const logs: string[] = [];
  const late: { answer: DialogAnswer; settled: UserAnswer }[] = [];
  let closed = 0;
  let dialogs = 0;
  let setAgain = 0;
  let answerDialog: ((answer: DialogAnswer) => void) | undefined;
  let failDialog: ((error: unknown) => void) | undefined;
  const timers: { ms: number; fire: () => void; stopped: boolean }[] = [];
  let exchange!: ApprovalExchange;
  exchange = new ApprovalExchange(
    {
      post: (m) => posted.push(m),
      closePanel: () => {
        closed++;
        // VS Code tells of the disposal at once, as panel.dispose() does
        exchange.panelClosed();
      },
      askInDialog: () => {
        dialogs++;
        return new Promise<DialogAnswer>((resolve, reject) => {
          answerDialog = resolve;
          failDialog = reject;
        });
      },
      dialogTooLate: (answer, settled) => late.push({ answer, settled }),
      startTimer: (ms, fire) => {
        const timer = { ms, fire, stopped: false };
        timers.push(timer);
        return () => (timer.stopped = true);
      },
      ...(setPageAgain ? { setPageAgain: () => void setAgain++ } : {}),
      log: (line) => logs.push(line),
    },
    watchdogMs,
  );
  let result: UserAnswer | undefined;
  void exchange.answer.then((a) => (result = a));
  const settle = async () => {
    await new Promise((r) => setImmediate(r));
    return result;
  };
  return {
    exchange,
    posted,
    logs,
    late,
    timers,
    /** The watchdog started last. */
    get timer() {
      return timers[timers.length - 1]!;
    },
    settle,
    closed: () => closed,
    dialogs: () => dialogs,
    setAgain: () => setAgain,
    answerDialog: async (answer: DialogAnswer) => {
      answerDialog!(answer);
      await new Promise((r) => setImmediate(r));
    },
    failDialog: async () => {
      failDialog!(new Error('no dialog'));
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('approval exchange (panel, watchdog, dialog)', () => {
  it('starts a watchdog of a few seconds, which the page stands down by showing its buttons', async () => {
    const h = harness();
    assert.equal(h.timer.ms, PANEL_WATCHDOG_MS);
    assert.ok(PANEL_WATCHDOG_MS >= 3_000 && PANEL_WATCHDOG_MS <= 10_000);
    h.exchange.fromPage({ type: 'shown' });
    assert.ok(h.timer.stopped);
    // a timer that fires all the same (it was already queued) changes nothing
    h.timer.fire();
    assert.equal(h.dialogs(), 0);
    h.exchange.fromPage(decide(true, 'button', { allowForSession: true }));
    assert.deepEqual(await h.settle(), {
      approved: true,
      source: 'Approve',
      allowForSession: true,
      trustServer: false,
    });
    assert.equal(h.closed(), 1, 'the panel closes once answered');
  });

  it('takes Deny and Escape from the page as denials, and only the first answer counts', async () => {
    const h = harness();
    h.exchange.fromPage({ type: 'shown' });
    h.exchange.fromPage(decide(false, 'escape'));
    h.exchange.fromPage(decide(true));
    assert.deepEqual(await h.settle(), { approved: false, source: 'Escape' });
    const d = harness();
    d.exchange.fromPage(decide(false));
    assert.deepEqual(await d.settle(), { approved: false, source: 'Deny' });
  });

  it('denies when the page errs, sends nonsense, or the panel fails to be made, and closes the panel', async () => {
    for (const fault of [
      (e: ApprovalExchange) => e.fromPage({ type: 'error', message: 'boom' }),
      (e: ApprovalExchange) => e.fromPage({ type: 'decide', approve: 'yes' }),
      (e: ApprovalExchange) => e.fromPage('approve'),
      (e: ApprovalExchange) => e.fail(),
    ]) {
      const h = harness();
      fault(h.exchange);
      assert.deepEqual(await h.settle(), { approved: false, source: 'panel error' });
      assert.equal(h.closed(), 1);
      assert.ok(h.timer.stopped);
    }
  });

  it('denies when the user closes the panel', async () => {
    const h = harness();
    h.exchange.panelClosed();
    assert.deepEqual(await h.settle(), { approved: false, source: 'panel closed' });
    assert.equal(h.closed(), 0);
    h.timer.fire();
    assert.equal(h.dialogs(), 0, 'no dialog for a call already answered');
  });

  it('asks in the dialog when the page has not shown its buttons in time, and closes the panel, whose answers no longer count', async () => {
    const h = harness();
    h.timer.fire();
    assert.equal(h.dialogs(), 1);
    assert.equal(h.closed(), 1, 'the blank panel goes');
    assert.match(
      h.logs.join('\n'),
      /did not show its buttons within 5 s \(mcpLens\.approval\.dialogAfterSeconds\); asking in a dialog instead/,
    );
    // a page that shows up late, or the panel's own closing, cannot answer
    h.exchange.fromPage({ type: 'shown' });
    h.exchange.fromPage(decide(true));
    h.exchange.panelClosed();
    assert.equal(await h.settle(), undefined, 'still waiting for the dialog');
    await h.answerDialog('Approve');
    assert.deepEqual(await h.settle(), { approved: true, source: 'Approve (dialog)' });
    assert.equal(h.closed(), 1);
  });

  it("takes the dialog's Deny, or its closing, as a denial; a dialog that fails denies", async () => {
    const d = harness();
    d.timer.fire();
    await d.answerDialog('Deny');
    assert.deepEqual(await d.settle(), { approved: false, source: 'Deny (dialog)' });
    const c = harness();
    c.timer.fire();
    await c.answerDialog(undefined);
    assert.deepEqual(await c.settle(), { approved: false, source: 'dialog dismissed' });
    const f = harness();
    f.timer.fire();
    await f.failDialog();
    assert.deepEqual(await f.settle(), { approved: false, source: 'panel error' });
  });

  it('on a timeout or cancellation leaves the panel up saying so, and denies', async () => {
    const h = harness();
    h.exchange.fromPage({ type: 'shown' });
    h.exchange.abort('timed out');
    assert.deepEqual(await h.settle(), { approved: false, source: 'timed out' });
    assert.deepEqual(h.posted, [
      {
        type: 'expired',
        reason: 'No answer in time: the call was denied and nothing was sent. You can close this panel.',
      },
    ]);
    assert.equal(h.closed(), 0);
    h.exchange.fromPage(decide(true));
    assert.deepEqual(
      await h.settle(),
      { approved: false, source: 'timed out' },
      'a late Approve in the panel changes nothing',
    );
    const c = harness();
    c.exchange.abort('whatever');
    assert.deepEqual(await c.settle(), { approved: false, source: 'cancelled' });
  });

  it("counts a panel's time only while its tab is visible, afresh each time it is shown again", async () => {
    const h = harness();
    const first = h.timer;
    h.exchange.setVisible(false);
    assert.ok(first.stopped);
    first.fire();
    assert.equal(h.dialogs(), 0, 'a hidden tab is not a blank panel in front of anyone');
    h.exchange.setVisible(false);
    assert.equal(h.timers.length, 1);
    h.exchange.setVisible(true);
    assert.equal(h.timers.length, 2);
    assert.equal(h.timer.ms, PANEL_WATCHDOG_MS, 'the whole time again');
    h.exchange.setVisible(true);
    assert.equal(h.timers.length, 2, 'shown twice, one watchdog');
    h.timer.fire();
    assert.equal(h.dialogs(), 1);
    await h.answerDialog('Deny');
    assert.deepEqual(await h.settle(), { approved: false, source: 'Deny (dialog)' });

    const shown = harness();
    shown.exchange.fromPage({ type: 'shown' });
    shown.exchange.setVisible(false);
    shown.exchange.setVisible(true);
    assert.equal(shown.timers.length, 1, 'a page that has shown its buttons needs no watchdog again');
  });

  it('sets a blank page again once it has been shown 10 s, where the dialog waits longer, and again after each new showing', async () => {
    const h = harness({ watchdogMs: 60_000, setPageAgain: true });
    const [dialog, again] = h.timers;
    assert.deepEqual(
      h.timers.map((t) => t.ms),
      [60_000, SET_AGAIN_MS],
    );
    again!.fire();
    assert.equal(h.setAgain(), 1);
    assert.deepEqual(h.logs, ['approval: the approval panel did not come up within 10 s; its page is set again']);
    // hidden, neither time runs; shown again, both run afresh
    h.exchange.setVisible(false);
    assert.ok(dialog!.stopped);
    h.exchange.setVisible(true);
    assert.deepEqual(
      h.timers.slice(2).map((t) => t.ms),
      [60_000, SET_AGAIN_MS],
    );
    again!.fire();
    assert.equal(h.setAgain(), 1, 'a wait of an earlier showing sets nothing');
    h.timer.fire();
    assert.equal(h.setAgain(), 2);
    // the page comes up: nothing more is set, and no dialog asks
    h.exchange.fromPage({ type: 'shown' });
    assert.ok(h.timers[2]!.stopped, "the second showing's dialog wait is stood down");
    h.timers[2]!.fire();
    assert.equal(h.dialogs(), 0);
    h.exchange.fromPage(decide(true));
    assert.deepEqual(await h.settle(), {
      approved: true,
      source: 'Approve',
      allowForSession: false,
      trustServer: false,
    });

    // where the dialog asks first (the default 5 s), there is no second page
    const quick = harness({ setPageAgain: true });
    assert.deepEqual(
      quick.timers.map((t) => t.ms),
      [PANEL_WATCHDOG_MS],
    );
    // and a page that shows its buttons before the wait is out is never set again
    const shown = harness({ watchdogMs: 60_000, setPageAgain: true });
    shown.exchange.fromPage({ type: 'shown' });
    shown.timers[1]!.fire();
    assert.equal(shown.setAgain(), 0);
  });

  it('a dialog answered after the call stopped waiting approves nothing, and the user is told', async () => {
    const h = harness();
    h.timer.fire();
    h.exchange.abort('timed out');
    assert.deepEqual(await h.settle(), { approved: false, source: 'timed out' });
    assert.deepEqual(h.posted, [], 'no panel to tell');
    await h.answerDialog('Approve');
    assert.deepEqual(await h.settle(), { approved: false, source: 'timed out' });
    assert.deepEqual(h.late, [{ answer: 'Approve', settled: { approved: false, source: 'timed out' } }]);
  });
});

describe('mcpLens.approval.dialogAfterSeconds', () => {
  it('is 5 s unless set, and kept within 2–120 s', () => {
    assert.equal(dialogAfterMs(undefined), 5_000);
    assert.equal(dialogAfterMs('10'), 5_000);
    assert.equal(dialogAfterMs(Number.NaN), 5_000);
    assert.equal(dialogAfterMs(12), 12_000);
    assert.equal(dialogAfterMs(0), 2_000, 'the dialog cannot be turned off: a blank panel must never be the last word');
    assert.equal(dialogAfterMs(10_000), 120_000);
  });
});
