// Every declaration form of both SDKs, helper functions and loops, and quick-fix titles in the file's language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, check, declarations, findingAt, fixAndRecheck, loadGrammars } from './codeFixtures';

loadGrammars();

describe('TypeScript SDK: the forms server.ts does not show', () => {
  it('reads every overload of the older methods, registerToolTask, and the low-level list handlers', () => {
    assert.deepEqual(declarations(check('forms.ts')), [
      'tool tool list_tags',
      'tool tool fetch_page',
      'tool tool get_status',
      'tool tool list_users',
      'resource resourceTemplate log',
      'prompt prompt translate',
      'prompt prompt greet',
      'registerToolTask tool get_report',
      'ListToolsRequestSchema tool read_log',
      'ListToolsRequestSchema tool clear_log',
      'ListToolsRequestSchema tool count_lines',
      'ListToolsRequestSchema tool tail_log (incomplete)',
      'ListResourcesRequestSchema resource today',
      'ListResourceTemplatesRequestSchema resourceTemplate day',
      'ListPromptsRequestSchema prompt triage',
    ]);
  });

  it('reports on each form where the code says it', () => {
    const r = check('forms.ts');
    assert.deepEqual(at(r, 'MCP204'), ['idempotentHint']);
    assert.deepEqual(at(r, 'MCP202'), ['openWorldhint']);
    assert.deepEqual(at(r, 'MCP206'), ["'get_status'", "'list_users'", "'get_report'", "'read_log'"]);
    assert.deepEqual(at(r, 'MCP405'), ['{day']);
    assert.deepEqual(at(r, 'MCP302'), ['3']);
    assert.deepEqual(at(r, 'MCP506'), ["'system'"]);
    assert.deepEqual(at(r, 'MCP208'), ['clear']);
    assert.deepEqual(at(r, 'MCP301'), ["'robot'"]);
    assert.deepEqual(at(r, 'MCP407'), ['day']);
    assert.deepEqual(at(r, 'MCP504'), ["'level'"]);
  });

  it('checks the input schemas of literal low-level tools as JSON, and none that a variable gives', () => {
    const r = check('forms.ts');
    assert.deepEqual(at(r, 'MCP107'), ["'files'"]);
    for (const code of ['MCP104', 'MCP105', 'MCP106', 'MCP108']) assert.deepEqual(at(r, code), [], code);
  });

  it('adds readOnlyHint to a low-level tool literal and as the annotations argument of tool(name, paramsSchema, cb)', () => {
    const low = fixAndRecheck('forms.ts', 'MCP206', "'read_log'");
    assert.match(
      low.after,
      /inputSchema: \{ type: 'object', properties: \{\} \}, annotations: \{ readOnlyHint: true \} \},/,
    );
    const legacy = fixAndRecheck('forms.ts', 'MCP206', "'get_status'");
    assert.match(
      legacy.after,
      /server\.tool\('get_status', \{ verbose: z\.boolean\(\)\.optional\(\) \}, \{ readOnlyHint: true \}, async/,
    );
    assert.deepEqual(at({ ...check('forms.ts', legacy.after), text: legacy.after }, 'MCP206'), [
      "'list_users'",
      "'get_report'",
      "'read_log'",
    ]);
  });
});

describe('TypeScript: helper functions and loops', () => {
  it('reads a helper that passes its parameters on, at each call, and nothing it cannot know', () => {
    assert.deepEqual(declarations(check('helpers.ts')), [
      'registerTool (helper) tool get_invoice',
      'registerTool (helper) tool list_invoices',
      'registerTool (helper) tool get_customer (incomplete)',
      'registerTool (helper) tool ? (incomplete)',
      'prompt (helper) prompt review',
      'registerTool tool ? (incomplete)',
      'registerTool tool ? (incomplete)',
      'registerTool tool ? (incomplete)',
      'registerTool tool ? (incomplete)',
    ]);
  });

  it('reports at the helper call, and no false finding on values that are not literal', () => {
    const r = check('helpers.ts');
    assert.deepEqual(
      r.findings.map((f) => `${f.code} ${r.text.slice(f.offset, f.offset + f.length)}`),
      ["MCP206 'get_invoice'", 'MCP202 destructivehint'],
    );
  });

  it('fixes at the helper call', () => {
    const fixed = fixAndRecheck('helpers.ts', 'MCP206', "'get_invoice'");
    assert.match(
      fixed.after,
      /addTool\(server, 'get_invoice', \{ description: 'Returns an invoice\.', inputSchema: \{ id: z\.string\(\) \}, annotations: \{ readOnlyHint: true \} \}, done\);/,
    );
    assert.deepEqual(at({ ...check('helpers.ts', fixed.after), text: fixed.after }, 'MCP206'), []);
  });
});

describe('Python FastMCP: the forms server.py does not show', () => {
  it('reads positional decorator arguments, add_tool, a decorator applied by a call, add_resource and add_prompt', () => {
    assert.deepEqual(declarations(check('forms.py')), [
      '@tool tool list_rows',
      '@tool tool get_size',
      '@prompt prompt plan',
      '@resource resource app_config',
      'add_tool tool fetch_status',
      'add_tool tool wipe',
      'add_tool tool ping',
      'tool()(fn) tool list_logs',
      'add_resource(TextResource) resource readme',
      'add_resource(from_function) resource memo',
      'add_prompt(from_function) prompt summary',
    ]);
  });

  it('takes the name, docstring and parameters from the function add_tool is given', () => {
    const r = check('forms.py');
    const tool = r.doc.code.extraction!.declarations.find((d) => d.form === 'add_tool')!.object;
    const description = tool.entries.find((e) => e.key === 'description')?.value;
    assert.equal(description?.kind === 'string' && description.value, 'Returns the status of a service.');
    const schema = tool.entries.find((e) => e.key === 'inputSchema')?.value;
    const properties =
      schema?.kind === 'object' ? schema.entries.find((e) => e.key === 'properties')?.value : undefined;
    assert.deepEqual(properties?.kind === 'object' && properties.entries.map((e) => e.key), ['service']);
  });

  it('reports on each form where the code says it, and no "description missing" for a positional description', () => {
    const r = check('forms.py');
    assert.deepEqual(at(r, 'MCP210'), ['"Table rows"']);
    assert.deepEqual(at(r, 'MCP204'), ['destructiveHint']);
    assert.deepEqual(at(r, 'MCP301'), ['"robot"']);
    assert.deepEqual(at(r, 'MCP206'), ['fetch_status', 'list_logs']);
    assert.deepEqual(at(r, 'MCP207'), ['wipe']);
    assert.deepEqual(at(r, 'MCP201'), ['"yes"']);
    assert.deepEqual(at(r, 'MCP302'), ['7']);
    assert.deepEqual(at(r, 'MCP404'), ['{id}']);
    assert.deepEqual(at(r, 'MCP109'), []);
  });

  it('adds annotations to add_tool(…) and to the call that makes the decorator', () => {
    const added = fixAndRecheck('forms.py', 'MCP206', 'fetch_status');
    assert.match(added.after, /^mcp\.add_tool\(fetch_status, annotations=ToolAnnotations\(readOnlyHint=True\)\)$/m);
    const called = fixAndRecheck('forms.py', 'MCP206', 'list_logs');
    assert.match(called.after, /^mcp\.tool\(annotations=ToolAnnotations\(readOnlyHint=True\)\)\(list_logs\)$/m);
  });

  it('reads the standalone fastmcp: bare decorators, a name argument, tool(fn, …), Tool.from_function', () => {
    const r = check('standalone.py');
    assert.deepEqual(declarations(r), [
      '@tool tool get_forecast',
      '@tool tool search',
      '@prompt prompt ask',
      '@prompt prompt explain',
      '@resource resourceTemplate data',
      'tool(fn) tool read_file',
      'add_tool(from_function) tool drop_table',
    ]);
    assert.deepEqual(
      r.findings.map((f) => `${f.code} ${r.text.slice(f.offset, f.offset + f.length)}`),
      ['MCP206 get_forecast', 'MCP203 "priority"', 'MCP301 []', 'MCP206 "read_file"', 'MCP207 drop'],
    );
  });

  it("reads the low-level Server's list handlers that return literal lists, and checks them as JSON", () => {
    const r = check('lowlevel.py');
    assert.deepEqual(declarations(r), [
      'list_tools tool get_page',
      'list_tools tool get_links (incomplete)',
      'list_resources resource home',
      'list_prompts prompt outline',
    ]);
    assert.deepEqual(
      r.findings.map((f) => `${f.code} ${r.text.slice(f.offset, f.offset + f.length)}`),
      ['MCP206 "get_page"', 'MCP107 "uri"', 'MCP408 "text html"', 'MCP504 "topic"'],
    );
    const added = fixAndRecheck('lowlevel.py', 'MCP206', '"get_page"');
    assert.match(added.after, /"required": \["uri"\]\}, annotations=types\.ToolAnnotations\(readOnlyHint=True\)\),/);
    assert.equal(added.fix.title, 'Add annotations=types.ToolAnnotations(readOnlyHint=True)');
  });

  it('stays silent on a function it cannot see and on values that are not literal', () => {
    const text = [
      'from mcp.server.fastmcp import FastMCP',
      'from tools import get_everything',
      'mcp = FastMCP("x")',
      'NAME = "list_things"',
      'mcp.add_tool(get_everything)',
      'mcp.add_tool(lambda: 1, name=NAME)',
      'def register(server, fn, name):',
      '    server.add_tool(fn, name=name)',
      '',
    ].join('\n');
    const r = check('silent.py', text);
    assert.deepEqual(declarations(r), [
      'add_tool tool ? (incomplete)',
      'add_tool tool ? (incomplete)',
      'add_tool tool ? (incomplete)',
    ]);
    assert.deepEqual(r.findings, []);
  });
});

describe('quick-fix titles say the edit in the language of the file', () => {
  const titles = (name: string, code: string, spot: string) =>
    (findingAt(check(name), code, spot).fixes ?? []).map((f) => f.title);

  it('TypeScript', () => {
    assert.deepEqual(titles('server.ts', 'MCP206', "'get_weather'"), ['Add annotations: { readOnlyHint: true }']);
    assert.deepEqual(titles('server.ts', 'MCP206', "'get_time'"), [
      'Add the annotations argument { readOnlyHint: true }',
    ]);
    assert.deepEqual(titles('server.ts', 'MCP204', 'idempotentHint'), ['Remove idempotentHint: true']);
    assert.deepEqual(titles('server.ts', 'MCP202', 'openWorldhint'), ['Rename to openWorldHint']);
    assert.deepEqual(titles('server.ts', 'MCP201', '"true"'), ['Set readOnlyHint: true']);
    assert.deepEqual(titles('server.ts', 'MCP301', "'user'"), ["Set audience: ['user']"]);
    assert.deepEqual(titles('server.ts', 'MCP302', '2'), ['Clamp to 1'], 'a title without JSON syntax stays');
    assert.deepEqual(titles('forms.ts', 'MCP107', "'files'"), ["Change to 'file'"]);
    assert.deepEqual(titles('helpers.ts', 'MCP206', "'get_invoice'"), ['Add annotations: { readOnlyHint: true }']);
  });

  it('Python', () => {
    assert.deepEqual(titles('server.py', 'MCP206', 'get_weather'), [
      'Add annotations=ToolAnnotations(readOnlyHint=True)',
    ]);
    assert.deepEqual(titles('server.py', 'MCP204', 'idempotentHint'), ['Remove idempotentHint=True']);
    assert.deepEqual(titles('server.py', 'MCP202', 'openWorldhint'), ['Rename to openWorldHint']);
    assert.deepEqual(titles('server.py', 'MCP201', '"true"'), ['Set "readOnlyHint": True']);
    assert.deepEqual(titles('server.py', 'MCP207', 'delete'), ['Set "destructiveHint": True']);
    assert.deepEqual(titles('server.py', 'MCP301', '"user"'), ['Set audience=["user"]']);
    assert.deepEqual(
      titles('server.py', 'MCP405', '{id'),
      ['Close the expression with "}"'],
      'an edit inside a string is the same as in JSON',
    );
    assert.deepEqual(titles('standalone.py', 'MCP206', 'get_forecast'), ['Add annotations={"readOnlyHint": True}']);
    assert.deepEqual(titles('standalone.py', 'MCP203', '"priority"'), ['Remove "priority": 1']);
    assert.deepEqual(titles('forms.py', 'MCP207', 'wipe'), ['Set readOnlyHint=False']);
  });

  it('keeps the reason a rule gives', () => {
    const text =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'x', version: '1' });\ns.registerTool('purge', { description: 'Purges the queue.', annotations: { readOnlyHint: true, destructiveHint: true } }, async () => ({ content: [] }));\n";
    const r = check('reason.ts', text);
    const f = r.findings.find((x) => x.code === 'MCP205');
    assert.deepEqual(
      f?.fixes?.map((x) => x.title),
      ['Remove destructiveHint: true (the tool only reads)', 'Set readOnlyHint: false (the tool may destroy)'],
    );
  });

  it('a title quoting JSON never reaches code', () => {
    for (const name of [
      'server.ts',
      'server.py',
      'forms.ts',
      'forms.py',
      'standalone.py',
      'lowlevel.py',
      'helpers.ts',
    ]) {
      for (const f of check(name).findings) {
        for (const fix of f.fixes ?? []) {
          assert.doesNotMatch(fix.title, /"[A-Za-z]+Hint": (true|false)/, `${name} ${f.code}: ${fix.title}`);
        }
      }
    }
  });

  it('a hint written beside annotations in code is reported without a JSON-only fix, and no rule fails', () => {
    const text =
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst s = new McpServer({ name: 'x', version: '1' });\ns.registerTool('list_jobs', { description: 'Lists the jobs.', readOnlyHint: true }, async () => ({ content: [] }));\n";
    const r = check('stray-hint.ts', text); // check() asserts that no rule threw
    const f = r.findings.find((x) => x.code === 'MCP113');
    assert.ok(f, `MCP113 expected, got ${r.findings.map((x) => x.code).join(', ')}`);
    for (const fix of f.fixes ?? []) assert.doesNotMatch(fix.title, /"readOnlyHint"/);
  });
});
