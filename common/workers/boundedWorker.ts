/**
 * The host's side of a worker thread for work a server's data could make endless (schema checks, the live lint). Calls
 * run one at a time; one past its time limit or cancelled ends the worker, and a call never rejects but has an outcome.
 */
import { Worker } from 'node:worker_threads';

/** To the worker. */
export interface WorkerCall<Req> {
  readonly id: number;
  readonly payload: Req;
}

/**
 * From the worker: `ready` once it has loaded; for each call `started` when the work that depends on the data
 * begins (the time limit runs from there), then the result, or the error its handler threw.
 */
export type WorkerReply<Res> =
  | { readonly ready: true }
  | { readonly id: number; readonly started: true }
  | { readonly id: number; readonly result: Res }
  | { readonly id: number; readonly error: string };

export type CallOutcome<Res> =
  | { readonly ok: true; readonly result: Res }
  /** It ran past the time limit (the worker was ended). */
  | { readonly ok: false; readonly why: 'timeout' }
  /** The worker could not start, crashed, ran out of memory, or the handler threw; `reason` says which. */
  | { readonly ok: false; readonly why: 'failed'; readonly reason: string }
  | { readonly ok: false; readonly why: 'cancelled' | 'disposed' };

export interface BoundedWorkerOptions {
  readonly workerPath: string;
  readonly limitMs: number;
  /** Names the worker in failure reasons, e.g. "the schema checker" → "the schema checker failed: …". */
  readonly name: string;
  /** The worker's heap: data that needs more ends the worker (`failed`), not the host. */
  readonly heapMb?: number;
  /** Says why a worker that exited by itself did so (its exit code may mean something); default: the code. */
  readonly describeExit?: (code: number) => string;
}

interface Job<Req, Res> {
  readonly call: WorkerCall<Req>;
  readonly resolve: (outcome: CallOutcome<Res>) => void;
  detach?: () => void;
  timer?: NodeJS.Timeout;
}

interface Running {
  readonly worker: Worker;
  ready: boolean;
}

export class BoundedWorker<Req, Res> {
  private running: Running | undefined;
  private readonly queue: Job<Req, Res>[] = [];
  /** The call the worker is busy with. */
  private current: Job<Req, Res> | undefined;
  private nextId = 0;
  private disposed = false;

  constructor(private readonly options: BoundedWorkerOptions) {}

  /** The worker thread's id while one runs (it changes when a worker is replaced). */
  get threadId(): number | undefined {
    return this.running?.worker.threadId;
  }

  /** Runs `payload` through the worker. Aborting `signal` drops a queued call and ends the worker of a running one. */
  call(payload: Req, signal?: AbortSignal): Promise<CallOutcome<Res>> {
    if (this.disposed) return Promise.resolve({ ok: false, why: 'disposed' });
    if (signal?.aborted) return Promise.resolve({ ok: false, why: 'cancelled' });
    return new Promise((resolve) => {
      const job: Job<Req, Res> = { call: { id: ++this.nextId, payload }, resolve };
      if (signal) {
        const onAbort = () => this.cancel(job);
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Starts the worker now, if none runs, so that the next call does not wait for a thread to start and load. */
  prepare(): void {
    if (!this.disposed && !this.running) this.start();
  }

  /** Stops the worker; calls still waiting are answered `disposed`. Resolves once the thread has exited. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const running = this.running;
    this.running = undefined;
    if (this.current) this.finish(this.current, { ok: false, why: 'disposed' });
    for (const job of this.queue.splice(0)) this.finish(job, { ok: false, why: 'disposed' });
    if (running) await running.worker.terminate();
  }

  private cancel(job: Job<Req, Res>): void {
    if (this.current === job) return this.stop({ ok: false, why: 'cancelled' });
    const at = this.queue.indexOf(job);
    if (at >= 0) this.queue.splice(at, 1);
    this.finish(job, { ok: false, why: 'cancelled' });
  }

  /** Sends the next waiting call once the worker is free, starting a worker when none runs. */
  private pump(): void {
    if (this.disposed || this.current || !this.queue.length) return;
    const running = this.running ?? this.start();
    if (!running?.ready) return;
    const job = this.queue.shift()!;
    this.current = job;
    try {
      running.worker.postMessage(job.call);
    } catch (e) {
      // a payload that cannot be cloned
      this.finish(job, {
        ok: false,
        why: 'failed',
        reason: `${this.options.name} could not be sent the data: ${messageOf(e)}`,
      });
      this.pump();
    }
  }

  private start(): Running | undefined {
    let worker: Worker;
    try {
      worker = new Worker(this.options.workerPath, {
        resourceLimits: this.options.heapMb ? { maxOldGenerationSizeMb: this.options.heapMb } : undefined,
      });
    } catch (e) {
      const job = this.queue.shift();
      if (job) {
        this.finish(job, { ok: false, why: 'failed', reason: `${this.options.name} could not start: ${messageOf(e)}` });
      }
      queueMicrotask(() => this.pump());
      return undefined;
    }
    const running: Running = { worker, ready: false };
    this.running = running;
    worker.on('message', (reply: WorkerReply<Res>) => {
      if (this.running !== running) return;
      if ('ready' in reply) {
        running.ready = true;
      } else if (this.current?.call.id !== reply.id) {
        return;
      } else if ('started' in reply) {
        return this.startClock(this.current);
      } else if ('error' in reply) {
        this.finish(this.current, { ok: false, why: 'failed', reason: `${this.options.name} failed: ${reply.error}` });
      } else {
        this.finish(this.current, { ok: true, result: reply.result });
      }
      this.pump();
    });
    // out of memory, a failure to load, or any other end that was not asked for
    worker.on('error', (e) => {
      if (this.running === running) {
        this.stop({ ok: false, why: 'failed', reason: `${this.options.name} failed: ${e.message}` });
      }
    });
    worker.on('exit', (code) => {
      if (this.running === running) {
        this.stop({
          ok: false,
          why: 'failed',
          reason: `${this.options.name} stopped (${this.options.describeExit?.(code) ?? `exit code ${code}`})`,
        });
      }
    });
    return running;
  }

  private startClock(job: Job<Req, Res>): void {
    if (job.timer) return;
    job.timer = setTimeout(() => {
      if (this.current === job) this.stop({ ok: false, why: 'timeout' });
    }, this.options.limitMs);
  }

  /** Ends the worker and answers the call it was busy with (or, when it never got ready, the next one). */
  private stop(outcome: CallOutcome<Res>): void {
    const running = this.running;
    this.running = undefined;
    if (running) running.worker.terminate().catch(() => undefined);
    const job = this.current ?? this.queue.shift();
    if (job) this.finish(job, outcome);
    this.pump();
  }

  private finish(job: Job<Req, Res>, outcome: CallOutcome<Res>): void {
    if (this.current === job) this.current = undefined;
    clearTimeout(job.timer);
    job.detach?.();
    job.resolve(outcome);
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
