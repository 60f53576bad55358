// A Streamable HTTP server that closes a request's stream before answering: the call fails at once with a clear
// error (not at its timeout), other calls are not touched, and one ping decides whether the session is still up.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import type { ServerConnection } from '../../common/mcp/serverConnection';
import type { ApprovalGate, ConnectionState } from '../../common/mcp/types';
import { fileScope, startHttpServer, type RecordingLogger } from './fixtures';

const { pool, children } = fileScope();

const approve: ApprovalGate = async () => true;
// far beyond the test runner's patience: a call that fails did so because of the stream, not the clock
const NEVER = { timeoutMs: 600_000 };

async function connect(
  name: string,
  legacy = false,
): Promise<{ connection: ServerConnection; logger: RecordingLogger }> {
  const { child, port } = await startHttpServer('cutStreamHttp.mjs', legacy ? ['--legacy'] : []);
  children.push(child);
  const made = pool.make(name, { requestTimeoutMs: 600_000 });
  await made.connection.start({
    transport: legacy ? 'sse' : 'http',
    url: `http://127.0.0.1:${port}/${legacy ? 'sse' : 'mcp'}`,
    headers: {},
  });
  assert.equal(made.connection.state.status, 'running', JSON.stringify(made.connection.state));
  return made;
}

function rejectsWith(call: Promise<unknown>, message: RegExp): Promise<void> {
  return assert.rejects(call, (e: Error) => {
    assert.equal(e.name, 'StreamClosedError', e.stack);
    assert.match(e.message, message);
    return true;
  });
}

describe('a server that closes the stream before answering', { timeout: 120_000 }, () => {
  it('an SSE event cut off: the call fails at once, and the session stays up because the server still answers', async () => {
    const { connection, logger } = await connect('cut-sse');
    const survived = logger.waitFor(/still answers a ping, so the connection stays up/);
    await rejectsWith(
      connection.callTool({ name: 'cut_sse' }, approve, NEVER),
      /^The server closed the stream before answering tools\/call: the connection broke off \(.+\)$/,
    );
    await survived;
    assert.equal(connection.state.status, 'running');
    const r = await connection.callTool({ name: 'release' }, approve);
    assert.equal(r.outcome, 'completed');
    assert.ok(!logger.lines.some((l) => /unknown message ID/.test(l)), logger.lines.join('\n'));
  });

  it('an SSE response that ends without the answer fails the call too', async () => {
    const { connection } = await connect('end-sse');
    await rejectsWith(
      connection.callTool({ name: 'end_sse' }, approve, NEVER),
      /^The server closed the stream before answering tools\/call: the response ended without an answer$/,
    );
    await connection.ping();
  });

  it('a JSON answer cut off fails the call with the same words', async () => {
    const { connection, logger } = await connect('cut-json');
    await rejectsWith(
      connection.callTool({ name: 'cut_json' }, approve, NEVER),
      /^The server closed the stream before answering tools\/call: the connection broke off \(.+\)$/,
    );
    await logger.waitFor(/still answers a ping, so the connection stays up/);
    await connection.ping();
  });

  it('only the request whose stream was cut fails; another one in flight gets its answer', async () => {
    const { connection } = await connect('cut-one');
    const held = connection.callTool({ name: 'hold' }, approve, NEVER);
    await rejectsWith(connection.callTool({ name: 'cut_sse' }, approve, NEVER), /before answering tools\/call/);
    // the hold's POST may reach the server after this one: the release waits for it there
    const release = await connection.callTool({ name: 'release', arguments: { holds: 1 } }, approve, NEVER);
    assert.equal(release.outcome, 'completed');
    const r = await held;
    assert.deepEqual(r.outcome === 'completed' && r.result.content, [{ type: 'text', text: 'released' }]);
  });

  it('a resumable stream (it carried an event id) is left to the SDK to resume, and fails when the server refuses that', async () => {
    const { connection } = await connect('primed');
    await rejectsWith(
      connection.callTool({ name: 'primed_cut' }, approve, NEVER),
      /^The server closed the stream before answering tools\/call: resuming it failed: the server answered HTTP 405$/,
    );
  });

  it('a server that is gone after the cut: the call fails, then the connection ends in error saying why', async () => {
    const { connection, logger } = await connect('cut-die');
    const failed = once(connection.onDidChangeState, (s: ConnectionState) => s.status === 'error');
    await rejectsWith(
      connection.callTool({ name: 'cut_and_die' }, approve, NEVER),
      /before answering tools\/call: the connection broke off/,
    );
    const s = await failed;
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server closed the stream of a request before answering it \(the connection broke off \(.+\)\), and then did not answer a ping: fetch failed/,
    );
    assert.equal(connection.catalog, undefined);
    assert.ok(logger.lines.some((l) => l.startsWith('error The server closed the stream')));
    await assert.rejects(connection.ping(), (e: Error) => e.name === 'NotRunningError');
  });

  it('the older HTTP+SSE transport: its one stream cut fails the call waiting on it, and the lost session ends in error', async () => {
    const { connection } = await connect('legacy-cut', true);
    assert.equal(connection.state.status === 'running' && connection.state.transport, 'sse');
    const failed = once(connection.onDidChangeState, (s: ConnectionState) => s.status === 'error');
    await rejectsWith(
      connection.callTool({ name: 'cut_sse' }, approve, NEVER),
      /^The server closed the stream before answering tools\/call: the connection broke off \(.+\)$/,
    );
    const s = await failed;
    assert.match(s.status === 'error' ? s.message : '', /and then did not answer a ping: .*404/);
  });
});
