/**
 * The form for a JSON Schema (a tool's `inputSchema`, a prompt's arguments, a template's variables): which
 * input each value gets, worked out from the schema alone. Pure data, no DOM and no `vscode`: the runner's
 * webview renders it, coerce.ts turns its values into arguments, and ajv (schemaCheck.ts) has the last word.
 * What a form cannot express (tuples, free-form values, recursion past one level) becomes a JSON field.
 */

import { ownValue, setOwn } from '../../../common/json/ownKeys';

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

interface FieldBase {
  /** What the label names: the property name (array rows and map entries add their index or key when shown). */
  readonly label: string;
  readonly title?: string;
  readonly description?: string;
  readonly required: boolean;
  /** `null` is a value the schema allows (type [..., "null"], a null branch of anyOf/oneOf, `nullable: true`). */
  readonly nullable: boolean;
  /** The schema's `default`, when it has one (wrapped, so that a default of `undefined`-like values stays visible). */
  readonly default?: { readonly value: unknown };
  readonly deprecated?: boolean;
  /** A hint for the empty input: the first of `examples`, or an example of the format. */
  readonly placeholder?: string;
}

export interface StringField extends FieldBase {
  readonly kind: 'string';
  readonly format?: string;
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** The input that fits: one line, several lines (code, content, long text), or a typed browser input. */
  readonly input: 'text' | 'multiline' | 'email' | 'url' | 'date' | 'password';
}

export interface NumberField extends FieldBase {
  readonly kind: 'number';
  /** `type: integer`: the value is sent as a JSON integer. */
  readonly integer: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
}

export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
}

export interface Option {
  readonly label: string;
  readonly value: unknown;
  readonly description?: string;
}

/** One value of a list (`enum`, or `oneOf`/`anyOf` of `const`s): a select. */
export interface EnumField extends FieldBase {
  readonly kind: 'enum';
  readonly options: readonly Option[];
}

/** The one value `const` allows. */
export interface ConstField extends FieldBase {
  readonly kind: 'const';
  readonly value: unknown;
}

/** Rows that can be added and removed, each a form of its own. */
export interface ArrayField extends FieldBase {
  readonly kind: 'array';
  readonly items: FormField;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
}

/** An array of values from a list: one checkbox per value. */
export interface SetField extends FieldBase {
  readonly kind: 'set';
  readonly options: readonly Option[];
  readonly minItems?: number;
  readonly maxItems?: number;
}

export interface PropertyField {
  readonly name: string;
  readonly field: FormField;
}

/** `oneOf`/`anyOf` branches that only say which properties are required ("give an id or a name"). */
export interface RequiredVariants {
  /** oneOf: exactly one branch must hold; anyOf: at least one. */
  readonly exclusive: boolean;
  readonly options: readonly { readonly label: string; readonly required: readonly string[] }[];
}

export interface ObjectField extends FieldBase {
  readonly kind: 'object';
  readonly properties: readonly PropertyField[];
  /** More properties with names of the user's choosing (`additionalProperties` as a schema): key/value rows. */
  readonly additional?: FormField;
  readonly variants?: RequiredVariants;
}

/** `oneOf`/`anyOf` (or several types): one of the options is chosen, and filled in. */
export interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly options: readonly { readonly label: string; readonly field: FormField }[];
}

/** Any JSON the form cannot express, typed as JSON text. */
export interface JsonField extends FieldBase {
  readonly kind: 'json';
  /** Why this is JSON rather than inputs (shown beside the editor). */
  readonly reason: string;
  /** The JSON type the schema expects, when it says. */
  readonly expect?: JsonType;
}

export type FormField =
  | StringField
  | NumberField
  | BooleanField
  | EnumField
  | ConstField
  | ArrayField
  | SetField
  | ObjectField
  | ChoiceField
  | JsonField;

type Schema = Record<string, unknown>;

interface Context {
  readonly root: unknown;
  /** The `$ref`s being expanded on the way here: meeting one again is recursion. */
  readonly refs: readonly string[];
  readonly depth: number;
  /** Fields built so far for this form, shared by the whole build. */
  readonly built: { count: number };
}

const MAX_DEPTH = 16;
/**
 * A server writes the schema: `$ref`s that fan out (each definition naming the next several times) grow a form
 * exponentially in a schema of a few hundred bytes, and building it would stall the extension host.
 */
export const MAX_FORM_FIELDS = 2000;

class TooManyFields extends Error {}

/** The form of a schema; `label` and `required` are what the parent says about the value (the root has neither). */
export function buildForm(schema: unknown, label = '', required = true): FormField {
  try {
    return fieldOf(schema, { root: schema, refs: [], depth: 0, built: { count: 0 } }, label, required);
  } catch (e) {
    if (!(e instanceof TooManyFields)) throw e;
    const raw = isSchema(schema) ? schema : {};
    return json(
      label,
      required,
      raw,
      `The schema describes more than ${MAX_FORM_FIELDS.toLocaleString('en-US')} inputs, too many for a form: type the value as JSON.`,
    );
  }
}

function isSchema(v: unknown): v is Schema {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function fieldOf(raw: unknown, ctx: Context, label: string, required: boolean): FormField {
  if (++ctx.built.count > MAX_FORM_FIELDS) throw new TooManyFields();
  if (raw === true || (isSchema(raw) && Object.keys(raw).length === 0)) {
    return json(label, required, {}, 'Any JSON value is allowed.');
  }
  if (raw === false) return json(label, required, {}, 'The schema allows no value here (false).');
  if (!isSchema(raw)) return json(label, required, {}, 'The schema here is not an object.');
  if (ctx.depth > MAX_DEPTH) return json(label, required, raw, 'Nested too deeply for a form.');
  const flat = flatten(raw, ctx);
  if ('problem' in flat) return json(label, required, raw, flat.problem);
  const { schema, refs } = flat;
  const inner: Context = { root: ctx.root, refs, depth: ctx.depth + 1, built: ctx.built };
  const base = { ...common(schema, label, required), ...nullability(schema) };

  const nulls = withoutNull(schema);
  if (nulls) {
    return {
      ...fieldOf(nulls.rest, { ...inner, depth: ctx.depth }, label, required),
      ...describe(schema),
      nullable: true,
    } as FormField;
  }

  if ('const' in schema) return { ...base, kind: 'const', value: schema.const };
  if (Array.isArray(schema.enum)) return enumField(schema, schema.enum, base);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length) {
      return branchesField(schema, key, branches, { ctx: inner, base, label, required });
    }
  }

  const types = typesOf(schema);
  if (types.length > 1) {
    return {
      ...base,
      kind: 'choice',
      options: types.map((t) => ({
        label: t,
        field: fieldOf({ ...schema, type: t }, { ...inner, depth: ctx.depth }, label, required),
      })),
    };
  }
  switch (types[0]) {
    case 'string':
      return stringField(schema, base, label);
    case 'number':
    case 'integer':
      return numberField(schema, base, types[0] === 'integer');
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'null':
      return { ...base, kind: 'const', value: null };
    case 'array':
      return arrayField(schema, inner, base);
    case 'object':
      return objectField(schema, inner, base, undefined);
    default:
      return json(label, required, schema, 'The schema does not say what type of value goes here.');
  }
}

/** A select of the enum's values; a `null` among them makes the field nullable instead. */
function enumField(schema: Schema, all: unknown[], base: FieldBase): FormField {
  const values = all.filter((v) => v !== null);
  // `enumNames` (the titles of an enum's values, as older elicitation schemas give them) labels the options
  const names: unknown[] | undefined =
    Array.isArray(schema.enumNames) && schema.enumNames.length === all.length ? schema.enumNames : undefined;
  const label = (v: unknown) => {
    const name = names?.[all.indexOf(v)];
    return typeof name === 'string' && name.trim() ? name : optionText(v);
  };
  return {
    ...base,
    nullable: base.nullable || values.length < all.length,
    kind: 'enum',
    options: values.map((v) => ({ label: label(v), value: v })),
  };
}

/**
 * `oneOf`/`anyOf`: a select when every branch is a constant, required properties when that is all the branches say,
 * else a choice of forms, one per branch.
 */
function branchesField(
  schema: Schema,
  key: 'oneOf' | 'anyOf',
  branches: unknown[],
  { ctx: inner, base, label, required }: { ctx: Context; base: FieldBase; label: string; required: boolean },
): FormField {
  const consts = constOptions(branches, inner);
  if (consts) return { ...base, kind: 'enum', options: consts };
  const variants = requiredVariants(branches, key === 'oneOf');
  if (variants) return objectField({ ...schema, [key]: undefined }, inner, base, variants);
  // what the branches share (type, properties) goes into each; the words stay with the choice itself
  const { [key]: _drop, title: _t, description: _d, default: _v, examples: _e, ...shared } = schema;
  void [_drop, _t, _d, _v, _e];
  const options = branches.map((b, i) => {
    const branch = flatten(isSchema(b) ? b : {}, inner);
    const merged = 'problem' in branch ? b : mergeSchemas(branch.schema, shared);
    return {
      label: branchLabel(b, 'problem' in branch ? undefined : branch.schema, i),
      field: fieldOf(merged, inner, label, required),
    };
  });
  return { ...base, kind: 'choice', options };
}

// ---- schemas made plain: $ref followed, allOf merged, null split off ----

/** Follows `$ref`s and merges `allOf` until the schema says what it is itself. */
function flatten(schema: Schema, ctx: Context): { schema: Schema; refs: readonly string[] } | { problem: string } {
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
function mergeSchemas(a: Schema, b: Schema): Schema {
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

function typeList(t: unknown): string[] {
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
}

/** Splits off the null a schema allows besides its real type, when it is written as a type list or a null branch. */
function withoutNull(schema: Schema): { rest: Schema } | undefined {
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

function nullability(schema: Schema): { nullable: boolean } {
  return { nullable: schema.nullable === true };
}

// ---- field kinds ----

function common(schema: Schema, label: string, required: boolean): FieldBase {
  return {
    label,
    required,
    nullable: false,
    ...describe(schema),
    ...('default' in schema ? { default: { value: schema.default } } : {}),
    ...(schema.deprecated === true ? { deprecated: true } : {}),
    ...placeholderOf(schema),
  };
}

function describe(schema: Schema): { title?: string; description?: string } {
  const out: { title?: string; description?: string } = {};
  if (typeof schema.title === 'string' && schema.title.trim()) out.title = schema.title;
  if (typeof schema.description === 'string' && schema.description.trim()) out.description = schema.description;
  return out;
}

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2025-01-31T09:30:00Z',
  date: '2025-01-31',
  time: '09:30:00Z',
  email: 'name@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '123e4567-e89b-12d3-a456-426614174000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
};

function placeholderOf(schema: Schema): { placeholder?: string } {
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (example !== undefined) return { placeholder: typeof example === 'string' ? example : JSON.stringify(example) };
  const format = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  return format ? { placeholder: format } : {};
}

const MULTILINE_NAMES =
  /^(content|body|text|script|code|source|query|sql|yaml|json|markdown|html|template|prompt|message|notes?)$/i;

function stringField(schema: Schema, base: FieldBase, label: string): StringField {
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  const maxLength = num(schema.maxLength);
  let input: StringField['input'] = 'text';
  if (format === 'email') input = 'email';
  else if (format === 'uri' || format === 'url') input = 'url';
  else if (format === 'date') input = 'date';
  else if (format === 'password' || schema.writeOnly === true) input = 'password';
  else if (
    typeof schema.contentMediaType === 'string' ||
    (maxLength !== undefined && maxLength > 200) ||
    (maxLength === undefined && MULTILINE_NAMES.test(label))
  ) {
    input = 'multiline';
  }
  return {
    ...base,
    kind: 'string',
    input,
    ...(format ? { format } : {}),
    ...(typeof schema.pattern === 'string' ? { pattern: schema.pattern } : {}),
    ...opt('minLength', num(schema.minLength)),
    ...opt('maxLength', maxLength),
  };
}

function numberField(schema: Schema, base: FieldBase, integer: boolean): NumberField {
  // draft-04 wrote exclusiveMinimum: true beside minimum
  const exMin = schema.exclusiveMinimum === true ? num(schema.minimum) : num(schema.exclusiveMinimum);
  const exMax = schema.exclusiveMaximum === true ? num(schema.maximum) : num(schema.exclusiveMaximum);
  return {
    ...base,
    kind: 'number',
    integer,
    ...(schema.exclusiveMinimum === true ? {} : opt('minimum', num(schema.minimum))),
    ...(schema.exclusiveMaximum === true ? {} : opt('maximum', num(schema.maximum))),
    ...opt('exclusiveMinimum', exMin),
    ...opt('exclusiveMaximum', exMax),
    ...opt('multipleOf', num(schema.multipleOf)),
  };
}

function arrayField(schema: Schema, ctx: Context, base: FieldBase): FormField {
  const limits = { ...opt('minItems', num(schema.minItems)), ...opt('maxItems', num(schema.maxItems)) };
  if (Array.isArray(schema.items) || Array.isArray(schema.prefixItems)) {
    return json(base.label, base.required, schema, 'A tuple (items by position): edit as JSON.', base);
  }
  const items = schema.items === undefined ? {} : schema.items;
  const itemField = fieldOf(items, ctx, 'item', true);
  if (itemField.kind === 'enum' && !itemField.nullable) {
    return { ...base, kind: 'set', options: itemField.options, ...limits };
  }
  return {
    ...base,
    kind: 'array',
    items: itemField,
    ...limits,
    ...(schema.uniqueItems === true ? { uniqueItems: true } : {}),
  };
}

function objectField(schema: Schema, ctx: Context, base: FieldBase, variants: RequiredVariants | undefined): FormField {
  const props = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
  );
  const properties = Object.entries(props).map(([name, s]) => ({
    name,
    field: fieldOf(s, ctx, name, required.has(name)),
  }));
  const extra = schema.additionalProperties;
  const additional = isSchema(extra) && Object.keys(extra).length ? fieldOf(extra, ctx, 'value', true) : undefined;
  if (!properties.length && !additional && ctx.depth > 1 && extra !== false) {
    return json(base.label, base.required, schema, 'An object with properties of your choosing: edit as JSON.', base);
  }
  return {
    ...base,
    kind: 'object',
    properties,
    ...(additional ? { additional } : {}),
    ...(variants ? { variants } : {}),
  };
}

function json(label: string, required: boolean, schema: Schema, reason: string, base?: FieldBase): JsonField {
  const types = typesOf(schema).filter((t) => t !== 'null');
  return {
    ...(base ?? common(schema, label, required)),
    kind: 'json',
    reason,
    ...(types.length === 1 ? { expect: types[0] } : {}),
  };
}

/** The types a schema allows: its `type`, or what its keywords imply when it has none. */
function typesOf(schema: Schema): JsonType[] {
  const listed = typeList(schema.type).filter((t): t is JsonType =>
    ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'].includes(t),
  );
  if (listed.length) return listed;
  if (isSchema(schema.properties) || 'additionalProperties' in schema || Array.isArray(schema.required)) {
    return ['object'];
  }
  if ('items' in schema || 'prefixItems' in schema || 'minItems' in schema || 'maxItems' in schema) return ['array'];
  if ('pattern' in schema || 'minLength' in schema || 'maxLength' in schema || 'format' in schema) return ['string'];
  if (
    'minimum' in schema ||
    'maximum' in schema ||
    'multipleOf' in schema ||
    'exclusiveMinimum' in schema ||
    'exclusiveMaximum' in schema
  ) {
    return ['number'];
  }
  return [];
}

// ---- oneOf / anyOf ----

/** Branches that are each one constant (with a title, perhaps): a list of values. */
function constOptions(branches: unknown[], ctx: Context): Option[] | undefined {
  const options: Option[] = [];
  for (const b of branches) {
    if (!isSchema(b)) return undefined;
    const flat = flatten(b, ctx);
    if ('problem' in flat) return undefined;
    const s = flat.schema;
    const single = Array.isArray(s.enum) && s.enum.length === 1;
    if (!('const' in s) && !single) return undefined;
    const value = 'const' in s ? s.const : (s.enum as unknown[])[0];
    options.push({
      label: typeof s.title === 'string' && s.title.trim() ? s.title : optionText(value),
      value,
      ...(typeof s.description === 'string' ? { description: s.description } : {}),
    });
  }
  return options;
}

const CONSTRAINT_ONLY = new Set(['required', 'title', 'description', '$comment']);

/** Branches that only list required properties (`oneOf: [{required: [id]}, {required: [name]}]`). */
function requiredVariants(branches: unknown[], exclusive: boolean): RequiredVariants | undefined {
  const options: { label: string; required: string[] }[] = [];
  for (const b of branches) {
    if (!isSchema(b) || !Array.isArray(b.required) || !Object.keys(b).every((k) => CONSTRAINT_ONLY.has(k))) {
      return undefined;
    }
    const required = b.required.filter((r): r is string => typeof r === 'string');
    options.push({
      label: typeof b.title === 'string' && b.title.trim() ? b.title : required.join(' + ') || 'none',
      required,
    });
  }
  return { exclusive, options };
}

/** A name for one branch: its title, the constant that tells it apart, the definition it refers to, or its type. */
function branchLabel(raw: unknown, flat: Schema | undefined, index: number): string {
  const s = flat ?? (isSchema(raw) ? raw : {});
  if (typeof s.title === 'string' && s.title.trim()) return s.title;
  if (isSchema(s.properties)) {
    for (const [name, p] of Object.entries(s.properties)) {
      if (isSchema(p) && typeof p.const === 'string') return `${name}: ${p.const}`;
      if (isSchema(p) && Array.isArray(p.enum) && p.enum.length === 1 && typeof p.enum[0] === 'string') {
        return `${name}: ${p.enum[0]}`;
      }
    }
  }
  if (isSchema(raw) && typeof raw.$ref === 'string') {
    const last = raw.$ref.split('/').pop();
    if (last) return last;
  }
  const types = typesOf(s);
  if (types.length === 1) {
    if (types[0] === 'object' && isSchema(s.properties)) {
      const names = Object.keys(s.properties);
      if (names.length) return `object (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''})`;
    }
    return types[0]!;
  }
  return `Option ${index + 1}`;
}

function optionText(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function opt<K extends string>(key: K, value: number | undefined): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}
