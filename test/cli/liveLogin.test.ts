// `mcp-lens check --url … --login` against our OAuth fixture signs in, checks the live catalog and prints no
// credential; without --login it says how to get in.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { answerConsentPage, oauthFixtures, type OAuthFixture } from '../helpers/oauthFixture';
import { CLI_JS, runCli } from './runCli';

const fixture = oauthFixtures();

/** Every credential the fixture issued or was sent. */
function credentials(f: OAuthFixture): string[] {
  const found = new Set<string>();
  for (const r of f.requests) {
    const bearer = /^Bearer (\S+)$/.exec(String(r.headers.authorization ?? ''))?.[1];
    if (bearer) found.add(bearer);
    const body = r.body as Record<string, unknown> | undefined;
    for (const key of ['refresh_token', 'code_verifier', 'code']) {
      if (typeof body?.[key] === 'string') found.add(body[key] as string);
    }
  }
  return [...found];
}

describe('mcp-lens check --url with OAuth', () => {
  it('without --login, says the server requires a sign-in and how to give one', async () => {
    const f = await fixture();
    const run = await runCli(['check', '--url', f.mcpUrl], { env: { CI: '1' } });
    assert.equal(run.code, 2);
    assert.equal(
      run.stderr.trim(),
      `mcp-lens: ${f.mcpUrl}: could not be checked: Sign in to ${f.mcpUrl}: it requires authorization (OAuth). Run again with --login to sign in, or give a token with --header "Authorization: Bearer …".`,
    );
  });

  it('with --login, signs in through the sign-in page whose URL it prints, and checks the catalog', async () => {
    const f = await fixture({ authorize: 'page' });
    const child = spawn(process.execPath, [CLI_JS, 'check', '--url', f.mcpUrl, '--login', '--format', 'json'], {
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const printed = new Promise<string>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        const url = /mcp-lens: sign in at (\S+)/.exec(stderr)?.[1];
        if (url) resolve(url);
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const page = await answerConsentPage(await printed, 'approve');
    assert.match(page, /Signed in to the server/);
    const code = await exited;
    assert.equal(code, 0, stderr);
    const report = JSON.parse(stdout) as { documents: { path: string; kind: string }[]; failures: string[] };
    assert.deepEqual(
      report.documents.map((d) => [d.path, d.kind]),
      [[f.mcpUrl, 'capabilities']],
    );
    assert.deepEqual(report.failures, []);
    assert.ok(f.clients.some((c) => c.client_name === 'MCP Lens (command line)'));
    for (const secret of credentials(f)) {
      assert.ok(!stdout.includes(secret) && !stderr.includes(secret), 'no credential is printed');
    }
  });

  it('with --login, opens no file: sign-in page: the sign-in fails at once, naming the scheme and the server', async () => {
    const f = await fixture({ authorizationEndpoint: 'file:///etc/passwd' });
    const child = spawn(process.execPath, [CLI_JS, 'check', '--url', f.mcpUrl, '--login'], {
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    // ends on the exit, or as soon as the page is handed to the browser (printed here, since CI is set)
    const outcome = await new Promise<number | null | 'opened'>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (/sign in at/.test(stderr)) resolve('opened');
      });
      child.on('close', resolve);
    });
    if (outcome === 'opened') child.kill();
    assert.equal(outcome, 2, stderr);
    const escaped = (s: string) => s.replace(/[.]/g, '\\.');
    const whose = `The authorization server of ${escaped(f.mcpUrl)} \\(${escaped(f.issuer)}\\)`;
    assert.match(
      stderr,
      new RegExp(`${whose} gives a sign-in page with the scheme file:, which MCP Lens does not open`),
    );
  });

  it('with --login, says which step failed and what to fix when the sign-in is refused', async () => {
    const f = await fixture({ dcr: false });
    const run = await runCli(['check', '--url', f.mcpUrl, '--login'], { env: { CI: '1' } });
    assert.equal(run.code, 2);
    assert.match(
      run.stderr,
      /could not be checked: .*offers no dynamic client registration.*put its client ID in the server’s config/,
    );
  });
});
