import type { InlayHint, Range } from 'vscode-languageserver-types';
import type { Analysis } from '../analysis';
import { getInlayHints } from '../features/inlayHints';
import { prop } from '../parse/jsonNodes';
import type { LensSettings } from '../protocol/settings';
import { isCodeDocument } from './codeDocument';

/**
 * The effective-behaviour label beside each tool name in code — only where the annotations are known (absent, or
 * written as literals); a tool whose annotations come from a variable gets no label rather than a wrong one.
 */
export function getCodeInlayHints(analysis: Analysis, range: Range, settings: LensSettings): InlayHint[] {
  const doc = analysis.parsed;
  if (!isCodeDocument(doc) || doc.code.state !== 'parsed') return [];
  const byEnd = new Map<number, { known: boolean; bare: boolean }>();
  for (const cap of doc.code.tree!.capabilities) {
    const name = prop(cap.node, 'name');
    if (!cap.declaration || cap.declaration.kind !== 'tool' || !name) continue;
    const ann = cap.declaration.object.entries.find((e) => e.key === 'annotations')?.value;
    const known = ann ? ann.kind === 'object' && ann.complete : cap.declaration.object.complete;
    byEnd.set(name.offset + name.length, { known, bare: !!doc.code.tree!.info.get(name)?.bare });
  }
  const out: InlayHint[] = [];
  for (const hint of getInlayHints(analysis, range, settings)) {
    const at = byEnd.get(analysis.textDocument.offsetAt(hint.position));
    if (!at?.known) continue;
    out.push(at.bare ? { ...hint, position: analysis.textDocument.positionAt(analysis.textDocument.offsetAt(hint.position) - 1) } : hint);
  }
  return out;
}
