import { positional, type ArrayLit, type Entry, type ObjectLit, type Span, type StringLit } from './ir';
import { argumentItems, calleeName, pyLiteral } from './pythonLiterals';
import { namedItems, spanOf, type SyntaxNode } from './syntax';
import { syntheticString } from './zod';

/** What a Python function says about the capability it implements: its docstring, and its parameters as arguments. */

export function docstring(fn: SyntaxNode): StringLit | undefined {
  const body = fn.childForFieldName('body');
  const first = body ? namedItems(body)[0] : undefined;
  const expr = first?.type === 'expression_statement' ? namedItems(first)[0] : undefined;
  const lit = expr ? pyLiteral(expr) : undefined;
  return lit?.kind === 'string' ? lit : undefined;
}

export interface Param {
  readonly name: string;
  readonly nameSpan: Span;
  readonly required: boolean;
  readonly description?: StringLit;
  readonly span: Span;
}

export function hasParameters(fn: SyntaxNode): boolean {
  return (parameters(fn) ?? []).length > 0;
}

/** The function's parameters as MCP arguments: without self, the Context and *args/**kwargs. */
export function parameters(fn: SyntaxNode): Param[] | undefined {
  const list = fn.childForFieldName('parameters');
  if (!list) return undefined;
  const out: Param[] = [];
  for (const p of namedItems(list)) {
    if (!['identifier', 'typed_parameter', 'default_parameter', 'typed_default_parameter'].includes(p.type)) continue;
    const nameNode =
      p.type === 'identifier' ? p : (p.childForFieldName('name') ?? namedItems(p).find((c) => c.type === 'identifier'));
    if (!nameNode || nameNode.text === 'self' || nameNode.text === 'cls') continue;
    const type = p.childForFieldName('type');
    if (type && /\bContext\b/.test(type.text)) continue;
    const def = p.childForFieldName('value');
    const fieldCall = [def, ...(type ? fieldCalls(type) : [])].find(
      (n) => n?.type === 'call' && calleeName(n) === 'Field',
    );
    const fieldArgs = fieldCall ? argumentItems(fieldCall) : undefined;
    const description = fieldArgs?.keywords.get('description');
    const descLit = description ? pyLiteral(description.node) : undefined;
    const defaultsInField =
      !!fieldArgs &&
      (fieldArgs.positional.length > 0 ||
        fieldArgs.keywords.has('default') ||
        fieldArgs.keywords.has('default_factory'));
    const required = !def || (def === fieldCall && !defaultsInField);
    out.push({
      name: nameNode.text,
      nameSpan: spanOf(nameNode),
      required,
      description: descLit?.kind === 'string' ? descLit : undefined,
      span: spanOf(p),
    });
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

export function inputSchema(params: Param[], at: Span): ObjectLit {
  const zero = { start: at.start, end: at.start };
  const properties: Entry[] = params.map((p) => {
    const entries: Entry[] = p.description ? [positional('description', p.description)] : [];
    return {
      key: p.name,
      keySpan: p.nameSpan,
      keyStyle: 'positional',
      value: { kind: 'object', entries, span: p.span, complete: true, synthetic: true },
      span: p.span,
    };
  });
  const required = params.filter((p) => p.required).map((p) => syntheticString(p.name, p.nameSpan));
  const entries: Entry[] = [
    { key: 'type', keySpan: zero, keyStyle: 'positional', value: syntheticString('object', zero), span: zero },
    {
      key: 'properties',
      keySpan: zero,
      keyStyle: 'positional',
      value: { kind: 'object', entries: properties, span: at, complete: true, synthetic: true },
      span: at,
    },
  ];
  if (required.length) {
    entries.push({
      key: 'required',
      keySpan: zero,
      keyStyle: 'positional',
      value: { kind: 'array', items: required, span: zero },
      span: zero,
    });
  }
  return { kind: 'object', entries, span: at, complete: true, synthetic: true };
}

export function promptArguments(params: Param[], at: Span): ArrayLit {
  const items: ObjectLit[] = params.map((p) => {
    const entries: Entry[] = [positional('name', syntheticString(p.name, p.nameSpan))];
    if (p.description) entries.push(positional('description', p.description));
    const end = { start: p.span.end, end: p.span.end };
    entries.push({
      key: 'required',
      keySpan: end,
      keyStyle: 'positional',
      value: { kind: 'boolean', value: p.required, span: end },
      span: end,
    });
    return { kind: 'object', entries, span: p.span, complete: true, synthetic: true };
  });
  return { kind: 'array', items, span: at };
}
