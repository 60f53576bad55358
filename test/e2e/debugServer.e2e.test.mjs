// "Debug Server" on the example server: a call from the runner stops at a breakpoint in the tool's handler, which
// proves the MCP session is the debugged process's; a restart attaches again and ending the server ends the debugging.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertCleanLogs,
  e2eSkipReason,
  ensureBuilt,
  openFile,
  openQuickInputWith,
  REPO_ROOT,
  runCommand,
  startSession,
} from './harness.mjs';
import { pickThrough, runPickingCommand, waitForApprovalPanel } from './approvalPanel.mjs';
import { poll } from './poll.mjs';
import { field, runnerFrame, waitForResult, waitForStatus } from './runnerPanel.mjs';

const EXAMPLES = path.join(REPO_ROOT, 'examples');
const SERVER = path.join(EXAMPLES, 'server', 'index.mjs');
/**
 * Waits until a Servers row labelled `label` shows `text`: the example workspace declares "notes" twice (its VS Code
 * and its Claude Code file), and only the one started here changes.
 */
function waitForAnyRow(page, label, text, { timeout = 60_000 } = {}) {
  const rows = page.locator('.pane-body .monaco-list-row', {
    has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }),
  });
  return poll(
    async () => (await rows.allInnerTexts().catch(() => [])).map((t) => t.replace(/\s+/g, ' ').trim()),
    (texts) => texts.some((t) => t.includes(text)),
    {
      timeout,
      interval: 200,
      failure: (texts) => `no row "${label}" showed "${text}"; they show ${JSON.stringify(texts)}`,
    },
  );
}

/** The first line of search_notes's handler. */
const HANDLER_LINE =
  readFileSync(SERVER, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes('const q = query.toLowerCase();')) + 1;

test(
  'Debug Server: a breakpoint in a tool handler stops a call from the runner, in a real VS Code',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async () => {
    assert.ok(HANDLER_LINE > 0, 'search_notes has the line the breakpoint goes on');
    await ensureBuilt();
    const session = await startSession({ workspace: EXAMPLES });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 900 });
    let step = 'open the handler and set a breakpoint in it';
    try {
      await openFile(page, 'server/index.mjs');
      await openQuickInputWith(page, 'Control+G', `:${HANDLER_LINE}`, Date.now() + 60_000);
      await page.keyboard.press('Enter');
      await page
        .locator('.editor-group-container.active .monaco-editor .current-line')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.keyboard.press('F9');
      await page
        .locator('.editor-group-container.active .codicon-debug-breakpoint')
        .first()
        .waitFor({ timeout: 30_000 });

      step = 'Debug Server: the server starts under the debugger and the row says so';
      await runCommand(page, 'View: Show MCP Lens');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Debug Server'), 'notes', {
        also: (text) => text.includes('VS Code:'),
      });
      await waitForAnyRow(page, 'notes', 'debugging', { timeout: 120_000 });
      await page.locator('.debug-toolbar').waitFor({ state: 'visible', timeout: 120_000 });

      step = 'a call from the runner stops at the breakpoint';
      // VS Code brought its Run and Debug view forward as the session started: back to MCP Lens's
      await runCommand(page, 'View: Show MCP Lens');
      const frame = await runnerFrame(page);
      await frame.locator('#tool').selectOption('search_notes');
      const tools = frame.locator('#panel-tools');
      await frame.locator('#tool-title', { hasText: 'Search notes' }).waitFor({ timeout: 60_000 });
      await field(tools, 'query (required)').fill('welcome');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      const approval = await waitForApprovalPanel(page);
      await approval.locator('#approve').click();
      // VS Code shows the paused frame: the handler's line highlighted in the editor, the call stack paused
      await page.locator('.monaco-editor .debug-top-stack-frame-line').first().waitFor({ timeout: 120_000 });
      await page
        .locator('.debug-call-stack .state.label', { hasText: /paused on breakpoint/i })
        .first()
        .waitFor({ timeout: 60_000 });
      await session.screenshot('debug-server-paused');
      await waitForStatus(frame, /Running|Waiting/);

      step = 'continued, the call answers in the runner';
      await page.locator('.debug-toolbar .codicon-debug-continue').click();
      assert.match(await waitForResult(frame, 'tools', 'Welcome'), /#1 Welcome/);

      step = "a restart keeps the runner's tool and its arguments, and the debugger comes back";
      await field(tools, 'limit').fill('3');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Restart Server'), 'notes', {
        also: (text) => text.includes('VS Code:'),
      });
      await runCommand(page, 'View: Show MCP Lens');
      await waitForAnyRow(page, 'notes', 'debugging', { timeout: 120_000 });
      await frame.locator('.server-detail', { hasText: 'running' }).waitFor({ timeout: 60_000 });
      await frame.locator('#tool-title', { hasText: 'Search notes' }).waitFor({ timeout: 60_000 });
      assert.equal(await frame.locator('#tool').inputValue(), 'search_notes');
      await poll(
        async () => [
          await field(tools, 'query (required)')
            .inputValue()
            .catch(() => ''),
          await field(tools, 'limit')
            .inputValue()
            .catch(() => ''),
        ],
        ([query, limit]) => query === 'welcome' && limit === '3',
        { timeout: 30_000, failure: (seen) => `after the restart the form holds ${JSON.stringify(seen)}` },
      );

      step = 'stopping the server ends its debug session';
      await runCommand(page, 'MCP Lens: Stop Server');
      // the pause brought Run and Debug forward again
      await runCommand(page, 'View: Show MCP Lens');
      await waitForAnyRow(page, 'notes', 'stopped', { timeout: 60_000 });
      await page.locator('.debug-toolbar').waitFor({ state: 'hidden', timeout: 60_000 });

      await assertCleanLogs(session);
    } catch (error) {
      await session.screenshot('debug-server-failure').catch(() => undefined);
      throw new Error(`Debug Server e2e failed at "${step}": ${error.message}`, { cause: error });
    } finally {
      await session.saveLogs('debug-server').catch(() => undefined);
      await session.close();
    }
  },
);
