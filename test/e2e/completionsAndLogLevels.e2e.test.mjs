// The runner as an MCP client against server-everything: argument completions, log levels, the server's requests of
// the client (roots, elicitation, sampling), and tasks followed, cancelled and answered.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertCleanLogs,
  dismissHovers,
  e2eSkipReason,
  ensureBuilt,
  REPO_ROOT,
  runCommand,
  setViewExpanded,
  startSession,
} from './harness.mjs';
import { answerApproval, pickThrough, runPickingCommand } from './approvalPanel.mjs';
import { chooseTool, field, runnerFrame, runWithArguments, selectTab, waitForResult } from './runnerPanel.mjs';
import { poll } from './poll.mjs';

const EVERYTHING = path.join(
  REPO_ROOT,
  'node_modules',
  '@modelcontextprotocol',
  'server-everything',
  'dist',
  'index.js',
);

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-complete-'));
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify(
      { servers: { everything: { type: 'stdio', command: process.execPath, args: [EVERYTHING, 'stdio'] } } },
      null,
      2,
    ),
  );
  return workspace;
}

/** The suggestions shown under the field now ([] while the list is closed). */
function shownSuggestions(scope) {
  return scope.locator('.suggestions:not([hidden]) [role="option"]').allInnerTexts();
}

/** The tools server-everything registers only for a client that declares roots, elicitation or sampling. */
const CONDITIONAL_TOOLS = [
  'get-roots-list',
  'trigger-elicitation-request',
  'trigger-url-elicitation',
  'trigger-sampling-request',
];

/** Chooses a tool in the runner, runs it with `args`, and approves the call (server-everything is not trusted here). */
async function runApproved(page, frame, label, args) {
  await chooseTool(frame, label);
  await runWithArguments(page, args, { tool: label.replace(/ — .*/, '') });
  await answerApproval(page, 'Approve');
}

/** The tools it registers only for a client that declares tasks (with sampling or elicitation), and its task tool. */
const TASK_TOOLS = ['trigger-sampling-request-async', 'trigger-elicitation-request-async', 'simulate-research-query'];

function waitForSuggestions(scope, expected) {
  return poll(
    () => shownSuggestions(scope),
    (shown) => JSON.stringify(shown) === JSON.stringify(expected),
    {
      timeout: 30_000,
      interval: 100,
      failure: (shown) => `the suggestions never were ${JSON.stringify(expected)}; they are ${JSON.stringify(shown)}`,
    },
  );
}

test(
  'the runner as an MCP client: argument completions, log levels, roots, elicitation, sampling and tasks, in a real VS Code',
  { skip: e2eSkipReason(), timeout: 10 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const workspace = await makeWorkspace();
    const session = await startSession({ workspace, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'open the runner and start server-everything';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      const frame = await runnerFrame(page);
      await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click({ timeout: 60_000 });
      await frame.locator('.server-detail', { hasText: 'running' }).waitFor({ timeout: 90_000 });
      await setViewExpanded(page, 'Servers', false);

      step = 'the server declares logging: the server bar offers its log level, set there';
      const level = frame.locator('#log-level');
      await level.waitFor({ state: 'visible', timeout: 30_000 });
      assert.equal(await level.inputValue(), '', 'no level set: the server’s default');
      await level.selectOption('warning');
      // the extension answers with the level in force; the "server default" entry is gone then
      await poll(
        () => level.locator('option').count(),
        (n) => n === 8,
        { timeout: 30_000, interval: 100 },
      );
      assert.equal(await level.inputValue(), 'warning');

      step = 'a prompt argument gets the server’s suggestions as it is typed';
      await selectTab(frame, 'Prompts');
      const prompts = frame.locator('#panel-prompts');
      await frame.locator('#prompt').selectOption({ label: 'Team Management — completable-prompt' });
      await prompts.locator('h2', { hasText: 'Team Management' }).waitFor({ timeout: 30_000 });
      const department = field(prompts, 'department (required)');
      await department.click();
      await waitForSuggestions(prompts, ['Engineering', 'Sales', 'Marketing', 'Support']);
      await department.pressSequentially('S');
      await waitForSuggestions(prompts, ['Sales', 'Support']);
      assert.equal(await department.getAttribute('aria-expanded'), 'true');
      await session.screenshot('runner-completions-dark');

      step = 'the keyboard takes a suggestion: ArrowDown twice, Enter';
      await department.press('ArrowDown');
      await department.press('ArrowDown');
      assert.equal(await prompts.locator('[role="option"][aria-selected="true"]').innerText(), 'Support');
      await department.press('Enter');
      assert.equal(await department.inputValue(), 'Support');
      assert.deepEqual(await shownSuggestions(prompts), [], 'the list closes');

      step = 'the second argument’s suggestions depend on the first (sent as context)';
      const name = field(prompts, 'name (required)');
      await name.click();
      await waitForSuggestions(prompts, ['John', 'Kim', 'Lee']);
      await name.press('Escape');
      assert.deepEqual(await shownSuggestions(prompts), [], 'Escape closes the list');
      await name.pressSequentially('K');
      await waitForSuggestions(prompts, ['Kim']);
      await prompts.locator('[role="option"]', { hasText: 'Kim' }).click();
      assert.equal(await name.inputValue(), 'Kim');
      await prompts.getByRole('button', { name: 'Get', exact: true }).click();
      await waitForResult(frame, 'prompts', 'Please promote Kim to the head of the Support team.');

      step = '"MCP Lens: Set Log Level…" sets it too, and the server bar follows';
      await dismissHovers(page);
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Set Log Level…'), 'error');
      await poll(
        () => level.inputValue(),
        (v) => v === 'error',
        { timeout: 30_000, interval: 100, failure: (v) => `the server bar shows the level ${v}` },
      );
      await session.screenshot('runner-log-level-dark');

      step =
        'server-everything lists the tools it offers only to a client that declares roots, elicitation and sampling';
      await selectTab(frame, 'Tools');
      const toolLabels = await frame.locator('#tool option').allInnerTexts();
      for (const name of CONDITIONAL_TOOLS) {
        assert.ok(
          toolLabels.some((l) => l.endsWith(`— ${name}`)),
          `${name} in ${JSON.stringify(toolLabels)}`,
        );
      }

      step = 'roots: the tool that lists them gets the workspace folder';
      await runApproved(page, frame, 'Get Roots List Tool — get-roots-list', {});
      assert.ok(
        (await waitForResult(frame, 'tools', 'Current MCP Roots')).includes(pathToFileURL(workspace).href),
        'the workspace folder is the root',
      );

      step = 'an elicitation: the form built from its schema, filled and accepted; the call waits on it meanwhile';
      await runApproved(page, frame, 'Trigger Elicitation Request Tool — trigger-elicitation-request', {});
      const form = frame.locator('.server-request-elicitation');
      await form.waitFor({ timeout: 60_000 });
      await frame
        .locator('#panel-tools .run-status', { hasText: 'Waits for your answer' })
        .waitFor({ timeout: 30_000 });
      await form.locator('input[type="text"]').first().fill('Ada Lovelace');
      await form.scrollIntoViewIfNeeded();
      await session.screenshot('runner-elicitation-dark');
      await form.getByRole('button', { name: /^Accept/ }).click();
      const accepted = await waitForResult(frame, 'tools', 'User provided the requested information');
      assert.match(accepted, /Name: Ada Lovelace/);
      assert.match(accepted, /42/, 'the integer field left at its default is sent with it');
      await form.waitFor({ state: 'detached', timeout: 30_000 });

      step = 'a URL elicitation: its host shown apart, nothing opened, and Decline answers';
      await runApproved(page, frame, 'Trigger URL Elicitation Tool — trigger-url-elicitation', {
        url: 'https://login.example.org/authorize?client=lens',
        message: 'Sign in to Example',
      });
      const link = frame.locator('.server-request-elicitation', { hasText: 'Link to open' });
      await link.waitFor({ timeout: 60_000 });
      assert.equal(await link.locator('.url-host').innerText(), 'login.example.org');
      assert.equal(
        await link.getByRole('button', { name: /Open https:\/\/login\.example\.org/ }).count(),
        1,
        'the link opens only on a click of its button',
      );
      await link.scrollIntoViewIfNeeded();
      await session.screenshot('runner-url-elicitation-dark');
      await link.getByRole('button', { name: 'Decline', exact: true }).click();
      await waitForResult(frame, 'tools', 'User declined to open the URL');

      step = 'a sampling request: its messages shown, a reply written by hand goes back to the server';
      await runApproved(page, frame, 'Trigger Sampling Request Tool — trigger-sampling-request', {
        prompt: 'Write a haiku about roots',
        maxTokens: 60,
      });
      const sampling = frame.locator('.server-request-sampling');
      await sampling.waitFor({ timeout: 60_000 });
      await frame.locator('#panel-tools .run-status', { hasText: 'Waits for your reply' }).waitFor({ timeout: 30_000 });
      assert.match(await sampling.innerText(), /Write a haiku about roots/);
      await sampling
        .locator('textarea')
        .first()
        .fill('Deep in the folder,\nthe server asks where it stands;\nthe client answers.');
      await sampling.scrollIntoViewIfNeeded();
      await session.screenshot('runner-sampling-dark');
      await sampling.getByRole('button', { name: 'Send reply to server' }).click();
      assert.match(await waitForResult(frame, 'tools', 'LLM sampling result'), /the client answers/);

      step = 'with tasks declared too, all 19 of its tools are listed';
      const allTools = (await frame.locator('#tool option').allInnerTexts()).filter((l) => / — /.test(l));
      assert.equal(allTools.length, 19, JSON.stringify(allTools));
      for (const name of TASK_TOOLS) {
        assert.ok(
          allTools.some((l) => l.endsWith(`— ${name}`)),
          `${name} in ${JSON.stringify(allTools)}`,
        );
      }

      step = 'simulate-research-query runs as a task: its status shows as it changes, and the result keeps the task';
      await chooseTool(frame, 'Simulate Research Query — simulate-research-query');
      assert.match(await frame.locator('#tool-task').innerText(), /Runs as a task/);
      await runApproved(page, frame, 'Simulate Research Query — simulate-research-query', { topic: 'tides' });
      const taskLine = frame.locator('#panel-tools .task-line');
      await taskLine
        .filter({ hasText: /Task working · (Analyzing|Synthesizing|Generating)/ })
        .waitFor({ timeout: 60_000 });
      await taskLine.scrollIntoViewIfNeeded();
      await session.screenshot('runner-task-running-dark');
      const report = await waitForResult(frame, 'tools', 'Research Report: tides');
      assert.match(report, /Ran as a task: working → completed/);
      await frame.locator('#panel-tools .task-steps summary').click();
      assert.match(await frame.locator('#panel-tools .task-steps ol').innerText(), /Gathering sources/);
      await session.screenshot('runner-task-result-dark');

      step = 'another research task, cancelled from the runner: tasks/cancel is sent and answered';
      await runApproved(page, frame, 'Simulate Research Query — simulate-research-query', { topic: 'tides again' });
      await taskLine.filter({ hasText: 'Task working' }).waitFor({ timeout: 60_000 });
      await frame.locator('#panel-tools .run-controls').getByRole('button', { name: 'Cancel', exact: true }).click();
      assert.match(
        await waitForResult(frame, 'tools', 'you cancelled the task'),
        /tasks\/cancel; it answered that the task is cancelled/,
      );

      step = 'an async sampling request: the server asks it as a task, the card says so, and the reply reaches it';
      await runApproved(page, frame, 'Trigger Async Sampling Request Tool — trigger-sampling-request-async', {
        prompt: 'Name a tide',
        maxTokens: 20,
      });
      const asyncSampling = frame.locator('.server-request-sampling');
      await asyncSampling.waitFor({ timeout: 60_000 });
      assert.match(await asyncSampling.locator('.request-task').innerText(), /Asked as a task/);
      await asyncSampling.locator('textarea').first().fill('The spring tide.');
      await asyncSampling.getByRole('button', { name: 'Send reply to server' }).click();
      assert.match(await waitForResult(frame, 'tools', 'Async sampling completed'), /The spring tide/);
      await asyncSampling.waitFor({ state: 'detached', timeout: 30_000 });

      step = 'an async elicitation: asked as a task of the client, its form filled and accepted';
      await runApproved(page, frame, 'Trigger Async Elicitation Request Tool — trigger-elicitation-request-async', {});
      const asyncForm = frame.locator('.server-request-elicitation');
      await asyncForm.waitFor({ timeout: 60_000 });
      assert.match(await asyncForm.locator('.request-task').innerText(), /Asked as a task/);
      await asyncForm.locator('input[type="text"]').first().fill('Grace Hopper');
      await asyncForm.getByRole('button', { name: /^Accept/ }).click();
      assert.match(
        await waitForResult(frame, 'tools', 'Grace Hopper'),
        /\[COMPLETED\] User provided the requested information/,
      );

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('completions-failure').catch(() => null);
      const logs = await session.saveLogs('completions').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
