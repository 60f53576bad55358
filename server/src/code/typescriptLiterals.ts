import type { ArrayLit, Entry, Lit, ObjectLit, Span, StringLit } from './ir';
import { decodeTs } from './strings';
import { namedItems, spanOf, type SyntaxNode } from './syntax';

const WRAPPERS = new Set(['parenthesized_expression', 'as_expression', 'satisfies_expression', 'non_null_expression']);

/** The expression a value really is, under parentheses, `as const`, `satisfies T` and `!`. */
export function unwrapTs(node: SyntaxNode): SyntaxNode {
  let cur = node;
  while (WRAPPERS.has(cur.type)) {
    const inner = namedItems(cur)[0];
    if (!inner) break;
    cur = inner;
  }
  return cur;
}

/** Literals nested deeper than this read as `opaque`, so that the recursive walk cannot overflow the stack. */
const MAX_LITERAL_DEPTH = 256;
let literalDepth = 0;

/** A TS/JS expression as a literal value, or `opaque` when it is computed. */
export function tsLiteral(node: SyntaxNode): Lit {
  if (literalDepth >= MAX_LITERAL_DEPTH) return { kind: 'opaque', span: spanOf(node) };
  literalDepth++;
  try {
    return tsLiteralAt(node);
  } finally {
    literalDepth--;
  }
}

function tsLiteralAt(node: SyntaxNode): Lit {
  const n = unwrapTs(node);
  const span = spanOf(node);
  switch (n.type) {
    case 'string':
      return tsString(n) ?? { kind: 'opaque', span };
    case 'template_string':
      return n.namedChildren.some((c) => c?.type === 'template_substitution')
        ? { kind: 'opaque', span }
        : (tsString(n) ?? { kind: 'opaque', span });
    case 'number': {
      const value = Number(n.text.replace(/_/g, ''));
      return Number.isFinite(value) ? { kind: 'number', value, span } : { kind: 'opaque', span };
    }
    case 'unary_expression': {
      const arg = n.childForFieldName('argument');
      const op = n.childForFieldName('operator')?.text;
      if ((op === '-' || op === '+') && arg?.type === 'number') {
        const value = Number(arg.text.replace(/_/g, ''));
        if (Number.isFinite(value)) return { kind: 'number', value: op === '-' ? -value : value, span };
      }
      return { kind: 'opaque', span };
    }
    case 'true':
    case 'false':
      return { kind: 'boolean', value: n.type === 'true', span };
    case 'null':
      return { kind: 'null', span };
    case 'array':
      return tsArray(n, span);
    case 'object':
      return tsObject(n);
    default:
      return { kind: 'opaque', span };
  }
}

export function tsString(n: SyntaxNode): StringLit | undefined {
  if (n.type !== 'string' && n.type !== 'template_string') return undefined;
  const start = n.startIndex;
  const end = n.endIndex;
  const text = n.text;
  if (text.length < 2) return undefined;
  const quote = text[0]!;
  const decoded = decodeTs(text.slice(1, -1));
  // `${` cannot be written inside a template literal without ending it, so edits inside one are not trusted
  return {
    kind: 'string',
    value: decoded.value,
    span: { start, end },
    content: { start: start + 1, end: end - 1 },
    exact: decoded.exact && !(quote === '`' && text.includes('$')),
    quote,
  };
}

function tsArray(n: SyntaxNode, span: Span): ArrayLit {
  const items: Lit[] = [];
  for (const c of namedItems(n)) {
    const lit = tsLiteral(c);
    if (lit.kind !== 'opaque') items.push(lit);
  }
  return { kind: 'array', items, span };
}

/** The key of an object item that is not a pair, when it has one: `{ name }` or `{ name() { … } }`. */
function unreadEntryName(c: SyntaxNode): string | undefined {
  if (c.type === 'shorthand_property_identifier') return c.text;
  if (c.type === 'method_definition') return c.childForFieldName('name')?.text;
  return undefined;
}

/** An object literal: its literal entries, and the spans of all items for edits. */
export function tsObject(n: SyntaxNode): ObjectLit {
  const entries: Entry[] = [];
  const items: Span[] = [];
  let complete = true;
  let openKeys = false;
  for (const c of namedItems(n)) {
    items.push(spanOf(c));
    if (c.type !== 'pair') {
      complete = false; // a spread, shorthand or method: keys or values we cannot read
      const name = unreadEntryName(c);
      if (name !== undefined) {
        entries.push({
          key: name,
          keySpan: spanOf(c),
          keyStyle: 'identifier',
          value: { kind: 'opaque', span: spanOf(c) },
          span: spanOf(c),
        });
      } else openKeys = true;
      continue;
    }
    const keyNode = c.childForFieldName('key');
    const valueNode = c.childForFieldName('value');
    const key = keyNode ? tsKey(keyNode) : undefined;
    if (!key || !valueNode) {
      complete = false;
      openKeys = true;
      continue;
    }
    const value = tsLiteral(valueNode);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    entries.push({
      key: key.name,
      keySpan: spanOf(keyNode!),
      keyStyle: key.quoted ? 'quoted' : 'identifier',
      value,
      span: spanOf(c),
    });
  }
  return {
    kind: 'object',
    entries,
    span: spanOf(n),
    complete,
    openKeys,
    container: { style: 'ts-object', innerStart: n.startIndex + 1, innerEnd: n.endIndex - 1, items },
  };
}

function tsKey(k: SyntaxNode): { name: string; quoted: boolean } | undefined {
  if (k.type === 'property_identifier' || k.type === 'identifier') return { name: k.text, quoted: false };
  if (k.type === 'string') {
    const s = tsString(k);
    return s ? { name: s.value, quoted: true } : undefined;
  }
  if (k.type === 'number') return { name: String(Number(k.text)), quoted: true };
  return undefined; // computed keys
}

/** `a.b.c(...)` → the callee's last name (`c`) and the object it is called on. */
export function calleeName(call: SyntaxNode): string | undefined {
  const fn = call.childForFieldName('function') ?? call.childForFieldName('constructor');
  if (!fn) return undefined;
  if (fn.type === 'identifier') return fn.text;
  if (fn.type === 'member_expression') return fn.childForFieldName('property')?.text;
  return undefined;
}

/** The call arguments, comments left out. */
export function argumentsOf(call: SyntaxNode): SyntaxNode[] {
  const args = call.childForFieldName('arguments');
  return args ? namedItems(args) : [];
}

export const FUNCTION_TYPES = new Set(['arrow_function', 'function_expression', 'function', 'generator_function']);
