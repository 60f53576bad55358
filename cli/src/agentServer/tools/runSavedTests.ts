/**
 * `run_saved_tests`: `mcp-lens test` on files and folders inside the server's folders, without `--update` (it writes
 * nothing) and without `--allow-destructive` (an agent cannot consent for the user: only the file's `allow` list
 * lets a destructive tool run). It starts the servers the files name, so it is not read-only.
 */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { TEST_FILE_SUFFIX } from '../../../../common/savedTests/fileName';
import type { CliIo } from '../../io';
import type { FileToCheck } from '../../walk';
import { LiveCheckError } from '../../liveTarget';
import { displayPathOf } from '../../relativePath';
import { summaryJson } from '../../savedTests/jsonReporter';
import { runFile } from '../../savedTests/runFile';
import { noTestFiles, testFilesAmong } from '../../savedTests/testCommand';
import { collectFiles } from '../../walk';
import type { FileOutcome, TestRunReport } from '../../savedTests/testReport';
import type { ConfigCheck } from '../../savedTests/testServer';
import { summaryText } from '../../savedTests/textReporter';
import { answer, PAGING_PROPERTIES } from '../answerSize';
import type { AgentContext } from '../context';
import { PathRefusedError } from '../pathContainment';
import { problemsPage, problemsText, TEST_PROBLEM_SCHEMA, testProblemsOf } from '../testProblems';
import { insideFolders, WALK_LIMIT } from './checkFiles';

/** Test files one call runs (each starts its server); `fileOffset` reaches the next ones. */
export const TEST_FILES_PER_CALL = 20;
/** A call stops the file it runs after this long, and starts no further one. */
const DEADLINE_MS = 120_000;

interface Args {
  readonly paths?: string[];
  readonly fileOffset?: number;
  readonly offset?: number;
  readonly limit?: number;
}

const INPUT = {
  type: 'object',
  properties: {
    paths: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      maxItems: 100,
      description:
        'Test files or folders, relative to the working folder or absolute (default: the working folder). ' +
        `Folders are walked for ${TEST_FILE_SUFFIX} files, honouring .gitignore; a file named is run whatever its name.`,
    },
    fileOffset: {
      type: 'integer',
      minimum: 0,
      description:
        `How many of the test files found to pass over: one call runs at most ${TEST_FILES_PER_CALL}; ` +
        'the answer gives the next fileOffset when there are more.',
    },
    offset: { ...PAGING_PROPERTIES.offset, description: 'How many problems to skip (the nextOffset of an answer).' },
    limit: { ...PAGING_PROPERTIES.limit, description: 'How many problems to return (default 50, at most 200).' },
  },
  additionalProperties: false,
} as const;

const count = { type: 'integer', minimum: 0 } as const;

const OUTPUT = {
  type: 'object',
  properties: {
    summary: {
      type: 'object',
      description: 'The summary of `mcp-lens test --reporter json`, for the files this call ran.',
      properties: {
        files: count,
        passed: count,
        failed: count,
        errors: { ...count, description: 'Files that could not be tested.' },
        steps: count,
        stepsPassed: count,
        stepsFailed: count,
        breakingChanges: count,
        changesToReview: count,
        filesUpdated: { ...count, description: 'Always 0: this tool writes nothing.' },
        durationMs: count,
      },
      required: ['files', 'passed', 'failed', 'errors', 'steps', 'stepsPassed', 'stepsFailed'],
    },
    error: { type: ['string', 'null'], description: 'Set when no test file was found under the paths.' },
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          server: { type: ['string', 'null'] },
          outcome: { type: 'string', enum: ['passed', 'failed', 'error'] },
          steps: count,
          stepsFailed: count,
          breakingChanges: count,
          durationMs: count,
        },
        required: ['path', 'server', 'outcome', 'steps', 'stepsFailed', 'breakingChanges', 'durationMs'],
        additionalProperties: false,
      },
    },
    filesFound: { ...count, description: 'Test files found under the paths, all calls together.' },
    walkStopped: { type: 'boolean', description: `The walk stopped at ${WALK_LIMIT} files: name smaller folders.` },
    nextFileOffset: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Call again with this fileOffset to run the test files this call did not reach.',
    },
    problems: { type: 'array', items: TEST_PROBLEM_SCHEMA },
    offset: count,
    total: { ...count, description: 'How many problems there are, all pages together.' },
    nextOffset: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Call again with this offset for the next page.',
    },
    notes: { type: 'array', items: { type: 'string' }, description: 'Files skipped and why, what the servers said.' },
  },
  required: [
    'summary',
    'error',
    'files',
    'filesFound',
    'walkStopped',
    'nextFileOffset',
    'problems',
    'offset',
    'total',
    'nextOffset',
  ],
  additionalProperties: false,
} as const;

export function registerRunSavedTests(server: McpServer, context: AgentContext): void {
  server.registerTool(
    'run_saved_tests',
    {
      title: 'Run the saved tests of MCP servers',
      description:
        `Runs saved MCP server tests (${TEST_FILE_SUFFIX} files, as \`mcp-lens test\` does): ` +
        'starts the local server each file names, compares its catalog with the snapshot in the file ' +
        '(breaking changes: a tool removed, a required argument added, a tool made less safe), ' +
        "runs the file's steps and checks their expectations, then stops the server. " +
        "Use it after changing a server's code, when its folder has test files, to see whether its tests still pass " +
        'and whether the change breaks its clients. ' +
        'It writes nothing (it never updates snapshots), but it starts programs, and the servers it starts act as ' +
        'their steps ask: destructive tools run only where the test file\'s "allow" list names them; any other ' +
        'destructive step fails, saying so. Remote (HTTP) servers are not started; local servers may themselves ' +
        'reach the network. Answers with a summary, then failing steps with expected and actual values and ' +
        'breaking changes by tool; ask for more with offset.',
      inputSchema: fromJsonSchema<Args>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    async (args, ctx) => {
      await context.refreshRoots(server);
      return runSavedTests(context, args, ctx.mcpReq.signal);
    },
  );
}

async function runSavedTests(context: AgentContext, args: Args, signal: AbortSignal) {
  const given = args.paths?.length ? args.paths : ['.'];
  const roots = given.map((p) => context.bounds.resolve(p));
  const notes: string[] = [];
  const walked = collectFiles(roots, context.cwd, WALK_LIMIT + 1);
  const walkStopped = walked.length > WALK_LIMIT;
  if (walkStopped) notes.push(`The walk stopped at ${WALK_LIMIT} files: name smaller folders to reach the rest.`);
  // a test file reached through a link that leads outside the folders is not run
  const found = testFilesAmong(walked.slice(0, WALK_LIMIT)).filter((file) => {
    const ok = insideFolders(context, file.path);
    if (!ok) notes.push(`${displayPathOf(file.path, context.cwd)}: skipped, it leads outside the folders.`);
    return ok;
  });
  const from = Math.min(args.fileOffset ?? 0, found.length);
  const io: CliIo = { ...context.io, cwd: context.cwd, color: false, out: () => undefined, err: (t) => notes.push(t) };
  const started = Date.now();
  const run = await runInTurn(found.slice(from, from + TEST_FILES_PER_CALL), io, context, signal);
  const files = run.files;
  const reached = from + files.length;
  const nextFileOffset = reached < found.length ? reached : null;
  const report: TestRunReport = {
    files,
    durationMs: Date.now() - started,
    ...(found.length ? {} : { error: noTestFiles(args.paths ?? []) }),
  };
  const page = problemsPage(testProblemsOf(report), args);
  const said = notes.map((n) => n.replace(/^mcp-lens: /, '').trim());
  const structured = {
    summary: summaryJson(report),
    error: report.error ?? null,
    files: files.map(fileSummary),
    filesFound: found.length,
    walkStopped,
    nextFileOffset,
    ...page,
    notes: said,
  };
  const text = [
    found.length ? `Saved tests: ${summaryText(report)}.` : noTestsText(args.paths ?? []),
    ...files.map(fileLine),
  ];
  if (nextFileOffset !== null) {
    text.push(
      `${found.length - reached} test files were not run${run.stopped ? ` (${run.stopped})` : ''}: ` +
        `call run_saved_tests again with the same paths and fileOffset ${nextFileOffset}.`,
    );
  }
  const again =
    'call run_saved_tests again with the same paths (it runs the tests again), or run `mcp-lens test` in a terminal';
  const parts = [text.join('\n'), problemsText(page, again), ...said.slice(0, 20)];
  return answer(parts.filter(Boolean).join('\n\n'), structured);
}

/**
 * Runs the files one after the other until the client cancels the call or its deadline passes: either stops the file
 * running (its step is cancelled, its server stopped). A file the deadline cut short is left for the next call,
 * unless it was the call's first (then it is reported as not run, so that the next call goes on past it).
 */
async function runInTurn(
  files: readonly FileToCheck[],
  io: CliIo,
  context: AgentContext,
  cancelled: AbortSignal,
): Promise<{ files: FileOutcome[]; stopped?: string }> {
  const deadline = AbortSignal.timeout(DEADLINE_MS);
  const signal = AbortSignal.any([cancelled, deadline]);
  const checkConfigPath = configInsideFolders(context);
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    if (signal.aborted) break;
    const options = { update: false, allowDestructive: false, localOnly: true, checkConfigPath, signal };
    const outcome = await runFile(file.path, io, options);
    const cut = signal.aborted && outcome.outcome === 'error';
    if (cut && !cancelled.aborted && outcomes.length) break;
    outcomes.push(cut ? { ...outcome, error: `${outcome.error ?? ''} (${stopReason(cancelled)})` } : outcome);
  }
  return { files: outcomes, ...(signal.aborted ? { stopped: stopReason(cancelled) } : {}) };
}

function stopReason(cancelled: AbortSignal): string {
  return cancelled.aborted ? 'the call was cancelled' : `the call ran for ${DEADLINE_MS / 1000} s`;
}

/**
 * A client configuration a test file's server is read from (its own `config`, or the one found above the file) is read
 * only inside the folders, as check_live_server's `config`.
 */
function configInsideFolders(context: AgentContext): ConfigCheck {
  return (path, what) => {
    try {
      context.bounds.resolve(path);
    } catch (error) {
      if (error instanceof PathRefusedError) throw new LiveCheckError(`${what}: ${error.message}`);
      throw error;
    }
  };
}

function noTestsText(paths: readonly string[]): string {
  return (
    `No saved tests: ${noTestFiles(paths)} ` +
    'Record one in a terminal with `mcp-lens test record --server NAME --call TOOL JSON_ARGUMENTS`, ' +
    'or check the server without tests with check_live_server.'
  );
}

function fileLine(file: FileOutcome): string {
  const verdict = file.outcome === 'error' ? 'NOT RUN' : file.outcome.toUpperCase();
  return `${verdict} ${file.path}${file.server ? ` (${file.server})` : ''}`;
}

function fileSummary(file: FileOutcome) {
  return {
    path: file.path,
    server: file.server ?? null,
    outcome: file.outcome,
    steps: file.steps.length,
    stepsFailed: file.steps.filter((s) => !s.passed).length,
    breakingChanges: file.catalog?.breaking.length ?? 0,
    durationMs: file.durationMs,
  };
}
