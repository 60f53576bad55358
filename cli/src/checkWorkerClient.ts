import { BoundedWorker } from '../../common/workers/boundedWorker';
import { describeWorkerExit } from '../../server/src/code/parserExit';
import type { NotChecked } from '../../server/src/pipeline';
import type { FileCheckRequest, FileCheckResponse } from './worker/fileChecker';

/** A file's check that did not finish: the worker was stopped (time limit) or failed; the reason as a notice. */
export interface FileCheckStopped {
  readonly stopped: NotChecked & { code: 'MCP006' };
}

/** Room for a document of many megabytes and its tree; a document that needs more ends the worker, not the run. */
const WORKER_HEAP_MB = 4096;

/**
 * The command line's side of its check worker: one file at a time, each with the time limit; a file that runs past
 * it (or ends the worker) is reported not checked, and the next file gets a fresh worker.
 */
export class CheckWorkerClient {
  private readonly worker: BoundedWorker<FileCheckRequest, FileCheckResponse>;

  constructor(
    workerScript: string,
    private readonly limitSeconds: number,
  ) {
    this.worker = new BoundedWorker({
      workerPath: workerScript,
      limitMs: limitSeconds * 1000,
      name: 'the checker',
      heapMb: WORKER_HEAP_MB,
      describeExit: describeWorkerExit,
    });
  }

  async check(request: FileCheckRequest): Promise<FileCheckResponse | FileCheckStopped> {
    const outcome = await this.worker.call(request);
    if (outcome.ok) return outcome.result;
    if (outcome.why === 'timeout') {
      return { stopped: { code: 'MCP006', reason: 'time-limit', seconds: this.limitSeconds } };
    }
    return {
      stopped: {
        code: 'MCP006',
        reason: 'checker-failed',
        detail: outcome.why === 'failed' ? outcome.reason : outcome.why,
      },
    };
  }

  dispose(): Promise<void> {
    return this.worker.dispose();
  }
}
