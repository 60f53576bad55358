// The row and record waiters of the end-to-end suites, on the one polling helper (poll.mjs).

import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dismissHovers, runCommand, scrollToRow, treeRow } from './harness.mjs';
import { poll } from './poll.mjs';

/** The JSON lines a fixture server recorded in `file` (its MCP_LENS_FIXTURE_CALLS), or none yet. */
export function recorded(file) {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
}

/** Waits until `file` holds a record accepted by `accept`; resolves with that record. */
export async function waitForRecord(file, accept, { timeout = 30_000 } = {}) {
  const records = await poll(
    () => recorded(file),
    (all) => all.some(accept),
    {
      timeout,
      interval: 100,
      failure: (all) => `${path.basename(file)} never recorded the expected entry; it has ${JSON.stringify(all)}`,
    },
  );
  return records.find(accept);
}

/**
 * The whole text of the Servers tree row labelled `label` (label, description), spaces collapsed; '' when it is not
 * drawn within `wait` ms (it is looked for by scrolling first, then awaited).
 */
export async function rowText(page, label, { wait = 30_000 } = {}) {
  await scrollToRow(page, label);
  return (
    (await treeRow(page, label)
      .innerText({ timeout: wait })
      .catch(() => '')) ?? ''
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Waits until the Servers tree row `label` shows `text` (a substring or RegExp). `unless(page)` may throw on any read,
 * to end the wait at once when something went wrong that waiting cannot mend.
 */
export function waitForRowText(page, label, text, { timeout = 60_000, interval = 200, unless } = {}) {
  const shows = (t) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  return poll(
    async () => {
      await unless?.(page);
      return rowText(page, label);
    },
    shows,
    { timeout, interval, failure: (t) => `the row "${label}" never showed ${text}; it shows "${t}"` },
  );
}

/** The Servers tree's drawn rows, each as "level:label(open|folded) description", for a failure's message. */
export async function drawnRows(page) {
  const pane = page.locator('.pane', { has: page.locator('.pane-header', { hasText: 'Servers' }) });
  const rows = await pane
    .locator('.pane-body .monaco-list-row')
    .evaluateAll((els) =>
      els.map((el) => {
        const open = el.getAttribute('aria-expanded');
        // runs in the page, so it cannot call a helper of this module
        let fold = '';
        if (open === 'true') fold = '(open)';
        else if (open === 'false') fold = '(folded)';
        return `${el.getAttribute('aria-level')}:${(el.innerText || '').replace(/\s+/g, ' ').trim()}${fold}`;
      }),
    )
    .catch(() => []);
  return rows.length ? rows.join(' | ') : 'none';
}

/**
 * Waits until the row `child` under `parent` is drawn and shows `text`. A parent drawn open and empty is refolded
 * to work around microsoft/vscode#243911 (docs/testing.md); `unfoldFirst` unfolds a folded parent.
 */
export async function waitForChildRow(page, parent, child, { text, unfoldFirst = false, timeout = 60_000 } = {}) {
  const what = `its child "${child}"${text === undefined ? '' : ` with ${text}`}`;
  const shows = (t) => t !== '' && (text === undefined || (typeof text === 'string' ? t.includes(text) : text.test(t)));
  const deadline = Date.now() + timeout;
  if (unfoldFirst && (await foldState(page, parent)) === 'folded') await clickTwistie(page, parent);
  for (let mended = 0; ;) {
    const wait = Math.max(1_000, Math.min(15_000, deadline - Date.now()));
    const shown = await poll(() => rowText(page, child, { wait: 5_000 }), shows, {
      timeout: wait,
      interval: 200,
      failure: () => '',
    }).catch(() => undefined);
    if (shown !== undefined) return shown;
    if (Date.now() > deadline) {
      throw new Error(`the row "${parent}" never showed ${what}; the rows drawn: ${await drawnRows(page)}`);
    }
    const state = await foldState(page, parent);
    if (state === 'folded' && unfoldFirst) {
      console.error(`# "${parent}" was folded: unfolding it`);
      await clickTwistie(page, parent);
    } else if (state === 'open, nothing under it') {
      console.error(
        `# "${parent}" is open with nothing under it, not ${what} (rows drawn: ${await drawnRows(page)}): ${mended ? 'MCP Lens: Refresh, then ' : ''}folding and unfolding it`,
      );
      if (mended++) await runCommand(page, 'MCP Lens: Refresh');
      if ((await foldState(page, parent)) !== 'folded') await clickTwistie(page, parent);
      await clickTwistie(page, parent);
    }
  }
}

/** How the Servers tree draws the row `label`: 'absent', 'folded', 'leaf', 'open' over rows, or 'open, nothing under it'. */
export async function foldState(page, label) {
  await scrollToRow(page, label);
  const row = treeRow(page, label);
  if (!(await row.count())) return 'absent';
  return row
    .evaluate((el) => {
      const expanded = el.getAttribute('aria-expanded');
      if (expanded === 'false') return 'folded';
      if (expanded !== 'true') return 'leaf';
      // rows are placed by their index, not in document order: the row after this one is the next index
      const next = el.parentElement?.querySelector(
        `.monaco-list-row[data-index="${Number(el.getAttribute('data-index')) + 1}"]`,
      );
      return next && Number(next.getAttribute('aria-level')) > Number(el.getAttribute('aria-level'))
        ? 'open'
        : 'open, nothing under it';
    })
    .catch(() => 'absent');
}

/** Folds or unfolds a row by its twistie: a click elsewhere on a row that has a command runs the command instead. */
async function clickTwistie(page, label) {
  await dismissHovers(page);
  await scrollToRow(page, label);
  await treeRow(page, label).locator('.monaco-tl-twistie').click();
}

/** Every log line of the extension's output channels that records an approval decision. */
export async function auditLines(userDataDir) {
  const lines = [];
  const walk = async (dir) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (entry.name.endsWith('.log')) {
        lines.push(...(await fs.readFile(p, 'utf8')).split('\n').filter((l) => l.includes('approval: ')));
      }
    }
  };
  await walk(path.join(userDataDir, 'logs'));
  return lines;
}
