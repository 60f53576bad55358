// Mutation testing of the rule engine: `npm run mutate` (scripts/mutate.mjs). Not part of `npm test` or CI.
// How it works and what the last run found: docs/testing.md.
const REPORT_DIR = 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['server/src/engine/**/*.ts'],
  // node's own test runner, one process per mutant over one bundle of the engine's unit and corpus tests
  testRunner: 'node-test',
  plugins: ['./scripts/mutate/nodeTestRunner.mjs'],
  buildCommand: 'node scripts/mutate/buildTests.mjs',
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: `${REPORT_DIR}/stryker-incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `${REPORT_DIR}/index.html` },
  jsonReporter: { fileName: `${REPORT_DIR}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  tempDirName: '.stryker-tmp',
  // only what the engine's tests read goes into the sandbox (the CLI for `mcp-lens explain`, which renders the notices)
  ignorePatterns: ['/*', '!/server', '!/common', '!/client', '!/cli', '!/test', '!/scripts', '!/docs', '!/package.json', '!/tsconfig.json'],
  concurrency: 2,
  // a loaded machine slows every process down; endless loops are caught by Stryker's hit counter long before this
  timeoutMS: 20000,
  thresholds: { high: 90, low: 80, break: null },
};
