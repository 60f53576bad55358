// Helpers of the saved-tests suites: the Test Explorer's rows and their states, and VS Code's own save dialog.

import { poll } from './poll.mjs';

/** The Test Explorer's row that shows `label` (a file's path or a step's label). */
export function testRow(page, label) {
  return page.locator('.pane-body .monaco-list-row[role="treeitem"]', { hasText: label }).first();
}

/** Waits until the row's accessible name gives the state ("Passed", "Failed"). */
export async function waitForState(page, label, state) {
  await poll(
    () => testRow(page, label).getAttribute('aria-label'),
    (name) => !!name?.includes(`(${state})`),
    { timeout: 120_000, failure: (name) => `the row of ${label} never said ${state}: ${name}` },
  );
}

/**
 * Answers VS Code's own save dialog (a quick input in this window) with `file`, once it shows its default name: it
 * writes that name into its box as it settles, over what was typed before.
 */
export async function saveDialogAs(page, title, defaultName, file) {
  await page.locator('.quick-input-widget .quick-input-title', { hasText: title }).waitFor({ timeout: 30_000 });
  const box = page.locator('.quick-input-widget .quick-input-box input');
  const value = () => box.inputValue().catch(() => '');
  await poll(value, (v) => v.endsWith(defaultName), {
    timeout: 30_000,
    failure: (v) => `the save dialog never offered ${defaultName}: "${v}"`,
  });
  await box.fill(file);
  await poll(value, (v) => v === file, { timeout: 10_000, failure: (v) => `the save dialog holds "${v}"` });
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 30_000 });
}
