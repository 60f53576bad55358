import { loadBundle } from './bundle.mjs';
import { parseTree } from 'jsonc-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { generateCatalog } from './catalog.mjs';
const m = await loadBundle('/work/main', "export { parseTree } from './server/src/parse/tree';");
function walk(d, out=[]) { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) walk(p, out); else if (/\.(json|jsonc|ts|py|md)$/.test(n)) out.push(p); } return out; }
const texts = [...walk('/work/shared/corpus/real'), ...walk('/work/main/test/fixtures')].map(f => readFileSync(f, 'utf8')).filter(t => t.length < 400000);
texts.push('['.repeat(20000), '{"a":'.repeat(12000), generateCatalog(100).text, '', ' ', '{', '[', '{"a"', '{"a":', '{"a" "b": 1}', '{"a", "b": 1}', '{"a":1,}', '[1,]', '[,]', '{,}', '{"a":{"b":[1,{"c"}]}', '// x\n{/*y*/"a":1}', '"str"', '12', 'true', 'null', '{} {}', '{"a":1 "b":2}', '{"a":[1 2]}', ']', '}', '{"a":}', '{:1}');
let seed = 7; const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const CH = '{}[],:"\\ \n1ax/*';
const variants = [];
for (const t of texts) {
  variants.push(t);
  for (let k = 0; k < 40; k++) {
    let s = t; const n = 1 + Math.floor(rnd() * 4);
    for (let j = 0; j < n; j++) { const i = Math.floor(rnd() * (s.length + 1)); const op = rnd(); s = op < 0.4 ? s.slice(0, i) + s.slice(i + 1 + Math.floor(rnd() * 3)) : op < 0.8 ? s.slice(0, i) + CH[Math.floor(rnd() * CH.length)] + s.slice(i) : s.slice(0, i); }
    variants.push(s);
  }
}
const OPTS = [{ allowTrailingComma: true, disallowComments: false, allowEmptyContent: true }, undefined, { disallowComments: true }];
function eq(ra, rb) {
  if (!ra || !rb) { if (ra !== rb) throw new Error('root presence'); return; }
  if (('parent' in ra) !== ('parent' in rb)) throw new Error('root parent presence');
  const st = [[ra, rb]];
  while (st.length) { const [a, b] = st.pop();
  if (a.type !== b.type || a.offset !== b.offset || a.length !== b.length || !Object.is(a.value, b.value) || a.colonOffset !== b.colonOffset) throw new Error('diff ' + JSON.stringify([a.type, b.type, a.offset, b.offset, a.length, b.length, a.value, b.value, a.colonOffset, b.colonOffset]));
  const ac = a.children, bc = b.children;
  if (!!ac !== !!bc) throw new Error('children presence ' + a.type);
  if (ac) { if (ac.length !== bc.length) throw new Error('len'); for (let i = 0; i < ac.length; i++) { if (ac[i].parent !== a || bc[i].parent !== b) throw new Error('parent'); st.push([ac[i], bc[i]]); } } }
}
let n = 0, bad = 0;
for (const v of variants) for (const o of OPTS) {
  const e1 = [], e2 = [];
  let r1, r2, x1, x2;
  try { r1 = parseTree(v, e1, o); } catch (e) { x1 = e.constructor.name; }
  try { r2 = m.parseTree(v, e2, o); } catch (e) { x2 = e.constructor.name; }
  n++;
  try { if (x1 !== x2) throw new Error('throw ' + x1 + ' ' + x2); eq(r1, r2); if (JSON.stringify(e1) !== JSON.stringify(e2)) throw new Error('errors'); }
  catch (err) { bad++; if (bad < 5) console.log(err.message, JSON.stringify(v.slice(0, 200))); }
}
console.log('checked', n, 'bad', bad);
