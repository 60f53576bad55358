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
  private readonly waiters: { uri: string; predicate: (p: PublishDiagnosticsParams) => boolean; resolve: (d: Diagnostic[]) => void; reject: (e: Error) => void }[] = [];
  private exited = false;
  private versions = new Map<string, number>();
  settings: Record<string, unknown> = {};
  stderr = '';

  private constructor(initOptions: Record<string, unknown>) {
    this.proc = spawn(process.execPath, [SERVER_JS, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stderr!.on('data', (d: Buffer) => (this.stderr += d.toString()));
    // a server that dies must fail the waiting test, not leave it pending
    this.proc.once('exit', (code, signal) => {
      this.exited = true;
      const err = new Error(`language server exited (${code ?? signal}): ${this.stderr.slice(-2000)}`);
      for (const w of this.waiters.splice(0)) w.reject(err);
    });
    this.connection = createProtocolConnection(new StreamMessageReader(this.proc.stdout!), new StreamMessageWriter(this.proc.stdin!));
    this.connection.onNotification(PublishDiagnosticsNotification.type, (p) => {
      this.diagnostics.set(p.uri, p);
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.predicate(p)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
      }
    });
    this.connection.onRequest(ConfigurationRequest.type, (params) => params.items.map((i) => (i.section === 'mcpLens' ? this.settings : null)));
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.listen();
    void initOptions;
  }

  static async start(options: { settings?: Record<string, unknown>; initializationOptions?: Record<string, unknown> } = {}): Promise<LspTestClient> {
    const c = new LspTestClient(options.initializationOptions ?? {});
    c.settings = options.settings ?? {};
    await c.connection.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } }, textDocument: { publishDiagnostics: { versionSupport: true } } },
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
    await this.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version: 1, text } });
    return done;
  }

  /** Replaces the whole text and resolves with the diagnostics of the new version. */
  async change(uri: string, text: string): Promise<Diagnostic[]> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    const done = this.nextDiagnostics(uri, version);
    await this.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
    return done;
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
    await this.connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { mcpLens: settings } });
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
