/**
 * The extension host's side of the catalog lint, run in one worker thread for all servers since a catalog can take
 * the engine seconds. A lint past the time limit ends the worker, and the catalog is reported unchecked.
 */
import { join } from 'node:path';
import type { NotChecked, PlacedFinding } from '../../../server/src/engineFacade';
import { BoundedWorker } from '../../../common/workers/boundedWorker';
import type { CatalogLintRequest } from './catalogLint';

/** How long the lint of one catalog may take before the worker is stopped. */
export const CATALOG_LINT_LIMIT_MS = 10_000;

/** Room for a catalog of many megabytes and its tree; a catalog that needs more ends the worker, not the host. */
const WORKER_HEAP_MB = 1024;

export type CatalogLintResult =
  | { readonly status: 'checked'; readonly findings: readonly PlacedFinding[] }
  /** The lint did not finish (time limit, the worker failed): why, as every checker says it (MCP006). */
  | { readonly status: 'unchecked'; readonly why: NotChecked & { code: 'MCP006' } };

export interface CatalogLinterOptions {
  /** The worker bundle; beside the bundle that runs this code (every bundle lives in dist/). */
  readonly workerPath?: string;
  readonly limitMs?: number;
}

export class CatalogLinter {
  private readonly worker: BoundedWorker<CatalogLintRequest, PlacedFinding[]>;
  private readonly limitMs: number;
  /** The lint in progress for each server, to supersede. */
  private readonly latest = new Map<string, AbortController>();

  constructor(options: CatalogLinterOptions = {}) {
    this.limitMs = options.limitMs ?? CATALOG_LINT_LIMIT_MS;
    this.worker = new BoundedWorker({
      workerPath: options.workerPath ?? join(__dirname, 'catalogLintWorker.js'),
      limitMs: this.limitMs,
      name: 'the catalog checker',
      heapMb: WORKER_HEAP_MB,
    });
  }

  /** The worker thread's id while one runs. */
  get threadId(): number | undefined {
    return this.worker.threadId;
  }

  /**
   * Lints one server's catalog. Resolves undefined when a newer lint of the same server superseded this one, it was
   * cancelled, or the linter was disposed; never rejects.
   */
  async lint(serverId: string, request: CatalogLintRequest): Promise<CatalogLintResult | undefined> {
    this.latest.get(serverId)?.abort();
    const controller = new AbortController();
    this.latest.set(serverId, controller);
    const outcome = await this.worker.call(request, controller.signal);
    if (this.latest.get(serverId) === controller) this.latest.delete(serverId);
    if (outcome.ok) return { status: 'checked', findings: outcome.result };
    switch (outcome.why) {
      case 'timeout':
        return { status: 'unchecked', why: { code: 'MCP006', reason: 'time-limit', seconds: this.limitMs / 1000 } };
      case 'failed':
        return { status: 'unchecked', why: { code: 'MCP006', reason: 'checker-failed', detail: outcome.reason } };
      default:
        return undefined;
    }
  }

  /** Drops the lint of a server that stopped (a running one ends the worker; the next lint starts another). */
  cancel(serverId: string): void {
    this.latest.get(serverId)?.abort();
    this.latest.delete(serverId);
  }

  /** Stops the worker; resolves once the thread has exited. */
  dispose(): Promise<void> {
    this.latest.clear();
    return this.worker.dispose();
  }
}
