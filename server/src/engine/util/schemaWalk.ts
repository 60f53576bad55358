import type { Node } from 'jsonc-parser';
import { isArray, isObject, items, keyOf, properties, valueOf } from '../../../../common/json/jsonNodes';

/** Keywords whose value is a map from names to subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is one subschema. */
const SCHEMA_VALUES = [
  'additionalProperties',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
/**
 * Keywords whose value is an array of subschemas, or one (`items`: an array of them in draft-07), or a map of them
 * (`dependencies` holds schemas or arrays of names).
 */
const SCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items', 'dependencies'];
/** Every key that leads to subschemas, with how: one lookup per key (most keys lead nowhere). */
const LEADS = new Map<string, 'map' | 'value' | 'array'>([
  ...SCHEMA_MAPS.map((k) => [k, 'map'] as const),
  ...SCHEMA_VALUES.map((k) => [k, 'value'] as const),
  ...SCHEMA_ARRAYS.map((k) => [k, 'array'] as const),
]);
/**
 * Keywords whose subschemas describe the same instance as their parent (so the parent's properties apply);
 * `dependencies` is draft-07's `dependentSchemas` (its other form, a list of names, holds no subschema).
 */
export const SAME_INSTANCE = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'dependencies',
]);

/** The simple types JSON Schema's `type` names (the same seven in every dialect). */
export const SIMPLE_TYPES: readonly string[] = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/** Every keyword of JSON Schema 2020-12, 2019-09 and draft-07, for "did you mean" on misspelt keywords. */
export const SCHEMA_KEYWORDS = [
  '$schema',
  '$id',
  '$ref',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$defs',
  '$comment',
  '$vocabulary',
  'definitions',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'dependencies',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'unevaluatedItems',
  'unevaluatedProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
];

export interface SchemaVisit {
  /** The schema object. */
  readonly node: Node;
  /** Reached from the root through `properties` keys only (where `x-mcp-header` may appear). */
  readonly staticChain: boolean;
  /** The keyword that led here from the parent schema (undefined at the root). */
  readonly via?: string;
  readonly parent?: SchemaVisit;
  /** For a schema under `properties`, the property name. */
  readonly propertyName?: string;
}

/** Visits every subschema object (depth first, parents before children); boolean schemas are skipped. */
export function walkSchema(root: Node | undefined, visit: (v: SchemaVisit) => void, maxDepth = 64): void {
  if (!isObject(root)) return;
  // every rule that looks into schemas walks every tool's schemas: no closures or arrays per property here
  // a missing value (`"not": }` while typing) and a boolean schema are no subschema objects
  const child = (
    v: SchemaVisit,
    key: string,
    node: Node | undefined,
    propertyName: string | undefined,
    depth: number,
  ): void => {
    if (!isObject(node)) return;
    // only the `properties` map passes a property name
    step(
      { node, staticChain: propertyName !== undefined && v.staticChain, via: key, parent: v, propertyName },
      depth + 1,
    );
  };
  const step = (v: SchemaVisit, depth: number): void => {
    visit(v);
    if (depth >= maxDepth) return;
    // every child of an object node is a property, and has its key
    const props = v.node.children!;
    for (let i = 0; i < props.length; i++) {
      const p = props[i]!;
      const key = keyOf(p);
      const leads = LEADS.get(key);
      if (leads === undefined) continue;
      const value = valueOf(p);
      if (leads === 'map') {
        if (isObject(value)) {
          for (const q of properties(value)) {
            child(v, key, valueOf(q), key === 'properties' ? keyOf(q) : undefined, depth);
          }
        }
      } else if (leads === 'value') {
        child(v, key, value, undefined, depth);
      } else {
        if (isArray(value)) for (const it of items(value)) child(v, key, it, undefined, depth);
        else if (key === 'dependencies' && isObject(value)) {
          for (const q of properties(value)) child(v, key, valueOf(q), undefined, depth);
        } else child(v, key, value, undefined, depth);
      }
    }
  };
  step({ node: root, staticChain: true }, 0);
}
