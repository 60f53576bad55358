// A Stryker test runner that drives node's own test runner, for `npm run mutate` (configured in stryker.config.mjs).
//
// Why not @stryker-mutator/tap-runner: it knows a test file only as a whole and starts one node process per test
// file per mutant. Every engine mutant is covered by several files (its family's unit tests, the rule table, three
// corpus files), so a run spent its time starting processes, loading the same modules and linting the whole corpus
// again: measured at about 2.5 s a mutant on this 2-core machine, hours for the engine's 11,600 mutants. Even one
// process per mutant costs some 0.35 s of CPU before the first test.
//
// So: the dry run runs each test file in its own node process, under node's test runner as declared, and records
// which tests ran which mutants (testProcess.cjs). Then each worker keeps one node process up that takes one mutant
// at a time, evaluates the bundle of the tests afresh with that mutant active (new module instances: nothing
// carries over from the mutant before), and runs only the tests that ran the mutant, as node:test subtests,
// quickest first, stopping at the first failure. A process that times out or crashes is replaced, and one that has
// grown large is retired.
import { fork } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus, TestStatus, determineHitLimitReached } from '@stryker-mutator/api/test-runner';
import { MUTATION_BUNDLE, mutationTestFiles } from './testFiles.mjs';

const TEST_PROCESS = fileURLToPath(new URL('./testProcess.cjs', import.meta.url));
/** A mutant process is retired once its heap passes this: node:test keeps a record of every subtest it ran, and a
 * large heap makes every garbage collection slower. */
const RETIRE_HEAP_BYTES = 384 * 1024 ** 2;
let runCount = 0;
/** Where each mutant's time and outcome are written, one JSON line each (scripts/mutate.mjs sets it). */
const TIMES_FILE = process.env.MUTATE_TIMES_FILE;
/** How many of a source's past killers a static mutant is tried against before all tests run. */
const LIKELY_KILLERS = 12;

const fileOf = (testId) => testId.slice(0, testId.lastIndexOf('#'));

class NodeTestRunner {
  static inject = [commonTokens.logger];

  constructor(log) {
    this.log = log;
    this.files = [];
    /** Test id → milliseconds in the dry run (only the worker that ran it knows; the others keep file order). */
    this.durations = new Map();
    /** Source file → test file → mutants of that source it killed in this worker: whom to ask first. */
    this.killers = new Map();
    /** Source file → test id → mutants of that source it killed in this worker: a static mutant's first tries. */
    this.killerTests = new Map();
    this.child = undefined;
  }

  capabilities() {
    // every mutant gets a freshly evaluated bundle, so a static mutant is as well served as any
    return { reloadEnvironment: true };
  }

  async init() {
    if (!existsSync(MUTATION_BUNDLE)) throw new Error(`${MUTATION_BUNDLE} is missing: the buildCommand (scripts/mutate/buildTests.mjs) did not run`);
    this.files = mutationTestFiles(process.cwd());
  }

  async dispose() {
    this.stopChild();
  }

  async dryRun(options) {
    const wanted = options.testFiles?.length ? new Set(options.testFiles.map((f) => resolve(f))) : undefined;
    const files = wanted ? this.files.filter((f) => wanted.has(resolve(f))) : this.files;
    const tests = [];
    const perTest = {};
    const statics = {};
    // one process per file, so that each file's loading (and the engine modules it loads) is seen in full
    for (const file of files) {
      const run = await this.runFile(file, options.timeout);
      if (run.timedOut) return { status: DryRunStatus.Timeout, reason: `${file} ran longer than ${options.timeout} ms` };
      if (!run.result?.tests) return { status: DryRunStatus.Error, errorMessage: `${file} wrote no result (exit ${run.exitCode}): ${run.stderr.slice(-2000)}` };
      const { tests: fileTests, failures, coverage } = run.result;
      if (run.exitCode !== 0 && failures.length === 0 && !fileTests.some((t) => t.failure)) {
        return { status: DryRunStatus.Error, errorMessage: `${file} exited with ${run.exitCode} without a failing test: ${run.stderr.slice(-2000)}` };
      }
      const hits = coverage ?? { static: {}, perTest: {} };
      addHits(statics, hits.static);
      for (const t of fileTests) {
        this.durations.set(t.id, t.ms);
        const failure = t.failure ?? failures.find((f) => f.id === t.id)?.message;
        const base = { id: t.id, name: t.name, fileName: resolve(file), timeSpentMs: Math.round(t.ms) };
        tests.push(failure ? { ...base, status: TestStatus.Failed, failureMessage: failure } : { ...base, status: TestStatus.Success });
        const own = {};
        addHits(own, hits.perTest[t.id]);
        for (const scope of t.scopes) addHits(own, hits.perTest[`hook:${scope}`]);
        perTest[t.id] = own;
      }
    }
    return { status: DryRunStatus.Complete, tests, mutantCoverage: { static: statics, perTest } };
  }

  async mutantRun(options) {
    const started = performance.now();
    const result = await this.planAndRun(options);
    if (TIMES_FILE) {
      const record = { mutant: options.activeMutant.id, source: relative(process.cwd(), options.activeMutant.fileName), static: !options.testFilter, status: result.status, tests: result.nrOfTests ?? 0, ms: Math.round(performance.now() - started) };
      appendFileSync(TIMES_FILE, `${JSON.stringify(record)}\n`);
    }
    return result;
  }

  async planAndRun(options) {
    const source = options.activeMutant.fileName;
    if (!options.testFilter && !options.disableBail) {
      // A static mutant (module-level code: no coverage narrows its tests) is tried first against the tests that
      // killed this file's mutants before, the likeliest to kill it; only if it survives those are all tests run. The
      // outcome is the one all tests would give (a kill is a kill; a survivor has run every test), in a fraction of
      // the time: most static mutants are killed by one of a handful of tests, which come first instead of after
      // hundreds of passing ones.
      const likely = this.likelyKillers(source);
      if (likely.length) {
        const first = await this.runTests(options, likely);
        if (first.status !== MutantRunStatus.Survived) return first;
        const all = await this.runTests(options, undefined);
        return all.status === MutantRunStatus.Survived ? { ...all, nrOfTests: all.nrOfTests + first.nrOfTests } : all;
      }
    }
    return this.runTests(options, options.testFilter);
  }

  /** Runs `testFilter` (all tests when undefined) against the active mutant, quickest and likeliest killers first. */
  async runTests(options, testFilter) {
    const source = options.activeMutant.fileName;
    const testIds = testFilter && this.quickestFirst(source, testFilter);
    const files = testIds ? [...new Set(testIds.map(fileOf))] : this.quickestFirst(source, this.files.map((f) => `${f}#`)).map(fileOf);
    const job = { activeMutant: options.activeMutant.id, files, testIds, hitLimit: options.hitLimit, bail: !options.disableBail };
    const outcome = await this.runInChild(job, options.timeout);
    if (outcome.timedOut) return { status: MutantRunStatus.Timeout, reason: `the tests ran longer than ${options.timeout} ms` };
    if (!outcome.result) {
      // the process died (the mutant broke something node itself needs): detected all the same
      return { status: MutantRunStatus.Killed, killedBy: testIds?.slice(0, 1) ?? [], failureMessage: `the test process died: ${outcome.stderr.slice(-500)}`, nrOfTests: 0 };
    }
    const { failures, hitCount, ran } = outcome.result;
    const hitLimit = determineHitLimitReached(hitCount, options.hitLimit);
    if (hitLimit) return { status: MutantRunStatus.Timeout, reason: hitLimit.reason };
    if (failures.length) {
      const killedBy = [...new Set(failures.map((f) => f.id))];
      for (const id of killedBy) this.countKill(source, id);
      return { status: MutantRunStatus.Killed, killedBy, failureMessage: failures.map((f) => `${f.id}: ${f.message}`).join('; '), nrOfTests: ran };
    }
    return { status: MutantRunStatus.Survived, nrOfTests: ran };
  }

  /** The tests that killed the most mutants of `source` so far in this worker, at most LIKELY_KILLERS of them. */
  likelyKillers(source) {
    const byTest = this.killerTests.get(source);
    if (!byTest) return [];
    return [...byTest.entries()]
      .sort((a, b) => b[1] - a[1] || (this.durations.get(a[0]) ?? 20) - (this.durations.get(b[0]) ?? 20))
      .slice(0, LIKELY_KILLERS)
      .map(([id]) => id);
  }

  /**
   * Orders tests for a mutant of `source`: files that killed its mutants before come first (the family's unit
   * tests, usually), then the quickest files; each file's tests stay in their order (node:test declares them so).
   */
  quickestFirst(source, testIds) {
    const kills = this.killers.get(source) ?? new Map();
    const cost = new Map();
    for (const id of testIds) cost.set(fileOf(id), (cost.get(fileOf(id)) ?? 0) + (this.durations.get(id) ?? 20));
    const rank = (f) => [-(kills.get(f) ?? 0), cost.get(f)];
    const order = [...cost.keys()].sort((a, b) => {
      const [ka, ca] = rank(a);
      const [kb, cb] = rank(b);
      return ka - kb || ca - cb;
    });
    const position = new Map(order.map((f, i) => [f, i]));
    return [...testIds].sort((a, b) => position.get(fileOf(a)) - position.get(fileOf(b)));
  }

  countKill(source, testId) {
    for (const [map, key] of [[this.killers, fileOf(testId)], [this.killerTests, testId]]) {
      if (!map.has(source)) map.set(source, new Map());
      const kills = map.get(source);
      kills.set(key, (kills.get(key) ?? 0) + 1);
    }
  }

  baseEnv(mode) {
    return { ...process.env, MUTATE_MODE: mode, MUTATE_BUNDLE: MUTATION_BUNDLE, __STRYKER_ACTIVE_MUTANT__: '' };
  }

  /** Dry run of one file: its own process, node:test running it as declared. */
  runFile(file, timeout) {
    const resultFile = join(tmpdir(), `mcp-lens-mutate-${process.pid}-${++runCount}.json`);
    const env = { ...this.baseEnv('dry'), MUTATE_TEST_FILES: JSON.stringify([file]), MUTATE_RESULT_FILE: resultFile };
    // the TAP report is not read (testProcess.cjs writes what the runner needs); stderr is kept for crashes
    const child = fork(TEST_PROCESS, [], { cwd: process.cwd(), env, execArgv: ['--test-reporter=tap'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    const stderr = collect(child.stderr);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeout);
    return new Promise((done, fail) => {
      child.on('error', fail);
      child.on('close', (code) => {
        clearTimeout(timer);
        let result;
        try {
          result = JSON.parse(readFileSync(resultFile, 'utf8'));
        } catch {
          // killed before its exit handler ran
        }
        rmSync(resultFile, { force: true });
        done({ timedOut, exitCode: code ?? 1, result, stderr: stderr() });
      });
    });
  }

  /** Sends one mutant to the worker's long-lived test process (starting one if needed) and waits for its answer. */
  runInChild(job, timeout) {
    if (!this.child) this.startChild();
    const { process: child, stderr } = this.child;
    return new Promise((done) => {
      let settled = false;
      const finish = (outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        done(outcome);
      };
      const onMessage = (result) => {
        if (result.heapUsed > RETIRE_HEAP_BYTES) this.stopChild();
        finish({ result });
      };
      const onExit = () => {
        this.child = undefined;
        finish({ stderr: stderr() });
      };
      const timer = setTimeout(() => {
        this.stopChild();
        finish({ timedOut: true });
      }, timeout);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send(job);
    });
  }

  startChild() {
    const child = fork(TEST_PROCESS, [], { cwd: process.cwd(), env: this.baseEnv('hot'), execArgv: ['--test-reporter=tap'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    child.on('error', (e) => this.log.warn(`mutation test process: ${e.message}`));
    child.on('exit', () => {
      if (this.child?.process === child) this.child = undefined;
    });
    this.child = { process: child, stderr: collect(child.stderr) };
  }

  stopChild() {
    if (!this.child) return;
    this.child.process.kill('SIGKILL');
    this.child = undefined;
  }
}

function collect(stream) {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (s) => {
    text = (text + s).slice(-10000);
  });
  return () => text;
}

function addHits(into, hits) {
  for (const [id, n] of Object.entries(hits ?? {})) into[id] = (into[id] ?? 0) + n;
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'node-test', NodeTestRunner)];
