/**
 * A saved-tests run as the agent server answers it: what went wrong as one flat list (files not run, failing steps,
 * breaking changes by tool, changes to review), values cut to a size a model takes in, one page at a time.
 */
import { changeJson, failureJson } from '../savedTests/jsonReporter';
import { shownValue, type FileOutcome, type TestRunReport } from '../savedTests/testReport';
import { clip, DEFAULT_LIMIT, MAX_LIMIT } from './answerSize';

/** An expected or actual value longer than this (a whole snapshot) is cut, saying how much was left out. */
const MAX_VALUE = 1000;
/** An error or a message longer than this is cut, with "…". */
const MAX_MESSAGE = 1000;

export type TestProblemKind = 'not-run' | 'step' | 'breaking' | 'change-to-review';
/** Most important first: what could not be tested, then what failed, then what to review. */
const KIND_ORDER: readonly TestProblemKind[] = ['not-run', 'step', 'breaking', 'change-to-review'];

export interface TestProblem {
  readonly kind: TestProblemKind;
  readonly file: string;
  readonly line: number | null;
  /** The step's name for a step; the tool's (prompt's, resource's) name for a catalog change; the server otherwise. */
  readonly name: string | null;
  /** The expectation for a step (`text.equals`), the change's code (`tool-removed`); null for a file not run. */
  readonly code: string | null;
  readonly message: string;
  /** What the file expects (the snapshot's value for a catalog change), cut; null when there is none. */
  readonly expected: string | null;
  /** What the server answered (lists now), cut; null when there is none. */
  readonly actual: string | null;
  /** Only changes to review fail nothing unless the file is strict. */
  readonly failed: boolean;
}

export interface TestProblemsPage {
  readonly problems: readonly TestProblem[];
  readonly offset: number;
  readonly total: number;
  readonly nextOffset: number | null;
}

/** Everything that did not pass in the run, most important first; within a kind, by file then by name. */
export function testProblemsOf(report: TestRunReport): TestProblem[] {
  const all = report.files.flatMap(fileProblems);
  return all
    .map((p, i) => ({ p, i }))
    .sort((a, b) => KIND_ORDER.indexOf(a.p.kind) - KIND_ORDER.indexOf(b.p.kind) || a.i - b.i)
    .map(({ p }) => p);
}

function fileProblems(file: FileOutcome): TestProblem[] {
  const at = { file: file.path };
  if (file.outcome === 'error') {
    const message = clip(file.error ?? 'the file could not be run.', MAX_MESSAGE);
    return [{ kind: 'not-run', ...at, line: null, name: file.server ?? null, code: null, message, ...none }];
  }
  const steps = file.steps.flatMap((s) =>
    s.failures.map((f): TestProblem => {
      const json = failureJson(f);
      const code = json.detail ?? json.expectation;
      const values = { expected: valueText(json.expected), actual: valueText(json.actual) };
      const line = s.line ?? null;
      return { kind: 'step', ...at, line, name: s.label, code, message: json.message, ...values, failed: true };
    }),
  );
  const catalog = file.catalog;
  const line = catalog?.line ?? null;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const catalogProblems = (kind: 'breaking' | 'change-to-review', failed: boolean) =>
    [...((kind === 'breaking' ? catalog?.breaking : catalog?.changes) ?? [])].sort(byName).map((c): TestProblem => {
      const json = changeJson(c);
      const values = { expected: valueText(json.before), actual: valueText(json.after) };
      return { kind, ...at, line, name: json.name, code: json.code, message: json.message, failed, ...values };
    });
  return [
    ...steps,
    ...catalogProblems('breaking', true),
    ...catalogProblems('change-to-review', catalog?.failed === true && catalog.strict),
  ];
}

const none = { expected: null, actual: null, failed: true } as const;

function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = shownValue(value);
  return text.length <= MAX_VALUE ? text : `${text.slice(0, MAX_VALUE)}… (${text.length - MAX_VALUE} more characters)`;
}

export function problemsPage(problems: readonly TestProblem[], paging: { offset?: number; limit?: number }) {
  const offset = Math.max(0, paging.offset ?? 0);
  const limit = Math.min(MAX_LIMIT, Math.max(1, paging.limit ?? DEFAULT_LIMIT));
  const shown = problems.slice(offset, offset + limit).map((p) => ({ ...p, message: clip(p.message, MAX_MESSAGE) }));
  const next = offset + shown.length;
  return { problems: shown, offset, total: problems.length, nextOffset: next < problems.length ? next : null };
}

/** The page as lines: each problem with where it is, then its expected and actual values. */
export function problemsText(page: TestProblemsPage, again: string): string {
  if (!page.total) return '';
  const last = page.offset + page.problems.length;
  const lines = [
    page.problems.length
      ? `Problems ${page.offset + 1}–${last} of ${page.total}, what could not run first, then failing steps, ` +
        'breaking changes by tool, changes to review:'
      : `No problems from ${page.offset + 1} on (there are ${page.total}).`,
  ];
  for (const p of page.problems) {
    const where = p.line === null ? p.file : `${p.file}:${p.line}`;
    const code = p.code ? ` [${p.code}]` : '';
    lines.push(`- ${heading(p)} ${where}${code}`, ...indented(p.message, '    '));
    const [before, after] = p.kind === 'step' ? ['expected', 'actual'] : ['snapshot', 'server'];
    if (p.expected !== null) lines.push(...indented(`${before}: ${p.expected}`, '    '));
    if (p.actual !== null) lines.push(...indented(`${after}: ${p.actual}`, '    '));
  }
  if (page.nextOffset !== null) {
    lines.push(`${page.total - last} more: ${again} (offset ${page.nextOffset}) for the next page.`);
  }
  return lines.join('\n');
}

function heading(p: TestProblem): string {
  switch (p.kind) {
    case 'not-run':
      return 'not run:';
    case 'step':
      return `failing step ${p.name ?? ''}:`;
    case 'breaking':
      return `breaking change to ${p.name ?? ''}:`;
    default:
      return `change to review${p.failed ? ' (fails: the file is strict)' : ''} to ${p.name ?? ''}:`;
  }
}

function indented(text: string, by: string): string[] {
  return text.split('\n').map((l) => `${by}${l}`);
}

const nullableString = { type: ['string', 'null'] } as const;

export const TEST_PROBLEM_SCHEMA = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: [...KIND_ORDER],
      description: 'not-run: the file could not be tested (not valid, the server did not start); step: a failing step.',
    },
    file: { type: 'string', description: 'The test file, relative to the working folder when inside it.' },
    line: { type: ['integer', 'null'], minimum: 1, description: "The step's (or the catalog's) line in the file." },
    name: { ...nullableString, description: "The step's name, or the tool (prompt, resource) a change is about." },
    code: {
      ...nullableString,
      description: 'The expectation that failed (text.equals), or the change (tool-removed).',
    },
    message: { type: 'string' },
    expected: { ...nullableString, description: "What the file expects (a change: the snapshot's value), cut." },
    actual: { ...nullableString, description: 'What the server answered (a change: what it lists now), cut.' },
    failed: { type: 'boolean', description: 'False for a change to review in a file that is not strict.' },
  },
  required: ['kind', 'file', 'line', 'name', 'code', 'message', 'expected', 'actual', 'failed'],
  additionalProperties: false,
} as const;
