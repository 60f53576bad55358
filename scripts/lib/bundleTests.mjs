// Bundles TypeScript test files for node's test runner: one CommonJS file per test, dependencies left to
// node_modules, source maps inline so failures point at the .ts lines. Used by `npm test` and `npm run fuzz`.
import * as esbuild from 'esbuild';
import { join, relative } from 'node:path';

/** Bundles `entryPoints` (absolute paths under `root/test`) into `outDir`; returns the paths of the bundled files. */
export async function bundleTests(root, entryPoints, outDir) {
  const testDir = join(root, 'test');
  await esbuild.build({
    entryPoints,
    outdir: outDir,
    outbase: testDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    packages: 'external',
    mainFields: ['module', 'main'],
    external: ['vscode'],
    logLevel: 'warning',
  });
  return entryPoints.map((f) => join(outDir, relative(testDir, f)).replace(/\.ts$/, '.js'));
}
