/**
 * Connection set-up: a launch becomes a connected SDK client on a session, over stdio or Streamable HTTP (falling back
 * to HTTP+SSE), with a URL's credentials as an Authorization header. What follows is serverConnection.ts's.
 */
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernHttpTransport,
} from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CancelledNotificationSchema,
  CreateMessageRequestSchema,
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  ErrorCode,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  McpError,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  TaskStatusNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestTaskStore } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { answerAsTask, ClientTaskStore } from './clientTasks';
import { InsufficientScopeError, SignInRequiredError, type ServerAuth } from './auth/serverAuth';
import { MCP_LENS_VERSION } from '../protocol/version';
import { clientCapabilities, type ClientFeatures, type ServerRequestContext } from './clientFeatures';
import { serverEnvironment } from './environment';
import { channelLevel } from './logLevels';
import { CancelledError, messageOf } from './errors';
import { maskSecrets, maskValue } from './redact';
import { nonProtocolOutputWarning } from './serverWarnings';
import type { Session } from './session';
import { StdioTransport } from './stdioTransport';
import { StreamGuardTransport } from './streamGuardTransport';
import { TracingTransport } from './tracingTransport';
import { asLegacyError, isModernRevision, ModernSession } from './modernSession';
import { connectInEra, type EraPlan } from './protocolEra';
import { HEADER_MISMATCH, UNSUPPORTED_PROTOCOL_VERSION } from './errorCodes';
import { answerInputRequests, MAX_INPUT_ROUNDS, modernClientCapabilities } from './modernInput';
import { UntypedResultsAsComplete } from './untypedResults';
import { speakTasksExtension } from './modernTasks';
import { taskSnapshot, type TaskSnapshot } from './toolTask';
import type { CatalogList, Logger, ServerLaunch, StdioLaunch, TransportKind } from './types';

const DEFAULT_STOP_GRACE_MS = 2_000;

/** What the session's client reports to the connection, each only while the session is the current one. */
export interface SessionHandlers {
  listChanged(lists: CatalogList[]): void;
  resourceUpdated(uri: string): void;
  /** A `notifications/message` of the server, at the level of the logger to write it to. */
  serverLog(level: 'debug' | 'info' | 'warn' | 'error', text: string): void;
  /** The server wrote text that is not JSON-RPC to stdout: a warning about a server that otherwise works. */
  nonProtocolOutput(warning: string): void;
  /** A line the stdio server wrote to stderr. */
  stderrLine?(line: string): void;
  /** notifications/tasks/status: a task of the server changed. */
  taskStatus?(task: TaskSnapshot): void;
  /** The connection is gone after `initialize` succeeded. */
  closed(): void;
}

export interface ConnectSettings {
  readonly logger: Logger;
  readonly requestTimeoutMs: number;
  readonly stopGraceMs?: number;
  readonly clientInfo?: { name: string; version: string };
  /** What the client answers when the server asks (declared as capabilities; none when absent). */
  readonly features?: ClientFeatures;
  /** Who the server is, for the features' context. */
  readonly server?: { readonly id: string; readonly name: string };
  /** The secrets to mask in what is logged and in the stdio server's messages. */
  secrets(): readonly string[];
  /** A credential found while connecting (the Basic header made of a URL's user and password). */
  addSecret(secret: string): void;
  /** OAuth for an HTTP server: the token on every request, the server's challenges answered. */
  readonly auth?: ServerAuth;
  /** The protocol era to connect in (auto when absent). */
  readonly era?: EraPlan;
}

/** What to do about HTTP 401/403, after the server's own words. */
export const CREDENTIALS_HINT =
  'the server wants credentials: give them in its "headers" (e.g. "Authorization": "Bearer ${input:token}")';

export function isTimeout(e: unknown): boolean {
  return e instanceof McpError && e.code === ErrorCode.RequestTimeout;
}

/**
 * Connects the session over the launch's transport, or throws why not, in the era its settings choose: by default
 * `initialize` first on the 1.x client, and the 2.x client only for a server that refuses it naming modern revisions
 * alone (protocolEra.ts, docs/protocol-revisions.md).
 */
export async function connectSession(
  session: Session,
  launch: ServerLaunch,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): Promise<void> {
  await connectInEra(session, settings.era ?? { era: 'auto' }, settings.logger, {
    legacy: () => connectLegacy(session, launch, settings, handlers),
    modern: (pin) => connectModern(session, launch, pin, settings, handlers),
    modernRevisionsOffered,
  });
}

async function connectLegacy(
  session: Session,
  launch: ServerLaunch,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): Promise<void> {
  if (launch.transport === 'stdio') {
    await connectClient(
      session,
      await stdioTransport(session, launch, settings, handlers),
      'stdio',
      settings,
      handlers,
    );
    return;
  }
  const { url, headers } = httpTarget(launch.url, launch.headers, settings);
  const requestInit: RequestInit = { headers };
  const authorized = authorizedFetch(settings);
  try {
    const guarded = new StreamGuardTransport(
      (fetch) => new StreamableHTTPClientTransport(url, { requestInit, fetch: authorized(fetch) }),
    );
    await connectClient(session, guarded, 'http', settings, handlers);
  } catch (first) {
    if (session.closed || isTimeout(first) || modernRevisionsOffered(first) || isAuthRefusal(first)) throw first;
    // the older transport is for servers that do not know Streamable HTTP (400, 404, 405), not for refused credentials
    if (first instanceof StreamableHTTPError && (first.code === 401 || first.code === 403)) {
      throw new Error(`Could not connect to ${url.href}: ${messageOf(first)}; ${CREDENTIALS_HINT}`);
    }
    settings.logger.info(`Streamable HTTP did not work (${messageOf(first)}); trying the older HTTP+SSE transport`);
    try {
      const legacy = new StreamGuardTransport(
        (fetch) => new SSEClientTransport(url, { requestInit, fetch: authorized(fetch) }),
        true,
      );
      await withinTime(connectClient(session, legacy, 'sse', settings, handlers), settings.requestTimeoutMs, () => {
        void legacy.close();
        return `the HTTP+SSE stream sent no endpoint within ${Math.round(settings.requestTimeoutMs / 1000)} s`;
      });
    } catch (second) {
      if (session.closed) throw second;
      throw new Error(
        `Could not connect to ${url.href}: ${messageOf(first)}; the SSE fallback failed too: ${messageOf(second)}`,
      );
    }
  }
}

async function stdioTransport(
  session: Session,
  launch: StdioLaunch,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): Promise<StdioTransport> {
  const env = await serverEnvironment({
    env: launch.env,
    envFile: launch.envFile,
    inheritEnvironment: launch.inheritEnvironment,
  });
  const stdio = new StdioTransport(
    {
      command: launch.command,
      args: launch.args,
      env,
      cwd: launch.cwd,
      stopGraceMs: settings.stopGraceMs ?? DEFAULT_STOP_GRACE_MS,
      redact: (text) => maskSecrets(text, settings.secrets()),
    },
    settings.logger,
  );
  session.stdio = stdio;
  stdio.onNonProtocolOutput = (line) => handlers.nonProtocolOutput(nonProtocolOutputWarning(line));
  stdio.onStderrLine = (line) => handlers.stderrLine?.(line);
  return stdio;
}

/**
 * The revisions a server names when it refuses `initialize` with the unsupported-protocol-version error (-32022),
 * when they are all modern ones, or none ([]) for the header-mismatch error (-32020), which only a modern server sends;
 * over HTTP the error is the body of the 400 answering the POST.
 */
export function modernRevisionsOffered(e: unknown): string[] | undefined {
  const accepted = e instanceof Error && /^Server's protocol version is not supported: (\S+)$/.exec(e.message)?.[1];
  // a server that answers initialize with a modern revision says it speaks that one only
  if (accepted) return isModernRevision(accepted) ? [accepted] : undefined;
  let error: { code?: unknown; data?: unknown } | undefined;
  if (e instanceof McpError) error = e;
  else if (e instanceof StreamableHTTPError && e.code === 400) {
    const body = /^Streamable HTTP error: Error POSTing to endpoint: (\{.*\})$/s.exec(e.message)?.[1];
    try {
      error = body ? (JSON.parse(body) as { error?: typeof error }).error : undefined;
    } catch {
      error = undefined;
    }
  }
  if (error?.code === HEADER_MISMATCH) return [];
  if (error?.code !== UNSUPPORTED_PROTOCOL_VERSION) return undefined;
  const supported = (error.data as { supported?: unknown } | undefined)?.supported;
  const versions = Array.isArray(supported) ? supported.filter((v): v is string => typeof v === 'string') : [];
  return versions.length && versions.every(isModernRevision) ? versions : undefined;
}

/** The session on the 2.x client, pinned to one modern revision; its list changes come on a listen stream. */
async function connectModern(
  session: Session,
  launch: ServerLaunch,
  pin: string,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): Promise<void> {
  let inner: Transport;
  let kind: TransportKind;
  if (launch.transport === 'stdio') {
    inner = await stdioTransport(session, launch, settings, handlers);
    kind = 'stdio';
  } else {
    const { url, headers } = httpTarget(launch.url, launch.headers, settings);
    const authorized = authorizedFetch(settings);
    inner = new StreamGuardTransport(
      (fetch) =>
        new ModernHttpTransport(url, { requestInit: { headers }, fetch: authorized(fetch) }) as unknown as Transport,
    );
    kind = 'http';
  }
  if (session.closed) throw new CancelledError('start');
  const client = newModernClient(session, pin, settings, handlers);
  const tracing = new TracingTransport(inner, settings.logger, (message) => maskValue(message, settings.secrets()));
  speakTasksExtension(tracing);
  const modern = new ModernSession(client, settings.logger);
  session.modern = modern;
  session.transport = kind;
  try {
    const typed = new UntypedResultsAsComplete(tracing, settings.logger);
    await client.connect(typed as unknown as Parameters<ModernClient['connect']>[0], {
      timeout: settings.requestTimeoutMs,
      signal: session.abort.signal,
    });
  } catch (e) {
    throw asLegacyError(e);
  }
  session.connected = true;
  session.protocolVersion = client.getNegotiatedProtocolVersion();
  await modern.listen(settings.requestTimeoutMs, session.abort.signal);
}

function newModernClient(
  session: Session,
  pin: string,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): ModernClient {
  const client = new ModernClient(settings.clientInfo ?? { name: 'mcp-lens', version: MCP_LENS_VERSION }, {
    versionNegotiation: { mode: { pin } },
    // the runner shows what the server sent; an answer held back from a cache would not be what it says now
    defaultCacheTtlMs: 0,
    capabilities: modernClientCapabilities(settings.features),
    inputRequired: { maxRounds: MAX_INPUT_ROUNDS },
  });
  if (settings.features) {
    const who = { serverId: settings.server?.id ?? '', serverName: settings.server?.name ?? '' };
    answerInputRequests(client, settings.features, who, session.abort.signal);
  }
  client.setNotificationHandler('notifications/tools/list_changed', () => handlers.listChanged(['tools']));
  client.setNotificationHandler('notifications/resources/list_changed', () =>
    handlers.listChanged(['resources', 'resourceTemplates']),
  );
  client.setNotificationHandler('notifications/prompts/list_changed', () => handlers.listChanged(['prompts']));
  client.setNotificationHandler('notifications/resources/updated', (n) => handlers.resourceUpdated(n.params.uri));
  client.setNotificationHandler('notifications/message', (n) => serverLog(handlers, n.params));
  client.onclose = () => {
    if (session.modern?.client === client && session.connected) handlers.closed();
  };
  client.onerror = (e) => {
    if (!session.closed && session.connected) settings.logger.warn(`Protocol: ${messageOf(e)}`);
  };
  return client;
}

type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The transport's fetch, through the server's OAuth when it has one. */
function authorizedFetch(settings: Pick<ConnectSettings, 'auth'>): (fetch: Fetch) => Fetch {
  const auth = settings.auth;
  return (fetch) => (auth ? auth.wrap(fetch) : fetch);
}

/** The server wants a sign-in (or more scope): no other transport would be let in either. */
export function isAuthRefusal(e: unknown): boolean {
  return e instanceof SignInRequiredError || e instanceof InsufficientScopeError;
}

/** The URL to fetch and the headers to send: credentials in the URL travel as HTTP Basic, as a browser sends them. */
function httpTarget(
  launchUrl: string,
  launchHeaders: Readonly<Record<string, string>> | undefined,
  settings: Pick<ConnectSettings, 'addSecret'>,
): { url: URL; headers: Record<string, string> } {
  let url: URL;
  try {
    url = new URL(launchUrl);
  } catch {
    throw new Error(`${JSON.stringify(launchUrl)} is not a valid URL`);
  }
  const headers = { ...launchHeaders };
  if (url.username || url.password) {
    // fetch refuses a URL with credentials
    const basic = Buffer.from(`${decodeOr(url.username)}:${decodeOr(url.password)}`).toString('base64');
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
      headers.Authorization = `Basic ${basic}`;
    }
    settings.addSecret(basic);
    url = new URL(url.href);
    url.username = '';
    url.password = '';
  }
  return { url, headers };
}

async function connectClient(
  session: Session,
  inner: Transport,
  kind: TransportKind,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): Promise<void> {
  if (session.closed) throw new CancelledError('start');
  const client = newClient(session, settings, handlers);
  const tracing = new TracingTransport(inner, settings.logger, (message) => maskValue(message, settings.secrets()));
  session.client = client;
  session.transport = kind;
  // no signal: initialize must never be cancelled (a stop meanwhile closes the transport, which fails it), and the SDK
  // would cancel it when the signal aborts even long after the answer, i.e. on every stop
  await client.connect(tracing, { timeout: settings.requestTimeoutMs });
  session.connected = true;
  session.protocolVersion = tracing.protocolVersion;
}

/** The SDK client of a session, its notifications passed to the handlers. */
function newClient(session: Session, settings: ConnectSettings, handlers: SessionHandlers): Client {
  const features = settings.features;
  const capabilities = clientCapabilities(features);
  // tasks the server asks of the client are kept here, and forgotten when the session ends (see Session.close)
  const tasks = capabilities.tasks ? new ClientTaskStore() : undefined;
  session.clientTasks = tasks;
  const client = new Client(settings.clientInfo ?? { name: 'mcp-lens', version: MCP_LENS_VERSION }, {
    capabilities,
    ...(tasks ? { taskStore: tasks } : {}),
  });
  if (features) answerServerRequests(client, features, requestRouter(session, settings, tasks), settings);
  passNotifications(client, session, settings, handlers);
  return client;
}

/** What the SDK gives a request handler, with what it adds when the request is asked as a task. */
type TaskExtra = {
  requestId: string | number;
  signal: AbortSignal;
  taskStore?: RequestTaskStore;
  taskRequestedTtl?: number;
};

/** How a session answers the requests its server makes of the client. */
interface RequestRouter {
  /** Each request's own abort, by request id. */
  readonly cancels: Map<string | number, AbortController>;
  routed<R>(
    extra: { requestId: string | number; signal: AbortSignal },
    answer: (context: ServerRequestContext) => R | Promise<R>,
  ): Promise<R>;
  routedOrTask<R extends object>(
    params: { task?: unknown },
    extra: TaskExtra,
    answer: (context: ServerRequestContext) => Promise<R>,
  ): Promise<R | { task: object }>;
}

function requestRouter(session: Session, settings: ConnectSettings, tasks: ClientTaskStore | undefined): RequestRouter {
  // The SDK drops notifications/cancelled for request id 0 (`if (!requestId) return`), and a server's first request
  // has id 0: its requests of the client get a signal of our own too, aborted by any cancellation of their id.
  const cancels = new Map<string | number, AbortController>();
  const who = { serverId: settings.server?.id ?? '', serverName: settings.server?.name ?? '' };
  const routed = async <R>(
    extra: { requestId: string | number; signal: AbortSignal },
    answer: (context: ServerRequestContext) => R | Promise<R>,
  ): Promise<R> => {
    const own = new AbortController();
    cancels.set(extra.requestId, own);
    try {
      return await answer({ ...who, signal: AbortSignal.any([extra.signal, own.signal, session.abort.signal]) });
    } finally {
      if (cancels.get(extra.requestId) === own) cancels.delete(extra.requestId);
    }
  };
  // a request asked as a task is answered with the task at once; the user's answer becomes its result
  const routedOrTask = <R extends object>(
    params: { task?: unknown },
    extra: TaskExtra,
    answer: (context: ServerRequestContext) => Promise<R>,
  ): Promise<R | { task: object }> => {
    if (!params.task || !tasks || !extra.taskStore) return routed(extra, answer);
    return answerAsTask(
      tasks,
      extra.taskStore,
      extra.taskRequestedTtl,
      session.abort.signal,
      (signal, taskId) => answer({ ...who, signal, task: { taskId } }) as Promise<never>,
    );
  };
  return { cancels, routed, routedOrTask };
}

/** The handlers of the server's requests for the features the client offers (roots, elicitation, sampling). */
function answerServerRequests(
  client: Client,
  features: ClientFeatures,
  router: RequestRouter,
  settings: ConnectSettings,
): void {
  const sdkCancel = (client as unknown as { _oncancel?: (n: unknown) => unknown })._oncancel;
  client.setNotificationHandler(CancelledNotificationSchema, (n) => {
    const id = n.params.requestId;
    if (id !== undefined) router.cancels.get(id)?.abort(n.params.reason);
    void sdkCancel?.call(client, n);
  });
  if (features.roots) {
    const roots = features.roots;
    client.setRequestHandler(ListRootsRequestSchema, (_request, extra) =>
      router.routed(extra, async (context) => ({ roots: [...(await roots(context))] })),
    );
  }
  if (features.elicitation?.modes.length) {
    const { elicit, complete, modes } = features.elicitation;
    client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
      router.routedOrTask(request.params, extra, async (context) => {
        const result = await elicit(request.params, context);
        // a form accepted with nothing filled in has every field at its default (SEP-1034, declared as applyDefaults):
        // the SDK fills the defaults into the content it is given, and only when there is one
        const form = (request.params.mode ?? 'form') === 'form';
        return form && result.action === 'accept' && !result.content ? { ...result, content: {} } : result;
      }),
    );
    if (complete && modes.includes('url')) {
      client.setNotificationHandler(ElicitationCompleteNotificationSchema, (n) =>
        complete(n.params.elicitationId, {
          serverId: settings.server?.id ?? '',
          serverName: settings.server?.name ?? '',
        }),
      );
    }
  }
  if (features.sampling) {
    const { sample } = features.sampling;
    client.setRequestHandler(CreateMessageRequestSchema, (request, extra) =>
      router.routedOrTask(request.params, extra, (context) => sample(request.params, context)),
    );
  }
}

/** The server's notifications, and the client's close and errors, passed to the session's handlers. */
function passNotifications(
  client: Client,
  session: Session,
  settings: ConnectSettings,
  handlers: SessionHandlers,
): void {
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => handlers.listChanged(['tools']));
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () =>
    handlers.listChanged(['resources', 'resourceTemplates']),
  );
  client.setNotificationHandler(PromptListChangedNotificationSchema, () => handlers.listChanged(['prompts']));
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => handlers.resourceUpdated(n.params.uri));
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => serverLog(handlers, n.params));
  client.setNotificationHandler(TaskStatusNotificationSchema, (n) => {
    const task = taskSnapshot(n.params);
    if (task) handlers.taskStatus?.(task);
  });
  // a client that failed to connect (e.g. Streamable HTTP before the SSE fallback) is not the session's end
  client.onclose = () => {
    if (session.client === client && session.connected) handlers.closed();
  };
  client.onerror = (e) => {
    // before initialize succeeds, the failure is reported (once) by the start itself
    if (!session.closed && session.connected) settings.logger.warn(`Protocol: ${messageOf(e)}`);
  };
}

function serverLog(handlers: SessionHandlers, params: { level: string; logger?: string; data?: unknown }): void {
  const { level, logger: name, data } = params;
  // the exact level word and the logger's name stay in the text: the channel has only four levels
  const text = `[server log ${level}${name ? ` ${name}` : ''}] ${typeof data === 'string' ? data : JSON.stringify(data)}`;
  handlers.serverLog(channelLevel(level), text);
}

/** The SDK's HTTP+SSE start waits for the stream's endpoint event with no time limit of its own. */
function withinTime<T>(work: Promise<T>, ms: number, onTimeout: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(onTimeout())), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function decodeOr(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
