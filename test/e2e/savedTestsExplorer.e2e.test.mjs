// Saved tests in VS Code's Test Explorer: a test file of the workspace listed with its step, run, its failed snapshot
// shown as a diff at the step, Update Snapshot from the file's menu (the comment kept), and the rerun green. Then Save
// as Test from the runner's History (offered for an answered call, not for a denied one) into a new file that runs
// green against the server running in the Servers view (its config entry reused), and a destructive step of an
// untrusted server asked about once in the run and denied.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  clickInline,
  e2eSkipReason,
  ensureBuilt,
  openFile,
  REPO_ROOT,
  runCommand,
  startSession,
} from './harness.mjs';
import { pickThrough, runPickingCommand, waitForApprovalPanel } from './approvalPanel.mjs';
import { runWithArguments, selectTab, waitForStatus } from './runnerPanel.mjs';
import { poll } from './poll.mjs';
import { recorded, waitForRowText } from './waits.mjs';
import { saveDialogAs, testRow, waitForState } from './savedTestsHelpers.mjs';

const RELEASED = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'releasedServer.mjs');
const FILE_NAME = 'released.mcptest.json';

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-tests-'));
  const text = `{
  // the released server, started for the run (its search tool runs without asking: the allow list names it)
  "server": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(RELEASED)}] },
  "allow": ["search"],
  "steps": [
    { "callTool": { "name": "search", "arguments": { "query": "a" } }, "expect": { "snapshot": { "content": [] } } }
  ]
}
`;
  await fs.writeFile(path.join(workspace, FILE_NAME), text);
  return workspace;
}

test(
  'a saved test runs in the Test Explorer, its failed snapshot shows as a diff, Update Snapshot makes it pass',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await makeWorkspace();
    const session = await startSession({ workspace });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'open the test file and the Test Explorer';
    try {
      await openFile(page, FILE_NAME);
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await testRow(page, FILE_NAME).waitFor({ timeout: 120_000 });

      step = 'run every test: the step fails on its snapshot, shown as a diff in the editor';
      await runCommand(page, 'Test: Run All Tests');
      await waitForState(page, FILE_NAME, 'Failed');
      // the Test Results panel lists the failed step with its message; selecting it shows expected and actual as a diff
      await page
        .locator('.part.panel .monaco-list-row', { hasText: 'Step 1 (callTool search)' })
        .first()
        .click({ timeout: 60_000 });
      const diff = page.locator('.monaco-diff-editor', { hasText: 'search done' }).first();
      await diff.waitFor({ timeout: 60_000 });
      await session.screenshot('saved-tests-failure-diff');

      step = "Update Snapshot from the file's menu in the Test Explorer rewrites the snapshot, the comment kept";
      await page.keyboard.press('Escape');
      await testRow(page, FILE_NAME).click({ button: 'right' });
      // the menu's last entry; chosen from the keyboard, as a click can land while the menu still lays itself out
      const item = page.locator('.context-view .action-item', { hasText: 'Update Snapshot' }).first();
      await item.waitFor({ timeout: 30_000 });
      await item.hover();
      await page.keyboard.press('Enter');
      const text = await poll(
        () => fs.readFile(path.join(workspace, FILE_NAME), 'utf8'),
        (t) => t.includes('search done'),
        { timeout: 60_000, failure: (t) => `the snapshot was not updated:\n${t}` },
      );
      assert.match(text, /\/\/ the released server, started for the run/);

      step = 'run again: green';
      await runCommand(page, 'Test: Run All Tests');
      await waitForState(page, FILE_NAME, 'Passed');
      await session.screenshot('saved-tests-passed');

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('saved-tests-failure').catch(() => null);
      const logs = await session.saveLogs('saved-tests').catch(() => null);
      const rows = await page
        .locator('.pane-body .monaco-list-row')
        .evaluateAll((all) => all.map((r) => r.outerHTML.slice(0, 600)))
        .catch(() => []);
      t.diagnostic(`rows: ${rows.join('\n')}`);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);

const WELL_BEHAVED = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'wellBehaved.mjs');
const SAVED_NAME = 'saved-notes.mcptest.json';
const CONSENT_NAME = 'consent.mcptest.json';

/**
 * A workspace whose MCP config has the notes server (its calls logged to notes-calls.jsonl), and a test file whose
 * inline notes server (calls logged to consent-calls.jsonl), untrusted and with no allow list, deletes notes twice.
 */
async function makeServerWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-tests-'));
  const notesCalls = path.join(workspace, 'notes-calls.jsonl');
  const consentCalls = path.join(workspace, 'consent-calls.jsonl');
  await fs.mkdir(path.join(workspace, '.vscode'));
  const notes = { type: 'stdio', command: process.execPath, args: [WELL_BEHAVED] };
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify({ servers: { notes: { ...notes, env: { MCP_LENS_FIXTURE_CALLS: notesCalls } } } }, null, 2),
  );
  const deleteNote = (id) => ({ callTool: { name: 'delete_note', arguments: { id } }, expect: { error: false } });
  const consent = {
    server: { command: notes.command, args: notes.args, env: { MCP_LENS_FIXTURE_CALLS: consentCalls } },
    steps: [deleteNote('welcome'), deleteNote('todo')],
  };
  await fs.writeFile(path.join(workspace, CONSENT_NAME), `${JSON.stringify(consent, null, 2)}\n`);
  return { workspace, notesCalls, consentCalls };
}

/**
 * Runs every test, answering each run's question (a modal dialog): "Approve for this run" for read_note, Deny for
 * delete_note; resolves with the questions seen, once both files show a final state.
 */
async function runAllAnswering(page) {
  const asked = [];
  const dialog = page.locator('.monaco-dialog-box').first();
  const final = async (label) =>
    /\((Passed|Failed|Errored)\)/.test((await testRow(page, label).getAttribute('aria-label')) ?? '');
  await runCommand(page, 'Test: Run All Tests');
  await poll(
    async () => {
      if (await dialog.isVisible().catch(() => false)) {
        const text = (await dialog.innerText()).replace(/\s+/g, ' ');
        const buttons = await dialog.locator('.dialog-buttons .monaco-button').allInnerTexts();
        asked.push({ text, buttons });
        const answer = text.includes('delete_note') ? 'Deny' : 'Approve for this run';
        await dialog.getByRole('button', { name: answer, exact: true }).click();
        await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      }
      return (await final(SAVED_NAME)) && (await final(CONSENT_NAME));
    },
    Boolean,
    { timeout: 180_000, failure: () => `the run never ended; questions so far: ${JSON.stringify(asked)}` },
  );
  return asked;
}

test(
  'Save as Test from the runner makes a test that runs green on the running server; a destructive step asks once',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace, notesCalls, consentCalls } = await makeServerWorkspace();
    const session = await startSession({ workspace });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'start the notes server in the Servers view';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'notes', 'stopped');
      await clickInline(page, 'notes', 'Start Server');
      await waitForRowText(page, 'notes', '4 tools');

      step = 'run Read Note from the runner (approved in the panel)';
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), 'Read Note');
      const frame = await runWithArguments(page, { id: 'welcome' }, { tool: 'Read Note' });
      const readPanel = await waitForApprovalPanel(page);
      await readPanel.locator('#approve').click();
      await waitForStatus(frame, /Success/);

      step = 'run Delete Note from the runner and deny it: its History row offers no Save as Test';
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), 'Delete Note');
      await runWithArguments(page, { id: 'welcome' }, { tool: 'Delete Note' });
      await (await waitForApprovalPanel(page, { not: [readPanel] })).locator('#deny').click();
      await waitForStatus(frame, /Denied/);
      await selectTab(frame, 'History');
      const denied = frame.locator('#panel-history .history-entry', { hasText: 'Delete Note' }).first();
      await denied.getByRole('button', { name: /Run Delete Note again/ }).waitFor({ timeout: 30_000 });
      assert.equal(await denied.getByRole('button', { name: /as a step of a test file/ }).count(), 0);

      step = "Save as Test on the call's History row, into a new file chosen in the save dialog";
      const entry = frame.locator('#panel-history .history-entry', { hasText: 'Read Note' }).first();
      await entry.getByRole('button', { name: /as a step of a test file/ }).click();
      await saveDialogAs(page, /Save a test file for notes/, 'notes.mcptest.json', path.join(workspace, SAVED_NAME));
      const saved = JSON.parse(
        await poll(
          () => fs.readFile(path.join(workspace, SAVED_NAME), 'utf8').catch(() => ''),
          (text) => text.includes('read_note'),
          { timeout: 60_000, failure: (text) => `the test file was not written: ${text}` },
        ),
      );
      // the file names the workspace's server, not a copy of its command
      assert.deepEqual(saved.server, { name: 'notes' });
      assert.deepEqual(saved.steps[0].callTool, { name: 'read_note', arguments: { id: 'welcome' } });
      assert.ok(
        saved.catalog?.tools?.some((tool) => tool.name === 'delete_note'),
        'the catalog snapshot is kept',
      );

      step = 'the new file is in the Test Explorer';
      await runCommand(page, 'Testing: Focus on Test Explorer View');
      await testRow(page, SAVED_NAME).waitFor({ timeout: 120_000 });
      await testRow(page, CONSENT_NAME).waitFor({ timeout: 120_000 });

      step = 'run all: read_note approved for the run, delete_note asked once and denied';
      const asked = await runAllAnswering(page);
      await waitForState(page, SAVED_NAME, 'Passed');
      await waitForState(page, CONSENT_NAME, 'Failed');
      const deletes = asked.filter((a) => a.text.includes('delete_note'));
      assert.equal(deletes.length, 1, `one question for two delete_note steps: ${JSON.stringify(asked)}`);
      assert.deepEqual([...deletes[0].buttons].sort(), ['Approve for this run', 'Deny']);
      assert.match(deletes[0].text, /untrusted server, destructive tool/);
      assert.deepEqual(recorded(consentCalls), [], 'a denied step sends nothing to the server');
      // the run started the notes server from its config entry (whose env names the call log), as the Servers view
      assert.deepEqual(
        recorded(notesCalls).map((c) => c.tool),
        ['read_note', 'read_note'],
      );
      // and the server the Servers view runs is still running, undisturbed by the run's own process
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'notes', '4 tools');
      await session.screenshot('saved-tests-save-as-test');

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('saved-tests-save-as-test-failure').catch(() => null);
      const logs = await session.saveLogs('saved-tests-save-as-test').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
