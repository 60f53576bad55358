// A 2026-07-28 session in a real VS Code: a server that speaks only that revision (SDK 2.x, legacy requests refused)
// asks for a form, a sampled message and the roots through input_required results, answered from the runner's cards.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertCleanLogs,
  clickInline,
  e2eSkipReason,
  ensureBuilt,
  REPO_ROOT,
  runCommand,
  setViewExpanded,
  startSession,
} from './harness.mjs';
import { answerApproval } from './approvalPanel.mjs';
import { chooseTool, runnerFrame, runWithArguments, waitForResult } from './runnerPanel.mjs';
import { poll } from './poll.mjs';
import { recorded, waitForRowText } from './waits.mjs';

const REVISION_SERVER = path.join(REPO_ROOT, 'test', 'fixtures', 'servers', 'revisionServer.mjs');

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-modern-'));
  const calls = path.join(workspace, 'calls.jsonl');
  await fs.mkdir(path.join(workspace, '.vscode'));
  const modern = {
    type: 'stdio',
    command: process.execPath,
    args: [REVISION_SERVER, '--input-required'],
    env: { MCP_LENS_FIXTURE_CALLS: calls },
  };
  await fs.writeFile(path.join(workspace, '.vscode', 'mcp.json'), JSON.stringify({ servers: { modern } }, null, 2));
  return { workspace, calls };
}

/** Runs a tool of the modern fixture from the runner and approves the call (a workspace server is not trusted). */
async function runApproved(page, frame, tool) {
  await chooseTool(frame, tool);
  await runWithArguments(page, {}, { tool });
  await answerApproval(page, 'Approve');
}

/** The answers the server recorded for the `n`th call of `tool` (1-based), once it has. */
async function answersSeen(calls, tool, n = 1) {
  const ofTool = (all) => all.filter((r) => r.tool === tool);
  const all = await poll(
    () => recorded(calls),
    (records) => ofTool(records).length >= n,
    { timeout: 60_000, interval: 100, failure: (records) => `no call ${n} of ${tool} in ${JSON.stringify(records)}` },
  );
  return ofTool(all)[n - 1].answers;
}

test(
  'a 2026-07-28-only server asks through input_required, and the runner answers each request',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace, calls } = await makeWorkspace();
    const session = await startSession({ workspace, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'start the 2026-07-28 server from the Servers tree';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await waitForRowText(page, 'modern', 'stopped');
      await clickInline(page, 'modern', 'Start Server');
      await waitForRowText(page, 'modern', '2026-07-28 · modern', { timeout: 90_000 });

      step = 'the runner shows the session’s revision and era';
      const frame = await runnerFrame(page);
      await frame.locator('.server-detail', { hasText: '2026-07-28 · modern' }).waitFor({ timeout: 60_000 });
      await setViewExpanded(page, 'Servers', false);

      step = 'ask_name: the form of an input_required elicitation, filled and accepted; the server gets the values';
      await runApproved(page, frame, 'ask_name');
      const form = frame.locator('.server-request-elicitation');
      await form.waitFor({ timeout: 60_000 });
      await frame
        .locator('#panel-tools .run-status', { hasText: 'Waits for your answer' })
        .waitFor({ timeout: 30_000 });
      assert.match(await form.innerText(), /What is your name\?/);
      await form.locator('input[type="text"]').first().fill('Ada Lovelace');
      await form.scrollIntoViewIfNeeded();
      await session.screenshot('runner-modern-elicitation-dark');
      await form.getByRole('button', { name: /^Accept/ }).click();
      await waitForResult(frame, 'tools', 'Ada Lovelace');
      assert.deepEqual(await answersSeen(calls, 'ask_name'), {
        who: { kind: 'elicit', action: 'accept', content: { name: 'Ada Lovelace', color: 'blue' } },
      });
      await form.waitFor({ state: 'detached', timeout: 30_000 });

      step = 'ask_haiku: the sampling request of an input_required result, replied to by hand';
      await runApproved(page, frame, 'ask_haiku');
      const sampling = frame.locator('.server-request-sampling');
      await sampling.waitFor({ timeout: 60_000 });
      await frame.locator('#panel-tools .run-status', { hasText: 'Waits for your reply' }).waitFor({ timeout: 30_000 });
      assert.match(await sampling.innerText(), /Write a haiku about retries\./);
      const haiku = 'Asked, then asked again;\nthe answer rides the retry.\nThe state comes back whole.';
      await sampling.locator('textarea').first().fill(haiku);
      await sampling.getByRole('button', { name: 'Send reply to server' }).click();
      assert.match(await waitForResult(frame, 'tools', 'the answer rides the retry'), /Asked, then asked again/);
      const sampled = (await answersSeen(calls, 'ask_haiku')).haiku;
      assert.equal(sampled.kind, 'sampling', JSON.stringify(sampled));
      assert.equal(sampled.result.content.text, haiku);
      await sampling.waitFor({ state: 'detached', timeout: 30_000 });

      step = 'ask_roots: the roots of an input_required result are the workspace folder';
      await runApproved(page, frame, 'ask_roots');
      await waitForResult(frame, 'tools', pathToFileURL(workspace).href);
      const roots = (await answersSeen(calls, 'ask_roots')).roots;
      assert.deepEqual(
        roots.roots.map((r) => r.uri),
        [pathToFileURL(workspace).href],
        JSON.stringify(roots),
      );

      step = 'ask_name again, declined: the server gets the decline';
      await runApproved(page, frame, 'ask_name');
      await form.waitFor({ timeout: 60_000 });
      await form.getByRole('button', { name: /^Decline/ }).click();
      await waitForResult(frame, 'tools', 'decline');
      assert.deepEqual(await answersSeen(calls, 'ask_name', 2), { who: { kind: 'elicit', action: 'decline' } });

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('modern-session-failure').catch(() => null);
      const logs = await session.saveLogs('modern-session').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
