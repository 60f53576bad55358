// `mcp-lens test record`: connects to a server, and writes a new test file holding its catalog and one step per
// `--call`, each with the answer as its "same as last time" snapshot. Only the tools named by --call are called.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { toolBehaviour } from '../../../common/formats/toolBehaviour';
import { maskSecrets, maskUrl, secretsInLaunch } from '../../../common/mcp/redact';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import { CATALOG_LISTS, type ServerLaunch } from '../../../common/mcp/types';
import { AnswerRouter } from '../../../common/savedTests/answerRouter';
import { TEST_FILE_SCHEMA_URL, TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import type {
  CatalogSnapshot,
  JsonObject,
  JsonValue,
  TestFile,
  TestServer,
  TestStep,
} from '../../../common/savedTests/format';
import type { StepResult } from '../../../common/savedTests/runTestFile';
import type { CliIo } from '../io';
import { LiveCheckError, resolveTarget } from '../liveTarget';
import { displayPathOf } from '../relativePath';
import { EXIT_CLEAN } from '../report';
import type { RecordCall, RecordOptions, RecordTarget } from './testArgs';
import { notRunningReason, startConnection } from './testServer';

/** Resolves with the exit code; what cannot be done is a LiveCheckError (exit 2), thrown before any tool is called. */
export async function recordTestFile(options: RecordOptions, io: CliIo): Promise<number> {
  const out = resolve(io.cwd, options.out ?? `${defaultName(options.target)}${TEST_FILE_SUFFIX}`);
  const shownOut = displayPathOf(out, io.cwd);
  if (existsSync(out) && !options.force) {
    throw new LiveCheckError(`${shownOut} exists already; give another --out FILE, or --force to overwrite it.`);
  }
  const { launch, displayName } = await recordLaunch(options.target, io);
  const mask = (text: string) => maskSecrets(text, secretsInLaunch(launch));
  const answers = new AnswerRouter(undefined);
  const connection = await startConnection(displayName, launch, answers.features);
  try {
    const catalog = liveCatalogOrThrow(connection, displayName, mask);
    checkCalls(options, connection, displayName);
    const draft: TestFile = {
      server: fileServer(options.target, dirname(out), io.cwd),
      steps: options.calls.map((c) => ({
        callTool: { name: c.tool, arguments: c.arguments as JsonObject },
        expect: { snapshot: null },
      })),
    };
    const { runTestFile } = await import('../../../common/savedTests/runTestFile');
    const result = await runTestFile(draft, connection, {
      answers,
      approve: () => Promise.resolve(true), // checkCalls refused every destructive call not allowed
      checkOutputSchema: () => ({ ok: true }),
    });
    if (result.outcome === 'error') throw new LiveCheckError(mask(result.error ?? `${displayName} could not be run.`));
    const steps = options.calls.map((call, i) => recordedStep(call, result.steps[i], result.updated.snapshots[i]));
    const allow = destructiveCalls(options, connection);
    const file: TestFile = {
      $schema: TEST_FILE_SCHEMA_URL,
      description: `Recorded from ${displayName} by mcp-lens test record.`,
      server: draft.server,
      catalog,
      ...(allow.length ? { allow } : {}),
      steps,
    };
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
    io.out(recordSummary(shownOut, catalog, steps.length, allow));
    return EXIT_CLEAN;
  } finally {
    await connection.dispose();
  }
}

/**
 * A recorded call as a step: its answer as the snapshot, an error answer expected as one, and an elicitation the
 * server made (which nothing answered while recording, so it was declined) declined again when the file runs.
 */
function recordedStep(call: RecordCall, ran: StepResult | undefined, snapshot: JsonValue | undefined): TestStep {
  const failures = ran?.failures ?? [];
  const failedAsError = failures.some((f) => f.expectation === 'error');
  const declined = failures.some((f) => f.expectation === 'answers' && f.reason.includes('elicitation/create'));
  return {
    callTool: { name: call.tool, arguments: call.arguments as JsonObject },
    ...(declined ? { answers: { elicitation: [{ action: 'decline' as const }] } } : {}),
    expect: { ...(failedAsError ? { error: true } : {}), ...(snapshot !== undefined ? { snapshot } : {}) },
  };
}

async function recordLaunch(target: RecordTarget, io: CliIo): Promise<{ launch: ServerLaunch; displayName: string }> {
  if (target.kind === 'server') {
    const resolved = await resolveTarget(
      { kind: 'server', name: target.name, configFile: target.configFile },
      io.cwd,
      io.env,
    );
    for (const notice of resolved.notices) io.err(`mcp-lens: ${notice}\n`);
    return { launch: resolved.launch, displayName: target.name };
  }
  if (target.kind === 'url') {
    // the file's server.url keeps the real URL; what is printed and the file's description mask its credentials
    return { launch: { transport: 'http', url: target.url, headers: {} }, displayName: maskUrl(target.url) };
  }
  return {
    launch: { transport: 'stdio', command: target.command, args: [...target.args], env: {}, cwd: io.cwd },
    displayName: basename(target.command),
  };
}

/** The server as the written file names it: paths relative to the file's folder, as the format reads them. */
function fileServer(target: RecordTarget, outDir: string, cwd: string): TestServer {
  const fromFile = (path: string) => relative(outDir, path).split(sep).join('/');
  if (target.kind === 'server') {
    return target.configFile
      ? { name: target.name, config: fromFile(resolve(cwd, target.configFile)) }
      : { name: target.name };
  }
  if (target.kind === 'url') return { url: target.url };
  const cwdFromFile = fromFile(cwd);
  return { command: target.command, args: [...target.args], ...(cwdFromFile ? { cwd: cwdFromFile } : {}) };
}

/** `notes` for --server notes; the script's or command's name for --command; the host for --url. */
function defaultName(target: RecordTarget): string {
  let name: string;
  if (target.kind === 'server') name = target.name;
  else if (target.kind === 'url') name = new URL(target.url).hostname;
  else {
    const script = target.args.find((a) => /\.[cm]?[jt]s$|\.py$/.test(a));
    name = basename(script ?? target.command).replace(/\.[^.]+$/, '');
  }
  return name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'server';
}

function liveCatalogOrThrow(
  connection: ServerConnection,
  displayName: string,
  mask: (text: string) => string,
): CatalogSnapshot {
  const why = notRunningReason(connection);
  if (why !== undefined) throw new LiveCheckError(mask(`${displayName} could not be recorded: ${why}.`));
  const catalog = connection.catalog;
  if (!catalog) throw new LiveCheckError(`${displayName} runs but its catalog did not arrive; nothing was recorded.`);
  const lists: Record<string, unknown> = {};
  for (const list of CATALOG_LISTS) {
    const error = catalog.errors[list];
    if (error !== undefined) {
      throw new LiveCheckError(
        mask(`${displayName} did not deliver its ${list} list (${error}); nothing was recorded.`),
      );
    }
    if (catalog[list]) lists[list] = catalog[list];
  }
  return lists as CatalogSnapshot;
}

/** Every --call names a listed tool, and a destructive one comes with --allow-destructive; else nothing is called. */
function checkCalls(options: RecordOptions, connection: ServerConnection, displayName: string): void {
  const tools = connection.catalog?.tools ?? [];
  for (const call of options.calls) {
    const tool = tools.find((t) => t.name === call.tool);
    if (!tool) {
      const names = tools.map((t) => t.name).join(', ');
      throw new LiveCheckError(
        `--call ${call.tool}: ${displayName} lists no such tool${names ? ` (its tools: ${names})` : ''}; nothing was called.`,
      );
    }
    const behaviour = toolBehaviour(tool.annotations);
    if (behaviour.destructive && !options.allowDestructive) {
      throw new LiveCheckError(
        `--call ${call.tool}: ${call.tool} is destructive (${behaviour.destructiveBecause}), so nothing was called ` +
          'or written; record it with --allow-destructive if calling it is safe here.',
      );
    }
  }
}

/** The destructive tools recorded (with --allow-destructive): the file allows them, for `mcp-lens test` to run them. */
function destructiveCalls(options: RecordOptions, connection: ServerConnection): string[] {
  const tools = connection.catalog?.tools ?? [];
  const names = options.calls
    .map((c) => c.tool)
    .filter((name) => toolBehaviour(tools.find((t) => t.name === name)?.annotations).destructive);
  return [...new Set(names)];
}

function recordSummary(path: string, catalog: CatalogSnapshot, steps: number, allow: readonly string[]): string {
  const counts = CATALOG_LISTS.filter((l) => catalog[l]?.length).map((l) => `${catalog[l]!.length} ${l}`);
  const allowed = allow.length
    ? `\nIts "allow" list names the destructive tools recorded (${allow.join(', ')}): review it before committing.`
    : '';
  return (
    `Wrote ${path}: the catalog (${counts.join(', ') || 'empty'}) and ${steps} step${steps === 1 ? '' : 's'}.` +
    `${allowed}\nRun \`mcp-lens test ${path}\` to check the server against it.\n`
  );
}
