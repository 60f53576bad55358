import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver-types';
import { getDocumentSymbols } from '../../../server/src/service/symbols';
import { fixture } from './docHarness';

function outline(path: string, text: string) {
  const f = fixture(path, text);
  const symbols = getDocumentSymbols(f.analysis);
  const doc = f.analysis.source;
  const textOf = (r: DocumentSymbol['range']) => f.text.slice(doc.offsetAt(r.start), doc.offsetAt(r.end));
  return { symbols, textOf };
}

const KIND_NAMES = new Map<number, string>(Object.entries(SymbolKind).map(([name, value]) => [value as number, name]));

/** name, kind and detail of each symbol, children indented below it. */
function shape(symbols: DocumentSymbol[], depth = 0): string[] {
  return symbols.flatMap((s) => [
    `${'  '.repeat(depth)}${s.name} [${KIND_NAMES.get(s.kind)}]${s.detail ? ` ${s.detail}` : ''}`,
    ...shape(s.children ?? [], depth + 1),
  ]);
}

function assertRangesNest(symbols: DocumentSymbol[]): void {
  const within = (inner: DocumentSymbol['range'], outer: DocumentSymbol['range']) =>
    (inner.start.line > outer.start.line ||
      (inner.start.line === outer.start.line && inner.start.character >= outer.start.character)) &&
    (inner.end.line < outer.end.line ||
      (inner.end.line === outer.end.line && inner.end.character <= outer.end.character));
  for (const s of symbols) {
    assert.ok(within(s.selectionRange, s.range), `${s.name}: selection inside range`);
    for (const c of s.children ?? []) assert.ok(within(c.range, s.range), `${c.name} inside ${s.name}`);
    assertRangesNest(s.children ?? []);
  }
}

describe('document symbols', () => {
  it('outlines a catalog: tools with their behaviour, resources, templates, prompts with arguments', () => {
    const text = JSON.stringify(
      {
        tools: [
          {
            name: 'list_files',
            title: 'List files',
            inputSchema: { type: 'object' },
            annotations: { readOnlyHint: true },
          },
          { name: 'delete_file', inputSchema: { type: 'object' } },
        ],
        resources: [{ uri: 'file:///a.txt', name: 'a' }],
        resourceTemplates: [{ uriTemplate: 'file:///{path}', name: 'files' }],
        prompts: [{ name: 'review', arguments: [{ name: 'code', required: true }] }],
      },
      null,
      2,
    );
    const { symbols, textOf } = outline('catalog.json', text);
    assert.deepEqual(shape(symbols), [
      'tools [Array] 2',
      '  list_files [Function] read-only · List files',
      '  delete_file [Function] destructive (default)',
      'resources [Array] 1',
      '  a [File] file:///a.txt',
      'resourceTemplates [Array] 1',
      '  files [Interface] file:///{path}',
      'prompts [Array] 1',
      '  review [Method] 1 argument',
      '    code [Variable] required',
    ]);
    assertRangesNest(symbols);
    assert.equal(textOf(symbols[0]!.children![0]!.selectionRange), '"list_files"');
  });

  it('outlines a bare tool and a JSON-RPC response', () => {
    assert.deepEqual(shape(outline('tool.json', '{ "name": "t", "inputSchema": { "type": "object" } }').symbols), [
      't [Function] destructive (default)',
    ]);
    assert.deepEqual(
      shape(
        outline(
          'r.json',
          '{ "jsonrpc": "2.0", "id": 1, "result": { "tools": [ { "name": "t", "inputSchema": { "type": "object" } } ] } }',
        ).symbols,
      ),
      ['result [Object]', '  tools [Array] 1', '    t [Function] destructive (default)'],
    );
  });

  it('outlines VS Code servers with their transport, and inputs', () => {
    const text =
      '{ "inputs": [ { "type": "promptString", "id": "tok", "description": "t", "password": true } ], "servers": { "git": { "command": "npx", "args": ["-y", "pkg"] }, "api": { "type": "http", "url": "https://x/mcp" } } }';
    const { symbols } = outline('.vscode/mcp.json', text);
    assert.deepEqual(shape(symbols), [
      'servers [Object] 2',
      '  git [Module] stdio · npx -y pkg',
      '  api [Module] http · https://x/mcp',
      'inputs [Array] 1',
      '  tok [Variable] promptString · password',
    ]);
    assertRangesNest(symbols);
  });

  it('outlines mcpServers files', () => {
    assert.deepEqual(
      shape(outline('.mcp.json', '{ "mcpServers": { "s": { "type": "http", "url": "https://x" } } }').symbols),
      ['mcpServers [Object] 1', '  s [Module] http · https://x'],
    );
  });

  it('outlines registry packages and remotes', () => {
    const text = JSON.stringify({
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
      name: 'io.github.a/b',
      packages: [
        {
          registryType: 'npm',
          identifier: '@a/b',
          version: '1.0.0',
          transport: { type: 'stdio' },
          environmentVariables: [{ name: 'KEY', isSecret: true }],
        },
      ],
      remotes: [{ type: 'streamable-http', url: 'https://{host}/mcp', variables: { host: { description: 'h' } } }],
    });
    assert.deepEqual(shape(outline('server.json', text).symbols), [
      'packages [Array] 1',
      '  @a/b [Package] npm · 1.0.0 · stdio',
      '    KEY [Variable] secret',
      'remotes [Array] 1',
      '  https://{host}/mcp [Interface] streamable-http',
      '    host [Variable] url variable',
    ]);
  });

  it('outlines a bundle manifest: server, tools, prompts, user settings', () => {
    const text = JSON.stringify({
      manifest_version: '0.3',
      name: 'x',
      author: { name: 'a' },
      server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
      tools: [{ name: 'search', description: 'Searches' }],
      prompts: [{ name: 'p', arguments: ['topic'], text: '${arguments.topic}' }],
      user_config: { api_key: { type: 'string', title: 'K', description: 'd', required: true, sensitive: true } },
    });
    assert.deepEqual(shape(outline('manifest.json', text).symbols), [
      'server [Module] node · server/index.js',
      'tools [Array] 1',
      '  search [Function] Searches',
      'prompts [Array] 1',
      '  p [Method] 1 argument',
      '    topic [Variable]',
      'user_config [Object] 1',
      '  api_key [Variable] string · required · sensitive',
    ]);
  });

  it('outlines a broken document as far as it goes, and nothing for other files', () => {
    const { symbols } = outline(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" } }, { "name": "b", "inputSch',
    );
    assert.deepEqual(
      symbols[0]!.children!.map((s) => s.name),
      ['a', 'b'],
    );
    assert.deepEqual(outline('package.json', '{ "name": "x" }').symbols, []);
  });
});
