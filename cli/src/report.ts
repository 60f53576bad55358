import type { DocumentKind, McpServersDialect } from '../../common/formats/documentKind';
import type { SpecRevision } from '../../server/src/engine/spec';
import type { Severity } from '../../server/src/engine/types';
import type { LineIndex } from '../../server/src/pipeline';

/** 1-based line and column (UTF-16 code units, as editors and SARIF's utf16CodeUnits count). */
export interface LineColumn {
  readonly line: number;
  readonly column: number;
}

/** One finding, placed in its file. */
export interface Problem {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  readonly start: LineColumn;
  readonly end: LineColumn;
  /** A fix marked safe exists (`--fix` would apply it). */
  readonly fixable: boolean;
  /** What the fix the editor offers first does (its title), when the rule offers one; the agent server shows it. */
  readonly fix?: string;
}

/** An MCP document that was checked (or a live catalog, whose "path" names the server). */
export interface CheckedDocument {
  /** Absolute path of the file; undefined for a live catalog. */
  readonly file: string | undefined;
  /** A live catalog's document URI (as the extension names it), where there is no file. */
  readonly uri?: string;
  /** What the user sees: the path relative to the working folder with forward slashes, or the server's name. */
  readonly displayPath: string;
  readonly kind: DocumentKind;
  readonly dialect: McpServersDialect | undefined;
  readonly spec: SpecRevision;
  /** The settings file that applied, if any. */
  readonly settingsSource: string | undefined;
  readonly problems: readonly Problem[];
  /** Safe fixes applied by --fix. */
  readonly fixesApplied: number;
  /** The text the problems point into (after fixes), and its line index, for source excerpts. */
  readonly text: string;
  readonly lines: LineIndex;
}

export type SkipReason = 'not-mcp';

/** A file that is not an MCP document; reported only when the user named it. */
export interface SkippedFile {
  readonly file: string;
  readonly displayPath: string;
  readonly reason: SkipReason;
  readonly message: string;
}

export interface CheckReport {
  readonly cwd: string;
  readonly documents: readonly CheckedDocument[];
  readonly skipped: readonly SkippedFile[];
  /** Our own failures (a rule that threw, a file that could not be read or written): exit code 2. */
  readonly internalErrors: readonly string[];
}

export interface Totals {
  readonly errors: number;
  readonly warnings: number;
  readonly infos: number;
  readonly hints: number;
  readonly fixesApplied: number;
  readonly documentsWithProblems: number;
  /** Documents that were not checked (too large, too deep, code not parsed, analysis stopped): a notice says why. */
  readonly notChecked: number;
}

export function totals(report: CheckReport): Totals {
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let hints = 0;
  let fixesApplied = 0;
  let documentsWithProblems = 0;
  let notChecked = 0;
  for (const d of report.documents) {
    if (d.kind === 'unknown') notChecked++;
    fixesApplied += d.fixesApplied;
    if (d.problems.length) documentsWithProblems++;
    for (const p of d.problems) {
      if (p.severity === 'error') errors++;
      else if (p.severity === 'warning') warnings++;
      else if (p.severity === 'info') infos++;
      else hints++;
    }
  }
  return { errors, warnings, infos, hints, fixesApplied, documentsWithProblems, notChecked };
}

export const EXIT_CLEAN = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_FAILURE = 2;

/** 0 clean, 1 errors (or more warnings than allowed), 2 when we could not do our job. */
export function exitCodeOf(report: CheckReport, maxWarnings: number | undefined): number {
  if (report.internalErrors.length) return EXIT_FAILURE;
  const t = totals(report);
  if (t.errors > 0) return EXIT_PROBLEMS;
  if (maxWarnings !== undefined && t.warnings > maxWarnings) return EXIT_PROBLEMS;
  return EXIT_CLEAN;
}

/** `--quiet`: what is shown keeps only errors and no notices (the exit code is computed from everything). */
export function onlyErrors(report: CheckReport): CheckReport {
  return {
    ...report,
    documents: report.documents.map((d) => ({ ...d, problems: d.problems.filter((p) => p.severity === 'error') })),
    skipped: [],
  };
}
