// `npm run fuzz`: a long campaign by the same code as the bounded fuzzing of `npm test`, set by the FUZZ_* variables
// of docs/testing.md. Failing documents are written to out/fuzz-failures/ with the seed and the edits that led there.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTests } from './lib/bundleTests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out', `fuzz-${process.pid}`);

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status || 1);

const bundled = await bundleTests(
  root,
  ['languageServer.fuzz.test.ts', 'cli.fuzz.test.ts'].map((f) => join(root, 'test', 'fuzz', f)),
  outDir,
);

const env = {
  ...process.env,
  FUZZ_EDITS: process.env.FUZZ_EDITS || '20000',
  FUZZ_CODE_EDITS: process.env.FUZZ_CODE_EDITS || '5000',
  FUZZ_CLI_FILES: process.env.FUZZ_CLI_FILES || '600',
  FUZZ_SEED: process.env.FUZZ_SEED || String(randomInt(0, 2 ** 32)),
  FUZZ_BURST: process.env.FUZZ_BURST || '6',
  FUZZ_PROGRESS: '1',
};
console.log(
  `fuzz: seed ${env.FUZZ_SEED}, ${env.FUZZ_EDITS} + ${env.FUZZ_CODE_EDITS} edits, ${env.FUZZ_CLI_FILES} CLI files ` +
    `(replay with FUZZ_SEED=${env.FUZZ_SEED} npm run fuzz)`,
);
const r = spawnSync(process.execPath, ['--test', '--enable-source-maps', ...bundled], {
  cwd: root,
  stdio: 'inherit',
  env,
});
rmSync(outDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
