import { createRequire } from 'node:module';
import { generateCatalog } from './catalog.mjs';
const m = createRequire('/work/main/package.json')('/work/main/out/bench-tmp/rules.cjs');
const cat = generateCatalog(5000, 1);
const OPTS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
const t = { jsonc: [], doc: [] };
for (let i = 0; i < 8; i++) {
  gc(); let c0 = process.cpuUsage(); m.jsoncParseTree(cat.text, [], OPTS); let c = process.cpuUsage(c0); t.jsonc.push((c.user + c.system) / 1000);
  gc(); c0 = process.cpuUsage(); m.parseDocument('x', cat.text, 1); c = process.cpuUsage(c0); t.doc.push((c.user + c.system) / 1000);
}
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1].toFixed(0);
console.log('cpu ms jsonc', med(t.jsonc), 'parseDocument', med(t.doc), JSON.stringify(t));
