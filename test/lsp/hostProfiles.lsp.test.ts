import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const json = (x: unknown) => JSON.stringify(x, null, 2);
const codesOf = (diags: readonly Diagnostic[] | undefined) => (diags ?? []).map((d) => String(d.code)).sort();

const catalog = {
  tools: [
    {
      name: 'tag_page',
      description: 'Tags a page with labels.',
      inputSchema: {
        type: 'object',
        properties: { tags: { type: 'array' }, extra: { type: 'object', description: 'Anything else' } },
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
  ],
};

describe('language server over a real LSP connection: host profiles', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('mcpLens.targetHosts reaches the server: both hosts by default, then the ones set, then none', async () => {
    const uri = 'file:///w/hosts/tools.json';
    assert.deepEqual(codesOf(await client.open(uri, json(catalog))), ['MCP122', 'MCP124']);
    assert.deepEqual(codesOf(await client.updateSettings({ targetHosts: ['visual-studio'] }, uri)), ['MCP124']);
    assert.deepEqual(codesOf(await client.updateSettings({ targetHosts: ['vscode'] }, uri)), ['MCP122']);
    assert.deepEqual(codesOf(await client.updateSettings({ targetHosts: [] }, uri)), []);
    assert.deepEqual(codesOf(await client.updateSettings({}, uri)), ['MCP122', 'MCP124']);
    await client.close(uri);
  });
});
