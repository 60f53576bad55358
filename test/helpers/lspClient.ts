import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  InitializeRequest,
  InitializedNotification,
  DidOpenTextDocumentNotification,
  DidChangeTextDocumentNotification,
  DidCloseTextDocumentNotification,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  ExitNotification,
  DidChangeConfigurationNotification,
  ConfigurationRequest,
  LogMessageNotification,
  ResponseError,
  type TextDocumentContentChangeEvent,
  type ProtocolConnection,
  type Diagnostic,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

import { REPO_ROOT } from './paths';
export { REPO_ROOT };
export const SERVER_JS = join(REPO_ROOT, 'dist', 'server.js');

/**
 * A real LSP client for tests: spawns `node dist/server.js --stdio` and speaks LSP over its pipes.
 * Diagnostics are awaited as events, never with sleeps.
 */
export class LspTestClient {
  readonly connection: ProtocolConnection;
  private readonly proc: ChildProcess;
  private readonly diagnostics = new Map<string, PublishDiagnosticsParams>();
  private readonly waiters: {
    uri: string;
    predicate: (p: PublishDiagnosticsParams) => boolean;
    resolve: (d: Diagnostic[]) => void;
    reject: (e: Error) => void;
  }[] = [];
  private exited = false;
  /** Requests in flight, told when the process exits. */
  private readonly onExit = new Set<(e: Error) => void>();
  private versions = new Map<string, number>();
  settings: Record<string, unknown> = {};
  stderr = '';
  /** Every `window/logMessage` the server sent (its `connection.console`), in order. */
  readonly logs: { type: number; message: string }[] = [];

  private constructor(initOptions: Record<string, unknown>, serverJs = SERVER_JS) {
    this.proc = spawn(process.execPath, [serverJs, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stderr!.on('data', (d: Buffer) => (this.stderr += d.toString()));
    // a server that dies must fail the waiting test, not leave it pending
    this.proc.once('exit', (code, signal) => {
      this.exited = true;
      const err = new Error(`language server exited (${code ?? signal}): ${this.stderr.slice(-2000)}`);
      for (const w of this.waiters.splice(0)) w.reject(err);
      for (const f of this.onExit) f(err);
    });
    this.connection = createProtocolConnection(
      new StreamMessageReader(this.proc.stdout!),
      new StreamMessageWriter(this.proc.stdin!),
    );
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.diagnostics.set(p.uri, p);
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.predicate(p)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
      }
    });
    this.connection.onNotification(
      LogMessageNotification.type,
      (p) => void this.logs.push({ type: p.type, message: p.message }),
    );
    this.connection.onRequest(ConfigurationRequest.type, (params) =>
      params.items.map((i) => (i.section === 'mcpLens' ? this.settings : null)),
    );
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.listen();
    void initOptions;
  }

  /** `capabilities` adds client capabilities (e.g. `window`) to the ones every test announces; `serverJs` runs a test build of the server. */
  static async start(
    options: {
      settings?: Record<string, unknown>;
      initializationOptions?: Record<string, unknown>;
      capabilities?: Record<string, unknown>;
      serverJs?: string;
    } = {},
  ): Promise<LspTestClient> {
    const c = new LspTestClient(options.initializationOptions ?? {}, options.serverJs);
    c.settings = options.settings ?? {};
    await c.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: { versionSupport: true } },
        ...options.capabilities,
      },
      initializationOptions: options.initializationOptions ?? {},
      workspaceFolders: null,
    });
    await c.connection.sendNotification(InitializedNotification.type, {});
    return c;
  }

  /** Opens a document and resolves with its first diagnostics for this version. */
  async open(uri: string, text: string, languageId = 'json'): Promise<Diagnostic[]> {
    this.versions.set(uri, 1);
    const done = this.nextDiagnostics(uri, 1);
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId, version: 1, text },
    });
    return done;
  }

  /** Replaces the whole text and resolves with the diagnostics of the new version. */
  async change(uri: string, text: string): Promise<Diagnostic[]> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    const done = this.nextDiagnostics(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: [{ text }],
    });
    return done;
  }

  /**
   * Sends ranged (incremental) changes as the next version and resolves with that version's diagnostics
   * (or at once with undefined when `wait` is false: a burst of typing is then awaited on its last version).
   */
  async changeRanges(
    uri: string,
    changes: TextDocumentContentChangeEvent[],
    wait = true,
  ): Promise<Diagnostic[] | undefined> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    const done = wait ? this.nextDiagnostics(uri, version) : undefined;
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: changes,
    });
    return done;
  }

  /**
   * Any request, rejecting with a message naming the method when the server answers with an error, exits,
   * or does not answer within `timeoutMs` (a bound that detects a hang, not a performance assertion).
   */
  async request<R>(method: string, params: unknown, timeoutMs = 20000): Promise<R> {
    if (this.exited) throw new Error(`${method}: language server has exited: ${this.stderr.slice(-2000)}`);
    let timer: NodeJS.Timeout | undefined;
    let onExit: ((e: Error) => void) | undefined;
    const bounded = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${method}: no answer within ${timeoutMs} ms`)), timeoutMs);
      onExit = (e) => reject(new Error(`${method}: ${e.message}`));
      this.onExit.add(onExit);
    });
    try {
      return await Promise.race([this.connection.sendRequest(method, params) as Promise<R>, bounded]);
    } catch (error) {
      if (error instanceof ResponseError) throw new Error(`${method}: error response ${error.code}: ${error.message}`);
      throw error;
    } finally {
      clearTimeout(timer);
      this.onExit.delete(onExit!);
    }
  }

  /** Like `waitFor`, but rejects after `timeoutMs` naming what was awaited. */
  waitForWithin(
    uri: string,
    predicate: (p: PublishDiagnosticsParams) => boolean,
    timeoutMs: number,
    what: string,
  ): Promise<Diagnostic[]> {
    let timer: NodeJS.Timeout | undefined;
    const bounded = new Promise<never>(
      (_, reject) =>
        (timer = setTimeout(() => reject(new Error(`${what}: no diagnostics within ${timeoutMs} ms`)), timeoutMs)),
    );
    return Promise.race([this.waitFor(uri, predicate), bounded]).finally(() => clearTimeout(timer));
  }

  /** The process id of the spawned server (for reading its memory from /proc). */
  get pid(): number {
    return this.proc.pid!;
  }

  /** Whether the server process is still running. */
  get alive(): boolean {
    return !this.exited && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  async close(uri: string): Promise<void> {
    await this.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  /** Changes the settings the server pulls, and waits for `uri`'s re-validation. */
  async updateSettings(settings: Record<string, unknown>, uri?: string): Promise<Diagnostic[] | undefined> {
    this.settings = settings;
    const version = uri ? (this.versions.get(uri) ?? 1) : 0;
    const before = uri ? this.diagnostics.get(uri) : undefined;
    const done = uri ? this.waitFor(uri, (p) => p.version === version && p !== before) : undefined;
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { mcpLens: settings },
    });
    return done;
  }

  nextDiagnostics(uri: string, version: number): Promise<Diagnostic[]> {
    return this.waitFor(uri, (p) => p.version === undefined || p.version === version);
  }

  waitFor(uri: string, predicate: (p: PublishDiagnosticsParams) => boolean): Promise<Diagnostic[]> {
    if (this.exited) return Promise.reject(new Error(`language server has exited: ${this.stderr.slice(-2000)}`));
    return new Promise((resolve, reject) => this.waiters.push({ uri, predicate, resolve, reject }));
  }

  lastDiagnostics(uri: string): Diagnostic[] | undefined {
    return this.diagnostics.get(uri)?.diagnostics;
  }

  async stop(): Promise<void> {
    try {
      await Promise.race([this.connection.sendRequest(ShutdownRequest.type), new Promise((r) => setTimeout(r, 5000))]);
      await this.connection.sendNotification(ExitNotification.type);
    } catch {
      /* already gone */
    }
    this.connection.dispose();
    if (this.proc.exitCode === null) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          this.proc.kill('SIGKILL');
          resolve();
        }, 5000);
        this.proc.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
}
