// More of the saved tests in VS Code's Test Explorer: Record Session as Test File (a server's calls from the runner
// become a new test file that runs green, after VS Code asks before it replaces a file of that name), Restricted Mode
// (VS Code asks for trust before a run; refused, nothing starts), and the Debug Server profile (the run's server under
// the debugger, the run green, and no process of the run left after it).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  clickInline,
  e2eSkipReason,
  ensureBuilt,
  REPO_ROOT,
  runCommand,
  startSession,
} from './harness.mjs';
import { pickThrough, runPickingCommand, waitForApprovalPanel } from './approvalPanel.mjs';
import { runWithArguments, waitForResult } from './runnerPanel.mjs';
import { poll } from './poll.mjs';
import { saveDialogAs, testRow, waitForState } from './savedTestsHelpers.mjs';
import { recorded, waitForRecord, waitForRowText } from './waits.mjs';

const WELL_BEHAVED = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'wellBehaved.mjs');

/**
 * A workspace whose MCP config has the notes server, its calls logged to notes-calls.jsonl and its process facts
 * (pid, environment) written to notes-info.json as it starts; `files` are written beside it.
 */
async function makeWorkspace(files = {}) {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-tests-more-'));
  const calls = path.join(workspace, 'notes-calls.jsonl');
  const info = path.join(workspace, 'notes-info.json');
  const env = { MCP_LENS_FIXTURE_CALLS: calls, MCP_LENS_FIXTURE_INFO: info };
  const notes = { type: 'stdio', command: process.execPath, args: [WELL_BEHAVED], env };
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { notes } }, null, 2));
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(workspace, name), `${JSON.stringify(content(env), null, 2)}\n`);
  }
  return { workspace, calls, info };
}

/** Runs `body(session, setStep)` in a session of `workspace`; on failure, the step, a screenshot and the logs. */
async function inSession(t, name, { workspace, trustWorkspace = true, settings = {} }, body) {
  await ensureBuilt();
  const session = await startSession({ workspace, trustWorkspace, settings });
  await session.page.setViewportSize({ width: 1400, height: 1000 });
  let step = 'start';
  try {
    await body(session, (s) => (step = s));
    step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
    await session.close();
    t.diagnostic(await assertCleanLogs(session));
  } catch (error) {
    const shot = await session.screenshot(`${name}-failure`).catch(() => null);
    const logs = await session.saveLogs(name).catch(() => null);
    error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
    throw error;
  } finally {
    await session.close();
    await fs.rm(workspace, { recursive: true, force: true });
  }
}

/** Whether a process of that pid still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Runs Read Note with `id` from the runner and approves the call in its panel; resolves once the server got it. */
async function readNote(page, calls, id, expected, notPanels) {
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), 'Read Note');
  const frame = await runWithArguments(page, { id }, { tool: 'Read Note' });
  const panel = await waitForApprovalPanel(page, { not: notPanels });
  await panel.locator('#approve').click();
  await waitForRecord(calls, (c) => c.tool === 'read_note' && c.arguments.id === id);
  await waitForResult(frame, 'tools', expected);
  return panel;
}

/** Runs every test; each run's question (a modal dialog) answered "Approve for this run"; resolves once `file` ends. */
async function runAllApproving(page, file) {
  const dialog = page.locator('.monaco-dialog-box').first();
  await runCommand(page, 'Test: Run All Tests');
  await poll(
    async () => {
      if (await dialog.isVisible().catch(() => false)) {
        await dialog.getByRole('button', { name: 'Approve for this run', exact: true }).click();
        await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      }
      return testRow(page, file).getAttribute('aria-label');
    },
    (name) => /\((Passed|Failed|Errored)\)/.test(name ?? ''),
    { timeout: 180_000, failure: (name) => `the run of ${file} never ended: ${name}` },
  );
}

const RECORDED_NAME = 'recorded-notes.mcptest.json';
const EARLIER_FILE = {
  server: { name: 'notes' },
  allow: ['echo'],
  steps: [{ callTool: { name: 'echo', arguments: { message: 'earlier' } }, expect: { error: false } }],
};

/**
 * Record Session as Test File for the notes server, into "recorded-notes" typed in the save dialog (saved as
 * recorded-notes.mcptest.json); resolves with the question VS Code shows since that file exists.
 */
async function recordInto(page, workspace) {
  await page.keyboard.press('Control+1');
  // the save dialog follows in the same quick input
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Record Session as Test File'), 'notes', {
    more: true,
  });
  await saveDialogAs(page, /Save a test file for notes/, 'notes.mcptest.json', path.join(workspace, 'recorded-notes'));
  const dialog = page.locator('.monaco-dialog-box', { hasText: 'Replace it?' });
  await dialog.waitFor({ state: 'visible', timeout: 60_000 });
  return dialog;
}

test(
  "Record Session as Test File: the server's calls from the runner become a new test file that runs green",
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    // a test file of that name is there already: a name typed without the suffix is asked about before it is replaced
    const { workspace, calls } = await makeWorkspace({ [RECORDED_NAME]: () => EARLIER_FILE });
    const earlier = await fs.readFile(path.join(workspace, RECORDED_NAME), 'utf8');
    await inSession(t, 'saved-tests-record-session', { workspace }, async ({ page, screenshot }, step) => {
      step('start the notes server in the Servers view');
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'notes', 'stopped');
      await clickInline(page, 'notes', 'Start Server');
      await waitForRowText(page, 'notes', '4 tools');

      step('two calls from the runner, each approved');
      const first = await readNote(page, calls, 'welcome', 'Welcome to the notes server.', []);
      await readNote(page, calls, 'todo', 'write tests', [first]);

      step(
        'Record Session as Test File into "recorded-notes": VS Code asks before it replaces the file there; Cancel keeps it',
      );
      const replaceDialog = await recordInto(page, workspace);
      assert.match(await replaceDialog.innerText(), /recorded-notes\.mcptest\.json exists\. Replace it\?/);
      assert.match(await replaceDialog.innerText(), /ends with \.mcptest\.json, so the file is saved as /);
      await screenshot('saved-tests-replace-question');
      await replaceDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await replaceDialog.waitFor({ state: 'hidden', timeout: 30_000 });
      assert.equal(await fs.readFile(path.join(workspace, RECORDED_NAME), 'utf8'), earlier);

      step('Record Session as Test File again, and Replace: the file holds the two calls');
      const again = await recordInto(page, workspace);
      await again.getByRole('button', { name: 'Replace', exact: true }).click();
      const saved = JSON.parse(
        await poll(
          () => fs.readFile(path.join(workspace, RECORDED_NAME), 'utf8').catch(() => ''),
          (text) => text.includes('read_note'),
          { timeout: 60_000, failure: (text) => `the test file was not written: ${text}` },
        ),
      );
      assert.deepEqual(saved.server, { name: 'notes' });
      assert.deepEqual(
        saved.steps.map((s) => s.callTool),
        [
          { name: 'read_note', arguments: { id: 'welcome' } },
          { name: 'read_note', arguments: { id: 'todo' } },
        ],
      );
      assert.ok(
        saved.steps.every((s) => s.expect?.snapshot),
        `each step keeps its result: ${JSON.stringify(saved.steps)}`,
      );
      assert.deepEqual(saved.catalog?.tools?.map((tool) => tool.name).sort(), [
        'delete_note',
        'echo',
        'read_note',
        'tidy_notes',
      ]);

      step('the new file is in the Test Explorer and runs green');
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await testRow(page, RECORDED_NAME).waitFor({ timeout: 120_000 });
      await runAllApproving(page, RECORDED_NAME);
      await waitForState(page, RECORDED_NAME, 'Passed');
      const reads = recorded(calls).filter((c) => c.tool === 'read_note');
      assert.deepEqual(
        reads.map((c) => c.arguments.id),
        ['welcome', 'todo', 'welcome', 'todo'],
      );
      await screenshot('saved-tests-record-session');
    });
  },
);

const RESTRICTED_NAME = 'restricted.mcptest.json';

test(
  'in Restricted Mode a run from the Test Explorer asks for trust first and, refused, starts no server',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    const inline = (env) => ({
      server: { command: process.execPath, args: [WELL_BEHAVED], env },
      allow: ['read_note'],
      steps: [{ callTool: { name: 'read_note', arguments: { id: 'welcome' } }, expect: { error: false } }],
    });
    const { workspace, calls, info } = await makeWorkspace({ [RESTRICTED_NAME]: inline });
    const options = { workspace, trustWorkspace: false };
    await inSession(t, 'saved-tests-restricted', options, async ({ page, screenshot }, step) => {
      step("answer VS Code's question: not trusted");
      const trust = page.locator('.monaco-dialog-box', { hasText: 'Do you trust the authors' });
      await trust.waitFor({ state: 'visible', timeout: 60_000 });
      await trust.locator('.monaco-button', { hasText: "No, I don't trust the authors" }).click();
      await trust.waitFor({ state: 'hidden', timeout: 30_000 });

      step('the test file is in the Test Explorer');
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await testRow(page, RESTRICTED_NAME).waitFor({ timeout: 120_000 });

      step('run all: VS Code asks for trust first, says why, and, refused, runs nothing');
      await runCommand(page, 'Test: Run All Tests');
      const ask = page.locator('.monaco-dialog-box', { hasText: 'Do you trust the authors' });
      await ask.waitFor({ state: 'visible', timeout: 60_000 });
      assert.match(await ask.innerText(), /Running tests may execute code in your workspace/);
      await screenshot('saved-tests-restricted');
      await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
      await ask.waitFor({ state: 'hidden', timeout: 30_000 });
      await waitForState(page, RESTRICTED_NAME, 'Not yet run');
      await page.locator('.monaco-workbench', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 30_000 });
      assert.deepEqual(recorded(calls), [], 'no call reached a server');
      assert.equal(existsSync(info), false, 'no server process started');
    });
  },
);

const DEBUG_NAME = 'debugged.mcptest.json';

test(
  "the Debug Server profile runs the file with the server under VS Code's debugger, and leaves no process behind",
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    const named = () => ({
      server: { name: 'notes' },
      allow: ['read_note'],
      steps: [
        {
          callTool: { name: 'read_note', arguments: { id: 'welcome' } },
          expect: { error: false, text: { contains: 'Welcome to the notes server.' } },
        },
      ],
    });
    const { workspace, calls, info } = await makeWorkspace({ [DEBUG_NAME]: named });
    await inSession(t, 'saved-tests-debug', { workspace }, async ({ page, screenshot }, step) => {
      step('the test file is in the Test Explorer');
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await testRow(page, DEBUG_NAME).waitFor({ timeout: 120_000 });

      step('Debug All Tests: a debug session for the server shows while the run goes on, and the run is green');
      await runCommand(page, 'Test: Debug All Tests');
      await poll(
        async () => {
          // VS Code brings Run and Debug forward as the session starts: the row is read when it is drawn
          return testRow(page, DEBUG_NAME)
            .getAttribute('aria-label', { timeout: 1_000 })
            .catch(() => null);
        },
        (name) => name === null || /\((Passed|Failed|Errored)\)/.test(name),
        { timeout: 180_000, interval: 50, failure: (name) => `the debug run never ended: ${name}` },
      );
      // the session's Debug Console shows the server's stderr, the fixture's own line, found by its text: the source
      // link beside it is not always drawn (a CI run found it missing once the short session had ended)
      await runCommand(page, 'Debug Console: Focus on Debug Console View');
      await page
        .locator('.repl .monaco-list-row', { hasText: 'notes fixture: starting on stdio' })
        .first()
        .waitFor({ timeout: 120_000 });
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await waitForState(page, DEBUG_NAME, 'Passed');
      assert.deepEqual(
        recorded(calls).map((c) => c.tool),
        ['read_note'],
      );
      const facts = JSON.parse(readFileSync(info, 'utf8'));
      await screenshot('saved-tests-debug');

      step("after the run, the run's server process is gone and the debug session with it");
      await poll(
        () => alive(facts.pid),
        (running) => !running,
        { timeout: 60_000, failure: () => `the run's server (pid ${facts.pid}) still runs` },
      );
      await page.locator('.debug-toolbar').waitFor({ state: 'hidden', timeout: 60_000 });
    });
  },
);
