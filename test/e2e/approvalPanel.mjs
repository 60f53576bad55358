// Helpers for end-to-end tests that meet the approval panel (a webview beside the editor) in a real VS Code.
// Every wait is on something observable; the only timers are poll intervals and upper bounds.

import { dismissHovers, findWebviewFrame, openQuickInputWith } from './harness.mjs';
import { poll } from './poll.mjs';
import { waitForRowText } from './waits.mjs';

/** The frame of an approval panel still waiting for an answer (its Deny button enabled). */
export async function waitForApprovalPanel(page, { timeout = 60_000, not = [] } = {}) {
  return findWebviewFrame(
    page,
    async (frame) => !not.includes(frame) && (await frame.locator('#deny:not([disabled])').count()) > 0,
    { timeout },
  );
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
      changed: [...document.querySelectorAll('.diff-line')].map((l) => ({
        kind: l.className.replace(/.*diff-/, ''),
        text: l.textContent.slice(2),
      })),
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

// Quick input and tree helpers used around the panel

const QUICK_INPUT = '.quick-input-widget';
const QUICK_ROWS = '.quick-input-widget .quick-input-list .monaco-list-row';

/**
 * Clicks a quick pick row. A late tooltip can cover the row and take the click, so the pointer leaves the list first
 * and an intercepted click is retried.
 */
async function clickQuickRow(page, index, deadline) {
  const row = page.locator(`${QUICK_ROWS}[data-index="${index}"]`);
  for (;;) {
    await page.mouse.move(0, 0);
    await dismissHovers(page, { escape: false });
    try {
      await row.click({ timeout: 5_000 });
      return;
    } catch (error) {
      // a quick pick that closed (focus taken by a webview as it settled) cannot be clicked into again: its opener must
      // open it again (pickThrough)
      if (
        !(await page
          .locator(QUICK_INPUT)
          .isVisible()
          .catch(() => false))
      ) {
        // Playwright never clicked a row it saw hidden: the pick did not happen. Any other failure may have clicked it
        // as the widget closed: the pick is taken as done (what the caller waits for next says otherwise)
        if (/element is not visible/.test(String(error?.message))) throw new Error(QUICK_PICK_CLOSED);
        return;
      }
      if (Date.now() > deadline) throw error;
      await page.mouse.move(0, 0);
    }
  }
}

const QUICK_PICK_CLOSED = 'the quick pick closed (or never showed) before its row was clicked';

/**
 * `open()` shows a quick pick (a command, a button), then its row `label` is picked (see pickQuickItem); when the
 * quick pick closes before the click, it is opened again, until `timeout`.
 */
export async function pickThrough(page, open, label, { timeout = 90_000, ...options } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await open();
    try {
      return await pickQuickItem(page, label, options);
    } catch (error) {
      if (error.message !== QUICK_PICK_CLOSED || Date.now() > deadline) throw error;
    }
  }
}

/**
 * Picks the quick pick's row labelled `label` whose whole text satisfies `also`, then waits for the quick pick to
 * close unless `more` says another input follows in it. Resolves with the row's text.
 */
export async function pickQuickItem(page, label, { also = () => true, timeout = 30_000, more = false } = {}) {
  const deadline = Date.now() + timeout;
  const widget = page.locator(QUICK_INPUT);
  // a quick pick that closed as it opened (a webview took the focus) never shows again by itself: its opener must
  // open it again (pickThrough)
  if (
    !(await widget.waitFor({ state: 'visible', timeout }).then(
      () => true,
      () => false,
    ))
  ) {
    throw new Error(QUICK_PICK_CLOSED);
  }
  const wanted = (r) => r.label === label && also(r.text);
  // hidden for a second on end, not for one redraw (a command can put one quick pick in place of another)
  let hiddenSince;
  const open = async () => {
    if (await widget.isVisible().catch(() => false)) hiddenSince = undefined;
    else hiddenSince ??= Date.now();
    return hiddenSince === undefined || Date.now() - hiddenSince < 1_000;
  };
  // the list draws only the rows in view: a row further down is brought into it by typing its label, as a user would,
  // once, into a quick pick's own empty filter (never into the palette's ">…", which the command's pick replaces)
  let typed = false;
  const filterTo = async (seen) => {
    if (typed || !seen.length || seen.some(wanted)) return;
    const box = widget.locator('.quick-input-box input');
    if ((await box.inputValue().catch(() => null)) !== '') return;
    typed = true;
    await box.fill(label).catch(() => {});
  };
  const rows = await poll(
    async () => {
      const seen = {
        open: await open(),
        rows: await page
          .locator(QUICK_ROWS)
          .evaluateAll((els) =>
            els.map((r) => ({
              index: r.getAttribute('data-index'),
              label: (r.querySelector('.label-name')?.textContent ?? '').trim(),
              text: (r.innerText ?? '').replace(/\s+/g, ' '),
            })),
          )
          .catch(() => []),
      };
      if (seen.open) await filterTo(seen.rows);
      return seen;
    },
    (seen) => !seen.open || seen.rows.some(wanted),
    {
      timeout: Math.max(0, deadline - Date.now()),
      failure: (seen) => `no quick pick row "${label}" matched; rows: ${JSON.stringify(seen.rows.map((r) => r.text))}`,
    },
  ).then((seen) => {
    if (!seen.open) throw new Error(QUICK_PICK_CLOSED);
    return seen.rows;
  });
  const row = rows.find(wanted);
  await clickQuickRow(page, row.index, Math.max(deadline, Date.now() + 30_000));
  if (!more) await page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: 30_000 });
  return row.text;
}

/**
 * Runs a Command Palette command whose own quick pick follows at once (the harness's runCommand waits for the
 * widget to close, which such a command never lets it do). Resolves once the palette has given way.
 */
export async function runPickingCommand(page, title, { timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  const box = page.locator('.quick-input-widget .quick-input-box input');
  const remaining = () => Math.max(0, deadline - Date.now());
  // the palette can close between being opened and clicked (a webview taking focus as it settles): each try opens it
  // again, and only the deadline ends the tries
  for (;;) {
    await openQuickInputWith(page, 'F1', `>${title}`, deadline);
    try {
      const rows = await poll(
        () =>
          page.locator(QUICK_ROWS).evaluateAll((els) =>
            els.map((r) => ({
              index: r.getAttribute('data-index'),
              label: (r.querySelector('.label-name')?.textContent ?? '').trim(),
            })),
          ),
        (all) => all.some((r) => r.label === title),
        {
          timeout: Math.min(remaining(), 15_000),
          failure: (all) => `no command "${title}" in the palette; rows: ${JSON.stringify(all.map((r) => r.label))}`,
        },
      );
      await clickQuickRow(page, rows.find((r) => r.label === title).index, Date.now() + 5_000);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
  // the palette has given way when the box no longer holds the command filter
  await poll(
    async () => ({
      value: await box.inputValue().catch(() => ''),
      open: await page
        .locator(QUICK_INPUT)
        .isVisible()
        .catch(() => false),
    }),
    ({ value, open }) => !value.startsWith('>') || !open,
    { timeout: remaining(), interval: 100, failure: () => `the palette stayed open after "${title}"` },
  );
}

/** Waits for the input box titled `title` (a RegExp), types `value` into it and accepts it. */
export async function fillInputBox(page, title, value) {
  await page
    .locator('.quick-input-widget .quick-input-title', { hasText: title })
    .waitFor({ state: 'visible', timeout: 30_000 });
  const box = page.locator('.quick-input-widget .quick-input-box input');
  await box.waitFor({ state: 'visible', timeout: 30_000 });
  await box.fill(value);
  await page.keyboard.press('Enter');
  await page.locator(QUICK_INPUT).waitFor({ state: 'hidden', timeout: 30_000 });
}

/** The Servers tree's row waiter, by the name the approval suite knows it by (see waits.mjs). */
export const waitForTreeRow = waitForRowText;
