// The tests `npm run mutate` measures the engine by: the engine's and the pipeline's unit tests and the corpus tests,
// nothing else (no language server, no client, no VS Code), so a mutant costs one short node process.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The bundle buildTests.mjs writes and nodeTestRunner.mjs runs, relative to the (sandbox) root. */
export const MUTATION_BUNDLE = 'out/mutate/tests.js';
const TEST_DIRS = ['test/unit/engine', 'test/corpus', 'test/unit/pipeline'];
/** Tests outside those folders whose subject is the engine: the migration rules read server code. */
const TEST_FILES = ['test/unit/code/migration.test.ts'];

/** The test files, relative to `root`, subfolders included (test/unit/engine/rules/<kind>/, util/, messages/).
 * Stryker knows each as one test (and incremental mode diffs its source). */
export function mutationTestFiles(root) {
  return TEST_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true })
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => `${dir}/${f}`),
  ).concat(TEST_FILES);
}
