import { loadBundle } from './bundle.mjs';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { generateCatalog } from './catalog.mjs';
const root = '/work/main';
const m = await loadBundle(root, "export * as neu from './server/src/engine/util/edits'; export * as old from './server/src/engine/util/.editsOrig'; export { parseDocument } from './server/src/parse/parsedDocument';");
function walk(d, out=[]) { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) walk(p, out); else if (/\.(json|jsonc)$/.test(n)) out.push(p); } return out; }
const files = [...walk('/work/shared/corpus/real'), ...walk('/work/main/test/fixtures')];
const texts = files.map(f => readFileSync(f, 'utf8')).filter(t => t.length < 300000);
texts.push(generateCatalog(100).text);
// variants: CRLF, tabs, compact, broken
const variants = [];
let seed = 1; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (const t of texts) {
  variants.push(t, t.replace(/\n/g, '\r\n'), t.replace(/^( +)/gm, (s) => '\t'.repeat(s.length / 2)));
  try { variants.push(JSON.stringify(JSON.parse(t))); } catch {}
  for (let k = 0; k < 3; k++) { const i = Math.floor(rnd() * t.length); variants.push(t.slice(0, i) + t.slice(i + 1 + Math.floor(rnd()*5))); }
  variants.push('\r' + t, t.replace(/\n/, '\r'));
}
let checked = 0, differ = 0;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
for (const text of variants) {
  const doc = m.parseDocument('file:///x.json', text);
  if (!doc.root) continue;
  const objs = []; const stack = [doc.root];
  while (stack.length) { const n = stack.pop(); if (n.type === 'object') objs.push(n); for (const c of n.children ?? []) stack.push(c); }
  const sample = objs.length > 60 ? objs.filter((_, i) => i % Math.ceil(objs.length / 60) === 0) : objs;
  for (const o of sample) {
    const cases = [['set', o, 'zzNew', true], ['set', o, 'zzObj', { a: [1, 'x'] }]];
    for (const p of o.children ?? []) {
      if (p.children?.[0]) cases.push(['set', o, String(p.children[0].value), 42], ['remove', p], ...(p.children[1] ? [['remove', p.children[1]]] : []));
    }
    for (const c of cases) {
      const a = c[0] === 'set' ? m.old.setProperty(text, c[1], c[2], c[3]) : m.old.removeProperty(text, c[1]);
      const b = c[0] === 'set' ? m.neu.setProperty(text, c[1], c[2], c[3]) : m.neu.removeProperty(text, c[1]);
      checked++;
      if (!same(a, b)) { differ++; if (differ < 6) console.log("DIFF", c[0], c[2], text.length, JSON.stringify(text.slice(Math.max(0,c[1].offset-40), c[1].offset+60)), "\nold", JSON.stringify(a).slice(0,300), "\nnew", JSON.stringify(b).slice(0,300)); }
    }
  }
}
console.log('variants', variants.length, 'checked', checked, 'differ', differ);
