/**
 * Watches a webview page come up, since a page whose frame never loads stays blank and says nothing. If it is not up
 * within `againMs`, `again` sets its HTML in a new frame; if still not up `giveUpMs` later, `notUp` tells the user.
 */
export class PageWatch {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private isUp = false;

  constructor(
    private readonly notUp: () => void,
    private readonly againMs = 10_000,
    private readonly giveUpMs = 10_000,
  ) {}

  /** The page's HTML was set: watch it come up, setting it `again` once if it does not. */
  start(again: () => void): void {
    this.stop();
    this.isUp = false;
    this.timer = setTimeout(() => {
      try {
        again();
      } catch {
        // the webview went away meanwhile
        return;
      }
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.notUp();
      }, this.giveUpMs);
    }, this.againMs);
  }

  /** The page said it is up. */
  up(): void {
    this.isUp = true;
    this.stop();
  }

  get pageUp(): boolean {
    return this.isUp;
  }

  dispose(): void {
    this.stop();
  }

  private stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
