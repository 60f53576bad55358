// A minimal LSP client for the benchmark: spawns `node dist/server.js --stdio` and speaks real LSP over its pipes.
// Diagnostics are awaited per document version, so a timing ends when the server has published that version.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lsp = require('vscode-languageserver-protocol/node');

export class BenchLspClient {
  constructor(serverJs, nodeArgs = []) {
    this.proc = spawn(process.execPath, [...nodeArgs, serverJs, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.stderr = '';
    this.proc.stderr.on(
      'data',
      (d) => (this.stderr += d.toString()).length > 20000 && (this.stderr = this.stderr.slice(-10000)),
    );
    this.waiters = [];
    this.exited = false;
    this.proc.once('exit', (code, signal) => {
      this.exited = true;
      for (const w of this.waiters.splice(0)) {
        w.reject(new Error(`language server exited (${code ?? signal}): ${this.stderr.slice(-2000)}`));
      }
    });
    this.connection = lsp.createProtocolConnection(
      new lsp.StreamMessageReader(this.proc.stdout),
      new lsp.StreamMessageWriter(this.proc.stdin),
    );
    this.connection.onNotification(lsp.PublishDiagnosticsNotification.type, (p) => {
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && p.version === w.version) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p.diagnostics);
        }
      }
    });
    this.connection.onNotification(lsp.LogMessageNotification.type, () => undefined);
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.listen();
  }

  /** Starts and initializes a server. Without `workspace.configuration` it runs on its default settings at once. */
  static async start(serverJs, nodeArgs = []) {
    const c = new BenchLspClient(serverJs, nodeArgs);
    await c.connection.sendRequest(lsp.InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
      initializationOptions: {},
      workspaceFolders: null,
    });
    await c.connection.sendNotification(lsp.InitializedNotification.type, {});
    return c;
  }

  get pid() {
    return this.proc.pid;
  }

  diagnosticsOf(uri, version) {
    if (this.exited) return Promise.reject(new Error(`language server has exited: ${this.stderr.slice(-2000)}`));
    return new Promise((resolve, reject) => this.waiters.push({ uri, version, resolve, reject }));
  }

  /** Opens a document; resolves with its diagnostics (version 1). */
  async open(uri, text) {
    const done = this.diagnosticsOf(uri, 1);
    await this.connection.sendNotification(lsp.DidOpenTextDocumentNotification.type, {
      textDocument: { uri, languageId: 'json', version: 1, text },
    });
    return done;
  }

  /** Sends ranged changes as `version`; resolves with that version's diagnostics. */
  async change(uri, version, changes) {
    const done = this.diagnosticsOf(uri, version);
    await this.connection.sendNotification(lsp.DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: changes,
    });
    return done;
  }

  async close(uri) {
    await this.connection.sendNotification(lsp.DidCloseTextDocumentNotification.type, { textDocument: { uri } });
  }

  request(method, params) {
    return this.connection.sendRequest(method, params);
  }

  /** CPU time the server's main thread has run, in milliseconds (Linux; waiting for a CPU is not counted). */
  cpuMs() {
    return threadCpuMs(this.pid);
  }

  /** CPU time of every thread of the server process (main thread, language workers, V8's helpers), in milliseconds (Linux). */
  processCpuMs() {
    let total = 0;
    for (const task of readdirSync(`/proc/${this.pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${this.pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      } catch {
        /* the thread ended meanwhile */
      }
    }
    return total;
  }

  /** Resident and peak resident memory of the server process, in bytes (Linux). */
  memory() {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  }

  async stop() {
    try {
      await Promise.race([
        this.connection.sendRequest(lsp.ShutdownRequest.type),
        new Promise((r) => setTimeout(r, 5000)),
      ]);
      await this.connection.sendNotification(lsp.ExitNotification.type);
    } catch {
      /* already gone */
    }
    this.connection.dispose();
    if (!this.exited) {
      await new Promise((resolve) => {
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

/** CPU time of a process's main thread (this process's current thread without `pid`), in milliseconds. */
export function threadCpuMs(pid) {
  const file = pid === undefined ? '/proc/thread-self/schedstat' : `/proc/${pid}/task/${pid}/schedstat`;
  return Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6;
}

/** Line/character positions of offsets, for one text. */
export class LineIndex {
  constructor(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  positionAt(offset) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }

  offsetAt(position) {
    return this.starts[position.line] + position.character;
  }
}
