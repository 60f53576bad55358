import { loadBundle } from './bundle.mjs';
import { generateCatalog } from './catalog.mjs';
const m = await loadBundle('/work/main', "export * as neu from './server/src/engine/util/edits'; export { parseDocument, parsedTextOf } from './server/src/parse/parsedDocument';");
const text = JSON.stringify(JSON.parse(generateCatalog(100).text));
const doc = m.parseDocument('file:///x.json', text);
let r = doc.root; console.log('registered', m.parsedTextOf(r) === text);
const o = doc.root.children[0].children[1].children[0];
let n = o; while (n.parent) n = n.parent; console.log('rootOf same', n === doc.root);
