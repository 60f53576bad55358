import * as crypto from 'node:crypto';
import Ajv, { type ErrorObject, type Options } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { BoundedTextCache } from '../../../../common/util/boundedTextCache';

/** The JSON Schema dialects a tool's schemas are checked in. */
export type SchemaDialect = 'draft-07' | '2019-09' | '2020-12';

/** The dialect a `$schema` URI names, `undefined` for one we cannot check (draft-04/06, custom meta-schemas). */
export function dialectOfUri(uri: string): SchemaDialect | undefined {
  const u = uri
    .trim()
    .replace(/^http:/, 'https:')
    .replace(/#$/, '');
  if (u === 'https://json-schema.org/draft/2020-12/schema') return '2020-12';
  if (u === 'https://json-schema.org/draft/2019-09/schema') return '2019-09';
  if (u === 'https://json-schema.org/draft-07/schema') return 'draft-07';
  return undefined;
}

export interface SchemaProblem {
  /** Path of keys/indexes from the schema root to the offending value. */
  readonly path: readonly string[];
  /** The validator's keyword: a meta-schema keyword (`enum`, `type`, `minimum`, …), `$ref`, or `compile`. */
  readonly keyword: string;
  /** The validator's own message. */
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** For an unresolvable `$ref`: the reference as written. */
  readonly ref?: string;
}

export type JsonSchemaValidator = InstanceType<typeof Ajv>;

/**
 * An ajv for one dialect, with the formats; not strict, since unknown keywords and formats are legal (MCP adds
 * x-mcp-header). `allErrors` suits checking values, `optimize: false` schemas, which are compiled once and run once.
 */
export function createValidator(
  dialect: SchemaDialect,
  tuning: { readonly allErrors: boolean; readonly optimize: boolean },
): JsonSchemaValidator {
  const options: Options = {
    strict: false,
    logger: false,
    allErrors: tuning.allErrors,
    validateSchema: false,
    addUsedSchema: false,
    ...(tuning.optimize ? {} : { code: { optimize: false } }),
  };
  const ajv = ajvOf(dialect, options);
  addFormats(ajv);
  return ajv;
}

function ajvOf(dialect: SchemaDialect, options: Options): Ajv | Ajv2019 | Ajv2020 {
  if (dialect === '2020-12') return new Ajv2020(options);
  if (dialect === '2019-09') return new Ajv2019(options);
  return new Ajv(options);
}

/** One validator per dialect, made on first use, for checks that all want the same `tuning`. */
export function validatorPool(tuning: {
  readonly allErrors: boolean;
  readonly optimize: boolean;
}): (dialect: SchemaDialect) => JsonSchemaValidator {
  const instances = new Map<SchemaDialect, JsonSchemaValidator>();
  return (dialect) => {
    let ajv = instances.get(dialect);
    if (!ajv) {
      ajv = createValidator(dialect, tuning);
      instances.set(dialect, ajv);
    }
    return ajv;
  };
}

const validatorFor = validatorPool({ allErrors: false, optimize: false });

/**
 * Results by dialect and schema text (a catalog repeats schemas; edits leave most unchanged), for twice the distinct
 * schemas of a 5,000-tool catalog. Keys are 64-character digests, so the entry count is the only bound that matters.
 */
const cache = new BoundedTextCache<SchemaProblem | null>(10000, Number.POSITIVE_INFINITY);

/**
 * The cache key of a schema's text: SHA-256, which a server cannot make collide to have its schema pass unchecked. Text
 * with surrogates is hashed as UTF-16, since UTF-8 would turn every lone surrogate into the same U+FFFD.
 */
export function schemaCacheKey(source: string, dialect: SchemaDialect): string {
  return SURROGATE.test(source)
    ? `${dialect}:u16:${sha256(Buffer.from(source, 'utf16le'))}`
    : `${dialect}:${sha256(source)}`;
}

/** One call where Node has it (20.12 and later); the command line also runs on older Node 20s. */
const sha256: (data: string | Buffer) => string =
  typeof crypto.hash === 'function'
    ? (data) => crypto.hash('sha256', data, 'hex')
    : (data) => crypto.createHash('sha256').update(data).digest('hex');

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The first problem of a schema against its dialect's meta-schema; only a schema with references is compiled too, to
 * find a `$ref` that points nowhere. `source` (the schema's text) keys the cache; `load` runs on a cache miss only.
 */
export function firstSchemaProblem(
  source: string,
  load: () => Record<string, unknown>,
  dialect: SchemaDialect,
): SchemaProblem | undefined {
  const key = schemaCacheKey(source, dialect);
  const hit = cache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  // the dialect is already chosen; `$schema` would make the validator look the meta-schema up again
  const schema = withoutSchemaKeyword(load());
  const problem = check(schema, source, dialect) ?? null;
  cache.set(key, problem);
  return problem ?? undefined;
}

/** A copy of the schema without its `$schema`. */
function withoutSchemaKeyword(loaded: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = loaded;
  void _ignored;
  return schema;
}

function check(schema: Record<string, unknown>, text: string, dialect: SchemaDialect): SchemaProblem | undefined {
  const ajv = validatorFor(dialect);
  let valid: boolean;
  try {
    valid = ajv.validateSchema(schema) as boolean;
  } catch (error) {
    return { path: [], keyword: 'compile', message: String((error as Error).message ?? error), params: {} };
  }
  if (!valid) return pickError(ajv.errors!);
  if (!/"\$(ref|dynamicRef|recursiveRef)"\s*:/.test(text)) return undefined;
  // without an $id the validator cannot resolve "#", the schema's own root (a recursive schema): give it a base
  // (a schema's own $id comes after, and stands)
  const based = { $id: BASE, ...schema };
  try {
    ajv.compile(based);
    return undefined;
  } catch (error) {
    const e = error as { missingRef?: string; message?: string };
    if (e.missingRef !== undefined) {
      return { path: [], keyword: '$ref', message: String(e.message), params: {}, ref: unbased(e.missingRef) };
    }
    return { path: [], keyword: 'compile', message: String(e.message ?? error), params: {} };
  } finally {
    ajv.removeSchema(based);
  }
}

/** The base a schema without `$id` is compiled under; references resolved against it are given back relative. */
const BASE = 'https://mcp-lens.invalid/schema';
const BASE_DIR = 'https://mcp-lens.invalid/';

function unbased(ref: string): string {
  if (ref.startsWith(BASE)) return ref.slice(BASE.length);
  if (ref.startsWith(BASE_DIR)) return ref.slice(BASE_DIR.length);
  return ref;
}

/**
 * The most useful error of an invalid schema: the deepest, then the first. A composition keyword (anyOf…) comes after
 * its branches' errors and no deeper, and the meta-schema's order ranks the rest, so keywords need no ranking of ours.
 */
function pickError(errors: readonly ErrorObject[]): SchemaProblem {
  let e = errors[0]!;
  for (const other of errors) if (depth(other) > depth(e)) e = other;
  return {
    path: pointerSegments(e.instancePath),
    keyword: e.keyword,
    message: String(e.message),
    params: e.params as Record<string, unknown>,
  };
}

/** The depth of an error's place, compared only with other errors' ("" is the root). */
function depth(e: ErrorObject): number {
  return e.instancePath.split('/').length;
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
