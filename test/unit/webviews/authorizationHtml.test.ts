// The authorization view's page: the steps in order with the failing one marked and its fix, everything the servers
// sent escaped, no script at all, and its buttons command links naming the server.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { authorizationHtml } from '../../../client/src/auth/authorizationHtml';
import type { AuthAttemptView } from '../../../common/mcp/auth/authTrace';

const attempt: AuthAttemptView = {
  serverName: 'notes',
  serverUrl: 'https://s.example/mcp',
  startedAt: Date.UTC(2026, 11, 3, 12, 0, 0),
  endedAt: Date.UTC(2026, 11, 3, 12, 0, 5),
  outcome: 'failed',
  summary: 'The authorization server refused the authorization request: <b>bad</b> redirect_uri',
  clientId: 'lens-1',
  clientSource: 'configured',
  redirectUri: 'http://127.0.0.1:33418/callback',
  scopesAsked: '',
  steps: [
    { kind: 'resource-metadata', title: 'Protected-resource metadata', at: 0, ok: true, request: { method: 'GET', url: 'https://s.example/.well-known/oauth-protected-resource/mcp', headers: {} }, response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"resource":"https://s.example/mcp"}' }, detail: 'resource: https://s.example/mcp' },
    { kind: 'authorization', title: 'Authorization request', at: 1, ok: false, request: { method: 'GET', url: 'https://a.example/authorize?x=<script>', headers: {} }, response: { status: 400, headers: {} }, detail: 'refused: <img src=x onerror=alert(1)>', fix: 'Add http://127.0.0.1:33418/callback to the client' },
  ],
};

describe('the authorization view', () => {
  const html = authorizationHtml({ serverId: 'ws:notes', serverName: 'notes', attempt, signedIn: false, css: 'body{}', nonce: 'n0nce' });

  it('has no script, and allows only its own style', () => {
    assert.ok(!/<script/i.test(html.replace(/&#60;script&#62;/g, '')), 'no script element');
    assert.match(html, /content="default-src 'none'; style-src 'nonce-n0nce'"/);
    assert.match(html, /<style nonce="n0nce">body\{\}<\/style>/);
  });

  it('escapes what the servers sent', () => {
    assert.ok(html.includes('refused: &#60;img src=x onerror=alert(1)&#62;'));
    assert.ok(html.includes('&#60;b&#62;bad&#60;/b&#62; redirect_uri'));
    assert.ok(!html.includes('<img'));
  });

  it('marks the failing step, says what to fix, and lists the facts', () => {
    const steps = html.split('<li class="step').slice(1);
    assert.equal(steps.length, 2);
    assert.ok(steps[0].startsWith('" id="step-resource-metadata"><span class="mark ok" aria-label="succeeded">✓</span>'));
    assert.ok(steps[1].startsWith(' step-failed step-failing" id="step-authorization"><span class="mark failed" aria-label="failed">✗</span>'));
    assert.ok(steps[1].includes('<p class="fix"><strong>What to fix:</strong> Add http://127.0.0.1:33418/callback to the client</p>'));
    assert.ok(html.includes('<dt>Client ID</dt><dd>lens-1 — configured for the server</dd>'));
    assert.ok(html.includes('<dt>Scopes asked</dt><dd>(none: the authorization server’s default)</dd>'));
    assert.ok(html.includes('<dt>Started</dt><dd>2026-12-03 12:00:00 UTC</dd>'));
    assert.ok(html.includes('<span class="badge">Sign-in failed</span>'));
  });

  it('offers Sign In (and Sign Out only when signed in) as command links naming the server', () => {
    const args = encodeURIComponent(JSON.stringify(['ws:notes']));
    assert.ok(html.includes(`href="command:mcpLens.signIn?${args}">Sign In</a>`));
    assert.ok(!html.includes('mcpLens.signOut'));
    const signedIn = authorizationHtml({ serverId: 'ws:notes', serverName: 'notes', attempt: { ...attempt, outcome: 'authorized', summary: 'Signed in to notes' }, signedIn: true, css: '', nonce: 'n' });
    assert.ok(signedIn.includes(`href="command:mcpLens.signIn?${args}">Sign In Again</a>`));
    assert.ok(signedIn.includes(`href="command:mcpLens.signOut?${args}">Sign Out</a>`));
  });

  it('says so when no sign-in was tried', () => {
    const none = authorizationHtml({ serverId: 'x', serverName: 'x', attempt: undefined, signedIn: true, css: '', nonce: 'n' });
    assert.match(none, /No sign-in was tried this session \(a sign-in kept from before is in use\)\./);
  });
});
