// MCP Apps over a real LSP connection: completion and hover of a tool's and a UI resource's `_meta.ui`, in a JSON
// catalog and in server code (registerAppTool / registerAppResource), and the diagnostics published for them.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CompletionItem, CompletionList, Diagnostic, Hover, Position } from 'vscode-languageserver-protocol';
import { CURSOR, withCursor } from '../helpers/cursor';
import { LspTestClient, REPO_ROOT } from '../helpers/lspClient';

const VIEW = 'ui://charts/view.html';

const catalog = (toolUi: string, resourceUi = '{}') =>
  `{\n  "tools": [\n    { "name": "show_chart", "inputSchema": { "type": "object" }, "_meta": { "ui": ${toolUi} } }\n  ],\n  "resources": [\n    { "uri": "${VIEW}", "name": "Chart view", "mimeType": "text/html;profile=mcp-app", "_meta": { "ui": ${resourceUi} } }\n  ]\n}`;

describe('language server over a real LSP connection: MCP Apps fields', () => {
  let client: LspTestClient;
  let n = 0;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  async function open(
    path: string,
    textWithCursor: string,
    languageId?: string,
  ): Promise<{ uri: string; position: Position }> {
    const { text, position } = withCursor(textWithCursor);
    const uri = `file:///w/apps${n++}/${path}`;
    await client.open(uri, text, languageId);
    return { uri, position };
  }
  async function complete(path: string, textWithCursor: string, languageId?: string): Promise<CompletionItem[]> {
    const { uri, position } = await open(path, textWithCursor, languageId);
    const r = await client.request<CompletionList | CompletionItem[] | null>('textDocument/completion', {
      textDocument: { uri },
      position,
    });
    return Array.isArray(r) ? r : (r?.items ?? []);
  }
  async function hover(path: string, textWithCursor: string, languageId?: string): Promise<string> {
    const { uri, position } = await open(path, textWithCursor, languageId);
    const r = await client.request<Hover | null>('textDocument/hover', { textDocument: { uri }, position });
    return r && typeof r.contents === 'object' && 'value' in r.contents ? r.contents.value : '';
  }
  const labels = (items: CompletionItem[]) => items.map((i) => i.label).sort();

  it("completes a tool's _meta.ui keys, and its resourceUri from the ui:// resources the catalog lists", async () => {
    assert.deepEqual(labels(await complete('catalog.json', catalog('{ ‸ }'))), ['resourceUri', 'visibility']);
    const uris = await complete('catalog.json', catalog('{ "resourceUri": ‸ }'));
    assert.ok(
      uris.some((i) => i.label === JSON.stringify(VIEW)),
      labels(uris).join(', '),
    );
    const values = await complete('catalog.json', catalog('{ "visibility": [‸] }'));
    assert.deepEqual(labels(values), ['"app"', '"model"']);
    const meta = await complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "_meta": { ‸ } } ] }',
    );
    assert.ok(
      meta.some((i) => i.label === 'ui') && !meta.some((i) => i.label === 'ui/resourceUri'),
      'the deprecated flat key is not offered',
    );
  });

  it("completes a UI resource's _meta.ui, csp and permissions", async () => {
    assert.deepEqual(labels(await complete('catalog.json', catalog('{}', '{ ‸ }'))), [
      'csp',
      'domain',
      'permissions',
      'prefersBorder',
    ]);
    assert.deepEqual(labels(await complete('catalog.json', catalog('{}', '{ "csp": { ‸ } }'))), [
      'baseUriDomains',
      'connectDomains',
      'frameDomains',
      'resourceDomains',
    ]);
    assert.deepEqual(labels(await complete('catalog.json', catalog('{}', '{ "permissions": { ‸ } }'))), [
      'camera',
      'clipboardWrite',
      'geolocation',
      'microphone',
    ]);
  });

  it('hovers on the fields with their documentation', async () => {
    assert.match(
      await hover('catalog.json', catalog('{ "visib‸ility": ["app"] }')),
      /Who may call the tool[\s\S]*MCP Apps/,
    );
    assert.match(
      await hover('catalog.json', catalog('{ "visibility": ["ap‸p"] }')),
      /server's own UI may call the tool/,
    );
    assert.match(await hover('catalog.json', catalog('{}', '{ "csp": { "connect‸Domains": [] } }')), /connect-src/);
    assert.match(
      await hover(
        'catalog.json',
        '{ "name": "a", "inputSchema": { "type": "object" }, "_meta": { "ui/resource‸Uri": "ui://a" } }',
      ),
      /Deprecated/i,
    );
  });

  it('publishes the MCP Apps diagnostics of a catalog', async () => {
    const uri = 'file:///w/apps-diagnostics/catalog.json';
    const published = client.waitForWithin(
      uri,
      (p: { diagnostics: Diagnostic[] }) => p.diagnostics.length > 0,
      15000,
      'diagnostics',
    );
    await client.open(
      uri,
      catalog(
        '{ "resourceUri": "ui://charts/veiw.html", "visibility": [] }',
        '{ "csp": { "connectDomains": ["api.example.com"] } }',
      ),
    );
    const codes = (await published)
      .map((d) => String(d.code))
      .filter((c) => /^MCP(11[7-9]|12\d|41[4-6])$/.test(c))
      .sort();
    assert.deepEqual(codes, ['MCP117', 'MCP119', 'MCP415']);
  });

  describe('in server code', () => {
    const ts = readFileSync(join(REPO_ROOT, 'test/fixtures/code/apps.ts'), 'utf8');
    const inTs = (needle: string, delta: number) => {
      const i = ts.indexOf(needle);
      assert.ok(i >= 0, needle);
      return ts.slice(0, i + delta) + CURSOR + ts.slice(i + delta);
    };

    it("completes registerAppTool's _meta.ui keys and visibility values, and a resource's permissions", async () => {
      const emptied = ts.replace(
        "_meta: { ui: { resourceUri: 'ui://charts/veiw.html', visibility: ['assistant'] } }",
        `_meta: { ui: { ${CURSOR} } }`,
      );
      assert.deepEqual(labels(await complete('apps.ts', emptied, 'typescript')), ['resourceUri', 'visibility']);
      const visibilityOnly = ts.replace(
        "{ resourceUri: 'ui://charts/veiw.html', visibility: ['assistant'] }",
        `{ visibility: ['app'], ${CURSOR} }`,
      );
      const uri = (await complete('apps.ts', visibilityOnly, 'typescript')).find((i) => i.label === 'resourceUri');
      assert.equal(uri?.textEdit && 'newText' in uri.textEdit ? uri.textEdit.newText : '', "resourceUri: '$1'");
      const inPermissions = await complete('apps.ts', inTs('{ clipboardWrite: true }', 2), 'typescript');
      assert.deepEqual(labels(inPermissions), ['camera', 'geolocation', 'microphone']);
      const camera = inPermissions.find((i) => i.label === 'camera')!;
      assert.equal(camera.textEdit && 'newText' in camera.textEdit ? camera.textEdit.newText : '', 'camera: {$1}');
      const visibility = await complete(
        'apps.ts',
        inTs("visibility: ['assistant']", 'visibility: '.length),
        'typescript',
      );
      assert.ok(
        visibility.some((i) => i.label === "['app']"),
        labels(visibility).join(', '),
      );
    });

    it('hovers on _meta.ui keys in the code', async () => {
      assert.match(
        await hover('apps.ts', inTs("resourceUri: 'ui://charts/view.html', visibility", 3), 'typescript'),
        /ui:\/\/` URI of the UI resource/,
      );
      assert.match(await hover('apps.ts', inTs('clipboardWrite: true', 3), 'typescript'), /clipboard/);
      assert.match(await hover('apps.ts', inTs("connectDomains: ['api", 3), 'typescript'), /connect-src/);
    });
  });
});
