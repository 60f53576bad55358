// The command line on the same catalogs: `node dist/cli.js check FILE --format json`, timed from spawn to exit
// (so it includes starting Node and loading the bundle), and whether it reports every seeded defect.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalog } from './catalog.mjs';
import { summary } from './stats.mjs';

function run(cliJs, file) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [cliJs, 'check', file, '--format', 'json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    let err = '';
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - t0;
      // exit 1 means "errors found", which the seeded defects guarantee
      if (code !== 0 && code !== 1) return reject(new Error(`cli exited ${code}: ${err.slice(-2000)}`));
      resolve({ ms, report: JSON.parse(Buffer.concat(out).toString('utf8')) });
    });
  });
}

function matchProblems(catalog, report) {
  const problems = (report.documents[0]?.problems ?? []).map((p) => ({
    code: p.code,
    offset: p.range.start.offset,
    used: false,
  }));
  let reported = 0;
  for (const e of catalog.expected) {
    const hit = problems.find(
      (p) => !p.used && p.code === e.code && p.offset >= e.offset && p.offset < e.offset + e.length,
    );
    if (hit) {
      hit.used = true;
      reported++;
    }
  }
  return {
    expected: catalog.expected.length,
    reported,
    problems: problems.length,
    unexpected: problems.filter((p) => !p.used).length,
  };
}

/** Undefined when dist/cli.js is not built. */
export async function benchCli({ cliJs, sizes, reps, log }) {
  if (!existsSync(cliJs)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lens-bench-cli-'));
  const results = [];
  try {
    for (const size of sizes) {
      const catalog = generateCatalog(size, 1);
      const file = join(dir, `catalog-${size}.json`);
      writeFileSync(file, catalog.text);
      const times = [];
      let defects;
      for (let r = 0; r < reps; r++) {
        const { ms, report } = await run(cliJs, file);
        times.push(ms);
        if (r === 0) defects = matchProblems(catalog, report);
      }
      const result = { size, time: summary(times), defects };
      results.push(result);
      log?.(result);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
