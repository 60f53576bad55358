/**
 * Approval panels take turns: a call's panel opens once the panels before it have been answered (or their calls have
 * stopped waiting). Two webviews made at once come on screen about twice as slowly as one (each new webview's service
 * worker is held about a second in "activating", and Chromium does the two together: 2.3–2.5 s for the first of two,
 * measured, against 1.2 s for one), and a panel made over another one in their shared editor group hides it. One at a
 * time, each panel the user sees is the one being asked, and it comes at once. No `vscode` here.
 */
export class PanelTurns {
  private last: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** Calls waiting for their turn (not the one whose panel is open). */
  get queued(): number {
    return this.waiting;
  }

  /**
   * Runs `open` when the turns before it have ended, and ends this turn when what it returns settles. A call whose
   * `signal` aborts while it waits never opens anything: it resolves with `gaveUp()`, and the turns after it still wait
   * for the ones before it.
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
