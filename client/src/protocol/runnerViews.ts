/**
 * What the tool runner's page shows: servers, catalogs, forms, results, MCP Apps' frames and the servers' requests of
 * the user. Its messages are in runnerPage.ts; the page bundles this file, so it imports no `vscode`.
 */
import type { FormField } from '../runner/schemaForm';
import type { LogLevel } from '../../../common/mcp/logLevels';
import type { TaskStatus } from '../../../common/mcp/types';
import type { TextSegment } from './pages';

export type { FormField } from '../runner/schemaForm';
export type { FieldError, FormValue } from '../runner/coerce';

export const RUNNER_KINDS = ['tool', 'resource', 'template', 'prompt'] as const;
export type RunnerKind = (typeof RUNNER_KINDS)[number];

export interface RunnerServer {
  readonly id: string;
  readonly name: string;
  readonly status: 'stopped' | 'starting' | 'running' | 'error' | 'blocked' | 'invalid';
  /** The status in words ("running · 4 tools, 3 resources", "error: …"). */
  readonly detail: string;
  readonly trusted: boolean;
  /**
   * Running, and it declares `completions`: the page asks for suggestions as prompt arguments and template variables
   * are typed.
   */
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
  /** The lists that carried cache hints (2026-07-28): when each was listed, and until when it is reused. */
  readonly cache?: readonly ListCacheView[];
}

export interface ListCacheView {
  readonly method: string;
  readonly listedAt: number;
  /** "cached for 30 s (private)". */
  readonly hints: string;
  /** Until when an automatic re-listing takes the list as it is (epoch ms); absent: it never does. */
  readonly freshUntil?: number;
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
   * Only when the server declares tasks for tools/call. "server-decides": the user may ask for a task, and the server
   * decides whether to make one (the tasks extension of 2026-07-28 sessions).
   */
  readonly task?: 'required' | 'optional' | 'server-decides';
  /** Why the tool is set aside and cannot be called (invalid `x-mcp-header` declarations on 2026-07-28 HTTP). */
  readonly setAside?: string;
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

/**
 * Whether the server answered the call: a result (`isError` or not) or a JSON-RPC error. A denied, cancelled or failed
 * call has no answer, so Save as Test has nothing to keep of it.
 */
export function serverAnswered(status: ToolRunStatus): boolean {
  return status === 'ok' || status === 'isError' || status === 'protocolError';
}

/**
 * The verdict on a result's structuredContent against the tool's outputSchema: matches, does not, or not checked (why
 * in `errors`).
 */
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
  readonly status: TaskStatus;
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
  /** The result's cache hints (2026-07-28), "cached for 30 s (private)". */
  readonly cache?: string;
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

/** What a result action refers to: a whole result, its structured content, its messages, or one block. */
export const RESULT_PARTS = ['request', 'result', 'structured', 'messages'] as const;
export type ResultPart = (typeof RESULT_PARTS)[number];

// ---- the runner as an MCP client (issue 19): argument completions ----

export const COMPLETION_KINDS = ['prompt', 'template'] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];

// ---- MCP Apps (client/src/runner/apps/): a tool's UI rendered in a sandboxed frame beside its result ----

/**
 * The VS Code theme as an app gets it: light or dark (a high-contrast theme is the one it is closer to), and the spec's
 * CSS variables.
 */
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

// ---- requests of servers to the user (client/src/runner/serverRequests.ts): elicitation and sampling ----

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
  | {
      readonly type: 'tool_result';
      readonly toolUseId: string;
      readonly isError: boolean;
      readonly content: readonly ContentView[];
      readonly structuredJson?: string;
    };

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
  | (ServerRequestBase & {
      readonly kind: 'elicitation';
      readonly mode: 'form';
      readonly message: readonly TextSegment[];
      readonly form: FormField;
    })
  | (ServerRequestBase & {
      readonly kind: 'elicitation';
      readonly mode: 'url';
      readonly message: readonly TextSegment[];
      readonly url: ElicitationUrlView;
      readonly elicitationId: string;
    })
  | (ServerRequestBase & {
      readonly kind: 'sampling';
      readonly messages: readonly { readonly role: string; readonly content: readonly SamplingContentView[] }[];
      readonly systemPrompt?: readonly TextSegment[];
      readonly includeContext?: string;
      readonly temperature?: number;
      readonly maxTokens: number;
      readonly stopSequences?: readonly string[];
      readonly modelPreferences?: {
        readonly hints: readonly string[];
        readonly costPriority?: number;
        readonly speedPriority?: number;
        readonly intelligencePriority?: number;
      };
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
