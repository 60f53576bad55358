import { isApprovalFromWebview, type ApprovalToWebview } from '../protocol/approvalPage';
import { assertNever } from '../protocol/check';
import { dialogAfterMs } from './dialogAfter';
import type { UserAnswer } from './gate';

/** The default time a panel has to show its buttons (see dialogAfter.ts). */
export const PANEL_WATCHDOG_MS = dialogAfterMs(undefined);

/**
 * How long a shown panel may stay blank before its page is set again in a new frame, since VS Code's start-up of
 * webviews can lose a frame's document for good. By default the dialog asks before this time is up.
 */
export const SET_AGAIN_MS = 10_000;

/** The button chosen in the dialog; undefined when it was closed or cancelled. */
export type DialogAnswer = 'Approve' | 'Deny' | undefined;

export interface ApprovalExchangeDeps {
  post(message: ApprovalToWebview): void;
  closePanel(): void;
  /** Asks in VS Code's modal dialog, Deny the default. */
  askInDialog(): PromiseLike<DialogAnswer>;
  /** The dialog was answered after the call had been settled otherwise (timed out, cancelled): tell the user. */
  dialogTooLate(answer: DialogAnswer, settled: UserAnswer): void;
  /** Sets the page once more, in a new frame (the panel has been shown `setAgainMs` and the page is not up). */
  setPageAgain?(): void;
  /** Starts a timer; the function returned stops it. */
  startTimer(ms: number, fire: () => void): () => void;
  /** A line for the server's log. */
  log(line: string): void;
}

const EXPIRED: Record<string, string> = {
  'timed out': 'No answer in time: the call was denied and nothing was sent. You can close this panel.',
  cancelled: 'The call was cancelled: nothing was sent. You can close this panel.',
};

type Phase = 'opening' | 'shown' | 'dialog' | 'settled';

/**
 * One pending call's exchange with its approval panel, and with the dialog that may take the panel's place. The rules
 * (one answer, only Approve approves) are in docs/architecture.md, "A tool call, from Run to the server".
 */
export class ApprovalExchange {
  readonly answer: Promise<UserAnswer>;
  private phase: Phase = 'opening';
  private settledWith: UserAnswer | undefined;
  private resolve!: (answer: UserAnswer) => void;
  /** Stops the running watchdog; undefined while none runs. */
  private stopTimer: (() => void) | undefined;
  /** Stops the running wait before the page is set again; undefined while none runs. */
  private stopSetAgain: (() => void) | undefined;
  /** Which watchdog is the current one: a timer stopped too late to keep it from firing is not. */
  private timerId = 0;

  constructor(
    private readonly deps: ApprovalExchangeDeps,
    private readonly watchdogMs = PANEL_WATCHDOG_MS,
    private readonly setAgainMs = SET_AGAIN_MS,
  ) {
    this.answer = new Promise<UserAnswer>((resolve) => (this.resolve = resolve));
    this.startWatchdog();
  }

  get settled(): boolean {
    return this.phase === 'settled';
  }

  /** A message from the page, checked here (a page is not trusted to be well-formed). */
  fromPage(message: unknown): void {
    if (this.phase === 'dialog' || this.phase === 'settled') return;
    if (!isApprovalFromWebview(message)) return this.settle({ approved: false, source: 'panel error' }, true);
    switch (message.type) {
      case 'shown':
        if (this.phase === 'opening') {
          this.phase = 'shown';
          this.stopWatchdog();
        }
        return;
      case 'decide':
        return this.settle(
          message.approve
            ? {
                approved: true,
                source: 'Approve',
                allowForSession: message.allowForSession,
                trustServer: message.trustServer,
              }
            : { approved: false, source: message.source === 'escape' ? 'Escape' : 'Deny' },
          true,
        );
      case 'error':
        return this.settle({ approved: false, source: 'panel error' }, true);
      default:
        return assertNever(message, 'A message of the approval page');
    }
  }

  /**
   * The panel's tab was hidden or shown again. VS Code may not load a hidden page, and nobody sees it blank, so its
   * time runs only while it is visible, afresh each time.
   */
  setVisible(visible: boolean): void {
    if (this.phase !== 'opening') return;
    if (!visible) this.stopWatchdog();
    else if (!this.stopTimer) this.startWatchdog();
  }

  /** The panel was closed (by the user, or by VS Code): a denial, unless the dialog has taken its place. */
  panelClosed(): void {
    if (this.phase === 'dialog' || this.phase === 'settled') return;
    this.settle({ approved: false, source: 'panel closed' }, false);
  }

  /** The gate stopped waiting: it has already denied. The panel stays up saying so, its buttons disabled. */
  abort(reason: unknown): void {
    if (this.phase === 'settled') return;
    const why = reason === 'timed out' ? 'timed out' : 'cancelled';
    if (this.phase !== 'dialog') this.deps.post({ type: 'expired', reason: EXPIRED[why]! });
    this.settle({ approved: false, source: why }, false);
  }

  /** The panel could not be made: a denial. */
  fail(): void {
    this.settle({ approved: false, source: 'panel error' }, true);
  }

  /** The panel's time runs: to the dialog, and before that (where the dialog waits longer) to the page set again. */
  private startWatchdog(): void {
    const id = ++this.timerId;
    this.stopTimer = this.deps.startTimer(this.watchdogMs, () => {
      if (id === this.timerId) this.watchdogFired();
    });
    if (this.deps.setPageAgain && this.setAgainMs < this.watchdogMs) {
      this.stopSetAgain = this.deps.startTimer(this.setAgainMs, () => {
        if (id === this.timerId) this.setAgainFired();
      });
    }
  }

  private stopWatchdog(): void {
    this.timerId++;
    this.stopTimer?.();
    this.stopTimer = undefined;
    this.stopSetAgain?.();
    this.stopSetAgain = undefined;
  }

  /** Only while the page is not up: showing its buttons, settling and hiding stop this wait (`stopWatchdog`). */
  private setAgainFired(): void {
    this.stopSetAgain = undefined;
    this.deps.log(
      `approval: the approval panel did not come up within ${this.setAgainMs / 1000} s; its page is set again`,
    );
    this.deps.setPageAgain?.();
  }

  private watchdogFired(): void {
    this.stopTimer = undefined;
    if (this.phase !== 'opening') return;
    this.phase = 'dialog';
    this.deps.log(
      `approval: the approval panel did not show its buttons within ${this.watchdogMs / 1000} s ` +
        '(mcpLens.approval.dialogAfterSeconds); asking in a dialog instead',
    );
    try {
      this.deps.closePanel();
    } catch {
      // a panel that cannot be closed is out of the exchange all the same
    }
    let asked: PromiseLike<DialogAnswer>;
    try {
      asked = this.deps.askInDialog();
    } catch {
      return this.settle({ approved: false, source: 'panel error' }, false);
    }
    asked.then(
      (answer) => {
        if (this.settledWith) return this.deps.dialogTooLate(answer, this.settledWith);
        this.settle(
          answer === 'Approve'
            ? { approved: true, source: 'Approve (dialog)' }
            : { approved: false, source: answer === 'Deny' ? 'Deny (dialog)' : 'dialog dismissed' },
          false,
        );
      },
      () => this.settle({ approved: false, source: 'panel error' }, false),
    );
  }

  private settle(answer: UserAnswer, closePanel: boolean): void {
    if (this.settledWith) return;
    const wasDialog = this.phase === 'dialog';
    this.phase = 'settled';
    this.settledWith = answer;
    this.stopWatchdog();
    this.resolve(answer);
    if (closePanel && !wasDialog) {
      try {
        this.deps.closePanel();
      } catch {
        // the answer stands
      }
    }
  }
}
