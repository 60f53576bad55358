import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { getCompletions } from '../../../server/src/service/completion';
import { getHover } from '../../../server/src/service/hover';
import { getInlayHints } from '../../../server/src/service/inlayHints';
import { getDocumentSymbols } from '../../../server/src/service/symbols';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { corpusFiles } from '../../helpers/paths';
import { fixture } from './docHarness';

/** Every feature at every `step`-th offset of a text, and at its end; none may throw. */
function everywhere(path: string, text: string, step: number): number {
  const f = fixture(path, text);
  const doc = f.analysis.source;
  let answered = 0;
  const offsets = [...Array.from({ length: Math.ceil(text.length / step) }, (_, i) => i * step), text.length];
  for (const offset of offsets) {
    const position = doc.positionAt(offset);
    answered += getCompletions(f.analysis, position).items.length;
    if (getHover(f.analysis, position)) answered++;
  }
  getDocumentSymbols(f.analysis);
  getInlayHints(f.analysis, { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, DEFAULT_SETTINGS);
  return answered;
}

describe('language features never throw', () => {
  it('answers at every position of half-typed documents', () => {
    const full =
      '{ "tools": [ { "name": "a", "inputSchema": { "type": "object", "properties": { "q": { "type": "string" } } }, "annotations": { "readOnlyHint": true } } ], "resources": [ { "uri": "file:///a", "name": "a", "annotations": { "audience": ["user"] } } ] }';
    for (let cut = 1; cut <= full.length; cut += 5) everywhere('catalog.json', full.slice(0, cut), 1);
    const vscode =
      '{ "inputs": [ { "type": "promptString", "id": "k", "description": "d" } ], "servers": { "s": { "type": "stdio", "command": "npx", "env": { "K": "${input:k}" } } } }';
    for (let cut = 1; cut <= vscode.length; cut += 5) everywhere('.vscode/mcp.json', vscode.slice(0, cut), 1);
  });

  it('answers at positions all over the real-world corpus, malformed files included', (t) => {
    const corpus = corpusFiles();
    if (!corpus) {
      t.skip('../shared/corpus is absent');
      return;
    }
    let answered = 0;
    for (const c of corpus) answered += everywhere(c.originalPath, readFileSync(c.file, 'utf8'), c.flagged ? 1 : 11);
    assert.ok(answered > 1000);
  });
});
