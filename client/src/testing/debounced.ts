// Work per key, run once no newer work for that key came for a while: the Test Explorer follows the edits of an open
// test file once typing pauses, since each keystroke would otherwise parse the file and rebuild its items. No `vscode`.

/** How long typing in a test file pauses before its items follow. */
export const EDIT_DEBOUNCE_MS = 250;

export class Debounced<K> {
  private readonly pending = new Map<K, { timer: ReturnType<typeof setTimeout>; run: () => void }>();

  constructor(private readonly delayMs = EDIT_DEBOUNCE_MS) {}

  /** Runs `run` after the delay, in place of the key's work still pending. */
  schedule(key: K, run: () => void): void {
    this.cancel(key);
    const timer = setTimeout(() => {
      this.pending.delete(key);
      run();
    }, this.delayMs);
    this.pending.set(key, { timer, run });
  }

  /** Runs the key's pending work now, if there is any. */
  flush(key: K): void {
    const pending = this.pending.get(key);
    if (!pending) return;
    this.cancel(key);
    pending.run();
  }

  /** Drops the key's pending work. */
  cancel(key: K): void {
    const pending = this.pending.get(key);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(key);
  }

  dispose(): void {
    for (const key of [...this.pending.keys()]) this.cancel(key);
  }
}
