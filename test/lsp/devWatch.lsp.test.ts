import { strict as assert } from 'node:assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { FileChangeType, WatchKind } from 'vscode-languageserver-protocol';
import { LspTestClient } from '../helpers/lspClient';
import { startWatchingClient, type WatchingClient } from '../helpers/watchingClient';
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
    assert.deepEqual(
      (await client.open(uri, CONFIG)).filter((d) => d.code === 'MCP719'),
      [],
    );
  });
});

describe('language server over a real LSP connection: dev.watch follows files that appear and go on disk (MCP719)', () => {
  let watching: WatchingClient;
  before(async () => {
    watching = await startWatchingClient();
  });
  after(async () => {
    await watching.client.stop();
  });

  const watch = (ds: { code?: unknown }[]) => ds.filter((d) => d.code === 'MCP719').length;

  it('watches creations and deletions while the file is open; the warning goes when a matching file appears and comes back when it goes', async () => {
    const { client, notify } = watching;
    const registering = watching.nextRegistration();
    const uri = pathToFileURL(tree.write('follow/.vscode/mcp.json', CONFIG)).href;
    assert.equal(watch(await client.open(uri, CONFIG)), 1);
    await registering;
    assert.deepEqual(
      watching.watchers().map((r) => r.registerOptions),
      [{ watchers: [{ globPattern: '**/*', kind: WatchKind.Create | WatchKind.Delete }] }],
    );

    const file = tree.write('follow/src/server/index.ts', '');
    const cleared = client.waitForWithin(
      uri,
      (p) => watch(p.diagnostics) === 0,
      30000,
      'MCP719 gone once a matching file exists',
    );
    await notify([{ uri: pathToFileURL(file).href, type: FileChangeType.Created }]);
    await cleared;

    // the folder goes, as one event (as VS Code reports a deleted folder)
    rmSync(join(tree.dir, 'follow/src'), { recursive: true });
    const back = client.waitForWithin(
      uri,
      (p) => watch(p.diagnostics) === 1,
      30000,
      'MCP719 back once the folder is gone',
    );
    await notify([{ uri: pathToFileURL(join(tree.dir, 'follow/src')).href, type: FileChangeType.Deleted }]);
    await back;

    const unregistering = watching.nextUnregistration();
    await client.close(uri);
    await unregistering;
    assert.deepEqual(watching.unregistered, ['workspace/didChangeWatchedFiles']);
  });
});
