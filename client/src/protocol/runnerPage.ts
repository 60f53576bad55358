/**
 * The tool runner's messages (client/src/runner/runnerSession.ts ↔ client/webview/runner.ts), and the checks of
 * those from the page. What they carry is in runnerViews.ts. No `vscode` import here: the page bundles this file.
 */
import type { FieldError } from '../runner/coerce';
import { isLogLevel, type LogLevel } from '../../../common/mcp/logLevels';
import {
  anything,
  boolean,
  messages,
  nonNegativeInteger,
  object,
  oneOf,
  optional,
  record,
  recordOf,
  string,
  type MessageChecks,
} from './check';
import { COMPLETION_KINDS, RESULT_PARTS, RUNNER_KINDS } from './runnerViews';
import type {
  AppFrameView,
  AppRecordView,
  AppThemeView,
  CompletionKind,
  HistoryEntryView,
  ModelChoiceView,
  OutputCheckView,
  PromptResultView,
  PromptView,
  RequestNoticeView,
  ResourceItemView,
  ResourceReadView,
  ResultPart,
  RunnerCatalog,
  RunnerKind,
  RunnerServer,
  SamplingReplyView,
  ServerRequestView,
  SubscriptionView,
  TaskView,
  ToolResultView,
  ToolView,
} from './runnerViews';

export type RunnerToWebview =
  | { readonly type: 'servers'; readonly servers: readonly RunnerServer[] }
  | {
      readonly type: 'catalog';
      readonly catalog: RunnerCatalog | { readonly serverId: string; readonly missing: true };
    }
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
  | {
      readonly type: 'open';
      readonly serverId: string;
      readonly kind: RunnerKind;
      readonly key: string;
      readonly arguments?: unknown;
      readonly act?: boolean;
    }
  /**
   * Where a tool call is. `timeoutMs`, with `running`: the request timeout the call was sent with (progress
   * notifications restart it), when the extension knows it; the page shows it beside the time the call has run.
   */
  | {
      readonly type: 'phase';
      readonly runId: string;
      readonly phase: 'approval' | 'running';
      readonly timeoutMs?: number;
    }
  | {
      readonly type: 'progress';
      readonly runId: string;
      readonly progress: number;
      readonly total?: number;
      readonly message?: string;
    }
  /** A call run as a task changed status. */
  | { readonly type: 'task'; readonly runId: string; readonly task: TaskView }
  /** The arguments do not match the input schema: nothing was sent. */
  | { readonly type: 'invalid'; readonly runId: string; readonly errors: readonly FieldError[] }
  | { readonly type: 'toolResult'; readonly runId?: string; readonly result: ToolResultView }
  /** The verdict of a result posted with its output check `pending`; the page applies it only to that result. */
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

export type RunnerFromWebview =
  | { readonly type: 'ready'; readonly serverId?: string }
  | { readonly type: 'selectServer'; readonly serverId: string }
  | { readonly type: 'startServer'; readonly serverId: string }
  /** The user's Refresh: every list asked again, whatever its cache hints say. */
  | { readonly type: 'refreshCatalog'; readonly serverId: string }
  | { readonly type: 'describe'; readonly serverId: string; readonly kind: RunnerKind; readonly key: string }
  | {
      readonly type: 'runTool';
      readonly runId: string;
      readonly serverId: string;
      readonly name: string;
      readonly arguments: Record<string, unknown>;
      readonly asTask?: boolean;
    }
  | { readonly type: 'rerun'; readonly runId: string; readonly resultId: string }
  | { readonly type: 'cancel'; readonly runId: string }
  | { readonly type: 'readResource'; readonly runId: string; readonly serverId: string; readonly uri: string }
  | {
      readonly type: 'expand';
      readonly requestId: string;
      readonly template: string;
      readonly values: Record<string, unknown>;
    }
  | { readonly type: 'subscribe'; readonly runId: string; readonly serverId: string; readonly uri: string }
  | { readonly type: 'unsubscribe'; readonly serverId: string; readonly uri: string }
  | {
      readonly type: 'getPrompt';
      readonly runId: string;
      readonly serverId: string;
      readonly name: string;
      readonly arguments: Record<string, unknown>;
    }
  | { readonly type: 'showResult'; readonly resultId: string }
  | { readonly type: 'editResult'; readonly resultId: string }
  | { readonly type: 'openBlock'; readonly resultId: string; readonly block: number }
  | { readonly type: 'saveBlock'; readonly resultId: string; readonly block: number }
  | { readonly type: 'openJson'; readonly resultId: string; readonly part: ResultPart }
  | { readonly type: 'copy'; readonly resultId: string; readonly part: ResultPart }
  | { readonly type: 'clearHistory'; readonly serverId: string }
  /** Save as Test: the history entry (one tool call) as a step of a test file. */
  | { readonly type: 'saveAsTest'; readonly resultId: string }
  | { readonly type: 'loadMarkdownPreview' }
  | { readonly type: 'error'; readonly message: string }
  | ClientFeaturesFromWebview
  | AppsFromWebview
  | ServerRequestFromWebview;

// ---- the runner as an MCP client (issue 19): argument completions and log levels ----

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
  {
    readonly type: 'completions';
    readonly requestId: string;
    readonly values: readonly string[];
    readonly total?: number;
    readonly hasMore?: boolean;
    readonly problem?: string;
  };

// ---- end of issue 19's messages ----

// ---- MCP Apps (client/src/runner/apps/): a tool's UI rendered in a sandboxed frame beside its result ----

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

// ---- end of the MCP Apps messages ----

// ---- requests of servers to the user, shown in the runner (client/src/runner/serverRequests.ts) ----

export type ServerRequestToWebview =
  /** Every request waiting for the user, and the notices about requests, after any change. */
  | {
      readonly type: 'serverRequests';
      readonly requests: readonly ServerRequestView[];
      readonly notices: readonly RequestNoticeView[];
    }
  /** The models the editor offers, asked for when a sampling request is shown. */
  | { readonly type: 'models'; readonly models: readonly ModelChoiceView[]; readonly problem?: string }
  /** A model's draft of a sampling reply (the page asked for it), or why there is none. */
  | {
      readonly type: 'samplingDraft';
      readonly requestId: string;
      readonly draft?: SamplingReplyView;
      readonly problem?: string;
    }
  /** A tool call of this page waits on a request of its server (`waitingOn`), or no longer does. */
  | { readonly type: 'runWaits'; readonly runId: string; readonly waitingOn?: 'elicitation' | 'sampling' };

export type ServerRequestFromWebview =
  | {
      readonly type: 'answerElicitation';
      readonly requestId: string;
      readonly action: 'accept' | 'decline' | 'cancel';
      readonly content?: Record<string, unknown>;
    }
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

// ---- the checks of the page's messages ----

const appTheme = object({ theme: oneOf('light', 'dark'), variables: recordOf(string) });

const SERVER_REQUEST_CHECKS: MessageChecks<ServerRequestFromWebview> = {
  answerElicitation: object({
    requestId: string,
    action: oneOf('accept', 'decline', 'cancel'),
    content: optional(record),
  }),
  openElicitationUrl: object({ requestId: string }),
  listModels: object({}),
  draftSampling: object({ requestId: string, modelId: string }),
  replySampling: object(
    {
      requestId: string,
      model: string,
      text: optional(string),
      toolUse: optional(object({ name: string, input: record })),
      modelId: optional(string),
      allowForSession: optional(boolean),
    },
    // a reply is text or a tool use, never both
    (m) => (m.text !== undefined) !== (m.toolUse !== undefined),
  ),
  refuseSampling: object({ requestId: string, refuse: oneOf('decline', 'cancel') }),
  dismissNotice: object({ noticeId: string }),
  revokeSampling: object({ serverId: string }),
};

/** Checks a server-request message from the runner's page (isRunnerFromWebview checks these too). */
export const isServerRequestFromWebview = messages<ServerRequestFromWebview>(SERVER_REQUEST_CHECKS);

/** Checks a message from the runner's page before the extension acts on it. */
export const isRunnerFromWebview = messages<RunnerFromWebview>({
  ready: object({ serverId: optional(string) }),
  selectServer: object({ serverId: string }),
  startServer: object({ serverId: string }),
  refreshCatalog: object({ serverId: string }),
  describe: object({ serverId: string, kind: oneOf(...RUNNER_KINDS), key: string }),
  runTool: object({ runId: string, serverId: string, name: string, arguments: record, asTask: optional(boolean) }),
  rerun: object({ runId: string, resultId: string }),
  cancel: object({ runId: string }),
  readResource: object({ runId: string, serverId: string, uri: string }),
  expand: object({ requestId: string, template: string, values: record }),
  subscribe: object({ runId: string, serverId: string, uri: string }),
  unsubscribe: object({ serverId: string, uri: string }),
  getPrompt: object({ runId: string, serverId: string, name: string, arguments: record }),
  showResult: object({ resultId: string }),
  editResult: object({ resultId: string }),
  openBlock: object({ resultId: string, block: nonNegativeInteger }),
  saveBlock: object({ resultId: string, block: nonNegativeInteger }),
  openJson: object({ resultId: string, part: oneOf(...RESULT_PARTS) }),
  copy: object({ resultId: string, part: oneOf(...RESULT_PARTS) }),
  clearHistory: object({ serverId: string }),
  saveAsTest: object({ resultId: string }),
  loadMarkdownPreview: object({}),
  error: object({ message: string }),
  complete: object({
    requestId: string,
    serverId: string,
    kind: oneOf(...COMPLETION_KINDS),
    key: string,
    argument: string,
    value: string,
    context: recordOf(string),
  }),
  setLogLevel: object({ serverId: string, level: isLogLevel }),
  appFrame: object({ appId: string, theme: appTheme, width: nonNegativeInteger }),
  appMessage: object({ appId: string, message: anything }),
  appTheme: object({ theme: appTheme }),
  appWidth: object({ appId: string, width: nonNegativeInteger }),
  appClose: object({ appId: string, reason: optional(string) }),
  ...SERVER_REQUEST_CHECKS,
});
