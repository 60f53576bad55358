import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { DEFAULT_TARGET_HOSTS } from '../../../../../common/formats/hosts';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  prop,
  properties,
  propertyNode,
  stringValue,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { setProperty } from '../../util/edits';
import type { Rule, RuleContext } from '../../types';

/** How many tools VS Code sends the model in one request (microsoft/vscode#255585). */
export const VS_CODE_TOOL_LIMIT = 128;

const TARGETS = 'Reported only while `mcpLens.targetHosts` includes';

export const hostProfiles: Rule = {
  meta: [
    {
      code: 'MCP122',
      name: 'host-array-without-items',
      severity: 'warning',
      summary:
        "VS Code: an array schema in a tool's `inputSchema` has no `items`, and VS Code rejects the tool " +
        '(microsoft/vscode#248810).',
      why:
        'VS Code checks every tool it sends the model and stops at "tool parameters array type must have items": ' +
        "each chat request that offers the tool fails, often with all the server's tools. JSON Schema and MCP " +
        '2026-07-28 allow an array without `items`; this is a host limit, not a spec problem. VS Code looks through ' +
        '`properties`, `items`, `additionalProperties`, `patternProperties`, `dependencies`, `anyOf`/`allOf`/`oneOf`, ' +
        `\`not\`, \`if\`/\`then\`/\`else\` and \`contains\` (not into \`$defs\`), and so does this rule. ${TARGETS} "vscode".`,
      fix:
        'Describe the elements, e.g. `"items": { "type": "string" }`. The quick fix adds `"items": {}` ' +
        '(any element), which accepts what the schema accepted before.',
      example:
        '{ "tools": [{ "name": "tag", "description": "Tags a page", "inputSchema": { "type": "object", ' +
        '"properties": { "tags": { "type": "array" } } } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP123',
      name: 'host-too-many-tools',
      severity: 'warning',
      summary:
        'VS Code: the server offers more than 128 tools, more than VS Code sends the model in one request ' +
        '(microsoft/vscode#255585).',
      why:
        'VS Code sends at most 128 tools per request, its own built-in tools included. Past that it hides tools ' +
        'behind generated `activate_…` groups the model must call first (older versions failed the request with ' +
        `"Cannot have more than 128 tools per request"). ${TARGETS} "vscode".`,
      fix: 'Offer fewer tools, or split them into toolsets that users enable as they need them.',
      example: JSON.stringify({
        tools: Array.from({ length: VS_CODE_TOOL_LIMIT + 1 }, (_, i) => ({
          name: `tool_${i + 1}`,
          inputSchema: { type: 'object' },
        })),
      }),
      kinds: ['capabilities'],
    },
    {
      code: 'MCP124',
      name: 'host-object-without-shape',
      severity: 'warning',
      summary:
        "Visual Studio: an object schema nested in a tool's `inputSchema` declares neither `properties` nor " +
        "`additionalProperties`, and Visual Studio's Copilot rejects the tool (DeusData/codebase-memory-mcp#731).",
      why:
        'Visual Studio\'s Copilot requires `"additionalProperties": false` on the objects of a tool schema; a ' +
        'nested `{ "type": "object" }` with nothing else made every request that offered the tool fail ' +
        '(DeusData/codebase-memory-mcp#731). The rule reports only that shape: an open object with no ' +
        `properties at all. JSON Schema and MCP 2026-07-28 allow it; this is a host limit. ${TARGETS} "visual-studio".`,
      fix:
        'Declare the object\'s properties and close it with `"additionalProperties": false` (the fix of #731), or ' +
        'take the value as a JSON string when its shape is truly free.',
      example:
        '{ "tools": [{ "name": "ingest", "description": "Ingests traces", "inputSchema": { "type": "object", ' +
        '"properties": { "traces": { "type": "array", "items": { "type": "object" } } } } }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const hosts = ctx.options.targetHosts ?? DEFAULT_TARGET_HOSTS;
    const vsCode = hosts.includes('vscode');
    const visualStudio = hosts.includes('visual-studio');
    const model = capabilityModel(ctx.doc.root);
    if (vsCode) checkToolCount(ctx, model.tools);
    for (const tool of model.tools) {
      forEachSchemaNode(prop(tool, 'inputSchema'), (node, depth) => {
        if (vsCode) checkArrayItems(ctx, node);
        if (visualStudio && depth > 0) checkOpenObject(ctx, node);
      });
    }
  },
};

/**
 * The schemas VS Code's check walks (vscode-copilot-chat `toolSchemaNormalizer.ts`, `forEachSchemaNode`): the same
 * keywords, and no `$ref` followed. `depth` is 0 at the root.
 */
function forEachSchemaNode(root: Node | undefined, visit: (node: Node, depth: number) => void, maxDepth = 64): void {
  const step = (node: Node | undefined, depth: number): void => {
    if (!isObject(node) || depth > maxDepth) return;
    visit(node, depth);
    for (const p of properties(node)) {
      const value = valueOf(p);
      switch (keyOf(p)) {
        case 'properties':
        case 'patternProperties':
        case 'dependencies':
          for (const q of properties(value)) step(valueOf(q), depth + 1);
          break;
        case 'items':
        case 'anyOf':
        case 'allOf':
        case 'oneOf':
          if (isArray(value)) for (const it of items(value)) step(it, depth + 1);
          else step(value, depth + 1);
          break;
        case 'additionalProperties':
        case 'not':
        case 'if':
        case 'then':
        case 'else':
        case 'contains':
          step(value, depth + 1);
          break;
      }
    }
  };
  step(root, 0);
}

/** MCP122: `"type": "array"` with no `items` (or `items: false`, which VS Code's test reads as none). */
function checkArrayItems(ctx: RuleContext, node: Node): void {
  const type = propertyNode(node, 'type');
  if (stringValue(prop(node, 'type')) !== 'array') return;
  const itemsNode = prop(node, 'items');
  if (itemsNode && itemsNode.value !== false) return;
  const edits = itemsNode ? [] : setProperty(ctx.doc.text, node, 'items', {});
  ctx.report(
    'MCP122',
    type!,
    `VS Code rejects this tool: an array schema ${itemsNode ? 'with "items": false' : 'without "items"'} stops it ` +
      'with "tool parameters array type must have items" (microsoft/vscode#248810), and every request that offers ' +
      'the tool fails. Describe the elements, e.g. "items": { "type": "string" }.',
    {
      fixes: edits.length
        ? [{ title: 'Add "items": {} (any element, as now)', edits, preferred: true, safe: true }]
        : [],
    },
  );
}

/** MCP123: more tools than one request carries. */
function checkToolCount(ctx: RuleContext, tools: readonly Node[]): void {
  if (tools.length <= VS_CODE_TOOL_LIMIT) return;
  const first = tools[VS_CODE_TOOL_LIMIT]!;
  // so many tools are items of a list: the "tools" property that holds it, or none in a bare array
  const owner = first.parent!.parent;
  const at = owner ? keyNode(owner) : (prop(first, 'name') ?? { offset: first.offset, length: 1 });
  ctx.report(
    'MCP123',
    at,
    `This server offers ${tools.length} tools; VS Code sends at most ${VS_CODE_TOOL_LIMIT} per request, its own ` +
      'built-in tools included (microsoft/vscode#255585). Past that it hides tools behind generated "activate_…" ' +
      'groups the model must call first. Offer fewer tools, or split them into toolsets users enable.',
  );
}

/** Keywords that give an object its shape, or may: an object with any of them is not the open object of #731. */
const SHAPING = ['properties', 'additionalProperties', 'patternProperties', '$ref', 'allOf', 'anyOf', 'oneOf'];

/** MCP124: a nested `{ "type": "object" }` with no properties and nothing closing it. */
function checkOpenObject(ctx: RuleContext, node: Node): void {
  if (stringValue(prop(node, 'type')) !== 'object') return;
  if (SHAPING.some((k) => propertyNode(node, k))) return;
  ctx.report(
    'MCP124',
    propertyNode(node, 'type')!,
    'Visual Studio\'s Copilot rejects this tool: this nested object declares neither "properties" nor ' +
      '"additionalProperties": false, and every request that offered such a tool failed ' +
      '(DeusData/codebase-memory-mcp#731). Declare its properties and add "additionalProperties": false.',
  );
}
