// Rule MCP719 follows the disk without an edit of mcp.json: a dev.watch that matches no file warns until a matching
// file is created outside the editor, and again once its folder is deleted.

import { test } from 'node:test';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  e2eSkipReason,
  ensureBuilt,
  openFile,
  startSession,
  waitForNoProblem,
  waitForProblems,
} from './harness.mjs';

test(
  'dev.watch that matches no file: the warning follows files created and deleted on disk',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async () => {
    await ensureBuilt();
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-devwatch-'));
    await mkdir(path.join(workspace, '.vscode'));
    const notes = {
      type: 'stdio',
      command: 'node',
      args: ['${workspaceFolder}/src/index.js'],
      dev: { watch: 'src/**/*.js' },
    };
    await writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { notes } }, null, 2));
    const session = await startSession({ workspace });
    const { page } = session;
    let step = 'open mcp.json: MCP719 warns';
    try {
      await openFile(page, '.vscode/mcp.json');
      await waitForProblems(page, /MCP719/);

      step = 'a matching file is created on disk: the warning goes';
      await mkdir(path.join(workspace, 'src', 'tools'), { recursive: true });
      await writeFile(path.join(workspace, 'src', 'tools', 'index.js'), 'export {};\n');
      await waitForNoProblem(page, /MCP719/);
      await session.screenshot('dev-watch-file-created');

      step = 'the folder is deleted on disk: the warning is back';
      await rm(path.join(workspace, 'src'), { recursive: true, force: true });
      await waitForProblems(page, /MCP719/);

      await assertCleanLogs(session);
    } catch (error) {
      await session.screenshot('dev-watch-failure').catch(() => undefined);
      throw new Error(`dev.watch e2e failed at "${step}": ${error.message}`, { cause: error });
    } finally {
      await session.saveLogs('dev-watch').catch(() => undefined);
      await session.close();
      await rm(workspace, { recursive: true, force: true });
    }
  },
);
