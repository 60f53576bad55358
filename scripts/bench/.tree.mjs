import { parseTree, visit } from 'jsonc-parser';
import { generateCatalog } from './catalog.mjs';
const OPTS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
function typeOf(value) { switch (typeof value) { case 'boolean': return 'boolean'; case 'number': return 'number'; case 'string': return 'string'; case 'object': return !value ? 'null' : Array.isArray(value) ? 'array' : 'object'; default: return 'null'; } }
export function leanTree(text, errors = [], options = OPTS) {
  const top = { type: 'array', offset: -1, length: -1, children: [], parent: undefined };
  let current = top;
  const pending = []; // children being collected per open container
  let kids = top.children;
  function complete(end) {
    if (current.type === 'property') { current.length = end - current.offset; current = current.parent; }
  }
  function add(node) {
    if (current.type === 'property') { current.children = [current.children[0], node]; }
    else kids.push(node);
    return node;
  }
  function open(node) {
    add(node); pending.push(kids); kids = []; current = node;
  }
  function close(end) {
    current.children = kids.length ? kids.slice() : [];
    kids = pending.pop();
    current.length = end - current.offset;
    current = current.parent;
  }
  visit(text, {
    onObjectBegin: (offset) => open({ type: 'object', offset, length: -1, parent: current, children: undefined }),
    onObjectProperty: (name, offset, length) => {
      const p = { type: 'property', offset, length: -1, parent: current, children: undefined, colonOffset: undefined };
      kids.push(p);
      p.children = [{ type: 'string', value: name, offset, length, parent: p }];
      current = p;
    },
    onObjectEnd: (offset, length) => { complete(offset + length); close(offset + length); complete(offset + length); },
    onArrayBegin: (offset) => open({ type: 'array', offset, length: -1, parent: current, children: undefined }),
    onArrayEnd: (offset, length) => { close(offset + length); complete(offset + length); },
    onLiteralValue: (value, offset, length) => { add({ type: typeOf(value), value, offset, length, parent: current }); complete(offset + length); },
    onSeparator: (sep, offset) => { if (current.type === 'property') { if (sep === ':') current.colonOffset = offset; else if (sep === ',') complete(offset); } },
    onError: (error, offset, length) => errors.push({ error, offset, length }),
  }, options);
  const result = top.children[0];
  if (result) delete result.parent;
  return result;
}
const cat = generateCatalog(5000, 1);
const mb = (x) => (x / 1048576).toFixed(1);
function measure(label, f) {
  gc(); gc(); const h0 = process.memoryUsage().heapUsed;
  const t0 = performance.now(); const r = f(); const t = performance.now() - t0;
  gc(); gc(); const h1 = process.memoryUsage().heapUsed;
  console.log(label, 'ms', t.toFixed(0), 'heap MB', mb(h1 - h0));
  return r;
}
for (let i = 0; i < 3; i++) { measure('parseTree', () => parseTree(cat.text, [], OPTS)); measure('leanTree ', () => leanTree(cat.text, [], OPTS)); }
// equality check
function eq(a, b, path='') { if (a.type !== b.type || a.offset !== b.offset || a.length !== b.length || a.value !== b.value || a.colonOffset !== b.colonOffset) throw new Error('diff at ' + path + JSON.stringify([a.type,b.type,a.offset,b.offset,a.length,b.length,a.colonOffset,b.colonOffset])); const ac = a.children, bc = b.children; if (!!ac !== !!bc) throw new Error('children ' + path + ' ' + a.type); if (ac) { if (ac.length !== bc.length) throw new Error('len ' + path); for (let i = 0; i < ac.length; i++) { if (ac[i].parent !== a || bc[i].parent !== b) throw new Error('parent ' + path); eq(ac[i], bc[i], path + '/' + i); } } }
eq(parseTree(cat.text, [], OPTS), leanTree(cat.text, [], OPTS)); console.log('equal');
