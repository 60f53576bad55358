import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { generateCatalog, editSite } from './catalog.mjs';
await esbuild.build({ stdin: { contents: "export { AnalysisCache, textDocumentOf } from './server/src/analysis'; export { computeDiagnostics } from './server/src/features/diagnostics'; export { DEFAULT_SETTINGS } from './server/src/protocol/settings'; export { TextDocument } from 'vscode-languageserver-textdocument';", resolveDir: '/work/main', loader: 'ts', sourcefile: 'b.ts' }, outfile: '/work/main/out/bench-tmp/mem.cjs', bundle: true, platform: 'node', target: 'node20', format: 'cjs', packages: 'external', mainFields: ['module','main'], logLevel: 'warning' });
const m = createRequire('/work/main/package.json')('/work/main/out/bench-tmp/mem.cjs');
const mb = (x) => (x / 1048576).toFixed(0);
const show = (label) => { gc(); gc(); const u = process.memoryUsage(); console.log(label, 'heap', mb(u.heapUsed), 'rss', mb(u.rss)); };
const cache = new m.AnalysisCache(m.DEFAULT_SETTINGS);
const cat = generateCatalog(5000, 1);
let doc = m.TextDocument.create('file:///x.json', 'json', 1, cat.text);
const site = editSite(cat.text);
for (let v = 1; v <= 5; v++) {
  if (v > 1) { const pos = doc.positionAt(site.offset); doc = m.TextDocument.update(doc, [{ range: { start: pos, end: { line: pos.line, character: pos.character + 1 } }, text: site.chars[v % 2] }], v); }
  const a = cache.analysis(doc); const r = cache.lint(doc); m.computeDiagnostics(a, r, { maxDocumentSize: 1e9 });
  show('version ' + v);
}
