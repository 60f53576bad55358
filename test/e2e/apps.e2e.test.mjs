// MCP Apps in the runner: an official example app works, its tool calls go through approval, and a hostile app
// (test/fixtures/servers/hostileApp.mjs) cannot leave its sandbox or disturb the runner.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  e2eSkipReason,
  ensureBuilt,
  REPO_ROOT,
  runCommand,
  setViewExpanded,
  startSession,
} from './harness.mjs';
import { pickThrough, readApprovalPanel, runPickingCommand, waitForApprovalPanel } from './approvalPanel.mjs';
import { field, runnerFrame, selectTab, waitForResult, waitForStatus } from './runnerPanel.mjs';
import { poll } from './poll.mjs';
import { recorded } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');
const BASIC_APP = path.join(
  REPO_ROOT,
  'node_modules',
  '@modelcontextprotocol',
  'server-basic-vanillajs',
  'dist',
  'index.js',
);

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-apps-'));
  const calls = path.join(workspace, 'calls.jsonl');
  const hostileCalls = path.join(workspace, 'hostile-calls.jsonl');
  await fs.mkdir(path.join(workspace, '.vscode'));
  const servers = {
    'basic-app': {
      type: 'stdio',
      command: process.execPath,
      args: [path.join(FIXTURES, 'recordingProxy.mjs'), process.execPath, BASIC_APP, '--stdio'],
      env: { MCP_LENS_FIXTURE_CALLS: calls },
    },
    hostile: {
      type: 'stdio',
      command: process.execPath,
      args: [path.join(FIXTURES, 'hostileApp.mjs')],
      env: { MCP_LENS_FIXTURE_CALLS: hostileCalls },
    },
  };
  await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers }, null, 2));
  return { workspace, calls, hostileCalls };
}

/** Where the sandbox serves an app: its listener on 127.0.0.1, as VS Code forwards it (code-server: /proxy/PORT/). */
const APP_URL = /^http:\/\/127\.0\.0\.1:\d+\/(proxy\/\d+\/)?app\/[A-Za-z0-9_-]{20,}$/;

/** The frame of the app shown in the runner (served from the sandbox origin), once `ready` holds inside it. */
function appFrame(page, ready = async () => true, { timeout = 60_000 } = {}) {
  return poll(
    async () => {
      for (const frame of page.frames()) {
        if (frame.isDetached() || !APP_URL.test(frame.url())) continue;
        if (await ready(frame).catch(() => false)) return frame;
      }
      return undefined;
    },
    (f) => f !== undefined,
    { timeout, interval: 200, failure: () => `no app frame was ready within ${timeout / 1000}s` },
  );
}

const toolCalls = (file, name) => recorded(file).filter((r) => r.method === 'tools/call' && (!name || r.name === name));

async function setTheme(page, theme) {
  const kind = { 'Light Modern': '.vs', 'Dark Modern': '.vs-dark' }[theme];
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'Preferences: Color Theme'), theme);
  await page.locator(`.monaco-workbench${kind}`).waitFor({ timeout: 30_000 });
}

async function chooseServer(frame, name) {
  await frame
    .locator('#server')
    .selectOption({ label: name })
    .catch(async () => {
      const option = frame.locator('#server option', { hasText: name }).first();
      await frame.locator('#server').selectOption(await option.getAttribute('value'));
    });
}

/** Runs the tool shown with `args` from the JSON editor, approves the form's call, returns the panel's text. */
async function runAndApprove(page, frame, args) {
  const tools = frame.locator('#panel-tools');
  await tools.getByRole('button', { name: 'JSON', exact: true }).click();
  await field(tools, 'Arguments as JSON').fill(JSON.stringify(args));
  await tools.getByRole('button', { name: 'Run', exact: true }).click();
  const panel = await waitForApprovalPanel(page);
  const shown = await readApprovalPanel(panel);
  await panel.locator('#approve').click();
  return shown;
}

test(
  'an official MCP App renders in the runner, and its tool calls pass the approval panel',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async () => {
    await ensureBuilt();
    const { workspace, calls } = await makeWorkspace();
    const session = await startSession({ workspace, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'open the runner and start the App server';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await setViewExpanded(page, 'Servers', false);
      let frame = await runnerFrame(page);
      await chooseServer(frame, 'basic-app');
      await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click();
      await frame.locator('#tool-title', { hasText: 'Get Time' }).waitFor({ timeout: 60_000 });
      assert.ok(
        (await frame.locator('#panel-tools .badges .badge').allInnerTexts()).includes('app'),
        'the tool is marked as having an app',
      );

      step = 'Run: approved, the app renders beside the result and shows the result it was sent';
      const first = await runAndApprove(page, frame, {});
      assert.equal(first.heading.includes('Get Time'), true);
      await waitForResult(frame, 'tools', 'time');
      const app = await appFrame(page, async (f) =>
        /^\d{4}-\d\d-\d\dT/.test((await f.locator('#server-time').textContent()) ?? ''),
      );
      const firstTime = await app.locator('#server-time').textContent();
      await frame.locator('#app-status', { hasText: 'Get Time App' }).waitFor({ timeout: 30_000 });
      assert.equal(toolCalls(calls, 'get-time').length, 1);
      assert.equal(
        recorded(calls).filter((r) => r.method === 'resources/read' && r.uri === 'ui://get-time/mcp-app.html').length,
        1,
      );
      // the frame is sandboxed, loaded from the sandbox origin, never the app's HTML inside the runner's document
      const attrs = await frame.locator('#app-frame').evaluate((f) => ({
        sandbox: f.getAttribute('sandbox'),
        src: f.getAttribute('src'),
        srcdoc: f.hasAttribute('srcdoc'),
      }));
      assert.equal(attrs.sandbox, 'allow-scripts allow-forms');
      assert.match(attrs.src, APP_URL);
      assert.equal(attrs.srcdoc, false);
      assert.equal(await frame.locator('#get-time-btn').count(), 0, "none of the app is in the runner's document");
      await session.screenshot('app-in-runner-dark');

      step = 'the app calls get-time: the approval panel comes first and says the app asks; Deny sends nothing';
      await app.locator('#get-time-btn').click();
      let panel = await waitForApprovalPanel(page);
      const asked = await readApprovalPanel(panel);
      assert.match(
        await panel.locator('#origin').innerText(),
        /the app of get-time \(ui:\/\/get-time\/mcp-app\.html\)/,
      );
      assert.match(asked.heading, /Get Time/);
      await panel.locator('#deny').click();
      await poll(
        async () => app.locator('#server-time').textContent(),
        (t) => t === '[ERROR]',
        { timeout: 30_000, failure: (t) => `the app shows ${t} after Deny` },
      );
      assert.equal(toolCalls(calls, 'get-time').length, 1, 'nothing reached the server after Deny');

      step = 'Approve: the call reaches the server and the app shows its answer';
      await app.locator('#get-time-btn').click();
      panel = await waitForApprovalPanel(page);
      await panel.locator('#approve').click();
      await poll(
        async () => app.locator('#server-time').textContent(),
        (t) => /^\d{4}-\d\d-\d\dT/.test(t ?? ''),
        { timeout: 30_000, failure: (t) => `the app shows ${t} after Approve` },
      );
      assert.equal(toolCalls(calls, 'get-time').length, 2, 'the approved call reached the server');
      assert.ok(firstTime);

      step = 'a message to the chat shows in the runner, as a chat host would receive it';
      await app.locator('#send-message-btn').click();
      await frame
        .locator('#app-log .app-record-message', { hasText: 'This is message text.' })
        .waitFor({ timeout: 30_000 });

      step = 'open-link asks first, with the URL, and opens nothing unless the user says so';
      await app.locator('#open-link-btn').click();
      const dialog = page.locator('.monaco-dialog-box', { hasText: 'wants to open a link' });
      await dialog.waitFor({ timeout: 30_000 });
      assert.match(await dialog.innerText(), /https:\/\/modelcontextprotocol\.io\//);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      await frame.locator('#app-log .app-record-link', { hasText: 'not opened' }).waitFor({ timeout: 30_000 });

      step = 'a theme switch reaches the app';
      assert.equal(await app.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
      await setTheme(page, 'Light Modern');
      await poll(
        async () => app.evaluate(() => document.documentElement.getAttribute('data-theme')),
        (t) => t === 'light',
        { timeout: 30_000, failure: (t) => `the app's theme is ${t}` },
      );
      const background = await app.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-background-primary').trim(),
      );
      assert.ok(background, "the app got the VS Code theme's colours");
      frame = await runnerFrame(page);
      await session.screenshot('app-in-runner-light');
      await assertCleanLogs(session);
    } catch (error) {
      await session.screenshot('apps-failure').catch(() => undefined);
      throw new Error(`step "${step}": ${error instanceof Error ? error.message : error}`, { cause: error });
    } finally {
      await session.close();
    }
  },
);

test(
  'a hostile app stays in its sandbox, and a broken one is contained',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async () => {
    await ensureBuilt();
    const { workspace, hostileCalls } = await makeWorkspace();
    const session = await startSession({ workspace });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'start the hostile server';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await setViewExpanded(page, 'Servers', false);
      const frame = await runnerFrame(page);
      await chooseServer(frame, 'hostile');
      await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click();
      await frame.locator('#tool-title', { hasText: 'Probe' }).waitFor({ timeout: 60_000 });

      step = 'every attempt to leave the sandbox fails, as seen from inside the frame';
      await runAndApprove(page, frame, { mode: 'probe' });
      const probe = await appFrame(page, async (f) =>
        ((await f.locator('#results').textContent()) ?? '').includes('"done":true'),
      );
      const results = JSON.parse((await probe.locator('#results').textContent()) ?? '{}');
      const blocked = [
        'parentDocument',
        'topDocument',
        'parentLocation',
        'topNavigation',
        'vscodeApi',
        'cookie',
        'localStorage',
        'sessionStorage',
        'indexedDB',
        'otherFrames',
        'popup',
        'fetchForbidden',
        'imageForbidden',
      ];
      for (const name of blocked) assert.match(results[name] ?? 'missing', /^blocked/, `${name}: ${results[name]}`);
      // the browser refused them as cross-origin, not for want of something to reach: the workbench has other frames
      for (const name of [
        'parentDocument',
        'topDocument',
        'parentLocation',
        'topNavigation',
        'vscodeApi',
        'otherFrames',
        'cookie',
        'localStorage',
        'sessionStorage',
        'indexedDB',
      ]) {
        assert.equal(results[name], 'blocked: SecurityError', name);
      }
      assert.ok(results.otherFrameCount >= 2, `the probe found ${results.otherFrameCount} other frames`);
      console.log(`# hostile app, from inside its frame: ${JSON.stringify(results)}`);
      assert.equal(results.fetchAllowed, 'reached: reached', 'the origin its CSP declares is reachable');
      await waitForResult(frame, 'tools', 'probe probe');
      await frame.locator('#app-log .app-record-context', { hasText: 'probe finished' }).waitFor({ timeout: 30_000 });
      assert.equal(page.url().includes('hijacked'), false);
      await session.screenshot('app-hostile');

      step = 'messages posing as the extension change nothing in the runner, and stop the app';
      await runAndApprove(page, frame, { mode: 'forge' });
      await frame.locator('#app-problem', { hasText: 'without "jsonrpc": "2.0"' }).waitFor({ timeout: 60_000 });
      assert.equal(
        await frame.evaluate(() => /** @type {any} */ (window).__mcpLensPwned),
        undefined,
        'no script of the app ran in the runner',
      );
      await waitForResult(frame, 'tools', 'probe forge');
      assert.equal(
        await frame.locator('#panel-tools .result').filter({ hasText: 'forged' }).count(),
        0,
        'no made-up result',
      );

      step = 'an app that floods is stopped';
      await runAndApprove(page, frame, { mode: 'flood' });
      await frame
        .locator('#app-problem', { hasText: 'more than 100 messages in one second' })
        .waitFor({ timeout: 60_000 });
      await waitForStatus(frame, 'Success');

      step = 'an app that sends what is not JSON-RPC is stopped';
      await runAndApprove(page, frame, { mode: 'garbage' });
      await frame.locator('#app-problem', { hasText: 'not a JSON-RPC object' }).waitFor({ timeout: 60_000 });

      step = 'an app that asks for a huge size is shown at the bound';
      await runAndApprove(page, frame, { mode: 'huge' });
      await frame.locator('.app-size-note', { hasText: 'asked for 100,000 px' }).waitFor({ timeout: 60_000 });
      const height = await frame.locator('#app-frame').evaluate((f) => f.clientHeight);
      assert.ok(height <= 1200, `the frame is ${height} px tall`);

      step = 'an app that never initializes, and one that throws, give way to a message';
      for (const tool of ['silent', 'throws']) {
        await frame.locator('#tool').selectOption(tool);
        await frame.locator('#tool-title', { hasText: tool }).waitFor({ timeout: 30_000 });
        await runAndApprove(page, frame, {});
        await frame.locator('#app-problem', { hasText: 'did not initialize within 15 s' }).waitFor({ timeout: 60_000 });
      }
      // the runner still works: a call after all of them
      await selectTab(frame, 'Tools');
      assert.ok(recorded(hostileCalls).filter((r) => r.tool).length >= 6);
      await assertCleanLogs(session);
    } catch (error) {
      await session.screenshot('apps-hostile-failure').catch(() => undefined);
      throw new Error(`step "${step}": ${error instanceof Error ? error.message : error}`, { cause: error });
    } finally {
      await session.close();
    }
  },
);
