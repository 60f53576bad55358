// Elicitation and sampling answered through the runner's queue, against server-everything and our fixture.
// The "user" answers programmatically, as the runner page would.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import type { StdioLaunch, ToolCallRequest } from '../../common/mcp/types';
import {
  SamplingGrants,
  userRequestFeatures,
  type ElicitationAnswer,
  type ModelAnswerer,
  type SamplingAnswer,
} from '../../client/src/runner/clientRequests';
import { ServerRequests } from '../../client/src/runner/serverRequests';
import { samplingResult, serverRequestView } from '../../client/src/runner/serverRequestViews';
import type { ServerRequestView } from '../../client/src/protocol/runnerViews';
import { REPO_ROOT } from '../helpers/paths';
import { EVERYTHING, EVERYTHING_STDIO, fileScope, fixtureLaunch, recorded } from './fixtures';
import { approvingGate, nextRequest } from './userRequestsHelpers';

const { pool, tmp } = fileScope();
const { seen: gateSeen, approve } = approvingGate();

function setUp(name: string, launch: StdioLaunch = EVERYTHING_STDIO, models?: ModelAnswerer) {
  const queue = new ServerRequests();
  const grants = new SamplingGrants();
  const { connection } = pool.make(name, {
    features: userRequestFeatures(queue, { grants, ...(models ? { models } : {}) }),
  });
  return { queue, grants, connection, start: () => connection.start(launch) };
}

function resultText(
  outcome: Awaited<ReturnType<import('../../common/mcp/serverConnection').ServerConnection['callTool']>>,
): string {
  assert.equal(outcome.outcome, 'completed');
  return outcome.outcome === 'completed' ? JSON.stringify(outcome.result) : '';
}

type FormView = Extract<ServerRequestView, { kind: 'elicitation'; mode: 'form' }>;

/** A field's kind as the assertions name it: a string with its input type, a number as integer or number. */
function kindName(f: FormView['form']): string {
  if (f.kind === 'string') return `string:${f.input}`;
  if (f.kind === 'number') return f.integer ? 'integer' : 'number';
  return f.kind;
}

describe('elicitation against server-everything', { timeout: 120_000 }, () => {
  const everythingServer = setUp('everything-elicit');

  it('lists the elicitation and sampling tools to a client that declares them', async () => {
    await everythingServer.start();
    const names = (everythingServer.connection.catalog?.tools ?? []).map((t) => t.name);
    for (const tool of ['trigger-elicitation-request', 'trigger-url-elicitation', 'trigger-sampling-request']) {
      assert.ok(names.includes(tool), `${tool} in ${names.join(', ')}`);
    }
  });

  it('shows the form built from requestedSchema, and an accepted answer gets the defaults of the fields left out', async () => {
    const { queue, connection } = everythingServer;
    const call = connection.callTool({ name: 'trigger-elicitation-request', arguments: {} }, approve);
    const request = await nextRequest(queue, call);
    assert.equal(request.kind, 'elicitation');
    assert.equal(request.serverName, 'everything-elicit');
    const view = serverRequestView(request) as FormView;
    assert.equal(view.mode, 'form', 'a request without `mode` is a form');
    assert.equal(
      view.message.map((s) => ('text' in s ? s.text : '')).join(''),
      'Please provide inputs for the following fields:',
    );
    assert.equal(view.form.kind, 'object');
    const fields = Object.fromEntries(
      view.form.kind === 'object' ? view.form.properties.map((p) => [p.name, p.field]) : [],
    );
    const kinds = Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, kindName(f)]));
    assert.deepEqual(kinds, {
      name: 'string:text',
      check: 'boolean',
      firstLine: 'string:text',
      email: 'string:email',
      homepage: 'string:url',
      birthdate: 'string:date',
      integer: 'integer',
      number: 'number',
      untitledSingleSelectEnum: 'enum',
      untitledMultipleSelectEnum: 'set',
      titledSingleSelectEnum: 'enum',
      titledMultipleSelectEnum: 'set',
      legacyTitledEnum: 'enum',
    });
    const labels = (n: string) => {
      const f = fields[n]!;
      return f.kind === 'enum' || f.kind === 'set' ? f.options.map((o) => o.label) : [];
    };
    assert.deepEqual(labels('titledSingleSelectEnum'), ['Superman', 'Green Lantern', 'Wonder Woman']);
    assert.deepEqual(labels('titledMultipleSelectEnum'), ['Tuna', 'Salmon', 'Trout']);
    assert.deepEqual(
      labels('legacyTitledEnum'),
      ['Cats', 'Dogs', 'Birds', 'Fish', 'Reptiles'],
      'enumNames label the options',
    );
    assert.deepEqual(labels('untitledMultipleSelectEnum'), ['Guitar', 'Piano', 'Violin', 'Drums', 'Bass']);
    assert.equal(fields.name!.required, true);
    assert.deepEqual(fields.integer!.default, { value: 42 }, 'the form starts with the defaults');

    queue.answer(request.id, {
      action: 'accept',
      content: { name: 'Ada Lovelace', check: true },
    } satisfies ElicitationAnswer);
    const text = resultText(await call);
    assert.match(text, /User provided the requested information/);
    assert.match(text, /Name: Ada Lovelace/);
    for (const kept of [
      '\\"firstLine\\": \\"It was a dark and stormy night.\\"',
      '\\"integer\\": 42',
      '\\"number\\": 3.14',
      '\\"titledSingleSelectEnum\\": \\"hero-1\\"',
      '\\"legacyTitledEnum\\": \\"pet-1\\"',
    ]) {
      assert.ok(text.includes(kept), `the default ${kept} was applied: ${text}`);
    }
    assert.deepEqual(queue.pending(), []);
  });

  it('answers Decline and Cancel as the spec says (no content)', async () => {
    const { queue, connection } = everythingServer;
    for (const action of ['decline', 'cancel'] as const) {
      const call = connection.callTool({ name: 'trigger-elicitation-request', arguments: {} }, approve);
      const request = await nextRequest(queue, call);
      queue.answer(request.id, { action, content: { name: 'ignored' } } satisfies ElicitationAnswer);
      const text = resultText(await call);
      assert.match(text, action === 'decline' ? /User declined/ : /User cancelled the elicitation dialog/);
      assert.ok(!text.includes('ignored'), 'no content goes with a refusal');
    }
  });

  it('answers Cancel when the runner closes while a form waits', async () => {
    const { queue, connection } = everythingServer;
    const call = connection.callTool({ name: 'trigger-elicitation-request', arguments: {} }, approve);
    await nextRequest(queue, call);
    queue.closeAll();
    assert.match(resultText(await call), /User cancelled the elicitation dialog/);
  });

  it('shows a URL elicitation with its host, and accepting it is what opening the link answers', async () => {
    const { queue, connection } = everythingServer;
    const call = connection.callTool(
      {
        name: 'trigger-url-elicitation',
        arguments: { url: 'https://login.example.org/authorize?x=1', message: 'Sign in please' },
      },
      approve,
    );
    const request = await nextRequest(queue, call);
    const view = serverRequestView(request);
    assert.ok(view.kind === 'elicitation' && view.mode === 'url');
    assert.equal(view.url.host, 'login.example.org');
    assert.equal(view.url.openable, true);
    assert.equal(view.message.map((s) => ('text' in s ? s.text : '')).join(''), 'Sign in please');
    queue.answer(request.id, { action: 'accept' } satisfies ElicitationAnswer);
    assert.match(resultText(await call), /User completed the URL elicitation flow/);
  });
});

describe('sampling against server-everything', { timeout: 120_000 }, () => {
  const server = setUp('everything-sample');

  it('shows the request, and a reply written by hand goes back to the server', async () => {
    await server.start();
    const call = server.connection.callTool(
      { name: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 77 } },
      approve,
    );
    const request = await nextRequest(server.queue, call);
    const view = serverRequestView(request);
    assert.ok(view.kind === 'sampling');
    assert.equal(view.maxTokens, 77);
    assert.equal(view.temperature, 0.7);
    assert.deepEqual(view.systemPrompt, [{ text: 'You are a helpful test server.' }]);
    assert.deepEqual(view.messages, [
      { role: 'user', content: [{ type: 'text', text: 'Resource trigger-sampling-request context: Say hi' }] },
    ]);
    assert.deepEqual(view.tools, []);
    server.queue.answer(request.id, {
      reply: samplingResult({ model: 'typed-by-hand', text: 'Hi there!' }, 'unused'),
    } satisfies SamplingAnswer);
    const text = resultText(await call);
    assert.match(text, /typed-by-hand/);
    assert.match(text, /Hi there!/);
  });

  it('declining answers with an error the server can read', async () => {
    const call = server.connection.callTool(
      { name: 'trigger-sampling-request', arguments: { prompt: 'Say hi' } },
      approve,
    );
    const request = await nextRequest(server.queue, call);
    server.queue.answer(request.id, { refuse: 'decline' } satisfies SamplingAnswer);
    const outcome = await call;
    assert.equal(outcome.outcome, 'completed');
    assert.ok(outcome.outcome === 'completed' && outcome.result.isError === true);
    assert.match(
      JSON.stringify(outcome.outcome === 'completed' && outcome.result.content),
      /-1.*User rejected sampling request/,
    );
  });

  it('a server allowed for the session is answered by its model without asking; others still wait', async () => {
    const asked: string[] = [];
    const models: ModelAnswerer = {
      generate: async (modelId, params) => {
        asked.push(modelId);
        return {
          role: 'assistant',
          model: modelId,
          content: { type: 'text', text: `echo ${JSON.stringify(params.messages[0]?.content)}` },
        };
      },
    };
    const allowed = setUp('everything-sample-allowed', EVERYTHING_STDIO, models);
    await allowed.start();
    // not allowed yet: the request waits for the user, the model is not asked
    const first = allowed.connection.callTool(
      { name: 'trigger-sampling-request', arguments: { prompt: 'one' } },
      approve,
    );
    const request = await nextRequest(allowed.queue, first);
    assert.deepEqual(asked, []);
    allowed.queue.answer(request.id, { refuse: 'cancel' } satisfies SamplingAnswer);
    assert.match(resultText(await first), /User cancelled the sampling request/);

    allowed.grants.allow('test:everything-sample-allowed', 'lm-1', 'Model One');
    const text = resultText(
      await allowed.connection.callTool({ name: 'trigger-sampling-request', arguments: { prompt: 'two' } }, approve),
    );
    assert.deepEqual(asked, ['lm-1']);
    assert.match(text, /lm-1/);
    assert.deepEqual(allowed.queue.pending(), []);
    assert.match(allowed.queue.notices.at(-1)!.text, /answered by Model One without asking/);
    allowed.grants.revoke('test:everything-sample-allowed');
    const third = allowed.connection.callTool(
      { name: 'trigger-sampling-request', arguments: { prompt: 'three' } },
      approve,
    );
    const waiting = await nextRequest(allowed.queue, third);
    assert.deepEqual(asked, ['lm-1'], 'revoked: the model is not asked again');
    allowed.queue.answer(waiting.id, { refuse: 'decline' } satisfies SamplingAnswer);
    await third;
  });
});

describe('requests the fixture makes', { timeout: 120_000 }, () => {
  const calls = tmp.file('calls.jsonl');
  const fixture = setUp('user-requests', fixtureLaunch('userRequests.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));

  it('an elicitation the server stops waiting for leaves the queue, with a notice', async () => {
    await fixture.start();
    assert.equal(fixture.connection.state.status, 'running');
    const call = fixture.connection.callTool({ name: 'ask_with_timeout', arguments: { ms: 250 } }, approve);
    const request = await nextRequest(fixture.queue, call);
    assert.equal(request.kind, 'elicitation');
    // nobody answers: the server's own timeout withdraws it (notifications/cancelled)
    assert.match(resultText(await call), /gave up/);
    if (fixture.queue.pending().length) {
      await once(fixture.queue.onDidChange, () => fixture.queue.pending().length === 0);
    }
    assert.match(fixture.queue.notices.at(-1)!.text, /user-requests withdrew its request for input/);
    assert.equal(fixture.queue.answer(request.id, { action: 'accept', content: { answer: 'late' } }), false);
  });

  it('cancelling the tool call that waits on an elicitation takes the form away', async () => {
    const abort = new AbortController();
    const call = fixture.connection.callTool({ name: 'ask_until_cancelled', arguments: {} }, approve, {
      signal: abort.signal,
    });
    await nextRequest(fixture.queue, call);
    const gone = once(fixture.queue.onDidChange, () => fixture.queue.pending().length === 0);
    abort.abort();
    await call.catch(() => undefined);
    await gone;
    assert.match(fixture.queue.notices.at(-1)!.text, /withdrew/);
  });

  it('a tool call made while a request waits still passes the gate, which can deny it', async () => {
    const abort = new AbortController();
    const waiting = fixture.connection.callTool({ name: 'ask_until_cancelled', arguments: {} }, approve, {
      signal: abort.signal,
    });
    await nextRequest(fixture.queue, waiting);
    const denied: ToolCallRequest[] = [];
    const outcome = await fixture.connection.callTool({ name: 'ask_with_timeout', arguments: { ms: 1 } }, async (r) => {
      denied.push(r);
      return false;
    });
    assert.equal(outcome.outcome, 'denied');
    assert.deepEqual(
      denied.map((r) => r.tool.name),
      ['ask_with_timeout'],
    );
    const gone = once(fixture.queue.onDidChange, () => fixture.queue.pending().length === 0);
    abort.abort();
    await waiting.catch(() => undefined);
    await gone;
  });

  it('a URL flow the user opened is said complete when the server says so; an unknown id is ignored', async () => {
    const noticesBefore = fixture.queue.notices.length;
    const call = fixture.connection.callTool({ name: 'open_link', arguments: {} }, approve);
    const request = await nextRequest(fixture.queue, call);
    assert.equal(fixture.queue.notices.length, noticesBefore, 'the completion of an id never sent says nothing');
    const complete = once(fixture.queue.onDidChange, () => fixture.queue.notices.some((n) => /complete/.test(n.text)));
    fixture.queue.answer(request.id, { action: 'accept' } satisfies ElicitationAnswer);
    assert.match(resultText(await call), /url: accept/);
    await complete;
    assert.equal(
      fixture.queue.notices.at(-1)!.text,
      'user-requests says the flow you opened at auth.example.com is complete.',
    );
  });

  it('a sampling request with tools shows every content type and its tools; a reply may use a tool, which the server runs', async () => {
    gateSeen.length = 0;
    const call = fixture.connection.callTool({ name: 'sample_with_tools', arguments: {} }, approve);
    const first = await nextRequest(fixture.queue, call);
    const view = serverRequestView(first);
    assert.ok(view.kind === 'sampling');
    assert.deepEqual(
      view.messages[0]!.content.map((c) => c.type),
      ['text', 'image', 'audio'],
    );
    const image = view.messages[0]!.content[1]!;
    assert.ok(image.type === 'image' && image.dataUri?.startsWith('data:image/png;base64,'));
    assert.deepEqual(view.systemPrompt, [{ text: 'You are a weather bot.' }]);
    assert.deepEqual(view.modelPreferences, {
      hints: ['claude-3-haiku'],
      costPriority: 0.8,
      speedPriority: 0.5,
      intelligencePriority: 0.2,
    });
    assert.equal(view.maxTokens, 200);
    assert.deepEqual(view.stopSequences, ['END']);
    assert.equal(view.includeContext, 'none');
    assert.equal(view.toolChoice, 'auto');
    assert.match(view.metadataJson ?? '', /"purpose": "test"/);
    assert.deepEqual(
      view.tools.map((t) => t.name),
      ['get_weather'],
    );
    assert.equal(view.tools[0]!.form.kind, 'object');

    fixture.queue.answer(first.id, {
      reply: samplingResult(
        { model: 'by-hand', toolUse: { name: 'get_weather', input: { city: 'Paris' } } },
        'toolu-1',
      ),
    } satisfies SamplingAnswer);
    const second = await once(fixture.queue.onDidAdd);
    const again = serverRequestView(second);
    assert.ok(again.kind === 'sampling');
    assert.deepEqual(
      again.messages.map((m) => m.content.map((c) => c.type)),
      [['text', 'image', 'audio'], ['tool_use'], ['tool_result']],
    );
    const use = again.messages[1]!.content[0]!;
    assert.ok(
      use.type === 'tool_use' && use.name === 'get_weather' && use.id === 'toolu-1' && /Paris/.test(use.inputJson),
    );
    const result = again.messages[2]!.content[0]!;
    assert.ok(result.type === 'tool_result' && result.toolUseId === 'toolu-1' && result.content[0]?.type === 'text');
    fixture.queue.answer(second.id, {
      reply: samplingResult({ model: 'by-hand', text: 'It is sunny in Paris.' }, 'unused'),
    } satisfies SamplingAnswer);
    assert.match(resultText(await call), /final after 2 turns.*It is sunny in Paris/);
    assert.deepEqual(
      recorded(calls)
        .filter((c) => c.tool === 'get_weather')
        .map((c) => c.input),
      [{ city: 'Paris' }],
    );
    // the tool of the reply ran on the server: the only call the client made (and the gate saw) is the one asked for
    assert.deepEqual(
      gateSeen.map((r) => r.tool.name),
      ['sample_with_tools'],
    );
  });

  it('a declined sampling request with tools reaches the server as error -1', async () => {
    const call = fixture.connection.callTool({ name: 'sample_with_tools', arguments: {} }, approve);
    const request = await nextRequest(fixture.queue, call);
    fixture.queue.answer(request.id, { refuse: 'decline' } satisfies SamplingAnswer);
    assert.match(resultText(await call), /refused \(-1\): (MCP error -1: )?User rejected sampling request/);
  });
});

describe("the runner page's side of server requests", { timeout: 120_000 }, () => {
  it('shows a waiting request, marks the tool call as waiting on it, and sends the answer the page gives', async () => {
    const { fixtureServersModel, writeWorkspaceServers } = await import('../helpers/fixtureModel');
    const { recordingRunnerHost } = await import('../helpers/recordingRunnerHost');
    const { RunnerSession } = await import('../../client/src/runner/runnerSession');
    const { RunHistory } = await import('../../client/src/runner/history');
    const { SchemaChecker } = await import('../../client/src/runner/schemaChecker');
    const { ServerRequestsOfPage } = await import('../../client/src/runner/serverRequestsOfPage');
    const { join } = await import('node:path');
    const folder = tmp.file('ws');
    writeWorkspaceServers(folder, {
      everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] },
    });
    const queue = new ServerRequests();
    const grants = new SamplingGrants();
    const model = fixtureServersModel({
      folder,
      home: tmp.file('home'),
      pids: pool.pids,
      approve,
      features: userRequestFeatures(queue, { grants }),
    });
    const { host, posts, posted } = recordingRunnerHost(model);
    const opened: string[] = [];
    const page = new ServerRequestsOfPage(queue, grants, {
      post: host.post,
      report: host.report,
      openExternal: async (url) => void opened.push(url),
    });
    const schemas = new SchemaChecker({ workerPath: join(REPO_ROOT, 'dist', 'schemaWorker.js') });
    const session = new RunnerSession(model, new RunHistory(), host, schemas, page);
    const next = <T extends (typeof posts)[number]['type']>(
      type: T,
      test: (m: Extract<(typeof posts)[number], { type: T }>) => boolean = () => true,
    ) => {
      const ok = (m: (typeof posts)[number]): m is Extract<(typeof posts)[number], { type: T }> =>
        m.type === type && test(m as Extract<(typeof posts)[number], { type: T }>);
      const hit = posts.find(ok);
      return hit
        ? Promise.resolve(hit)
        : (once(posted.event, ok) as Promise<Extract<(typeof posts)[number], { type: T }>>);
    };
    try {
      await model.reload();
      const serverId = model.servers()[0]!.id;
      await model.start(serverId);
      await session.handle({ type: 'ready', serverId });
      await next('serverRequests');
      assert.ok(
        posts.some((m) => m.type === 'serverRequests' && m.requests.length === 0),
        'nothing waits at first',
      );

      // a form: the call waits on it, the page shows it, and the page's Accept answers it
      void session.handle({
        type: 'runTool',
        runId: 'run-1',
        serverId,
        name: 'trigger-elicitation-request',
        arguments: {},
      });
      const shown = await next('serverRequests', (m) => m.requests.length === 1);
      const request = shown.requests[0]!;
      assert.ok(request.kind === 'elicitation' && request.mode === 'form' && request.serverName === 'everything');
      await next('runWaits', (m) => m.runId === 'run-1' && m.waitingOn === 'elicitation');
      await session.handle({
        type: 'answerElicitation',
        requestId: request.id,
        action: 'accept',
        content: { name: 'Grace' },
      });
      await next('runWaits', (m) => m.runId === 'run-1' && m.waitingOn === undefined);
      const result = await next('toolResult', (m) => m.runId === 'run-1');
      assert.match(JSON.stringify(result.result.content), /Name: Grace/);

      // a URL: opened only by the page's click, which accepts it
      void session.handle({
        type: 'runTool',
        runId: 'run-2',
        serverId,
        name: 'trigger-url-elicitation',
        arguments: { url: 'https://example.com/flow' },
      });
      const url = (
        await next('serverRequests', (m) => m.requests.some((r) => r.kind === 'elicitation' && r.mode === 'url'))
      ).requests[0]!;
      assert.deepEqual(opened, []);
      await session.handle({ type: 'openElicitationUrl', requestId: url.id });
      assert.deepEqual(opened, ['https://example.com/flow']);
      assert.match(
        JSON.stringify((await next('toolResult', (m) => m.runId === 'run-2')).result.content),
        /completed the URL elicitation/,
      );

      // sampling: the page's hand-written reply goes to the server
      void session.handle({
        type: 'runTool',
        runId: 'run-3',
        serverId,
        name: 'trigger-sampling-request',
        arguments: { prompt: 'p' },
      });
      const sampling = (await next('serverRequests', (m) => m.requests.some((r) => r.kind === 'sampling')))
        .requests[0]!;
      await next('runWaits', (m) => m.runId === 'run-3' && m.waitingOn === 'sampling');
      await session.handle({ type: 'replySampling', requestId: sampling.id, model: 'hand', text: 'written by hand' });
      assert.match(
        JSON.stringify((await next('toolResult', (m) => m.runId === 'run-3')).result.content),
        /written by hand/,
      );

      // without models the page is told there are none
      await session.handle({ type: 'listModels' });
      assert.deepEqual((await next('models')).models, []);
    } finally {
      session.dispose();
      await schemas.dispose();
      await model.dispose();
    }
  });
});
