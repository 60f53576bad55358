// Smoke test in a real VS Code: the extension loads in code-server, and a problem found by
// the language server shows in the Problems panel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertCleanLogs, e2eSkipReason, ensureBuilt, openFile, startSession, waitForProblems } from './harness.mjs';

const BAD_JSON = '{"resources":[{"uri":"file:///a.txt","name":"a","annotations":{"priority":2}}]}\n';

test(
  'a problem in an MCP file shows in the Problems panel',
  { skip: e2eSkipReason(), timeout: 15 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-ws-'));
    await fs.writeFile(path.join(workspace, 'bad.json'), BAD_JSON);
    const session = await startSession({ workspace });
    try {
      await openFile(session.page, 'bad.json');
      const rows = await waitForProblems(session.page, (text) => /MCP302/.test(text), { timeout: 180_000 });
      // the wait ends on a row with the code; the row must say what is wrong, and where (the 2 of "priority":2)
      const column = BAD_JSON.indexOf('"priority":2') + '"priority":'.length + 1;
      assert.deepEqual(rows, [
        `"priority" is 2, outside 0–1: 1 means effectively required, 0 entirely optional. MCP Lens MCP302 [Ln 1, Col ${column}]`,
      ]);
      await session.screenshot('workbench-diagnostics.png');
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('workbench-diagnostics-failure.png').catch(() => null);
      const logs = await session.saveLogs('workbench-diagnostics').catch(() => null);
      error.message += `\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
