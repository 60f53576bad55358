// VS Code 1.140's configuration places over a real LSP connection: the move of .vscode/mcp.json to the root .mcp.json
// as one workspace edit (create, delete), and a dev container's servers hovered, completed and checked in place.
import { strict as assert } from 'node:assert';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  CreateFile,
  DeleteFile,
  Hover,
  TextDocumentEdit,
} from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { tempTree } from '../helpers/tempTree';
import { withCursor } from '../helpers/cursor';

const tree = tempTree('mcp-lens-lsp-surfaces-');

describe('language server over a real LSP connection: VS Code 1.140 configuration places', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('MCP726 moves .vscode/mcp.json to a new root .mcp.json: create it with the text, then delete the old file', async () => {
    const text = '{\n  "servers": { "fs": { "command": "npx", "args": ["-y", "x"] } }\n}\n';
    const uri = pathToFileURL(tree.write('move/.vscode/mcp.json', text)).href;
    const diags = await client.open(uri, text);
    const d = diags.find((x) => x.code === 'MCP726');
    assert.ok(d, `MCP726 expected, got ${diags.map((x) => x.code).join(', ')}`);
    assert.equal(d.severity, 4);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const move = actions.find((a) => a.title === 'Move the servers to the root .mcp.json');
    assert.ok(move, `no move among ${actions.map((a) => a.title).join(', ')}`);
    const target = pathToFileURL(tree.write('move/placeholder', '')).href.replace(/placeholder$/, '.mcp.json');
    const changes = move.edit!.documentChanges as (CreateFile | TextDocumentEdit | DeleteFile)[];
    assert.deepEqual(changes, [
      { kind: 'create', uri: target, options: { overwrite: false, ignoreIfExists: false } },
      {
        textDocument: { uri: target, version: null },
        edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }],
      },
      { kind: 'delete', uri, options: { ignoreIfNotExists: true } },
    ]);
  });

  it('MCP726 merges into an existing root .mcp.json by replacing its whole text', async () => {
    const existing = '{\n  "servers": {\n    "a": { "command": "node" }\n  }\n}';
    tree.write('merge/.mcp.json', existing);
    const text = JSON.stringify({ servers: { b: { command: 'uvx', args: ['b'] } } }, null, 2);
    const uri = pathToFileURL(tree.write('merge/.vscode/mcp.json', text)).href;
    const d = (await client.open(uri, text)).find((x) => x.code === 'MCP726')!;
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    })) as CodeAction[];
    const [edit, remove] = actions[0]!.edit!.documentChanges as [TextDocumentEdit, DeleteFile];
    assert.deepEqual(edit.edits[0]!.range, { start: { line: 0, character: 0 }, end: { line: 4, character: 1 } });
    const merged = JSON.parse((edit.edits[0] as { newText: string }).newText) as { servers: object };
    assert.deepEqual(Object.keys(merged.servers), ['a', 'b']);
    assert.equal(remove.kind, 'delete');
  });

  it("a dev container's servers: diagnostics at their place, hover and completion of VS Code's fields", async () => {
    const lines = [
      '{',
      '  "image": "mcr.microsoft.com/devcontainers/base",',
      '  "customizations": {',
      '    "vscode": {',
      '      "mcp": {',
      '        "servers": {',
      '          "local": { "type": "stdio", "command": "node", "sandboxEnabled": "yes" }',
      '        }',
      '      }',
      '    }',
      '  }',
      '}',
    ];
    const uri = 'file:///w/dc/.devcontainer/devcontainer.json';
    const text = lines.join('\n');
    const diags = await client.open(uri, text);
    const d = diags.find((x) => x.code === 'MCP728')!;
    assert.ok(d, `MCP728 expected, got ${diags.map((x) => x.code).join(', ')}`);
    const col = lines[6]!.indexOf('"yes"');
    assert.deepEqual(d.range, { start: { line: 6, character: col }, end: { line: 6, character: col + 5 } });

    const hover = (await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 6, character: lines[6]!.indexOf('sandboxEnabled') + 2 },
    })) as Hover | null;
    const value = hover && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : '';
    assert.match(value, /sandbox/i);

    const typed = withCursor(text.replace('"sandboxEnabled": "yes" }', '"sandboxEnabled": true, "env‸" }'));
    const uri2 = 'file:///w/dc2/.devcontainer/devcontainer.json';
    await client.open(uri2, typed.text);
    const result = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: uri2 },
      position: typed.position,
    })) as CompletionList | CompletionItem[] | null;
    const labels = (Array.isArray(result) ? result : (result?.items ?? [])).map((i) => i.label);
    assert.ok(labels.includes('envFile'), `envFile expected among ${labels.join(', ')}`);
  });
});
