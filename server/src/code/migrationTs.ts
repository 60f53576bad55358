import type { Tree } from '@vscode/tree-sitter-wasm';
import {
  declaredVersions,
  REGISTER_METHOD,
  underEraBranch,
  type ClientFeature,
  type LegacyOverload,
  type MigrationFacts,
  type MigrationSite,
  type OffsetEditLike,
} from './migration';
import { HINT_KEYS } from '../../../common/formats/toolBehaviour';
import { closestAncestor, matchOffsets, namedItems, spanOf, type SyntaxNode } from './syntax';
import { argumentsOf, FUNCTION_TYPES, tsLiteral, tsString, unwrapTs } from './typescriptLiterals';

const V2_IMPORT = /['"]@modelcontextprotocol\/(?:server|node|express|hono|fastify)(?:\/[^'"]*)?['"]/;
const V1_IMPORT = /['"]@modelcontextprotocol\/sdk(?:\/[^'"]*)?['"]/;
/** `import * as z`, `import z` from Zod, or `z = require('zod')`: no nested quantifier, so linear on any text. */
const ZOD_WHOLE_IMPORT =
  /\bimport\s*(?:\*\s*as\s+z|z)\s*from\s*['"]zod(?:\/v[34])?['"]|\bz\s*=\s*require\(\s*['"]zod['"]/;
/**
 * `import [default,] { … } from 'zod'`, the default and the specifiers captured: the bounded group keeps the match
 * linear (an unclosed `{` is scanned 2,000 characters, not to the end of the file and back for each `z` in it).
 */
const ZOD_NAMED_IMPORT = /\bimport\s*(?:(\w+)\s*,\s*)?\{([^}]{0,2000})\}\s*from\s*['"]zod(?:\/v[34])?['"]/g;

/** A push-style method of the SDK (its `ctx.mcpReq` helpers and the `Server` instance methods). */
const PUSH_METHODS: Readonly<Record<string, ClientFeature>> = {
  elicitInput: 'elicitation',
  requestSampling: 'sampling',
  createMessage: 'sampling',
  listRoots: 'roots',
};
/** The server-to-client methods sent by hand (`extra.sendRequest({ method }, …)`, `ctx.mcpReq.send(…)`). */
const PUSH_WIRE_METHODS: Readonly<Record<string, ClientFeature>> = {
  'elicitation/create': 'elicitation',
  'sampling/createMessage': 'sampling',
  'roots/list': 'roots',
};
const MEMBER_CALLS =
  /\.\s*(elicitInput|requestSampling|createMessage|listRoots|sendRequest|send|sendLoggingMessage|log|tool|resource|prompt)\s*\(/;
const CONDITIONS = ['if_statement', 'ternary_expression'];

/** Reads the migration facts of a TypeScript/JavaScript file (see migration.ts). */
export function migrationFactsTs(tree: Tree, text: string): MigrationFacts {
  const root = tree.rootNode;
  const sites: MigrationSite[] = [];
  const zodBound = bindsZ(text);
  for (const at of matchOffsets(text, MEMBER_CALLS)) {
    const site = memberCallSite(root, at, zodBound);
    if (site) sites.push(site);
  }
  for (const at of matchOffsets(text, /\bnew\s+(UrlElicitationRequiredError)\b/)) {
    const node = root.descendantForIndex(at, at);
    if (node?.type !== 'identifier' || !insideFunction(node) || underEraBranch(node, CONDITIONS)) continue;
    sites.push({
      kind: 'push-request',
      span: spanOf(node),
      api: 'throw new UrlElicitationRequiredError',
      feature: 'url-elicitation',
    });
  }
  sites.push(...resourceNotFound(root, text), ...loggingCapability(root, text), ...codemodMarkers(root, text));
  return {
    sdk: sdkOf(text),
    serving: servingOf(text),
    declaredVersions: declaredVersions(text),
    zodBound,
    sites: sites.sort((a, b) => a.span.start - b.span.start),
  };
}

/**
 * Whether the file binds `z` to Zod, so that a rewrite may write `z.object(…)`: `import { z }` does,
 * `import { z as zod }` does not (nor `import type { z }`, which binds no value).
 */
export function bindsZ(text: string): boolean {
  if (ZOD_WHOLE_IMPORT.test(text)) return true;
  for (const m of text.matchAll(ZOD_NAMED_IMPORT)) {
    if (m[1] === 'z') return true;
    const specifiers = m[2]!.replace(/\/\*[^]*?\*\/|\/\/[^\n]*/g, '').split(',');
    if (specifiers.some((s) => /^(?:\w+\s+as\s+)?z$/.test(s.trim()))) return true;
  }
  return false;
}

function sdkOf(text: string): MigrationFacts['sdk'] {
  if (V2_IMPORT.test(text)) return 'v2';
  return V1_IMPORT.test(text) ? 'v1' : undefined;
}

/** support-2026-07-28.md: only the serving entries speak 2026-07-28; a hand-connected transport speaks 2025. */
function servingOf(text: string): MigrationFacts['serving'] {
  if (/\b(?:serveStdio|createMcpHandler)\s*\(/.test(text)) return 'modern';
  const legacy = /\b(?:StdioServerTransport|InMemoryTransport|\w*StreamableHTTPServerTransport|SSEServerTransport)\b/;
  return legacy.test(text) ? 'legacy' : undefined;
}

function memberCallSite(root: SyntaxNode, at: number, zodBound: boolean): MigrationSite | undefined {
  const name = root.descendantForIndex(at, at);
  const member = name?.parent;
  const call = member?.parent;
  if (!name || member?.type !== 'member_expression' || call?.type !== 'call_expression') return undefined;
  if (!call.childForFieldName('function')?.equals(member) || name.startIndex !== at) return undefined;
  const method = name.text;
  const receiver = member.childForFieldName('object')?.text.replace(/\s+/g, '') ?? '';
  const args = argumentsOf(call);
  if (method === 'tool' || method === 'resource' || method === 'prompt') return overload(name, method, args, zodBound);
  if (receiver === 'inputRequired') {
    // the 2026 form itself: only its sampling and roots requests are deprecated
    if (method !== 'createMessage' && method !== 'listRoots') return undefined;
    const feature = method === 'createMessage' ? 'sampling' : 'roots';
    return { kind: 'deprecated', span: spanOf(name), api: `inputRequired.${method}`, feature };
  }
  if (method === 'sendLoggingMessage' || (method === 'log' && /(^|\.)mcpReq$/.test(receiver))) {
    return { kind: 'deprecated', span: spanOf(name), api: `${receiver}.${method}`, feature: 'logging' };
  }
  if (!insideFunction(call) || underEraBranch(call, CONDITIONS)) return undefined;
  const pushed = PUSH_METHODS[method];
  // `createMessage` is a common name outside MCP: only the SDK's server instances (and the context) count
  if (method === 'createMessage' && !/(server|mcpReq)$/i.test(receiver)) return undefined;
  if (pushed) return { kind: 'push-request', span: spanOf(name), api: `${receiver}.${method}`, feature: pushed };
  if (method !== 'sendRequest' && method !== 'send') return undefined;
  const wire = wireMethodOf(requestArgument(call, args[0]));
  const feature = wire ? PUSH_WIRE_METHODS[wire] : undefined;
  return feature && { kind: 'push-request', span: spanOf(name), api: `${receiver}.${method}('${wire}')`, feature };
}

/** The request argument, or the object literal a `const` of the same function gives it (`const request = {…}`). */
function requestArgument(call: SyntaxNode, written: SyntaxNode | undefined): SyntaxNode | undefined {
  const arg = written && unwrapTs(written);
  if (arg?.type !== 'identifier') return arg;
  const fn = closestAncestor(call, (n) => FUNCTION_TYPES.has(n.type) || n.type === 'method_definition');
  const declarator = fn
    ?.descendantsOfType('variable_declarator')
    .find((d) => d?.childForFieldName('name')?.text === arg.text && d.startIndex < call.startIndex);
  return declarator?.childForFieldName('value') ?? arg;
}

/** The `method` of a request written as `{ method: '…', … }` or as the method string itself. */
function wireMethodOf(arg: SyntaxNode | undefined): string | undefined {
  if (!arg) return undefined;
  const lit = tsLiteral(arg);
  if (lit.kind === 'string') return lit.value;
  if (lit.kind !== 'object') return undefined;
  const method = lit.entries.find((e) => e.key === 'method')?.value;
  return method?.kind === 'string' ? method.value : undefined;
}

function insideFunction(node: SyntaxNode): boolean {
  return !!closestAncestor(node, (n) => FUNCTION_TYPES.has(n.type) || n.type === 'method_definition');
}

function overload(
  name: SyntaxNode,
  method: LegacyOverload['method'],
  args: SyntaxNode[],
  zodBound: boolean,
): LegacyOverload | undefined {
  const first = args[0] && unwrapTs(args[0]);
  const last = args[args.length - 1];
  // the SDK's overloads: a name first, a callback last
  if (args.length < 2 || !first || !['string', 'template_string', 'identifier'].includes(first.type)) return undefined;
  if (!last || !(FUNCTION_TYPES.has(last.type) || last.type === 'identifier')) return undefined;
  const rename = { offset: name.startIndex, length: name.endIndex - name.startIndex, newText: REGISTER_METHOD[method] };
  const config = method === 'resource' ? undefined : configOf(method, args.slice(1, -1), zodBound);
  let rewrite: OffsetEditLike[] | undefined;
  if (method === 'resource') {
    // resource(name, uri, [metadata], cb) → registerResource(name, uri, metadata, cb)
    if (args.length === 3) rewrite = [rename, { offset: last.startIndex, length: 0, newText: '{}, ' }];
    else if (args.length === 4) rewrite = [rename];
  } else if (config !== undefined) {
    const from = args.length > 2 ? args[1]!.startIndex : last.startIndex;
    rewrite = [rename, { offset: from, length: last.startIndex - from, newText: `${config}, ` }];
  }
  return { kind: 'overload', span: spanOf(name), method, rewrite };
}

/**
 * The config object of `registerTool`/`registerPrompt` made from the middle arguments of `tool(…)`/`prompt(…)`:
 * [description], [shape], [annotations] (tools only), told apart as the 1.x SDK does (a Zod shape or `{}` is the
 * schema, another object the annotations). Undefined when an argument is not a literal whose role is certain.
 */
function configOf(method: 'tool' | 'prompt', middle: SyntaxNode[], zodBound: boolean): string | undefined {
  const entries: string[] = [];
  let rest = middle;
  const description = rest[0] && unwrapTs(rest[0]);
  if (description && (description.type === 'string' || description.type === 'template_string')) {
    entries.push(`description: ${rest[0]!.text}`);
    rest = rest.slice(1);
  }
  if (rest.some((a) => unwrapTs(a).type !== 'object') || rest.length > (method === 'tool' ? 2 : 1)) return undefined;
  let shape: SyntaxNode | undefined = rest[0];
  let annotations: SyntaxNode | undefined = rest[1];
  if (method === 'tool' && rest.length === 1) {
    const role = roleOfToolObject(rest[0]!);
    if (!role) return undefined;
    if (role === 'annotations') [shape, annotations] = [undefined, rest[0]];
  }
  const schemaKey = method === 'tool' ? 'inputSchema' : 'argsSchema';
  if (shape) entries.push(`${schemaKey}: ${zodBound ? `z.object(${shape.text})` : shape.text}`);
  if (annotations) entries.push(`annotations: ${annotations.text}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

/** The keys of the 1.x SDK's `ToolAnnotations`: an object of these alone, with literal values, is annotations. */
const ANNOTATION_KEYS = new Set<string>(['title', ...HINT_KEYS]);

/**
 * The role of the one object argument of `tool(name, [description], object, cb)`, as the 1.x SDK decides at run time
 * (a Zod value makes a shape): a shape when empty, when a value is built from `z`/`zod` (`z.string()`), or when a
 * value is computed (a call, a member such as `schemas.owner`) and a key is no annotation's; annotations when it holds
 * only annotation keys with other values. Anything else (`{ owner: Owner }`, `{ city }`, `{ ...shape }`,
 * `{ readOnlyHint: config.readOnly }`) is told apart only at run time: undefined, and no rewrite is offered.
 */
function roleOfToolObject(node: SyntaxNode): 'shape' | 'annotations' | undefined {
  const items = namedItems(unwrapTs(node));
  if (!items.length) return 'shape';
  const values = items.map((p) => (p.type === 'pair' ? p.childForFieldName('value') : null));
  if (values.some((v) => v && /^(?:z|zod)$/.test(rootName(v) ?? ''))) return 'shape';
  const computed = values.some((v) => v?.type === 'call_expression' || v?.type === 'member_expression');
  const onlyAnnotationKeys = items.every((p) => p.type === 'pair' && ANNOTATION_KEYS.has(keyText(p) ?? ''));
  if (onlyAnnotationKeys) return computed ? undefined : 'annotations';
  return computed ? 'shape' : undefined;
}

/** The name a chain of calls and members starts from (`z` in `z.string().min(1)`). */
function rootName(value: SyntaxNode): string | undefined {
  let cur: SyntaxNode | null = value;
  for (let depth = 0; cur && depth < 64; depth++) {
    if (cur.type === 'identifier') return cur.text;
    if (cur.type === 'call_expression') cur = cur.childForFieldName('function');
    else if (cur.type === 'member_expression') cur = cur.childForFieldName('object');
    else return undefined;
  }
  return undefined;
}

/** The key of a `pair` written as a name or a string (`title`, `'title'`). */
function keyText(pair: SyntaxNode): string | undefined {
  const key = pair.childForFieldName('key');
  if (key?.type === 'property_identifier') return key.text;
  return key?.type === 'string' ? tsString(key)?.value : undefined;
}

/** `-32002` sent as an error code, and the SDK's `ResourceNotFound` constant (not where a received code is compared). */
function resourceNotFound(root: SyntaxNode, text: string): MigrationSite[] {
  const out: MigrationSite[] = [];
  for (const at of matchOffsets(text, /-\s*(32_?002)\b/)) {
    const number = root.descendantForIndex(at, at);
    const unary = number?.parent;
    if (number?.type !== 'number' || unary?.type !== 'unary_expression' || isComparison(unary)) continue;
    out.push({ kind: 'resource-not-found', span: spanOf(unary), written: unary.text, replacement: '-32602' });
  }
  for (const at of matchOffsets(text, /\b(?:Protocol)?ErrorCode\s*\.\s*(ResourceNotFound)\b/)) {
    const name = root.descendantForIndex(at, at);
    const member = name?.parent;
    if (name?.type !== 'property_identifier' || member?.type !== 'member_expression' || isComparison(member)) continue;
    out.push({ kind: 'resource-not-found', span: spanOf(name), written: member.text, replacement: 'InvalidParams' });
  }
  return out;
}

function isComparison(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (parent?.type === 'switch_case') return true;
  return parent?.type === 'binary_expression' && /^[=!]==?$/.test(parent.childForFieldName('operator')?.text ?? '');
}

/** `logging: {}` among the capabilities a server declares. */
function loggingCapability(root: SyntaxNode, text: string): MigrationSite[] {
  const out: MigrationSite[] = [];
  for (const at of matchOffsets(text, /\b(logging)\s*:/)) {
    const key = root.descendantForIndex(at, at);
    const pair = key?.parent;
    const owner = pair?.parent?.parent;
    if (pair?.type !== 'pair' || !pair.childForFieldName('key')?.equals(key!)) continue;
    if (owner?.type !== 'pair' || owner.childForFieldName('key')?.text.replace(/['"]/g, '') !== 'capabilities') {
      continue;
    }
    out.push({ kind: 'deprecated', span: spanOf(key!), api: 'capabilities.logging', feature: 'logging' });
  }
  return out;
}

export const CODEMOD_MARKER = '@mcp-codemod-error';

/** The comments the SDK's codemod leaves: `/* @mcp-codemod-error <what to do> *\/` above the line it could not rewrite. */
export function codemodMarkers(root: SyntaxNode, text: string): MigrationSite[] {
  const out: MigrationSite[] = [];
  for (const at of matchOffsets(text, /@mcp-codemod-error/)) {
    const comment = root.descendantForIndex(at, at);
    if (comment?.type !== 'comment') continue;
    const message = comment.text
      .replace(/^\/\*+|\*+\/$|^\/\/|^#/g, '')
      .replace(CODEMOD_MARKER, '')
      .replace(/\s+/g, ' ')
      .trim();
    out.push({ kind: 'codemod-marker', span: spanOf(comment), message });
  }
  return out;
}
