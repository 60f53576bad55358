// One test file on the command line: read, validated, run against its server (through the CLI's approval policy),
// its snapshots rewritten with --update, and its outcome in the shape the reporters read.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';
import { toolBehaviour } from '../../../common/formats/toolBehaviour';
import { maskSecrets, secretsInLaunch } from '../../../common/mcp/redact';
import type { JsonObject } from '../../../common/mcp/types';
import { AnswerRouter } from '../../../common/savedTests/answerRouter';
import { schemaProblemText } from '../../../common/savedTests/expectations';
import { parseTestFile, type TestFile, type TestStep } from '../../../common/savedTests/format';
import { positionOf } from '../../../common/savedTests/validate';
import type { OutputSchemaVerdict, TestFileResult } from '../../../common/savedTests/runTestFile';
import type { CliIo } from '../io';
import { LiveCheckError } from '../liveTarget';
import { displayPathOf } from '../relativePath';
import type { CatalogOutcome, FileOutcome, StepOutcome } from './testReport';
import { notRunningReason, startConnection, testServerLaunch, type ConfigCheck } from './testServer';
import { snapshotEdits, withSnapshots } from './updateSnapshots';

export interface FileRunOptions {
  readonly update: boolean;
  readonly allowDestructive: boolean;
  /** Refuse a file whose server is remote (the agent server fetches nothing from the network). */
  readonly localOnly?: boolean;
  /**
   * Called with the client configuration a server by name is read from (the file's `config`, or the one found above
   * the file), before it is read; throws LiveCheckError to refuse it.
   */
  readonly checkConfigPath?: ConfigCheck;
  /** Stops the file: the step running is cancelled, no further step starts, and the server is stopped. */
  readonly signal?: AbortSignal;
}

/** Runs one file; never throws: what kept it from running is its outcome's `error`. */
export async function runFile(path: string, io: CliIo, options: FileRunOptions): Promise<FileOutcome> {
  const started = Date.now();
  const shown = displayPathOf(path, io.cwd);
  const base = { path: shown, server: undefined, problems: [], catalog: undefined, steps: [], updated: false };
  const failed = (error: string, extra: Partial<FileOutcome> = {}): FileOutcome => ({
    ...base,
    outcome: 'error',
    error,
    durationMs: Date.now() - started,
    ...extra,
  });
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return failed(`${shown} cannot be read (${(error as Error).message}).`);
  }
  const parsed = parseTestFile(text);
  if (!parsed.file) {
    const problems = parsed.problems.map((p) => ({ line: p.line + 1, column: p.character + 1, message: p.message }));
    const listed = problems.map((p) => `${shown}:${p.line}:${p.column}: ${p.message}`).join('\n');
    return failed(`${shown} is not a valid test file:\n${listed}`, { problems });
  }
  const file = parsed.file;
  let ran: { result: TestFileResult; server: string; mask: (text: string) => string };
  try {
    ran = await runAgainstServer(file, dirname(path), io, options);
  } catch (error) {
    const why = error instanceof LiveCheckError ? error.message : `the server could not be started: ${String(error)}`;
    return failed(`${shown}: ${why}`);
  }
  const { result, server, mask } = ran;
  if (result.outcome === 'error') return failed(mask(result.error ?? 'the file could not be run.'), { server });
  const outcome = fileOutcome(text, result, options.update, file.strict === true);
  let updated = false;
  if (options.update) {
    const edits = snapshotEdits(file, result, outcome);
    if (edits.length) {
      try {
        writeFileSync(path, withSnapshots(text, edits));
        updated = true;
      } catch (error) {
        return failed(`${shown}: the snapshots could not be written (${(error as Error).message}).`, { server });
      }
    }
  }
  return { ...base, ...outcome, server, updated, error: undefined, durationMs: Date.now() - started };
}

async function runAgainstServer(
  file: TestFile,
  fileDir: string,
  io: CliIo,
  { allowDestructive, localOnly, checkConfigPath, signal }: FileRunOptions,
): Promise<{ result: TestFileResult; server: string; mask: (text: string) => string }> {
  const { launch, displayName, notices } = await testServerLaunch(file.server, fileDir, io, checkConfigPath);
  if (localOnly && launch.transport !== 'stdio') {
    throw new LiveCheckError(
      `${displayName} is a remote (HTTP) server: this run starts local servers only and fetches nothing from the ` +
        'network. Run `mcp-lens test` on the file in a terminal to test it.',
    );
  }
  for (const notice of notices) io.err(`mcp-lens: ${notice}\n`);
  const secrets = secretsInLaunch(launch);
  const mask = (text: string) => maskSecrets(text, secrets);
  const answers = new AnswerRouter(file.answers);
  const connection = await startConnection(displayName, launch, answers.features);
  const refusals = new Map<TestStep, string>();
  try {
    // this run started the server itself: one that did not start is not one to "start and retry"
    const why = notRunningReason(connection);
    if (why !== undefined) {
      const error = `${displayName} did not start (${why}), so no step was run.`;
      return { result: { outcome: 'error', error, steps: [], updated: { snapshots: [] } }, server: displayName, mask };
    }
    const { runTestFile } = await import('../../../common/savedTests/runTestFile');
    const result = await runTestFile(file, connection, {
      answers,
      checkOutputSchema,
      ...(signal ? { signal } : {}),
      approve: (step, request) => {
        const refusal = destructiveRefusal(request.tool, file, allowDestructive);
        if (refusal) refusals.set(step, refusal);
        return Promise.resolve(refusal === undefined);
      },
    });
    return { result: withRefusals(result, file, refusals), server: displayName, mask };
  } finally {
    await connection.dispose();
  }
}

/**
 * The CLI's approval policy (docs/testing-servers.md): a destructive tool, as its listed annotations say with the
 * spec's defaults, runs only when the file's `allow` lists it or the run has `--allow-destructive`.
 */
export function destructiveRefusal(tool: JsonObject, file: TestFile, allowDestructive: boolean): string | undefined {
  const name = typeof tool.name === 'string' ? tool.name : '';
  if (allowDestructive || file.allow?.includes(name)) return undefined;
  const behaviour = toolBehaviour(tool.annotations);
  if (!behaviour.destructive) return undefined;
  return (
    `${name} is destructive (${behaviour.destructiveBecause}), so it was not called: ` +
    `run with --allow-destructive, or add "${name}" to the file's "allow" list`
  );
}

/** The runner's "its call was denied" made to say why, and what would let the step run. */
function withRefusals(result: TestFileResult, file: TestFile, refusals: Map<TestStep, string>): TestFileResult {
  if (!refusals.size) return result;
  const steps = result.steps.map((s) => {
    const refusal = refusals.get(file.steps[s.index]!);
    if (!refusal) return s;
    const failures = s.failures.map((f) =>
      f.expectation === 'approval'
        ? {
            ...f,
            expected: 'the call allowed (--allow-destructive, or the tool in the file\'s "allow" list)',
            actual: 'not called: the tool is destructive',
            reason: refusal,
            message: `Step ${s.index + 1} (${s.label}) was not run: ${refusal}.`,
          }
        : f,
    );
    return { ...s, failures };
  });
  return { ...result, steps };
}

async function checkOutputSchema(schema: unknown, value: unknown): Promise<OutputSchemaVerdict> {
  // the extension's ajv setup (the engine's validators), loaded only when a step asks for it
  const { checkAgainstSchema } = await import('../../../server/src/schemaCheck');
  const verdict = checkAgainstSchema(schema, value);
  if (verdict.ok !== false) return verdict;
  return {
    ok: false,
    problems: verdict.errors.map(schemaProblemText),
  };
}

/** The runner's result as reported; with `update`, the catalog and snapshot failures are what gets rewritten. */
function fileOutcome(
  text: string,
  result: TestFileResult,
  update: boolean,
  strict: boolean,
): Pick<FileOutcome, 'outcome' | 'catalog' | 'steps'> {
  const root = parseTree(text, [], { allowTrailingComma: true });
  const lineOf = (path: JSONPath) => {
    const node = root ? findNodeAtLocation(root, path) : undefined;
    return node ? positionOf(text, node.offset).line + 1 : undefined;
  };
  let catalog: CatalogOutcome | undefined;
  if (result.catalog) {
    const { breaking, changes, failed } = result.catalog;
    const changed = breaking.length + changes.length > 0;
    catalog = {
      breaking,
      changes,
      failed: failed && !update,
      strict,
      updated: update && changed,
      line: lineOf(['catalog']),
    };
  }
  const steps = result.steps.map((s): StepOutcome => {
    const snapshotFailed = s.failures.some((f) => f.expectation === 'snapshot');
    const updatable = update && snapshotFailed && result.updated.snapshots[s.index] !== undefined;
    const failures = updatable ? s.failures.filter((f) => f.expectation !== 'snapshot') : s.failures;
    return {
      index: s.index,
      label: s.label,
      line: lineOf(['steps', s.index]),
      passed: !failures.length,
      failures,
      durationMs: s.durationMs === undefined ? undefined : Math.round(s.durationMs),
      updated: updatable,
    };
  });
  const failed = catalog?.failed === true || steps.some((s) => !s.passed);
  return { outcome: failed ? 'failed' : 'passed', catalog, steps };
}
