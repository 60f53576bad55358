// Every page's messages are checked the one way (client/src/protocol/check.ts) before the extension acts on them, and
// a message of a type its receiver does not know is an error that gets reported, never dropped without a word.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { fromAuthorizationPage, type AuthorizationPageActions } from '../../../client/src/auth/authorizationMessages';
import { isAuthorizationFromWebview } from '../../../client/src/protocol/authorizationPage';
import { assertNever, nonNegativeInteger, object, optional, string } from '../../../client/src/protocol/check';
import { isRunnerFromWebview, type RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import { showMessage, type RunnerPage } from '../../../client/webview/runner/fromExtension';

describe('the checks a message is made of', () => {
  it('a non-negative integer is a whole number of 0 or more: not -1, not 1.5', () => {
    for (const ok of [0, 1, 42, 2 ** 40]) assert.equal(nonNegativeInteger(ok), true, String(ok));
    for (const bad of [-1, 1.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined]) {
      assert.equal(nonNegativeInteger(bad), false, String(bad));
    }
  });

  it('the runner page’s block indexes and app widths are such integers', () => {
    for (const block of [-1, 1.5]) {
      assert.equal(isRunnerFromWebview({ type: 'openBlock', resultId: 'r', block }), false, `openBlock ${block}`);
      assert.equal(isRunnerFromWebview({ type: 'saveBlock', resultId: 'r', block }), false, `saveBlock ${block}`);
      assert.equal(isRunnerFromWebview({ type: 'appWidth', appId: 'a', width: block }), false, `appWidth ${block}`);
    }
    assert.equal(isRunnerFromWebview({ type: 'openBlock', resultId: 'r', block: 0 }), true);
    assert.equal(isRunnerFromWebview({ type: 'appWidth', appId: 'a', width: 640 }), true);
  });

  it('an object: its fields checked, optional ones absent or undefined, others ignored; not null, not an array', () => {
    const named = object({ name: string, note: optional(string) });
    assert.equal(named({ name: 'a' }), true);
    assert.equal(named({ name: 'a', note: undefined, other: 1 }), true);
    assert.equal(named({ name: 'a', note: 2 }), false);
    assert.equal(named({ note: 'x' }), false);
    assert.equal(named(null), false);
    assert.equal(named(Object.assign(['a'], { name: 'a' })), false);
  });

  it('a type that is not the page’s own, even one every object has, is refused', () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      assert.equal(isRunnerFromWebview({ type }), false, type);
      assert.equal(isAuthorizationFromWebview({ type }), false, type);
    }
  });
});

describe('the authorization page’s messages', () => {
  const recording = () => {
    const done: string[] = [];
    const actions: AuthorizationPageActions = {
      command: (command) => void done.push(`command ${command}`),
      ready: () => void done.push('ready'),
      problem: (text) => void done.push(`problem ${text}`),
    };
    return { done, actions };
  };

  it('takes the well-formed ones', () => {
    for (const command of ['signIn', 'signOut', 'showLog']) {
      assert.ok(isAuthorizationFromWebview({ type: 'command', command }), command);
    }
    assert.ok(isAuthorizationFromWebview({ type: 'ready' }));
    assert.ok(isAuthorizationFromWebview({ type: 'error', message: 'boom' }));
  });

  it('refuses malformed ones: a command not its own (a name every object has included), a missing or odd field', () => {
    for (const bad of [
      { type: 'command', command: 'toString' },
      { type: 'command', command: 'constructor' },
      { type: 'command', command: 'deleteEverything' },
      { type: 'command' },
      { type: 'command', command: ['signIn'] },
      { type: 'error' },
      { type: 'error', message: 3 },
      { type: 'show', data: {} },
      { command: 'signIn' },
      null,
      'ready',
      [],
    ]) {
      assert.equal(isAuthorizationFromWebview(bad), false, JSON.stringify(bad));
    }
  });

  it('runs a command asked for, logs what is malformed and runs nothing for it', () => {
    const { done, actions } = recording();
    fromAuthorizationPage({ type: 'command', command: 'signIn' }, actions);
    fromAuthorizationPage({ type: 'command', command: 'toString' }, actions);
    fromAuthorizationPage({ type: 'ready' }, actions);
    fromAuthorizationPage({ type: 'error', message: 'boom' }, actions);
    assert.deepEqual(done, [
      'command signIn',
      'problem sent a message it should not: {"type":"command","command":"toString"}',
      'ready',
      'problem failed: boom',
    ]);
  });
});

describe('a message of a type its receiver does not know', () => {
  it('the runner page does not drop it: it throws, and the page reports its errors to the extension', () => {
    // an unknown message touches none of the page's parts
    const page = {} as RunnerPage;
    const unknown = { type: 'sparkles', level: 11 } as unknown as RunnerToWebview;
    assert.throws(() => showMessage(page, unknown), {
      message: 'A message from the extension is of a kind this code does not know: {"type":"sparkles","level":11}',
    });
  });

  it('assertNever says what it got', () => {
    assert.throws(() => assertNever('late' as never, 'A step'), {
      message: 'A step is of a kind this code does not know: "late"',
    });
  });
});
