/**
 * Messages between the language server's main thread (server/src/host) and its language workers, declared once and
 * typed; docs/architecture.md says what each side does.
 */
import type { CodeActionParams, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import type {
  CodeAction,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  Hover,
  InlayHint,
  Location,
  Position,
  Range,
} from 'vscode-languageserver-types';
import type { DiskChange } from '../service/declarationIndex';
import type { LensSettings } from '../../../common/protocol/settings';
import type { SharedText } from './sharedText';

/** `check` publishes diagnostics and owns the declaration index; `features` answers completion, hover and the rest. */
export type WorkerRole = 'check' | 'features';

export interface WorkerInit {
  readonly role: WorkerRole;
  readonly hostReportsSyntaxErrors: boolean;
  /** The host reports what its own schema of .vscode/mcp.json finds: the same type errors are published as hints. */
  readonly hostValidatesVsCodeMcpJson: boolean;
  /** The client can open a declaration (`window/showDocument`): declaration code actions are offered. */
  readonly showsDocuments: boolean;
}

/** The feature requests and what each answers. */
export interface FeatureRequests {
  completion: { params: { uri: string; position: Position }; result: CompletionList };
  hover: { params: { uri: string; position: Position }; result: Hover | null };
  documentSymbol: { params: { uri: string }; result: DocumentSymbol[] };
  inlayHint: { params: { uri: string; range: Range }; result: InlayHint[] };
  quickFixes: { params: CodeActionParams; result: CodeAction[] };
  /** Answered by the check worker, which owns the declaration index of live catalogs. */
  definition: { params: { uri: string; position: Position }; result: Location | null };
  declarationActions: { params: CodeActionParams; result: CodeAction[] };
}
export type RequestMethod = keyof FeatureRequests;

export type ToWorker =
  | { readonly type: 'init'; readonly init: WorkerInit; readonly settings: LensSettings }
  | { readonly type: 'settings'; readonly settings: LensSettings }
  /**
   * `skip`: this version stopped a worker before, so it is not analysed again (a newer version is). A large text comes
   * in shared memory.
   */
  | {
      readonly type: 'open';
      readonly uri: string;
      readonly languageId: string;
      readonly version: number;
      readonly text: string | SharedText;
      readonly skip?: boolean;
    }
  | {
      readonly type: 'change';
      readonly uri: string;
      readonly version: number;
      readonly changes: readonly TextDocumentContentChangeEvent[];
    }
  | { readonly type: 'close'; readonly uri: string }
  | { readonly type: 'request'; readonly id: number; readonly method: RequestMethod; readonly params: unknown }
  /** Files created, changed or deleted on disk, while the check worker asked to hear of them. */
  | { readonly type: 'diskChanges'; readonly changes: readonly DiskChange[] }
  /** Something the checks depend on outside the documents changed (a grammar loaded): check every document again. */
  | { readonly type: 'revalidate' };

export type FromWorker =
  | { readonly type: 'ready' }
  /** Work on `uri` (at `version`) begins; the time limit runs until `rested`. */
  | { readonly type: 'busy'; readonly uri: string; readonly version: number }
  | { readonly type: 'rested' }
  | { readonly type: 'diagnostics'; readonly uri: string; readonly version: number; readonly diagnostics: Diagnostic[] }
  | { readonly type: 'response'; readonly id: number; readonly result: unknown }
  | { readonly type: 'log'; readonly message: string }
  /** The check worker wants (or no longer wants) changes of code files on disk (declaration index of live catalogs). */
  | { readonly type: 'watchCodeFiles'; readonly wanted: boolean }
  /** The check worker wants (or no longer wants) to hear of files created and deleted on disk (`dev.watch`, MCP719). */
  | { readonly type: 'watchFolders'; readonly wanted: boolean };
