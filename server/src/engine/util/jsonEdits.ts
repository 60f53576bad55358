import type { Node } from 'jsonc-parser';
import { items, prop } from '../../../../common/json/jsonNodes';
import type { OffsetEdit } from '../types';
import { insertIntoArray, setProperty } from './edits';

/** Removes one element of an array with the comma that separates it from its neighbour. */
export function removeArrayItem(arr: Node, item: Node): OffsetEdit[] {
  const list = items(arr);
  const i = list.indexOf(item);
  if (i < 0) return [];
  if (i > 0) {
    const prev = list[i - 1]!;
    const start = prev.offset + prev.length;
    return [{ offset: start, length: item.offset + item.length - start, newText: '' }];
  }
  const next = list[1];
  const end = next ? next.offset : item.offset + item.length;
  return [{ offset: item.offset, length: end - item.offset, newText: '' }];
}

/**
 * Appends `value` to the array under `key` of `owner`, creating the array when it is missing or not an array. It edits
 * through the document's own tree, so it costs the size of the change rather than a parse of the document.
 */
export function appendToArray(text: string, owner: Node, key: string, value: unknown): OffsetEdit[] {
  const arr = prop(owner, key);
  return arr?.type === 'array'
    ? insertIntoArray(text, arr, items(arr).length, value)
    : setProperty(text, owner, key, [value]);
}

/** The raw source between a string node's quotes maps 1:1 to its value only when it holds no escapes. */
export function rawSpanOf(
  text: string,
  node: Node,
  start: number,
  end: number,
): { offset: number; length: number } | undefined {
  if (node.type !== 'string') return undefined;
  const raw = text.slice(node.offset + 1, node.offset + node.length - 1);
  if (raw.includes('\\')) return undefined;
  return { offset: node.offset + 1 + start, length: end - start };
}

/**
 * Adds `"key": value` after the object's last property as one pure insertion, so it can travel in the same fix
 * as an edit of that property (jsonc-parser's `modify` rewrites the preceding property, which would overlap).
 */
export function insertProperty(
  text: string,
  obj: Node,
  key: string,
  value: unknown,
): { offset: number; length: number; newText: string } {
  // every child of an object node is a property
  const props = obj.children!;
  const last = props[props.length - 1];
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  if (!last) return { offset: obj.offset + 1, length: obj.length - 2, newText: ` ${entry} ` };
  const lineStart = text.lastIndexOf('\n', last.offset) + 1;
  const indent = text.slice(lineStart, last.offset);
  // after a property that shares its line with something else (the brace, another property), on the same line
  if (indent.trim() !== '') return { offset: last.offset + last.length, length: 0, newText: `, ${entry}` };
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { offset: last.offset + last.length, length: 0, newText: `,${eol}${indent}${entry}` };
}
