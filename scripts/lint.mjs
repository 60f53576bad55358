// `npm run lint`: prettier checks the formatting and typescript-eslint the rules of eslint.config.mjs, over the
// product, the scripts and the tests. `npm test` runs it; `npm run format` rewrites what prettier would change.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['client', 'server', 'common', 'cli', 'scripts', 'test'];
const SOURCES = FOLDERS.map((folder) => `${folder}/**/*.{ts,mjs}`);
const write = process.argv.includes('--write');

function run(label, script, args) {
  const r = spawnSync(process.execPath, [join(root, 'node_modules', script), ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${label} failed (exit ${r.status ?? r.signal}); 'npm run format' fixes the formatting`);
    process.exit(r.status || 1);
  }
}

run('prettier', 'prettier/bin/prettier.cjs', [write ? '--write' : '--check', '--log-level', 'warn', ...SOURCES]);
if (!write) run('eslint', 'eslint/bin/eslint.js', ['--max-warnings', '0', ...FOLDERS]);
