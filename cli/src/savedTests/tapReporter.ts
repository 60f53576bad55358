// `mcp-lens test --reporter tap`: TAP version 13, one test point per catalog and per step (one for a file that could
// not be run), with a YAML diagnostic block under each failure. YAML values are written as JSON, which YAML reads.
import { testTotals, type FileOutcome, type TestRunReport } from './testReport';

interface TestPoint {
  readonly ok: boolean;
  readonly description: string;
  /** The YAML block's lines (without the indentation and the --- / ... markers). */
  readonly diagnostics?: readonly string[];
}

export function tapReport(report: TestRunReport): string {
  const points: TestPoint[] = [];
  if (report.error !== undefined) {
    points.push({
      ok: false,
      description: 'mcp-lens test',
      diagnostics: [`message: ${y(report.error)}`, 'severity: error'],
    });
  }
  for (const file of report.files) points.push(...filePoints(file));
  const lines = ['TAP version 13', `1..${points.length}`];
  for (const [i, point] of points.entries()) {
    lines.push(`${point.ok ? 'ok' : 'not ok'} ${i + 1} - ${description(point.description)}`);
    if (point.diagnostics) lines.push('  ---', ...point.diagnostics.map((l) => `  ${l}`), '  ...');
  }
  const t = testTotals(report);
  lines.push(
    `# test files ${t.files}: ${t.passed} passed, ${t.failed} failed, ${t.errors} not run`,
    `# tests ${points.length}`,
    `# pass ${points.filter((p) => p.ok).length}`,
    `# fail ${points.filter((p) => !p.ok).length}`,
  );
  return `${lines.join('\n')}\n`;
}

function filePoints(file: FileOutcome): TestPoint[] {
  if (file.outcome === 'error') {
    const problems = file.problems.map((p) => `  - { line: ${p.line}, column: ${p.column}, message: ${y(p.message)} }`);
    return [
      {
        ok: false,
        description: file.path,
        diagnostics: [
          `message: ${y(file.error ?? '')}`,
          'severity: error',
          ...(problems.length ? ['problems:', ...problems] : []),
        ],
      },
    ];
  }
  const points: TestPoint[] = [];
  const catalog = file.catalog;
  if (catalog) {
    const listed = catalog.failed ? [...catalog.breaking, ...catalog.changes] : [];
    points.push({
      ok: !catalog.failed,
      description: `${file.path} › catalog`,
      diagnostics: catalog.failed
        ? [
            `message: ${y(`${catalog.breaking.length} breaking change(s), ${catalog.changes.length} change(s) to review`)}`,
            'severity: fail',
            ...(catalog.line !== undefined ? [`at: ${y(`${file.path}:${catalog.line}`)}`] : []),
            'changes:',
            ...listed.flatMap((c) => [
              `  - code: ${y(c.code)}`,
              `    severity: ${y(c.severity)}`,
              `    name: ${y(c.name)}`,
              `    message: ${y(c.message)}`,
              `    snapshot: ${y(c.before)}`,
              `    server: ${y(c.after)}`,
            ]),
          ]
        : undefined,
    });
  }
  for (const step of file.steps) {
    const at = step.line !== undefined ? [`at: ${y(`${file.path}:${step.line}`)}`] : [];
    points.push({
      ok: step.passed,
      description: `${file.path} › Step ${step.index + 1}: ${step.label}`,
      diagnostics: step.passed
        ? undefined
        : [
            `message: ${y(step.failures[0]!.message)}`,
            'severity: fail',
            ...at,
            'failures:',
            ...step.failures.flatMap((f) => [
              `  - expectation: ${y(f.expectation)}`,
              `    message: ${y(f.message)}`,
              `    expected: ${y(f.expected)}`,
              `    actual: ${y(f.actual)}`,
            ]),
          ],
    });
  }
  return points;
}

/** A YAML value: JSON (a flow scalar, sequence or mapping YAML 1.2 reads as the same value); absent is null. */
function y(value: unknown): string {
  return value === undefined ? 'null' : (JSON.stringify(value) ?? 'null');
}

/** A test point's description on one line, without a `#` that would start a directive. */
function description(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/#/g, '\\#');
}
