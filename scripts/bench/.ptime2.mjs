import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { generateCatalog } from './catalog.mjs';
await esbuild.build({ stdin: { contents: "export { parseTree } from './server/src/parse/tree'; export { deepestNesting } from './server/src/parse/nesting'; export { parseTree as jsoncParseTree } from 'jsonc-parser';", resolveDir: '/work/main', loader: 'ts', sourcefile: 'b.ts' }, outfile: '/work/main/out/bench-tmp/pt.cjs', bundle: true, platform: 'node', target: 'node20', format: 'cjs', packages: 'external', mainFields: ['module','main'], logLevel: 'warning' });
const m = createRequire('/work/main/package.json')('/work/main/out/bench-tmp/pt.cjs');
const cat = generateCatalog(5000, 1);
const OPTS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
const t = { jsonc: [], lean: [], nest: [] };
const wall = (f) => { gc(); const t0 = performance.now(); f(); return performance.now() - t0; };
for (let i = 0; i < 10; i++) {
  t.jsonc.push(wall(() => m.jsoncParseTree(cat.text, [], OPTS)));
  t.lean.push(wall(() => m.parseTree(cat.text, [], OPTS)));
  t.nest.push(wall(() => m.deepestNesting(cat.text, 256)));
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(0);
console.log('wall ms jsonc', med(t.jsonc), 'lean', med(t.lean), 'nesting', med(t.nest));
