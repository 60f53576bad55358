// A new user's first five minutes: in a folder without MCP files the walkthrough opens once by itself, and each
// step's button runs the real command.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  dismissHovers,
  e2eSkipReason,
  ensureBuilt,
  REPO_ROOT,
  reloadWindow,
  runCommand,
  startSession,
  waitForProblems,
} from './harness.mjs';
import { pickThrough, readApprovalPanel, waitForApprovalPanel, waitForTreeRow } from './approvalPanel.mjs';
import { poll } from './poll.mjs';
import { runWithArguments, waitForResult } from './runnerPanel.mjs';
import { recorded } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');
const WALKTHROUGH = 'mcp-lens.mcp-lens#mcpLens.getStarted';

const walkthroughPage = (page) =>
  page.locator('.gettingStartedContainer', { has: page.locator(`[data-step-id^="${WALKTHROUGH}#"]`) });
const step = (page, id) => page.locator(`.getting-started-step[data-step-id="${WALKTHROUGH}#${id}"]`);

/** Opens a step of the walkthrough (a click on its title) and clicks its button labelled `label`. */
async function clickStepButton(page, id, label) {
  await page.locator('.editor-group-container .tab', { hasText: 'Walkthrough: MCP Lens' }).first().click();
  const s = step(page, id);
  await s.waitFor({ timeout: 30_000 });
  if ((await s.getAttribute('aria-expanded')) !== 'true') await s.click();
  await page
    .locator(`.getting-started-step[data-step-id="${WALKTHROUGH}#${id}"][aria-expanded="true"]`)
    .waitFor({ timeout: 10_000 });
  await dismissHovers(page);
  await s.locator('a.monaco-button', { hasText: label }).click();
}

/**
 * A step's button whose command asks with a quick pick. The step's page (a webview) may take the focus as it loads,
 * which closes a quick pick that opened before: the button is clicked again until the quick pick stays.
 */
async function clickStepButtonForPick(page, id, label, { timeout = 90_000 } = {}) {
  const deadline = Date.now() + timeout;
  const widget = page.locator('.quick-input-widget .quick-input-list .monaco-list-row').first();
  for (;;) {
    await clickStepButton(page, id, label);
    if (
      await widget.waitFor({ state: 'visible', timeout: 10_000 }).then(
        () => true,
        () => false,
      )
    ) {
      return;
    }
    if (Date.now() > deadline) throw new Error(`the button "${label}" of the step ${id} never showed its quick pick`);
  }
}

/** Waits until the walkthrough (shown) has the step as done: its completion event, the command, came. */
function waitForStepDone(page, id) {
  return page
    .locator(`.getting-started-step[data-step-id="${WALKTHROUGH}#${id}"][aria-checked="true"]`)
    .waitFor({ timeout: 30_000 });
}

/** How many times the extension host has activated MCP Lens in this session (every window load is one). */
async function activations(session) {
  const logs = await session.logs();
  return logs
    .filter((l) => l.kind === 'extension-host')
    .reduce((n, l) => n + (l.text.match(/_doActivateExtension mcp-lens\.mcp-lens\b/g)?.length ?? 0), 0);
}

test(
  'the walkthrough opens once after install, and each of its steps runs the real command',
  { skip: e2eSkipReason(), timeout: 20 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-start-'));
    const calls = path.join(workspace, 'calls.jsonl');
    const session = await startSession({
      workspace,
      walkthrough: true,
      settings: { 'workbench.colorTheme': 'Default Light Modern' },
    });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 900 });
    let stage = 'the walkthrough opens by itself after install';
    try {
      await walkthroughPage(page).waitFor({ timeout: 120_000 });
      await walkthroughPage(page).locator('h2', { hasText: 'Get started with MCP Lens' }).waitFor({ timeout: 30_000 });
      assert.deepEqual(
        await page.locator(`.getting-started-step[data-step-id^="${WALKTHROUGH}#"] .step-title`).allInnerTexts(),
        [
          'Open or create an MCP config',
          'See a problem and fix it',
          'Start a server',
          'Call a tool, approve it',
          'Check from the command line',
        ],
      );
      await session.screenshot('getting-started-walkthrough');

      stage = 'the MCP Lens view of a folder without MCP files says what to do';
      await runCommand(page, 'View: Show MCP Lens');
      const welcome = page.locator('.pane-body .welcome-view-content', {
        hasText: 'No MCP server is configured in this workspace',
      });
      await welcome.waitFor({ timeout: 60_000 });
      assert.deepEqual(await welcome.locator('.monaco-button').allInnerTexts(), [
        'Create .vscode/mcp.json',
        'Get Started with MCP Lens',
      ]);
      await session.screenshot('getting-started-empty-view');

      stage = 'step 1: the button creates .vscode/mcp.json with a server to start from, and opens it';
      const config = path.join(workspace, '.vscode', 'mcp.json');
      assert.equal(existsSync(config), false);
      await clickStepButton(page, 'config', 'Open or Create MCP Config');
      await page.locator('.editor-group-container .tab.active', { hasText: 'mcp.json' }).waitFor({ timeout: 60_000 });
      assert.match(
        readFileSync(config, 'utf8'),
        /"servers": \{\s*"everything": \{\s*"type": "stdio",\s*"command": "npx"/,
      );
      // the view shows the new file's server instead of its welcome
      await waitForTreeRow(page, 'everything', 'stopped');
      assert.equal(await welcome.count(), 0);
      // the same config, with a fixture server in place of the one that needs the network
      await fs.writeFile(
        config,
        JSON.stringify(
          {
            servers: {
              notes: {
                type: 'stdio',
                command: process.execPath,
                args: [path.join(FIXTURES, 'wellBehaved.mjs')],
                env: { MCP_LENS_FIXTURE_CALLS: calls },
              },
            },
          },
          null,
          2,
        ),
      );
      await waitForTreeRow(page, 'notes', 'stopped');

      stage = 'step 2: the sample shows a diagnostic, and its quick fix fixes it';
      await clickStepButton(page, 'diagnostics', 'Open a Sample with a Problem');
      await waitForProblems(page, /MCP206/);
      await page.locator('.editor-group-container .tab.active', { hasText: 'Untitled' }).waitFor({ timeout: 30_000 });
      // the cursor is on the tool's name, where the quick fix is offered
      await page.locator('.editor-group-container.active .monaco-editor textarea').first().focus();
      await page.keyboard.press('Control+.');
      const fix = page.locator('.action-widget .monaco-list-row', { hasText: 'Add "readOnlyHint": true' }).first();
      await fix.waitFor({ timeout: 30_000 });
      await session.screenshot('getting-started-quick-fix');
      // the fix is the menu's focused row (the one offered); the menu blocks pointer clicks outside itself
      assert.match((await fix.getAttribute('class')) ?? '', /\bfocused\b/);
      await page.keyboard.press('Enter');
      await poll(
        () =>
          page
            .locator('.markers-panel .monaco-list-row')
            .allInnerTexts()
            .catch(() => []),
        (rows) => !rows.some((r) => r.includes('MCP206')),
        {
          timeout: 60_000,
          failure: (rows) => `the quick fix did not clear MCP206; the Problems panel shows ${JSON.stringify(rows)}`,
        },
      );
      // the hint is in the tool's annotations, and the inlay hint beside its name now says read-only (Monaco draws
      // spaces as no-break spaces, and its lines in the order it reuses them, so each is looked for on its own)
      const editorText = () =>
        page
          .locator('.editor-group-container.active .view-lines')
          .innerText()
          .then(
            (t) => t.replace(/\u00a0/g, ' '),
            () => '',
          );
      await poll(
        editorText,
        (text) => text.includes('"readOnlyHint": true') && /"name": "get_forecast"\s*read-only,/.test(text),
        {
          timeout: 60_000,
          failure: (text) => `the fixed tool is not read-only in the editor:\n${text}`,
        },
      );

      stage = 'step 3: the button starts a server';
      await pickThrough(page, () => clickStepButtonForPick(page, 'startServer', 'Start a Server'), 'notes');
      // a pick VS Code closed as it was clicked (the walkthrough's webview took the focus back) starts nothing: seen once
      // in a clean-clone run, the row still "stopped" a minute later and the server never spawned; the button again
      const started = await waitForTreeRow(page, 'notes', /starting|4 tools/, { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (!started) {
        console.error('# the pick of "notes" started nothing: pressing "Start a Server" again');
        await pickThrough(page, () => clickStepButtonForPick(page, 'startServer', 'Start a Server'), 'notes');
      }
      await waitForTreeRow(page, 'notes', '4 tools');

      stage = 'step 4: the button runs a tool, and a destructive one meets the approval panel';
      await pickThrough(page, () => clickStepButtonForPick(page, 'runTool', 'Run a Tool'), 'Delete Note');
      const runner = await runWithArguments(page, { id: 'todo' }, { tool: 'Delete Note' });
      const panel = await waitForApprovalPanel(page);
      assert.equal((await readApprovalPanel(panel)).level, 'destructive');
      await panel.locator('#deny').click();
      await waitForResult(runner, 'tools', 'Denied in the approval panel: nothing was sent.');
      assert.deepEqual(
        recorded(calls).filter((c) => c.tool),
        [],
        'nothing reached the server',
      );

      stage = 'step 5: the button runs "Check the Workspace from the Command Line"';
      // NOT checked here: the terminal and its output (in code-server no terminal panel showed; see the report of issue 23)
      await clickStepButton(page, 'cli', 'Run mcp-lens check');

      stage = 'each step is done: its command ran';
      await page.locator('.editor-group-container .tab', { hasText: 'Walkthrough: MCP Lens' }).first().click();
      for (const id of ['config', 'diagnostics', 'startServer', 'runTool', 'cli']) await waitForStepDone(page, id);
      await session.screenshot('getting-started-done');

      stage = 'never again unasked: after a reload of the window, MCP Lens activates and the walkthrough stays closed';
      await page.locator('.editor-group-container .tab', { hasText: 'Walkthrough: MCP Lens' }).first().click();
      await runCommand(page, 'View: Close Editor');
      await page
        .locator('.editor-group-container .tab', { hasText: 'Walkthrough: MCP Lens' })
        .waitFor({ state: 'detached', timeout: 30_000 });
      const before = await activations(session);
      await reloadWindow(page);
      await poll(
        () => activations(session),
        (n) => n > before,
        { timeout: 120_000, failure: (n) => `MCP Lens was not activated again after the reload (${n} activations)` },
      );
      // a round trip through the extension host after its activation, which ran (and would have sent) the opening first
      await runCommand(page, 'View: Show MCP Lens');
      await waitForTreeRow(page, 'notes', 'stopped');
      assert.equal(
        await page.locator('.editor-group-container .tab', { hasText: 'Walkthrough: MCP Lens' }).count(),
        0,
        'the walkthrough opened again unasked',
      );

      stage = '"MCP Lens: Get Started" opens it when asked, its steps still done';
      await runCommand(page, 'MCP Lens: Get Started');
      await walkthroughPage(page).waitFor({ timeout: 60_000 });
      await waitForStepDone(page, 'cli');

      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('getting-started-failure').catch(() => null);
      const logs = await session.saveLogs('getting-started').catch(() => null);
      error.message = `${stage}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
