// Helpers for end-to-end tests that meet the approval panel (a webview beside the editor) in a real VS Code.
// Every wait is on something observable; the only timers are poll intervals and upper bounds.

import { dismissHovers, findWebviewFrame, openQuickInput } from './harness.mjs';

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The frame of an approval panel still waiting for an answer (its Deny button enabled). */
export async function waitForApprovalPanel(page, { timeout = 60_000, not = [] } = {}) {
  return findWebviewFrame(page, async (frame) => !not.includes(frame) && (await frame.locator('#deny:not([disabled])').count()) > 0, { timeout });
}

/** What the panel shows, as text: heading, server line, level, arguments, description, annotations, diff. */
export async function readApprovalPanel(frame) {
  return frame.evaluate(() => {
    const text = (selector) => document.querySelector(selector)?.textContent ?? '';
    return {
      level: document.body.className.replace(/^level-/, ''),
      heading: text('h1'),
      server: text('.server'),
      banner: text('.banner'),
      arguments: text('#arguments'),
      description: text('#description'),
      annotations: text('.annotations'),
      unverified: !!document.querySelector('.unverified'),
      changed: [...document.querySelectorAll('.diff-line')].map((l) => ({ kind: l.className.replace(/.*diff-/, ''), text: l.textContent.slice(2) })),
      offers: [...document.querySelectorAll('.option')].map((o) => o.textContent),
      focused: document.activeElement?.id ?? '',
      hasFocus: document.hasFocus(),
    };
  });
}

/** Clicks Approve or Deny and waits until the panel has taken the answer. */
export async function answerApproval(page, button, { timeout = 60_000 } = {}) {
  const frame = await waitForApprovalPanel(page, { timeout });
  await frame.locator(button === 'Approve' ? '#approve' : '#deny').click();
  return frame;
}

// ---------------------------------------------------------------------------
// Quick input and tree helpers used around the panel
// ---------------------------------------------------------------------------

const QUICK_INPUT = '.quick-input-widget';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';

/**
 * Picks the row of the open quick pick whose label is `label` and whose whole text (label, description,
 * detail) satisfies `also`; waits for it, up to `timeout`. Unless `more` (another input follows in the same
 * widget), waits for the quick pick to close. Resolves with the row's text.
 */
export async function pickQuickItem(page, label, { also = () => true, timeout = 30_000, more = false } = {}) {
  const deadline = Date.now() + timeout;
  await page.locator(QUICK_INPUT).waitFor({ state: 'visible', timeout });
  for (;;) {
    const rows = await page
      .locator(QUICK_ROWS)
      .evaluateAll((els) => els.map((r) => ({ index: r.getAttribute('data-index'), label: (r.querySelector('.label-name')?.textContent ?? '').trim(), text: (r.innerText ?? '').replace(/\s+/g, ' ') })))
      .catch(() => []);
    const row = rows.find((r) => r.label === label && also(r.text));
    if (row) {
      await dismissHovers(page, { escape: false });
      await page.locator(`${QUICK_ROWS}[data-index="${row.index}"]`).click();
      if (!more) await page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: 30_000 });
      return row.text;
    }
    if (Date.now() > deadline) throw new Error(`no quick pick row "${label}" matched; rows: ${JSON.stringify(rows.map((r) => r.text))}`);
    await delay(200);
  }
}

/**
 * Runs a Command Palette command whose own quick pick follows at once (the harness's runCommand waits for the
 * widget to close, which such a command never lets it do). Resolves once the palette has given way.
 */
export async function runPickingCommand(page, title, { timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  const box = page.locator('.quick-input-widget .quick-input-box input');
  await openQuickInput(page, 'F1', deadline);
  await box.fill(`>${title}`);
  for (;;) {
    const rows = await page.locator(QUICK_ROWS).evaluateAll((els) => els.map((r) => ({ index: r.getAttribute('data-index'), label: (r.querySelector('.label-name')?.textContent ?? '').trim() })));
    const row = rows.find((r) => r.label === title);
    if (row) {
      await dismissHovers(page, { escape: false });
      await page.locator(`${QUICK_ROWS}[data-index="${row.index}"]`).click();
      break;
    }
    if (Date.now() > deadline) throw new Error(`no command "${title}" in the palette; rows: ${JSON.stringify(rows.map((r) => r.label))}`);
    await delay(200);
  }
  // the palette has given way when the box no longer holds the command filter
  for (;;) {
    const value = await box.inputValue().catch(() => '');
    if (!value.startsWith('>') || !(await page.locator(QUICK_INPUT).isVisible().catch(() => false))) return;
    if (Date.now() > deadline) throw new Error(`the palette stayed open after "${title}"`);
    await delay(100);
  }
}

/** Waits for the input box titled `title` (a RegExp), types `value` into it and accepts it. */
export async function fillInputBox(page, title, value) {
  await page.locator('.quick-input-widget .quick-input-title', { hasText: title }).waitFor({ state: 'visible', timeout: 30_000 });
  const box = page.locator('.quick-input-widget .quick-input-box input');
  await box.waitFor({ state: 'visible', timeout: 30_000 });
  await box.fill(value);
  await page.keyboard.press('Enter');
  await page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: 30_000 });
}

/** Waits until the Servers tree row labelled `label` shows `text` in its description. */
export async function waitForTreeRow(page, label, text, { timeout = 60_000 } = {}) {
  const row = page.locator('.pane-body .monaco-list-row', { has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) }).first();
  const deadline = Date.now() + timeout;
  for (;;) {
    const t = ((await row.innerText().catch(() => '')) ?? '').replace(/\s+/g, ' ');
    if (typeof text === 'string' ? t.includes(text) : text.test(t)) return row;
    if (Date.now() > deadline) throw new Error(`the tree row "${label}" never showed ${text}; it shows "${t}"`);
    await delay(200);
  }
}
