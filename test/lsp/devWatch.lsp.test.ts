import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { LspTestClient } from '../helpers/lspClient';
import { tempTree } from '../helpers/tempTree';

const CONFIG = JSON.stringify(
  { servers: { notes: { command: 'node', args: ['dist/index.js'], dev: { watch: 'src/**/*.ts' } } } },
  null,
  2,
);
const tree = tempTree('mcp-lens-lsp-watch-');

describe('language server over a real LSP connection: dev.watch that matches no file (MCP719)', () => {
  let client: LspTestClient;
  before(async () => {
    client = await LspTestClient.start();
  });
  after(async () => {
    await client.stop();
  });

  it('warns at dev.watch in the first diagnostics when no file of the folder matches, and as you type', async () => {
    const uri = pathToFileURL(tree.write('empty/.vscode/mcp.json', CONFIG)).href;
    tree.write('empty/lib/a.js', '');
    const diags = (await client.open(uri, CONFIG)).filter((d) => d.code === 'MCP719');
    assert.equal(diags.length, 1, JSON.stringify(diags));
    assert.equal(diags[0]!.severity, 2);
    const folder = join(tree.dir, 'empty');
    const message = `"dev.watch" of server "notes" matches no file under ${folder}, so no save restarts the server`;
    assert.equal(String(diags[0]!.message), `${message} (the patterns are relative to that folder).`);
    const line = CONFIG.split('\n').findIndex((l) => l.includes('"watch"'));
    const start = CONFIG.split('\n')[line]!.indexOf('"src/**/*.ts"');
    const end = start + '"src/**/*.ts"'.length;
    assert.deepEqual(diags[0]!.range, { start: { line, character: start }, end: { line, character: end } });
    const typed = CONFIG.replace('"dist/index.js"', '"dist/main.js"');
    assert.deepEqual((await client.change(uri, typed)).filter((d) => d.code === 'MCP719').length, 1);
  });

  it('says nothing when a file matches', async () => {
    tree.write('full/src/a.ts', '');
    const uri = pathToFileURL(tree.write('full/.vscode/mcp.json', CONFIG)).href;
    assert.deepEqual((await client.open(uri, CONFIG)).filter((d) => d.code === 'MCP719'), []);
  });
});
