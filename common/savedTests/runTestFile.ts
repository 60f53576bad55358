import { CATALOG_LISTS, type CatalogList, type JsonObject, type ToolCallRequest } from '../mcp/types';
import type { ServerConnection } from '../mcp/serverConnection';
import type { AnswerRouter } from './answerRouter';
import { classifyCatalogChanges, type CatalogChangeReport, type CatalogLists } from './catalogChanges';
import { unmetExpectations, type ExpectationFailure, type OutputSchemaVerdict } from './expectations';
import { actionOf, type CatalogSnapshot, type JsonValue, type TestFile, type TestStep } from './format';
import { stepAnswer, stepLabel, type StepAnswer } from './stepAnswers';

export type { ExpectationFailure, ExpectationKind, OutputSchemaVerdict } from './expectations';

export interface RunOptions {
  /** Asked before each tool call of a step (the connection's approval gate): nothing is sent unless it says yes. */
  readonly approve: (step: TestStep, request: ToolCallRequest) => Promise<boolean>;
  /** The router given as the connection's client features; the runner swaps its answers per step. */
  readonly answers: AnswerRouter;
  /** Checks a tool's structuredContent against its outputSchema (the project's ajv setup; see docs). */
  readonly checkOutputSchema: (schema: unknown, value: unknown) => OutputSchemaVerdict | Promise<OutputSchemaVerdict>;
  /** Epoch ms, for the duration of steps that are not tool calls. */
  readonly now?: () => number;
  /** Cancels the step running and starts no further one: the result is then an error (not run to its end). */
  readonly signal?: AbortSignal;
}

export interface StepFailure extends ExpectationFailure {
  /** One sentence naming the step and its tool (or resource, prompt) and what did not hold. */
  readonly message: string;
}

export interface StepResult {
  readonly index: number;
  /** The step's `name`, or its action and target ("callTool echo"). */
  readonly label: string;
  readonly passed: boolean;
  readonly failures: readonly StepFailure[];
  readonly durationMs?: number;
}

export interface TestFileResult {
  /** passed; failed (a step, or the catalog); error: nothing could be tested (see `error`). */
  readonly outcome: 'passed' | 'failed' | 'error';
  /** What kept the file from being run: the server is not running, a list of its catalog did not arrive. */
  readonly error?: string;
  /** The catalog compared with the file's snapshot; absent when the file has none. */
  readonly catalog?: CatalogChangeReport;
  readonly steps: readonly StepResult[];
  /** What `--update` would write: the live catalog, and each snapshot step's answer now (undefined: no snapshot). */
  readonly updated: { readonly catalog?: CatalogSnapshot; readonly snapshots: readonly (JsonValue | undefined)[] };
}

const LISTS: readonly CatalogList[] = CATALOG_LISTS;

/**
 * Runs one test file against a started connection whose client features are `options.answers`: the catalog compared
 * with the snapshot, then each step in order, every tool call through the approval gate.
 */
export async function runTestFile(
  file: TestFile,
  connection: ServerConnection,
  options: RunOptions,
): Promise<TestFileResult> {
  const state = connection.state;
  if (state.status !== 'running') {
    const why = state.status === 'error' ? state.message : `it is ${state.status}`;
    return infrastructureError(`${connection.name} is not running (${why}), so no step was run: start it and retry.`);
  }
  const live = liveCatalog(connection);
  if (typeof live === 'string') return infrastructureError(live);
  const catalog = file.catalog ? compareCatalog(file.catalog, live, file.strict) : undefined;
  const steps: StepResult[] = [];
  const snapshots: (JsonValue | undefined)[] = [];
  for (const [index, step] of file.steps.entries()) {
    if (options.signal?.aborted) return stopped(index, file.steps.length);
    options.answers.use(step.answers, file.answers);
    const { result, answer } = await runStep(step, index, connection, options);
    // the step was cut short: its answer is the cancellation, not the server's
    if (options.signal?.aborted) return stopped(index, file.steps.length);
    steps.push(result);
    snapshots.push(step.expect?.snapshot !== undefined ? (answer?.result as JsonValue | undefined) : undefined);
  }
  options.answers.use(undefined, file.answers);
  const failed = catalog?.failed === true || steps.some((s) => !s.passed);
  return { outcome: failed ? 'failed' : 'passed', catalog, steps, updated: { catalog: live, snapshots } };
}

/** The run was stopped (`options.signal`) before step `index` finished: the file counts as not run. */
function stopped(index: number, count: number): TestFileResult {
  return infrastructureError(
    `The run was stopped at step ${index + 1} of ${count}, so the file was not tested to its end.`,
  );
}

function infrastructureError(error: string): TestFileResult {
  return { outcome: 'error', error, steps: [], updated: { snapshots: [] } };
}

/** The live lists, or why they cannot be compared (a list the server declares that did not arrive). */
function liveCatalog(connection: ServerConnection): CatalogSnapshot | string {
  const catalog = connection.catalog;
  if (!catalog) return `${connection.name} runs but its catalog did not arrive, so nothing was compared: restart it.`;
  const failedList = LISTS.find((l) => catalog.errors[l] !== undefined);
  if (failedList) {
    const why = catalog.errors[failedList]!;
    return `${connection.name} did not deliver its ${failedList} list (${why}), so the test was not run: fix the server or retry.`;
  }
  const lists: Partial<Record<CatalogList, readonly JsonObject[]>> = {};
  for (const l of LISTS) if (catalog[l]) lists[l] = catalog[l];
  return lists as CatalogSnapshot;
}

/** Only the lists the snapshot keeps are compared; a list the server no longer offers counts as empty. */
function compareCatalog(snapshot: CatalogSnapshot, live: CatalogSnapshot, strict?: boolean): CatalogChangeReport {
  const kept = LISTS.filter((l) => snapshot[l] !== undefined);
  const pick = (c: CatalogSnapshot): CatalogLists => Object.fromEntries(kept.map((l) => [l, c[l] ?? []]));
  return classifyCatalogChanges(pick(snapshot), pick(live), { strict });
}

async function runStep(
  step: TestStep,
  index: number,
  connection: ServerConnection,
  options: RunOptions,
): Promise<{ result: StepResult; answer?: StepAnswer }> {
  const label = stepLabel(step);
  const named = (f: ExpectationFailure): StepFailure => ({
    ...f,
    message: `Step ${index + 1} (${label}) ${f.reason}.`,
  });
  const answer = await stepAnswer(step, connection, options);
  const unanswered = options.answers.takeUnanswered();
  if (answer === 'denied') {
    const failure = named({
      expectation: 'approval',
      expected: true,
      actual: false,
      reason: 'was not run: its call was denied',
    });
    return { result: { index, label, passed: false, failures: [failure] } };
  }
  const failures = await unmetExpectations(step.expect, answer, {
    outputSchema: actionOf(step) === 'callTool' ? answer.outputSchema : undefined,
    checkOutputSchema: options.checkOutputSchema,
  });
  for (const u of unanswered) {
    failures.push({
      expectation: 'answers',
      expected: 'a scripted answer',
      actual: u.message,
      reason: `was asked ${u.method} ("${u.message}"), which no scripted answer matches, so it was declined`,
    });
  }
  const result = {
    index,
    label,
    passed: !failures.length,
    failures: failures.map(named),
    durationMs: answer.durationMs,
  };
  return { result, answer };
}
