/**
 * What the user entered in a form, and how it becomes a call's arguments: text made numbers, JSON parsed, `required`
 * enforced. Every other constraint is left to the validator (schemaCheck.ts) once the arguments are built.
 */
import type { FormField } from './schemaForm';
import { ownValue, setOwn } from '../../../common/json/ownKeys';

/** Input text: strings, numbers and JSON fields. */
export interface TextValue {
  kind: 'text';
  text: string;
  isNull?: boolean;
}

/** A checkbox; `undefined` until an optional box without a default is touched (then nothing is sent). */
export interface BoolValue {
  kind: 'bool';
  value: boolean | undefined;
  isNull?: boolean;
}

/** The chosen option of a select; -1 for none. */
export interface PickValue {
  kind: 'pick';
  index: number;
  isNull?: boolean;
}

/** The ticked options of a set. */
export interface SetValue {
  kind: 'set';
  picked: number[];
  isNull?: boolean;
}

export interface ListValue {
  kind: 'list';
  items: FormValue[];
  isNull?: boolean;
}

export interface PropsValue {
  kind: 'props';
  props: Record<string, FormValue>;
  /** Properties of the user's naming (`additionalProperties`). */
  entries: { key: string; value: FormValue }[];
  /** The chosen set of required properties (`RequiredVariants`), -1 for none. */
  variant: number;
  isNull?: boolean;
}

export interface ChoiceValue {
  kind: 'choice';
  option: number;
  value: FormValue;
  isNull?: boolean;
}

/** Whether an optional constant is sent. */
export interface ConstValue {
  kind: 'const';
  include: boolean;
  isNull?: boolean;
}

export type FormValue =
  TextValue | BoolValue | PickValue | SetValue | ListValue | PropsValue | ChoiceValue | ConstValue;

/** A problem of one value, at the path of keys and indexes from the arguments' root. */
export interface FieldError {
  readonly path: readonly string[];
  readonly message: string;
}

export interface Coerced {
  /** The arguments as far as they could be built (undefined: nothing to send), even when there are errors. */
  readonly value: unknown;
  readonly errors: readonly FieldError[];
}

/** The value kind each field kind keeps. */
export const VALUE_KIND: Record<FormField['kind'], FormValue['kind']> = {
  string: 'text',
  number: 'text',
  json: 'text',
  boolean: 'bool',
  enum: 'pick',
  set: 'set',
  array: 'list',
  object: 'props',
  choice: 'choice',
  const: 'const',
};

/** The arguments a form's values stand for: the root is always an object (an empty one when nothing is filled in). */
export function coerceArguments(form: FormField, value: FormValue): Coerced {
  const errors: FieldError[] = [];
  const out = coerce(form, value, [], errors);
  return { value: out === undefined && form.kind === 'object' ? {} : out, errors };
}

/** One value; undefined when nothing was entered (the property is then left out). */
export function coerce(
  field: FormField,
  value: FormValue | undefined,
  path: readonly string[],
  errors: FieldError[],
): unknown {
  if (!value || value.kind !== VALUE_KIND[field.kind]) return missing(field, path, errors);
  if (field.nullable && value.isNull) return null;
  let out: unknown;
  switch (field.kind) {
    case 'string':
      out = (value as TextValue).text === '' ? undefined : (value as TextValue).text;
      break;
    case 'number':
      out = number(field.integer, (value as TextValue).text, path, errors);
      if (out === INVALID) return undefined;
      break;
    case 'json':
      out = parseJson(field.expect, (value as TextValue).text, path, errors);
      if (out === INVALID) return undefined;
      break;
    case 'boolean':
      out = (value as BoolValue).value;
      break;
    case 'enum': {
      const i = (value as PickValue).index;
      out = i >= 0 && i < field.options.length ? field.options[i]!.value : undefined;
      break;
    }
    case 'const':
      out = (value as ConstValue).include ? field.value : undefined;
      break;
    case 'set': {
      const picked = [...new Set((value as SetValue).picked)]
        .filter((i) => i >= 0 && i < field.options.length)
        .sort((a, b) => a - b);
      out = picked.length || field.required ? picked.map((i) => field.options[i]!.value) : undefined;
      break;
    }
    case 'array': {
      const items = (value as ListValue).items;
      out =
        items.length || field.required
          ? items.map((item, i) => row(field.items, item, [...path, String(i)], errors))
          : undefined;
      break;
    }
    case 'object':
      out = object(field, value as PropsValue, path, errors);
      break;
    case 'choice': {
      const c = value as ChoiceValue;
      const option = field.options[c.option];
      if (!option) return missing(field, path, errors);
      return coerce(option.field, c.value, path, errors);
    }
  }
  return out === undefined ? missing(field, path, errors) : out;
}

function missing(field: FormField, path: readonly string[], errors: FieldError[]): undefined {
  // the root object and nested required objects are sent empty; their own required fields say what is missing
  if (field.required && path.length && field.kind !== 'object') errors.push({ path, message: 'is required' });
  return undefined;
}

/** An array row: a row the user added is meant to be sent, so an empty one is a mistake. */
function row(field: FormField, value: FormValue, path: string[], errors: FieldError[]): unknown {
  const before = errors.length;
  const out = coerce({ ...field, required: false } as FormField, value, path, errors);
  if (out === undefined && errors.length === before) {
    errors.push({ path, message: 'is empty: fill it in or remove the row' });
  }
  return out === undefined ? null : out;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** Entered, but not a value (the error is reported where it was found). */
const INVALID = Symbol('invalid');

/** Text as a number; undefined when nothing was entered. */
function number(
  integer: boolean,
  text: string,
  path: readonly string[],
  errors: FieldError[],
): number | undefined | typeof INVALID {
  const t = text.trim();
  if (t === '') return undefined;
  if (!NUMBER.test(t)) {
    errors.push({ path, message: `“${text}” is not a number` });
    return INVALID;
  }
  const n = Number(t);
  if (!Number.isFinite(n)) {
    errors.push({ path, message: `${t} is too large a number` });
    return INVALID;
  }
  if (integer && !Number.isInteger(n)) {
    errors.push({ path, message: `must be a whole number (an integer), not ${t}` });
    return INVALID;
  }
  if (integer && !Number.isSafeInteger(n)) {
    errors.push({ path, message: `${t} is too large to be sent exactly` });
    return INVALID;
  }
  // -0 would be sent as 0 anyway; keep the sign out of the arguments
  return n === 0 ? 0 : n;
}

/** JSON text; undefined when nothing was entered. */
function parseJson(expect: string | undefined, text: string, path: readonly string[], errors: FieldError[]): unknown {
  if (text.trim() === '') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    errors.push({ path, message: `is not valid JSON: ${e instanceof Error ? e.message : String(e)}` });
    return INVALID;
  }
  if (expect && !hasType(v, expect)) {
    errors.push({ path, message: `must be JSON of type ${expect}` });
    return INVALID;
  }
  return v;
}

export function hasType(v: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'null':
      return v === null;
    default:
      return typeof v === type;
  }
}

function object(
  field: Extract<FormField, { kind: 'object' }>,
  value: PropsValue,
  path: readonly string[],
  errors: FieldError[],
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const variant = field.variants?.options[value.variant];
  const alsoRequired = new Set(variant?.required ?? []);
  for (const { name, field: child } of field.properties) {
    const effective = alsoRequired.has(name) && !child.required ? ({ ...child, required: true } as FormField) : child;
    const v = coerce(effective, ownValue(value.props, name) as FormValue | undefined, [...path, name], errors);
    if (v !== undefined) setOwn(out, name, v);
  }
  if (field.additional) {
    const declared = new Set(field.properties.map((p) => p.name));
    value.entries.forEach((entry, i) => {
      const where = [...path, entry.key || `#${i + 1}`];
      if (entry.key === '') errors.push({ path: where, message: 'needs a name' });
      else if (declared.has(entry.key) || Object.prototype.hasOwnProperty.call(out, entry.key)) {
        errors.push({ path: where, message: `is given twice` });
      }
      const v = row(field.additional!, entry.value, where, errors);
      if (entry.key !== '') setOwn(out, entry.key, v);
    });
  }
  return Object.keys(out).length || field.required ? out : undefined;
}
