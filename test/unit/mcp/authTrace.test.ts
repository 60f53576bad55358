// The authorization trace: what each request of a sign-in is called, and that no credential of a request or an
// answer reaches the authorization view (bodies, headers, the redirect's code); the redirect's state is checked.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { AuthAttempt, classify, oauthError, tracedFetch } from '../../../common/mcp/auth/authTrace';
import { explainAuthFailure } from '../../../common/mcp/auth/authDiagnosis';
import { PendingRedirects } from '../../../common/mcp/auth/redirectReceiver';
import { MASK, maskBody, maskHeaders, maskUrlParams } from '../../../common/mcp/redact';

describe('the authorization trace', () => {
  it('names each request of the flow by where it goes and what it sends', () => {
    const u = (s: string) => new URL(s);
    assert.deepEqual(classify('GET', u('https://s.example/.well-known/oauth-protected-resource/mcp'), undefined), {
      kind: 'resource-metadata',
      title: 'Protected-resource metadata',
    });
    assert.deepEqual(
      classify('GET', u('https://a.example/.well-known/oauth-authorization-server/t1'), undefined).kind,
      'server-metadata',
    );
    assert.deepEqual(
      classify('GET', u('https://a.example/t1/.well-known/openid-configuration'), undefined).title,
      'Authorization-server metadata (OpenID Connect)',
    );
    assert.deepEqual(
      classify('POST', u('https://a.example/token'), 'grant_type=authorization_code&code=x').title,
      'Token request (authorization code)',
    );
    assert.deepEqual(
      classify('POST', u('https://a.example/token'), 'grant_type=refresh_token&refresh_token=x').kind,
      'refresh',
    );
    assert.deepEqual(
      classify('POST', u('https://a.example/token'), 'grant_type=client_credentials').title,
      'Token request (client_credentials)',
    );
    assert.deepEqual(
      classify('POST', u('https://a.example/register'), '{"redirect_uris":["http://127.0.0.1/callback"]}').kind,
      'registration',
    );
    assert.deepEqual(
      classify('POST', u('https://a.example/revoke'), 'token=abc&token_type_hint=refresh_token').kind,
      'revocation',
    );
    assert.deepEqual(
      classify('GET', u('https://a.example/authorize?response_type=code'), undefined).kind,
      'authorization',
    );
    assert.deepEqual(classify('GET', u('https://a.example/other'), undefined), {
      kind: 'request',
      title: 'GET /other',
    });
  });

  it('masks every credential of a form or JSON body, and leaves the rest as it was', () => {
    assert.equal(
      maskBody('grant_type=authorization_code&code=abc123&code_verifier=v3r1f13r&redirect_uri=http%3A%2F%2F127.0.0.1'),
      `grant_type=authorization_code&code=${MASK}&code_verifier=${MASK}&redirect_uri=http%3A%2F%2F127.0.0.1`,
    );
    assert.equal(
      maskBody('{"access_token":"at-1","refresh_token":"rt-1","token_type":"Bearer","scope":"a b"}'),
      JSON.stringify({ access_token: MASK, refresh_token: MASK, token_type: 'Bearer', scope: 'a b' }, null, 2),
    );
    assert.equal(
      maskBody('{"client_id":"c","client_secret":"s3cr3t","redirect_uris":["x"]}'),
      JSON.stringify({ client_id: 'c', client_secret: MASK, redirect_uris: ['x'] }, null, 2),
    );
    assert.equal(maskBody('{"access_token":"at-1", broken'), `{"access_token":"${MASK}", broken`);
    assert.equal(maskBody('plain words'), 'plain words');
  });

  it('masks credential headers, keeping their scheme', () => {
    assert.deepEqual(
      maskHeaders({
        authorization: 'Bearer abc.def',
        'content-type': 'application/json',
        cookie: 'sid=1',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
      }),
      {
        authorization: `Bearer ${MASK}`,
        'content-type': 'application/json',
        cookie: MASK,
        'proxy-authorization': `Basic ${MASK}`,
      },
    );
    assert.deepEqual(
      maskHeaders({ 'set-cookie': 'sid=2; HttpOnly', dpop: 'eyJhbGciOi.proof', accept: 'application/json' }),
      { 'set-cookie': MASK, dpop: MASK, accept: 'application/json' },
    );
  });

  it('masks the code of a redirect and nothing else of its URL', () => {
    assert.equal(
      maskUrlParams(new URL('http://127.0.0.1:5/callback?code=abc&state=s1')),
      `http://127.0.0.1:5/callback?code=${encodeURIComponent(MASK)}&state=s1`,
    );
  });

  it('reads an OAuth error answer, and the words of an HTML error page without its title', () => {
    assert.equal(oauthError('{"error":"invalid_grant","error_description":"code used"}'), 'invalid_grant (code used)');
    assert.equal(oauthError('{"error":"invalid_client"}'), 'invalid_client');
    assert.equal(
      oauthError(
        '<html><head><title>Refused</title><style>p{}</style></head><body><h1>Refused</h1><p>redirect_uri is not the client&#39;s &amp; that&apos;s that</p></body></html>',
      ),
      "Refused redirect_uri is not the client's & that's that",
    );
    assert.equal(oauthError(''), undefined);
  });

  it('records each request and its answer in the attempt, masked, and what a metadata document said', async () => {
    const attempt = new AuthAttempt('notes', 'https://s.example/mcp', () => ['configured-secret']);
    const answers: Record<string, Response> = {
      'https://a.example/.well-known/oauth-authorization-server': Response.json({
        issuer: 'https://a.example',
        registration_endpoint: 'https://a.example/register',
        code_challenge_methods_supported: ['S256'],
      }),
      'https://a.example/token': Response.json({
        access_token: 'at-secret',
        refresh_token: 'rt-secret',
        token_type: 'Bearer',
        expires_in: 60,
        scope: 'notes:read',
      }),
    };
    const fetch = tracedFetch(
      async (input) => answers[String(input)] ?? new Response('nope', { status: 404 }),
      () => attempt,
    );
    await fetch('https://a.example/.well-known/oauth-authorization-server');
    await fetch('https://a.example/token', {
      method: 'POST',
      headers: { authorization: 'Basic Y2xpZW50OnNlY3JldA==' },
      body: 'grant_type=authorization_code&code=c0de&client_secret=configured-secret',
    });
    await fetch('https://a.example/.well-known/openid-configuration');
    const [metadata, token, missing] = attempt.view().steps;
    assert.equal(metadata.detail, 'issuer: https://a.example; dynamic registration offered; PKCE: S256');
    assert.equal(token.detail, 'Bearer token and refresh token; scope: notes:read; expires in 60 s');
    assert.equal(token.request?.headers.authorization, `Basic ${MASK}`);
    assert.equal(token.request?.body, `grant_type=authorization_code&code=${MASK}&client_secret=${MASK}`);
    assert.ok(
      !JSON.stringify(attempt.view()).includes('at-secret') && !JSON.stringify(attempt.view()).includes('rt-secret'),
    );
    assert.deepEqual([missing.ok, missing.detail, missing.response?.status], [false, 'HTTP 404: nope', 404]);
  });

  it('says what to fix for the failures it knows', () => {
    const ctx = { serverUrl: 'https://s.example/mcp', configuredClient: false };
    assert.match(
      explainAuthFailure(new Error('Incompatible auth server: does not support dynamic client registration'), [], ctx)
        .fix ?? '',
      /put its client ID in the server’s config/,
    );
    assert.equal(
      explainAuthFailure(
        new Error('Protected resource https://x/mcp does not match expected https://s.example/mcp'),
        [],
        ctx,
      ).summary,
      'The protected-resource metadata names another server: Protected resource https://x/mcp does not match expected https://s.example/mcp',
    );
    const failedToken = [
      { kind: 'token' as const, title: 'Token request', at: 0, ok: false, detail: 'HTTP 400: invalid_grant (expired)' },
    ];
    assert.deepEqual(explainAuthFailure(new Error('x'), failedToken, ctx), {
      summary: 'The token endpoint refused the authorization code (HTTP 400: invalid_grant (expired))',
      fix: 'The code expired, was used already, or was issued for another redirect URI; sign in again',
    });
    assert.deepEqual(explainAuthFailure(new Error('something odd'), [], ctx), {
      summary: 'The sign-in failed: something odd',
    });
  });
});

describe('the redirect', () => {
  it('goes to the flow whose state it carries; another state reaches no flow', async () => {
    const pending = new PendingRedirects();
    const abort = new AbortController();
    const waiting = pending.wait('s1', abort.signal);
    assert.equal(pending.deliver(new URLSearchParams('code=c&state=other')), undefined);
    assert.deepEqual(pending.deliver(new URLSearchParams('code=c&state=s1')), { code: 'c' });
    assert.deepEqual(await waiting, { code: 'c' });
    assert.equal(pending.deliver(new URLSearchParams('code=c&state=s1')), undefined, 'a redirect is taken once');
    const denied = pending.wait('s2', abort.signal);
    pending.deliver(new URLSearchParams('error=access_denied&error_description=no&state=s2'));
    assert.deepEqual(await denied, { error: 'access_denied', description: 'no' });
    const cancelled = pending.wait('s3', abort.signal);
    abort.abort(new Error('cancelled by the user'));
    await assert.rejects(cancelled, /cancelled by the user/);
    assert.equal(pending.deliver(new URLSearchParams('code=c&state=s3')), undefined);
  });
});
