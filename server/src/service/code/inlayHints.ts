import type { InlayHint, Range } from 'vscode-languageserver-types';
import type { Analysis } from '../../pipeline';
import { getInlayHints } from '../inlayHints';
import { prop } from '../../../../common/json/jsonNodes';
import type { LensSettings } from '../../../../common/protocol/settings';
import { isCodeDocument } from '../../code/codeDocument';

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
    const at = byEnd.get(analysis.source.offsetAt(hint.position));
    if (!at?.known) continue;
    out.push(
      at.bare ? { ...hint, position: analysis.source.positionAt(analysis.source.offsetAt(hint.position) - 1) } : hint,
    );
  }
  return out;
}
