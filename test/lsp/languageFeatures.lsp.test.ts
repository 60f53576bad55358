import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import type { CompletionItem, CompletionList, DocumentSymbol, Hover, InlayHint } from 'vscode-languageserver-protocol';
import { withCursor } from '../helpers/cursor';
import { LspTestClient } from '../helpers/lspClient';

describe('language server over a real LSP connection: completion, hover, outline, inlay hints', () => {
  let client: LspTestClient;
  let n = 0;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  async function complete(path: string, textWithCursor: string): Promise<CompletionItem[]> {
    const { text, position } = withCursor(textWithCursor);
    const uri = `file:///w/${n++}/${path}`;
    await client.open(uri, text);
    const result = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position,
    })) as CompletionList | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async function hover(path: string, textWithCursor: string): Promise<string | undefined> {
    const { text, position } = withCursor(textWithCursor);
    const uri = `file:///w/${n++}/${path}`;
    await client.open(uri, text);
    const result = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position,
    })) as Hover | null;
    return result && typeof result.contents === 'object' && 'value' in result.contents
      ? result.contents.value
      : undefined;
  }

  const labels = (items: CompletionItem[]) => items.map((i) => i.label).sort();

  it('completes tool annotation keys, never content annotation keys', async () => {
    const items = await complete(
      'catalog.json',
      '{\n  "tools": [\n    { "name": "a", "inputSchema": { "type": "object" }, "annotations": { ‸ } }\n  ]\n}',
    );
    assert.deepEqual(labels(items), ['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint', 'title']);
    assert.ok(items.every((i) => typeof i.documentation === 'object'));
  });

  it('completes content annotation keys in a resource', async () => {
    assert.deepEqual(
      labels(
        await complete(
          'catalog.json',
          '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "‸" } } ] }',
        ),
      ),
      ['audience', 'lastModified', 'priority'],
    );
  });

  it('completes inside a partly typed key string and replaces it with its quotes', async () => {
    const items = await complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true, "ope‸" } } ] }',
    );
    const open = items.find((i) => i.label === 'openWorldHint');
    assert.ok(open?.textEdit && 'range' in open.textEdit);
    assert.equal(open.textEdit.range.end.character - open.textEdit.range.start.character, '"ope"'.length);
    assert.ok(!items.some((i) => i.label === 'readOnlyHint'));
  });

  it('completes after a comma, in an empty object and in a broken document', async () => {
    const afterComma = labels(await complete('.vscode/mcp.json', '{ "servers": { "s": { "command": "npx", ‸ } } }'));
    assert.ok(afterComma.includes('args') && afterComma.includes('env') && !afterComma.includes('command'));
    const empty = labels(await complete('.vscode/mcp.json', '{ ‸ }'));
    assert.deepEqual(empty, ['inputs', 'sandbox', 'servers']);
    const broken = labels(
      await complete(
        'catalog.json',
        '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "des‸',
      ),
    );
    assert.ok(broken.includes('destructiveHint'));
  });

  it('completes values: transport types, booleans, ${input:…} ids', async () => {
    assert.deepEqual(labels(await complete('.vscode/mcp.json', '{ "servers": { "s": { "type": "‸" } } }')), [
      '"http"',
      '"sse"',
      '"stdio"',
    ]);
    assert.deepEqual(
      labels(
        await complete(
          'catalog.json',
          '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": ‸ } } ] }',
        ),
      ),
      ['false', 'true'],
    );
    const vars = labels(
      await complete(
        '.vscode/mcp.json',
        '{ "inputs": [ { "type": "promptString", "id": "key", "description": "k", "password": true } ], "servers": { "s": { "command": "x", "env": { "K": "${‸}" } } } }',
      ),
    );
    assert.ok(vars.includes('${input:key}'));
  });

  it('completes and hovers the OAuth fields of a remote server, each client its own', async () => {
    const vscode = labels(
      await complete(
        '.vscode/mcp.json',
        '{ "servers": { "s": { "type": "http", "url": "https://e.com/mcp", "oauth": { ‸ } } } }',
      ),
    );
    assert.deepEqual(vscode, ['clientId', 'enterpriseManaged']);
    const claude = labels(
      await complete(
        '.mcp.json',
        '{ "mcpServers": { "s": { "type": "http", "url": "https://e.com/mcp", "oauth": { "clientId": "x", ‸ } } } }',
      ),
    );
    assert.deepEqual(claude, ['authServerMetadataUrl', 'callbackPort', 'scopes']);
    const cursor = labels(
      await complete('.cursor/mcp.json', '{ "mcpServers": { "s": { "url": "https://e.com/mcp", "auth": { "‸" } } } }'),
    );
    assert.deepEqual(cursor, ['CLIENT_ID', 'CLIENT_SECRET', 'scopes']);
    const clientId = await hover(
      '.vscode/mcp.json',
      '{ "servers": { "s": { "type": "http", "url": "https://e.com/mcp", "oauth": { "client‸Id": "mcp-lens" } } } }',
    );
    assert.match(
      clientId!,
      /The OAuth client id registered with the server’s authorization server \(at least one character\)\./,
    );
    const port = await hover(
      '.mcp.json',
      '{ "mcpServers": { "s": { "type": "http", "url": "https://e.com/mcp", "oauth": { "callback‸Port": 8080 } } } }',
    );
    assert.match(port!, /The local port of the OAuth redirect: an integer from 1 to 65535\./);
  });

  it('offers whole entries as snippets', async () => {
    const tool = (
      await complete('catalog.json', '{ "tools": [ { "name": "first", "inputSchema": { "type": "object" } }, ‸ ] }')
    ).find((i) => i.label === 'New tool');
    assert.ok(tool?.textEdit);
    assert.match(tool.textEdit.newText, /"readOnlyHint".*"destructiveHint".*"idempotentHint".*"openWorldHint"/s);
    assert.ok(
      (
        await complete(
          'server.json',
          '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.a/b", "remotes": [ ‸ ] }',
        )
      ).some((i) => i.label === 'Streamable HTTP remote'),
    );
  });

  it('hovers keys with their documentation and tool names with their effective behaviour', async () => {
    const key = await hover(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "openWorld‸Hint": false } } ] }',
    );
    assert.match(key!, /default `true` · since MCP 2025-03-26/);
    assert.match(key!, /reaches the outside world/);
    const name = await hover(
      'catalog.json',
      '{ "tools": [ { "name": "wipe_‸disk", "inputSchema": { "type": "object" } } ] }',
    );
    assert.match(
      name!,
      /read-only: no \(default\) · destructive: yes \(default\) · idempotent: no \(default\) · reaches the outside world: yes \(default\)/,
    );
    assert.equal(await hover('package.json', '{ "na‸me": "x" }'), undefined);
  });

  it('outlines servers, tools and prompts', async () => {
    const uri = `file:///w/${n++}/.vscode/mcp.json`;
    await client.open(
      uri,
      '{ "servers": { "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } }, "inputs": [] }',
    );
    const symbols = (await client.connection.sendRequest('textDocument/documentSymbol', {
      textDocument: { uri },
    })) as DocumentSymbol[];
    assert.equal(symbols[0]!.name, 'servers');
    assert.equal(symbols[0]!.children![0]!.name, 'github');
    assert.equal(symbols[0]!.children![0]!.detail, 'http · https://api.githubcopilot.com/mcp/');
  });

  it('shows effective behaviour beside tool names, and hides it when the setting is off', async () => {
    const uri = `file:///w/${n++}/catalog.json`;
    const text =
      '{\n  "tools": [\n    { "name": "read", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": true } },\n    { "name": "wipe", "inputSchema": { "type": "object" } }\n  ]\n}';
    await client.open(uri, text);
    const range = { start: { line: 0, character: 0 }, end: { line: 6, character: 0 } };
    const hints = (await client.connection.sendRequest('textDocument/inlayHint', {
      textDocument: { uri },
      range,
    })) as InlayHint[];
    assert.deepEqual(
      hints.map((h) => [h.position.line, h.label]),
      [
        [2, 'read-only'],
        [3, 'destructive (default)'],
      ],
    );
    await client.updateSettings({ effectiveBehaviourHints: false }, uri);
    assert.deepEqual(
      await client.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri }, range }),
      [],
    );
    await client.updateSettings({}, uri);
  });
});
