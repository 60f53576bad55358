// The language server side of the benchmark: for each catalog size, jsonc-parser's parseTree (the floor) beside the
// real server over LSP: open, an edit, completion and hover, memory, and whether every seeded defect was reported.
import { parseTree } from 'jsonc-parser';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from './bundle.mjs';
import { editSite, generateCatalog } from './catalog.mjs';
import { BenchLspClient, LineIndex, threadCpuMs } from './lsp.mjs';
import { summary } from './stats.mjs';

// a clean heap before each floor measurement, so the parse is timed alone (not with the benchmark's own garbage)
setFlagsFromString('--expose-gc');
export const gc = runInNewContext('gc');

/** Longer than the server's 150 ms debounce: a single edit, not a burst of typing. */
const PAUSE_BEFORE_EDIT_MS = 250;

/** The options the server parses with (common/json/parsedDocument.ts). */
const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };

/**
 * Wall time and CPU time of one parseTree: `cpu` counts every thread of this process (V8's collector works beside
 * the parse in helper threads, as it does beside the server's analysis), `threadCpu` only the thread that parses.
 */
export function timeParse(text) {
  gc();
  const c0 = threadCpuMs();
  const p0 = processCpuMs();
  const t0 = performance.now();
  parseTree(text, [], PARSE_OPTIONS);
  return { wall: performance.now() - t0, cpu: processCpuMs() - p0, threadCpu: threadCpuMs() - c0 };
}

function processCpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Which seeded defects the diagnostics report: each needs a diagnostic with its code inside the entry holding it. */
export function matchDefects(catalog, diagnostics) {
  const lines = new LineIndex(catalog.text);
  const found = diagnostics.map((d) => ({ code: String(d.code), offset: lines.offsetAt(d.range.start), used: false }));
  const missing = [];
  for (const e of catalog.expected) {
    const hit = found.find(
      (f) => !f.used && f.code === e.code && f.offset >= e.offset && f.offset < e.offset + e.length,
    );
    if (hit) hit.used = true;
    else missing.push(`${e.code} (${e.id}) in ${e.list}[${e.index}]`);
  }
  const unexpected = found.filter((f) => !f.used).map((f) => `${f.code} at ${lines.positionAt(f.offset).line + 1}`);
  return {
    expected: catalog.expected.length,
    reported: catalog.expected.length - missing.length,
    missing,
    unexpected,
    diagnostics: diagnostics.length,
  };
}

/**
 * `reps` opens per size, each of a new variant of the catalog (other schemas: nothing cached answers for it), each
 * followed by `edits` one-character edits and `featureReps` completions and hovers.
 */
export async function benchLanguageServer({ serverJs, nodeArgs = [], sizes, reps, edits, featureReps, log }) {
  const client = await BenchLspClient.start(serverJs, nodeArgs);
  const results = [];
  try {
    // the first document of a process also pays for compiling the code: warm it up on a small catalog of its own
    const warm = generateCatalog(100, 999);
    await client.open('file:///bench/warmup.json', warm.text);
    await client.close('file:///bench/warmup.json');

    for (const size of sizes) {
      const t = { parse: [], parseCpu: [], open: [], openCpu: [], edit: [], editCpu: [], completion: [], hover: [] };
      let defects;
      let memory;
      let bytes = 0;
      for (let r = 0; r < reps; r++) {
        const catalog = generateCatalog(size, r + 1);
        bytes = catalog.text.length;
        const lines = new LineIndex(catalog.text);
        const uri = `file:///bench/catalog-${size}-${r + 1}.json`;

        const floor = [timeParse(catalog.text)];
        gc();
        let c0 = client.processCpuMs();
        let t0 = performance.now();
        const diagnostics = await client.open(uri, catalog.text);
        t.open.push(performance.now() - t0);
        t.openCpu.push(client.processCpuMs() - c0);
        floor.push(timeParse(catalog.text));
        for (const f of floor) {
          t.parse.push(f.wall);
          t.parseCpu.push(f.cpu);
        }
        if (r === 0) defects = matchDefects(catalog, diagnostics);

        // one character typed after a pause (longer than the server's debounce of rapid edits), each waited for:
        // the diagnostics of that version
        const site = editSite(catalog.text);
        const at = lines.positionAt(site.offset);
        const range = { start: at, end: { line: at.line, character: at.character + 1 } };
        for (let e = 0; e < edits; e++) {
          await new Promise((resolve) => setTimeout(resolve, PAUSE_BEFORE_EDIT_MS));
          c0 = client.processCpuMs();
          t0 = performance.now();
          await client.change(uri, e + 2, [{ range, text: site.chars[e % 2] }]);
          t.edit.push(performance.now() - t0);
          t.editCpu.push(client.processCpuMs() - c0);
        }

        const textDocument = { uri };
        const completionAt = lines.positionAt(catalog.sites.completion);
        const hoverAt = lines.positionAt(catalog.sites.hover);
        for (let f = 0; f < featureReps; f++) {
          t0 = performance.now();
          const items = await client.request('textDocument/completion', { textDocument, position: completionAt });
          t.completion.push(performance.now() - t0);
          if (!(items?.items ?? items)?.length) {
            throw new Error(`no completion at ${JSON.stringify(completionAt)} of the ${size}-tool catalog`);
          }
          t0 = performance.now();
          const hover = await client.request('textDocument/hover', { textDocument, position: hoverAt });
          t.hover.push(performance.now() - t0);
          if (!hover) throw new Error(`no hover at ${JSON.stringify(hoverAt)} of the ${size}-tool catalog`);
        }
        if (r === reps - 1) memory = client.memory();
        await client.close(uri);
      }
      const result = {
        size,
        bytes,
        parse: summary(t.parse),
        parseCpu: summary(t.parseCpu),
        open: summary(t.open),
        openCpu: summary(t.openCpu),
        edit: summary(t.edit),
        editCpu: summary(t.editCpu),
        completion: summary(t.completion),
        hover: summary(t.hover),
        memory,
        defects,
      };
      results.push(result);
      log?.(result);
    }
  } finally {
    await client.stop();
  }
  // the memory of a server that has just opened the largest catalog (the run above leaves a heap full of earlier ones)
  const largest = results[results.length - 1];
  if (largest) largest.freshMemory = await memoryAfterOneOpen(serverJs, nodeArgs, largest.size);
  return results;
}

/**
 * The memory of a fresh server with the catalog open: when its diagnostics arrive (the lint's garbage still in the
 * heap), and settled, once the server has been idle for a while (it collects after checking a large document).
 */
async function memoryAfterOneOpen(serverJs, nodeArgs, size) {
  const client = await BenchLspClient.start(serverJs, nodeArgs);
  try {
    await client.open('file:///bench/fresh.json', generateCatalog(size, 1).text);
    const atDiagnostics = client.memory();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { ...client.memory(), atDiagnostics };
  } finally {
    await client.stop();
  }
}

const SETTLE_MS = 2000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Node options the extension starts the server with (common/protocol/serverProcess.ts). */
export async function serverNodeArgs() {
  const m = await loadBundle(root, "export { SERVER_NODE_ARGS } from './common/protocol/serverProcess'", {
    name: 'server-node-args',
  });
  return [...m.SERVER_NODE_ARGS];
}

/**
 * The findings-heavy catalog: `reps` rounds, each a new variant timed between two parseTrees, then completions and
 * hovers. Each round's ratio is kept, not only the median, since on a shared machine one round can be disturbed alone.
 */
export async function benchHeavyCatalog({ serverJs, nodeArgs = [], size = 5000, reps, featureReps, log }) {
  const client = await BenchLspClient.start(serverJs, nodeArgs);
  const rounds = [];
  const t = { completion: [], hover: [], first: [] };
  let defects;
  let bytes = 0;
  let published = 0;
  try {
    const warm = generateCatalog(100, 999, { heavy: true });
    await client.open('file:///bench/warmup.json', warm.text);
    await client.close('file:///bench/warmup.json');
    for (let r = 0; r < reps; r++) {
      const catalog = generateCatalog(size, r + 1, { heavy: true });
      bytes = catalog.text.length;
      const uri = `file:///bench/heavy-${size}-${r + 1}.json`;
      const before = timeParse(catalog.text);
      gc();
      const load = loadavg()[0];
      const c0 = client.processCpuMs();
      const t0 = performance.now();
      const diagnostics = await client.open(uri, catalog.text);
      const open = performance.now() - t0;
      const openCpu = client.processCpuMs() - c0;
      const after = timeParse(catalog.text);
      const parse = (before.wall + after.wall) / 2;
      const parseCpu = (before.cpu + after.cpu) / 2;
      rounds.push({ open, openCpu, parse, parseCpu, ratio: open / parse, cpuRatio: openCpu / parseCpu, load });
      log?.(
        `  round ${r + 1}: diagnostics ${open.toFixed(0)} ms, parseTree ${parse.toFixed(0)} ms → ${(open / parse).toFixed(2)}× (CPU ${(openCpu / parseCpu).toFixed(2)}×), load ${load.toFixed(1)}`,
      );
      if (r === 0) {
        defects = matchDefects(catalog, diagnostics);
        published = Buffer.byteLength(JSON.stringify(diagnostics));
      }
      const lines = new LineIndex(catalog.text);
      const textDocument = { uri };
      const completionAt = lines.positionAt(catalog.sites.completion);
      const hoverAt = lines.positionAt(catalog.sites.hover);
      for (let f = 0; f < featureReps; f++) {
        let f0 = performance.now();
        const items = await client.request('textDocument/completion', { textDocument, position: completionAt });
        // the first request after the open waits for the feature worker's analysis of the new text: counted apart
        (f === 0 ? t.first : t.completion).push(performance.now() - f0);
        if (!(items?.items ?? items)?.length) throw new Error(`no completion in the findings-heavy catalog`);
        f0 = performance.now();
        const hover = await client.request('textDocument/hover', { textDocument, position: hoverAt });
        t.hover.push(performance.now() - f0);
        if (!hover) throw new Error(`no hover in the findings-heavy catalog`);
      }
      await client.close(uri);
    }
  } finally {
    await client.stop();
  }
  return {
    size,
    bytes,
    rounds,
    ratio: summary(rounds.map((x) => x.ratio)),
    cpuRatio: summary(rounds.map((x) => x.cpuRatio)),
    open: summary(rounds.map((x) => x.open)),
    openCpu: summary(rounds.map((x) => x.openCpu)),
    parse: summary(rounds.map((x) => x.parse)),
    parseCpu: summary(rounds.map((x) => x.parseCpu)),
    completion: summary(t.completion),
    hover: summary(t.hover),
    firstCompletion: summary(t.first),
    published,
    defects,
  };
}
