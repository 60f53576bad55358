// What a test file's run means for each of its items in the Test Explorer: the catalog check and each step passed,
// failed (with messages giving expected and actual as text for a diff) or were skipped. No `vscode` import.
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import type { Span, TestFileLayout } from './testFileLayout';

/** One message: where it points, and the expected and actual values when there is something to compare. */
export interface OutcomeMessage {
  readonly text: string;
  readonly span: Span;
  readonly expected?: string;
  readonly actual?: string;
  /** The message is about a snapshot that "Update Snapshot" can rewrite. */
  readonly snapshot: boolean;
}

export interface ItemOutcome {
  readonly state: 'passed' | 'failed' | 'errored' | 'skipped';
  readonly messages: readonly OutcomeMessage[];
  readonly durationMs?: number;
}

export interface FileOutcomes {
  /** The file as a whole: errored when nothing could be run. */
  readonly file: ItemOutcome;
  /** Absent when the file keeps no catalog snapshot. */
  readonly catalog?: ItemOutcome;
  readonly steps: readonly ItemOutcome[];
}

/** The outcome of each item of a file, from its run's result and where its parts are in the text. */
export function outcomesOf(result: TestFileResult, layout: TestFileLayout): FileOutcomes {
  const whole: Span = { offset: 0, length: 0 };
  if (result.outcome === 'error') {
    const message = { text: result.error ?? 'The test file could not be run.', span: whole, snapshot: false };
    const skipped: ItemOutcome = { state: 'skipped', messages: [] };
    return {
      file: { state: 'errored', messages: [message] },
      ...(layout.catalog ? { catalog: skipped } : {}),
      steps: layout.steps.map(() => skipped),
    };
  }
  const steps = layout.steps.map((step): ItemOutcome => {
    const run = result.steps[step.index];
    if (!run) return { state: 'skipped', messages: [] };
    const messages = run.failures.map((f): OutcomeMessage => {
      const snapshot = f.expectation === 'snapshot';
      return {
        text: f.message,
        span: snapshot && step.snapshot ? step.snapshot : step.span,
        expected: textOf(f.expected),
        actual: textOf(f.actual),
        snapshot,
      };
    });
    return { state: run.passed ? 'passed' : 'failed', messages, durationMs: run.durationMs };
  });
  const file: ItemOutcome = { state: result.outcome === 'passed' ? 'passed' : 'failed', messages: [] };
  if (!result.catalog || !layout.catalog) return { file, steps };
  const span = layout.catalog;
  const report = result.catalog;
  // changes to review fail only a strict file; beside a breaking change in another file they are no failure
  const failing = report.failed ? [...report.breaking, ...(layout.file?.strict ? report.changes : [])] : [];
  const catalog: ItemOutcome = {
    state: report.failed ? 'failed' : 'passed',
    messages: failing.map((c) => changeMessage(c, span)),
  };
  return { file, catalog, steps };
}

function changeMessage(change: CatalogChange, span: Span): OutcomeMessage {
  const label = change.severity === 'breaking' ? 'Breaking' : 'Changed';
  return {
    text: `${label}: ${change.message}`,
    span,
    expected: textOf(change.before),
    actual: textOf(change.after),
    snapshot: true,
  };
}

/** A value as the diff shows it: a string as it is, anything else as indented JSON; undefined as "(absent)". */
export function textOf(value: unknown): string {
  if (value === undefined) return '(absent)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}
