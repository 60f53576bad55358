import { runBuild, type BuildResult } from './watch/buildStep';
import { Emitter, type Disposable } from '../../../common/mcp/emitter';
import { messageOf } from '../../../common/mcp/errors';
import { ServerConnection } from '../../../common/mcp/serverConnection';
import { toolTaskOffer } from '../../../common/mcp/modernTasks';
import { forgetAllRecords } from '../../../common/mcp/auth/authStore';
import type { AuthAttemptView } from '../../../common/mcp/auth/authTrace';
import type { LogLevel } from '../../../common/mcp/logLevels';
import type { Freshness } from '../../../common/mcp/cacheHints';
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
  SessionLaunch,
  ToolCallOptions,
  ToolCallOutcome,
} from '../../../common/mcp/types';
import type { ConfigLocation } from '../../../common/config/configLocations';
import type { ConfigSource, ServerDefinition } from '../../../common/config/configSource';
import { InputValues } from '../../../common/config/inputValues';
import { redactingLogger } from '../../../common/mcp/redactingLogger';
import type { CatalogDocument } from './catalogDocument';
import { ConfigSources } from './configSources';
import { ServerDebugging } from './debug/serverDebugging';
import { featuresWithRoots, tellRootsChanged } from './givenRoots';
import { LintState } from './lintState';
import { ProtocolEras } from './protocolEras';
import { debuggedLaunch, resolveServerLaunch, StartRefused } from './serverLaunch';
import type { ServersModelDeps } from './serversModelDeps';
import type { Runtime } from './serverRuntime';

export { StartRefused } from './serverLaunch';
export type { ServersModelDeps, ServersSettings } from './serversModelDeps';

/** Which of the features a running server declared that the extension uses. */
export interface ServerDeclares {
  readonly logging: boolean;
  readonly completions: boolean;
  /** Tasks for tools/call: 2025-11-25's, for a tool that supports them; 'any-tool': the tasks extension (2026-07-28). */
  readonly toolTasks: boolean | 'any-tool';
  /** A 2026-07-28 Streamable HTTP session: a tool whose `x-mcp-header` declarations are invalid is set aside. */
  readonly paramHeaders: boolean;
}

export type ModelChange =
  | { readonly kind: 'sources' }
  | { readonly kind: 'state'; readonly serverId: string; readonly state: ConnectionState }
  /** A new catalog (and its document, whose lint is pending). */
  | { readonly kind: 'catalog'; readonly serverId: string }
  /** The server's OAuth changed: signed in or out, or its authorization attempt moved on. */
  | { readonly kind: 'auth'; readonly serverId: string }
  /** The lint of the server's catalog document answered: its findings, or the notice that it was not checked. */
  | { readonly kind: 'findings'; readonly serverId: string };

export interface StartOptions {
  /**
   * Under the debugger (Debug Server) or not (a plain start); left out, the server keeps the mode of its last start
   * this session, or, never started, its config's (`dev.debug` means under the debugger).
   */
  readonly debug?: boolean;
  /** Sign in (OAuth) and then start: the browser may open; the signal cancels the sign-in. */
  readonly signIn?: { readonly signal?: AbortSignal };
}

const STOPPED: ConnectionState = { status: 'stopped' };

/**
 * The servers every config file declares (configSources.ts), each with its running session and the lint of its catalog
 * (lintState.ts), and the operations on them. The tree, the commands and the panels all read this model.
 */
export class ServersModel {
  private readonly changes = new Emitter<ModelChange>();
  readonly onDidChange = this.changes.event;
  private readonly configs: ConfigSources;
  private readonly runtimes = new Map<string, Runtime>();
  private readonly starts = new Map<string, Promise<void>>();
  private readonly autoStarted = new Set<string>();
  /**
   * The values of `password` inputs given this session, and credentials in server URLs and headers: masked in every
   * state, error and log line.
   */
  private readonly secretValues = new Set<string>();
  private readonly inputValues: InputValues;
  private readonly lintState: LintState;
  private readonly loggers = new Map<string, Logger>();
  /** Which servers run under a debugger, and the debuggers to attach to them. */
  readonly debugging: ServerDebugging;
  /** Each server's protocol era: chosen, or found by auto at its last start. */
  readonly eras: ProtocolEras;

  constructor(private readonly deps: ServersModelDeps) {
    this.debugging = new ServerDebugging({ env: deps.hostEnv ?? process.env });
    this.eras = new ProtocolEras(
      deps.eraStore,
      () => deps.settings().protocolEra ?? 'auto',
      (serverId) => this.changes.fire({ kind: 'state', serverId, state: this.state(serverId) }),
    );
    this.inputValues = new InputValues(deps.promptInput, deps.secrets);
    this.configs = new ConfigSources(
      {
        folders: deps.folders,
        userPlaces: deps.userPlaces,
        userConfigs: () => deps.settings().userConfigs,
        readFile: deps.readFile,
      },
      () => this.sourcesRead(),
    );
    this.lintState = new LintState(
      deps.catalogLint,
      deps.lintSettings,
      (serverId) => this.changes.fire({ kind: 'findings', serverId }),
      (serverId, server) => this.runtimes.get(serverId) === server,
    );
  }

  get sources(): readonly ConfigSource[] {
    return this.configs.sources;
  }

  servers(): ServerDefinition[] {
    return this.configs.servers();
  }

  definition(serverId: string): ServerDefinition | undefined {
    return this.configs.definition(serverId);
  }

  sourceOf(serverId: string): ConfigSource | undefined {
    return this.configs.sourceOf(serverId);
  }

  state(serverId: string): ConnectionState {
    return this.runtimes.get(serverId)?.connection.state ?? STOPPED;
  }

  catalog(serverId: string): Catalog | undefined {
    return this.runtimes.get(serverId)?.connection.catalog;
  }

  /** The running server's catalog as a document; its findings arrive later (a `findings` change), see `lint`. */
  catalogDocument(serverId: string): CatalogDocument | undefined {
    return this.runtimes.get(serverId)?.document;
  }

  /** The running server was started from a definition that has changed in its file since. */
  definitionChanged(serverId: string): boolean {
    const r = this.runtimes.get(serverId);
    const def = this.definition(serverId);
    if (r?.startedFrom === undefined || !def || this.state(serverId).status !== 'running') return false;
    return JSON.stringify(r.startedFrom) !== JSON.stringify(def.config);
  }

  /**
   * What the server's session was started from, while it starts or runs: the approval layer binds its trust to this
   * entry, not to the one its file holds now (a branch switch or a pull can change the file under a running server).
   */
  sessionLaunch(serverId: string): SessionLaunch | undefined {
    const r = this.runtimes.get(serverId);
    const status = r?.connection.state.status;
    if (r?.startedFrom === undefined || (status !== 'running' && status !== 'starting')) return undefined;
    return { config: r.startedFrom, changedSinceStart: this.definitionChanged(serverId) };
  }

  /**
   * The launch of a saved test's own process of this server: the entry its session runs (its file's when it does not
   * run) resolved as a start resolves it, inputs given before not asked again. With `debugAs`, under the debugger as
   * that definition (its stderr and states go to `debugging`). Undefined when an input's prompt was dismissed.
   */
  async testLaunch(
    serverId: string,
    debugAs?: string,
  ): Promise<{ launch: ServerLaunch; config: unknown; def: ServerDefinition } | undefined> {
    const blocker = this.startBlocker(serverId);
    if (blocker) throw new StartRefused(blocker);
    const found = this.definition(serverId)!;
    const startedFrom = this.runtimes.get(serverId)?.startedFrom as ServerDefinition['config'] | undefined;
    const def = startedFrom === undefined ? found : { ...found, config: startedFrom };
    const inputs = { deps: this.deps, inputValues: this.inputValues, secretValues: this.secretValues };
    const launch = await resolveServerLaunch(def, this.sourceOf(serverId)!, this.deps.settings().inheritEnvironment, {
      ...inputs,
      logger: () => this.maskedLogger(def),
    });
    if (!launch) return undefined;
    if (debugAs === undefined) return { launch, config: def.config, def };
    const debugged = { ...def, id: debugAs };
    return { launch: await debuggedLaunch(debugged, launch, true, this.debugging), config: def.config, def: debugged };
  }

  /** Why this server cannot be started now, or undefined when it can. */
  startBlocker(serverId: string): string | undefined {
    const def = this.definition(serverId);
    if (!def) return 'it is no longer in any config file';
    if (def.location.scope === 'workspace' && !this.deps.isWorkspaceTrusted()) {
      return 'Restricted Mode: this workspace is not trusted, so servers from its config files cannot be started. Trust the workspace to start them.';
    }
    if (def.problem) return `${def.name} cannot be started: ${def.problem}`;
    return undefined;
  }

  /**
   * Runs a watched server's build step (`dev.build`, a shell command from its config) in `cwd`. It comes from the same
   * file as the server, so it is refused (StartRefused) wherever the server could not start, as in Restricted Mode.
   */
  runBuild(
    serverId: string,
    command: string,
    cwd: string,
    env: NodeJS.ProcessEnv,
    options: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<BuildResult> {
    const blocker = this.startBlocker(serverId);
    if (blocker) return Promise.reject(new StartRefused(blocker));
    return runBuild(command, cwd, env, options);
  }

  /** Every place a config file may be, for watching. */
  locations(): ConfigLocation[] {
    return this.configs.locations();
  }

  /** Reads every config file again; servers that left their file are stopped. Calls during a reload fold into one more. */
  reload(): Promise<void> {
    return this.configs.reload();
  }

  /** Workspace trust changed: what can start changed, and trusted servers may auto-start now. */
  trustChanged(): void {
    this.changes.fire({ kind: 'sources' });
    this.autoStart();
  }

  /**
   * Starts a server once its `${input:…}` values are given (a dismissed prompt abandons the start quietly); resolves
   * when it runs or has failed (see `state`). Throws StartRefused in Restricted Mode or when the entry cannot start.
   */
  start(serverId: string, options: StartOptions = {}): Promise<void> {
    const pending = this.starts.get(serverId);
    if (pending) return pending;
    const run = this.startNow(serverId, options).finally(() => this.starts.delete(serverId));
    this.starts.set(serverId, run);
    return run;
  }

  async stop(serverId: string): Promise<void> {
    await this.runtimes.get(serverId)?.connection.stop();
  }

  async restart(serverId: string, options: StartOptions = {}): Promise<void> {
    await this.stop(serverId);
    await this.start(serverId, options);
  }

  /** Lists a running server's catalog again. */
  async refresh(serverId: string): Promise<void> {
    const r = this.runtimes.get(serverId);
    if (r && r.connection.state.status === 'running') await r.connection.refresh();
  }

  /** A view shows a running server's catalog: the lists whose cache hints (`ttlMs`) ran out are listed again. */
  async revalidate(serverId: string): Promise<void> {
    const r = this.runtimes.get(serverId);
    if (r && r.connection.state.status === 'running') await r.connection.revalidate();
  }

  /** When each list of the server's catalog arrived, with its cache hints. */
  catalogFreshness(serverId: string): Readonly<Partial<Record<CatalogList, Freshness>>> {
    return this.runtimes.get(serverId)?.connection.catalogFreshness ?? {};
  }

  /** The server's log (its output channel), for features that act on it (watch mode's builds and restarts). */
  loggerFor(serverId: string): Logger | undefined {
    const def = this.definition(serverId);
    return def ? this.maskedLogger(def) : undefined;
  }

  /** The working directory the stdio server was last started in (references resolved). */
  launchedCwd(serverId: string): string | undefined {
    return this.runtimes.get(serverId)?.launched?.cwd;
  }

  /** How long a request to this server may go unanswered (progress restarts the clock), when it has a connection. */
  requestTimeoutMs(serverId: string): number | undefined {
    return this.runtimes.get(serverId)?.connection.requestTimeoutMs;
  }

  /** Calls a tool through the approval gate (the only way the extension calls tools). */
  callTool(serverId: string, name: string, args: JsonObject, options?: ToolCallOptions): Promise<ToolCallOutcome> {
    const connection = this.running(serverId);
    // the gate is told which launch the call goes to, read as it asks (the session's, not the file's)
    const approve: ApprovalGate = (request, signal) => {
      const launch = this.sessionLaunch(serverId);
      return this.deps.approve(launch ? { ...request, launch } : request, signal);
    };
    return connection.callTool({ name, arguments: args }, approve, options);
  }

  /** `reuse`: a read the user did not ask for (an app's), answered from the cache while its `ttlMs` lasts. */
  readResource(
    serverId: string,
    uri: string,
    options?: RequestOptions & { readonly reuse?: boolean },
  ): Promise<JsonObject> {
    return this.running(serverId).readResource(uri, options);
  }

  getPrompt(
    serverId: string,
    name: string,
    args: Readonly<Record<string, string>>,
    options?: RequestOptions,
  ): Promise<JsonObject> {
    return this.running(serverId).getPrompt(name, args, options);
  }

  subscribe(serverId: string, uri: string, listener: (uri: string) => void): Promise<Disposable> {
    const connection = this.running(serverId);
    const sub = connection.onResourceUpdated((u) => {
      if (u === uri) listener(u);
    });
    return connection.subscribe(uri).then(
      () => ({
        dispose: () => {
          sub.dispose();
          if (connection.state.status === 'running') void connection.unsubscribe(uri).catch(() => undefined);
        },
      }),
      (e: unknown) => {
        sub.dispose();
        throw e;
      },
    );
  }

  /** Which features the running server declared (all false while it is not running). */
  declares(serverId: string): ServerDeclares {
    const connection = this.runtimes.get(serverId)?.connection;
    const capabilities = connection?.serverCapabilities;
    return {
      logging: !!connection?.takesLogLevel,
      completions: !!capabilities?.completions,
      toolTasks: connection ? toolTaskOffer(connection) : false,
      paramHeaders: !!connection?.sendsParamHeaders,
    };
  }

  /** The log level set for this server this session (sent again after each restart); undefined: the server's default. */
  logLevel(serverId: string): LogLevel | undefined {
    return this.runtimes.get(serverId)?.connection.logLevel;
  }

  /** Sets a running server's log level (`logging/setLevel`); it is kept for the session and sent again after a restart. */
  async setLogLevel(serverId: string, level: LogLevel, options?: RequestOptions): Promise<void> {
    const connection = this.running(serverId);
    await connection.setLogLevel(level, options);
    this.changes.fire({ kind: 'state', serverId, state: connection.state });
  }

  /** The server's suggestions for an argument of a prompt or a variable of a template (`completion/complete`). */
  complete(
    serverId: string,
    ref: CompletionRef,
    argument: { readonly name: string; readonly value: string },
    contextArguments?: Readonly<Record<string, string>>,
    options?: RequestOptions,
  ): Promise<Completions> {
    return this.running(serverId).complete(ref, argument, contextArguments, options);
  }

  /**
   * The roots may have changed (workspace folders, the roots setting): tells each running server whose roots differ
   * from those it was given (`notifications/roots/list_changed`), and resolves with the ids of the servers told.
   */
  rootsChanged(): Promise<string[]> {
    return tellRootsChanged(this.runtimes, (serverId) => this.definition(serverId), this.deps.roots);
  }

  /** Lints every running server's catalog again (the rule settings changed); its findings stay until new ones come. */
  relint(): void {
    for (const [id, r] of this.runtimes) {
      const def = this.definition(id);
      if (r.connection.state.status !== 'running' || !r.document || !def) continue;
      this.lintState.relint(def, r, this.maskedLogger(def));
      this.changes.fire({ kind: 'findings', serverId: id });
    }
  }

  /** Forgets `${input:…}` values of this session and the stored passwords. */
  forgetInputs(): Promise<void> {
    return this.inputValues.forget(this.configs.sources);
  }

  /** Stops every server and the lint worker; resolves when all their processes and the thread are gone. */
  async dispose(): Promise<void> {
    const all = [...this.runtimes.values()];
    this.runtimes.clear();
    await Promise.all([
      this.lintState.dispose(),
      ...all.map(async (r) => {
        for (const s of r.subscriptions) s.dispose();
        await r.connection.dispose();
      }),
    ]);
    this.changes.dispose();
    this.debugging.dispose();
  }

  /** Signs in to a remote server (OAuth), then starts it; rejects with what failed (its steps: `authorization`). */
  async signIn(serverId: string, signal?: AbortSignal): Promise<void> {
    await this.stop(serverId);
    await this.start(serverId, { signIn: { signal } });
  }

  /** Signs out of one server: its tokens revoked where the authorization server allows, and forgotten. */
  async signOut(serverId: string): Promise<void> {
    await this.runtimes.get(serverId)?.connection.signOut();
  }

  /**
   * Signs out of every server that has a sign-in kept (this session's and those kept from before); resolves with how
   * many there were.
   */
  async signOutAll(): Promise<number> {
    let n = 0;
    for (const def of this.servers()) {
      const runtime = this.runtimes.get(def.id);
      if (runtime?.connection.auth) {
        if (runtime.connection.auth.signedIn) n++;
        await runtime.connection.signOut();
      }
    }
    const env = this.deps.auth;
    if (env) n += await forgetAllRecords(env.store);
    return n;
  }

  /** The last authorization attempt of a server, step by step, when there was one. */
  authorization(serverId: string): AuthAttemptView | undefined {
    return this.runtimes.get(serverId)?.connection.auth?.lastAttempt;
  }

  /** The secrets the servers' logs mask (password inputs, credentials of URLs and headers), for views to mask too. */
  knownSecrets(): Iterable<string> {
    return this.secretValues;
  }

  /** The scopes the server's current OAuth token was granted, as its authorization server said. */
  grantedScopes(serverId: string): string | undefined {
    return this.runtimes.get(serverId)?.connection.auth?.grantedScopes;
  }

  /** Whether the server is signed in (OAuth) now. */
  isSignedIn(serverId: string): boolean {
    return this.runtimes.get(serverId)?.connection.auth?.signedIn === true;
  }

  // ---- internals ----

  private running(serverId: string): ServerConnection {
    const r = this.runtimes.get(serverId);
    if (!r) throw new Error(`${this.definition(serverId)?.name ?? serverId} is not running`);
    return r.connection;
  }

  private async startNow(serverId: string, options: StartOptions): Promise<void> {
    const blocker = this.startBlocker(serverId);
    if (blocker) throw new StartRefused(blocker);
    const def = this.definition(serverId)!;
    const source = this.sourceOf(serverId)!;
    const runtime = this.runtime(def);
    const status = runtime.connection.state.status;
    if (!options.signIn && (status === 'running' || status === 'starting')) return;
    const settings = this.deps.settings();
    runtime.connection.requestTimeoutMs = settings.requestTimeoutMs;
    let launch = await resolveServerLaunch(def, source, settings.inheritEnvironment, {
      deps: this.deps,
      inputValues: this.inputValues,
      secretValues: this.secretValues,
      logger: () => this.maskedLogger(def),
    });
    if (!launch) return;
    launch = await debuggedLaunch(def, launch, options.debug, this.debugging);
    runtime.launching = def.config;
    runtime.launched =
      launch.transport === 'stdio'
        ? { command: launch.command, args: launch.args, cwd: launch.cwd, secrets: this.secretValues }
        : undefined;
    if (options.signIn) await runtime.connection.signIn(launch, options.signIn.signal);
    else await runtime.connection.start(launch);
  }

  private runtime(def: ServerDefinition): Runtime {
    const existing = this.runtimes.get(def.id);
    if (existing) return existing;
    const connection = new ServerConnection({
      id: def.id,
      name: def.name,
      logger: this.maskedLogger(def),
      requestTimeoutMs: this.deps.settings().requestTimeoutMs,
      stopGraceMs: this.deps.stopGraceMs,
      secrets: () => this.secretValues,
      features: featuresWithRoots(
        this.deps.features,
        this.deps.roots,
        () => this.definition(def.id),
        () => this.runtimes.get(def.id),
      ),
      auth: this.deps.auth,
      era: () => this.eras.plan(def.id),
    });
    const runtime: Runtime = { connection, subscriptions: [] };
    runtime.subscriptions.push(
      connection.onDidChangeAuth(() => this.changes.fire({ kind: 'auth', serverId: def.id })),
      connection.onDidChangeState((state) => {
        if (state.status === 'starting') {
          runtime.rootsGiven = undefined;
          // a new session begins (its state says so before anything runs): it runs the entry its start was given
          runtime.startedFrom = runtime.launching;
        }
        if (state.status !== 'running') this.lintState.drop(def.id, runtime);
        else this.eras.found(def.id, state.protocolVersion);
        this.debugging.stateChanged(def, state);
        this.changes.fire({ kind: 'state', serverId: def.id, state });
      }),
      connection.onStderrLine((line) => this.debugging.stderrLine(def, line)),
      connection.onDidChangeCatalog((catalog) => {
        const doc = this.documentOf(def.id, catalog);
        if (doc) this.lintState.lint(def, runtime, doc, this.maskedLogger(def));
        else this.lintState.drop(def.id, runtime);
        this.changes.fire({ kind: 'catalog', serverId: def.id });
      }),
    );
    this.runtimes.set(def.id, runtime);
    return runtime;
  }

  private documentOf(serverId: string, catalog: Catalog | undefined): CatalogDocument | undefined {
    const def = this.definition(serverId);
    const runtime = this.runtimes.get(serverId);
    if (!def) return undefined;
    return this.lintState.documentOf(
      def,
      runtime?.connection.state,
      catalog,
      runtime?.launched,
      this.maskedLogger(def),
    );
  }

  /** The server's log with every secret the model knows masked (what the public `loggerFor` gives out). */
  private maskedLogger(def: ServerDefinition): Logger {
    let l = this.loggers.get(def.id);
    if (!l) {
      l = redactingLogger(this.deps.loggerFor(def), () => this.secretValues);
      this.loggers.set(def.id, l);
    }
    return l;
  }

  /** The config files were read again: servers that left their file are stopped. */
  private sourcesRead(): void {
    const ids = new Set(this.servers().map((d) => d.id));
    for (const [id, r] of this.runtimes) {
      if (ids.has(id)) continue;
      this.runtimes.delete(id);
      this.lintState.drop(id);
      for (const s of r.subscriptions) s.dispose();
      void r.connection.dispose();
    }
    this.changes.fire({ kind: 'sources' });
    this.autoStart();
  }

  private autoStart(): void {
    if (!this.deps.settings().autoStartTrusted || !this.deps.isServerTrusted) return;
    for (const def of this.servers()) {
      if (this.autoStarted.has(def.id) || !this.deps.isServerTrusted(def.id) || this.startBlocker(def.id)) continue;
      this.autoStarted.add(def.id);
      this.start(def.id).catch((e: unknown) => this.maskedLogger(def).error(`Auto-start failed: ${messageOf(e)}`));
    }
  }
}
