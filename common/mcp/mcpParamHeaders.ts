/**
 * SEP-2243 on 2026-07-28 Streamable HTTP sessions: the arguments a tool marks with `x-mcp-header` travel again as
 * `Mcp-Param-{name}` headers, and a tool whose declarations break the rules is set aside (docs/protocol-revisions.md).
 * The rules are the 2.x SDK's (`scanXMcpHeaderDeclarations`, `buildMcpParamHeaders`), which it does not export.
 */
import type { JsonObject } from './types';

/** One argument a tool mirrors into a header: where it is in `arguments`, and the `{name}` of its header. */
export interface HeaderDeclaration {
  readonly path: readonly string[];
  readonly headerName: string;
}

export type HeaderScan =
  | { readonly valid: true; readonly declarations: readonly HeaderDeclaration[] }
  | { readonly valid: false; readonly reason: string };

export const PARAM_HEADER_PREFIX = 'Mcp-Param-';
const KEY = 'x-mcp-header';
/** RFC 9110 `token`: one or more tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = new Set(['string', 'integer', 'boolean']);
/** Keywords whose subschemas are off the chain of `properties` an `x-mcp-header` must sit on. */
const OFF_CHAIN = [
  'items',
  'prefixItems',
  'additionalItems',
  'contains',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'propertyNames',
  'patternProperties',
  'dependentSchemas',
  'dependencies',
  'contentSchema',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$defs',
  'definitions',
];
/** Of those, the ones whose value maps names to subschemas. */
const NAMED_SUBSCHEMAS = new Set(['patternProperties', 'dependentSchemas', 'dependencies', '$defs', 'definitions']);

/** The `x-mcp-header` declarations of a tool's `inputSchema`, or the first rule one of them breaks. */
export function scanHeaderDeclarations(inputSchema: unknown): HeaderScan {
  const declarations: HeaderDeclaration[] = [];
  const seen = new Map<string, string>();
  const visit = (node: unknown, path: readonly string[], onChain: boolean, depth: number): string | undefined => {
    if (!isObject(node) || depth > 64) return undefined;
    if (KEY in node) {
      const fault = declarationFault(node, path, onChain, seen);
      if (fault) return fault;
      declarations.push({ path, headerName: node[KEY] as string });
    }
    if (isObject(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) {
        const fault = visit(child, [...path, key], onChain, depth + 1);
        if (fault) return fault;
      }
    }
    for (const keyword of OFF_CHAIN) {
      for (const child of subschemas(node[keyword], NAMED_SUBSCHEMAS.has(keyword))) {
        const fault = visit(child, [...path, keyword], false, depth + 1);
        if (fault) return fault;
      }
    }
    return undefined;
  };
  const reason = visit(inputSchema, [], true, 0);
  return reason ? { valid: false, reason } : { valid: true, declarations };
}

function declarationFault(
  schema: Record<string, unknown>,
  path: readonly string[],
  onChain: boolean,
  seen: Map<string, string>,
): string | undefined {
  const where = path.length ? `"x-mcp-header" of ${path.join('.')}` : '"x-mcp-header" on the schema root';
  if (!onChain || !path.length) {
    return `${where} is not on a property reached from the root through "properties" only`;
  }
  const name = schema[KEY];
  if (typeof name !== 'string') return `${where} is not a string`;
  if (!name) return `${where} is empty`;
  if (!TOKEN.test(name)) {
    return `${where}, ${JSON.stringify(name)}, is not an HTTP header token (no spaces, colons, control or non-ASCII characters)`;
  }
  const type = schema.type;
  if (typeof type !== 'string' || !HEADER_TYPES.has(type)) {
    const shown = type === undefined ? 'no type' : `type ${JSON.stringify(type)}`;
    return `${where} is on a parameter of ${shown}; only string, integer and boolean parameters can be mirrored`;
  }
  const first = seen.get(name.toLowerCase());
  if (first !== undefined) return `${where}, "${name}", repeats "${first}" (header names are case-insensitive)`;
  seen.set(name.toLowerCase(), name);
  return undefined;
}

/**
 * The `Mcp-Param-*` headers of one call: an argument that is null, absent or not a primitive is left out, and so
 * is a number JSON cannot carry exactly (outside ±(2^53−1), or not finite).
 */
export function paramHeaders(
  declarations: readonly HeaderDeclaration[],
  args: JsonObject | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { path, headerName } of declarations) {
    const text = headerText(valueAt(args, path));
    if (text !== undefined) headers[PARAM_HEADER_PREFIX + headerName] = encodeHeaderValue(text);
  }
  return headers;
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return undefined;
  return String(value);
}

const BASE64_START = '=?base64?';
const BASE64_END = '?=';

/**
 * A value as an HTTP field value: as it is when it is visible ASCII (tabs and inner spaces allowed), else as
 * `=?base64?{base64 of its UTF-8}?=`; so is an empty value, one with spaces at either end (field parsing strips them),
 * and one that already looks encoded.
 */
export function encodeHeaderValue(value: string): string {
  return needsBase64(value) ? BASE64_START + Buffer.from(value, 'utf8').toString('base64') + BASE64_END : value;
}

function needsBase64(value: string): boolean {
  if (!value || value !== value.trim()) return true;
  if (value.startsWith(BASE64_START) && value.endsWith(BASE64_END)) return true;
  return /[^\t\x20-\x7e]/.test(value);
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const key of path) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

function subschemas(value: unknown, named: boolean): unknown[] {
  if (Array.isArray(value)) return value;
  if (named && isObject(value)) return Object.values(value);
  return value === undefined ? [] : [value];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The declarations to mirror on a call of `tool`. A tool whose declarations break the rules is set aside, as the
 * revision tells a client on Streamable HTTP to do: calling it fails, saying why, before the approval gate.
 */
export function declarationsToMirror(tool: JsonObject): readonly HeaderDeclaration[] {
  const scan = scanHeaderDeclarations(tool.inputSchema);
  if (scan.valid) return scan.declarations;
  const name = String(tool.name);
  throw new Error(
    `${name} is set aside, so it was not called: ${scan.reason}. A 2026-07-28 client on Streamable HTTP must not ` +
      `call a tool whose x-mcp-header declarations are invalid (SEP-2243); fix its inputSchema in the server ` +
      `(the Live catalog shows where, as MCP111).`,
  );
}
