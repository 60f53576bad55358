// The migration rules (MCP030–MCP034) on the server code of test/fixtures/code/migration: what fails on a 2026-07-28
// session, what is deprecated, what the TypeScript SDK 2.x removed, and what its codemod left to do.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseCodeDocument } from '../../../server/src/code/codeDocument';
import { bindsZ } from '../../../server/src/code/migrationTs';
import { lintCodeDocument } from '../../../server/src/pipeline/code/lintCode';
import type { EngineOptions, Finding } from '../../../server/src/engine/types';
import { applyEdits } from '../../../server/src/engine/util/edits';
import { loadGrammars, read } from './codeFixtures';
import { lintText } from '../../helpers/engine';

loadGrammars();

interface Checked {
  readonly text: string;
  readonly findings: Finding[];
}

function check(name: string, options: EngineOptions = {}, text = read(`migration/${name}`)): Checked {
  const doc = analyseCodeDocument(`file:///work/${name}`, text);
  assert.equal(doc?.code.state, 'parsed', name);
  const result = lintCodeDocument(doc!, options);
  assert.deepEqual(result.ruleErrors, []);
  return { text, findings: result.findings.filter((f) => /^MCP03\d$/.test(f.code)) };
}

/** `CODE severity "underlined text"` of each migration finding, in order. */
const found = (r: Checked): string[] =>
  r.findings.map((f) => `${f.code} ${f.severity} ${r.text.slice(f.offset, f.offset + f.length)}`);

const MODERN: EngineOptions = { specVersion: '2026-07-28' };
const OLDER: EngineOptions = { specVersion: '2025-11-25' };

describe('migration rules on server code', () => {
  it('reports the push requests, logging and -32002 of an SDK 2.x server, with the inputRequired form to use', () => {
    const r = check('v2-push.ts');
    assert.deepEqual(found(r), [
      'MCP031 hint logging',
      'MCP030 warning elicitInput',
      'MCP031 hint log',
      'MCP030 warning requestSampling',
      'MCP030 warning listRoots',
      'MCP032 info -32002',
      'MCP032 info ResourceNotFound',
    ]);
    const elicit = r.findings[1]!;
    assert.match(elicit.message, /`ctx\.mcpReq\.elicitInput` sends a server-to-client request/);
    assert.match(
      elicit.message,
      /inputRequired\(\{ inputRequests: \{ answer: inputRequired\.elicit\(\{ … \}\) \} \}\)/,
    );
    assert.match(elicit.message, /acceptedContent\(ctx\.mcpReq\.inputResponses, 'answer'\)/);
    assert.match(elicit.message, /TypeScript SDK 2\.x/);
    assert.match(
      r.findings[3]!.message,
      /inputRequired\.createMessage.*Sampling itself is deprecated since MCP 2026-07-28 \(SEP-2577\)/,
    );
    assert.match(r.findings[4]!.message, /inputRequired\.listRoots/);
    assert.match(r.findings[2]!.message, /at least twelve months \(until 2027-07-28 at the earliest\)/);
    assert.deepEqual(r.findings[2]!.tags, ['deprecated']);
    assert.match(r.findings[5]!.message, /ResourceNotFoundError/);
  });

  it('fixes -32002 and the ResourceNotFound constant in place', () => {
    const r = check('v2-push.ts');
    let text = r.text;
    for (const f of r.findings.filter((x) => x.code === 'MCP032').reverse()) {
      text = applyEdits(text, f.fixes![0]!.edits);
    }
    assert.match(text, /new ProtocolError\(-32602, 'Resource not found', \{ uri: uri\.href \}\)/);
    assert.match(text, /new ProtocolError\(ProtocolErrorCode\.InvalidParams, 'Resource not found'\)/);
    assert.deepEqual(
      check('v2-push.ts', {}, text).findings.filter((f) => f.code === 'MCP032'),
      [],
    );
  });

  it('says nothing of a server already written for 2026-07-28, nor of a received code compared', () => {
    assert.deepEqual(found(check('v2-ready.ts')), []);
    assert.deepEqual(found(check('v2-ready.ts', MODERN)), []);
  });

  it('a 2.x server connected to a transport by hand speaks 2025 today: information, a warning once the setting says 2026-07-28', () => {
    const today = check('v2-stdio-transport.ts');
    assert.deepEqual(found(today), ['MCP030 info elicitInput']);
    assert.match(
      today.findings[0]!.message,
      /connects a transport by hand.*once served through serveStdio or createMcpHandler, it fails/,
    );
    assert.deepEqual(found(check('v2-stdio-transport.ts', MODERN)), ['MCP030 warning elicitInput']);
  });

  it('says nothing of a handler that branches on the era: the legacy branch, or the alternative of the modern one', () => {
    assert.deepEqual(found(check('era-branch.ts')), []);
  });

  it('reports a push request where the era is not known to be legacy: an else branch, a negation, a legacyFormat option', () => {
    assert.deepEqual(found(check('era-branch-else.ts')), [
      'MCP030 warning elicitInput',
      'MCP030 warning requestSampling',
      'MCP030 warning listRoots',
      'MCP030 warning listRoots',
    ]);
  });

  it('tells the era branches of Python apart too: the if and the conditional expression, not their else', () => {
    const text = [
      'from mcp.server.fastmcp import Context, FastMCP',
      'mcp = FastMCP("x")',
      '@mcp.tool()',
      'async def ask(ctx: Context) -> str:',
      '    if ctx.era == "legacy":',
      '        await ctx.elicit(message="Go?", schema=dict)',
      '    else:',
      '        await ctx.elicit(message="Go?", schema=dict)',
      '    roots = await ctx.list_roots() if ctx.era == "legacy" else None',
      '    if ctx.era == "modern":',
      '        return "ok"',
      '    elif ctx.legacy_format:',
      '        await ctx.list_roots()',
      '    return str(roots)',
    ].join('\n');
    const r = check('era.py', MODERN, text);
    assert.deepEqual(found(r), ['MCP030 warning elicit']);
    assert.equal(r.text.slice(0, r.findings[0]!.offset).split('\n').length, 8, 'the else branch');
  });

  it('follows supportedProtocolVersions first: a 2.x server pinned to 2025 revisions is valid as it is', () => {
    assert.deepEqual(found(check('versions-2025.ts')), []);
    assert.deepEqual(found(check('versions-2025.ts', MODERN)), []);
  });

  it('leaves an SDK 1.x server for 2025 clients alone, and reports it when mcpLens.specVersion says 2026-07-28', () => {
    assert.deepEqual(found(check('v1-server.ts')), []);
    assert.deepEqual(found(check('v1-server.ts', OLDER)), []);
    const r = check('v1-server.ts', MODERN);
    assert.deepEqual(found(r), [
      'MCP030 warning elicitInput',
      'MCP030 warning sendRequest',
      'MCP030 warning sendRequest',
      'MCP032 warning -32002',
    ]);
    assert.match(
      r.findings[0]!.message,
      /`server\.server\.elicitInput`.*the mcpLens\.specVersion setting is 2026-07-28/,
    );
    assert.match(r.findings[1]!.message, /`extra\.sendRequest\('sampling\/createMessage'\)`/);
    assert.match(r.findings[2]!.message, /`extra\.sendRequest\('roots\/list'\)`.*inputRequired\.listRoots/);
  });

  it('an explicit older setting turns the 2.x findings off, but not the removed overloads', () => {
    assert.deepEqual(found(check('v2-push.ts', OLDER)), []);
    assert.equal(found(check('v2-overloads.ts', OLDER)).length, 5);
  });

  it('reports the 1.x overloads on SDK 2.x and rewrites each to its register… form', () => {
    const r = check('v2-overloads.ts');
    assert.deepEqual(found(r), [
      'MCP033 error tool',
      'MCP033 error tool',
      'MCP033 error tool',
      'MCP033 error prompt',
      'MCP033 error resource',
    ]);
    assert.match(r.findings[0]!.message, /registerTool\(name, \{ description, inputSchema \}, handler\)/);
    let text = r.text;
    for (const f of [...r.findings].reverse()) text = applyEdits(text, f.fixes![0]!.edits);
    assert.match(
      text,
      /server\.registerTool\('greet', \{ description: 'Greets a user', inputSchema: z\.object\(\{ name: z\.string\(\) \}\) \}, async/,
    );
    assert.match(text, /server\.registerTool\('ping', \{\}, async \(\) =>/);
    assert.match(
      text,
      /registerTool\('wipe', \{ description: 'Deletes every greeting', inputSchema: z\.object\(\{ confirm: z\.boolean\(\) \}\), annotations: \{ destructiveHint: true \} \}, async/,
    );
    assert.match(
      text,
      /registerPrompt\('welcome', \{ description: 'Welcomes someone', argsSchema: z\.object\(\{ who: z\.string\(\) \}\) \}, \(\{ who \}\)/,
    );
    assert.match(
      text,
      /registerResource\('user', new ResourceTemplate\('users:\/\/\{id\}', \{ list: undefined \}\), \{\}, async/,
    );
    assert.deepEqual(found(check('v2-overloads.ts', {}, text)), []);
  });

  it('keeps a raw shape unwrapped when the file does not import z, and offers no rewrite for an argument of unknown role', () => {
    const text = [
      "import { McpServer } from '@modelcontextprotocol/server';",
      "import * as zod from 'zod';",
      "const server = new McpServer({ name: 'x', version: '1.0.0' });",
      "server.tool('a', 'A', { n: zod.number() }, async () => ({ content: [] }));",
      "server.tool('b', description, async () => ({ content: [] }));",
    ].join('\n');
    const r = check('inline.ts', {}, text);
    assert.deepEqual(found(r), ['MCP033 error tool', 'MCP033 error tool']);
    assert.match(
      applyEdits(text, r.findings[0]!.fixes![0]!.edits),
      /registerTool\('a', \{ description: 'A', inputSchema: \{ n: zod\.number\(\) \} \}, async/,
    );
    assert.equal(r.findings[1]!.fixes, undefined);
  });

  it('rewrites one object argument only where its role shows: a Zod shape or annotations written out', () => {
    const r = check('v2-overload-roles.ts');
    const rewritten = r.findings.map((f) => {
      assert.equal(f.code, 'MCP033');
      return f.fixes
        ? applyEdits(r.text, f.fixes[0]!.edits).split('\n')[r.text.slice(0, f.offset).split('\n').length - 1]
        : undefined;
    });
    assert.deepEqual(rewritten, [
      undefined, // { owner: Owner }: a Zod schema held in a name, or annotations? only the SDK at run time knows
      undefined, // { city }
      undefined, // { ...commonShape }
      undefined, // { readOnlyHint: config.readOnly }: annotation keys, but a value that may be a Zod schema
      "server.registerTool('note', { inputSchema: z.object({ title: z.string().min(1) }) }, done);",
      "server.registerTool('lookup', { inputSchema: z.object({ id: schemas.id }) }, done);",
      "server.registerTool('list', { description: 'Lists notes', annotations: { readOnlyHint: true, 'title': 'List notes' } }, done);",
    ]);
  });

  it('does not count `z as zod` as binding z, and reads an unclosed import brace with 50,000 z in one pass', () => {
    const text = [
      "import { McpServer } from '@modelcontextprotocol/server';",
      "import { z as zod } from 'zod';",
      "const server = new McpServer({ name: 'x', version: '1.0.0' });",
      "server.tool('a', 'A', { n: zod.number() }, async () => ({ content: [] }));",
    ].join('\n');
    const [f] = check('alias.ts', {}, text).findings;
    assert.match(
      applyEdits(text, f!.fixes![0]!.edits),
      /registerTool\('a', \{ description: 'A', inputSchema: \{ n: zod\.number\(\) \} \}/,
    );
    assert.equal(bindsZ("import { z } from 'zod';"), true);
    assert.equal(bindsZ("import { ZodError, z as z } from 'zod/v4';"), true);
    assert.equal(bindsZ("import z, { ZodError } from 'zod';"), true);
    assert.equal(bindsZ("import { type z } from 'zod'; import type { z as y } from 'zod';"), false);
    assert.equal(bindsZ("import { z as zod } from 'zod';"), false);
    // the specifiers are a bounded capture: no backtracking from the end of the file for each `z`
    const unclosed = `import { McpServer } from '@modelcontextprotocol/server';\nimport { ${'z '.repeat(50_000)}`;
    assert.equal(bindsZ(unclosed), false);
    assert.equal(bindsZ('import { z, '.repeat(10_000)), false);
    const doc = analyseCodeDocument('file:///work/unclosed.ts', unclosed);
    assert.deepEqual(lintCodeDocument(doc!, {}).ruleErrors, []);
  });

  it('counts createMessage only on an MCP server instance, not on another API of the same name', () => {
    const text = [
      "import { McpServer, serveStdio } from '@modelcontextprotocol/server';",
      "import { chat } from './chat.js';",
      "const server = new McpServer({ name: 'x', version: '1.0.0' });",
      "server.registerTool('a', { description: 'A' }, async () => {",
      '  await chat.createMessage({ text: "hi" });',
      '  await server.server.createMessage({ messages: [], maxTokens: 1 });',
      '  return { content: [] };',
      '});',
      'serveStdio(() => server);',
    ].join('\n');
    assert.deepEqual(found(check('inline.ts', {}, text)), ['MCP030 warning createMessage']);
    assert.match(check('inline.ts', {}, text).findings[0]!.message, /`server\.server\.createMessage`/);
  });

  it('reports the markers the codemod leaves, whatever the revision, and nothing once resolved', () => {
    const r = check('codemod-marker.ts', OLDER);
    assert.deepEqual(
      r.findings.map((f) => [f.code, f.severity, f.message]),
      [
        [
          'MCP034',
          'warning',
          "The SDK's v1-to-v2 codemod could not rewrite this: Namespace import of spec types: re-import CallToolResultSchema from @modelcontextprotocol/core.",
        ],
      ],
    );
    assert.deepEqual(found(check('codemod-clean.ts')), []);
  });

  it('reads Python only when the setting says 2026-07-28, and only the Context, not logging.getLogger', () => {
    assert.deepEqual(found(check('fastmcp_elicit.py')), []);
    const r = check('fastmcp_elicit.py', MODERN);
    assert.deepEqual(found(r), [
      'MCP031 hint info',
      'MCP030 warning elicit',
      'MCP030 warning list_roots',
      'MCP032 warning -32002',
    ]);
    assert.match(r.findings[1]!.message, /return an `input_required` result/);
  });

  it('never reports on a JSON catalog, whatever the revision', () => {
    const catalog = { tools: [{ name: 'ask', description: 'Asks', inputSchema: { type: 'object' } }] };
    assert.deepEqual(
      lintText('tools.json', catalog, MODERN).filter((f) => /^MCP03\d$/.test(f.code)),
      [],
    );
  });
});
