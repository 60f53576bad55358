import type { ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import spawn from 'cross-spawn';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { groupAlive, groupStarted, groupStopped, signalGroup } from './processTree';
import type { Logger } from './types';

export interface StdioProcessOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Record<string, string>;
  readonly cwd?: string;
  /** How long to wait for the process after closing stdin, and again after SIGTERM. */
  readonly stopGraceMs: number;
  /**
   * Masks the secrets in server output before the transport quotes it in a log line: before it is cut short, so no
   * part of a secret that straddles the cut is left for the logger's own masking to miss.
   */
  readonly redact?: (text: string) => string;
}

export interface ExitInfo {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

const MAX_LINE_BYTES = 64 * 1024 * 1024;
const STDERR_TAIL = 40;
/** How much of an unfinished message the log quotes. */
const UNFINISHED_PREFIX_CHARS = 60;
/**
 * Lines of non-protocol text on stdout before the first JSON-RPC message after which the server is taken for a
 * program that does not speak MCP over stdio (a banner, a few warnings, even ASCII art stay well below).
 */
export const MAX_NON_PROTOCOL_LINES_BEFORE_A_MESSAGE = 100;
/** Non-protocol lines written to the server log before the rest are only counted (a server may print on every call). */
const MAX_NON_PROTOCOL_LINES_LOGGED = 200;
/** How much of one non-protocol line the log quotes, and how much a warning or an error quotes. */
const NON_PROTOCOL_LOG_CHARS = 500;
const NON_PROTOCOL_QUOTE_CHARS = 80;
/** How many first lines an error about a stream that never became JSON-RPC quotes. */
const QUOTED_FIRST_LINES = 3;

/**
 * A stdio transport that, unlike the SDK's, runs the server as leader of its own process group and stops the whole
 * group, so an `npx` or shell wrapper leaves nothing behind. It skips stdout lines that are not JSON-RPC, as VS Code.
 */
export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** The first non-protocol line on stdout, its secrets masked, cut short and its control characters escaped. */
  onNonProtocolOutput?: (line: string) => void;
  /** Each line the server writes to stderr, as written (a debugger's announcement of its port is one). */
  onStderrLine?: (line: string) => void;

  private child: ChildProcess | undefined;
  private messages = 0;
  private nonProtocolLines = 0;
  private readonly firstNonProtocolLines: string[] = [];
  /** What the server wrote to stdout since its last line break. */
  private stdoutPieces: Buffer[] = [];
  private stdoutPending = 0;
  private stderrPartial = '';
  private readonly stderrLines: string[] = [];
  private exitInfo: ExitInfo | undefined;
  private exited!: Promise<void>;
  private closedPromise: Promise<void> | undefined;
  private closeStarted = false;
  private failureReason: string | undefined;

  constructor(
    private readonly options: StdioProcessOptions,
    private readonly log: Logger,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** How the process ended, once it has. */
  get exit(): ExitInfo | undefined {
    return this.exitInfo;
  }

  /** Why the transport gave up on the server (before or instead of an exit), if it did. */
  get failure(): string | undefined {
    return this.failureReason;
  }

  /** The last lines the server wrote on stderr. */
  get stderrTail(): readonly string[] {
    return this.stderrLines;
  }

  /** Whether a JSON-RPC message ever came on stdout. */
  get spokeJsonRpc(): boolean {
    return this.messages > 0;
  }

  /** How many lines of non-protocol output came on stdout, and the first few (masked, cut, quoted as JSON strings). */
  get nonProtocolOutput(): { readonly lines: number; readonly first: readonly string[] } {
    return { lines: this.nonProtocolLines, first: this.firstNonProtocolLines };
  }

  start(): Promise<void> {
    if (this.child) throw new Error('StdioTransport already started');
    const { command, args, env, cwd } = this.options;
    if (cwd && !isDirectory(cwd)) {
      this.failureReason = `the working directory ${cwd} does not exist`;
      return Promise.reject(new Error(this.failureReason));
    }
    return new Promise((resolve, reject) => {
      let spawned = false;
      const child = spawn(command, [...args], {
        env,
        cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
        windowsHide: true,
        // its own process group, so that stop reaches its children too
        detached: process.platform !== 'win32',
      });
      this.child = child;
      let resolveExit!: () => void;
      this.exited = new Promise((r) => (resolveExit = r));
      child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        resolveExit();
      });
      child.once('close', () => {
        if (!this.exitInfo) this.exitInfo = { code: child.exitCode, signal: child.signalCode };
        resolveExit();
        this.dropUnfinishedStdout();
        void this.close();
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (!spawned) {
          this.failureReason = describeSpawnError(command, error);
          resolveExit();
          reject(new Error(this.failureReason));
          void this.close();
        } else {
          this.onerror?.(error);
        }
      });
      child.once('spawn', () => {
        spawned = true;
        if (child.pid !== undefined) groupStarted(child.pid);
        this.log.info(`Started process ${child.pid}: ${command} ${args.join(' ')}`.trimEnd());
        resolve();
      });
      child.stdout?.on('data', (chunk: Buffer) => this.onStdout(chunk));
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => this.onStderr(chunk));
      // writing to a server that has just died: the exit handler reports it
      child.stdin?.on('error', (e) => this.log.debug(`stdin: ${e.message}`));
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || this.closeStarted || !stdin.writable) return reject(new Error('Not connected'));
      if (stdin.write(JSON.stringify(message) + '\n')) resolve();
      else stdin.once('drain', () => resolve());
    });
  }

  /**
   * Stops the server: closes stdin, then SIGTERM, then SIGKILL to the whole group, each after a grace period, and
   * sweeps the group when the leader exited on its own. Fires `onclose` once, after everything is gone.
   */
  close(): Promise<void> {
    if (!this.closedPromise) {
      this.closeStarted = true;
      this.closedPromise = this.shutDown().finally(() => {
        this.dropUnfinishedStdout();
        this.flushStderr();
        this.onclose?.();
      });
    }
    return this.closedPromise;
  }

  private async shutDown(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const pid = child.pid;
    const grace = this.options.stopGraceMs;
    if (pid !== undefined && !this.exitInfo) {
      try {
        child.stdin?.end();
      } catch {
        // already closed
      }
      if (!(await within(this.exited, grace))) {
        this.log.info(`Process ${pid} did not exit after stdin closed; sending SIGTERM`);
        signalGroup(pid, 'SIGTERM');
        if (!(await within(this.exited, grace))) {
          this.log.warn(`Process ${pid} ignored SIGTERM; sending SIGKILL`);
          signalGroup(pid, 'SIGKILL');
          await within(this.exited, grace);
        }
      }
    }
    if (pid !== undefined && process.platform !== 'win32') await this.sweepGroup(pid, grace);
    if (pid !== undefined) groupStopped(pid);
  }

  /** Whatever the server left running in its group after it exited is stopped too (orphans get less patience). */
  private async sweepGroup(pgid: number, grace: number): Promise<void> {
    if (!groupAlive(pgid)) return;
    this.log.info(`Stopping processes left behind in group ${pgid}`);
    signalGroup(pgid, 'SIGTERM');
    if (await until(() => !groupAlive(pgid), Math.min(grace, 500))) return;
    signalGroup(pgid, 'SIGKILL');
    await until(() => !groupAlive(pgid), grace);
  }

  private onStdout(chunk: Buffer): void {
    if (this.closeStarted && this.failureReason) return;
    let from = 0;
    let nl: number;
    while ((nl = chunk.indexOf(0x0a, from)) >= 0) {
      let bytes = chunk.subarray(from, nl);
      from = nl + 1;
      // the pieces of a long message are joined once, when its line ends (not on every chunk)
      if (this.stdoutPieces.length) {
        bytes = Buffer.concat([...this.stdoutPieces, bytes]);
        this.stdoutPieces = [];
        this.stdoutPending = 0;
      }
      const line = bytes.toString('utf8').replace(/\r$/, '');
      if (line.trim() === '') continue;
      const message = parseMessage(line);
      if (!message) {
        this.nonProtocolLine(line);
        if (this.failureReason) return;
        continue;
      }
      this.messages++;
      this.onmessage?.(message);
    }
    if (from < chunk.length) {
      this.stdoutPieces.push(chunk.subarray(from));
      this.stdoutPending += chunk.length - from;
      if (this.stdoutPending > MAX_LINE_BYTES) {
        this.violation(`the server wrote more than ${MAX_LINE_BYTES / 1024 / 1024} MB to stdout without a line break`);
      }
    }
  }

  /**
   * A message the server began on stdout and never finished (it died while writing): said in the log, since no
   * message will ever come of it. Not when the transport gave up on the server's stdout already (it said why).
   */
  private dropUnfinishedStdout(): void {
    const pieces = this.stdoutPieces;
    this.stdoutPieces = [];
    this.stdoutPending = 0;
    if (!pieces.length || this.failureReason) return;
    const bytes = Buffer.concat(pieces);
    const text = bytes.toString('utf8');
    if (text.trim() === '') return;
    this.log.warn(
      'The server exited with an unfinished message on stdout: ' +
        unfinishedMessageNote(this.redact(text), bytes.length),
    );
  }

  /**
   * A line on stdout that is not JSON-RPC breaks the spec but not the session: it is logged and reported once, so the
   * author hears of it and can still test the server, and it is fatal only when no message ever came.
   */
  private nonProtocolLine(line: string): void {
    const n = ++this.nonProtocolLines;
    const masked = this.redact(line);
    if (n === 1) {
      this.log.warn(
        'The server wrote a line to stdout that is not a JSON-RPC message. ' +
          'Stdio servers must write only JSON-RPC there (logs belong on stderr), ' +
          'and some clients stop a server for it; MCP Lens skips such lines, as VS Code does, and logs each one here.',
      );
      this.onNonProtocolOutput?.(shortQuote(masked));
    }
    if (n <= MAX_NON_PROTOCOL_LINES_LOGGED) {
      this.log.warn(`[stdout, not JSON-RPC] ${escapeControls(cut(masked, NON_PROTOCOL_LOG_CHARS))}`);
    } else if (n === MAX_NON_PROTOCOL_LINES_LOGGED + 1) {
      this.log.warn(
        `[stdout, not JSON-RPC] … more than ${MAX_NON_PROTOCOL_LINES_LOGGED} such lines: the rest are not logged`,
      );
    }
    if (this.firstNonProtocolLines.length < QUOTED_FIRST_LINES) {
      this.firstNonProtocolLines.push(JSON.stringify(shortQuote(masked)));
    }
    if (this.messages === 0 && n >= MAX_NON_PROTOCOL_LINES_BEFORE_A_MESSAGE) {
      this.violation(
        `the server wrote ${n} lines to stdout and none was a JSON-RPC message: ` +
          `${this.firstNonProtocolLines.join(', ')} ` +
          '(stdio servers must write only JSON-RPC messages there; logs belong on stderr)',
      );
    }
  }

  private redact(text: string): string {
    return this.options.redact ? this.options.redact(text) : text;
  }

  private violation(reason: string): void {
    if (this.failureReason) return;
    this.failureReason = reason;
    this.log.error(`Protocol violation: ${reason}. Stopping it.`);
    void this.close();
  }

  private onStderr(chunk: string): void {
    const text = this.stderrPartial + chunk;
    const lines = text.split(/\r?\n/);
    this.stderrPartial = lines.pop() ?? '';
    for (const l of lines) this.stderrLine(l);
  }

  private flushStderr(): void {
    if (this.stderrPartial) this.stderrLine(this.stderrPartial);
    this.stderrPartial = '';
  }

  private stderrLine(line: string): void {
    if (!line.trim()) return;
    this.log.info(`[stderr] ${line}`);
    this.stderrLines.push(line);
    if (this.stderrLines.length > STDERR_TAIL) this.stderrLines.shift();
    this.onStderrLine?.(line);
  }
}

function parseMessage(line: string): JSONRPCMessage | undefined {
  try {
    const r = JSONRPCMessageSchema.safeParse(JSON.parse(line));
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The start of an unfinished message (its secrets already masked), cut to a few dozen characters with its control
 * characters escaped, and its length: `{"jsonrpc":"2.0","id":1,"res… (80 bytes)`.
 */
export function unfinishedMessageNote(text: string, byteLength: number): string {
  const start = text.length > UNFINISHED_PREFIX_CHARS ? `${text.slice(0, UNFINISHED_PREFIX_CHARS)}…` : text;
  return `${escapeControls(start)} (${byteLength} bytes)`;
}

/** A line as a warning or an error quotes it: cut to a few dozen characters, its control characters escaped. */
function shortQuote(line: string): string {
  return escapeControls(cut(line, NON_PROTOCOL_QUOTE_CHARS));
}

function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function describeSpawnError(command: string, error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') {
    return `the command ${JSON.stringify(command)} was not found (check \`command\` and PATH)`;
  }
  if (error.code === 'EACCES') return `the command ${JSON.stringify(command)} is not executable`;
  return `the command ${JSON.stringify(command)} could not be started: ${error.message}`;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Resolves true if `p` settles within `ms`. */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    p.then(
      () => {
        clearTimeout(t);
        resolve(true);
      },
      () => {
        clearTimeout(t);
        resolve(true);
      },
    );
  });
}

/** Polls `test` until it holds or `ms` pass (for process-group state, which has no event). */
async function until(test: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (test()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return test();
}
