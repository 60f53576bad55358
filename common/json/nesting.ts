import type { Node } from 'jsonc-parser';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const STAR = 0x2a;
const LF = 0x0a;
const CR = 0x0d;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The offset of the first `{` or `[` nested deeper than `limit`, or undefined. One pass, no recursion; strings and
 * comments are skipped the way jsonc-parser's scanner reads them (a string also ends at a line break).
 */
export function deepestNesting(text: string, limit: number): number | undefined {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth > 0) depth--;
    } else if (c === QUOTE) {
      for (i++; i < n; i++) {
        const s = text.charCodeAt(i);
        if (s === QUOTE) break;
        if (s === BACKSLASH) i++;
        else if (s === LF || s === CR) break;
      }
    } else if (c === SLASH && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next === SLASH) {
        for (i += 2; i < n && text.charCodeAt(i) !== LF && text.charCodeAt(i) !== CR; i++);
      } else if (next === STAR) {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? n : end + 1;
      }
    }
  }
  return undefined;
}

/** Whether containers (objects and arrays) nest deeper than `limit` in a parsed tree; iterative, allocation-free per node. */
export function treeDepthExceeds(root: Node | undefined, limit: number): boolean {
  if (!root) return false;
  const nodes: Node[] = [root];
  const depths: number[] = [0];
  while (nodes.length) {
    const node = nodes.pop()!;
    let depth = depths.pop()!;
    if (node.type === 'object' || node.type === 'array') {
      if (++depth > limit) return true;
    }
    const children = node.children;
    if (!children) continue;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.children) {
        nodes.push(child);
        depths.push(depth);
      }
    }
  }
  return false;
}
