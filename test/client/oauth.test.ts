// OAuth sign-in at the model level against our loopback OAuth fixture: each discovery path and client identity,
// refresh, step-up, denial, a wrong redirect URI, an expired refresh token and sign-out.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { MemorySecretStore } from '../../common/mcp/auth/authStore';
import { loopbackReceiver, redirectPage } from '../../common/mcp/auth/redirectReceiver';
import type { AuthEnvironment } from '../../common/mcp/auth/serverAuth';
import type { ConnectionState, HttpLaunch, JsonObject } from '../../common/mcp/types';
import { answerConsentPage, oauthFixtures, type OAuthFixture } from '../helpers/oauthFixture';
import { filePool } from './fixtures';

const pool = filePool();
const fixture = oauthFixtures();

interface TestAuth extends AuthEnvironment {
  readonly store: MemorySecretStore;
  readonly opened: string[];
  readonly stepUps: (string | undefined)[];
}

/** The extension's auth environment with the browser played by `browser` (none: the fixture approves at once). */
function environment(
  options: {
    browser?: (url: string) => Promise<unknown>;
    stepUp?: boolean;
    refuse?: string;
    now?: () => number;
    browserTimeoutMs?: number;
  } = {},
): TestAuth {
  const opened: string[] = [];
  const stepUps: (string | undefined)[] = [];
  return {
    store: new MemorySecretStore(),
    opened,
    stepUps,
    openBrowser: async (url) => {
      opened.push(url);
      if (!options.browser) return false;
      void options.browser(url);
      return true;
    },
    receiver: (port) => loopbackReceiver(port, (r) => redirectPage('the fixture', r)),
    confirmStepUp: async (_server, scope) => {
      stepUps.push(scope);
      return options.stepUp ?? false;
    },
    ...(options.refuse ? { mayStartFlow: () => options.refuse } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.browserTimeoutMs ? { browserTimeoutMs: options.browserTimeoutMs } : {}),
  };
}

function launch(f: OAuthFixture, extra: Partial<HttpLaunch> = {}): HttpLaunch {
  return { transport: 'http', url: f.mcpUrl, headers: {}, ...extra };
}

const approve = async () => true;

async function call(
  connection: ReturnType<typeof pool.make>['connection'],
  name: string,
  args: JsonObject = {},
): Promise<string> {
  const r = await connection.callTool({ name, arguments: args }, approve);
  assert.equal(r.outcome, 'completed');
  const content = (r.outcome === 'completed' ? r.result.content : []) as { text?: string }[];
  return content.map((c) => c.text ?? '').join('');
}

/** Starts, finds that a sign-in is needed, signs in, and is running. */
async function signedIn(f: OAuthFixture, auth: TestAuth, name: string, extra: Partial<HttpLaunch> = {}) {
  const made = pool.make(name, { auth });
  const l = launch(f, extra);
  await made.connection.start(l);
  const s = made.connection.state;
  assert.equal(s.status, 'error');
  assert.equal(s.status === 'error' && s.needsSignIn, true, JSON.stringify(s));
  assert.equal(s.status === 'error' ? s.message : '', `Sign in to ${name}: it requires authorization (OAuth)`);
  await made.connection.signIn(l);
  assert.equal(made.connection.state.status, 'running', JSON.stringify(made.connection.state));
  return { ...made, launch: l };
}

const kinds = (steps: readonly { kind: string; ok: boolean }[]) => steps.map((s) => `${s.kind}${s.ok ? '' : '!'}`);

describe('OAuth sign-in (ServerConnection against our authorization server)', () => {
  it('signs in with discovery from the challenge, dynamic registration, PKCE and the resource parameter, and records each step', async () => {
    const f = await fixture();
    const auth = environment();
    const { connection, logger } = await signedIn(f, auth, 'notes');
    const who = JSON.parse(await call(connection, 'whoami')) as { client_id: string; scopes: string[] };
    assert.deepEqual(
      who.scopes,
      ['notes:read', 'notes:write'],
      'the scopes of the protected-resource metadata were asked',
    );
    assert.equal(f.clients.length, 1);
    assert.equal(who.client_id, f.clients[0].client_id);
    assert.equal(f.clients[0].source, 'dcr');
    assert.equal(f.clients[0].client_name, 'MCP Lens');
    const authorize = f.requests.find((r) => r.server === 'as' && r.path.endsWith('/authorize'));
    assert.equal(authorize?.query.resource, f.mcpUrl);
    assert.equal(authorize?.query.code_challenge_method, 'S256');
    assert.match(authorize?.query.redirect_uri ?? '', /^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const view = connection.auth?.lastAttempt;
    assert.equal(view?.outcome, 'authorized');
    assert.equal(view?.summary, 'Signed in to notes');
    assert.deepEqual(kinds(view?.steps ?? []), [
      'challenge',
      'resource-metadata',
      'server-metadata',
      'registration',
      'authorization',
      'redirect',
      'token',
    ]);
    assert.equal(view?.clientSource, 'registered');
    assert.equal(view?.scopesAsked, 'notes:read notes:write');
    assert.equal(view?.scopesGranted, 'notes:read notes:write');
    // nothing of the tokens in the log, the state or the attempt
    const record = [...auth.store.values.values()].find((v) => v.includes('access_token'));
    const tokens = JSON.parse(record ?? '{}') as { tokens?: { access_token: string; refresh_token: string } };
    assert.ok(tokens.tokens?.access_token && tokens.tokens.refresh_token);
    const shown = JSON.stringify(view) + logger.lines.join('\n');
    assert.ok(!shown.includes(tokens.tokens.access_token) && !shown.includes(tokens.tokens.refresh_token));
    assert.ok(view?.steps.find((s) => s.kind === 'token')?.response?.body?.includes('"access_token": "••••••"'));
  });

  for (const [what, options] of [
    ['the well-known path of the server URL, not in the challenge', { prm: 'path' }],
    ['the root well-known path', { prm: 'root' }],
    ['OpenID Connect discovery', { asMetadata: 'oidc' }],
    ['an issuer with a path (path insertion)', { asMetadata: 'oauth-path' }],
    ['OpenID Connect discovery appended to an issuer with a path', { asMetadata: 'oidc-path-suffix', prm: 'path' }],
    ['one origin for both, the metadata at the root', { sameOrigin: true, prm: 'root' }],
  ] as const) {
    it(`finds the authorization server through ${what}`, async () => {
      const f = await fixture(options);
      const { connection } = await signedIn(f, environment(), `discovery ${what}`);
      assert.match(await call(connection, 'read_notes'), /./);
      const steps = connection.auth?.lastAttempt?.steps ?? [];
      assert.ok(steps.some((s) => s.kind === 'resource-metadata' && s.ok));
      assert.ok(
        steps.some((s) => s.kind === 'server-metadata' && s.ok && s.request?.url === f.metadataUrl),
        `metadata from ${f.metadataUrl}: ${JSON.stringify(steps.map((s) => s.request?.url))}`,
      );
    });
  }

  it('falls back as 2025-03-26 says when there is no protected-resource metadata and no server metadata', async () => {
    const f = await fixture({ prm: 'none', asMetadata: 'none', requireResource: false });
    const { connection } = await signedIn(f, environment(), 'legacy');
    assert.match(await call(connection, 'whoami'), /client_id/);
    const paths = f.requests.filter((r) => r.server === 'as' || r.server === 'mcp').map((r) => `${r.method} ${r.path}`);
    assert.ok(
      paths.includes('POST /register') && paths.includes('GET /authorize') && paths.includes('POST /token'),
      paths.join('\n'),
    );
  });

  it('uses a client ID metadata document where the authorization server supports them, instead of registering', async () => {
    const documentUrl = 'https://mcp-lens.test/oauth/client.json';
    const f = await fixture({
      cimd: true,
      cimdDocuments: {
        [documentUrl]: {
          client_id: documentUrl,
          client_name: 'MCP Lens',
          redirect_uris: ['http://127.0.0.1/callback'],
        },
      },
    });
    const auth = { ...environment(), clientMetadataUrl: documentUrl };
    const { connection } = await signedIn(f, auth, 'cimd');
    assert.equal(JSON.parse(await call(connection, 'whoami')).client_id, documentUrl);
    assert.equal(f.requests.filter((r) => r.path.endsWith('/register')).length, 0);
    assert.equal(connection.auth?.lastAttempt?.clientSource, 'metadata-document');
  });

  it('uses the client configured for the server (pre-registration), with its secret, where there is no registration', async () => {
    const f = await fixture({
      dcr: false,
      preRegistered: [
        {
          client_id: 'lens-configured',
          client_secret: 'configured-secret-1234',
          redirect_uris: ['http://127.0.0.1/callback'],
        },
      ],
    });
    const { connection, logger } = await signedIn(f, environment(), 'configured', {
      oauth: { clientId: 'lens-configured', clientSecret: 'configured-secret-1234' },
    });
    assert.equal(JSON.parse(await call(connection, 'whoami')).client_id, 'lens-configured');
    const token = f.requests.find((r) => r.path.endsWith('/token'));
    assert.match(String(token?.headers.authorization), /^Basic /, 'client_secret_basic, as the client was registered');
    assert.equal(connection.auth?.lastAttempt?.clientSource, 'configured');
    assert.ok(
      !JSON.stringify(connection.auth?.lastAttempt).includes('configured-secret-1234') &&
        !logger.lines.join('\n').includes('configured-secret-1234'),
    );
  });

  it('says to configure a client when the authorization server offers no registration and none is configured', async () => {
    const f = await fixture({ dcr: false });
    const made = pool.make('no-dcr', { auth: environment() });
    await made.connection.start(launch(f));
    await assert.rejects(made.connection.signIn(launch(f)), /offers no dynamic client registration/);
    const view = made.connection.auth?.lastAttempt;
    assert.equal(view?.outcome, 'failed');
    const failed = view?.steps.find((s) => !s.ok);
    assert.match(failed?.fix ?? '', /put its client ID in the server’s config \("oauth": \{ "clientId": "…" \}/);
    assert.equal(made.connection.state.status, 'error');
  });

  it('checks the issuer the redirect names (RFC 9207), and refuses one that is not the authorization server it began with', async () => {
    const f = await fixture({ issParameter: true });
    const { connection } = await signedIn(f, environment(), 'iss');
    assert.match(
      connection.auth?.lastAttempt?.steps.find((s) => s.kind === 'redirect')?.detail ?? '',
      new RegExp(`from ${f.issuer}$`),
    );
    assert.equal(
      (f.clients[0] as { application_type?: string }).application_type ??
        (f.requests.find((r) => r.path.endsWith('/register'))?.body as { application_type?: string }).application_type,
      'native',
    );

    const mixedUp = await fixture({ issParameter: true, issInRedirect: 'https://other.example' });
    const made = pool.make('iss-mixed-up', { auth: environment() });
    await made.connection.start(launch(mixedUp));
    await assert.rejects(
      made.connection.signIn(launch(mixedUp)),
      new RegExp(`The redirect names the issuer https://other.example, not ${mixedUp.issuer}`),
    );
    const failed = made.connection.auth?.lastAttempt?.steps.at(-1);
    assert.deepEqual([failed?.kind, failed?.ok], ['redirect', false]);
    assert.match(failed?.fix ?? '', /RFC 9207/);
  });

  it('uses no authorization-server metadata naming another issuer than its address was built from (SEP-2468)', async () => {
    const f = await fixture({ wrongIssuer: true });
    const made = pool.make('issuer-mismatch', { auth: environment() });
    await made.connection.start(launch(f));
    await assert.rejects(
      made.connection.signIn(launch(f)),
      new RegExp(`names the issuer ${f.issuer}/wrong, not ${f.issuer}`),
    );
    const failed = made.connection.auth?.lastAttempt?.steps.at(-1);
    assert.deepEqual([failed?.kind, failed?.ok], ['server-metadata', false]);
    assert.match(failed?.fix ?? '', /RFC 8414/);
    const used = f.requests.filter((r) => r.server === 'as' && !r.path.includes('/.well-known/'));
    assert.deepEqual(used, [], 'no endpoint of the metadata was used');
    assert.equal(made.connection.auth?.signedIn, false);
  });

  it('opens the browser on a consent page and waits for its redirect; Deny ends the sign-in with what happened', async () => {
    const f = await fixture({ authorize: 'page' });
    let page = '';
    const auth = environment({ browser: async (url) => (page = await answerConsentPage(url, 'approve')) });
    const { connection } = await signedIn(f, auth, 'consent');
    assert.equal(auth.opened.length, 1);
    assert.match(page, /<h1>Signed in to the fixture<\/h1>/);
    assert.deepEqual(kinds(connection.auth?.lastAttempt?.steps ?? []).slice(-3), [
      'authorization',
      'redirect',
      'token',
    ]);

    const denied = pool.make('denied', { auth: environment({ browser: (url) => answerConsentPage(url, 'deny') }) });
    await denied.connection.start(launch(f));
    await assert.rejects(denied.connection.signIn(launch(f)), /access_denied/);
    const view = denied.connection.auth?.lastAttempt;
    assert.equal(view?.outcome, 'failed');
    assert.equal(view?.steps.at(-1)?.kind, 'redirect');
    assert.equal(view?.steps.at(-1)?.ok, false);
    assert.match(view?.steps.at(-1)?.fix ?? '', /Access was denied on the authorization page/);
  });

  it('names the redirect URI when the authorization server refuses it', async () => {
    const f = await fixture({
      dcr: false,
      preRegistered: [{ client_id: 'strict', redirect_uris: ['http://127.0.0.1/elsewhere'] }],
    });
    const made = pool.make('wrong-redirect', { auth: environment() });
    await made.connection.start(launch(f));
    await assert.rejects(
      made.connection.signIn(launch(f, { oauth: { clientId: 'strict' } })),
      /refused the authorization request/,
    );
    const failed = made.connection.auth?.lastAttempt?.steps.find((s) => !s.ok);
    assert.equal(failed?.kind, 'authorization');
    assert.equal(failed?.response?.status, 400);
    assert.match(
      failed?.fix ?? '',
      /^The authorization server's redirect URIs for this client do not include http:\/\/127\.0\.0\.1:\d+\/callback/,
    );
  });

  it('refreshes a token the server no longer takes, without the user, and goes on', async () => {
    const f = await fixture();
    const { connection } = await signedIn(f, environment(), 'refresh');
    f.expireTokens();
    assert.match(await call(connection, 'whoami'), /client_id/);
    assert.equal(connection.state.status, 'running');
    const grants = f.requests
      .filter((r) => r.path.endsWith('/token'))
      .map((r) => (r.body as { grant_type?: string }).grant_type);
    assert.deepEqual(grants, ['authorization_code', 'refresh_token']);
  });

  it('refreshes a token before it expires, before the request goes out', async () => {
    let now = Date.now();
    const f = await fixture({ tokenTtl: 600 });
    const { connection } = await signedIn(f, environment({ now: () => now }), 'early-refresh');
    now += 590_000;
    const before = f.requests.length;
    await call(connection, 'whoami');
    const after = f.requests.slice(before).map((r) => `${r.server} ${r.method} ${r.path} ${r.status ?? ''}`);
    assert.match(after[0], /^as POST \/token/, after.join('\n'));
    assert.ok(!after.some((l) => / 401$/.test(l)), after.join('\n'));
  });

  it('needs a sign-in again when the refresh token has expired too', async () => {
    const f = await fixture();
    const { connection } = await signedIn(f, environment(), 'expired');
    f.expireTokens();
    f.expireRefreshTokens();
    await assert.rejects(connection.callTool({ name: 'whoami', arguments: {} }, approve), {
      name: 'SignInRequiredError',
      message: 'Sign in to expired: its token was refused, and could not be refreshed',
    });
    const s = connection.state;
    assert.equal(s.status === 'error' && s.needsSignIn, true, JSON.stringify(s));
  });

  it('asks before signing in again for a scope a tool needs (step-up), and retries the call; declined, the call fails saying so', async () => {
    const f = await fixture({ prmScopes: null, defaultScopes: ['notes:read'] });
    const asked = environment({ stepUp: true });
    const { connection } = await signedIn(f, asked, 'step-up');
    assert.match(await call(connection, 'delete_note', { id: 'todo' }), /./);
    assert.deepEqual(asked.stepUps, ['notes:read notes:write']);
    assert.equal(connection.auth?.grantedScopes, 'notes:read notes:write');

    const declined = environment({ stepUp: false });
    const other = await signedIn(f, declined, 'step-up declined');
    await assert.rejects(
      other.connection.callTool({ name: 'delete_note', arguments: { id: 'todo' } }, approve),
      /step-up declined needs the scope notes:read notes:write for this request; sign in again to grant it/,
    );
    assert.equal(other.connection.state.status, 'running');
  });

  it('asks on a step-up for the scopes it was granted with the ones the server names (SEP-2350), so no call loses its scope', async () => {
    const f = await fixture({
      prmScopes: null,
      scopeInChallenge: 'notes:read',
      stepUpChallenge: 'needed',
      // a registration would be for the scope of the first sign-in only: this client may be granted any
      preRegistered: [{ client_id: 'lens-union', redirect_uris: ['http://127.0.0.1/callback'] }],
    });
    const asked = environment({ stepUp: true });
    const { connection } = await signedIn(f, asked, 'step-up union', { oauth: { clientId: 'lens-union' } });
    assert.match(await call(connection, 'delete_note', { id: 'todo' }), /./);
    assert.deepEqual(asked.stepUps, ['notes:write']);
    const scopesAsked = f.requests.filter((r) => r.path.endsWith('/authorize')).map((r) => r.query.scope);
    assert.deepEqual(scopesAsked, ['notes:read', 'notes:read notes:write']);
    assert.equal(connection.auth?.grantedScopes, 'notes:read notes:write');
    assert.match(await call(connection, 'read_notes'), /./);
    assert.equal(asked.stepUps.length, 1, 'reading needed no second step-up');
  });

  it('signs out: revokes the tokens, forgets the record, and the next start needs a sign-in again', async () => {
    const f = await fixture();
    const auth = environment();
    const { connection, launch: l } = await signedIn(f, auth, 'sign-out');
    await connection.signOut();
    assert.equal(connection.state.status, 'stopped');
    const revoked = f.requests
      .filter((r) => r.path.endsWith('/revoke'))
      .map((r) => (r.body as { token_type_hint?: string }).token_type_hint);
    assert.deepEqual(revoked, ['refresh_token', 'access_token']);
    assert.ok(![...auth.store.values.values()].some((v) => v.includes('access_token')));
    await connection.start(l);
    const again = connection.state as ConnectionState;
    assert.equal(again.status === 'error' && again.needsSignIn, true);
  });

  it('keeps the sign-in over a restart, and starts no flow where flows are refused (Restricted Mode)', async () => {
    const f = await fixture();
    const auth = environment();
    const { connection, launch: l } = await signedIn(f, auth, 'kept');
    await connection.restart(l);
    assert.equal(connection.state.status, 'running');
    const fresh = pool.make('kept-again', { id: 'test:kept', auth });
    await fresh.connection.start(l);
    assert.equal(fresh.connection.state.status, 'running', 'the record in the store is found by the server id');

    const refused = pool.make('restricted', {
      auth: environment({ refuse: 'Restricted Mode: MCP Lens starts no sign-in in an untrusted workspace' }),
    });
    await refused.connection.start(l);
    await assert.rejects(refused.connection.signIn(l), /^Error: Restricted Mode/);
    assert.equal(f.clients.length, 1, 'nothing was registered for the refused sign-in');
  });

  it('opens no sign-in page but https (or http here): a file: or ms-msdt: one fails the sign-in, naming it', async () => {
    const hostile = [
      ['file:///C:/Windows/System32/calc.exe', 'file:'],
      ['ms-msdt:/id PCWDiagnostic /skip force', 'ms-msdt:'],
      ['http://192.0.2.7/authorize', 'http:'],
    ] as const;
    for (const [endpoint, scheme] of hostile) {
      const f = await fixture({ authorizationEndpoint: endpoint });
      const auth = environment();
      const made = pool.make(`hostile ${scheme}`, { auth });
      await made.connection.start(launch(f));
      const whose = `The authorization server of hostile ${scheme} \\(${f.issuer.replace(/[.]/g, '\\.')}\\)`;
      const refusal = new RegExp(
        `${whose} gives a sign-in page (with the scheme ${scheme}|over plain http: at 192\\.0\\.2\\.7), which MCP Lens`,
      );
      await assert.rejects(made.connection.signIn(launch(f)), refusal);
      assert.deepEqual(auth.opened, [], `${endpoint} was not opened`);
      const attempt = made.connection.auth?.lastAttempt;
      assert.equal(attempt?.outcome, 'failed');
      assert.match(attempt?.steps.find((s) => !s.ok)?.detail ?? '', refusal);
      assert.equal(made.connection.state.status, 'error');
    }
  });

  it('refuses a file: sign-in page on a step-up too: the call fails saying why, and nothing is opened', async () => {
    const f = await fixture({ prmScopes: null, defaultScopes: ['notes:read'] });
    const auth = environment({ stepUp: true });
    const { connection } = await signedIn(f, auth, 'step-up hostile');
    f.setOption('authorizationEndpoint', 'file:///etc/passwd');
    await assert.rejects(
      connection.callTool({ name: 'delete_note', arguments: { id: 'todo' } }, approve),
      /gives a sign-in page with the scheme file:, which MCP Lens does not open/,
    );
    assert.deepEqual(auth.stepUps, ['notes:read notes:write']);
    assert.deepEqual(auth.opened, []);
  });

  it('ends the sign-in when no redirect comes back in time, with what to check', async () => {
    const f = await fixture({ authorize: 'page' });
    const made = pool.make('no-redirect', {
      auth: environment({ browser: async () => undefined, browserTimeoutMs: 300 }),
    });
    await made.connection.start(launch(f));
    await assert.rejects(
      made.connection.signIn(launch(f)),
      /No redirect came back to http:\/\/127\.0\.0\.1:\d+\/callback within 0 s/,
    );
    assert.match(made.connection.auth?.lastAttempt?.summary ?? '', /redirect URIs do not include/);
  });
});
