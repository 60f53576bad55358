// A catalog opened again (under the same URI and another, and a second copy beside it), each open timed between two
// parseTrees of the same text. Each round first opens a new variant, so it has its own first open to compare with.
import { loadavg } from 'node:os';
import { generateCatalog } from './catalog.mjs';
import { gc, timeParse } from './languageServer.mjs';
import { BenchLspClient } from './lsp.mjs';
import { summary } from './stats.mjs';

/** The opens of one round, in order: what each one is, and the URI it opens (`open` keeps the earlier ones open). */
export const REOPEN_STEPS = [
  { step: 'first', what: 'first open (a new text)', uri: 'a', closeBefore: [] },
  { step: 'sameUri', what: 'closed and opened again, same URI', uri: 'a', closeBefore: ['a'] },
  { step: 'otherUri', what: 'closed and opened again, another URI', uri: 'b', closeBefore: ['a'] },
  { step: 'duplicate', what: 'a second copy opened beside it', uri: 'c', closeBefore: [] },
];

/**
 * `reps` rounds in one server, each opening a new variant of the findings-heavy catalog (the most work to redo) and
 * then REOPEN_STEPS. Each open's ratio is against the mean of the parseTrees just before and after it.
 */
export async function benchReopenedCatalog({ serverJs, nodeArgs = [], size = 5000, reps, log }) {
  const client = await BenchLspClient.start(serverJs, nodeArgs);
  const opens = [];
  let bytes = 0;
  try {
    const warm = generateCatalog(100, 999);
    await client.open('file:///bench/warmup.json', warm.text);
    await client.close('file:///bench/warmup.json');
    for (let r = 0; r < reps; r++) {
      const { text } = generateCatalog(size, 100 + r, { heavy: true });
      bytes = text.length;
      const uri = (name) => `file:///bench/reopen-${r + 1}-${name}.json`;
      const open = new Set();
      for (const s of REOPEN_STEPS) {
        for (const name of s.closeBefore) {
          await client.close(uri(name));
          open.delete(name);
        }
        const before = timeParse(text);
        gc();
        const load = loadavg()[0];
        const c0 = client.processCpuMs();
        const t0 = performance.now();
        const diagnostics = await client.open(uri(s.uri), text);
        const wall = performance.now() - t0;
        const cpu = client.processCpuMs() - c0;
        open.add(s.uri);
        const after = timeParse(text);
        const parse = (before.wall + after.wall) / 2;
        const parseCpu = (before.cpu + after.cpu) / 2;
        opens.push({
          round: r + 1,
          step: s.step,
          open: wall,
          openCpu: cpu,
          parse,
          parseCpu,
          ratio: wall / parse,
          cpuRatio: cpu / parseCpu,
          load,
          diagnostics: diagnostics.length,
        });
        log?.(
          `  round ${r + 1}, ${s.what}: diagnostics ${wall.toFixed(0)} ms, parseTree ${parse.toFixed(0)} ms → ${(wall / parse).toFixed(2)}× (CPU ${(cpu / parseCpu).toFixed(2)}×), load ${load.toFixed(1)}`,
        );
      }
      for (const name of open) await client.close(uri(name));
    }
  } finally {
    await client.stop();
  }
  const byStep = Object.fromEntries(
    REOPEN_STEPS.map(({ step }) => {
      const of = opens.filter((o) => o.step === step);
      return [
        step,
        {
          ratio: summary(of.map((o) => o.ratio)),
          cpuRatio: summary(of.map((o) => o.cpuRatio)),
          open: summary(of.map((o) => o.open)),
        },
      ];
    }),
  );
  // the same text must give the same diagnostics however it was opened
  const sameDiagnostics = opens.every(
    (o) => o.diagnostics === opens.find((f) => f.round === o.round && f.step === 'first').diagnostics,
  );
  return { size, bytes, reps, opens, byStep, sameDiagnostics };
}
