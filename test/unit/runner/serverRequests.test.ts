// The queue of requests servers make of the user: pending per server, answered once, withdrawn when the server's
// signal aborts, cancelled when the runner closes; URL completions said only for elicitations the user opened.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ServerRequestContext } from '../../../common/mcp/clientFeatures';
import { ServerRequests } from '../../../client/src/runner/serverRequests';
import { urlHost, withElicitationDefaults } from '../../../client/src/runner/clientRequests';
import { elicitationUrlView } from '../../../client/src/runner/serverRequestViews';
import { isRunnerFromWebview, isServerRequestFromWebview } from '../../../client/src/protocol/runnerPage';

const form = {
  message: 'Name?',
  requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } },
};
const sampling = {
  messages: [{ role: 'user' as const, content: { type: 'text' as const, text: 'hi' } }],
  maxTokens: 10,
};

function ctx(serverId: string, signal = new AbortController().signal): ServerRequestContext {
  return { serverId, serverName: `name of ${serverId}`, signal };
}

describe('server requests queue', () => {
  it('keeps requests per server, oldest first, until each is answered once', async () => {
    const q = new ServerRequests();
    let changes = 0;
    q.onDidChange(() => changes++);
    const added: string[] = [];
    q.onDidAdd((r) => added.push(r.id));
    const a = q.ask<{ action: string }>({ kind: 'elicitation', params: form }, ctx('s1'));
    const b = q.ask({ kind: 'sampling', params: sampling }, ctx('s2'));
    assert.deepEqual(
      q.pending().map((r) => r.serverId),
      ['s1', 's2'],
    );
    assert.deepEqual(
      q.pending('s2').map((r) => r.kind),
      ['sampling'],
    );
    assert.equal(q.pending('s1')[0]!.serverName, 'name of s1');
    assert.deepEqual(
      added,
      q.pending().map((r) => r.id),
    );
    const [first, second] = q.pending();
    assert.equal(q.answer(first!.id, { action: 'decline' }), true);
    assert.equal(q.answer(first!.id, { action: 'accept' }), false, 'answered once');
    assert.deepEqual(await a, { action: 'decline' });
    assert.deepEqual(
      q.pending().map((r) => r.id),
      [second!.id],
    );
    q.answer(second!.id, 'x');
    assert.equal(await b, 'x');
    assert.ok(changes >= 4);
  });

  it('withdraws a request when its signal aborts, with a notice, and never answers it afterwards', async () => {
    const q = new ServerRequests();
    const abort = new AbortController();
    const asked = q.ask({ kind: 'elicitation', params: form }, ctx('s1', abort.signal));
    const id = q.pending()[0]!.id;
    abort.abort();
    assert.deepEqual(await asked, { unanswered: 'withdrawn' });
    assert.deepEqual(q.pending(), []);
    assert.equal(q.answer(id, { action: 'accept' }), false);
    assert.match(q.notices[0]!.text, /name of s1 withdrew its request for input/);
    assert.equal(q.notices[0]!.tone, 'warning');
    // a request whose server gave up before it was queued never shows
    const gone = new AbortController();
    gone.abort();
    assert.deepEqual(await q.ask({ kind: 'sampling', params: sampling }, ctx('s1', gone.signal)), {
      unanswered: 'withdrawn',
    });
    assert.deepEqual(q.pending(), []);
  });

  it('answers every waiting request as closed when the runner closes', async () => {
    const q = new ServerRequests();
    const a = q.ask({ kind: 'elicitation', params: form }, ctx('s1'));
    const b = q.ask({ kind: 'sampling', params: sampling }, ctx('s2'));
    q.closeAll();
    assert.deepEqual(await a, { unanswered: 'closed' });
    assert.deepEqual(await b, { unanswered: 'closed' });
    assert.deepEqual(q.pending(), []);
  });

  it('says a URL flow is complete only for an elicitation the user opened, once', () => {
    const q = new ServerRequests();
    assert.equal(q.completed('s1', 'flow-1'), false);
    q.urlOpened({ serverId: 's1', serverName: 'one' }, 'flow-1', 'auth.example.com');
    assert.equal(q.completed('s2', 'flow-1'), false, 'another server cannot complete it');
    assert.equal(q.completed('s1', 'flow-1'), true);
    assert.equal(q.completed('s1', 'flow-1'), false, 'twice is once');
    assert.deepEqual(
      q.notices.map((n) => n.text),
      ['one says the flow you opened at auth.example.com is complete.'],
    );
  });

  it('keeps the last five notices, and forgets a dismissed one', () => {
    const q = new ServerRequests();
    for (let i = 0; i < 7; i++) q.notice({ serverId: 's', serverName: 'n' }, `notice ${i}`);
    assert.deepEqual(
      q.notices.map((n) => n.text),
      ['notice 2', 'notice 3', 'notice 4', 'notice 5', 'notice 6'],
    );
    q.dismiss(q.notices[0]!.id);
    assert.equal(q.notices[0]!.text, 'notice 3');
  });
});

describe('elicitation answers and URLs', () => {
  it('applies the defaults of requestedSchema to the fields left out (SEP-1034), and only to those', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', default: 'x' },
        b: { type: 'number', default: 3 },
        c: { type: 'boolean' },
        d: { type: 'array', default: ['p'] },
      },
    };
    assert.deepEqual(withElicitationDefaults(schema, { b: 5 }), { a: 'x', b: 5, d: ['p'] });
    assert.deepEqual(withElicitationDefaults(undefined, { b: 5 }), { b: 5 });
  });

  it('splits a URL so its host stands out, and warns of what hides where', () => {
    const ok = elicitationUrlView('https://auth.example.com/device?code=1');
    assert.deepEqual(
      { scheme: ok.scheme, host: ok.host, rest: ok.rest, openable: ok.openable, warnings: ok.warnings },
      { scheme: 'https://', host: 'auth.example.com', rest: '/device?code=1', openable: true, warnings: [] },
    );
    const tricky = elicitationUrlView('http://github.com@evil.example:8080/login');
    assert.equal(tricky.host, 'evil.example:8080');
    assert.equal(tricky.userinfo, 'github.com@');
    assert.match(tricky.warnings.join(' '), /unencrypted/);
    assert.match(tricky.warnings.join(' '), /goes to evil\.example:8080/);
    assert.match(elicitationUrlView('https://аpple.com/').warnings.join(' '), /internationalised/);
    const script = elicitationUrlView('javascript:alert(1)');
    assert.equal(script.openable, false);
    assert.match(script.warnings[0]!, /Only http and https/);
    assert.equal(elicitationUrlView('not a url').openable, false);
    assert.equal(elicitationUrlView('http://localhost:3000/cb').warnings.length, 0);
    assert.equal(urlHost('https://a.example:1/x'), 'a.example:1');
  });

  it("checks the page's answers before the extension acts on them", () => {
    assert.ok(
      isServerRequestFromWebview({ type: 'answerElicitation', requestId: 'r', action: 'accept', content: { a: 1 } }),
    );
    assert.ok(!isServerRequestFromWebview({ type: 'answerElicitation', requestId: 'r', action: 'maybe' }));
    assert.ok(
      !isServerRequestFromWebview({ type: 'answerElicitation', requestId: 'r', action: 'accept', content: [1] }),
    );
    assert.ok(isServerRequestFromWebview({ type: 'replySampling', requestId: 'r', model: 'm', text: 'hi' }));
    assert.ok(
      isServerRequestFromWebview({
        type: 'replySampling',
        requestId: 'r',
        model: 'm',
        toolUse: { name: 't', input: {} },
      }),
    );
    assert.ok(!isServerRequestFromWebview({ type: 'replySampling', requestId: 'r', model: 'm' }), 'text or a tool use');
    assert.ok(
      !isServerRequestFromWebview({
        type: 'replySampling',
        requestId: 'r',
        model: 'm',
        text: 'a',
        toolUse: { name: 't', input: {} },
      }),
      'not both',
    );
    assert.ok(!isServerRequestFromWebview({ type: 'refuseSampling', requestId: 'r', refuse: 'later' }));
    assert.ok(isRunnerFromWebview({ type: 'refuseSampling', requestId: 'r', refuse: 'decline' }));
    assert.ok(isRunnerFromWebview({ type: 'cancel', runId: 'r' }), 'the other messages still pass');
    assert.ok(!isRunnerFromWebview({ type: 'openElicitationUrl' }));
  });
});
