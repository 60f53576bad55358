import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Keeps the heap near its live size, since V8 gives nothing back while the server idles: old space may grow only
 * `growthPercent` past the last full collection, and one full collection runs once a large document's check is done.
 */
export class HeapCompaction {
  private readonly gc: (() => void) | undefined;
  private pending = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      readonly largeChars?: number;
      readonly idleMs?: number;
      readonly growthPercent?: number;
    } = {},
  ) {
    this.gc = exposeGc();
    if (options.growthPercent !== 0) setFlagsFromString(`--heap-growing-percent=${options.growthPercent ?? 50}`);
  }

  /** Whether a full collection can be requested in this process. */
  get available(): boolean {
    return !!this.gc;
  }

  /** A document of `chars` characters was checked: worth a collection once everything is quiet. */
  checked(chars: number): void {
    if (chars >= (this.options.largeChars ?? 1_000_000)) this.pending = true;
  }

  /**
   * Nothing is running or waiting: collect after a short pause (a request that follows at once is not delayed),
   * unless work arrived meanwhile (`stillIdle`): a collection then would only be repeated after it.
   */
  idle(stillIdle: () => boolean): void {
    if (!this.pending || !this.gc || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.pending || !stillIdle()) return;
      this.pending = false;
      this.gc?.();
    }, this.options.idleMs ?? 100);
    this.timer.unref();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** V8's `gc()`, exposed to this process after start-up (the server is not started with --expose-gc). */
function exposeGc(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('typeof gc === "function" ? gc : undefined') as (() => void) | undefined;
    return gc;
  } catch {
    return undefined;
  }
}
