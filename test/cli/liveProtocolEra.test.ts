// `mcp-lens check --server … --protocol-era …`: the era a live check reaches the server in, against the revision fixture.
import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';
import { runCli, tempFolder } from './runCli';

const REVISION_SERVER = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'revisionServer.mjs');
const project = tempFolder();
after(() => project.dispose());
mkdirSync(join(project.dir, '.vscode'));
writeFileSync(
  join(project.dir, '.vscode', 'mcp.json'),
  JSON.stringify({
    servers: {
      modern: { command: process.execPath, args: [REVISION_SERVER] },
      legacy: { command: process.execPath, args: [REVISION_SERVER, '--revision', '2025-11-25'] },
    },
  }),
);

const check = (server: string, ...more: string[]) =>
  runCli(['check', '--server', server, '--format', 'json', ...more], { cwd: project.dir });

describe('mcp-lens check --server --protocol-era', () => {
  it('modern reaches a 2026-07-28 server; auto (the default) too', async () => {
    for (const era of [['--protocol-era', 'modern'], []]) {
      const run = await check('modern', ...era);
      assert.ok(run.code === 0 || run.code === 1, run.stderr);
      const report = JSON.parse(run.stdout) as { documents: { kind: string }[]; failures: string[] };
      assert.deepEqual(report.failures, []);
      assert.equal(report.documents[0]!.kind, 'capabilities');
    }
  });

  it('legacy against a modern-only server, and modern against a legacy one, fail saying which era to choose', async () => {
    const legacy = await check('modern', '--protocol-era', 'legacy');
    assert.equal(legacy.code, 2);
    assert.match(legacy.stderr, /it speaks only 2026-07-28, the modern era\. Its protocol era is set to legacy/);
    const modern = await check('legacy', '--protocol-era', 'modern');
    assert.equal(modern.code, 2);
    assert.match(modern.stderr, /The server does not speak the modern era \(2026-07-28\)/);
  });

  it('refuses an era it does not know, and the flag without a live server', async () => {
    const bad = await runCli(['check', '--server', 'modern', '--protocol-era', 'new'], { cwd: project.dir });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--protocol-era must be one of auto, legacy, modern, not "new"\./);
    const alone = await runCli(['check', '--protocol-era', 'modern'], { cwd: project.dir });
    assert.equal(alone.code, 2);
    assert.match(alone.stderr, /--protocol-era is for a live server/);
  });
});
