import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';
import { REPO_ROOT } from '../helpers/paths';
import { formatReport, runFuzz } from './fuzzer';
import { countFromEnv, seedFromEnv } from './random';
import { seedDocuments } from './seeds';

// bounded by a count of edits, not by time, so that a seed always means the same run; `npm run fuzz` runs long
const SEED = seedFromEnv(0x6d63706c);
const EDITS = countFromEnv('FUZZ_EDITS', 300);
// server code gets a campaign of its own: its escapes, strings and declarations cut midway never come up in JSON's
const CODE_EDITS = countFromEnv('FUZZ_CODE_EDITS', 240);
const NO_READ_ONLY =
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\nserver.registerTool('get_weather', { description: 'Returns the weather.', inputSchema: {} }, async () => ({ content: [] }));\n";
const BAD_PRIORITY =
  '{\n  "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }]\n}\n';

describe('language server fuzzing over a real LSP connection', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it(`answers every request on randomly edited real documents (seed ${SEED}, ${EDITS} edits): nothing lost, nothing crashed`, async (t) => {
    const seeds = seedDocuments();
    if (!seeds.some((s) => s.name.startsWith('corpus:'))) {
      t.diagnostic('../shared/corpus/real is absent: fuzzing the repository fixtures and built-in documents only');
    }
    const report = await runFuzz({
      client,
      seeds,
      seed: SEED,
      edits: EDITS,
      maxBurst: countFromEnv('FUZZ_BURST', 3),
      only: process.env.FUZZ_ONLY,
      failureDir: join(REPO_ROOT, 'out', 'fuzz-failures'),
      progress: process.env.FUZZ_PROGRESS ? (line) => console.log(line) : undefined,
    });
    for (const line of formatReport(report).split('\n')) t.diagnostic(line);
    assert.equal(report.failures.length, 0, formatReport(report));
    assert.equal(report.edits, report.plannedEdits);
    assert.ok(client.alive, 'the language server process is still running');
  });

  it(`answers every request on randomly edited server code, TypeScript, JavaScript and Python (seed ${SEED}, ${CODE_EDITS} edits)`, async (t) => {
    const seeds = seedDocuments().filter((s) => s.languageId !== 'json');
    assert.ok(
      seeds.some((s) => s.languageId === 'python') &&
        seeds.some((s) => s.languageId === 'typescript') &&
        seeds.some((s) => s.languageId === 'javascript'),
      'seeds of every code language',
    );
    const report = await runFuzz({
      client,
      seeds,
      seed: SEED ^ 0x636f6465,
      edits: CODE_EDITS,
      maxBurst: countFromEnv('FUZZ_BURST', 3),
      only: process.env.FUZZ_ONLY,
      failureDir: join(REPO_ROOT, 'out', 'fuzz-failures'),
      progress: process.env.FUZZ_PROGRESS ? (line) => console.log(line) : undefined,
    });
    for (const line of formatReport(report).split('\n')) t.diagnostic(line);
    assert.equal(report.failures.length, 0, formatReport(report));
    assert.equal(report.edits, report.plannedEdits);
    assert.ok(client.alive, 'the language server process is still running');
  });

  it('still judges a known document correctly afterwards', async () => {
    const diags = await client.open('file:///fuzz/after/catalog.json', BAD_PRIORITY);
    assert.deepEqual(
      diags.map((d) => d.code),
      ['MCP302'],
    );
    assert.deepEqual(diags[0]!.range, { start: { line: 1, character: 84 }, end: { line: 1, character: 85 } });
    const code = await client.open('file:///fuzz/after/server.ts', NO_READ_ONLY, 'typescript');
    assert.deepEqual(
      code.map((d) => d.code),
      ['MCP206'],
    );
    assert.deepEqual(code[0]!.range, { start: { line: 2, character: 20 }, end: { line: 2, character: 33 } });
  });
});
