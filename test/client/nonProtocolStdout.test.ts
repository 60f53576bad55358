// Text on a stdio server's stdout that is not JSON-RPC is logged with a warning and the session goes on, as in VS Code.
// A stream with no JSON-RPC in 100 lines, or before its start fails, ends in an error showing its first lines.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import { MASK } from '../../common/mcp/redact';
import type { ApprovalGate, ConnectionState } from '../../common/mcp/types';
import { filePool, fixtureLaunch } from './fixtures';

const pool = filePool();

const approve: ApprovalGate = async () => true;
const warningsOf = (s: ConnectionState) => (s.status === 'running' ? s.warnings : undefined);
const BANNER_WARNING = 'wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`';

describe('a stdio server that writes non-protocol text to stdout', () => {
  it('keeps running with a warning that quotes the first line, logs every line, and works', async () => {
    const { connection, logger } = pool.make('banner');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs'));
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.deepEqual(warningsOf(s), [BANNER_WARNING]);
    assert.ok(
      logger.lines.includes('warn [stdout, not JSON-RPC] Notes server v1.2.3 starting...'),
      logger.lines.join('\n'),
    );
    assert.ok(
      logger.lines.some((l) => /^warn The server wrote a line to stdout that is not a JSON-RPC message/.test(l)),
      'the log says once what that means',
    );
    const outcome = await connection.callTool({ name: 'echo', arguments: { message: 'hi' } }, approve);
    assert.equal(outcome.outcome, 'completed');
  });

  it('a stray line while running is logged and the session goes on; the warning (the first line) stays as it was', async () => {
    const { connection, logger } = pool.make('stray');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs'));
    const before = connection.state;
    const outcome = await connection.callTool({ name: 'shout', arguments: {} }, approve);
    assert.equal(outcome.outcome, 'completed');
    await logger.waitFor(/\[stdout, not JSON-RPC\] shouting on stdout!/);
    assert.equal(connection.state, before, 'no new state for a second line');
    assert.equal(
      (await connection.callTool({ name: 'echo', arguments: { message: 'again' } }, approve)).outcome,
      'completed',
    );
  });

  it('a server that was clean and writes its first stray line while running gets the warning then', async () => {
    const { connection } = pool.make('late');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs', { env: { BANNER_QUIET: '1' } }));
    assert.equal(connection.state.status, 'running');
    assert.equal(warningsOf(connection.state), undefined, 'no banner, no warning');
    const warned = once(connection.onDidChangeState, (s) => !!warningsOf(s));
    await connection.callTool({ name: 'shout', arguments: {} }, approve);
    assert.deepEqual(warningsOf(await warned), ['wrote non-protocol output to stdout: `shouting on stdout!`']);
  });

  it('masks secrets in the warning and the log, and cuts a long line in the warning', async () => {
    const TOKEN = 'tok-banner-"quoted"-5f2c';
    const { connection, logger } = pool.make('secret', { secrets: () => [TOKEN] });
    await connection.start(fixtureLaunch('bannerOnStdout.mjs', { env: { BANNER_TOKEN: TOKEN, BANNER_LONG: '1' } }));
    assert.equal(connection.state.status, 'running');
    assert.deepEqual(warningsOf(connection.state), [BANNER_WARNING], 'the first line only');
    assert.ok(
      logger.lines.includes(`warn [stdout, not JSON-RPC] Using token ${MASK} for the notes API`),
      logger.lines.join('\n'),
    );
    assert.ok(!logger.lines.some((l) => l.includes(TOKEN)));
    const long = logger.lines.find((l) => l.includes('long banner'))!;
    assert.ok(long.length < 600, 'a long line is logged whole up to a limit');
  });

  it('a warning quotes at most 80 characters, with control characters shown escaped', async () => {
    const { connection } = pool.make('long');
    await connection.start(
      fixtureLaunch('bannerOnStdout.mjs', { env: { BANNER_QUIET: '1', BANNER_FIRST: `\u001b[32m${'x'.repeat(200)}` } }),
    );
    const [warning] = warningsOf(connection.state) ?? [];
    assert.equal(warning, `wrote non-protocol output to stdout: \`\\u001b[32m${'x'.repeat(75)}…\``);
  });
});

describe('a stdio program that never speaks JSON-RPC', () => {
  it('100 lines of text and no JSON-RPC message: ends in error at once, quoting the first lines, and is stopped', async () => {
    const { connection, logger } = pool.make('flood');
    await connection.start(fixtureLaunch('notJsonRpc.mjs', { env: { LINES: '5000', THEN: 'wait' } }));
    const s = connection.state;
    assert.equal(s.status, 'error');
    assert.equal(
      s.status === 'error' ? s.message : '',
      'The server wrote 100 lines to stdout and none was a JSON-RPC message: "Usage: notes-cli [--port N] <command>", "  line 2 of the help text", "  line 3 of the help text" (stdio servers must write only JSON-RPC messages there; logs belong on stderr)',
    );
    assert.equal(connection.pid, undefined);
    assert.ok(
      logger.lines.filter((l) => l.includes('[stdout, not JSON-RPC]')).length <= 100,
      'the log holds the lines up to the limit, not the whole flood',
    );
  });

  it('exits before any JSON-RPC: the exit, and the first lines it wrote instead', async () => {
    const { connection } = pool.make('usage');
    await connection.start(fixtureLaunch('notJsonRpc.mjs', { env: { LINES: '2', THEN: 'exit' } }));
    const s = connection.state;
    assert.equal(
      s.status === 'error' ? s.message : JSON.stringify(s),
      'The server exited with code 2 before it finished initializing; it wrote no JSON-RPC message to stdout, only: "Usage: notes-cli [--port N] <command>", "  line 2 of the help text"',
    );
  });

  it('does not answer initialize: the timeout, and the first lines it wrote instead', async () => {
    // long enough for the program to have started and written its line on a slow machine; it answers nothing anyway
    const { connection } = pool.make('repl', { requestTimeoutMs: 5_000 });
    await connection.start(fixtureLaunch('notJsonRpc.mjs', { env: { LINES: '1', THEN: 'wait' } }));
    const s = connection.state;
    assert.match(
      s.status === 'error' ? s.message : JSON.stringify(s),
      /^The server did not answer initialize within 5 s; it wrote no JSON-RPC message to stdout, only: "Usage: notes-cli \[--port N\] <command>", "Unknown command: \{\\"(jsonrpc|method)\\"/,
    );
  });
});
