// Bundles TypeScript sources of the repository into one CommonJS file in a temporary folder and loads it, so plain
// Node scripts can call the engine (or the client's connection layer) in process, as scripts/gen-rules-doc.mjs does.
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dirs = [];
process.on('exit', () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * `contents` is a TypeScript module resolved from the repository root (e.g. `export { lint } from './server/src/engine/lint'`).
 * Node modules stay external (loaded from the repository's node_modules) unless `inline` is set.
 */
export async function loadBundle(root, contents, { inline = false, name = 'bundle' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-bench-'));
  dirs.push(dir);
  const outfile = join(dir, `${name}.cjs`);
  await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: `${name}.ts` },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: inline ? undefined : 'external',
    external: ['vscode'],
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  // resolve the externals from the repository, not from the temporary folder
  const require = createRequire(join(root, 'package.json'));
  const Module = require('node:module');
  const mod = new Module(outfile);
  mod.filename = outfile;
  mod.paths = Module._nodeModulePaths(root);
  mod._compile(readFileSync(outfile, 'utf8'), outfile);
  return mod.exports;
}
