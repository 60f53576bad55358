/** What the connection layer needs to start one server, after every variable has been resolved. */
export type ServerLaunch = StdioLaunch | HttpLaunch;

export interface StdioLaunch {
  readonly transport: 'stdio';
  readonly command: string;
  readonly args: readonly string[];
  /** Values from the config; `null` removes a variable from the environment. */
  readonly env: Readonly<Record<string, string | null>>;
  /** A dotenv file read at start; `env` wins over it. */
  readonly envFile?: string;
  readonly cwd?: string;
  /** Start from the whole environment of the extension host instead of the SDK's safe default set. */
  readonly inheritEnvironment?: boolean;
}

export interface HttpLaunch {
  /** `http` tries Streamable HTTP first and falls back to SSE; `sse` as declared does the same (as VS Code does). */
  readonly transport: 'http' | 'sse';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The OAuth client the config names (a pre-registered client ID, scopes, a callback port), when it names one. */
  readonly oauth?: OAuthClientConfig;
}

export type TransportKind = ServerLaunch['transport'];

/** The OAuth fields of a server's config (VS Code `oauth.clientId`; Claude Code `oauth`; Cursor `auth`). */
export interface OAuthClientConfig {
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly scopes?: readonly string[];
  readonly callbackPort?: number;
  /** Claude Code's `authServerMetadataUrl`: where the authorization server's metadata is, when discovery cannot find it. */
  readonly authServerMetadataUrl?: string;
}

/** Where a connection writes: server stderr and lifecycle at info/warn/error, protocol traffic at trace. */
export interface Logger {
  trace(message: string): void;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Whether trace messages are wanted at all (traffic is not even serialised when they are not). */
  traceEnabled?(): boolean;
}

export const SILENT_LOGGER: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/** A JSON object exactly as the server sent it (never reshaped, so the rule engine sees what a client sees). */
export type JsonObject = Record<string, unknown>;

export const CATALOG_LISTS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;
export type CatalogList = (typeof CATALOG_LISTS)[number];

/** The field of an item that names it within its list (a tool's name, a resource's URI…). */
export const CATALOG_KEY_FIELDS = {
  tools: 'name',
  resources: 'uri',
  resourceTemplates: 'uriTemplate',
  prompts: 'name',
} as const satisfies Record<CatalogList, string>;

/** What a running server offers. A list is undefined when the server does not declare that capability. */
export interface Catalog {
  readonly tools?: readonly JsonObject[];
  readonly resources?: readonly JsonObject[];
  readonly resourceTemplates?: readonly JsonObject[];
  readonly prompts?: readonly JsonObject[];
  /** Lists the server declared but could not deliver, with the reason. */
  readonly errors: Readonly<Partial<Record<CatalogList, string>>>;
}

export type CatalogCounts = Partial<Record<CatalogList, number>>;

export interface ServerIdentity {
  readonly name?: string;
  readonly title?: string;
  readonly version?: string;
}

export type ConnectionState =
  | { readonly status: 'stopped' }
  | { readonly status: 'starting' }
  | {
      readonly status: 'running';
      readonly transport: TransportKind;
      readonly counts: CatalogCounts;
      readonly server: ServerIdentity;
      readonly protocolVersion?: string;
      readonly instructions?: string;
      /** What the author should hear about a server that works: "wrote non-protocol output to stdout: `…`". */
      readonly warnings?: readonly string[];
    }
  | {
      readonly status: 'error';
      readonly message: string;
      /** The server requires OAuth and only the user signing in will do (the Servers view and the runner offer it). */
      readonly needsSignIn?: boolean;
    };

export type ConnectionStatus = ConnectionState['status'];

/** What `completion/complete` completes: an argument of a prompt, or a variable of a resource template. */
export type CompletionRef =
  { readonly type: 'ref/prompt'; readonly name: string } | { readonly type: 'ref/resource'; readonly uri: string };

/** A server's suggestions for one value, at most 100; `total`/`hasMore` as the server said. */
export interface Completions {
  readonly values: readonly string[];
  readonly total?: number;
  readonly hasMore?: boolean;
}

/** Options of one request: every request has a timeout and can be cancelled. */
export interface RequestOptions {
  readonly signal?: AbortSignal;
  /** Overrides the connection's request timeout. */
  readonly timeoutMs?: number;
  /** Progress notifications of this request (they also reset its timeout). */
  readonly onProgress?: (progress: { progress: number; total?: number; message?: string }) => void;
  /** HTTP headers of this request alone: sent on 2026-07-28 sessions (a tool call's `Mcp-Param-*`), else ignored. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Called for each round of `input_required` answers before the result (2026-07-28 sessions). */
  readonly onInputRound?: () => void;
}

/** Options of a tool call: a request's, and a signal that the gate approved (the call is about to be sent). */
export interface ToolCallOptions extends RequestOptions {
  /** `asTask`: it is sent as a task (asked, or the tool requires one), which has no one timeout. */
  readonly onApproved?: (call: { readonly asTask: boolean }) => void;
  /**
   * Run the call as a task (2025-11-25 tasks; a tool whose `execution.taskSupport` is "required" always is, when the
   * server declares tasks for tools/call). The signal then cancels it with tasks/cancel.
   */
  readonly asTask?: boolean;
  /** Each status the task goes through. */
  readonly onTask?: (task: TaskRecord) => void;
  /** Who asks for the call, when not the user from the runner's form: the gate shows it. */
  readonly origin?: CallOrigin;
}

/** A call an MCP App asks for, from the frame of the tool whose result it shows. */
export interface CallOrigin {
  readonly kind: 'app';
  /** The tool whose UI it is, and its `ui://` resource. */
  readonly tool: string;
  readonly uri: string;
}

/** What the approval gate is asked about: the server, the tool as the server listed it, the exact arguments. */
export interface ToolCallRequest {
  readonly serverId: string;
  readonly serverName: string;
  readonly transport: TransportKind;
  readonly tool: JsonObject;
  readonly arguments: JsonObject;
  readonly origin?: CallOrigin;
  /** The launch of the session the call goes to (set by the servers model); the server's trust is bound to it. */
  readonly launch?: SessionLaunch;
}

/** The config entry a server's running session was started from, whatever its file says now. */
export interface SessionLaunch {
  /** The entry as written in its file when the session started (command, args, url, env…, references unresolved). */
  readonly config: unknown;
  /** The file holds another entry now (an edit, a branch switch, a pull) and the server was not restarted since. */
  readonly changedSinceStart: boolean;
}

/** Decides whether one tool call may be sent. Nothing is sent unless it resolves true. */
export type ApprovalGate = (request: ToolCallRequest, signal?: AbortSignal) => Promise<boolean>;

export type ToolCallOutcome =
  | { readonly outcome: 'denied' }
  | {
      readonly outcome: 'completed';
      readonly result: JsonObject;
      readonly durationMs: number;
      readonly task?: TaskRecord;
    };

// ---- tasks (2025-11-25, SEP-1686; see toolTask.ts) ----

export const TASK_STATUSES = ['working', 'input_required', 'completed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task as the server last described it. */
export interface TaskSnapshot {
  readonly taskId: string;
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  /** How often the server suggests asking, in ms. */
  readonly pollInterval?: number;
  /** How long the server keeps the task and its result, in ms (null: as long as it likes). */
  readonly ttl?: number | null;
}

/** One status a task was seen in, and when. */
export interface TaskStep {
  readonly status: TaskStatus;
  readonly statusMessage?: string;
  readonly at: number;
}

/** A task run: its id and every status it went through (a status seen again with the same message is one step). */
export interface TaskRecord {
  readonly taskId: string;
  readonly status: TaskStatus;
  readonly steps: readonly TaskStep[];
}
