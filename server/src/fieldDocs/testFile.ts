import TEST_FILE_SCHEMA from '../../../common/savedTests/mcptest.schema.json';
import type { FieldDoc, Inner, ObjectType, ValueDoc } from './types';

/**
 * The field table of test files (`*.mcptest.json`), made from the JSON Schema the extension ships, so that hover and
 * completion say what the schema says. The catalog snapshot's items are the protocol's own types.
 */
interface SchemaNode {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly markdownEnumDescriptions?: readonly string[];
  readonly enum?: readonly (string | number | boolean)[];
  readonly default?: unknown;
  readonly $ref?: string;
  readonly items?: SchemaNode;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
}

const ROOT = TEST_FILE_SCHEMA as SchemaNode;
const DEFINITIONS = ROOT.definitions ?? {};
export const TEST_FILE_ROOT_TYPE = 'McpTestFile';

/** What the items of each catalog list are: the spec's types, documented in spec.ts. */
const CATALOG_ITEMS: Readonly<Record<string, string>> = {
  tools: 'Tool',
  resources: 'Resource',
  resourceTemplates: 'ResourceTemplate',
  prompts: 'Prompt',
};

function typeIdOf(ref: string): string {
  return `McpTest${ref.slice(ref.lastIndexOf('/') + 1)}`;
}

function titleOf(ref: string): string {
  const name = ref.slice(ref.lastIndexOf('/') + 1);
  return DEFINITIONS[name]?.title ?? name;
}

function fieldOf(key: string, node: SchemaNode, owner: SchemaNode, ownerId: string): FieldDoc {
  const shape = shapeOf(key, node, ownerId);
  const values: ValueDoc[] | undefined = node.enum?.map((value, i) => ({
    value,
    doc: node.markdownEnumDescriptions?.[i] ?? '',
  }));
  const description =
    node.description ?? (node.$ref ? DEFINITIONS[node.$ref.split('/').pop()!]?.description : undefined);
  return {
    summary: description ?? '',
    type: shape.type,
    ...(owner.required?.includes(key) ? { required: true as const } : {}),
    ...(values ? { values } : {}),
    ...(node.default !== undefined ? { default: JSON.stringify(node.default) } : {}),
    ...(shape.inner ? { inner: shape.inner } : {}),
  };
}

function shapeOf(key: string, node: SchemaNode, ownerId: string): { type: string; inner?: Inner } {
  if (node.$ref) return { type: titleOf(node.$ref), inner: { object: typeIdOf(node.$ref) } };
  if (node.type === 'array') {
    const catalogItem = ownerId === 'McpTestCatalog' ? CATALOG_ITEMS[key] : undefined;
    if (catalogItem) return { type: `${catalogItem}[]`, inner: { items: catalogItem } };
    const item = node.items;
    if (item?.$ref) return { type: `${titleOf(item.$ref)}[]`, inner: { items: typeIdOf(item.$ref) } };
    return { type: `${item?.type ?? 'any'}[]` };
  }
  if (node.type === 'object') return { type: 'object', inner: { free: true } };
  return node.type ? { type: node.type } : { type: 'any JSON value', inner: { free: true } };
}

function objectTypeOf(id: string, node: SchemaNode): ObjectType {
  const fields: Record<string, FieldDoc> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) fields[key] = fieldOf(key, child, node, id);
  return { name: node.title ?? id, fields };
}

export const TEST_FILE_TYPES: Readonly<Record<string, ObjectType>> = Object.fromEntries([
  [TEST_FILE_ROOT_TYPE, objectTypeOf(TEST_FILE_ROOT_TYPE, ROOT)],
  ...Object.entries(DEFINITIONS).map(([name, node]) => {
    const id = typeIdOf(name);
    return [id, objectTypeOf(id, node)];
  }),
]);
