// `npm test`: build, type-check, bundle the TypeScript tests, then run every layer with node's test runner.
// `npm test -- <substring>` runs only the matching test files, and skips the type check unless given --typecheck.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, rmSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTests } from './lib/bundleTests.mjs';
import {
  MCP_CODE_SERVER_VERSION,
  NODE22_PATH,
  RIPGREP_PATH,
  provisionCodeServer,
} from './lib/codeServerProvisioning.mjs';
import { CHROMIUM_PATH } from './lib/workbenchBrowser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const typecheck = !filters.length || args.includes('--typecheck');
// each run bundles its tests into its own folder, so parallel runs do not trample each other
const outDir = join(root, 'out', filters.length ? `test-${process.pid}` : 'test');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'fixtures-out') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

run(process.execPath, ['scripts/build.mjs']);
if (typecheck) {
  run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
  // the webview bundles again on their own, without Node's types: browser code must not reach for Node
  run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'client/webview']);
  // formatting and lint rules fail the run as a type error does (eslint.config.mjs, .prettierrc.json)
  run(process.execPath, ['scripts/lint.mjs']);
}

const all = walk(join(root, 'test'));
// a filter is looked for in the path inside the repository (a clone under /work/e2e-loop is not an e2e test)
const matches = (f) => !filters.length || filters.some((s) => relative(root, f).includes(s));
const tsTests = all.filter((f) => f.endsWith('.test.ts') && matches(f));
const mjsTests = all.filter((f) => f.endsWith('.test.mjs') && matches(f));
rmSync(outDir, { recursive: true, force: true });
const built = tsTests.length ? await bundleTests(root, tsTests, outDir) : [];
const files = [...built, ...mjsTests];
if (!files.length) {
  console.error('no test files matched');
  process.exit(1);
}
// code-server is provisioned (once per machine) before the suites start, so that its install is not counted against
// the time bound of whichever e2e suite happens to start first
if (files.some((f) => f.endsWith('.e2e.test.mjs')) && existsSync(CHROMIUM_PATH) && existsSync(RIPGREP_PATH)) {
  try {
    await provisionCodeServer({ log: (line) => console.error(`# ${line}`) });
    // the MCP provider's suite runs a newer code-server on Node 22 (docs/testing.md)
    if (files.some((f) => f.endsWith('mcpProvider.e2e.test.mjs')) && existsSync(NODE22_PATH)) {
      const codeServer = { version: MCP_CODE_SERVER_VERSION, node: NODE22_PATH };
      await provisionCodeServer({ ...codeServer, log: (line) => console.error(`# ${line}`) });
    }
  } catch (error) {
    // the e2e suites try again, and fail with this reason
    console.error(`# ${error instanceof Error ? error.message : error}`);
  }
}
// a focused run tells the suites so (the webview e2e suite then opens more panels: webviews.e2e.test.mjs)
const env = filters.length ? { ...process.env, MCP_LENS_FOCUSED_RUN: '1' } : process.env;
// Every test and test file gets a bound, so that a wait that never ends fails that test by name instead of holding the
// run until CI's own limit. It is beyond the longest an e2e suite asks for itself (26 minutes).
const TIME_BOUND_MS = 30 * 60_000;
const r = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=2', `--test-timeout=${TIME_BOUND_MS}`, '--enable-source-maps', ...files],
  { cwd: root, stdio: 'inherit', env },
);
if (filters.length) rmSync(outDir, { recursive: true, force: true });
process.exit(r.status ?? 1);
