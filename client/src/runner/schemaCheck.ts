/**
 * Values checked against a schema with ajv, as the rule engine checks schemas (same validator, formats and
 * dialect detection): a tool's arguments before the call, its `structuredContent` against its `outputSchema`
 * after. The engine's wrapper (server/src/engine/util/jsonSchema.ts) checks schemas themselves and stops at
 * the first problem; here every problem of the value is wanted, each at its path, so the validator is
 * configured for that. Runs in the extension host: ajv compiles to code, which a webview's CSP forbids.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { dialectOfUri, type SchemaDialect } from '../../../server/src/engine/util/jsonSchema';
import type { FieldError } from './coerce';

export type SchemaVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly FieldError[] }
  /** The schema itself cannot be used (invalid, or a reference that goes nowhere): the value was not checked. */
  | { readonly ok: 'unchecked'; readonly reason: string };

const validators = new Map<SchemaDialect, InstanceType<typeof Ajv>>();

function validatorFor(dialect: SchemaDialect): InstanceType<typeof Ajv> {
  let ajv = validators.get(dialect);
  if (!ajv) {
    // strict off: unknown keywords and formats are legal JSON Schema (MCP adds x-mcp-header)
    const options = { strict: false, logger: false as const, allErrors: true, validateSchema: false, addUsedSchema: false };
    ajv = dialect === '2020-12' ? new Ajv2020(options) : dialect === '2019-09' ? new Ajv2019(options) : new Ajv(options);
    addFormats(ajv);
    validators.set(dialect, ajv);
  }
  return ajv;
}

/** Compiled schemas by dialect and text: a catalog is listed again and again with the same schemas. */
const compiled = new Map<string, ValidateFunction | string>();
const CACHE_LIMIT = 200;

function compile(schema: unknown): ValidateFunction | string {
  const text = JSON.stringify(schema);
  const s = schema as Record<string, unknown>;
  const named = typeof s.$schema === 'string' ? dialectOfUri(s.$schema) : undefined;
  // MCP says a schema without $schema is 2020-12; draft-07 (what most SDKs emit) is tried when that fails
  const dialects: SchemaDialect[] = named ? [named] : ['2020-12', 'draft-07'];
  const key = `${dialects[0]}\u0000${text}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  let result: ValidateFunction | string = 'the schema could not be compiled';
  for (const dialect of dialects) {
    const { $schema: _ignored, ...body } = s;
    void _ignored;
    try {
      result = validatorFor(dialect).compile(body);
      break;
    } catch (e) {
      result = `the schema cannot be used to check values: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  if (compiled.size >= CACHE_LIMIT) compiled.delete(compiled.keys().next().value!);
  compiled.set(key, result);
  return result;
}

/** Checks `value` against `schema`; every problem at the path of the value it concerns. */
export function checkAgainstSchema(schema: unknown, value: unknown): SchemaVerdict {
  if (schema === true || schema === undefined) return { ok: true };
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return { ok: 'unchecked', reason: 'the schema is not a JSON object' };
  const validate = compile(schema);
  if (typeof validate === 'string') return { ok: 'unchecked', reason: validate };
  if (validate(value)) return { ok: true };
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
  return errors.filter((e) => !dropped.has(e) && !((e.keyword === 'oneOf' || e.keyword === 'anyOf') && explained.has(e.schemaPath) && e.params && (e.params as { passingSchemas?: unknown }).passingSchemas == null));
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
      return { path, message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'oneOf':
      return { path, message: p.passingSchemas ? 'matches more than one of the choices (oneOf allows exactly one)' : 'matches none of the choices (oneOf)' };
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
