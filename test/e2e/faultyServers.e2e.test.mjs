// Every kind of faulty server (crashing, silent, hanging, failing over HTTP) ends in a clear state with its reason in
// the tree and leaves no process behind, while the rest of VS Code stays usable (issue 12, item 2).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  clickInline,
  dismissHovers,
  e2eSkipReason,
  ensureBuilt,
  openFile,
  REPO_ROOT,
  runCommand,
  setRowExpanded,
  setViewExpanded,
  startSession,
  treeRow,
} from './harness.mjs';
import { answerApproval, pickQuickItem, runPickingCommand, pickThrough } from './approvalPanel.mjs';
import { poll } from './poll.mjs';
import { runnerFrame, waitForResult, waitForStatus } from './runnerPanel.mjs';
import { recorded, waitForRecord, waitForRowText } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');
/**
 * The request timeout while the faults of the first part are injected: short, so that a hang ends in a timeout, and
 * long enough for the servers that do answer to start on a busy machine.
 */
const SHORT_TIMEOUT_S = 10;
/** The timeout once the settings change: a hanging call stays pending until it is cancelled. */
const LONG_TIMEOUT_S = 3600;

/** Starts test/fixtures/servers/faultyHttp.mjs with `args`; resolves with { child, url } once it listens. */
function startFaultyHttp(args) {
  const child = spawn(process.execPath, [path.join(FIXTURES, 'faultyHttp.mjs'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /PORT=(\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}/mcp` });
    });
    child.once('exit', (code) => reject(new Error(`the faulty HTTP fixture (${args.join(' ')}) exited with ${code}`)));
  });
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Waits (up to a bound) for a process to be gone; the client's stop escalates to SIGKILL after its grace periods. */
async function waitGone(pid, what, timeout = 30_000) {
  await poll(
    () => alive(pid),
    (running) => !running,
    { timeout, interval: 100, failure: () => `${what} (pid ${pid}) is still running` },
  );
}

/** A settled server row: running (its counts), or failed (its reason); not stopped, not starting. */
const SETTLED = /error · |· \d+ tools?\b|· offers nothing/;

/** Starts `label` from the tree and waits for its row to settle. Resolves with what the row says. */
async function startFromTree(page, label, { timeout = 60_000 } = {}) {
  await clickInline(page, label, 'Start Server');
  const shown = await waitForRowText(page, label, SETTLED, { timeout });
  assert.ok(!shown.includes('starting…'), `${label} still says starting: ${shown}`);
  return shown;
}

/**
 * Unfolds an error row and resolves with the text of its child labelled with `expected`, drawn with the codicon
 * `icon` (error: what happened; quote: what the server said; output: Show Server Log).
 */
async function errorChild(page, label, expected, icon = 'error') {
  const row = treeRow(page, label);
  if ((await row.getAttribute('aria-expanded')) !== 'true') {
    await dismissHovers(page);
    await row.click();
  }
  // the child row's own label holds the text (the server's row holds only the short reason, in its description)
  const child = page
    .locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: expected }) })
    .filter({ has: page.locator(`.codicon-${icon}`) })
    .first();
  await child.waitFor({ state: 'visible', timeout: 30_000 });
  return (await child.innerText()).replace(/\s+/g, ' ').trim();
}

/** The outcome the runner shows for the last call: its status word (in its head, or leading its message) and its message. */
async function outcome(frame) {
  const result = frame.locator('#panel-tools .result-host .result').first();
  const status = (await result.locator('.status').first().innerText()).trim();
  const message = (await result.locator('p.message').first().innerText()).replace(/\s+/g, ' ').trim();
  const whole = (await result.innerText()).replace(/\s+/g, ' ');
  return { status, message, text: message.startsWith(status) ? message : `${status}: ${message}`, whole };
}

/** The process ids of every server started in the session, from "Started process N" in the servers' output channels. */
async function startedProcesses(session) {
  const logs = (await session.logs()).filter((l) => l.kind === 'output-channel');
  return [...new Set(logs.flatMap((l) => [...l.text.matchAll(/Started process (\d+)/g)].map((m) => Number(m[1]))))];
}

/** Waits until the output channel of `server` has logged a line matching `re` `times` times. */
async function waitForChannel(session, server, re, times = 1, timeout = 60_000) {
  const seen = async () => {
    const channel = (await session.logs()).find(
      (l) => l.kind === 'output-channel' && l.name.endsWith(`MCP Lens ${server}.log`),
    );
    return channel ? channel.text.split('\n').filter((l) => re.test(l)).length : 0;
  };
  await poll(seen, (n) => n >= times, {
    timeout,
    failure: (n) => `the log of ${server} shows ${re} ${n} times, not ${times}`,
  });
}

/** "MCP Lens: Run Tool", the tool picked, Run pressed in the runner, Approve in the panel. Resolves with the runner's frame. */
async function runTool(page, label) {
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), label);
  const frame = await runnerFrame(page);
  await frame.locator('#panel-tools:not([hidden]) #tool-title', { hasText: label }).waitFor({ timeout: 30_000 });
  await frame.locator('#panel-tools').getByRole('button', { name: 'Run', exact: true }).click();
  await waitForStatus(frame, 'Waiting for approval');
  await answerApproval(page, 'Approve');
  return frame;
}

async function makeWorkspace(urls) {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-faulty-'));
  const files = {
    hangInfo: path.join(workspace, 'hang-on-initialize.json'),
    hangChild: path.join(workspace, 'hang-on-initialize-child.pid'),
    midCallCalls: path.join(workspace, 'crash-mid-call.jsonl'),
    hangCallCalls: path.join(workspace, 'hang-on-call.jsonl'),
  };
  const stdio = (file, env = {}) => ({
    type: 'stdio',
    command: process.execPath,
    args: [path.join(FIXTURES, file)],
    env,
  });
  const http = (url) => ({ type: 'http', url });
  const servers = {
    'crash-at-start': stdio('crashAtStart.mjs'),
    'half-written': stdio('halfWrittenAnswer.mjs'),
    'banner-on-stdout': stdio('bannerOnStdout.mjs'),
    'no-json-rpc': stdio('notJsonRpc.mjs', { LINES: '150', THEN: 'wait' }),
    'hang-on-initialize': stdio('hangOnInitialize.mjs', {
      MCP_LENS_FIXTURE_INFO: files.hangInfo,
      MCP_LENS_FIXTURE_CHILD: files.hangChild,
    }),
    'http-401': http(urls.unauthorized),
    'http-500': http(urls.failing),
    'http-refused': http(urls.refused),
    'crash-mid-call': stdio('dieMidCall.mjs', { MCP_LENS_FIXTURE_CALLS: files.midCallCalls }),
    'hang-on-call': stdio('hangOnCall.mjs', { MCP_LENS_FIXTURE_CALLS: files.hangCallCalls }),
    'http-cut': http(urls.cut),
  };
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers }, null, 2));
  await fs.writeFile(path.join(workspace, 'scratch.txt'), '');
  return { workspace, files, names: Object.keys(servers) };
}

/**
 * Changes the workspace's settings, since code-server does not notice a user settings file changing on disk. Nothing
 * shows the request timeout, so the change also turns on a setting that adds a row, and that row's arrival shows both.
 */
async function changeSettings(session, changes) {
  await fs.writeFile(
    path.join(session.userDataDir, 'User', 'mcp.json'),
    JSON.stringify(
      {
        servers: {
          'settings-applied': {
            type: 'stdio',
            command: process.execPath,
            args: [path.join(FIXTURES, 'wellBehaved.mjs')],
          },
        },
      },
      null,
      2,
    ),
  );
  await fs.writeFile(
    path.join(session.workspace, '.vscode', 'settings.json'),
    JSON.stringify({ ...changes, 'mcpLens.discovery.userConfigs': true }, null, 2),
  );
  await waitForRowText(session.page, 'settings-applied', 'stdio · stopped');
}

test(
  'faulty servers end in a clear state, never freeze the UI, and leave nothing unhandled in the logs',
  { skip: e2eSkipReason(), timeout: 20 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const httpFixtures = [];
    const covered = [];
    const pids = [];
    let grandchild;
    let session;
    let workspace;
    let step = 'start the HTTP fixtures';
    try {
      const unauthorized = await startFaultyHttp(['--status=401']);
      const failing = await startFaultyHttp(['--status=500']);
      const cut = await startFaultyHttp(['--cut=json']);
      const closed = await startFaultyHttp(['--status=500']);
      httpFixtures.push(unauthorized.child, failing.child, cut.child, closed.child);
      await stopChild(closed.child); // its port now refuses connections
      const made = await makeWorkspace({
        unauthorized: unauthorized.url,
        failing: failing.url,
        cut: cut.url,
        refused: closed.url,
      });
      workspace = made.workspace;
      const { files } = made;

      step = 'open the window';
      session = await startSession({
        workspace,
        settings: {
          'workbench.colorTheme': 'Default Dark Modern',
          'mcpLens.servers.requestTimeoutSeconds': SHORT_TIMEOUT_S,
        },
      });
      const { page } = session;
      await page.setViewportSize({ width: 1400, height: 1000 });
      await runCommand(page, 'View: Show MCP Lens');
      for (const name of made.names) await waitForRowText(page, name, 'stopped');

      step = 'faults at start: each ends in error, its row leading with a short reason that tells it from the others';
      const startFaults = [
        ['crash-at-start', 'exits with code 1 before initialize', 'error · NOTES_API_KEY is not set'],
        [
          'half-written',
          'half a JSON-RPC answer on stdout, then exit 2',
          'error · crashed while writing the initialize answer',
        ],
        ['no-json-rpc', '150 lines of text on stdout and no JSON-RPC', 'error · no JSON-RPC on stdout'],
        [
          'hang-on-initialize',
          `never answers initialize, ignores SIGTERM (timeout ${SHORT_TIMEOUT_S} s)`,
          `error · no answer to initialize in ${SHORT_TIMEOUT_S} s`,
        ],
        ['http-401', 'HTTP 401 on every request', 'error · HTTP 401 Unauthorized'],
        ['http-500', 'HTTP 500 on every request', 'error · HTTP 500 Internal Server Error'],
        ['http-refused', 'connection refused', 'error · connection refused'],
      ];
      for (const [name, fault, expected] of startFaults) {
        step = `start ${name} (${fault})`;
        const shown = await startFromTree(page, name);
        assert.equal(shown.slice(shown.indexOf('error · ')), expected, `${name}: ${shown}`);
        covered.push({ server: name, fault, state: expected });
      }
      step = 'the error row’s children: what happened, what the server said, its log; no process left';
      assert.equal(
        await errorChild(page, 'crash-at-start', 'Exited with code 1'),
        'Exited with code 1 while starting.',
      );
      assert.equal(
        await errorChild(page, 'crash-at-start', 'NOTES_API_KEY', 'quote'),
        'stderr: Error: NOTES_API_KEY is not set',
      );
      assert.equal(await errorChild(page, 'crash-at-start', 'Show Server Log', 'output'), 'Show Server Log');
      const info = JSON.parse(readFileSync(files.hangInfo, 'utf8'));
      grandchild = Number(readFileSync(files.hangChild, 'utf8'));
      await waitGone(info.pid, 'the server that hung on initialize');
      await waitGone(grandchild, 'the process the hanging server spawned');
      pids.push(info.pid, grandchild);
      await runCommand(page, 'Notifications: Clear All Notifications');
      await session.screenshot('faulty-servers-tree');

      step = 'a banner on stdout before JSON-RPC: the server runs, with a warning on its row and the line in its log';
      const bannerRow = await startFromTree(page, 'banner-on-stdout');
      assert.match(bannerRow, /· 5 tools, 3 resources, 1 template, 1 prompt · non-protocol output on stdout$/);
      assert.equal(
        await treeRow(page, 'banner-on-stdout').locator('.codicon-warning').count(),
        1,
        'its icon is a warning',
      );
      // a server that starts running unfolds by itself (toggling it here could race that and fold it again)
      await page
        .locator('.pane-body .monaco-list-row[aria-expanded="true"]', {
          has: page.locator('.label-name', { hasText: /^banner-on-stdout$/ }),
        })
        .waitFor({ timeout: 30_000 });
      const warningRow = page
        .locator('.pane-body .monaco-list-row', {
          has: page.locator('.label-name', { hasText: 'Wrote non-protocol output' }),
        })
        .filter({ has: page.locator('.codicon-warning') })
        .first();
      await warningRow.waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(
        (await warningRow.innerText()).replace(/\s+/g, ' ').trim(),
        'Wrote non-protocol output to stdout: `Notes server v1.2.3 starting...`',
      );
      await waitForChannel(
        session,
        'banner-on-stdout',
        /\[warning\] \[stdout, not JSON-RPC\] Notes server v1\.2\.3 starting\.\.\./,
      );
      await session.screenshot('faulty-servers-banner-warning');
      await clickInline(page, 'banner-on-stdout', 'Stop Server');
      await waitForRowText(page, 'banner-on-stdout', '· stopped');
      covered.push({
        server: 'banner-on-stdout',
        fault: 'a banner on stdout before JSON-RPC',
        state:
          'running, row: non-protocol output on stdout (warning icon, a child row quoting it), the line in its log',
      });

      step = 'servers that start, and fail later';
      for (const name of ['crash-mid-call', 'hang-on-call', 'http-cut']) {
        assert.match(await startFromTree(page, name), /· \d+ tools?\b/, name);
      }
      await setViewExpanded(page, 'Servers', false); // the runner gets the side bar

      step = 'a call the server dies in the middle of';
      let runner = await runTool(page, 'explode');
      await waitForResult(runner, 'tools', 'Result of explode');
      const died = await outcome(runner);
      assert.equal(died.status, 'Failed');
      assert.match(died.message, /tools\/call.*exited with code 3 \(stderr: Fatal error: exploding on purpose\)/);
      const midCallPid = (await waitForRecord(files.midCallCalls, (c) => c.tool === 'explode')).pid;
      await waitGone(midCallPid, 'the server that died mid-call');
      pids.push(midCallPid);
      covered.push({
        server: 'crash-mid-call',
        fault: 'exits (code 3) while a tool call is pending',
        state: `runner: ${died.text}`,
      });

      step = 'an HTTP answer cut mid-body';
      runner = await runTool(page, 'cut');
      await waitForResult(runner, 'tools', 'Result of cut');
      const cutShort = await outcome(runner);
      assert.equal(cutShort.status, 'Failed');
      assert.match(cutShort.message, /closed the (connection|stream)\b.*tools\/call|tools\/call.*closed/);
      covered.push({
        server: 'http-cut',
        fault: 'HTTP JSON answer cut mid-body, socket dropped',
        state: `runner: ${cutShort.text}`,
      });

      step = `a call that never ends times out after ${SHORT_TIMEOUT_S} s`;
      runner = await runTool(page, 'wait_forever');
      await waitForResult(runner, 'tools', 'Result of wait_forever');
      const timedOut = await outcome(runner);
      assert.equal(timedOut.status, 'Failed');
      assert.equal(timedOut.message, `tools/call timed out: the server did not answer within ${SHORT_TIMEOUT_S} s`);
      await waitForRecord(files.hangCallCalls, (c) => c.event === 'cancelled'); // the SDK tells the server on a timeout
      covered.push({
        server: 'hang-on-call',
        fault: `tool call never answered (timeout ${SHORT_TIMEOUT_S} s)`,
        state: `runner: ${timedOut.text}`,
      });

      step = 'the tree after the calls';
      await setViewExpanded(page, 'Servers', true);
      const midCallRow = await waitForRowText(page, 'crash-mid-call', 'error · ');
      assert.equal(midCallRow.slice(midCallRow.indexOf('error · ')), 'error · exploding on purpose');
      // its row was open while it ran and stays open (a row keeps its id, and VS Code its fold state): why it failed
      // takes the place of its tools
      assert.equal(await treeRow(page, 'crash-mid-call').getAttribute('aria-expanded'), 'true');
      assert.match(
        await errorChild(page, 'crash-mid-call', 'Exited with code 3'),
        /^Exited with code 3 while running\b/,
      );
      await waitForRowText(page, 'http-cut', '· 1 tool'); // one broken answer does not end the session
      await waitForRowText(page, 'hang-on-call', '· 1 tool');
      // the failed rows fold again, so that the server of the user's own file, added below them next, is in view
      for (const name of ['crash-at-start', 'crash-mid-call']) await setRowExpanded(page, name, false);

      step = 'a longer timeout, and the hanging server restarted with it';
      await changeSettings(session, { 'mcpLens.servers.requestTimeoutSeconds': LONG_TIMEOUT_S });
      const firstHangPid = (await waitForRecord(files.hangCallCalls, (c) => c.tool === 'wait_forever')).pid;
      await clickInline(page, 'hang-on-call', 'Restart Server');
      await waitGone(firstHangPid, 'the hanging server before its restart');
      pids.push(firstHangPid);
      // the row says "1 tool" before and after a restart: the log tells when the new process runs
      await waitForChannel(session, 'hang-on-call', /\[info\] Running: /, 2);
      await waitForRowText(page, 'hang-on-call', '· 1 tool');
      await setViewExpanded(page, 'Servers', false);

      step = 'a call that hangs, pending';
      runner = await runTool(page, 'wait_forever');
      // progress 0 with no total: its message alone (a bare 0 means nothing)
      const progress = runner.locator('#panel-tools .progress', { hasText: 'waiting forever' });
      await progress.waitFor({ timeout: 30_000 });
      assert.equal((await progress.innerText()).trim(), 'waiting forever');
      const hangPid = (
        await waitForRecord(files.hangCallCalls, (c) => c.tool === 'wait_forever' && c.pid !== firstHangPid)
      ).pid;
      // the time it has run ticks (1 s, then more)
      await waitForStatus(runner, /^Running for [1-9]\d* s/);
      // the last call's failure stays below, labelled and dimmed: it is not this call's
      const tools = runner.locator('#panel-tools');
      assert.equal(await tools.locator('.result-host.has-previous .previous-label').textContent(), 'Previous result');
      assert.match(await tools.locator('.result-host.has-previous .result').innerText(), /timed out/);
      await session.screenshot('faulty-servers-runner-hung-call');
      const responsive = [];

      step = 'while it hangs: the command palette runs a command of MCP Lens, which shows the server’s log';
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Show Server Log'), 'hang-on-call');
      const output = page.locator('.part.panel .monaco-editor .view-lines');
      await output
        .filter({ hasText: `Started process ${hangPid}` })
        .first()
        .waitFor({ timeout: 30_000 });
      responsive.push('palette: MCP Lens: Show Server Log → the server’s log channel shows');

      step = 'while it hangs: another node of the tree unfolds';
      await setViewExpanded(page, 'Servers', true);
      await treeRow(page, 'crash-at-start').waitFor({ timeout: 30_000 });
      const row = treeRow(page, 'crash-at-start');
      if ((await row.getAttribute('aria-expanded')) === 'true') {
        await dismissHovers(page);
        await row.click(); // fold it first, so that unfolding is seen
      }
      await page
        .locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: 'NOTES_API_KEY' }) })
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 });
      assert.match(await errorChild(page, 'crash-at-start', 'NOTES_API_KEY', 'quote'), /NOTES_API_KEY is not set/);
      responsive.push('tree: crash-at-start unfolded to its error message');

      step = 'while it hangs: text typed into an editor shows';
      await openFile(page, 'scratch.txt');
      await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
      const typed = 'typed while a tool call hangs';
      await page.keyboard.type(typed);
      await page
        .locator('.editor-group-container.active .monaco-editor .view-lines', { hasText: typed })
        .first()
        .waitFor({ timeout: 10_000 });
      responsive.push('editor: scratch.txt shows the typed text');

      step = 'while it hangs: the runner still shows the call pending';
      await setViewExpanded(page, 'Servers', false);
      runner = await runnerFrame(page);
      assert.match(await waitForStatus(runner, /^Running for /), /^Running for \d+ (s|min)/);
      assert.equal(
        recorded(files.hangCallCalls).some((c) => c.event === 'cancelled' && c.pid === hangPid),
        false,
        'nothing has ended the call yet',
      );

      step = 'cancel from the runner';
      await runner.locator('#panel-tools').getByRole('button', { name: 'Cancel', exact: true }).click();
      await waitForResult(runner, 'tools', 'Cancelled');
      const cancelled = await outcome(runner);
      assert.deepEqual(
        [cancelled.status, cancelled.message],
        ['Cancelled', 'Cancelled — you cancelled the call; the server was sent notifications/cancelled.'],
      );
      assert.equal(cancelled.whole.match(/Cancelled/g).length, 1, `the result says Cancelled once: ${cancelled.whole}`);
      assert.equal(
        await runner.locator('#panel-tools .result-host.has-previous').count(),
        0,
        'the new result is not marked previous',
      );
      await waitForRecord(files.hangCallCalls, (c) => c.event === 'cancelled' && c.pid === hangPid);
      await waitForStatus(runner, /Cancelled/);
      await session.screenshot('faulty-servers-runner-cancelled');
      assert.ok(alive(hangPid), 'a cancelled call leaves its server running, idle');
      covered.push({
        server: 'hang-on-call',
        fault: 'tool call never answered, cancelled from the runner',
        state: `runner: ${cancelled.text}; while it hung: ${responsive.join('; ')}`,
      });

      step = 'stop the servers still running';
      await setViewExpanded(page, 'Servers', true);
      // the pointer rests on the row above, whose tooltip opens over the row that is clicked next
      const above = page.locator(
        `.pane-body .monaco-list-row[data-index="${Number(await treeRow(page, 'hang-on-call').getAttribute('data-index')) - 1}"]`,
      );
      await above.hover({ position: { x: 70, y: 10 } });
      await page
        .locator('.monaco-hover:visible, .context-view:visible')
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      await session.screenshot('faulty-servers-tooltip-over-row');
      for (const name of ['hang-on-call', 'http-cut']) {
        await clickInline(page, name, 'Stop Server');
        await waitForRowText(page, name, '· stopped');
      }
      await waitGone(hangPid, 'the hanging server after Stop');
      pids.push(hangPid);
      await session.screenshot('faulty-servers-tree-end');

      step = 'close the window: no server process left';
      await session.close();
      const started = await startedProcesses(session);
      assert.ok(
        pids.every((pid) => pid === grandchild || started.includes(pid)),
        `the channels name every server process (${started} ⊇ ${pids})`,
      );
      const processes = [...new Set([...started, ...pids])];
      for (const pid of processes) assert.equal(alive(pid), false, `process ${pid} is still running`);

      step = 'the logs';
      const account = await assertCleanLogs(session);
      const saved = await session.saveLogs('faulty-servers');
      const report = [
        `faulty servers in a real VS Code: ${covered.length} faults injected into ${new Set(covered.map((c) => c.server)).size} servers, each ended in a clear state; ${processes.length} server processes started (the spawned grandchild included), none left`,
        ...covered.map((c) => `  ${c.server}: ${c.fault} → ${c.state}`),
        `  logs: ${account} (kept in ${path.relative(REPO_ROOT, saved)})`,
      ];
      for (const line of report) t.diagnostic(line);
    } catch (error) {
      const shot = session ? await session.screenshot('faulty-servers-failure').catch(() => null) : null;
      const logs = session ? await session.saveLogs('faulty-servers').catch(() => null) : null;
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session?.close();
      await Promise.all(httpFixtures.map(stopChild));
      if (workspace) await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
