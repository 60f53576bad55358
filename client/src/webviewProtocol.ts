/**
 * Messages between the extension and its webviews, declared once and imported by both sides
 * (client/webview/*.ts bundles this file for the browser). No `vscode` import here.
 * Everything a server said travels as plain strings or segments; webviews set it as text, never as HTML.
 */
import type { FieldError } from './runner/coerce';
import type { FormField } from './runner/schemaForm';
import { isLogLevel, type LogLevel } from '../../common/mcp/logLevels';

/** Plain text, or one hidden character (or run of tag characters) shown as a visible label. */
export type TextSegment = { readonly text: string } | { readonly hidden: string; readonly title: string };

export interface DiffLineView {
  readonly kind: 'same' | 'added' | 'removed' | 'skipped';
  /** The line, or for `skipped` a note such as "12 unchanged lines". */
  readonly text: string;
}

export interface FieldDiffView {
  readonly label: string;
  readonly lines: readonly DiffLineView[];
}

export interface AnnotationView {
  readonly key: string;
  readonly value: string;
  /** Set by the server (true) or the MCP default (false). */
  readonly explicit: boolean;
  /** What the value means, in words. */
  readonly meaning: string;
}

export interface FindingView {
  readonly code: string;
  readonly severity: 'error' | 'warning' | 'info' | 'hint';
  readonly message: string;
}

/** Everything the approval panel shows for one pending call. */
export interface ApprovalView {
  readonly server: { readonly name: string; readonly transport: string; readonly trusted: boolean };
  readonly tool: { readonly name: string; readonly displayName: string; readonly description: readonly TextSegment[] };
  readonly level: 'destructive' | 'write' | 'readOnly' | 'untrusted';
  /** The policy's reason for asking. */
  readonly reason: string;
  /** Words for a destructive tool: what destructive means and why this tool counts as one. */
  readonly destructiveExplanation?: string;
  readonly annotations: readonly AnnotationView[];
  /** Annotations are the server's unverified claims (the server is not trusted). */
  readonly annotationsUnverified: boolean;
  readonly findings: readonly FindingView[];
  /** The exact arguments that will be sent, formatted as JSON (hidden characters in values shown as labels). */
  readonly argumentsJson: readonly TextSegment[];
  /** What changed since the tool was approved, when it did. */
  readonly changed?: readonly FieldDiffView[];
  readonly offers: { readonly allowForSession: boolean; readonly trustServer: boolean };
  /** Who asks for the call when it is not the user from the runner's form: "the app of Get Time (ui://…)". */
  readonly origin?: string;
}

/** The id of the data block (`<script type="application/json">`) that carries what a page shows from its start. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The approval page gets its ApprovalView in its HTML (htmlShell's data block), so it depends on no message to show
 * it; what the extension posts afterwards only changes the panel's state.
 */
export type ApprovalToWebview =
  /** The gate stopped waiting (timeout or cancellation): the panel shows it and disables its buttons. */
  { readonly type: 'expired'; readonly reason: string };

export type ApprovalFromWebview =
  /** The page has put its Approve and Deny buttons on screen: the extension's watchdog stands down. */
  | { readonly type: 'shown' }
  | { readonly type: 'decide'; readonly approve: boolean; readonly source: 'button' | 'escape'; readonly allowForSession: boolean; readonly trustServer: boolean }
  | { readonly type: 'error'; readonly message: string };

/** Checks a message from a webview before the extension acts on it (a webview is not trusted to be well-formed). */
export function isApprovalFromWebview(m: unknown): m is ApprovalFromWebview {
  if (m === null || typeof m !== 'object') return false;
  const msg = m as Record<string, unknown>;
  switch (msg.type) {
    case 'shown':
      return true;
    case 'decide':
      return (
        typeof msg.approve === 'boolean' &&
        (msg.source === 'button' || msg.source === 'escape') &&
        typeof msg.allowForSession === 'boolean' &&
        typeof msg.trustServer === 'boolean'
      );
    case 'error':
      return typeof msg.message === 'string';
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The tool runner (client/src/runner/, client/webview/runner.ts): call tools, read resources, get prompts.
// ---------------------------------------------------------------------------------------------------------

export type { FormField } from './runner/schemaForm';
export type { FieldError, FormValue } from './runner/coerce';

export type RunnerKind = 'tool' | 'resource' | 'template' | 'prompt';

export interface RunnerServer {
  readonly id: string;
  readonly name: string;
  readonly status: 'stopped' | 'starting' | 'running' | 'error' | 'blocked' | 'invalid';
  /** The status in words ("running · 4 tools, 3 resources", "error: …"). */
  readonly detail: string;
  readonly trusted: boolean;
  /** Running, and it declares `completions`: the page asks for suggestions as prompt arguments and template variables are typed. */
  readonly completions?: boolean;
  /** Running, and it declares `logging`: the level set this session, if one was. */
  readonly logging?: { readonly level?: LogLevel };
  /** It requires OAuth and only a sign-in will do: the page's Start button signs in. */
  readonly signIn?: boolean;
}

/** One entry of a catalog list, for a select: `key` is the tool/prompt name, resource URI or URI template. */
export interface RunnerItem {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
}

export interface RunnerCatalog {
  readonly serverId: string;
  readonly tools: readonly RunnerItem[];
  readonly resources: readonly RunnerItem[];
  readonly templates: readonly RunnerItem[];
  readonly prompts: readonly RunnerItem[];
  /** Lists the server declared but could not deliver. */
  readonly errors: readonly string[];
}

/** A tool's behaviour as one badge: what the server said (explicit) or the MCP default. */
export interface BadgeView {
  readonly text: string;
  readonly explicit: boolean;
  readonly tone: 'danger' | 'safe' | 'neutral';
  /** What it means, in words. */
  readonly title: string;
}

export interface ToolView {
  readonly serverId: string;
  readonly name: string;
  readonly displayName: string;
  readonly description: readonly TextSegment[];
  readonly badges: readonly BadgeView[];
  readonly form: FormField;
  readonly hasOutputSchema: boolean;
  /**
   * How the tool runs as a task (2025-11-25): "required", always; "optional", when the user asks; absent, never.
   * Only when the server declares tasks for tools/call.
   */
  readonly task?: 'required' | 'optional';
}

export interface PromptView {
  readonly serverId: string;
  readonly name: string;
  readonly displayName: string;
  readonly description: readonly TextSegment[];
  readonly form: FormField;
}

/** A listed resource, or a template (then `form` asks for its variables). */
export interface ResourceItemView {
  readonly serverId: string;
  readonly kind: 'resource' | 'template';
  /** The URI, or the URI template. */
  readonly key: string;
  readonly displayName: string;
  readonly description: readonly TextSegment[];
  readonly mimeType?: string;
  readonly annotations?: ContentAnnotationsView;
  readonly form?: FormField;
  /** Problems of the template, when it has any (it cannot be expanded then). */
  readonly problems?: readonly string[];
}

/** Content (or resource) annotations as shown: for whom, how important, and whether to de-emphasise it. */
export interface ContentAnnotationsView {
  readonly audience?: readonly string[];
  readonly priority?: number;
  /** The least important of the blocks shown together (or priority 0): drawn de-emphasised. */
  readonly lowest: boolean;
  /** Values that are not what the spec allows, as sent. */
  readonly odd?: string;
}

/** One content block, checked and made safe to show: media only as data: URIs of their own media type. */
export type ContentView =
  | { readonly type: 'text'; readonly text: string; readonly annotations?: ContentAnnotationsView }
  | {
      readonly type: 'image' | 'audio';
      readonly mimeType: string;
      readonly dataUri?: string;
      readonly bytes?: number;
      /** Why it cannot be shown. */
      readonly problem?: string;
      readonly annotations?: ContentAnnotationsView;
    }
  | {
      readonly type: 'resource_link';
      readonly uri: string;
      readonly name?: string;
      readonly title?: string;
      readonly description?: string;
      readonly mimeType?: string;
      readonly annotations?: ContentAnnotationsView;
    }
  | {
      readonly type: 'resource';
      readonly uri: string;
      readonly mimeType?: string;
      readonly text?: string;
      /** Binary contents: their size, and a data: URI when they are an image. */
      readonly blob?: { readonly bytes: number; readonly imageUri?: string; readonly problem?: string };
      readonly annotations?: ContentAnnotationsView;
    }
  | { readonly type: 'unknown'; readonly json: string; readonly annotations?: ContentAnnotationsView };

export type ToolRunStatus = 'ok' | 'isError' | 'protocolError' | 'failed' | 'denied' | 'cancelled';

/** The verdict on a result's structuredContent against the tool's outputSchema: matches, does not, or not checked (why in `errors`). */
export interface OutputCheckView {
  readonly check: 'matches' | 'mismatch' | 'unchecked';
  readonly errors: readonly string[];
}

export interface StructuredView {
  readonly json: string;
  /**
   * Checked against the tool's outputSchema: a verdict, no schema to check, or `pending` — the result is shown at
   * once and its verdict follows in an `outputCheck` message.
   */
  readonly check: OutputCheckView['check'] | 'noSchema' | 'pending';
  readonly errors: readonly string[];
}

export interface ToolResultView {
  /** The result's id (its history entry). */
  readonly id: string;
  readonly serverId: string;
  readonly tool: string;
  readonly displayName: string;
  readonly argumentsJson: string;
  readonly startedAt: number;
  readonly status: ToolRunStatus;
  /** The protocol error, failure, denial or cancellation in words. */
  readonly message?: string;
  readonly durationMs?: number;
  readonly content: readonly ContentView[];
  readonly structured?: StructuredView;
  /** Problems of the result as a whole (outputSchema declared but no structuredContent, arguments not checked…). */
  readonly problems: readonly string[];
  /** The call ran as a task: its id and the statuses it went through. */
  readonly task?: TaskView;
}

/** A task run, as the runner shows it. */
export interface TaskView {
  readonly taskId: string;
  readonly status: 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
  readonly steps: readonly { readonly status: string; readonly statusMessage?: string; readonly at: number }[];
}

export interface ResourceReadView {
  readonly id: string;
  readonly serverId: string;
  readonly uri: string;
  readonly contents: readonly ContentView[];
  readonly readAt: number;
  /** Re-read because the server said it changed (notifications/resources/updated). */
  readonly update?: number;
}

export interface PromptResultView {
  readonly id: string;
  readonly serverId: string;
  readonly name: string;
  readonly description?: string;
  readonly messages: readonly { readonly role: string; readonly content: ContentView }[];
}

export interface HistoryEntryView {
  readonly id: string;
  readonly serverId: string;
  readonly tool: string;
  readonly displayName: string;
  readonly startedAt: number;
  readonly durationMs?: number;
  readonly status: ToolRunStatus;
  readonly argumentsJson: string;
  /** Where the check of its structuredContent against the outputSchema stands, when there is one to make. */
  readonly outputCheck?: 'pending' | OutputCheckView['check'];
  /** It ran as a task: the status the task ended in. */
  readonly task?: TaskView['status'];
}

export interface SubscriptionView {
  readonly serverId: string;
  readonly uri: string;
  readonly updates: number;
}

export type RunnerToWebview =
  | { readonly type: 'servers'; readonly servers: readonly RunnerServer[] }
  | { readonly type: 'catalog'; readonly catalog: RunnerCatalog | { readonly serverId: string; readonly missing: true } }
  | { readonly type: 'tool'; readonly view: ToolView }
  | { readonly type: 'prompt'; readonly view: PromptView }
  | { readonly type: 'resource'; readonly view: ResourceItemView }
  /** The item asked about is not (or no longer) in the server's catalog. */
  | { readonly type: 'gone'; readonly serverId: string; readonly kind: RunnerKind; readonly key: string }
  /** A command or the history asks to show an item (with arguments to fill in, when editing a past call). */
  /**
   * Shows an item. `act`: a command asked to read it or get it, which the page does at once when nothing is missing
   * (a template's variables, a prompt's required arguments), else it focuses the first missing one.
   */
  | { readonly type: 'open'; readonly serverId: string; readonly kind: RunnerKind; readonly key: string; readonly arguments?: unknown; readonly act?: boolean }
  /**
   * Where a tool call is. `timeoutMs`, with `running`: the request timeout the call was sent with (progress
   * notifications restart it), when the extension knows it; the page shows it beside the time the call has run.
   */
  | { readonly type: 'phase'; readonly runId: string; readonly phase: 'approval' | 'running'; readonly timeoutMs?: number }
  | { readonly type: 'progress'; readonly runId: string; readonly progress: number; readonly total?: number; readonly message?: string }
  /** A call run as a task changed status. */
  | { readonly type: 'task'; readonly runId: string; readonly task: TaskView }
  /** The arguments do not match the input schema: nothing was sent. */
  | { readonly type: 'invalid'; readonly runId: string; readonly errors: readonly FieldError[] }
  | { readonly type: 'toolResult'; readonly runId?: string; readonly result: ToolResultView }
  /** The verdict of a result posted with its output check `pending`; the page applies it only to that result (`resultId`). */
  | { readonly type: 'outputCheck'; readonly resultId: string; readonly verdict: OutputCheckView }
  | { readonly type: 'resourceResult'; readonly runId?: string; readonly result: ResourceReadView }
  | { readonly type: 'promptResult'; readonly runId: string; readonly result: PromptResultView }
  /** A read or get failed (tool calls fail inside their result). */
  | { readonly type: 'failed'; readonly runId: string; readonly message: string }
  | { readonly type: 'expanded'; readonly requestId: string; readonly uri?: string; readonly problem?: string }
  | { readonly type: 'subscriptions'; readonly items: readonly SubscriptionView[] }
  | { readonly type: 'history'; readonly entries: readonly HistoryEntryView[] }
  /** The Markdown preview's bundle, asked for on the first preview: its code, or why it cannot be had. */
  | { readonly type: 'markdownPreview'; readonly code?: string; readonly problem?: string }
  | ClientFeaturesToWebview
  | AppsToWebview
  | ServerRequestToWebview;

/** What a result action refers to: a whole result, its structured content, its messages, or one block. */
export type ResultPart = 'request' | 'result' | 'structured' | 'messages';

export type RunnerFromWebview =
  | { readonly type: 'ready'; readonly serverId?: string }
  | { readonly type: 'selectServer'; readonly serverId: string }
  | { readonly type: 'startServer'; readonly serverId: string }
  | { readonly type: 'describe'; readonly serverId: string; readonly kind: RunnerKind; readonly key: string }
  | { readonly type: 'runTool'; readonly runId: string; readonly serverId: string; readonly name: string; readonly arguments: Record<string, unknown>; readonly asTask?: boolean }
  | { readonly type: 'rerun'; readonly runId: string; readonly resultId: string }
  | { readonly type: 'cancel'; readonly runId: string }
  | { readonly type: 'readResource'; readonly runId: string; readonly serverId: string; readonly uri: string }
  | { readonly type: 'expand'; readonly requestId: string; readonly template: string; readonly values: Record<string, unknown> }
  | { readonly type: 'subscribe'; readonly runId: string; readonly serverId: string; readonly uri: string }
  | { readonly type: 'unsubscribe'; readonly serverId: string; readonly uri: string }
  | { readonly type: 'getPrompt'; readonly runId: string; readonly serverId: string; readonly name: string; readonly arguments: Record<string, unknown> }
  | { readonly type: 'showResult'; readonly resultId: string }
  | { readonly type: 'editResult'; readonly resultId: string }
  | { readonly type: 'openBlock'; readonly resultId: string; readonly block: number }
  | { readonly type: 'saveBlock'; readonly resultId: string; readonly block: number }
  | { readonly type: 'openJson'; readonly resultId: string; readonly part: ResultPart }
  | { readonly type: 'copy'; readonly resultId: string; readonly part: ResultPart }
  | { readonly type: 'clearHistory'; readonly serverId: string }
  | { readonly type: 'loadMarkdownPreview' }
  | { readonly type: 'error'; readonly message: string }
  | ClientFeaturesFromWebview
  | AppsFromWebview
  | ServerRequestFromWebview;

// ---- the runner as an MCP client (issue 19): argument completions (completion/complete) and log levels (logging/setLevel) ----

export type CompletionKind = 'prompt' | 'template';

export type ClientFeaturesFromWebview =
  /**
   * Suggestions for `argument` of a prompt or a template (`key`: its name or URI template) as typed so far (`value`),
   * with the other arguments filled in (`context`). Asked again as the user types: only the latest per field counts.
   */
  | {
      readonly type: 'complete';
      readonly requestId: string;
      readonly serverId: string;
      readonly kind: CompletionKind;
      readonly key: string;
      readonly argument: string;
      readonly value: string;
      readonly context: Readonly<Record<string, string>>;
    }
  | { readonly type: 'setLogLevel'; readonly serverId: string; readonly level: LogLevel };

export type ClientFeaturesToWebview =
  /** The answer to `complete` (none to one superseded by a newer one); `problem`: the server could not answer. */
  | { readonly type: 'completions'; readonly requestId: string; readonly values: readonly string[]; readonly total?: number; readonly hasMore?: boolean; readonly problem?: string };

const CLIENT_FEATURE_MESSAGES: { readonly [T in ClientFeaturesFromWebview['type']]: Readonly<Record<string, FieldCheck>> } = {
  complete: { requestId: 'string', serverId: 'string', kind: 'completionKind', key: 'string', argument: 'string', value: 'string', context: 'strings' },
  setLogLevel: { serverId: 'string', level: 'logLevel' },
};

// ---- end of issue 19's messages ----

// ---- MCP Apps (client/src/runner/apps/): a tool's UI rendered in a sandboxed frame beside its result ----

/** The VS Code theme as an app gets it: light or dark (a high-contrast theme is the one it is closer to), and the spec's CSS variables. */
export interface AppThemeView {
  readonly theme: 'light' | 'dark';
  readonly variables: Readonly<Record<string, string>>;
}

/** Something the app did that a chat host would act on: shown in the app's log under its frame. */
export interface AppRecordView {
  readonly kind: 'message' | 'context' | 'log' | 'call' | 'link';
  readonly title: string;
  readonly text: string;
}

/** An app to show: where its frame loads it from (the sandbox), and how. */
export interface AppFrameView {
  readonly appId: string;
  /** The run whose result it shows. */
  readonly runId: string;
  readonly serverName: string;
  readonly toolName: string;
  readonly uri: string;
  readonly url: string;
  readonly sandbox: string;
  readonly allow: string;
  readonly prefersBorder: boolean;
  /** The tallest the frame is shown. */
  readonly maxHeight: number;
  /** What the runner noticed in the resource (a MIME type without the profile, origins left out of its sandbox). */
  readonly notes: readonly string[];
}

export type AppsToWebview =
  /** The call of a tool with a UI was approved: its resource is being read. */
  | { readonly type: 'appLoading'; readonly runId: string; readonly toolName: string; readonly uri: string }
  | { readonly type: 'appOpen'; readonly app: AppFrameView }
  /** A JSON-RPC message for the app's frame. */
  | { readonly type: 'appMessage'; readonly appId: string; readonly message: unknown }
  | { readonly type: 'appSize'; readonly appId: string; readonly width?: number; readonly height?: number }
  | { readonly type: 'appRecord'; readonly appId: string; readonly record: AppRecordView }
  | { readonly type: 'appStatus'; readonly appId: string; readonly text: string }
  /** The app cannot be shown or was stopped: the message takes its frame's place. `runId` when it never opened. */
  | { readonly type: 'appProblem'; readonly appId?: string; readonly runId?: string; readonly message: string }
  | { readonly type: 'appClosed'; readonly appId: string; readonly reason: string };

export type AppsFromWebview =
  /** The page made the app's frame: the theme and width it starts with. Sent before the frame can load. */
  | { readonly type: 'appFrame'; readonly appId: string; readonly theme: AppThemeView; readonly width: number }
  /** A message from the app's frame (checked by the page; the extension checks it again). */
  | { readonly type: 'appMessage'; readonly appId: string; readonly message: unknown }
  /** The VS Code theme changed. */
  | { readonly type: 'appTheme'; readonly theme: AppThemeView }
  /** The width the app is shown at changed (the view or the editor was resized). */
  | { readonly type: 'appWidth'; readonly appId: string; readonly width: number }
  /** The user closed the app, or the page stopped it (`reason`). */
  | { readonly type: 'appClose'; readonly appId: string; readonly reason?: string };

const APP_MESSAGES: { readonly [T in AppsFromWebview['type']]: Readonly<Record<string, FieldCheck>> } = {
  appFrame: { appId: 'string', theme: 'appTheme', width: 'number' },
  appMessage: { appId: 'string', message: 'any' },
  appTheme: { theme: 'appTheme' },
  appWidth: { appId: 'string', width: 'number' },
  appClose: { appId: 'string', reason: 'string?' },
};

// ---- end of the MCP Apps messages ----

type FieldCheck = 'string' | 'number' | 'object' | 'kind' | 'part' | 'string?' | 'boolean?' | 'completionKind' | 'strings' | 'logLevel' | 'appTheme' | 'any';

const RUNNER_MESSAGES: { readonly [T in Exclude<RunnerFromWebview['type'], ServerRequestFromWebview['type']>]: Readonly<Record<string, FieldCheck>> } = {
  ready: { serverId: 'string?' },
  selectServer: { serverId: 'string' },
  startServer: { serverId: 'string' },
  describe: { serverId: 'string', kind: 'kind', key: 'string' },
  runTool: { runId: 'string', serverId: 'string', name: 'string', arguments: 'object', asTask: 'boolean?' },
  rerun: { runId: 'string', resultId: 'string' },
  cancel: { runId: 'string' },
  readResource: { runId: 'string', serverId: 'string', uri: 'string' },
  expand: { requestId: 'string', template: 'string', values: 'object' },
  subscribe: { runId: 'string', serverId: 'string', uri: 'string' },
  unsubscribe: { serverId: 'string', uri: 'string' },
  getPrompt: { runId: 'string', serverId: 'string', name: 'string', arguments: 'object' },
  showResult: { resultId: 'string' },
  editResult: { resultId: 'string' },
  openBlock: { resultId: 'string', block: 'number' },
  saveBlock: { resultId: 'string', block: 'number' },
  openJson: { resultId: 'string', part: 'part' },
  copy: { resultId: 'string', part: 'part' },
  clearHistory: { serverId: 'string' },
  loadMarkdownPreview: {},
  error: { message: 'string' },
  ...CLIENT_FEATURE_MESSAGES,
  ...APP_MESSAGES,
};

const KINDS: readonly unknown[] = ['tool', 'resource', 'template', 'prompt'];
const PARTS: readonly unknown[] = ['request', 'result', 'structured', 'messages'];

function fieldOk(value: unknown, check: FieldCheck): boolean {
  switch (check) {
    case 'string':
      return typeof value === 'string';
    case 'string?':
      return value === undefined || typeof value === 'string';
    case 'boolean?':
      return value === undefined || typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'kind':
      return KINDS.includes(value);
    case 'part':
      return PARTS.includes(value);
    case 'completionKind':
      return value === 'prompt' || value === 'template';
    case 'strings':
      return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
    case 'logLevel':
      return isLogLevel(value);
    case 'appTheme': {
      const t = value as Partial<AppThemeView> | null;
      return !!t && typeof t === 'object' && (t.theme === 'light' || t.theme === 'dark') && fieldOk(t.variables, 'strings');
    }
    case 'any':
      return true;
  }
}

/** Checks a message from the runner's webview before the extension acts on it. */
export function isRunnerFromWebview(m: unknown): m is RunnerFromWebview {
  if (m === null || typeof m !== 'object') return false;
  if (isServerRequestFromWebview(m)) return true;
  const msg = m as Record<string, unknown>;
  if (typeof msg.type !== 'string' || !Object.prototype.hasOwnProperty.call(RUNNER_MESSAGES, msg.type)) return false;
  const fields = RUNNER_MESSAGES[msg.type as keyof typeof RUNNER_MESSAGES];
  return Object.entries(fields).every(([name, check]) => fieldOk(msg[name], check));
}

// ---------------------------------------------------------------------------------------------------------
// Requests of servers to the user, shown in the runner (client/src/runner/serverRequests.ts): elicitation in form
// and URL mode, and sampling. A block of its own: every page shows every server's requests.
// ---------------------------------------------------------------------------------------------------------

/** A URL of a URL-mode elicitation, split so the page can make its host prominent. */
export interface ElicitationUrlView {
  readonly full: string;
  /** `https://`, the user-info part when there is one (`user@`), the host (with port), and the rest. */
  readonly scheme: string;
  readonly userinfo?: string;
  readonly host: string;
  readonly rest: string;
  /** Only http(s) URLs are offered to open; anything else is shown but cannot be opened. */
  readonly openable: boolean;
  /** What to look at before opening it (not https, user-info before the host, a look-alike host). */
  readonly warnings: readonly string[];
}

/** A block of a sampling message: a content block as the runner shows them, or a tool use or tool result (SEP-1577). */
export type SamplingContentView =
  | ContentView
  | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly inputJson: string }
  | { readonly type: 'tool_result'; readonly toolUseId: string; readonly isError: boolean; readonly content: readonly ContentView[]; readonly structuredJson?: string };

export interface SamplingToolView {
  readonly name: string;
  readonly description: readonly TextSegment[];
  readonly schemaJson: string;
  /** The form of its input, for a reply that uses the tool. */
  readonly form: FormField;
}

interface ServerRequestBase {
  readonly id: string;
  readonly serverId: string;
  readonly serverName: string;
  readonly receivedAt: number;
  /** The server asked for the answer as a task (it polls for it): the task's id. */
  readonly taskId?: string;
}

export type ServerRequestView =
  | (ServerRequestBase & { readonly kind: 'elicitation'; readonly mode: 'form'; readonly message: readonly TextSegment[]; readonly form: FormField })
  | (ServerRequestBase & { readonly kind: 'elicitation'; readonly mode: 'url'; readonly message: readonly TextSegment[]; readonly url: ElicitationUrlView; readonly elicitationId: string })
  | (ServerRequestBase & {
      readonly kind: 'sampling';
      readonly messages: readonly { readonly role: string; readonly content: readonly SamplingContentView[] }[];
      readonly systemPrompt?: readonly TextSegment[];
      readonly includeContext?: string;
      readonly temperature?: number;
      readonly maxTokens: number;
      readonly stopSequences?: readonly string[];
      readonly modelPreferences?: { readonly hints: readonly string[]; readonly costPriority?: number; readonly speedPriority?: number; readonly intelligencePriority?: number };
      readonly metadataJson?: string;
      readonly tools: readonly SamplingToolView[];
      /** `toolChoice.mode` (auto, required, none), when the server set it. */
      readonly toolChoice?: string;
      /** The model the server is allowed to use without asking, when the user allowed one for the session. */
      readonly grantedModel?: string;
    });

export interface RequestNoticeView {
  readonly id: string;
  readonly serverId: string;
  readonly serverName: string;
  readonly text: string;
  readonly tone: 'info' | 'warning';
  /** The server may answer sampling with a model without asking: the notice offers to stop that. */
  readonly revocable?: boolean;
}

/** A language model the editor offers (vscode.lm) to answer a sampling request. */
export interface ModelChoiceView {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
}

/** A reply drafted for a sampling request (by a model, or as the user wrote it), to look at before it is sent. */
export interface SamplingReplyView {
  readonly model: string;
  readonly stopReason: string;
  readonly content: readonly SamplingContentView[];
  /** The reply's text, to edit (its text blocks joined). */
  readonly text: string;
}

export type ServerRequestToWebview =
  /** Every request waiting for the user, and the notices about requests, after any change. */
  | { readonly type: 'serverRequests'; readonly requests: readonly ServerRequestView[]; readonly notices: readonly RequestNoticeView[] }
  /** The models the editor offers, asked for when a sampling request is shown. */
  | { readonly type: 'models'; readonly models: readonly ModelChoiceView[]; readonly problem?: string }
  /** A model's draft of a sampling reply (the page asked for it), or why there is none. */
  | { readonly type: 'samplingDraft'; readonly requestId: string; readonly draft?: SamplingReplyView; readonly problem?: string }
  /** A tool call of this page waits on a request of its server (`waitingOn`), or no longer does. */
  | { readonly type: 'runWaits'; readonly runId: string; readonly waitingOn?: 'elicitation' | 'sampling' };

export type ServerRequestFromWebview =
  | { readonly type: 'answerElicitation'; readonly requestId: string; readonly action: 'accept' | 'decline' | 'cancel'; readonly content?: Record<string, unknown> }
  /** The user clicked the URL of a URL-mode elicitation: it is opened, and the elicitation accepted. */
  | { readonly type: 'openElicitationUrl'; readonly requestId: string }
  | { readonly type: 'listModels' }
  /** Send the request to this model for a draft (the user's approval to send it there). */
  | { readonly type: 'draftSampling'; readonly requestId: string; readonly modelId: string }
  /**
   * Send this reply to the server. `text`, or `toolUse`, as written or edited; `modelId` when it came from a model,
   * and `allowForSession` to let that model answer this server's next requests without asking.
   */
  | {
      readonly type: 'replySampling';
      readonly requestId: string;
      readonly model: string;
      readonly text?: string;
      readonly toolUse?: { readonly name: string; readonly input: Record<string, unknown> };
      readonly modelId?: string;
      readonly allowForSession?: boolean;
    }
  | { readonly type: 'refuseSampling'; readonly requestId: string; readonly refuse: 'decline' | 'cancel' }
  | { readonly type: 'dismissNotice'; readonly noticeId: string }
  | { readonly type: 'revokeSampling'; readonly serverId: string };

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Checks a server-request message from the runner's page (the rest are checked by isRunnerFromWebview). */
export function isServerRequestFromWebview(m: unknown): m is ServerRequestFromWebview {
  if (!isObject(m)) return false;
  switch (m.type) {
    case 'answerElicitation':
      return isString(m.requestId) && (m.action === 'accept' || m.action === 'decline' || m.action === 'cancel') && (m.content === undefined || isObject(m.content));
    case 'openElicitationUrl':
      return isString(m.requestId);
    case 'listModels':
      return true;
    case 'draftSampling':
      return isString(m.requestId) && isString(m.modelId);
    case 'replySampling': {
      const toolUse = m.toolUse;
      return (
        isString(m.requestId) &&
        isString(m.model) &&
        (m.text === undefined || isString(m.text)) &&
        (toolUse === undefined || (isObject(toolUse) && isString(toolUse.name) && isObject(toolUse.input))) &&
        (m.text !== undefined) !== (toolUse !== undefined) &&
        (m.modelId === undefined || isString(m.modelId)) &&
        (m.allowForSession === undefined || typeof m.allowForSession === 'boolean')
      );
    }
    case 'refuseSampling':
      return isString(m.requestId) && (m.refuse === 'decline' || m.refuse === 'cancel');
    case 'dismissNotice':
      return isString(m.noticeId);
    case 'revokeSampling':
      return isString(m.serverId);
    default:
      return false;
  }
}

// ---- the authorization view (client/src/auth/authorizationView.ts ↔ client/webview/authorization.ts) ----

/** One step of a sign-in as the authorization view shows it (credentials masked already). */
export interface AuthorizationStepView {
  readonly kind: string;
  readonly title: string;
  readonly ok: boolean;
  readonly request?: { readonly method: string; readonly url: string; readonly headers: Readonly<Record<string, string>>; readonly body?: string };
  readonly response?: { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body?: string };
  readonly detail?: string;
  readonly fix?: string;
}

/** What the authorization view shows: the server's last sign-in, step by step (in the page from the start). */
export interface AuthorizationPageData {
  readonly serverId: string;
  readonly serverName: string;
  readonly signedIn: boolean;
  readonly attempt?: {
    readonly serverUrl: string;
    readonly startedAt: number;
    readonly outcome?: 'authorized' | 'failed' | 'cancelled' | 'needs-sign-in';
    readonly summary?: string;
    readonly clientId?: string;
    readonly clientSource?: string;
    readonly redirectUri?: string;
    readonly scopesAsked?: string;
    readonly scopesGranted?: string;
    readonly steps: readonly AuthorizationStepView[];
  };
}

export type AuthorizationCommand = 'signIn' | 'signOut' | 'showLog';

export type AuthorizationFromWebview =
  | { readonly type: 'command'; readonly command: AuthorizationCommand }
  /** The page is up: the extension sends what it shows now, in case a step came while the page loaded. */
  | { readonly type: 'ready' }
  | { readonly type: 'error'; readonly message: string };

/** A newer state of the sign-in for a page already shown. */
export type AuthorizationToWebview = { readonly type: 'show'; readonly data: AuthorizationPageData };
