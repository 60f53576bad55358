/**
 * `check_document`: `mcp-lens check` on a text the agent gives with its kind, such as a tool definition it is drafting,
 * before it writes the file. Only the settings files that apply where the document would be are read.
 */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { pathToFileURL } from 'node:url';
import type { Detection, DocumentKind } from '../../../../common/formats/documentKind';
import { NEWEST_REVISION, SPEC_REVISIONS, type SpecRevision } from '../../../../server/src/engine/spec';
import type { Finding } from '../../../../server/src/engine/types';
import { LineIndex, notCheckedNotice } from '../../../../server/src/pipeline';
import { toProblem, withOverrides } from '../../checkFiles';
import type { FileCheckRequest } from '../../worker/fileChecker';
import { displayPathOf } from '../../relativePath';
import type { CheckReport } from '../../report';
import { answer, countsText, pageOf, pageText, PAGING_PROPERTIES, type Paging } from '../answerSize';
import type { AgentContext } from '../context';
import { atLeast, COUNTS_SCHEMA, countsOf, findingsOf, PAGE_SCHEMA } from '../findings';

const KINDS = {
  auto: { file: 'document.json', about: 'recognised from its content and fileName, as the editor does' },
  capabilities: {
    file: 'tools.json',
    about: 'tool, resource or prompt definitions: one object, an array, a list result',
  },
  'server-entry': { file: '.vscode/mcp.json', about: 'one server of a client configuration (command/args or url)' },
  'vscode-mcp': { file: '.vscode/mcp.json', about: "VS Code's configuration (servers, inputs)" },
  'mcp-servers': {
    file: '.mcp.json',
    about: 'an mcpServers configuration (Claude Code, Claude Desktop, Cursor, Windsurf)',
  },
  'server-json': { file: 'server.json', about: 'an MCP Registry server.json' },
  'mcpb-manifest': { file: 'manifest.json', about: 'an MCP Bundle manifest.json' },
  typescript: { file: 'server.ts', about: 'TypeScript server code that registers tools' },
  javascript: { file: 'server.js', about: 'JavaScript server code that registers tools' },
  python: { file: 'server.py', about: 'Python (FastMCP) server code' },
} as const;

type Kind = keyof typeof KINDS;
/** The kinds checked as a JSON document of that kind whatever detection makes of the text. */
const JSON_KINDS: Partial<Record<Kind, DocumentKind>> = {
  capabilities: 'capabilities',
  'vscode-mcp': 'vscode-mcp',
  'mcp-servers': 'mcp-servers',
  'server-json': 'server-json',
  'mcpb-manifest': 'mcpb-manifest',
};

interface Args extends Paging {
  readonly text: string;
  readonly kind: Kind;
  readonly fileName?: string;
  readonly spec?: SpecRevision;
  readonly fix?: boolean;
}

const INPUT = {
  type: 'object',
  properties: {
    text: {
      type: 'string',
      description: 'The document: JSON (comments allowed where its client allows them) or code.',
    },
    kind: {
      type: 'string',
      enum: Object.keys(KINDS),
      description: `What the text is. ${Object.entries(KINDS)
        .map(([k, v]) => `${k}: ${v.about}`)
        .join('; ')}.`,
    },
    fileName: {
      type: 'string',
      minLength: 1,
      description:
        'Where the document is to be saved, relative to the working folder: as in the editor, its name and folder ' +
        'decide which client reads an mcpServers configuration, and which settings apply. ' +
        'Default by kind, e.g. tools.json.',
    },
    spec: { type: 'string', enum: [...SPEC_REVISIONS], description: 'The MCP revision, when the text names none.' },
    fix: { type: 'boolean', description: 'Also answer with the text after its safe fixes (fixedText).' },
    ...PAGING_PROPERTIES,
  },
  required: ['text', 'kind'],
  additionalProperties: false,
} as const;

const OUTPUT = {
  type: 'object',
  properties: {
    kind: { type: 'string', description: 'The kind it was checked as ("unknown" when it is no MCP document).' },
    spec: { type: 'string', description: 'The MCP revision it was checked against.' },
    counts: COUNTS_SCHEMA,
    fixedText: { type: ['string', 'null'], description: 'With fix: the text after the safe fixes, when any applied.' },
    ...PAGE_SCHEMA,
  },
  required: ['kind', 'spec', 'counts', 'fixedText'],
  additionalProperties: false,
} as const;

export function registerCheckDocument(server: McpServer, context: AgentContext): void {
  server.registerTool(
    'check_document',
    {
      title: 'Check an MCP document given as text',
      description:
        'Checks a document you are writing, given as text with its kind, with the same rules as check_files: ' +
        'a tool definition you are drafting (name, description, inputSchema, annotations), ' +
        'one server entry for a client configuration, a whole client configuration, server.json, ' +
        'an MCP Bundle manifest, or server code. ' +
        'Use it before saving the file, to get the definition right the first time. ' +
        'Answers with the findings (code, severity, message, line, column, fix) and, with fix, ' +
        'the text after its safe fixes.',
      inputSchema: fromJsonSchema<Args>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => {
      await context.refreshRoots(server);
      return checkText(context, args);
    },
  );
}

/** What one check of the text came to, whether it ran to the end or was stopped. */
interface Outcome {
  readonly detection: Detection;
  readonly spec: SpecRevision;
  readonly findings: readonly Finding[];
  readonly fixesApplied: number;
  /** The checked text after its fixes (wrapped, for a server entry). */
  readonly text: string;
}

async function checkText(context: AgentContext, args: Args) {
  const file = context.bounds.place(args.fileName ?? KINDS[args.kind].file);
  const wrap = args.kind === 'server-entry' ? entryWrapper(file) : undefined;
  const found = context.settings().forFile(file);
  const request: FileCheckRequest = {
    uri: pathToFileURL(file).href,
    text: (wrap?.before ?? '') + args.text + (wrap?.after ?? ''),
    settings: withOverrides(found.settings, { spec: args.spec, rules: {} }),
    fix: !!args.fix,
  };
  const outcome = await checkAs(context, request, wrap?.kind ?? JSON_KINDS[args.kind], args.spec);
  const lines = new LineIndex(args.text);
  const shift = wrap?.before.length ?? 0;
  const problems = outcome.findings.map((f) => toProblem(unwrapped(f, shift, args.text.length), lines));
  const kind = outcome.detection.kind;
  const fixed = outcome.fixesApplied ? unwrap(outcome.text, wrap) : undefined;
  const report: CheckReport = {
    cwd: context.cwd,
    documents: [
      {
        file,
        displayPath: displayPathOf(file, context.cwd),
        kind,
        dialect: outcome.detection.dialect,
        spec: outcome.spec,
        settingsSource: found.source,
        problems,
        fixesApplied: outcome.fixesApplied,
        text: args.text,
        lines,
      },
    ],
    skipped: [],
    internalErrors: [],
  };
  const counts = countsOf(report);
  const page = pageOf(atLeast(findingsOf(report), args.minSeverity ?? 'info'), args);
  const head =
    kind === 'unknown' && !problems.length
      ? `Not recognised as an MCP document (${outcome.detection.reason}): give its kind.`
      : `Checked as ${kind}, spec ${outcome.spec}: ${countsText(counts)}.`;
  const more = fixed === undefined ? '' : 'fixedText holds the text after its safe fixes.';
  const text = [head, pageText(page, 'call check_document again'), more].filter(Boolean).join('\n\n');
  return answer(text, { kind, spec: outcome.spec, counts, fixedText: fixed ?? null, ...page });
}

/** Checks the text; when the caller said what it is and detection saw something else, checks it as that. */
async function checkAs(
  context: AgentContext,
  request: FileCheckRequest,
  wanted: DocumentKind | undefined,
  spec: SpecRevision | undefined,
): Promise<Outcome> {
  let response = await context.checks().check(request);
  if (wanted && !('stopped' in response) && response.detection.kind !== wanted) {
    response = await context.checks().check({ ...request, kind: forcedKind(wanted) });
  }
  if ('stopped' in response) {
    const notice = notCheckedNotice(response.stopped, () => 1);
    const detection: Detection = { kind: 'unknown', reason: 'not checked' };
    return { detection, spec: spec ?? NEWEST_REVISION, findings: [notice], fixesApplied: 0, text: request.text };
  }
  return response;
}

interface Wrapper {
  readonly before: string;
  readonly after: string;
  readonly kind: DocumentKind;
}

/** A lone server entry is checked inside a configuration of the file's format, on the entry's own first line. */
function entryWrapper(file: string): Wrapper {
  const vscode = /[\\/]\.vscode[\\/]mcp\.json$/.test(file);
  const key = vscode ? 'servers' : 'mcpServers';
  return { before: `{"${key}":{"server":`, after: '\n}}', kind: vscode ? 'vscode-mcp' : 'mcp-servers' };
}

function forcedKind(kind: DocumentKind): Detection {
  return { kind, dialect: kind === 'mcp-servers' ? 'generic' : undefined, reason: 'the kind given' };
}

/** A finding of the wrapped text, placed in the entry (what lies in the wrapper goes to the entry's start or end). */
function unwrapped(f: Finding, shift: number, length: number): Finding {
  if (!shift) return f;
  const offset = Math.min(Math.max(0, f.offset - shift), length);
  return { ...f, offset, length: Math.max(0, Math.min(f.length, length - offset)) };
}

function unwrap(text: string, wrap: Wrapper | undefined): string | undefined {
  if (!wrap) return text;
  return text.startsWith(wrap.before) && text.endsWith(wrap.after)
    ? text.slice(wrap.before.length, text.length - wrap.after.length)
    : undefined;
}
