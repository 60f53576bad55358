// The migration rules (MCP030–MCP034) on server code, as the language server reads it (analyseCodeDocument, then the
// code pipeline): which revision the file targets and why, what each finding covers and what its quick fix writes.
// The grammars must be loaded first (loadGrammars in test/unit/code/codeFixtures.ts); the message layer
// (messages/migration.messages.test.ts) pins what each finding says.
import { analyseCodeDocument } from '../../../../../server/src/code/codeDocument';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { lintCodeDocument } from '../../../../../server/src/pipeline/code/lintCode';
import type { FindingTable } from '../../ruleCases';

/** A file of server code: its name (the language goes by it), its lines and the settings it is checked with. */
interface CodeFile {
  readonly file: string;
  readonly lines: readonly string[];
  readonly options?: EngineOptions;
}

const code = (file: string, lines: readonly string[], options?: EngineOptions): CodeFile => ({ file, lines, options });

function lintCode(doc: string | object): ReturnType<NonNullable<FindingTable['lint']>> {
  const { file, lines, options } = doc as CodeFile;
  const text = lines.join('\n');
  const parsed = analyseCodeDocument(`file:///work/${file}`, text);
  if (parsed?.code.state !== 'parsed') throw new Error(`${file} is ${parsed?.code.state ?? 'no code'}`);
  const result = lintCodeDocument(parsed, options ?? {});
  if (result.ruleErrors.length) throw new Error(`rule crashed: ${result.ruleErrors.map((e) => e.rule).join(', ')}`);
  return { text, findings: result.findings };
}

const MIGRATION = ['MCP030', 'MCP031', 'MCP032', 'MCP033', 'MCP034'];
const MODERN: EngineOptions = { specVersion: '2026-07-28' };
const OLDER: EngineOptions = { specVersion: '2025-11-25' };

const V2 =
  "import { McpServer, ProtocolError, UrlElicitationRequiredError, serveStdio } from '@modelcontextprotocol/server';";
const V1 = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';";
const ELICIT = "  await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Go?', requestedSchema: { type: 'object' } });";
/** A tool whose handler runs `body`. */
const tool = (...body: string[]) => [
  "server.registerTool('a', { description: 'A' }, async (_args, ctx) => {",
  ...body,
  '  return { content: [] };',
  '});',
];
const served = 'serveStdio(() => server);';

export const codeTargets: FindingTable = {
  title: 'what the code targets: supportedProtocolVersions, then the setting, then the SDK 2.x import',
  only: MIGRATION,
  lint: lintCode,
  cases: [
    {
      title: 'SDK 2.x served through serveStdio: each request to the client, with the inputRequired helper to use',
      doc: code('server.ts', [
        V2,
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        ...tool(
          ELICIT,
          '  await ctx.mcpReq.requestSampling({ messages: [], maxTokens: 1 });',
          '  await server.server.listRoots();',
          '  throw new UrlElicitationRequiredError([]);',
        ),
        served,
      ]),
      findings: [
        'MCP030 elicitInput',
        'MCP030 requestSampling',
        'MCP030 listRoots',
        'MCP030 UrlElicitationRequiredError',
      ],
    },
    {
      title: 'SDK 2.x: logging and the 2026 form of sampling and roots are deprecated; -32002 is fixed in place',
      doc: code('server.ts', [
        V2,
        "const server = new McpServer({ name: 'x', version: '1.0.0' }, { capabilities: { logging: {} } });",
        ...tool(
          "  await ctx.mcpReq.log('info', 'x');",
          '  await server.server.sendLoggingMessage({ level: "info", data: "x" });',
          '  return inputRequired({ inputRequests: { s: inputRequired.createMessage({}), r: inputRequired.listRoots() } });',
        ),
        "server.registerResource('p', 'p://x', {}, async () => { throw new ProtocolError(-32002, 'missing'); });",
        served,
      ]),
      findings: [
        'MCP031 logging',
        'MCP031 log',
        'MCP031 sendLoggingMessage',
        'MCP031 createMessage',
        'MCP031 listRoots',
        'MCP032 -32002 ⇒ -32602',
      ],
    },
    {
      title: 'SDK 2.x connected to a transport by hand: 2025 today, so information said of the day it is served',
      doc: code('server.ts', [
        V2,
        "import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';",
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        ...tool('  await ctx.mcpReq.requestSampling({ messages: [], maxTokens: 1 });'),
        'await server.connect(new StdioServerTransport());',
      ]),
      findings: ['MCP030 requestSampling'],
    },
    {
      title: 'SDK 2.x connected by hand but listing 2026-07-28 in supportedProtocolVersions: a warning',
      doc: code('server.ts', [
        V2,
        "import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';",
        "const server = new McpServer({ name: 'x', version: '1.0.0' }, { supportedProtocolVersions: ['2026-07-28'] });",
        ...tool(ELICIT),
        'await server.connect(new StdioServerTransport());',
      ]),
      findings: ['MCP030 elicitInput'],
    },
    {
      title: 'SDK 1.x listing 2026-07-28 in supportedProtocolVersions: its own list decides, whatever the setting',
      doc: code(
        'server.ts',
        [
          V1,
          "const server = new McpServer({ name: 'x', version: '1.0.0' }, { supportedProtocolVersions: ['2026-07-28'] });",
          ...tool(ELICIT, "  throw new McpError(-32002, 'missing');"),
        ],
        OLDER,
      ),
      findings: ['MCP030 elicitInput', 'MCP032 -32002 ⇒ -32602'],
    },
    {
      title: 'SDK 1.x with the setting at 2026-07-28: a warning that names the setting',
      doc: code(
        'server.ts',
        [V1, "const server = new McpServer({ name: 'x', version: '1.0.0' });", ...tool(ELICIT)],
        MODERN,
      ),
      findings: ['MCP030 elicitInput'],
    },
    {
      title: 'SDK 1.x with the setting at auto: the 2025 server it is, silent',
      doc: code('server.ts', [V1, "const server = new McpServer({ name: 'x', version: '1.0.0' });", ...tool(ELICIT)], {
        specVersion: 'auto',
      }),
      findings: [],
    },
    {
      title: 'SDK 2.x with the setting at auto: read from its import, as without the setting',
      doc: code(
        'server.ts',
        [V2, "const server = new McpServer({ name: 'x', version: '1.0.0' });", ...tool(ELICIT), served],
        { specVersion: 'auto' },
      ),
      findings: ['MCP030 elicitInput'],
    },
  ],
};

export const pythonMigration: FindingTable = {
  title: 'Python server code, once the setting says 2026-07-28',
  only: MIGRATION,
  lint: lintCode,
  cases: [
    {
      title: 'each request to the client, with the input_required form; sampling and roots deprecated too',
      doc: code(
        'server.py',
        [
          'from mcp.server.fastmcp import Context, FastMCP',
          'mcp = FastMCP("x")',
          '@mcp.tool()',
          'async def ask(ctx: Context) -> str:',
          '    await ctx.elicit(message="Go?", schema=dict)',
          '    await ctx.session.create_message(messages=[], max_tokens=1)',
          '    await ctx.session.list_roots()',
          '    await ctx.debug("x")',
          '    return "ok"',
        ],
        MODERN,
      ),
      findings: ['MCP030 elicit', 'MCP030 create_message', 'MCP030 list_roots', 'MCP031 debug'],
    },
  ],
};

export const overloadsAndMarkers: FindingTable = {
  title: 'the 1.x overloads on SDK 2.x and the codemod markers',
  only: MIGRATION,
  lint: lintCode,
  cases: [
    {
      title: 'tool, prompt and resource each name their register… form; a rewrite only where the roles are certain',
      doc: code('server.ts', [
        V2,
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        "server.tool('a', 'A', async () => ({ content: [] }));",
        "server.tool('b', { city }, async () => ({ content: [] }));",
        'server.prompt(name, async () => ({ messages: [] }));',
        "server.resource('r', 'r://x', async () => ({ contents: [] }));",
        served,
      ]),
      findings: [
        "MCP033 tool ⇒ tool → registerTool + 'A',  → { description: 'A' }, ",
        'MCP033 tool',
        'MCP033 prompt ⇒ prompt → registerPrompt + ∅ → {}, ',
        'MCP033 resource ⇒ resource → registerResource + ∅ → {}, ',
      ],
    },
    {
      title: 'the same overloads on SDK 1.x, where they exist: silent',
      doc: code('server.ts', [
        V1,
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        "server.tool('a', 'A', async () => ({ content: [] }));",
      ]),
      findings: [],
    },
    {
      title: 'a marker that says nothing more points to the comment',
      doc: code('server.ts', [
        V2,
        '// @mcp-codemod-error',
        "import * as t from './types.js';",
        "export const server = new McpServer({ name: 'x', version: t.VERSION });",
      ]),
      findings: ['MCP034 // @mcp-codemod-error'],
    },
  ],
};
