// Stryker's `buildCommand`: run once in its sandbox after the engine's sources were instrumented, it bundles the tests
// and their packages into one file, whose test files load only as MUTATE_TEST_FILES names them (docs/testing.md).
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
  // tree-sitter's loader finds its .wasm beside its own file, which a bundle would move
  external: ['@vscode/tree-sitter-wasm'],
  logLevel: 'warning',
});
