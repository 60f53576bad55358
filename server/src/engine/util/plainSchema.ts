import type { Node } from 'jsonc-parser';
import { isObject, items, keyOf, properties, valueOf } from '../../../../common/json/jsonNodes';
import { SCHEMA_KEYWORDS, SIMPLE_TYPES as TYPE_NAMES } from './schemaWalk';

/**
 * Whether a schema is valid in every dialect without asking the validator: only the keywords below with values of the
 * kinds the meta-schemas ask for. "Not plain" never means invalid; plainSchema.test.ts holds Ajv to every "plain".
 */
export function isPlainSchema(root: Node): boolean {
  return plainObject(root, 0, true);
}

/** Deeper than this the validator decides (a deep schema is rare, and this is a recursion). */
const MAX_DEPTH = 32;

type ValueCheck = (value: Node, depth: number) => boolean;

const SIMPLE_TYPES: ReadonlySet<string> = new Set(TYPE_NAMES);

const anyValue: ValueCheck = () => true;
const isString: ValueCheck = (v) => v.type === 'string';
const isBoolean: ValueCheck = (v) => v.type === 'boolean';
const isArrayNode: ValueCheck = (v) => v.type === 'array' && !!v.children;
const isNumber: ValueCheck = (v) => Number.isFinite(v.value);
const isPositive: ValueCheck = (v) => isNumber(v, 0) && (v.value as number) > 0;
const isCount: ValueCheck = (v) => Number.isSafeInteger(v.value) && (v.value as number) >= 0;
const isSchema: ValueCheck = (v, depth) => v.type === 'boolean' || plainObject(v, depth + 1, false);

/** `type`: one simple type, or a non-empty list of distinct ones. */
const isTypeValue: ValueCheck = (v) => {
  if (v.type === 'string') return SIMPLE_TYPES.has(v.value as string);
  const list = items(v);
  return list.length > 0 && distinctStrings(list, SIMPLE_TYPES);
};

/** `enum`: draft-07 wants a non-empty list of distinct values; scalars are compared here, the rest by the validator. */
const isEnumList: ValueCheck = (v) => {
  const list = items(v);
  const seen = new Set<string>();
  for (const n of list) {
    if (n.type !== 'string' && n.type !== 'number' && n.type !== 'boolean' && n.type !== 'null') return false;
    // 1 and 1.0 are one value, as the validator's deep equality has it
    const key = `${n.type}:${String(n.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return list.length > 0;
};

/** `required`: a list of distinct strings. */
const isNameList: ValueCheck = (v) => v.type === 'array' && distinctStrings(items(v));

/** `properties`: names to schemas. */
const isSchemaMap: ValueCheck = (v, depth) => {
  const props = properties(v);
  if (!isObject(v) || props.length !== v.children!.length) return false;
  for (const p of props) {
    const value = valueOf(p);
    if (!value || !isSchema(value, depth)) return false;
  }
  return true;
};

/** The keywords a plain schema may use, with what each meta-schema asks of its value (the strictest of the three). */
const PLAIN_KEYWORDS = new Map<string, ValueCheck>([
  ['type', isTypeValue],
  ['properties', isSchemaMap],
  ['additionalProperties', isSchema],
  ['items', isSchema],
  ['required', isNameList],
  ['enum', isEnumList],
  ['const', anyValue],
  ['default', anyValue],
  ['examples', isArrayNode],
  ['title', isString],
  ['description', isString],
  ['format', isString],
  ['$comment', isString],
  ['minimum', isNumber],
  ['maximum', isNumber],
  ['exclusiveMinimum', isNumber],
  ['exclusiveMaximum', isNumber],
  ['multipleOf', isPositive],
  ['minLength', isCount],
  ['maxLength', isCount],
  ['minItems', isCount],
  ['maxItems', isCount],
  ['minProperties', isCount],
  ['maxProperties', isCount],
  ['uniqueItems', isBoolean],
  ['deprecated', isBoolean],
  ['readOnly', isBoolean],
  ['writeOnly', isBoolean],
]);

/**
 * Every keyword of the three dialects (the test checks that it holds every key their meta-schemas name): outside
 * PLAIN_KEYWORDS, such a key makes the schema not plain; any other key is no keyword at all and may hold anything.
 */
const META_SCHEMA_KEYS: ReadonlySet<string> = new Set(SCHEMA_KEYWORDS);

function plainObject(node: Node, depth: number, isRoot: boolean): boolean {
  if (!isObject(node) || depth > MAX_DEPTH) return false;
  const props = properties(node);
  // a half-written object (a child that is no property with a key) is the validator's to judge
  if (props.length !== node.children!.length) return false;
  for (const p of props) {
    const key = keyOf(p);
    const value = valueOf(p);
    if (!value) return false;
    const check = PLAIN_KEYWORDS.get(key);
    if (check) {
      if (!check(value, depth)) return false;
    } else if (META_SCHEMA_KEYS.has(key)) {
      // the root's `$schema` chose the dialect and is taken out before validation (jsonSchema.ts)
      if (!(isRoot && key === '$schema' && value.type === 'string')) return false;
    }
  }
  return true;
}

function distinctStrings(list: readonly Node[], allowed?: ReadonlySet<string>): boolean {
  const seen = new Set<string>();
  for (const n of list) {
    if (n.type !== 'string') return false;
    const s = n.value as string;
    if (seen.has(s) || (allowed && !allowed.has(s))) return false;
    seen.add(s);
  }
  return true;
}
