import { strict as assert } from 'node:assert';
import { after, before, describe, it } from 'node:test';
import type { CompletionItem, CompletionList, Hover } from 'vscode-languageserver-protocol';
import { withCursor } from '../helpers/cursor';
import { LspTestClient } from '../helpers/lspClient';

// Test files (*.mcptest.json) are MCP files like the others: checked against their schema, completed and hovered.
describe('language server over a real LSP connection: test files (*.mcptest.json)', () => {
  let client: LspTestClient;
  let n = 0;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  async function at(textWithCursor: string): Promise<{ uri: string; position: { line: number; character: number } }> {
    const { text, position } = withCursor(textWithCursor);
    const uri = `file:///w/${n++}/tests/echo.mcptest.json`;
    await client.open(uri, text, 'jsonc');
    return { uri, position };
  }

  it('reports what the format does not allow, at the value, with comments tolerated', async () => {
    const text = [
      '{',
      '  // the server of .vscode/mcp.json',
      '  "server": { "name": "everything" },',
      '  "catalog": { "tools": [{ "name": "echo", "inputSchema": { "type": "object" } }] },',
      '  "steps": [',
      '    { "callTool": { "name": "echo" }, "expect": { "ignore": ["timestamp"] } },',
      '    { "callTool": { "name": "ecko" } },',
      '  ],',
      '}',
    ].join('\n');
    const diags = await client.open(`file:///w/${n++}/tests/echo.mcptest.json`, text, 'jsonc');
    const found = diags.map((d) => `${String(d.code)} ${d.range.start.line}:${d.range.start.character}`);
    assert.deepEqual(found, ['MCP950 5:61', 'MCP953 6:28']);
    const message = diags[0]!.message;
    assert.match(typeof message === 'string' ? message : message.value, /is not a JSON Pointer/);
  });

  it('says nothing about a valid test file', async () => {
    const text =
      '{ "server": { "command": "node", "args": ["server.js"] }, "steps": [{ "readResource": { "uri": "file:///a" } }] }';
    assert.deepEqual(await client.open(`file:///w/${n++}/ok.mcptest.json`, text, 'jsonc'), []);
  });

  it("completes a step's expectations from the schema", async () => {
    const { uri, position } = await at(
      '{ "server": { "name": "a" }, "steps": [{ "callTool": { "name": "x" }, "expect": { ‸ } }] }',
    );
    const result = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position,
    })) as CompletionList | CompletionItem[] | null;
    const labels = (Array.isArray(result) ? result : (result?.items ?? [])).map((i) => i.label).sort();
    assert.deepEqual(labels, [
      'conformsToOutputSchema',
      'error',
      'ignore',
      'maxMs',
      'snapshot',
      'structuredContent',
      'text',
    ]);
  });

  it("hovers a field with the schema's description, and a snapshot tool's field with the spec's", async () => {
    const hover = async (textWithCursor: string): Promise<string> => {
      const { uri, position } = await at(textWithCursor);
      const result = (await client.connection.sendRequest('textDocument/hover', {
        textDocument: { uri },
        position,
      })) as Hover | null;
      return result && typeof result.contents === 'object' && 'value' in result.contents ? result.contents.value : '';
    };
    assert.match(
      await hover('{ "server": { "name": "a" }, "str‸ict": true, "steps": [] }'),
      /breaking change always fails/,
    );
    assert.match(
      await hover(
        '{ "server": { "name": "a" }, "catalog": { "tools": [{ "name": "x", "input‸Schema": {} }] }, "steps": [] }',
      ),
      /JSON Schema/,
    );
    // an inline command gets the SDK's default environment plus `env`, not the editor's or the shell's
    const env = await hover('{ "server": { "command": "node", "e‸nv": { "A": "1" } }, "steps": [] }');
    assert.match(env, /safe default environment/);
    assert.doesNotMatch(env, /inherited/);
  });
});
