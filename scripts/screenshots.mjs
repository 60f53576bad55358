// `npm run screenshots`: the README's pictures, light and dark, from the real product on the e2e harness into
// docs/images/. `-- --requests`, `--modern`, `--dev`, `--apps`, `--oauth` or `--tests` take only those; `-- --check`
// is the README's review.

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  pickQuickItem,
  pickThrough,
  readApprovalPanel,
  runPickingCommand,
  waitForApprovalPanel,
  waitForTreeRow,
} from '../test/e2e/approvalPanel.mjs';
import {
  clickRow,
  dismissHovers,
  findWebviewFrame,
  treeRow,
  ensureBuilt,
  openFile,
  REPO_ROOT,
  runCommand,
  SCREENSHOTS_DIR,
  setViewExpanded,
  startSession,
  waitForProblems,
} from '../test/e2e/harness.mjs';
import { runnerFrame, runWithArguments, waitForResult } from '../test/e2e/runnerPanel.mjs';
import { devWorkspace, openChanges, saveBrokenAnnotation, startWatchedNotes } from '../test/e2e/devLoop.mjs';
import { approveConsent, openConsentPage } from '../test/e2e/oauthConsent.mjs';
import { poll } from '../test/e2e/poll.mjs';
import { modernShots, modernWorkspace } from './lib/modernShots.mjs';
import { savedTestsShots, savedTestsWorkspace } from './lib/savedTestsShots.mjs';

const WORKSPACE = path.join(REPO_ROOT, 'examples');
const IMAGES = path.join(REPO_ROOT, 'docs', 'images');
export const MAX_IMAGE_BYTES = 300 * 1024;
const THEMES = {
  light: { id: 'Default Light Modern', label: 'Light Modern', body: '.vs' },
  dark: { id: 'Default Dark Modern', label: 'Dark Modern', body: '.vs-dark' },
  'hc-dark': { id: 'Default High Contrast', label: 'Dark High Contrast', body: '.hc-black' },
  'hc-light': { id: 'Default High Contrast Light', label: 'Light High Contrast', body: '.hc-light' },
};

const check = process.argv.includes('--check');
const requestsOnly = process.argv.includes('--requests');
const modernOnly = process.argv.includes('--modern');
const devOnly = process.argv.includes('--dev');
const oauthOnly = process.argv.includes('--oauth');
const appsOnly = process.argv.includes('--apps');
const testsOnly = process.argv.includes('--tests');
const EVERYTHING = path.join(
  REPO_ROOT,
  'node_modules',
  '@modelcontextprotocol',
  'server-everything',
  'dist',
  'index.js',
);
const log = (line) => console.log(line);

/** Switches the color theme as a user does (Preferences: Color Theme, then its row) and waits until it shows. */
async function setTheme(session, theme) {
  const { page } = session;
  if (await page.locator(`.monaco-workbench${THEMES[theme].body}`).count()) return;
  await page.keyboard.press('Control+1');
  // the list draws only the rows in view (Light High Contrast is below them): the name typed narrows it to that row
  const open = async () => {
    await runPickingCommand(page, 'Preferences: Color Theme');
    await page.locator('.quick-input-widget .quick-input-box input').fill(THEMES[theme].label);
  };
  await pickThrough(page, open, THEMES[theme].label);
  await page.locator(`.monaco-workbench${THEMES[theme].body}`).waitFor({ timeout: 60_000 });
}

/** A PNG as small as it stays sharp: 256 colours (UI pictures have few), then fewer until it is under the limit. */
async function optimise(raw) {
  for (const quality of [100, 90, 75, 60]) {
    const png = await sharp(raw).png({ palette: true, quality, effort: 10, compressionLevel: 9 }).toBuffer();
    if (png.length < MAX_IMAGE_BYTES) return png;
  }
  throw new Error(
    `a screenshot stays over ${MAX_IMAGE_BYTES / 1024} KB even at 60% quality: take a smaller part of the window`,
  );
}

async function save(session, name, { clip } = {}) {
  await dismissHovers(session.page, { escape: false });
  const raw = await session.page.screenshot(clip ? { clip } : {});
  if (check) {
    const file = path.join(SCREENSHOTS_DIR, `check-${name}.png`);
    await fs.mkdir(SCREENSHOTS_DIR, { recursive: true });
    await fs.writeFile(file, raw);
    return log(`${path.relative(REPO_ROOT, file)}`);
  }
  const png = await optimise(raw);
  const file = path.join(IMAGES, `${name}.png`);
  await fs.mkdir(IMAGES, { recursive: true });
  await fs.writeFile(file, png);
  log(`${path.relative(REPO_ROOT, file)}: ${Math.round(png.length / 1024)} KB`);
}

/** The zero-based line and column of the first `text` in a workspace file, for "Go to Line". */
function positionOf(relativePath, text) {
  const content = readFileSync(path.join(WORKSPACE, relativePath), 'utf8');
  const offset = content.indexOf(text);
  if (offset < 0) throw new Error(`${relativePath} has no ${text}`);
  const before = content.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

/** Puts the cursor on `text` in the active editor (Ctrl+G, "line:column"). */
async function goTo(page, relativePath, text) {
  const { line, column } = positionOf(relativePath, text);
  await page.keyboard.press('Control+G');
  const box = page.locator('.quick-input-widget .quick-input-box input');
  await box.waitFor({ state: 'visible', timeout: 30_000 });
  await box.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 30_000 });
  await page
    .locator('.editor-group-container.active .editor-status-selection, .statusbar', {
      hasText: `Ln ${line}, Col ${column}`,
    })
    .first()
    .waitFor({ timeout: 30_000 });
}

async function runTool(page, label, args) {
  await page.keyboard.press('Control+1');
  await runPickingCommand(page, 'MCP Lens: Run Tool');
  await pickQuickItem(page, label);
  return runWithArguments(page, args, { tool: label });
}

async function closeEditors(page) {
  await page.keyboard.press('Control+1');
  await runCommand(page, 'View: Close All Editors');
}

/** The README's pictures in one theme. The notes server is running; the runner shows its last result. */
async function readmeShots(session, theme) {
  const { page } = session;
  await setTheme(session, theme);

  // a diagnostic and its quick fix: the cursor on get_note, which reads but does not say so (MCP206)
  await closeEditors(page);
  await openFile(page, 'catalog/tools.json');
  await waitForProblems(page, /MCP206/);
  await goTo(page, 'catalog/tools.json', 'get_note');
  await page.keyboard.press('Control+.');
  await page.locator('.action-widget', { hasText: 'Add "readOnlyHint": true' }).first().waitFor({ timeout: 30_000 });
  await save(session, `diagnostics-quick-fix-${theme}`);
  await page.keyboard.press('Escape');

  // a hover on a tool's name: its effective behaviour
  await goTo(page, 'catalog/tools.json', 'delete_note');
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+I');
  await page.locator('.monaco-hover:visible', { hasText: 'Effective behaviour' }).first().waitFor({ timeout: 30_000 });
  const raw = await page.screenshot();
  await page.keyboard.press('Escape');
  if (!check) {
    await fs.writeFile(path.join(IMAGES, `hover-effective-behaviour-${theme}.png`), await optimise(raw));
    log(`docs/images/hover-effective-behaviour-${theme}.png`);
  }

  // the Servers tree with the running server's tools and their badges, beside its config
  await closeEditors(page);
  await openFile(page, '.vscode/mcp.json');
  await setViewExpanded(page, 'Servers', true);
  await setViewExpanded(page, 'Runner', false);
  await waitForTreeRow(page, 'Delete a note', /destructive/);
  await save(session, `servers-tree-${theme}`);

  // the runner with a result
  await setViewExpanded(page, 'Runner', true);
  await setViewExpanded(page, 'Servers', false);
  const frame = await runTool(page, 'Search notes', { query: 'mcp' });
  const approval = await waitForApprovalPanel(page);
  await approval.locator('#approve').click();
  await waitForResult(frame, 'tools', /#\d+ /);
  // the picture shows the output check's verdict, not the moment before it
  await frame.locator('#panel-tools .result .structured[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await save(session, `runner-result-${theme}`);

  // the approval panel for a destructive tool
  await runTool(page, 'Delete a note', { id: '1' });
  const panel = await waitForApprovalPanel(page);
  if ((await readApprovalPanel(panel)).level !== 'destructive') {
    throw new Error('delete_note did not ask as a destructive tool');
  }
  await save(session, `approval-destructive-${theme}`);
  await panel.locator('#deny').click();
  await waitForResult(frame, 'tools', 'Denied');
  await setViewExpanded(page, 'Servers', true);
}

/** The MCP Lens view, the runner and the approval panel, as they are, for looking at (--check). */
async function checkShots(session, label) {
  const { page } = session;
  await setViewExpanded(page, 'Servers', true);
  await setViewExpanded(page, 'Runner', false);
  await waitForTreeRow(page, 'Delete a note', /destructive/);
  await save(session, `${label}-servers`);
  await setViewExpanded(page, 'Runner', true);
  await setViewExpanded(page, 'Servers', false);
  const frame = await runTool(page, 'Delete a note', { id: '1' });
  const panel = await waitForApprovalPanel(page);
  await save(session, `${label}-approval`);
  const panelCut = await overflowing(panel, 'approval panel');
  await panel.locator('#deny').click();
  await waitForResult(frame, 'tools', 'Denied');
  await closeEditors(page);
  await save(session, `${label}-runner`);
  await frame.evaluate(() => window.scrollTo(0, 0));
  await save(session, `${label}-runner-top`);
  await runCommand(page, 'MCP Lens: Open Runner in Editor');
  const editorRunner = await runnerFrame(page, { not: [frame] });
  await editorRunner.locator('#tool-title').waitFor({ timeout: 30_000 });
  await save(session, `${label}-runner-editor`);
  const cut = [
    ...panelCut,
    ...(await overflowing(frame, 'runner view')),
    ...(await overflowing(editorRunner, 'runner editor')),
  ].map((c) => `${label}: ${c}`);
  await closeEditors(page);
  return cut;
}

/**
 * What is cut off in a webview: the page wider than its view (a narrow view scrolls sideways), and the elements that
 * stick out past its right edge, by tag, id and class.
 */
async function overflowing(frame, where) {
  return frame.evaluate((where) => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width + 1) return [];
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > width + 1 && e.getClientRects().length)
      .filter((e, _, all) => !all.some((o) => o !== e && e.contains(o)))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}`,
      );
    return [`${where}: ${root.scrollWidth} px wide in a ${width} px view (${culprits.join(', ')})`];
  }, where);
}

/** A workspace whose one server is server-everything, which elicits and samples. */
function everythingWorkspace() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-lens-requests-'));
  mkdirSync(path.join(dir, '.vscode'));
  writeFileSync(
    path.join(dir, '.vscode', 'mcp.json'),
    JSON.stringify(
      { servers: { everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] } } },
      null,
      2,
    ),
  );
  return dir;
}

/** Run Tool with the pick filtered first: server-everything lists more tools than the pick shows at once. */
async function runFilteredTool(page, label, args) {
  await page.keyboard.press('Control+1');
  await runPickingCommand(page, 'MCP Lens: Run Tool');
  await page.locator('.quick-input-widget .quick-input-box input').fill(label);
  await pickQuickItem(page, label);
  return runWithArguments(page, args, { tool: label });
}

/** An elicitation form and a sampling request of server-everything, each shown in the runner, answered afterwards. */
async function requestShots(session, theme) {
  const { page } = session;
  await runCommand(page, 'View: Show MCP Lens');
  await waitForTreeRow(page, 'everything', 'stopped');
  await runPickingCommand(page, 'MCP Lens: Start Server');
  await pickQuickItem(page, 'everything');
  await waitForTreeRow(page, 'everything', /\d+ tools/);
  await setViewExpanded(page, 'Runner', true);
  await setViewExpanded(page, 'Servers', false);

  const frame = await runFilteredTool(page, 'Trigger Elicitation Request Tool', {});
  await (await waitForApprovalPanel(page)).locator('#approve').click();
  const form = frame.locator('.server-request-elicitation');
  await form.waitFor({ timeout: 60_000 });
  await form.locator('input[type="text"]').first().fill('Ada Lovelace');
  await frame.locator('#panel-tools .run-status', { hasText: 'Waits for your answer' }).waitFor({ timeout: 30_000 });
  await save(session, `runner-elicitation-${theme}`);
  await form.getByRole('button', { name: /^Accept/ }).click();
  await waitForResult(frame, 'tools', 'User provided');

  await runFilteredTool(page, 'Trigger Sampling Request Tool', {
    prompt: 'Write a haiku about the Model Context Protocol',
    maxTokens: 60,
  });
  await (await waitForApprovalPanel(page)).locator('#approve').click();
  const sampling = frame.locator('.server-request-sampling');
  await sampling.waitFor({ timeout: 60_000 });
  await sampling
    .locator('textarea')
    .first()
    .fill('Servers speak in tools,\nclients listen, and ask first —\none protocol hums.');
  await save(session, `runner-sampling-${theme}`);
  await sampling.getByRole('button', { name: 'Send reply to server' }).click();
  await waitForResult(frame, 'tools', 'LLM sampling result');

  // a tool run as a task: its result with the statuses it went through, unfolded
  await runFilteredTool(page, 'Simulate Research Query', { topic: 'tide pools' });
  await (await waitForApprovalPanel(page)).locator('#approve').click();
  await waitForResult(frame, 'tools', 'Research Report: tide pools');
  await frame.locator('#panel-tools .task-steps summary').click();
  await frame.locator('#panel-tools .task-steps').scrollIntoViewIfNeeded();
  await save(session, `runner-task-${theme}`);
}

/** The author's loop: the server restarted by a save, its changes row and the diff it opens. */
async function devShots(session, theme) {
  const { page } = session;
  await startWatchedNotes(page);
  await saveBrokenAnnotation(page);
  await openChanges(page);
  // the Problems panel stays open below: the live lint's finding on the new catalog is part of the picture
  await save(session, `changes-since-last-start-${theme}`);
}

/** Both themes of the author's loop, each in a workspace and a window of its own. */
async function allDevShots() {
  for (const theme of ['light', 'dark']) {
    const ws = await devWorkspace();
    const s = await startSession({
      workspace: ws.workspace,
      settings: { 'workbench.colorTheme': THEMES[theme].id, 'window.commandCenter': true },
    });
    await s.page.setViewportSize({ width: 1400, height: 900 });
    await inSession(s, () => devShots(s, theme)).finally(() => ws.dispose());
  }
}

/**
 * Two remote servers behind our OAuth fixture (on 127.0.0.2: code-server proxies localhost URLs): "notes", signed in
 * through its consent page, and "strict", whose configured client does not list MCP Lens's redirect URI.
 */
async function oauthShots(theme) {
  const { startOAuthFixture } = await import(
    new URL('../test/fixtures/servers/oauthFixture.mjs', import.meta.url).href
  );
  const open = await startOAuthFixture({ authorize: 'page', host: '127.0.0.2' });
  const strict = await startOAuthFixture({
    host: '127.0.0.2',
    dcr: false,
    preRegistered: [{ client_id: 'mcp-lens-docs', redirect_uris: ['https://app.example.com/oauth/callback'] }],
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-lens-oauth-'));
  mkdirSync(path.join(dir, '.vscode'));
  writeFileSync(
    path.join(dir, '.vscode', 'mcp.json'),
    JSON.stringify(
      {
        servers: {
          notes: { type: 'http', url: open.mcpUrl },
          strict: { type: 'http', url: strict.mcpUrl, oauth: { clientId: 'mcp-lens-docs' } },
        },
      },
      null,
      2,
    ),
  );
  const s = await startSession({
    workspace: dir,
    settings: { 'workbench.colorTheme': THEMES[theme].id, 'window.commandCenter': true },
  });
  const authorizationView = (name) =>
    findWebviewFrame(s.page, async (frame) =>
      (await frame.locator('h1').innerText({ timeout: 1_000 })).includes(`Authorization of ${name}`),
    );
  await inSession(s, async () => {
    const { page } = s;
    await runCommand(page, 'View: Show MCP Lens');
    await waitForTreeRow(page, 'notes', 'stopped');
    await runPickingCommand(page, 'MCP Lens: Sign In to Server…');
    await approveConsent(await openConsentPage(page, () => pickQuickItem(page, 'notes')));
    await waitForTreeRow(page, 'notes', '3 tools');
    await expand(page, 'notes');
    await clickRow(page, 'Signed in');
    await authorizationView('notes');
    await save(s, `authorization-signed-in-${theme}`);

    await runPickingCommand(page, 'MCP Lens: Sign In to Server…');
    await pickQuickItem(page, 'strict');
    await page
      .locator('.notifications-toasts .notification-toast', { hasText: 'the sign-in to strict failed' })
      .getByRole('button', { name: 'Show Steps' })
      .click();
    await authorizationView('strict');
    await save(s, `authorization-failed-${theme}`);
  }).finally(async () => {
    await open.close();
    await strict.close();
  });
}

/**
 * An MCP App in the runner (opened in the editor): the official example @modelcontextprotocol/server-basic-vanillajs,
 * its Get Time called, the app showing the result, and a message it sent to the chat in the log under it.
 */
async function appShots(theme) {
  const app = path.join(
    REPO_ROOT,
    'node_modules',
    '@modelcontextprotocol',
    'server-basic-vanillajs',
    'dist',
    'index.js',
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-lens-apps-'));
  mkdirSync(path.join(dir, '.vscode'));
  writeFileSync(
    path.join(dir, '.vscode', 'mcp.json'),
    JSON.stringify({ servers: { 'basic-app': { type: 'stdio', command: 'node', args: [app, '--stdio'] } } }, null, 2),
  );
  const s = await startSession({
    workspace: dir,
    settings: { 'workbench.colorTheme': THEMES[theme].id, 'window.commandCenter': true },
  });
  await inSession(s, async () => {
    const { page } = s;
    await runCommand(page, 'MCP Lens: Open Runner in Editor');
    const frame = await runnerFrame(page);
    await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click();
    await frame.locator('#tool-title', { hasText: 'Get Time' }).waitFor({ timeout: 60_000 });
    await frame.locator('#panel-tools').getByRole('button', { name: 'Run', exact: true }).click();
    await (await waitForApprovalPanel(page)).locator('#approve').click();
    await frame.locator('#app-status', { hasText: 'Get Time App' }).waitFor({ timeout: 60_000 });
    const appFrame = await poll(
      () => page.frames().find((f) => /\/app\/[A-Za-z0-9_-]{20,}$/.test(f.url())),
      (f) => !!f,
      { timeout: 30_000, failure: () => 'no app frame' },
    );
    await appFrame.locator('#server-time', { hasText: /^\d{4}-/ }).waitFor({ timeout: 30_000 });
    await appFrame.locator('#send-message-btn').click();
    await frame.locator('#app-log .app-record-message').waitFor({ timeout: 30_000 });
    await frame.locator('#app-host').scrollIntoViewIfNeeded();
    await save(s, `runner-app-${theme}`);
  });
}

/** Unfolds a row of the Servers tree (a click toggles it, so only when it is folded). */
async function expand(page, label) {
  const row = treeRow(page, label);
  await row.waitFor({ timeout: 30_000 });
  if ((await row.getAttribute('aria-expanded')) !== 'true') await clickRow(page, label);
  await page
    .locator('.pane-body .monaco-list-row[aria-expanded="true"]', {
      has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }),
    })
    .first()
    .waitFor({ timeout: 30_000 });
}

async function startNotes(session) {
  const { page } = session;
  await runCommand(page, 'View: Show MCP Lens');
  await waitForTreeRow(page, 'notes', 'stopped');
  await runPickingCommand(page, 'MCP Lens: Start Server');
  await pickQuickItem(page, 'notes');
  await waitForTreeRow(page, 'notes', '5 tools');
  await expand(page, 'notes');
  await expand(page, 'Tools');
  await waitForTreeRow(page, 'Delete a note', /destructive/);
}

async function session(browserContext, theme, workspace = WORKSPACE) {
  return startSession({
    workspace,
    browserContext,
    settings: { 'workbench.colorTheme': THEMES[theme].id, 'window.commandCenter': true },
  });
}

/** Runs `work` once MCP Lens is active in the session; a failure keeps a screenshot, and the session is closed. */
async function inSession(s, work) {
  try {
    await s.waitForActivation();
    await work();
  } catch (error) {
    const shot = await s.screenshot('screenshots-failure').catch(() => null);
    error.message += `\n(screenshot: ${shot ?? 'none'})`;
    throw error;
  } finally {
    await s.close();
  }
}

/** The 2026-07-28 session's card, light and dark, each in a window of its own. */
async function allModernShots() {
  const workspace = modernWorkspace();
  for (const theme of ['light', 'dark']) {
    const s = await session({}, theme, workspace);
    await inSession(s, () => modernShots(s, theme, save));
  }
}

/** The Test Explorer with a saved test's steps and a failed snapshot's diff, light and dark. */
async function allSavedTestsShots() {
  const workspace = savedTestsWorkspace();
  for (const theme of ['light', 'dark']) {
    const s = await session({}, theme, workspace);
    await inSession(s, () => savedTestsShots(s, theme, save));
  }
}

async function main() {
  await ensureBuilt({ force: true });
  if (requestsOnly) {
    const workspace = everythingWorkspace();
    for (const theme of ['light', 'dark']) {
      const s = await startSession({
        workspace,
        settings: { 'workbench.colorTheme': THEMES[theme].id, 'window.commandCenter': true },
      });
      await inSession(s, () => requestShots(s, theme));
    }
    return;
  }
  if (modernOnly) return allModernShots();
  if (testsOnly) return allSavedTestsShots();
  if (devOnly) return allDevShots();
  if (oauthOnly) {
    for (const theme of ['light', 'dark']) await oauthShots(theme);
    return;
  }
  if (appsOnly) {
    for (const theme of ['light', 'dark']) await appShots(theme);
    return;
  }
  const runs = check
    ? [
        { label: 'zoom100', context: {}, themes: ['hc-dark', 'hc-light'] },
        {
          // 200% zoom of the 1400×900 window: a 700×450 layout drawn at twice the size
          label: 'zoom200',
          context: { viewport: { width: 700, height: 450 }, deviceScaleFactor: 2 },
          themes: ['dark', 'light', 'hc-dark', 'hc-light'],
        },
      ]
    : // a window per theme: a webview left with the focus by the first pass can close the next one's quick picks
      [
        { label: 'readme', context: {}, themes: ['light'] },
        { label: 'readme', context: {}, themes: ['dark'] },
      ];
  const cut = [];
  for (const run of runs) {
    const s = await session(run.context, run.themes[0]);
    await inSession(s, async () => {
      await startNotes(s);
      for (const theme of run.themes) {
        if (check) {
          await setTheme(s, theme);
          cut.push(...(await checkShots(s, `${run.label}-${theme}`)));
        } else await readmeShots(s, theme);
      }
    });
  }
  if (!check) {
    await allModernShots();
    await allSavedTestsShots();
    await allDevShots();
    for (const theme of ['light', 'dark']) await oauthShots(theme);
    for (const theme of ['light', 'dark']) await appShots(theme);
  }
  if (cut.length) throw new Error(`cut off (wider than its view):\n${cut.join('\n')}`);
  if (check) {
    log(
      'nothing is wider than its view: the runner view, the approval panel and the runner editor at each zoom and theme',
    );
  }
}

main().catch((error) => {
  console.error(`npm run screenshots: ${error.stack ?? error.message}`);
  process.exit(1);
});
