// The pipeline's read of the package.json beside a server.json, before its check (MCP825 reads it).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { DEFAULT_SETTINGS as SETTINGS } from '../../../common/protocol/settings';
import { analyseDocument, checkAnalysis, engineOptionsOf } from '../../../server/src/pipeline';
import { NeighbourFilesLookup } from '../../../server/src/pipeline/neighbourFiles';
import { WorkspaceFactsLookup } from '../../../server/src/pipeline/workspaceFacts';
import { tempTree } from '../../helpers/tempTree';

const serverJson = (registryType = 'npm') =>
  JSON.stringify({
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
    name: 'io.github.user/weather',
    description: 'Weather data',
    version: '1.0.0',
    packages: [{ registryType, identifier: '@user/weather-mcp', version: '1.0.0', transport: { type: 'stdio' } }],
  });
const analysisAt = (path: string, text = serverJson()) =>
  analyseDocument({ uri: pathToFileURL(path).href, text }, SETTINGS);
const tree = tempTree('mcp-lens-neighbours-');

describe('neighbour files: the package.json beside a server.json', () => {
  it('reads it before the check, and MCP825 then says what mcp-publisher would refuse', async () => {
    const path = tree.write('w/server.json', serverJson());
    const manifest = tree.write('w/package.json', JSON.stringify({ name: '@user/weather-mcp', version: '1.0.0' }));
    const analysis = analysisAt(path);
    const facts = new WorkspaceFactsLookup();
    assert.equal(facts.known(analysis), undefined, 'not known before it is read');
    const prepared = await facts.prepare(analysis);
    assert.deepEqual([...prepared.neighbourFiles!.keys()], [manifest]);
    const result = checkAnalysis(analysis, engineOptionsOf(SETTINGS, { neighbourFiles: prepared.neighbourFiles }));
    assert.deepEqual(
      result.findings.map((f) => f.code),
      ['MCP825'],
    );
    assert.deepEqual(facts.known(analysis), prepared, 'known once read');
  });

  it('says a missing package.json is missing, and an unreadable one unknown', async () => {
    const path = tree.write('none/server.json', serverJson());
    assert.deepEqual(
      await new NeighbourFilesLookup().prepare(analysisAt(path)),
      new Map([[join(tree.dir, 'none', 'package.json'), null]]),
    );
    const failing = new NeighbourFilesLookup({ readText: async () => undefined });
    assert.deepEqual(await failing.prepare(analysisAt(path)), new Map());
  });

  it('takes the text of an open editor over the disk, and never reads then', async () => {
    let reads = 0;
    const lookup = new NeighbourFilesLookup({
      readText: async () => (reads++, '{}'),
      openText: (p) => (p === '/ws/package.json' ? '{ "name": "@user/weather-mcp" }' : undefined),
    });
    const analysis = analysisAt('/ws/server.json');
    assert.deepEqual(lookup.known(analysis), new Map([['/ws/package.json', '{ "name": "@user/weather-mcp" }']]));
    await lookup.prepare(analysis);
    assert.equal(reads, 0);
  });

  it('keeps a text for a while, forgets it when the file changes, and names the documents that read it', async () => {
    let now = 0;
    let reads = 0;
    const lookup = new NeighbourFilesLookup({ now: () => now, ttlMs: 5000, readText: async () => (reads++, '{}') });
    const analysis = analysisAt('/ws/server.json');
    await lookup.prepare(analysis);
    now = 4999;
    assert.ok(lookup.known(analysis));
    assert.deepEqual(lookup.changed('/ws/package.json'), [pathToFileURL('/ws/server.json').href]);
    assert.equal(lookup.known(analysis), undefined, 'forgotten once changed');
    await lookup.prepare(analysis);
    now = 10_000;
    assert.equal(lookup.known(analysis), undefined, 'expired');
    assert.equal(reads, 2);
    lookup.forget(pathToFileURL('/ws/server.json').href);
    assert.deepEqual(lookup.changed('/ws/package.json'), []);
  });

  it('asks nothing without an npm package, with MCP825 off, or for a file not on disk', async () => {
    let reads = 0;
    const lookup = new NeighbourFilesLookup({ readText: async () => (reads++, '{}') });
    const quiet = [
      analysisAt('/ws/server.json', serverJson('pypi')),
      analyseDocument(
        { uri: 'untitled:1', text: serverJson(), kind: { kind: 'server-json', reason: 'test' } },
        SETTINGS,
      ),
    ];
    for (const analysis of quiet) assert.deepEqual(await lookup.prepare(analysis), new Map());
    assert.deepEqual(await lookup.prepare(analysisAt('/ws/server.json'), { MCP825: 'off' }), new Map());
    assert.equal(reads, 0);
    assert.equal(lookup.asksAny, false);
  });

  it('does not read a file over the size limit: it is unknown', async () => {
    const path = tree.write('big/server.json', serverJson());
    tree.write('big/package.json', `{ "name": "@user/weather-mcp", "pad": "${'x'.repeat(1_000_001)}" }`);
    assert.deepEqual(await new NeighbourFilesLookup().prepare(analysisAt(path)), new Map());
  });

  it('a document that changes in the editor names the server.json files that read it', async () => {
    const facts = new WorkspaceFactsLookup({ readText: async () => null });
    await facts.prepare(analysisAt('/ws/server.json'));
    assert.equal(facts.followsDisk, true, 'the package.json may appear on disk');
    assert.deepEqual(facts.documentChanged(pathToFileURL('/ws/package.json').href), [
      pathToFileURL('/ws/server.json').href,
    ]);
    assert.deepEqual(facts.documentChanged('untitled:2'), []);
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/package.json', kind: 'created' }]), [
      pathToFileURL('/ws/server.json').href,
    ]);
  });
});

describe("neighbour files: a config's env files (MCP727), asked only whether they exist", () => {
  const vscodeAt = (path: string, envFile = '${workspaceFolder}/.env') =>
    analyseDocument(
      { uri: pathToFileURL(path).href, text: JSON.stringify({ servers: { db: { command: 'node', envFile } } }) },
      SETTINGS,
    );
  const cursorAt = (path: string) =>
    analyseDocument(
      {
        uri: pathToFileURL(path).href,
        text: JSON.stringify({ mcpServers: { db: { command: 'node', envFile: '${workspaceFolder}/.env' } } }),
      },
      SETTINGS,
    );
  const NO_MOVE = { MCP726: 'off' } as const;

  it('never reads an env file: an existing one is the empty string, a missing one null', async () => {
    const config = tree.write('env/.vscode/mcp.json', '{}');
    const env = tree.write('env/.env', 'API_KEY=secret\n');
    const lookup = new NeighbourFilesLookup({
      readText: async () => assert.fail('an env file is never read'),
    });
    assert.deepEqual(await lookup.prepare(vscodeAt(config), NO_MOVE), new Map([[env, '']]));
    assert.deepEqual(lookup.known(vscodeAt(config), NO_MOVE), new Map([[env, '']]));
    const missing = vscodeAt(config, '${workspaceFolder}/.env.local');
    assert.deepEqual(await lookup.prepare(missing, NO_MOVE), new Map([[join(tree.dir, 'env', '.env.local'), null]]));
    const open = new NeighbourFilesLookup({ openText: (p) => (p === env ? 'API_KEY=secret\n' : undefined) });
    assert.deepEqual(open.known(vscodeAt(config), NO_MOVE), new Map([[env, '']]), 'nor the text of an open editor');
  });

  it("asks nothing for the user-profile mcp.json, nor for Cursor's global file in the home folder", async () => {
    const asked: string[] = [];
    const lookup = new NeighbourFilesLookup({ home: '/home/u', exists: async (p) => (asked.push(p), false) });
    await lookup.prepare(vscodeAt('/home/u/.config/Code/User/mcp.json'), NO_MOVE);
    await lookup.prepare(cursorAt('/home/u/.cursor/mcp.json'));
    assert.deepEqual(asked, []);
    await lookup.prepare(cursorAt('/home/u/project/.cursor/mcp.json'));
    assert.deepEqual(asked, ['/home/u/project/.env']);
  });

  it('asks nothing for an envFile it cannot resolve; a backslash after the variable is resolved', async () => {
    const asked: string[] = [];
    const lookup = new NeighbourFilesLookup({ exists: async (p) => (asked.push(p), false) });
    const forms = [
      '${workspaceFolderBasename}/.env',
      '${userHome}/.env',
      '.env',
      '${workspaceFolder}/',
      '${workspaceFolder}/${env:STAGE}.env',
      '${workspaceFolder}/../shared/.env',
    ];
    for (const [i, form] of forms.entries()) await lookup.prepare(vscodeAt(`/ws${i}/.vscode/mcp.json`, form), NO_MOVE);
    assert.deepEqual(asked, []);
    await lookup.prepare(vscodeAt('/ws/.vscode/mcp.json', '${workspaceFolder}\\.env'), NO_MOVE);
    assert.deepEqual(asked, ['/ws/.env']);
  });

  it('on the command line, asks only when MCP727 is turned on (a clean checkout has no gitignored .env)', async () => {
    const asked: string[] = [];
    const facts = new WorkspaceFactsLookup({
      envFilesOnlyWhenTurnedOn: true,
      exists: async (p) => (asked.push(p), false),
    });
    const analysis = vscodeAt('/ws/.vscode/mcp.json');
    assert.equal((await facts.prepare(analysis, NO_MOVE)).neighbourFiles, undefined);
    assert.equal((await facts.prepare(analysis, { ...NO_MOVE, MCP727: 'off' })).neighbourFiles, undefined);
    const on = await facts.prepare(analysis, { ...NO_MOVE, MCP727: 'warning' });
    assert.deepEqual(on.neighbourFiles, new Map([['/ws/.env', null]]));
    assert.deepEqual(asked, ['/ws/.env']);
  });
});

describe('neighbour files: the root .mcp.json beside .vscode/mcp.json (MCP726)', () => {
  const config = JSON.stringify({ servers: { notes: { command: 'node' } } });
  const at = (path: string, files: Record<string, string> = {}) =>
    analyseDocument({ uri: pathToFileURL(path).href, text: config }, { ...SETTINGS, files });

  it('asks for it from .vscode/mcp.json only: not from the user profile, another kind, or with MCP726 off', async () => {
    const asked: string[] = [];
    const lookup = new NeighbourFilesLookup({ readText: async (p) => (asked.push(p), null) });
    assert.deepEqual(await lookup.prepare(at('/ws/.vscode/mcp.json')), new Map([['/ws/.mcp.json', null]]));
    assert.deepEqual(await lookup.prepare(at('/home/u/.config/Code/User/mcp.json')), new Map());
    const mapped = at('/other/.vscode/mcp.json', { '**/.vscode/mcp.json': 'mcp-servers' });
    assert.deepEqual(await lookup.prepare(mapped), new Map());
    assert.deepEqual(await lookup.prepare(at('/off/.vscode/mcp.json'), { MCP726: 'off' }), new Map());
    const unsaved = analyseDocument({ uri: 'untitled:/new/.vscode/mcp.json', text: config }, SETTINGS);
    assert.equal(unsaved.detection.kind, 'vscode-mcp');
    assert.deepEqual(await lookup.prepare(unsaved), new Map(), 'an unsaved file has no folder on disk');
    assert.deepEqual(asked, ['/ws/.mcp.json']);
  });
});
