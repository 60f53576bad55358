import { Worker } from 'node:worker_threads';
import { describeWorkerExit } from '../code/parserExit';
import type { LensSettings } from '../../../common/protocol/settings';
import type { FeatureRequests, FromWorker, RequestMethod, ToWorker, WorkerInit } from '../worker/protocol';

/** Where a worker was when it stopped answering, or how it ended. */
export interface Stop {
  /** The document (and version) it was working on, when it was working on one. */
  readonly on?: { readonly uri: string; readonly version: number };
  readonly why: 'time-limit' | 'failed';
  /** For `failed`: how the worker ended (out of memory, an exception, an exit). */
  readonly detail?: string;
}

/** What a worker reports that its supervisor does not handle itself (start-up, the watchdog and answers it does). */
export type WorkerNotice = Exclude<FromWorker, { readonly type: 'ready' | 'busy' | 'rested' | 'response' }>;

export interface SupervisedWorkerOptions {
  readonly script: string;
  readonly init: WorkerInit;
  /** The time one piece of work on a document may take before the worker is stopped. */
  readonly limitMs: () => number;
  /** The worker's heap: a document that needs more ends the worker, not the language server. */
  readonly heapMb: number;
  /** The settings a new worker starts with. */
  readonly settings: () => LensSettings;
  /** The messages that bring a new worker up to date (the open documents), sent after `init`. */
  readonly replay: () => ToWorker[];
  readonly onMessage: (message: WorkerNotice) => void;
  /** The worker was stopped (time limit) or ended on its own; a new one is started unless `dispose` was called. */
  readonly onStop: (stop: Stop) => void;
  readonly log: (message: string) => void;
}

interface Pending {
  readonly method: RequestMethod;
  readonly params: unknown;
  readonly resolve: (result: unknown) => void;
}

/**
 * The young generation of each worker: three semi-spaces of 4 MB, what `--max-semi-space-size=4` gives the main
 * thread (protocol/serverProcess.ts). V8 grows a worker's to 48 MB and never shrinks it otherwise.
 */
const YOUNG_GENERATION_MB = 12;

/** Failures in this window count towards giving up (a worker that cannot even start must not respawn for ever). */
const FAILURE_WINDOW_MS = 60_000;
const MAX_FAILURES = 5;

/**
 * One language worker thread, kept alive: one busy on a document past the time limit, or that ends on its own, is
 * replaced, and the requests it had not answered are handed back (`takeBack`) to be sent elsewhere.
 */
export class SupervisedWorker {
  private worker: Worker | undefined;
  private ready = false;
  private queue: ToWorker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private busy: { uri: string; version: number; since: number } | undefined;
  private watchdog: NodeJS.Timeout | undefined;
  private failures: number[] = [];
  private disposed = false;
  /** Requests of a worker that was replaced, for the owner to re-route (see `takeBack`). */
  private orphans: Pending[] = [];

  constructor(private readonly options: SupervisedWorkerOptions) {
    this.start();
  }

  /** How long the worker has been inside its current piece of work (0 when it is resting). */
  busyForMs(now = performance.now()): number {
    return this.busy ? now - this.busy.since : 0;
  }

  get busyOn(): string | undefined {
    return this.busy?.uri;
  }

  get alive(): boolean {
    return !!this.worker && !this.disposed;
  }

  post(message: ToWorker): void {
    if (this.disposed) return;
    if (!this.ready) this.queue.push(message);
    else this.worker!.postMessage(message);
  }

  /** Sends a request; resolves with its answer, or undefined when the worker ended first or gave up for good. */
  request<M extends RequestMethod>(
    method: M,
    params: FeatureRequests[M]['params'],
  ): Promise<FeatureRequests[M]['result'] | undefined> {
    if (this.disposed || !this.worker) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const id = ++this.nextId;
      this.pending.set(id, { method, params, resolve: resolve as (r: unknown) => void });
      this.post({ type: 'request', id, method, params });
    });
  }

  /** The requests a replaced worker never answered (each must be resolved by whoever takes it). */
  takeBack(): { method: RequestMethod; params: unknown; resolve: (result: unknown) => void }[] {
    const orphans = this.orphans;
    this.orphans = [];
    return orphans;
  }

  /** The time limit setting changed: work already running gets the new limit, counted from when it began. */
  limitChanged(): void {
    if (!this.busy || !this.watchdog) return;
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.timedOut(), Math.max(0, this.options.limitMs() - this.busyForMs()));
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    clearTimeout(this.watchdog);
    const worker = this.worker;
    this.worker = undefined;
    for (const p of this.pending.values()) p.resolve(undefined);
    this.pending.clear();
    for (const p of this.orphans.splice(0)) p.resolve(undefined);
    if (worker) await worker.terminate().catch(() => undefined);
  }

  private start(): void {
    if (this.disposed) return;
    let worker: Worker;
    try {
      worker = new Worker(this.options.script, {
        resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
    } catch (error) {
      this.failed(`it could not start: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    this.worker = worker;
    this.ready = false;
    worker.on('message', (message: FromWorker) => {
      if (this.worker !== worker) return;
      this.received(message);
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.ended(worker, describeWorkerError(error));
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.ended(worker, describeWorkerExit(code));
    });
  }

  private received(message: FromWorker): void {
    switch (message.type) {
      case 'ready': {
        this.ready = true;
        // the replay is the documents as they are now: what was queued to sync them while starting is older
        const queued = this.queue.filter(
          (m) => m.type === 'request' || m.type === 'diskChanges' || m.type === 'revalidate',
        );
        this.queue = [];
        this.worker!.postMessage({
          type: 'init',
          init: this.options.init,
          settings: this.options.settings(),
        } satisfies ToWorker);
        for (const m of [...this.options.replay(), ...queued]) this.worker!.postMessage(m);
        return;
      }
      case 'busy':
        this.busy = { uri: message.uri, version: message.version, since: performance.now() };
        clearTimeout(this.watchdog);
        this.watchdog = setTimeout(() => this.timedOut(), this.options.limitMs());
        return;
      case 'rested':
        this.busy = undefined;
        clearTimeout(this.watchdog);
        return;
      case 'response': {
        const p = this.pending.get(message.id);
        this.pending.delete(message.id);
        p?.resolve(message.result);
        return;
      }
      default:
        this.options.onMessage(message);
    }
  }

  private timedOut(): void {
    const worker = this.worker;
    const on = this.busy && { uri: this.busy.uri, version: this.busy.version };
    if (!worker) return;
    this.replace(worker);
    this.options.onStop({ on, why: 'time-limit' });
    this.start();
  }

  private ended(worker: Worker, detail: string): void {
    const on = this.busy && { uri: this.busy.uri, version: this.busy.version };
    this.replace(worker);
    this.options.onStop({ on, why: 'failed', detail });
    this.failed(detail);
  }

  /** Lets the old worker go: its unanswered requests become orphans for the owner to re-route. */
  private replace(worker: Worker): void {
    this.worker = undefined;
    this.ready = false;
    this.busy = undefined;
    clearTimeout(this.watchdog);
    worker.removeAllListeners('message');
    void worker.terminate().catch(() => undefined);
    this.orphans.push(...this.pending.values());
    this.pending.clear();
    // requests queued for a worker that never got ready are among the orphans: they must not be sent twice
    this.queue = this.queue.filter((m) => m.type !== 'request');
  }

  private failed(detail: string): void {
    const now = performance.now();
    this.failures = [...this.failures.filter((t) => now - t < FAILURE_WINDOW_MS), now];
    if (this.failures.length >= MAX_FAILURES) {
      this.options.log(
        `MCP Lens: the ${this.options.init.role} worker failed ${MAX_FAILURES} times in a minute (last: ${detail}); ` +
          'it is not started again. Restart the language server to try again.',
      );
      this.disposed = true;
      for (const p of this.orphans.splice(0)) p.resolve(undefined);
      return;
    }
    this.start();
  }
}

function describeWorkerError(error: Error & { code?: string }): string {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'it ran out of memory';
  return `it failed: ${error.message}`;
}
