import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';

describe('the .vsix contents (.vscodeignore is an allowlist)', () => {
  it('holds only dist/, syntaxes/, media/, the manifest, README, CHANGELOG, LICENSE and the rules reference', () => {
    const out = execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/@vscode/vsce/vsce'), 'ls', '--no-dependencies'], { cwd: REPO_ROOT, encoding: 'utf8' });
    const files = out.split('\n').map((l) => l.trim()).filter(Boolean);
    assert.ok(files.includes('package.json'));
    // dist/client.js requires dist/features.js and dist/languageClient.js on first use (client/src/lazyBundle.ts)
    // dist/schemaWorker.js and dist/catalogLintWorker.js: the runner's schema checks and the live catalog lint run in
    // them, worker threads beside whichever bundle starts them
    const bundles = ['dist/client.js', 'dist/features.js', 'dist/languageClient.js', 'dist/server.js', 'dist/schemaWorker.js', 'dist/catalogLintWorker.js'];
    assert.deepEqual(bundles.filter((b) => !files.includes(b)), [], `bundles missing: ${files.join(', ')}`);
    const allowed = /^(dist\/|syntaxes\/|media\/|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$|docs\/rules\.md$)/;
    const stray = files.filter((f) => !allowed.test(f));
    assert.deepEqual(stray, [], 'files outside the allowlist would ship');
    assert.ok(!files.some((f) => f.endsWith('.map')), 'source maps must not ship');
  });

  // `vsce ls` skips the secret scan that `vsce package` runs on every shipped file: a rule example shaped like a
  // token once made `npm run package` fail while every test passed.
  it('packages with the real `vsce package` (its secret scan included) into a small .vsix', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-vsix-'));
    try {
      const out = join(dir, 'mcp-lens.vsix');
      execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--out', out], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const size = statSync(out).size;
      assert.ok(size < 5 * 1024 * 1024, `the .vsix is ${(size / 1024 / 1024).toFixed(1)} MB`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
