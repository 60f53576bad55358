import type { Node as SyntaxNode } from '@vscode/tree-sitter-wasm';
import type { Span } from './ir';

export type { SyntaxNode };

/** Small helpers over tree-sitter nodes (offsets are UTF-16 code units, like the editor's). */

export function spanOf(node: SyntaxNode): Span {
  return { start: node.startIndex, end: node.endIndex };
}

export function field(node: SyntaxNode | null | undefined, name: string): SyntaxNode | undefined {
  return node?.childForFieldName(name) ?? undefined;
}

/** Named children other than comments. */
export function namedItems(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c): c is SyntaxNode => !!c && c.type !== 'comment');
}

/** The innermost node at `offset` whose type is one of `types`, climbing from the leaf there. */
export function ancestorOfType(root: SyntaxNode, offset: number, types: readonly string[]): SyntaxNode | undefined {
  const node = root.descendantForIndex(offset, offset);
  return node ? closestAncestor(node, (n) => types.includes(n.type)) : undefined;
}

/**
 * The nearest of `node` and its ancestors that `matches`, found from the root down: tree-sitter's `parent` descends
 * from the root again, so walking up costs the square of the depth (minutes for an expression nested 30,000 deep).
 */
export function closestAncestor(node: SyntaxNode, matches: (n: SyntaxNode) => boolean): SyntaxNode | undefined {
  let found: SyntaxNode | undefined;
  for (let n: SyntaxNode | null = node.tree.rootNode; n; n = n.childWithDescendant(node)) {
    if (matches(n)) found = n;
    if (n.equals(node)) break;
  }
  return found;
}

/** Every match of `re` in text[from, to): the offsets where each match's group 1 (or the match) starts. */
export function matchOffsets(text: string, re: RegExp, from = 0, to = text.length): number[] {
  const out: number[] = [];
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  g.lastIndex = from;
  for (let m = g.exec(text); m && m.index < to; m = g.exec(text)) {
    out.push(m[1] !== undefined ? m.index + m[0].indexOf(m[1]) : m.index);
    if (m[0].length === 0) g.lastIndex++;
  }
  return out;
}
