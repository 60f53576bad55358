// One run of one test file in a process of its own: the server started from the launch given (a workspace server's
// own launch, or the file's inline command or URL), the file run through runTestFile, the server stopped. No `vscode`.
import { dirname, resolve } from 'node:path';
import { ServerConnection } from '../../../common/mcp/serverConnection';
import { messageOf } from '../../../common/mcp/errors';
import type { Logger, ServerLaunch, ToolCallRequest } from '../../../common/mcp/types';
import { AnswerRouter } from '../../../common/savedTests/answerRouter';
import { schemaProblemText } from '../../../common/savedTests/expectations';
import type { CommandServer, TestFile, TestStep, UrlServer } from '../../../common/savedTests/format';
import { runTestFile, type RunOptions, type TestFileResult } from '../../../common/savedTests/runTestFile';
import type { SchemaChecker } from '../runner/schemaChecker';

export interface SavedTestRunOptions {
  readonly launch: ServerLaunch;
  /** The id the approval layer knows the server by (a workspace server's own id, so its trust and pins hold). */
  readonly serverId: string;
  readonly serverName: string;
  readonly logger: Logger;
  readonly approve: (step: TestStep, request: ToolCallRequest) => Promise<boolean>;
  /** The outputSchema check: in the extension, the runner's schema worker, so a pathological schema cannot stall it. */
  readonly checkOutputSchema: RunOptions['checkOutputSchema'];
  readonly requestTimeoutMs?: number;
  readonly secrets?: () => Iterable<string>;
  readonly signal?: AbortSignal;
  /** Called with the connection before it starts (a debugger follows its stderr); the result is disposed after. */
  readonly watch?: (connection: ServerConnection) => { dispose(): unknown } | undefined;
  /** Awaited once the server runs, before the first step (a debugger attaches); `signal` ends the wait. */
  readonly started?: (connection: ServerConnection) => Promise<void>;
}

/** Starts the server, runs the file, stops the server; a server that does not start is the run's error. */
export async function runSavedTest(file: TestFile, options: SavedTestRunOptions): Promise<TestFileResult> {
  const answers = new AnswerRouter(file.answers);
  const connection = new ServerConnection({
    id: options.serverId,
    name: options.serverName,
    logger: options.logger,
    features: answers.features,
    ...(options.requestTimeoutMs !== undefined ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(options.secrets ? { secrets: options.secrets } : {}),
  });
  const watching = options.watch?.(connection);
  try {
    try {
      // start() records a failed start in the state rather than rejecting; it rejects only on a disposed connection
      await connection.start(options.launch);
    } catch (e) {
      return errorResult(didNotStart(options.serverName, messageOf(e)));
    }
    const state = connection.state;
    if (state.status !== 'running') {
      const why = state.status === 'error' ? state.message : `it is ${state.status}`;
      return errorResult(didNotStart(options.serverName, why));
    }
    if (options.started && !(await untilAborted(options.started(connection), options.signal))) {
      return errorResult(`The run was cancelled before the first step of ${options.serverName}, so no step was run.`);
    }
    return await runTestFile(file, connection, {
      approve: options.approve,
      answers,
      checkOutputSchema: options.checkOutputSchema,
      signal: options.signal,
    });
  } finally {
    await connection.stop().catch(() => undefined);
    watching?.dispose();
    await connection.dispose();
  }
}

/** The outputSchema check of saved tests in the runner's schema worker (its result lane), bounded in time. */
export function workerOutputCheck(schemas: SchemaChecker): RunOptions['checkOutputSchema'] {
  return async (schema, value) => {
    const verdict = await schemas.check(schema, value, 'result');
    if (verdict.ok === true) return verdict;
    if (verdict.ok === false) return { ok: false, problems: verdict.errors.map(schemaProblemText) };
    return { ok: 'unchecked', reason: verdict.reason };
  };
}

function errorResult(error: string): TestFileResult {
  return { outcome: 'error', error, steps: [], updated: { snapshots: [] } };
}

function didNotStart(serverName: string, why: string): string {
  return `${serverName} did not start (${why}), so no step was run.`;
}

/** True once `wait` resolves; false as soon as `signal` aborts (the run was cancelled), whichever comes first. */
function untilAborted(wait: Promise<void>, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const aborted = () => resolve(false);
    signal?.addEventListener('abort', aborted, { once: true });
    const settled = () => {
      signal?.removeEventListener('abort', aborted);
      resolve(!signal?.aborted);
    };
    wait.then(settled, settled);
  });
}

/** The launch of a file's inline server: a command runs in the file's folder (or `cwd` relative to it). */
export function inlineLaunch(server: CommandServer | UrlServer, testFilePath: string): ServerLaunch {
  if ('url' in server) return { transport: 'http', url: server.url, headers: { ...(server.headers ?? {}) } };
  return {
    transport: 'stdio',
    command: server.command,
    args: [...(server.args ?? [])],
    env: { ...(server.env ?? {}) },
    cwd: resolve(dirname(testFilePath), server.cwd ?? '.'),
  };
}
