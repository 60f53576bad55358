import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { it } from 'node:test';
import { REPO_ROOT } from '../../helpers/paths';

it('mcp-lens check reads the declarations of TypeScript and Python servers, and passes over ordinary code', () => {
  const servers = ['server.ts', 'server.py', 'forms.ts', 'forms.py', 'standalone.py', 'lowlevel.py', 'helpers.ts'];
  const files = [...servers, 'plain.ts', 'plain.py'].map((f) => join('test/fixtures/code', f));
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'dist/cli.js'), 'check', '--format', 'json', ...files], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const report = JSON.parse(r.stdout) as { documents: { path: string; kind: string; problems: { code: string }[] }[] };
  const byPath = new Map(report.documents.map((d) => [d.path.replace(/\\/g, '/'), d]));
  for (const f of servers) {
    const d = byPath.get(`test/fixtures/code/${f}`);
    assert.equal(d?.kind, 'capabilities', f);
    assert.ok(
      d.problems.some((p) => p.code === 'MCP206'),
      f,
    );
  }
  assert.ok(!byPath.has('test/fixtures/code/plain.ts') && !byPath.has('test/fixtures/code/plain.py'));
});
