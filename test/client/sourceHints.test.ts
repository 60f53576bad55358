import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { catalogText } from '../../common/catalog/catalogText';
import { workspaceLocations } from '../../common/config/configLocations';
import { parseConfigSource } from '../../common/config/configSource';
import { resolveLaunch } from '../../common/config/launch';
import type { ServersModel } from '../../client/src/model/serversModel';
import { sourceHints } from '../../common/config/sourceHints';
import { fixtureServersModel } from '../helpers/fixtureModel';
import { assertNoLeaks, FIXTURES, scratch } from './fixtures';
import { CATALOG_LINT_WORKER } from './liveLint';

const tmp = scratch();
const pids = new Set<number>();
const models: ServersModel[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  assertNoLeaks(pids);
  tmp.cleanup();
});

function touch(...parts: string[]): string {
  const p = join(tmp.dir, ...parts);
  mkdirSync(join(p, '..'), { recursive: true });
  writeFileSync(p, '');
  return p;
}

/** The servers of a `.vscode/mcp.json` in the scratch workspace (or of `.mcp.json` for Claude Code). */
function servers(config: unknown, file: '.vscode/mcp.json' | '.mcp.json' = '.vscode/mcp.json') {
  const location = workspaceLocations({ name: 'ws', path: tmp.dir }).find((l) => l.path === join(tmp.dir, file))!;
  return parseConfigSource(location, JSON.stringify(config)).servers;
}

const running = {
  status: 'running',
  transport: 'stdio',
  counts: {},
  server: { name: 'notes' },
  protocolVersion: '2025-06-18',
} as const;

describe("source hints in the live catalog: where the running server's code is", () => {
  const entry = touch('server', 'index.mjs');
  const py = touch('py', 'srv', 'server.py');
  const module = touch('py', 'pkg', 'main.py');

  it('writes the working directory and the arguments that name source files into the catalog', () => {
    const [def] = servers({
      servers: {
        notes: { command: 'node', args: ['--enable-source-maps', '${workspaceFolder}/server/index.mjs', 'README.md'] },
      },
    });
    const doc = JSON.parse(catalogText(def!, running, { tools: [], errors: {} })) as {
      _meta: Record<string, { source?: unknown }>;
    };
    assert.deepEqual(doc._meta['mcp-lens/server']!.source, { cwd: tmp.dir, entryFiles: [entry] });
  });

  it('resolves relative paths against cwd, a directory argument, and `-m` modules; an unexpanded reference names nothing', () => {
    const [rel, uv, mod, unresolved] = servers({
      servers: {
        rel: { command: 'node', args: ['index.mjs'], cwd: 'server' },
        uv: { command: 'uv', args: ['--directory', 'py/srv', 'run', 'server.py'] },
        mod: { command: 'python', args: ['-m', 'pkg.main'], cwd: '${workspaceFolder}/py' },
        unresolved: { command: 'node', args: ['${input:path}/index.mjs'] },
      },
    });
    assert.deepEqual(sourceHints(rel!), { cwd: join(tmp.dir, 'server'), entryFiles: [entry] });
    assert.deepEqual(sourceHints(uv!), { cwd: tmp.dir, entryFiles: [py] });
    assert.deepEqual(sourceHints(mod!), { cwd: join(tmp.dir, 'py'), entryFiles: [module] });
    assert.deepEqual(sourceHints(unresolved!), { cwd: tmp.dir, entryFiles: [] });
  });

  it('follows the launch the server was started with: inputs, environment and folders resolved as its client does', async () => {
    const [def] = servers({
      inputs: [
        { type: 'promptString', id: 'entry', description: 'Entry file' },
        { type: 'promptString', id: 'dir', description: 'Working directory' },
      ],
      servers: {
        notes: {
          command: '${env:MCP_LENS_NODE}',
          args: ['${input:entry}', '--py=${workspaceFolder}/py/srv/server.py'],
          cwd: '${input:dir}',
        },
      },
    });
    const answers: Record<string, string> = { entry: 'index.mjs', dir: 'server' };
    const folder = { name: 'ws', path: tmp.dir };
    const { launch } = await resolveLaunch(
      def!,
      {
        dialect: 'vscode',
        folder,
        folders: [folder],
        home: tmp.dir,
        env: { MCP_LENS_NODE: 'node' },
        input: async (id) => answers[id]!,
      },
      { inheritEnvironment: false },
    );
    assert.equal(launch.transport, 'stdio');
    if (launch.transport !== 'stdio') return;
    assert.deepEqual(sourceHints(def!)!.entryFiles, [py], 'as written, the input names nothing');
    const doc = JSON.parse(catalogText(def!, running, { tools: [], errors: {} }, { ...launch, secrets: [] })) as {
      _meta: Record<string, { source?: unknown }>;
    };
    assert.deepEqual(doc._meta['mcp-lens/server']!.source, { cwd: join(tmp.dir, 'server'), entryFiles: [entry, py] });
  });

  it('never writes a password input’s value into the catalog, even one that names a source file', async () => {
    const folder = join(tmp.dir, 'ws-secret');
    const secretFile = touch('ws-secret', 'keys', 'token.mjs');
    const server = join(FIXTURES, 'wellBehaved.mjs');
    mkdirSync(join(folder, '.vscode'), { recursive: true });
    writeFileSync(
      join(folder, '.vscode', 'mcp.json'),
      JSON.stringify({
        inputs: [
          { type: 'promptString', id: 'entry', description: 'Entry file' },
          { type: 'promptString', id: 'token', description: 'Token', password: true },
          { type: 'promptString', id: 'dir', description: 'Secret directory', password: true },
        ],
        servers: {
          notes: {
            command: process.execPath,
            args: ['${input:entry}', '${input:token}', '--token=${input:token}', '--keys', '${input:dir}'],
            env: { TOKEN: '${input:token}' },
          },
        },
      }),
    );
    const answers: Record<string, string> = { entry: server, token: secretFile, dir: join(folder, 'keys') };
    const model = fixtureServersModel({
      folder,
      home: tmp.dir,
      pids,
      approve: async () => false,
      promptInput: async (input) => answers[input.id],
      catalogLint: { workerPath: CATALOG_LINT_WORKER },
    });
    models.push(model);
    await model.reload();
    const id = model.servers()[0]!.id;
    await model.start(id);
    assert.equal(model.state(id).status, 'running', JSON.stringify(model.state(id)));
    const text = model.catalogDocument(id)!.text;
    const source = (JSON.parse(text) as { _meta: Record<string, { source?: unknown }> })._meta['mcp-lens/server']!
      .source;
    assert.deepEqual(source, { cwd: folder, entryFiles: [server] }, 'the entry file the input named, from the launch');
    for (const secret of [answers.token!, answers.dir!]) {
      assert.ok(!text.includes(secret), `the catalog holds the password value ${secret}`);
    }
    // what the filter stands between: without the secrets, the password's file would be listed as an entry file
    const def = model.definition(id)!;
    const launched = { command: process.execPath, args: [server, secretFile], cwd: folder, secrets: [] };
    assert.deepEqual(sourceHints(def, { launched })!.entryFiles, [server, secretFile]);
    await model.stop(id);
  });

  it('gives no hints for a remote server', () => {
    const [remote] = servers({ servers: { remote: { type: 'http', url: 'http://localhost:3000/mcp' } } });
    assert.equal(sourceHints(remote!), undefined);
    const doc = JSON.parse(catalogText(remote!, { ...running, transport: 'http' }, { tools: [], errors: {} })) as {
      _meta: Record<string, object>;
    };
    assert.ok(!('source' in doc._meta['mcp-lens/server']!));
  });
});
