import type { Node } from 'jsonc-parser';
import { setOwn } from './ownKeys';
import { PropertyNode } from './propertyNode';

/** Small, total helpers over jsonc-parser nodes. None of them throws on odd shapes. */

export function isObject(node: Node | undefined): node is Node {
  return node?.type === 'object';
}

export function isArray(node: Node | undefined): node is Node {
  return node?.type === 'array';
}

const NONE: readonly Node[] = [];

/** A property with its key (a half-written document can hold other children, or a property without one). */
const isKeyedProperty = (c: Node): boolean => c instanceof PropertyNode || (c.type === 'property' && !!c.children?.[0]);

/**
 * The property nodes of an object. Every rule asks this of every object, so it returns the object's own children when
 * all are keyed properties (always, unless half written) rather than a new array: read it, never change it.
 */
export function properties(obj: Node | undefined): readonly Node[] {
  const children = isObject(obj) ? obj.children : undefined;
  if (!children) return NONE;
  return children.every(isKeyedProperty) ? children : children.filter(isKeyedProperty);
}

/** The root of the tree that holds `node`. */
export function rootOf(node: Node): Node {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

export function keyOf(property: Node): string {
  if (property instanceof PropertyNode) return property.key;
  return String(property.children?.[0]?.value ?? '');
}

export function keyNode(property: Node): Node {
  return property.children![0]!;
}

export function valueOf(property: Node): Node | undefined {
  if (property instanceof PropertyNode) return property.valueNode;
  return property.children?.[1];
}

/** The property node for `key` (the last one when a key repeats, as JSON.parse would). */
export function propertyNode(obj: Node | undefined, key: string): Node | undefined {
  // the hottest lookup of every rule: walk the children in place rather than through `properties` (no array per call)
  const children = isObject(obj) ? obj.children : undefined;
  if (!children) return undefined;
  // from the end: the first match is the last occurrence
  for (let i = children.length - 1; i >= 0; i--) {
    const c = children[i]!;
    if (c instanceof PropertyNode) {
      if (c.key === key) return c;
      continue;
    }
    const k = c.type === 'property' ? c.children?.[0] : undefined;
    if (k && (k.value === key || (typeof k.value !== 'string' && String(k.value ?? '') === key))) return c;
  }
  return undefined;
}

/** The value node of `obj[key]`. */
export function prop(obj: Node | undefined, key: string): Node | undefined {
  const p = propertyNode(obj, key);
  return p ? valueOf(p) : undefined;
}

export function items(arr: Node | undefined): Node[] {
  return isArray(arr) ? (arr.children ?? []) : [];
}

export function stringValue(node: Node | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

export function booleanValue(node: Node | undefined): boolean | undefined {
  return node?.type === 'boolean' ? (node.value as boolean) : undefined;
}

export function numberValue(node: Node | undefined): number | undefined {
  return node?.type === 'number' ? (node.value as number) : undefined;
}

/** The key of the property that holds `node`, if any. */
export function parentKey(node: Node): string | undefined {
  const p = node.parent;
  return p?.type === 'property' ? keyOf(p) : undefined;
}

/** The object that contains the property holding `node` (value → property → object). */
export function owningObject(node: Node): Node | undefined {
  const p = node.parent;
  return p?.type === 'property' ? p.parent : undefined;
}

/** A short human name for a node's JSON type, as used in messages. */
export function typeName(node: Node | undefined): string {
  if (!node) return 'nothing';
  if (node.type === 'number') return Number.isInteger(node.value) ? 'an integer' : 'a number';
  return (
    (
      {
        object: 'an object',
        array: 'an array',
        string: 'a string',
        boolean: 'a boolean',
        null: 'null',
        property: 'a property',
      } as Record<string, string>
    )[node.type] ?? node.type
  );
}

/** Source text of a node. */
export function sourceOf(text: string, node: Node): string {
  return text.slice(node.offset, node.offset + node.length);
}

/** Converts a node to a plain JS value (like jsonc-parser's getNodeValue, but never throws). */
export function plainValue(node: Node | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const p of properties(node)) setOwn(o, keyOf(p), plainValue(valueOf(p)));
      return o;
    }
    case 'array':
      return (node.children ?? []).map(plainValue);
    default:
      return node.value;
  }
}

/** The node at a JSON pointer-like path of keys and indexes below `node`. */
export function nodeAtPath(node: Node | undefined, path: readonly (string | number)[]): Node | undefined {
  let cur = node;
  for (const seg of path) {
    if (!cur) return undefined;
    cur = typeof seg === 'number' ? items(cur)[seg] : prop(cur, seg);
  }
  return cur;
}
