import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { analyseDocument, checkAnalysis, engineOptionsOf } from '../../../server/src/pipeline';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { keepSample } from '../../../server/src/worker/keptSample';

/**
 * In this file's child process (started by the last test under `--trace-deopt`): checks three catalogs one after
 * another, each dropped and collected before the next, as a worker does when its only catalog is closed.
 */
function childChecksCatalogs(keep: boolean): void {
  const gc = (globalThis as { gc?: () => void }).gc!;
  const kept = keep ? keepSample(true) : undefined;
  for (let round = 0; round < 3; round++) {
    checkCatalog(round);
    // V8 retains an unused hidden class through a couple of full collections: four leave no doubt
    for (let i = 0; i < 4; i++) gc();
  }
  process.stderr.write(kept ? 'kept\n' : 'none kept\n');
}

/** Checks a catalog and lets everything it made go (in a function of its own: no variable of the caller holds it). */
function checkCatalog(round: number): void {
  const analysis = analyseDocument(
    { uri: `file:///catalog-${round}.json`, text: catalog(1500, round), version: 1, languageId: 'json' },
    DEFAULT_SETTINGS,
  );
  checkAnalysis(analysis, engineOptionsOf(DEFAULT_SETTINGS));
}

function catalog(size: number, round: number): string {
  const tools = Array.from({ length: size }, (_, i) => ({
    name: `${i % 3 ? 'get' : 'update'}_item_${round}_${i}`,
    description: `Returns item ${i} of round ${round}.`,
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string' }, limit: { type: 'integer', minimum: 1 } },
      required: ['id'],
    },
    annotations: { readOnlyHint: true, destructiveHint: i % 10 === 4, openWorldHint: false },
  }));
  return JSON.stringify({ tools }, null, 2);
}

/** The tree's functions (the parser's and the accessors every rule uses), named as in the bundle. */
const TREE_FUNCTIONS = [
  'skipTrivia',
  'value',
  'object',
  'array',
  'string',
  'prop',
  'propertyNode',
  'keyOf',
  'valueOf',
  'positionAt',
];

/** The functions whose optimised code V8 threw away because an object it was compiled for was collected. */
function droppedForDeadObjects(trace: string): string[] {
  const dropped = [...trace.matchAll(/<SharedFunctionInfo ([\w$]+)>\).*reason: weak objects/g)].map((m) => m[1]!);
  return [...new Set(dropped.filter((name) => TREE_FUNCTIONS.includes(name)))].sort();
}

function runChild(keep: boolean): string {
  // optimised on the thread that runs it, so the code exists, whatever the machine's load, before the collections
  const r = spawnSync(process.execPath, ['--expose-gc', '--no-concurrent-recompilation', '--trace-deopt', __filename], {
    env: { ...process.env, KEPT_SAMPLE_CHILD: keep ? 'keep' : 'none' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, keep ? /^kept$/m : /^none kept$/m);
  return r.stdout;
}

if (process.env.KEPT_SAMPLE_CHILD) {
  childChecksCatalogs(process.env.KEPT_SAMPLE_CHILD === 'keep');
} else {
  describe('the sample a language worker keeps', () => {
    it('is a catalog the rules find problems in, with fixes, published as diagnostics', () => {
      const sample = keepSample(true);
      assert.equal(sample?.analysis.detection.kind, 'capabilities');
      assert.equal(sample.analysis.notChecked, undefined);
      const codes = new Set(sample.result?.findings.map((f) => f.code));
      for (const code of ['MCP201', 'MCP204', 'MCP205', 'MCP207', 'MCP208', 'MCP302', 'MCP405']) {
        assert.ok(codes.has(code), `${code} in ${[...codes].join(', ')}`);
      }
      assert.ok(sample.result?.findings.some((f) => f.fixes?.length));
      assert.equal(sample.diagnostics?.length, sample.result?.findings.length);
    });

    it('is only analysed in a feature worker', () => {
      const sample = keepSample(false);
      assert.equal(sample?.analysis.detection.kind, 'capabilities');
      assert.equal(sample.result, undefined);
    });

    it('keeps the code compiled for the tree when the last catalog is collected (else V8 throws it away)', () => {
      const withoutSample = droppedForDeadObjects(runChild(false));
      // the check that proves the test can fail: without the sample, collecting a catalog costs that code
      assert.ok(withoutSample.length > 0, 'without a kept sample, some of the tree code is compiled again');
      assert.deepEqual(droppedForDeadObjects(runChild(true)), []);
    });
  });
}
