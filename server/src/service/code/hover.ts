import { findNodeAtOffset, type Node } from 'jsonc-parser';
import type { Hover, Position } from 'vscode-languageserver-types';
import type { Analysis } from '../../pipeline';
import { getHover } from '../hover';
import { pathOfNode } from '../docPath';
import { isCodeDocument } from '../../code/codeDocument';
import { migrationHover } from './migrationHover';

/**
 * Hover in code on the keys and values of annotations and `_meta` (its MCP Apps `ui` settings too) and on a tool's
 * name, by the JSON hover on the declaration under the cursor; other keys get the language's own hover.
 */
export function getCodeHover(analysis: Analysis, position: Position): Hover | null {
  const doc = analysis.parsed;
  if (!isCodeDocument(doc) || doc.code.state !== 'parsed') return null;
  const offset = analysis.source.offsetAt(position);
  const migration = migrationHover(doc, offset, (start, end) => ({
    start: analysis.source.positionAt(start),
    end: analysis.source.positionAt(end),
  }));
  if (migration) return migration;
  for (const cap of doc.code.tree!.capabilities) {
    if (offset < cap.node.offset || offset >= cap.node.offset + cap.node.length) continue;
    const node = findNodeAtOffset(cap.node, offset, false);
    if (!node || !worthHovering(pathOfNode(node))) continue;
    const hover = getHover({ ...analysis, parsed: { ...doc, root: holding(cap.node) } }, position);
    if (!hover) continue;
    const info = doc.code.tree!.info.get(node);
    if (info?.bare && hover.range) {
      // the name's node reaches one character past each end (see the mapper)
      hover.range = {
        start: analysis.source.positionAt(node.offset + 1),
        end: analysis.source.positionAt(node.offset + node.length - 1),
      };
    }
    return hover;
  }
  return null;
}

function worthHovering(path: readonly (string | number)[]): boolean {
  if (path.includes('annotations') || path.includes('_meta')) return true;
  return path.length === 3 && path[0] === 'tools' && path[2] === 'name';
}

/** A root over one capability object: the JSON hover looks nodes up from the root by offset. */
function holding(capability: Node): Node {
  const list = capability.parent!;
  const property = list.parent!;
  const span = { offset: capability.offset, length: capability.length };
  const array: Node = { ...span, type: 'array', children: [capability] };
  const key: Node = { offset: capability.offset, length: 0, type: 'string', value: property.children?.[0]?.value };
  const prop: Node = { ...span, type: 'property', children: [key, array] };
  return { ...span, type: 'object', children: [prop] };
}
