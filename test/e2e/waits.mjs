// The row and record waiters of the end-to-end suites, on the one polling helper (poll.mjs).

import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { scrollToRow, treeRow } from './harness.mjs';
import { poll } from './poll.mjs';

/** The JSON lines a fixture server recorded in `file` (its MCP_LENS_FIXTURE_CALLS), or none yet. */
export function recorded(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
}

/** Waits until `file` holds a record accepted by `accept`; resolves with that record. */
export async function waitForRecord(file, accept, { timeout = 30_000 } = {}) {
  const records = await poll(() => recorded(file), (all) => all.some(accept), {
    timeout,
    interval: 100,
    failure: (all) => `${path.basename(file)} never recorded the expected entry; it has ${JSON.stringify(all)}`,
  });
  return records.find(accept);
}

/** The whole text of the Servers tree row labelled `label` (label, description), spaces collapsed; '' when absent. */
export async function rowText(page, label) {
  await scrollToRow(page, label);
  return ((await treeRow(page, label).innerText().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Waits until the Servers tree row labelled `label` shows `text` (a substring or RegExp of its text); resolves with
 * the row's text. `unless(page)` is asked on every read and may throw to end the wait at once (something went wrong
 * that no amount of waiting mends).
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

/** Every log line of the extension's output channels that records an approval decision. */
export async function auditLines(userDataDir) {
  const lines = [];
  const walk = async (dir) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (entry.name.endsWith('.log')) lines.push(...(await fs.readFile(p, 'utf8')).split('\n').filter((l) => l.includes('approval: ')));
    }
  };
  await walk(path.join(userDataDir, 'logs'));
  return lines;
}
