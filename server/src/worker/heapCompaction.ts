import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * The language server's heap, kept near what it holds. A large catalog makes a tree of tens of MB per version,
 * and V8 grows the heap well past the live size before it collects (and gives nothing back while the server sits
 * idle, which is most of its life): without this, a server that edited a 5 MB catalog stays at several hundred MB.
 * Two measures: old space may grow only by `growthPercent` over what the last full collection kept, and once a
 * large document has been checked and nothing is left to do, one full collection runs while the user reads.
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
