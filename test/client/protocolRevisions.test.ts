import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { modernRevisionsOffered } from '../../common/mcp/connect';
import { once } from '../../common/mcp/emitter';
import { revisionToPin } from '../../common/mcp/modernSession';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import type { ApprovalGate, ServerLaunch } from '../../common/mcp/types';
import { fileScope, fixtureLaunch, recorded, startHttpServer, type RecordingLogger } from './fixtures';

// Every released revision, each against a fixture that speaks only that one (test/fixtures/servers/revisionServer.mjs).
const LEGACY = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
const MODERN = '2026-07-28';

const { pool, children, tmp } = fileScope();

const approve: ApprovalGate = async () => true;
const deny: ApprovalGate = async () => false;

async function httpLaunch(args: string[], env: Record<string, string> = {}): Promise<ServerLaunch> {
  const { child, port } = await startHttpServer('revisionServer.mjs', ['--http', ...args], env);
  children.push(child);
  return { transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} };
}

function sent(logger: RecordingLogger, method: string): Record<string, unknown>[] {
  return logger.lines
    .filter((l) => l.startsWith('trace → '))
    .map((l) => JSON.parse(l.slice('trace → '.length)) as Record<string, unknown>)
    .filter((m) => m.method === method);
}

/** What a runner does with a server, through the connection's own interface, whatever its revision. */
async function exercise(connection: ServerConnection, calls: string): Promise<void> {
  assert.deepEqual(await connection.callTool({ name: 'echo', arguments: { text: 'nothing' } }, deny), {
    outcome: 'denied',
  });
  const r = await connection.callTool({ name: 'echo', arguments: { text: 'hello' } }, approve);
  assert.deepEqual(r.outcome === 'completed' && r.result.content, [{ type: 'text', text: 'hello' }]);
  assert.deepEqual(
    recorded(calls).map((c) => c.arguments),
    [{ text: 'hello' }],
    'the denied call was not sent',
  );
  const read = await connection.readResource('modern://readme');
  assert.match(JSON.stringify(read.contents), /This server speaks \d{4}-\d\d-\d\d only\./);
  const prompt = await connection.getPrompt('greet', { name: 'Ada' });
  assert.deepEqual(prompt.messages, [{ role: 'user', content: { type: 'text', text: 'Say hello to Ada.' } }]);

  await connection.subscribe('modern://readme');
  const updated = once(connection.onResourceUpdated, (uri) => uri === 'modern://readme');
  assert.equal((await connection.callTool({ name: 'touch_readme', arguments: {} }, approve)).outcome, 'completed');
  await updated;
  await connection.unsubscribe('modern://readme');
}

async function listChangeFollowed(connection: ServerConnection): Promise<void> {
  const changed = once(connection.onDidChangeCatalog, (c) => !!c?.tools?.some((t) => t.name === 'added_1'));
  const r = await connection.callTool({ name: 'add_tool', arguments: {} }, approve);
  assert.equal(r.outcome, 'completed');
  await changed;
  assert.equal(connection.state.status === 'running' && connection.state.counts.tools, 6);
}

describe('protocol revisions: a server that speaks only 2026-07-28', () => {
  for (const transport of ['stdio', 'http'] as const) {
    it(`is reached over ${transport}: initialize refused, then server/discover and _meta on every request, on the 2.x client`, async () => {
      const calls = tmp.file(`modern-${transport}.jsonl`);
      const launch =
        transport === 'stdio'
          ? fixtureLaunch('revisionServer.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } })
          : await httpLaunch([], { MCP_LENS_FIXTURE_CALLS: calls });
      const { connection, logger } = pool.make(`modern-${transport}`);
      await connection.start(launch);
      const s = connection.state;
      assert.equal(s.status, 'running', JSON.stringify(s));
      assert.equal(s.protocolVersion, MODERN);
      assert.equal(s.transport, transport);
      assert.deepEqual(s.server, { name: 'revision-2026-07-28', title: undefined, version: '2.0.0' });
      assert.equal(s.instructions, 'Speaks 2026-07-28 only.');
      assert.deepEqual(s.counts, { tools: 5, resources: 1, resourceTemplates: 0, prompts: 1 });
      assert.ok(
        logger.lines.some((l) =>
          /refused initialize: it speaks only 2026-07-28; connecting again with protocol 2026-07-28/.test(l),
        ),
        logger.lines.join('\n'),
      );

      await exercise(connection, calls);
      assert.equal(sent(logger, 'server/discover').length, 1);
      for (const method of ['tools/list', 'tools/call', 'resources/read', 'prompts/get']) {
        const requests = sent(logger, method);
        assert.ok(requests.length, `${method} was sent`);
        for (const m of requests) {
          assert.equal(
            (m.params as { _meta?: Record<string, unknown> })._meta?.['io.modelcontextprotocol/protocolVersion'],
            MODERN,
            `${method} names the revision in _meta`,
          );
        }
      }
      // one stream for the lists, one more with the resource, one more without it again
      assert.deepEqual(
        sent(logger, 'subscriptions/listen').map(
          (m) =>
            (m.params as { notifications?: { resourceSubscriptions?: string[] } }).notifications?.resourceSubscriptions,
        ),
        [undefined, ['modern://readme'], undefined],
      );
      assert.equal(sent(logger, 'resources/subscribe').length, 0);

      await listChangeFollowed(connection);
      await connection.stop();
      assert.equal(connection.state.status, 'stopped');
    });
  }
});

describe('protocol revisions: 2026-07-28 subscriptions', () => {
  it('follows two resources subscribed at once on one stream, the last one opened, whose filter holds both', async () => {
    const { connection, logger } = pool.make('modern-two-subscriptions');
    await connection.start(fixtureLaunch('revisionServer.mjs'));
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    await Promise.all([connection.subscribe('modern://readme'), connection.subscribe('modern://other')]);
    const listens = sent(logger, 'subscriptions/listen').map((m) => ({
      id: m.id,
      uris: (m.params as { notifications?: { resourceSubscriptions?: string[] } }).notifications?.resourceSubscriptions,
    }));
    assert.equal(listens[0]!.uris, undefined, 'the stream opened at connect follows the lists only');
    assert.deepEqual([...(listens.at(-1)!.uris ?? [])].sort(), ['modern://other', 'modern://readme']);
    // every stream but the last was cancelled
    const cancelled = sent(logger, 'notifications/cancelled').map(
      (m) => (m.params as { requestId?: unknown }).requestId,
    );
    assert.deepEqual(
      cancelled.sort(),
      listens
        .slice(0, -1)
        .map((l) => l.id)
        .sort(),
    );
    await connection.stop();
  });
});

describe('protocol revisions: a 2026-07-28 server that fails', () => {
  it('times out a request it does not answer, as on the 1.x client, and goes on running', async () => {
    const { connection } = pool.make('modern-hang');
    await connection.start(fixtureLaunch('revisionServer.mjs'));
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    await assert.rejects(
      connection.callTool({ name: 'hang', arguments: {} }, approve, { timeoutMs: 300 }),
      /^Error: tools\/call timed out: the server did not answer within 0\.3 s$/,
    );
    const r = await connection.callTool({ name: 'echo', arguments: { text: 'still here' } }, approve);
    assert.deepEqual(r.outcome === 'completed' && r.result.content, [{ type: 'text', text: 'still here' }]);
    await connection.stop();
  });

  it('ends in error, with the exit code, when its process exits', async () => {
    const { connection } = pool.make('modern-exit');
    await connection.start(fixtureLaunch('revisionServer.mjs'));
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    const failed = once(connection.onDidChangeState, (s) => s.status === 'error');
    await assert.rejects(
      connection.callTool({ name: 'exit', arguments: {} }, approve),
      /The connection closed during tools\/call/,
    );
    const s = await failed;
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server exited with code 3 \(stderr: revision fixture: exiting as asked\)$/,
    );
    assert.equal(connection.catalog, undefined);
  });
});

describe('protocol revisions: servers of the 2025 revisions and earlier stay on the 1.x client', () => {
  for (const revision of LEGACY) {
    it(`connects to a ${revision} server with initialize, and shows ${revision} as the protocol`, async () => {
      const calls = tmp.file(`legacy-${revision}.jsonl`);
      const { connection, logger } = pool.make(`legacy-${revision}`);
      await connection.start(
        fixtureLaunch('revisionServer.mjs', { args: ['--revision', revision], env: { MCP_LENS_FIXTURE_CALLS: calls } }),
      );
      const s = connection.state;
      assert.equal(s.status, 'running', JSON.stringify(s));
      assert.equal(s.protocolVersion, revision);
      assert.deepEqual(s.counts, { tools: 5, resources: 1, resourceTemplates: 0, prompts: 1 });
      assert.equal(sent(logger, 'initialize').length, 1);
      assert.equal(sent(logger, 'server/discover').length, 0, 'a legacy server is not probed');
      assert.equal(sent(logger, 'subscriptions/listen').length, 0);
      await exercise(connection, calls);
      assert.equal(sent(logger, 'resources/subscribe').length, 1);
      await listChangeFollowed(connection);
      await connection.stop();
    });
  }
});

describe('protocol revisions: when a refused initialize means a modern server', () => {
  it('is the unsupported-protocol-version error naming only modern revisions, over stdio or as the body of an HTTP 400', () => {
    assert.deepEqual(
      modernRevisionsOffered(
        new McpError(-32022, 'Unsupported protocol version: 2025-11-25', { supported: ['2026-07-28'] }),
      ),
      ['2026-07-28'],
    );
    const body = JSON.stringify({
      jsonrpc: '2.0',
      error: {
        code: -32022,
        message: 'Unsupported protocol version',
        data: { supported: ['2026-07-28', '2027-03-01'] },
      },
      id: 0,
    });
    assert.deepEqual(modernRevisionsOffered(new StreamableHTTPError(400, `Error POSTing to endpoint: ${body}`)), [
      '2026-07-28',
      '2027-03-01',
    ]);
  });

  it('is an answer to initialize with a modern revision (the 1.x client refuses it), and not with another one', () => {
    assert.deepEqual(modernRevisionsOffered(new Error("Server's protocol version is not supported: 2026-07-28")), [
      '2026-07-28',
    ]);
    assert.equal(
      modernRevisionsOffered(new Error("Server's protocol version is not supported: 2023-01-01")),
      undefined,
    );
  });

  it('is not a refusal naming something that is no revision, even one that sorts after 2026-07-28', () => {
    const refusal = (supported: string[]) =>
      modernRevisionsOffered(new McpError(-32022, 'Unsupported protocol version: 2025-11-25', { supported }));
    assert.equal(refusal(['x']), undefined);
    assert.equal(refusal(['2026-07-28', 'latest']), undefined);
    assert.deepEqual(refusal(['2027-01-15']), ['2027-01-15']);
  });

  it('is the header-mismatch error (-32020), which names no revision: [] (server/discover is asked next)', () => {
    assert.deepEqual(modernRevisionsOffered(new McpError(-32020, 'Missing MCP-Protocol-Version header')), []);
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 0,
      error: { code: -32020, message: 'Missing MCP-Protocol-Version header' },
    });
    assert.deepEqual(modernRevisionsOffered(new StreamableHTTPError(400, `Error POSTing to endpoint: ${body}`)), []);
    assert.equal(modernRevisionsOffered(new StreamableHTTPError(404, `Error POSTing to endpoint: ${body}`)), undefined);
  });

  it('is not any other refusal: a 2025-era list, another code, another HTTP status, a body that is not JSON', () => {
    assert.equal(
      modernRevisionsOffered(new McpError(-32022, 'Unsupported protocol version', { supported: ['2025-06-18'] })),
      undefined,
    );
    assert.equal(
      modernRevisionsOffered(
        new McpError(-32022, 'Unsupported protocol version', { supported: ['2025-06-18', '2026-07-28'] }),
      ),
      undefined,
    );
    assert.equal(modernRevisionsOffered(new McpError(-32022, 'Unsupported protocol version')), undefined);
    assert.equal(
      modernRevisionsOffered(new McpError(-32601, 'Method not found', { supported: ['2026-07-28'] })),
      undefined,
    );
    const body = JSON.stringify({
      jsonrpc: '2.0',
      error: { code: -32022, message: 'x', data: { supported: ['2026-07-28'] } },
      id: 0,
    });
    assert.equal(modernRevisionsOffered(new StreamableHTTPError(404, `Error POSTing to endpoint: ${body}`)), undefined);
    assert.equal(
      modernRevisionsOffered(new StreamableHTTPError(400, 'Error POSTing to endpoint: {not json')),
      undefined,
    );
    assert.equal(modernRevisionsOffered(new Error('Unsupported protocol version')), undefined);
  });

  it('pins the newest revision both sides speak, and none when the server speaks only revisions the client does not', () => {
    assert.equal(revisionToPin(['2026-07-28', '2027-03-01']), '2026-07-28');
    assert.equal(revisionToPin(['2027-03-01']), undefined);
  });
});
