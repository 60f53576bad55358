import type { ServerCapabilities } from '@modelcontextprotocol/sdk/types.js';
import type { Freshness } from './cacheHints';
import { CatalogSync } from './catalogSync';
import { completionParams, completionsOf } from './completions';
import { runningState, whyNotRunning } from './connectionState';
import { connectSession, isAuthRefusal, isTimeout, type SessionHandlers } from './connect';
import { SignInRequiredError, type AuthEnvironment, type ServerAuth } from './auth/serverAuth';
import { Emitter } from './emitter';
import { CancelledError, explainRequestError, messageOf, NotRunningError, StreamClosedError } from './errors';
import { maskError, maskSecrets, redactingLogger, secretsInHeaders, secretsInUrl } from './redact';
import type { ClientFeatures } from './clientFeatures';
import type { LogLevel } from './logLevels';
import { callThroughGate, type ToolCallConnection } from './gatedToolCall';
import { LaunchAuth } from './launchAuth';
import type { EraPlan } from './protocolEra';
import { Session } from './session';
import { requestOnSession } from './sessionRequest';
import { startFailure } from './startFailure';
import { declaresTasksExtension } from './modernTasks';
import type { TaskSnapshot } from './toolTask';
import type {
  ApprovalGate,
  Catalog,
  CatalogList,
  CompletionRef,
  Completions,
  ConnectionState,
  JsonObject,
  Logger,
  RequestOptions,
  ServerLaunch,
  ToolCallOptions,
  ToolCallOutcome,
} from './types';
import { capitalize } from '../text/capitalize';

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
  /** What the client answers when the server asks (roots, elicitation, sampling); only these are declared. */
  readonly features?: ClientFeatures;
  /** OAuth for remote servers (where tokens are kept, how the browser opens); without it a 401 is only reported. */
  readonly auth?: AuthEnvironment;
  /** The clock that cache hints (`ttlMs`) are measured by, in epoch ms; tests give their own. */
  readonly now?: () => number;
  /** The protocol era of each start, read as it begins (auto when absent). */
  readonly era?: () => EraPlan;
}

const DEFAULT_TIMEOUT_MS = 60_000;
/** How long a server whose stream broke gets to answer the ping that tells whether its session survived. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * A connection to one MCP server: start, stop, restart, its state (stopped → starting → running | error) with events,
 * and requests that all carry a timeout and a signal. A tool call goes through `callTool` and its approval gate only.
 */
export class ServerConnection {
  private readonly stateEmitter = new Emitter<ConnectionState>();
  private readonly catalogEmitter = new Emitter<Catalog | undefined>();
  private readonly updatedEmitter = new Emitter<string>();
  private readonly stderrEmitter = new Emitter<string>();
  private readonly taskStatusEmitter = new Emitter<TaskSnapshot>();
  readonly onDidChangeState = this.stateEmitter.event;
  readonly onDidChangeCatalog = this.catalogEmitter.event;
  /** `notifications/resources/updated`: the URI of a subscribed resource that changed. */
  readonly onResourceUpdated = this.updatedEmitter.event;
  /** Each line the current stdio server writes to stderr (already in the server log). */
  readonly onStderrLine = this.stderrEmitter.event;

  requestTimeoutMs: number;
  private currentState: ConnectionState = { status: 'stopped' };
  private session: Session | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private readonly logger: Logger;
  private readonly sync: CatalogSync;
  private disposed = false;

  /** Credentials in the URL and headers of the current launch (a URL often ends up in a connection error). */
  private launchSecrets: readonly string[] = [];
  /** The log level the user set (`logging/setLevel`): sent again each time the server starts. */
  private wantedLogLevel: LogLevel | undefined;
  /** OAuth of the current launch's URL (kept over restarts of the same URL). */
  private readonly launchAuth: LaunchAuth;
  private readonly authEmitter = new Emitter<ServerAuth | undefined>();
  /** The server's OAuth changed: signed in or out, or its last authorization attempt moved on. */
  readonly onDidChangeAuth = this.authEmitter.event;

  /** What a tool call needs of the connection (gatedToolCall.ts). */
  private readonly toolCalls: ToolCallConnection = {
    id: () => this.id,
    name: () => this.name,
    logger: () => this.logger,
    runningSession: () => this.runningSession(),
    tool: (name) => this.sync.tool(name),
    isRunning: (session) => this.session === session && this.currentState.status === 'running',
    send: (session, method, params, options) => this.send(session, method, params, options),
    requestTimeoutMs: () => this.requestTimeoutMs,
    onTaskStatus: this.taskStatusEmitter.event,
  };

  constructor(private readonly options: ConnectionOptions) {
    this.logger = redactingLogger(options.logger, () => this.secrets());
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.launchAuth = new LaunchAuth(options, options.auth, (auth) => this.authEmitter.fire(auth));
    this.sync = new CatalogSync({
      logger: this.logger,
      isCurrent: (session) => this.isCurrent(session),
      runningSession: () => (this.currentState.status === 'running' ? this.session : undefined),
      isStarting: () => this.currentState.status === 'starting',
      send: (session, method, params, options) => this.send(session, method, params, options),
      now: options.now ?? Date.now,
      changed: (session) => {
        this.setRunning(session);
        this.catalogEmitter.fire(this.sync.catalog);
      },
    });
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
    return this.sync.catalog;
  }

  /** When each list of the catalog arrived, and the cache hints (`ttlMs`, `cacheScope`) it carried. */
  get catalogFreshness(): Readonly<Partial<Record<CatalogList, Freshness>>> {
    return this.sync.freshness;
  }

  /** What the running server declared (`initialize`, or `server/discover` on 2026-07-28); undefined while stopped. */
  get serverCapabilities(): ServerCapabilities | undefined {
    const peer = this.currentState.status === 'running' ? this.session?.peer : undefined;
    return peer?.getServerCapabilities() as ServerCapabilities | undefined;
  }

  /** The running server takes `logging/setLevel`: it declares `logging`, and its revision still has the method. */
  get takesLogLevel(): boolean {
    return !this.session?.modern && !!this.serverCapabilities?.logging;
  }

  /** The running server is on a 2026-07-28 Streamable HTTP session, where tools' `x-mcp-header` arguments are sent. */
  get sendsParamHeaders(): boolean {
    const session = this.currentState.status === 'running' ? this.session : undefined;
    return !!session?.modern && session.transport === 'http';
  }

  /** The running server is on a 2026-07-28 session and declares the tasks extension (modernTasks.ts). */
  get declaresTasksExtension(): boolean {
    const modern = this.currentState.status === 'running' ? this.session?.modern : undefined;
    return !!modern && declaresTasksExtension(modern.getServerCapabilities());
  }

  /** The log level set with `setLogLevel` (kept over restarts); undefined: the server's own default. */
  get logLevel(): LogLevel | undefined {
    return this.wantedLogLevel;
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
      this.launchSecrets =
        launch.transport === 'stdio' ? [] : [...secretsInUrl(launch.url), ...secretsInHeaders(launch.headers)];
      const auth = this.launchAuth.forLaunch(launch);
      const session = new Session();
      this.session = session;
      this.sync.set(undefined);
      this.sync.forgetStale();
      this.setState({ status: 'starting' });
      await auth?.load();
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
    this.sync.set(undefined);
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

  /** The OAuth of the server at the current launch's URL, once an HTTP launch was started. */
  get auth(): ServerAuth | undefined {
    return this.launchAuth.current;
  }

  /**
   * Signs in to the server at the launch's URL (the browser opens when the authorization server shows a page), then
   * starts it again. Rejects with what failed; the attempt's steps are in `auth.lastAttempt`.
   */
  async signIn(launch: ServerLaunch, signal?: AbortSignal): Promise<void> {
    const auth = this.launchAuth.toSignIn(launch);
    await auth.load();
    this.logger.info(`Signing in to ${auth.serverUrl}`);
    try {
      await auth.signIn({ signal });
    } catch (e) {
      // the server still wants a sign-in: it says so, and offers another one, instead of looking merely stopped
      const message = messageOf(e);
      this.logger.error(`The sign-in failed: ${message}`);
      if (!this.session) this.setState({ status: 'error', message, needsSignIn: true });
      throw e;
    }
    this.logger.info(
      `Signed in${auth.grantedScopes ? ` (scope: ${auth.grantedScopes})` : ''}; starting the server again`,
    );
    await this.restart(launch);
  }

  /** Forgets (and revokes where it can) the server's tokens and client registration; a running server is stopped. */
  async signOut(): Promise<void> {
    const auth = this.launchAuth.current;
    if (!auth) return;
    await auth.signOut();
    this.logger.info('Signed out');
    if (this.currentState.status !== 'stopped') await this.stop();
  }

  async dispose(): Promise<void> {
    await this.stop();
    this.disposed = true;
    this.stateEmitter.dispose();
    this.catalogEmitter.dispose();
    this.updatedEmitter.dispose();
    this.stderrEmitter.dispose();
    this.taskStatusEmitter.dispose();
    this.launchAuth.dispose();
    this.authEmitter.dispose();
  }

  /** Lists everything again (all pages): the user asked, so no list is taken from the cache. */
  async refresh(): Promise<void> {
    this.runningSession();
    await this.sync.refreshAll();
  }

  /** An automatic re-listing (a view shows the catalog): only the lists whose `ttlMs` ran out are asked again. */
  async revalidate(): Promise<CatalogList[]> {
    this.runningSession();
    return this.sync.refreshExpired();
  }

  /**
   * THE way to call a tool: the gate sees the server, the tool as listed and the exact arguments. Nothing is sent
   * unless it says yes, nor when the server restarted or the tool's definition changed while it decided.
   */
  callTool(
    request: { readonly name: string; readonly arguments?: JsonObject },
    approve: ApprovalGate,
    options: ToolCallOptions = {},
  ): Promise<ToolCallOutcome> {
    return callThroughGate(this.toolCalls, request, approve, options);
  }

  /** `reuse`: a read the user did not ask for, answered from the cache while the last result's `ttlMs` lasts. */
  async readResource(uri: string, options?: RequestOptions & { readonly reuse?: boolean }): Promise<JsonObject> {
    return (await this.sync.read(this.runningSession(), uri, options)).result;
  }

  async getPrompt(
    name: string,
    args: Readonly<Record<string, string>> = {},
    options?: RequestOptions,
  ): Promise<JsonObject> {
    return this.send(this.runningSession(), 'prompts/get', { name, arguments: { ...args } }, options);
  }

  async subscribe(uri: string, options?: RequestOptions): Promise<void> {
    const session = this.runningSession();
    if (session.modern) {
      return session.modern.subscribe(uri, options?.timeoutMs ?? this.requestTimeoutMs, options?.signal);
    }
    await this.send(session, 'resources/subscribe', { uri }, options);
  }

  async unsubscribe(uri: string, options?: RequestOptions): Promise<void> {
    const session = this.runningSession();
    if (session.modern) {
      return session.modern.unsubscribe(uri, options?.timeoutMs ?? this.requestTimeoutMs, options?.signal);
    }
    await this.send(session, 'resources/unsubscribe', { uri }, options);
  }

  /**
   * `completion/complete`: the server's suggestions for one argument of a prompt or variable of a resource template, as
   * typed so far, the other arguments given as context. Only for a server that declares `completions`.
   */
  async complete(
    ref: CompletionRef,
    argument: { readonly name: string; readonly value: string },
    contextArguments: Readonly<Record<string, string>> = {},
    options?: RequestOptions,
  ): Promise<Completions> {
    const session = this.runningSession();
    if (!session.peer?.getServerCapabilities()?.completions) {
      throw new Error(`${this.name} does not declare the completions capability, so it offers no completions`);
    }
    const params = completionParams(ref, argument, contextArguments);
    return completionsOf(await this.send(session, 'completion/complete', params, options), this.name);
  }

  /**
   * `logging/setLevel`: the least severe level of the messages the server is to send. Only for a server that
   * declares `logging`; once the server accepts it, the level is kept and sent again each time the server starts.
   */
  async setLogLevel(level: LogLevel, options?: RequestOptions): Promise<void> {
    const session = this.runningSession();
    if (session.modern) {
      throw new Error(
        `${this.name} speaks ${session.protocolVersion}, which has no logging/setLevel: it takes no log level`,
      );
    }
    if (!session.client?.getServerCapabilities()?.logging) {
      throw new Error(`${this.name} does not declare the logging capability, so it takes no log level`);
    }
    await this.send(session, 'logging/setLevel', { level }, options);
    this.wantedLogLevel = level;
    this.logger.info(`Log level set to ${level}: the server sends messages of this level and above`);
  }

  /** `notifications/roots/list_changed`, when the roots feature is given and the server runs. */
  async rootsChanged(): Promise<void> {
    const session = this.currentState.status === 'running' ? this.session : undefined;
    if (!this.options.features?.roots || !session?.client) return;
    await session.client
      .sendRootsListChanged()
      .catch((e: unknown) => this.logger.warn(`Could not tell the server its roots changed: ${messageOf(e)}`));
  }

  async ping(options?: RequestOptions): Promise<void> {
    await this.send(this.runningSession(), 'ping', undefined, options);
  }

  // ---- start ----

  private async open(session: Session, launch: ServerLaunch): Promise<void> {
    try {
      await connectSession(session, launch, this.connectSettings(), this.handlersOf(session));
      // before the lists are asked for, so that what the server logs while starting is filtered already
      this.resendLogLevel(session);
      const catalog = await this.sync.fetch(session);
      if (session.ended) throw new Error('The server closed the connection right after initializing');
      if (!this.isCurrent(session)) return;
      this.sync.set(catalog);
      this.setRunning(session);
      this.catalogEmitter.fire(catalog);
      const v = session.peer?.getServerVersion();
      this.logger.info(
        `Running: ${v?.name ?? '?'} ${v?.version ?? ''} over ${session.transport}, ` +
          `protocol ${session.protocolVersion ?? '?'}`,
      );
      this.sync.refreshStale();
    } catch (e) {
      if (!this.isCurrent(session)) return; // stopped or restarted meanwhile: not a failure
      // the reason is taken before the session is closed, so that the kill does not become the reason
      await this.fail(session, startFailure(session, e, this.requestTimeoutMs), {
        starting: true,
        needsSignIn: e instanceof SignInRequiredError,
      });
    }
  }

  /** The level the user set before a restart, sent to the new session (its failure is logged, never the start's). */
  private resendLogLevel(session: Session): void {
    const level = this.wantedLogLevel;
    if (!level || !session.client?.getServerCapabilities()?.logging) return;
    this.send(session, 'logging/setLevel', { level }).then(
      () => this.logger.info(`Log level ${level} sent again, as set before the restart`),
      (e: unknown) => {
        if (this.isCurrent(session) && !session.closed) {
          this.logger.warn(`Could not set the log level ${level} again: ${messageOf(e)}`);
        }
      },
    );
  }

  private connectSettings() {
    return {
      logger: this.logger,
      requestTimeoutMs: this.requestTimeoutMs,
      stopGraceMs: this.options.stopGraceMs,
      clientInfo: this.options.clientInfo,
      features: this.options.features,
      server: { id: this.options.id, name: this.options.name },
      secrets: () => this.secrets(),
      addSecret: (secret: string) => {
        this.launchSecrets = [...this.launchSecrets, secret];
      },
      auth: this.launchAuth.current,
      era: this.options.era?.(),
    };
  }

  /** What the session's client reports, each heeded only while the session is the current one. */
  private handlersOf(session: Session): SessionHandlers {
    return {
      listChanged: (lists) => this.sync.listChanged(session, lists),
      resourceUpdated: (uri) => {
        if (!this.isCurrent(session)) return;
        this.sync.resourceUpdated(uri);
        this.updatedEmitter.fire(uri);
      },
      serverLog: (level, text) => {
        if (this.isCurrent(session)) this.logger[level](text);
      },
      nonProtocolOutput: (warning) => this.addWarning(session, warning),
      stderrLine: (line) => {
        if (this.isCurrent(session)) this.stderrEmitter.fire(line);
      },
      taskStatus: (task) => {
        if (this.isCurrent(session)) this.taskStatusEmitter.fire(task);
      },
      closed: () => this.onClosed(session),
    };
  }

  /** A warning about a server that works; shown on its state once it runs (at once when it runs already). */
  private addWarning(session: Session, warning: string): void {
    if (!this.isCurrent(session) || session.warnings.includes(warning)) return;
    session.warnings.push(warning);
    if (this.currentState.status !== 'running') return;
    this.setRunning(session);
    // the live catalog shows the warnings too
    this.catalogEmitter.fire(this.sync.catalog);
  }

  // ---- running ----

  private onClosed(session: Session): void {
    session.ended = true;
    if (session.closed || !this.isCurrent(session)) return;
    if (this.currentState.status === 'starting') return; // the start reports it, with the reason
    const reason = session.endReason();
    void this.fail(session, reason ? capitalize(reason) : 'The server closed the connection');
  }

  /**
   * The server closed the stream of a request before answering (the request has failed already). Whether the session
   * survived is the server's to say: one ping decides between running and error, so nothing is left wedged.
   */
  private onStreamClosed(session: Session, detail: string): void {
    if (!this.isCurrent(session) || this.currentState.status !== 'running' || session.probing) return;
    session.probing = true;
    const what = `The server closed the stream of a request before answering it (${detail})`;
    this.send(session, 'ping', undefined, { timeoutMs: Math.min(this.requestTimeoutMs, PROBE_TIMEOUT_MS) })
      .then(
        () => this.logger.warn(`${what}; it still answers a ping, so the connection stays up`),
        (e: unknown) => {
          if (!this.isCurrent(session) || session.closed) return;
          void this.fail(session, `${what}, and then did not answer a ping: ${messageOf(e)}`);
        },
      )
      .finally(() => (session.probing = false));
  }

  /**
   * THE end of a failed session: no longer current, it is closed (with its process group), and the failure is logged
   * and becomes the state. A failed start reports once the server is gone; a running session's catalog goes at once.
   */
  private async fail(session: Session, message: string, { starting = false, needsSignIn = false } = {}): Promise<void> {
    this.session = undefined;
    this.sync.set(undefined);
    const closing = session.close();
    if (starting) await closing;
    this.logger.error(message);
    if (!starting) this.catalogEmitter.fire(undefined);
    this.setState({ status: 'error', message, ...(needsSignIn ? { needsSignIn: true } : {}) });
    await closing;
  }

  // ---- plumbing ----

  private runningSession(): Session {
    const s = this.session;
    if (s && this.currentState.status === 'running') return s;
    throw new NotRunningError(`${this.name} is not running${whyNotRunning(this.currentState)}`);
  }

  /** Not an async function: a tool call waits on the SDK's promise itself, with no hop of its own in between. */
  private send(
    session: Session,
    method: string,
    params: JsonObject | undefined,
    options: RequestOptions = {},
  ): Promise<JsonObject> {
    const timeout = options.timeoutMs ?? this.requestTimeoutMs;
    const signal = options.signal;
    if (signal?.aborted) return Promise.reject(new CancelledError(method));
    const sent = requestOnSession(session, method, params, timeout, options, (e) => {
      const error = maskError(
        explainRequestError(e, method, timeout, signal, () => session.endReason()),
        this.secrets(),
      );
      this.requestFailed(session, method, error, e);
      return error;
    });
    return sent ?? Promise.reject(new NotRunningError(`${this.name} is not connected`));
  }

  /** What the connection makes of a request that failed: a probe, a sign-in, or a line in the server's log. */
  private requestFailed(session: Session, method: string, error: Error, e: unknown): void {
    if (error instanceof StreamClosedError) {
      this.onStreamClosed(session, error.detail);
    } else if (error instanceof SignInRequiredError) {
      // the server no longer takes its token, and only the user can get another: it needs a sign-in, not a retry
      if (this.isCurrent(session) && !session.closed) void this.fail(session, error.message, { needsSignIn: true });
    } else if (isAuthRefusal(error)) {
      this.logger.warn(error.message);
    } else if (error instanceof CancelledError) {
      // the server's log says what became of a request that got no answer, beside what the server itself logged
      this.logger.info(`${method} was cancelled; the server was sent notifications/cancelled`);
    } else if (isTimeout(e)) {
      this.logger.warn(`${error.message}; the server was sent notifications/cancelled`);
    }
  }

  private setRunning(session: Session): void {
    this.setState(runningState(session, this.sync.catalog));
  }

  private isCurrent(session: Session): boolean {
    return this.session === session;
  }

  private secrets(): string[] {
    const given = this.options.secrets?.();
    const oauth = this.launchAuth.current?.secrets() ?? [];
    return [...this.launchSecrets, ...(given ?? []), ...oauth];
  }

  private setState(state: ConnectionState): void {
    if (state.status === 'error') state = { ...state, message: maskSecrets(state.message, this.secrets()) };
    this.currentState = state;
    this.stateEmitter.fire(state);
  }
}
