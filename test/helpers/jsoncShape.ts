import { strict as assert } from 'node:assert';
import type { Node } from 'jsonc-parser';

/**
 * A tree as plain data, read through the fields jsonc-parser's `Node` declares and checking each child's `parent`,
 * so that two trees of the same shape compare equal whichever classes built them.
 */
export function jsoncShape(node: Node): unknown {
  const shape: Record<string, unknown> = { type: node.type, offset: node.offset, length: node.length };
  if (node.value !== undefined) shape.value = node.value;
  if (node.colonOffset !== undefined) shape.colonOffset = node.colonOffset;
  if (node.children) {
    for (const child of node.children) assert.equal(child.parent, node, `the parent of the child at ${child.offset}`);
    shape.children = node.children.map(jsoncShape);
  }
  return shape;
}
