import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';

describe('language server over a real LSP connection: diagnostics', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('reports a bad priority at its value, with code and source', async () => {
    const text = '{\n  "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 2 } }]\n}\n';
    const diags = await client.open('file:///w/catalog.json', text);
    assert.equal(diags.length, 1);
    const d = diags[0]!;
    assert.equal(d.code, 'MCP302');
    assert.equal(d.source, 'MCP Lens');
    assert.deepEqual(d.range, { start: { line: 1, character: 84 }, end: { line: 1, character: 85 } });
  });

  it('clears the diagnostic when the document is fixed', async () => {
    const diags = await client.change(
      'file:///w/catalog.json',
      '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 1 } }] }',
    );
    assert.deepEqual(diags, []);
  });

  it('reports syntax errors as MCP001 when the host does not', async () => {
    const diags = await client.open(
      'file:///w/broken.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" } ',
    );
    assert.ok(diags.some((d) => d.code === 'MCP001'));
  });

  it('applies per-code severity settings pushed by the client', async () => {
    const uri = 'file:///w/sev.json';
    await client.open(
      uri,
      '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": 3 } }] }',
    );
    const diags = await client.updateSettings({ rules: { MCP302: 'off' } }, uri);
    assert.deepEqual(diags, []);
    await client.updateSettings({}, uri);
  });

  it('gives an unrelated JSON document no diagnostics', async () => {
    assert.deepEqual(await client.open('file:///w/package.json', '{ "name": "x", "version": "1.0.0" }'), []);
  });

  it('survives garbage and still answers', async () => {
    await client.open('file:///w/garbage.json', '\u0000{{{[[[""\\');
    const diags = await client.open(
      'file:///w/after.json',
      '{ "resources": [{ "uri": "file:///a.txt", "name": "a", "annotations": { "priority": -1 } }] }',
    );
    assert.equal(diags[0]?.code, 'MCP302');
  });
});
