// `mcp-lens test`: exit codes (0 all pass, 1 a step or a catalog fails, 2 a file not valid or a server that does not
// start), the text report, --update rewriting snapshots in place, and destructive tools held back without consent.
import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { parseTestFile } from '../../common/savedTests/format';
import { runCli, tempFolder } from './runCli';
import {
  BREAKING,
  FAILING_STEP,
  INVALID,
  NODE,
  NOTES,
  PASSING,
  project,
  RELEASE_1_TOOLS,
  RELEASED,
} from './savedTestFiles';

const p = project();
after(() => p.dispose());

describe('mcp-lens test: exit codes and the text report', { timeout: 180_000 }, () => {
  it('exits 0 when every file passes, naming each file with its verdict', async () => {
    p.write('pass/notes.mcptest.json', PASSING);
    p.write('pass/not-a-test.json', { servers: {} });
    p.write('pass/sub/configured.mcptest.json', { server: { name: 'released', config: '../../.mcp.json' }, steps: [] });
    const run = await runCli(['test', 'pass'], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^PASS pass\/notes\.mcptest\.json \(released\) 2 steps, \d+ ms$/m);
    assert.match(run.stdout, /^PASS pass\/sub\/configured\.mcptest\.json \(released\) 0 steps/m);
    assert.match(run.stdout, /2 test files: 2 passed · 2 steps: 2 passed, 0 failed/);
    assert.doesNotMatch(run.stdout, /not-a-test/, 'only *.mcptest.json files are run from a folder');
  });

  it('exits 1 on a failing step, naming it with the expected and the actual text', async () => {
    p.write('step/fails.mcptest.json', FAILING_STEP);
    const run = await runCli(['test', 'step'], { cwd: p.dir });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /^FAIL step\/fails\.mcptest\.json/m);
    assert.match(run.stdout, /✗ Step 1 \(finds\) step\/fails\.mcptest\.json:6/);
    assert.match(run.stdout, /Step 1 \(finds\) answered another text\. \[text\.equals\]/);
    assert.match(run.stdout, /expected: +found milk\n +actual: +search done/);
  });

  it('exits 1 on a breaking release, naming each breaking change by tool with both values', async () => {
    p.write('breaking/released.mcptest.json', BREAKING);
    const run = await runCli(['test', 'breaking/released.mcptest.json'], { cwd: p.dir });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /✗ breaking: archive \[tool-removed\]/);
    assert.match(run.stdout, /✗ breaking: search \[required-argument-added\]\n.*"index".*\n +snapshot: +\(nothing\)/);
    assert.match(
      run.stdout,
      /✗ breaking: search \[tool-no-longer-read-only\]\n.*\n +snapshot: +true\n +server: +false/,
    );
  });

  it('a change to review fails only a strict file', async () => {
    const fewer = { ...PASSING, catalog: { tools: [RELEASE_1_TOOLS[0]] }, steps: [] };
    p.write('review/lenient.mcptest.json', fewer);
    const lenient = await runCli(['test', 'review'], { cwd: p.dir });
    assert.equal(lenient.code, 0, lenient.stdout);
    assert.match(lenient.stdout, /~ change to review: archive \[tool-added\]/);
    p.write('review/lenient.mcptest.json', { ...fewer, strict: true });
    const strict = await runCli(['test', 'review'], { cwd: p.dir });
    assert.equal(strict.code, 1, strict.stdout);
    assert.match(strict.stdout, /✗ change to review: archive \[tool-added\]/);
  });

  it('next to a breaking change, a change to review of a file that is not strict is not marked as failing', async () => {
    const reworded = { ...RELEASE_1_TOOLS[0], description: 'Searches every note.' };
    p.write('mixed/m.mcptest.json', { server: { name: 'released2' }, catalog: { tools: [reworded] }, steps: [] });
    const run = await runCli(['test', 'mixed'], { cwd: p.dir });
    assert.equal(run.code, 1, run.stdout);
    assert.match(run.stdout, /✗ breaking: search \[required-argument-added\]/);
    assert.match(run.stdout, /~ change to review: search \[[a-z-]*description-changed\]/);
    assert.doesNotMatch(run.stdout, /✗ change to review/);
  });

  it('exits 2 for a file that is not valid, listing its problems at file:line:column', async () => {
    p.write('invalid/bad.mcptest.json', INVALID);
    const run = await runCli(['test', 'invalid'], { cwd: p.dir });
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stdout, /^ERROR invalid\/bad\.mcptest\.json/m);
    assert.match(run.stdout, /invalid\/bad\.mcptest\.json:3:13: .*boolean/);
    assert.match(run.stdout, /invalid\/bad\.mcptest\.json:4:13: The step does nothing/);
  });

  it('exits 2 when the server does not start, and 2 when there is no test file at all', async () => {
    const crashing = { command: NODE, args: ['-e', "process.stderr.write('no config\\n'); process.exit(3)"] };
    p.write('crash/crash.mcptest.json', { server: crashing, steps: [] });
    p.write('crash/unknown.mcptest.json', { server: { name: 'nowhere' }, steps: [] });
    const run = await runCli(['test', 'crash'], { cwd: p.dir });
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stdout, /ERROR crash\/crash\.mcptest\.json \(node\)\n {2}node did not start \(/);
    assert.doesNotMatch(run.stdout, /start it and retry/);
    assert.match(run.stdout, /ERROR crash\/unknown\.mcptest\.json\n {2}.*no server named "nowhere"/);
    p.write('empty/readme.json', {});
    const none = await runCli(['test', 'empty'], { cwd: p.dir });
    assert.equal(none.code, 2);
    assert.match(none.stdout, /no \.mcptest\.json files in empty/);
  });

  it('when --output cannot be written, the text report still goes to standard output, then the error, exit 2', async () => {
    p.write('output/blocker', 'a file where --output wants a folder');
    p.write('output/pass.mcptest.json', PASSING);
    const target = 'output/blocker/results.xml';
    const run = await runCli(['test', 'output/pass.mcptest.json', '--reporter', 'junit', '--output', target], {
      cwd: p.dir,
    });
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stdout, /^PASS output\/pass\.mcptest\.json \(released\)/m);
    assert.match(run.stdout, /1 test file: 1 passed/);
    assert.match(run.stderr, /--output output\/blocker\/results\.xml: cannot be written/);
  });

  it('a usage mistake exits 2 with a hint at --help', async () => {
    const run = await runCli(['test', '--reporter', 'xml'], { cwd: p.dir });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /--reporter must be one of text, json, junit, tap, not "xml"/);
  });
});

describe('mcp-lens test --update', { timeout: 120_000 }, () => {
  it('rewrites the catalog and the failed snapshots, keeps comments and layout, and the file then passes', async () => {
    const text = `{
  // the released server, as recorded before its second release
  "server": { "name": "released2" },
  "catalog": {
    "tools": [] // nothing listed back then
  },
  "steps": [
    {
      "callTool": { "name": "search", "arguments": { "query": "milk", "index": "all" } },
      "expect": { "snapshot": { "content": [] } } // out of date
    },
    { "callTool": { "name": "search", "arguments": { "query": "x", "index": "all" } }, "expect": { "text": { "equals": "wrong" } } }
  ]
}
`;
    p.write('update/u.mcptest.json', text);
    const run = await runCli(['test', 'update', '--update', '--allow-destructive'], { cwd: p.dir });
    assert.equal(run.code, 1, 'the text expectation still fails: --update rewrites only snapshots');
    assert.match(run.stdout, /↻ catalog updated/);
    assert.match(run.stdout, /↻ Step 1 \(callTool search\): snapshot updated/);
    const updated = p.read('update/u.mcptest.json');
    assert.match(updated, /\/\/ the released server, as recorded before its second release/);
    assert.match(updated, /\/\/ out of date/);
    assert.match(updated, /"expect": \{ "text": \{ "equals": "wrong" \} \}/, 'a line not updated is left as written');
    const file = parseTestFile(updated).file!;
    assert.deepEqual(
      file.catalog?.tools?.map((t) => t.name),
      ['search'],
    );
    assert.deepEqual(file.steps[0]!.expect?.snapshot, { content: [{ type: 'text', text: 'search done' }] });

    p.write('update/u.mcptest.json', updated.replace('"equals": "wrong"', '"equals": "search done"'));
    const again = await runCli(['test', 'update', '--allow-destructive'], { cwd: p.dir });
    assert.equal(again.code, 0, again.stdout);
  });

  it('exits 0 when the snapshots were all that failed', async () => {
    p.write('update2/b.mcptest.json', { ...BREAKING, server: { name: 'released' }, catalog: { tools: [] } });
    const run = await runCli(['test', 'update2', '-u'], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout);
    assert.match(run.stdout, /1 file updated/);
    const rerun = await runCli(['test', 'update2'], { cwd: p.dir });
    assert.equal(rerun.code, 0, rerun.stdout);
  });
});

describe('mcp-lens test: destructive tools need consent', { timeout: 120_000 }, () => {
  const steps = [
    { callTool: { name: 'read_note', arguments: { id: 'welcome' } } },
    { callTool: { name: 'delete_note', arguments: { id: 'todo' } }, expect: { text: { equals: 'Deleted todo' } } },
  ];

  it('is not called without --allow-destructive; the step fails saying what would let it run', async () => {
    p.write('destructive/d.mcptest.json', {
      server: { command: NODE, args: [NOTES], env: { MCP_LENS_FIXTURE_CALLS: p.callsFile } },
      steps,
    });
    const run = await runCli(['test', 'destructive'], { cwd: p.dir });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(
      run.stdout,
      /Step 2 \(callTool delete_note\) was not run: delete_note is destructive \(the server sets destructiveHint: true\), so it was not called: run with --allow-destructive, or add "delete_note" to the file's "allow" list\./,
    );
    assert.deepEqual(p.calledTools(), ['read_note'], 'the destructive tool was never called');
  });

  it('runs with --allow-destructive, or when the file allows the tool', async () => {
    const withFlag = await runCli(['test', 'destructive', '--allow-destructive'], { cwd: p.dir });
    assert.equal(withFlag.code, 0, withFlag.stdout);
    p.write('destructive/d.mcptest.json', { server: { name: 'notes' }, allow: ['delete_note'], steps });
    const allowed = await runCli(['test', 'destructive'], { cwd: p.dir });
    assert.equal(allowed.code, 0, allowed.stdout);
    assert.deepEqual(p.calledTools(), ['read_note', 'read_note', 'delete_note', 'read_note', 'delete_note']);
  });
});

describe('mcp-lens test: the configuration of a server by name', { timeout: 120_000 }, () => {
  const scratch = tempFolder();
  after(() => scratch.dispose());
  const write = (path: string, content: unknown) => {
    const full = join(scratch.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };
  const released = { command: NODE, args: [RELEASED] };
  const byName = { server: { name: 'released' }, steps: [] };

  it("outside a repository, is not looked up above the working folder (a user's ~/.cursor/mcp.json)", async () => {
    // the scratch folder stands for a home folder: its .cursor/mcp.json is a user's own configuration
    write('.cursor/mcp.json', { mcpServers: { released } });
    write('home-proj/tests/above.mcptest.json', byName);
    const run = await runCli(['test', 'tests'], { cwd: join(scratch.dir, 'home-proj') });
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stdout, /^ERROR tests\/above\.mcptest\.json\n {2}.*no server named "released"/m);
  });

  it('comes from the nearest folder that defines the name, passing over those that do not', async () => {
    write('proj/.mcp.json', { mcpServers: { released } });
    write('proj/a/.vscode/mcp.json', { servers: { other: released } });
    write('proj/a/b/.devcontainer/devcontainer.json', { name: 'dev', image: 'node:20' });
    write('proj/a/one.mcptest.json', byName);
    write('proj/a/b/two.mcptest.json', byName);
    const run = await runCli(['test', 'a'], { cwd: join(scratch.dir, 'proj') });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^PASS a\/b\/two\.mcptest\.json \(released\)/m);
    assert.match(run.stdout, /^PASS a\/one\.mcptest\.json \(released\)/m);
  });

  it("in a repository, is looked up up to the repository's root, above the working folder", async () => {
    mkdirSync(join(scratch.dir, 'repo', '.git'), { recursive: true });
    write('repo/.vscode/mcp.json', { servers: { released } });
    write('repo/packages/server/tests/root.mcptest.json', byName);
    const run = await runCli(['test'], { cwd: join(scratch.dir, 'repo', 'packages', 'server') });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^PASS tests\/root\.mcptest\.json \(released\)/m);
  });
});
