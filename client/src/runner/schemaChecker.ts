/**
 * The extension host's side of the schema worker: values are checked against a server's schemas in a worker
 * thread (schemaWorker.ts), never in the host. A schema is the server's to write, and a `pattern` such as
 * `^(a+)+$` against a long string, or a huge schema, would otherwise freeze every extension. One worker,
 * started on first use and reused (it keeps compiled validators); a check that runs past the time limit
 * ends it, and the next check starts a fresh one. No `vscode` here, so the tests run the real worker.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SchemaVerdict } from './schemaCheck';

/** How long one check may take before the worker is stopped. */
export const SCHEMA_CHECK_LIMIT_MS = 2000;

/** The worker's heap, with room for large results; a schema or value that needs more ends it (`interrupted`), not the host. */
const WORKER_HEAP_MB = 1024;

export type CheckVerdict =
  | SchemaVerdict
  /** The check did not finish: it ran out of time, the worker failed, or the runner closed. */
  | { readonly ok: 'interrupted'; readonly reason: string };

/** To the worker: a value and its schema, both as JSON text (the schema's text is also its cache key). */
export interface SchemaCheckRequest {
  readonly id: number;
  readonly schema: string;
  readonly value: string;
}

/** From the worker: `ready` once it has loaded; for each request, `parsed` when it starts checking, then the verdict. */
export type SchemaCheckReply = { readonly ready: true } | { readonly id: number; readonly parsed: true } | { readonly id: number; readonly verdict: SchemaVerdict };

export interface SchemaCheckerOptions {
  /** The worker bundle; beside the bundle that runs this code (every bundle lives in dist/). */
  readonly workerPath?: string;
  readonly limitMs?: number;
}

interface Pending {
  readonly request: SchemaCheckRequest;
  readonly resolve: (verdict: CheckVerdict) => void;
}

interface Running {
  readonly worker: Worker;
  ready: boolean;
}

export class SchemaChecker {
  private readonly workerPath: string;
  private readonly limitMs: number;
  private running: Running | undefined;
  private readonly queue: Pending[] = [];
  /** The check the worker is busy with, and its time limit once the checking proper has begun. */
  private current: (Pending & { timer?: NodeJS.Timeout }) | undefined;
  private nextId = 0;
  private disposed = false;

  constructor(options: SchemaCheckerOptions = {}) {
    this.workerPath = options.workerPath ?? join(__dirname, 'schemaWorker.js');
    this.limitMs = options.limitMs ?? SCHEMA_CHECK_LIMIT_MS;
  }

  /** The worker thread's id while one runs (it changes when a stuck worker is replaced). */
  get threadId(): number | undefined {
    return this.running?.worker.threadId;
  }

  /** Checks `value` against `schema`. Never rejects: a check that cannot finish is `interrupted`, with the reason. */
  check(schema: unknown, value: unknown): Promise<CheckVerdict> {
    if (schema === true || schema === undefined) return Promise.resolve({ ok: true });
    if (this.disposed) return Promise.resolve(interrupted('the runner was closed'));
    let request: SchemaCheckRequest;
    try {
      request = { id: ++this.nextId, schema: JSON.stringify(schema), value: JSON.stringify(value) ?? 'null' };
    } catch (e) {
      // nesting too deep for JSON.stringify (a RangeError)
      return Promise.resolve({ ok: 'unchecked', reason: `the value or its schema cannot be sent to the checker: ${e instanceof Error ? e.message : String(e)}` });
    }
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.pump();
    });
  }

  /** Stops the worker; checks still waiting are answered `interrupted`. Resolves once the thread has exited. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const running = this.running;
    this.running = undefined;
    this.settle(interrupted('the runner was closed'));
    for (const p of this.queue.splice(0)) p.resolve(interrupted('the runner was closed'));
    if (running) await running.worker.terminate();
  }

  /** Sends the next waiting check once the worker is free, starting a worker when none runs. */
  private pump(): void {
    if (this.disposed || this.current || !this.queue.length) return;
    const running = this.running ?? this.start();
    if (!running?.ready) return;
    const next = this.queue.shift()!;
    this.current = { ...next };
    running.worker.postMessage(next.request);
  }

  /**
   * The limit starts when the worker has parsed the texts: loading ajv, and parsing a large value (linear, and
   * no slower than the host's own parsing of the same message), are not the schema's fault; compiling it and
   * running it are.
   */
  private startClock(): void {
    const current = this.current;
    if (!current || current.timer) return;
    current.timer = setTimeout(() => this.stop(interrupted(`validation took longer than ${this.limitMs / 1000} s (the schema may contain a pathological pattern)`)), this.limitMs);
  }

  private start(): Running | undefined {
    let worker: Worker;
    try {
      worker = new Worker(this.workerPath, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    } catch (e) {
      this.queue.shift()?.resolve(interrupted(`the schema checker could not start: ${e instanceof Error ? e.message : String(e)}`));
      queueMicrotask(() => this.pump());
      return undefined;
    }
    const running: Running = { worker, ready: false };
    this.running = running;
    worker.on('message', (reply: SchemaCheckReply) => {
      if (this.running !== running) return;
      if ('ready' in reply) {
        running.ready = true;
      } else if (this.current?.request.id !== reply.id) {
        return;
      } else if ('parsed' in reply) {
        return this.startClock();
      } else {
        this.settle(reply.verdict);
      }
      this.pump();
    });
    // out of memory, a failure to load, or any other end the checker did not ask for
    worker.on('error', (e) => {
      if (this.running === running) this.stop(interrupted(`the schema checker failed: ${e.message}`));
    });
    worker.on('exit', (code) => {
      if (this.running === running) this.stop(interrupted(`the schema checker stopped (exit code ${code})`));
    });
    return running;
  }

  /** Ends the worker and answers the check it was busy with (or, when it never got ready, the next one). */
  private stop(verdict: CheckVerdict): void {
    const running = this.running;
    this.running = undefined;
    if (running) void running.worker.terminate();
    if (this.current) this.settle(verdict);
    else this.queue.shift()?.resolve(verdict);
    this.pump();
  }

  private settle(verdict: CheckVerdict): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    clearTimeout(current.timer);
    current.resolve(verdict);
  }
}

function interrupted(reason: string): CheckVerdict {
  return { ok: 'interrupted', reason };
}
