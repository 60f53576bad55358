import { findNodeAtLocation, format, getNodePath, modify, type FormattingOptions, type Node } from 'jsonc-parser';
import { rootOf } from '../../../../common/json/jsonNodes';
import { isSyntheticTree, parsedTextOf } from '../../../../common/json/parsedDocument';
import type { OffsetEdit } from '../types';

/** Guesses the document's indentation so inserted properties look like the rest of the file. */
export function formattingOf(text: string): FormattingOptions {
  const m = /\n([ \t]+)["}\]]/.exec(text);
  const indent = m?.[1] ?? '';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: Math.min(indent.length, 8) || 2, eol };
}

/**
 * Documents with a line longer than this get unformatted fixes: formatting re-lays out the whole line an edit lands on
 * (pretty-printing a minified file), at a cost that grows with the square of the line's length.
 */
export const MAX_FORMATTED_LINE = 10_000;

/** The formatting for fixes of this document, or undefined when a line is too long to format. */
export function fixFormattingOf(text: string): FormattingOptions | undefined {
  return hasLineLongerThan(text, MAX_FORMATTED_LINE) ? undefined : formattingOf(text);
}

/**
 * The fix formatting of each parsed tree, worked out on the first fix that asks. It is keyed by the tree, not the text,
 * since comparing two equal texts reads both whole (docs/performance.md, "Why a reopened catalog was slow").
 */
const treeFormatting = new WeakMap<Node, { readonly options: FormattingOptions | undefined }>();

/** How often fixes asked for their document's formatting, and worked it out (a test build reports them). */
export const fixFormattingCounts = { asked: 0, workedOut: 0 };

/** The fix formatting of `text`, from its tree's cache when `root` was parsed from that very text. */
export function fixFormattingIn(text: string, root: Node): FormattingOptions | undefined {
  fixFormattingCounts.asked++;
  // the same string in practice (the rule's document and its tree), so this compares no characters
  if (parsedTextOf(root) !== text) return fixFormattingOf(text);
  let known = treeFormatting.get(root);
  if (!known) {
    fixFormattingCounts.workedOut++;
    known = { options: fixFormattingOf(text) };
    treeFormatting.set(root, known);
  }
  return known.options;
}

function hasLineLongerThan(text: string, max: number): boolean {
  let start = 0;
  for (;;) {
    const next = text.indexOf('\n', start);
    const end = next < 0 ? text.length : next;
    if (end - start > max) return true;
    if (next < 0) return false;
    start = next + 1;
  }
}

export function replaceNode(node: Node, newText: string): OffsetEdit {
  return { offset: node.offset, length: node.length, newText };
}

/** Sets `key` of the object `obj` to `value` (inserting or replacing), keeping commas and indentation right. */
export function setProperty(text: string, obj: Node, key: string, value: unknown): OffsetEdit[] {
  // a property still being written (`"b":` before the closing brace) ends at the brace in the tree, so a key added
  // after it would land outside the object: no fix until it has a value
  if (obj.type === 'object' && obj.children!.some((property) => property.children!.length < 2)) return [];
  return safeModify(text, obj, key, value);
}

/** Inserts `value` into `arr` at `index` (at the end when past it), keeping commas and indentation right. */
export function insertIntoArray(text: string, arr: Node, index: number, value: unknown): OffsetEdit[] {
  return safeModify(text, arr, index, value);
}

/** Removes the property that holds `valueOrProperty` (either the property node or its value), with its comma. */
export function removeProperty(text: string, valueOrProperty: Node): OffsetEdit[] {
  // a property still without its value has nothing to remove by (jsonc-parser does not find it either)
  const value = valueOrProperty.type === 'property' ? valueOrProperty.children?.[1] : valueOrProperty;
  const holder = value?.parent;
  if (!holder?.parent) return [];
  // the value of a property (its key names it in the object), else an item of an array (its index)
  if (holder.type === 'property') return safeModify(text, holder.parent, String(holder.children![0]!.value), undefined);
  return safeModify(text, holder, holder.children!.indexOf(value!), undefined);
}

/**
 * jsonc-parser's `modify` parses the text again and follows the path; in a half-written document its tree can
 * disagree with ours (a property without a value, a duplicate key) and it throws. Then there is no fix to offer.
 * A number segment with a value is always an insertion (`isArrayInsertion`, which nothing else reads): no caller
 * replaces an array's item.
 */
function safeModify(text: string, parent: Node, segment: string | number, value: unknown): OffsetEdit[] {
  // server code read as declarations: its text is no JSON to edit (pipeline/code/codeFixes.ts builds its fixes), and
  // jsonc-parser's `modify` would parse the whole file again for nothing, for every fix (5,000 tools took minutes)
  const root = rootOf(parent);
  if (isSyntheticTree(root)) return [];
  try {
    const formattingOptions = fixFormattingIn(text, root);
    // with the document's own tree at hand the edit is made on the parent itself, where `modify` would parse the whole
    // text again for every fix and search for the parent along its path
    const edits =
      parsedTextOf(root) === text
        ? modifyParsed(text, parent, segment, value, formattingOptions)
        : modify(text, [...getNodePath(parent), segment], value, { formattingOptions, isArrayInsertion: true });
    return edits.map(toOffsetEdit);
  } catch {
    return [];
  }
}

interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/**
 * jsonc-parser's `setProperty` (what `modify` runs) on a parent whose tree is at hand: the same edit and formatting,
 * but only over the lines it touches, so a fix costs the size of what it changes.
 */
function modifyParsed(
  text: string,
  parent: Node,
  segment: string | number,
  value: unknown,
  formattingOptions: FormattingOptions | undefined,
): TextEdit[] {
  const edit = (e: TextEdit) => (formattingOptions ? formatLocally(text, e, formattingOptions) : [e]);
  const children = parent.children;
  if (parent.type === 'object' && typeof segment === 'string' && Array.isArray(children)) {
    const existing = findNodeAtLocation(parent, [segment]);
    if (existing !== undefined) {
      if (value !== undefined) {
        return edit({ offset: existing.offset, length: existing.length, content: JSON.stringify(value) });
      }
      // the value found under a key always has its property as parent
      const property = existing.parent!;
      const index = children.indexOf(property);
      let removeBegin: number;
      let removeEnd = property.offset + property.length;
      if (index > 0) {
        const previous = children[index - 1]!;
        removeBegin = previous.offset + previous.length;
      } else {
        removeBegin = parent.offset + 1;
        if (children.length > 1) removeEnd = children[1]!.offset;
      }
      return edit({ offset: removeBegin, length: removeEnd - removeBegin, content: '' });
    }
    if (value === undefined) return [];
    const property = `${JSON.stringify(segment)}: ${JSON.stringify(value)}`;
    const previous = children[children.length - 1];
    if (previous) return edit({ offset: previous.offset + previous.length, length: 0, content: `,${property}` });
    return edit({ offset: parent.offset + 1, length: 0, content: property });
  }
  if (
    parent.type === 'array' &&
    typeof segment === 'number' &&
    Array.isArray(children) &&
    value !== undefined &&
    segment >= 0
  ) {
    const element = JSON.stringify(value);
    if (children.length === 0 || segment === 0) {
      return edit({ offset: parent.offset + 1, length: 0, content: children.length === 0 ? element : `${element},` });
    }
    const previous = children[Math.min(segment, children.length) - 1]!;
    return edit({ offset: previous.offset + previous.length, length: 0, content: `,${element}` });
  }
  // removals from arrays, index -1 (appended) and odd shapes: jsonc-parser's own code, on the whole text
  return modify(text, [...getNodePath(parent), segment], value, { formattingOptions });
}

/**
 * jsonc-parser's `withFormatting` on the lines from the edit's start to its end. Outside them the formatter reads only
 * the document's first line break, which is put in front of the window so that it sees the same one.
 */
function formatLocally(text: string, e: TextEdit, options: FormattingOptions): TextEdit[] {
  let windowStart = e.offset;
  while (windowStart > 0 && !isEOL(text, windowStart - 1)) windowStart--;
  let windowEnd = e.offset + e.length;
  while (windowEnd !== text.length && !isEOL(text, windowEnd)) windowEnd++;
  const eol = firstLineBreak(text, e);
  const window = eol + text.slice(windowStart, windowEnd);
  const shift = windowStart - eol.length;
  const local = { offset: e.offset - shift, length: e.length, content: e.content };
  let newText = applyEdit(window, local);
  let begin = local.offset;
  let end = local.offset + local.content.length;
  if (local.length === 0 || local.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) begin--;
    while (end < newText.length && !isEOL(newText, end)) end++;
  }
  const edits = format(newText, { offset: begin, length: end - begin }, { ...options, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const f = edits[i]!;
    newText = applyEdit(newText, f);
    begin = Math.min(begin, f.offset);
    end = Math.max(end, f.offset + f.length);
    end += f.content.length - f.length;
  }
  const length = window.length - (newText.length - end) - begin;
  return [{ offset: begin + shift, length, content: newText.substring(begin, end) }];
}

const LINE_BREAK = /\r\n?|\n/;

/**
 * The first line break of the text once the edit is applied ('' when it has none), without building that text. The
 * edit's content is JSON on one line (modifyParsed), so it is the text's first outside the range the edit replaces.
 */
function firstLineBreak(text: string, e: TextEdit): string {
  const found = LINE_BREAK.exec(text.slice(0, e.offset)) ?? LINE_BREAK.exec(text.slice(e.offset + e.length));
  return found?.[0] ?? '';
}

function applyEdit(text: string, e: TextEdit): string {
  return text.substring(0, e.offset) + e.content + text.substring(e.offset + e.length);
}

function isEOL(text: string, offset: number): boolean {
  const c = text.charCodeAt(offset);
  return c === 13 || c === 10;
}

/** Renames the key of a property node, keeping its value as written. */
export function renameKey(property: Node, newKey: string): OffsetEdit {
  const key = property.children![0]!;
  return { offset: key.offset, length: key.length, newText: JSON.stringify(newKey) };
}

function toOffsetEdit(e: { offset: number; length: number; content: string }): OffsetEdit {
  return { offset: e.offset, length: e.length, newText: e.content };
}

/** Applies offset edits to a text (edits must not overlap). Used by tests and `mcp-lens check --fix`. */
export function applyEdits(text: string, edits: readonly OffsetEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.offset - a.offset);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.offset) + e.newText + out.slice(e.offset + e.length);
  return out;
}
