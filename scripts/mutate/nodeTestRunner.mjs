// A Stryker test runner that drives node's own test runner, for `npm run mutate`. How it works, and why not Stryker's
// TAP runner: docs/testing.md, "How the runner works, and why not the TAP runner".
import { fork } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** How many of a source's likeliest killers a static mutant is tried against before the rest of the tests run. */
const LIKELY_KILLERS = 12;
/**
 * What the dry run knew that a static mutant's worker needs (each worker is its own runner instance, and only one of
 * them ran the dry run): each test's time, and how many mutants of each source file each test ran.
 */
const STATIC_PLAN = 'out/mutate/static-plan.json';
/** The folders whose instrumented files hold the mutants (stryker.config.mjs mutates the engine only). */
const MUTATED_ROOTS = ['server/src'];

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
    /** Source file → test id → mutants of that source the test ran in the dry run (from STATIC_PLAN). */
    this.coverageBySource = undefined;
    /** Test id → mutants of every source the test ran in the dry run (from STATIC_PLAN). */
    this.coveredTotal = new Map();
    /** Every test id the dry run knew, made on first use. */
    this.allIds = undefined;
    this.child = undefined;
  }

  capabilities() {
    // every mutant gets a freshly evaluated bundle, so a static mutant is as well served as any
    return { reloadEnvironment: true };
  }

  async init() {
    if (!existsSync(MUTATION_BUNDLE)) {
      throw new Error(`${MUTATION_BUNDLE} is missing: the buildCommand (scripts/mutate/buildTests.mjs) did not run`);
    }
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
      if (run.timedOut) {
        return { status: DryRunStatus.Timeout, reason: `${file} ran longer than ${options.timeout} ms` };
      }
      if (!run.result?.tests) {
        return {
          status: DryRunStatus.Error,
          errorMessage: `${file} wrote no result (exit ${run.exitCode}): ${run.stderr.slice(-2000)}`,
        };
      }
      const { tests: fileTests, failures, coverage } = run.result;
      if (run.exitCode !== 0 && failures.length === 0 && !fileTests.some((t) => t.failure)) {
        return {
          status: DryRunStatus.Error,
          errorMessage: `${file} exited with ${run.exitCode} without a failing test: ${run.stderr.slice(-2000)}`,
        };
      }
      const hits = coverage ?? { static: {}, perTest: {} };
      addHits(statics, hits.static);
      for (const t of fileTests) {
        this.durations.set(t.id, t.ms);
        const failure = t.failure ?? failures.find((f) => f.id === t.id)?.message;
        const base = { id: t.id, name: t.name, fileName: resolve(file), timeSpentMs: Math.round(t.ms) };
        tests.push(
          failure
            ? { ...base, status: TestStatus.Failed, failureMessage: failure }
            : { ...base, status: TestStatus.Success },
        );
        const own = {};
        addHits(own, hits.perTest[t.id]);
        for (const scope of t.scopes) addHits(own, hits.perTest[`hook:${scope}`]);
        perTest[t.id] = own;
      }
    }
    writeStaticPlan(perTest, Object.fromEntries(this.durations));
    return { status: DryRunStatus.Complete, tests, mutantCoverage: { static: statics, perTest } };
  }

  async mutantRun(options) {
    const started = performance.now();
    const result = await this.planAndRun(options);
    if (TIMES_FILE) {
      const record = {
        mutant: options.activeMutant.id,
        source: relative(process.cwd(), options.activeMutant.fileName),
        static: !options.testFilter,
        status: result.status,
        tests: result.nrOfTests ?? 0,
        ms: Math.round(performance.now() - started),
      };
      appendFileSync(TIMES_FILE, `${JSON.stringify(record)}\n`);
    }
    return result;
  }

  async planAndRun(options) {
    if (!options.testFilter && !options.disableBail) return this.runStatic(options);
    return this.runTests(options, options.testFilter);
  }

  /**
   * A static mutant, which Stryker gives every test, runs every test in three disjoint tiers, likeliest killers first,
   * so that a kill comes early and a survivor has run them all (docs/testing.md, "How the runner works").
   */
  async runStatic(options) {
    const source = options.activeMutant.fileName;
    // without the dry run's list of tests, every file as a whole (never fewer tests than all)
    if (!this.allTestIds().length) return this.runTests(options, undefined);
    const { order, isRelevant } = this.ranking(source);
    const relevantIds = this.allTestIds().filter(isRelevant).sort(order);
    const likely = relevantIds.slice(0, LIKELY_KILLERS);
    const relevant = relevantIds.slice(LIKELY_KILLERS);
    const rest = this.allTestIds()
      .filter((id) => !isRelevant(id))
      .sort((a, b) => this.testTime(a) - this.testTime(b));
    let ran = 0;
    for (const tier of [likely, relevant, rest]) {
      if (!tier.length) continue;
      const result = await this.runTests(options, tier, { keepOrder: true });
      ran += result.nrOfTests ?? 0;
      if (result.status !== MutantRunStatus.Survived) return result;
    }
    return { status: MutantRunStatus.Survived, nrOfTests: ran };
  }

  /**
   * The order in which tests are tried against a mutant of `source`, likeliest killers first (docs/testing.md, "How the
   * runner works"). `isRelevant` says whether a test has anything to do with `source` at all.
   */
  ranking(source) {
    const kills = this.killerTests.get(source) ?? new Map();
    const fileKills = this.killers.get(source) ?? new Map();
    const covered = this.coverageFor(source);
    const affinity = testFileAffinity(relative(process.cwd(), source));
    // a test that ran much of this file and little else is about this file; one that ran everything (a corpus test)
    // is no likelier to notice and costs the most
    const specificity = (id) => (covered.get(id) ?? 0) / (this.coveredTotal.get(id) ?? 1);
    const key = (id) => [
      -(kills.get(id) ?? 0),
      -affinity(fileOf(id)),
      -(fileKills.get(fileOf(id)) ?? 0),
      -specificity(id),
      this.testTime(id),
    ];
    const keys = new Map();
    const keyOf = (id) => keys.get(id) ?? (keys.set(id, key(id)), keys.get(id));
    const order = (a, b) => {
      const [ka, kb] = [keyOf(a), keyOf(b)];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
      return 0;
    };
    return { order, isRelevant: (id) => kills.has(id) || covered.has(id) || affinity(fileOf(id)) > 0 };
  }

  /** A test's time in the dry run (20 ms for one it does not know). */
  testTime(id) {
    return this.durations.get(id) ?? 20;
  }

  /** Every test id of every file, from the dry run (this worker's, or the plan another worker's dry run wrote). */
  allTestIds() {
    if (!this.allIds) {
      this.loadStaticPlan();
      this.allIds = [...this.durations.keys()];
    }
    return this.allIds;
  }

  /** Test id → how many mutants of `source` it ran in the dry run. */
  coverageFor(source) {
    this.loadStaticPlan();
    return this.coverageBySource?.get(relative(process.cwd(), source)) ?? new Map();
  }

  loadStaticPlan() {
    if (this.coverageBySource) return;
    this.coverageBySource = new Map();
    if (!existsSync(STATIC_PLAN)) return;
    const plan = JSON.parse(readFileSync(STATIC_PLAN, 'utf8'));
    for (const [id, ms] of Object.entries(plan.durations)) if (!this.durations.has(id)) this.durations.set(id, ms);
    for (const [file, counts] of Object.entries(plan.coverage)) {
      this.coverageBySource.set(file, new Map(Object.entries(counts)));
      for (const [id, n] of Object.entries(counts)) this.coveredTotal.set(id, (this.coveredTotal.get(id) ?? 0) + n);
    }
  }

  /**
   * Runs `testFilter` (all tests when undefined) against the active mutant, likeliest killers first (`ranking`), or in
   * the order given (`keepOrder`).
   */
  async runTests(options, testFilter, { keepOrder = false } = {}) {
    const source = options.activeMutant.fileName;
    const testIds = testFilter && (keepOrder ? testFilter : [...testFilter].sort(this.ranking(source).order));
    const files = testIds ? [...new Set(testIds.map(fileOf))] : this.files;
    const job = {
      activeMutant: options.activeMutant.id,
      files,
      testIds,
      hitLimit: options.hitLimit,
      bail: !options.disableBail,
    };
    const outcome = await this.runInChild(job, options.timeout);
    if (outcome.timedOut) {
      return { status: MutantRunStatus.Timeout, reason: `the tests ran longer than ${options.timeout} ms` };
    }
    if (!outcome.result) {
      // the process died (the mutant broke something node itself needs): detected all the same
      return {
        status: MutantRunStatus.Killed,
        killedBy: testIds?.slice(0, 1) ?? [],
        failureMessage: `the test process died: ${outcome.stderr.slice(-500)}`,
        nrOfTests: 0,
      };
    }
    const { failures, hitCount, ran } = outcome.result;
    const hitLimit = determineHitLimitReached(hitCount, options.hitLimit);
    if (hitLimit) return { status: MutantRunStatus.Timeout, reason: hitLimit.reason };
    if (failures.length) {
      const killedBy = [...new Set(failures.map((f) => f.id))];
      for (const id of killedBy) this.countKill(source, id);
      return {
        status: MutantRunStatus.Killed,
        killedBy,
        failureMessage: failures.map((f) => `${f.id}: ${f.message}`).join('; '),
        nrOfTests: ran,
      };
    }
    return { status: MutantRunStatus.Survived, nrOfTests: ran };
  }

  countKill(source, testId) {
    for (const [map, key] of [
      [this.killers, fileOf(testId)],
      [this.killerTests, testId],
    ]) {
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
    const child = fork(TEST_PROCESS, [], {
      cwd: process.cwd(),
      env,
      execArgv: ['--test-reporter=tap'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
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
    const child = fork(TEST_PROCESS, [], {
      cwd: process.cwd(),
      env: this.baseEnv('hot'),
      execArgv: ['--test-reporter=tap'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
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

/**
 * How closely a test file is about a source file by name, all there is to go on before the first kill: 2 for its own
 * (`rules/mcpb/assets.ts` → `rules/mcpb/assets.test.ts`), 1 for its family's (`rules/mcpb/`, `mcpb.messages.test.ts`).
 */
function testFileAffinity(sourceFile) {
  const parts = sourceFile.replace(/\.ts$/, '').split('/');
  const own = parts[parts.length - 1].toLowerCase();
  const family = parts.length > 1 ? parts[parts.length - 2].toLowerCase() : '';
  const cache = new Map();
  return (testFile) => {
    let a = cache.get(testFile);
    if (a === undefined) {
      a = affinityByName(testFile.toLowerCase().split('/'), own, family);
      cache.set(testFile, a);
    }
    return a;
  };
}

/** testFileAffinity for one lower-cased test path; folders such as src/ or rules/ are not a family. */
function affinityByName(testPath, own, family) {
  const name = testPath[testPath.length - 1];
  // a rule family's tests (test/unit/engine/rules/<kind>/<family>.test.ts) are about the rules of their kind only
  if (testPath[testPath.length - 3] === 'rules') {
    if (testPath[testPath.length - 2] !== family) return 0;
    return name.startsWith(`${own}.`) ? 2 : 1;
  }
  if (name.startsWith(own)) return 2;
  const inFamily = family && !['src', 'engine', 'rules', 'util'].includes(family) && name.startsWith(family);
  return inFamily ? 1 : 0;
}

/**
 * Writes STATIC_PLAN: each test's dry-run time and, per source file, how many of its mutants each test ran. A
 * mutant's file is read from the instrumented sources, where each mutant is switched on by `stryMutAct_9fa48("<id>")`.
 */
function writeStaticPlan(perTest, durations) {
  const fileOfMutant = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/stryMutAct_9fa48\("(\d+)"\)/g)) {
          fileOfMutant.set(m[1], path);
        }
      }
    }
  };
  for (const root of MUTATED_ROOTS) if (existsSync(root)) visit(root);
  const coverage = {};
  for (const [testId, hits] of Object.entries(perTest)) {
    for (const mutant of Object.keys(hits)) {
      const file = fileOfMutant.get(mutant);
      if (!file) continue;
      coverage[file] ??= {};
      coverage[file][testId] = (coverage[file][testId] ?? 0) + 1;
    }
  }
  writeFileSync(STATIC_PLAN, JSON.stringify({ durations, coverage }));
}

function addHits(into, hits) {
  for (const [id, n] of Object.entries(hits ?? {})) into[id] = (into[id] ?? 0) + n;
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'node-test', NodeTestRunner)];
