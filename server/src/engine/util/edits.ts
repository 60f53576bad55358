import { getNodePath, modify, type FormattingOptions, type JSONPath, type Node } from 'jsonc-parser';
import type { OffsetEdit } from '../types';

/** Guesses the document's indentation so inserted properties look like the rest of the file. */
export function formattingOf(text: string): FormattingOptions {
  const m = /\n([ \t]+)["}\]]/.exec(text);
  const indent = m?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t') ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: Math.min(indent.length, 8) || 2, eol };
}

export function replaceNode(node: Node, newText: string): OffsetEdit {
  return { offset: node.offset, length: node.length, newText };
}

/** Sets `key` of the object `obj` to `value` (inserting or replacing), keeping commas and indentation right. */
export function setProperty(text: string, obj: Node, key: string, value: unknown): OffsetEdit[] {
  return safeModify(text, [...getNodePath(obj), key], value);
}

/** Removes the property that holds `valueOrProperty` (either the property node or its value), with its comma. */
export function removeProperty(text: string, valueOrProperty: Node): OffsetEdit[] {
  const value = valueOrProperty.type === 'property' ? valueOrProperty.children?.[1] : valueOrProperty;
  const keyNode = valueOrProperty.type === 'property' ? valueOrProperty.children?.[0] : undefined;
  const target = value ?? keyNode;
  if (!target) return [];
  return safeModify(text, getNodePath(target), undefined);
}

/**
 * jsonc-parser's `modify` parses the text again and follows the path; in a half-written document its tree can
 * disagree with ours (a property without a value, a duplicate key) and it throws. Then there is no fix to offer.
 */
function safeModify(text: string, path: JSONPath, value: unknown): OffsetEdit[] {
  try {
    return modify(text, path, value, { formattingOptions: formattingOf(text) }).map(toOffsetEdit);
  } catch {
    return [];
  }
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
