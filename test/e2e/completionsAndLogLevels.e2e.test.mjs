// The runner as an MCP client in a real VS Code, against @modelcontextprotocol/server-everything: the server's
// suggestions appear under a prompt argument as it is typed, are taken with the keyboard, and the second argument's
// depend on the first (sent as context); the log level is set from the runner's server bar and from "MCP Lens: Set
// Log Level…", and the server bar shows the level in force. Screenshot of the suggestions, dark theme.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertCleanLogs, dismissHovers, e2eSkipReason, ensureBuilt, REPO_ROOT, runCommand, setViewExpanded, startSession } from './harness.mjs';
import { pickThrough, runPickingCommand } from './approvalPanel.mjs';
import { field, runnerFrame, selectTab, waitForResult } from './runnerPanel.mjs';
import { poll } from './poll.mjs';

const EVERYTHING = path.join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-complete-'));
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] } } }, null, 2));
  return workspace;
}

/** The suggestions shown under the field now ([] while the list is closed). */
function shownSuggestions(scope) {
  return scope.locator('.suggestions:not([hidden]) [role="option"]').allInnerTexts();
}

function waitForSuggestions(scope, expected) {
  return poll(
    () => shownSuggestions(scope),
    (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    { timeout: 30_000, interval: 100, failure: (shown) => `the suggestions never were ${JSON.stringify(expected)}; they are ${JSON.stringify(shown)}` },
  );
}

test('the runner as an MCP client: argument completions and log levels, in a real VS Code', { skip: e2eSkipReason(), timeout: 10 * 60_000 }, async (t) => {
  await ensureBuilt();
  const workspace = await makeWorkspace();
  const session = await startSession({ workspace, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
  const { page } = session;
  await page.setViewportSize({ width: 1400, height: 1000 });
  let step = 'open the runner and start server-everything';
  try {
    await runCommand(page, 'View: Show MCP Lens');
    const frame = await runnerFrame(page);
    await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click({ timeout: 60_000 });
    await frame.locator('.server-detail', { hasText: 'running' }).waitFor({ timeout: 90_000 });
    await setViewExpanded(page, 'Servers', false);

    step = 'the server declares logging: the server bar offers its log level, set there';
    const level = frame.locator('#log-level');
    await level.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await level.inputValue(), '', 'no level set: the server’s default');
    await level.selectOption('warning');
    // the extension answers with the level in force; the "server default" entry is gone then
    await poll(() => level.locator('option').count(), (n) => n === 8, { timeout: 30_000, interval: 100 });
    assert.equal(await level.inputValue(), 'warning');

    step = 'a prompt argument gets the server’s suggestions as it is typed';
    await selectTab(frame, 'Prompts');
    const prompts = frame.locator('#panel-prompts');
    await frame.locator('#prompt').selectOption({ label: 'Team Management — completable-prompt' });
    await prompts.locator('h2', { hasText: 'Team Management' }).waitFor({ timeout: 30_000 });
    const department = field(prompts, 'department (required)');
    await department.click();
    await waitForSuggestions(prompts, ['Engineering', 'Sales', 'Marketing', 'Support']);
    await department.pressSequentially('S');
    await waitForSuggestions(prompts, ['Sales', 'Support']);
    assert.equal(await department.getAttribute('aria-expanded'), 'true');
    await session.screenshot('runner-completions-dark');

    step = 'the keyboard takes a suggestion: ArrowDown twice, Enter';
    await department.press('ArrowDown');
    await department.press('ArrowDown');
    assert.equal(await prompts.locator('[role="option"][aria-selected="true"]').innerText(), 'Support');
    await department.press('Enter');
    assert.equal(await department.inputValue(), 'Support');
    assert.deepEqual(await shownSuggestions(prompts), [], 'the list closes');

    step = 'the second argument’s suggestions depend on the first (sent as context)';
    const name = field(prompts, 'name (required)');
    await name.click();
    await waitForSuggestions(prompts, ['John', 'Kim', 'Lee']);
    await name.press('Escape');
    assert.deepEqual(await shownSuggestions(prompts), [], 'Escape closes the list');
    await name.pressSequentially('K');
    await waitForSuggestions(prompts, ['Kim']);
    await prompts.locator('[role="option"]', { hasText: 'Kim' }).click();
    assert.equal(await name.inputValue(), 'Kim');
    await prompts.getByRole('button', { name: 'Get', exact: true }).click();
    await waitForResult(frame, 'prompts', 'Please promote Kim to the head of the Support team.');

    step = '"MCP Lens: Set Log Level…" sets it too, and the server bar follows';
    await dismissHovers(page);
    await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Set Log Level…'), 'error');
    await poll(() => level.inputValue(), (v) => v === 'error', { timeout: 30_000, interval: 100, failure: (v) => `the server bar shows the level ${v}` });
    await session.screenshot('runner-log-level-dark');

    step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
    await session.close();
    t.diagnostic(await assertCleanLogs(session));
  } catch (error) {
    const shot = await session.screenshot('completions-failure').catch(() => null);
    const logs = await session.saveLogs('completions').catch(() => null);
    error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
    throw error;
  } finally {
    await session.close();
    await fs.rm(workspace, { recursive: true, force: true });
  }
});
