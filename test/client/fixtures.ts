import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strict as assert } from 'node:assert';
import { after } from 'node:test';
import { Emitter, once } from '../../common/mcp/emitter';
import { childProcesses, processAlive } from '../../common/mcp/processTree';
import { ServerConnection, type ConnectionOptions } from '../../common/mcp/serverConnection';
import type { Logger, StdioLaunch } from '../../common/mcp/types';
import { EVERYTHING, REPO_ROOT } from '../helpers/paths';

export { EVERYTHING };

export const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'servers');
/** server-everything over stdio, with nothing of this process's environment. */
export const EVERYTHING_STDIO: StdioLaunch = {
  transport: 'stdio',
  command: process.execPath,
  args: [EVERYTHING, 'stdio'],
  env: {},
  cwd: REPO_ROOT,
};

/** How long a test waits for a log line: far beyond what any takes here (seconds), below the 60 s of a suite's bound. */
const WAIT_BOUND_MS = 45_000;

/** A logger that keeps every line and lets a test wait for one. */
export class RecordingLogger implements Logger {
  readonly lines: string[] = [];
  private readonly added = new Emitter<string>();
  readonly onLine = this.added.event;
  trace = (m: string) => this.log('trace', m);
  debug = (m: string) => this.log('debug', m);
  info = (m: string) => this.log('info', m);
  warn = (m: string) => this.log('warn', m);
  error = (m: string) => this.log('error', m);
  /**
   * The first line from the `from`th on (already logged or still to come) that matches. A line that never comes fails
   * the test after WAIT_BOUND_MS with the log's last lines, before the suite's own bound would cancel it unexplained.
   */
  waitFor(re: RegExp, from = 0): Promise<string> {
    const hit = this.lines.slice(from).find((l) => re.test(l));
    if (hit) return Promise.resolve(hit);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `no log line matched ${re} within ${WAIT_BOUND_MS / 1000} s; the last lines:\n${this.lines.slice(-15).join('\n')}`,
            ),
          ),
        WAIT_BOUND_MS,
      );
    });
    return Promise.race([once(this.added.event, (l) => re.test(l)), bound]).finally(() => clearTimeout(timer));
  }

  private log(level: string, m: string) {
    const line = `${level} ${m}`;
    this.lines.push(line);
    this.added.fire(line);
  }
}

/** A scratch folder per test file, with the files fixtures write. */
export function scratch(): { dir: string; file(name: string): string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-client-'));
  return { dir, file: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function fixtureLaunch(
  name: string,
  options: {
    env?: Record<string, string | null>;
    args?: string[];
    cwd?: string;
    envFile?: string;
    inheritEnvironment?: boolean;
  } = {},
): StdioLaunch {
  return {
    transport: 'stdio',
    command: process.execPath,
    args: [join(FIXTURES, name), ...(options.args ?? [])],
    env: options.env ?? {},
    cwd: options.cwd ?? REPO_ROOT,
    envFile: options.envFile,
    inheritEnvironment: options.inheritEnvironment,
  };
}

/** Connections made by a test file; all are disposed, and their processes checked, at the end. */
export class ConnectionPool {
  private readonly all: ServerConnection[] = [];
  readonly pids = new Set<number>();

  make(
    name: string,
    options: Partial<ConnectionOptions> = {},
  ): { connection: ServerConnection; logger: RecordingLogger } {
    const logger = (options.logger as RecordingLogger | undefined) ?? new RecordingLogger();
    const connection = new ServerConnection({
      id: `test:${name}`,
      name,
      logger,
      requestTimeoutMs: 20_000,
      stopGraceMs: 300,
      ...options,
    });
    logger.onLine((l) => {
      const m = /Started process (\d+)/.exec(l);
      if (m) this.pids.add(Number(m[1]));
    });
    this.all.push(connection);
    return { connection, logger };
  }

  async disposeAll(): Promise<void> {
    await Promise.all(this.all.map((c) => c.dispose()));
  }
}

/**
 * What a test file starts: connections, child processes (HTTP servers it launched itself) and a scratch folder. When
 * the file ends, all are ended and their processes checked gone.
 */
export function fileScope(): { pool: ConnectionPool; children: ChildProcess[]; tmp: ReturnType<typeof scratch> } {
  const scope = { pool: new ConnectionPool(), children: [] as ChildProcess[], tmp: scratch() };
  after(async () => {
    await scope.pool.disposeAll();
    await Promise.all(scope.children.map(stopChild));
    assertNoLeaks([...scope.pool.pids, ...scope.children.map((c) => c.pid!)]);
    scope.tmp.cleanup();
  });
  return scope;
}

/** The connections of a test file, ended and checked gone when the file ends. */
export function filePool(): ConnectionPool {
  return fileScope().pool;
}

/** No process a test started is still alive: the servers, whatever they spawned, and no child of this process. */
export function assertNoLeaks(pids: Iterable<number>): void {
  const alive = [...pids].filter(processAlive);
  assert.deepEqual(alive, [], `processes left running: ${alive.join(', ')}`);
  if (process.platform === 'linux') {
    assert.deepEqual(childProcesses(process.pid), [], 'child processes of the test process are still running');
  }
}

/** The JSON lines a fixture recorded (tool calls), or [] when it recorded none. */
export function recorded(file: string): Record<string, unknown>[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export function readPid(file: string): number {
  return Number(readFileSync(file, 'utf8'));
}

/** Starts the HTTP fixture and resolves with its port once it listens. */
export function startHttpFixture(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  return startHttpServer('wellBehavedHttp.mjs', args, env);
}

/** Starts an HTTP fixture server of test/fixtures/servers (one that prints PORT=n) and resolves with its port. */
export function startHttpServer(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(FIXTURES, file), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the HTTP fixture exited with ${code}`)));
    child.once('error', reject);
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
