// Opens each of the extension's webviews in a fresh VS Code window and times it until its controls are on screen.
// Used by webviews.e2e.test.mjs and by the benchmark (scripts/bench/webviews.mjs).

import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, runCommand } from './harness.mjs';
import { pickQuickItem, runPickingCommand, waitForTreeRow, pickThrough } from './approvalPanel.mjs';
import { chooseTool, field, waitForStatus } from './runnerPanel.mjs';
import {
  AUTHORIZATION_CONTROLS,
  RUNNER_CONTROLS,
  waitForAnswerable,
  waitOnScreen,
  whenVisible,
} from './webviewTiming.mjs';
import { traceWindow } from './webviewTrace.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');

/** The remote server of the workspace: never started, it has an authorization view to open (no sign-in tried). */
export const REMOTE = 'remote';

/** A workspace with one untrusted server, whose every tool call asks, and one remote server that is never started. */
export async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-webviews-'));
  const calls = path.join(workspace, 'calls.jsonl');
  await fs.mkdir(path.join(workspace, '.vscode'));
  const notes = {
    type: 'stdio',
    command: process.execPath,
    args: [path.join(FIXTURES, 'wellBehaved.mjs')],
    env: { MCP_LENS_FIXTURE_CALLS: calls },
  };
  const remote = { type: 'http', url: 'http://127.0.0.1:9/mcp' };
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify({ servers: { notes, [REMOTE]: remote } }, null, 2),
  );
  return { workspace, calls };
}

/** A wait started before the action it waits for: if that action fails first, the wait's own failure is not unhandled. */
function started(promise) {
  promise.catch(() => {});
  return promise;
}

const runButton = (runner) => runner.locator('#panel-tools').getByRole('button', { name: 'Run', exact: true });

/**
 * Denies in the panel, or in VS Code's dialog when that took the panel's place, even after the panel's buttons were
 * seen. Resolves with true when the dialog answered.
 */
async function answer(page, asked) {
  const dialog = page.locator('.monaco-dialog-box').first();
  if (asked.kind === 'panel') {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        await asked.frame.locator('#deny').click({ timeout: 2_000 });
        return false;
      } catch (error) {
        if (await dialog.isVisible().catch(() => false)) break;
        if (Date.now() > deadline) throw error;
      }
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  return true;
}

/** The machine's load: the 1-minute load average per core, when the timing was taken. */
function loadPerCore() {
  return Math.round((os.loadavg()[0] / os.cpus().length) * 100) / 100;
}

/** Linux's running total of the time (µs) some task was ready to run but waited for a core; undefined without PSI. */
function cpuPressureTotal() {
  try {
    const m = /^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns a function giving the share of the time since (0 to 1) that some task waited for a core, or undefined where
 * the kernel does not say. Unlike the load average, it covers exactly the moments timed.
 */
function pressureSince() {
  const startedAt = performance.now();
  const from = cpuPressureTotal();
  return () => {
    const to = cpuPressureTotal();
    const ms = performance.now() - startedAt;
    if (from === undefined || to === undefined || ms <= 0) return undefined;
    return Math.round(Math.min(1, (to - from) / 1000 / ms) * 100) / 100;
  };
}

/** Starts timing one opening: the returned function gives the load when it began and the CPU pressure since. */
function startSample() {
  const load = loadPerCore();
  const pressure = pressureSince();
  return () => ({ load, pressure: pressure() });
}

/**
 * Times every webview of one fresh window, in milliseconds from its tab appearing (a pair's second panel from the
 * first one's answer), with the machine's load and CPU pressure at each opening.
 */
export async function measureWindow(
  session,
  { panels = 5, pairs = 2, onStep = () => {}, trace = false, slowMs = 2_000 } = {},
) {
  const { page } = session;
  const result = {
    runnerView: undefined,
    approval: [],
    runnerPanel: undefined,
    pairs: [],
    authorizationView: undefined,
  };
  const timeline = trace ? await traceWindow(page) : undefined;

  onStep('the runner side view, in a window that has opened no webview yet');
  const runnerHeader = page.locator('.pane-header[aria-expanded="true"]', { hasText: 'Runner' }).first();
  const viewShown = started(whenVisible(runnerHeader, { timeout: 120_000 }));
  const viewReady = started(waitOnScreen(page, RUNNER_CONTROLS, { timeout: 120_000 }));
  const viewSample = startSample();
  await runCommand(page, 'View: Show MCP Lens');
  const [headerAt, { frame: runner, at: runnerAt }] = await Promise.all([viewShown, viewReady]);
  result.runnerView = { ms: runnerAt - headerAt, ...viewSample() };

  onStep('start the server and bring its tool into the runner');
  await waitForTreeRow(page, 'notes', 'stopped');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Start Server'), 'notes');
  await waitForTreeRow(page, 'notes', '4 tools');
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), 'Read Note');
  await runner.locator('#panel-tools:not([hidden]) #tool-title', { hasText: 'Read Note' }).waitFor({ timeout: 30_000 });
  await runner.locator('#panel-tools').getByRole('button', { name: 'JSON', exact: true }).click();
  await field(runner.locator('#panel-tools'), 'Arguments as JSON').fill(JSON.stringify({ id: 'todo' }));

  for (let i = 0; i < panels; i++) {
    onStep(`approval panel ${i + 1} of ${panels}${i === 0 ? ' (the first call after start)' : ''}`);
    const tab = page.locator('.tab', { hasText: 'Approve Read Note?' }).first();
    const sample = startSample();
    const clickedAt = Date.now();
    const tabShown = started(whenVisible(tab));
    const answerable = started(waitForAnswerable(page));
    await runButton(runner).click();
    const [tabAt, asked] = await Promise.all([tabShown, answerable]);
    const item = {
      fromClick: asked.at - clickedAt,
      fromTab: asked.at - tabAt,
      first: i === 0,
      dialog: asked.kind === 'dialog',
      ...sample(),
    };
    // a slow panel's timeline, from 10 s before its click (what the window was doing) to its buttons on screen
    if (timeline && item.fromTab > slowMs) {
      item.timeline = await timeline.lines(clickedAt - 10_000, asked.at, clickedAt);
    }
    result.approval.push(item);
    if (await answer(page, asked)) item.dialog = true;
    await waitForStatus(runner, 'Denied');
    await tab.waitFor({ state: 'detached', timeout: 30_000 });
  }

  onStep('the runner in an editor');
  const panelTab = page.locator('.editor-group-container .tab', { hasText: 'MCP Lens Runner' }).first();
  const panelShown = started(whenVisible(panelTab, { timeout: 120_000 }));
  const panelReady = started(waitOnScreen(page, RUNNER_CONTROLS, { not: [runner], timeout: 120_000 }));
  const panelSample = startSample();
  await runCommand(page, 'MCP Lens: Open Runner in Editor');
  const [panelTabAt, { frame: editorRunner, at: editorAt }] = await Promise.all([panelShown, panelReady]);
  result.runnerPanel = { ms: editorAt - panelTabAt, ...panelSample() };

  if (pairs > 0) {
    await editorRunner.locator('#tool-title').waitFor({ timeout: 30_000 });
    const label = (await editorRunner.locator('#tool option').allTextContents()).find((t) => t.startsWith('Read Note'));
    await chooseTool(editorRunner, label);
    await editorRunner.locator('#panel-tools').getByRole('button', { name: 'JSON', exact: true }).click();
    await field(editorRunner.locator('#panel-tools'), 'Arguments as JSON').fill(JSON.stringify({ id: 'todo' }));
  }
  for (let j = 0; j < pairs; j++) {
    onStep(`two approval panels at once, pair ${j + 1} of ${pairs}`);
    // two calls asked at once: their panels take turns (client/src/approval/panelTurns.ts), the first within the bound
    // of its tab appearing, the second within the bound of the first being answered (its panel is made only then)
    let sample = startSample();
    const tabShown = started(whenVisible(page.locator('.tab', { hasText: 'Approve Read Note?' }).first()));
    const first = started(waitForAnswerable(page));
    // one click after the other: Playwright's mouse is the page's, and two clicks at once interleave their moves and
    // presses so that both land on one button (microsoft/playwright#22339). The editor's runner first: the panel that
    // its call opens splits the editor area and moves the editor's Run button, never the side bar's.
    await runButton(editorRunner).click();
    await runButton(runner).click();
    // both calls are asked: a click that started nothing fails here, by name, not as a panel that never came
    for (const [r, which] of [
      [editorRunner, "the editor's runner"],
      [runner, "the side bar's runner"],
    ]) {
      await waitForStatus(r, 'Waiting for approval').catch((error) => {
        throw new Error(`${which}: Run asked for no approval (${error.message})`);
      });
    }
    let since = await tabShown;
    const answered = [];
    for (let k = 0; k < 2; k++) {
      const asked = k === 0 ? await first : await waitForAnswerable(page, { not: answered });
      const item = { fromTab: asked.at - since, second: k === 1, dialog: asked.kind === 'dialog', ...sample() };
      result.pairs.push(item);
      if (asked.frame) answered.push(asked.frame);
      since = Date.now();
      sample = startSample();
      if (await answer(page, asked)) item.dialog = true;
    }
    for (const r of [runner, editorRunner]) await waitForStatus(r, 'Denied');
    await page
      .locator('.tab', { hasText: 'Approve Read Note?' })
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 });
  }

  onStep('the authorization view');
  const authTab = page.locator('.tab', { hasText: `Authorization: ${REMOTE}` }).first();
  const authShown = started(whenVisible(authTab, { timeout: 120_000 }));
  const authReady = started(waitOnScreen(page, AUTHORIZATION_CONTROLS, { timeout: 120_000 }));
  const authSample = startSample();
  await runCommand(page, 'MCP Lens: Show Authorization Steps…');
  const [authTabAt, { at: authAt }] = await Promise.all([authShown, authReady]);
  result.authorizationView = { ms: authAt - authTabAt, ...authSample() };
  await closeTab(page, authTab);
  return result;
}

/** Closes a tab of the workbench by its close button; waits for it to go. */
export async function closeTab(page, tab) {
  await tab.hover();
  await tab.locator('.codicon-close, .action-label[aria-label^="Close"]').first().click();
  await tab.waitFor({ state: 'detached', timeout: 30_000 });
}
