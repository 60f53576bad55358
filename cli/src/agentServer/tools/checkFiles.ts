/**
 * `check_files`: `mcp-lens check` on files and folders inside the server's folders. A huge folder stays bounded by the
 * walk's limit, the files checked per call and a deadline, and the answer says where the next call goes on from.
 */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { realpathSync } from 'node:fs';
import { SPEC_REVISIONS, type SpecRevision } from '../../../../server/src/engine/spec';
import { checkFiles, type CliOverrides } from '../../checkFiles';
import { displayPathOf } from '../../relativePath';
import type { CheckReport } from '../../report';
import { collectFiles, type FileToCheck } from '../../walk';
import { answer, countsText, pageOf, pageText, plural, PAGING_PROPERTIES, type Paging } from '../answerSize';
import type { AgentContext } from '../context';
import { atLeast, COUNTS_SCHEMA, countsOf, findingsOf, PAGE_SCHEMA } from '../findings';

/** Files a walk collects before it stops: the rest of a huge folder is reached by naming its sub-folders. */
export const WALK_LIMIT = 20_000;
/** Files one call checks; `fileOffset` reaches the next ones. */
export const FILES_PER_CALL = 300;
/** A call stops checking further files after this long (each file has the check worker's own time limit). */
const DEADLINE_MS = 60_000;
/** Files checked between two looks at the clock and at cancellation. */
const BATCH = 20;

interface Args extends Paging {
  readonly paths?: string[];
  readonly fileOffset?: number;
  readonly spec?: SpecRevision;
}

const INPUT = {
  type: 'object',
  properties: {
    paths: {
      type: 'array',
      items: { type: 'string', minLength: 1 },
      maxItems: 100,
      description:
        'Files or folders to check, relative to the working folder or absolute (default: the working folder). ' +
        'Folders are walked for JSON files and TypeScript, JavaScript and Python server code, honouring .gitignore.',
    },
    fileOffset: {
      type: 'integer',
      minimum: 0,
      description:
        `How many of the files found to pass over: one call checks at most ${FILES_PER_CALL}; ` +
        'the answer gives the next fileOffset when there are more.',
    },
    spec: {
      type: 'string',
      enum: [...SPEC_REVISIONS],
      description: 'The MCP revision to check against when a document names none (default: settings, else the newest).',
    },
    ...PAGING_PROPERTIES,
  },
  additionalProperties: false,
} as const;

const OUTPUT = {
  type: 'object',
  properties: {
    counts: { ...COUNTS_SCHEMA, description: 'Problems of every severity in the files checked, all pages together.' },
    documents: { type: 'integer', minimum: 0, description: 'MCP documents checked.' },
    filesFound: {
      type: 'integer',
      minimum: 0,
      description: 'Files found (JSON and server code); not all are MCP files.',
    },
    filesChecked: { type: 'integer', minimum: 0, description: 'Files looked at by this call.' },
    nextFileOffset: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Call again with this fileOffset to check the files this call did not reach.',
    },
    walkStopped: { type: 'boolean', description: `The walk stopped at ${WALK_LIMIT} files: name smaller folders.` },
    notes: { type: 'array', items: { type: 'string' }, description: 'Files skipped and why, failures.' },
    ...PAGE_SCHEMA,
  },
  required: ['counts', 'documents', 'filesFound', 'filesChecked', 'nextFileOffset', 'walkStopped', 'notes'],
  additionalProperties: false,
} as const;

export function registerCheckFiles(server: McpServer, context: AgentContext): void {
  server.registerTool(
    'check_files',
    {
      title: 'Check MCP files',
      description:
        "Checks MCP files with MCP Lens's rules: client configurations (VS Code, Claude, Cursor, Windsurf), " +
        'registry server.json, MCP Bundle manifest.json, tool/resource/prompt definitions and list results, ' +
        'and TypeScript, JavaScript or Python server code that registers tools. ' +
        "Use it after changing any of these, before a commit, or when a client rejects or misuses a server's tools. " +
        'Answers with a summary and the findings, errors first, ' +
        'each with code, severity, message, file, line, column and its fix when there is one; ' +
        'ask for more with offset.',
      inputSchema: fromJsonSchema<Args>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, ctx) => {
      await context.refreshRoots(server);
      return checkPaths(context, args, ctx.mcpReq.signal);
    },
  );
}

async function checkPaths(context: AgentContext, args: Args, signal: AbortSignal) {
  const given = args.paths?.length ? args.paths : ['.'];
  const roots = given.map((p) => context.bounds.resolve(p));
  const found = collectFiles(roots, context.cwd, WALK_LIMIT + 1);
  const walkStopped = found.length > WALK_LIMIT;
  const notes: string[] = [];
  // a file reached through a link that leads outside the folders is not read
  const inside = found.slice(0, WALK_LIMIT).filter((file) => {
    const ok = insideFolders(context, file.path);
    if (!ok) notes.push(`${displayPathOf(file.path, context.cwd)}: skipped, it leads outside the folders.`);
    return ok;
  });
  const from = Math.min(args.fileOffset ?? 0, inside.length);
  const overrides: CliOverrides = { spec: args.spec, rules: {}, fix: false };
  const run = await checkInBatches(inside.slice(from, from + FILES_PER_CALL), context, overrides, signal);
  const reached = from + run.checked;
  const nextFileOffset = reached < inside.length ? reached : null;
  notes.push(...skippedNotes(run.report), ...run.report.internalErrors);
  const counts = countsOf(run.report);
  const page = pageOf(atLeast(findingsOf(run.report), args.minSeverity ?? 'info'), args);
  const structured = {
    counts,
    documents: run.report.documents.length,
    filesFound: inside.length,
    filesChecked: run.checked,
    nextFileOffset,
    walkStopped,
    notes,
    ...page,
  };
  const summary = [
    `${plural(run.report.documents.length, 'MCP document')} checked ` +
      `(${plural(run.checked, 'file')} looked at of ${inside.length} found): ${countsText(counts)}.`,
  ];
  if (walkStopped) summary.push(`The walk stopped at ${WALK_LIMIT} files: name smaller folders to reach the rest.`);
  if (nextFileOffset !== null) {
    summary.push(
      `${inside.length - reached} files were not checked${run.stopped ? ` (${run.stopped})` : ''}: ` +
        `call check_files again with the same paths and fileOffset ${nextFileOffset}.`,
    );
  }
  const text = [summary.join(' '), pageText(page, 'call check_files again with the same paths'), ...notes.slice(0, 20)];
  return answer(text.filter(Boolean).join('\n\n'), structured);
}

/** Checks the files a few at a time, so that a call stops at its deadline or when the client cancels it. */
async function checkInBatches(
  files: readonly FileToCheck[],
  context: AgentContext,
  overrides: CliOverrides,
  signal: AbortSignal,
): Promise<{ report: CheckReport; checked: number; stopped?: string }> {
  const resolver = context.settings();
  const deadline = Date.now() + DEADLINE_MS;
  const parts: CheckReport[] = [];
  const whole = () => ({
    cwd: context.cwd,
    documents: parts.flatMap((p) => p.documents),
    skipped: parts.flatMap((p) => p.skipped),
    internalErrors: parts.flatMap((p) => p.internalErrors),
  });
  let checked = 0;
  while (checked < files.length) {
    if (signal.aborted) return { report: whole(), checked, stopped: 'the call was cancelled' };
    if (Date.now() > deadline) return { report: whole(), checked, stopped: `the call ran for ${DEADLINE_MS / 1000} s` };
    const batch = files.slice(checked, checked + BATCH);
    parts.push(await checkFiles(batch, context.cwd, resolver, overrides, context.checks()));
    checked += batch.length;
  }
  return { report: whole(), checked };
}

/** Whether a file found by a walk is, by its real path, inside the folders (a link may lead outside). */
export function insideFolders(context: AgentContext, path: string): boolean {
  try {
    return context.bounds.isInside(realpathSync(path));
  } catch {
    return false;
  }
}

function skippedNotes(report: CheckReport): string[] {
  return report.skipped.map((s) => `${s.displayPath}: ${s.message}`);
}
