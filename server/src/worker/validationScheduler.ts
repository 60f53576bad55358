/**
 * A validation in slices: each `next()` does one part (the parse, one rule, publishing). The scheduler yields to the
 * event loop whenever its budget is spent, and drops a run whose document changed or closed meanwhile.
 */
export type ValidationRun = Iterator<unknown, unknown, undefined>;

export interface SchedulerOptions {
  /** Quiet time after an edit before a burst of edits is validated. */
  readonly delayMs?: number;
  readonly now?: () => number;
  /** Longest stretch of slices run without yielding to the event loop (0: yield after every slice). */
  readonly sliceBudgetMs?: number;
  /** How the run yields to the event loop between stretches. */
  readonly defer?: (continueRun: () => void) => void;
  /** Told of an error a validation threw (the run ends; the document is validated again on its next change). */
  readonly onError?: (uri: string, error: unknown) => void;
  /** Told when no validation is running or waiting any more (e.g. to tidy the heap). */
  readonly onIdle?: () => void;
  /** Runs each stretch of slices of `uri` (the language worker brackets it for the main thread's time limit). */
  readonly around?: (uri: string, stretch: () => void) => void;
}

interface Running {
  cancelled: boolean;
  readonly steps: ValidationRun;
}

/**
 * Runs validation per document: at once on open or for an edit after a quiet moment, and once after a short pause for
 * edits in quick succession. A newer version abandons the older one's run between slices, so it is never published.
 */
export class ValidationScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Running>();
  /** When each document's last validation ended or was abandoned (documents validated at least once). */
  private readonly lastRun = new Map<string, number>();
  /** The document version each document was last scheduled for, when given. */
  private readonly versions = new Map<string, number>();
  private readonly delayMs: number;
  private readonly now: () => number;
  private readonly sliceBudgetMs: number;
  private readonly defer: (continueRun: () => void) => void;

  constructor(
    private readonly validate: (uri: string) => ValidationRun | void,
    private readonly options: SchedulerOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 150;
    this.now = options.now ?? (() => performance.now());
    this.sliceBudgetMs = options.sliceBudgetMs ?? 20;
    this.defer = options.defer ?? ((f) => void setImmediate(f));
  }

  /**
   * @param immediate for an open or a settings change; an edit runs at once only if the last run ended `delayMs` ago.
   * @param version the version an open or edit is for: a repeat is dropped, and a request without one always validates.
   */
  schedule(uri: string, immediate = false, version?: number): void {
    // the same version again (an open is announced as an open and as a change): the validation it has stands
    if (version !== undefined) {
      if (
        this.versions.get(uri) === version &&
        (this.running.has(uri) || this.timers.has(uri) || this.lastRun.has(uri))
      ) {
        return;
      }
      this.versions.set(uri, version);
    }
    const waiting = this.timers.has(uri);
    const wasRunning = this.abandon(uri);
    this.cancel(uri);
    const last = this.lastRun.get(uri);
    if (immediate || last === undefined || (!waiting && !wasRunning && this.now() - last >= this.delayMs)) {
      this.start(uri);
      return;
    }
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        this.start(uri);
      }, this.delayMs),
    );
  }

  /** Cancels a waiting validation (not one that is running). */
  cancel(uri: string): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.delete(uri);
  }

  /** The document closed: nothing more is done for it. */
  forget(uri: string): void {
    this.cancel(uri);
    this.abandon(uri);
    this.lastRun.delete(uri);
    this.versions.delete(uri);
    this.idleCheck();
  }

  /** Whether no validation is running or waiting. */
  get idle(): boolean {
    return !this.running.size && !this.timers.size;
  }

  /** Whether a validation of `uri` is running (between slices) or waiting. */
  isBusy(uri: string): boolean {
    return this.running.has(uri) || this.timers.has(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const uri of [...this.running.keys()]) this.abandon(uri);
  }

  private abandon(uri: string): boolean {
    const run = this.running.get(uri);
    if (!run) return false;
    run.cancelled = true;
    this.running.delete(uri);
    // edits that arrive while a large document is validated count as rapid: measured from here
    this.lastRun.set(uri, this.now());
    try {
      run.steps.return?.(undefined);
    } catch (error) {
      this.options.onError?.(uri, error);
    }
    return true;
  }

  private start(uri: string): void {
    let steps: ValidationRun | void = undefined;
    try {
      steps = this.validate(uri);
    } catch (error) {
      this.options.onError?.(uri, error);
    }
    if (!steps) {
      this.lastRun.set(uri, this.now());
      this.idleCheck();
      return;
    }
    const run: Running = { cancelled: false, steps };
    this.running.set(uri, run);
    this.continue(uri, run);
  }

  private continue(uri: string, run: Running): void {
    let finished = false;
    const stretch = () => {
      const until = this.now() + this.sliceBudgetMs;
      for (;;) {
        if (run.cancelled) return (finished = true);
        let done: boolean | undefined;
        try {
          done = run.steps.next().done;
        } catch (error) {
          this.options.onError?.(uri, error);
          done = true;
        }
        if (done) return (finished = true);
        if (this.now() >= until) return;
      }
    };
    if (this.options.around) this.options.around(uri, stretch);
    else stretch();
    if (!finished) this.defer(() => this.continue(uri, run));
    else if (!run.cancelled) this.finish(uri, run);
  }

  private finish(uri: string, run: Running): void {
    if (this.running.get(uri) === run) this.running.delete(uri);
    this.lastRun.set(uri, this.now());
    this.idleCheck();
  }

  private idleCheck(): void {
    if (!this.running.size && !this.timers.size) this.options.onIdle?.();
  }
}
