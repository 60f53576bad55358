/**
 * Lets the Servers view's redraws through at most once per interval, each with every row that changed meanwhile,
 * since VS Code's debounce would otherwise starve a busy view (docs/architecture.md, "The Servers tree").
 */
export class RedrawThrottle<T> {
  /** The rows to redraw; `'all'` once the whole tree must be. */
  private pending: Map<string, T> | 'all' | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    /** Receives the rows to redraw, or undefined for the whole tree. */
    private readonly redraw: (rows: T[] | undefined) => void,
    private readonly idOf: (row: T) => string,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A row changed (undefined: the whole tree). */
  request(row: T | undefined): void {
    if (row === undefined) this.pending = 'all';
    else if (this.pending !== 'all') {
      this.pending ??= new Map();
      // a row's newest object, one per row
      this.pending.set(this.idOf(row), row);
    }
    if (this.timer) return;
    const wait = this.lastAt + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.lastAt = this.now();
    this.redraw(pending === 'all' ? undefined : [...pending.values()]);
  }
}
