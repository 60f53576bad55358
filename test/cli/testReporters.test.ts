// `mcp-lens test --reporter json|junit|tap` over one folder of four files: one passing, one with a failing step, one
// whose server shipped a breaking release, and one that is not valid. The JSON report is compared whole; the JUnit XML
// is parsed (strictly) for the structure CI test-report actions read; the TAP stream is read test point by point.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli } from './runCli';
import { BREAKING, FAILING_STEP, INVALID, PASSING, project } from './savedTestFiles';
import { childrenNamed, parseXml } from './xmlTree';

const p = project();
after(() => p.dispose());
before(() => {
  p.write('suite/a-pass.mcptest.json', PASSING);
  p.write('suite/b-step.mcptest.json', FAILING_STEP);
  p.write('suite/c-breaking.mcptest.json', BREAKING);
  p.write('suite/d-invalid.mcptest.json', INVALID);
});

/** Durations and the tool's version vary from run to run; everything else is fixed. */
function normalised(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (key === 'durationMs' && typeof v === 'number') return 0;
    return key === 'version' ? 'x' : v;
  });
}

const INVALID_ERROR = [
  'suite/d-invalid.mcptest.json is not a valid test file:',
  'suite/d-invalid.mcptest.json:3:13: `strict` must be a boolean, not a string.',
  'suite/d-invalid.mcptest.json:4:13: The step does nothing: give it one of `callTool`, `readResource`, `getPrompt` or `complete`.',
].join('\n');

const step = (index: number, name: string, line: number, failures: unknown[] = []) => ({
  index,
  name,
  line,
  outcome: failures.length ? 'failed' : 'passed',
  updated: false,
  durationMs: 0,
  failures,
});

const breaking = (code: string, name: string, path: string[], message: string, before: unknown, after: unknown) => ({
  code,
  severity: 'breaking',
  kind: 'tool',
  name,
  path,
  message,
  before,
  after,
});

const EXPECTED_JSON = {
  formatVersion: 1,
  tool: { name: 'mcp-lens', version: 'x' },
  error: null,
  files: [
    {
      path: 'suite/a-pass.mcptest.json',
      server: 'released',
      outcome: 'passed',
      error: null,
      problems: [],
      catalog: { failed: false, updated: false, line: 5, breaking: [], changes: [] },
      steps: [step(0, 'finds', 44), step(1, 'callTool archive', 58)],
      updated: false,
      durationMs: 0,
    },
    {
      path: 'suite/b-step.mcptest.json',
      server: 'released',
      outcome: 'failed',
      error: null,
      problems: [],
      catalog: null,
      steps: [
        step(0, 'finds', 6, [
          {
            expectation: 'text',
            detail: 'text.equals',
            message: 'Step 1 (finds) answered another text.',
            expected: 'found milk',
            actual: 'search done',
          },
        ]),
      ],
      updated: false,
      durationMs: 0,
    },
    {
      path: 'suite/c-breaking.mcptest.json',
      server: 'released2',
      outcome: 'failed',
      error: null,
      problems: [],
      catalog: {
        failed: true,
        updated: false,
        line: 5,
        breaking: [
          breaking(
            'tool-removed',
            'archive',
            ['tools', 'archive'],
            'Tool "archive" was removed (the snapshot lists it; the server does not).',
            'archive',
            null,
          ),
          breaking(
            'tool-now-destructive',
            'search',
            ['tools', 'search', 'annotations', 'destructiveHint'],
            'Tool "search" is less safe: additive only before, may destroy now (snapshot: destructiveHint not set, default true; now: destructiveHint not set, default true).',
            false,
            true,
          ),
          breaking(
            'tool-no-longer-read-only',
            'search',
            ['tools', 'search', 'annotations', 'readOnlyHint'],
            'Tool "search" is less safe: read-only before, may modify now (snapshot: readOnlyHint: true; now: readOnlyHint: false).',
            true,
            false,
          ),
          breaking(
            'required-argument-added',
            'search',
            ['tools', 'search', 'inputSchema', 'properties', 'index'],
            'Tool "search" now requires the argument "index" (string), which the snapshot does not have.',
            null,
            { type: 'string' },
          ),
        ],
        changes: [],
      },
      steps: [],
      updated: false,
      durationMs: 0,
    },
    {
      path: 'suite/d-invalid.mcptest.json',
      server: null,
      outcome: 'error',
      error: INVALID_ERROR,
      problems: [
        { line: 3, column: 13, message: '`strict` must be a boolean, not a string.' },
        {
          line: 4,
          column: 13,
          message: 'The step does nothing: give it one of `callTool`, `readResource`, `getPrompt` or `complete`.',
        },
      ],
      catalog: null,
      steps: [],
      updated: false,
      durationMs: 0,
    },
  ],
  summary: {
    files: 4,
    passed: 1,
    failed: 2,
    errors: 1,
    steps: 3,
    stepsPassed: 2,
    stepsFailed: 1,
    breakingChanges: 4,
    changesToReview: 0,
    filesUpdated: 0,
    durationMs: 0,
  },
};

describe('mcp-lens test reporters', { timeout: 180_000 }, () => {
  it('json: the documented shape, every key present', async () => {
    const run = await runCli(['test', 'suite', '--reporter', 'json'], { cwd: p.dir });
    assert.equal(run.code, 2, 'an invalid file makes it 2, over the failures');
    assert.deepEqual(normalised(JSON.parse(run.stdout)), EXPECTED_JSON);
  });

  it('junit: one testsuite per file, a testcase for the catalog and one per step, failures with their values', async () => {
    const run = await runCli(['test', 'suite', '--reporter', 'junit', '--output', 'out/results.xml'], { cwd: p.dir });
    assert.equal(run.code, 2);
    assert.match(
      run.stdout,
      /^FAIL suite\/b-step\.mcptest\.json/m,
      'with --output, the log still shows the text report',
    );
    const root = parseXml(readFileSync(join(p.dir, 'out', 'results.xml'), 'utf8'));
    assert.equal(root.name, 'testsuites');
    assert.deepEqual(
      { tests: root.attributes.tests, failures: root.attributes.failures, errors: root.attributes.errors },
      { tests: '6', failures: '2', errors: '1' },
    );
    const suites = childrenNamed(root, 'testsuite');
    assert.deepEqual(
      suites.map((s) => [s.attributes.name, s.attributes.tests, s.attributes.failures, s.attributes.errors]),
      [
        ['suite/a-pass.mcptest.json', '3', '0', '0'],
        ['suite/b-step.mcptest.json', '1', '1', '0'],
        ['suite/c-breaking.mcptest.json', '1', '1', '0'],
        ['suite/d-invalid.mcptest.json', '1', '0', '1'],
      ],
    );
    const cases = suites.map((s) => childrenNamed(s, 'testcase'));
    assert.deepEqual(
      cases[0]!.map((c) => [
        c.attributes.name,
        c.attributes.classname,
        c.attributes.file,
        c.attributes.line,
        c.children.length,
      ]),
      [
        ['catalog', 'suite/a-pass.mcptest.json', 'suite/a-pass.mcptest.json', '5', 0],
        ['Step 1: finds', 'suite/a-pass.mcptest.json', 'suite/a-pass.mcptest.json', '44', 0],
        ['Step 2: callTool archive', 'suite/a-pass.mcptest.json', 'suite/a-pass.mcptest.json', '58', 0],
      ],
    );
    for (const c of cases.flat()) assert.match(c.attributes.time!, /^\d+\.\d{3}$/);
    const stepFailure = childrenNamed(cases[1]![0]!, 'failure')[0]!;
    assert.deepEqual(stepFailure.attributes, { message: 'Step 1 (finds) answered another text.', type: 'text' });
    assert.equal(stepFailure.text, 'Step 1 (finds) answered another text.\nexpected: found milk\nactual: search done');
    const catalogFailure = childrenNamed(cases[2]![0]!, 'failure')[0]!;
    assert.deepEqual(catalogFailure.attributes, {
      message: '4 breaking change(s): archive, search',
      type: 'breaking-change',
    });
    assert.match(
      catalogFailure.text,
      /Tool "search" now requires the argument "index".*\nsnapshot: \(nothing\)\nserver: \{/,
    );
    const invalid = childrenNamed(cases[3]![0]!, 'error')[0]!;
    assert.equal(invalid.attributes.type, 'invalid-file');
    assert.equal(invalid.text, INVALID_ERROR);
    assert.equal(cases[3]![0]!.attributes.line, '3');
  });

  it('tap: version 13, a plan, a test point per catalog and step, YAML diagnostics under failures', async () => {
    const run = await runCli(['test', 'suite', '--reporter', 'tap'], { cwd: p.dir });
    assert.equal(run.code, 2);
    const lines = run.stdout.split('\n');
    assert.deepEqual(lines.slice(0, 2), ['TAP version 13', '1..6']);
    const points = lines.filter((l) => /^(not )?ok \d+ - /.test(l));
    assert.deepEqual(points, [
      'ok 1 - suite/a-pass.mcptest.json › catalog',
      'ok 2 - suite/a-pass.mcptest.json › Step 1: finds',
      'ok 3 - suite/a-pass.mcptest.json › Step 2: callTool archive',
      'not ok 4 - suite/b-step.mcptest.json › Step 1: finds',
      'not ok 5 - suite/c-breaking.mcptest.json › catalog',
      'not ok 6 - suite/d-invalid.mcptest.json',
    ]);
    const block = diagnosticsAfter(lines, 'not ok 4 - ');
    assert.deepEqual(block, [
      'message: "Step 1 (finds) answered another text."',
      'severity: fail',
      'at: "suite/b-step.mcptest.json:6"',
      'failures:',
      '  - expectation: "text"',
      '    message: "Step 1 (finds) answered another text."',
      '    expected: "found milk"',
      '    actual: "search done"',
    ]);
    const catalog = diagnosticsAfter(lines, 'not ok 5 - ');
    assert.ok(catalog.includes('    server: {"type":"string"}'), catalog.join('\n'));
    assert.equal(catalog.filter((l) => l.startsWith('  - code: ')).length, 4);
    assert.deepEqual(diagnosticsAfter(lines, 'not ok 6 - ').slice(1, 3), ['severity: error', 'problems:']);
    assert.deepEqual(lines.slice(-5), [
      '# test files 4: 1 passed, 2 failed, 1 not run',
      '# tests 6',
      '# pass 3',
      '# fail 3',
      '',
    ]);
  });
});

/** The YAML block under a test point, without its indentation and markers; each value there is JSON. */
function diagnosticsAfter(lines: readonly string[], point: string): string[] {
  const start = lines.findIndex((l) => l.startsWith(point));
  assert.equal(lines[start + 1], '  ---');
  const end = lines.indexOf('  ...', start);
  const block = lines.slice(start + 2, end).map((l) => l.slice(2));
  for (const l of block) {
    const [, key, value] = /^\s*(?:- )?(\w+): (.*)$/.exec(l) ?? [];
    // JSON is YAML: every value but the bare words of `severity` and the problems' flow mappings is written as JSON
    if (value && key !== 'severity' && !value.startsWith('{ line')) JSON.parse(value);
  }
  return block;
}
