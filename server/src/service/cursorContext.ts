import { getLocation, type Node } from 'jsonc-parser';
import type { Segment } from '../fieldDocs';
import { isArray, isObject, items, prop } from '../../../common/json/jsonNodes';

/** The cursor is where a property key goes (or is being typed). */
export interface KeyContext {
  readonly at: 'key';
  /** Path of the object the key belongs to. */
  readonly objectPath: Segment[];
  /** That object in the tree, when the tree has it. */
  readonly object: Node | undefined;
  /** The key text typed before the cursor, without quotes. */
  readonly typed: string;
  /** Document offsets of the text a completion replaces (the partial key, quotes included). */
  readonly start: number;
  readonly end: number;
  /** The replaced text starts with a quote. */
  readonly quoted: boolean;
  /** A colon already follows the key: write the key alone. */
  readonly hasValue: boolean;
  /** The cursor follows a complete value without a comma: write one first. */
  readonly commaBefore: boolean;
  /** Another property follows: write a comma after the insertion. */
  readonly commaAfter: boolean;
}

/** The cursor is where a value goes: a property's value or an array item. */
export interface ValueContext {
  readonly at: 'value';
  /** Path of the value (ends with the property key, or with the item index). */
  readonly path: Segment[];
  /** The object holding the property, or the array holding the item, when the tree has it. */
  readonly parent: Node | undefined;
  /** The literal being typed (raw text before the cursor; for strings without the opening quote). */
  readonly typed: string;
  readonly start: number;
  readonly end: number;
  /** The cursor is inside a string literal. */
  readonly inString: boolean;
  /** Where the string's content starts (after the quote), when in a string. */
  readonly contentStart: number;
  readonly commaAfter: boolean;
}

export type CursorContext = KeyContext | ValueContext;

interface Container {
  readonly node: Node;
  readonly path: Segment[];
}

const WORD = /[A-Za-z0-9_$.\-+]/;

/**
 * Where the cursor is in JSON terms, in a document that may be half typed. The tree finds the innermost container, and
 * the scanner reads it only from its last complete child, so the cost does not grow with the document.
 */
export function cursorContext(text: string, root: Node | undefined, offset: number): CursorContext | undefined {
  if (!root) return rootValue(text, offset);
  if (!isObject(root) && !isArray(root)) return undefined;
  if (offset <= root.offset || !inside(text, root, offset)) return undefined;
  const container = innermostContainer(text, root, offset);
  const { node: c } = container;
  const children = c.children ?? [];
  const prevIndex = lastChildBefore(children, offset);
  const prev = prevIndex >= 0 ? children[prevIndex] : undefined;
  const open = c.type === 'object' ? '{' : '[';
  const base = prev ? prev.offset - 1 : c.offset; // document offset of the window's first character
  // the window ends with the child under the cursor (or where the next one starts): whole tokens, never the whole file
  const next = children[childAt(children, offset)] ?? children[prevIndex + 1];
  const stop = next ? next.offset + next.length : c.offset + c.length;
  const window = prev ? open + text.slice(prev.offset, stop) : text.slice(c.offset, stop);
  const loc = getLocation(window, offset - base);
  const rel = loc.path.slice();
  if (!rel.length) return undefined;
  if (prev && typeof rel[0] === 'number') rel[0] += prevIndex;
  const path = [...container.path, ...rel];
  const last = rel[rel.length - 1]!;
  const parentNode = rel.length === 1 ? c : nodeAt(c, rel.slice(0, -1));
  const literal =
    loc.previousNode && loc.previousNode.type !== 'property'
      ? { offset: loc.previousNode.offset + base, length: loc.previousNode.length, type: loc.previousNode.type }
      : undefined;

  if (typeof last === 'number') return valueContext(text, path, parentNode, offset, literal);
  if (loc.isAtPropertyKey) {
    const keyNode =
      loc.previousNode?.type === 'property'
        ? { offset: loc.previousNode.offset + base, length: loc.previousNode.length }
        : undefined;
    return keyContext(text, path.slice(0, -1), parentNode, offset, keyNode, false);
  }
  // a value position: empty, a literal under the cursor, or a complete value the cursor already left
  if (
    literal &&
    offset <= literal.offset + literal.length &&
    !(literal.type === 'string' && offset === literal.offset + literal.length && closedString(text, literal))
  ) {
    return valueContext(text, path, parentNode, offset, literal);
  }
  if (afterColon(text, offset)) return valueContext(text, path, parentNode, offset, undefined);
  return keyContext(text, path.slice(0, -1), parentNode, offset, undefined, true);
}

function rootValue(text: string, offset: number): ValueContext {
  const [start, end] = wordAround(text, offset);
  return {
    at: 'value',
    path: [],
    parent: undefined,
    typed: text.slice(start, offset),
    start,
    end,
    inString: false,
    contentStart: start,
    commaAfter: false,
  };
}

function keyContext(
  text: string,
  objectPath: Segment[],
  object: Node | undefined,
  offset: number,
  key: { offset: number; length: number } | undefined,
  commaBefore: boolean,
): KeyContext {
  let start: number;
  let end: number;
  let quoted = false;
  if (key && offset >= key.offset && offset <= key.offset + key.length) {
    start = key.offset;
    end = key.offset + key.length;
    quoted = true;
    if (!closedString(text, key)) end = wordEnd(text, offset);
  } else {
    [start, end] = wordAround(text, offset);
  }
  const typed = text.slice(quoted ? start + 1 : start, offset);
  const after = nextSignificant(text, end);
  const hasValue = after.char === ':';
  const commaAfter = !hasValue && after.char !== undefined && after.char !== '}' && after.char !== ',';
  return {
    at: 'key',
    objectPath,
    object: isObject(object) ? object : undefined,
    typed,
    start,
    end,
    quoted,
    hasValue,
    commaBefore,
    commaAfter,
  };
}

function valueContext(
  text: string,
  path: Segment[],
  parent: Node | undefined,
  offset: number,
  literal: { offset: number; length: number; type: string } | undefined,
): ValueContext {
  let start: number;
  let end: number;
  let inString = false;
  if (literal && offset >= literal.offset && offset <= literal.offset + literal.length) {
    start = literal.offset;
    end = literal.offset + literal.length;
    inString = literal.type === 'string' && offset > literal.offset;
    if (literal.type === 'string' && !closedString(text, literal)) end = Math.max(offset, lineEnd(text, offset, end));
  } else {
    [start, end] = wordAround(text, offset);
  }
  const contentStart = inString ? start + 1 : start;
  const after = nextSignificant(text, end);
  const commaAfter = after.char !== undefined && after.char !== '}' && after.char !== ']' && after.char !== ',';
  return {
    at: 'value',
    path,
    parent,
    typed: text.slice(contentStart, offset),
    start,
    end,
    inString,
    contentStart,
    commaAfter,
  };
}

/** The innermost object or array whose brackets enclose the offset, with its path. */
function innermostContainer(text: string, root: Node, offset: number): Container {
  let node = root;
  const path: Segment[] = [];
  for (;;) {
    const children = node.children ?? [];
    const i = childAt(children, offset);
    if (i < 0) return { node, path };
    const child = children[i]!;
    const value = node.type === 'object' ? child.children?.[1] : child;
    if (!value || (value.type !== 'object' && value.type !== 'array') || !inside(text, value, offset)) {
      return { node, path };
    }
    path.push(node.type === 'object' ? String(child.children?.[0]?.value ?? '') : i);
    node = value;
  }
}

/** The offset lies after the opening bracket and before the closing one (or the container never closes). */
function inside(text: string, node: Node, offset: number): boolean {
  const end = node.offset + node.length;
  if (offset <= node.offset || offset > end) return false;
  if (offset < end) return true;
  const close = node.type === 'object' ? '}' : ']';
  return text[end - 1] !== close;
}

/** Index of the child whose span contains the offset (binary search: children are in document order). */
function childAt(children: Node[], offset: number): number {
  let lo = 0;
  let hi = children.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = children[mid]!;
    if (offset < c.offset) hi = mid - 1;
    else if (offset > c.offset + c.length) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Index of the last child that ends strictly before the offset. */
function lastChildBefore(children: Node[], offset: number): number {
  let lo = 0;
  let hi = children.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = children[mid]!;
    if (c.offset + c.length < offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function nodeAt(node: Node, path: readonly Segment[]): Node | undefined {
  let cur: Node | undefined = node;
  for (const seg of path) cur = typeof seg === 'number' ? items(cur)[seg] : prop(cur, seg);
  return cur;
}

function closedString(text: string, s: { offset: number; length: number }): boolean {
  if (s.length < 2) return false;
  const endChar = text[s.offset + s.length - 1];
  if (endChar !== '"') return false;
  let backslashes = 0;
  for (let i = s.offset + s.length - 2; i > s.offset && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

function wordAround(text: string, offset: number): [number, number] {
  let start = offset;
  while (start > 0 && WORD.test(text[start - 1]!)) start--;
  return [start, wordEnd(text, offset)];
}

function wordEnd(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && WORD.test(text[end]!)) end++;
  return end;
}

function lineEnd(text: string, offset: number, limit: number): number {
  let end = offset;
  while (end < limit && text[end] !== '\n' && text[end] !== '\r' && WORD.test(text[end]!)) end++;
  return end;
}

function afterColon(text: string, offset: number): boolean {
  let i = offset;
  while (i > 0 && WORD.test(text[i - 1]!)) i--;
  while (i > 0 && /\s/.test(text[i - 1]!)) i--;
  return text[i - 1] === ':';
}

function nextSignificant(text: string, from: number): { char: string | undefined; offset: number } {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith('//', i)) {
      const nl = text.indexOf('\n', i);
      if (nl < 0) return { char: undefined, offset: text.length };
      i = nl + 1;
      continue;
    }
    if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      if (close < 0) return { char: undefined, offset: text.length };
      i = close + 2;
      continue;
    }
    return { char: text[i], offset: i };
  }
}
