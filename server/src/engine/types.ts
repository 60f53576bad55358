import type { Node } from 'jsonc-parser';
import type { Detection, DocumentKind } from '../../../common/formats/documentKind';
import type { HostId } from '../../../common/formats/hosts';
import type { ParsedDocument } from '../../../common/json/parsedDocument';
import type { Severity, SeveritySetting } from '../../../common/protocol/severity';
import type { SpecRevision } from './spec';

export type { Severity, SeveritySetting } from '../../../common/protocol/severity';

/** A text replacement in offsets of the document the finding was made on. */
export interface OffsetEdit {
  readonly offset: number;
  readonly length: number;
  readonly newText: string;
}

/** A change to a whole file that a fix makes besides its edits of the document (a fix that moves content elsewhere). */
export type FileOperation =
  | { readonly kind: 'create'; readonly uri: string; readonly text: string }
  | { readonly kind: 'replace'; readonly uri: string; readonly oldText: string; readonly text: string }
  | { readonly kind: 'delete'; readonly uri: string };

export interface Fix {
  readonly title: string;
  readonly edits: readonly OffsetEdit[];
  /** Files created, rewritten or deleted, in order, after `edits` (the editor applies them as one workspace edit). */
  readonly files?: readonly FileOperation[];
  /** The fix the editor offers first (and `mcp-lens check --fix` may apply when also `safe`). */
  readonly preferred?: boolean;
  /** Applying it cannot change meaning beyond what the message says; the CLI's --fix applies only these. */
  readonly safe?: boolean;
}

/** What a rule reports. Offsets into the document's text; converted to ranges by the caller. */
export interface Finding {
  readonly code: string;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  /** The severity after settings are applied. */
  readonly severity: Severity;
  readonly fixes?: readonly Fix[];
  /** Unnecessary (faded) or deprecated (struck through) code, as editors show them. */
  readonly tags?: readonly ('unnecessary' | 'deprecated')[];
}

/** Documentation and defaults of a rule; one table of these feeds the engine, settings, docs/rules.md and SARIF. */
export interface RuleMeta {
  /** Stable code, e.g. MCP101. Never reused for another meaning. */
  readonly code: string;
  /** kebab-case short name, e.g. `tool-name-invalid`. */
  readonly name: string;
  readonly severity: Severity;
  /** One line: what it catches. */
  readonly summary: string;
  /** Why it matters. */
  readonly why: string;
  /** How to fix it. */
  readonly fix: string;
  /** Example of a document that triggers the rule (a JSON snippet). */
  readonly example?: string;
  /** The file path the example is checked as (detection and dialect follow it); defaults per kind. */
  readonly examplePath?: string;
  /** The document kinds the rule looks at. */
  readonly kinds: readonly DocumentKind[];
  /**
   * The rule reads intent from words (names, descriptions) rather than checking a fact, so it can be wrong: its
   * precision is measured on the corpus of real live catalogs and published in docs/rules.md.
   */
  readonly heuristic?: boolean;
}

export interface ReportOptions {
  readonly fixes?: readonly Fix[];
  readonly tags?: readonly ('unnecessary' | 'deprecated')[];
  /** Overrides the rule's severity for this one report (e.g. a softer case of the same rule). */
  readonly severity?: Severity;
}

export interface RuleContext {
  readonly doc: ParsedDocument;
  readonly detection: Detection;
  readonly spec: SpecRevision;
  /** Whether the target revision was named by the document itself (e.g. protocolVersion). */
  readonly specFromDocument: boolean;
  readonly options: EngineOptions;
  /** Reports at a node (its whole span) or at an explicit [offset, length]. */
  report(code: string, at: Node | { offset: number; length: number }, message: string, options?: ReportOptions): void;
}

export interface Rule {
  readonly meta: RuleMeta | readonly RuleMeta[];
  check(ctx: RuleContext): void;
}

/** Everything the engine is configured with; the language server and CLI build it from settings. */
export interface EngineOptions {
  /** 'auto' takes the revision from the document, else the newest. */
  readonly specVersion?: SpecRevision | 'auto';
  readonly rules?: Readonly<Record<string, SeveritySetting>>;
  /** Looks a command up on PATH; injected so the engine stays pure. Undefined skips the check. */
  readonly commandExists?: (command: string) => boolean | undefined;
  /** "Now", injected for rules about time (lastModified in the future). */
  readonly now?: () => Date;
  /**
   * The editor validates .vscode/mcp.json against its own JSON schema (VS Code does): the type errors that schema
   * reports too come as hints, so that their quick fixes are offered without a duplicate problem.
   */
  readonly editorValidatesVsCodeMcpJson?: boolean;
  /**
   * Whether any file matches a server's `dev.watch`, looked up on disk before the check (the engine reads no file):
   * keyed by `watchedFilesKey(base, patterns)` (common/config/watchedFiles.ts). A question not in it is unknown.
   */
  readonly watchedFiles?: ReadonlyMap<string, boolean>;
  /** The hosts the author targets (MCP122–MCP124 report only for these); undefined: the default ones. */
  readonly targetHosts?: readonly HostId[];
  /**
   * Files beside the document that rules read (the package.json beside a server.json), looked up before the check:
   * keyed by path, null when there is none. A path not in it is unknown. A file asked about only for whether it exists
   * (an env file, MCP727: never read) is the empty string when it does.
   */
  readonly neighbourFiles?: ReadonlyMap<string, string | null>;
  /** Rules run after the built-in ones (the tests inject rules that misbehave through it). */
  readonly extraRules?: readonly Rule[];
}
