// How long the extension's webviews take until their controls are on screen, measured from outside as a user sees
// them. Shared by the webview e2e test and the benchmark.

import { delay } from './poll.mjs';

/** Whether the frame element that holds `frame` is shown by its own document (not hidden, not collapsed). */
async function frameElementShown(frame) {
  const element = await frame.frameElement();
  try {
    return await element.evaluate((e) => {
      const style = getComputedStyle(e);
      const box = e.getBoundingClientRect();
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        Number(style.opacity) > 0 &&
        box.width > 0 &&
        box.height > 0
      );
    });
  } finally {
    await element.dispose();
  }
}

/**
 * Whether every selector matches an element of `frame` that is on screen. The frames above it must be shown too,
 * because VS Code hides a webview's frame until its page has loaded.
 */
export async function onScreen(page, frame, selectors) {
  const viewport = page.viewportSize() ?? (await page.evaluate(() => ({ width: innerWidth, height: innerHeight })));
  for (const selector of selectors) {
    const element = frame.locator(selector).first();
    if (!(await element.isVisible())) return false;
    const box = await element.boundingBox();
    if (!box || box.width <= 0 || box.height <= 0) return false;
    if (box.x < 0 || box.y < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height) {
      return false;
    }
  }
  for (let f = frame; f.parentFrame(); f = f.parentFrame()) if (!(await frameElementShown(f))) return false;
  return true;
}

/**
 * Waits until a webview frame (other than those in `not`) shows all `selectors` on screen; resolves with
 * { frame, at } (at: Date.now() when it was seen). Polls every `interval` ms, up to `timeout`.
 */
export async function waitOnScreen(page, selectors, { not = [], timeout = 60_000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame() || frame.isDetached() || not.includes(frame)) continue;
      try {
        if ((await frame.locator(selectors[0]).count()) === 0) continue;
        if (await onScreen(page, frame, selectors)) return { frame, at: Date.now() };
      } catch {
        // the frame navigated or went away while being looked at
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`no webview showed ${selectors.join(', ')} on screen within ${timeout / 1000} s`);
    }
    await delay(interval);
  }
}

const DIALOG = '.monaco-dialog-box';

/**
 * Waits until a call can be answered: an approval panel (other than those in `not`) with Approve and Deny on screen, or
 * VS Code's modal dialog asking instead. Resolves with { kind: 'panel', frame, at } or { kind: 'dialog', dialog, at }.
 */
export async function waitForAnswerable(page, { not = [], timeout = 60_000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout;
  const dialog = page.locator(DIALOG).first();
  for (;;) {
    if (await dialog.isVisible().catch(() => false)) return { kind: 'dialog', dialog, at: Date.now() };
    for (const frame of page.frames()) {
      if (frame === page.mainFrame() || frame.isDetached() || not.includes(frame)) continue;
      try {
        if ((await frame.locator(APPROVAL_BUTTONS[0]).count()) === 0) continue;
        if (await onScreen(page, frame, APPROVAL_BUTTONS)) return { kind: 'panel', frame, at: Date.now() };
      } catch {
        // the frame navigated or went away while being looked at
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`neither an approval panel with its buttons nor the dialog came within ${timeout / 1000} s`);
    }
    await delay(interval);
  }
}

/** Resolves with Date.now() once `locator` (in the workbench) is visible; polls every `interval` ms. */
export async function whenVisible(locator, { timeout = 60_000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await locator.isVisible().catch(() => false)) return Date.now();
    if (Date.now() > deadline) throw new Error('never became visible');
    await delay(interval);
  }
}

/** The approval panel's answer buttons. */
export const APPROVAL_BUTTONS = ['#deny:not([disabled])', '#approve:not([disabled])'];
/** What the runner shows before anything else: its server picker and its tabs. */
export const RUNNER_CONTROLS = ['#server', '.tabs [role="tab"]'];

/** What the authorization view shows first: its heading and its Sign In button. */
export const AUTHORIZATION_CONTROLS = ['.authorization h1', 'button[data-command="signIn"]'];

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** { n, median, p95, max } of a list of milliseconds. */
export function summary(values) {
  return { n: values.length, median: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}
