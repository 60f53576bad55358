import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { FileChangeType, type Diagnostic, type FileEvent } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { LspTestClient } from '../helpers/lspClient';
import { startWatchingClient, type WatchingClient } from '../helpers/watchingClient';

const SDK =
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'w', version: '1' });\n";
const weather = (name: string) =>
  `server.registerTool('${name}', { description: 'Returns the weather.' }, async () => ({ content: [] }));\n`;
const deleting = `server.registerTool('delete_file', { description: 'Deletes a file.', annotations: { readOnlyHint: "true" } }, async () => ({ content: [] }));\n`;

const schema = { type: 'object', properties: { path: { type: 'string' } } };
const tools = [
  // read-only by its name, readOnlyHint omitted (MCP206)
  { name: 'get_weather', description: 'Returns the weather.', inputSchema: schema },
  // a string where a boolean belongs (MCP201)
  { name: 'delete_file', description: 'Deletes a file.', inputSchema: schema, annotations: { readOnlyHint: 'true' } },
  // declared by no file at first (MCP206)
  { name: 'get_secret', description: 'Returns a secret.', inputSchema: schema },
];

function catalog(source: unknown): string {
  const meta = { name: 'w', file: '/w/.vscode/mcp.json', serverInfo: { name: 'w' }, transport: 'stdio', source };
  return JSON.stringify({ protocolVersion: '2025-06-18', _meta: { 'mcp-lens/server': meta }, tools }, null, 2) + '\n';
}

/** The first link of the finding `code` inside the catalog entry named `name`. */
function linkOf(ds: Diagnostic[], text: string, code: string, name: string) {
  const doc = TextDocument.create('x', 'json', 0, text);
  const at = text.indexOf(`"name": "${name}"`);
  const [start, end] = [text.lastIndexOf('{', at), text.indexOf('"name":', at + 1) >>> 0];
  const d = ds.find(
    (x) => x.code === code && doc.offsetAt(x.range.start) >= start && doc.offsetAt(x.range.start) < end,
  );
  assert.ok(d, `${code} on ${name}: ${ds.map((x) => String(x.code)).join(', ')}`);
  return d.relatedInformation?.[0]?.location;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length - 1;

describe('live catalog links follow code files changed on disk (real LSP connection)', () => {
  let client: LspTestClient;
  let watching: WatchingClient;
  let dir: string;

  before(async () => {
    watching = await startWatchingClient();
    client = watching.client;
    dir = mkdtempSync(join(tmpdir(), 'mcp-lens-watch-'));
    mkdirSync(join(dir, 'src'), { recursive: true });
  });
  after(async () => {
    await client.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const watchers = () => watching.watchers();
  const notify = (changes: FileEvent[]) => watching.notify(changes);

  it('watches code files once a catalog is linked, and relinks when they change, appear or go on disk', async () => {
    const file = join(dir, 'src/index.ts');
    const fileUri = pathToFileURL(file).href;
    let source = SDK + weather('get_weather') + deleting;
    writeFileSync(file, source);

    const bare = 'mcp-lens-catalog:/bare.catalog.json?none';
    await client.open(bare, catalog(undefined));
    assert.deepEqual(watchers(), [], 'no catalog with hints, no watcher');

    const uri = 'mcp-lens-catalog:/w.catalog.json?watch';
    const text = catalog({ cwd: dir, entryFiles: [file] });
    const linked = client.waitForWithin(
      uri,
      (p) => !!linkOf(p.diagnostics, text, 'MCP201', 'delete_file'),
      30000,
      'the first links',
    );
    await client.open(uri, text);
    let ds = await linked;
    assert.deepEqual(
      watchers().map((r) => r.registerOptions),
      [{ watchers: [{ globPattern: '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,py}' }] }],
    );
    assert.equal(linkOf(ds, text, 'MCP201', 'delete_file')?.range.start.line, lineOf(source, 'readOnlyHint'));

    // the declaration moves down three lines (e.g. a checkout): the link follows
    source = '// one\n// two\n// three\n' + source;
    writeFileSync(file, source);
    const moved = client.waitForWithin(
      uri,
      (p) => linkOf(p.diagnostics, text, 'MCP201', 'delete_file')?.range.start.line === lineOf(source, 'readOnlyHint'),
      30000,
      'links to the moved declaration',
    );
    await notify([{ uri: fileUri, type: FileChangeType.Changed }]);
    ds = await moved;
    assert.equal(linkOf(ds, text, 'MCP206', 'get_weather')?.range.start.line, lineOf(source, "'get_weather'"));

    // the tool renamed in the code: the catalog's name is declared nowhere now
    source = source.replace("'get_weather'", "'get_forecast'");
    writeFileSync(file, source);
    const renamed = client.waitForWithin(
      uri,
      (p) => !linkOf(p.diagnostics, text, 'MCP206', 'get_weather'),
      30000,
      'no link for the renamed tool',
    );
    await notify([{ uri: fileUri, type: FileChangeType.Changed }]);
    ds = await renamed;
    assert.equal(linkOf(ds, text, 'MCP201', 'delete_file')?.uri, fileUri);

    // a new file where the walk looks declares the missing tool
    const secret = join(dir, 'src/tools/secret.ts');
    mkdirSync(join(dir, 'src/tools'));
    writeFileSync(
      secret,
      SDK +
        "\n\nserver.registerTool('get_secret', { description: 'Returns a secret.' }, async () => ({ content: [] }));\n",
    );
    const created = client.waitForWithin(
      uri,
      (p) => linkOf(p.diagnostics, text, 'MCP206', 'get_secret')?.uri === pathToFileURL(secret).href,
      30000,
      'a link into the new file',
    );
    await notify([{ uri: pathToFileURL(secret).href, type: FileChangeType.Created }]);
    ds = await created;
    assert.equal(linkOf(ds, text, 'MCP206', 'get_secret')?.range.start.line, 4);

    // and deleted again
    rmSync(secret);
    const deleted = client.waitForWithin(
      uri,
      (p) => !linkOf(p.diagnostics, text, 'MCP206', 'get_secret'),
      30000,
      'no link into the deleted file',
    );
    await notify([{ uri: pathToFileURL(secret).href, type: FileChangeType.Deleted }]);
    await deleted;

    // the last linked catalog closes: the watcher goes
    const gone = watching.nextUnregistration();
    await client.close(uri);
    await gone;
    assert.deepEqual(watching.unregistered, ['workspace/didChangeWatchedFiles']);

    // and comes back with the next one
    const again = watching.nextRegistration();
    await client.open(uri, text);
    await again;
    assert.equal(watchers().length, 2);
  });

  it('ignores malformed and unrelated file events', async () => {
    const uri = 'mcp-lens-catalog:/w.catalog.json?watch';
    const before = client.lastDiagnostics(uri);
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: 'untitled:x.ts', type: 2 },
        { uri: 42, type: 1 },
        null,
        { uri: 'file:///elsewhere/x.ts', type: 9 },
      ],
    });
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: 'nonsense' });
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', {});
    // a request answered after the notifications: the server is alive and still links
    const location = await client.request<{ uri: string } | null>('textDocument/definition', {
      textDocument: { uri },
      position: { line: 0, character: 0 },
    });
    assert.equal(location, null);
    assert.ok(client.alive);
    assert.deepEqual(client.lastDiagnostics(uri), before);
    assert.ok(
      !client.logs.some((l) => /could not follow/.test(l.message)),
      client.logs.map((l) => l.message).join('\n'),
    );
  });
});
