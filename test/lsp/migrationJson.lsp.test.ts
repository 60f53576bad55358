// The migration rules on JSON over a real LSP connection: MCP031 on the deprecated `logging` capability of a
// capability document that targets MCP 2026-07-28, and on an initialize result mapped to that kind by mcpLens.files.
import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LspTestClient } from '../helpers/lspClient';

const migration = (ds: readonly Diagnostic[] | undefined) => (ds ?? []).filter((d) => /^MCP03\d$/.test(String(d.code)));
const tool = { name: 'read_note', description: 'Reads a note.', inputSchema: { type: 'object', properties: {} } };
const catalog = (protocolVersion: string) =>
  JSON.stringify({ protocolVersion, capabilities: { logging: {}, tools: {} }, tools: [tool] }, null, 2);

describe('language server over a real LSP connection: migration rules on JSON documents', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start({ settings: { files: { '**/captures/initialize.json': 'capabilities' } } });
  });
  after(async () => {
    await client.stop();
  });

  it('hints at the logging capability of a 2026-07-28 document, deprecated, until its protocolVersion says 2025', async () => {
    const uri = 'file:///w/notes.capabilities.json';
    const text = catalog('2026-07-28');
    const found = migration(await client.open(uri, text));
    const doc = TextDocument.create(uri, 'json', 1, text);
    assert.deepEqual(
      found.map((d) => `${d.code} ${d.severity} ${doc.getText(d.range)}`),
      ['MCP031 4 "logging"'],
    );
    assert.deepEqual(found[0]!.tags, [2]);
    assert.match(String(found[0]!.message), /SEP-2577.*until 2027-07-28 at the earliest/);
    assert.match(String(found[0]!.codeDescription?.href), /docs\/rules\.md#mcp031$/);
    assert.deepEqual(migration(await client.change(uri, catalog('2025-11-25'))), []);
    await client.close(uri);
  });

  it('checks an initialize result that mcpLens.files maps to the capabilities kind', async () => {
    const uri = 'file:///w/captures/initialize.json';
    const text = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      result: {
        protocolVersion: '2026-07-28',
        capabilities: { logging: {} },
        serverInfo: { name: 'notes', version: '1' },
      },
    });
    assert.deepEqual(
      migration(await client.open(uri, text)).map((d) => d.code),
      ['MCP031'],
    );
    await client.close(uri);
  });
});
