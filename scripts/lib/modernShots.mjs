// The README's picture of a 2026-07-28 session (`npm run screenshots -- --modern`): the revision fixture, which speaks
// only that revision, asks for a name through an input_required result, and the runner shows the same form card.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerApproval, waitForTreeRow } from '../../test/e2e/approvalPanel.mjs';
import { clickInline, REPO_ROOT, runCommand, setViewExpanded } from '../../test/e2e/harness.mjs';
import { chooseTool, runnerFrame, runWithArguments, waitForResult } from '../../test/e2e/runnerPanel.mjs';

const REVISION_SERVER = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'revisionServer.mjs');

/** A workspace whose one server, "modern", speaks only 2026-07-28 and has the tools that ask. */
export function modernWorkspace() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-lens-modern-'));
  mkdirSync(path.join(dir, '.vscode'));
  const modern = { type: 'stdio', command: process.execPath, args: [REVISION_SERVER, '--input-required'] };
  writeFileSync(path.join(dir, '.vscode', 'mcp.json'), JSON.stringify({ servers: { modern } }, null, 2));
  return dir;
}

/** The server started from its row, then its eliciting tool run: the card is saved while it waits for an answer. */
export async function modernShots(session, theme, save) {
  const { page } = session;
  await runCommand(page, 'View: Show MCP Lens');
  await waitForTreeRow(page, 'modern', 'stopped');
  await clickInline(page, 'modern', 'Start Server');
  await waitForTreeRow(page, 'modern', '2026-07-28 · modern', { timeout: 90_000 });
  await setViewExpanded(page, 'Runner', true);
  await setViewExpanded(page, 'Servers', false);
  const frame = await runnerFrame(page);
  await frame.locator('.server-detail', { hasText: '2026-07-28 · modern' }).waitFor({ timeout: 60_000 });
  await chooseTool(frame, 'ask_name');
  await runWithArguments(page, {}, { tool: 'ask_name' });
  await answerApproval(page, 'Approve');
  const form = frame.locator('.server-request-elicitation');
  await form.waitFor({ timeout: 60_000 });
  await form.locator('input[type="text"]').first().fill('Ada Lovelace');
  await frame.locator('#panel-tools .run-status', { hasText: 'Waits for your answer' }).waitFor({ timeout: 30_000 });
  // the side bar alone, where the runner is: the empty editor area beside it would only make the card smaller
  const bar = await page.locator('.part.sidebar').boundingBox();
  const clip = { x: 0, y: 0, width: Math.ceil(bar.x + bar.width), height: Math.ceil(bar.y + bar.height) };
  await save(session, `runner-modern-elicitation-${theme}`, { clip });
  await form.getByRole('button', { name: /^Accept/ }).click();
  await waitForResult(frame, 'tools', 'Ada Lovelace');
}
