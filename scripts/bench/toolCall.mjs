// A tool call through the extension's connection layer against the bare SDK client, on the same no-op stdio server.
// Why ABBA batches, a control pair and one core: docs/performance.md, "A tool call through the connection layer".
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadBundle } from './bundle.mjs';
import { quantile, summary } from './stats.mjs';

/** Mean without the slowest `fraction` (a stray pause of the machine is not the code's cost). */
function trimmedMean(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b).slice(0, Math.ceil(values.length * (1 - fraction)));
  return sorted.reduce((a, b) => a + b, 0) / sorted.length;
}

/** Median, quartiles and extremes of per-round ratios, as overheads (ratio − 1). */
function ratioStats(ratios) {
  const q = (p) => quantile(ratios, p) - 1;
  return {
    median: q(0.5),
    p25: q(0.25),
    p75: q(0.75),
    min: Math.min(...ratios) - 1,
    max: Math.max(...ratios) - 1,
    rounds: ratios.length,
  };
}

/**
 * `calls` per side in `batch`-sized batches (rounds = calls / batch). The result keeps the fields the report reads:
 * `overhead.median` and `noise.median` are the medians of the per-round ratios (layer / SDK, control / SDK) minus one.
 */
export async function benchToolCalls({ root, calls = 20_000, batch = 1000, log }) {
  if (!existsSync(join(root, 'common/mcp/serverConnection.ts'))) return undefined;
  const pin = pinToOneCore();
  try {
    return { ...(await measure({ root, calls, batch, log })), pinned: pin.pinned };
  } finally {
    pin.restore();
  }
}

/**
 * Every thread of this process on one core (the processes it starts inherit it), until `restore()`. `pinned` says on
 * which core, or why not (not Linux, no `taskset`).
 */
function pinToOneCore() {
  const run = (...args) => execFileSync('taskset', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (process.platform !== 'linux') return { pinned: 'not pinned (not Linux)', restore: () => undefined };
  let mask;
  try {
    // "pid 123's current affinity mask: 3"
    mask = /:\s*([0-9a-f]+)\s*$/i.exec(run('-p', String(process.pid)))?.[1];
    if (!mask) throw new Error('taskset printed no mask');
    run('-a', '-p', '-c', '0', String(process.pid));
  } catch (error) {
    return {
      pinned: `not pinned (taskset: ${String(error.message ?? error).split('\n')[0]})`,
      restore: () => undefined,
    };
  }
  return { pinned: 'core 0', restore: () => void run('-a', '-p', mask, String(process.pid)) };
}

async function measure({ root, calls, batch, log }) {
  const rounds = Math.max(2, Math.round(calls / batch));
  const fixture = join(root, 'test/fixtures/bench/noopServer.mjs');
  const require = createRequire(join(root, 'package.json'));
  const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = require('@modelcontextprotocol/sdk/client/stdio.js');
  const mcp = await loadBundle(
    root,
    "export { ServerConnection } from './common/mcp/serverConnection'; export { SILENT_LOGGER } from './common/mcp/types';",
    { name: 'mcp' },
  );

  const connectBare = async () => {
    const client = new Client({ name: 'bench', version: '1.0.0' }, { capabilities: {} });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixture], stderr: 'ignore' }));
    return client;
  };
  // pairs: the layer against `sdk`, and the control pair (`control` against `sdk2`), two identical sides
  const bare = await connectBare();
  const bare2 = await connectBare();
  const control = await connectBare();
  // the extension's default: protocol traffic is not traced unless the log level asks for it
  const logger = { ...mcp.SILENT_LOGGER, traceEnabled: () => false };
  const layer = new mcp.ServerConnection({ id: 'bench', name: 'bench-noop', logger });
  await layer.start({ transport: 'stdio', command: process.execPath, args: [fixture], env: {} });
  if (layer.state.status !== 'running') {
    throw new Error(`the no-op server did not start through the connection layer: ${JSON.stringify(layer.state)}`);
  }
  const approve = async () => true;

  const sdkCall = (client) => async () => {
    const r = await client.callTool({ name: 'noop', arguments: {} });
    if (r.isError) throw new Error('noop failed');
  };
  const sides = {
    sdk: sdkCall(bare),
    sdk2: sdkCall(bare2),
    control: sdkCall(control),
    layer: async () => {
      const r = await layer.callTool({ name: 'noop', arguments: {} }, approve);
      if (r.outcome !== 'completed') throw new Error(`noop through the connection layer: ${r.outcome}`);
    },
  };
  const pairOf = { layer: 'sdk', control: 'sdk2' };
  const times = Object.fromEntries(Object.keys(sides).map((n) => [n, []]));
  const totals = Object.fromEntries(Object.keys(sides).map((n) => [n, 0]));
  const runBatch = async (side, record = true) => {
    const call = sides[side];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) {
      const t = performance.now();
      await call();
      if (record) times[side].push(performance.now() - t);
    }
    const took = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (record) totals[side] += took;
    return { wall: took, cpu: cpu.user + cpu.system };
  };
  const ratios = { layer: [], control: [] };
  const cpuRatios = { layer: [], control: [] };
  try {
    // warm up every path (JIT, buffers) before anything counts
    for (let i = 0; i < 4; i++) for (const side of Object.keys(sides)) await runBatch(side, false);
    for (let round = 0; round < rounds; round++) {
      // which pair goes first alternates too, so neither pair always follows the other
      const pairs = round % 2 === 0 ? ['layer', 'control'] : ['control', 'layer'];
      for (const a of pairs) {
        const b = pairOf[a];
        // AB in even rounds, BA in odd ones: consecutive rounds make ABBA
        const order = round % 2 === 0 ? [a, b] : [b, a];
        const took = {};
        for (const side of order) took[side] = await runBatch(side);
        ratios[a].push(took[a].wall / took[b].wall);
        cpuRatios[a].push(took[a].cpu / took[b].cpu);
      }
    }
  } finally {
    await Promise.all([bare, bare2, control].map((c) => c.close().catch(() => undefined)));
    await layer.dispose().catch(() => undefined);
  }
  const side = (n) => ({ total: totals[n], perCall: summary(times[n]), trimmedMean: trimmedMean(times[n], 0.1) });
  const result = {
    calls: rounds * batch,
    batch,
    rounds,
    sdk: side('sdk'),
    sdk2: side('sdk2'),
    control: side('control'),
    layer: side('layer'),
  };
  const overhead = (a) => {
    const b = result[pairOf[a]];
    return {
      ...ratioStats(ratios[a]),
      cpu: ratioStats(cpuRatios[a]),
      medianCall: (result[a].perCall.median - b.perCall.median) / b.perCall.median,
      trimmedMean: (result[a].trimmedMean - b.trimmedMean) / b.trimmedMean,
      total: (result[a].total - b.total) / b.total,
    };
  };
  result.overhead = overhead('layer');
  result.noise = overhead('control');
  log?.(result);
  return result;
}

const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

/** The result in a few lines, for `node scripts/bench.mjs --only toolcall`. */
export function describeToolCalls(t) {
  const row = (name, s) =>
    `  ${name.padEnd(28)} median ${s.perCall.median.toFixed(3)} ms  p95 ${s.perCall.p95.toFixed(3)} ms  trimmed mean ${s.trimmedMean.toFixed(3)} ms`;
  const spread = (o) =>
    `${pct(o.median).padStart(6)}  (middle half ${pct(o.p25)} … ${pct(o.p75)}, range ${pct(o.min)} … ${pct(o.max)})`;
  return [
    `${t.rounds} rounds, ABBA order; per round one batch of ${t.batch} calls on each of 4 clients`,
    row('bare SDK client', t.sdk),
    row('connection layer', t.layer),
    row('bare SDK client (control A)', t.sdk2),
    row('bare SDK client (control B)', t.control),
    '  median of per-round ratios:',
    `    wall   layer / SDK    ${spread(t.overhead)}`,
    `    wall   control B / A  ${spread(t.noise)}`,
    `    CPU    layer / SDK    ${spread(t.overhead.cpu)}`,
    `    CPU    control B / A  ${spread(t.noise.cpu)}`,
    `  under 5% (wall, median of ratios): ${t.overhead.median < 0.05 ? 'yes' : 'no'}`,
  ].join('\n');
}
