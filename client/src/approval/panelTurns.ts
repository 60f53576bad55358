/**
 * Approval panels take turns, each opening once the ones before it are answered or their calls stop waiting. Two
 * webviews made at once come twice as slowly (docs/performance.md), and a panel made over another hides it.
 */
export class PanelTurns {
  private last: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** Calls waiting for their turn (not the one whose panel is open). */
  get queued(): number {
    return this.waiting;
  }

  /**
   * Runs `open` once the turns before it have ended, and ends this turn when its result settles. A call whose `signal`
   * aborts while it waits opens nothing and resolves with `gaveUp()`; later turns still wait for the earlier ones.
   */
  take<T>(signal: AbortSignal, open: () => Promise<T>, gaveUp: () => T): Promise<T> {
    const before = this.last;
    let end!: () => void;
    this.last = new Promise<void>((resolve) => (end = resolve));
    this.waiting++;
    return new Promise<T>((resolve, reject) => {
      let left = false;
      const leave = () => {
        if (left) return false;
        left = true;
        this.waiting--;
        signal.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        resolve(gaveUp());
        void before.then(end);
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      void before.then(() => {
        if (!leave()) return;
        let opened: Promise<T>;
        try {
          opened = open();
        } catch (error) {
          opened = Promise.reject(error);
        }
        opened.then(resolve, reject).finally(end);
      });
    });
  }
}
