// The test process of `npm run mutate`: loads the engine's test bundle and wraps node:test's describe, it and hooks to
// give Stryker test ids, per-test coverage and one mutant at a time (docs/testing.md, "How the runner works").
'use strict';
const { readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname, resolve } = require('node:path');
const vm = require('node:vm');
const nodeTest = require('node:test');

const mode = process.env.MUTATE_MODE;
const original = { describe: nodeTest.describe, it: nodeTest.it, test: nodeTest.test, before: nodeTest.before, after: nodeTest.after, beforeEach: nodeTest.beforeEach, afterEach: nodeTest.afterEach };
const HOOKS = ['before', 'after', 'beforeEach', 'afterEach'];

function unsupported(what) {
  throw new Error(`npm run mutate does not support ${what} in the engine's tests (scripts/mutate/testProcess.cjs)`);
}

function normalise(args) {
  let [name, options, fn] = args;
  if (typeof name === 'function') [name, options, fn] = [name.name, {}, name];
  else if (typeof options === 'function') [options, fn] = [{}, options];
  return { name: String(name ?? ''), options: options ?? {}, fn };
}

function messageOf(error) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 600);
}

// ---- declaring: the same ids and names in both modes -------------------------------------------------------------

/** Where declaration is: the file, and the suites open in it (outermost first, the file's own suite at 0). */
let file;
let count = 0;
let namesSeen = new Map();
let scopes = [];
/** What declaration does with each call, set by the mode below. */
let onFile, onSuite, onTest, onHook;

globalThis.__mutateTestFile = (name, load) => {
  file = name;
  count = 0;
  namesSeen = new Map();
  const scope = { id: `${name}#file`, name, node: undefined };
  onFile(scope, () => {
    scopes = [scope];
    try {
      load();
    } finally {
      scopes = [];
    }
  });
};

nodeTest.describe = function describe(...args) {
  const { name, options, fn } = normalise(args);
  if (!scopes.length) unsupported('suites outside a test file');
  const scope = { id: `${file}#suite:${scopes.slice(1).map((s) => s.name).concat(name).join(' › ')}`, name, node: undefined };
  const outer = scopes;
  return onSuite(scope, options, () => {
    scopes = [...outer, scope];
    try {
      const r = fn();
      if (r && typeof r.then === 'function') unsupported('async describe bodies');
    } finally {
      scopes = outer;
    }
  });
};

nodeTest.it = function it(...args) {
  const { name, options, fn } = normalise(args);
  if (!scopes.length) unsupported('tests outside a test file');
  if (fn && fn.length > 1) unsupported('callback-style tests (a `done` parameter)');
  const path = scopes.slice(1).map((s) => s.name).concat(name).join(' › ');
  const seen = (namesSeen.get(path) ?? 0) + 1;
  namesSeen.set(path, seen);
  const test = { id: `${file}#${++count}`, name: seen > 1 ? `${path} (${seen})` : path, scopes: scopes.slice(), fn, options };
  return onTest(test);
};

for (const hook of HOOKS) {
  nodeTest[hook] = function (fn, options) {
    if (!scopes.length) unsupported(`${hook}() outside a test file`);
    if (fn.length > 1) unsupported('callback-style hooks (a `done` parameter)');
    return onHook(hook, scopes[scopes.length - 1], fn, options);
  };
}
nodeTest.suite = nodeTest.describe;
nodeTest.test = nodeTest.it;
for (const name of ['only', 'skip', 'todo']) {
  nodeTest.describe[name] = () => unsupported(`describe.${name}`);
  nodeTest.it[name] = () => unsupported(`it.${name}`);
}

// ---- the bundle ---------------------------------------------------------------------------------------------------

const bundle = resolve(process.env.MUTATE_BUNDLE ?? 'out/mutate/tests.js');
let compiled;

/** Evaluates the bundle as a new module: new instances of every module in it. */
function evaluateBundle() {
  if (!compiled) {
    const cacheFile = `${bundle}.v8cache`;
    let cachedData;
    try {
      cachedData = readFileSync(cacheFile);
    } catch {
      // the first process: nothing cached yet
    }
    const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
    compiled = script;
    process.on('exit', () => {
      // keep the largest cache (the most functions compiled); a process that used a good one has nothing to add
      if (cachedData && !script.cachedDataRejected && mode !== 'dry') return;
      const data = script.createCachedData();
      if (cachedData && !script.cachedDataRejected && data.length <= statSync(cacheFile).size) return;
      writeFileSync(`${cacheFile}.${process.pid}`, data);
      renameSync(`${cacheFile}.${process.pid}`, cacheFile);
    });
  }
  const module = new Module(bundle, null);
  module.filename = bundle;
  compiled.runInThisContext()(module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle));
}

function newStrykerState(activeMutant, hitLimit) {
  const ns = { activeMutant: activeMutant || undefined };
  if (hitLimit > 0) Object.assign(ns, { hitLimit, hitCount: 0 });
  globalThis.__stryker__ = ns;
  return ns;
}

// ---- dry run: node:test runs the file as declared; coverage per test -------------------------------------------------

if (mode === 'dry') {
  const ns = newStrykerState(undefined, 0);
  const tests = [];
  const failures = [];
  const firstTestOf = new Map();
  const watched = (fn, coverageId, onError) =>
    async function (...args) {
      ns.currentTestId = coverageId;
      try {
        return await fn.apply(this, args);
      } catch (error) {
        onError(error);
        throw error;
      } finally {
        ns.currentTestId = undefined;
      }
    };
  onFile = (scope, body) => original.describe(scope.name, body);
  onSuite = (scope, options, body) => original.describe(scope.name, options, body);
  onTest = (test) => {
    for (const s of test.scopes) if (!firstTestOf.has(s.id)) firstTestOf.set(s.id, test.id);
    const record = { id: test.id, name: test.name, scopes: test.scopes.map((s) => s.id), ms: 0, failure: undefined };
    tests.push(record);
    if (!test.fn) return original.it(test.name, test.options);
    const run = watched(test.fn, test.id, (error) => (record.failure = messageOf(error)));
    return original.it(test.scopes.length > 1 ? test.name.split(' › ').pop() : test.name, test.options, async function (...a) {
      const started = performance.now();
      try {
        return await run.apply(this, a);
      } finally {
        record.ms += performance.now() - started;
      }
    });
  };
  onHook = (hook, scope, fn, options) =>
    original[hook](
      watched(fn, `hook:${scope.id}`, (error) => failures.push({ id: firstTestOf.get(scope.id) ?? scope.id, message: messageOf(error) })),
      options,
    );
  process.on('exit', () => writeFileSync(process.env.MUTATE_RESULT_FILE, JSON.stringify({ tests, failures, coverage: ns.mutantCoverage })));
  evaluateBundle();
}

// ---- mutants: one process, a fresh bundle per mutant ------------------------------------------------------------------

if (mode === 'hot') {
  /** The tree declared by the current evaluation: file suites holding suites, tests and hooks. */
  let roots = [];
  let filter;
  const newSuite = (scope, options) => ({ scope, options, children: [], hooks: { before: [], after: [], beforeEach: [], afterEach: [] }, selected: false });
  onFile = (scope, body) => {
    scope.node = newSuite(scope, {});
    roots.push(scope.node);
    body();
  };
  onSuite = (scope, options, body) => {
    scope.node = newSuite(scope, options);
    scopes[scopes.length - 1].node.children.push(scope.node);
    if (!options.skip && !options.todo) body();
  };
  onTest = (test) => {
    const runnable = test.fn && !test.options.skip && !test.options.todo && (!filter || filter.has(test.id));
    if (!runnable) return;
    scopes[scopes.length - 1].node.children.push({ test });
    for (const s of test.scopes) s.node.selected = true;
  };
  onHook = (hook, scope, fn) => {
    scope.node.hooks[hook].push(fn);
  };

  let jobs = [];
  let wake;
  process.on('message', (job) => {
    jobs.push(job);
    wake?.();
  });
  process.on('disconnect', () => process.exit(0));
  const nextJob = async () => {
    while (!jobs.length) await new Promise((r) => (wake = r));
    return jobs.shift();
  };

  /** Runs one mutant's tests as subtests of `t`; returns the failures (at most one when bailing). */
  async function runMutant(t, job) {
    const ns = newStrykerState(job.activeMutant, job.hitLimit);
    filter = job.testIds ? new Set(job.testIds) : undefined;
    roots = [];
    const failures = [];
    const firstSelected = (node) => {
      for (const c of node.children) {
        if (c.test) return c.test.id;
        const inner = c.selected ? firstSelected(c) : undefined;
        if (inner) return inner;
      }
      return undefined;
    };
    let ran = 0;
    const stop = () => job.bail && failures.length > 0;
    const hooksRun = async (fns, node, failed) => {
      for (const fn of fns) {
        try {
          await fn();
        } catch (error) {
          failures.push({ id: failed ?? firstSelected(node) ?? node.scope.id, message: messageOf(error) });
          return false;
        }
      }
      return true;
    };
    const runSuite = async (node, eachBefore, eachAfter) => {
      if (!node.selected) return;
      if (!(await hooksRun(node.hooks.before, node))) return;
      const before = [...eachBefore, ...node.hooks.beforeEach];
      const after = [...node.hooks.afterEach, ...eachAfter];
      try {
        for (const child of node.children) {
          if (stop()) return;
          if (!child.test) {
            await runSuite(child, before, after);
            continue;
          }
          const { id, name, fn } = child.test;
          ran++;
          if (!(await hooksRun(before, node, id))) continue;
          // node:test keeps every subtest it ran; through `held` it keeps nothing of this mutant's bundle after it
          const held = { fn };
          await t.test(name, async (st) => {
            try {
              await held.fn.call(st, st);
            } catch (error) {
              failures.push({ id, message: messageOf(error) });
              throw new Error(messageOf(error));
            } finally {
              held.fn = undefined;
            }
          });
          await hooksRun(after, node, id);
        }
      } finally {
        await hooksRun(node.hooks.after, node);
      }
    };
    process.env.MUTATE_TEST_FILES = JSON.stringify(job.files);
    try {
      evaluateBundle();
      for (const root of roots) {
        await runSuite(root, [], []);
        if (stop()) break;
      }
    } catch (error) {
      // a file failed while loading or declaring its tests (the mutant broke module-level code)
      failures.push({ id: job.testIds?.[0] ?? `${job.files[0]}#1`, message: messageOf(error) });
    }
    return { failures, hitCount: ns.hitCount, ran, heapUsed: process.memoryUsage().heapUsed };
  }

  original.test('mutants', async (t) => {
    for (;;) {
      const job = await nextJob();
      if (!job) break;
      process.send(await runMutant(t, job));
    }
  });
}
