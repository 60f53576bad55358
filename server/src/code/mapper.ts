import type { Node } from 'jsonc-parser';
import type { Container, Declaration, Entry, Extraction, Lit, ObjectLit } from './ir';

/** What a node of the synthetic tree stands for in the code. */
export interface NodeInfo {
  /** The literal a value node was made from. */
  readonly lit?: Lit;
  /** The entry a key or property node was made from. */
  readonly entry?: Entry;
  /** The container holding that entry (for edits that add or remove entries). */
  readonly container?: Container;
  readonly role: 'key' | 'value' | 'property';
  /** Written as such in the code (not derived from a Zod shape, a function name or a signature): edits may touch it. */
  readonly editable: boolean;
  /** A string written without quotes (a function or parameter name), whose node reaches one character past each end. */
  readonly bare?: boolean;
}

/** A capability object of the tree (declaration, content block, message) and what it came from. */
export interface CapabilityNode {
  readonly node: Node;
  readonly object: ObjectLit;
  readonly declaration?: Declaration;
}

export interface SyntheticTree {
  readonly root: Node;
  readonly info: Map<Node, NodeInfo>;
  readonly capabilities: readonly CapabilityNode[];
}

const LISTS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;
const LIST_OF = {
  tool: 'tools',
  resource: 'resources',
  resourceTemplate: 'resourceTemplates',
  prompt: 'prompts',
} as const;

/**
 * Builds the jsonc-parser tree the capability rules read (`{ tools, resources, …, messages }`) from what the code
 * declares; each node points at its literal's source span, so findings land on the code. Non-literals are left out.
 */
export function syntheticTree(extraction: Extraction, textLength: number): SyntheticTree {
  const info = new Map<Node, NodeInfo>();
  const capabilities: CapabilityNode[] = [];
  const root = node('object', 0, textLength, undefined);
  const lists: Record<string, Lit[]> = { tools: [], resources: [], resourceTemplates: [], prompts: [] };
  const declarationOf = new Map<ObjectLit, Declaration>();
  for (const d of extraction.declarations) {
    lists[LIST_OF[d.kind]]!.push(d.object);
    declarationOf.set(d.object, d);
  }
  if (extraction.contentBlocks.length) lists.content = [...extraction.contentBlocks];
  if (extraction.messages.length) lists.messages = [...extraction.messages];
  for (const key of [...LISTS, 'content', 'messages']) {
    const items = lists[key];
    if (!items) continue;
    const property = node('property', 0, textLength, root);
    const keyNode = node('string', 0, 0, property, key);
    const array = node('array', 0, textLength, property);
    property.children = [keyNode, array];
    array.children = items.map((lit) => {
      const n = build(lit, array, info, true);
      capabilities.push({ node: n, object: lit as ObjectLit, declaration: declarationOf.get(lit as ObjectLit) });
      return n;
    });
    root.children!.push(property);
  }
  return { root, info, capabilities };
}

/** jsonc-parser's Node, while it is being built. */
type Building = { -readonly [K in keyof Node]: Node[K] };

function node(type: Node['type'], offset: number, length: number, parent: Node | undefined, value?: unknown): Building {
  const n: Building = { type, offset, length, parent, value };
  if (type === 'object' || type === 'array' || type === 'property') n.children = [];
  return n;
}

function build(lit: Lit, parent: Node, info: Map<Node, NodeInfo>, editable: boolean): Building {
  switch (lit.kind) {
    case 'string': {
      // the node spans the value plus one character each side, as a JSON string's quotes do, so the engine finds
      // positions inside it; `lintCode` takes back the extra characters of a name written without quotes
      const bare = !lit.quote && lit.content.end > lit.content.start;
      const n =
        lit.quote || bare
          ? node('string', lit.content.start - 1, lit.content.end - lit.content.start + 2, parent, lit.value)
          : node('string', lit.span.start, 0, parent, lit.value);
      info.set(n, { lit, role: 'value', editable: editable && !!lit.quote, bare });
      return n;
    }
    case 'number':
    case 'boolean':
    case 'null': {
      const n = node(
        lit.kind,
        lit.span.start,
        lit.span.end - lit.span.start,
        parent,
        lit.kind === 'null' ? null : lit.value,
      );
      info.set(n, { lit, role: 'value', editable: editable && lit.span.end > lit.span.start });
      return n;
    }
    case 'array': {
      const n = node('array', lit.span.start, lit.span.end - lit.span.start, parent);
      n.children = lit.items.map((it) => build(it, n, info, editable));
      info.set(n, { lit, role: 'value', editable });
      return n;
    }
    case 'object': {
      const n = node('object', lit.span.start, lit.span.end - lit.span.start, parent);
      const own = editable && !lit.synthetic;
      const entries = [...lit.entries]
        .filter((e) => e.value.kind !== 'opaque')
        .sort((a, b) => a.span.start - b.span.start);
      n.children = entries.map((e) => {
        const p = node('property', e.span.start, e.span.end - e.span.start, n);
        const k = node('string', e.keySpan.start, e.keySpan.end - e.keySpan.start, p, e.key);
        const v = build(e.value, p, info, own);
        p.children = [k, v];
        // a property's span must hold its key and value for lookups by offset
        const start = Math.min(p.offset, k.offset, v.offset);
        const end = Math.max(p.offset + p.length, k.offset + k.length, v.offset + v.length);
        p.offset = start;
        p.length = end - start;
        const keyEditable = own && e.keyStyle !== 'positional';
        info.set(p, { entry: e, container: lit.container, role: 'property', editable: keyEditable });
        info.set(k, { entry: e, container: lit.container, role: 'key', editable: keyEditable });
        return p;
      });
      info.set(n, { lit, role: 'value', editable: own });
      return n;
    }
    default:
      throw new Error('opaque values are never built');
  }
}
