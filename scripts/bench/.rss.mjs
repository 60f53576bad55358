import { BenchLspClient } from './lsp.mjs';
import { generateCatalog, editSite } from './catalog.mjs';
import { LineIndex } from './lsp.mjs';
const c = await BenchLspClient.start('/work/main/dist/server.js');
const mb = (x) => (x / 1048576).toFixed(0);
console.log('start', mb(c.memory().rss));
const cat = generateCatalog(5000, 1);
await c.open('file:///a.json', cat.text);
console.log('after open', mb(c.memory().rss), mb(c.memory().peak));
const site = editSite(cat.text); const at = new LineIndex(cat.text).positionAt(site.offset);
for (let e = 0; e < 3; e++) { await c.change('file:///a.json', e + 2, [{ range: { start: at, end: { line: at.line, character: at.character + 1 } }, text: site.chars[e % 2] }]); console.log('after edit', mb(c.memory().rss)); }
for (let s = 0; s < 12; s++) { await new Promise((r) => setTimeout(r, 1000)); console.log('idle', s + 1, 's', mb(c.memory().rss)); }
await c.stop();

console.log(c.stderr.split("\n").filter(l => /PROBE/.test(l)).slice(-3).join("\n"));
