import type { MessagePort } from 'node:worker_threads';
import type { FromWorker } from './protocol';

/**
 * A language worker's side of the channel to the main thread. Each piece of synchronous work runs inside `guard`, which
 * tells the main thread when it begins and ends, so a runaway rule or parser ends the worker, not the server.
 */
export class WorkerPort {
  private depth = 0;

  /** `afterWork` runs at the end of each piece of work, before the main thread hears of it (it may end the thread). */
  constructor(
    private readonly port: MessagePort,
    private readonly afterWork: () => void = () => undefined,
  ) {}

  post(message: FromWorker): void {
    this.port.postMessage(message);
  }

  log(message: string): void {
    this.post({ type: 'log', message });
  }

  guard<T>(uri: string, version: number, work: () => T): T {
    if (this.depth++ === 0) this.post({ type: 'busy', uri, version });
    try {
      return work();
    } finally {
      if (--this.depth === 0) {
        this.afterWork();
        this.post({ type: 'rested' });
      }
    }
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
