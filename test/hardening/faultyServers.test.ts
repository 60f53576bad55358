// Faults test/client/ does not already inject: huge results and tool lists, a list_changed storm, floods of stdout
// text, an HTTP stream cut mid-answer, and HTTP errors from servers other than the notes fixture.
import { strict as assert } from 'node:assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import type { ApprovalGate, Catalog } from '../../common/mcp/types';
import {
  assertNoLeaks,
  ConnectionPool,
  FIXTURES,
  fixtureLaunch,
  recorded,
  scratch,
  stopChild,
} from '../client/fixtures';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);

const pool = new ConnectionPool();
const children: ChildProcess[] = [];
const tmp = scratch();
const faults: string[] = [];

after(async () => {
  await pool.disposeAll();
  await Promise.all(children.map(stopChild));
  process.off('unhandledRejection', onUnhandled);
  console.log(
    `faulty servers: ${faults.length} faults injected (${faults.join('; ')}); ${pool.pids.size + children.length} processes started, none left`,
  );
  assertNoLeaks([...pool.pids, ...children.map((c) => c.pid!)]);
  assert.deepEqual(unhandled.map(String), [], 'no unhandled rejections');
  tmp.cleanup();
});

const approve: ApprovalGate = async () => true;

/** After each fault: the server's process is gone and nothing was left unhandled. */
function assertClean(pid: number | undefined): void {
  if (pid !== undefined) assertNoLeaks([pid]);
  assert.deepEqual(unhandled.map(String), [], 'no unhandled rejections');
}

function startFaultyHttp(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [join(FIXTURES, 'faultyHttp.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the faulty HTTP fixture exited with ${code}`)));
  });
}

describe('a huge tool result', () => {
  it('a 20 MB result completes, memory stays bounded, and the connection still works after', async () => {
    const bytes = 20 * 1024 * 1024;
    const { connection, logger } = pool.make('big');
    await connection.start(fixtureLaunch('bigResult.mjs', { env: { MCP_LENS_FIXTURE_BYTES: String(bytes) } }));
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    const pid = connection.pid;
    const before = process.memoryUsage().rss;
    const r = await connection.callTool({ name: 'big' }, approve);
    assert.equal(r.outcome, 'completed');
    const text = r.outcome === 'completed' ? (r.result.content as { text: string }[])[0]!.text : '';
    assert.equal(text.length, bytes);
    const grew = process.memoryUsage().rss - before;
    faults.push(`20 MB tool result (rss +${Math.round(grew / 1048576)} MB)`);
    // the text itself is 20 MB (40 MB as UTF-16); parsing and the SDK's validation cost a few copies, not hundreds
    assert.ok(grew < 600 * 1024 * 1024, `memory grew by ${Math.round(grew / 1048576)} MB for a 20 MB result`);
    // the trace log keeps a bounded excerpt, never the whole message
    const cut = logger.lines.filter((l) => /^trace ← \{.*… \(\d+ characters\)$/.test(l));
    assert.equal(cut.length, 1, 'the result is in the trace log, cut short');
    assert.ok(
      logger.lines.every((l) => l.length < 1024 * 1024),
      'no log line holds the whole result',
    );
    const small = await connection.callTool({ name: 'small' }, approve);
    assert.deepEqual(small.outcome === 'completed' && small.result.content, [{ type: 'text', text: 'ok' }]);
    await connection.stop();
    assert.equal(connection.state.status, 'stopped');
    assertClean(pid);
  });
});

describe('thousands of tools', () => {
  it('lists 5,000 tools in 50 pages to the end, in order', async () => {
    const calls = tmp.file('many-tools.jsonl');
    const { connection } = pool.make('many');
    await connection.start(fixtureLaunch('manyTools.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    faults.push('5,000 tools in 50 pages');
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.deepEqual(s.status === 'running' && s.counts, { tools: 5000 });
    const names = connection.catalog!.tools!.map((t) => t.name);
    assert.equal(new Set(names).size, 5000);
    assert.equal(names[0], 'tool_00000');
    assert.equal(names[4999], 'tool_04999');
    assert.equal(recorded(calls).length, 50, 'one request per page, no more');
    const pid = connection.pid;
    await connection.stop();
    assertClean(pid);
  });
});

describe('a list_changed storm', () => {
  it('500 notifications in a burst: the catalog ends exact, refreshes coalesce into a handful of listings', async () => {
    const storm = 500;
    const calls = tmp.file('storm.jsonl');
    const { connection, logger } = pool.make('storm');
    await connection.start(fixtureLaunch('listChangedStorm.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    const listedAtStart = recorded(calls).length;
    let catalogEvents = 0;
    connection.onDidChangeCatalog(() => catalogEvents++);
    const settled = once(connection.onDidChangeCatalog, (c: Catalog | undefined) => c?.tools?.length === storm + 1);
    const r = await connection.callTool({ name: 'storm', arguments: { count: storm } }, approve);
    assert.deepEqual(r.outcome === 'completed' && r.result.content, [{ type: 'text', text: String(storm + 1) }]);
    await settled;
    const tools = connection.catalog!.tools!;
    assert.equal(tools.length, storm + 1);
    assert.equal(tools[storm]!.name, `storm_${storm}`);
    assert.equal(
      logger.lines.filter((l) => l.includes('The server says its tools changed')).length,
      storm,
      'every notification was heard',
    );
    const listings = recorded(calls).length - listedAtStart;
    // one listing in flight plus at most one folded behind it: a burst costs O(1) listings per round trip, not one per notification
    faults.push(`${storm} tools/list_changed in one burst → ${listings} listings, ${catalogEvents} catalog events`);
    assert.ok(listings >= 1 && listings <= 20, `${listings} listings for ${storm} notifications`);
    assert.ok(catalogEvents <= listings, `${catalogEvents} catalog events for ${listings} listings`);
    // the catalog the last listing delivered is the final one, so nothing is still pending
    await connection.refresh();
    assert.equal(connection.catalog!.tools!.length, storm + 1);
    const pid = connection.pid;
    await connection.stop();
    assertClean(pid);
  });
});

describe('a server that floods stdout with text once it speaks JSON-RPC', () => {
  it('20,000 lines of text in one burst: the session stays up, the log keeps 200 of them, and calls still work', async () => {
    const { connection, logger } = pool.make('stdout-flood');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs', { env: { BANNER_QUIET: '1' } }));
    assert.equal(connection.state.status, 'running');
    const outcome = await connection.callTool({ name: 'shout', arguments: { times: 20_000 } }, async () => true);
    assert.equal(outcome.outcome, 'completed');
    assert.equal(
      (await connection.callTool({ name: 'echo', arguments: { message: 'after' } }, async () => true)).outcome,
      'completed',
    );
    assert.equal(connection.state.status, 'running');
    const logged = logger.lines.filter((l) => l.includes('[stdout, not JSON-RPC]'));
    assert.equal(logged.length, 201, 'the first 200 lines, and one line saying the rest are not logged');
    assert.match(logged[200]!, /more than 200 such lines/);
    assert.deepEqual(connection.state.status === 'running' ? connection.state.warnings : [], [
      'wrote non-protocol output to stdout: `shout 1`',
    ]);
  });
});

describe('HTTP servers that fail', () => {
  for (const status of [401, 404, 500]) {
    it(`HTTP ${status} on every request ends in error naming the URL and the status`, async () => {
      const port = await startFaultyHttp([`--status=${status}`]);
      const url = `http://127.0.0.1:${port}/mcp`;
      const { connection } = pool.make(`http-${status}`);
      await connection.start({ transport: 'http', url, headers: {} });
      faults.push(`HTTP ${status}`);
      const s = connection.state;
      assert.equal(s.status, 'error', JSON.stringify(s));
      const message = s.status === 'error' ? s.message : '';
      assert.ok(message.startsWith(`Could not connect to ${url}: `), message);
      assert.match(message, new RegExp(`HTTP ${status}`));
      assert.match(message, new RegExp(`fault fixture: HTTP ${status}`), 'the server’s own words are kept');
      await assert.rejects(
        connection.callTool({ name: 'x' }, approve),
        (e: Error) => e.name === 'NotRunningError' && e.message.includes(`HTTP ${status}`),
      );
      assertClean(undefined);
    });
  }

  it('connection refused on a port that just closed ends in error naming ECONNREFUSED', async () => {
    const port = await startFaultyHttp(['--status=500']);
    await stopChild(children[children.length - 1]!);
    const { connection } = pool.make('http-refused');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    faults.push('connection refused');
    const s = connection.state;
    assert.equal(s.status, 'error');
    assert.match(
      s.status === 'error' ? s.message : '',
      /^Could not connect to http:\/\/127\.0\.0\.1:\d+\/mcp: .*ECONNREFUSED/,
    );
    assertClean(undefined);
  });

  it('a JSON answer cut mid-body fails that call with an error at once; the connection survives', async () => {
    const port = await startFaultyHttp(['--cut=json']);
    const { connection, logger } = pool.make('http-cut-json');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    // a long timeout: the failure must come from the cut, not from the clock
    let said = '';
    await assert.rejects(connection.callTool({ name: 'cut' }, approve, { timeoutMs: 600_000 }), (e: Error) => {
      said = e.message;
      return (
        e.name === 'StreamClosedError' &&
        /^The server closed the stream before answering tools\/call: the connection broke off \(.+\)$/.test(e.message)
      );
    });
    faults.push(`HTTP JSON body cut mid-response ("${said}")`);
    assert.equal(connection.state.status, 'running', 'one broken answer does not end the session');
    await logger.waitFor(/still answers a ping, so the connection stays up/);
    await connection.ping();
    await connection.stop();
    assertClean(undefined);
  });

  it('an SSE answer cut mid-event fails that call at once; a ping finds the server still there, so the connection stays up', async () => {
    const port = await startFaultyHttp(['--cut=sse']);
    const { connection, logger } = pool.make('http-cut-sse');
    await connection.start({ transport: 'http', url: `http://127.0.0.1:${port}/mcp`, headers: {} });
    assert.equal(connection.state.status, 'running', JSON.stringify(connection.state));
    // the SDK reports the dropped stream through onerror and keeps the request; the connection layer fails it itself
    const survived = logger.waitFor(/still answers a ping, so the connection stays up/);
    let said = '';
    await assert.rejects(connection.callTool({ name: 'cut' }, approve, { timeoutMs: 600_000 }), (e: Error) => {
      said = e.message;
      return (
        e.name === 'StreamClosedError' &&
        /^The server closed the stream before answering tools\/call: the connection broke off \(.+\)$/.test(e.message)
      );
    });
    faults.push(`HTTP SSE stream cut mid-event ("${said}")`);
    await survived;
    assert.equal(connection.state.status, 'running');
    await connection.ping();
    await connection.stop();
    assertClean(undefined);
  });
});
