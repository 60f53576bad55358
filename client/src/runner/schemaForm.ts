// The form for a JSON Schema (a tool's `inputSchema`, a prompt's arguments, a template's variables), worked out from
// the schema alone; what a form cannot express becomes a JSON field (docs/architecture.md, "A tool call").
import { flatten, isSchema, mergeSchemas, typeList, withoutNull, type Schema } from './flatSchema';
import type {
  FieldBase,
  FormField,
  JsonField,
  JsonType,
  NumberField,
  Option,
  RequiredVariants,
  StringField,
} from './formField';

export { resolvePointer } from './flatSchema';
// the pages and the runner's modules take the form's type from here, where forms are built
export type { FormField } from './formField';

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
