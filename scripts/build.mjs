// Builds the bundles of dist/ with esbuild; docs/architecture.md, "The programs", says what each holds. Only the
// client's own bundles take `vscode` as external, so an import of it anywhere else fails the build.
import * as esbuild from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_BUNDLES, WORKER_BUNDLES } from './lib/clientBundles.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'warning',
  absWorkingDir: root,
  // jsonc-parser's UMD build requires its own files at run time; its ESM build bundles cleanly
  mainFields: ['module', 'main'],
};

const configs = [
  ...CLIENT_BUNDLES.map((b) => ({
    ...common,
    entryPoints: [b.entry],
    outfile: b.outfile,
    external: ['vscode'],
    plugins: b.plugins(),
  })),
  { ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js' },
  // everything the language server does with a document's content, in worker threads its main thread can stop
  { ...common, entryPoints: ['server/src/worker/entry.ts'], outfile: 'dist/languageWorker.js' },
  // work a server's data could make endless runs in worker threads, off the extension host (vscode NOT external)
  ...WORKER_BUNDLES.map((b) => ({ ...common, entryPoints: [b.entry], outfile: b.outfile })),
];
if (existsSync(join(root, 'cli/src/main.ts'))) {
  configs.push({
    ...common,
    entryPoints: ['cli/src/main.ts'],
    outfile: 'dist/cli.js',
    banner: { js: '#!/usr/bin/env node' },
  });
  configs.push({ ...common, entryPoints: ['cli/src/worker/entry.ts'], outfile: 'dist/checkWorker.js' });
}
const webviewDir = join(root, 'client/webview');
if (existsSync(webviewDir)) {
  const entries = readdirSync(webviewDir)
    .filter((f) => /^[a-zA-Z]+\.ts$/.test(f))
    .map((f) => `client/webview/${f}`);
  if (entries.length) {
    configs.push({
      ...common,
      platform: 'browser',
      format: 'iife',
      target: 'es2022',
      entryPoints: entries,
      outdir: 'dist/webview',
    });
  }
}

// the tree-sitter runtime and the grammars the language server loads for TypeScript/JavaScript/Python MCP servers
const treeSitterDir = join(root, 'node_modules/@vscode/tree-sitter-wasm/wasm');
if (existsSync(treeSitterDir)) {
  mkdirSync(join(root, 'dist/tree-sitter'), { recursive: true });
  for (const f of [
    'tree-sitter.wasm',
    'tree-sitter-typescript.wasm',
    'tree-sitter-tsx.wasm',
    'tree-sitter-python.wasm',
  ]) {
    copyFileSync(join(treeSitterDir, f), join(root, 'dist/tree-sitter', f));
  }
}

if (watch) {
  for (const c of configs) (await esbuild.context(c)).watch();
  console.log('esbuild: watching');
} else {
  await Promise.all(configs.map((c) => esbuild.build(c)));
}
