// The host side of the MCP Apps bridge, driven by the official app library over the relay the runner page would be:
// handshake, tool calls through the gate, messages, theme changes, teardown, and the apps that must be stopped.
import { strict as assert } from 'node:assert';
import { afterEach, describe, it } from 'node:test';
import { App } from '@modelcontextprotocol/ext-apps';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { AppSession, type AppEvent, type AppSessionDeps } from '../../../client/src/runner/apps/appSession';
import type { JsonObject } from '../../../common/mcp/types';

const GET_TIME = {
  name: 'get-time',
  inputSchema: { type: 'object' },
  _meta: { ui: { resourceUri: 'ui://t/app.html' } },
};
const APP_ONLY = { name: 'app-step', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['app'] } } };
const MODEL_ONLY = { name: 'model-step', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['model'] } } };
const DARK = { theme: 'dark' as const, variables: { '--color-background-primary': '#1e1e1e' } };

/** The app's side of the page: what the session emits as messages reaches the App; what the App sends, the session. */
class PageRelay implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  session: AppSession | undefined;
  async start(): Promise<void> {}
  async send(message: JSONRPCMessage): Promise<void> {
    // as through postMessage: a structured copy, later
    const copy = structuredClone(message);
    setImmediate(() => this.session?.receive(copy));
  }
  async close(): Promise<void> {
    this.onclose?.();
  }
  deliver(message: JSONRPCMessage): void {
    const copy = structuredClone(message);
    setImmediate(() => this.onmessage?.(copy));
  }
}

interface Harness {
  session: AppSession;
  app: App;
  events: AppEvent[];
  calls: { name: string; args: JsonObject }[];
  links: string[];
  relay: PageRelay;
  next(kind: AppEvent['kind'], accept?: (e: AppEvent) => boolean): Promise<AppEvent>;
}

const open: AppSession[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.teardown('test over');
});

function start(overrides: Partial<AppSessionDeps> = {}, { connect = true } = {}): Harness {
  const events: AppEvent[] = [];
  const waiters: { kind: string; accept: (e: AppEvent) => boolean; resolve: (e: AppEvent) => void }[] = [];
  const calls: { name: string; args: JsonObject }[] = [];
  const links: string[] = [];
  const relay = new PageRelay();
  const deps: AppSessionDeps = {
    serverName: 'Clock',
    tool: GET_TIME,
    arguments: { zone: 'UTC' },
    declaration: {},
    tools: () => [GET_TIME, APP_ONLY, MODEL_ONLY],
    resources: () => [{ uri: 'ui://t/app.html', name: 'app' }],
    callTool: async (name, args) => {
      calls.push({ name, args });
      return { content: [{ type: 'text', text: `called ${name}` }] };
    },
    readResource: async (uri) => ({ contents: [{ uri, text: 'hello' }] }),
    openLink: async (url) => {
      links.push(url);
      return url.startsWith('https://ok.');
    },
    emit: (event) => {
      events.push(event);
      if (event.kind === 'message') relay.deliver(event.message);
      for (const w of [...waiters]) {
        if (w.kind === event.kind && w.accept(event)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(event);
        }
      }
    },
    hostVersion: '9.9.9',
    locale: 'en-GB',
    timeZone: 'Europe/Lisbon',
    ...overrides,
  };
  const session = new AppSession(deps, { ...DARK, width: 640 });
  open.push(session);
  relay.session = session;
  const app = new App({ name: 'Test App', version: '1.2.3' }, {}, { autoResize: false });
  if (connect) void app.connect(relay);
  const next = (kind: AppEvent['kind'], accept: (e: AppEvent) => boolean = () => true) =>
    new Promise<AppEvent>((resolve) => {
      const seen = events.find((e) => e.kind === kind && accept(e));
      if (seen) return resolve(seen);
      waiters.push({ kind, accept, resolve });
    });
  return { session, app, events, calls, links, relay, next };
}

/** Style variables as given (the library's schema lists every key, those not given as undefined). */
const given = (variables: object | undefined) =>
  Object.fromEntries(Object.entries(variables ?? {}).filter(([, v]) => v !== undefined));

const recordOf = (e: AppEvent) => (e.kind === 'record' ? e.record : undefined);

describe('an app’s session, with the official app library on the other side', () => {
  it('initializes with the host context: theme and its variables, locale, time zone, size, the tool', async () => {
    const h = start();
    const status = await h.next('status');
    assert.deepEqual(status, { kind: 'status', text: 'Test App 1.2.3' });
    const context = h.app.getHostContext()!;
    assert.equal(context.theme, 'dark');
    assert.deepEqual(given(context.styles?.variables), DARK.variables);
    assert.equal(context.locale, 'en-GB');
    assert.equal(context.timeZone, 'Europe/Lisbon');
    assert.equal(context.displayMode, 'inline');
    assert.deepEqual(context.availableDisplayModes, ['inline']);
    assert.deepEqual(context.containerDimensions, { maxHeight: 1200, width: 640 });
    assert.equal((context.toolInfo?.tool as { name: string }).name, 'get-time');
    assert.deepEqual(h.app.getHostVersion(), { name: 'MCP Lens', version: '9.9.9' });
    const caps = h.app.getHostCapabilities()!;
    assert.deepEqual(Object.keys(caps).sort(), [
      'logging',
      'message',
      'openLinks',
      'sandbox',
      'serverResources',
      'serverTools',
      'updateModelContext',
    ]);
  });

  it('sends the tool’s input once initialized, then its result, even when the result came first', async () => {
    const h = start();
    const input = new Promise((resolve) => (h.app.ontoolinput = resolve));
    const result = new Promise((resolve) => (h.app.ontoolresult = resolve));
    h.session.toolResult({ content: [{ type: 'text', text: '12:00' }], structuredContent: { time: '12:00' } });
    assert.deepEqual(await input, { arguments: { zone: 'UTC' } });
    assert.deepEqual(await result, {
      content: [{ type: 'text', text: '12:00' }],
      structuredContent: { time: '12:00' },
    });
  });

  it('tells the app when the call was cancelled', async () => {
    const h = start();
    const cancelled = new Promise((resolve) => (h.app.ontoolcancelled = resolve));
    await h.next('status');
    h.session.toolCancelled('The call was cancelled.');
    assert.deepEqual(await cancelled, { reason: 'The call was cancelled.' });
  });

  it('passes the app’s tool calls to the gate it was given, with their arguments, and answers with the result', async () => {
    const h = start();
    await h.next('status');
    const answer = await h.app.callServerTool({ name: 'get-time', arguments: { zone: 'CET' } });
    assert.deepEqual(answer.content, [{ type: 'text', text: 'called get-time' }]);
    assert.deepEqual(h.calls, [{ name: 'get-time', args: { zone: 'CET' } }]);
    assert.deepEqual(recordOf(h.events.find((e) => recordOf(e)?.kind === 'call')!), {
      kind: 'call',
      title: 'Called get-time',
      text: '{"zone":"CET"}',
    });
    // an app-only tool is the app's to call
    await h.app.callServerTool({ name: 'app-step', arguments: {} });
    assert.deepEqual(
      h.calls.map((c) => c.name),
      ['get-time', 'app-step'],
    );
  });

  it('refuses a call of a model-only tool or of a tool the server does not list, without asking the gate', async () => {
    const h = start();
    await h.next('status');
    await assert.rejects(h.app.callServerTool({ name: 'model-step', arguments: {} }), /visible to the model only/);
    await assert.rejects(h.app.callServerTool({ name: 'nope', arguments: {} }), /lists no tool named "nope"/);
    assert.deepEqual(h.calls, []);
  });

  it('answers a denied call with an error, so the app learns nothing was sent', async () => {
    const h = start({
      callTool: async (name) => Promise.reject(new Error(`The call of ${name} was not approved, so nothing was sent`)),
    });
    await h.next('status');
    await assert.rejects(
      h.app.callServerTool({ name: 'get-time', arguments: {} }),
      /not approved, so nothing was sent/,
    );
  });

  it('reads resources of its server and lists them', async () => {
    const h = start();
    await h.next('status');
    const read = await h.app.readServerResource({ uri: 'ui://t/other' });
    assert.deepEqual(read.contents, [{ uri: 'ui://t/other', text: 'hello' }]);
  });

  it('opens a link only when the user says so, and records either way', async () => {
    const h = start();
    await h.next('status');
    assert.deepEqual(await h.app.openLink({ url: 'https://ok.example/' }), {});
    assert.equal((await h.app.openLink({ url: 'https://evil.example/' })).isError, true);
    assert.deepEqual(h.links, ['https://ok.example/', 'https://evil.example/']);
    const titles = h.events
      .map(recordOf)
      .filter((r) => r?.kind === 'link')
      .map((r) => `${r!.title}: ${r!.text}`);
    assert.deepEqual(titles, [
      'Opened a link: https://ok.example/',
      'Asked to open a link (not opened): https://evil.example/',
    ]);
  });

  it('records a message to the chat, a model-context update and a log, as a chat host would receive them', async () => {
    const h = start();
    await h.next('status');
    assert.deepEqual(await h.app.sendMessage({ role: 'user', content: [{ type: 'text', text: 'Book it' }] }), {});
    await h.app.updateModelContext({
      content: [{ type: 'text', text: 'The user picked 3' }],
      structuredContent: { picked: 3 },
    });
    await h.app.sendLog({ level: 'warning', data: 'careful' });
    await h.next('record', (e) => recordOf(e)?.kind === 'log');
    const records = h.events.map(recordOf).filter(Boolean);
    assert.deepEqual(records, [
      { kind: 'message', title: 'Message to the chat (role user)', text: 'Book it' },
      {
        kind: 'context',
        title: 'Model context (what a chat host gives the model next turn)',
        text: 'The user picked 3\nstructuredContent: {"picked":3}',
      },
      { kind: 'log', title: 'Log · warning', text: 'careful' },
    ]);
  });

  it('passes the size the app asks for to the page', async () => {
    const h = start();
    await h.next('status');
    await h.app.sendSizeChanged({ width: 300, height: 4000 });
    assert.deepEqual(await h.next('size'), { kind: 'size', width: 300, height: 4000 });
  });

  it('sends a theme change to the app', async () => {
    const h = start();
    await h.next('status');
    const changed = new Promise<{ theme?: string; styles?: { variables?: object } }>(
      (resolve) => (h.app.onhostcontextchanged = resolve),
    );
    h.session.themeChanged({ theme: 'light', variables: { '--color-background-primary': '#ffffff' } });
    const change = await changed;
    assert.equal(change.theme, 'light');
    assert.deepEqual(given(change.styles?.variables), { '--color-background-primary': '#ffffff' });
    assert.equal(h.app.getHostContext()?.theme, 'light');
  });

  it('tells the app the width it is shown at when the view is resized', async () => {
    const h = start();
    await h.next('status');
    const changed = new Promise<{ containerDimensions?: unknown }>((resolve) => (h.app.onhostcontextchanged = resolve));
    h.session.widthChanged(900);
    assert.deepEqual((await changed).containerDimensions, { maxHeight: 1200, width: 900 });
    assert.deepEqual(h.app.getHostContext()?.containerDimensions, { maxHeight: 1200, width: 900 });
  });

  it('asks the app to tear down, then says it closed', async () => {
    const h = start();
    await h.next('status');
    let toreDown = false;
    h.app.onteardown = async () => {
      toreDown = true;
      return {};
    };
    await h.session.teardown('You closed it.');
    assert.equal(toreDown, true);
    assert.deepEqual(h.events.at(-1), { kind: 'closed', reason: 'You closed it.' });
  });

  it('closes when the app asks to', async () => {
    const h = start();
    await h.next('status');
    await h.app.requestTeardown();
    assert.deepEqual(await h.next('closed'), {
      kind: 'closed',
      reason: 'The app closed itself (ui/notifications/request-teardown).',
    });
  });
});

describe('an app that must be stopped', () => {
  it('never initializes: stopped after its time, with the reason', async () => {
    const h = start({ initTimeoutMs: 50 }, { connect: false });
    const problem = await h.next('problem');
    assert.match((problem as { message: string }).message, /did not initialize within 0\.05 s/);
  });

  it('floods: stopped after the rate, and nothing more is passed on', async () => {
    const h = start();
    await h.next('status');
    for (let i = 0; i < 150; i++) {
      h.session.receive({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: i } });
    }
    const problem = await h.next('problem');
    assert.match((problem as { message: string }).message, /more than 100 messages in one second/);
    const logs = h.events.filter((e) => recordOf(e)?.kind === 'log').length;
    h.session.receive({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'after' } });
    await new Promise((r) => setImmediate(r));
    assert.equal(h.events.filter((e) => recordOf(e)?.kind === 'log').length, logs);
  });

  it('sends what is not JSON-RPC: stopped with what it sent', async () => {
    const h = start();
    await h.next('status');
    h.session.receive('hello');
    assert.deepEqual(await h.next('problem'), {
      kind: 'problem',
      message: 'The app sent a message that is not a JSON-RPC object (string), so it was stopped.',
    });
    // once stopped, it cannot be torn down or fail a second time
    const count = h.events.length;
    await h.session.teardown('again');
    h.session.receive({ nonsense: true });
    assert.equal(h.events.length, count);
  });
});
