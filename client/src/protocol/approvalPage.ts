/**
 * The approval panel's messages (client/src/approval/ ↔ client/webview/approval.ts), and what it shows.
 * No `vscode` import here: the page bundles this file.
 */
import { boolean, messages, object, oneOf, string } from './check';
import type { Severity } from '../../../common/protocol/severity';
import type { TextSegment } from './pages';

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
  readonly severity: Severity;
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
  | {
      readonly type: 'decide';
      readonly approve: boolean;
      readonly source: 'button' | 'escape';
      readonly allowForSession: boolean;
      readonly trustServer: boolean;
    }
  | { readonly type: 'error'; readonly message: string };

/** Checks a message from the approval page before the extension acts on it. */
export const isApprovalFromWebview = messages<ApprovalFromWebview>({
  shown: object({}),
  decide: object({
    approve: boolean,
    source: oneOf('button', 'escape'),
    allowForSession: boolean,
    trustServer: boolean,
  }),
  error: object({ message: string }),
});
