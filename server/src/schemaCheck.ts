/**
 * Checks values against a server's schema with the engine's ajv setup, reporting every problem at its path. In the
 * extension it runs only in the schema worker, for reasons given in docs/architecture.md, "A tool call, from Run to the
 * server"; the command line, whose run a slow check cannot freeze, calls it directly.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { BoundedTextCache } from '../../common/util/boundedTextCache';
import { dialectOfUri, validatorPool, type SchemaDialect } from './engine/util/jsonSchema';

/** A problem of one value, at the path of keys and indexes from the value's root (the runner's FieldError). */
export interface FieldError {
  readonly path: readonly string[];
  readonly message: string;
}

export type SchemaVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly FieldError[] }
  /** The schema itself cannot be used (invalid, or a reference that goes nowhere): the value was not checked. */
  | { readonly ok: 'unchecked'; readonly reason: string };

const validatorFor = validatorPool({ allErrors: true, optimize: true });

/**
 * Compiled schemas by dialect and text: a catalog is listed again and again with the same schemas. The keys are
 * whole schema texts: their total is bounded too, or a few huge schemas would hold on to memory.
 */
const compiled = new BoundedTextCache<ValidateFunction | string>(200, 16 * 1024 * 1024);

function compile(schema: Record<string, unknown>, text: string): ValidateFunction | string {
  const named = typeof schema.$schema === 'string' ? dialectOfUri(schema.$schema) : undefined;
  // MCP says a schema without $schema is 2020-12; draft-07 (what most SDKs emit) is tried when that fails
  const dialects: SchemaDialect[] = named ? [named] : ['2020-12', 'draft-07'];
  const key = `${dialects[0]}\u0000${text}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  let result: ValidateFunction | string = 'the schema could not be compiled';
  for (const dialect of dialects) {
    const { $schema: _ignored, ...body } = schema;
    void _ignored;
    try {
      result = validatorFor(dialect).compile(body);
      break;
    } catch (e) {
      result = `the schema cannot be used to check values: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  compiled.set(key, result);
  return result;
}

/**
 * Checks `value` against `schema`; every problem at the path of the value it concerns. `schemaText` is the
 * schema's JSON, the key of the compiled validators (given when the caller has it already).
 */
export function checkAgainstSchema(schema: unknown, value: unknown, schemaText?: string): SchemaVerdict {
  if (schema === true || schema === undefined) return { ok: true };
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    return { ok: 'unchecked', reason: 'the schema is not a JSON object' };
  }
  const validate = compile(schema as Record<string, unknown>, schemaText ?? JSON.stringify(schema));
  if (typeof validate === 'string') return { ok: 'unchecked', reason: validate };
  let valid: boolean;
  try {
    valid = validate(value) as boolean;
  } catch (e) {
    // a recursive schema over a deeply nested value runs out of stack
    return { ok: 'unchecked', reason: `the value could not be checked: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (valid) return { ok: true };
  return { ok: false, errors: fieldErrors(validate.errors ?? []) };
}

/**
 * ajv's errors as problems of fields. Of the branches of a failed oneOf/anyOf only the closest one's errors
 * are kept (the branch with the fewest), so a value meant for one choice is not buried under the others'.
 */
export function fieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const kept = closestBranches(errors);
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const e of kept) {
    const f = toFieldError(e);
    const key = `${f.path.join('\u0000')}\u0001${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

const BRANCH = /^(.*\/(?:oneOf|anyOf))\/(\d+)(?:\/|$)/;

function closestBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  // per combinator (its schema path): errors of each branch
  const byCombinator = new Map<string, Map<string, ErrorObject[]>>();
  for (const e of errors) {
    const m = BRANCH.exec(e.schemaPath);
    if (!m) continue;
    const branches = byCombinator.get(m[1]!) ?? new Map<string, ErrorObject[]>();
    branches.set(m[2]!, [...(branches.get(m[2]!) ?? []), e]);
    byCombinator.set(m[1]!, branches);
  }
  if (!byCombinator.size) return [...errors];
  const dropped = new Set<ErrorObject>();
  const explained = new Set<string>();
  for (const [combinator, branches] of byCombinator) {
    const best = [...branches.values()].sort((a, b) => a.length - b.length)[0]!;
    for (const list of branches.values()) if (list !== best) for (const e of list) dropped.add(e);
    explained.add(combinator);
  }
  // the combinator's own "must match a schema in oneOf" says less than the kept branch's errors
  return errors.filter(
    (e) =>
      !dropped.has(e) &&
      !(
        (e.keyword === 'oneOf' || e.keyword === 'anyOf') &&
        explained.has(e.schemaPath) &&
        e.params &&
        (e.params as { passingSchemas?: unknown }).passingSchemas == null
      ),
  );
}

function toFieldError(e: ErrorObject): FieldError {
  const path = pointerSegments(e.instancePath);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path: [...path, String(p.missingProperty)], message: 'is required' };
    case 'additionalProperties':
      return { path: [...path, String(p.additionalProperty)], message: 'is not a property the schema allows' };
    case 'enum':
      return {
        path,
        message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { path, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'oneOf':
      return {
        path,
        message: p.passingSchemas
          ? 'matches more than one of the choices (oneOf allows exactly one)'
          : 'matches none of the choices (oneOf)',
      };
    case 'anyOf':
      return { path, message: 'matches none of the choices (anyOf)' };
    default:
      return { path, message: e.message ?? 'is not valid' };
  }
}

function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
