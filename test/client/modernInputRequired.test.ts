// A 2026-07-28 server asks for input with `input_required` results (SEP-2322); the runner's request cards answer them as
// they answer 2025 server requests. Against test/fixtures/servers/inputRequiredTools.mjs, whose results echo each answer.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ClientFeatures } from '../../common/mcp/clientFeatures';
import { MAX_INPUT_ROUNDS } from '../../common/mcp/modernInput';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import type { ServerLaunch } from '../../common/mcp/types';
import {
  SamplingGrants,
  userRequestFeatures,
  type ElicitationAnswer,
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
async function runner(name: string, transport: 'stdio' | 'http') {
  const queue = new ServerRequests();
  const features: ClientFeatures = {
    ...userRequestFeatures(queue, { grants: new SamplingGrants() }),
    roots: () => ROOTS,
  };
  const { connection, logger } = pool.make(name, { features });
  const gate = approvingGate();
  await connection.start(await launchOver(transport));
  assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
  assert.equal(connection.state.status === 'running' && connection.state.protocolVersion, '2026-07-28');
  return { queue, connection, logger, gate };
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
  });
}
