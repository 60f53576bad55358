// `mcp-lens test record`: a new test file from a live server (a fixture by name, server-everything by command), valid
// against the format's schema and passing `mcp-lens test` right after; only --call's tools are called, and a
// destructive one only with --allow-destructive.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it, type TestContext } from 'node:test';
import { parseTestFile, type TestFile } from '../../common/savedTests/format';
import { runCli } from './runCli';
import { EVERYTHING, NODE, project, SERVERS } from './savedTestFiles';

const p = project();
after(() => p.dispose());

function written(path: string): TestFile {
  const parsed = parseTestFile(p.read(path));
  assert.deepEqual(parsed.problems, [], 'the file validates against mcptest.schema.json');
  return parsed.file!;
}

describe('mcp-lens test record', { timeout: 180_000 }, () => {
  it('records the catalog and one snapshot step per --call, and the file passes right after', async () => {
    const run = await runCli(
      ['test', 'record', '--server', 'released', '--call', 'search', '{"query":"milk"}', '--call', 'archive'],
      { cwd: p.dir },
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Wrote released\.mcptest\.json: the catalog \(2 tools, 1 prompts\) and 2 steps\./);
    const file = written('released.mcptest.json');
    assert.deepEqual(file.server, { name: 'released' });
    assert.deepEqual(
      file.catalog?.tools?.map((t) => t.name),
      ['search', 'archive'],
    );
    assert.deepEqual(file.steps, [
      {
        callTool: { name: 'search', arguments: { query: 'milk' } },
        expect: { snapshot: { content: [{ type: 'text', text: 'search done' }] } },
      },
      {
        callTool: { name: 'archive', arguments: {} },
        expect: { snapshot: { content: [{ type: 'text', text: 'archive done' }] } },
      },
    ]);
    const test = await runCli(['test', 'released.mcptest.json'], { cwd: p.dir });
    assert.equal(test.code, 0, test.stdout);
  });

  it('refuses to overwrite a file without --force, before connecting', async () => {
    const run = await runCli(['test', 'record', '--server', 'nowhere', '--out', 'released.mcptest.json'], {
      cwd: p.dir,
    });
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /released\.mcptest\.json exists already; give another --out FILE, or --force to overwrite it\./,
    );
    const forced = await runCli(
      ['test', 'record', '--server', 'released', '--out', 'released.mcptest.json', '--force'],
      {
        cwd: p.dir,
      },
    );
    assert.equal(forced.code, 0, forced.stderr);
    assert.deepEqual(written('released.mcptest.json').steps, []);
  });

  it('calls no destructive tool without --allow-destructive, and writes nothing', async () => {
    const args = ['test', 'record', '--server', 'notes', '--call', 'read_note', '{"id":"welcome"}'];
    const run = await runCli([...args, '--call', 'delete_note', '{"id":"todo"}'], { cwd: p.dir });
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /--call delete_note: delete_note is destructive \(the server sets destructiveHint: true\), so nothing was called or written; record it with --allow-destructive/,
    );
    assert.equal(existsSync(join(p.dir, 'notes.mcptest.json')), false);
    assert.deepEqual(p.calledTools(), [], 'not even the read-only call before it was made');
    const unknown = await runCli([...args, '--call', 'no_such_tool'], { cwd: p.dir });
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /--call no_such_tool: notes lists no such tool \(its tools: delete_note, read_note/);
  });

  it('with --allow-destructive records the call and allows the tool in the file, which then passes', async () => {
    const run = await runCli(
      ['test', 'record', '--server', 'notes', '--call', 'delete_note', '{"id":"todo"}', '--allow-destructive'],
      { cwd: p.dir },
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Its "allow" list names the destructive tools recorded \(delete_note\)/);
    const file = written('notes.mcptest.json');
    assert.deepEqual(file.allow, ['delete_note']);
    assert.deepEqual(file.steps[0]!.expect, { snapshot: { content: [{ type: 'text', text: 'Deleted todo' }] } });
    const test = await runCli(['test', 'notes.mcptest.json'], { cwd: p.dir });
    assert.equal(test.code, 0, test.stdout);
    assert.deepEqual(p.calledTools(), ['delete_note', 'delete_note']);
  });

  it('records server-everything by --command, an error answer as an expected error, an elicitation declined, and the file passes', async () => {
    const command = `"${NODE}" "${EVERYTHING}" stdio`;
    const calls = ['--call', 'echo', '{"message":"hi"}', '--call', 'get-sum', '{"a":"x"}'];
    const run = await runCli(
      ['test', 'record', '--command', command, ...calls, '--call', 'trigger-elicitation-request'],
      {
        cwd: p.dir,
      },
    );
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Wrote index\.mcptest\.json: the catalog \(\d+ tools, \d+ resources/);
    const file = written('index.mcptest.json');
    assert.deepEqual(file.server, { command: NODE, args: [EVERYTHING, 'stdio'] });
    assert.deepEqual(file.steps[0]!.expect, { snapshot: { content: [{ type: 'text', text: 'Echo: hi' }] } });
    assert.equal(file.steps[1]!.expect?.error, true);
    assert.deepEqual(file.steps[2]!.answers, { elicitation: [{ action: 'decline' }] });
    assert.match(JSON.stringify(file.steps[2]!.expect?.snapshot), /declined/);
    assert.ok(file.catalog?.tools?.some((t) => t.name === 'get-sum'));
    const test = await runCli(['test', 'index.mcptest.json', '--reporter', 'json'], { cwd: p.dir });
    assert.equal(test.code, 0, test.stdout);
  });

  it('records a Streamable HTTP server by --url, and the file passes against it', async (t) => {
    const url = await httpFixture(t);
    const run = await runCli(['test', 'record', '--url', url, '--call', 'read_note', '{"id":"welcome"}'], {
      cwd: p.dir,
    });
    assert.equal(run.code, 0, run.stderr);
    const file = written('127.0.0.1.mcptest.json');
    assert.deepEqual(file.server, { url });
    assert.deepEqual(file.steps[0]!.expect, {
      snapshot: { content: [{ type: 'text', text: 'Welcome to the notes server.' }] },
    });
    const test = await runCli(['test', '127.0.0.1.mcptest.json'], { cwd: p.dir });
    assert.equal(test.code, 0, test.stdout);
  });

  it('masks the credentials of a --url in what it prints and in the description; server.url keeps them', async (t) => {
    const secret = 'sk-record-0123456789abcdef';
    const url = `${await httpFixture(t)}?api_key=${secret}`;
    const call = ['--call', 'read_note', '{"id":"welcome"}'];
    const run = await runCli(['test', 'record', '--url', url, ...call, '--out', 'keyed.mcptest.json'], { cwd: p.dir });
    assert.equal(run.code, 0, run.stderr);
    const file = written('keyed.mcptest.json');
    assert.deepEqual(file.server, { url });
    assert.match(file.description ?? '', /^Recorded from http:\/\/127\.0\.0\.1:\d+\/mcp\?api_key=•+ by mcp-lens/);
    const unknown = await runCli(
      ['test', 'record', '--url', url, '--call', 'no_such_tool', '--out', 'k.mcptest.json'],
      {
        cwd: p.dir,
      },
    );
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /--call no_such_tool: http:\/\/127\.0\.0\.1:\d+\/mcp\?api_key=•+ lists no such tool/);
    for (const text of [run.stdout, run.stderr, unknown.stdout, unknown.stderr, file.description ?? '']) {
      assert.ok(!text.includes(secret), `the secret is shown: ${text}`);
    }
  });

  it('takes a word starting with "-" after --call TOOL as an option, not as the arguments', async () => {
    const run = await runCli(
      ['test', 'record', '--server', 'released', '--call', 'archive', '-o', 'short.mcptest.json'],
      {
        cwd: p.dir,
      },
    );
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(written('short.mcptest.json').steps[0], {
      callTool: { name: 'archive', arguments: {} },
      expect: { snapshot: { content: [{ type: 'text', text: 'archive done' }] } },
    });
  });

  it('a usage mistake exits 2: no server, two of them, or arguments that are not a JSON object', async () => {
    for (const [args, message] of [
      [['--call', 'x'], /exactly one of --server NAME, --command/],
      [['--server', 'a', '--url', 'http://h'], /exactly one of/],
      [['--server', 'a', '--call', 'x', '[1]'], /--call x: the arguments must be a JSON object/],
      [['--server', 'a', '--call', 'x', '{oops'], /--call x: the arguments are not JSON/],
      [['--server', 'a', '--call', '-o', 'x.mcptest.json'], /--call needs a tool name/],
    ] as const) {
      const run = await runCli(['test', 'record', ...args], { cwd: p.dir });
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.stderr, message);
    }
  });
});

/** Starts the Streamable HTTP fixture server for the test `t` and resolves with its /mcp URL. */
function httpFixture(t: TestContext): Promise<string> {
  const proc = spawn(NODE, [join(SERVERS, 'wellBehavedHttp.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.after(() => proc.kill());
  return new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}/mcp`);
    });
    proc.once('exit', (code) => reject(new Error(`the fixture server exited (${code})`)));
  });
}
