import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { catalogText } from '../../client/src/model/catalogDocument';
import { workspaceLocations } from '../../client/src/model/configLocations';
import { parseConfigSource } from '../../client/src/model/configSource';
import { sourceHints } from '../../client/src/model/sourceHints';
import { scratch } from './fixtures';

const tmp = scratch();
after(() => tmp.cleanup());

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

const running = { status: 'running', transport: 'stdio', counts: {}, server: { name: 'notes' }, protocolVersion: '2025-06-18' } as const;

describe('source hints in the live catalog: where the running server\'s code is', () => {
  const entry = touch('server', 'index.mjs');
  const py = touch('py', 'srv', 'server.py');
  const module = touch('py', 'pkg', 'main.py');

  it('writes the working directory and the arguments that name source files into the catalog', () => {
    const [def] = servers({ servers: { notes: { command: 'node', args: ['--enable-source-maps', '${workspaceFolder}/server/index.mjs', 'README.md'] } } });
    const doc = JSON.parse(catalogText(def!, running, { tools: [], errors: {} })) as { _meta: Record<string, { source?: unknown }> };
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

  it('gives no hints for a remote server', () => {
    const [remote] = servers({ servers: { remote: { type: 'http', url: 'http://localhost:3000/mcp' } } });
    assert.equal(sourceHints(remote!), undefined);
    const doc = JSON.parse(catalogText(remote!, { ...running, transport: 'http' }, { tools: [], errors: {} })) as { _meta: Record<string, object> };
    assert.ok(!('source' in doc._meta['mcp-lens/server']!));
  });
});
