// The Servers tree on the fixture servers: starting, tools with counts and badges, a call through approval, a failing
// server's reason, the live lint, a tool list that keeps changing, and Restricted Mode.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  clickInline,
  clickRow,
  dismissHovers,
  e2eSkipReason,
  ensureBuilt,
  hoverForTooltip,
  REPO_ROOT,
  runCommand,
  startSession,
  treeRow,
  waitForNotification,
  waitForProblems,
} from './harness.mjs';
import { waitForApprovalPanel } from './approvalPanel.mjs';
import { poll } from './poll.mjs';
import { runWithArguments, waitForResult, waitForStatus } from './runnerPanel.mjs';
import { recorded, waitForChildRow, waitForRowText } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-servers-'));
  const calls = path.join(workspace, 'calls.jsonl');
  const info = path.join(workspace, 'notes-info.json');
  const server = (file, env = {}) => ({
    type: 'stdio',
    command: process.execPath,
    args: [path.join(FIXTURES, file)],
    env,
  });
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify(
      {
        servers: {
          notes: server('wellBehaved.mjs', { MCP_LENS_FIXTURE_CALLS: calls, MCP_LENS_FIXTURE_INFO: info }),
          crashing: server('crashAtStart.mjs'),
          hostile: server('hostileText.mjs'),
          paged: server('paged.mjs', { MCP_LENS_FIXTURE_INFO: path.join(workspace, 'paged-info.json') }),
        },
      },
      null,
      2,
    ),
  );
  return { workspace, calls, info };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX] /.test(stat);
  } catch {
    return false;
  }
}

/**
 * Like waitForRowText, but fails at once when a quick pick opens meanwhile: an inline action whose command reached it
 * without its row asks which server it is about.
 */
function waitForRowTextWithoutPick(page, label, text) {
  const pick = page.locator('.quick-input-widget').first();
  const noPick = async () => {
    if (await pick.isVisible().catch(() => false)) {
      const shown = ((await pick.innerText().catch(() => '')) ?? '').replace(/\s+/g, ' ');
      throw new Error(`a quick pick opened instead of the row's action: "${shown}"`);
    }
  };
  return waitForRowText(page, label, text, { interval: 100, unless: noPick });
}

/** Answers the approval panel (a webview) still waiting: 'deny' or 'approve'. Resolves with the panel's text. */
async function answerApproval(page, answer) {
  const frame = await waitForApprovalPanel(page);
  const text = (await frame.locator('body').innerText()).replace(/\s+/g, ' ');
  await frame.locator(`#${answer}`).click();
  return text;
}

/** A click on a tool's row brings it into the runner; its arguments typed there, Run pressed; once it asks. */
async function runFromTree(page, tool, args) {
  await clickRow(page, tool);
  const runner = await runWithArguments(page, args, { tool });
  // the status line now belongs to this call, so what it says next is this call's outcome
  await waitForStatus(runner, 'Waiting for approval');
  return runner;
}

test(
  'the Servers tree starts servers, shows their catalog, and calls tools only through the gate',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace, calls, info } = await makeWorkspace();
    const session = await startSession({ workspace });
    const { page } = session;
    let step = 'open the view';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'notes', 'stdio · stopped');
      await session.screenshot('servers-tree-stopped');

      step = 'start from the tree';
      await clickInline(page, 'notes', 'Start Server');
      await waitForRowText(page, 'notes', 'stdio · 4 tools, 3 resources, 1 template, 1 prompt');
      await waitForChildRow(page, 'Tools', 'Delete Note', { unfoldFirst: true });
      await waitForRowText(page, 'Delete Note', 'destructive · idempotent · closed-world');
      await waitForRowText(page, 'echo', 'destructive (default) · open-world (default)');
      await session.screenshot('servers-tree-running');
      const hover = await hoverForTooltip(
        page,
        'Delete Note',
        'Behaviour: may modify, may destroy, idempotent, closed world',
      );
      // (appendText turns spaces into no-break spaces)
      assert.match(
        (await hover.innerText()).replace(/\s+/g, ' '),
        /Deletes a note permanently\. It cannot be recovered\./,
      );
      await session.screenshot('servers-tree-tool-tooltip');
      await page.mouse.move(900, 600);

      step = 'deny a call';
      let runner = await runFromTree(page, 'echo', { message: 'hello from the tree' });
      const asked = await answerApproval(page, 'deny');
      assert.match(asked, /echo/);
      assert.match(asked, /hello from the tree/);
      await waitForStatus(runner, 'Denied');
      await waitForResult(runner, 'tools', 'Denied in the approval panel: nothing was sent.');
      assert.deepEqual(recorded(calls), [], 'a denied call never reaches the server');

      step = 'approve a call';
      runner = await runFromTree(page, 'echo', { message: 'approved' });
      await answerApproval(page, 'approve');
      await waitForStatus(runner, /Success/);
      assert.match(await waitForResult(runner, 'tools', 'approved'), /Success/);
      assert.deepEqual(
        recorded(calls).map((c) => [c.tool, c.arguments.message]),
        [['echo', 'approved']],
      );
      await session.screenshot('servers-tree-tool-result');

      step = 'stop a server right after starting it, while its row is drawn again';
      // notes runs too: a Stop that lost its row would ask which of the two servers to stop (a quick pick)
      await clickInline(page, 'hostile', 'Start Server');
      await clickInline(page, 'hostile', 'Stop Server');
      await waitForRowTextWithoutPick(page, 'hostile', 'stdio · stopped');
      await waitForRowText(page, 'notes', 'stdio · 4 tools');
      await session.screenshot('servers-tree-stopped-right-after-start');

      step = 'server text stays text';
      await clickInline(page, 'hostile', 'Start Server');
      await waitForRowText(page, 'hostile', '1 tool');
      await clickRow(page, 'notes'); // fold the first server so the second one's rows are in view
      const hostileTools = page
        .locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: /^Tools$/ }) })
        .last();
      await dismissHovers(page);
      await hostileTools.click();
      const hostileRow = treeRow(page, '<b>Hostile</b> **tool**');
      await hostileRow.waitFor({ state: 'visible', timeout: 30_000 });
      const hostileHover = await hoverForTooltip(page, '<b>Hostile</b> **tool**', 'onerror');
      const shown = (await hostileHover.innerText()).replace(/\s+/g, ' ');
      assert.ok(
        shown.includes(
          '<img src=x onerror="alert(1)"> **not bold** [quit](command:workbench.action.quit) <script>alert(2)</script> $(zap)',
        ),
        shown,
      );
      assert.equal(
        await hostileHover.locator('img, script, a[href^="command:"], .codicon-zap').count(),
        0,
        'nothing in the text is rendered',
      );
      // the only bold text is the heading MCP Lens writes, and it holds the title as typed
      assert.deepEqual(
        (await hostileHover.locator('strong').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ')),
        ['<b>Hostile</b> **tool**'],
      );
      await session.screenshot('servers-tree-hostile-text');
      await page.mouse.move(900, 600);
      await clickInline(page, 'hostile', 'Stop Server');
      await waitForRowText(page, 'hostile', 'stdio · stopped');

      step = 'a failing server';
      await clickInline(page, 'crashing', 'Start Server');
      await waitForRowText(page, 'crashing', 'error · NOTES_API_KEY is not set');
      await waitForNotification(page, 'crashing failed to start');
      await session.screenshot('servers-tree-error');

      step = 'live lint';
      await clickInline(page, 'paged', 'Start Server');
      await waitForRowText(page, 'paged', '25 tools');
      const problems = await waitForProblems(page, (text) => /MCP302/.test(text));
      assert.match(problems[0], /"priority" is 2/);
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'MCP302' }).first().dblclick();
      await page
        .locator('.editor-group-container.active .tab.active', { hasText: 'paged.catalog.json' })
        .waitFor({ state: 'visible', timeout: 30_000 });
      await session.screenshot('servers-tree-live-lint');

      step = 'stop';
      const pid = JSON.parse(readFileSync(info, 'utf8')).pid;
      await clickInline(page, 'notes', 'Stop Server');
      await waitForRowText(page, 'notes', 'stdio · stopped');
      assert.equal(alive(pid), false, 'stopping from the tree ends the process');

      step = 'close the window with a server running';
      const paged = JSON.parse(readFileSync(path.join(workspace, 'paged-info.json'), 'utf8')).pid;
      assert.equal(alive(paged), true);
      await session.close();
      await poll(
        () => alive(paged),
        (running) => !running,
        { timeout: 30_000, interval: 100, failure: () => `closing VS Code left the server ${paged} behind` },
      );

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('servers-tree-failure').catch(() => null);
      const logs = await session.saveLogs('servers-tree').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);

test(
  'the tree keeps up with a server that announces list changes every 100 ms',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-storm-'));
    const flag = path.join(workspace, 'storming');
    await fs.writeFile(flag, '');
    await fs.mkdir(path.join(workspace, '.vscode'));
    const storm = {
      type: 'stdio',
      command: process.execPath,
      args: [path.join(FIXTURES, 'listStorm.mjs')],
      env: { MCP_LENS_FIXTURE_STORM: flag },
    };
    await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { storm } }, null, 2));
    const session = await startSession({ workspace });
    const { page } = session;
    let step = 'open the view';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'storm', 'stdio · stopped');

      // VS Code redraws a tree only after 200 ms without a change of it: before, the row stayed on its first count for
      // as long as the server went on, so the second of these waits timed out
      step = 'the row follows the changes while they go on';
      await clickInline(page, 'storm', 'Start Server');
      for (const count of ['1 tool', '2 tools', '1 tool', '2 tools']) {
        await waitForRowText(page, 'storm', `stdio · ${count}`, { interval: 50 });
      }
      await session.screenshot('servers-tree-list-storm');

      step = 'the changes stop; the row settles on what the server lists';
      await fs.rm(flag);
      await waitForRowText(page, 'storm', 'stdio · 2 tools');
      await clickInline(page, 'storm', 'Stop Server');
      await waitForRowText(page, 'storm', 'stdio · stopped');
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('servers-tree-storm-failure').catch(() => null);
      const logs = await session.saveLogs('servers-tree-storm').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);

test(
  'in Restricted Mode the tree shows the servers and starts none',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace } = await makeWorkspace();
    const session = await startSession({ workspace, trustWorkspace: false });
    const { page } = session;
    try {
      const trust = page.locator('.monaco-dialog-box', { hasText: 'Do you trust the authors' });
      await trust.waitFor({ state: 'visible', timeout: 60_000 });
      await trust.locator('.monaco-button', { hasText: "No, I don't trust the authors" }).click();
      await trust.waitFor({ state: 'hidden', timeout: 30_000 });
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'notes', 'stdio · Restricted Mode');
      await page
        .locator('.pane-body', { hasText: 'servers from this workspace’s config files cannot be started' })
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      await session.screenshot('servers-tree-restricted');
      // the command opens its own quick pick at once, so it is chosen with Enter rather than runCommand (which waits for the palette to close)
      await page.keyboard.press('F1');
      const box = page.locator('.quick-input-widget .quick-input-box input');
      await box.waitFor({ state: 'visible', timeout: 30_000 });
      await box.fill('>MCP Lens: Start Server');
      await page
        .locator('.quick-input-widget .monaco-list-row', { hasText: 'MCP Lens: Start Server' })
        .first()
        .waitFor({ state: 'visible', timeout: 30_000 });
      await page.keyboard.press('Enter');
      const row = page
        .locator('.quick-input-widget .monaco-list-row', { hasText: 'Restricted Mode' })
        .filter({ hasText: 'notes' })
        .first();
      await row.waitFor({ state: 'visible', timeout: 30_000 });
      await row.click();
      await waitForNotification(page, 'Restricted Mode: this workspace is not trusted');
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('servers-tree-restricted-failure').catch(() => null);
      const logs = await session.saveLogs('servers-tree-restricted').catch(() => null);
      error.message += `\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
