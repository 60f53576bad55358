// Smoke test in a real VS Code: the extension loads in code-server, and a problem found by
// the language server shows in the Problems panel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertCleanLogs, e2eSkipReason, ensureBuilt, openFile, startSession, waitForProblems } from './harness.mjs';

const BAD_JSON = '{"resources":[{"uri":"file:///a.txt","name":"a","annotations":{"priority":2}}]}\n';

test('a problem in an MCP file shows in the Problems panel', { skip: e2eSkipReason(), timeout: 15 * 60_000 }, async (t) => {
  await ensureBuilt();
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-ws-'));
  await fs.writeFile(path.join(workspace, 'bad.json'), BAD_JSON);
  const session = await startSession({ workspace });
  try {
    await openFile(session.page, 'bad.json');
    const rows = await waitForProblems(session.page, (text) => /priority/i.test(text), { timeout: 180_000 });
    assert.ok(rows.length > 0);
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
});
