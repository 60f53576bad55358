/**
 * Watches a webview page come up. A page whose frame never loads stays blank for good (VS Code's webview start-up can
 * lose a frame's document under load); it says nothing, so the extension has to notice. After the page's HTML is set,
 * `start(again)`: if the page has not said it is up (`up()`) within `againMs`, `again` sets its HTML once more (a new
 * frame); if it is still not up `giveUpMs` after that, `notUp` tells the user. No `vscode` here.
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
