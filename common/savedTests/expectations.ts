import { canonical } from '../catalog/catalogDiff';
import type { Expectations } from './format';

export type ExpectationKind =
  | 'answered'
  | 'approval'
  | 'error'
  | 'text'
  | 'structuredContent'
  | 'conformsToOutputSchema'
  | 'maxMs'
  | 'snapshot'
  | 'answers';

/** One expectation that did not hold: what the file expected and what the server answered. */
export interface ExpectationFailure {
  readonly expectation: ExpectationKind;
  /** `text.contains`, `structuredContent.pointer /a/0`…: which part of the expectation. */
  readonly detail?: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /** What did not hold, without the step's name (the runner adds it). */
  readonly reason: string;
}

/** The answer to one step, as the expectations read it. */
export interface ObservedAnswer {
  readonly isError: boolean;
  /** The answer as a whole (a thrown error's message when the request failed). */
  readonly result: unknown;
  /** The text blocks joined with new lines (a failed request's error message). */
  readonly text: string;
  readonly structured: unknown;
  readonly durationMs: number;
}

/** One problem of an outputSchema check as a failure names it: the path in the value (or "(root)"), then what. */
export function schemaProblemText(problem: { readonly path: readonly string[]; readonly message: string }): string {
  return `${problem.path.length ? problem.path.join('/') : '(root)'}: ${problem.message}`;
}

/** A verdict of an outputSchema check: true, the problems found, or why it could not be checked. */
export type OutputSchemaVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly problems: readonly string[] }
  | { readonly ok: 'unchecked'; readonly reason: string };

export interface ExpectationContext {
  /** The outputSchema the server lists for the step's tool (undefined: none, or not a tool step). */
  readonly outputSchema: unknown;
  readonly checkOutputSchema: (schema: unknown, value: unknown) => OutputSchemaVerdict | Promise<OutputSchemaVerdict>;
}

/** Every expectation of `expect` that the answer does not meet; `error` defaults to false. */
export async function unmetExpectations(
  expect: Expectations | undefined,
  answer: ObservedAnswer,
  context: ExpectationContext,
): Promise<ExpectationFailure[]> {
  const failures: ExpectationFailure[] = [];
  const wantError = expect?.error ?? false;
  if (wantError !== answer.isError) {
    failures.push({
      expectation: 'error',
      expected: wantError,
      actual: answer.isError,
      reason: answer.isError ? `failed where it should not: ${answer.text}` : 'succeeded where it should have failed',
    });
  }
  if (!expect) return failures;
  failures.push(...textFailures(expect, answer.text), ...structuredFailures(expect, answer.structured));
  if (expect.conformsToOutputSchema) {
    const failure = await outputSchemaFailure(answer.structured, context);
    if (failure) failures.push(failure);
  }
  if (expect.maxMs !== undefined && answer.durationMs > expect.maxMs) {
    failures.push({
      expectation: 'maxMs',
      expected: expect.maxMs,
      actual: answer.durationMs,
      reason: `took ${answer.durationMs} ms, more than the ${expect.maxMs} ms allowed`,
    });
  }
  if (expect.snapshot !== undefined) {
    const ignore = expect.ignore ?? [];
    const [was, now] = [withoutPointers(expect.snapshot, ignore), withoutPointers(answer.result, ignore)];
    if (canonical(was) !== canonical(now)) {
      failures.push({ expectation: 'snapshot', expected: was, actual: now, reason: 'answered other than last time' });
    }
  }
  return failures;
}

function textFailures(expect: Expectations, text: string): ExpectationFailure[] {
  const t = expect.text;
  if (!t) return [];
  const failures: ExpectationFailure[] = [];
  const fail = (detail: string, expected: string, reason: string) =>
    failures.push({ expectation: 'text', detail, expected, actual: text, reason });
  if (t.equals !== undefined && text !== t.equals) fail('text.equals', t.equals, 'answered another text');
  if (t.contains !== undefined && !text.includes(t.contains)) {
    fail('text.contains', t.contains, `answered a text without "${t.contains}"`);
  }
  if (t.matches !== undefined) {
    const pattern = regExpOf(t.matches);
    if (typeof pattern === 'string') fail('text.matches', t.matches, `could not be checked: ${pattern}`);
    else if (!pattern.test(text)) fail('text.matches', t.matches, `answered a text that does not match /${t.matches}/`);
  }
  return failures;
}

function structuredFailures(expect: Expectations, actual: unknown): ExpectationFailure[] {
  const s = expect.structuredContent;
  if (!s) return [];
  const failures: ExpectationFailure[] = [];
  const fail = (detail: string, expected: unknown, found: unknown, reason: string) =>
    failures.push({ expectation: 'structuredContent', detail, expected, actual: found, reason });
  if (s.equals !== undefined && canonical(s.equals) !== canonical(actual)) {
    fail('structuredContent.equals', s.equals, actual, 'answered other structuredContent');
  }
  if (s.contains !== undefined && !containsSubset(actual, s.contains)) {
    fail('structuredContent.contains', s.contains, actual, 'answered structuredContent without the expected subset');
  }
  for (const [pointer, expected] of Object.entries(s.pointer ?? {})) {
    const found = valueAt(actual, pointer);
    if (!found.found) fail(`structuredContent.pointer ${pointer}`, expected, undefined, `has nothing at ${pointer}`);
    else if (canonical(found.value) !== canonical(expected)) {
      fail(`structuredContent.pointer ${pointer}`, expected, found.value, `answered another value at ${pointer}`);
    }
  }
  return failures;
}

async function outputSchemaFailure(
  structured: unknown,
  context: ExpectationContext,
): Promise<ExpectationFailure | undefined> {
  const fail = (actual: unknown, reason: string): ExpectationFailure => ({
    expectation: 'conformsToOutputSchema',
    expected: context.outputSchema,
    actual,
    reason,
  });
  if (context.outputSchema === undefined) return fail(structured, 'was to conform to an outputSchema the tool lacks');
  if (structured === undefined) return fail(undefined, 'answered no structuredContent to check the outputSchema with');
  const verdict = await context.checkOutputSchema(context.outputSchema, structured);
  if (verdict.ok === true) return undefined;
  if (verdict.ok === false) {
    return fail(structured, `answered structuredContent that breaks the outputSchema: ${verdict.problems.join('; ')}`);
  }
  return fail(structured, `could not be checked against the outputSchema: ${verdict.reason}`);
}

/** The regular expression, or why the file's text is not one. */
export function regExpOf(source: string): RegExp | string {
  try {
    return new RegExp(source);
  } catch (e) {
    return `/${source}/ is not a valid regular expression (${e instanceof Error ? e.message : String(e)})`;
  }
}

/** Every key of `subset` is in `value` with an equal value (objects recursively); arrays item by item. */
export function containsSubset(value: unknown, subset: unknown): boolean {
  if (Array.isArray(subset)) {
    return Array.isArray(value) && value.length >= subset.length && subset.every((s, i) => containsSubset(value[i], s));
  }
  if (subset !== null && typeof subset === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const object = value as Record<string, unknown>;
    return Object.entries(subset).every(([k, s]) => Object.hasOwn(object, k) && containsSubset(object[k], s));
  }
  return canonical(value) === canonical(subset);
}

/** The keys of an RFC 6901 JSON Pointer ("" is the whole value). */
export function pointerKeys(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function valueAt(value: unknown, pointer: string): { found: boolean; value?: unknown } {
  let at: unknown = value;
  for (const key of pointerKeys(pointer)) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return { found: false };
    at = (at as Record<string, unknown>)[key];
  }
  return { found: true, value: at };
}

/** A copy of `value` without what the pointers name (a pointer that names nothing is skipped). */
export function withoutPointers(value: unknown, pointers: readonly string[]): unknown {
  if (!pointers.length || value === undefined) return value;
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  for (const pointer of pointers) {
    const keys = pointerKeys(pointer);
    const last = keys.pop();
    if (last === undefined) return undefined;
    const parent = valueAt(copy, keys.length ? `/${keys.map(escapeKey).join('/')}` : '');
    if (!parent.found || parent.value === null || typeof parent.value !== 'object') continue;
    if (!Object.hasOwn(parent.value, last)) continue;
    if (Array.isArray(parent.value)) parent.value.splice(Number(last), 1, null);
    else delete (parent.value as Record<string, unknown>)[last];
  }
  return copy;
}

function escapeKey(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
