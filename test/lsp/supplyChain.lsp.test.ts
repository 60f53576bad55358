// The supply-chain rules of client configs over a real LSP connection: the unpinned package's fix pins the version
// the project installs (read from disk before the check), and a typosquat and a credential over plain http warn.
import { strict as assert } from 'node:assert';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { tempTree } from '../helpers/tempTree';

const json = (x: unknown) => JSON.stringify(x, null, 2);
const tree = tempTree('mcp-lens-lsp-supply-chain-');
/** The findings of these rules only: the other config rules have tests of their own. */
const supplyChain = (diags: readonly Diagnostic[]) => diags.filter((d) => /^MCP72[2-5]$/.test(String(d.code)));

describe('language server over a real LSP connection: supply-chain rules of client configs', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('pins an unpinned npx package to the version the project installs, found on disk', async () => {
    tree.write('app/node_modules/@playwright/mcp/package.json', json({ name: '@playwright/mcp', version: '0.0.83' }));
    const uri = pathToFileURL(tree.write('app/.vscode/mcp.json', '')).href;
    const text = json({ servers: { pw: { command: 'npx', args: ['-y', '@playwright/mcp@latest'] } } });
    const found = client.waitFor(uri, (p) =>
      p.diagnostics.some((d) => /The project has 0\.0\.83/.test(String(d.message))),
    );
    await client.open(uri, text);
    const d = (await found).find((x) => x.code === 'MCP723')!;
    assert.equal(d.severity, 3);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const pin = actions.find((a) => a.title === 'Pin @playwright/mcp to 0.0.83');
    assert.ok(pin, `no pin among ${actions.map((a) => a.title).join(', ')}`);
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'json', 1, text), pin.edit!.changes![uri]!);
    assert.deepEqual(JSON.parse(fixed).servers.pw.args, ['-y', '@playwright/mcp@0.0.83']);
    assert.deepEqual(supplyChain(await client.change(uri, fixed)), []);
    await client.close(uri);
  });

  it('warns about a typosquat and a token sent over plain http, and informs about the toxic flow', async () => {
    const uri = 'file:///w/supply/.mcp.json';
    const diags: Diagnostic[] = await client.open(
      uri,
      json({
        mcpServers: {
          web: { command: 'uvx', args: ['mcp-server-fecth@2025.4.7'] },
          api: { type: 'http', url: 'http://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${API_TOKEN}' } },
          files: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '/home/me'] },
          chat: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-slack@2025.4.25'] },
        },
      }),
    );
    assert.deepEqual(
      supplyChain(diags)
        .map((d) => `${String(d.code)}:${d.severity}`)
        .sort(),
      ['MCP722:2', 'MCP724:2', 'MCP725:3'],
    );
    assert.match(String(diags.find((d) => d.code === 'MCP722')!.message), /well-known "mcp-server-fetch"/);
    await client.close(uri);
  });
});
