import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { ApprovalGate } from '../../common/mcp/types';
import { fileScope, recorded, startHttpFixture, stopChild } from './fixtures';

const { pool, children, tmp } = fileScope();

const approve: ApprovalGate = async () => true;

async function fixture(args: string[] = [], env: Record<string, string> = {}): Promise<number> {
  const { child, port } = await startHttpFixture(args, env);
  children.push(child);
  return port;
}

describe('ServerConnection over HTTP', () => {
  it('speaks Streamable HTTP, and sends the configured headers', async () => {
    const calls = tmp.file('http-calls.jsonl');
    const port = await fixture([], { MCP_LENS_FIXTURE_TOKEN: 'secret-token', MCP_LENS_FIXTURE_CALLS: calls });
    const { connection, logger } = pool.make('http');
    await connection.start({
      transport: 'http',
      url: `http://127.0.0.1:${port}/mcp`,
      headers: { Authorization: 'Bearer secret-token' },
    });
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.equal(s.transport, 'http');
    assert.deepEqual(s.counts, { tools: 4, resources: 3, resourceTemplates: 1, prompts: 1 });
    assert.ok(logger.lines.some((l) => l.startsWith('trace → ') && l.includes('tools/list')));
    assert.deepEqual(await connection.callTool({ name: 'delete_note', arguments: { id: 'todo' } }, async () => false), {
      outcome: 'denied',
    });
    const r = await connection.callTool({ name: 'read_note', arguments: { id: 'todo' } }, approve);
    assert.deepEqual(r.outcome === 'completed' && r.result.content, [{ type: 'text', text: '- write tests\n- ship' }]);
    assert.deepEqual(
      recorded(calls).map((c) => c.tool),
      ['read_note'],
    );
    await connection.stop();
    assert.equal(connection.state.status, 'stopped');
  });

  it('ends in error, with the HTTP status, when the server refuses the request', async () => {
    const port = await fixture([], { MCP_LENS_FIXTURE_TOKEN: 'secret-token' });
    const { connection } = pool.make('http-401');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    const s = connection.state;
    assert.equal(s.status, 'error');
    // no SSE fallback after 401: the older transport would refuse the same credentials
    assert.match(
      s.status === 'error' ? s.message : '',
      /^Could not connect to http:\/\/127\.0\.0\.1:\d+\/mcp: Streamable HTTP error: Error POSTing to endpoint: missing or wrong token \(HTTP 401\); the server wants credentials: give them in its "headers"/,
    );
    assert.doesNotMatch(s.status === 'error' ? s.message : '', /SSE/);
  });

  it('falls back to the older HTTP+SSE transport when Streamable HTTP is refused', async () => {
    const port = await fixture(['--sse']);
    const { connection, logger } = pool.make('sse');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/sse`, headers: {} });
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.equal(s.transport, 'sse');
    assert.ok(
      logger.lines.some((l) => /Streamable HTTP did not work .*405.*trying the older HTTP\+SSE transport/.test(l)),
      logger.lines.join('\n'),
    );
    const r = await connection.readResource('notes://readme');
    assert.equal((r.contents as { text: string }[])[0]!.text, '# Notes\n\nA fixture.');
    await connection.stop();
  });

  it('says so when nothing listens at the URL, and when the URL is not one', async () => {
    const port = await fixture();
    await stopChild(children[children.length - 1]!);
    const { connection } = pool.make('refused');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    const s = connection.state;
    assert.match(s.status === 'error' ? s.message : '', /ECONNREFUSED/);
    await connection.start({ transport: 'http', url: 'not a url', headers: {} });
    const t = connection.state;
    assert.equal(t.status === 'error' ? t.message : '', '"not a url" is not a valid URL');
  });
});
