// What `mcp-lens test` found in each file, in the shape every reporter reads (text, JSON, JUnit, TAP).
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import type { StepFailure } from '../../../common/savedTests/runTestFile';
import { EXIT_CLEAN, EXIT_FAILURE, EXIT_PROBLEMS } from '../report';

/** A place in a file: 1-based line and column. */
export interface FilePosition {
  readonly line: number;
  readonly column: number;
}

export interface FileProblem extends FilePosition {
  readonly message: string;
}

export interface CatalogOutcome {
  readonly breaking: readonly CatalogChange[];
  /** Changes to review: failures only in the file's strict mode. */
  readonly changes: readonly CatalogChange[];
  /** A breaking change, or (`strict`) any change: the catalog fails the file. */
  readonly failed: boolean;
  /** The file is strict: its changes to review fail it too. */
  readonly strict: boolean;
  /** `--update` wrote the server's catalog into the file. */
  readonly updated: boolean;
  readonly line: number | undefined;
}

export interface StepOutcome {
  readonly index: number;
  readonly label: string;
  readonly line: number | undefined;
  readonly passed: boolean;
  /** What did not hold; a snapshot `--update` rewrote is not among them. */
  readonly failures: readonly StepFailure[];
  readonly durationMs: number | undefined;
  /** `--update` wrote the step's answer as its snapshot. */
  readonly updated: boolean;
}

export interface FileOutcome {
  /** Relative to the working folder, with forward slashes. */
  readonly path: string;
  /** The server as reports name it; absent when the file could not be read. */
  readonly server: string | undefined;
  /** error: nothing was tested (the file is not valid, the server did not start); see `error` and `problems`. */
  readonly outcome: 'passed' | 'failed' | 'error';
  readonly error: string | undefined;
  /** The file's validation problems, when it is not a valid test file. */
  readonly problems: readonly FileProblem[];
  readonly catalog: CatalogOutcome | undefined;
  readonly steps: readonly StepOutcome[];
  readonly durationMs: number;
  /** `--update` rewrote the file. */
  readonly updated: boolean;
}

export interface TestRunReport {
  readonly files: readonly FileOutcome[];
  readonly durationMs: number;
  /** Set when nothing could be run at all (no test file under the paths). */
  readonly error?: string;
}

export interface TestTotals {
  readonly files: number;
  readonly passed: number;
  readonly failed: number;
  readonly errors: number;
  readonly steps: number;
  readonly stepsPassed: number;
  readonly stepsFailed: number;
  readonly breakingChanges: number;
  readonly changesToReview: number;
  readonly filesUpdated: number;
}

export function testTotals(report: TestRunReport): TestTotals {
  const files = report.files;
  const count = (outcome: FileOutcome['outcome']) => files.filter((f) => f.outcome === outcome).length;
  const steps = files.flatMap((f) => f.steps);
  return {
    files: files.length,
    passed: count('passed'),
    failed: count('failed'),
    errors: count('error'),
    steps: steps.length,
    stepsPassed: steps.filter((s) => s.passed).length,
    stepsFailed: steps.filter((s) => !s.passed).length,
    breakingChanges: files.reduce((n, f) => n + (f.catalog?.breaking.length ?? 0), 0),
    changesToReview: files.reduce((n, f) => n + (f.catalog?.changes.length ?? 0), 0),
    filesUpdated: files.filter((f) => f.updated).length,
  };
}

/** 2 when something could not be run, else 1 when a step or a catalog failed, else 0. */
export function testExitCode(report: TestRunReport): number {
  if (report.error !== undefined || report.files.some((f) => f.outcome === 'error')) return EXIT_FAILURE;
  return report.files.some((f) => f.outcome === 'failed') ? EXIT_PROBLEMS : EXIT_CLEAN;
}

/** A value as reports show it: strings as they are, anything else as indented JSON; absent as "(nothing)". */
export function shownValue(value: unknown, indent = 2): string {
  if (value === undefined) return '(nothing)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, indent) ?? String(value);
}
