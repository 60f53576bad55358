import type { Node } from 'jsonc-parser';
import type { Analysis } from '../pipeline';
import { isDocKind, type McpServersClient, type DocKind, type Segment } from '../fieldDocs';
import { isArray, isObject, items, prop, stringValue } from '../../../common/json/jsonNodes';

/** What the field table needs to know about a document: its kind and, for `mcpServers` files, the client. */
export interface DocTarget {
  readonly kind: DocKind;
  readonly dialect: McpServersClient | 'generic';
  readonly root: Node | undefined;
}

export function docTarget(analysis: Analysis): DocTarget | undefined {
  const { kind, dialect } = analysis.detection;
  if (!isDocKind(kind)) return undefined;
  return { kind, dialect: dialect ?? 'generic', root: analysis.parsed.root };
}

const RESULT_KEYS = [
  'tools',
  'resources',
  'resourceTemplates',
  'prompts',
  'messages',
  'content',
  'contents',
  'nextCursor',
  'jsonrpc',
  'result',
  'protocolVersion',
  'structuredContent',
];
const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);

export type CapabilityList = 'tools' | 'resources' | 'resourceTemplates' | 'prompts' | 'content';

/** What a capability object is, by its shape: a tool, a resource, a template, a prompt or a content block. */
export function capabilityListOf(obj: Node | undefined): CapabilityList {
  if (!isObject(obj)) return 'tools';
  const type = stringValue(prop(obj, 'type'));
  if (type && CONTENT_TYPES.has(type)) return 'content';
  if (prop(obj, 'inputSchema')) return 'tools';
  if (prop(obj, 'uriTemplate')) return 'resourceTemplates';
  if (prop(obj, 'uri')) return 'resources';
  if (isArray(prop(obj, 'arguments')) && !prop(obj, 'annotations')) return 'prompts';
  return 'tools';
}

/**
 * The document path as the field table spells it: the table documents capability documents as list results, so a bare
 * definition or a root array gets the list key its items belong to.
 */
export function tablePath(target: DocTarget, path: readonly Segment[]): Segment[] {
  if (target.kind !== 'capabilities') return path.slice();
  const root = target.root;
  if (isArray(root)) {
    if (!path.length) return [];
    const first = path[0]!;
    const item = typeof first === 'number' ? items(root)[first] : undefined;
    const list = capabilityListOf(item ?? items(root).find(isObject));
    return [list, first, ...path.slice(1)];
  }
  if (isObject(root) && !RESULT_KEYS.some((k) => prop(root, k) !== undefined) && isDefinition(root)) {
    return [capabilityListOf(root), 0, ...path];
  }
  return path.slice();
}

function isDefinition(obj: Node): boolean {
  return ['name', 'uri', 'uriTemplate', 'inputSchema', 'type', 'annotations'].some((k) => prop(obj, k) !== undefined);
}

/** The path of a node from the root: keys and array indexes (a key node or a property has its property's path). */
export function pathOfNode(node: Node): Segment[] {
  const out: Segment[] = [];
  let cur: Node | undefined =
    node.parent?.type === 'property' && node.parent.children?.[0] === node ? node.parent : node;
  while (cur?.parent) {
    const parent: Node = cur.parent;
    if (cur.type === 'property') out.push(String(cur.children?.[0]?.value ?? ''));
    else if (parent.type === 'array') out.push(parent.children?.indexOf(cur) ?? 0);
    cur = parent;
  }
  return out.reverse();
}
