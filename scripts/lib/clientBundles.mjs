// The extension's own bundles (vscode external), shared by build.mjs and the benchmark so that both build the same.
// dist/client.js is what VS Code loads at activation, and it loads the others on first use.

/**
 * Declares packages free of side effects, so that esbuild drops them when the bundle uses nothing of them. minimatch
 * does not declare it itself, and the activation bundle keeps only `pathOfUri` of detect.ts, which imports it.
 */
export function sideEffectFree(packages) {
  const filter = new RegExp(`^(${packages.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
  return {
    name: 'side-effect-free',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData?.sideEffectFree) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { sideEffectFree: true },
        });
        return resolved.errors.length ? undefined : { ...resolved, sideEffects: false };
      });
    },
  };
}

/** `activation`: required by VS Code; `lazy`: required by the activation bundle when first needed. */
export const CLIENT_BUNDLES = [
  {
    name: 'client',
    entry: 'client/src/extension.ts',
    outfile: 'dist/client.js',
    role: 'activation',
    plugins: () => [sideEffectFree(['minimatch'])],
  },
  { name: 'features', entry: 'client/src/features.ts', outfile: 'dist/features.js', role: 'lazy', plugins: () => [] },
  {
    name: 'languageClient',
    entry: 'client/src/languageClient.ts',
    outfile: 'dist/languageClient.js',
    role: 'lazy',
    plugins: () => [],
  },
];

/**
 * Worker threads the extension starts beside the bundle that uses them (every bundle lives in dist/), for work a
 * server's data could make endless; built without `vscode` external, so an accidental import fails the build.
 */
export const WORKER_BUNDLES = [
  // the Tool Runner's checks of values against servers' schemas (client/src/runner/schemaChecker.ts)
  { name: 'schemaWorker', entry: 'client/src/runner/schemaWorker.ts', outfile: 'dist/schemaWorker.js' },
  // the live lint of running servers' catalogs (client/src/model/catalogLinter.ts)
  { name: 'catalogLintWorker', entry: 'client/src/model/catalogLintWorker.ts', outfile: 'dist/catalogLintWorker.js' },
];
