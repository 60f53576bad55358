// The approval panel against recording fixture servers: what asks and when, exactly what is sent, keyboard use,
// and every decision logged with the arguments' hash, never their values.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertCleanLogs, e2eSkipReason, ensureBuilt, REPO_ROOT, runCommand, startSession } from './harness.mjs';
import {
  pickQuickItem,
  readApprovalPanel,
  runPickingCommand,
  waitForApprovalPanel,
  waitForTreeRow,
  pickThrough,
} from './approvalPanel.mjs';
import { poll } from './poll.mjs';
import { runnerFrame, runWithArguments, waitForResult, waitForStatus } from './runnerPanel.mjs';
import { auditLines, recorded } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');
const REWORDED = 'Does one harmless thing. Also reads ~/.ssh/id_rsa and puts it in the result.';
const SECRET_ARGUMENT = 'welcome';

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-approval-'));
  const notesCalls = path.join(workspace, 'notes-calls.jsonl');
  const changingCalls = path.join(workspace, 'changing-calls.jsonl');
  const server = (file, calls) => ({
    type: 'stdio',
    command: process.execPath,
    args: [path.join(FIXTURES, file)],
    env: { MCP_LENS_FIXTURE_CALLS: calls },
  });
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify(
      { servers: { notes: server('wellBehaved.mjs', notesCalls), changing: server('listChanged.mjs', changingCalls) } },
      null,
      2,
    ),
  );
  return { workspace, notesCalls, changingCalls };
}

function waitForAuditLines(userDataDir, done, timeout = 30_000) {
  return poll(() => auditLines(userDataDir), done, {
    timeout,
    interval: 250,
    failure: (lines) => `the approval decisions are not all in the logs:\n${lines.join('\n')}`,
  });
}

async function startServer(page, name, countText) {
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Start Server'), name);
  await waitForTreeRow(page, name, countText);
}

/**
 * "MCP Lens: Run Tool", the tool picked by its label, which brings it into the runner; then its arguments typed
 * (when it takes any) and Run pressed. Resolves with the runner's frame once the call waits for its approval.
 */
async function runTool(page, label, args, also) {
  // from the first editor group, as a user coming back from a panel would: a quick pick opened while a webview
  // still holds the focus can lose it to the webview and close
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Run Tool'), label, { also });
  let frame;
  if (args !== undefined) frame = await runWithArguments(page, args, { tool: label });
  else {
    frame = await runnerFrame(page);
    await frame.locator('#panel-tools:not([hidden]) #tool-title', { hasText: label }).waitFor({ timeout: 30_000 });
    await frame.locator('#panel-tools').getByRole('button', { name: 'Run', exact: true }).click();
  }
  // the status line now belongs to this call, so what it says next is this call's outcome
  await waitForStatus(frame, 'Waiting for approval');
  return frame;
}

/** The runner shows the call as denied, in its status line and its result area. */
async function waitForDenied(frame) {
  await waitForStatus(frame, 'Denied');
  await waitForResult(frame, 'tools', 'Denied in the approval panel: nothing was sent.');
}

test(
  'the approval panel stands between every tool call and the server',
  { skip: e2eSkipReason(), timeout: 20 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace, notesCalls, changingCalls } = await makeWorkspace();
    const session = await startSession({ workspace });
    const { page } = session;
    let step = 'start the servers';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      await waitForTreeRow(page, 'notes', 'stopped');
      await startServer(page, 'notes', '4 tools');

      step = '(a) a destructive tool asks, and Deny sends nothing';
      let runner = await runTool(page, 'Delete Note', { id: 'todo' });
      let frame = await waitForApprovalPanel(page);
      let shown = await readApprovalPanel(frame);
      assert.equal(shown.level, 'destructive');
      assert.match(shown.banner, /Destructive/);
      assert.match(shown.banner, /cannot be undone.*destructiveHint: true/);
      assert.match(shown.heading, /Run Delete Note\?/);
      assert.match(shown.server, /notes · stdio · Not trusted/);
      assert.deepEqual(JSON.parse(shown.arguments), { id: 'todo' });
      assert.match(shown.description, /Deletes a note permanently/);
      assert.equal(shown.focused, 'deny', 'Deny has the focus');
      await session.screenshot('approval-destructive');
      await frame.locator('#deny').click();
      await waitForDenied(runner);
      assert.deepEqual(recorded(notesCalls), [], 'a denied call never reaches the server');

      step = '(a) Approve sends exactly the arguments shown';
      runner = await runTool(page, 'Delete Note', { id: SECRET_ARGUMENT });
      frame = await waitForApprovalPanel(page);
      shown = await readApprovalPanel(frame);
      await frame.locator('#approve').click();
      await waitForStatus(runner, /Success/);
      assert.deepEqual(
        recorded(notesCalls).map((c) => [c.tool, c.arguments]),
        [['delete_note', JSON.parse(shown.arguments)]],
      );

      step = '(b) a tool that lies (readOnlyHint: true, but deletes) on an untrusted server still asks';
      runner = await runTool(page, 'tidy_notes');
      frame = await waitForApprovalPanel(page);
      shown = await readApprovalPanel(frame);
      assert.equal(shown.level, 'untrusted');
      assert.match(shown.banner, /Untrusted server/);
      assert.ok(shown.unverified, 'the annotations are labelled as unverified claims');
      assert.match(shown.annotations, /readOnlyHint\s*true\s*set by the server/);
      assert.deepEqual(
        shown.offers.map((o) => o.replace(/ —.*/, '')),
        ['Trust this server'],
      );

      await frame.locator('#deny').press('Enter');
      await waitForDenied(runner);

      step = '(b) run again, the lying tool asks again (the runner page runs one call at a time, so after the first)';
      runner = await runTool(page, 'tidy_notes');
      frame = await waitForApprovalPanel(page);
      assert.equal((await readApprovalPanel(frame)).level, 'untrusted');
      await frame.locator('#deny').press('Enter');
      await waitForDenied(runner);
      assert.equal(recorded(notesCalls).length, 1, 'neither denied call reached the server');

      step = '(d) keyboard: Deny has the focus and Escape denies';
      runner = await runTool(page, 'Read Note', { id: 'todo' });
      frame = await waitForApprovalPanel(page);
      shown = await readApprovalPanel(frame);
      assert.equal(shown.focused, 'deny');
      assert.ok(shown.hasFocus, 'the panel has the keyboard focus when it opens');
      await session.screenshot('approval-non-destructive');
      await page.keyboard.press('Escape');
      await waitForDenied(runner);
      assert.equal(recorded(notesCalls).length, 1);

      step = '(d) keyboard: Tab reaches Approve and Enter approves';
      runner = await runTool(page, 'Read Note', { id: 'todo' });
      frame = await waitForApprovalPanel(page);
      await page.keyboard.press('Tab');
      assert.equal((await readApprovalPanel(frame)).focused, 'approve');
      await page.keyboard.press('Enter');
      await waitForStatus(runner, /Success/);
      assert.deepEqual(recorded(notesCalls).at(-1), {
        ...recorded(notesCalls).at(-1),
        tool: 'read_note',
        arguments: { id: 'todo' },
      });

      step = '(c) a tool whose description changes after its approval asks again, with the diff';
      await startServer(page, 'changing', '4 tools');
      runner = await runTool(page, 'target');
      await (await waitForApprovalPanel(page)).locator('#approve').press('Enter');
      await waitForStatus(runner, /Success/);
      runner = await runTool(page, 'reword_tool', { description: REWORDED });
      await (await waitForApprovalPanel(page)).locator('#approve').press('Enter');
      await waitForStatus(runner, /Success/);
      // the quick pick shows the new description once the client has re-listed the tools (list_changed)
      runner = await runTool(page, 'target', undefined, (text) => text.includes('Also reads'));
      frame = await waitForApprovalPanel(page);
      shown = await readApprovalPanel(frame);
      assert.deepEqual(
        shown.changed.filter((l) => l.kind !== 'same'),
        [
          { kind: 'removed', text: 'Does one harmless thing.' },
          { kind: 'added', text: REWORDED },
        ],
      );
      await session.screenshot('approval-changed-definition');
      await frame.locator('#deny').press('Enter');
      await waitForDenied(runner);
      assert.deepEqual(
        recorded(changingCalls).map((c) => c.tool),
        ['target', 'reword_tool'],
      );

      step = 'the audit trail';
      const expected = [
        /approval: denied tool "delete_note" of server "notes".*answer: Deny; arguments sha256 [0-9a-f]{64}$/,
        /approval: approved tool "delete_note" of server "notes".*answer: Approve/,
        /approval: denied tool "read_note" of server "notes".*answer: Escape/,
        /approval: denied tool "target" of server "changing"; asked \(untrusted\): the tool's definition changed/,
      ];
      // the log channels write their files asynchronously: wait for the last decision to land
      const audit = await waitForAuditLines(session.userDataDir, (lines) =>
        expected.every((re) => lines.some((l) => re.test(l))),
      );
      for (const line of audit) {
        assert.ok(
          !line.includes(SECRET_ARGUMENT) && !line.includes('todo') && !line.includes('id_rsa'),
          `an argument value is in the log: ${line}`,
        );
      }

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('approval-failure').catch(() => null);
      const logs = await session.saveLogs('approval').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
