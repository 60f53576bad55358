import { readFile } from 'node:fs/promises';
import type { EngineOptions } from '../../../server/src/engine/types';
import { Emitter, type Disposable } from '../mcp/emitter';
import { messageOf } from '../mcp/errors';
import { secretsInHeaders, secretsInUrl } from '../mcp/redact';
import { ServerConnection } from '../mcp/serverConnection';
import type { ApprovalGate, Catalog, ConnectionState, JsonObject, Logger, RequestOptions, ToolCallOptions, ToolCallOutcome } from '../mcp/types';
import { buildCatalogDocument, withLint, type CatalogDocument } from './catalogDocument';
import { CatalogLinter, type CatalogLinterOptions } from './catalogLinter';
import { userLocations, workspaceLocations, type ConfigLocation, type UserPlaces, type WorkspaceFolderInfo } from './configLocations';
import { parseConfigSource, type ConfigSource, type ServerDefinition } from './configSource';
import { InputValues, StartCancelled, type InputPrompter, type SecretStore } from './inputValues';
import { resolveLaunch } from './launch';
import { redactingLogger } from './redactingLogger';
import type { LaunchedCommand } from './sourceHints';

export interface ServersSettings {
  /** Read the user's own client files too (Claude Desktop, Cursor, Windsurf, VS Code user mcp.json). */
  readonly userConfigs: boolean;
  readonly inheritEnvironment: boolean;
  readonly requestTimeoutMs: number;
  /** Start servers the user trusts as soon as they are discovered. */
  readonly autoStartTrusted: boolean;
}

/** Everything the model needs from its host, injected so it runs the same under plain Node tests. */
export interface ServersModelDeps {
  readonly folders: () => readonly WorkspaceFolderInfo[];
  readonly userPlaces: UserPlaces;
  readonly settings: () => ServersSettings;
  /** Workspace trust: in Restricted Mode nothing from the workspace's files may start. */
  readonly isWorkspaceTrusted: () => boolean;
  /** The user's per-server trust (the approval layer owns it); only trusted servers auto-start. */
  readonly isServerTrusted?: (serverId: string) => boolean;
  readonly loggerFor: (def: ServerDefinition) => Logger;
  readonly promptInput: InputPrompter;
  readonly secrets: SecretStore;
  /** Every tool call passes this gate; nothing is sent unless it resolves true. */
  readonly approve: ApprovalGate;
  readonly engineOptions?: () => EngineOptions;
  /** Where the catalog lint worker is and how long a lint may take (defaults: dist/catalogLintWorker.js beside this bundle, 10 s). */
  readonly catalogLint?: CatalogLinterOptions;
  readonly hostEnv?: NodeJS.ProcessEnv;
  readonly readFile?: (path: string) => Promise<string | undefined>;
  readonly stopGraceMs?: number;
}

export type ModelChange =
  | { readonly kind: 'sources' }
  | { readonly kind: 'state'; readonly serverId: string; readonly state: ConnectionState }
  /** A new catalog (and its document, whose lint is pending). */
  | { readonly kind: 'catalog'; readonly serverId: string }
  /** The lint of the server's catalog document answered: its findings, or the notice that it was not checked. */
  | { readonly kind: 'findings'; readonly serverId: string };

/** A start was refused before anything ran (Restricted Mode, an entry that cannot start); the message says why. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

interface Runtime {
  readonly connection: ServerConnection;
  readonly subscriptions: Disposable[];
  /** The definition it was last started with, to tell when the file changed under a running server. */
  startedWith?: string;
  /** The stdio launch it was last started with (references resolved), for the catalog's source hints; never its env. */
  launched?: LaunchedCommand;
  document?: CatalogDocument;
}

const STOPPED: ConnectionState = { status: 'stopped' };

/**
 * The servers every config file declares (sources → servers), each with its connection state, catalog and the
 * lint of that catalog, and the operations on them. The tree, the commands and the panels all read this model.
 */
export class ServersModel {
  private readonly changes = new Emitter<ModelChange>();
  readonly onDidChange = this.changes.event;
  private sourceList: ConfigSource[] = [];
  private readonly runtimes = new Map<string, Runtime>();
  private readonly starts = new Map<string, Promise<void>>();
  private readonly autoStarted = new Set<string>();
  /** The values of `password` inputs given this session, and credentials in server URLs and headers: masked in every state, error and log line. */
  private readonly secretValues = new Set<string>();
  private readonly inputValues: InputValues;
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;
  /** Lints catalogs in a worker thread, started on the first catalog. */
  private readonly linter: CatalogLinter;

  constructor(private readonly deps: ServersModelDeps) {
    this.inputValues = new InputValues(deps.promptInput, deps.secrets);
    this.linter = new CatalogLinter(deps.catalogLint);
  }

  get sources(): readonly ConfigSource[] {
    return this.sourceList;
  }

  servers(): ServerDefinition[] {
    return this.sourceList.flatMap((s) => s.servers);
  }

  definition(serverId: string): ServerDefinition | undefined {
    return this.servers().find((d) => d.id === serverId);
  }

  sourceOf(serverId: string): ConfigSource | undefined {
    return this.sourceList.find((s) => s.servers.some((d) => d.id === serverId));
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
    return !!r?.startedWith && !!def && this.state(serverId).status === 'running' && r.startedWith !== JSON.stringify(def.config);
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

  /** Every place a config file may be, for watching. */
  locations(): ConfigLocation[] {
    const workspace = this.deps.folders().flatMap(workspaceLocations);
    return this.deps.settings().userConfigs ? [...workspace, ...userLocations(this.deps.userPlaces)] : workspace;
  }

  /** Reads every config file again; servers that left their file are stopped. Calls during a reload fold into one more. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    const run = (async () => {
      do {
        this.reloadAgain = false;
        await this.readSources();
      } while (this.reloadAgain);
    })();
    this.reloading = run;
    const clear = () => {
      if (this.reloading === run) this.reloading = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  /** Workspace trust changed: what can start changed, and trusted servers may auto-start now. */
  trustChanged(): void {
    this.changes.fire({ kind: 'sources' });
    this.autoStart();
  }

  /**
   * Starts a server: refuses in Restricted Mode or when the entry cannot start (throws StartRefused), asks for
   * `${input:…}` values (a dismissed prompt abandons the start quietly), then connects. Resolves when the server
   * runs or has failed (see `state`).
   */
  start(serverId: string): Promise<void> {
    const pending = this.starts.get(serverId);
    if (pending) return pending;
    const run = this.startNow(serverId).finally(() => this.starts.delete(serverId));
    this.starts.set(serverId, run);
    return run;
  }

  async stop(serverId: string): Promise<void> {
    await this.runtimes.get(serverId)?.connection.stop();
  }

  async restart(serverId: string): Promise<void> {
    await this.stop(serverId);
    await this.start(serverId);
  }

  /** Lists a running server's catalog again. */
  async refresh(serverId: string): Promise<void> {
    const r = this.runtimes.get(serverId);
    if (r && r.connection.state.status === 'running') await r.connection.refresh();
  }

  /** How long a request to this server may go unanswered (progress restarts the clock), when it has a connection. */
  requestTimeoutMs(serverId: string): number | undefined {
    return this.runtimes.get(serverId)?.connection.requestTimeoutMs;
  }

  /** Calls a tool through the approval gate (the only way the extension calls tools). */
  callTool(serverId: string, name: string, args: JsonObject, options?: ToolCallOptions): Promise<ToolCallOutcome> {
    return this.running(serverId).callTool({ name, arguments: args }, this.deps.approve, options);
  }

  readResource(serverId: string, uri: string, options?: RequestOptions): Promise<JsonObject> {
    return this.running(serverId).readResource(uri, options);
  }

  getPrompt(serverId: string, name: string, args: Readonly<Record<string, string>>, options?: RequestOptions): Promise<JsonObject> {
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

  /** Lints every running server's catalog again (the rule settings changed); the findings it has stand until the new ones arrive. */
  relint(): void {
    for (const [id, r] of this.runtimes) {
      const def = this.definition(id);
      if (r.connection.state.status !== 'running' || !r.document || !def) continue;
      const stale = r.document.lint.status === 'checked' ? r.document.findings : [];
      this.lintDocument(def, r, { ...r.document, findings: stale, lint: { status: 'pending' } });
      this.changes.fire({ kind: 'findings', serverId: id });
    }
  }

  /** Forgets `${input:…}` values of this session and the stored passwords. */
  forgetInputs(): Promise<void> {
    return this.inputValues.forget(this.sourceList);
  }

  /** Stops every server and the lint worker; resolves when all their processes and the thread are gone. */
  async dispose(): Promise<void> {
    const all = [...this.runtimes.values()];
    this.runtimes.clear();
    await Promise.all([
      this.linter.dispose(),
      ...all.map(async (r) => {
        for (const s of r.subscriptions) s.dispose();
        await r.connection.dispose();
      }),
    ]);
    this.changes.dispose();
  }

  // ---- internals ----

  private running(serverId: string): ServerConnection {
    const r = this.runtimes.get(serverId);
    if (!r) throw new Error(`${this.definition(serverId)?.name ?? serverId} is not running`);
    return r.connection;
  }

  private async startNow(serverId: string): Promise<void> {
    const blocker = this.startBlocker(serverId);
    if (blocker) throw new StartRefused(blocker);
    const def = this.definition(serverId)!;
    const source = this.sourceOf(serverId)!;
    const runtime = this.runtime(def);
    const status = runtime.connection.state.status;
    if (status === 'running' || status === 'starting') return;
    const settings = this.deps.settings();
    runtime.connection.requestTimeoutMs = settings.requestTimeoutMs;
    let launch;
    try {
      const resolved = await resolveLaunch(
        def,
        {
          dialect: def.location.dialect,
          folder: def.location.folder,
          folders: this.deps.folders(),
          home: this.deps.userPlaces.home,
          env: this.deps.hostEnv ?? process.env,
          input: async (id) => {
            const value = await this.inputValues.value(source, id, def.name);
            if (source.inputs.some((i) => i.id === id && i.password)) this.secretValues.add(value);
            return value;
          },
        },
        { inheritEnvironment: settings.inheritEnvironment },
      );
      launch = resolved.launch;
      // credentials in a URL or header are secrets too, input or not: the model's own lines mask them as well
      if (launch.transport !== 'stdio') for (const secret of [...secretsInUrl(launch.url), ...secretsInHeaders(launch.headers)]) this.secretValues.add(secret);
      if (resolved.unresolved.length) this.loggerOf(def).warn(`Left as written (${def.location.client} does not expand them): ${resolved.unresolved.join(', ')}`);
    } catch (e) {
      if (e instanceof StartCancelled) {
        this.loggerOf(def).info(`Start cancelled: ${e.message}`);
        return;
      }
      throw e;
    }
    runtime.startedWith = JSON.stringify(def.config);
    runtime.launched = launch.transport === 'stdio' ? { command: launch.command, args: launch.args, cwd: launch.cwd, secrets: this.secretValues } : undefined;
    await runtime.connection.start(launch);
  }

  private runtime(def: ServerDefinition): Runtime {
    const existing = this.runtimes.get(def.id);
    if (existing) return existing;
    const connection = new ServerConnection({
      id: def.id,
      name: def.name,
      logger: this.loggerOf(def),
      requestTimeoutMs: this.deps.settings().requestTimeoutMs,
      stopGraceMs: this.deps.stopGraceMs,
      secrets: () => this.secretValues,
    });
    const runtime: Runtime = { connection, subscriptions: [] };
    runtime.subscriptions.push(
      connection.onDidChangeState((state) => {
        if (state.status !== 'running') this.dropDocument(def.id, runtime);
        this.changes.fire({ kind: 'state', serverId: def.id, state });
      }),
      connection.onDidChangeCatalog((catalog) => {
        const doc = this.documentOf(def.id, catalog);
        if (doc) this.lintDocument(def, runtime, doc);
        else this.dropDocument(def.id, runtime);
        this.changes.fire({ kind: 'catalog', serverId: def.id });
      }),
    );
    this.runtimes.set(def.id, runtime);
    return runtime;
  }

  private documentOf(serverId: string, catalog: Catalog | undefined): CatalogDocument | undefined {
    const def = this.definition(serverId);
    const runtime = this.runtimes.get(serverId);
    const state = runtime?.connection.state;
    if (!def || !catalog || state?.status !== 'running') return undefined;
    try {
      return buildCatalogDocument(def, state, catalog, runtime?.launched);
    } catch (e) {
      this.loggerOf(def).error(`Could not make a document of the catalog: ${messageOf(e)}`);
      return undefined;
    }
  }

  /**
   * Shows `doc` at once and lints it in the worker; its findings replace it when they arrive, unless a newer document
   * (a newer catalog, a relint) or the server's stop came first. A lint that could not finish leaves a notice instead.
   */
  private lintDocument(def: ServerDefinition, runtime: Runtime, doc: CatalogDocument): void {
    runtime.document = doc;
    const serverId = def.id;
    const options = this.deps.engineOptions?.() ?? {};
    const logger = this.loggerOf(def);
    this.linter
      .lint(serverId, { uri: doc.uri, text: doc.text, settings: { specVersion: options.specVersion, rules: options.rules } })
      .then((result) => {
        if (!result || runtime.document !== doc || this.runtimes.get(serverId) !== runtime) return;
        runtime.document = withLint(doc, result);
        if (result.status === 'unchecked') logger.warn(`The live catalog was not checked: ${result.reason}`);
        this.changes.fire({ kind: 'findings', serverId });
      })
      .catch((e: unknown) => logger.error(`Could not lint the catalog: ${messageOf(e)}`));
  }

  private dropDocument(serverId: string, runtime: Runtime): void {
    runtime.document = undefined;
    this.linter.cancel(serverId);
  }

  private readonly loggers = new Map<string, Logger>();
  private loggerOf(def: ServerDefinition): Logger {
    let l = this.loggers.get(def.id);
    if (!l) {
      l = redactingLogger(this.deps.loggerFor(def), () => this.secretValues);
      this.loggers.set(def.id, l);
    }
    return l;
  }

  private async readSources(): Promise<void> {
    const read = this.deps.readFile ?? readIfExists;
    const found: ConfigSource[] = [];
    for (const location of this.locations()) {
      const text = await read(location.path);
      if (text !== undefined) found.push(parseConfigSource(location, text));
    }
    this.sourceList = found;
    const ids = new Set(found.flatMap((s) => s.servers.map((d) => d.id)));
    for (const [id, r] of this.runtimes) {
      if (ids.has(id)) continue;
      this.runtimes.delete(id);
      this.linter.cancel(id);
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
      this.start(def.id).catch((e: unknown) => this.loggerOf(def).error(`Auto-start failed: ${messageOf(e)}`));
    }
  }
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}
