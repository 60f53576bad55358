// The tool runner in a real VS Code against a recording fixture server: forms, approval, results, resources, prompts,
// progress and cancellation, history, a reload, and a result whose output check runs out of time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertCleanLogs,
  clickRow,
  e2eSkipReason,
  ensureBuilt,
  findWebviewFrame,
  REPO_ROOT,
  reloadWindow,
  runCommand,
  setViewExpanded,
  startSession,
} from './harness.mjs';
import {
  pickQuickItem,
  readApprovalPanel,
  runPickingCommand,
  waitForApprovalPanel,
  pickThrough,
} from './approvalPanel.mjs';
import {
  chooseTool,
  field,
  fieldErrors,
  fieldset,
  runnerFrame,
  runWithArguments,
  selectTab,
  waitForResult,
  waitForStatus,
} from './runnerPanel.mjs';
import { poll } from './poll.mjs';
import { recorded, waitForRecord, waitForRowText } from './waits.mjs';

const FIXTURES = path.join(REPO_ROOT, 'test', 'fixtures', 'servers');

async function makeWorkspace() {
  const workspace = await fs.mkdtemp(path.join(os.tmpdir(), 'mcp-lens-e2e-runner-'));
  const calls = path.join(workspace, 'calls.jsonl');
  await fs.mkdir(path.join(workspace, '.vscode'));
  await fs.writeFile(
    path.join(workspace, '.vscode', 'mcp.json'),
    JSON.stringify(
      {
        servers: {
          fixture: {
            type: 'stdio',
            command: process.execPath,
            args: [path.join(FIXTURES, 'runnerFixture.mjs')],
            env: { MCP_LENS_FIXTURE_CALLS: calls },
          },
          'slow-schema': {
            type: 'stdio',
            command: process.execPath,
            args: [path.join(FIXTURES, 'pathologicalSchema.mjs')],
            env: { MCP_LENS_FIXTURE_CALLS: calls },
          },
        },
      },
      null,
      2,
    ),
  );
  return { workspace, calls };
}

/** Nothing a server sent became markup or ran: no stray elements, no flag set by an injected script. */
async function assertNothingRan(frame) {
  const facts = await frame.evaluate(() => ({
    pwned: /** @type {any} */ (window).__mcpLensPwned,
    // the page's own bundle, and what VS Code puts into every webview, carry no server text
    serverScripts: [...document.querySelectorAll('script')].filter((s) =>
      (s.textContent ?? '').includes('__mcpLensPwned'),
    ).length,
    strayImages: document.querySelectorAll('img:not([src^="data:image/"])').length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    bold: document.querySelectorAll('b').length,
  }));
  assert.deepEqual(facts, { pwned: undefined, serverScripts: 0, strayImages: 0, handlers: 0, bold: 0 });
}

/** Switches the color theme as a user does: Preferences: Color Theme, then the theme's row. */
async function setTheme(page, theme) {
  const kind = { 'Light Modern': '.vs', 'Dark Modern': '.vs-dark', 'Dark High Contrast': '.hc-black' }[theme];
  await page.keyboard.press('Control+1');
  await pickThrough(page, () => runPickingCommand(page, 'Preferences: Color Theme'), theme);
  await page.locator(`.monaco-workbench${kind}`).waitFor({ timeout: 30_000 });
}

async function approve(page, expectArguments) {
  const panel = await waitForApprovalPanel(page);
  const shown = await readApprovalPanel(panel);
  if (expectArguments) assert.deepEqual(JSON.parse(shown.arguments), expectArguments);
  await panel.locator('#approve').click();
  return shown;
}

test(
  'the tool runner: forms, results, resources, prompts, history, in a real VS Code',
  { skip: e2eSkipReason(), timeout: 20 * 60_000 },
  async (t) => {
    await ensureBuilt();
    const { workspace, calls } = await makeWorkspace();
    const session = await startSession({ workspace, settings: { 'workbench.colorTheme': 'Default Dark Modern' } });
    const { page } = session;
    await page.setViewportSize({ width: 1400, height: 1000 });
    let step = 'open the runner';
    try {
      await runCommand(page, 'View: Show MCP Lens');
      let frame = await runnerFrame(page);
      await frame.locator('#panel-tools .notice', { hasText: 'fixture is not running' }).waitFor({ timeout: 60_000 });

      step = 'start the server from the runner';
      await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click();
      await frame.locator('#tool-title', { hasText: 'Plan Trip' }).waitFor({ timeout: 60_000 });
      await frame.locator('.server-detail', { hasText: 'running · 8 tools' }).waitFor();
      // the runner gets the whole side bar: the Servers view folds away (one click on its title)
      await setViewExpanded(page, 'Servers', false);
      // the badges tell explicit claims from defaults
      assert.deepEqual(await frame.locator('#panel-tools .badges .badge').allInnerTexts(), [
        'non-destructive',
        'idempotent',
        'closed-world',
      ]);

      step = 'required fields are enforced before anything is sent';
      const tools = frame.locator('#panel-tools');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      assert.deepEqual((await fieldErrors(frame)).sort(), ['is required', 'is required']);
      await waitForStatus(frame, 'Not sent: fix the arguments first.');
      assert.equal(await field(tools, 'destination (required)').getAttribute('aria-invalid'), 'true');
      assert.equal(
        await field(fieldset(tools, 'travellers[0]'), 'name (required)').getAttribute('aria-invalid'),
        'true',
      );

      step = 'the schema is checked (ajv) before the call: errors beside their fields, still nothing sent';
      await field(tools, 'destination (required)').fill('X');
      await field(fieldset(tools, 'travellers[0]'), 'name (required)').fill('Ada');
      await field(fieldset(tools, 'travellers[0]'), 'age').fill('200');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await waitForStatus(frame, 'Not sent: the arguments do not match the schema.');
      assert.deepEqual((await fieldErrors(frame)).sort(), ['must NOT have fewer than 2 characters', 'must be <= 130']);
      assert.deepEqual(recorded(calls), []);

      step = 'fill the form: integers, a nested array of objects, a oneOf choice, a nullable field, a set of values';
      await field(tools, 'destination (required)').fill('Lisbon');
      await field(fieldset(tools, 'travellers[0]'), 'age').fill('36');
      await field(tools, 'nights').fill('4');
      await tools.getByRole('button', { name: 'Add an item to travellers' }).click();
      await field(fieldset(tools, 'travellers[1]'), 'name (required)').fill('Grace');
      await field(tools, 'transport — which kind').selectOption({ label: 'Flight' });
      await field(tools, 'airline (required)').fill('TAP');
      await tools.getByLabel('notes is null').check();
      await field(tools, 'city').check();
      await field(tools, 'class').selectOption('business');
      await session.screenshot('runner-form-dark');

      step = 'the raw JSON editor: the form’s arguments as JSON, edited, and back into the form';
      await tools.getByRole('button', { name: 'JSON', exact: true }).click();
      const json = field(tools, 'Arguments as JSON');
      const asJson = JSON.parse(await json.inputValue());
      assert.equal(asJson.destination, 'Lisbon');
      await json.fill(JSON.stringify({ ...asJson, nights: 5, surprise: true }));
      await tools.getByRole('button', { name: 'Form', exact: true }).click();
      await tools.locator('.form-errors', { hasText: 'The form cannot hold this JSON exactly' }).waitFor();
      await json.fill(JSON.stringify({ ...asJson, nights: 4 }));
      await tools.getByRole('button', { name: 'Form', exact: true }).click();
      assert.equal(await field(tools, 'nights').inputValue(), '4');
      assert.equal(await field(fieldset(tools, 'travellers[1]'), 'name (required)').inputValue(), 'Grace');

      step = 'Run asks for approval with exactly the form’s arguments, and sends them';
      const expected = {
        destination: 'Lisbon',
        nights: 4,
        refundable: false,
        class: 'business',
        travellers: [{ name: 'Ada', age: 36 }, { name: 'Grace' }],
        transport: { kind: 'flight', airline: 'TAP' },
        notes: null,
        tags: ['city'],
      };
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await waitForStatus(frame, 'Waiting for approval');
      await approve(page, expected);
      const result = await waitForResult(frame, 'tools', 'Planned 4 nights in Lisbon for 2.');
      assert.match(result, /Success/);
      assert.match(result, /\d+ ms/);
      // the output check's verdict follows the result into the same line
      await tools
        .locator('.result .output-check', { hasText: 'matches the outputSchema' })
        .waitFor({ timeout: 30_000 });
      assert.equal(
        await tools.locator('.result .structured .block-type').innerText(),
        'STRUCTURED CONTENT',
        'labelled in words, as the content blocks are',
      );
      assert.deepEqual((await waitForRecord(calls, (c) => c.tool === 'plan_trip')).arguments, expected);
      assert.equal(JSON.stringify(recorded(calls)[0].arguments.nights), '4', 'an integer is sent as a JSON integer');
      await session.screenshot('runner-result-dark');

      step = 'trust the server, so that its read-only tools run without asking';
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Trust Server'), 'fixture');
      await frame.locator('.server-detail .chip', { hasText: /^trusted$/ }).waitFor({ timeout: 30_000 });

      step = 'server text with HTML and script is shown as text, as is its result, and nothing runs';
      await chooseTool(frame, 'hostile');
      const description = await frame.locator('#tool-description').textContent();
      assert.ok(
        description.includes('<img src=x onerror="window.__mcpLensPwned=1"><script>window.__mcpLensPwned=2</script>'),
        description,
      );
      assert.ok((await tools.locator('.field-desc').first().textContent()).includes('<script>'));
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await waitForResult(frame, 'tools', 'Result of hostile');
      const text = await frame.locator('#panel-tools .block-text-body').first().textContent();
      assert.ok(text.includes('<script>window.__mcpLensPwned=2</script>'), text);
      // the Markdown parser is not in the page's script: its own bundle, sent by the extension on the first preview, runs under the page's nonce
      assert.equal(
        await frame.locator('script[data-bundle="markdownPreview"]').count(),
        0,
        'not loaded before a preview',
      );
      await frame.locator('#panel-tools .block').first().getByRole('button', { name: 'Preview Markdown' }).click();
      const preview = frame.locator('#panel-tools .markdown').first();
      await preview.waitFor({ timeout: 30_000 });
      assert.equal(await frame.locator('script[data-bundle="markdownPreview"]').count(), 1, 'loaded for the preview');
      assert.equal(await preview.locator('h4').textContent(), 'Hello you');
      assert.ok((await preview.textContent()).includes('<img src=x onerror='));
      assert.equal(await preview.locator('img, script').count(), 0, 'HTML in the text is text');
      assert.equal(await preview.locator('.md-link-dead').textContent(), 'a link', 'a javascript: link is not a link');
      assert.deepEqual(
        [await preview.locator('a').count(), await preview.locator('a').getAttribute('href')],
        [1, 'https://example.com/docs'],
      );
      // what the hand-written parser got wrong: ***x***, *a **b** c*, a code span holding a backtick
      assert.equal(await preview.locator('em > strong', { hasText: 'both' }).count(), 1);
      assert.equal(await preview.locator('em', { hasText: 'a b c' }).locator('strong').textContent(), 'b');
      assert.equal(await preview.locator('p code').textContent(), 'a ` b');
      assert.equal(await preview.locator('th.md-align-center').textContent(), 'centred');
      await preview.scrollIntoViewIfNeeded();
      await session.screenshot('runner-markdown-preview');
      await assertNothingRan(frame);

      step = 'every content block type, with annotations; the lowest priority de-emphasised';
      await chooseTool(frame, 'all_content');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await waitForResult(frame, 'tools', 'Embedded text.');
      const blocks = frame.locator('#panel-tools .block');
      assert.deepEqual(await blocks.locator('.block-type').allInnerTexts(), [
        'TEXT',
        'TEXT',
        'IMAGE',
        'IMAGE',
        'AUDIO',
        'RESOURCE LINK',
        'RESOURCE · TEXT',
        'RESOURCE · BINARY',
      ]);
      assert.match(await blocks.nth(0).locator('.block-head').innerText(), /for user\s+priority 0.9/);
      assert.deepEqual(await frame.locator('#panel-tools .block-lowest').count(), 1);
      assert.match(
        await frame.locator('#panel-tools .block-lowest').innerText(),
        /for assistant.*priority 0.1.*A note for the model only/s,
      );
      assert.match(await blocks.nth(2).locator('img').getAttribute('src'), /^data:image\/png;base64,/);
      assert.match(await blocks.nth(3).innerText(), /Not shown: its mimeType "text\/html" is not an image\/\* type/);
      assert.match(await blocks.nth(4).locator('audio').getAttribute('src'), /^data:audio\/wav;base64,/);
      await assertNothingRan(frame);
      await session.screenshot('runner-content-dark');

      step = 'a resource link opens through the runner’s Read Resource (and the text in an editor tab)';
      await blocks.nth(5).getByRole('button', { name: 'Read the resource fixture://readme.md' }).click();
      await waitForResult(frame, 'resources', 'Read me.');
      await page
        .locator('.editor-group-container .tab .label-name', { hasText: /^readme\.md$/ })
        .first()
        .waitFor({ timeout: 30_000 });

      step = 'a template expanded from a form of its variables';
      frame = await runnerFrame(page);
      const resources = frame.locator('#panel-resources');
      await frame.locator('#resource').selectOption({ label: 'Greeting — fixture://greeting/{name}{?lang}' });
      await field(resources, 'name (required)').fill('Ada Lovelace');
      await field(resources, 'lang').fill('fr');
      await frame
        .locator('#uri')
        .and(frame.locator('[value="fixture://greeting/Ada%20Lovelace?lang=fr"]'))
        .waitFor({ timeout: 10_000 })
        .catch(async () => {
          assert.equal(await frame.locator('#uri').inputValue(), 'fixture://greeting/Ada%20Lovelace?lang=fr');
        });
      assert.equal(await frame.locator('#uri').inputValue(), 'fixture://greeting/Ada%20Lovelace?lang=fr');
      await resources.getByRole('button', { name: 'Read', exact: true }).click();
      await waitForResult(frame, 'resources', 'Bonjour, Ada Lovelace!');

      // Read is clicked at once after the pick, on purpose: it waits for the item picked, never reads the one before
      step = 'a binary resource: an image is shown';
      await frame.locator('#resource').selectOption({ label: 'pixel — fixture://pixel.png' });
      await resources.getByRole('button', { name: 'Read', exact: true }).click();
      await waitForResult(frame, 'resources', 'Binary, 70 B.');
      assert.match(await resources.locator('.result img').getAttribute('src'), /^data:image\/png;base64,/);

      step = 'subscribe, and see an update arrive';
      await frame.locator('#resource').selectOption({ label: 'counter — fixture://counter' });
      await resources.getByRole('button', { name: 'Subscribe to updates of this resource' }).click();
      await resources.locator('.subscriptions', { hasText: '0 updates so far' }).waitFor({ timeout: 30_000 });
      await chooseTool(frame, 'bump');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await approve(page, {});
      await waitForResult(frame, 'tools', 'Result of bump');
      await selectTab(frame, 'Resources');
      await waitForResult(frame, 'resources', 'counter is 1');
      assert.match(await resources.locator('.result-head').innerText(), /updated \(1\)/);
      await resources.locator('.subscriptions', { hasText: '1 update so far' }).waitFor();
      await session.screenshot('runner-subscription-dark');
      await resources.getByRole('button', { name: 'Unsubscribe from updates of this resource' }).click();
      await waitForRecord(calls, (c) => c.event === 'unsubscribe' && c.uri === 'fixture://counter');

      step = 'get a prompt: its required argument enforced, its messages with their roles';
      await selectTab(frame, 'Prompts');
      const prompts = frame.locator('#panel-prompts');
      await prompts.locator('h2', { hasText: 'Review Code' }).waitFor();
      await prompts.getByRole('button', { name: 'Get', exact: true }).click();
      assert.deepEqual(await fieldErrors(frame), ['is required']);
      await field(prompts, 'code (required)').fill('let x = 1');
      await prompts.getByRole('button', { name: 'Get', exact: true }).click();
      const messages = await waitForResult(frame, 'prompts', 'I will review it.');
      assert.deepEqual(await prompts.locator('.message-item .role').allInnerTexts(), ['user', 'assistant', 'user']);
      assert.match(messages, /<script>window.__mcpLensPwned=3<\/script>/);
      await prompts.getByRole('button', { name: 'Copy as messages JSON' }).click();
      await page.locator('.statusbar', { hasText: 'copied to the clipboard' }).waitFor({ timeout: 10_000 });
      await assertNothingRan(frame);

      step = 'a long call reports progress and is cancelled';
      await chooseTool(frame, 'slow');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await tools.locator('.progress', { hasText: '2 of 3 · step 2 of 3' }).waitFor({ timeout: 30_000 });
      await session.screenshot('runner-progress-dark');
      await tools.getByRole('button', { name: 'Cancel', exact: true }).click();
      await waitForResult(frame, 'tools', 'Cancelled');
      await waitForRecord(calls, (c) => c.tool === 'slow' && c.event === 'cancelled');

      step = 'the history re-runs a call with its arguments';
      await selectTab(frame, 'History');
      const history = frame.locator('#panel-history');
      assert.match(await history.locator('.muted').first().innerText(), /5 calls to fixture in this session/);
      const planned = history.locator('.history-entry', { hasText: 'Plan Trip' });
      assert.match(await planned.locator('.history-args').innerText(), /"destination":"Lisbon"/);
      await planned.getByRole('button', { name: /^Run Plan Trip again/ }).click();
      await approve(page, expected);
      await waitForStatus(frame, /Success/);
      assert.equal(recorded(calls).filter((c) => c.tool === 'plan_trip').length, 2);
      await selectTab(frame, 'History');
      await session.screenshot('runner-history-dark');

      step = 'a result whose output check takes the whole time limit shows at once: "Checking…", then "not checked"';
      const explosive = `${'a'.repeat(48)}!`;
      await selectTab(frame, 'Tools');
      await frame.locator('#server').selectOption({ label: 'slow-schema' });
      await frame.locator('#panel-tools .notice button', { hasText: 'Start' }).click();
      await frame.locator('#tool-title', { hasText: 'echo_word' }).waitFor({ timeout: 60_000 });
      await tools.getByRole('button', { name: 'JSON', exact: true }).click();
      await field(tools, 'Arguments as JSON').fill(JSON.stringify({ word: explosive }));
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      // the arguments' check gives up after the limit too; the call is sent all the same, through the approval panel
      await approve(page, { word: explosive });
      const checking = tools.locator('.result .output-check', { hasText: 'Checking against the output schema…' });
      await checking.waitFor({ timeout: 30_000 });
      assert.equal(
        await tools.locator('.result .block-text-body').first().textContent(),
        explosive,
        'the content is shown while the check runs',
      );
      assert.equal(await tools.locator('.result .structured').getAttribute('aria-busy'), 'true');
      await session.screenshot('runner-output-checking-dark');
      const checkLine = await tools.locator('.result .output-check').boundingBox();
      const notChecked = tools.locator('.result .output-check', { hasText: 'not checked' });
      await notChecked.waitFor({ timeout: 30_000 });
      assert.match(
        await notChecked.innerText(),
        /The output schema could not be checked: validation took longer than 2 s/,
      );
      assert.equal(await tools.locator('.result .structured').getAttribute('aria-busy'), 'false');
      assert.equal(await checking.count(), 0);
      assert.equal(
        (await tools.locator('.result .output-check').boundingBox())?.y,
        checkLine?.y,
        'the verdict takes the place of “Checking…”',
      );
      await session.screenshot('runner-output-not-checked-dark');
      await selectTab(frame, 'History');
      await history
        .locator('.history-entry', { hasText: 'echo_word' })
        .locator('.check-chip', { hasText: 'output not checked' })
        .waitFor({ timeout: 10_000 });
      await frame.locator('#server').selectOption({ label: 'fixture' });

      step = 'Run Tool from the tree and Get Prompt from the palette arrive in the runner';
      await setViewExpanded(page, 'Servers', true);
      await waitForRowText(page, 'Tools', '8');
      await clickRow(page, 'Tools');
      await clickRow(page, 'hostile');
      await runWithArguments(page, { name: 'from the tree' }, { tool: 'hostile' });
      await waitForResult(frame, 'tools', 'Hello from the tree');
      await setViewExpanded(page, 'Servers', false);

      step = 'Read Resource reads at once and shows the content; a template with a required variable waits for it';
      const count = (accept) => recorded(calls).filter(accept).length;
      const readsOfData = () => count((c) => c.event === 'read' && c.uri === 'fixture://data.json');
      assert.equal(readsOfData(), 0);
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Read Resource'), 'data');
      await waitForResult(frame, 'resources', /answer.*42/);
      await waitForStatus(frame, 'Done: 1 item of contents.');
      assert.equal(readsOfData(), 1, 'read once, by the command alone');
      const readsBefore = count((c) => c.event === 'read');
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Read Resource'), 'Greeting');
      await waitForStatus(frame, 'Fill in the template’s variables, then Read.');
      assert.equal(
        await frame.evaluate(() => document.activeElement?.id ?? ''),
        await field(resources, 'name (required)').getAttribute('id'),
      );
      assert.equal(
        count((c) => c.event === 'read'),
        readsBefore,
        'nothing read before the variables are given',
      );

      step =
        'Get Prompt gets a prompt without required arguments at once, and focuses the first empty argument of one with';
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Get Prompt'), 'Status Report');
      await waitForResult(frame, 'prompts', 'Report the status: what runs, what failed, what is next.');
      await waitForRecord(calls, (c) => c.event === 'prompt' && c.name === 'status');
      const reviews = () => count((c) => c.event === 'prompt' && c.name === 'review');
      const reviewsBefore = reviews();
      const focused = () => frame.evaluate(() => document.activeElement?.id ?? '');
      // the code typed earlier is remembered, so the first empty argument is the optional one
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Get Prompt'), 'Review Code');
      await waitForStatus(frame, 'Fill in the arguments, then Get.');
      assert.equal(await field(prompts, 'code (required)').inputValue(), 'let x = 1');
      assert.equal(await focused(), await field(prompts, 'focus').getAttribute('id'));
      await field(prompts, 'code (required)').fill('');
      // the focus away from the emptied field, for the command to bring it back
      await field(prompts, 'focus').focus();
      await page.keyboard.press('Control+1');
      await pickThrough(page, () => runPickingCommand(page, 'MCP Lens: Get Prompt'), 'Review Code');
      const code = await field(prompts, 'code (required)').getAttribute('id');
      await poll(focused, (id) => id === code, {
        timeout: 30_000,
        failure: (id) => `the focus is on #${id}, not on the empty required argument #${code}`,
      });
      assert.equal(reviews(), reviewsBefore, 'a prompt with a required argument is not got before the user asks');
      assert.equal(
        await fieldErrors(frame).then((e) => e.length),
        0,
        'nothing is marked as wrong: the user has not asked yet',
      );

      step = 'light theme';
      await setTheme(page, 'Light Modern');
      await chooseTool(frame, 'Plan Trip — plan_trip');
      await session.screenshot('runner-form-light');
      await chooseTool(frame, 'all_content');
      await tools.getByRole('button', { name: 'Run', exact: true }).click();
      await waitForResult(frame, 'tools', 'Embedded text.');
      await session.screenshot('runner-content-light');

      step = 'the runner in an editor panel';
      await runCommand(page, 'MCP Lens: Open Runner in Editor');
      const panel = await runnerFrame(page, { not: [frame] });
      await panel.locator('#tool-title').waitFor({ timeout: 30_000 });
      await chooseTool(panel, 'Plan Trip — plan_trip');
      await session.screenshot('runner-editor-light');
      await setTheme(page, 'Dark High Contrast');
      await session.screenshot('runner-editor-high-contrast');
      await setTheme(page, 'Dark Modern');
      await session.screenshot('runner-editor-dark');

      step = 'the side view comes back as it was when it is closed and opened again';
      await chooseTool(frame, 'Plan Trip — plan_trip');
      await field(tools, 'destination (required)').fill('Porto');
      await page.locator('.pane-header', { hasText: 'Runner' }).first().click({ button: 'right' });
      const hide = page.getByRole('menuitem', { name: "Hide 'Runner'" });
      await hide.waitFor({ timeout: 10_000 });
      await hide.hover();
      await page.keyboard.press('Enter');
      await page.locator('.pane-header', { hasText: 'Runner' }).waitFor({ state: 'detached', timeout: 30_000 });
      await runCommand(page, 'MCP Lens: Focus on Runner View');
      frame = await runnerFrame(page, { not: [frame, panel] });
      await frame.locator('#tool-title', { hasText: 'Plan Trip' }).waitFor({ timeout: 30_000 });
      assert.equal(await field(frame.locator('#panel-tools'), 'destination (required)').inputValue(), 'Porto');
      assert.match(await frame.locator('#panel-tools .result').innerText(), /Result of all_content/);

      step =
        'the editor panel comes back after a reload of the window (its serializer), its server stopped with the extension host';
      await reloadWindow(page);
      await page.locator('.editor-group-container .tab', { hasText: 'MCP Lens Runner' }).waitFor({ timeout: 60_000 });
      const restored = await findWebviewFrame(
        page,
        async (f) => (await f.locator('.server-detail', { hasText: 'stopped' }).count()) > 0,
        { timeout: 120_000 },
      );
      await restored
        .locator('#panel-tools .notice', { hasText: 'fixture is not running' })
        .waitFor({ timeout: 30_000 });

      step = 'no unhandled rejection, no uncaught error of MCP Lens in the logs';
      await session.close();
      t.diagnostic(await assertCleanLogs(session));
    } catch (error) {
      const shot = await session.screenshot('runner-failure').catch(() => null);
      const logs = await session.saveLogs('runner').catch(() => null);
      error.message = `${step}: ${error.message}\n(screenshot: ${shot ?? 'none'}; logs: ${logs ?? 'none'})`;
      throw error;
    } finally {
      await session.close();
      await fs.rm(workspace, { recursive: true, force: true });
    }
  },
);
