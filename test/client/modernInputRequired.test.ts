// A 2026-07-28 server asks for input with `input_required` results (SEP-2322); the runner's request cards answer them as
// they answer 2025 server requests. Against test/fixtures/servers/inputRequiredTools.mjs, whose results echo each answer.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ClientFeatures } from '../../common/mcp/clientFeatures';
import { once } from '../../common/mcp/emitter';
import { MAX_INPUT_ROUNDS } from '../../common/mcp/modernInput';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import type { ServerLaunch } from '../../common/mcp/types';
import {
  SamplingGrants,
  userRequestFeatures,
  type ElicitationAnswer,
  type ModelAnswerer,
  type SamplingAnswer,
} from '../../client/src/runner/clientRequests';
import { ServerRequests } from '../../client/src/runner/serverRequests';
import { samplingResult, serverRequestView } from '../../client/src/runner/serverRequestViews';
import { fileScope, fixtureLaunch, startHttpServer, type RecordingLogger } from './fixtures';
import { approvingGate, nextRequest } from './userRequestsHelpers';

const { pool, children } = fileScope();
const ROOTS = [{ uri: 'file:///work/project', name: 'project' }];

async function launchOver(transport: 'stdio' | 'http'): Promise<ServerLaunch> {
  if (transport === 'stdio') return fixtureLaunch('revisionServer.mjs', { args: ['--input-required'] });
  const { child, port } = await startHttpServer('revisionServer.mjs', ['--http', '--input-required']);
  children.push(child);
  return { transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} };
}

/** A runner's connection: its request cards (elicitation, sampling) and the workspace's roots. */
async function runner(name: string, transport: 'stdio' | 'http', models?: ModelAnswerer) {
  const queue = new ServerRequests();
  const grants = new SamplingGrants();
  const features: ClientFeatures = {
    ...userRequestFeatures(queue, { grants, ...(models ? { models } : {}) }),
    roots: () => ROOTS,
  };
  const { connection, logger } = pool.make(name, { features });
  const gate = approvingGate();
  await connection.start(await launchOver(transport));
  assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
  assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, '2026-07-28');
  return { queue, connection, logger, gate, grants };
}

/** What the server echoed: its result's text as JSON. */
async function called(connection: ServerConnection, tool: string, gate = approvingGate()): Promise<unknown> {
  const outcome = await connection.callTool({ name: tool, arguments: {} }, gate.approve);
  assert.equal(outcome.outcome, 'completed', JSON.stringify(outcome));
  const result = outcome.outcome === 'completed' ? outcome.result : {};
  assert.notEqual(result.isError, true, JSON.stringify(result));
  return JSON.parse((result.content as { text: string }[])[0]!.text);
}

function sent(logger: RecordingLogger, method: string): Record<string, unknown>[] {
  return logger.lines
    .filter((l) => l.startsWith('trace → '))
    .map((l) => JSON.parse(l.slice('trace → '.length)) as Record<string, unknown>)
    .filter((m) => m.method === method);
}

for (const transport of ['stdio', 'http'] as const) {
  describe(`input_required on a 2026-07-28 session over ${transport}`, { timeout: 120_000 }, () => {
    const session = runner(`input-${transport}`, transport);

    it('declares in _meta exactly the features the host gives, without what 2026-07-28 removed', async () => {
      const { connection } = await session;
      assert.deepEqual(await called(connection, 'client_capabilities'), {
        elicitation: { form: { applyDefaults: true }, url: {} },
        sampling: { tools: {} },
        roots: {},
        extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } },
      });
    });

    it('shows a form card, and the server gets the answer with the defaults of the fields left out', async () => {
      const { connection, queue } = await session;
      const call = called(connection, 'ask_name');
      const request = await nextRequest(queue, call);
      const view = serverRequestView(request);
      assert.ok(view.kind === 'elicitation' && view.mode === 'form');
      queue.answer(request.id, { action: 'accept', content: { name: 'Ada' } } satisfies ElicitationAnswer);
      assert.deepEqual(await call, {
        who: { kind: 'elicit', action: 'accept', content: { name: 'Ada', color: 'blue' } },
      });
    });

    it('answers Decline and Cancel as the spec says (no content)', async () => {
      const { connection, queue } = await session;
      for (const action of ['decline', 'cancel'] as const) {
        const call = called(connection, 'ask_name');
        const request = await nextRequest(queue, call);
        queue.answer(request.id, { action, content: { name: 'ignored' } } satisfies ElicitationAnswer);
        assert.deepEqual(await call, { who: { kind: 'elicit', action } });
      }
    });

    it('a sampling card answered by hand, in the second of two rounds; requestState comes back verbatim', async () => {
      const { connection, queue } = await session;
      const gate = approvingGate();
      const call = called(connection, 'ask_twice', gate);
      const first = await nextRequest(queue, call);
      queue.answer(first.id, { action: 'accept', content: { name: 'Grace' } } satisfies ElicitationAnswer);
      const second = await nextRequest(queue, call);
      assert.equal(serverRequestView(second).kind, 'sampling');
      queue.answer(second.id, {
        reply: samplingResult({ model: 'typed-by-hand', text: 'Retry, retry again' }, 'unused'),
      } satisfies SamplingAnswer);
      const echoed = (await call) as { first: unknown; second: unknown; state: string };
      assert.deepEqual(echoed.first, { kind: 'elicit', action: 'accept', content: { name: 'Grace', color: 'blue' } });
      assert.deepEqual(echoed.second, {
        kind: 'sampling',
        result: {
          role: 'assistant',
          model: 'typed-by-hand',
          content: { type: 'text', text: 'Retry, retry again' },
          stopReason: 'endTurn',
        },
      });
      assert.deepEqual(JSON.parse(echoed.state), { round: 2, first: echoed.first }, 'the state the server minted');
      assert.equal(gate.seen.length, 1, 'the retries of one call are not approved again');
    });

    it('answers two requests of one round, a card and the roots, on one retry', async () => {
      const { connection, queue, logger } = await session;
      const before = sent(logger, 'tools/call').length;
      const call = called(connection, 'ask_two');
      const request = await nextRequest(queue, call);
      queue.answer(request.id, { action: 'accept', content: { name: 'Linus' } } satisfies ElicitationAnswer);
      assert.deepEqual(await call, {
        who: { kind: 'elicit', action: 'accept', content: { name: 'Linus', color: 'blue' } },
        roots: { kind: 'roots', roots: ROOTS },
      });
      const calls = sent(logger, 'tools/call').slice(before);
      assert.equal(calls.length, 2, 'the call and one retry');
      assert.deepEqual(Object.keys((calls[1]!.params as { inputResponses: object }).inputResponses), ['who', 'roots']);
      assert.notEqual(calls[0]!.id, calls[1]!.id, 'the retry is a new request');
    });

    it('resources/read and prompts/get are answered the same way', async () => {
      const { connection, queue } = await session;
      const read = connection.readResource('modern://ask');
      const request = await nextRequest(queue, read);
      queue.answer(request.id, { action: 'decline' } satisfies ElicitationAnswer);
      const contents = (await read).contents as { text: string }[];
      assert.deepEqual(JSON.parse(contents[0]!.text), { who: { kind: 'elicit', action: 'decline' } });
      const prompt = await connection.getPrompt('ask_prompt', {});
      const messages = prompt.messages as { content: { text: string } }[];
      assert.deepEqual(JSON.parse(messages[0]!.content.text), { roots: { kind: 'roots', roots: ROOTS } });
    });
  });
}

describe('input_required: where the rounds stop', { timeout: 120_000 }, () => {
  const session = runner('input-limits', 'stdio');

  it(`stops a server that keeps asking after ${MAX_INPUT_ROUNDS} rounds, and says so`, async () => {
    const { connection, queue, logger } = await session;
    const before = sent(logger, 'tools/call').length;
    const answering = queue.onDidAdd((request) => {
      queue.answer(request.id, { action: 'accept', content: { name: 'again' } } satisfies ElicitationAnswer);
    });
    const gate = approvingGate();
    await assert.rejects(
      connection.callTool({ name: 'ask_forever', arguments: {} }, gate.approve),
      new RegExp(`still asked for input after ${MAX_INPUT_ROUNDS} rounds.*kept answering input_required`),
    );
    answering.dispose();
    assert.equal(sent(logger, 'tools/call').length - before, MAX_INPUT_ROUNDS + 1, 'the call and its retries');
    assert.equal(gate.seen.length, 1);
  });

  it('a declined sampling card ends the call: 2026-07-28 has no refusal to send, so nothing is sent again', async () => {
    const { connection, queue, logger } = await session;
    const before = sent(logger, 'tools/call').length;
    const call = connection.callTool({ name: 'ask_haiku', arguments: {} }, approvingGate().approve);
    const request = await nextRequest(queue, call);
    queue.answer(request.id, { refuse: 'decline' } satisfies SamplingAnswer);
    await assert.rejects(call, /sampling request was not answered \(User rejected sampling request\).*not sent again/);
    assert.equal(sent(logger, 'tools/call').length - before, 1);
  });

  it("a URL card accepted is the server's answer", async () => {
    const { connection, queue } = await session;
    const call = called(connection, 'ask_url');
    const request = await nextRequest(queue, call);
    const view = serverRequestView(request);
    assert.ok(view.kind === 'elicitation' && view.mode === 'url');
    assert.equal(view.url.host, 'example.com');
    queue.answer(request.id, { action: 'accept' } satisfies ElicitationAnswer);
    assert.deepEqual(await call, { visit: { kind: 'elicit', action: 'accept' } });
  });

  it('a call cancelled while its card waits withdraws the card and is not sent again', async () => {
    const { connection, queue, logger } = await session;
    const before = sent(logger, 'tools/call').length;
    const abort = new AbortController();
    const call = connection.callTool({ name: 'ask_name', arguments: {} }, approvingGate().approve, {
      signal: abort.signal,
    });
    await nextRequest(queue, call);
    abort.abort();
    await assert.rejects(call, /was cancelled/);
    assert.deepEqual(queue.pending(), [], 'the card is withdrawn');
    assert.equal(sent(logger, 'tools/call').length - before, 1);
  });

  it("shows only the server's progress, not the rounds", async () => {
    const { connection, queue } = await session;
    const progress: unknown[] = [];
    const call = connection.callTool({ name: 'ask_roots', arguments: {} }, approvingGate().approve, {
      onProgress: (p) => progress.push(p),
    });
    assert.deepEqual(queue.pending(), []);
    const outcome = await call;
    assert.equal(outcome.outcome, 'completed');
    assert.deepEqual(progress, []);
  });

  it('a session that ends while a card waits withdraws the card', async () => {
    const { connection, queue } = await session;
    const call = connection.callTool({ name: 'ask_name', arguments: {} }, approvingGate().approve);
    await nextRequest(queue, call);
    await connection.stop();
    await assert.rejects(call, /session ended while the server's elicitation request waited for an answer/);
    assert.deepEqual(queue.pending(), []);
  });
});

describe('input_required: sampling by a language model the user allowed', { timeout: 120_000 }, () => {
  it("answers without a card, and the server gets the model's reply", async () => {
    const asked: string[] = [];
    const models: ModelAnswerer = {
      generate: async (modelId) => {
        asked.push(modelId);
        return { role: 'assistant', model: modelId, content: { type: 'text', text: 'from the model' } };
      },
    };
    const { connection, queue, grants } = await runner('input-model', 'stdio', models);
    grants.allow('test:input-model', 'model-1', 'Model One');
    const card = once(queue.onDidAdd).then(() => Promise.reject(new Error('a card was shown')));
    assert.deepEqual(await Promise.race([called(connection, 'ask_haiku'), card]), {
      haiku: {
        kind: 'sampling',
        result: { role: 'assistant', model: 'model-1', content: { type: 'text', text: 'from the model' } },
      },
    });
    assert.deepEqual(asked, ['model-1']);
    assert.deepEqual(queue.pending(), []);
    assert.match(queue.notices.map((n) => n.text).join('\n'), /answered by Model One without asking/);
  });
});

describe('input_required: what the host does not offer', { timeout: 120_000 }, () => {
  it('an accepted form with nothing filled in gets the defaults; a request for an undeclared feature stops the call', async () => {
    const features: ClientFeatures = {
      elicitation: { modes: ['form'], elicit: async () => ({ action: 'accept' }) },
    };
    const { connection, logger } = pool.make('input-form-only', { features });
    await connection.start(fixtureLaunch('revisionServer.mjs', { args: ['--input-required', '--ask-undeclared'] }));
    assert.equal(connection.state.status, 'running');
    assert.deepEqual(await called(connection, 'client_capabilities'), {
      elicitation: { form: { applyDefaults: true } },
    });
    assert.deepEqual(await called(connection, 'ask_name'), {
      who: { kind: 'elicit', action: 'accept', content: { color: 'blue' } },
    });
    for (const [tool, asked] of [
      ['ask_haiku', 'sampling/createMessage'],
      ['ask_roots', 'roots/list'],
      ['ask_url', 'elicitation/create in url mode'],
    ] as const) {
      const before = sent(logger, 'tools/call').length;
      await assert.rejects(connection.callTool({ name: tool, arguments: {} }, approvingGate().approve), (e: Error) => {
        assert.ok(e.message.includes(`asked for ${asked}, which MCP Lens did not declare`), e.message);
        return true;
      });
      assert.equal(sent(logger, 'tools/call').length - before, 1, `${tool} was not sent again`);
    }
  });
});
