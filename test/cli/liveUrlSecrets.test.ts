// `check --url` with credentials in the URL (a query key, a userinfo password) or in a header: no report format and
// no message carries them, checked against a real HTTP server and against a port nothing listens on.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLI_FIXTURES, runCli, type CliRun } from './runCli';

const SERVER = join(CLI_FIXTURES, 'servers', 'flawedCatalog.mjs');
const QUERY_SECRET = 'sk-query-5150aa';
const PASSWORD = 'pw-userinfo-77c1';
const HEADER_SECRET = 'hdr-secret-90ab';
const SECRETS = [QUERY_SECRET, PASSWORD, HEADER_SECRET];

function startHttpServer(): Promise<{ port: number; proc: ChildProcess }> {
  const proc = spawn(process.execPath, [SERVER, '--http'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ port: Number(m[1]), proc });
    });
    proc.once('exit', (code) => reject(new Error(`fixture server exited (${code})`)));
  });
}

/** A port that was just free (a listener opened and closed on it). */
function closedPort(): Promise<number> {
  const server = createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }),
  );
}

const secretUrl = (port: number) => `http://me:${PASSWORD}@127.0.0.1:${port}/mcp?api_key=${QUERY_SECRET}&page=2`;

function assertMasked(run: CliRun, what: string): void {
  for (const secret of SECRETS) {
    for (const [stream, text] of [
      ['stdout', run.stdout],
      ['stderr', run.stderr],
    ] as const) {
      const at = text.indexOf(secret);
      assert.equal(at, -1, `${what}: ${stream} shows ${secret}: …${text.slice(Math.max(0, at - 120), at + 40)}…`);
    }
  }
}

describe('mcp-lens check --url with credentials', () => {
  let server: { port: number; proc: ChildProcess };
  before(async () => {
    server = await startHttpServer();
  });
  after(async () => {
    if (server?.proc.exitCode === null) {
      const exited = new Promise((r) => server.proc.once('exit', r));
      server.proc.kill();
      await exited;
    }
  });

  for (const format of ['text', 'json', 'sarif']) {
    it(`masks them in the ${format} report, which still names the server`, async () => {
      const run = await runCli([
        'check',
        '--url',
        secretUrl(server.port),
        '--header',
        `X-Api-Key: ${HEADER_SECRET}`,
        '--format',
        format,
      ]);
      assert.equal(run.code, 1, run.stderr);
      assertMasked(run, format);
      // SARIF names the catalog by a URI that holds the server's URL percent-encoded
      const host = `127.0.0.1:${server.port}`;
      assert.ok(run.stdout.includes(format === 'sarif' ? encodeURIComponent(host) : host), run.stdout.slice(0, 400));
      if (format === 'json') {
        const report = JSON.parse(run.stdout) as { documents: { path: string }[] };
        assert.equal(report.documents[0]!.path, `http://me:••••••@127.0.0.1:${server.port}/mcp?api_key=••••••&page=2`);
      }
    });
  }

  it('masks them in the usage errors that quote a malformed --url or --header', async () => {
    const url = await runCli(['check', '--url', `me:${PASSWORD}@127.0.0.1/mcp?api_key=${QUERY_SECRET}`]);
    assert.equal(url.code, 2, url.stdout);
    assert.match(url.stderr, /--url must be an http:\/\/ or https:\/\/ URL/);
    assertMasked(url, 'the --url usage error');
    const header = await runCli(['check', '--url', 'http://127.0.0.1:9/mcp', '--header', `Bearer ${HEADER_SECRET}`]);
    assert.equal(header.code, 2, header.stdout);
    assert.match(header.stderr, /--header must look like "Name: value"/);
    assertMasked(header, 'the --header usage error');
  });

  it('masks them in the error when the server cannot be reached', async () => {
    const port = await closedPort();
    const run = await runCli(['check', '--url', secretUrl(port), '--header', `X-Api-Key: ${HEADER_SECRET}`]);
    assert.equal(run.code, 2, run.stdout);
    assert.match(run.stderr, /could not be checked/);
    assertMasked(run, 'the error');
    assert.ok(run.stderr.includes(`127.0.0.1:${port}`), run.stderr);
  });
});
