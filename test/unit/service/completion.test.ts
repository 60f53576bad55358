import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CompletionItemTag, type CompletionItem, type TextEdit } from 'vscode-languageserver-types';
import { getCompletions } from '../../../server/src/service/completion';
import { applyEdits } from '../../../server/src/engine/util/edits';
import { parseDocument } from '../../../common/json/parsedDocument';
import { fixture, type Fixture } from './docHarness';

const NOW = new Date('2026-03-04T05:06:07.890Z');

function complete(path: string, text: string) {
  const f = fixture(path, text);
  const list = getCompletions(f.analysis, f.position, { now: () => NOW });
  const labels = list.items.map((i) => i.label);
  const item = (label: string) => {
    const found = list.items.find((i) => i.label === label);
    assert.ok(found, `no completion "${label}" among ${labels.join(', ')}`);
    return found;
  };
  return { f, list, labels, item };
}

function edit(item: CompletionItem): TextEdit {
  assert.ok(item.textEdit && 'range' in item.textEdit, 'a text edit with a range');
  return item.textEdit;
}

/** The document after accepting an item, with snippet syntax reduced to the placeholders' first values. */
function accept(f: Fixture, item: CompletionItem): string {
  const e = edit(item);
  const doc = f.analysis.source;
  const plain = e.newText
    .replace(/\$\{\d+\|([^,|]*)[^|]*\|\}/g, '$1')
    .replace(/\$\{\d+:((?:[^{}\\]|\\.)*)\}/g, '$1')
    .replace(/\$\{\d+\}|\$\d+/g, '')
    .replace(/\\([$}\\])/g, '$1');
  return applyEdits(f.text, [
    {
      offset: doc.offsetAt(e.range.start),
      length: doc.offsetAt(e.range.end) - doc.offsetAt(e.range.start),
      newText: plain,
    },
  ]);
}

function parsesCleanly(text: string): void {
  assert.deepEqual(parseDocument('file:///x.json', text).syntaxErrors, [], text);
}

const TOOL_HINTS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
const CONTENT_HINTS = ['audience', 'priority', 'lastModified'];

describe('completion: keys', () => {
  it('offers exactly the tool hints inside tool annotations, never content annotations', () => {
    const { labels } = complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { ‸ } } ] }',
    );
    assert.deepEqual(labels.sort(), [...TOOL_HINTS].sort());
  });

  it('offers exactly audience/priority/lastModified inside resource and content annotations', () => {
    assert.deepEqual(
      complete(
        'catalog.json',
        '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { ‸ } } ] }',
      ).labels.sort(),
      [...CONTENT_HINTS].sort(),
    );
    assert.deepEqual(
      complete(
        'catalog.json',
        '{ "content": [ { "type": "text", "text": "hi", "annotations": { ‸ } } ] }',
      ).labels.sort(),
      [...CONTENT_HINTS].sort(),
    );
  });

  it('leaves out keys already present and documents every key', () => {
    const { list, labels } = complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "annotations": { "readOnlyHint": true, ‸ } } ] }',
    );
    assert.ok(!labels.includes('readOnlyHint'));
    for (const i of list.items) {
      assert.ok(
        typeof i.documentation === 'object' && i.documentation.value.length > 20,
        `${i.label} has documentation`,
      );
    }
    assert.match(
      (
        complete('catalog.json', '{ "tools": [ { "name": "a", "annotations": { ‸ } } ] }').item('destructiveHint')
          .documentation as { value: string }
      ).value,
      /When absent:.*may destroy/,
    );
  });

  it('replaces a partly typed key including its quotes, and writes the value when none follows', () => {
    const { f, item } = complete('catalog.json', '{ "tools": [ { "name": "a", "annotations": { "rea‸" } } ] }');
    const readOnly = item('readOnlyHint');
    assert.equal(readOnly.filterText, '"readOnlyHint"');
    const after = accept(f, readOnly);
    assert.equal(after, '{ "tools": [ { "name": "a", "annotations": { "readOnlyHint": true } } ] }');
  });

  it('writes only the key when a value already follows', () => {
    const { f, item } = complete('catalog.json', '{ "tools": [ { "name": "a", "annotations": { "idem‸": true } } ] }');
    assert.equal(
      accept(f, item('idempotentHint')),
      '{ "tools": [ { "name": "a", "annotations": { "idempotentHint": true } } ] }',
    );
  });

  it('adds a comma when another property follows, and one before after a complete value', () => {
    const next = complete('catalog.json', '{ "tools": [ { "name": "a", ‸ "inputSchema": { "type": "object" } } ] }');
    const withComma = accept(next.f, next.item('description'));
    parsesCleanly(withComma);
    assert.match(withComma, /"description": "",\s+"inputSchema"/);
    const prev = complete('catalog.json', '{ "tools": [ { "name": "a" ‸ } ] }');
    const fixed = accept(prev.f, prev.item('description'));
    parsesCleanly(fixed);
  });

  it('completes the keys of a bare tool, a tool array and a JSON-RPC response', () => {
    for (const text of [
      '{ "name": "a", "inputSchema": { "type": "object" }, ‸ }',
      '[ { "name": "a", "inputSchema": { "type": "object" }, ‸ } ]',
      '{ "jsonrpc": "2.0", "id": 1, "result": { "tools": [ { "name": "a", ‸ } ] } }',
    ]) {
      const { labels } = complete('tool.json', text);
      assert.ok(labels.includes('annotations') && labels.includes('description'), `${text}: ${labels.join(', ')}`);
    }
  });

  it('offers the list keys at the root of a catalog', () => {
    const { labels } = complete('catalog.json', '{ "tools": [], ‸ }');
    for (const k of ['resources', 'resourceTemplates', 'prompts', 'nextCursor']) assert.ok(labels.includes(k), k);
    assert.ok(!labels.includes('tools'));
  });

  it('works in a half-typed document that never closes', () => {
    const { labels } = complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object" }, "annotations": { "readOnlyHint": false, "open‸',
    );
    assert.ok(labels.includes('openWorldHint'));
    assert.ok(!labels.includes('readOnlyHint'));
  });

  it('completes a bare word typed without quotes', () => {
    const { f, item } = complete('catalog.json', '{ "tools": [ { "name": "a", desc‸ } ] }');
    assert.equal(accept(f, item('description')), '{ "tools": [ { "name": "a", "description": "" } ] }');
  });

  it('offers a VS Code server the keys of its transport only', () => {
    const http = complete('.vscode/mcp.json', '{ "servers": { "api": { "type": "http", ‸ } } }').labels;
    assert.ok(http.includes('url') && http.includes('headers') && http.includes('oauth'));
    assert.ok(!http.includes('command') && !http.includes('args'));
    const stdio = complete('.vscode/mcp.json', '{ "servers": { "local": { "command": "npx", ‸ } } }').labels;
    assert.ok(stdio.includes('args') && stdio.includes('env') && stdio.includes('envFile') && stdio.includes('type'));
    assert.ok(!stdio.includes('url'));
  });

  it('offers only what each mcpServers client reads', () => {
    const desktop = complete('claude_desktop_config.json', '{ "mcpServers": { "a": { ‸ } } }').labels;
    assert.deepEqual(desktop.sort(), ['args', 'command', 'env']);
    const code = complete('.mcp.json', '{ "mcpServers": { "a": { "type": "http", ‸ } } }').labels;
    assert.ok(code.includes('url') && code.includes('headers') && code.includes('headersHelper'));
    assert.ok(!code.includes('auth') && !code.includes('envFile'));
    const cursor = complete('.cursor/mcp.json', '{ "mcpServers": { "a": { "command": "x", ‸ } } }').labels;
    assert.ok(cursor.includes('envFile'));
  });

  it('never offers keys a file does not read, nor legacy names', () => {
    assert.ok(!complete('.vscode/mcp.json', '{ ‸ }').labels.includes('mcpServers'));
    const pkg = complete(
      'server.json',
      '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.a/b", "packages": [ { ‸ } ] }',
    ).labels;
    assert.ok(pkg.includes('registryType') && !pkg.includes('registry_type'));
  });

  it('offers the options of a user_config setting by its type', () => {
    const labels = complete(
      'manifest.json',
      '{ "manifest_version": "0.3", "name": "x", "author": { "name": "a" }, "server": { "type": "node" }, "user_config": { "k": { "type": "string", ‸ } } }',
    ).labels;
    assert.ok(labels.includes('sensitive') && labels.includes('title'));
    assert.ok(!labels.includes('multiple') && !labels.includes('min'));
  });

  it('offers JSON Schema keywords inside an input schema property', () => {
    const { labels } = complete(
      'catalog.json',
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object", "properties": { "q": { ‸ } } } } ] }',
    );
    for (const k of ['type', 'description', 'enum', 'default', 'x-mcp-header']) assert.ok(labels.includes(k), k);
  });

  it('writes the recommended input schema and all four hints as values', () => {
    const { f, item } = complete('catalog.json', '{ "tools": [ { "name": "a", ‸ } ] }');
    const withSchema = accept(f, item('inputSchema'));
    parsesCleanly(withSchema);
    assert.deepEqual(JSON.parse(withSchema).tools[0].inputSchema, {
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
    const withHints = accept(f, item('annotations'));
    assert.deepEqual(JSON.parse(withHints).tools[0].annotations, {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    });
  });
});

describe('completion: values', () => {
  it('offers the roles of an audience, leaving out the ones present', () => {
    assert.deepEqual(
      complete(
        'catalog.json',
        '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "audience": [‸] } } ] }',
      ).labels,
      ['"user"', '"assistant"'],
    );
    assert.deepEqual(
      complete(
        'catalog.json',
        '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "audience": ["user", ‸] } } ] }',
      ).labels,
      ['"assistant"'],
    );
  });

  it('replaces the string being typed, quotes included', () => {
    const { f, item } = complete(
      'catalog.json',
      '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "audience": ["as‸"] } } ] }',
    );
    assert.equal(item('"assistant"').filterText, '"assistant"');
    assert.equal(
      accept(f, item('"assistant"')),
      '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "audience": ["assistant"] } } ] }',
    );
  });

  it('offers booleans for hints', () => {
    assert.deepEqual(
      complete('catalog.json', '{ "tools": [ { "name": "a", "annotations": { "readOnlyHint": ‸ } } ] }').labels,
      ['true', 'false'],
    );
  });

  it('offers transport, registry, server and setting types', () => {
    assert.deepEqual(complete('.vscode/mcp.json', '{ "servers": { "a": { "type": "‸" } } }').labels, [
      '"stdio"',
      '"http"',
      '"sse"',
    ]);
    const sj = (inner: string) =>
      `{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.a/b", ${inner} }`;
    assert.deepEqual(complete('server.json', sj('"packages": [ { "transport": { "type": ‸ } } ]')).labels, [
      '"stdio"',
      '"streamable-http"',
      '"sse"',
    ]);
    assert.deepEqual(complete('server.json', sj('"remotes": [ { "type": ‸ } ]')).labels, [
      '"streamable-http"',
      '"sse"',
    ]);
    const registries = complete('server.json', sj('"packages": [ { "registryType": "‸" } ]')).labels;
    for (const r of ['"npm"', '"pypi"', '"oci"', '"nuget"', '"mcpb"']) assert.ok(registries.includes(r), r);
    const mcpb = (inner: string) => `{ "manifest_version": "0.3", "name": "x", "author": { "name": "a" }, ${inner} }`;
    assert.deepEqual(complete('manifest.json', mcpb('"server": { "type": ‸ }')).labels, [
      '"node"',
      '"python"',
      '"binary"',
      '"uv"',
    ]);
    assert.deepEqual(
      complete('manifest.json', mcpb('"server": { "type": "node" }, "user_config": { "k": { "type": ‸ } }')).labels,
      ['"string"', '"number"', '"boolean"', '"directory"', '"file"'],
    );
  });

  it('offers the current registry $schema first, older ones as deprecated', () => {
    const { list } = complete('server.json', '{ "$schema": ‸, "name": "io.github.a/b", "packages": [] }');
    assert.equal(
      list.items[0]!.label,
      '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    );
    const older = ['2025-10-17', '2025-10-11', '2025-09-29', '2025-09-16', '2025-07-09'];
    assert.deepEqual(
      list.items.map((i) => [i.label, i.tags]),
      [
        [list.items[0]!.label, undefined],
        ...older.map((date) => [
          `"https://static.modelcontextprotocol.io/schemas/${date}/server.schema.json"`,
          [CompletionItemTag.Deprecated],
        ]),
      ],
    );
  });

  it('offers the current UTC time for lastModified, and priority examples', () => {
    const base = '{ "resources": [ { "uri": "file:///a", "name": "a", "annotations": { ';
    assert.equal(
      complete('catalog.json', `${base}"lastModified": ‸ } } ] }`).list.items[0]!.label,
      '"2026-03-04T05:06:07Z"',
    );
    assert.deepEqual(complete('catalog.json', `${base}"priority": ‸ } } ] }`).labels, ['1', '0.8', '0.5', '0']);
  });

  it('offers ${input:…} ids declared in the file inside VS Code strings', () => {
    const text =
      '{ "inputs": [ { "type": "promptString", "id": "gh-token", "description": "t", "password": true } ], "servers": { "a": { "command": "x", "env": { "TOKEN": "${‸" } } } }';
    const { f, item } = complete('.vscode/mcp.json', text);
    assert.match(accept(f, item('${input:gh-token}')), /"TOKEN": "\$\{input:gh-token\}"/);
    item('${workspaceFolder}');
  });

  it('offers ${user_config.…} keys and bundle variables in MCPB mcp_config', () => {
    const text =
      '{ "manifest_version": "0.3", "name": "x", "author": { "name": "a" }, "user_config": { "api_key": { "type": "string", "title": "K", "description": "d" } }, "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node", "args": ["$‸"] } } }';
    const { f, item } = complete('manifest.json', text);
    assert.match(accept(f, item('${user_config.api_key}')), /"args": \["\$\{user_config\.api_key\}"\]/);
    item('${__dirname}');
  });

  it('offers ${arguments.…} of the prompt in MCPB prompt text', () => {
    const text =
      '{ "manifest_version": "0.3", "name": "x", "author": { "name": "a" }, "server": { "type": "node" }, "prompts": [ { "name": "p", "arguments": ["topic"], "text": "About ${‸" } ] }';
    assert.deepEqual(complete('manifest.json', text).labels, ['${arguments.topic}']);
  });
});

describe('completion: whole entries', () => {
  it('inserts a new tool with inputSchema and all four hints spelled out', () => {
    const { f, item } = complete('catalog.json', '{ "tools": [ ‸ ] }');
    const after = accept(f, item('New tool'));
    parsesCleanly(after);
    const tool = JSON.parse(after).tools[0];
    assert.equal(tool.inputSchema.type, 'object');
    assert.deepEqual(Object.keys(tool.annotations), [
      'readOnlyHint',
      'destructiveHint',
      'idempotentHint',
      'openWorldHint',
    ]);
  });

  it('inserts resources, templates and prompts with arguments', () => {
    const parse = (text: string, label: string) => {
      const { f, item } = complete('catalog.json', text);
      const after = accept(f, item(label));
      parsesCleanly(after);
      return JSON.parse(after);
    };
    assert.ok(parse('{ "resources": [ ‸ ] }', 'New resource').resources[0].uri);
    assert.match(
      parse('{ "resourceTemplates": [ ‸ ] }', 'New resource template').resourceTemplates[0].uriTemplate,
      /\{date\}/,
    );
    assert.equal(parse('{ "prompts": [ ‸ ] }', 'New prompt').prompts[0].arguments[0].name, 'argument');
    assert.equal(parse('{ "prompts": [ { "name": "p" }, ‸ ] }', 'New prompt').prompts.length, 2);
  });

  it('inserts VS Code servers, inputs and mcpServers entries', () => {
    const vs = complete('.vscode/mcp.json', '{ "servers": { ‸ } }');
    const stdio = JSON.parse(accept(vs.f, vs.item('New stdio server')));
    assert.equal(stdio.servers.myServer.type, 'stdio');
    assert.equal(JSON.parse(accept(vs.f, vs.item('New http server'))).servers.myServer.url, 'https://example.com/mcp');
    const input = complete('.vscode/mcp.json', '{ "inputs": [ ‸ ], "servers": {} }');
    assert.equal(JSON.parse(accept(input.f, input.item('Secret input (promptString)'))).inputs[0].password, true);
    const desktop = complete('claude_desktop_config.json', '{ "mcpServers": { ‸ } }').labels;
    assert.deepEqual(desktop, ['New stdio server']);
  });

  it('inserts registry packages and remotes', () => {
    const base =
      '{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json", "name": "io.github.a/b", ';
    const pkg = complete('server.json', `${base}"packages": [ ‸ ] }`);
    assert.deepEqual(JSON.parse(accept(pkg.f, pkg.item('npm package (stdio)'))).packages[0].transport, {
      type: 'stdio',
    });
    const remote = complete('server.json', `${base}"remotes": [ ‸ ] }`);
    assert.equal(
      JSON.parse(accept(remote.f, remote.item('Streamable HTTP remote'))).remotes[0].type,
      'streamable-http',
    );
  });

  it('gives nothing in a document that is not an MCP file', () => {
    assert.deepEqual(complete('package.json', '{ "name": "x", ‸ }').labels, []);
  });

  it('completes at the end of a 5,000-tool catalog with the right index', () => {
    const tools = Array.from(
      { length: 5000 },
      (_, i) => `{"name":"t${i}","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}`,
    );
    const { labels } = complete(
      'catalog.json',
      `{"tools":[${tools.join(',')},{"name":"last","annotations":{"readOnlyHint":true, ‸}}]}`,
    );
    assert.deepEqual(labels.sort(), ['destructiveHint', 'idempotentHint', 'openWorldHint', 'title']);
  });
});
