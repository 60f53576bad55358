import type { ArrayLit, Entry, Lit, ObjectLit, Span, StringLit } from './ir';
import { calleeName, tsString, unwrapTs } from './typescriptLiterals';
import { namedItems, spanOf, type SyntaxNode } from './syntax';

/** Modifiers after which a Zod field may be left out of the arguments. */
const OPTIONAL_MODIFIERS = new Set(['optional', 'nullish', 'default', 'catch', 'prefault']);

export interface ZodField {
  readonly name: string;
  readonly nameSpan: Span;
  readonly keyStyle: 'identifier' | 'quoted';
  /** `.describe("…")`, when literal. */
  readonly description?: StringLit;
  /** Undefined when the field is not a Zod expression we can read (a variable): its optionality is unknown. */
  readonly required?: boolean;
  readonly span: Span;
}

export interface ZodShape {
  readonly fields: readonly ZodField[];
  /** Every field was read (no spreads, no computed keys). */
  readonly complete: boolean;
  readonly span: Span;
}

/**
 * The properties of a Zod input schema written inline (`{ a: z.string() }` or `z.object({ … })`, modifiers allowed):
 * names, whether each is required, and `.describe()` texts. Undefined for anything else (a variable, a JSON schema).
 */
export function zodShape(node: SyntaxNode): ZodShape | undefined {
  const n = unwrapTs(node);
  if (n.type === 'object') return shapeOfObject(n);
  if (n.type !== 'call_expression') return undefined;
  for (let cur: SyntaxNode | undefined = n; cur?.type === 'call_expression'; cur = receiverCall(cur)) {
    if (calleeName(cur) === 'object') {
      const arg = namedItems(cur.childForFieldName('arguments')!)[0];
      const obj = arg ? unwrapTs(arg) : undefined;
      return obj?.type === 'object' ? shapeOfObject(obj) : undefined;
    }
  }
  return undefined;
}

/** `x.y(...).z(...)` → the call `x.y(...)` that `.z` is called on. */
function receiverCall(call: SyntaxNode): SyntaxNode | undefined {
  const fn = call.childForFieldName('function');
  const object = fn?.type === 'member_expression' ? fn.childForFieldName('object') : undefined;
  return object ? unwrapTs(object) : undefined;
}

/** A key written as an identifier or a string literal; undefined for a computed key. */
function keyName(key: SyntaxNode): string | undefined {
  if (key.type === 'property_identifier') return key.text;
  if (key.type === 'string') return tsString(key)?.value;
  return undefined;
}

function shapeOfObject(obj: SyntaxNode): ZodShape {
  const fields: ZodField[] = [];
  let complete = true;
  for (const c of namedItems(obj)) {
    const key = c.type === 'pair' ? c.childForFieldName('key') : undefined;
    const value = c.type === 'pair' ? c.childForFieldName('value') : undefined;
    const name = key ? keyName(key) : undefined;
    if (!key || !value || name === undefined) {
      complete = false;
      continue;
    }
    fields.push({
      name,
      nameSpan: spanOf(key),
      keyStyle: key.type === 'string' ? 'quoted' : 'identifier',
      ...readField(value),
      span: spanOf(c),
    });
  }
  return { fields, complete, span: spanOf(obj) };
}

/** Walks a chain such as `z.string().min(1).describe("…").optional()` from its end to `z`. */
function readField(value: SyntaxNode): { description?: StringLit; required?: boolean } {
  let optional = false;
  let description: StringLit | undefined;
  let cur: SyntaxNode | undefined = unwrapTs(value);
  let rootedInZod = false;
  while (cur?.type === 'call_expression') {
    const name = calleeName(cur);
    if (name && OPTIONAL_MODIFIERS.has(name)) optional = true;
    if (name === 'describe' && !description) {
      const arg = namedItems(cur.childForFieldName('arguments')!)[0];
      description = arg ? tsString(unwrapTs(arg)) : undefined;
    }
    const fn = cur.childForFieldName('function');
    if (fn?.type === 'member_expression' && fn.childForFieldName('object')?.type === 'identifier') rootedInZod = true;
    cur = receiverCall(cur);
  }
  return rootedInZod ? { description, required: !optional } : {};
}

/** The synthetic inputSchema of a shape: `{ type: "object", properties: { name: { description } }, required: […] }`. */
export function schemaOfShape(shape: ZodShape): ObjectLit {
  const at = { start: shape.span.start, end: shape.span.start };
  const properties: Entry[] = shape.fields.map((f) => {
    const entries: Entry[] = f.description
      ? [
          {
            key: 'description',
            keySpan: { start: f.description.span.start, end: f.description.span.start },
            keyStyle: 'positional',
            value: f.description,
            span: f.description.span,
          },
        ]
      : [];
    const value: ObjectLit = { kind: 'object', entries, span: f.span, complete: true, synthetic: true };
    return { key: f.name, keySpan: f.nameSpan, keyStyle: f.keyStyle, value, span: f.span };
  });
  const required: Lit[] = shape.fields.filter((f) => f.required).map((f) => syntheticString(f.name, f.nameSpan));
  const requiredArray: ArrayLit = { kind: 'array', items: required, span: at };
  const entries: Entry[] = [
    { key: 'type', keySpan: at, keyStyle: 'positional', value: syntheticString('object', at), span: at },
    {
      key: 'properties',
      keySpan: at,
      keyStyle: 'positional',
      value: { kind: 'object', entries: properties, span: shape.span, complete: shape.complete, synthetic: true },
      span: shape.span,
    },
  ];
  if (required.length) {
    entries.push({ key: 'required', keySpan: at, keyStyle: 'positional', value: requiredArray, span: at });
  }
  return { kind: 'object', entries, span: shape.span, complete: shape.complete, synthetic: true };
}

/** A string value that is not written as a string in the code (a key name, a function name): never edited. */
export function syntheticString(value: string, span: Span): StringLit {
  return { kind: 'string', value, span, content: span, exact: false, quote: '' };
}
