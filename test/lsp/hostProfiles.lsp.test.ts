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

const serverJson = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
  packages: [{ registryType: 'npm', identifier: '@user/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
};

describe('language server over a real LSP connection: host profiles and the registry preflight', () => {
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

  it('reads the mcpName of the package.json beside server.json as the editor has it, and follows its edits', async () => {
    const pkgUri = 'file:///w/publish/package.json';
    const uri = 'file:///w/publish/server.json';
    await client.open(pkgUri, json({ name: '@user/weather-mcp', version: '1.0.0' }));
    const diags = client.waitFor(uri, (p) => p.diagnostics.some((d) => d.code === 'MCP825'));
    await client.open(uri, json(serverJson));
    const d = (await diags).find((x) => x.code === 'MCP825')!;
    assert.equal(d.severity, 2);
    assert.match(String(d.message), /has no "mcpName"/);
    const cleared = client.waitFor(uri, (p) => !p.diagnostics.some((x) => x.code === 'MCP825'));
    await client.change(
      pkgUri,
      json({ name: '@user/weather-mcp', version: '1.0.0', mcpName: 'io.github.user/weather' }),
    );
    assert.deepEqual(codesOf(await cleared), []);
    await client.close(uri);
    await client.close(pkgUri);
  });
});
