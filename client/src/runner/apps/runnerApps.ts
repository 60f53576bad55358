/**
 * The apps of one runner page: when an approved call's tool declares a UI resource, its app is served from the
 * sandbox and shown beside the result. A page shows one app at a time, so a new call with a UI replaces it.
 */
import { readAppResource } from '../../../../common/mcp/apps/appResource';
import { APP_FRAME_SANDBOX, appPolicy } from '../../../../common/mcp/apps/sandboxPolicy';
import { toolUiResourceUri, type AppSandboxDeclaration } from '../../../../common/mcp/apps/uiMeta';
import type { Disposable } from '../../../../common/mcp/emitter';
import { CancelledError, messageOf } from '../../../../common/mcp/errors';
import type { JsonObject, ToolCallOutcome } from '../../../../common/mcp/types';
import { MCP_LENS_VERSION } from '../../../../common/protocol/version';
import type { ServersModel } from '../../model/serversModel';
import { assertNever } from '../../protocol/check';
import type { AppsFromWebview, RunnerToWebview } from '../../protocol/runnerPage';
import type { AppThemeView } from '../../protocol/runnerViews';
import { newId } from '../keptResults';
import type { AppSandbox, ServedApp } from './appSandbox';
import { APP_MAX_HEIGHT, AppSession, type AppEvent } from './appSession';

export interface RunnerAppsHost {
  post(message: RunnerToWebview): void;
  readonly sandbox: AppSandbox;
  /** Asks the user to open a URL an app gave, showing it; true when opened. */
  openLink(url: string, from: { readonly serverName: string; readonly toolName: string }): Promise<boolean>;
  readonly locale: string;
}

interface ShownApp {
  readonly appId: string;
  readonly runId: string;
  readonly serverId: string;
  readonly tool: JsonObject;
  readonly uri: string;
  readonly arguments: JsonObject;
  served?: ServedApp;
  declaration?: AppSandboxDeclaration;
  session?: AppSession;
  /** The call's outcome, kept until the app's session exists. */
  outcome?: { readonly result: JsonObject } | { readonly cancelled: string };
}

export class RunnerApps implements Disposable {
  private shown: ShownApp | undefined;
  private disposed = false;

  constructor(
    private readonly model: ServersModel,
    private readonly host: RunnerAppsHost,
  ) {}

  /** The call of `tool` was approved: when the tool has a UI, its app opens now (and gets the result when it comes). */
  approved(runId: string, serverId: string, tool: JsonObject, args: JsonObject): void {
    const uri = toolUiResourceUri(tool);
    if (!uri) return;
    this.close('A new call replaced it.');
    const app: ShownApp = { appId: newId('app'), runId, serverId, tool, uri, arguments: args };
    this.shown = app;
    const toolName = String(tool.name);
    this.post({ type: 'appLoading', runId, toolName, uri });
    void this.load(app).catch((e: unknown) => {
      if (this.shown !== app) return;
      this.shown = undefined;
      app.served?.dispose();
      this.post({ type: 'appProblem', runId, message: `The app of ${toolName} cannot be shown: ${messageOf(e)}` });
    });
  }

  /** The call ended: its app gets the result (a failure as a result with isError, a cancellation as tool-cancelled). */
  finished(runId: string, outcome: ToolCallOutcome | { error: unknown }): void {
    const app = this.shown;
    if (!app || app.runId !== runId) return;
    if ('error' in outcome) {
      app.outcome =
        outcome.error instanceof CancelledError
          ? { cancelled: 'The call was cancelled.' }
          : { result: { isError: true, content: [{ type: 'text', text: messageOf(outcome.error) }] } };
    } else if (outcome.outcome === 'completed') app.outcome = { result: outcome.result };
    else return;
    this.deliver(app);
  }

  handle(m: AppsFromWebview): void {
    if (m.type === 'appTheme') {
      this.shown?.session?.themeChanged(m.theme);
      return;
    }
    const app = this.shown?.appId === m.appId ? this.shown : undefined;
    if (!app) return;
    switch (m.type) {
      case 'appFrame':
        if (!app.session) {
          app.session = this.startSession(app, m.theme, m.width);
          this.deliver(app);
        }
        return;
      case 'appMessage':
        return app.session?.receive(m.message);
      case 'appWidth':
        return app.session?.widthChanged(m.width);
      case 'appClose':
        return this.close(m.reason ?? 'Closed.');
      default:
        return assertNever(m, 'An app message of the runner page');
    }
  }

  /** The server stopped: its app can do nothing more. */
  serverStopped(serverId: string): void {
    if (this.shown?.serverId === serverId) this.close('Its server stopped.');
  }

  /** Ends the app shown (its session asks it to tear down first). */
  close(reason: string): void {
    const app = this.shown;
    if (!app) return;
    if (app.session) {
      void app.session.teardown(reason);
      return;
    }
    this.shown = undefined;
    app.served?.dispose();
    this.post({ type: 'appClosed', appId: app.appId, reason });
  }

  dispose(): void {
    this.close('The runner closed.');
    this.disposed = true;
    this.shown?.served?.dispose();
    this.shown = undefined;
  }

  /** To the page, while it is there: an app's teardown ends after the runner closed, when the webview is gone. */
  private post(message: RunnerToWebview): void {
    if (!this.disposed) this.host.post(message);
  }

  private async load(app: ShownApp): Promise<void> {
    const listing = this.model.catalog(app.serverId)?.resources?.find((r) => r.uri === app.uri);
    const read = (uri: string) => this.model.readResource(app.serverId, uri, { reuse: true });
    const resource = await readAppResource(read, app.uri, listing);
    if (this.shown !== app) return;
    const policy = appPolicy(resource.declaration);
    app.declaration = resource.declaration;
    app.served = await this.host.sandbox.serve(resource.html, policy);
    if (this.shown !== app) return app.served.dispose();
    this.post({
      type: 'appOpen',
      app: {
        appId: app.appId,
        runId: app.runId,
        serverName: this.serverName(app.serverId),
        toolName: String(app.tool.name),
        uri: app.uri,
        url: app.served.url,
        sandbox: APP_FRAME_SANDBOX,
        allow: policy.allow,
        prefersBorder: resource.declaration.prefersBorder !== false,
        maxHeight: APP_MAX_HEIGHT,
        notes: [
          ...resource.notes,
          ...policy.dropped.map((d) => `Left out of its sandbox: ${d}.`),
          ...policy.local.map(
            (d) => `Allowed in its sandbox: ${d}, so the app can reach the services listening there.`,
          ),
        ],
      },
    });
  }

  private deliver(app: ShownApp): void {
    if (!app.session || !app.outcome) return;
    if ('result' in app.outcome) app.session.toolResult(app.outcome.result);
    else app.session.toolCancelled(app.outcome.cancelled);
  }

  private startSession(app: ShownApp, theme: AppThemeView, width: number): AppSession {
    const { serverId } = app;
    const toolName = String(app.tool.name);
    const serverName = this.serverName(serverId);
    const origin = { kind: 'app' as const, tool: toolName, uri: app.uri };
    return new AppSession(
      {
        serverName,
        tool: app.tool,
        arguments: app.arguments,
        declaration: app.declaration ?? {},
        tools: () => this.model.catalog(serverId)?.tools ?? [],
        resources: () => this.model.catalog(serverId)?.resources ?? [],
        callTool: async (name, args, signal) => {
          const outcome = await this.model.callTool(serverId, name, args, { signal, origin });
          if (outcome.outcome === 'denied') {
            throw new Error(`The call of ${name} was not approved, so nothing was sent`);
          }
          return outcome.result;
        },
        readResource: (uri, signal) => this.model.readResource(serverId, uri, { signal, reuse: true }),
        openLink: (url) => this.host.openLink(url, { serverName, toolName }),
        emit: (event) => this.onEvent(app, event),
        hostVersion: MCP_LENS_VERSION,
        locale: this.host.locale,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      { ...theme, width },
    );
  }

  private onEvent(app: ShownApp, event: AppEvent): void {
    const { appId } = app;
    switch (event.kind) {
      case 'message':
        return this.post({ type: 'appMessage', appId, message: event.message });
      case 'size':
        return this.post({
          type: 'appSize',
          appId,
          ...(event.width !== undefined ? { width: event.width } : {}),
          ...(event.height !== undefined ? { height: event.height } : {}),
        });
      case 'record':
        return this.post({ type: 'appRecord', appId, record: event.record });
      case 'status':
        return this.post({ type: 'appStatus', appId, text: event.text });
      case 'problem':
      case 'closed':
        app.served?.dispose();
        if (this.shown === app) this.shown = undefined;
        return this.post(
          event.kind === 'problem'
            ? { type: 'appProblem', appId, message: event.message }
            : { type: 'appClosed', appId, reason: event.reason },
        );
    }
  }

  private serverName(serverId: string): string {
    return this.model.definition(serverId)?.name ?? serverId;
  }
}
