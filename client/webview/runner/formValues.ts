/**
 * Form values from JSON: the defaults a form starts with, and arguments put back into a form (a history entry
 * edited again, the raw JSON editor switched back to the form). Pure; the inverse of coerce.ts, checked by it.
 */
import { coerce, hasType, VALUE_KIND, type FieldError, type FormValue } from '../../src/runner/coerce';
import type { FormField } from '../../src/runner/schemaForm';
import { ownValue, setOwn } from '../../../common/json/ownKeys';

/** The value of a field with nothing entered. */
export function emptyValue(field: FormField): FormValue {
  switch (VALUE_KIND[field.kind]) {
    case 'text':
      return { kind: 'text', text: '' };
    case 'bool':
      return { kind: 'bool', value: undefined };
    case 'pick':
      return { kind: 'pick', index: -1 };
    case 'set':
      return { kind: 'set', picked: [] };
    case 'list':
      return { kind: 'list', items: [] };
    case 'props':
      return { kind: 'props', props: {}, entries: [], variant: -1 };
    case 'choice':
      return {
        kind: 'choice',
        option: 0,
        value: emptyValue((field as Extract<FormField, { kind: 'choice' }>).options[0]?.field ?? field),
      };
    case 'const':
      return { kind: 'const', include: false };
  }
}

/**
 * The value a form starts with: the schema's default, else false for a required checkbox, the only choice of a
 * required constant or list of one, and for an object its properties' own starting values.
 */
export function initialValue(field: FormField): FormValue {
  if (field.default) return valueFromJson(field, field.default.value).value;
  switch (field.kind) {
    case 'boolean':
      return { kind: 'bool', value: field.required ? false : undefined };
    case 'const':
      return { kind: 'const', include: field.required };
    case 'enum':
      return { kind: 'pick', index: field.required && field.options.length === 1 ? 0 : -1 };
    case 'array':
      return {
        kind: 'list',
        items: Array.from({ length: Math.min(field.minItems ?? 0, 20) }, () => initialValue(field.items)),
      };
    case 'object': {
      const props: Record<string, FormValue> = {};
      for (const p of field.properties) setOwn(props, p.name, initialValue(p.field));
      return {
        kind: 'props',
        props,
        entries: [],
        variant: field.variants?.exclusive || field.variants?.options.length === 1 ? 0 : -1,
      };
    }
    case 'choice':
      return {
        kind: 'choice',
        option: 0,
        value: field.options[0] ? initialValue(field.options[0].field) : emptyValue(field),
      };
    default:
      return emptyValue(field);
  }
}

/**
 * `json` as the form's value, and whether the form holds it exactly. When it does not (a property the schema does
 * not name, a value of the wrong type), the value is the closest the form can hold; the raw JSON editor has the rest.
 */
export function valueFromJson(field: FormField, json: unknown): { value: FormValue; exact: boolean } {
  const value = fromJson(field, json);
  return { value, exact: same(coerceQuiet(field, value), json) };
}

function coerceQuiet(field: FormField, value: FormValue): unknown {
  const errors: FieldError[] = [];
  return coerce(field, value, ['value'], errors);
}

function fromJson(field: FormField, json: unknown): FormValue {
  if (json === undefined) return emptyValue(field);
  if (json === null && field.nullable && !(field.kind === 'const' && field.value === null)) {
    return { ...emptyValue(field), isNull: true };
  }
  switch (field.kind) {
    case 'string':
      return { kind: 'text', text: typeof json === 'string' ? json : '' };
    case 'number':
      return { kind: 'text', text: typeof json === 'number' && Number.isFinite(json) ? String(json) : '' };
    case 'json':
      return { kind: 'text', text: JSON.stringify(json, null, 2) ?? '' };
    case 'boolean':
      return { kind: 'bool', value: typeof json === 'boolean' ? json : undefined };
    case 'enum':
      return { kind: 'pick', index: field.options.findIndex((o) => same(o.value, json)) };
    case 'const':
      return { kind: 'const', include: same(field.value, json) };
    case 'set':
      return {
        kind: 'set',
        picked: Array.isArray(json)
          ? json.map((v) => field.options.findIndex((o) => same(o.value, v))).filter((i) => i >= 0)
          : [],
      };
    case 'array':
      return { kind: 'list', items: Array.isArray(json) ? json.map((v) => fromJson(field.items, v)) : [] };
    case 'object': {
      const obj = hasType(json, 'object') ? (json as Record<string, unknown>) : {};
      const props: Record<string, FormValue> = {};
      for (const p of field.properties) setOwn(props, p.name, fromJson(p.field, ownValue(obj, p.name)));
      const declared = new Set(field.properties.map((p) => p.name));
      const entries = field.additional
        ? Object.entries(obj)
            .filter(([k]) => !declared.has(k))
            .map(([key, v]) => ({ key, value: fromJson(field.additional!, v) }))
        : [];
      return { kind: 'props', props, entries, variant: variantOf(field, obj) };
    }
    case 'choice': {
      // the first option that holds the value exactly, else the first whose type fits
      for (const [i, o] of field.options.entries()) {
        const v = valueFromJson(o.field, json);
        if (v.exact) return { kind: 'choice', option: i, value: v.value };
      }
      const i = Math.max(
        0,
        field.options.findIndex((o) => fits(o.field, json)),
      );
      return {
        kind: 'choice',
        option: i,
        value: field.options[i] ? fromJson(field.options[i]!.field, json) : emptyValue(field),
      };
    }
  }
}

/** The variant whose required properties the object has (the first, when several or none do). */
function variantOf(field: Extract<FormField, { kind: 'object' }>, obj: Record<string, unknown>): number {
  const options = field.variants?.options;
  if (!options?.length) return -1;
  const i = options.findIndex((o) => o.required.every((r) => r in obj));
  if (i >= 0) return i;
  return field.variants!.exclusive ? 0 : -1;
}

function fits(field: FormField, json: unknown): boolean {
  switch (field.kind) {
    case 'string':
      return typeof json === 'string';
    case 'number':
      return typeof json === 'number';
    case 'boolean':
      return typeof json === 'boolean';
    case 'array':
    case 'set':
      return Array.isArray(json);
    case 'object':
      return hasType(json, 'object');
    case 'json':
      return !field.expect || hasType(json, field.expect);
    default:
      return false;
  }
}

/** Deep equality of JSON values (key order ignored). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => same(v, (b as unknown[])[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.prototype.hasOwnProperty.call(b, k) &&
        same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * `value` made to fit `field` (a value saved for an earlier version of the schema, or restored from the page's
 * state): what fits is kept, what does not starts afresh.
 */
export function repair(field: FormField, value: FormValue | undefined): FormValue {
  if (!value || value.kind !== VALUE_KIND[field.kind]) return initialValue(field);
  const isNull = value.isNull && field.nullable ? { isNull: true } : {};
  switch (field.kind) {
    case 'enum':
      return {
        kind: 'pick',
        index: inRange((value as { index: number }).index, field.options.length)
          ? (value as { index: number }).index
          : -1,
        ...isNull,
      };
    case 'set':
      return {
        kind: 'set',
        picked: (value as { picked: number[] }).picked.filter((i) => inRange(i, field.options.length)),
        ...isNull,
      };
    case 'array':
      return {
        kind: 'list',
        items: (value as { items: FormValue[] }).items.map((v) => repair(field.items, v)),
        ...isNull,
      };
    case 'object': {
      const v = value as Extract<FormValue, { kind: 'props' }>;
      const props: Record<string, FormValue> = {};
      for (const p of field.properties) {
        setOwn(props, p.name, repair(p.field, ownValue(v.props, p.name) as FormValue | undefined));
      }
      const entries = field.additional
        ? v.entries.map((e) => ({ key: String(e.key), value: repair(field.additional!, e.value) }))
        : [];
      const variant = inRange(v.variant, field.variants?.options.length ?? 0) ? v.variant : -1;
      return { kind: 'props', props, entries, variant, ...isNull };
    }
    case 'choice': {
      const v = value as Extract<FormValue, { kind: 'choice' }>;
      const option = inRange(v.option, field.options.length) ? v.option : 0;
      const chosen = field.options[option];
      return {
        kind: 'choice',
        option,
        value: chosen ? repair(chosen.field, option === v.option ? v.value : undefined) : emptyValue(field),
        ...isNull,
      };
    }
    case 'string':
    case 'number':
    case 'json':
      return { kind: 'text', text: String((value as { text: unknown }).text ?? ''), ...isNull };
    case 'boolean': {
      const b = (value as { value: unknown }).value;
      return { kind: 'bool', value: typeof b === 'boolean' ? b : undefined, ...isNull };
    }
    case 'const':
      return { kind: 'const', include: (value as { include: unknown }).include === true, ...isNull };
  }
}

function inRange(i: unknown, length: number): i is number {
  return typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < length;
}
