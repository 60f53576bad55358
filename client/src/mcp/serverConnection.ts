import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  LoggingMessageNotificationSchema,
  McpError,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ResultSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { countsOf, LIST_METHODS, listAll } from './catalog';
import { Emitter } from './emitter';
import { serverEnvironment } from './environment';
import { CancelledError, explainRequestError, formatSeconds, messageOf, NotRunningError, StreamClosedError } from './errors';
import { maskError, maskSecrets, redactingLogger, secretsInHeaders, secretsInUrl } from './redact';
import { Session } from './session';
import { StreamGuardTransport } from './streamGuardTransport';
import { StdioTransport } from './stdioTransport';
import { TracingTransport } from './tracingTransport';
import {
  CATALOG_LISTS,
  type ApprovalGate,
  type Catalog,
  type CatalogList,
  type ConnectionState,
  type JsonObject,
  type Logger,
  type RequestOptions,
  type ServerLaunch,
  type ToolCallOptions,
  type ToolCallOutcome,
  type TransportKind,
} from './types';

export interface ConnectionOptions {
  /** The model's id of the server (shown to the approval gate). */
  readonly id: string;
  /** The server's name in its config file. */
  readonly name: string;
  readonly logger: Logger;
  /** Timeout of every request, `initialize` included, unless a request names its own. */
  readonly requestTimeoutMs?: number;
  /** How long a stopping server gets after stdin closes, and again after SIGTERM. */
  readonly stopGraceMs?: number;
  readonly clientInfo?: { name: string; version: string };
  /** Secret values known to the caller (password inputs), masked in every state, error and log line. */
  readonly secrets?: () => Iterable<string>;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_STOP_GRACE_MS = 2_000;
/** How long a server whose stream broke gets to answer the ping that tells whether its session survived. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * A connection to one MCP server through the SDK: start/stop/restart, a state machine
 * (stopped → starting → running | error) with events, the server's catalog kept current through
 * `list_changed`, and requests that all carry a timeout and an AbortSignal. Tool calls go through
 * `callTool` only, which sends nothing unless the approval gate says yes.
 */
export class ServerConnection {
  private readonly stateEmitter = new Emitter<ConnectionState>();
  private readonly catalogEmitter = new Emitter<Catalog | undefined>();
  private readonly updatedEmitter = new Emitter<string>();
  readonly onDidChangeState = this.stateEmitter.event;
  readonly onDidChangeCatalog = this.catalogEmitter.event;
  /** `notifications/resources/updated`: the URI of a subscribed resource that changed. */
  readonly onResourceUpdated = this.updatedEmitter.event;

  requestTimeoutMs: number;
  private currentState: ConnectionState = { status: 'stopped' };
  private currentCatalog: Catalog | undefined;
  /** The current catalog's tools by name (the first of a name, as a lookup in the list would find). */
  private toolsByName = new Map<string, JsonObject>();
  private session: Session | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private readonly refreshing = new Map<CatalogList, Promise<void>>();
  private readonly staleLists = new Set<CatalogList>();
  private readonly logger: Logger;
  private disposed = false;

  /** Credentials in the URL and headers of the current launch (a URL often ends up in a connection error). */
  private launchSecrets: readonly string[] = [];

  constructor(private readonly options: ConnectionOptions) {
    this.logger = redactingLogger(options.logger, () => this.secrets());
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  get id(): string {
    return this.options.id;
  }

  get name(): string {
    return this.options.name;
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  get catalog(): Catalog | undefined {
    return this.currentCatalog;
  }

  /** The stdio server's process id while it runs (the leader of its process group). */
  get pid(): number | undefined {
    return this.session?.stdio?.pid;
  }

  /** Starts the server; resolves when it is running or has failed (see `state`). A second call joins the first. */
  start(launch: ServerLaunch): Promise<void> {
    if (this.disposed) return Promise.reject(new Error('The connection was disposed'));
    if (this.starting) return this.starting;
    if (this.session && this.currentState.status === 'running') return Promise.resolve();
    const run = (async () => {
      if (this.stopping) await this.stopping;
      this.launchSecrets = launch.transport === 'stdio' ? [] : [...secretsInUrl(launch.url), ...secretsInHeaders(launch.headers)];
      const session = new Session();
      this.session = session;
      this.setCatalog(undefined);
      this.staleLists.clear();
      this.setState({ status: 'starting' });
      await this.open(session, launch);
    })();
    this.starting = run;
    const clear = () => {
      if (this.starting === run) this.starting = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  /** Stops the server and everything it spawned; resolves when the process is gone. */
  async stop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    this.setCatalog(undefined);
    if (!session) {
      if (this.stopping) await this.stopping;
      if (!this.session && this.currentState.status !== 'stopped') this.setState({ status: 'stopped' });
      return;
    }
    this.logger.info('Stopping the server');
    const closing = session.close();
    this.stopping = closing;
    try {
      await closing;
    } finally {
      if (this.stopping === closing) this.stopping = undefined;
    }
    if (!this.session) {
      this.catalogEmitter.fire(undefined);
      this.setState({ status: 'stopped' });
    }
  }

  async restart(launch: ServerLaunch): Promise<void> {
    await this.stop();
    await this.start(launch);
  }

  async dispose(): Promise<void> {
    await this.stop();
    this.disposed = true;
    this.stateEmitter.dispose();
    this.catalogEmitter.dispose();
    this.updatedEmitter.dispose();
  }

  /** Lists everything again (all pages). */
  async refresh(): Promise<void> {
    this.runningSession();
    await Promise.all(CATALOG_LISTS.map((l) => this.refreshList(l)));
  }

  /**
   * THE way to call a tool. The gate sees the server, the tool as listed and the exact arguments; nothing
   * is sent unless it resolves true, and nothing is sent if the server restarted or the tool's definition
   * changed while the gate was deciding.
   */
  async callTool(
    request: { readonly name: string; readonly arguments?: JsonObject },
    approve: ApprovalGate,
    options: ToolCallOptions = {},
  ): Promise<ToolCallOutcome> {
    if (options.signal?.aborted) throw new CancelledError('tools/call');
    const session = this.runningSession();
    const tool = this.toolsByName.get(request.name);
    if (!tool) throw new Error(`${this.name} lists no tool named ${JSON.stringify(request.name)}`);
    // the gate sees, and the server gets, a frozen copy: the caller cannot change the arguments once they are shown
    const args = frozenArguments(request.arguments);
    let approved = false;
    try {
      approved = (await approve({ serverId: this.id, serverName: this.name, transport: session.transport, tool, arguments: args }, options.signal)) === true;
    } catch (e) {
      this.logger.warn(`The approval of ${request.name} failed, so the call was not sent: ${messageOf(e)}`);
    }
    if (!approved) return { outcome: 'denied' };
    if (options.signal?.aborted) throw new CancelledError('tools/call');
    if (this.session !== session || this.currentState.status !== 'running') {
      throw new NotRunningError(`${this.name} stopped or restarted while the call waited for approval; nothing was sent`);
    }
    // catalog entries are frozen, so the same object is the same definition; a re-listed one is compared by content
    const now = this.toolsByName.get(request.name);
    if (now !== tool && (!now || JSON.stringify(now) !== JSON.stringify(tool))) {
      throw new Error(`The definition of ${request.name} changed while the call waited for approval; nothing was sent`);
    }
    options.onApproved?.();
    const started = performance.now();
    const result = await this.send(session, 'tools/call', { name: request.name, arguments: args }, options);
    return { outcome: 'completed', result, durationMs: performance.now() - started };
  }

  async readResource(uri: string, options?: RequestOptions): Promise<JsonObject> {
    return this.send(this.runningSession(), 'resources/read', { uri }, options);
  }

  async getPrompt(name: string, args: Readonly<Record<string, string>> = {}, options?: RequestOptions): Promise<JsonObject> {
    return this.send(this.runningSession(), 'prompts/get', { name, arguments: { ...args } }, options);
  }

  async subscribe(uri: string, options?: RequestOptions): Promise<void> {
    await this.send(this.runningSession(), 'resources/subscribe', { uri }, options);
  }

  async unsubscribe(uri: string, options?: RequestOptions): Promise<void> {
    await this.send(this.runningSession(), 'resources/unsubscribe', { uri }, options);
  }

  async ping(options?: RequestOptions): Promise<void> {
    await this.send(this.runningSession(), 'ping', undefined, options);
  }

  // ---- start ----

  private async open(session: Session, launch: ServerLaunch): Promise<void> {
    try {
      await this.connect(session, launch);
      const catalog = await this.fetchCatalog(session);
      if (session.ended) throw new Error('The server closed the connection right after initializing');
      if (!this.isCurrent(session)) return;
      this.setCatalog(catalog);
      this.setRunning(session);
      this.catalogEmitter.fire(catalog);
      const client = session.client!;
      const v = client.getServerVersion();
      this.logger.info(`Running: ${v?.name ?? '?'} ${v?.version ?? ''} over ${session.transport}, protocol ${session.protocolVersion ?? '?'}`);
      const stale = [...this.staleLists];
      this.staleLists.clear();
      for (const l of stale) void this.refreshList(l);
    } catch (e) {
      if (!this.isCurrent(session)) return; // stopped or restarted meanwhile: not a failure
      this.session = undefined;
      const message = this.startFailure(session, e); // before closing: killing it must not become the reason
      await session.close();
      this.logger.error(message);
      this.setState({ status: 'error', message });
    }
  }

  private async connect(session: Session, launch: ServerLaunch): Promise<void> {
    if (launch.transport === 'stdio') {
      const env = await serverEnvironment({ env: launch.env, envFile: launch.envFile, inheritEnvironment: launch.inheritEnvironment });
      const stdio = new StdioTransport(
        { command: launch.command, args: launch.args, env, cwd: launch.cwd, stopGraceMs: this.options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS, redact: (text) => maskSecrets(text, this.secrets()) },
        this.logger,
      );
      session.stdio = stdio;
      await this.connectClient(session, stdio, 'stdio');
      return;
    }
    let url: URL;
    try {
      url = new URL(launch.url);
    } catch {
      throw new Error(`${JSON.stringify(launch.url)} is not a valid URL`);
    }
    const headers = { ...launch.headers };
    if (url.username || url.password) {
      // fetch refuses a URL with credentials; they travel as HTTP Basic, as a browser sends them
      const basic = Buffer.from(`${decodeOr(url.username)}:${decodeOr(url.password)}`).toString('base64');
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.Authorization = `Basic ${basic}`;
      this.launchSecrets = [...this.launchSecrets, basic];
      url = new URL(url.href);
      url.username = '';
      url.password = '';
    }
    const requestInit: RequestInit = { headers };
    try {
      const guarded = new StreamGuardTransport((fetch) => new StreamableHTTPClientTransport(url, { requestInit, fetch }));
      await this.connectClient(session, guarded, 'http');
    } catch (first) {
      if (session.closed || isTimeout(first)) throw first;
      // the older transport is for servers that do not know Streamable HTTP (400, 404, 405); credentials refused are refused there too
      if (first instanceof StreamableHTTPError && (first.code === 401 || first.code === 403)) {
        throw new Error(`Could not connect to ${url.href}: ${messageOf(first)}; ${CREDENTIALS_HINT}`);
      }
      this.logger.info(`Streamable HTTP did not work (${messageOf(first)}); trying the older HTTP+SSE transport`);
      try {
        const legacy = new StreamGuardTransport((fetch) => new SSEClientTransport(url, { requestInit, fetch }), true);
        await this.connectClient(session, legacy, 'sse');
      } catch (second) {
        if (session.closed) throw second;
        throw new Error(`Could not connect to ${url.href}: ${messageOf(first)}; the SSE fallback failed too: ${messageOf(second)}`);
      }
    }
  }

  private async connectClient(session: Session, inner: Transport, kind: TransportKind): Promise<void> {
    if (session.closed) throw new CancelledError('start');
    const client = this.newClient(session);
    const tracing = new TracingTransport(inner, this.logger);
    session.client = client;
    session.transport = kind;
    await client.connect(tracing, { timeout: this.requestTimeoutMs, signal: session.abort.signal });
    session.connected = true;
    session.protocolVersion = tracing.protocolVersion;
  }

  private newClient(session: Session): Client {
    const client = new Client(this.options.clientInfo ?? { name: 'mcp-lens', version: '0.1.0' }, { capabilities: {} });
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => this.onListChanged(session, ['tools']));
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => this.onListChanged(session, ['resources', 'resourceTemplates']));
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => this.onListChanged(session, ['prompts']));
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      if (this.isCurrent(session)) this.updatedEmitter.fire(n.params.uri);
    });
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      if (!this.isCurrent(session)) return;
      const { level, logger, data } = n.params;
      const text = `[server log${logger ? ` ${logger}` : ''}] ${typeof data === 'string' ? data : JSON.stringify(data)}`;
      if (level === 'debug') this.logger.debug(text);
      else if (level === 'info' || level === 'notice') this.logger.info(text);
      else if (level === 'warning') this.logger.warn(text);
      else this.logger.error(text);
    });
    // a client that failed to connect (e.g. Streamable HTTP before the SSE fallback) is not the session's end
    client.onclose = () => {
      if (session.client === client && session.connected) this.onClosed(session);
    };
    client.onerror = (e) => {
      // before initialize succeeds, the failure is reported (once) by the start itself
      if (!session.closed && session.connected) this.logger.warn(`Protocol: ${messageOf(e)}`);
    };
    return client;
  }

  private startFailure(session: Session, e: unknown): string {
    if (session.stdio?.failure) return capitalize(session.stdio.failure);
    if (isTimeout(e)) return `The server did not answer initialize within ${formatSeconds(this.requestTimeoutMs)}`;
    const reason = session.endReason();
    if (reason) {
      return session.client?.getServerVersion() ? `${capitalize(reason)} right after initializing` : `${capitalize(reason)} before it finished initializing`;
    }
    return messageOf(e);
  }

  private async fetchCatalog(session: Session): Promise<Catalog> {
    const capabilities = session.client?.getServerCapabilities() ?? {};
    const lists: Partial<Record<CatalogList, JsonObject[]>> = {};
    const errors: Partial<Record<CatalogList, string>> = {};
    await Promise.all(
      CATALOG_LISTS.filter((l) => !!capabilities[LIST_METHODS[l].capability]).map(async (l) => {
        const r = await this.listOn(session, l);
        if (r.items) lists[l] = r.items;
        if (r.error) errors[l] = r.error;
      }),
    );
    return { ...lists, errors };
  }

  /** One list, all pages; a list the server declared but cannot deliver becomes an error of that list. */
  private async listOn(session: Session, list: CatalogList): Promise<{ items?: JsonObject[]; error?: string }> {
    const { method, key } = LIST_METHODS[list];
    try {
      const { items, notObjects } = await listAll((params) => this.send(session, method, params), key, method);
      return { items, error: notObjects ? `${method} returned ${notObjects} entries that are not objects (left out)` : undefined };
    } catch (e) {
      // servers that offer resources often do not implement templates: that list is simply absent
      if (list === 'resourceTemplates' && e instanceof Error && 'code' in e && e.code === ErrorCode.MethodNotFound) return {};
      return { items: [], error: messageOf(e) };
    }
  }

  // ---- running ----

  private onListChanged(session: Session, lists: CatalogList[]): void {
    if (!this.isCurrent(session)) return;
    for (const l of lists) {
      this.logger.info(`The server says its ${l} changed`);
      if (this.currentState.status === 'starting') this.staleLists.add(l);
      else void this.refreshList(l);
    }
  }

  /** Re-lists one list; calls that arrive while one runs are folded into one more run after it. */
  private refreshList(list: CatalogList): Promise<void> {
    const running = this.refreshing.get(list);
    if (running) {
      this.staleLists.add(list);
      return running;
    }
    const run = (async () => {
      do {
        this.staleLists.delete(list);
        const session = this.session;
        if (!session || this.currentState.status !== 'running') return;
        const capabilities = session.client?.getServerCapabilities() ?? {};
        if (!capabilities[LIST_METHODS[list].capability]) return;
        const r = await this.listOn(session, list);
        if (!this.isCurrent(session) || !this.currentCatalog || session.ended) return;
        const errors = { ...this.currentCatalog.errors };
        if (r.error) errors[list] = r.error;
        else delete errors[list];
        this.setCatalog({ ...this.currentCatalog, [list]: r.items, errors });
        this.setRunning(session);
        this.catalogEmitter.fire(this.currentCatalog);
      } while (this.staleLists.has(list));
    })();
    this.refreshing.set(list, run);
    const clear = () => this.refreshing.delete(list);
    run.then(clear, clear);
    return run;
  }

  private onClosed(session: Session): void {
    session.ended = true;
    if (session.closed || !this.isCurrent(session)) return;
    if (this.currentState.status === 'starting') return; // the start reports it, with the reason
    this.session = undefined;
    this.setCatalog(undefined);
    void session.close(); // sweeps what the server left in its process group
    const reason = session.endReason();
    const message = reason ? capitalize(reason) : 'The server closed the connection';
    this.logger.error(message);
    this.catalogEmitter.fire(undefined);
    this.setState({ status: 'error', message });
  }

  /**
   * The server closed the stream of a request before answering (the request has failed already). Whether the session
   * survived is the server's to say: one ping decides between running and error, so nothing is left wedged.
   */
  private onStreamClosed(session: Session, detail: string): void {
    if (!this.isCurrent(session) || this.currentState.status !== 'running' || session.probing) return;
    session.probing = true;
    const what = `The server closed the stream of a request before answering it (${detail})`;
    this.send(session, 'ping', undefined, { timeoutMs: Math.min(this.requestTimeoutMs, PROBE_TIMEOUT_MS) }).then(
      () => this.logger.warn(`${what}; it still answers a ping, so the connection stays up`),
      (e: unknown) => {
        if (!this.isCurrent(session) || session.closed) return;
        const message = `${what}, and then did not answer a ping: ${messageOf(e)}`;
        this.session = undefined;
        this.setCatalog(undefined);
        void session.close();
        this.logger.error(message);
        this.catalogEmitter.fire(undefined);
        this.setState({ status: 'error', message });
      },
    ).finally(() => (session.probing = false));
  }

  // ---- plumbing ----

  private runningSession(): Session {
    const s = this.session;
    if (s && this.currentState.status === 'running') return s;
    const st = this.currentState;
    const why = st.status === 'error' ? `: ${st.message}` : st.status === 'starting' ? ' yet (it is starting)' : '';
    throw new NotRunningError(`${this.name} is not running${why}`);
  }

  /** Not an async function: a tool call waits on the SDK's promise itself, with no hop of its own in between. */
  private send(session: Session, method: string, params: JsonObject | undefined, options: RequestOptions = {}): Promise<JsonObject> {
    const timeout = options.timeoutMs ?? this.requestTimeoutMs;
    const signal = options.signal;
    if (signal?.aborted) return Promise.reject(new CancelledError(method));
    const client = session.client;
    if (!client) return Promise.reject(new NotRunningError(`${this.name} is not connected`));
    const request = (params === undefined ? { method } : { method, params }) as Parameters<Client['request']>[0];
    return client
      .request(request, ResultSchema, { timeout, signal, onprogress: options.onProgress, resetTimeoutOnProgress: !!options.onProgress })
      .then(undefined, (e: unknown) => {
        const error = maskError(explainRequestError(e, method, timeout, signal, () => session.endReason()), this.secrets());
        if (error instanceof StreamClosedError) this.onStreamClosed(session, error.detail);
        // the server's log says what became of a request that got no answer, beside what the server itself logged
        else if (error instanceof CancelledError) this.logger.info(`${method} was cancelled; the server was sent notifications/cancelled`);
        else if (isTimeout(e)) this.logger.warn(`${error.message}; the server was sent notifications/cancelled`);
        throw error;
      }) as Promise<JsonObject>;
  }

  private setRunning(session: Session): void {
    const client = session.client;
    const v = client?.getServerVersion();
    this.setState({
      status: 'running',
      transport: session.transport,
      counts: countsOf(this.currentCatalog ?? {}),
      server: { name: v?.name, title: (v as { title?: string } | undefined)?.title, version: v?.version },
      protocolVersion: session.protocolVersion,
      instructions: client?.getInstructions(),
    });
  }

  /** Every catalog is frozen once, when it arrives, so that what the approval gate saw cannot change under it. */
  private setCatalog(catalog: Catalog | undefined): void {
    if (catalog) deepFreeze(catalog);
    if (catalog?.tools !== this.currentCatalog?.tools) {
      const byName = new Map<string, JsonObject>();
      for (const t of catalog?.tools ?? []) if (typeof t.name === 'string' && !byName.has(t.name)) byName.set(t.name, t);
      this.toolsByName = byName;
    }
    this.currentCatalog = catalog;
  }

  private isCurrent(session: Session): boolean {
    return this.session === session;
  }

  private secrets(): string[] {
    const given = this.options.secrets?.();
    return given ? [...this.launchSecrets, ...given] : (this.launchSecrets as string[]);
  }

  private setState(state: ConnectionState): void {
    if (state.status === 'error') state = { status: 'error', message: maskSecrets(state.message, this.secrets()) };
    this.currentState = state;
    this.stateEmitter.fire(state);
  }
}

/** What to do about HTTP 401/403, after the server's own words. */
export const CREDENTIALS_HINT = 'the server wants credentials: give them in its "headers" (e.g. "Authorization": "Bearer ${input:token}")';

function isTimeout(e: unknown): boolean {
  return e instanceof McpError && e.code === ErrorCode.RequestTimeout;
}

function decodeOr(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const NO_ARGUMENTS: JsonObject = Object.freeze({});

function frozenArguments(args: JsonObject | undefined): JsonObject {
  return !args || isEmpty(args) ? NO_ARGUMENTS : deepFreeze(structuredClone(args));
}

function isEmpty(o: object): boolean {
  for (const key in o) if (Object.prototype.hasOwnProperty.call(o, key)) return false;
  return true;
}

/** Freezes `value` and everything in it; an object already frozen by this function is not walked again. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
