// Stryker's `buildCommand` for `npm run mutate`. It runs once, inside Stryker's sandbox, after the engine's sources
// there have been instrumented (every mutant compiled in, one switched on per process by __STRYKER_ACTIVE_MUTANT__),
// and bundles all the engine's unit and corpus tests into one file against those sources. The bundle loads a test
// file only when MUTATE_TEST_FILES names it, through testProcess.cjs (preloaded), so one node process runs just the
// tests that cover a mutant. The packages the engine uses are bundled too (resolving them from node_modules in
// every process cost more than compiling them, which testProcess.cjs caches); no source maps.
import * as esbuild from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MUTATION_BUNDLE, mutationTestFiles } from './testFiles.mjs';

const root = process.cwd();
const outfile = join(root, MUTATION_BUNDLE);
rmSync(dirname(outfile), { recursive: true, force: true });
const loaders = mutationTestFiles(root).map(
  (f) => `  ${JSON.stringify(f)}: () => require(${JSON.stringify(`./${f}`)}),`,
);
const entry = `const testFiles = {
${loaders.join('\n')}
};
for (const file of JSON.parse(process.env.MUTATE_TEST_FILES || '[]')) {
  if (!testFiles[file]) throw new Error('not a mutation test file: ' + file);
  globalThis.__mutateTestFile(file, testFiles[file]);
}
`;
await esbuild.build({
  stdin: { contents: entry, resolveDir: root, sourcefile: 'mutation-tests-entry.js', loader: 'js' },
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});
