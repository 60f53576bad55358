// What `npm run conformance` makes of one scenario's checks.json, and the table it prints (docs/conformance.md).
import { SKIPPED_AT_WIRE } from './conformanceScenarios.mjs';

/** The checks a run may leave SKIPPED because its wire cannot carry them. */
function skipsAllowed(run) {
  return SKIPPED_AT_WIRE[run.wire]?.[run.scenario]?.checks ?? [];
}

/**
 * A run's row. The suite's statuses: SUCCESS and FAILURE; WARNING (the suite's own exit fails on it, so do we);
 * SKIPPED (not exercised: passes only where the wire cannot carry it); INFO (a record of the traffic, not a verdict).
 */
export function verdictOf(run, exitCode, checks) {
  const of = (status) => checks.filter((c) => c.status === status);
  const allowed = skipsAllowed(run);
  const unexpectedSkips = of('SKIPPED').filter((c) => !allowed.includes(c.name));
  const problems = [...of('FAILURE'), ...of('WARNING'), ...unexpectedSkips].map(
    (c) => `${c.status} ${c.name ?? c.id}: ${c.errorMessage ?? c.description}`,
  );
  if (!checks.length) problems.push('the suite wrote no checks.json');
  if (exitCode !== 0 && !problems.length) problems.push(`the suite exited with ${exitCode}`);
  const success = of('SUCCESS').length;
  return {
    success,
    failure: of('FAILURE').length,
    warning: of('WARNING').length,
    skipped: of('SKIPPED').length,
    // the suite's exit code covers failures, warnings and a client that failed or timed out
    passed: exitCode === 0 && success > 0 && problems.length === 0,
    problems,
  };
}

/** Whether a row fails the run: a required scenario that did not pass, or an unscored one that passed before. */
export function failsTheRun(row) {
  return !row.passed && (row.scored === 'required' || !row.notYet);
}

/** What the Result column says. */
function resultOf(row) {
  if (row.passed) return 'PASS';
  return failsTheRun(row) ? 'FAIL' : 'not yet';
}

export function table(rows) {
  const header = [
    'Revision',
    'Scenario',
    'Scored',
    'Result',
    'Passed',
    'Failed',
    'Warnings',
    'Skipped',
    'Seconds',
    'Runs',
  ];
  const lines = rows.map((r) => [
    r.wire,
    r.scenario,
    r.backCompat ? 'required (2025-03-26)' : r.scored,
    resultOf(r),
    String(r.success),
    String(r.failure),
    String(r.warning),
    String(r.skipped),
    (r.ms / 1000).toFixed(1),
    String(r.runs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

/**
 * sse-retry times the reconnection from the server's side with 200 ms of slack: on a loaded machine a client that
 * waited exactly `retry` can still arrive late. Late, and nothing else wrong, is run again; early never is.
 */
export function onlyLate(row, checks) {
  const bad = checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING');
  return (
    !row.passed &&
    bad.length > 0 &&
    bad.every((c) => c.id === 'client-sse-retry-timing' && c.details && !c.details.tooEarly)
  );
}
