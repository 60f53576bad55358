import type { Tree } from '@vscode/tree-sitter-wasm';
import type { AnnotationsHome, ArrayLit, Declaration, DeclarationKind, Entry, Extraction, Lit, ObjectLit, Span, StringLit } from './ir';
import { decodePython } from './strings';
import { ancestorOfType, matchOffsets, namedItems, spanOf, type SyntaxNode } from './syntax';
import { syntheticString } from './zod';

const DECORATORS = /@[ \t]*[\w.]+\.[ \t]*(tool|resource|prompt)\b/;
/** Calls whose keyword arguments are read as an object: the annotation types and the content block types. */
const OBJECT_CALLS = new Set(['ToolAnnotations', 'Annotations', 'TextContent', 'ImageContent', 'AudioContent', 'EmbeddedResource', 'ResourceLink', 'TextResourceContents', 'BlobResourceContents']);
const CONTENT_CALLS: Readonly<Record<string, string>> = { TextContent: 'text', ImageContent: 'image', AudioContent: 'audio', EmbeddedResource: 'resource', ResourceLink: 'resource_link' };
/** FastMCP keyword arguments and the MCP field each one sets. */
const KWARG_FIELDS: Readonly<Record<DeclarationKind, Readonly<Record<string, string>>>> = {
  tool: { name: 'name', title: 'title', description: 'description', annotations: 'annotations', icons: 'icons' },
  resource: { name: 'name', title: 'title', description: 'description', mime_type: 'mimeType', annotations: 'annotations', icons: 'icons', size: 'size' },
  resourceTemplate: { name: 'name', title: 'title', description: 'description', mime_type: 'mimeType', annotations: 'annotations', icons: 'icons' },
  prompt: { name: 'name', title: 'title', description: 'description', icons: 'icons' },
};

/**
 * Reads the declarations of a Python MCP server: FastMCP's `@mcp.tool(…)`, `@mcp.resource("uri", …)` and
 * `@mcp.prompt(…)` decorators (the official SDK's `mcp.server.fastmcp` and the standalone `fastmcp`), with the
 * function's name and docstring standing in for a name and description that are not given, and its parameters as
 * the tool's input properties and the prompt's arguments. Content blocks built with `TextContent(…)` and the like
 * anywhere in the file are read too.
 */
export function extractPython(tree: Tree, text: string): Extraction {
  const root = tree.rootNode;
  const declarations: Declaration[] = [];
  for (const at of matchOffsets(text, DECORATORS)) {
    const decorator = ancestorOfType(root, at, ['decorator']);
    const decorated = decorator?.parent;
    const fn = decorated?.type === 'decorated_definition' ? decorated.childForFieldName('definition') : undefined;
    if (!decorator || !fn || fn.type !== 'function_definition') continue;
    const expr = namedItems(decorator)[0];
    const call = expr?.type === 'call' ? expr : undefined;
    const attr = call ? call.childForFieldName('function') : expr;
    if (attr?.type !== 'attribute' || attr.childForFieldName('attribute')?.startIndex !== at) continue;
    const decl = declarationOf(attr.childForFieldName('attribute')!.text, call, fn, attr);
    if (decl) declarations.push(decl);
  }
  const contentBlocks: ObjectLit[] = [];
  for (const at of matchOffsets(text, /\b(TextContent|ImageContent|AudioContent|EmbeddedResource|ResourceLink)[ \t]*\(/)) {
    const call = ancestorOfType(root, at, ['call']);
    if (!call || call.childForFieldName('function')?.startIndex !== at) continue;
    contentBlocks.push(contentBlock(call));
  }
  return { declarations, contentBlocks, messages: [], toolAnnotationsName: importedName(text, 'ToolAnnotations') };
}

function importedName(text: string, name: string): string | undefined {
  if (new RegExp(`^[ \\t]*from[ \\t]+[\\w.]+[ \\t]+import[ \\t(][^\\n]*\\b${name}\\b`, 'm').test(text)) return name;
  if (/^[ \t]*from[ \t]+mcp[ \t]+import[ \t(][^\n]*\btypes\b/m.test(text)) return `types.${name}`;
  return undefined;
}

function declarationOf(method: string, call: SyntaxNode | undefined, fn: SyntaxNode, attr: SyntaxNode): Declaration | undefined {
  const args = call ? argumentItems(call) : { positional: [], keywords: new Map<string, { node: SyntaxNode; entry: SyntaxNode }>(), splat: false, container: undefined };
  const fnName = fn.childForFieldName('name')!;
  let kind: DeclarationKind = method === 'tool' ? 'tool' : method === 'prompt' ? 'prompt' : 'resource';
  const entries: Entry[] = [];
  let complete = !args.splat;
  // the resource's first argument is its URI; tools and prompts take an optional name there (standalone fastmcp)
  if (kind === 'resource') {
    const uriNode = args.keywords.get('uri')?.node ?? args.positional[0];
    const uri = uriNode ? pyLiteral(uriNode) : undefined;
    if (uri?.kind === 'string') {
      kind = /\{[^{}]*\}/.test(uri.value) || hasParameters(fn) ? 'resourceTemplate' : 'resource';
      entries.push(positional(kind === 'resourceTemplate' ? 'uriTemplate' : 'uri', uri));
    } else complete = false;
  } else if (args.positional[0]) {
    const name = pyLiteral(args.positional[0]);
    if (name.kind === 'string') entries.push(positional('name', name));
    else complete = false;
  }
  const fields = KWARG_FIELDS[kind];
  for (const [kw, { node, entry }] of args.keywords) {
    const key = fields[kw];
    if (!key) continue;
    const value = pyLiteral(node);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    if (value.kind === 'opaque') continue;
    const keyNode = entry.childForFieldName('name')!;
    entries.push({ key, keySpan: spanOf(keyNode), keyStyle: 'kwarg', value, span: spanOf(entry) });
  }
  if (!entries.some((e) => e.key === 'name')) entries.push(positional('name', syntheticString(fnName.text, spanOf(fnName))));
  if (!entries.some((e) => e.key === 'description') && !args.keywords.has('description')) {
    const doc = docstring(fn);
    if (doc) entries.push(positional('description', doc));
  }
  if (kind === 'tool') {
    const params = parameters(fn);
    if (params) entries.push(positional('inputSchema', inputSchema(params, spanOf(fn.childForFieldName('parameters')!))));
  }
  if (kind === 'prompt') {
    const params = parameters(fn);
    if (params) entries.push(positional('arguments', promptArguments(params, spanOf(fn.childForFieldName('parameters')!))));
  }
  const home: AnnotationsHome | undefined = kind !== 'tool' ? undefined : args.container ? { kind: 'entry', container: args.container } : call ? undefined : { kind: 'parens', at: attr.endIndex };
  const span = { start: attr.startIndex, end: fnName.endIndex };
  return { kind, form: `@${method}`, object: { kind: 'object', entries: entries.sort((a, b) => a.span.start - b.span.start), span, complete }, annotationsHome: home };
}

function positional(key: string, value: Lit): Entry {
  return { key, keySpan: { start: value.span.start, end: value.span.start }, keyStyle: 'positional', value, span: value.span };
}

interface Arguments {
  positional: SyntaxNode[];
  keywords: Map<string, { node: SyntaxNode; entry: SyntaxNode }>;
  /** `*args` or `**kwargs` may set anything. */
  splat: boolean;
  container: ObjectLit['container'];
}

function argumentItems(call: SyntaxNode): Arguments {
  const list = call.childForFieldName('arguments');
  const out: Arguments = { positional: [], keywords: new Map(), splat: false, container: undefined };
  if (!list || list.type !== 'argument_list') return out;
  const items: Span[] = [];
  for (const c of namedItems(list)) {
    items.push(spanOf(c));
    if (c.type === 'keyword_argument') {
      const name = c.childForFieldName('name')?.text;
      const value = c.childForFieldName('value');
      if (name && value) out.keywords.set(name, { node: value, entry: c });
    } else if (c.type === 'list_splat' || c.type === 'dictionary_splat') out.splat = true;
    else out.positional.push(c);
  }
  out.container = { style: 'py-call', innerStart: list.startIndex + 1, innerEnd: list.endIndex - 1, items };
  return out;
}

/** Literals nested deeper than this read as `opaque`: the walk recurses, and a runaway nesting must not overflow the stack. */
const MAX_LITERAL_DEPTH = 256;
let literalDepth = 0;

/** A Python expression as a literal value, or `opaque`. */
export function pyLiteral(node: SyntaxNode): Lit {
  if (literalDepth >= MAX_LITERAL_DEPTH) return { kind: 'opaque', span: spanOf(node) };
  literalDepth++;
  try {
    return pyLiteralAt(node);
  } finally {
    literalDepth--;
  }
}

function pyLiteralAt(node: SyntaxNode): Lit {
  const span = spanOf(node);
  switch (node.type) {
    case 'string':
      return pyString(node) ?? { kind: 'opaque', span };
    case 'concatenated_string': {
      const parts = namedItems(node).map(pyString);
      if (parts.some((p) => !p)) return { kind: 'opaque', span };
      const ps = parts as StringLit[];
      return { kind: 'string', value: ps.map((p) => p.value).join(''), span, content: { start: ps[0]!.content.start, end: ps[ps.length - 1]!.content.end }, exact: false, quote: ps[0]!.quote };
    }
    case 'integer':
    case 'float': {
      const value = Number(node.text.replace(/_/g, ''));
      return Number.isFinite(value) ? { kind: 'number', value, span } : { kind: 'opaque', span };
    }
    case 'unary_operator': {
      const arg = node.childForFieldName('argument');
      const op = node.childForFieldName('operator')?.text;
      const inner = arg ? pyLiteral(arg) : undefined;
      if (inner?.kind === 'number' && (op === '-' || op === '+')) return { kind: 'number', value: op === '-' ? -inner.value : inner.value, span };
      return { kind: 'opaque', span };
    }
    case 'true':
    case 'false':
      return { kind: 'boolean', value: node.type === 'true', span };
    case 'none':
      return { kind: 'null', span };
    case 'list':
    case 'tuple':
      return { kind: 'array', items: namedItems(node).map(pyLiteral).filter((l) => l.kind !== 'opaque'), span } satisfies ArrayLit;
    case 'dictionary':
      return pyDict(node);
    case 'parenthesized_expression': {
      const inner = namedItems(node)[0];
      return inner ? pyLiteral(inner) : { kind: 'opaque', span };
    }
    case 'call': {
      const name = calleeName(node);
      return name && OBJECT_CALLS.has(name) ? callObject(node) : { kind: 'opaque', span };
    }
    default:
      return { kind: 'opaque', span };
  }
}

function calleeName(call: SyntaxNode): string | undefined {
  const fn = call.childForFieldName('function');
  if (fn?.type === 'identifier') return fn.text;
  if (fn?.type === 'attribute') return fn.childForFieldName('attribute')?.text;
  return undefined;
}

function pyString(node: SyntaxNode | undefined): StringLit | undefined {
  if (!node || node.type !== 'string') return undefined;
  const children = node.children.filter((c): c is SyntaxNode => !!c);
  const start = children.find((c) => c.type === 'string_start');
  const end = children.find((c) => c.type === 'string_end');
  if (!start || !end || children.some((c) => c.type === 'interpolation')) return undefined;
  const opener = start.text;
  const prefix = /^[a-zA-Z]*/.exec(opener)![0].toLowerCase();
  if (prefix.includes('b')) return undefined; // bytes are not text
  const content = { start: start.endIndex, end: end.startIndex };
  const raw = node.text.slice(content.start - node.startIndex, content.end - node.startIndex);
  const decoded = decodePython(raw, prefix.includes('r'));
  return { kind: 'string', value: decoded.value, span: spanOf(node), content, exact: decoded.exact, quote: opener.slice(prefix.length) };
}

function pyDict(node: SyntaxNode): ObjectLit {
  const entries: Entry[] = [];
  const items: Span[] = [];
  let complete = true;
  for (const c of namedItems(node)) {
    items.push(spanOf(c));
    const keyNode = c.type === 'pair' ? c.childForFieldName('key') : undefined;
    const valueNode = c.type === 'pair' ? c.childForFieldName('value') : undefined;
    const key = pyString(keyNode ?? undefined);
    if (!key || !valueNode) {
      complete = false;
      continue;
    }
    const value = pyLiteral(valueNode);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    if (value.kind !== 'opaque') entries.push({ key: key.value, keySpan: key.span, keyStyle: 'quoted', value, span: spanOf(c) });
  }
  return { kind: 'object', entries, span: spanOf(node), complete, container: { style: 'py-dict', innerStart: node.startIndex + 1, innerEnd: node.endIndex - 1, items } };
}

/** `ToolAnnotations(readOnlyHint=True, …)`: keyword arguments as an object. */
function callObject(call: SyntaxNode): ObjectLit {
  const args = argumentItems(call);
  const entries: Entry[] = [];
  let complete = !args.splat && args.positional.length === 0;
  for (const [kw, { node, entry }] of args.keywords) {
    const value = pyLiteral(node);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    if (value.kind === 'opaque') continue;
    entries.push({ key: kw === 'meta' ? '_meta' : kw === 'mime_type' ? 'mimeType' : kw, keySpan: spanOf(entry.childForFieldName('name')!), keyStyle: 'kwarg', value, span: spanOf(entry) });
  }
  return { kind: 'object', entries, span: spanOf(call), complete, container: args.container };
}

function contentBlock(call: SyntaxNode): ObjectLit {
  const obj = callObject(call);
  if (obj.entries.some((e) => e.key === 'type')) return obj;
  // pydantic fills `type` in from the class; the model needs it to know the block
  const at = { start: call.startIndex, end: call.startIndex };
  const type: Entry = { key: 'type', keySpan: at, keyStyle: 'positional', value: syntheticString(CONTENT_CALLS[calleeName(call)!]!, at), span: at };
  return { ...obj, entries: [type, ...obj.entries] };
}

function docstring(fn: SyntaxNode): StringLit | undefined {
  const body = fn.childForFieldName('body');
  const first = body ? namedItems(body)[0] : undefined;
  const expr = first?.type === 'expression_statement' ? namedItems(first)[0] : undefined;
  const lit = expr ? pyLiteral(expr) : undefined;
  return lit?.kind === 'string' ? lit : undefined;
}

interface Param {
  readonly name: string;
  readonly nameSpan: Span;
  readonly required: boolean;
  readonly description?: StringLit;
  readonly span: Span;
}

function hasParameters(fn: SyntaxNode): boolean {
  return (parameters(fn) ?? []).length > 0;
}

/** The function's parameters as MCP arguments: without self, the Context and *args/**kwargs. */
function parameters(fn: SyntaxNode): Param[] | undefined {
  const list = fn.childForFieldName('parameters');
  if (!list) return undefined;
  const out: Param[] = [];
  for (const p of namedItems(list)) {
    if (!['identifier', 'typed_parameter', 'default_parameter', 'typed_default_parameter'].includes(p.type)) continue;
    const nameNode = p.type === 'identifier' ? p : (p.childForFieldName('name') ?? namedItems(p).find((c) => c.type === 'identifier'));
    if (!nameNode || nameNode.text === 'self' || nameNode.text === 'cls') continue;
    const type = p.childForFieldName('type');
    if (type && /\bContext\b/.test(type.text)) continue;
    const def = p.childForFieldName('value');
    const fieldCall = [def, ...(type ? fieldCalls(type) : [])].find((n) => n?.type === 'call' && calleeName(n) === 'Field');
    const fieldArgs = fieldCall ? argumentItems(fieldCall) : undefined;
    const description = fieldArgs?.keywords.get('description');
    const descLit = description ? pyLiteral(description.node) : undefined;
    const defaultsInField = !!fieldArgs && (fieldArgs.positional.length > 0 || fieldArgs.keywords.has('default') || fieldArgs.keywords.has('default_factory'));
    const required = !def || (def === fieldCall && !defaultsInField);
    out.push({ name: nameNode.text, nameSpan: spanOf(nameNode), required, description: descLit?.kind === 'string' ? descLit : undefined, span: spanOf(p) });
  }
  return out;
}

/** `Field(…)` calls inside an `Annotated[…]` type. */
function fieldCalls(type: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (n: SyntaxNode) => {
    if (n.type === 'call') out.push(n);
    else for (const c of namedItems(n)) visit(c);
  };
  visit(type);
  return out;
}

function inputSchema(params: Param[], at: Span): ObjectLit {
  const zero = { start: at.start, end: at.start };
  const properties: Entry[] = params.map((p) => {
    const entries: Entry[] = p.description ? [positional('description', p.description)] : [];
    return { key: p.name, keySpan: p.nameSpan, keyStyle: 'positional', value: { kind: 'object', entries, span: p.span, complete: true, synthetic: true }, span: p.span };
  });
  const required = params.filter((p) => p.required).map((p) => syntheticString(p.name, p.nameSpan));
  const entries: Entry[] = [
    { key: 'type', keySpan: zero, keyStyle: 'positional', value: syntheticString('object', zero), span: zero },
    { key: 'properties', keySpan: zero, keyStyle: 'positional', value: { kind: 'object', entries: properties, span: at, complete: true, synthetic: true }, span: at },
  ];
  if (required.length) entries.push({ key: 'required', keySpan: zero, keyStyle: 'positional', value: { kind: 'array', items: required, span: zero }, span: zero });
  return { kind: 'object', entries, span: at, complete: true, synthetic: true };
}

function promptArguments(params: Param[], at: Span): ArrayLit {
  const items: ObjectLit[] = params.map((p) => {
    const entries: Entry[] = [positional('name', syntheticString(p.name, p.nameSpan))];
    if (p.description) entries.push(positional('description', p.description));
    const end = { start: p.span.end, end: p.span.end };
    entries.push({ key: 'required', keySpan: end, keyStyle: 'positional', value: { kind: 'boolean', value: p.required, span: end }, span: end });
    return { kind: 'object', entries, span: p.span, complete: true, synthetic: true };
  });
  return { kind: 'array', items, span: at };
}
