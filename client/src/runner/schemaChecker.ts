/**
 * The extension host's side of the schema worker, with one worker per lane (arguments, results). Why a worker, and
 * why lanes: docs/architecture.md, "A tool call, from Run to the server".
 */
import { join } from 'node:path';
import { BoundedWorker, type CallOutcome } from '../../../common/workers/boundedWorker';
import type { SchemaVerdict } from '../../../server/src/schemaCheck';

/** How long one check may take before the worker is stopped. */
export const SCHEMA_CHECK_LIMIT_MS = 2000;

/** The worker's heap, with room for large results; a schema or value that needs more ends the worker, not the host. */
const WORKER_HEAP_MB = 1024;

export type CheckVerdict =
  | SchemaVerdict
  /** The check did not finish: it ran out of time, the worker failed, or the runner closed. */
  | { readonly ok: 'interrupted'; readonly reason: string };

/** To the worker: a value and its schema, both as JSON text (the schema's text is also its cache key). */
export interface SchemaCheckRequest {
  readonly schema: string;
  readonly value: string;
}

export interface SchemaCheckerOptions {
  /** The worker bundle; beside the bundle that runs this code (every bundle lives in dist/). */
  readonly workerPath?: string;
  readonly limitMs?: number;
}

/** What is checked: a call's arguments before it is sent, or a result after it came. Each has its own worker. */
export type CheckLane = 'arguments' | 'result';

export class SchemaChecker {
  private readonly workers: Record<CheckLane, BoundedWorker<SchemaCheckRequest, SchemaVerdict>>;
  private readonly limitMs: number;
  private disposed = false;

  constructor(options: SchemaCheckerOptions = {}) {
    this.limitMs = options.limitMs ?? SCHEMA_CHECK_LIMIT_MS;
    const worker = () =>
      new BoundedWorker<SchemaCheckRequest, SchemaVerdict>({
        workerPath: options.workerPath ?? join(__dirname, 'schemaWorker.js'),
        limitMs: this.limitMs,
        name: 'the schema checker',
        heapMb: WORKER_HEAP_MB,
      });
    this.workers = { arguments: worker(), result: worker() };
  }

  /** The thread id of a lane's worker while one runs (it changes when a stuck worker is replaced). */
  threadId(lane: CheckLane = 'arguments'): number | undefined {
    return this.workers[lane].threadId;
  }

  /** Checks `value` against `schema`. Never rejects: a check that cannot finish is `interrupted`, with the reason. */
  async check(schema: unknown, value: unknown, lane: CheckLane = 'arguments'): Promise<CheckVerdict> {
    if (!needsWorker(schema)) return { ok: true };
    if (this.disposed) return interrupted('the runner was closed');
    let request: SchemaCheckRequest;
    try {
      request = { schema: JSON.stringify(schema), value: JSON.stringify(value) ?? 'null' };
    } catch (e) {
      // nesting too deep for JSON.stringify (a RangeError)
      return {
        ok: 'unchecked',
        reason: `the value or its schema cannot be sent to the checker: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    return this.verdictOf(await this.workers[lane].call(request));
  }

  /**
   * Starts a lane's worker ahead of a check against `schema` (a result's, while its call is approved and runs), unless
   * that check will need none.
   */
  prepare(schema: unknown, lane: CheckLane): void {
    if (!this.disposed && needsWorker(schema)) this.workers[lane].prepare();
  }

  /** Stops the workers; checks still waiting are answered `interrupted`. Resolves once the threads have exited. */
  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all(Object.values(this.workers).map((w) => w.dispose()));
  }

  private verdictOf(outcome: CallOutcome<SchemaVerdict>): CheckVerdict {
    if (outcome.ok) return outcome.result;
    switch (outcome.why) {
      case 'timeout':
        return interrupted(
          `validation took longer than ${this.limitMs / 1000} s (the schema may contain a pathological pattern)`,
        );
      case 'failed':
        return interrupted(outcome.reason);
      default:
        return interrupted('the runner was closed');
    }
  }
}

/** Every value matches no schema and the schema `true`: no worker is asked. */
function needsWorker(schema: unknown): boolean {
  return schema !== true && schema !== undefined;
}

function interrupted(reason: string): CheckVerdict {
  return { ok: 'interrupted', reason };
}
