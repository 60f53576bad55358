// The author's loop (issue 22): a watched server's code is edited and saved, the server restarts, "Changes since last
// start" opens the catalogs' diff, and the live lint puts the broken annotation in the Problems panel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertCleanLogs, e2eSkipReason, ensureBuilt, startSession, waitForProblems } from './harness.mjs';
import { devWorkspace, openChanges, saveBrokenAnnotation, startWatchedNotes } from './devLoop.mjs';
import { waitForChildRow, waitForRowText } from './waits.mjs';

test(
  'save, restart, changes since last start, live lint: the author loop in a real VS Code',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async () => {
    await ensureBuilt();
    const ws = await devWorkspace();
    const session = await startSession({ workspace: ws.workspace });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 900 });
    let step = 'start the watched server';
    try {
      await startWatchedNotes(page);

      step = 'edit the code in the editor and save: the server restarts, the changes and the live lint follow';
      await saveBrokenAnnotation(page);
      assert.equal(
        await waitForChildRow(page, 'Changes since last start', 'search_notes', { text: 'annotations' }),
        'search_notesannotations',
      );
      assert.equal(
        await waitForChildRow(page, 'Changes since last start', 'notes://index', { text: 'annotations' }),
        'notes://indexannotations',
      );
      await waitForRowText(page, 'notes', /stdio · 5 tools/);
      // the finding is the live catalog's (notes.catalog.json), beside the one the language server gives the code
      const all = await waitForProblems(page, (text) => text.startsWith('notes.catalog.json'));
      assert.equal(all.length, 1);
      const findings = await waitForProblems(page, (text) => /MCP205/.test(text) && /search_notes/.test(text));
      assert.equal(findings.length, 2, `the live catalog's and the code's: ${JSON.stringify(findings)}`);

      step = 'the changes row opens the diff of the two catalogs';
      await openChanges(page);
      const modified = await page.locator('.monaco-diff-editor .editor.modified .view-lines').innerText();
      assert.match(modified, /"destructiveHint":\s*true/);
      await session.screenshot('dev-loop-changes');

      await assertCleanLogs(session);
    } catch (error) {
      await session.screenshot('dev-loop-failure').catch(() => undefined);
      throw new Error(`dev loop e2e failed at "${step}": ${error.message}`, { cause: error });
    } finally {
      await session.saveLogs('dev-loop').catch(() => undefined);
      await session.close();
      await ws.dispose();
    }
  },
);
