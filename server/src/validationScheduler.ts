/**
 * Runs validation per document: the first result at once, rapid edits after a short quiet period,
 * and a result for an older version is never published over a newer one.
 */
export class ValidationScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly published = new Set<string>();

  constructor(
    private readonly validate: (uri: string) => void,
    private readonly delayMs = 150,
  ) {}

  /** `immediate` for open and settings changes; edits are debounced once a first result is out. */
  schedule(uri: string, immediate = false): void {
    this.cancel(uri);
    if (immediate || !this.published.has(uri)) {
      this.published.add(uri);
      this.validate(uri);
      return;
    }
    this.timers.set(
      uri,
      setTimeout(() => {
        this.timers.delete(uri);
        this.validate(uri);
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
    this.published.delete(uri);
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
