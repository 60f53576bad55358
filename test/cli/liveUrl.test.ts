import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Log } from 'sarif';
import { CLI_FIXTURES, runCli, runCliJson, tempFolder } from './runCli';
import { sarifValidator } from './sarifSchema';

const SERVER = join(CLI_FIXTURES, 'servers', 'flawedCatalog.mjs');
const TOKEN = 'fixture-token-1234';

/** Starts the fixture server over Streamable HTTP and resolves with its URL once it prints its port. */
function startHttpServer(env: NodeJS.ProcessEnv): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [SERVER, '--http'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}/mcp`, proc });
    });
    proc.once('exit', (code) => reject(new Error(`fixture server exited (${code}): ${err}`)));
  });
}

describe('mcp-lens check --url', () => {
  const scratch = tempFolder();
  const calls = join(scratch.dir, 'calls.jsonl');
  let server: { url: string; proc: ChildProcess };

  before(async () => {
    server = await startHttpServer({ MCP_LENS_FIXTURE_CALLS: calls, MCP_LENS_FIXTURE_TOKEN: TOKEN });
  });
  after(async () => {
    if (server?.proc.exitCode === null) {
      const exited = new Promise((r) => server.proc.once('exit', r));
      server.proc.kill();
      await exited;
    }
    scratch.dispose();
  });

  it('lints the catalog the server lists, and never calls a tool', async () => {
    const auth = ['--header', `Authorization: Bearer ${TOKEN}`];
    const { run, report } = await runCliJson(['check', '--url', server.url, ...auth]);
    assert.equal(run.code, 1, run.stderr);
    assert.equal(report.documents.length, 1);
    const doc = report.documents[0]!;
    assert.equal(doc.path, server.url);
    assert.equal(doc.kind, 'capabilities');
    const priority = doc.problems.filter((p) => p.code === 'MCP302');
    assert.deepEqual(
      priority.map((p) => p.message),
      [
        '"priority" is 2, outside 0–1: 1 means effectively required, 0 entirely optional.',
        '"priority" must be a number from 0 to 1, not a string ("0.8").',
      ],
    );
    assert.ok(
      priority.every((p) => !p.fixable),
      "nothing to fix in place: the catalog is the server's",
    );
    assert.deepEqual(report.failures, []);

    const text = await runCli(['check', '--url', server.url, ...auth]);
    assert.equal(text.code, 1);
    assert.match(
      text.stdout,
      /"priority": 2\n +\| +\^\n/,
      'the excerpt comes from the catalog as listed, written out as JSON',
    );

    const sarif = await runCli(['check', '--url', server.url, ...auth, '--format', 'sarif']);
    const validate = sarifValidator();
    assert.ok(validate(JSON.parse(sarif.stdout) as Log), JSON.stringify(validate.errors));

    assert.equal(existsSync(calls), false, 'the server received a tool call');
  });

  it('--rule applies to live catalogs too', async () => {
    const { run, report } = await runCliJson([
      'check',
      '--url',
      server.url,
      '--header',
      `Authorization: Bearer ${TOKEN}`,
      '--rule',
      'MCP302=warning',
    ]);
    assert.equal(run.code, 0, run.stdout);
    assert.deepEqual(
      [...new Set(report.documents[0]!.problems.filter((p) => p.code === 'MCP302').map((p) => p.severity))],
      ['warning'],
    );
  });

  it('exits 2 with the reason when the server cannot be reached or refuses', async () => {
    const refused = await runCli(['check', '--url', server.url]);
    assert.equal(refused.code, 2, refused.stdout);
    assert.match(refused.stderr, /could not be checked: Could not connect to .*missing or wrong token/);
    assert.equal(refused.stdout, '');
  });
});
