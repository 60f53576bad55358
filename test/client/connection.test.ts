import { strict as assert } from 'node:assert';
import { writeFileSync, readFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { once } from '../../common/mcp/emitter';
import { CancelledError, NotRunningError } from '../../common/mcp/errors';
import { processAlive } from '../../common/mcp/processTree';
import type { ApprovalGate, ToolCallRequest } from '../../common/mcp/types';
import { assertNoLeaks, ConnectionPool, fixtureLaunch, readPid, recorded, scratch } from './fixtures';

const pool = new ConnectionPool();
const tmp = scratch();
const extraPids = new Set<number>();
after(async () => {
  await pool.disposeAll();
  assertNoLeaks([...pool.pids, ...extraPids]);
  tmp.cleanup();
});

const approveAll: ApprovalGate = async () => true;
const denyAll: ApprovalGate = async () => false;

describe('ServerConnection over stdio, against the well-behaved fixture', () => {
  it('starts, lists the whole catalog, reports counts, and stops leaving nothing behind', async () => {
    const { connection, logger } = pool.make('notes');
    const states: string[] = [];
    connection.onDidChangeState((s) => states.push(s.status));
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    const state = connection.state;
    assert.equal(state.status, 'running', JSON.stringify(state));
    assert.equal(state.transport, 'stdio');
    assert.deepEqual(state.counts, { tools: 4, resources: 3, resourceTemplates: 1, prompts: 1 });
    assert.equal(state.server.name, 'notes-fixture');
    assert.equal(state.server.version, '1.2.3');
    assert.equal(state.protocolVersion, '2025-11-25');
    assert.equal(state.instructions, 'A fixture server for MCP Lens tests.');
    const deleteNote = connection.catalog!.tools!.find((t) => t.name === 'delete_note')!;
    assert.deepEqual(deleteNote.annotations, {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    });
    assert.deepEqual(connection.catalog!.resources!.find((r) => r.uri === 'notes://readme')!.annotations, {
      audience: ['user'],
      priority: 0.9,
    });
    assert.equal(connection.catalog!.resourceTemplates![0]!.uriTemplate, 'notes://notes/{id}');
    // stderr and traffic reach the log: stderr at info, the protocol at trace
    await logger.waitFor(/^info \[stderr\] notes fixture: starting on stdio/);
    assert.ok(logger.lines.some((l) => l.startsWith('trace → {') && l.includes('"method":"initialize"')));
    assert.ok(logger.lines.some((l) => l.startsWith('trace ← {') && l.includes('"serverInfo"')));
    const pid = connection.pid!;
    await connection.stop();
    assert.equal(connection.state.status, 'stopped');
    assert.equal(connection.catalog, undefined);
    assert.equal(processAlive(pid), false);
    assert.deepEqual(states, ['starting', 'running', 'stopped']);
  });

  it('stops what the server spawned, too (its whole process group)', async () => {
    const childFile = tmp.file('grandchild.pid');
    const { connection } = pool.make('notes-with-child');
    await connection.start(fixtureLaunch('wellBehaved.mjs', { env: { MCP_LENS_FIXTURE_CHILD: childFile } }));
    assert.equal(connection.state.status, 'running');
    const grandchild = readPid(childFile);
    extraPids.add(grandchild);
    assert.equal(processAlive(grandchild), true);
    await connection.stop();
    assert.equal(processAlive(grandchild), false);
  });

  it('gives the server the safe default environment, the envFile, the config env (null removes), and the cwd', async () => {
    const info = tmp.file('env-info.json');
    const envFile = tmp.file('.env');
    writeFileSync(envFile, '# comment\nFROM_FILE=file value\nOVERRIDDEN=from file\nexport QUOTED="a\\nb" # trailing\n');
    process.env.MCP_LENS_HOST_SECRET = 'do not leak';
    const { connection } = pool.make('env');
    await connection.start(
      fixtureLaunch('wellBehaved.mjs', {
        env: { MCP_LENS_FIXTURE_INFO: info, OVERRIDDEN: 'from env', HOME: null },
        envFile,
        cwd: tmp.dir,
      }),
    );
    assert.equal(connection.state.status, 'running');
    const facts = JSON.parse(readFileSync(info, 'utf8')) as { cwd: string; env: Record<string, string> };
    assert.equal(facts.env.FROM_FILE, 'file value');
    assert.equal(facts.env.QUOTED, 'a\nb');
    assert.equal(facts.env.OVERRIDDEN, 'from env');
    assert.equal(facts.env.HOME, undefined);
    assert.ok(facts.env.PATH, 'PATH comes with the safe default set');
    assert.equal(facts.env.MCP_LENS_HOST_SECRET, undefined, 'the host environment is not inherited by default');
    assert.equal(facts.cwd, tmp.dir);
    await connection.stop();

    await connection.start(
      fixtureLaunch('wellBehaved.mjs', { env: { MCP_LENS_FIXTURE_INFO: info }, inheritEnvironment: true }),
    );
    const inherited = JSON.parse(readFileSync(info, 'utf8')) as { env: Record<string, string> };
    assert.equal(inherited.env.MCP_LENS_HOST_SECRET, 'do not leak', 'inheritEnvironment passes the whole environment');
    delete process.env.MCP_LENS_HOST_SECRET;
    await connection.stop();
  });

  it('refuses to start with an envFile that cannot be read, saying which', async () => {
    const { connection } = pool.make('bad-envfile');
    await connection.start(fixtureLaunch('wellBehaved.mjs', { envFile: tmp.file('missing.env') }));
    assert.equal(connection.state.status, 'error');
    assert.match(
      connection.state.status === 'error' ? connection.state.message : '',
      /Could not read envFile .*missing\.env: ENOENT/,
    );
  });
});

describe('callTool and the approval gate', () => {
  it('sends nothing when the gate denies, and exactly the approved arguments when it approves', async () => {
    const calls = tmp.file('calls.jsonl');
    const { connection } = pool.make('gate');
    await connection.start(fixtureLaunch('wellBehaved.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    const seen: ToolCallRequest[] = [];
    let approvedSignals = 0;
    const onApproved = () => approvedSignals++;
    const denied = await connection.callTool(
      { name: 'delete_note', arguments: { id: 'welcome' } },
      async (r) => {
        seen.push(r);
        return false;
      },
      { onApproved },
    );
    assert.deepEqual(denied, { outcome: 'denied' });
    assert.equal(approvedSignals, 0);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.serverName, 'gate');
    assert.equal(seen[0]!.transport, 'stdio');
    assert.equal(seen[0]!.tool.name, 'delete_note');
    assert.deepEqual((seen[0]!.tool.annotations as Record<string, unknown>).destructiveHint, true);
    assert.deepEqual(seen[0]!.arguments, { id: 'welcome' });
    // a lying tool (readOnlyHint: true, but deletes) is asked about like any other
    assert.deepEqual(await connection.callTool({ name: 'tidy_notes' }, denyAll), { outcome: 'denied' });
    // a gate that throws is a denial
    assert.deepEqual(
      await connection.callTool({ name: 'tidy_notes' }, async () => Promise.reject(new Error('panel crashed'))),
      { outcome: 'denied' },
    );
    // only `true` approves
    assert.deepEqual(
      await connection.callTool({ name: 'tidy_notes' }, (async () => 'yes') as unknown as ApprovalGate),
      { outcome: 'denied' },
    );
    await connection.ping(); // every request before this one has been answered: the server has seen all it was sent
    assert.deepEqual(recorded(calls), [], 'denied calls never reach the server');

    const outcome = await connection.callTool(
      { name: 'delete_note', arguments: { id: 'welcome' } },
      async (r) => {
        assert.throws(
          () => ((r.arguments as Record<string, unknown>).id = 'todo'),
          TypeError,
          'the gate cannot change what is sent',
        );
        return true;
      },
      { onApproved },
    );
    assert.equal(outcome.outcome, 'completed');
    assert.equal(approvedSignals, 1);
    if (outcome.outcome !== 'completed') return;
    assert.deepEqual(outcome.result.content, [{ type: 'text', text: 'Deleted welcome' }]);
    assert.ok(outcome.durationMs >= 0);
    assert.deepEqual(
      recorded(calls).map((c) => [c.tool, c.arguments]),
      [['delete_note', { id: 'welcome' }]],
    );
    await connection.stop();
  });

  it('sends nothing when the server restarted while the gate was deciding', async () => {
    const calls = tmp.file('restart-calls.jsonl');
    const { connection } = pool.make('gate-restart');
    const launch = fixtureLaunch('wellBehaved.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } });
    await connection.start(launch);
    await assert.rejects(
      connection.callTool({ name: 'echo', arguments: { message: 'hi' } }, async () => {
        await connection.restart(launch);
        return true;
      }),
      NotRunningError,
    );
    await connection.ping();
    assert.deepEqual(recorded(calls), []);
    await connection.stop();
  });

  it('does not ask about a tool the server does not list', async () => {
    const { connection } = pool.make('unknown-tool');
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    let asked = false;
    await assert.rejects(
      connection.callTool({ name: 'nope' }, async () => (asked = true)),
      /lists no tool named "nope"/,
    );
    assert.equal(asked, false);
    await connection.stop();
  });

  it('refuses calls, reads and prompts when the server is not running', async () => {
    const { connection } = pool.make('idle');
    await assert.rejects(connection.callTool({ name: 'echo' }, approveAll), /idle is not running/);
    await assert.rejects(connection.readResource('notes://readme'), NotRunningError);
    await assert.rejects(connection.getPrompt('summarize'), NotRunningError);
  });
});

describe('resources and prompts', () => {
  it('reads text and binary resources, a template expansion, and gets a prompt', async () => {
    const { connection } = pool.make('read');
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    const readme = await connection.readResource('notes://readme');
    assert.deepEqual(readme.contents, [
      { uri: 'notes://readme', mimeType: 'text/markdown', text: '# Notes\n\nA fixture.' },
    ]);
    const logo = (await connection.readResource('notes://logo.png')).contents as { blob: string; mimeType: string }[];
    assert.equal(logo[0]!.mimeType, 'image/png');
    assert.equal(Buffer.from(logo[0]!.blob, 'base64').subarray(1, 4).toString(), 'PNG');
    const note = (await connection.readResource('notes://notes/todo')).contents as { text: string }[];
    assert.equal(note[0]!.text, '- write tests\n- ship');
    const prompt = await connection.getPrompt('summarize', { topic: 'tests', style: 'terse' });
    assert.deepEqual(prompt.messages, [
      { role: 'user', content: { type: 'text', text: 'Summarize the notes about tests in a terse style.' } },
    ]);
    await assert.rejects(
      connection.getPrompt('summarize', {}),
      (e: Error) => e.name === 'ServerError' && /prompts\/get failed/.test(e.message),
    );
    await connection.stop();
  });
});

describe('servers that fail', () => {
  it('a server that crashes at start ends in error with its exit code and what it said', async () => {
    const { connection } = pool.make('crash');
    await connection.start(fixtureLaunch('crashAtStart.mjs'));
    const s = connection.state;
    assert.equal(s.status, 'error');
    assert.match(
      s.status === 'error' ? s.message : '',
      /^The server exited with code 1 \(stderr: Error: NOTES_API_KEY is not set\) before it finished initializing$/,
    );
  });

  it('a command that does not exist ends in error naming it', async () => {
    const { connection } = pool.make('missing');
    await connection.start({ transport: 'stdio', command: 'mcp-lens-no-such-command', args: [], env: {} });
    const s = connection.state;
    assert.equal(s.status, 'error');
    assert.match(s.status === 'error' ? s.message : '', /command "mcp-lens-no-such-command" was not found/);
  });

  it('a working directory that does not exist ends in error naming it', async () => {
    const { connection } = pool.make('no-cwd');
    await connection.start(fixtureLaunch('wellBehaved.mjs', { cwd: tmp.file('nowhere') }));
    const s = connection.state;
    assert.match(s.status === 'error' ? s.message : '', /working directory .*nowhere does not exist/);
  });

  it('a server that hangs on initialize times out, and is killed with everything it spawned even though it ignores SIGTERM', async () => {
    const childFile = tmp.file('hang-child.pid');
    const info = tmp.file('hang-info.json');
    const { connection, logger } = pool.make('hang-init', { requestTimeoutMs: 400 });
    await connection.start(
      fixtureLaunch('hangOnInitialize.mjs', {
        env: { MCP_LENS_FIXTURE_CHILD: childFile, MCP_LENS_FIXTURE_INFO: info },
      }),
    );
    const s = connection.state;
    assert.equal(s.status, 'error');
    assert.equal(s.status === 'error' ? s.message : '', 'The server did not answer initialize within 0.4 s');
    const pid = (JSON.parse(readFileSync(info, 'utf8')) as { pid: number }).pid;
    const grandchild = readPid(childFile);
    extraPids.add(grandchild);
    assert.equal(processAlive(pid), false);
    assert.equal(processAlive(grandchild), false);
    assert.ok(logger.lines.some((l) => /ignored SIGTERM; sending SIGKILL/.test(l)));
  });

  it('a server that writes a banner on stdout keeps running, with a warning quoting it (more in nonProtocolStdout.test.ts)', async () => {
    const { connection } = pool.make('banner');
    await connection.start(fixtureLaunch('bannerOnStdout.mjs'));
    const s = connection.state;
    assert.equal(s.status, 'running', JSON.stringify(s));
    assert.deepEqual(s.status === 'running' ? s.warnings : undefined, [
      'wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`',
    ]);
    await connection.stop();
  });

  it('a server that dies during a call fails the call and ends in error with the reason', async () => {
    const { connection } = pool.make('dies');
    await connection.start(fixtureLaunch('dieMidCall.mjs'));
    assert.equal(connection.state.status, 'running');
    const errored = once(connection.onDidChangeState, (s) => s.status === 'error');
    await assert.rejects(
      connection.callTool({ name: 'explode' }, approveAll),
      /The connection closed during tools\/call: the server exited with code 3 \(stderr: Fatal error: exploding on purpose\)/,
    );
    const s = await errored;
    assert.equal(
      s.status === 'error' ? s.message : '',
      'The server exited with code 3 (stderr: Fatal error: exploding on purpose)',
    );
    assert.equal(connection.catalog, undefined);
    await assert.rejects(
      connection.callTool({ name: 'ok' }, approveAll),
      /dies is not running: The server exited with code 3/,
    );
  });

  it('a server killed from outside ends in error naming the signal', async () => {
    const { connection } = pool.make('killed');
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    const errored = once(connection.onDidChangeState, (s) => s.status === 'error');
    process.kill(connection.pid!, 'SIGTERM');
    const s = await errored;
    assert.equal(
      s.status === 'error' ? s.message : '',
      'The server was killed by SIGTERM (stderr: notes fixture: starting on stdio)',
    );
  });

  it('can be started again after an error, and restarted with a new process', async () => {
    const { connection } = pool.make('again');
    const status = (): string => connection.state.status;
    await connection.start(fixtureLaunch('crashAtStart.mjs'));
    assert.equal(status(), 'error');
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    assert.equal(status(), 'running');
    const first = connection.pid!;
    await connection.restart(fixtureLaunch('wellBehaved.mjs'));
    assert.equal(status(), 'running');
    assert.notEqual(connection.pid, first);
    assert.equal(processAlive(first), false);
    await connection.stop();
  });

  it('stopping while starting ends stopped, not in error', async () => {
    const { connection, logger } = pool.make('stop-while-starting', { requestTimeoutMs: 60_000 });
    const starting = connection.start(fixtureLaunch('hangOnInitialize.mjs'));
    assert.equal(connection.state.status, 'starting');
    await logger.waitFor(/\[stderr\] hang fixture: listening/);
    await connection.stop();
    await starting;
    assert.equal(connection.state.status, 'stopped');
  });
});

describe('requests that hang', () => {
  it('a call that never answers times out, and the server hears the cancellation', async () => {
    const calls = tmp.file('hang-calls.jsonl');
    const { connection, logger } = pool.make('hang-call');
    await connection.start(fixtureLaunch('hangOnCall.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    await assert.rejects(
      connection.callTool({ name: 'wait_forever' }, approveAll, { timeoutMs: 300 }),
      /tools\/call timed out: the server did not answer within 0\.3 s/,
    );
    await logger.waitFor(/\[server log info\] wait_forever was cancelled/);
    assert.ok(
      logger.lines.some((l) => /tools\/call timed out: .*; the server was sent notifications\/cancelled/.test(l)),
      'the server log says the call timed out',
    );
    assert.equal(connection.state.status, 'running', 'a timeout is not a failure of the server');
    await connection.stop();
  });

  it('a call can be cancelled with an AbortSignal', async () => {
    const { connection, logger } = pool.make('cancel-call');
    await connection.start(fixtureLaunch('hangOnCall.mjs'));
    const abort = new AbortController();
    const call = connection.callTool({ name: 'wait_forever' }, approveAll, {
      signal: abort.signal,
      onProgress: () => abort.abort(),
    });
    await assert.rejects(call, CancelledError);
    await logger.waitFor(/\[server log info\] wait_forever was cancelled/);
    assert.ok(
      logger.lines.some((l) => /tools\/call was cancelled; the server was sent notifications\/cancelled/.test(l)),
      'the server log says the call was cancelled',
    );
    // cancelled before approval: the gate is not even asked
    let asked = false;
    await assert.rejects(
      connection.callTool({ name: 'wait_forever' }, async () => (asked = true), { signal: AbortSignal.abort() }),
      CancelledError,
    );
    assert.equal(asked, false);
    // cancelled while the gate decides: the gate sees the signal, and an approval that comes anyway sends nothing
    const calls = tmp.file('cancel-calls.jsonl');
    await connection.restart(fixtureLaunch('hangOnCall.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    const during = new AbortController();
    let sawAbort = false;
    await assert.rejects(
      connection.callTool(
        { name: 'wait_forever' },
        async (_r, signal) => {
          during.abort();
          sawAbort = !!signal?.aborted;
          return true;
        },
        { signal: during.signal },
      ),
      CancelledError,
    );
    assert.equal(sawAbort, true);
    await connection.ping();
    assert.deepEqual(recorded(calls), []);
    await connection.stop();
  });

  it('cancels only requests still waiting: not one already answered, and never initialize', async () => {
    const { connection, logger } = pool.make('cancel-answered');
    await connection.start(fixtureLaunch('wellBehaved.mjs'));
    const abort = new AbortController();
    const outcome = await connection.callTool({ name: 'echo', arguments: { message: 'hi' } }, approveAll, {
      signal: abort.signal,
    });
    assert.equal(outcome.outcome, 'completed');
    // the caller's signal aborting after the answer (a runner closed later) is no cancellation of anything
    abort.abort();
    await connection.ping();
    // the session's own end aborts everything it still waits on: initialize was answered, and is never cancelled anyway
    await connection.stop();
    const sent = logger.lines.filter((l) => /^trace → /.test(l));
    assert.ok(
      sent.some((l) => /"method":"tools\/call"/.test(l)),
      'the traffic is traced',
    );
    assert.deepEqual(
      sent.filter((l) => /notifications\/cancelled/.test(l)),
      [],
    );
  });
});

describe('a catalog that changes', () => {
  it('follows tools/list_changed and reports resources/updated', async () => {
    const { connection } = pool.make('changes');
    await connection.start(fixtureLaunch('listChanged.mjs'));
    assert.deepEqual(
      connection.catalog!.tools!.map((t) => t.name),
      ['target', 'add_tool', 'reword_tool', 'bump'],
    );
    const grown = once(connection.onDidChangeCatalog, (c) => !!c?.tools?.some((t) => t.name === 'added_1'));
    await connection.callTool({ name: 'add_tool' }, approveAll);
    await grown;
    assert.equal(connection.state.status === 'running' && connection.state.counts.tools, 5);

    const reworded = once(
      connection.onDidChangeCatalog,
      (c) => c?.tools?.find((t) => t.name === 'target')?.description === 'Now it deletes things.',
    );
    await connection.callTool(
      { name: 'reword_tool', arguments: { description: 'Now it deletes things.' } },
      approveAll,
    );
    await reworded;

    await connection.subscribe('counter://value');
    const updated = once(connection.onResourceUpdated);
    await connection.callTool({ name: 'bump' }, approveAll);
    assert.equal(await updated, 'counter://value');
    assert.deepEqual((await connection.readResource('counter://value')).contents, [
      { uri: 'counter://value', text: '1' },
    ]);
    await connection.unsubscribe('counter://value');
    await connection.stop();
  });

  it('refuses a call whose tool changed while the gate was deciding', async () => {
    const calls = tmp.file('rug-calls.jsonl');
    const { connection } = pool.make('rug');
    await connection.start(fixtureLaunch('listChanged.mjs', { env: { MCP_LENS_FIXTURE_CALLS: calls } }));
    await assert.rejects(
      connection.callTool({ name: 'target' }, async () => {
        const changed = once(
          connection.onDidChangeCatalog,
          (c) => c?.tools?.find((t) => t.name === 'target')?.description === 'Changed.',
        );
        await connection.callTool({ name: 'reword_tool', arguments: { description: 'Changed.' } }, approveAll);
        await changed;
        return true;
      }),
      /The definition of target changed while the call waited for approval; nothing was sent/,
    );
    assert.deepEqual(
      recorded(calls).map((c) => c.tool),
      ['reword_tool'],
    );
    await connection.stop();
  });

  it('follows pagination to the end of every list', async () => {
    const { connection } = pool.make('paged');
    await connection.start(fixtureLaunch('paged.mjs'));
    const s = connection.state;
    assert.equal(s.status, 'running');
    assert.deepEqual(s.status === 'running' && s.counts, {
      tools: 25,
      resources: 12,
      resourceTemplates: 1,
      prompts: 3,
    });
    assert.deepEqual(
      connection.catalog!.tools!.map((t) => t.name),
      Array.from({ length: 25 }, (_, i) => `tool_${i}`),
    );
    // what the server sent is kept as sent, even where it breaks the spec
    assert.deepEqual(connection.catalog!.resources![3]!.annotations, { audience: ['robot'], priority: 2 });
    await connection.refresh();
    assert.equal(connection.catalog!.prompts!.length, 3);
    await connection.stop();
  });
});
