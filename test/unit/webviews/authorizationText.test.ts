// The text that takes the authorization view's place when its page does not load: what the page shows, in the same
// words, as Markdown; what servers sent kept inside code blocks that it cannot close.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { authorizationText } from '../../../client/src/auth/authorizationText';
import type { AuthorizationPageData } from '../../../client/src/protocol/authorizationPage';
import { FAILED_SIGN_IN } from './authorizationData';

const failed: AuthorizationPageData = {
  ...FAILED_SIGN_IN,
  attempt: {
    ...FAILED_SIGN_IN.attempt!,
    steps: [
      {
        kind: 'resource-metadata',
        title: 'Protected-resource metadata',
        ok: true,
        request: {
          method: 'GET',
          url: 'https://s.example/.well-known/oauth-protected-resource/mcp',
          headers: { accept: 'application/json' },
        },
        response: {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: '{"resource":"https://s.example/mcp"}',
        },
        detail: 'resource: https://s.example/mcp',
      },
      {
        kind: 'authorization',
        title: 'Authorization request',
        ok: false,
        request: { method: 'GET', url: 'https://a.example/authorize?x=1', headers: {} },
        response: { status: 400, headers: {}, body: 'nope ``` # Not a heading' },
        fix: 'Add http://127.0.0.1:33418/callback to the client',
      },
    ],
  },
};

describe('the authorization view as text', () => {
  it('says what the page says: the outcome and summary, the facts, each step with its request, status and fix', () => {
    const text = authorizationText(failed);
    const lines = text.split('\n');
    assert.equal(lines[0], '# Authorization of notes');
    assert.ok(
      lines.includes(
        '**Sign-in failed**: The authorization server refused the authorization request: <b>bad</b> redirect_uri',
      ),
      text,
    );
    for (const fact of [
      '- Server: https://s.example/mcp',
      '- Client ID: lens-1 — configured for the server',
      '- Redirect URI: http://127.0.0.1:33418/callback',
      '- Scopes asked: (none: the authorization server’s default)',
      '- Started: 2026-12-03 12:00:00 UTC',
    ]) {
      assert.ok(lines.includes(fact), `${fact} in:\n${text}`);
    }
    assert.ok(!text.includes('Scopes granted'), 'a fact it does not know is left out');
    assert.ok(lines.includes('1. ✓ Protected-resource metadata'), text);
    assert.ok(lines.includes('   GET https://s.example/.well-known/oauth-protected-resource/mcp → HTTP 200'), text);
    assert.ok(lines.includes('2. ✗ Authorization request (the step that failed)'), text);
    assert.ok(lines.includes('   What to fix: Add http://127.0.0.1:33418/callback to the client'), text);
    assert.ok(text.endsWith('\n') && !text.includes('\n\n\n'), 'one blank line at most between parts');
  });

  it('keeps what a server sent inside a code block longer than any backtick run in it', () => {
    const lines = authorizationText(failed).split('\n');
    const body = lines.indexOf('   nope ``` # Not a heading');
    assert.ok(body > 0, 'the body is in the text, indented under its step');
    const open = lines
      .slice(0, body)
      .reverse()
      .find((l) => /^ {3}`{3,}$/.test(l));
    const close = lines.slice(body + 1).find((l) => /^ {3}`{3,}$/.test(l));
    assert.equal(open, '   ````');
    assert.equal(close, '   ````');
    const headers = lines.indexOf('   accept: application/json');
    assert.ok(
      headers > 0 &&
        lines[headers - 1] === '   GET https://s.example/.well-known/oauth-protected-resource/mcp' &&
        lines[headers - 2] === '   ```',
      'the request line and headers in their own block',
    );
  });

  it('says when no sign-in was tried, and whether one kept from before is in use', () => {
    assert.match(
      authorizationText({ serverId: 'a', serverName: 'remote', signedIn: false }),
      /^# Authorization of remote\n\nNo sign-in was tried this session\.\n/,
    );
    assert.match(
      authorizationText({ serverId: 'a', serverName: 'remote', signedIn: true }),
      /No sign-in was tried this session \(a sign-in kept from before is in use\)\./,
    );
  });

  it('says a running sign-in waits for its next step, and lists no steps yet', () => {
    const text = authorizationText({
      serverId: 'a',
      serverName: 'remote',
      signedIn: false,
      attempt: { serverUrl: 'https://r.example/mcp', startedAt: 0, steps: [] },
    });
    assert.match(text, /\*\*Signing in…\*\*: Waiting for the next step…/);
    assert.match(text, /## Steps\n\n\(none yet\)/);
  });
});
