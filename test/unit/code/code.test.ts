import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyseCodeDocument, isCodeDocument } from '../../../server/src/code/codeDocument';
import { lintCodeDocument } from '../../../server/src/pipeline/code/lintCode';
import { analyseDocument, checkAnalysis, prepareDocument } from '../../../server/src/pipeline';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { applyEdits } from '../../../server/src/engine/util/edits';
import { REPO_ROOT } from '../../helpers/paths';
import { at, check, fixAndRecheck, loadGrammars, read } from './codeFixtures';

loadGrammars();

describe('TypeScript SDK declarations', () => {
  it('reports on the exact source spans, for every declaration form', () => {
    const r = check('server.ts');
    assert.deepEqual(at(r, 'MCP206'), ["'get_weather'", "'get_time'"]);
    assert.deepEqual(at(r, 'MCP204'), ['idempotentHint']);
    assert.deepEqual(at(r, 'MCP202'), ['openWorldhint']);
    assert.deepEqual(at(r, 'MCP201'), ['"true"']);
    assert.deepEqual(at(r, 'MCP207'), ['delete']);
    assert.deepEqual(at(r, 'MCP302'), ['2']);
    assert.deepEqual(at(r, 'MCP405'), ['{id']);
    assert.deepEqual(at(r, 'MCP404'), ['{id}']);
    assert.deepEqual(at(r, 'MCP301'), ["'user'"]);
    assert.deepEqual(at(r, 'MCP506'), ["'system'"]);
  });

  it('stays silent where values are not literal, and on what the SDK fills in', () => {
    const codes = check('server.ts').findings.map((f) => f.code);
    for (const never of ['MCP104', 'MCP105', 'MCP106', 'MCP107', 'MCP108']) assert.ok(!codes.includes(never), never);
    // get_config's annotations come from a variable: no "readOnlyHint missing"
    assert.ok(!at(check('server.ts'), 'MCP206').includes("'get_config'"));
    // the content block's text is a template with a substitution: no "text missing"
    assert.ok(!codes.includes('MCP509'));
  });

  it('adds readOnlyHint by creating annotations in the registerTool config, and as an argument of the old tool() form', () => {
    const a = fixAndRecheck('server.ts', 'MCP206', "'get_weather'");
    assert.match(a.after, /days: z\.number\(\)\.optional\(\) \},\n {4}annotations: \{ readOnlyHint: true \},\n {2}\},/);
    const b = fixAndRecheck('server.ts', 'MCP206', "'get_time'");
    assert.match(b.after, /server\.tool\('get_time', 'Returns the current time\.', \{ readOnlyHint: true \}, async/);
    assert.ok(
      !b.findings.some((f) => f.code === 'MCP206' && b.after.slice(f.offset, f.offset + f.length) === "'get_time'"),
    );
  });

  it('removes a meaningless hint, renames a mistyped key, rewrites a string hint, closes a template brace', () => {
    const removed = fixAndRecheck('server.ts', 'MCP204', 'idempotentHint');
    assert.match(removed.after, /annotations: \{ readOnlyHint: true, openWorldhint: false, title: 'Files' \}/);
    const renamed = fixAndRecheck('server.ts', 'MCP202', 'openWorldhint');
    assert.match(renamed.after, /openWorldHint: false, title/);
    assert.ok(!renamed.findings.some((f) => f.code === 'MCP202'));
    const typed = fixAndRecheck('server.ts', 'MCP201', '"true"');
    assert.match(typed.after, /annotations: \{ readOnlyHint: true, destructiveHint: false \}/);
    const brace = fixAndRecheck('server.ts', 'MCP405', '{id');
    assert.match(brace.after, /new ResourceTemplate\('users:\/\/\{id\}'/);
    assert.ok(!brace.findings.some((f) => f.code === 'MCP405'));
    const wrapped = fixAndRecheck('server.ts', 'MCP301', "'user'");
    assert.match(wrapped.after, /audience: \['user'\]/);
  });

  it('costs nothing for a file that imports no MCP SDK', () => {
    const doc = analyseCodeDocument('file:///work/plain.ts', read('plain.ts'));
    assert.equal(doc?.code.state, 'not-mcp');
    assert.deepEqual(lintCodeDocument(doc!).findings, []);
  });
});

describe('Python FastMCP declarations', () => {
  it('reports on the exact source spans, with function names and docstrings standing in', () => {
    const r = check('server.py');
    assert.deepEqual(at(r, 'MCP206'), ['get_weather', 'get_time']);
    assert.deepEqual(at(r, 'MCP204'), ['idempotentHint']);
    assert.deepEqual(at(r, 'MCP202'), ['openWorldhint']);
    assert.deepEqual(at(r, 'MCP201'), ['"true"']);
    assert.deepEqual(at(r, 'MCP207'), ['delete']);
    assert.deepEqual(at(r, 'MCP302'), ['2']);
    assert.deepEqual(at(r, 'MCP405'), ['{id']);
    assert.deepEqual(at(r, 'MCP301'), ['"user"']);
    // delete_file has a description argument, the others a docstring: no "description missing"
    assert.ok(!r.findings.some((f) => f.code === 'MCP109'));
  });

  it('writes fixes in Python: ToolAnnotations(readOnlyHint=True), True for "true", a kwarg removed or renamed', () => {
    const added = fixAndRecheck('server.py', 'MCP206', 'get_weather');
    assert.match(added.after, /@mcp\.tool\(annotations=ToolAnnotations\(readOnlyHint=True\)\)\ndef get_weather/);
    const bare = fixAndRecheck('server.py', 'MCP206', 'get_time');
    assert.match(bare.after, /@mcp\.tool\(annotations=ToolAnnotations\(readOnlyHint=True\)\)\ndef get_time/);
    const typed = fixAndRecheck('server.py', 'MCP201', '"true"');
    assert.match(typed.after, /annotations=\{"readOnlyHint": True, "destructiveHint": False\}/);
    const removed = fixAndRecheck('server.py', 'MCP204', 'idempotentHint');
    assert.match(removed.after, /ToolAnnotations\(readOnlyHint=True, openWorldhint=False\)/);
    const renamed = fixAndRecheck('server.py', 'MCP202', 'openWorldhint');
    assert.match(renamed.after, /openWorldHint=False\)\)/);
    const brace = fixAndRecheck('server.py', 'MCP405', '{id');
    assert.match(brace.after, /@mcp\.resource\("users:\/\/\{id\}"\)/);
  });

  it('uses a dictionary when ToolAnnotations is not imported', () => {
    const text =
      'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("x")\n\n@mcp.tool()\ndef list_users() -> list:\n    """Lists the users."""\n    return []\n';
    const r = check('dict.py', text);
    const f = r.findings.find((x) => x.code === 'MCP206');
    assert.ok(f?.fixes?.[0]);
    assert.match(applyEdits(text, f.fixes[0].edits), /@mcp\.tool\(annotations=\{"readOnlyHint": True\}\)/);
  });

  it('costs nothing for a file that imports no MCP SDK', () => {
    assert.equal(analyseCodeDocument('file:///work/plain.py', read('plain.py'))?.code.state, 'not-mcp');
  });
});

/** What every checker does with a file: prepare (load its grammar), analyse, check. */
async function checkFile(uri: string, text: string) {
  await prepareDocument({ uri, text });
  const analysis = analyseDocument({ uri, text }, DEFAULT_SETTINGS);
  return { analysis, result: checkAnalysis(analysis, {}) };
}

describe('the pipeline on code files', () => {
  it('checks a code file after loading its grammar, and passes over other files', async () => {
    const r = await checkFile('file:///work/server.py', read('server.py'));
    assert.ok(r.result.findings.some((f) => f.code === 'MCP206'));
    assert.equal((await checkFile('file:///work/plain.py', read('plain.py'))).analysis.detection.kind, 'unknown');
    assert.equal((await checkFile('file:///work/a.json', '{}')).analysis.detection.kind, 'unknown');
  });

  it("checks the examples' server", async (t) => {
    const path = join(REPO_ROOT, 'examples/server/index.mjs');
    if (!existsSync(path)) return t.skip('examples/server/index.mjs is not there yet');
    const r = await checkFile(`file://${path}`, readFileSync(path, 'utf8'));
    const doc = r.analysis.parsed;
    assert.ok(isCodeDocument(doc), 'the example imports the MCP SDK');
    assert.equal(doc.code.state, 'parsed');
    assert.equal(doc.code.extraction!.declarations.length, 9);
    assert.deepEqual(r.result.ruleFailures, []);
    // the example server is written to be clean: every tool says what it does
    assert.deepEqual(
      r.result.findings.map((f) => `${f.code} ${f.message}`),
      [],
    );
  });
});
