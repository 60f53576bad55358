// A schema made flat for the form: its `$ref`s followed, its `allOf` merged, and the null it allows besides its type
// split off.
import { ownValue, setOwn } from '../../../common/json/ownKeys';

export type Schema = Record<string, unknown>;

/** Where `$ref`s are looked up, and the ones being expanded on the way here (meeting one again is recursion). */
interface RefContext {
  readonly root: unknown;
  readonly refs: readonly string[];
}

export function isSchema(v: unknown): v is Schema {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Follows `$ref`s and merges `allOf` until the schema says what it is itself. */
export function flatten(
  schema: Schema,
  ctx: RefContext,
): { schema: Schema; refs: readonly string[] } | { problem: string } {
  let current = schema;
  let refs = ctx.refs;
  for (let hops = 0; hops < 32; hops++) {
    if (typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (refs.includes(ref)) return { problem: `Recursive (${ref} contains itself): edit as JSON.` };
      const target = resolvePointer(ctx.root, ref);
      if (!isSchema(target) && target !== true) return { problem: `The reference ${ref} cannot be followed.` };
      const { $ref: _ref, ...siblings } = current;
      void _ref;
      // the referring schema's own words (description, default) describe this use of the definition
      current = { ...(isSchema(target) ? target : {}), ...siblings };
      refs = [...refs, ref];
      continue;
    }
    if (Array.isArray(current.allOf)) {
      const { allOf, ...rest } = current;
      let merged: Schema = rest;
      for (const part of allOf) {
        if (!isSchema(part)) continue;
        const flat = flatten(part, { ...ctx, refs });
        if ('problem' in flat) return flat;
        merged = mergeSchemas(merged, flat.schema);
      }
      current = merged;
      continue;
    }
    return { schema: current, refs };
  }
  return { problem: 'The references go too deep to follow.' };
}

/** A local JSON pointer (`#/$defs/Name`, `#/definitions/Name`, `#`); anything else cannot be followed here. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Both schemas at once (as allOf means): properties merged, required united, types intersected, the first's words kept. */
export function mergeSchemas(a: Schema, b: Schema): Schema {
  const out: Schema = { ...b, ...a };
  for (const [k, v] of Object.entries(a)) if (v === undefined && ownValue(b, k) !== undefined) setOwn(out, k, b[k]);
  if (isSchema(a.properties) || isSchema(b.properties)) {
    const pa = isSchema(a.properties) ? a.properties : {};
    const pb = isSchema(b.properties) ? b.properties : {};
    const props: Schema = { ...pa };
    for (const [k, v] of Object.entries(pb)) {
      const mine = ownValue(pa, k);
      setOwn(props, k, isSchema(mine) && isSchema(v) ? mergeSchemas(mine, v) : v);
    }
    out.properties = props;
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    out.required = [
      ...new Set([...(Array.isArray(a.required) ? a.required : []), ...(Array.isArray(b.required) ? b.required : [])]),
    ];
  }
  if (a.type !== undefined && b.type !== undefined) {
    const tb = new Set(typeList(b.type));
    const both = new Set<string>();
    for (const t of typeList(a.type)) {
      if (tb.has(t)) both.add(t);
      else if ((t === 'integer' && tb.has('number')) || (t === 'number' && tb.has('integer'))) both.add('integer');
    }
    // contradictory types are left as the first says (the validator reports them)
    if (both.size) out.type = both.size === 1 ? [...both][0] : [...both];
  }
  return out;
}

export function typeList(t: unknown): string[] {
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

/** Splits off the null a schema allows besides its real type, when it is written as a type list or a null branch. */
export function withoutNull(schema: Schema): { rest: Schema } | undefined {
  const types = typeList(schema.type);
  if (Array.isArray(schema.type) && types.includes('null') && types.length > 1) {
    const others = types.filter((t) => t !== 'null');
    return { rest: { ...schema, type: others.length === 1 ? others[0] : others } };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length < 2) continue;
    const nonNull = branches.filter((b) => !isNullSchema(b));
    if (nonNull.length === branches.length) continue;
    const { [key]: _drop, ...rest } = schema;
    void _drop;
    return {
      rest: nonNull.length === 1 && isSchema(nonNull[0]) ? mergeSchemas(rest, nonNull[0]) : { ...rest, [key]: nonNull },
    };
  }
  return undefined;
}

function isNullSchema(b: unknown): boolean {
  return (
    isSchema(b) &&
    (b.type === 'null' || (Array.isArray(b.type) && b.type.length === 1 && b.type[0] === 'null') || b.const === null) &&
    !b.properties
  );
}
