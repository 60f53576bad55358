import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { generateCatalog } from './catalog.mjs';
await esbuild.build({ stdin: { contents: "export { lint, metasOf } from './server/src/engine/lint'; export { ALL_RULES } from './server/src/engine/rules'; export { parseDocument } from './server/src/parse/parsedDocument'; export { detectKind } from './server/src/detect/detect'; export { targetRevision } from './server/src/engine/spec'; export { parseTree as jsoncParseTree } from 'jsonc-parser';", resolveDir: '/work/main', loader: 'ts', sourcefile: 'b.ts' }, outfile: '/work/main/out/bench-tmp/rules.cjs', bundle: true, platform: 'node', target: 'node20', format: 'cjs', packages: 'external', mainFields: ['module','main'], logLevel: 'warning' });
const m = createRequire('/work/main/package.json')('/work/main/out/bench-tmp/rules.cjs');
const size = +(process.argv[2] || 5000);
const OPTS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
for (let v = 1; v <= 3; v++) {
  const cat = generateCatalog(size, v);
  gc(); let t0 = performance.now(); m.jsoncParseTree(cat.text, [], OPTS); const tj = performance.now() - t0;
  gc(); t0 = performance.now(); const doc = m.parseDocument('file:///x.json', cat.text, 1); const tp = performance.now() - t0;
  const det = m.detectKind(doc.uri, doc.root);
  const { revision, fromDocument } = m.targetRevision(doc.root, undefined);
  const times = [];
  let n = 0;
  const ctx = { doc, detection: det, spec: revision, specFromDocument: fromDocument, options: {}, report: () => { n++; } };
  gc();
  const tl0 = performance.now();
  for (const rule of m.ALL_RULES) {
    const metas = m.metasOf(rule);
    if (!metas.some((x) => x.kinds.includes(det.kind))) continue;
    const t = performance.now(); rule.check(ctx); times.push([metas[0].code, performance.now() - t]);
  }
  const tl = performance.now() - tl0;
  gc(); t0 = performance.now(); const r = m.lint(doc, {}, det); const tlint = performance.now() - t0;
  console.log(`variant ${v}: jsonc ${tj.toFixed(0)} parseDocument ${tp.toFixed(0)} rules ${tl.toFixed(0)} lint(again) ${tlint.toFixed(0)} findings ${r.findings.length} | ` + times.map(([c, t]) => `${c}:${t.toFixed(0)}`).join(' '));
}
