/** Where the command reads and writes; injected so that main.ts alone touches `process`. */
export interface CliIo {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly color: boolean;
  out(text: string): void;
  err(text: string): void;
  /** The check worker's bundle (dist/checkWorker.js, or a test build of it). */
  readonly checkWorkerScript: string;
}
