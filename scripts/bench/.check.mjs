import { generateCatalog } from './catalog.mjs';
import { loadBundle } from './bundle.mjs';
const root = '/work/main';
await import('./.mkb.mjs'); const { createRequire } = await import('node:module'); const e = createRequire('/work/main/package.json')('/work/main/out/bench-tmp/bundle.cjs');
const n = +process.argv[2] || 100;
const c = generateCatalog(n);
const t0 = performance.now();
const doc = e.parseDocument('file:///bench/catalog.json', c.text, 1);
const t1 = performance.now();
const r = e.lint(doc, {});
const t2 = performance.now();
console.log('detect', r.detection, 'parse', (t1-t0).toFixed(0), 'lint', (t2-t1).toFixed(0), 'findings', r.findings.length, 'ruleErrors', r.ruleErrors.map(x=>x.rule + ' ' + x.error?.stack));
const used = new Set();
for (const x of c.expected) {
  const f = r.findings.findIndex((f, k) => f.code === x.code && f.offset >= x.offset && f.offset < x.offset + x.length && !used.has(k));
  if (f < 0) console.log('MISSING', x.id, x.code, x.index); else used.add(f);
}
r.findings.forEach((f, k) => { if (!used.has(k)) console.log('EXTRA', f.code, f.message, c.text.slice(f.offset, f.offset + Math.min(60, f.length))); });
