/**
 * `apply_safe_fixes`: `mcp-lens check --fix` on one file inside the server's folders, writing the fixes that cannot
 * change meaning beyond their finding and reporting the rest. It is idempotent, and it removes nothing.
 */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { statSync } from 'node:fs';
import { SPEC_REVISIONS, type SpecRevision } from '../../../../server/src/engine/spec';
import { checkFiles } from '../../checkFiles';
import { displayPathOf } from '../../relativePath';
import { answer, countsText, pageOf, pageText, plural, PAGING_PROPERTIES, type Paging } from '../answerSize';
import type { AgentContext } from '../context';
import { atLeast, COUNTS_SCHEMA, countsOf, findingsOf, PAGE_SCHEMA } from '../findings';
import { PathRefusedError } from '../pathContainment';

interface Args extends Paging {
  readonly path: string;
  readonly spec?: SpecRevision;
}

const INPUT = {
  type: 'object',
  properties: {
    path: { type: 'string', minLength: 1, description: 'The file, relative to the working folder or absolute.' },
    spec: { type: 'string', enum: [...SPEC_REVISIONS], description: 'The MCP revision, when the file names none.' },
    ...PAGING_PROPERTIES,
  },
  required: ['path'],
  additionalProperties: false,
} as const;

const OUTPUT = {
  type: 'object',
  properties: {
    file: { type: 'string' },
    fixesApplied: { type: 'integer', minimum: 0 },
    counts: { ...COUNTS_SCHEMA, description: 'The problems left after the fixes.' },
    notes: { type: 'array', items: { type: 'string' }, description: 'What could not be done.' },
    ...PAGE_SCHEMA,
  },
  required: ['file', 'fixesApplied', 'counts', 'notes'],
  additionalProperties: false,
} as const;

export function registerApplySafeFixes(server: McpServer, context: AgentContext): void {
  server.registerTool(
    'apply_safe_fixes',
    {
      title: 'Apply the safe fixes to an MCP file',
      description:
        'Applies to one MCP file, in place, the fixes MCP Lens marks safe: those that cannot change meaning beyond ' +
        'what their finding says, such as "priority": "0.8" to 0.8 or a misspelt key. ' +
        'Fixes that need a decision are left, and reported with the problems that remain. ' +
        'Use it after check_files lists findings whose fix is safe. Applying it again changes nothing more.',
      inputSchema: fromJsonSchema<Args>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => {
      await context.refreshRoots(server);
      return fixFile(context, args);
    },
  );
}

async function fixFile(context: AgentContext, args: Args) {
  const path = context.bounds.resolve(args.path);
  if (!statSync(path).isFile()) throw new PathRefusedError(`"${args.path}" is a folder: name one file.`);
  const overrides = { spec: args.spec, rules: {}, fix: true };
  const report = await checkFiles(
    [{ path, explicit: true }],
    context.cwd,
    context.settings(),
    overrides,
    context.checks(),
  );
  const file = displayPathOf(path, context.cwd);
  const notes = [...report.skipped.map((s) => `${s.displayPath}: ${s.message}`), ...report.internalErrors];
  const fixesApplied = report.documents.reduce((n, d) => n + d.fixesApplied, 0);
  const counts = countsOf(report);
  const page = pageOf(atLeast(findingsOf(report), args.minSeverity ?? 'info'), args);
  const done = fixesApplied
    ? `${plural(fixesApplied, 'safe fix', 'safe fixes')} applied to ${file}`
    : `No safe fix to apply in ${file}`;
  const left = report.documents.length ? `; left: ${countsText(counts)}.` : '.';
  const text = [done + left, pageText(page, 'call check_files on the file'), ...notes];
  return answer(text.filter(Boolean).join('\n\n'), { file, fixesApplied, counts, notes, ...page });
}
