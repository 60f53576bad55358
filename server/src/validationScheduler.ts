/**
 * Runs validation per document: at once when the document opens and for an edit after a quiet moment, but edits
 * that follow one another quickly (typing) are folded into one validation after a short pause. A result for an
 * older version is never published over a newer one (the validation checks the version before it publishes).
 */
export class ValidationScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** When each document's last validation ended (documents validated at least once). */
  private readonly lastRun = new Map<string, number>();

  constructor(
    private readonly validate: (uri: string) => void,
    private readonly delayMs = 150,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * `immediate` for open and settings changes. An edit is validated at once when the last validation of the
   * document ended more than `delayMs` ago, else it waits until edits have paused for `delayMs`.
   */
  schedule(uri: string, immediate = false): void {
    const waiting = this.timers.has(uri);
    this.cancel(uri);
    const last = this.lastRun.get(uri);
    if (immediate || last === undefined || (!waiting && this.now() - last >= this.delayMs)) {
      this.run(uri);
      return;
    }
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        this.run(uri);
      }, this.delayMs),
    );
  }

  cancel(uri: string): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.delete(uri);
  }

  forget(uri: string): void {
    this.cancel(uri);
    this.lastRun.delete(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private run(uri: string): void {
    try {
      this.validate(uri);
    } finally {
      // measured from the end: edits that queued up while a large document was validated count as rapid
      this.lastRun.set(uri, this.now());
    }
  }
}
