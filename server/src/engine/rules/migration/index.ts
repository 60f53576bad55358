import { isCodeDocument } from '../../../code/codeDocument';
import type { ClientFeature, CodemodMarker, LegacyOverload, MigrationSite } from '../../../code/migration';
import { REGISTER_METHOD } from '../../../code/migration';
import type { Rule, RuleContext, RuleMeta } from '../../types';
import { checkJsonCapabilities } from './jsonCapabilities';
import { codeTarget, MODERN, type CodeTarget } from './target';

// Moving server code to MCP 2026-07-28 and the TypeScript SDK 2.x (typescript-sdk docs/migration/upgrade-to-v2.md
// and support-2026-07-28.md): read from the code by server/src/code/migrationTs.ts and migrationPy.ts.

const SERVER_TS = 'src/server.ts';

const META: readonly RuleMeta[] = [
  {
    code: 'MCP030',
    name: 'server-request-in-handler',
    severity: 'warning',
    kinds: ['capabilities'],
    summary:
      'Server code that targets MCP 2026-07-28 (TypeScript SDK 2.x, `supportedProtocolVersions`, or the `mcpLens.specVersion` setting) sends a server-to-client request from a handler: `ctx.mcpReq.elicitInput`, `requestSampling`, `createMessage`, `listRoots`, `sendRequest` of those methods, `throw new UrlElicitationRequiredError`, or in Python `ctx.elicit`, `ctx.session.create_message`, `list_roots`. Information for a 2.x file that connects its transport by hand (2025 only until it is served through `serveStdio`/`createMcpHandler`).',
    why: '2026-07-28 removed the server-to-client request channel (SEP-2322, multi-round-trip requests): on a 2026-07-28 session these calls fail before anything reaches the client, while they still work with a 2025 client. The handler asks for input by returning `input_required` instead.',
    fix: "Return `inputRequired({ inputRequests: { key: inputRequired.elicit({ … }) } })` (or `inputRequired.createMessage`, `.listRoots`, `.elicitUrl`) and read the answer on the retry with `acceptedContent(ctx.mcpReq.inputResponses, 'key')`; the SDK's legacy shim serves the same form to 2025 clients. A request in the branch for the legacy era (`if (ctx.era === 'legacy') { … }`, or the `else` of `if (ctx.era === 'modern')`) is not reported; one in the other branch is.",
    example:
      "import { McpServer, serveStdio } from '@modelcontextprotocol/server';\n" +
      "const server = new McpServer({ name: 'deploy', version: '1.0.0' });\n" +
      "server.registerTool('deploy', { description: 'Deploys the site.' }, async (args, ctx) => {\n" +
      "  const answer = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Deploy now?', requestedSchema: { type: 'object', properties: {} } });\n" +
      "  return { content: [{ type: 'text', text: answer.action }] };\n" +
      '});',
    examplePath: SERVER_TS,
  },
  {
    code: 'MCP031',
    name: 'deprecated-roots-sampling-logging',
    severity: 'hint',
    kinds: ['capabilities'],
    summary:
      "Server code that targets MCP 2026-07-28 uses roots, sampling or logging (`inputRequired.createMessage`, `inputRequired.listRoots`, `ctx.mcpReq.log`, `sendLoggingMessage`, a `logging` capability; in Python the Context's `info`/`debug`/`warning`/`error`/`log`), which 2026-07-28 deprecates. In JSON: the `logging` key of the `capabilities` object of a capability document (at its root or in a JSON-RPC response's `result`; an initialize or discover result once `mcpLens.files` maps it to `capabilities`) that targets 2026-07-28 by its `protocolVersion`, the setting, or, naming neither, as the newest revision. No JSON kind holds client capabilities, so roots and sampling are found in code only.",
    why: 'SEP-2577 deprecates roots, sampling and logging as of 2026-07-28 with a window of at least twelve months: they keep working until 2027-07-28 at the earliest, then may be removed. On a 2026-07-28 request `ctx.mcpReq.log()` sends nothing unless the client asked for a log level.',
    fix: 'Plan their replacement within the window: ask the user through elicitation rather than sampling, take paths as tool arguments rather than roots, and log to stderr or your own telemetry.',
    example:
      "import { McpServer } from '@modelcontextprotocol/server';\n" +
      "const server = new McpServer({ name: 'notes', version: '1.0.0' }, { capabilities: { logging: {} } });",
    examplePath: SERVER_TS,
  },
  {
    code: 'MCP032',
    name: 'resource-not-found-code',
    severity: 'warning',
    kinds: ['capabilities'],
    summary:
      "Server code that targets MCP 2026-07-28 answers a missing resource with `-32002` (or the SDK's `ResourceNotFound` constant), the code of earlier revisions; 2026-07-28 uses `-32602`. Information when the TypeScript SDK 2.x re-emits it. Code only: no JSON kind MCP Lens checks holds a JSON-RPC error object (a saved test records a failed request as its message, a captured catalog a failed list as text).",
    why: '2026-07-28 moved resource-not-found to -32602 (Invalid Params) with `data: { uri }`. The TypeScript SDK 2.x maps a thrown -32002 to -32602 on the wire, but without `data.uri` the client can no longer tell it is a missing resource; other servers send -32002 as written. Comparisons with a received code (`error.code === -32002`) are not reported: clients should accept both.',
    fix: 'Use -32602 (`ProtocolErrorCode.InvalidParams`) with `data: { uri }`, or in the TypeScript SDK 2.x `throw new ResourceNotFoundError(uri)`. The quick fix replaces a literal code or the constant.',
    example:
      "import { McpServer, ProtocolError } from '@modelcontextprotocol/server';\n" +
      "const fail = (uri: string) => { throw new ProtocolError(-32002, 'Resource not found', { uri }); };",
    examplePath: SERVER_TS,
  },
  {
    code: 'MCP033',
    name: 'sdk1-registration-overload',
    severity: 'error',
    kinds: ['capabilities'],
    summary:
      'Code on the TypeScript SDK 2.x (`@modelcontextprotocol/server`) calls the 1.x overloads `server.tool(…)`, `server.resource(…)` or `server.prompt(…)`, which 2.x removed.',
    why: 'The variadic `.tool()`, `.prompt()` and `.resource()` are gone in 2.x (typescript-sdk docs/migration/upgrade-to-v2.md, "Server registration API"): the file does not compile, and JavaScript fails at run time when it registers.',
    fix: 'Call `registerTool(name, { description, inputSchema }, handler)`, `registerPrompt(name, { description, argsSchema }, handler)` or `registerResource(name, uri, metadata, handler)`. The quick fix rewrites the call when its arguments are literals whose roles are certain, wrapping a raw Zod shape in `z.object(…)` when the file imports `z` under that name. A single object is a shape when it is empty, when a value is built from `z` (`z.string()`), or when a value is computed (`schemas.id`) and a key is not an annotation key; it is annotations when it holds only `title` and the `…Hint` keys with written values; one whose role only the SDK decides at run time (`{ owner: Owner }`, `{ city }`, `{ ...shape }`) gets no quick fix.',
    example:
      "import { McpServer } from '@modelcontextprotocol/server';\n" +
      "const server = new McpServer({ name: 'greeter', version: '1.0.0' });\n" +
      "server.tool('greet', 'Greets a user', async () => ({ content: [] }));",
    examplePath: SERVER_TS,
  },
  {
    code: 'MCP034',
    name: 'codemod-marker-left',
    severity: 'warning',
    kinds: ['capabilities'],
    summary:
      "A `@mcp-codemod-error` comment: the TypeScript SDK's v1-to-v2 codemod recognised this spot but could not rewrite it.",
    why: 'The codemod marks what needs a decision (a namespace schema import, a transport, an error-class check, an optional completable it cannot invert); until it is resolved the code may fail at compile or run time.',
    fix: 'Make the change the comment describes (typescript-sdk docs/migration/upgrade-to-v2.md, "Manual changes"), then delete the comment.',
    example:
      "import { McpServer } from '@modelcontextprotocol/server';\n" +
      '/* @mcp-codemod-error Namespace import of types: re-import the schema from @modelcontextprotocol/core */\n' +
      "import * as t from '@modelcontextprotocol/sdk/types.js';",
    examplePath: SERVER_TS,
  },
];

/** The codes whose findings are written for code already: the code pipeline keeps their messages and fixes. */
export const MIGRATION_CODES: ReadonlySet<string> = new Set(META.map((m) => m.code));

const HELPER: Readonly<Record<ClientFeature, string>> = {
  elicitation: 'inputRequired.elicit',
  'url-elicitation': 'inputRequired.elicitUrl',
  sampling: 'inputRequired.createMessage',
  roots: 'inputRequired.listRoots',
};
const FEATURE_NAME = { sampling: 'Sampling', roots: 'Roots', logging: 'Logging' } as const;
const WINDOW = `deprecated since MCP ${MODERN} (SEP-2577) with a window of at least twelve months (until 2027-07-28 at the earliest)`;

export const migration: Rule = {
  meta: META,
  check(ctx) {
    if (!isCodeDocument(ctx.doc)) return checkJsonCapabilities(ctx, WINDOW);
    const target = codeTarget(ctx.doc, ctx.options);
    if (!target) return;
    const python = ctx.doc.code.language === 'python';
    for (const site of target.facts.sites) {
      if (site.kind === 'codemod-marker') {
        ctx.report(
          'MCP034',
          at(site),
          `The SDK's v1-to-v2 codemod could not rewrite this: ${site.message || 'see the comment'}.`,
        );
      } else if (site.kind === 'overload') {
        if (target.facts.sdk === 'v2') overloadFinding(ctx, site);
      } else if (target.modern) {
        modernFinding(ctx, site, target, python);
      }
    }
  },
};

/** Said of a 2.x file that connects its transport by hand: what holds once it serves 2026-07-28. */
const LATER =
  'today it connects a transport by hand, which speaks only the 2025 protocol; once served through serveStdio or createMcpHandler';

/** A site that only a file targeting 2026-07-28 has to change. */
type ModernSite = Exclude<MigrationSite, LegacyOverload | CodemodMarker>;

function modernFinding(ctx: RuleContext, site: ModernSite, target: CodeTarget, python: boolean): void {
  const why = target.modern!;
  const v2 = target.facts.sdk === 'v2';
  const later = target.servedAsLegacy;
  if (site.kind === 'push-request') {
    const fix = python
      ? 'return an `input_required` result with the request in `inputRequests` and read `inputResponses` on the retry'
      : `return \`inputRequired({ inputRequests: { answer: ${HELPER[site.feature]}({ … }) } })\` and read the answer on the retry with \`acceptedContent(ctx.mcpReq.inputResponses, 'answer')\` (the SDK's legacy shim serves the same form to 2025 clients)`;
    const deprecated =
      site.feature === 'sampling' || site.feature === 'roots'
        ? ` ${FEATURE_NAME[site.feature]} itself is ${WINDOW}.`
        : '';
    ctx.report(
      'MCP030',
      at(site),
      later
        ? `\`${site.api}\` sends a server-to-client request, which MCP ${MODERN} removed: this server is on the TypeScript SDK 2.x, and ${LATER}, it fails on every ${MODERN} session. Instead, ${fix}.${deprecated}`
        : `\`${site.api}\` sends a server-to-client request, which MCP ${MODERN} removed: it fails on every ${MODERN} session (this server targets ${MODERN}: ${why}). Instead, ${fix}.${deprecated}`,
      { severity: later ? 'info' : undefined },
    );
  } else if (site.kind === 'deprecated') {
    ctx.report('MCP031', at(site), `${FEATURE_NAME[site.feature]} (\`${site.api}\`) is ${WINDOW}.`, {
      tags: ['deprecated'],
    });
  } else {
    const mapped = v2
      ? ` The SDK 2.x re-emits it as -32602, but without \`data: { uri }\` the client cannot tell the resource is missing: prefer \`throw new ResourceNotFoundError(uri)\`.`
      : '';
    ctx.report(
      'MCP032',
      at(site),
      `\`${site.written}\` is the resource-not-found code of revisions before ${MODERN}; ${MODERN} answers a missing resource with -32602 (Invalid Params) and \`data: { uri }\` (this server targets ${MODERN}: ${why}).${mapped}`,
      {
        severity: v2 ? 'info' : undefined,
        fixes: [
          {
            title: `Change to ${site.replacement}`,
            edits: [{ offset: site.span.start, length: site.span.end - site.span.start, newText: site.replacement }],
            preferred: true,
          },
        ],
      },
    );
  }
}

const REGISTER_SHAPE: Readonly<Record<LegacyOverload['method'], string>> = {
  tool: 'registerTool(name, { description, inputSchema }, handler)',
  prompt: 'registerPrompt(name, { description, argsSchema }, handler)',
  resource: 'registerResource(name, uri, metadata, handler)',
};

function overloadFinding(ctx: RuleContext, site: LegacyOverload): void {
  const register = REGISTER_METHOD[site.method];
  const shape = REGISTER_SHAPE[site.method];
  ctx.report(
    'MCP033',
    at(site),
    `\`${site.method}(…)\` is the 1.x overload, removed in the TypeScript SDK 2.x: call \`${shape}\`.`,
    {
      fixes: site.rewrite ? [{ title: `Rewrite as ${register}(…)`, edits: site.rewrite, preferred: true }] : undefined,
    },
  );
}

function at(site: MigrationSite): { offset: number; length: number } {
  return { offset: site.span.start, length: site.span.end - site.span.start };
}
