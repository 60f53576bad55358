import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';

const json = (x: unknown) => JSON.stringify(x, null, 2);

describe('language server over a real LSP connection: client configs, server.json, bundle manifests', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('reports an undeclared ${input:…} in .vscode/mcp.json at the reference', async () => {
    const text =
      '{\n  "servers": {\n    "gh": { "type": "http", "url": "https://api.githubcopilot.com/mcp/", "headers": { "Authorization": "Bearer ${input:gh_token}" } }\n  }\n}\n';
    // MCP726: no root .mcp.json in this folder, so VS Code 1.140's preference for it is hinted at
    const all = await client.open('file:///w/.vscode/mcp.json', text);
    assert.deepEqual(
      all.map((d) => d.code),
      ['MCP726', 'MCP706'],
    );
    const diags = all.filter((d) => d.code === 'MCP706');
    const line = text.split('\n')[2]!;
    const start = line.indexOf('${input:gh_token}');
    assert.deepEqual(diags[0]!.range, {
      start: { line: 2, character: start },
      end: { line: 2, character: start + '${input:gh_token}'.length },
    });
    assert.equal(diags[0]!.severity, 1);
    assert.equal(diags[0]!.source, 'MCP Lens');
  });

  it('offers the wrong-root-key quick fix through textDocument/codeAction, and the fixed file is clean', async () => {
    const uri = 'file:///w/project/.cursor/mcp.json';
    const text = json({
      servers: { fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '.'] } },
    });
    const diags = await client.open(uri, text);
    const d = diags.find((x) => x.code === 'MCP710')!;
    assert.ok(d, `MCP710 expected, got ${diags.map((x) => x.code).join(', ')}`);
    assert.equal(d.severity, 2);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const fix = actions.find((a) => /Rename "servers" to "mcpServers"/.test(a.title));
    assert.ok(fix, `no rename fix among ${actions.map((a) => a.title).join(', ')}`);
    assert.equal(fix.isPreferred, true);
    const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'json', 1, text), fix.edit!.changes![uri]!);
    assert.deepEqual(JSON.parse(fixed), {
      mcpServers: { fs: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '.'] } },
    });
    assert.deepEqual(await client.change(uri, fixed), []);
  });

  it("warns about a secret without repeating it, with a fix in the client's own syntax", async () => {
    const uri = 'file:///w/app/.cursor/mcp.json';
    const secret = 'ghp_0123456789abcdefghijABCDEFGHIJ012345';
    const diags = await client.open(
      uri,
      json({ mcpServers: { gh: { command: 'npx', env: { GITHUB_TOKEN: secret } } } }),
    );
    const d = diags.find((x) => x.code === 'MCP713')!;
    assert.ok(d);
    assert.equal(d.severity, 2);
    assert.ok(!String(d.message).includes(secret));
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    assert.deepEqual(
      actions.map((a) => a.title),
      ['Replace it with ${env:GITHUB_TOKEN}'],
    );
  });

  it("checks server.json against the registry's rules", async () => {
    const diags = await client.open(
      'file:///w/server.json',
      json({
        $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
        name: 'io.github.user/weather',
        description: 'x'.repeat(120),
        version: '1.0.0',
        packages: [],
      }),
    );
    assert.deepEqual(diags.map((d) => `${d.code}:${d.severity}`).sort(), ['MCP802:2', 'MCP806:1']);
  });

  it('checks an MCP Bundle manifest and leaves a Chrome manifest alone', async () => {
    const manifest = {
      manifest_version: '0.3',
      name: 'w',
      version: '1.0.0',
      description: 'W',
      author: { name: 'A' },
      server: {
        type: 'uv',
        entry_point: 'src/server.py',
        mcp_config: { command: 'uv', args: ['run', '${__dirname}/src/server.py'], env: { K: '${user_config.key}' } },
      },
    };
    const diags = await client.open('file:///w/bundle/manifest.json', json(manifest));
    assert.deepEqual(diags.map((d) => d.code).sort(), ['MCP907', 'MCP908']);
    assert.deepEqual(
      await client.open(
        'file:///w/ext/manifest.json',
        json({ manifest_version: 3, name: 'Ext', version: '1.0', action: {} }),
      ),
      [],
    );
  });

  it('warns about a command that is not on PATH once the background lookup has answered, and follows the setting', async () => {
    const uri = 'file:///w/cmd/.vscode/mcp.json';
    const text = json({ servers: { a: { command: 'surely-not-installed-mcp-lens-test-server' } } });
    const found = client.waitFor(uri, (p) => p.diagnostics.some((d) => d.code === 'MCP714'));
    await client.open(uri, text);
    const diags: Diagnostic[] = await found;
    const d = diags.find((x) => x.code === 'MCP714')!;
    assert.equal(d.severity, 2);
    assert.match(String(d.message), /not found on PATH/);
    const off = await client.updateSettings({ checkCommandsOnPath: false }, uri);
    assert.deepEqual(
      off?.filter((x) => x.code !== 'MCP726').map((x) => x.code),
      [],
    );
    await client.updateSettings({}, uri);
  });
});
