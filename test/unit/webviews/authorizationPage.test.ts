// The authorization view's page content, built under a DOM stand-in: the steps in order with the failing one marked
// and its fix, what the servers sent kept as text, and its buttons asking for commands.
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import type { AuthorizationCommand } from '../../../client/src/protocol/authorizationPage';
import { FAILED_SIGN_IN } from './authorizationData';
import { installDomShim, type ShimElement } from '../../helpers/domShim';

const data = FAILED_SIGN_IN;

describe('the authorization view page', () => {
  let restore: () => void;
  let page: typeof import('../../../client/webview/authorization/page');
  before(async () => {
    restore = installDomShim();
    page = await import('../../../client/webview/authorization/page');
  });
  after(() => restore());

  const find = (root: ShimElement, test: (e: ShimElement) => boolean): ShimElement[] => {
    const out: ShimElement[] = [];
    const walk = (e: ShimElement) => {
      if (test(e)) out.push(e);
      for (const c of e.childNodes) if ('tagName' in c) walk(c);
    };
    walk(root);
    return out;
  };

  it('marks the failing step, says what to fix, lists the facts, and keeps what servers sent as text', () => {
    const root = page.authorizationPage(data, () => undefined) as unknown as ShimElement;
    const steps = find(root, (e) => e.tagName === 'li');
    assert.deepEqual(
      steps.map((s) => s.className),
      ['step', 'step step-failed step-failing'],
    );
    assert.equal(
      find(steps[1], (e) => e.className === 'fix')[0]?.textContent,
      'What to fix: Add http://127.0.0.1:33418/callback to the client',
    );
    assert.equal(
      find(steps[1], (e) => e.className === 'detail')[0]?.textContent,
      'refused: <img src=x onerror=alert(1)>',
    );
    assert.equal(find(root, (e) => e.tagName === 'img').length, 0, 'no markup from a server');
    const facts = find(root, (e) => e.tagName === 'dt' || e.tagName === 'dd').map((e) => e.textContent);
    assert.deepEqual(facts, [
      'Server',
      'https://s.example/mcp',
      'Client ID',
      'lens-1 — configured for the server',
      'Redirect URI',
      'http://127.0.0.1:33418/callback',
      'Scopes asked',
      '(none: the authorization server’s default)',
      'Started',
      '2026-12-03 12:00:00 UTC',
    ]);
    assert.equal(find(root, (e) => e.className === 'badge')[0]?.textContent, 'Sign-in failed');
    assert.equal(
      find(steps[0], (e) => e.tagName === 'pre')[1]?.textContent,
      'HTTP 200\ncontent-type: application/json\n\n{"resource":"https://s.example/mcp"}',
    );
  });

  it('offers Sign In, and Sign Out only when signed in; a button asks for its command', () => {
    const asked: AuthorizationCommand[] = [];
    const root = page.authorizationPage(data, (c) => asked.push(c)) as unknown as ShimElement;
    const buttons = find(root, (e) => e.tagName === 'button');
    assert.deepEqual(
      buttons.map((b) => b.textContent),
      ['Sign In', 'Show Server Log'],
    );
    buttons[0]!.dispatch('click');
    assert.deepEqual(asked, ['signIn']);
    const signedIn = page.authorizationPage(
      { ...data, signedIn: true, attempt: { ...data.attempt!, outcome: 'authorized', summary: 'Signed in to notes' } },
      () => undefined,
    ) as unknown as ShimElement;
    assert.deepEqual(
      find(signedIn, (e) => e.tagName === 'button').map((b) => b.textContent),
      ['Sign In Again', 'Sign Out', 'Show Server Log'],
    );
  });

  it('says so when no sign-in was tried', () => {
    const none = page.authorizationPage(
      { serverId: 'x', serverName: 'x', signedIn: true },
      () => undefined,
    ) as unknown as ShimElement;
    assert.equal(
      find(none, (e) => e.className === 'summary')[0]?.textContent,
      'No sign-in was tried this session (a sign-in kept from before is in use).',
    );
  });
});
