/**
 * `check_live_server`: `mcp-lens check --server NAME`, which starts a configured server, lints its catalog and stops
 * it. It starts a program, so it is not read-only; only stdio servers, since the agent server uses no network.
 */
import { fromJsonSchema, type McpServer } from '@modelcontextprotocol/server';
import { checkLiveCatalog } from '../../live';
import { LiveCheckError, resolveTarget } from '../../liveTarget';
import type { CliIo } from '../../io';
import type { LiveTarget } from '../../args';
import { answer, countsText, pageOf, pageText, PAGING_PROPERTIES, type Paging } from '../answerSize';
import type { AgentContext } from '../context';
import { atLeast, COUNTS_SCHEMA, countsOf, findingsOf, PAGE_SCHEMA } from '../findings';

interface Args extends Paging {
  readonly server: string;
  readonly config?: string;
}

const INPUT = {
  type: 'object',
  properties: {
    server: { type: 'string', minLength: 1, description: 'The name of the server in the client configuration.' },
    config: {
      type: 'string',
      minLength: 1,
      description:
        "The client configuration file that names it, relative to the working folder, in any client's format. " +
        'Default: the configurations of the working folder that VS Code, Claude Code and Cursor read.',
    },
    ...PAGING_PROPERTIES,
  },
  required: ['server'],
  additionalProperties: false,
} as const;

const OUTPUT = {
  type: 'object',
  properties: {
    server: { type: 'string', description: 'The server and the file that configures it.' },
    counts: COUNTS_SCHEMA,
    notes: {
      type: 'array',
      items: { type: 'string' },
      description: 'What the check could not do, or left as written.',
    },
    ...PAGE_SCHEMA,
  },
  required: ['server', 'counts', 'notes'],
  additionalProperties: false,
} as const;

export function registerCheckLiveServer(server: McpServer, context: AgentContext): void {
  server.registerTool(
    'check_live_server',
    {
      title: 'Check the live catalog of a configured server',
      description:
        'Starts a local (stdio) MCP server as a client configuration defines it, ' +
        "lists its tools, resources, resource templates and prompts, checks them with MCP Lens's rules " +
        'as a client receives them, and stops it. ' +
        "It starts the server's program, so it is not read-only, but it never calls a tool. " +
        "Use it after changing a server's code, to see what clients will really get. " +
        'Answers with the findings, positions pointing into the catalog as a JSON document.',
      inputSchema: fromJsonSchema<Args>(INPUT),
      outputSchema: fromJsonSchema(OUTPUT),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args) => {
      await context.refreshRoots(server);
      return checkServer(context, args);
    },
  );
}

async function checkServer(context: AgentContext, args: Args) {
  const configFile = args.config === undefined ? undefined : context.bounds.resolve(args.config);
  const target: LiveTarget = { kind: 'server', name: args.server, configFile };
  const notes: string[] = [];
  const io: CliIo = { ...context.io, cwd: context.cwd, color: false, out: () => undefined, err: (t) => notes.push(t) };
  const resolved = await resolveTarget(target, io.cwd, io.env);
  if (resolved.launch.transport !== 'stdio') {
    throw new LiveCheckError(
      `${resolved.displayName} is a remote (HTTP) server: ` +
        'this tool starts local servers only and fetches nothing from the network. ' +
        `Run \`mcp-lens check --server ${args.server}\` in a terminal to check it.`,
    );
  }
  const resolver = context.settings();
  const report = await checkLiveCatalog(
    target,
    io,
    resolver.forWorkingFolder(),
    { spec: undefined, rules: {} },
    context.checks(),
  );
  const said = [...notes, ...report.internalErrors].map((n) => n.replace(/^mcp-lens: /, '').trim());
  const counts = countsOf(report);
  const page = pageOf(atLeast(findingsOf(report), args.minSeverity ?? 'info'), args);
  const name = resolved.displayName;
  const text = [`${name}: its live catalog has ${countsText(counts)}.`, pageText(page, 'call check_live_server again')];
  return answer([...text, ...said].filter(Boolean).join('\n\n'), { server: name, counts, notes: said, ...page });
}
