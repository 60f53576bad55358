// `mcp-lens test --reporter junit`: JUnit XML as CI test-report tools read it (dorny/test-reporter,
// mikepenz/action-junit-report, GitLab, Jenkins): one testsuite per file, one testcase for its catalog and one per step.
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import { shownValue, testTotals, type FileOutcome, type StepOutcome, type TestRunReport } from './testReport';

export function junitReport(report: TestRunReport): string {
  const t = testTotals(report);
  const suites = report.files.map(suiteXml);
  const cases = report.files.reduce((n, f) => n + casesOf(f), 0);
  const failures = report.files.reduce((n, f) => n + failuresOf(f), 0);
  const errors = t.errors + (report.error !== undefined ? 1 : 0);
  const head =
    `<testsuites name="mcp-lens test" tests="${cases + (report.error !== undefined ? 1 : 0)}" ` +
    `failures="${failures}" errors="${errors}" time="${seconds(report.durationMs)}">`;
  const runError =
    report.error !== undefined
      ? [
          '  <testsuite name="mcp-lens test" tests="1" failures="0" errors="1" skipped="0" time="0">',
          `    <testcase name="run" classname="mcp-lens test" time="0">`,
          `      <error message="${attr(report.error)}" type="run"/>`,
          '    </testcase>',
          '  </testsuite>',
        ]
      : [];
  return ['<?xml version="1.0" encoding="UTF-8"?>', head, ...runError, ...suites, '</testsuites>', ''].join('\n');
}

function casesOf(file: FileOutcome): number {
  return file.outcome === 'error' ? 1 : file.steps.length + (file.catalog ? 1 : 0);
}

function failuresOf(file: FileOutcome): number {
  if (file.outcome === 'error') return 0;
  return file.steps.filter((s) => !s.passed).length + (file.catalog?.failed ? 1 : 0);
}

function suiteXml(file: FileOutcome): string {
  const errors = file.outcome === 'error' ? 1 : 0;
  const open =
    `  <testsuite name="${attr(file.path)}" tests="${casesOf(file)}" failures="${failuresOf(file)}" ` +
    `errors="${errors}" skipped="0" time="${seconds(file.durationMs)}" file="${attr(file.path)}">`;
  const properties = file.server
    ? [`    <properties>`, `      <property name="server" value="${attr(file.server)}"/>`, `    </properties>`]
    : [];
  const cases =
    file.outcome === 'error'
      ? [errorCase(file)]
      : [...(file.catalog ? [catalogCase(file)] : []), ...file.steps.map((s) => stepCase(file, s))];
  return [open, ...properties, ...cases, '  </testsuite>'].join('\n');
}

function caseOpen(file: FileOutcome, name: string, line: number | undefined, ms: number | undefined): string {
  const at = line !== undefined ? ` line="${line}"` : '';
  return (
    `    <testcase name="${attr(name)}" classname="${attr(file.path)}" file="${attr(file.path)}"${at} ` +
    `time="${seconds(ms ?? 0)}">`
  );
}

function errorCase(file: FileOutcome): string {
  const first = file.problems[0];
  const name = file.problems.length ? 'file' : 'server';
  const message = (file.error ?? '').replace(/\s*\n\s*/g, ' ');
  return [
    caseOpen(file, name, first?.line, file.durationMs),
    `      <error message="${attr(message)}" type="${file.problems.length ? 'invalid-file' : 'infrastructure'}">` +
      `${text(file.error ?? '')}</error>`,
    '    </testcase>',
  ].join('\n');
}

function catalogCase(file: FileOutcome): string {
  const catalog = file.catalog!;
  const lines = [caseOpen(file, 'catalog', catalog.line, 0)];
  const describe = (c: CatalogChange) =>
    `${c.message} [${c.code}]\nsnapshot: ${shownValue(c.before)}\nserver: ${shownValue(c.after)}`;
  // changes to review fail only a strict file; otherwise they are notes, beside a breaking change too
  const reviewFails = catalog.strict;
  if (catalog.failed) {
    const failing = [...catalog.breaking, ...(reviewFails ? catalog.changes : [])];
    const message = [
      ...(catalog.breaking.length ? [`${catalog.breaking.length} breaking change(s): ${names(catalog.breaking)}`] : []),
      ...(reviewFails && catalog.changes.length
        ? [`${catalog.changes.length} change(s) to review, in strict mode: ${names(catalog.changes)}`]
        : []),
    ].join('; ');
    const type = catalog.breaking.length ? 'breaking-change' : 'change-in-strict-mode';
    lines.push(
      `      <failure message="${attr(message)}" type="${type}">${text(failing.map(describe).join('\n\n'))}</failure>`,
    );
  }
  const notes = [
    ...(catalog.updated ? ['The catalog snapshot was updated to what the server lists now.'] : []),
    ...(!catalog.failed ? catalog.breaking.map(describe) : []),
    ...(!catalog.failed || !reviewFails ? catalog.changes.map(describe) : []),
  ];
  if (notes.length) lines.push(`      <system-out>${text(notes.join('\n\n'))}</system-out>`);
  return closed(lines);
}

function stepCase(file: FileOutcome, step: StepOutcome): string {
  const lines = [caseOpen(file, `Step ${step.index + 1}: ${step.label}`, step.line, step.durationMs)];
  if (!step.passed) {
    const first = step.failures[0]!;
    const body = step.failures
      .map((f) => `${f.message}\nexpected: ${shownValue(f.expected)}\nactual: ${shownValue(f.actual)}`)
      .join('\n\n');
    lines.push(
      `      <failure message="${attr(first.message)}" type="${attr(first.expectation)}">${text(body)}</failure>`,
    );
  }
  if (step.updated) {
    lines.push('      <system-out>The snapshot was updated to what the server answers now.</system-out>');
  }
  return closed(lines);
}

/** The items a list of changes concerns, each once. */
function names(changes: readonly CatalogChange[]): string {
  return [...new Set(changes.map((c) => c.name))].join(', ');
}

/** A testcase with nothing inside is written as an empty element. */
function closed(lines: string[]): string {
  if (lines.length === 1) return lines[0]!.replace(/>$/, '/>');
  return [...lines, '    </testcase>'].join('\n');
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/** Characters XML 1.0 cannot hold at all (controls other than tab and new lines, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function text(value: string): string {
  return value.replace(NOT_XML, '\uFFFD').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value: also quotes, and new lines kept as character references (a parser would fold them). */
function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}
