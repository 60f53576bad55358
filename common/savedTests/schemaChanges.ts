import { canonical } from '../catalog/catalogDiff';
import type { JsonObject } from '../mcp/types';

export type ChangeSeverity = 'breaking' | 'change';

/** One difference found inside an item, before the item's kind and name are put in front of its text. */
export interface Finding {
  readonly code: string;
  readonly severity: ChangeSeverity;
  /** Where inside the item, e.g. ['inputSchema', 'properties', 'mode', 'enum']. */
  readonly path: readonly string[];
  /** What changed, as the rest of a sentence that starts with the item ("Tool "search" …"). */
  readonly text: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The keywords the comparisons below judge; any other keyword that differs is reported as a change to review. */
const JUDGED = new Set(['type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items']);
/** Constraints that accept less when they grow (min…) or when they shrink (max…). */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

export function objectOf(value: unknown): JsonObject | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** A value for a message: JSON, short. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

export function typesOf(schema: JsonObject): Set<string> | undefined {
  const t = schema.type;
  if (typeof t === 'string') return new Set([t]);
  if (Array.isArray(t)) return new Set(t.filter((x): x is string => typeof x === 'string'));
  return undefined;
}

/** Whether a `type` set (undefined: any type) accepts values of type `t`; "number" accepts integers. */
export function accepts(types: Set<string> | undefined, t: string): boolean {
  return !types || types.has(t) || (t === 'integer' && types.has('number'));
}

export function typeText(types: Set<string> | undefined): string {
  return types ? [...types].join(' | ') : 'any type';
}

export function enumOf(schema: JsonObject): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  return 'const' in schema ? [schema.const] : undefined;
}

export function missingFrom(values: readonly unknown[], from: readonly unknown[]): unknown[] {
  const keys = new Set(from.map(canonical));
  return values.filter((v) => !keys.has(canonical(v)));
}

/** The types of `from` (undefined: any) that `by` does not accept. */
export function typesNotAccepted(from: Set<string> | undefined, by: Set<string> | undefined): string[] {
  if (from) return [...from].filter((t) => !accepts(by, t));
  return by ? [`types other than ${typeText(by)}`] : [];
}

/** The values of `values` that `allowed` does not hold; undefined stands for any value, in both. */
export function valuesNotIn(values: unknown[] | undefined, allowed: unknown[] | undefined): unknown[] | undefined {
  if (!allowed) return [];
  return values ? missingFrom(values, allowed) : undefined;
}

/** Whether two lists hold the same values in any order; undefined (any value) equals only undefined. */
export function sameValues(a: unknown[] | undefined, b: unknown[] | undefined): boolean {
  if (!a || !b) return a === b;
  return !missingFrom(a, b).length && !missingFrom(b, a).length;
}

export function requiredOf(schema: JsonObject): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((x) => typeof x === 'string') : []);
}

/** Property names of both schemas and their `required` lists, sorted, so that key order never matters. */
export function propertyNames(a: JsonObject, b: JsonObject): string[] {
  const names = new Set<string>();
  for (const s of [a, b]) {
    for (const k of Object.keys(objectOf(s.properties) ?? {})) names.add(k);
    for (const k of requiredOf(s)) names.add(k);
  }
  return [...names].sort(byCodeUnits);
}

export function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function declares(schema: JsonObject, name: string): boolean {
  const props = objectOf(schema.properties);
  return (props !== undefined && Object.hasOwn(props, name)) || requiredOf(schema).has(name);
}

export function propertySchema(schema: JsonObject, name: string): unknown {
  const props = objectOf(schema.properties);
  return props && Object.hasOwn(props, name) ? props[name] : undefined;
}

function argLabel(arg: string | undefined): string {
  return arg === undefined ? 'the input schema' : `the argument "${arg}"`;
}

export function child(parent: string | undefined, name: string): string {
  return parent === undefined ? name : `${parent}.${name}`;
}

/** One change to review where two values differ: the text is `what` followed by both values. */
export function valueChanged(
  before: unknown,
  after: unknown,
  path: readonly string[],
  what: string,
  code: string,
  out: Finding[],
): void {
  if (canonical(before) === canonical(after)) return;
  const text = `${what} (snapshot: ${shown(before)}; now: ${shown(after)})`;
  out.push({ code, severity: 'change', path, text, before, after });
}

/** Keywords this module does not judge (description, pattern, $ref, anyOf…) that differ: one change to review. */
export function otherKeywords(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  what: string,
  code: string,
  out: Finding[],
): void {
  const ignored = new Set([...JUDGED, ...LOWER_BOUNDS, ...UPPER_BOUNDS]);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((k) => !ignored.has(k));
  const differing = keys.filter((k) => canonical(old[k]) !== canonical(now[k])).sort(byCodeUnits);
  if (!differing.length) return;
  const pick = (s: JsonObject) => Object.fromEntries(differing.filter((k) => k in s).map((k) => [k, s[k]]));
  const [before, after] = [pick(old), pick(now)];
  out.push({
    code,
    severity: 'change',
    path,
    text: `${what} changed in ${differing.join(', ')} (snapshot: ${shown(before)}; now: ${shown(after)})`,
    before,
    after,
  });
}

/** Compares two input schemas (or argument schemas, recursively) for what a caller could send before and not now. */
export function inputSchemaFindings(
  oldValue: unknown,
  nowValue: unknown,
  path: readonly string[],
  arg: string | undefined,
  out: Finding[],
): void {
  const old = objectOf(oldValue);
  const now = objectOf(nowValue);
  if (!old || !now) {
    valueChanged(oldValue, nowValue, path, `${argLabel(arg)} changed`, 'argument-schema-changed', out);
    return;
  }
  inputTypeFindings(old, now, path, arg, out);
  inputEnumFindings(old, now, path, arg, out);
  boundFindings(old, now, path, arg, out);
  if (objectOf(old.properties) || objectOf(now.properties) || old.required || now.required) {
    inputPropertyFindings(old, now, path, arg, out);
  }
  closedFindings(old, now, path, arg, out);
  if (objectOf(old.items) && objectOf(now.items)) {
    inputSchemaFindings(old.items, now.items, [...path, 'items'], `${arg ?? ''}[]`, out);
  } else {
    const what = `${argLabel(arg)} changed items`;
    valueChanged(old.items, now.items, [...path, 'items'], what, 'argument-schema-changed', out);
  }
  otherKeywords(old, now, path, argLabel(arg), 'argument-schema-changed', out);
}

function inputTypeFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  arg: string | undefined,
  out: Finding[],
) {
  const [was, is] = [typesOf(old), typesOf(now)];
  if (sameValues(was && [...was], is && [...is])) return;
  const lost = typesNotAccepted(was, is);
  const p = [...path, 'type'];
  const values = `(snapshot: ${typeText(was)}; now: ${typeText(is)})`;
  if (lost.length) {
    const text = `${argLabel(arg)} no longer accepts ${lost.join(', ')} ${values}`;
    out.push({ code: 'argument-type-changed', severity: 'breaking', path: p, text, before: old.type, after: now.type });
  } else {
    const text = `${argLabel(arg)} accepts more types ${values}`;
    out.push({ code: 'argument-type-widened', severity: 'change', path: p, text, before: old.type, after: now.type });
  }
}

function inputEnumFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  arg: string | undefined,
  out: Finding[],
) {
  const [was, is] = [enumOf(old), enumOf(now)];
  if (sameValues(was, is)) return;
  const p = [...path, Array.isArray(now.enum) || !('const' in now) ? 'enum' : 'const'];
  const values = `(snapshot: ${was ? shown(was) : 'any value'}; now: ${is ? shown(is) : 'any value'})`;
  const removed = valuesNotIn(was, is);
  if (removed === undefined || removed.length) {
    const what = removed ? `no longer accepts ${removed.map(shown).join(', ')}` : `now accepts only ${shown(is)}`;
    out.push({
      code: 'enum-narrowed',
      severity: 'breaking',
      path: p,
      text: `${argLabel(arg)} ${what} ${values}`,
      before: was,
      after: is,
    });
    return;
  }
  const added = was && is ? missingFrom(is, was) : undefined;
  const what = added ? `also accepts ${added.map(shown).join(', ')}` : 'accepts any value';
  out.push({
    code: 'enum-widened',
    severity: 'change',
    path: p,
    text: `${argLabel(arg)} ${what} ${values}`,
    before: was,
    after: is,
  });
}

function boundFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  arg: string | undefined,
  out: Finding[],
) {
  for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS].sort(byCodeUnits)) {
    const [was, is] = [old[key], now[key]];
    if (canonical(was) === canonical(is)) continue;
    const lower = LOWER_BOUNDS.includes(key);
    const tighter = typeof is === 'number' && (typeof was !== 'number' || (lower ? is > was : is < was));
    const text = `${argLabel(arg)} changed ${key} (snapshot: ${shown(was)}; now: ${shown(is)})`;
    out.push({
      code: tighter ? 'argument-constraint-narrowed' : 'argument-constraint-widened',
      severity: tighter ? 'breaking' : 'change',
      path: [...path, key],
      text,
      before: was,
      after: is,
    });
  }
}

function inputPropertyFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  parent: string | undefined,
  out: Finding[],
) {
  const [wasRequired, isRequired] = [requiredOf(old), requiredOf(now)];
  const closed = now.additionalProperties === false;
  for (const name of propertyNames(old, now)) {
    const arg = child(parent, name);
    const p = [...path, 'properties', name];
    const [was, is] = [propertySchema(old, name), propertySchema(now, name)];
    const type = is === undefined ? '' : ` (${typeText(typesOf(objectOf(is) ?? {}))})`;
    if (!declares(old, name)) {
      if (isRequired.has(name)) {
        const text = `now requires the argument "${arg}"${type}, which the snapshot does not have`;
        out.push({
          code: 'required-argument-added',
          severity: 'breaking',
          path: p,
          text,
          before: undefined,
          after: is,
        });
      } else {
        const text = `has a new optional argument "${arg}"${type}`;
        out.push({ code: 'optional-argument-added', severity: 'change', path: p, text, before: undefined, after: is });
      }
    } else if (!declares(now, name)) {
      const text = closed
        ? `no longer accepts the argument "${arg}" (the input schema is closed by additionalProperties: false)`
        : `no longer lists the argument "${arg}"`;
      const code = closed ? 'argument-removed' : 'argument-unlisted';
      out.push({ code, severity: closed ? 'breaking' : 'change', path: p, text, before: was, after: undefined });
    } else {
      requiredFindings(wasRequired.has(name), isRequired.has(name), [...path, 'required'], arg, out);
      if (was !== undefined || is !== undefined) inputSchemaFindings(was ?? {}, is ?? {}, p, arg, out);
    }
  }
}

function requiredFindings(was: boolean, is: boolean, path: readonly string[], arg: string, out: Finding[]) {
  if (was === is) return;
  out.push(
    is
      ? {
          code: 'argument-made-required',
          severity: 'breaking',
          path,
          text: `now requires the argument "${arg}" (snapshot: optional)`,
          before: false,
          after: true,
        }
      : {
          code: 'argument-made-optional',
          severity: 'change',
          path,
          text: `no longer requires the argument "${arg}" (snapshot: required)`,
          before: true,
          after: false,
        },
  );
}

function closedFindings(
  old: JsonObject,
  now: JsonObject,
  path: readonly string[],
  arg: string | undefined,
  out: Finding[],
) {
  const [was, is] = [old.additionalProperties, now.additionalProperties];
  if (canonical(was) === canonical(is)) return;
  const p = [...path, 'additionalProperties'];
  const values = `(snapshot: ${shown(was)}; now: ${shown(is)})`;
  if (is === false) {
    const text = `${argLabel(arg)} no longer accepts properties it does not list ${values}`;
    out.push({ code: 'input-schema-closed', severity: 'breaking', path: p, text, before: was, after: is });
  } else {
    const opened = was === false;
    const text = `${argLabel(arg)} ${opened ? 'accepts properties it does not list' : 'changed additionalProperties'} ${values}`;
    const code = opened ? 'input-schema-opened' : 'argument-schema-changed';
    out.push({ code, severity: 'change', path: p, text, before: was, after: is });
  }
}
