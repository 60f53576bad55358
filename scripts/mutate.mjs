// `npm run mutate`: Stryker over the rule engine against its unit and corpus tests (docs/testing.md). Extra arguments
// go to `stryker run`, e.g. `-- --mutate 'server/src/engine/rules/mcpb/**/*.ts'` or `-- --force`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(root, '..', 'shared');
if (!existsSync(join(shared, 'corpus', 'real'))) {
  console.warn(
    `mutate: no corpus at ${join(shared, 'corpus', 'real')}; the corpus tests will be skipped and kill nothing`,
  );
}
// each mutant's time, source and outcome, for seeing where a run's time goes
const timesFile = join(root, 'reports', 'mutation', 'mutant-times.jsonl');
mkdirSync(dirname(timesFile), { recursive: true });
rmSync(timesFile, { force: true });
const started = Date.now();
const r = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'),
    'run',
    'stryker.config.mjs',
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MCP_LENS_SHARED_DIR: shared, MUTATE_TIMES_FILE: timesFile },
  },
);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`mutate: ${minutes} min wall time; report in reports/mutation/index.html`);
process.exit(r.status ?? 1);
