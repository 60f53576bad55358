import { visit, type Node, type NodeType, type ParseError, type ParseOptions } from 'jsonc-parser';
import { PropertyNode } from './propertyNode';

/**
 * jsonc-parser's `parseTree`, node for node and with the same error recovery, built to take less memory (how is in
 * docs/performance.md). With `maxDepth` it stops (`NestingLimit`) before the recursive parser runs out of stack.
 */
export function parseTree(
  text: string,
  errors: ParseError[] = [],
  options?: ParseOptions,
  maxDepth = Infinity,
): Node | undefined {
  const top: MutableNode = { type: 'array', offset: -1, length: -1, parent: undefined, children: [] };
  let current: MutableNode | PropertyNode = top;
  // children of the containers being read, one reused array per depth; a container takes an exact copy when it closes
  const pool: Node[][] = [top.children!];
  let depth = 0;
  let kids: Node[] = top.children!;
  const keys = new Map<string, string>();

  const completeProperty = (end: number): void => {
    if (current.type === 'property') {
      current.length = end - current.offset;
      current = current.parent as MutableNode;
    }
  };
  const add = (node: MutableNode): void => {
    // a property holds its value in a field (its children are made when read)
    if (current instanceof PropertyNode) current.valueNode = node;
    else kids.push(node);
  };
  const begin = (node: MutableNode): void => {
    if (depth >= maxDepth) throw new NestingLimit(node.offset, errors.length);
    add(node);
    kids = pool[++depth] ??= [];
    kids.length = 0;
    current = node;
  };
  const end = (offset: number, length: number): void => {
    // only a container (an object or an array) ends here
    (current as MutableNode).children = kids.slice();
    kids.length = 0;
    kids = pool[--depth]!;
    current.length = offset + length - current.offset;
    current = current.parent as MutableNode;
  };

  visit(
    text,
    {
      onObjectBegin: (offset) => begin({ type: 'object', offset, length: -1, parent: current, children: undefined }),
      onObjectProperty: (name, offset, length) => {
        let key = keys.get(name);
        if (key === undefined) keys.set(name, (key = name));
        const property = new PropertyNode(offset, current, key, length);
        add(property);
        current = property;
      },
      onObjectEnd: (offset, length) => {
        completeProperty(offset + length); // a property without a value ends with its object
        end(offset, length);
        completeProperty(offset + length);
      },
      onArrayBegin: (offset) => begin({ type: 'array', offset, length: -1, parent: current, children: undefined }),
      onArrayEnd: (offset, length) => {
        end(offset, length);
        completeProperty(offset + length);
      },
      onLiteralValue: (value, offset, length) => {
        add({ type: nodeType(value), value, offset, length, parent: current });
        completeProperty(offset + length);
      },
      onSeparator: (separator, offset) => {
        if (current.type !== 'property') return;
        if (separator === ':') current.colonOffset = offset;
        else if (separator === ',') completeProperty(offset);
      },
      onError: (error, offset, length) => {
        errors.push({ error, offset, length });
      },
    },
    options,
  );
  const root = top.children![0] as MutableNode | undefined;
  if (root) delete root.parent;
  return root;
}

/** Thrown by `parseTree` at the first container nested deeper than its `maxDepth`. */
export class NestingLimit extends Error {
  constructor(
    /** Offset of the container's `{` or `[`. */
    readonly offset: number,
    /** How many syntax errors came before it. */
    readonly errorsBefore: number,
  ) {
    super(`nesting deeper than the limit at offset ${offset}`);
  }
}

type MutableNode = { -readonly [K in keyof Node]: Node[K] };

function nodeType(value: unknown): NodeType {
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'object':
      if (!value) return 'null';
      return Array.isArray(value) ? 'array' : 'object';
    default:
      return 'null';
  }
}
