/**
 * The one way a page's message is checked before the extension acts on it, since a page is not trusted: small type
 * guards put together into the shape of each message. Fields not in a shape are ignored; the pages bundle this file.
 */

/** Says whether a value has the type T. */
export type Check<T> = (value: unknown) => value is T;

/** A field that may be left out (or be undefined). */
export interface Optional<T> {
  readonly optional: Check<T>;
}

type Field = Check<unknown> | Optional<unknown>;
type Shape = Readonly<Record<string, Field>>;
type Checked<F> = F extends Optional<infer T> ? T : F extends Check<infer T> ? T : never;
type RequiredKeys<S extends Shape> = { [K in keyof S]: S[K] extends Optional<unknown> ? never : K }[keyof S];
type OptionalKeys<S extends Shape> = Exclude<keyof S, RequiredKeys<S>>;

/** The type of a value that passes `object(shape)`. */
export type ShapeOf<S extends Shape> = { readonly [K in RequiredKeys<S>]: Checked<S[K]> } & {
  readonly [K in OptionalKeys<S>]?: Checked<S[K]>;
};

export const string: Check<string> = (v): v is string => typeof v === 'string';

export const boolean: Check<boolean> = (v): v is boolean => typeof v === 'boolean';

/** An index or a width: a whole number, 0 or more (not -1, not 1.5, not NaN). */
export const nonNegativeInteger: Check<number> = (v): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Anything at all: a value passed on as it is, to be checked where it is used. */
export const anything: Check<unknown> = (_v): _v is unknown => true;

/** An object with string keys (not null, not an array), whatever its values. */
export const record: Check<Record<string, unknown>> = (v): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** An object (as `record`) whose every value passes `check`. */
export function recordOf<T>(check: Check<T>): Check<Readonly<Record<string, T>>> {
  return (v): v is Readonly<Record<string, T>> => record(v) && Object.values(v).every(check);
}

/** One of a few values, compared with ===. */
export function oneOf<const T extends readonly (string | number | boolean)[]>(...values: T): Check<T[number]> {
  return (v): v is T[number] => values.includes(v as T[number]);
}

export function optional<T>(check: Check<T>): Optional<T> {
  return { optional: check };
}

/** A check of an object's fields that keeps its shape, so that a table of messages can see every field is checked. */
export type ObjectCheck<S extends Shape> = Check<ShapeOf<S>> & { readonly shape: S };

/**
 * An object (as `record`) whose fields pass the checks of `shape`, an optional field absent or undefined; and, when
 * given, `rule` holds of it (for what a shape cannot say: one field or the other).
 */
export function object<const S extends Shape>(shape: S, rule?: (value: ShapeOf<S>) => boolean): ObjectCheck<S> {
  const fields = Object.entries(shape);
  const check = (v: unknown): v is ShapeOf<S> =>
    record(v) &&
    fields.every(([name, field]) => {
      const value = v[name];
      return typeof field === 'function' ? field(value) : value === undefined || field.optional(value);
    }) &&
    (!rule || rule(v as ShapeOf<S>));
  return Object.assign(check, { shape });
}

type Message = { readonly type: string };
type Fields<M extends Message, T extends M['type']> = Omit<Extract<M, { readonly type: T }>, 'type'>;

/** For every type of a union of messages, the check of its other fields: each of them, optional ones too. */
export type MessageChecks<M extends Message> = {
  readonly [T in M['type']]: Check<Fields<M, T>> & { readonly shape: { readonly [K in keyof Fields<M, T>]-?: Field } };
};

/**
 * Checks the messages of a union by their `type`: one check per type, of the other fields. The table must have every
 * type of the union, and each check must pass only what that type's message allows.
 */
export function messages<M extends Message>(checks: MessageChecks<M>): Check<M> {
  const table: Readonly<Record<string, Check<unknown>>> = checks;
  return (v): v is M => record(v) && typeof v.type === 'string' && Object.hasOwn(table, v.type) && table[v.type]!(v);
}

/** The end of a switch over every kind of a union: a value that gets here is of a kind the code does not know. */
export function assertNever(value: never, what: string): never {
  throw new Error(`${what} is of a kind this code does not know: ${JSON.stringify(value)?.slice(0, 200)}`);
}
