// `mcp-lens test --reporter text` (the default): each file's verdict, then each failing step and each catalog change
// by name, with the expected and actual values.
import type { CatalogChange } from '../../../common/savedTests/catalogChanges';
import type { StepFailure } from '../../../common/savedTests/runTestFile';
import { shownValue, testTotals, type FileOutcome, type StepOutcome, type TestRunReport } from './testReport';

/** Values longer than this are cut, saying how much was left out. */
const MAX_VALUE_CHARS = 4000;

interface Paint {
  readonly red: (s: string) => string;
  readonly green: (s: string) => string;
  readonly yellow: (s: string) => string;
  readonly dim: (s: string) => string;
}

function paint(color: boolean): Paint {
  const wrap = (code: number) => (s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  return { red: wrap(31), green: wrap(32), yellow: wrap(33), dim: wrap(2) };
}

export function textReport(report: TestRunReport, color: boolean): string {
  const p = paint(color);
  const out: string[] = [];
  if (report.error !== undefined) out.push(`${p.red('ERROR')} ${report.error}`);
  for (const file of report.files) out.push(...fileLines(file, p));
  out.push('', summaryLine(report, p));
  return `${out.join('\n')}\n`;
}

function fileLines(file: FileOutcome, p: Paint): string[] {
  const server = file.server ? ` (${file.server})` : '';
  const time = p.dim(`${file.durationMs} ms`);
  const updated = file.updated ? ` ${p.yellow('snapshots updated')}` : '';
  if (file.outcome === 'error') {
    return [`${p.red('ERROR')} ${file.path}${server}`, ...indent(file.error ?? '', '  ')];
  }
  const verdict = file.outcome === 'passed' ? p.green('PASS') : p.red('FAIL');
  const lines = [`${verdict} ${file.path}${server} ${plural(file.steps.length, 'step')}, ${time}${updated}`];
  if (file.catalog) lines.push(...catalogLines(file, p));
  for (const step of file.steps) lines.push(...stepLines(file, step, p));
  return lines;
}

function catalogLines(file: FileOutcome, p: Paint): string[] {
  const catalog = file.catalog!;
  const lines: string[] = [];
  if (catalog.updated) lines.push(`  ${p.yellow('↻')} catalog updated to what the server lists now`);
  // after --update nothing fails; a change to review fails only in a strict file, and then its mark says so
  const mark = catalog.failed ? p.red('✗') : p.yellow('~');
  const reviewMark = catalog.failed && catalog.strict ? p.red('✗') : p.yellow('~');
  for (const c of catalog.breaking) lines.push(...changeLines(`${mark} breaking`, c, p));
  for (const c of catalog.changes) lines.push(...changeLines(`${reviewMark} change to review`, c, p));
  return lines;
}

function changeLines(heading: string, change: CatalogChange, p: Paint): string[] {
  return [
    `  ${heading}: ${change.name} ${p.dim(`[${change.code}]`)}`,
    `      ${change.message}`,
    ...labelled('snapshot', change.before, p),
    ...labelled('server', change.after, p),
  ];
}

function stepLines(file: FileOutcome, step: StepOutcome, p: Paint): string[] {
  const where = step.line !== undefined ? p.dim(` ${file.path}:${step.line}`) : '';
  const lines: string[] = [];
  if (step.updated) lines.push(`  ${p.yellow('↻')} Step ${step.index + 1} (${step.label}): snapshot updated`);
  if (step.passed) return lines;
  lines.push(`  ${p.red('✗')} Step ${step.index + 1} (${step.label})${where}`);
  for (const f of step.failures) lines.push(...failureLines(f, p));
  return lines;
}

function failureLines(failure: StepFailure, p: Paint): string[] {
  const detail = failure.detail ? p.dim(` [${failure.detail}]`) : '';
  return [
    `      ${failure.message}${detail}`,
    ...labelled('expected', failure.expected, p),
    ...labelled('actual', failure.actual, p),
  ];
}

/** "expected: value", continuation lines indented under the value. */
function labelled(label: string, value: unknown, p: Paint): string[] {
  let text = shownValue(value);
  if (text.length > MAX_VALUE_CHARS) {
    text = `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length - MAX_VALUE_CHARS} more characters)`;
  }
  const head = `        ${p.dim(`${label}:`.padEnd(10))}`;
  const [first = '', ...rest] = text.split('\n');
  return [`${head}${first}`, ...rest.map((l) => `${' '.repeat(18)}${l}`)];
}

function indent(text: string, by: string): string[] {
  return text.split('\n').map((l) => `${by}${l}`);
}

/** The report's last line, without colour: "2 test files: 1 passed, 1 failed · 3 steps: … (120 ms)". */
export function summaryText(report: TestRunReport): string {
  return summaryLine(report, paint(false));
}

function summaryLine(report: TestRunReport, p: Paint): string {
  const t = testTotals(report);
  const files = [
    t.passed ? p.green(`${t.passed} passed`) : '',
    t.failed ? p.red(`${t.failed} failed`) : '',
    t.errors ? p.red(`${t.errors} not run`) : '',
  ].filter(Boolean);
  const parts = [
    `${plural(t.files, 'test file')}${files.length ? `: ${files.join(', ')}` : ''}`,
    `${plural(t.steps, 'step')}: ${t.stepsPassed} passed, ${t.stepsFailed} failed`,
  ];
  if (t.breakingChanges) parts.push(p.red(plural(t.breakingChanges, 'breaking change')));
  if (t.changesToReview) parts.push(p.yellow(plural(t.changesToReview, 'change to review', 'changes to review')));
  if (t.filesUpdated) parts.push(p.yellow(`${plural(t.filesUpdated, 'file')} updated`));
  return `${parts.join(' · ')} (${report.durationMs} ms)`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
