// The author's loop on a copy of the example server, so that a test can edit and save it as a user does without
// touching the repository's file. The e2e suite and `npm run screenshots -- --dev` share it.

import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { clickRow, openFile, openQuickInputWith, REPO_ROOT, runCommand, waitForProblems } from './harness.mjs';
import { pickThrough, runPickingCommand } from './approvalPanel.mjs';
import { waitForRowText } from './waits.mjs';

export const EXAMPLE_SERVER = path.join(REPO_ROOT, 'examples', 'server', 'index.mjs');
/** The line of search_notes that the edit gives a destructive hint (it is read-only: MCP205). */
export const SEARCH_ANNOTATIONS = '    annotations: { readOnlyHint: true, openWorldHint: false },';

/**
 * A workspace with `server/index.mjs` (the example server), the repository's node_modules beside it (the server
 * imports the SDK and zod), and a `.vscode/mcp.json` whose "notes" entry watches `server/**`.
 */
export async function devWorkspace() {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-dev-'));
  await mkdir(path.join(workspace, 'server'));
  await mkdir(path.join(workspace, '.vscode'));
  await copyFile(EXAMPLE_SERVER, path.join(workspace, 'server', 'index.mjs'));
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(workspace, 'node_modules'), 'dir');
  const notes = {
    type: 'stdio',
    command: process.execPath,
    args: ['${workspaceFolder}/server/index.mjs'],
    dev: { watch: 'server/**/*.mjs' },
  };
  await writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { notes } }, null, 2));
  return { workspace, dispose: () => rm(workspace, { recursive: true, force: true }) };
}

/** Starts "notes" from the palette and waits for its row and its watch row. */
export async function startWatchedNotes(page) {
  await runCommand(page, 'View: Show MCP Lens');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Start Server'), 'notes');
  await waitForRowText(page, 'notes', /stdio · 5 tools/, { timeout: 120_000 });
  await waitForRowText(page, 'Watching', 'server/**/*.mjs');
}

/**
 * Edits and saves the server, then waits for its restart, its "Changes since last start" rows and the live lint's
 * finding. Resolves with the Problems rows of the live catalog.
 */
export async function saveBrokenAnnotation(page) {
  await breakAnnotationAndSave(page, readFileSync(EXAMPLE_SERVER, 'utf8'));
  await runCommand(page, 'View: Show MCP Lens');
  await waitForRowText(page, 'Changes since last start', '2 changed', { timeout: 120_000 });
  // the live lint answers last: the tree has settled once its finding is in (a click on a row as it is redrawn is lost)
  return waitForProblems(
    page,
    (text) => text.startsWith('notes.catalog.json') || (/MCP205/.test(text) && /search_notes/.test(text)),
    { timeout: 120_000 },
  );
}

/**
 * Clicks "Changes since last start" and waits for the diff editor. A click that VS Code drops because the row was
 * redrawn under it is made once more, as a user would; a second drop fails.
 */
export async function openChanges(page) {
  await runCommand(page, 'View: Show MCP Lens');
  const tab = page.locator('.tab', { hasText: 'notes: catalog, last start ↔ this start' });
  await clickRow(page, 'Changes since last start');
  if (
    !(await tab.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    console.error('# the first click on "Changes since last start" opened nothing: clicking it again');
    await clickRow(page, 'Changes since last start');
    await tab.waitFor({ timeout: 60_000 });
  }
  await page
    .locator('.monaco-diff-editor .line-insert, .monaco-diff-editor .char-insert')
    .first()
    .waitFor({ timeout: 60_000 });
}

/** Opens the server's code, gives search_notes a destructive hint by typing it in, and saves (Ctrl+S). */
async function breakAnnotationAndSave(page, source) {
  const line = source.split('\n').indexOf(SEARCH_ANNOTATIONS) + 1;
  if (!line) throw new Error('the example server no longer has the annotations line the edit expects');
  await openFile(page, 'server/index.mjs');
  await openQuickInputWith(page, 'Control+G', `:${line}`, Date.now() + 60_000);
  await page.keyboard.press('Enter');
  await page
    .locator('.editor-group-container.active .quick-input-widget')
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  // at the end of the line "… openWorldHint: false },", back before " },"
  await page.keyboard.press('End');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(', destructiveHint: true');
  await page.keyboard.press('Control+S');
  await page
    .locator('.editor-group-container.active .tab.active.dirty')
    .waitFor({ state: 'detached', timeout: 30_000 });
}
