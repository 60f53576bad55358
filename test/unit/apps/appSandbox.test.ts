// The sandbox origin over real HTTP: each app's page at an unguessable /app/<token>, with exactly the policy it was
// served with as headers; nothing else answers; a disposed app or sandbox serves nothing; the public address applied.
import { strict as assert } from 'node:assert';
import { afterEach, describe, it } from 'node:test';
import { AppSandbox } from '../../../client/src/runner/apps/appSandbox';
import { appPolicy, type AppPolicy } from '../../../common/mcp/apps/sandboxPolicy';

const HTML =
  '<!doctype html><html><body><p>App one</p><script>parent.postMessage({ jsonrpc: "2.0", method: "x" }, "*")</script></body></html>';
const POLICY: AppPolicy = appPolicy({
  csp: { connectDomains: ['https://api.example.com'] },
  permissions: { camera: {} },
});

const sandboxes: AppSandbox[] = [];
afterEach(() => {
  for (const s of sandboxes.splice(0)) s.dispose();
});

function sandbox(publicAddress?: (local: string) => Promise<string>): AppSandbox {
  const s = new AppSandbox(publicAddress);
  sandboxes.push(s);
  return s;
}

/** fetch without keeping the connection for later (so a closed sandbox holds no socket of ours). */
const get = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { connection: 'close', ...(init.headers as Record<string, string> | undefined) } });

describe('AppSandbox over HTTP', () => {
  it('tries again after a failure to reach it, instead of keeping the failure', async () => {
    let fail = true;
    const s = sandbox(async (local) => {
      if (fail) {
        fail = false;
        throw new Error('no forwarding');
      }
      return local;
    });
    await assert.rejects(s.origin(), /no forwarding/);
    const origin = await s.origin();
    assert.match(origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    const served = await s.serve('<p>again</p>', appPolicy({}));
    assert.equal(await (await fetch(served.url)).text(), '<p>again</p>');
  });

  it('serves the page at /app/<token> on 127.0.0.1, with 200 and exactly the policy passed as headers', async () => {
    const s = sandbox();
    const app = await s.serve(HTML, POLICY);
    const url = new URL(app.url);
    assert.equal(url.protocol, 'http:');
    assert.equal(url.hostname, '127.0.0.1');
    assert.match(url.pathname, /^\/app\/[A-Za-z0-9_-]{32}$/);
    assert.equal(url.search, '');
    const res = await get(app.url);
    assert.equal(res.status, 200);
    assert.equal(await res.text(), HTML);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('content-security-policy'), POLICY.contentSecurityPolicy);
    assert.equal(res.headers.get('permissions-policy'), POLICY.permissionsPolicy);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
  });

  it('serves each app with its own policy, the default one included', async () => {
    const s = sandbox();
    const strict = appPolicy({});
    const a = await s.serve('<p>a</p>', POLICY);
    const b = await s.serve('<p>b</p>', strict);
    const [ra, rb] = await Promise.all([get(a.url), get(b.url)]);
    assert.equal(await ra.text(), '<p>a</p>');
    assert.equal(await rb.text(), '<p>b</p>');
    assert.equal(ra.headers.get('content-security-policy'), POLICY.contentSecurityPolicy);
    assert.equal(rb.headers.get('content-security-policy'), strict.contentSecurityPolicy);
    assert.equal(rb.headers.get('permissions-policy'), strict.permissionsPolicy);
    assert.notEqual(ra.headers.get('content-security-policy'), rb.headers.get('content-security-policy'));
  });

  it('gives two apps different tokens on the same origin, also for the same page', async () => {
    const s = sandbox();
    const a = await s.serve(HTML, POLICY);
    const b = await s.serve(HTML, POLICY);
    assert.notEqual(a.url, b.url);
    assert.equal(new URL(a.url).origin, new URL(b.url).origin);
    assert.equal(new URL(a.url).origin, await s.origin());
  });

  it('answers HEAD with the headers and no body', async () => {
    const s = sandbox();
    const app = await s.serve(HTML, POLICY);
    const res = await get(app.url, { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-security-policy'), POLICY.contentSecurityPolicy);
    assert.equal(await res.text(), '');
  });

  it('answers 404 for an unknown token, another path, a trailing slash or a query, with nosniff and no policy of an app', async () => {
    const s = sandbox();
    const app = await s.serve(HTML, POLICY);
    const origin = await s.origin();
    for (const url of [
      `${origin}/app/${'A'.repeat(32)}`,
      `${origin}/`,
      `${origin}/app/`,
      `${origin}/app`,
      `${app.url}/`,
      `${app.url}?x=1`,
      `${app.url}/../other`,
      `${origin}/favicon.ico`,
    ]) {
      const res = await get(url);
      assert.equal(res.status, 404, url);
      assert.equal(await res.text(), 'Not found', url);
      assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8', url);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(res.headers.get('content-security-policy'), null, url);
    }
  });

  it('answers 404 to POST, PUT and DELETE of a served page', async () => {
    const s = sandbox();
    const app = await s.serve(HTML, POLICY);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get(app.url, { method, body: method === 'DELETE' ? undefined : '{}' });
      assert.equal(res.status, 404, method);
      assert.equal(await res.text(), 'Not found', method);
    }
    // and the page is still served
    assert.equal((await get(app.url)).status, 200);
  });

  it('answers 404 once the served app is disposed, and keeps serving the others', async () => {
    const s = sandbox();
    const a = await s.serve('<p>a</p>', POLICY);
    const b = await s.serve('<p>b</p>', POLICY);
    assert.equal((await get(a.url)).status, 200);
    a.dispose();
    const gone = await get(a.url);
    assert.equal(gone.status, 404);
    assert.equal(await gone.text(), 'Not found');
    const still = await get(b.url);
    assert.equal(still.status, 200);
    assert.equal(await still.text(), '<p>b</p>');
    // disposing twice is harmless
    a.dispose();
    assert.equal((await get(b.url)).status, 200);
  });

  it('listens once: every app of a sandbox is on the one origin', async () => {
    let calls = 0;
    const s = sandbox(async (local) => {
      calls++;
      return local;
    });
    const [o1, o2] = await Promise.all([s.origin(), s.origin()]);
    await s.serve(HTML, POLICY);
    await s.serve(HTML, POLICY);
    assert.equal(o1, o2);
    assert.equal(calls, 1);
    assert.match(o1, /^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('gives two sandboxes two listeners', async () => {
    const [a, b] = [sandbox(), sandbox()];
    assert.notEqual(await a.origin(), await b.origin());
  });

  it('applies the publicAddress mapper: a path prefix, without a double slash', async () => {
    let given = '';
    const s = sandbox(async (local) => {
      given = local;
      const port = new URL(local).port;
      return `http://127.0.0.1:${port}/proxy/${port}/`;
    });
    const app = await s.serve(HTML, POLICY);
    // the mapper is given the local address, with its trailing slash
    assert.match(given, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    const port = new URL(given).port;
    assert.equal(await s.origin(), `http://127.0.0.1:${port}/proxy/${port}`);
    assert.match(app.url, new RegExp(`^http://127\\.0\\.0\\.1:${port}/proxy/${port}/app/[A-Za-z0-9_-]{32}$`));
    assert.equal(app.url.slice('http://'.length).includes('//'), false);
  });

  it('strips every trailing slash of the public address, and keeps its scheme and host', async () => {
    const s = sandbox(async () => 'https://abc-3000.preview.example.dev//');
    const app = await s.serve(HTML, POLICY);
    assert.equal(await s.origin(), 'https://abc-3000.preview.example.dev');
    assert.match(app.url, /^https:\/\/abc-3000\.preview\.example\.dev\/app\/[A-Za-z0-9_-]{32}$/);
  });

  it('takes a public address without a trailing slash as it is', async () => {
    const s = sandbox(async (local) => local.replace(/\/$/, ''));
    const app = await s.serve(HTML, POLICY);
    assert.match(app.url, /^http:\/\/127\.0\.0\.1:\d+\/app\/[A-Za-z0-9_-]{32}$/);
    assert.equal((await get(app.url)).status, 200);
  });

  it('closes its listener on dispose: the origin no longer answers', async () => {
    const s = new AppSandbox();
    const app = await s.serve(HTML, POLICY);
    // a kept-alive connection from an earlier request must not keep the listener open
    const first = await fetch(app.url);
    assert.equal(first.status, 200);
    await first.text();
    s.dispose();
    await assert.rejects(fetch(app.url), (error: unknown) => {
      assert.ok(error instanceof TypeError);
      return true;
    });
    await assert.rejects(get(app.url));
  });

  it('serves nothing more after dispose, even at a known token', async () => {
    const s = new AppSandbox();
    const app = await s.serve(HTML, POLICY);
    s.dispose();
    await assert.rejects(get(app.url));
    // dispose twice is harmless
    s.dispose();
  });

  it('disposes cleanly before ever listening', () => {
    new AppSandbox().dispose();
  });
});
