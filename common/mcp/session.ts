import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ClientTaskStore } from './clientTasks';
import type { ModernSession } from './modernSession';
import type { StdioTransport } from './stdioTransport';
import { StreamGuardTransport } from './streamGuardTransport';
import { TracingTransport } from './tracingTransport';
import type { TransportKind } from './types';

/** What the connection reads of the server once connected, in either era. */
export interface ConnectedPeer {
  getServerCapabilities(): { tools?: object; resources?: object; prompts?: object; completions?: object } | undefined;
  getServerVersion(): { name: string; version: string; title?: string } | undefined;
  getInstructions(): string | undefined;
}

/** One start of a server: its client, transport and whether it has ended. */
export class Session {
  /** The 1.x client of a session on the 2025 revisions and earlier. */
  client: Client | undefined;
  /** The 2.x client of a session on a modern revision (2026-07-28 on); then `client` is undefined. */
  modern: ModernSession | undefined;
  stdio: StdioTransport | undefined;
  /** The tasks this client runs for the server (its async elicitation and sampling). */
  clientTasks: ClientTaskStore | undefined;
  transport: TransportKind = 'stdio';
  protocolVersion: string | undefined;
  /** We closed it (stop/restart/dispose). */
  closed = false;
  /** `initialize` succeeded. */
  connected = false;
  /** The connection is gone, whoever closed it. */
  ended = false;
  /** A ping is checking whether the session survived a stream the server closed. */
  probing = false;
  /** Warnings about a server that works (see ConnectionState's `warnings`), in the order they came. */
  readonly warnings: string[] = [];
  readonly abort = new AbortController();

  get peer(): ConnectedPeer | undefined {
    return this.client ?? this.modern;
  }

  /** Ends a failed connection attempt before the next one (a server refused `initialize` or `server/discover`). */
  async discardAttempt(): Promise<void> {
    const { client, modern, stdio } = this;
    this.client = undefined;
    this.modern = undefined;
    this.stdio = undefined;
    this.clientTasks?.cleanup();
    this.clientTasks = undefined;
    await client?.close().catch(() => undefined);
    await modern?.close();
    await stdio?.close();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.abort.abort();
    this.clientTasks?.cleanup();
    await this.modern?.close();
    const client = this.client;
    const transport = client?.transport;
    const traced = transport instanceof TracingTransport ? transport.inner : undefined;
    const inner = traced instanceof StreamGuardTransport ? traced.inner : traced;
    if (inner instanceof StreamableHTTPClientTransport) await inner.terminateSession().catch(() => undefined);
    await client?.close().catch(() => undefined);
    await this.stdio?.close();
  }

  /** How the connection ended, in words, when that is known (stdio only). */
  endReason(): string | undefined {
    const s = this.stdio;
    if (!s) return undefined;
    if (s.failure) return s.failure;
    const exit = s.exit;
    if (!exit) return undefined;
    const how =
      exit.code !== null
        ? `the server exited with code ${exit.code}`
        : `the server was killed by ${exit.signal ?? 'a signal'}`;
    const hint = stderrHint(s.stderrTail);
    return hint ? `${how} (stderr: ${hint})` : how;
  }
}

/** The line of stderr most likely to say what went wrong: the last error-looking line, else the last line. */
function stderrHint(lines: readonly string[]): string | undefined {
  const meaningful = lines
    .map((l) => l.trim())
    .filter((l) => l && !/^at\s/.test(l) && !/^Node\.js v\d/.test(l) && l !== '^');
  const error = [...meaningful].reverse().find((l) => /error|exception|fatal|panic|traceback/i.test(l));
  const hint = error ?? meaningful[meaningful.length - 1];
  return hint && hint.length > 200 ? `${hint.slice(0, 197)}…` : hint;
}
