import type { Node } from 'jsonc-parser';
import { isPromptLike } from '../detect/detect';
import { isArray, isObject, items, prop, stringValue } from '../../../common/json/jsonNodes';

/**
 * The capability definitions a document holds, as nodes of its tree. Every capability document shape (detect.ts) maps
 * to this one model, and the rules check the model, not the shape.
 */
export interface CapabilityModel {
  readonly tools: Node[];
  readonly resources: Node[];
  readonly resourceTemplates: Node[];
  readonly prompts: Node[];
  /** prompts/get result messages ({role, content}). */
  readonly messages: Node[];
  /** Content blocks anywhere they are defined: tool results, prompt messages, embedded in lists. */
  readonly contentBlocks: Node[];
  /** Resource contents ({uri, mimeType, text|blob}): resources/read results and embedded resources. */
  readonly resourceContents: Node[];
  /** The arrays that hold each list, for "unique per server" checks. */
  readonly lists: { tools?: Node; resources?: Node; resourceTemplates?: Node; prompts?: Node };
}

const cache = new WeakMap<Node, CapabilityModel>();

export function capabilityModel(root: Node | undefined): CapabilityModel {
  if (root) {
    const hit = cache.get(root);
    if (hit) return hit;
  }
  const model: CapabilityModel = {
    tools: [],
    resources: [],
    resourceTemplates: [],
    prompts: [],
    messages: [],
    contentBlocks: [],
    resourceContents: [],
    lists: {},
  };
  collect(root, model);
  if (root) cache.set(root, model);
  return model;
}

function collect(node: Node | undefined, m: CapabilityModel): void {
  if (!node) return;
  if (isArray(node)) {
    const objects = items(node).filter(isObject);
    // a bare array is a list of prompts when its entries declare arguments and none looks like a tool
    const asPrompts = objects.some(isPromptLike) && !objects.some((o) => !!prop(o, 'inputSchema'));
    for (const it of objects) {
      if (isContentBlock(it)) m.contentBlocks.push(it);
      else if (asPrompts) m.prompts.push(it);
      else m.tools.push(it);
    }
    if (m.tools.length) (m.lists as { tools?: Node }).tools = node;
    if (m.prompts.length) (m.lists as { prompts?: Node }).prompts = node;
    return;
  }
  if (!isObject(node)) return;
  const result = prop(node, 'result');
  if (prop(node, 'jsonrpc') !== undefined && isObject(result)) return collect(result, m);

  let isList = false;
  for (const key of ['tools', 'resources', 'resourceTemplates', 'prompts'] as const) {
    const arr = prop(node, key);
    if (!isArray(arr)) continue;
    isList = true;
    (m.lists as Record<string, Node>)[key] = arr;
    for (const it of items(arr)) if (isObject(it)) m[key].push(it);
  }
  const messages = prop(node, 'messages');
  if (isArray(messages)) {
    isList = true;
    for (const msg of items(messages)) {
      if (!isObject(msg)) continue;
      m.messages.push(msg);
      const content = prop(msg, 'content');
      if (isObject(content)) m.contentBlocks.push(content);
      else for (const c of items(content)) if (isObject(c)) m.contentBlocks.push(c);
    }
  }
  const content = prop(node, 'content');
  if (isArray(content)) {
    isList = true;
    for (const c of items(content)) if (isObject(c)) m.contentBlocks.push(c);
  }
  const contents = prop(node, 'contents');
  if (isArray(contents)) {
    isList = true;
    for (const c of items(contents)) if (isObject(c)) m.resourceContents.push(c);
  }
  if (!isList && isContentBlock(node)) m.contentBlocks.push(node);
  else if (!isList && stringValue(prop(node, 'name')) !== undefined) m.tools.push(node);
  for (const block of m.contentBlocks) {
    const embedded = prop(block, 'resource');
    if (isObject(embedded)) m.resourceContents.push(embedded);
  }
}

const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);
export function isContentBlock(obj: Node): boolean {
  const t = stringValue(prop(obj, 'type'));
  return !!t && CONTENT_TYPES.has(t);
}
