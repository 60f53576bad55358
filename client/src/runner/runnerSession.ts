// The extension's side of one runner page: it answers the page's messages with the servers model, and keeps the
// page current as servers start, stop and change their catalogs (docs/architecture.md, "A tool call").
import { expandUriTemplate } from '../../../common/formats/uriTemplate';
import type { Disposable } from '../../../common/mcp/emitter';
import { messageOf } from '../../../common/mcp/errors';
import type { LogLevel } from '../../../common/mcp/logLevels';
import { CATALOG_KEY_FIELDS, type CatalogList, type JsonObject, type ToolCallOutcome } from '../../../common/mcp/types';
import type { ServersModel } from '../model/serversModel';
import { assertNever } from '../protocol/check';
import { isRunnerFromWebview, type RunnerFromWebview, type RunnerToWebview } from '../protocol/runnerPage';
import type { RunnerKind, SubscriptionView } from '../protocol/runnerViews';
import { CompletionAsks } from './completionAsks';
import type { RunHistory } from './history';
import { KeptResults, newId, resourceTitle } from './keptResults';
import { listCacheViews } from './cacheViews';
import { blockAction, partAction } from './resultActions';
import type { RunnerHost } from './runnerHost';
import { runnerServers } from './runnerServers';
import type { SchemaChecker } from './schemaChecker';
import type { RunnerApps } from './apps/runnerApps';
import type { ServerRequestsOfPage } from './serverRequestsOfPage';
import { RunnerSubscriptions } from './subscriptions';
import {
  catalogView,
  outputCheckView,
  promptResultView,
  promptView,
  resourceItemView,
  resourceReadView,
  taskView,
  templateView,
  toolResultView,
  toolView,
  type ToolRun,
} from './runnerViews';

export type { RunnerHost } from './runnerHost';

export interface RunnerTarget {
  readonly serverId: string;
  readonly kind: RunnerKind;
  readonly key: string;
  readonly arguments?: unknown;
  /** Read the resource or get the prompt at once (see the 'open' message). */
  readonly act?: boolean;
}

/** Text contents opened in editor tabs by one read, at most (a read can return a whole folder). */
const OPEN_AT_MOST = 5;

/** The catalog list that holds the items of each kind the runner shows. */
const KIND_LISTS: Readonly<Record<RunnerKind, CatalogList>> = {
  tool: 'tools',
  prompt: 'prompts',
  template: 'resourceTemplates',
  resource: 'resources',
};

export class RunnerSession implements Disposable {
  private selected: string | undefined;
  private ready = false;
  private pending: RunnerTarget | undefined;
  private readonly runs = new Map<string, AbortController>();
  private readonly completions: CompletionAsks;
  private readonly subscriptions: RunnerSubscriptions;
  private readonly kept: KeptResults;
  private readonly listeners: Disposable[];
  private disposed = false;

  constructor(
    private readonly model: ServersModel,
    private readonly history: RunHistory,
    private readonly host: RunnerHost,
    /** Checks arguments and structured results off the host's thread; the runner's, shared by its sessions. */
    private readonly schemas: SchemaChecker,
    /** The requests servers make of the user (elicitation, sampling), when the host answers them. */
    private readonly serverRequests?: ServerRequestsOfPage,
    /** The MCP Apps of this page: a called tool's UI, shown beside its result. */
    private readonly apps?: RunnerApps,
  ) {
    this.kept = new KeptResults(history);
    this.completions = new CompletionAsks(model, (message) => this.post(message));
    this.subscriptions = new RunnerSubscriptions(
      model,
      () => this.postSubscriptions(),
      (sub) => void this.readAgain(sub),
    );
    this.listeners = [
      model.onDidChange((change) => {
        // the live lint's findings are not the runner's
        if (!this.ready || change.kind === 'findings') return;
        if (change.kind === 'state' && change.state.status !== 'running') {
          this.subscriptions.drop(change.serverId);
          this.apps?.serverStopped(change.serverId);
        }
        if (change.kind !== 'catalog') this.postServers();
        if (change.kind === 'sources' || change.serverId === this.selected) this.postCatalog();
      }),
      history.onDidChange((serverId) => {
        if (this.ready && serverId === this.selected) this.postHistory();
      }),
      // every page gets every verdict (a page shows results of other pages' calls from the shared history, and
      // tool results arrive whether or not it said ready): it applies one only to the result it shows, by its id
      history.onDidCheck(({ resultId, verdict }) => this.post({ type: 'outputCheck', resultId, verdict })),
      ...(serverRequests ? [serverRequests.onDidChange(() => this.ready && serverRequests.post())] : []),
    ];
  }

  /** Shows an item (a command's target, a history entry to edit); waits for the page when it is not ready yet. */
  open(target: RunnerTarget): void {
    if (!this.ready) {
      this.pending = target;
      return;
    }
    // 'open' first: the page drops a catalog or history of a server other than the one it shows
    const switched = target.serverId !== this.selected;
    this.selected = target.serverId;
    this.post({ type: 'open', ...target });
    if (switched) {
      this.postCatalog();
      void this.revalidate();
      this.postHistory();
    }
  }

  async handle(message: unknown): Promise<void> {
    if (!isRunnerFromWebview(message)) {
      this.host.report(`The runner sent a message it should not: ${JSON.stringify(message)?.slice(0, 200)}`);
      return;
    }
    try {
      await this.dispatch(message);
    } catch (e) {
      this.host.report(`The runner could not do "${message.type}": ${messageOf(e)}`);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.serverRequests?.dispose();
    this.apps?.dispose();
    for (const l of this.listeners) l.dispose();
    for (const run of this.runs.values()) run.abort();
    this.completions.dispose();
    this.subscriptions.dispose();
    this.kept.clear();
  }

  private async dispatch(m: RunnerFromWebview): Promise<void> {
    switch (m.type) {
      case 'ready':
        return this.onReady(m.serverId);
      case 'selectServer':
        this.selected = m.serverId;
        this.postCatalog();
        this.postHistory();
        return this.revalidate();
      case 'refreshCatalog':
        return this.model.refresh(m.serverId);
      case 'startServer':
        return this.host.startServer(m.serverId);
      case 'describe':
        return this.describe(m.serverId, m.kind, m.key);
      case 'runTool':
        return this.runTool(m.runId, m.serverId, m.name, m.arguments, m.asTask === true);
      case 'rerun': {
        const entry = this.history.get(m.resultId);
        // a task run again is a task again
        if (entry) {
          return this.runTool(m.runId, entry.view.serverId, entry.view.tool, entry.arguments, !!entry.view.task);
        }
        return;
      }
      case 'cancel':
        this.runs.get(m.runId)?.abort();
        return;
      case 'readResource':
        return this.read(m.runId, m.serverId, m.uri);
      case 'expand':
        return this.expand(m.requestId, m.template, m.values);
      case 'subscribe':
        return this.subscribe(m.runId, m.serverId, m.uri);
      case 'unsubscribe':
        this.subscriptions.unsubscribe(m.serverId, m.uri);
        return;
      case 'getPrompt':
        return this.getPrompt(m.runId, m.serverId, m.name, m.arguments);
      case 'showResult':
      case 'editResult':
        return this.pastCall(m.resultId, m.type === 'editResult');
      case 'openBlock':
      case 'saveBlock':
        return blockAction(this.kept, this.host, m.resultId, m.block, m.type === 'saveBlock');
      case 'openJson':
      case 'copy':
        return partAction(this.kept, this.host, m.resultId, m.part, m.type === 'copy');
      case 'clearHistory':
        this.history.clear(m.serverId);
        return;
      case 'saveAsTest':
        return this.host.saveAsTest?.(m.resultId);
      case 'loadMarkdownPreview':
        return this.postMarkdownPreview();
      case 'error':
        this.host.report(`The runner page failed: ${m.message}`);
        return;
      case 'complete':
        return this.completions.ask(m);
      case 'setLogLevel':
        return this.setLogLevel(m.serverId, m.level);
      case 'appFrame':
      case 'appMessage':
      case 'appTheme':
      case 'appWidth':
      case 'appClose':
        return this.apps?.handle(m);
      case 'answerElicitation':
      case 'openElicitationUrl':
      case 'listModels':
      case 'draftSampling':
      case 'replySampling':
      case 'refuseSampling':
      case 'dismissNotice':
      case 'revokeSampling':
        return this.serverRequests?.handle(m);
      default:
        return assertNever(m, 'A message of the runner page');
    }
  }

  // ---- log levels ----

  private async setLogLevel(serverId: string, level: LogLevel): Promise<void> {
    try {
      await this.model.setLogLevel(serverId, level);
    } catch (e) {
      this.host.report(`The log level of ${this.serverName(serverId)} could not be set to ${level}: ${messageOf(e)}`);
      this.postServers(); // the page's select goes back to the level in force
    }
  }

  private onReady(serverId: string | undefined): void {
    this.ready = true;
    const servers = this.model.servers();
    const known = (id: string | undefined) => !!id && servers.some((d) => d.id === id);
    const pending = this.pending;
    this.pending = undefined;
    this.selected =
      [pending?.serverId, serverId, this.selected].find(known) ??
      servers.find((d) => this.model.state(d.id).status === 'running')?.id ??
      servers[0]?.id;
    this.postServers();
    this.postCatalog();
    void this.revalidate();
    this.postHistory();
    this.postSubscriptions();
    this.serverRequests?.post();
    if (pending) this.post({ type: 'open', ...pending });
  }

  // ---- describing ----

  private item(serverId: string, list: CatalogList, key: string): JsonObject | undefined {
    const field = CATALOG_KEY_FIELDS[list];
    return this.model.catalog(serverId)?.[list]?.find((i) => i[field] === key);
  }

  private describe(serverId: string, kind: RunnerKind, key: string): void {
    const item = this.item(serverId, KIND_LISTS[kind], key);
    if (!item) return this.post({ type: 'gone', serverId, kind, key });
    switch (kind) {
      case 'tool': {
        const declares = this.model.declares(serverId);
        return this.post({ type: 'tool', view: toolView(serverId, item, declares.toolTasks, declares.paramHeaders) });
      }
      case 'prompt':
        return this.post({ type: 'prompt', view: promptView(serverId, item) });
      case 'template':
        return this.post({ type: 'resource', view: templateView(serverId, item) });
      case 'resource':
        return this.post({ type: 'resource', view: resourceItemView(serverId, item) });
    }
  }

  // ---- tools ----

  private async runTool(
    runId: string,
    serverId: string,
    name: string,
    args: JsonObject,
    asTask: boolean,
  ): Promise<void> {
    const tool = this.item(serverId, 'tools', name);
    const run: ToolRun = {
      id: newId('call'),
      serverId,
      tool: tool ?? { name },
      arguments: args,
      startedAt: Date.now(),
      notes: [],
    };
    if (!tool) {
      return this.finish(runId, run, {
        error: new Error(`${this.serverName(serverId)} does not list a tool named ${JSON.stringify(name)} (any more)`),
      });
    }
    const verdict = await this.schemas.check(tool.inputSchema ?? { type: 'object' }, args);
    if (verdict.ok === false) return this.post({ type: 'invalid', runId, errors: verdict.errors });
    const notes =
      verdict.ok === 'unchecked' || verdict.ok === 'interrupted'
        ? [`The arguments were not checked before sending: ${verdict.reason}.`]
        : [];
    // the result's checker starts while the call waits for approval and runs: its verdict does not wait for a thread
    this.schemas.prepare(tool.outputSchema, 'result');
    const abort = new AbortController();
    this.runs.set(runId, abort);
    this.post({ type: 'phase', runId, phase: 'approval' });
    let outcome: ToolCallOutcome | { error: unknown };
    let sent = false;
    try {
      outcome = await this.model.callTool(serverId, name, args, {
        signal: abort.signal,
        onApproved: (call) => {
          sent = true;
          this.serverRequests?.runSent(runId, serverId);
          this.apps?.approved(runId, serverId, tool, args);
          // a task has no one timeout: each of its requests has its own, and the task runs as long as the server keeps it
          const timeoutMs = call.asTask ? undefined : this.model.requestTimeoutMs(serverId);
          this.post({ type: 'phase', runId, phase: 'running', ...(timeoutMs ? { timeoutMs } : {}) });
        },
        onProgress: (p) =>
          this.post({
            type: 'progress',
            runId,
            progress: p.progress,
            ...(p.total !== undefined ? { total: p.total } : {}),
            ...(p.message !== undefined ? { message: p.message } : {}),
          }),
        ...(asTask ? { asTask } : {}),
        onTask: (task) => this.post({ type: 'task', runId, task: taskView(task) }),
      });
    } catch (error) {
      outcome = { error };
    } finally {
      this.runs.delete(runId);
      this.serverRequests?.runEnded(runId);
    }
    this.apps?.finished(runId, outcome);
    return this.finish(runId, { ...run, notes, sent }, outcome);
  }

  /** Shows the outcome at once; a structuredContent's check against the outputSchema follows (recordCheck). */
  private async finish(runId: string, run: ToolRun, outcome: ToolCallOutcome | { error: unknown }): Promise<void> {
    const result = !('error' in outcome) && outcome.outcome === 'completed' ? outcome.result : undefined;
    const view = toolResultView(run, outcome);
    this.history.add({ view, tool: run.tool, arguments: run.arguments, ...(result ? { result } : {}) });
    this.post({ type: 'toolResult', runId, result: view });
    if (result && view.structured?.check === 'pending') {
      // at most the checker's time limit after the worker has parsed the value: a schema that takes longer is reported
      const verdict = await this.schemas.check(run.tool.outputSchema, result.structuredContent, 'result');
      this.history.recordCheck(view.id, outputCheckView(verdict));
    }
  }

  // ---- resources ----

  private async read(runId: string, serverId: string, uri: string): Promise<void> {
    const abort = new AbortController();
    this.runs.set(runId, abort);
    try {
      const result = await this.model.readResource(serverId, uri, { signal: abort.signal });
      const id = this.kept.keep({ kind: 'resource', result, uri });
      this.post({ type: 'resourceResult', runId, result: resourceReadView(id, serverId, uri, result, Date.now()) });
      const texts = (Array.isArray(result.contents) ? (result.contents as JsonObject[]) : [])
        .filter((c) => typeof c?.text === 'string')
        .slice(0, OPEN_AT_MOST);
      for (const c of texts) {
        await this.host.openText(
          resourceTitle(String(c.uri ?? uri)),
          String(c.text),
          typeof c.mimeType === 'string' ? c.mimeType : undefined,
        );
      }
    } catch (e) {
      this.post({ type: 'failed', runId, message: `Reading ${uri} failed: ${messageOf(e)}` });
    } finally {
      this.runs.delete(runId);
    }
  }

  private expand(requestId: string, template: string, values: Record<string, unknown>): void {
    // an empty field is a variable left undefined (RFC 6570 then leaves it out), not an empty string
    const defined = Object.fromEntries(
      Object.entries(values).filter(
        ([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && !v.length),
      ),
    );
    const uri = expandUriTemplate(template, defined);
    this.post(
      uri === undefined
        ? {
            type: 'expanded',
            requestId,
            problem: 'The template cannot be expanded: it is not a valid RFC 6570 template.',
          }
        : { type: 'expanded', requestId, uri },
    );
  }

  private async subscribe(runId: string, serverId: string, uri: string): Promise<void> {
    try {
      await this.subscriptions.subscribe(serverId, uri);
    } catch (e) {
      this.post({ type: 'failed', runId, message: `Subscribing to ${uri} failed: ${messageOf(e)}` });
    }
  }

  /** A subscribed resource was updated: read it again and show it, counted. */
  private async readAgain(sub: SubscriptionView): Promise<void> {
    try {
      const result = await this.model.readResource(sub.serverId, sub.uri);
      const id = this.kept.keep({ kind: 'resource', result, uri: sub.uri });
      this.post({
        type: 'resourceResult',
        result: resourceReadView(id, sub.serverId, sub.uri, result, Date.now(), sub.updates),
      });
    } catch (e) {
      this.host.report(`Reading ${sub.uri} again after its update failed: ${messageOf(e)}`);
    }
  }

  // ---- prompts ----

  private async getPrompt(runId: string, serverId: string, name: string, args: Record<string, unknown>): Promise<void> {
    const prompt = this.item(serverId, 'prompts', name);
    const missing = (Array.isArray(prompt?.arguments) ? (prompt.arguments as JsonObject[]) : []).filter(
      (a) => a?.required === true && typeof a.name === 'string' && (args[a.name] === undefined || args[a.name] === ''),
    );
    if (missing.length) {
      return this.post({
        type: 'invalid',
        runId,
        errors: missing.map((a) => ({ path: [String(a.name)], message: 'is required' })),
      });
    }
    const strings = Object.fromEntries(
      Object.entries(args)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const abort = new AbortController();
    this.runs.set(runId, abort);
    try {
      const result = await this.model.getPrompt(serverId, name, strings, { signal: abort.signal });
      const id = this.kept.keep({ kind: 'prompt', result, name });
      this.post({ type: 'promptResult', runId, result: promptResultView(id, serverId, name, result) });
    } catch (e) {
      this.post({ type: 'failed', runId, message: `Getting the prompt ${name} failed: ${messageOf(e)}` });
    } finally {
      this.runs.delete(runId);
    }
  }

  // ---- actions on results ----

  /** Shows a past call's result again, or hands its arguments back for editing. */
  private pastCall(resultId: string, edit: boolean): void {
    const entry = this.history.get(resultId);
    if (!entry) return;
    if (edit) {
      this.open({ serverId: entry.view.serverId, kind: 'tool', key: entry.view.tool, arguments: entry.arguments });
    } else this.post({ type: 'toolResult', result: entry.view });
  }

  private postMarkdownPreview(): void {
    const code = this.host.markdownPreviewCode();
    this.post(
      code === undefined
        ? { type: 'markdownPreview', problem: 'its bundle (dist/webview/markdownPreview.js) could not be read' }
        : { type: 'markdownPreview', code },
    );
  }

  // ---- posting ----

  private post(message: RunnerToWebview): void {
    if (!this.disposed) this.host.post(message);
  }

  private serverName(serverId: string): string {
    return this.model.definition(serverId)?.name ?? serverId;
  }

  private postServers(): void {
    const servers = runnerServers(this.model, (serverId) => this.host.isTrusted(serverId));
    this.post({ type: 'servers', servers });
  }

  private postCatalog(): void {
    const id = this.selected;
    if (!id) return;
    const catalog = this.model.state(id).status === 'running' ? this.model.catalog(id) : undefined;
    const cache = catalog ? listCacheViews(this.model.catalogFreshness(id)) : [];
    this.post({
      type: 'catalog',
      catalog: catalog ? { ...catalogView(id, catalog), cache } : { serverId: id, missing: true },
    });
  }

  /** The page shows the chosen server's catalog: lists whose `ttlMs` ran out are listed again (a change follows). */
  private async revalidate(): Promise<void> {
    const id = this.selected;
    if (!id) return;
    await this.model
      .revalidate(id)
      .catch((e: unknown) => this.host.report(`Listing ${id} again failed: ${messageOf(e)}`));
  }

  private postHistory(): void {
    if (this.selected) this.post({ type: 'history', entries: this.history.list(this.selected) });
  }

  private postSubscriptions(): void {
    this.post({ type: 'subscriptions', items: this.subscriptions.views() });
  }
}
