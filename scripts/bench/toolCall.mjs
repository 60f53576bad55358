// A tool call through the extension's connection layer (client/src/mcp, ServerConnection.callTool with an approval
// gate that says yes) against the bare SDK client, on the same no-op stdio server, both in one run: calls are
// awaited one at a time, in alternating batches so that both sides share whatever else the machine is doing.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadBundle } from './bundle.mjs';
import { summary } from './stats.mjs';

/** Mean without the slowest `fraction` (a stray pause of the machine is not the code's cost). */
function trimmedMean(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b).slice(0, Math.ceil(values.length * (1 - fraction)));
  return sorted.reduce((a, b) => a + b, 0) / sorted.length;
}

export async function benchToolCalls({ root, calls, batch = 100, log }) {
  if (!existsSync(join(root, 'client/src/mcp/serverConnection.ts'))) return undefined;
  const fixture = join(root, 'test/fixtures/bench/noopServer.mjs');
  const require = createRequire(join(root, 'package.json'));
  const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = require('@modelcontextprotocol/sdk/client/stdio.js');
  const mcp = await loadBundle(root, "export { ServerConnection } from './client/src/mcp/serverConnection'; export { SILENT_LOGGER } from './client/src/mcp/types';", { name: 'mcp' });

  const connectBare = async () => {
    const client = new Client({ name: 'bench', version: '1.0.0' }, { capabilities: {} });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [fixture], stderr: 'ignore' }));
    return client;
  };
  const bare = await connectBare();
  // a second bare client: the difference between two identical sides is the noise of this machine, now
  const control = await connectBare();
  // the extension's default: protocol traffic is not traced unless the log level asks for it
  const logger = { ...mcp.SILENT_LOGGER, traceEnabled: () => false };
  const layer = new mcp.ServerConnection({ id: 'bench', name: 'bench-noop', logger });
  await layer.start({ transport: 'stdio', command: process.execPath, args: [fixture], env: {} });
  if (layer.state.status !== 'running') throw new Error(`the no-op server did not start through the connection layer: ${JSON.stringify(layer.state)}`);
  const approve = async () => true;

  const sdkCall = (client) => async () => {
    const r = await client.callTool({ name: 'noop', arguments: {} });
    if (r.isError) throw new Error('noop failed');
  };
  const sides = {
    sdk: sdkCall(bare),
    control: sdkCall(control),
    layer: async () => {
      const r = await layer.callTool({ name: 'noop', arguments: {} }, approve);
      if (r.outcome !== 'completed') throw new Error(`noop through the connection layer: ${r.outcome}`);
    },
  };
  const names = Object.keys(sides);
  const times = Object.fromEntries(names.map((n) => [n, []]));
  const totals = Object.fromEntries(names.map((n) => [n, 0]));
  try {
    // warm up both paths (JIT, buffers), then alternate batches
    for (const side of names) for (let i = 0; i < batch; i++) await sides[side]();
    for (let done = 0, round = 0; done < calls; done += batch, round++) {
      // rotate the order, so that no side always runs first or last
      for (const side of names.map((_, i) => names[(i + round) % names.length])) {
        const t0 = performance.now();
        for (let i = 0; i < batch; i++) {
          const t = performance.now();
          await sides[side]();
          times[side].push(performance.now() - t);
        }
        totals[side] += performance.now() - t0;
      }
    }
  } finally {
    await bare.close().catch(() => undefined);
    await control.close().catch(() => undefined);
    await layer.dispose().catch(() => undefined);
  }
  const side = (n) => ({ total: totals[n], perCall: summary(times[n]), trimmedMean: trimmedMean(times[n], 0.1) });
  const result = { calls, sdk: side('sdk'), control: side('control'), layer: side('layer') };
  const overhead = (a, b) => ({
    median: (result[a].perCall.median - result[b].perCall.median) / result[b].perCall.median,
    trimmedMean: (result[a].trimmedMean - result[b].trimmedMean) / result[b].trimmedMean,
    total: (result[a].total - result[b].total) / result[b].total,
  });
  result.overhead = overhead('layer', 'sdk');
  result.noise = overhead('control', 'sdk');
  log?.(result);
  return result;
}
