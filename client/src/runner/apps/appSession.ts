/**
 * One app on screen: the host side of the MCP Apps bridge for its frame, relayed through the runner page. What each
 * request of the app is given, and why the bridge has no MCP client: docs/architecture.md, "An MCP App".
 */
import {
  AppBridge,
  type McpUiHostContext,
  type McpUiResourcePermissions,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { checkAppMessage, FloodGuard, APP_MESSAGES_PER_SECOND } from '../../../../common/mcp/apps/appMessages';
import { toolVisibility } from '../../../../common/mcp/apps/uiMeta';
import type { AppSandboxDeclaration } from '../../../../common/mcp/apps/uiMeta';
import { messageOf } from '../../../../common/mcp/errors';
import type { JsonObject } from '../../../../common/mcp/types';
import type { AppRecordView, AppThemeView } from '../../protocol/runnerViews';

/** How long an app has, from its frame's creation, to complete ui/initialize. */
export const APP_INIT_TIMEOUT_MS = 15_000;
/** How long an app is given to answer ui/resource-teardown before its frame goes anyway. */
const TEARDOWN_TIMEOUT_MS = 2_000;
/** The tallest an app is shown; it scrolls inside beyond. */
export const APP_MAX_HEIGHT = 1_200;
/** Records kept per app (messages, model context, logs): the oldest go first. */
const RECORDS_KEPT = 200;

export type AppEvent =
  | { readonly kind: 'message'; readonly message: JSONRPCMessage }
  | { readonly kind: 'size'; readonly width?: number; readonly height?: number }
  | { readonly kind: 'record'; readonly record: AppRecordView }
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'problem'; readonly message: string }
  | { readonly kind: 'closed'; readonly reason: string };

export interface AppSessionDeps {
  readonly serverName: string;
  /** The tool whose result the app shows, as listed. */
  readonly tool: JsonObject;
  readonly arguments: JsonObject;
  readonly declaration: AppSandboxDeclaration;
  /** The server's tools as now listed (an app may call only those whose visibility includes "app"). */
  readonly tools: () => readonly JsonObject[];
  readonly resources: () => readonly JsonObject[];
  /** Calls a tool of the app's server through the approval gate; rejects when it is denied or fails. */
  readonly callTool: (name: string, args: JsonObject, signal: AbortSignal) => Promise<JsonObject>;
  readonly readResource: (uri: string, signal: AbortSignal) => Promise<JsonObject>;
  /** Asks the user whether to open the URL; true only when they said so (and it was opened). */
  readonly openLink: (url: string) => Promise<boolean>;
  readonly emit: (event: AppEvent) => void;
  readonly hostVersion: string;
  readonly locale: string;
  readonly timeZone: string;
  /** How long the app has to initialize (APP_INIT_TIMEOUT_MS unless a test says otherwise). */
  readonly initTimeoutMs?: number;
}

/** Relays JSON-RPC between AppBridge and the page: what the page hands over has been checked (appMessages.ts). */
class RelayTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private closed = false;

  constructor(private readonly deliver: (message: JSONRPCMessage) => void) {}

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.closed) this.deliver(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  receive(message: JSONRPCMessage): void {
    if (!this.closed) this.onmessage?.(message);
  }
}

export class AppSession {
  private readonly bridge: AppBridge;
  private readonly transport: RelayTransport;
  private readonly flood = new FloodGuard();
  private readonly abort = new AbortController();
  private initialized = false;
  private ended = false;
  private result: JsonObject | undefined;
  private cancelled: string | undefined;
  private readonly initTimer: ReturnType<typeof setTimeout>;
  private records = 0;
  private hostContext: McpUiHostContext;

  constructor(
    private readonly deps: AppSessionDeps,
    hostContext: AppThemeView & { readonly width?: number },
  ) {
    this.transport = new RelayTransport((message) => deps.emit({ kind: 'message', message }));
    const declared = deps.declaration;
    const modalities = { text: {}, image: {}, audio: {}, resource: {}, resourceLink: {}, structuredContent: {} };
    this.bridge = new AppBridge(
      null,
      { name: 'MCP Lens', version: deps.hostVersion },
      {
        openLinks: {},
        serverTools: {},
        serverResources: {},
        logging: {},
        message: modalities,
        updateModelContext: modalities,
        sandbox: {
          ...(declared.permissions ? { permissions: declared.permissions as McpUiResourcePermissions } : {}),
          ...(declared.csp ? { csp: declared.csp as Record<string, string[]> } : {}),
        },
      },
      { hostContext: (this.hostContext = this.context(hostContext)) },
    );
    this.wire();
    const initTimeoutMs = deps.initTimeoutMs ?? APP_INIT_TIMEOUT_MS;
    this.initTimer = setTimeout(() => {
      if (!this.initialized) {
        this.fail(
          `The app did not initialize within ${initTimeoutMs / 1000} s (it never completed ui/initialize): ` +
            'its script failed, or it does not use the MCP Apps protocol.',
        );
      }
    }, initTimeoutMs);
    void this.bridge
      .connect(this.transport)
      .catch((e: unknown) => this.fail(`The app's bridge could not start: ${messageOf(e)}`));
  }

  /** A message from the app's frame, relayed by the page. */
  receive(data: unknown): void {
    if (this.ended) return;
    if (!this.flood.allow()) {
      return this.fail(`The app sent more than ${APP_MESSAGES_PER_SECOND} messages in one second, so it was stopped.`);
    }
    const checked = checkAppMessage(data);
    if (!checked.ok) return this.fail(`The app sent ${checked.reason}, so it was stopped.`);
    this.transport.receive(checked.message as JSONRPCMessage);
  }

  /** The call's result (or its failure, as a result with isError): sent once the app has initialized. */
  toolResult(result: JsonObject): void {
    this.result = result;
    if (this.initialized && !this.ended) void this.guard(this.bridge.sendToolResult(result as never));
  }

  toolCancelled(reason: string): void {
    this.cancelled = reason;
    if (this.initialized && !this.ended) void this.guard(this.bridge.sendToolCancelled({ reason }));
  }

  /** The VS Code theme changed: the page measured its variables again. */
  themeChanged(theme: AppThemeView): void {
    if (this.ended) return;
    // AppBridge sends the app what differs (ui/notifications/host-context-changed); an app not yet initialized
    // gets the whole context in its ui/initialize answer
    this.hostContext = { ...this.hostContext, theme: theme.theme, styles: { variables: theme.variables as never } };
    this.bridge.setHostContext(this.hostContext);
  }

  /** The frame is shown at a new width: the app is told (containerDimensions). */
  widthChanged(width: number): void {
    if (this.ended || width <= 0) return;
    this.hostContext = { ...this.hostContext, containerDimensions: { maxHeight: APP_MAX_HEIGHT, width } };
    this.bridge.setHostContext(this.hostContext);
  }

  /** Ends the app: asks it to tear down (briefly), then closes the bridge. */
  async teardown(reason: string): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.initTimer);
    this.abort.abort();
    if (this.initialized) {
      await this.bridge.teardownResource({}, { timeout: TEARDOWN_TIMEOUT_MS }).catch(() => undefined);
    }
    await this.bridge.close().catch(() => undefined);
    this.deps.emit({ kind: 'closed', reason });
  }

  private context(theme: AppThemeView & { readonly width?: number }): McpUiHostContext {
    return {
      toolInfo: { tool: this.deps.tool as never },
      theme: theme.theme,
      styles: { variables: theme.variables as never },
      displayMode: 'inline',
      availableDisplayModes: ['inline'],
      containerDimensions: {
        maxHeight: APP_MAX_HEIGHT,
        ...(theme.width ? { width: theme.width } : { maxWidth: 4000 }),
      },
      locale: this.deps.locale,
      timeZone: this.deps.timeZone,
      userAgent: `MCP Lens/${this.deps.hostVersion}`,
      platform: 'desktop',
      deviceCapabilities: { touch: false, hover: true },
    };
  }

  private wire(): void {
    const b = this.bridge;
    const { deps } = this;
    b.oninitialized = () => {
      this.initialized = true;
      clearTimeout(this.initTimer);
      const app = b.getAppVersion();
      deps.emit({ kind: 'status', text: app ? `${app.name}${app.version ? ` ${app.version}` : ''}` : 'initialized' });
      void this.guard(b.sendToolInput({ arguments: deps.arguments }));
      if (this.result) void this.guard(b.sendToolResult(this.result as never));
      else if (this.cancelled !== undefined) void this.guard(b.sendToolCancelled({ reason: this.cancelled }));
    };
    b.onsizechange = ({ width, height }) =>
      deps.emit({
        kind: 'size',
        ...(width !== undefined ? { width } : {}),
        ...(height !== undefined ? { height } : {}),
      });
    b.onrequestteardown = () => void this.teardown('The app closed itself (ui/notifications/request-teardown).');
    b.oncalltool = async (params, extra) => {
      const name = String(params.name);
      const tool = deps.tools().find((t) => t.name === name);
      if (!tool) throw new Error(`${deps.serverName} lists no tool named ${JSON.stringify(name)}`);
      if (!toolVisibility(tool).includes('app')) {
        throw new Error(`${name} is visible to the model only (its _meta.ui.visibility): an app may not call it`);
      }
      this.record({ kind: 'call', title: `Called ${name}`, text: JSON.stringify(params.arguments ?? {}) });
      const signal = AbortSignal.any([extra.mcpReq.signal, this.abort.signal]);
      return (await deps.callTool(name, (params.arguments ?? {}) as JsonObject, signal)) as never;
    };
    b.onreadresource = async (params, extra) =>
      (await deps.readResource(String(params.uri), AbortSignal.any([extra.mcpReq.signal, this.abort.signal]))) as never;
    b.onlistresources = async () => ({ resources: deps.resources() as never });
    b.onopenlink = async ({ url }) => {
      const opened = await deps.openLink(String(url));
      this.record({
        kind: 'link',
        title: opened ? 'Opened a link' : 'Asked to open a link (not opened)',
        text: String(url),
      });
      return opened ? {} : { isError: true };
    };
    b.onmessage = async ({ role, content }) => {
      this.record({ kind: 'message', title: `Message to the chat (role ${role})`, text: contentText(content) });
      return {};
    };
    b.onupdatemodelcontext = async (params) => {
      const structured =
        params.structuredContent !== undefined
          ? `\nstructuredContent: ${JSON.stringify(params.structuredContent)}`
          : '';
      this.record({
        kind: 'context',
        title: 'Model context (what a chat host gives the model next turn)',
        text: `${contentText(params.content ?? [])}${structured}`.trim(),
      });
      return {};
    };
    b.onrequestdisplaymode = async () => ({ mode: 'inline' });
    b.onloggingmessage = ({ level, logger, data }) =>
      this.record({
        kind: 'log',
        title: `Log · ${level}${logger ? ` · ${logger}` : ''}`,
        text: typeof data === 'string' ? data : JSON.stringify(data),
      });
    b.onerror = (e) => this.record({ kind: 'log', title: 'Bridge error', text: messageOf(e) });
  }

  private fail(message: string): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.initTimer);
    this.abort.abort();
    void this.bridge.close().catch(() => undefined);
    this.deps.emit({ kind: 'problem', message });
  }

  private record(record: AppRecordView): void {
    // An app that floods the record is stopped by the flood guard already; this bounds the rest.
    if (++this.records > RECORDS_KEPT * 5) return;
    this.deps.emit({ kind: 'record', record: { ...record, text: record.text.slice(0, 20_000) } });
  }

  private async guard(sent: Promise<unknown>): Promise<void> {
    try {
      await sent;
    } catch (e) {
      if (!this.ended) this.record({ kind: 'log', title: 'Could not notify the app', text: messageOf(e) });
    }
  }
}

/** The text of content blocks, as a chat would show them (a non-text block by its type and name). */
function contentText(content: readonly unknown[]): string {
  return content
    .map((b) => {
      const block = b as { type?: unknown; text?: unknown; uri?: unknown; mimeType?: unknown };
      if (block?.type === 'text' && typeof block.text === 'string') return block.text;
      return `[${String(block?.type ?? 'block')}${typeof block?.uri === 'string' ? ` ${block.uri}` : ''}${typeof block?.mimeType === 'string' ? ` ${block.mimeType}` : ''}]`;
    })
    .join('\n');
}
