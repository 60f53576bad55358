// Helpers for end-to-end tests that use the tool runner, in its side view or in an editor panel.
// Inputs are found by their visible labels, as a user finds them.

import { dismissHovers, findWebviewFrame } from './harness.mjs';
import { poll } from './poll.mjs';

/** The runner's frame (the first found, or one not among `not`). */
export function runnerFrame(page, { not = [], timeout = 60_000 } = {}) {
  return findWebviewFrame(
    page,
    async (frame) =>
      !not.includes(frame) &&
      (await frame.locator('#server').count()) > 0 &&
      (await frame.locator('.tabs').count()) > 0,
    { timeout },
  );
}

/** The input labelled exactly `label` (a property name; required ones read "name (required)"), within `scope`. */
export function field(scope, label) {
  return scope.getByLabel(label, { exact: true });
}

/** The fieldset whose legend names `label` (nested objects, array rows). */
export function fieldset(scope, label) {
  return scope.locator(`fieldset:has(> legend .field-name:text-is(${JSON.stringify(label)}))`).first();
}

export async function selectTab(frame, name) {
  await frame.getByRole('tab', { name }).click();
  await frame.locator(`#panel-${name.toLowerCase()}:not([hidden])`).waitFor({ timeout: 10_000 });
}

/** Chooses a tool by its label in the Tools tab and waits for its form. */
export async function chooseTool(frame, label) {
  await selectTab(frame, 'Tools');
  await frame.locator('#tool').selectOption({ label });
  await frame
    .locator('#tool-title')
    .filter({ hasText: label.replace(/ — .*/, '') })
    .waitFor({ timeout: 30_000 });
}

/** Waits until the run status line of the visible tab says `text` (string or RegExp); returns it. */
export function waitForStatus(frame, text, { timeout = 60_000 } = {}) {
  const status = frame.locator('.panel:not([hidden]) .run-status');
  return poll(
    async () =>
      (await status
        .first()
        .textContent()
        .catch(() => '')) ?? '',
    (t) => (typeof text === 'string' ? t.includes(text) : text.test(t)),
    { timeout, interval: 100, failure: (t) => `the runner's status never said ${text}; it says "${t}"` },
  );
}

/** The text of the result shown in a tab's result area, once it contains `text`. */
export async function waitForResult(frame, tab, text, { timeout = 60_000 } = {}) {
  const result = frame.locator(`#panel-${tab} .result-host .result`);
  await result.filter({ hasText: text }).first().waitFor({ timeout });
  return (await result.first().innerText()).replace(/\s+/g, ' ');
}

/** The errors shown beside the form's fields, as text. */
export function fieldErrors(frame) {
  return frame.locator('.panel:not([hidden]) .field-error:not([hidden])').allInnerTexts();
}

/**
 * Types `args` into the JSON editor of the tool the runner shows and presses Run. Resolves with the runner's frame;
 * the approval panel and the result follow (see waitForResult).
 */
export async function runWithArguments(page, args, { tool } = {}) {
  const frame = await runnerFrame(page);
  const tools = frame.locator('#panel-tools');
  if (tool) {
    await frame.locator('#panel-tools:not([hidden]) #tool-title', { hasText: tool }).waitFor({ timeout: 30_000 });
  }
  // a click on a tool's row leaves the pointer there, and the row's tooltip can open over the runner
  await dismissHovers(page);
  await tools.getByRole('button', { name: 'JSON', exact: true }).click();
  await field(tools, 'Arguments as JSON').fill(JSON.stringify(args ?? {}));
  await tools.getByRole('button', { name: 'Run', exact: true }).click();
  return frame;
}
