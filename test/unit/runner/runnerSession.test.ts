// The runner's extension side against a real server: arguments are checked before the approval gate, every call
// passes the gate, and what comes back arrives as the page expects.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Emitter, once } from '../../../common/mcp/emitter';
import type { ApprovalGate, ToolCallRequest } from '../../../common/mcp/types';
import { RunHistory } from '../../../client/src/runner/history';
import { fileName, resourceTitle } from '../../../client/src/runner/keptResults';
import { RunnerSession, type RunnerHost } from '../../../client/src/runner/runnerSession';
import { SchemaChecker } from '../../../client/src/runner/schemaChecker';
import type { RunnerToWebview } from '../../../client/src/protocol/runnerPage';
import { assertNoLeaks, FIXTURES, recorded, scratch } from '../../client/fixtures';
import { fixtureServersModel, writeWorkspaceServers } from '../../helpers/fixtureModel';
import { REPO_ROOT } from '../../helpers/paths';

const tmp = scratch();
const calls = tmp.file('calls.jsonl');
const pids = new Set<number>();
writeWorkspaceServers(tmp.dir, {
  fixture: {
    type: 'stdio',
    command: process.execPath,
    args: [join(FIXTURES, 'runnerFixture.mjs')],
    env: { MCP_LENS_FIXTURE_CALLS: calls },
  },
});

const gate = { answer: true, seen: [] as ToolCallRequest[] };
const approve: ApprovalGate = async (request) => {
  gate.seen.push(request);
  return gate.answer;
};

const model = fixtureServersModel({ folder: tmp.dir, home: tmp.file('home'), pids, approve });

/** A host that records what the session posts and does, and lets a test wait for a message. */
class RecordingHost implements RunnerHost {
  readonly posts: RunnerToWebview[] = [];
  readonly opened: { title: string; text: string; mimeType?: string }[] = [];
  readonly saved: { name: string; mimeType?: string; bytes: Uint8Array }[] = [];
  readonly copied: string[] = [];
  readonly reports: string[] = [];
  previewCode: string | undefined = 'globalThis.preview = 1;';
  private readonly posted = new Emitter<RunnerToWebview>();
  post = (m: RunnerToWebview) => {
    this.posts.push(m);
    this.posted.fire(m);
  };
  openText = async (title: string, text: string, mimeType?: string) => void this.opened.push({ title, text, mimeType });
  saveBytes = async (name: string, mimeType: string | undefined, bytes: Uint8Array) =>
    void this.saved.push({ name, mimeType, bytes });
  copy = async (text: string) => void this.copied.push(text);
  startServer = (id: string) => model.start(id);
  isTrusted = () => false;
  markdownPreviewCode = () => this.previewCode;
  report = (m: string) => void this.reports.push(m);

  /** The first message of `type` (already posted since `from`, or still to come) that passes `test`. */
  next<T extends RunnerToWebview['type']>(
    type: T,
    test: (m: Extract<RunnerToWebview, { type: T }>) => boolean = () => true,
    from = 0,
  ): Promise<Extract<RunnerToWebview, { type: T }>> {
    const ok = (m: RunnerToWebview): m is Extract<RunnerToWebview, { type: T }> =>
      m.type === type && test(m as Extract<RunnerToWebview, { type: T }>);
    const hit = this.posts.slice(from).find(ok);
    return hit ? Promise.resolve(hit) : (once(this.posted.event, ok) as Promise<Extract<RunnerToWebview, { type: T }>>);
  }
}

const history = new RunHistory();
const host = new RecordingHost();
const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js') });
const session = new RunnerSession(model, history, host, schemas);
let serverId = '';

before(async () => {
  await model.reload();
  serverId = model.servers()[0]!.id;
});

after(async () => {
  session.dispose();
  await schemas.dispose();
  await model.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

/** Sends a runTool and waits for its answer (a result or the arguments' errors). */
async function run(name: string, args: Record<string, unknown>) {
  const runId = `run-${name}-${host.posts.length}`;
  const from = host.posts.length;
  await session.handle({ type: 'runTool', runId, serverId, name, arguments: args });
  const answer = await Promise.race([
    host.next('toolResult', (m) => m.runId === runId, from),
    host.next('invalid', (m) => m.runId === runId, from),
  ]);
  return { answer, posts: host.posts.slice(from) };
}

describe('the runner session against the fixture server', () => {
  it('says what it knows when the page is ready: the servers, a stopped server, no history', async () => {
    await session.handle({ type: 'ready' });
    const servers = await host.next('servers');
    assert.deepEqual(
      servers.servers.map((s) => [s.name, s.status, s.trusted]),
      [['fixture', 'stopped', false]],
    );
    assert.deepEqual((await host.next('catalog')).catalog, { serverId, missing: true });
    assert.deepEqual((await host.next('history')).entries, []);
  });

  it('sends the Markdown preview’s bundle when the page asks for it, or says it cannot', async () => {
    let from = host.posts.length;
    await session.handle({ type: 'loadMarkdownPreview' });
    assert.deepEqual(await host.next('markdownPreview', () => true, from), {
      type: 'markdownPreview',
      code: 'globalThis.preview = 1;',
    });
    host.previewCode = undefined;
    from = host.posts.length;
    await session.handle({ type: 'loadMarkdownPreview' });
    assert.match((await host.next('markdownPreview', () => true, from)).problem ?? '', /could not be read/);
    host.previewCode = 'globalThis.preview = 1;';
  });

  it('starts the server from the page and sends its catalog', async () => {
    const from = host.posts.length;
    await session.handle({ type: 'startServer', serverId });
    const { catalog } = await host.next('catalog', (m) => !('missing' in m.catalog), from);
    assert.ok(!('missing' in catalog));
    assert.deepEqual(
      catalog.tools.map((t) => t.key),
      ['plan_trip', 'hostile', 'all_content', 'bad_structured', 'fails', 'protocol_error', 'slow', 'bump'],
    );
    assert.deepEqual(catalog.tools[0], { key: 'plan_trip', label: 'Plan Trip', detail: 'plan_trip' });
    assert.deepEqual(
      catalog.templates.map((t) => t.key),
      ['fixture://greeting/{name}{?lang}'],
    );
    assert.deepEqual(catalog.prompts, [
      { key: 'review', label: 'Review Code', detail: 'review' },
      { key: 'status', label: 'Status Report', detail: 'status' },
    ]);
    assert.match(
      (await host.next('servers', (m) => m.servers[0]!.status === 'running', from)).servers[0]!.detail,
      /running · 8 tools, 5 resources, 1 template, 2 prompts/,
    );
  });

  it('describes a tool: display name, badges explicit or default, the form of its schema', async () => {
    await session.handle({ type: 'describe', serverId, kind: 'tool', key: 'plan_trip' });
    const { view } = await host.next('tool', (m) => m.view.name === 'plan_trip');
    assert.equal(view.displayName, 'Plan Trip');
    assert.deepEqual(
      view.badges.map((b) => [b.text, b.explicit, b.tone]),
      [
        ['non-destructive', true, 'neutral'],
        ['idempotent', true, 'neutral'],
        ['closed-world', true, 'neutral'],
      ],
    );
    assert.equal(view.form.kind, 'object');
    assert.equal(view.hasOutputSchema, true);
    await session.handle({ type: 'describe', serverId, kind: 'tool', key: 'hostile' });
    const hostile = (await host.next('tool', (m) => m.view.name === 'hostile')).view;
    assert.deepEqual(
      hostile.badges.map((b) => [b.text, b.explicit]),
      [
        ['read-only', true],
        ['open-world', false],
      ],
    );
    await session.handle({ type: 'describe', serverId, kind: 'tool', key: 'no_such_tool' });
    assert.deepEqual(await host.next('gone'), { type: 'gone', serverId, kind: 'tool', key: 'no_such_tool' });
  });

  it('refuses arguments that break the input schema before the gate is even asked', async () => {
    const { answer } = await run('plan_trip', {
      destination: 'X',
      nights: 99,
      travellers: [{ email: 'not an email' }],
    });
    assert.equal(answer.type, 'invalid');
    const errors = answer.type === 'invalid' ? answer.errors.map((e) => `${e.path.join('.')}: ${e.message}`) : [];
    assert.deepEqual(
      errors.sort(),
      [
        'destination: must NOT have fewer than 2 characters',
        'nights: must be <= 30',
        'travellers.0.email: must match format "email"',
        'travellers.0.name: is required',
      ].sort(),
    );
    assert.deepEqual(gate.seen, []);
    assert.deepEqual(recorded(calls), []);
  });

  it('calls through the gate with exactly the arguments given, and checks structuredContent against outputSchema', async () => {
    const args = {
      destination: 'Lisbon',
      nights: 4,
      travellers: [{ name: 'Ada', age: 36 }],
      transport: { kind: 'train' },
      notes: null,
    };
    const { answer, posts } = await run('plan_trip', args);
    assert.equal(answer.type, 'toolResult');
    if (answer.type !== 'toolResult') return;
    assert.deepEqual(gate.seen.at(-1)!.arguments, args);
    assert.deepEqual(recorded(calls).at(-1), { pid: recorded(calls).at(-1)!.pid, tool: 'plan_trip', arguments: args });
    assert.deepEqual(
      posts.filter((p) => p.type === 'phase').map((p) => p.type === 'phase' && p.phase),
      ['approval', 'running'],
    );
    const running = posts.find((p) => p.type === 'phase' && p.phase === 'running');
    assert.ok(
      running?.type === 'phase' && typeof running.timeoutMs === 'number' && running.timeoutMs > 0,
      'the page is told the request timeout',
    );
    const r = answer.result;
    assert.equal(r.status, 'ok');
    assert.ok(typeof r.durationMs === 'number' && r.durationMs >= 0);
    assert.deepEqual(r.content, [{ type: 'text', text: 'Planned 4 nights in Lisbon for 1.' }]);
    // shown at once; the verdict on structuredContent follows (test/unit/runner/runnerOutputCheck.test.ts)
    assert.equal(r.structured?.check, 'pending');
    assert.deepEqual((await host.next('outputCheck', (m) => m.resultId === r.id)).verdict, {
      check: 'matches',
      errors: [],
    });
    assert.deepEqual(JSON.parse(r.structured!.json), { destination: 'Lisbon', nights: 4, travellers: 1 });
    assert.deepEqual(r.problems, []);
    // the history has it, and copies it as the tools/call request it was
    const entries = (await host.next('history', (m) => m.entries.length === 1)).entries;
    assert.equal(entries[0]!.id, r.id);
    await session.handle({ type: 'copy', resultId: r.id, part: 'request' });
    assert.deepEqual(JSON.parse(host.copied.at(-1)!), {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'plan_trip', arguments: args },
    });
    await session.handle({ type: 'copy', resultId: r.id, part: 'structured' });
    assert.deepEqual(JSON.parse(host.copied.at(-1)!), { destination: 'Lisbon', nights: 4, travellers: 1 });
  });

  it('sends nothing when the gate denies', async () => {
    gate.answer = false;
    const before = recorded(calls).length;
    const { answer } = await run('bump', {});
    gate.answer = true;
    assert.equal(answer.type === 'toolResult' && answer.result.status, 'denied');
    assert.equal(recorded(calls).length, before);
  });

  it('shows structured content that breaks the outputSchema, isError results and protocol errors, each for what it is', async () => {
    const bad = (await run('bad_structured', {})).answer;
    assert.ok(bad.type === 'toolResult');
    assert.equal(bad.result.status, 'ok');
    assert.equal(bad.result.structured?.check, 'pending');
    assert.deepEqual((await host.next('outputCheck', (m) => m.resultId === bad.result.id)).verdict, {
      check: 'mismatch',
      errors: ['/count must be integer'],
    });

    const fails = (await run('fails', {})).answer;
    assert.ok(fails.type === 'toolResult');
    assert.equal(fails.result.status, 'isError');
    assert.deepEqual(fails.result.content, [{ type: 'text', text: 'It went wrong on purpose.' }]);

    const protocol = (await run('protocol_error', {})).answer;
    assert.ok(protocol.type === 'toolResult');
    assert.equal(protocol.result.status, 'protocolError');
    // the SDK's McpError puts "MCP error <code>:" into the message the server sends; it is shown as sent
    assert.equal(
      protocol.result.message,
      'The server answered with a JSON-RPC error -32602: MCP error -32602: The fixture refuses this call',
    );
  });

  it('makes every content block safe to show, with its annotations, the least important de-emphasised', async () => {
    const { answer } = await run('all_content', {});
    assert.ok(answer.type === 'toolResult');
    const c = answer.result.content;
    assert.deepEqual(
      c.map((b) => b.type),
      ['text', 'text', 'image', 'image', 'audio', 'resource_link', 'resource', 'resource'],
    );
    assert.deepEqual(c[0]!.annotations, { audience: ['user'], priority: 0.9, lowest: false });
    assert.deepEqual(c[1]!.annotations, { audience: ['assistant'], priority: 0.1, lowest: true });
    assert.ok(c[2]!.type === 'image' && c[2]!.dataUri?.startsWith('data:image/png;base64,iVBOR'));
    assert.ok(
      c[3]!.type === 'image' && !c[3]!.dataUri && /text\/html/.test(c[3]!.problem ?? ''),
      'an "image" claiming text/html is not shown',
    );
    assert.ok(c[4]!.type === 'audio' && c[4]!.dataUri?.startsWith('data:audio/wav;base64,') && c[4]!.bytes === 44);
    assert.deepEqual(c[5], {
      type: 'resource_link',
      uri: 'fixture://readme.md',
      name: 'readme',
      title: 'Read Me',
      description: 'The fixture read me.',
      mimeType: 'text/markdown',
    });
    assert.deepEqual(c[6], {
      type: 'resource',
      uri: 'fixture://inline.txt',
      mimeType: 'text/plain',
      text: 'Embedded text.',
    });
    assert.deepEqual(c[7], {
      type: 'resource',
      uri: 'fixture://blob.bin',
      mimeType: 'application/octet-stream',
      blob: { bytes: 4 },
    });

    await session.handle({ type: 'openBlock', resultId: answer.result.id, block: 6 });
    assert.deepEqual(host.opened.at(-1), { title: 'inline.txt', text: 'Embedded text.', mimeType: 'text/plain' });
    await session.handle({ type: 'saveBlock', resultId: answer.result.id, block: 7 });
    assert.equal(host.saved.at(-1)!.name, 'blob.bin');
    assert.deepEqual([...host.saved.at(-1)!.bytes], [0, 1, 2, 3]);
    await session.handle({ type: 'saveBlock', resultId: answer.result.id, block: 2 });
    assert.equal(host.saved.at(-1)!.name, 'all_content.png');
  });

  it('passes progress on, and cancels a long call through its AbortSignal', async () => {
    const runId = 'slow-run';
    const from = host.posts.length;
    const started = session.handle({ type: 'runTool', runId, serverId, name: 'slow', arguments: {} });
    const progress = await host.next('progress', (m) => m.runId === runId && m.progress === 2, from);
    assert.deepEqual(progress, { type: 'progress', runId, progress: 2, total: 3, message: 'step 2 of 3' });
    await session.handle({ type: 'cancel', runId });
    await started;
    const result = await host.next('toolResult', (m) => m.runId === runId, from);
    assert.equal(result.result.status, 'cancelled');
    assert.match(result.result.message ?? '', /the server was sent notifications\/cancelled/);
    // the server was told (notifications/cancelled) and stopped the work
    const cancelled = await waitFor(() => recorded(calls).some((c) => c.tool === 'slow' && c.event === 'cancelled'));
    assert.ok(cancelled);
  });

  it('reads a resource, opening its text in the language of its MIME type', async () => {
    const from = host.posts.length;
    await session.handle({ type: 'readResource', runId: 'read-1', serverId, uri: 'fixture://readme.md' });
    const { result } = await host.next('resourceResult', (m) => m.runId === 'read-1', from);
    assert.equal(result.contents.length, 1);
    assert.ok(result.contents[0]!.type === 'resource' && result.contents[0]!.text?.startsWith('# Fixture'));
    assert.deepEqual({ ...host.opened.at(-1)!, text: '' }, { title: 'readme.md', text: '', mimeType: 'text/markdown' });
    await session.handle({ type: 'readResource', runId: 'read-2', serverId, uri: 'fixture://pixel.png' });
    const png = (await host.next('resourceResult', (m) => m.runId === 'read-2')).result.contents[0]!;
    assert.ok(png.type === 'resource' && png.blob?.imageUri?.startsWith('data:image/png;base64,'));
    await session.handle({ type: 'readResource', runId: 'read-3', serverId, uri: 'fixture://nope' });
    assert.match(
      (await host.next('failed', (m) => m.runId === 'read-3')).message,
      /Reading fixture:\/\/nope failed: .*Resource not found/,
    );
  });

  it('expands a template with the language server’s parser, leaving empty variables out', async () => {
    await session.handle({ type: 'describe', serverId, kind: 'template', key: 'fixture://greeting/{name}{?lang}' });
    const { view } = await host.next('resource', (m) => m.view.kind === 'template');
    assert.ok(view.form?.kind === 'object');
    assert.deepEqual(
      view.form.properties.map((p) => [p.name, p.field.required]),
      [
        ['name', true],
        ['lang', false],
      ],
    );
    await session.handle({
      type: 'expand',
      requestId: 'e1',
      template: view.key,
      values: { name: 'Ada Lovelace', lang: '' },
    });
    assert.deepEqual(await host.next('expanded', (m) => m.requestId === 'e1'), {
      type: 'expanded',
      requestId: 'e1',
      uri: 'fixture://greeting/Ada%20Lovelace',
    });
    await session.handle({ type: 'expand', requestId: 'e2', template: view.key, values: { name: 'Ada', lang: 'fr' } });
    assert.equal((await host.next('expanded', (m) => m.requestId === 'e2')).uri, 'fixture://greeting/Ada?lang=fr');
  });

  it('subscribes to a resource, reads it again on every update, and unsubscribes', async () => {
    const from = host.posts.length;
    await session.handle({ type: 'subscribe', runId: 's1', serverId, uri: 'fixture://counter' });
    assert.deepEqual((await host.next('subscriptions', (m) => m.items.length === 1, from)).items, [
      { serverId, uri: 'fixture://counter', updates: 0 },
    ]);
    await run('bump', {});
    const update = await host.next('resourceResult', (m) => m.result.update === 1, from);
    assert.ok(update.result.contents[0]!.type === 'resource' && update.result.contents[0]!.text === 'counter is 1');
    assert.equal(update.runId, undefined);
    await session.handle({ type: 'unsubscribe', serverId, uri: 'fixture://counter' });
    assert.deepEqual((await host.next('subscriptions', (m) => m.items.length === 0, host.posts.length - 1)).items, []);
    assert.ok(
      await waitFor(() => recorded(calls).some((c) => c.event === 'unsubscribe' && c.uri === 'fixture://counter')),
    );
  });

  it('gets a prompt, enforcing its required arguments first', async () => {
    await session.handle({ type: 'getPrompt', runId: 'p1', serverId, name: 'review', arguments: { focus: 'naming' } });
    assert.deepEqual((await host.next('invalid', (m) => m.runId === 'p1')).errors, [
      { path: ['code'], message: 'is required' },
    ]);
    await session.handle({
      type: 'getPrompt',
      runId: 'p2',
      serverId,
      name: 'review',
      arguments: { code: 'let x = 1', focus: 'naming' },
    });
    const { result } = await host.next('promptResult', (m) => m.runId === 'p2');
    assert.equal(result.description, 'A code review request');
    assert.deepEqual(
      result.messages.map((m) => [m.role, m.content.type]),
      [
        ['user', 'text'],
        ['assistant', 'text'],
        ['user', 'resource'],
      ],
    );
    await session.handle({ type: 'copy', resultId: result.id, part: 'messages' });
    const messages = JSON.parse(host.copied.at(-1)!);
    assert.equal(messages.length, 3);
    assert.equal(messages[1].content.text, 'I will review it. <script>window.__mcpLensPwned=3</script>');
  });

  it('runs a past call again, and hands its arguments back for editing', async () => {
    const past = history.list(serverId).find((e) => e.tool === 'plan_trip' && e.status === 'ok')!;
    const before = recorded(calls).filter((c) => c.tool === 'plan_trip').length;
    const from = host.posts.length;
    await session.handle({ type: 'rerun', runId: 'again', resultId: past.id });
    assert.equal((await host.next('toolResult', (m) => m.runId === 'again', from)).result.status, 'ok');
    assert.equal(recorded(calls).filter((c) => c.tool === 'plan_trip').length, before + 1);
    await session.handle({ type: 'editResult', resultId: past.id });
    const open = await host.next('open', () => true, from);
    assert.deepEqual(open, {
      type: 'open',
      serverId,
      kind: 'tool',
      key: 'plan_trip',
      arguments: JSON.parse(past.argumentsJson),
    });
  });

  it('ignores messages that are not the protocol’s, and says so', async () => {
    await session.handle({ type: 'runTool', runId: 1, serverId, name: 'bump', arguments: {} });
    await session.handle({ type: 'rm -rf' });
    assert.equal(host.reports.length, 2);
  });

  it('drops subscriptions when the server stops', async () => {
    await session.handle({ type: 'subscribe', runId: 's2', serverId, uri: 'fixture://counter' });
    await host.next('subscriptions', (m) => m.items.length === 1, host.posts.length - 1);
    const from = host.posts.length;
    await model.stop(serverId);
    assert.deepEqual((await host.next('subscriptions', (m) => m.items.length === 0, from)).items, []);
    assert.deepEqual((await host.next('catalog', () => true, from)).catalog, { serverId, missing: true });
  });
});

describe('titles and file names for what the runner opens and saves', () => {
  it('titles an editor tab by the last segment of the URI, decoded', () => {
    assert.equal(resourceTitle('fixture://readme.md'), 'readme.md');
    assert.equal(resourceTitle('fixture://greeting/Ada%20Lovelace?lang=fr'), 'Ada Lovelace');
    assert.equal(resourceTitle('fixture://counter'), 'counter');
    assert.equal(resourceTitle('file:///'), 'file:');
    assert.equal(resourceTitle('x://bad%E0'), 'bad%E0');
  });

  it('names a saved file by the last segment of the URI, with an extension from the MIME type when it has none', () => {
    assert.equal(fileName('fixture://blob.bin', 'application/octet-stream'), 'blob.bin');
    assert.equal(fileName('demo://resource/dynamic/blob/1', 'application/octet-stream'), '1.bin');
    assert.equal(fileName('get_image', 'image/jpeg'), 'get_image.jpg');
    assert.equal(fileName('a b/c?d', undefined), 'c');
    assert.equal(fileName('../../etc/passwd', undefined), 'passwd');
  });
});

/** Polls a file the fixture writes (the only thing here that is not an event). */
async function waitFor(test: () => boolean, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}
