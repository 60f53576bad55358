// Findings written out in full, one line each, so that a test can pin everything a rule says about a document,
// its quick fixes and their edits included.
import type { EngineOptions, Finding } from '../../server/src/engine/types';
import type { FileKindMap } from '../../server/src/detect/detect';
import { lintText } from './engine';

function textOf(doc: string | object): string {
  return typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
}

/** One finding as a line: `MCP904 error "\"yes\"": "tools_generated" must be … ‖ Change to true (preferred): "\"yes\""→"true"`. */
export function lineOf(text: string, f: Finding): string {
  const span = text.slice(f.offset, f.offset + f.length);
  const tags = f.tags?.length ? ` [${f.tags.join(', ')}]` : '';
  const fixes = (f.fixes ?? []).map((fix) => {
    const marks = `${fix.preferred ? ' (preferred)' : ''}${fix.safe ? ' (safe)' : ''}`;
    const edits = fix.edits
      .map((e) => `${JSON.stringify(text.slice(e.offset, e.offset + e.length))}→${JSON.stringify(e.newText)}`)
      .join(', ');
    return ` ‖ ${fix.title}${marks}: ${edits}`;
  });
  return `${f.code} ${f.severity} ${JSON.stringify(span)}: ${f.message}${tags}${fixes.join('')}`;
}

/** Every finding of `doc` linted as the file at `path`, as lines (see lineOf); `only` keeps the codes it lists. */
export function transcript(
  path: string,
  doc: string | object,
  { only, options, files }: { only?: readonly string[]; options?: EngineOptions; files?: FileKindMap } = {},
): string[] {
  const text = textOf(doc);
  return lintText(path, text, options, files)
    .filter((f) => !only || only.includes(f.code))
    .map((f) => lineOf(text, f));
}
