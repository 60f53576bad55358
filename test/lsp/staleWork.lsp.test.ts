import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';

/** A catalog large enough that its validation runs over many slices; tool `i` carries MCP107 when i is in `broken`. */
function catalog(count: number, broken: ReadonlySet<number>): string {
  const tools = [];
  for (let i = 0; i < count; i++) {
    tools.push({
      name: `tool_${i}`,
      description: `Does thing ${i}.`,
      inputSchema: {
        type: 'object',
        properties: { a: { type: 'string' } },
        required: broken.has(i) ? ['missing'] : ['a'],
      },
    });
  }
  return JSON.stringify({ tools }, null, 2);
}

describe('language server over a real LSP connection: rapid edits to a large document', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('ends with exactly the diagnostics of the latest version, published for that version', async () => {
    const uri = 'file:///w/big-catalog.json';
    await client.open(uri, catalog(1500, new Set([0])));
    const published: number[] = [];
    const last = 8;
    const seen = client.waitFor(uri, (p) => (published.push(p.version ?? -1), p.version === last + 1));
    // a burst of full-text edits, each marking a different tool, sent without waiting
    for (let v = 1; v < last; v++) await client.changeRanges(uri, [{ text: catalog(1500, new Set([v * 10])) }], false);
    const latest = catalog(1500, new Set([last * 10, 3]));
    const final = await client.changeRanges(uri, [{ text: latest }]);
    // the unknown required names of the latest text, and nothing of the versions before it
    const missingLines = latest.split('\n').flatMap((l, i) => (l.includes('"missing"') ? [i] : []));
    assert.equal(missingLines.length, 2);
    assert.deepEqual(
      final!.filter((d) => d.code === 'MCP107').map((d) => d.range.start.line),
      missingLines,
    );
    await seen;
    assert.ok(
      published.every((v, i) => i === 0 || v >= published[i - 1]!),
      `versions published in order: ${published.join(', ')}`,
    );
    assert.equal(published.at(-1), last + 1);
  });
});
