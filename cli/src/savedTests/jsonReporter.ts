// `mcp-lens test --reporter json`: the stable shape docs/testing-servers.md documents (formatVersion 1). Absent
// values are null, never left out, so that a consumer can rely on every key.
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import type { StepFailure } from '../../../common/savedTests/runTestFile';
import { TOOL_NAME, TOOL_VERSION } from '../toolInfo';
import { testTotals, type FileOutcome, type TestRunReport } from './testReport';

export const TEST_JSON_FORMAT_VERSION = 1;

export function jsonReport(report: TestRunReport): string {
  const json = {
    formatVersion: TEST_JSON_FORMAT_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    error: report.error ?? null,
    files: report.files.map(fileJson),
    summary: summaryJson(report),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** The report's `summary`; the agent server's run_saved_tests answers with the same object. */
export function summaryJson(report: TestRunReport) {
  const t = testTotals(report);
  return {
    files: t.files,
    passed: t.passed,
    failed: t.failed,
    errors: t.errors,
    steps: t.steps,
    stepsPassed: t.stepsPassed,
    stepsFailed: t.stepsFailed,
    breakingChanges: t.breakingChanges,
    changesToReview: t.changesToReview,
    filesUpdated: t.filesUpdated,
    durationMs: report.durationMs,
  };
}

function fileJson(file: FileOutcome) {
  return {
    path: file.path,
    server: file.server ?? null,
    outcome: file.outcome,
    error: file.error ?? null,
    problems: file.problems.map((p) => ({ line: p.line, column: p.column, message: p.message })),
    catalog: file.catalog
      ? {
          failed: file.catalog.failed,
          updated: file.catalog.updated,
          line: file.catalog.line ?? null,
          breaking: file.catalog.breaking.map(changeJson),
          changes: file.catalog.changes.map(changeJson),
        }
      : null,
    steps: file.steps.map((s) => ({
      index: s.index,
      name: s.label,
      line: s.line ?? null,
      outcome: s.passed ? 'passed' : 'failed',
      updated: s.updated,
      durationMs: s.durationMs ?? null,
      failures: s.failures.map(failureJson),
    })),
    updated: file.updated,
    durationMs: file.durationMs,
  };
}

export function failureJson(f: StepFailure) {
  return {
    expectation: f.expectation,
    detail: f.detail ?? null,
    message: f.message,
    expected: f.expected ?? null,
    actual: f.actual ?? null,
  };
}

export function changeJson(c: CatalogChange) {
  return {
    code: c.code,
    severity: c.severity,
    kind: c.kind,
    name: c.name,
    path: c.path,
    message: c.message,
    before: c.before ?? null,
    after: c.after ?? null,
  };
}
