// `mcp-lens mcp`'s run_saved_tests over stdio with the SDK client: the saved tests of a folder run as `mcp-lens test`
// runs them, without --update and without --allow-destructive; each answer is checked against the outputSchema.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startLens, structuredOf, textOf, type LensSession } from './agentServerSession';
import { tempFolder } from './runCli';
import {
  BREAKING,
  FAILING_STEP,
  NODE,
  NOTES,
  PASSING,
  project,
  RELEASE_1_TOOLS,
  RELEASED,
  SERVERS,
} from './savedTestFiles';

interface TestsAnswer {
  summary: { files: number; passed: number; failed: number; errors: number; steps: number; stepsFailed: number };
  error: string | null;
  files: {
    path: string;
    server: string | null;
    outcome: string;
    steps: number;
    stepsFailed: number;
    breakingChanges: number;
    durationMs: number;
  }[];
  filesFound: number;
  nextFileOffset: number | null;
  problems: {
    kind: string;
    file: string;
    line: number | null;
    name: string | null;
    code: string | null;
    message: string;
    expected: string | null;
    actual: string | null;
    failed: boolean;
  }[];
  offset: number;
  total: number;
  nextOffset: number | null;
  notes: string[];
}

const p = project();
after(() => p.dispose());

type FixtureRecord = Record<string, unknown>;

/** The JSON lines a fixture server appended to `file` (MCP_LENS_FIXTURE_CALLS). */
function records(file: string): FixtureRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FixtureRecord);
}

/** Resolves once the fixture has appended a line that `match` accepts (its folder is watched: no polling). */
function recorded(file: string, match: (r: FixtureRecord) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dirname(file), () => look());
    const look = () => {
      if (!records(file).some(match)) return;
      watcher.close();
      resolve();
    };
    look();
  });
}

describe('mcp-lens mcp: run_saved_tests', { timeout: 180_000 }, () => {
  let lens: LensSession;
  before(async () => {
    lens = await startLens({ cwd: p.dir });
  });
  after(() => lens.close());

  it('is listed with its schemas and hints, offering neither --update nor --allow-destructive', () => {
    const tool = lens.tools.find((t) => t.name === 'run_saved_tests');
    assert.ok(tool, 'run_saved_tests is not listed');
    assert.ok(tool.title);
    assert.match(tool.description ?? '', /\bUse it\b/);
    assert.match(tool.description ?? '', /destructive tools run only where the test file's "allow" list names them/);
    assert.deepEqual(tool.annotations, {
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    });
    assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}).sort(), ['fileOffset', 'limit', 'offset', 'paths']);
    assert.equal(tool.outputSchema?.type, 'object');
  });

  it('answers a summary for a passing file, and writes nothing', async () => {
    p.write('pass/notes.mcptest.json', PASSING);
    const result = await lens.call('run_saved_tests', { paths: ['pass'] });
    const answer = structuredOf<TestsAnswer>(result);
    assert.deepEqual([answer.summary.files, answer.summary.passed, answer.summary.steps], [1, 1, 2]);
    assert.deepEqual(answer.files, [
      {
        path: 'pass/notes.mcptest.json',
        server: 'released',
        outcome: 'passed',
        steps: 2,
        stepsFailed: 0,
        breakingChanges: 0,
        durationMs: answer.files[0]!.durationMs,
      },
    ]);
    assert.deepEqual(answer.problems, []);
    assert.match(textOf(result), /^Saved tests: 1 test file: 1 passed · 2 steps: 2 passed, 0 failed/);
    assert.match(textOf(result), /^PASSED pass\/notes\.mcptest\.json \(released\)$/m);
  });

  it('names a failing step with expected and actual, and the breaking changes by tool', async () => {
    const failing = p.write('fail/fails.mcptest.json', FAILING_STEP);
    p.write('fail/released.mcptest.json', BREAKING);
    const before = p.read('fail/fails.mcptest.json');
    const result = await lens.call('run_saved_tests', { paths: ['fail'] });
    const answer = structuredOf<TestsAnswer>(result);
    assert.equal(answer.summary.failed, 2);
    const step = answer.problems[0]!;
    assert.deepEqual(
      { ...step, message: undefined },
      {
        kind: 'step',
        file: 'fail/fails.mcptest.json',
        line: 6,
        name: 'finds',
        code: 'text.equals',
        message: undefined,
        expected: 'found milk',
        actual: 'search done',
        failed: true,
      },
    );
    const breaking = answer.problems.filter((x) => x.kind === 'breaking');
    assert.deepEqual(
      breaking.map((x) => x.name),
      ['archive', 'search', 'search', 'search'],
      'breaking changes are not grouped by tool',
    );
    const codes = breaking.map((x) => `${x.name} ${x.code}`);
    for (const code of ['archive tool-removed', 'search required-argument-added', 'search tool-no-longer-read-only']) {
      assert.ok(codes.includes(code), `${code} is not among ${codes.join(', ')}`);
    }
    const text = textOf(result);
    assert.match(text, /^Saved tests: 2 test files: 2 failed/);
    assert.match(
      text,
      /- failing step finds: fail\/fails\.mcptest\.json:6 \[text\.equals\]\n.*\n {4}expected: found milk\n {4}actual: search done/,
    );
    assert.match(text, /- breaking change to archive: fail\/released\.mcptest\.json:\d+ \[tool-removed\]/);
    assert.equal(p.read('fail/fails.mcptest.json'), before, 'the file was written');
    assert.ok(failing);

    const first = await lens.call('run_saved_tests', { paths: ['fail'], limit: 1 });
    const page = structuredOf<TestsAnswer>(first);
    assert.deepEqual([page.problems.length, page.nextOffset, page.total], [1, 1, answer.total]);
    assert.match(
      textOf(first),
      /more: call run_saved_tests again with the same paths .*\(offset 1\) for the next page/,
    );
  });

  it('refuses paths outside its folders', async () => {
    for (const paths of [['..'], [join(p.dir, '..')], ['pass', '../elsewhere.mcptest.json']]) {
      const result = await lens.call('run_saved_tests', { paths });
      assert.equal(result.isError, true, `${JSON.stringify(paths)} was not refused`);
      assert.match(textOf(result), /is outside the folders this server may use/);
    }
  });

  it('does not count a change to review of a file that is not strict as failing, next to a breaking change', async () => {
    const reworded = { ...RELEASE_1_TOOLS[0], description: 'Searches every note.' };
    p.write('mixed/m.mcptest.json', { server: { name: 'released2' }, catalog: { tools: [reworded] }, steps: [] });
    const result = await lens.call('run_saved_tests', { paths: ['mixed'] });
    const answer = structuredOf<TestsAnswer>(result);
    const kinds = answer.problems.map((x) => `${x.kind} ${x.failed}`);
    assert.ok(kinds.includes('breaking true'), kinds.join(', '));
    assert.ok(kinds.includes('change-to-review false'), kinds.join(', '));
    assert.match(textOf(result), /- change to review to search: mixed\/m\.mcptest\.json/);
    assert.doesNotMatch(textOf(result), /the file is strict/);
  });

  it('stops the file it runs when the call is cancelled: its step is cancelled, no other starts, its server stops', async () => {
    const calls = join(p.dir, 'hang-calls.jsonl');
    p.write('cancel/hang.mcptest.json', {
      server: { command: NODE, args: [join(SERVERS, 'hangOnCall.mjs')], env: { MCP_LENS_FIXTURE_CALLS: calls } },
      steps: [{ callTool: { name: 'wait_forever' } }, { callTool: { name: 'wait_forever' } }],
    });
    const abort = new AbortController();
    const call = lens.client.callTool(
      { name: 'run_saved_tests', arguments: { paths: ['cancel'] } },
      { signal: abort.signal },
    );
    await recorded(calls, (r) => r.tool === 'wait_forever');
    abort.abort();
    await assert.rejects(call);
    await recorded(calls, (r) => r.event === 'stdin closed');
    const seen = records(calls).map((r) => String(r.event ?? r.tool));
    assert.deepEqual(
      seen.filter((e) => e !== 'cancelled'),
      ['wait_forever', 'stdin closed'],
      `the second step was started: ${seen.join(', ')}`,
    );
    assert.ok(seen.includes('cancelled'), `the step was not cancelled: ${seen.join(', ')}`);
  });

  it('says clearly that there are no test files, without failing', async () => {
    p.write('empty/readme.json', {});
    const result = await lens.call('run_saved_tests', { paths: ['empty'] });
    const answer = structuredOf<TestsAnswer>(result);
    assert.equal(answer.error, 'no .mcptest.json files in empty.');
    assert.deepEqual([answer.summary.files, answer.filesFound, answer.total], [0, 0, 0]);
    assert.match(
      textOf(result),
      /^No saved tests: no \.mcptest\.json files in empty\. Record one .*mcp-lens test record/,
    );
  });

  it('does not call a destructive tool the file does not allow; the step fails saying so', async () => {
    const steps = [
      { callTool: { name: 'read_note', arguments: { id: 'welcome' } } },
      { callTool: { name: 'delete_note', arguments: { id: 'todo' } }, expect: { text: { equals: 'Deleted todo' } } },
    ];
    p.write('destructive/d.mcptest.json', { server: { name: 'notes' }, steps });
    const result = await lens.call('run_saved_tests', { paths: ['destructive'] });
    const answer = structuredOf<TestsAnswer>(result);
    assert.equal(answer.summary.stepsFailed, 1);
    const refused = answer.problems.find((x) => x.kind === 'step');
    assert.equal(refused?.name, 'callTool delete_note');
    assert.match(refused?.message ?? '', /delete_note is destructive .*add "delete_note" to the file's "allow" list/);
    assert.deepEqual(p.calledTools(), ['read_note'], 'the destructive tool was called');

    p.write('destructive/d.mcptest.json', { server: { name: 'notes' }, allow: ['delete_note'], steps });
    const allowed = structuredOf<TestsAnswer>(await lens.call('run_saved_tests', { paths: ['destructive'] }));
    assert.equal(allowed.summary.passed, 1, JSON.stringify(allowed.problems));
    assert.deepEqual(p.calledTools(), ['read_note', 'read_note', 'delete_note']);
  });

  it('starts no remote server, reads no configuration outside its folders, and reports a file that is not valid as not run', async () => {
    p.write('remote/r.mcptest.json', { server: { url: 'http://127.0.0.1:9/mcp' }, steps: [] });
    p.write('remote/elsewhere.mcptest.json', { server: { name: 'x', config: '../../../.mcp.json' }, steps: [] });
    p.write('remote/crash.mcptest.json', { server: { command: NODE, args: [NOTES, '--no-such'] }, strict: 'yes' });
    const answer = structuredOf<TestsAnswer>(await lens.call('run_saved_tests', { paths: ['remote'] }));
    assert.equal(answer.summary.errors, 3);
    const notRun = answer.problems.filter((x) => x.kind === 'not-run').map((x) => [x.file, x.message]);
    assert.equal(notRun.length, 3);
    assert.match(
      notRun.find(([f]) => f === 'remote/elsewhere.mcptest.json')![1]!,
      /its "config": "[^"]*\.mcp\.json" is outside the folders this server may use/,
    );
    assert.match(
      notRun.find(([f]) => f === 'remote/r.mcptest.json')![1]!,
      /remote \(HTTP\) server: this run starts local/,
    );
    assert.match(notRun.find(([f]) => f === 'remote/crash.mcptest.json')![1]!, /is not a valid test file/);
  });
});

describe('mcp-lens mcp --no-live: run_saved_tests', () => {
  it('is left out with the other tool that starts servers', async () => {
    const lens = await startLens({ cwd: p.dir, args: ['--no-live'] });
    try {
      assert.ok(!lens.tools.some((t) => t.name === 'run_saved_tests'));
    } finally {
      await lens.close();
    }
  });
});

const BY_NAME = { server: { name: 'released' }, steps: [] };

describe('mcp-lens mcp: run_saved_tests and a configuration found above its folders', { timeout: 120_000 }, () => {
  it('refuses it as it refuses a test file\'s own "config": the file is reported as not run', async () => {
    const scratch = tempFolder();
    // a repository whose root configures the server, and the agent's folder inside it
    mkdirSync(join(scratch.dir, '.git'));
    const config = { mcpServers: { released: { command: NODE, args: [RELEASED] } } };
    writeFileSync(join(scratch.dir, '.mcp.json'), JSON.stringify(config));
    mkdirSync(join(scratch.dir, 'agent', 'tests'), { recursive: true });
    writeFileSync(join(scratch.dir, 'agent', 'tests', 'x.mcptest.json'), JSON.stringify(BY_NAME));
    const lens = await startLens({ cwd: join(scratch.dir, 'agent') });
    try {
      const answer = structuredOf<TestsAnswer>(await lens.call('run_saved_tests', {}));
      assert.equal(answer.summary.errors, 1, JSON.stringify(answer.files));
      assert.match(
        answer.problems[0]!.message,
        /the configuration that defines "released": "[^"]*\.mcp\.json" is outside the folders this server may use/,
      );
    } finally {
      await lens.close();
      scratch.dispose();
    }
  });
});
