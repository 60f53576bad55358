import type { ArrayLit, Entry, Lit, ObjectLit, Span, StringLit } from './ir';
import { decodePython } from './strings';
import { namedItems, spanOf, type SyntaxNode } from './syntax';

/** Calls whose keyword arguments are read as an object: annotation types, prompt arguments and content block types. */
const OBJECT_CALLS = new Set([
  'ToolAnnotations',
  'Annotations',
  'PromptArgument',
  'TextContent',
  'ImageContent',
  'AudioContent',
  'EmbeddedResource',
  'ResourceLink',
  'TextResourceContents',
  'BlobResourceContents',
]);

export interface Arguments {
  positional: SyntaxNode[];
  keywords: Map<string, { node: SyntaxNode; entry: SyntaxNode }>;
  /** `*args` or `**kwargs` may set anything. */
  splat: boolean;
  container: ObjectLit['container'];
}

export function argumentItems(call: SyntaxNode): Arguments {
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

/** Literals nested deeper than this read as `opaque`, so that the recursive walk cannot overflow the stack. */
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
      return {
        kind: 'string',
        value: ps.map((p) => p.value).join(''),
        span,
        content: { start: ps[0]!.content.start, end: ps[ps.length - 1]!.content.end },
        exact: false,
        quote: ps[0]!.quote,
      };
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
      if (inner?.kind === 'number' && (op === '-' || op === '+')) {
        return { kind: 'number', value: op === '-' ? -inner.value : inner.value, span };
      }
      return { kind: 'opaque', span };
    }
    case 'true':
    case 'false':
      return { kind: 'boolean', value: node.type === 'true', span };
    case 'none':
      return { kind: 'null', span };
    case 'list':
    case 'tuple':
      return {
        kind: 'array',
        items: namedItems(node)
          .map(pyLiteral)
          .filter((l) => l.kind !== 'opaque'),
        span,
      } satisfies ArrayLit;
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

export function calleeName(call: SyntaxNode): string | undefined {
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
  return {
    kind: 'string',
    value: decoded.value,
    span: spanOf(node),
    content,
    exact: decoded.exact,
    quote: opener.slice(prefix.length),
  };
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
    if (value.kind !== 'opaque') {
      entries.push({ key: key.value, keySpan: key.span, keyStyle: 'quoted', value, span: spanOf(c) });
    }
  }
  return {
    kind: 'object',
    entries,
    span: spanOf(node),
    complete,
    container: { style: 'py-dict', innerStart: node.startIndex + 1, innerEnd: node.endIndex - 1, items },
  };
}

/** The keyword arguments whose MCP field is spelled differently; the others are the field's own name. */
const KWARG_FIELD_NAMES: ReadonlyMap<string, string> = new Map([
  ['meta', '_meta'],
  ['mime_type', 'mimeType'],
]);

/** `ToolAnnotations(readOnlyHint=True, …)`: keyword arguments as an object. */
export function callObject(call: SyntaxNode): ObjectLit {
  const args = argumentItems(call);
  const entries: Entry[] = [];
  let complete = !args.splat && args.positional.length === 0;
  for (const [kw, { node, entry }] of args.keywords) {
    const value = pyLiteral(node);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    if (value.kind === 'opaque') continue;
    entries.push({
      key: KWARG_FIELD_NAMES.get(kw) ?? kw,
      keySpan: spanOf(entry.childForFieldName('name')!),
      keyStyle: 'kwarg',
      value,
      span: spanOf(entry),
    });
  }
  return { kind: 'object', entries, span: spanOf(call), complete, container: args.container };
}
