// The report's section on what the connection layer adds to a tool call, and that target's row.
import { markdownTable, measuredAloneLine, pct, targetRow, withSection } from './reportFormat.mjs';
import { ms } from './stats.mjs';

export const TOOL_CALL_HEADING = '## A tool call through the connection layer';

/** Milliseconds shown in microseconds (a no-op call takes tens of them). */
const us = (x) => (x * 1000).toFixed(1);

/** The tool-call section. `alone` (from `--only toolcall`): when and under what load it was measured. */
export function toolCallLines(t, alone) {
  const lines = [TOOL_CALL_HEADING, ''];
  if (!t) return [...lines, 'Not measured: `common/mcp/serverConnection.ts` does not exist yet.', ''];
  lines.push(
    `${t.calls} calls per side of a no-op tool ` +
      '(`test/fixtures/bench/noopServer.mjs`, an SDK server over stdio), awaited one at a',
    'time, through `ServerConnection.callTool` (with an approval gate that says yes; protocol tracing off, the default) and',
    'through the bare SDK `Client.callTool`, each on its own server process. ' +
      `The sides run in ${t.rounds} rounds of one batch of ${t.batch}`,
    'calls each, in ABBA order; the statistic is the median of the per-round ratios. A control pair of two more bare SDK',
    'clients is measured the same way in the same rounds: its ratio is what "no difference" looks like on this machine during',
    'the run. The CPU time of the client process per batch is compared the same way.',
    '',
    `The benchmark and every server it starts run on one core (${t.pinned ?? 'not pinned'}). ` +
      'A no-op call takes tens of microseconds,',
    'most of them the hand-off between the client and its server process; on two cores, whether the server wakes on the',
    "client's core or the other one changed a batch by half, and two identical clients differed by up to 20 %. On one core every",
    'call takes the same path, so what differs between the sides is their code.',
    '',
    markdownTable(
      ['side', 'median per call (µs)', 'p95 (µs)', 'trimmed mean (µs)', 'total (ms)'],
      [
        ['bare SDK client', t.sdk],
        ['bare SDK client (control A)', t.sdk2],
        ['bare SDK client (control B)', t.control],
        ['connection layer', t.layer],
      ].map(([name, x]) => [name, us(x.perCall.median), us(x.perCall.p95), us(x.trimmedMean), ms(x.total)]),
    ),
    '',
    markdownTable(
      ['ratio (median of rounds)', 'wall', 'middle half', 'client CPU'],
      [
        [
          'connection layer / SDK',
          pct(t.overhead.median),
          `${pct(t.overhead.p25)} … ${pct(t.overhead.p75)}`,
          pct(t.overhead.cpu.median),
        ],
        [
          'control B / control A',
          pct(t.noise.median),
          `${pct(t.noise.p25)} … ${pct(t.noise.p75)}`,
          pct(t.noise.cpu.median),
        ],
      ],
    ),
    '',
    'The connection layer spawns its servers in a process group of their own (`detached`), so that stopping a server also',
    'ends what `npx` or a shell wrapper started; the bare SDK client does not. On a loaded Linux machine that new session',
    'is scheduled as a group of its own, which can show as extra wall time here; the client CPU column is the cost of the',
    "layer's own code.",
    '',
    'How far one run is from the next (2026-12-05, load about 1 per core, four runs of `--only toolcall` in a row): wall',
    '+4.0 %, −2.1 %, +6.3 %, −0.8 %; client CPU +9.7 %, +3.5 %, +10.1 %, +0.8 %, while the control pair stayed within',
    '±7 % wall and ±7.4 % CPU. One client alone in a process, 20,000 calls on one core, spends 23.3–23.8 µs of CPU a call',
    'through the bare SDK and 24.1–24.4 µs through the layer: the layer costs at most about one microsecond a call, 1–5 % of a',
    'no-op call, so a single run can land on either side of the 5 % line.',
    '',
  );
  if (alone) lines.push(measuredAloneLine('toolcall', alone, 'end'), '');
  return lines;
}

/** The tool-call target's row of the targets table. */
export function toolCallTarget(t) {
  return {
    target: 'a tool call through the connection layer adds under 5%',
    measured:
      `${pct(t.overhead.median)} per call (median of ${t.rounds} rounds; client CPU ${pct(t.overhead.cpu.median)}; ` +
      `two identical SDK clients differ by ${pct(t.noise.median)})`,
    met: t.overhead.median < 0.05,
  };
}

/** The report with its tool-call section and that target's row replaced by a run of `--only toolcall`. */
export function withToolCallSection(report, t, alone) {
  const out = withSection(report, TOOL_CALL_HEADING, toolCallLines(t, alone));
  return out.replace(/^\| a tool call through the connection layer adds under 5% \|.*$/m, targetRow(toolCallTarget(t)));
}
