// Saved tests in VS Code's Test Explorer: a test file of the workspace listed with its step, run, its failed snapshot
// shown as a diff at the step, Update Snapshot from the file's menu (the comment kept), and the rerun green.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  e2eSkipReason,
  ensureBuilt,
  openFile,
  REPO_ROOT,
  runCommand,
  startSession,
} from './harness.mjs';
import { poll } from './poll.mjs';

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

/** The Test Explorer's row that shows `label` (a file's path or a step's label). */
function testRow(page, label) {
  return page.locator('.pane-body .monaco-list-row[role="treeitem"]', { hasText: label }).first();
}

/** Waits until the row's accessible name gives the state ("Passed", "Failed"). */
async function waitForState(page, label, state) {
  await poll(
    () => testRow(page, label).getAttribute('aria-label'),
    (name) => !!name?.includes(`(${state})`),
    { timeout: 120_000, failure: (name) => `the row of ${label} never said ${state}: ${name}` },
  );
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
