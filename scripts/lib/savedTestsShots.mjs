// The README's picture of saved tests (`npm run screenshots -- --tests`): a test file of the notes fixture in the Test
// Explorer with its steps run, one snapshot failed, and that failure's expected and actual side by side in a diff.

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openFile, REPO_ROOT, runCommand } from '../../test/e2e/harness.mjs';
import { poll } from '../../test/e2e/poll.mjs';

const WELL_BEHAVED = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'wellBehaved.mjs');
export const SAVED_TEST_FILE = 'notes.mcptest.json';
const FAILING_STEP = 'the todo list is unchanged';

/** A workspace with one test file: three steps that pass and a snapshot the server has since outgrown. */
export function savedTestsWorkspace() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-lens-saved-tests-'));
  const note = (id) => ({ name: 'read_note', arguments: { id } });
  const file = {
    server: { command: 'node', args: [WELL_BEHAVED] },
    allow: ['read_note', 'echo'],
    steps: [
      { name: 'the welcome note reads', callTool: note('welcome'), expect: { text: { contains: 'Welcome' } } },
      {
        name: 'echo repeats its message',
        callTool: { name: 'echo', arguments: { message: 'hi', times: 2 } },
        expect: { text: { equals: 'hi hi' }, maxMs: 2000 },
      },
      {
        name: 'an unknown note is said so',
        callTool: note('nope'),
        expect: { error: false, text: { matches: '^No note' } },
      },
      {
        name: FAILING_STEP,
        callTool: note('todo'),
        expect: { snapshot: { content: [{ type: 'text', text: '- write tests' }] } },
      },
    ],
  };
  writeFileSync(path.join(dir, SAVED_TEST_FILE), `${JSON.stringify(file, null, 2)}\n`);
  return dir;
}

/** Runs every test, then shows the failed step's diff from the Test Results panel, and saves the window. */
export async function savedTestsShots(session, theme, save) {
  const { page } = session;
  await openFile(page, SAVED_TEST_FILE);
  await runCommand(page, 'Testing: Focus on Test Explorer View');
  const fileRow = page.locator('.pane-body .monaco-list-row[role="treeitem"]', { hasText: SAVED_TEST_FILE }).first();
  await fileRow.waitFor({ timeout: 120_000 });
  await runCommand(page, 'Test: Run All Tests');
  await poll(
    () => fileRow.getAttribute('aria-label'),
    (name) => !!name?.includes('(Failed)'),
    { timeout: 120_000, failure: (name) => `the test file never failed: ${name}` },
  );
  // the file's steps unfolded in the Test Explorer
  if ((await fileRow.getAttribute('aria-expanded')) === 'false') await fileRow.click();
  await page
    .locator('.pane-body .monaco-list-row[role="treeitem"]', { hasText: FAILING_STEP })
    .first()
    .waitFor({ timeout: 30_000 });
  await page.locator('.part.panel .monaco-list-row', { hasText: FAILING_STEP }).first().click({ timeout: 60_000 });
  const diff = page.locator('.monaco-diff-editor', { hasText: '- ship' }).first();
  await diff.waitFor({ timeout: 60_000 });
  // the panel over the editor's height too, so that expected and actual are each wide enough to read whole
  const before = (await diff.boundingBox())?.height ?? 0;
  await page.locator('.part.panel .action-label[aria-label^="Maximize Panel"]').first().click({ timeout: 30_000 });
  await poll(
    async () => (await diff.boundingBox())?.height ?? 0,
    (height) => height > before,
    { timeout: 30_000, failure: () => 'the panel did not grow' },
  );
  await page.mouse.move(0, 0);
  // down to the last line of the diff and the last step: below them the maximised panel is empty
  const bottom = Math.max(
    ...(await page
      .locator('.part.panel .monaco-diff-editor .view-line, .pane-body .monaco-list-row[role="treeitem"]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom))),
  );
  const width = page.viewportSize()?.width ?? 1400;
  await save(session, `saved-tests-diff-${theme}`, { clip: { x: 0, y: 0, width, height: Math.ceil(bottom + 24) } });
}
