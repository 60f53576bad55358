import { loadBundle } from './bundle.mjs';
import { generateCatalog } from './catalog.mjs';
const m = await loadBundle('/work/main', "export * as neu from './server/src/engine/util/edits'; export * as old from './server/src/engine/util/.editsOrig'; export { parseDocument } from './server/src/parse/parsedDocument';");
const text = JSON.stringify(JSON.parse(generateCatalog(100).text));
const doc = m.parseDocument('file:///x.json', text);
const o = doc.root.children[0].children[1].children[0]; // first tool
const a = m.old.setProperty(text, o, 'zzNew', true), b = m.neu.setProperty(text, o, 'zzNew', true);
const s = (e) => e.map(x => ({ offset: x.offset, length: x.length, head: x.newText.slice(0, 80), tail: x.newText.slice(-80), n: x.newText.length }));
console.log(s(a)); console.log(s(b));
const j = await import('jsonc-parser');
const nt = text.slice(0, 743) + ',"zzNew": true' + text.slice(743);
console.log(j.format(nt, { offset: 0, length: nt.length }, { insertSpaces: true, tabSize: 2, eol: '\n', keepLines: false }).length);
console.log(m.neu.formattingOf(text), m.old.formattingOf(text));
