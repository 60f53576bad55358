import { strict as assert } from 'node:assert';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { Diagnostic, Hover } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { misbehavingBuild } from '../helpers/misbehaving/build';
import { HANG_IN_ANALYSIS, HANG_IN_RULE, THROW_IN_ANALYSIS } from '../helpers/misbehaving/hooks';

// A catalog whose tool name is hovered and whose annotations get completions.
const catalog = (description: string) =>
  `{\n  "tools": [\n    { "name": "get_weather", "description": ${JSON.stringify(description)}, "inputSchema": { "type": "object" }, "annotations": { } }\n  ]\n}\n`;
const NAME_AT = { line: 2, character: 16 };
/** Inside the (empty) annotations object of the catalog's tool, where completion offers the hints. */
const annotationsAt = (text: string) => ({
  line: 2,
  character: text.split('\n')[2]!.indexOf('"annotations": {') + '"annotations": {'.length + 1,
});

/** A bound that detects a hang (the answer never comes), not a performance assertion. */
const ANSWERED_WITHIN_MS = 20_000;
/**
 * The time limit once the questions are answered: the stuck work is stopped at once (it began long before), and it
 * is far above what the replacement workers need for these small documents, even cold on a crowded machine.
 */
const LIMIT_SECONDS = 10;

describe('a runaway analysis never freezes the language server', () => {
  // each case has a server of its own: a stuck worker must not reach into the next case
  let client: LspTestClient;
  beforeEach(async () => {
    const { serverJs } = await misbehavingBuild();
    // a limit no analysis reaches while the test asks its questions; lowered once it has its answers
    client = await LspTestClient.start({ serverJs, settings: { analysisTimeLimitSeconds: 600 } });
  });
  afterEach(() => client.stop());

  const hover = (uri: string) =>
    client.request<Hover | null>(
      'textDocument/hover',
      { textDocument: { uri }, position: NAME_AT },
      ANSWERED_WITHIN_MS,
    );
  const complete = (uri: string, text: string) =>
    client.request<{ items: { label: string }[] }>(
      'textDocument/completion',
      { textDocument: { uri }, position: annotationsAt(text) },
      ANSWERED_WITHIN_MS,
    );
  const notChecked = (uri: string) => client.waitFor(uri, (p) => p.diagnostics.some((d) => d.code === 'MCP006'));

  it('answers hover and completion on other documents, and on the stuck one, while a rule never returns on it', async () => {
    const other = 'file:///runaway/other/tools.json';
    const stuck = 'file:///runaway/rule/tools.json';
    const otherText = catalog('Returns the weather.');
    assert.ok((await client.open(other, otherText)).some((d) => d.code === 'MCP206'));
    const events: string[] = [];
    const stuckNotice = notChecked(stuck).then((d) => (events.push('notice'), d));
    // the check worker takes the document and never comes back from the hanging rule
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: stuck,
        languageId: 'json',
        version: 1,
        text: catalog(`Returns the weather. ${HANG_IN_RULE}`),
      },
    });
    const hoverOther = await hover(other);
    events.push('hover');
    assert.match(JSON.stringify(hoverOther?.contents), /Effective behaviour/);
    assert.ok((await complete(other, otherText)).items.some((i) => i.label === 'readOnlyHint'));
    // the feature worker runs no rule: the stuck document's own hover is answered too
    assert.match(JSON.stringify((await hover(stuck))?.contents), /Effective behaviour/);
    assert.equal(client.lastDiagnostics(stuck), undefined, 'nothing was published for the stuck version');

    await client.updateSettings({ analysisTimeLimitSeconds: LIMIT_SECONDS });
    const notice = await stuckNotice;
    assert.deepEqual(events, ['hover', 'notice']);
    assert.deepEqual(
      notice.map((d: Diagnostic) => d.code),
      ['MCP006'],
    );
    assert.match(
      String(notice[0]!.message),
      new RegExp(`^Not checked: analysis took longer than ${LIMIT_SECONDS} s and was stopped`),
    );

    // a new worker took over: the other document is still checked, and the stuck one is again once it changes
    assert.ok((await client.change(other, catalog('Returns the weather today.'))).some((d) => d.code === 'MCP206'));
    assert.ok((await client.change(stuck, catalog('Returns the weather.'))).some((d) => d.code === 'MCP206'));
  });

  it('answers other documents while an analysis (a parse) never returns, and says the stuck one was not checked', async () => {
    const other = 'file:///runaway/parse-other/tools.json';
    const stuck = 'file:///runaway/parse/tools.json';
    const otherText = catalog('Returns the weather.');
    await client.open(other, otherText);
    const stuckNotice = notChecked(stuck);
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: {
        uri: stuck,
        languageId: 'json',
        version: 1,
        text: catalog(`Returns the weather. ${HANG_IN_ANALYSIS}`),
      },
    });
    // both the check worker and the feature worker that takes this hover get stuck in the analysis
    const stuckHover = hover(stuck);
    // the next feature request goes to a worker that is free (a second one is started for it)
    assert.match(JSON.stringify((await hover(other))?.contents), /Effective behaviour/);
    assert.ok((await complete(other, otherText)).items.some((i) => i.label === 'readOnlyHint'));

    await client.updateSettings({ analysisTimeLimitSeconds: LIMIT_SECONDS });
    assert.deepEqual(
      (await stuckNotice).map((d) => d.code),
      ['MCP006'],
    );
    assert.equal(await stuckHover, null, 'the stuck hover answers nothing once its worker is stopped');
    assert.equal(await hover(stuck), null, 'the stuck version is not analysed again');
    assert.match(JSON.stringify((await hover(other))?.contents), /Effective behaviour/);
    assert.ok((await client.change(stuck, catalog('Returns the weather.'))).some((d) => d.code === 'MCP206'));
    assert.match(JSON.stringify((await hover(stuck))?.contents), /Effective behaviour/);
    assert.ok(client.alive);
  });

  it('an analysis that throws publishes the internal-error notice alone instead of nothing', async () => {
    const uri = 'file:///runaway/throws/tools.json';
    const diags = await client.open(uri, catalog(`Returns the weather. ${THROW_IN_ANALYSIS}`));
    assert.deepEqual(
      diags.map((d) => d.code),
      ['MCP004'],
    );
    assert.match(
      String(diags[0]!.message),
      /internal error checking this file: a bug in the parser; this file was not checked/,
    );
    assert.equal(await hover(uri), null);
    assert.match(client.logs.map((l) => l.message).join('\n'), /RangeError: a bug in the parser/);
  });
});
