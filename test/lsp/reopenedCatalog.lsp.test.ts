import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';
import { misbehavingBuild } from '../helpers/misbehaving/build';
import { REPORT_FIX_FORMATTING } from '../helpers/misbehaving/hooks';

/** Tools whose `get_` name lacks readOnlyHint (MCP206): each finding's fix inserts the hint into its annotations. */
const FIXABLE_TOOLS = 6;
const catalog = (): string => {
  const tools = Array.from({ length: FIXABLE_TOOLS }, (_, i) => ({
    name: `get_item_${i}`,
    description: i === 0 ? `Returns one item. ${REPORT_FIX_FORMATTING}` : 'Returns one item.',
    inputSchema: { type: 'object' },
    annotations: { title: `Item ${i}` },
  }));
  return `${JSON.stringify({ tools }, null, 2)}\n`;
};

interface Counts {
  readonly asked: number;
  readonly workedOut: number;
}

/**
 * A catalog opened again is a new text equal to an old one. Its fixes' formatting is now worked out once per parsed
 * version, because comparing it with the old text for every fix took seconds on a 5 MB catalog.
 */
describe('a catalog opened again is checked as a new one', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start({ serverJs: (await misbehavingBuild()).serverJs });
  });
  after(() => client.stop());

  /** The check worker's counts when the test rule ran, at the end of the check of `uri`'s first version. */
  async function countsAfterOpening(uri: string, text: string): Promise<Counts> {
    const checked = client.waitFor(uri, (p) => p.version === 1 && p.diagnostics.some((d) => d.code === 'MCP991'));
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'json', version: 1, text },
    });
    const diagnostics = await checked;
    assert.equal(diagnostics.filter((d) => d.code === 'MCP206').length, FIXABLE_TOOLS);
    return JSON.parse(String(diagnostics.find((d) => d.code === 'MCP991')!.message)) as Counts;
  }

  async function close(uri: string): Promise<void> {
    const cleared = client.waitFor(uri, (p) => p.version === undefined);
    await client.close(uri);
    await cleared;
  }

  it('works out the formatting of its fixes once per open, from its own text: reopened, under another URI, twice open', async () => {
    const text = catalog();
    const first = 'file:///reopened/tools.json';
    const other = 'file:///reopened/copy/tools.json';
    const second = 'file:///reopened/copy-2/tools.json';
    const counts: Counts[] = [await countsAfterOpening(first, text)];
    await close(first);
    counts.push(await countsAfterOpening(first, text));
    await close(first);
    counts.push(await countsAfterOpening(other, text));
    counts.push(await countsAfterOpening(second, text));
    const opens = ['reopened (same URI)', 'another URI', 'a second copy open'];
    for (let i = 1; i < counts.length; i++) {
      const asked = counts[i]!.asked - counts[i - 1]!.asked;
      const workedOut = counts[i]!.workedOut - counts[i - 1]!.workedOut;
      assert.ok(asked >= FIXABLE_TOOLS, `${opens[i - 1]}: every fix asked for the formatting (${asked})`);
      assert.equal(workedOut, 1, `${opens[i - 1]}: worked out once from the new text, not found by comparing texts`);
    }
  });
});
