// The OAuth fixture (test/fixtures/servers/oauthFixture.mjs) against plain fetch: each option does what it says, so a
// sign-in test that fails against it fails for the client's sake, not the fixture's.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { REPO_ROOT } from '../helpers/paths';
import {
  oauthFixtures,
  type FixtureClient as Client,
  type OAuthFixture,
  type TokenAnswer,
} from '../helpers/oauthFixture';

const FIXTURE_DIR = join(REPO_ROOT, 'test', 'fixtures', 'servers');

const start = oauthFixtures();

const REDIRECT = 'http://127.0.0.1:33418/callback';
const origin = (u: string) => new URL(u).origin;
const get = (u: string, init: RequestInit = {}) => fetch(u, { redirect: 'manual', ...init });
const postForm = (u: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(u, { method: 'POST', body: new URLSearchParams(body), headers, redirect: 'manual' });
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function register(f: OAuthFixture, body: Record<string, unknown> = {}): Promise<Client> {
  const r = await fetch(f.registrationEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
      client_name: 'Lens Test',
      ...body,
    }),
  });
  assert.equal(r.status, 201, await r.clone().text());
  return (await r.json()) as Client;
}

function authorizeUrl(
  f: OAuthFixture,
  params: Record<string, string | undefined>,
  endpoint = f.authorizationEndpoint,
): string {
  const u = new URL(endpoint);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
  return u.href;
}

/** The authorize query a correct client sends; `over` replaces or (with undefined) drops parameters. */
function authorizeParams(
  f: OAuthFixture,
  client: Client,
  challenge: string,
  over: Record<string, string | undefined> = {},
) {
  return {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    resource: f.mcpUrl,
    ...over,
  };
}

async function authorizeRefused(f: OAuthFixture, params: Record<string, string | undefined>, expected: RegExp) {
  const r = await get(authorizeUrl(f, params));
  assert.equal(r.status, 400);
  assert.match(r.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await r.text(), expected);
}

/** Runs the whole code flow with `auth` for the token request; returns the token answer. */
async function signIn(
  f: OAuthFixture,
  client: Client,
  o: {
    scope?: string;
    auth?: 'none' | 'post' | 'basic';
    endpoint?: string;
    tokenEndpoint?: string;
    resource?: string;
  } = {},
) {
  const { verifier, challenge } = pkce();
  const r = await get(
    authorizeUrl(
      f,
      authorizeParams(f, client, challenge, { scope: o.scope, ...(o.resource === '' ? { resource: undefined } : {}) }),
      o.endpoint,
    ),
  );
  assert.equal(r.status, 302, await r.text());
  const back = new URL(r.headers.get('location')!);
  assert.equal(back.searchParams.get('state'), 'st-1');
  const code = back.searchParams.get('code');
  assert.ok(code, back.href);
  return exchange(
    f,
    client,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      ...(o.resource === '' ? {} : { resource: f.mcpUrl }),
    },
    o.auth,
    o.tokenEndpoint,
  );
}

async function exchange(
  f: OAuthFixture,
  client: Client,
  body: Record<string, string>,
  auth: 'none' | 'post' | 'basic' = 'none',
  endpoint = f.tokenEndpoint,
): Promise<TokenAnswer> {
  const r = await tokenRequest(f, client, body, auth, endpoint);
  assert.equal(r.status, 200, await r.clone().text());
  assert.equal(r.headers.get('cache-control'), 'no-store');
  return (await r.json()) as TokenAnswer;
}

function tokenRequest(
  f: OAuthFixture,
  client: Client,
  body: Record<string, string>,
  auth: 'none' | 'post' | 'basic' = 'none',
  endpoint = f.tokenEndpoint,
) {
  if (auth === 'basic') {
    return postForm(endpoint, body, { authorization: basic(client.client_id, client.client_secret!) });
  }
  return postForm(endpoint, {
    ...body,
    client_id: client.client_id,
    ...(auth === 'post' ? { client_secret: client.client_secret! } : {}),
  });
}

/** The JSON-RPC reply in a response: the data line of an event stream, else a JSON body, else none. */
function replyIn(text: string, headers: Headers) {
  const data = text.split('\n').find((l) => l.startsWith('data: '));
  if (data) return JSON.parse(data.slice(6));
  return text && headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
}

/** An initialized MCP session with `token`; `call` answers the HTTP status, the WWW-Authenticate and the JSON-RPC reply. */
async function mcpSession(f: OAuthFixture, token: string) {
  let session: string | undefined;
  let id = 0;
  const send = async (message: Record<string, unknown>, bearer = token) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${bearer}`,
    };
    if (session) Object.assign(headers, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' });
    const r = await fetch(f.mcpUrl, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', ...message }) });
    session ??= r.headers.get('mcp-session-id') ?? undefined;
    const reply = replyIn(await r.text(), r.headers);
    return { status: r.status, challenge: r.headers.get('www-authenticate'), reply };
  };
  const init = await send({
    id: ++id,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fixture-test', version: '0' } },
  });
  assert.equal(init.status, 200, JSON.stringify(init));
  assert.equal((await send({ method: 'notifications/initialized' })).status, 202);
  return {
    call: (name: string, args: Record<string, unknown> = {}, bearer?: string) =>
      send({ id: ++id, method: 'tools/call', params: { name, arguments: args } }, bearer),
  };
}
const text = (reply: { result?: { content?: { text?: string }[] } }) => reply.result?.content?.[0]?.text;

describe('the OAuth fixture: protected resource metadata', () => {
  it('by default names /custom/prm.json in the 401 and serves it there and at the path-inserted well-known URL', async () => {
    const f = await start();
    const r = await fetch(f.mcpUrl, { method: 'POST' });
    assert.equal(r.status, 401);
    const mcp = origin(f.mcpUrl);
    assert.equal(r.headers.get('www-authenticate'), `Bearer resource_metadata="${mcp}/custom/prm.json"`);
    assert.equal(f.resourceMetadataUrl, `${mcp}/custom/prm.json`);
    for (const p of ['/custom/prm.json', '/.well-known/oauth-protected-resource/mcp']) {
      const doc = await (await fetch(mcp + p)).json();
      assert.deepEqual(doc, {
        resource: f.mcpUrl,
        authorization_servers: [f.issuer],
        bearer_methods_supported: ['header'],
        resource_name: 'OAuth Notes Fixture',
        scopes_supported: ['notes:read', 'notes:write'],
      });
    }
    assert.equal((await fetch(`${mcp}/.well-known/oauth-protected-resource`)).status, 404);
    assert.notEqual(origin(f.issuer), mcp, 'two servers, two origins');
  });

  for (const [prm, served] of [
    ['header', '/custom/prm.json'],
    ['path', '/.well-known/oauth-protected-resource/mcp'],
    ['root', '/.well-known/oauth-protected-resource'],
  ] as const) {
    it(`prm: '${prm}' serves the document at ${served} only${prm === 'header' ? '' : ', and the 401 does not name it'}`, async () => {
      const f = await start({ prm });
      const mcp = origin(f.mcpUrl);
      const challenge = (await fetch(f.mcpUrl, { method: 'POST' })).headers.get('www-authenticate');
      assert.equal(challenge, prm === 'header' ? `Bearer resource_metadata="${mcp}/custom/prm.json"` : 'Bearer');
      for (const p of [
        '/custom/prm.json',
        '/.well-known/oauth-protected-resource/mcp',
        '/.well-known/oauth-protected-resource',
      ]) {
        assert.equal((await fetch(mcp + p)).status, p === served ? 200 : 404, p);
      }
    });
  }

  it("prm: 'none' serves no metadata, and the MCP server's own origin is the authorization server (2025-03-26)", async () => {
    const f = await start({ prm: 'none', asMetadata: 'none', requireResource: false });
    const mcp = origin(f.mcpUrl);
    assert.equal((await fetch(f.mcpUrl, { method: 'POST' })).headers.get('www-authenticate'), 'Bearer');
    for (const p of [
      '/custom/prm.json',
      '/.well-known/oauth-protected-resource/mcp',
      '/.well-known/oauth-protected-resource',
      '/.well-known/oauth-authorization-server',
    ]) {
      assert.equal((await fetch(mcp + p)).status, 404, p);
    }
    assert.equal(f.issuer, mcp);
    assert.equal(f.authorizationEndpoint, `${mcp}/authorize`);
    assert.equal(f.registrationEndpoint, `${mcp}/register`);
    const client = await register(f);
    const token = await signIn(f, client, { resource: '' });
    assert.equal(
      text((await (await mcpSession(f, token.access_token)).call('whoami')).reply),
      JSON.stringify({ client_id: client.client_id, scopes: ['notes:read'] }),
    );
    assert.ok(f.requests.some((r) => r.server === 'as' && r.path === '/token'));
    assert.ok(f.requests.some((r) => r.server === 'mcp' && r.path === '/mcp'));
  });

  it('prmScopes: null drops scopes_supported; prmResource names another resource; scopeInChallenge adds scope= to the 401', async () => {
    const f = await start({ prmScopes: null, prmResource: 'http://127.0.0.1:1/elsewhere', scopeInChallenge: true });
    const doc = await (await fetch(f.resourceMetadataUrl!)).json();
    assert.equal('scopes_supported' in doc, false);
    assert.equal(doc.resource, 'http://127.0.0.1:1/elsewhere');
    assert.equal(
      (await fetch(f.mcpUrl, { method: 'POST' })).headers.get('www-authenticate'),
      `Bearer scope="notes:read", resource_metadata="${f.resourceMetadataUrl}"`,
    );
    f.setOption('scopeInChallenge', 'notes:read notes:write');
    assert.match(
      (await fetch(f.mcpUrl, { method: 'POST' })).headers.get('www-authenticate')!,
      /^Bearer scope="notes:read notes:write", /,
    );
  });
});

describe('the OAuth fixture: authorization server metadata', () => {
  const probes = (p: string) => [
    '/.well-known/oauth-authorization-server',
    '/.well-known/openid-configuration',
    `/.well-known/oauth-authorization-server${p}`,
    `/.well-known/openid-configuration${p}`,
    `${p}/.well-known/openid-configuration`,
  ];
  const cases = [
    ['oauth', '', '/.well-known/oauth-authorization-server'],
    ['oidc', '', '/.well-known/openid-configuration'],
    ['oauth-path', '/tenant1', '/.well-known/oauth-authorization-server/tenant1'],
    ['oidc-path', '/tenant1', '/.well-known/openid-configuration/tenant1'],
    ['oidc-path-suffix', '/tenant1', '/tenant1/.well-known/openid-configuration'],
  ] as const;
  for (const [asMetadata, path, at] of cases) {
    it(`asMetadata: '${asMetadata}' serves the metadata at ${at} only, issuer ${path || 'the origin'}`, async () => {
      const f = await start({ asMetadata });
      const as = origin(f.issuer);
      assert.equal(f.issuer, as + path);
      assert.equal(f.metadataUrl, as + at);
      for (const p of new Set(probes('/tenant1'))) assert.equal((await fetch(as + p)).status, p === at ? 200 : 404, p);
      const doc = await (await fetch(as + at)).json();
      assert.equal(doc.issuer, f.issuer);
      assert.equal(doc.authorization_endpoint, `${f.issuer}/authorize`);
      assert.equal(doc.token_endpoint, f.tokenEndpoint);
      assert.equal(doc.registration_endpoint, f.registrationEndpoint);
      assert.equal(doc.revocation_endpoint, f.revocationEndpoint);
      assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
      assert.deepEqual(doc.token_endpoint_auth_methods_supported, [
        'none',
        'client_secret_post',
        'client_secret_basic',
      ]);
      assert.equal(doc.client_id_metadata_document_supported, undefined);
      if (asMetadata.startsWith('oidc')) assert.deepEqual(await (await fetch(doc.jwks_uri)).json(), { keys: [] });
      const token = await signIn(f, await register(f));
      assert.equal(token.scope, 'notes:read');
    });
  }

  it("asMetadata: 'none' serves no metadata; /authorize, /token, /register answer at the origin", async () => {
    const f = await start({ asMetadata: 'none' });
    const as = origin(f.issuer);
    assert.equal(f.metadataUrl, undefined);
    for (const p of probes('')) assert.equal((await fetch(as + p)).status, 404, p);
    assert.deepEqual(
      [f.authorizationEndpoint, f.tokenEndpoint, f.registrationEndpoint],
      [`${as}/authorize`, `${as}/token`, `${as}/register`],
    );
    await signIn(f, await register(f));
  });

  it('wrongIssuer: the metadata names an issuer that is not its own; codeChallengeMethods: null drops the field', async () => {
    const f = await start({ wrongIssuer: true, codeChallengeMethods: null });
    const doc = await (await fetch(f.metadataUrl!)).json();
    assert.notEqual(doc.issuer, f.issuer);
    assert.equal('code_challenge_methods_supported' in doc, false);
  });

  it('sameOrigin: one server, the authorization server under /auth, each request logged as the side it reached', async () => {
    const f = await start({ sameOrigin: true });
    assert.equal(origin(f.issuer), origin(f.mcpUrl));
    assert.equal(f.issuer, `${origin(f.mcpUrl)}/auth`);
    assert.equal(f.metadataUrl, `${origin(f.mcpUrl)}/.well-known/oauth-authorization-server/auth`);
    assert.equal((await (await fetch(f.metadataUrl)).json()).issuer, f.issuer);
    await fetch(f.resourceMetadataUrl!);
    const token = await signIn(f, await register(f));
    await mcpSession(f, token.access_token);
    const sides = f.requests.map((r) => `${r.server} ${r.path}`);
    for (const s of [
      'as /.well-known/oauth-authorization-server/auth',
      'mcp /custom/prm.json',
      'as /auth/register',
      'as /auth/authorize',
      'as /auth/token',
      'mcp /mcp',
    ]) {
      assert.ok(sides.includes(s), s);
    }
  });

  it('issParameter: the redirect carries iss (RFC 9207) and the metadata says so', async () => {
    const f = await start({ issParameter: true });
    assert.equal((await (await fetch(f.metadataUrl!)).json()).authorization_response_iss_parameter_supported, true);
    const client = await register(f);
    const r = await get(authorizeUrl(f, authorizeParams(f, client, pkce().challenge)));
    assert.equal(new URL(r.headers.get('location')!).searchParams.get('iss'), f.issuer);
  });
});

describe('the OAuth fixture: registration', () => {
  it('dcr stores redirect_uris; a secret only when the method is not none; omitted means client_secret_basic (RFC 7591 §2)', async () => {
    const f = await start();
    const pub = await register(f);
    assert.equal(pub.client_secret, undefined);
    assert.deepEqual(pub.redirect_uris, [REDIRECT]);
    const dflt = await register(f, { token_endpoint_auth_method: undefined });
    assert.equal(dflt.token_endpoint_auth_method, 'client_secret_basic');
    assert.ok(dflt.client_secret);
    assert.deepEqual(
      f.clients.map((c) => [c.client_id, c.source]),
      [
        [pub.client_id, 'dcr'],
        [dflt.client_id, 'dcr'],
      ],
    );
    const bad = await fetch(f.registrationEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [] }),
    });
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error, 'invalid_redirect_uri');
    assert.deepEqual(f.requests.find((r) => r.path === '/register')?.body, {
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
      client_name: 'Lens Test',
    });
  });

  it('tokenAuthMethods limits what registration accepts and what the metadata advertises', async () => {
    const f = await start({ tokenAuthMethods: ['client_secret_post'] });
    assert.deepEqual((await (await fetch(f.metadataUrl!)).json()).token_endpoint_auth_methods_supported, [
      'client_secret_post',
    ]);
    const r = await fetch(f.registrationEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }),
    });
    assert.equal(r.status, 400);
    assert.equal((await r.json()).error, 'invalid_client_metadata');
    const post = await register(f, { token_endpoint_auth_method: undefined });
    assert.equal(post.token_endpoint_auth_method, 'client_secret_post', 'the server substitutes what it supports');
  });

  it('dcr: false offers no registration endpoint; preRegistered clients sign in without one', async () => {
    const client = {
      client_id: 'pre-1',
      client_secret: 's3cret',
      redirect_uris: [REDIRECT],
      client_name: 'Pre Registered',
    };
    const f = await start({ dcr: false, preRegistered: [client] });
    assert.equal('registration_endpoint' in (await (await fetch(f.metadataUrl!)).json()), false);
    assert.equal(
      (
        await fetch(f.registrationEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
      404,
    );
    const token = await signIn(f, client, { auth: 'basic' });
    assert.equal(
      text((await (await mcpSession(f, token.access_token)).call('whoami')).reply),
      JSON.stringify({ client_id: 'pre-1', scopes: ['notes:read'] }),
    );
  });
});

describe('the OAuth fixture: the authorization endpoint', () => {
  let f: OAuthFixture;
  let client: Client;
  before(async () => {
    f = await start();
    client = await register(f, { redirect_uris: [REDIRECT, 'http://localhost:1/cb', 'https://app.example/cb'] });
  });
  const { challenge } = pkce();

  it('answers each bad request with a 400 page that names the fault, never a redirect', async () => {
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { client_id: 'nobody' }),
      /client_id nobody is unknown/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { redirect_uri: 'http://127.0.0.1:33418/elsewhere' }),
      /redirect_uri http:\/\/127\.0\.0\.1:33418\/elsewhere is not one of/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { redirect_uri: 'https://app.example:8443/cb' }),
      /is not one of/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { redirect_uri: 'http://127.0.0.1:5/cb' }),
      /is not one of/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { redirect_uri: undefined }),
      /redirect_uri is missing/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { response_type: 'token' }),
      /response_type must be &#34;code&#34;/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { code_challenge: undefined }),
      /code_challenge is missing/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { code_challenge_method: 'plain' }),
      /code_challenge_method must be S256/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { code_challenge_method: undefined }),
      /code_challenge_method must be S256/,
    );
    await authorizeRefused(
      f,
      authorizeParams(f, client, challenge, { resource: undefined }),
      /resource must be the MCP server&#39;s URL/,
    );
    await authorizeRefused(f, authorizeParams(f, client, challenge, { resource: `${f.mcpUrl}/` }), /resource must be/);
  });

  it('accepts a loopback redirect on any port, with the same host and path (RFC 8252 §7.3)', async () => {
    for (const redirect_uri of [
      'http://127.0.0.1:1/callback',
      'http://127.0.0.1:54321/callback',
      'http://localhost:999/cb',
    ]) {
      const r = await get(authorizeUrl(f, authorizeParams(f, client, challenge, { redirect_uri })));
      assert.equal(r.status, 302, redirect_uri);
      assert.equal(new URL(r.headers.get('location')!).origin, new URL(redirect_uri).origin);
    }
  });

  it('records every request, so a test can see the resource and the scopes asked', async () => {
    await get(authorizeUrl(f, authorizeParams(f, client, challenge, { scope: 'notes:read notes:write' })));
    const last = f.requests.filter((r) => r.server === 'as' && r.path === '/authorize').at(-1)!;
    assert.equal(last.query.resource, f.mcpUrl);
    assert.equal(last.query.scope, 'notes:read notes:write');
    assert.equal(last.status, 302);
    assert.equal(last.headers['user-agent'] !== undefined, true, 'headers are kept, lowercased');
  });

  it('requireResource: false lets a request without resource through, but not one with another resource', async () => {
    const g = await start({ requireResource: false });
    const c = await register(g);
    assert.equal((await get(authorizeUrl(g, authorizeParams(g, c, challenge, { resource: undefined })))).status, 302);
    assert.equal(
      (await get(authorizeUrl(g, authorizeParams(g, c, challenge, { resource: 'http://127.0.0.1:1/mcp' })))).status,
      400,
    );
  });

  it('grants the scopes asked that the client may have, defaultScopes when none is asked, and invalid_scope when none is left', async () => {
    const grant = async (c: Client, scope?: string) => (await signIn(f, c, { scope })).scope;
    assert.equal(await grant(client), 'notes:read');
    assert.equal(await grant(client, 'notes:read notes:write'), 'notes:read notes:write');
    assert.equal(await grant(client, 'notes:write admin'), 'notes:write');
    const readOnly = await register(f, { scope: 'notes:read' });
    assert.equal(await grant(readOnly, 'notes:read notes:write'), 'notes:read');
    const r = await get(authorizeUrl(f, authorizeParams(f, readOnly, challenge, { scope: 'notes:write' })));
    const back = new URL(r.headers.get('location')!);
    assert.deepEqual([back.searchParams.get('error'), back.searchParams.get('state')], ['invalid_scope', 'st-1']);
  });

  it("authorize: 'page' serves a consent page whose Approve and Deny are form posts; 'deny' refuses at once", async () => {
    const g = await start({ authorize: 'page' });
    const c = await register(g, { client_name: 'Lens <Test>' });
    const params = authorizeParams(g, c, challenge, { scope: 'notes:read notes:write' });
    const r = await get(authorizeUrl(g, params));
    assert.equal(r.status, 200);
    const html = await r.text();
    assert.match(html, /<title>Authorize Lens &#60;Test&#62;<\/title>/);
    assert.match(html, /<form method="post" action="\/authorize">/);
    assert.match(html, /<button type="submit" name="decision" value="approve">Approve<\/button>/);
    assert.match(html, /<button type="submit" name="decision" value="deny">Deny<\/button>/);
    assert.match(html, /<li>notes:read<\/li><li>notes:write<\/li>/);
    // what the browser posts: the hidden fields and the button pressed
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1],
        m[2].replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))),
      ]),
    );
    assert.deepEqual(fields, params);
    const approved = new URL(
      (await postForm(g.authorizationEndpoint, { ...fields, decision: 'approve' })).headers.get('location')!,
    );
    assert.ok(approved.searchParams.get('code'));
    const denied = new URL(
      (await postForm(g.authorizationEndpoint, { ...fields, decision: 'deny' })).headers.get('location')!,
    );
    assert.deepEqual(
      [
        denied.searchParams.get('error'),
        denied.searchParams.get('state'),
        denied.searchParams.has('error_description'),
      ],
      ['access_denied', 'st-1', true],
    );
    g.setOption('authorize', 'deny');
    const refused = new URL((await get(authorizeUrl(g, params))).headers.get('location')!);
    assert.deepEqual([refused.searchParams.get('error'), refused.searchParams.get('code')], ['access_denied', null]);
    g.setOption('authorize', 'auto');
    assert.equal((await get(authorizeUrl(g, params))).status, 302);
    assert.throws(() => g.setOption('asMetadata', 'oidc'), /fixed/);
    assert.throws(() => g.setOption('nonsense', 1), /unknown option/);
  });
});

describe('the OAuth fixture: the token endpoint', () => {
  let f: OAuthFixture;
  let client: Client;
  before(async () => {
    f = await start();
    client = await register(f);
  });

  async function code(c = client, over: Record<string, string | undefined> = {}) {
    const { verifier, challenge } = pkce();
    const r = await get(authorizeUrl(f, authorizeParams(f, c, challenge, over)));
    return { code: new URL(r.headers.get('location')!).searchParams.get('code')!, verifier };
  }
  const refused = async (r: Response, status: number, error: string) => {
    assert.equal(r.status, status);
    assert.equal(((await r.json()) as { error: string }).error, error);
  };

  it('checks PKCE, the redirect_uri, the resource, and uses a code once (a reused code revokes what it gave)', async () => {
    const a = await code();
    await refused(
      await tokenRequest(f, client, {
        grant_type: 'authorization_code',
        code: a.code,
        redirect_uri: REDIRECT,
        code_verifier: pkce().verifier,
        resource: f.mcpUrl,
      }),
      400,
      'invalid_grant',
    );
    const b = await code();
    await refused(
      await tokenRequest(f, client, {
        grant_type: 'authorization_code',
        code: b.code,
        redirect_uri: 'http://127.0.0.1:1/callback',
        code_verifier: b.verifier,
        resource: f.mcpUrl,
      }),
      400,
      'invalid_grant',
    );
    const c = await code();
    await refused(
      await tokenRequest(f, client, {
        grant_type: 'authorization_code',
        code: c.code,
        redirect_uri: REDIRECT,
        code_verifier: c.verifier,
      }),
      400,
      'invalid_target',
    );
    await refused(
      await tokenRequest(f, client, {
        grant_type: 'authorization_code',
        code: c.code,
        redirect_uri: REDIRECT,
        code_verifier: c.verifier,
        resource: 'http://127.0.0.1:1/mcp',
      }),
      400,
      'invalid_target',
    );
    const d = await code();
    const body = {
      grant_type: 'authorization_code',
      code: d.code,
      redirect_uri: REDIRECT,
      code_verifier: d.verifier,
      resource: f.mcpUrl,
    };
    const token = await exchange(f, client, body);
    assert.deepEqual(Object.keys(token).sort(), ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    assert.deepEqual([token.token_type, token.expires_in], ['Bearer', 3600]);
    await refused(await tokenRequest(f, client, body), 400, 'invalid_grant');
    assert.equal(await mcpSessionStatus(f, token.access_token), 401);
    await refused(
      await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: token.refresh_token! }),
      400,
      'invalid_grant',
    );
    await refused(
      await postForm(f.tokenEndpoint, { grant_type: 'password', client_id: client.client_id }),
      400,
      'unsupported_grant_type',
    );
    const json = await fetch(f.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await refused(json, 400, 'invalid_request');
    const logged = f.requests.filter((r) => r.path === '/token' && (r.body as { code?: string })?.code === d.code);
    assert.deepEqual(
      logged.map((r) => [r.status, r.body]),
      [
        [200, { ...body, client_id: client.client_id }],
        [400, { ...body, client_id: client.client_id }],
        [400, body],
      ],
    );
  });

  it('enforces the registered client authentication method', async () => {
    const post = await register(f, { token_endpoint_auth_method: 'client_secret_post' });
    const basicClient = await register(f, { token_endpoint_auth_method: 'client_secret_basic' });
    const tryWith = async (c: Client, auth: 'none' | 'post' | 'basic', secret = c.client_secret) => {
      const { code: value, verifier } = await code(c);
      return tokenRequest(
        f,
        { ...c, client_secret: secret },
        {
          grant_type: 'authorization_code',
          code: value,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
          resource: f.mcpUrl,
        },
        auth,
      );
    };
    assert.equal((await tryWith(post, 'post')).status, 200);
    assert.equal((await tryWith(basicClient, 'basic')).status, 200);
    const wrongMethod = await tryWith(post, 'basic');
    assert.equal(wrongMethod.headers.get('www-authenticate'), 'Basic realm="oauth-fixture"');
    await refused(wrongMethod, 401, 'invalid_client');
    await refused(await tryWith(basicClient, 'post'), 401, 'invalid_client');
    await refused(await tryWith(post, 'none'), 401, 'invalid_client');
    await refused(await tryWith(post, 'post', 'wrong'), 401, 'invalid_client');
    await refused(await tryWith({ ...client, client_secret: 'x' }, 'post'), 401, 'invalid_client');
    f.setOption('tokenAuthMethods', ['none']);
    await refused(await tryWith(basicClient, 'basic'), 401, 'invalid_client');
    f.setOption('tokenAuthMethods', ['none', 'client_secret_post', 'client_secret_basic']);
  });

  for (const [mode, expectation] of [
    ['rotate', 'a new refresh token each time, the old one refused'],
    ['reuse', 'the same refresh token back, still good'],
    ['keep', 'no refresh token in the answer, the old one still good'],
    ['none', 'no refresh token at all'],
  ] as const) {
    it(`refresh: '${mode}' gives ${expectation}`, async () => {
      const g = await start({ refresh: mode });
      const c = await register(g);
      const first = await signIn(g, c);
      if (mode === 'none') return assert.equal(first.refresh_token, undefined);
      const refresh = (token: string) =>
        tokenRequest(g, c, { grant_type: 'refresh_token', refresh_token: token, resource: g.mcpUrl });
      const second = (await (await refresh(first.refresh_token!)).json()) as TokenAnswer;
      assert.notEqual(second.access_token, first.access_token);
      assert.equal(second.scope, 'notes:read');
      if (mode === 'rotate') {
        assert.ok(second.refresh_token && second.refresh_token !== first.refresh_token);
        await refused(await refresh(first.refresh_token!), 400, 'invalid_grant');
        assert.equal((await refresh(second.refresh_token)).status, 200);
      } else {
        assert.equal(second.refresh_token, mode === 'reuse' ? first.refresh_token : undefined);
        assert.equal((await refresh(first.refresh_token!)).status, 200);
      }
    });
  }

  it('a refresh may narrow the scopes, never widen them; refreshExpired and expireRefreshTokens() refuse it', async () => {
    const wide = await signIn(f, client, { scope: 'notes:read notes:write' });
    const narrow = await exchange(f, client, {
      grant_type: 'refresh_token',
      refresh_token: wide.refresh_token!,
      scope: 'notes:read',
    });
    assert.equal(narrow.scope, 'notes:read');
    const small = await signIn(f, client);
    await refused(
      await tokenRequest(f, client, {
        grant_type: 'refresh_token',
        refresh_token: small.refresh_token!,
        scope: 'notes:read notes:write',
      }),
      400,
      'invalid_scope',
    );
    f.setOption('refreshExpired', true);
    await refused(
      await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: small.refresh_token! }),
      400,
      'invalid_grant',
    );
    f.setOption('refreshExpired', false);
    f.expireRefreshTokens();
    await refused(
      await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: small.refresh_token! }),
      400,
      'invalid_grant',
    );
    const fresh = await signIn(f, client);
    assert.equal(
      (await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: fresh.refresh_token! })).status,
      200,
      'tokens issued afterwards are good',
    );
  });
});

/** The status of an initialize with `token`. */
async function mcpSessionStatus(f: OAuthFixture, token: string): Promise<number> {
  const r = await fetch(f.mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } },
    }),
  });
  await r.body?.cancel();
  return r.status;
}

describe('the OAuth fixture: the protected MCP server', () => {
  it('whoami tells the client and scopes; a call the scopes do not cover is a 403 step-up challenge', async () => {
    const f = await start();
    const client = await register(f);
    const token = await signIn(f, client);
    const mcp = await mcpSession(f, token.access_token);
    assert.equal(
      text((await mcp.call('whoami')).reply),
      JSON.stringify({ client_id: client.client_id, scopes: ['notes:read'] }),
    );
    assert.match(text((await mcp.call('read_notes')).reply)!, /^welcome: /);
    const denied = await mcp.call('delete_note', { id: 'todo' });
    assert.equal(denied.status, 403);
    assert.equal(
      denied.challenge,
      `Bearer error="insufficient_scope", scope="notes:read notes:write", error_description="This call needs notes:write", resource_metadata="${f.resourceMetadataUrl}"`,
    );
    // the step-up: sign in again for the wider scope, and the same session goes on
    const wider = await signIn(f, client, { scope: 'notes:read notes:write' });
    const done = await mcp.call('delete_note', { id: 'todo' }, wider.access_token);
    assert.equal(done.status, 200);
    assert.equal(text(done.reply), 'Deleted todo');
    const list = await fetch(f.mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${wider.access_token}`,
      },
      body: '{',
    });
    assert.equal(list.status, 400);
  });

  it('expireTokens() makes every issued access token a 401 invalid_token at once; a refresh brings a good one', async () => {
    const f = await start();
    const client = await register(f);
    const token = await signIn(f, client);
    const mcp = await mcpSession(f, token.access_token);
    f.expireTokens();
    const expired = await mcp.call('whoami');
    assert.equal(expired.status, 401);
    assert.equal(
      expired.challenge,
      `Bearer error="invalid_token", error_description="The access token is unknown, expired or revoked", resource_metadata="${f.resourceMetadataUrl}"`,
    );
    const next = await exchange(f, client, {
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token!,
      resource: f.mcpUrl,
    });
    assert.equal((await mcp.call('whoami', {}, next.access_token)).status, 200);
  });

  it('now and tokenTtl: a token dies when the fake clock passes expires_in; tokenTtl null never expires', async () => {
    let clock = 1_000_000;
    const f = await start({ now: () => clock, tokenTtl: 60 });
    const token = f.issueToken();
    assert.equal(token.expires_in, 60);
    assert.equal(await mcpSessionStatus(f, token.access_token), 200);
    clock += 59_999;
    assert.equal(await mcpSessionStatus(f, token.access_token), 200);
    clock += 1;
    assert.equal(await mcpSessionStatus(f, token.access_token), 401);
    f.setOption('tokenTtl', null);
    const forever = f.issueToken();
    assert.equal('expires_in' in forever, false);
    clock += 1e12;
    assert.equal(await mcpSessionStatus(f, forever.access_token), 200);
  });

  it('revocation (RFC 7009): an access token, a refresh token with its grant, an unknown token (still 200); revokeAll()', async () => {
    const f = await start();
    const client = await register(f);
    const revoke = (token: string) => postForm(f.revocationEndpoint, { token, client_id: client.client_id });
    const a = await signIn(f, client);
    assert.equal((await revoke(a.access_token)).status, 200);
    assert.equal(await mcpSessionStatus(f, a.access_token), 401);
    assert.equal(
      (await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: a.refresh_token! })).status,
      200,
      'the refresh token lives on',
    );
    const b = await signIn(f, client);
    assert.equal((await revoke(b.refresh_token!)).status, 200);
    assert.equal(await mcpSessionStatus(f, b.access_token), 401);
    assert.equal(
      (await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: b.refresh_token! })).status,
      400,
    );
    assert.equal((await revoke('no-such-token')).status, 200);
    assert.equal((await postForm(f.revocationEndpoint, { token: 'x', client_id: 'nobody' })).status, 401);
    const c = await signIn(f, client);
    f.revokeAll();
    assert.equal(await mcpSessionStatus(f, c.access_token), 401);
    assert.equal(
      (await tokenRequest(f, client, { grant_type: 'refresh_token', refresh_token: c.refresh_token! })).status,
      400,
    );
  });
});

describe('the OAuth fixture: client ID metadata documents', () => {
  let docs: Server;
  let base: string;
  const served = new Map<string, unknown>();
  before(async () => {
    docs = createServer((req, res) => {
      const doc = served.get(req.url ?? '');
      if (doc === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
    });
    await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(docs.address() as { port: number }).port}`;
  });
  after(() => new Promise<void>((resolve) => docs.close(() => resolve())));

  it('cimd: true says so in the metadata, fetches the document, and uses its redirect_uris', async () => {
    const f = await start({ cimd: true, dcr: false });
    assert.equal((await (await fetch(f.metadataUrl!)).json()).client_id_metadata_document_supported, true);
    const id = `${base}/client.json`;
    served.set('/client.json', {
      client_id: id,
      client_name: 'Lens by URL',
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
    });
    const client = { client_id: id, redirect_uris: [REDIRECT] };
    const token = await signIn(f, client);
    assert.equal(
      text((await (await mcpSession(f, token.access_token)).call('whoami')).reply),
      JSON.stringify({ client_id: id, scopes: ['notes:read'] }),
    );
    const fetched = f.requests.filter((r) => r.server === 'cimd');
    assert.deepEqual(
      fetched.map((r) => [r.path, r.status]),
      [['/client.json', 200]],
    );
    assert.equal(f.clients.find((c) => c.client_id === id)?.source, 'cimd');
  });

  it('answers a 400 page when the document cannot be fetched, lists another redirect_uri, or names another client_id', async () => {
    const f = await start({ cimd: true });
    const { challenge } = pkce();
    const tryId = (id: string) => authorizeParams(f, { client_id: id, redirect_uris: [] }, challenge);
    await authorizeRefused(f, tryId(`${base}/missing.json`), /could not be fetched: it answered HTTP 404/);
    served.set('/other.json', { client_id: `${base}/other.json`, redirect_uris: ['http://127.0.0.1:1/elsewhere'] });
    await authorizeRefused(f, tryId(`${base}/other.json`), /is not one of the client&#39;s registered redirect URIs/);
    served.set('/liar.json', { client_id: `${base}/someone-else.json`, redirect_uris: [REDIRECT] });
    await authorizeRefused(f, tryId(`${base}/liar.json`), /names client_id/);
    f.setOption('cimdDocuments', { 'https://client.example/broken.json': 500 });
    await authorizeRefused(
      f,
      tryId('https://client.example/broken.json'),
      /could not be fetched: it answered HTTP 500/,
    );
    await authorizeRefused(f, tryId('http://client.example/plain.json'), /must be https/);
    const plain = await start();
    served.set('/fine.json', { client_id: `${base}/fine.json`, redirect_uris: [REDIRECT] });
    await authorizeRefused(
      plain,
      authorizeParams(plain, { client_id: `${base}/fine.json`, redirect_uris: [] }, challenge),
      /is unknown/,
    );
    assert.equal(plain.requests.filter((r) => r.server === 'cimd').length, 0);
  });
});

describe("the OAuth fixture and the SDK's own OAuth client", () => {
  const toolText = (result: unknown) => (result as { content: { text: string }[] }).content[0]!.text;
  const cimdId = 'https://client.example/lens.json';
  const variants: Record<string, unknown>[] = [
    {},
    { prm: 'path', asMetadata: 'oidc-path-suffix' },
    { sameOrigin: true, prm: 'root', asMetadata: 'oauth-path' },
    { prm: 'none', asMetadata: 'none', requireResource: false },
    {
      dcr: false,
      cimd: true,
      cimdDocuments: {
        [cimdId]: {
          client_id: cimdId,
          client_name: 'Lens',
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: 'none',
        },
      },
    },
  ];
  for (const options of variants) {
    it(`signs in, calls a tool, and refreshes after expireTokens(): ${JSON.stringify(options)}`, async () => {
      const f = await start(options);
      let info: OAuthClientInformationMixed | undefined;
      let tokens: OAuthTokens | undefined;
      let verifier = '';
      let code = '';
      const provider: OAuthClientProvider = {
        redirectUrl: REDIRECT,
        clientMetadata: {
          redirect_uris: [REDIRECT],
          client_name: 'SDK',
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
        },
        ...(options.cimd ? { clientMetadataUrl: cimdId } : {}),
        clientInformation: () => info,
        saveClientInformation: (i) => void (info = i),
        tokens: () => tokens,
        saveTokens: (t) => void (tokens = t),
        saveCodeVerifier: (v) => void (verifier = v),
        codeVerifier: () => verifier,
        redirectToAuthorization: async (url) => {
          const r = await get(url.href);
          assert.equal(r.status, 302, await r.text());
          code = new URL(r.headers.get('location')!).searchParams.get('code')!;
        },
      };
      const client = new McpClient({ name: 'sdk', version: '0' });
      const transport = () => new StreamableHTTPClientTransport(new URL(f.mcpUrl), { authProvider: provider });
      const first = transport();
      await assert.rejects(client.connect(first), UnauthorizedError);
      await first.finishAuth(code);
      await client.connect(transport());
      try {
        const who = JSON.parse(toolText(await client.callTool({ name: 'whoami', arguments: {} })));
        assert.equal(who.client_id, options.cimd ? cimdId : info?.client_id);
        // the SDK asks for the PRM's scopes_supported; without PRM it asks none, and gets defaultScopes
        assert.deepEqual(who.scopes, options.prm === 'none' ? ['notes:read'] : ['notes:read', 'notes:write']);
        f.expireTokens();
        assert.match(toolText(await client.callTool({ name: 'read_notes', arguments: {} })), /^welcome: /);
        assert.ok(
          f.requests.some((r) => (r.body as { grant_type?: string } | undefined)?.grant_type === 'refresh_token'),
        );
      } finally {
        await client.close();
      }
    });
  }
});

describe('the OAuth fixture as a process (oauthServer.mjs)', () => {
  it('takes its options from MCP_LENS_OAUTH_FIXTURE and prints its URLs on one line, no tokens', async () => {
    const child = spawn(process.execPath, [join(FIXTURE_DIR, 'oauthServer.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, MCP_LENS_OAUTH_FIXTURE: JSON.stringify({ prm: 'root', asMetadata: 'oidc' }) },
    });
    try {
      const [line] = (await new Promise<string[]>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', (l) => resolve([l]));
        child.once('exit', (code) => reject(new Error(`oauthServer.mjs exited (${code}) before printing`)));
      })) as [string];
      const m = /^OAUTH_FIXTURE=(.*)$/.exec(line);
      assert.ok(m, line);
      const urls = JSON.parse(m[1]!) as Record<string, string>;
      assert.deepEqual(Object.keys(urls).sort(), [
        'authorizationEndpoint',
        'issuer',
        'mcpUrl',
        'metadataUrl',
        'registrationEndpoint',
        'resourceMetadataUrl',
        'revocationEndpoint',
        'tokenEndpoint',
      ]);
      assert.equal(urls.resourceMetadataUrl, `${origin(urls.mcpUrl!)}/.well-known/oauth-protected-resource`);
      assert.equal((await (await fetch(urls.resourceMetadataUrl!)).json()).authorization_servers[0], urls.issuer);
      assert.equal((await (await fetch(urls.metadataUrl!)).json()).issuer, urls.issuer);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
