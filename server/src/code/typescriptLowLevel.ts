import type { Declaration, DeclarationKind, ObjectLit } from './ir';
import { namedItems, type SyntaxNode } from './syntax';
import { FUNCTION_TYPES, tsObject, unwrapTs } from './typescriptLiterals';

/** The list requests of the low-level `Server`, the result key each answers with, and the kind of its items. */
const LISTS: Readonly<Record<string, { key: string; kind: DeclarationKind }>> = {
  ListToolsRequestSchema: { key: 'tools', kind: 'tool' },
  ListResourcesRequestSchema: { key: 'resources', kind: 'resource' },
  ListResourceTemplatesRequestSchema: { key: 'resourceTemplates', kind: 'resourceTemplate' },
  ListPromptsRequestSchema: { key: 'prompts', kind: 'prompt' },
};

/** The name a schema is referred to by: `ListToolsRequestSchema` or `types.ListToolsRequestSchema`. */
function identifierName(n: SyntaxNode): string | undefined {
  if (n.type === 'member_expression') return n.childForFieldName('property')?.text;
  if (n.type === 'identifier') return n.text;
  return undefined;
}

/**
 * `server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [ … ] }))` and the other list requests: each object
 * in an array written in the handler or as a top-level `const` is a declaration; nothing else (a `.map`) is read.
 */
export function lowLevelDeclarations(root: SyntaxNode, args: SyntaxNode[]): Declaration[] {
  const [schema, handler] = args;
  const schemaName = schema ? unwrapTs(schema) : undefined;
  const name = schemaName ? identifierName(schemaName) : undefined;
  const list = name && Object.hasOwn(LISTS, name) ? LISTS[name]! : undefined;
  const fn = handler ? unwrapTs(handler) : undefined;
  if (!list || !fn || !FUNCTION_TYPES.has(fn.type)) return [];
  const out: Declaration[] = [];
  for (const result of returnedObjects(fn)) {
    for (const item of listItems(root, result, list.key)) {
      const object = tsObject(item);
      const literal: ObjectLit = { ...object, complete: object.complete && !object.openKeys };
      out.push({
        kind: list.kind,
        form: name!,
        object: literal,
        literal: true,
        annotationsHome: list.kind === 'tool' ? { kind: 'entry', container: object.container! } : undefined,
      });
    }
  }
  return out;
}

/** The object literals a handler returns: its expression body, or its `return` statements outside nested functions. */
function returnedObjects(fn: SyntaxNode): SyntaxNode[] {
  const body = fn.childForFieldName('body');
  if (!body) return [];
  if (body.type !== 'statement_block') {
    const value = unwrapTs(body);
    return value.type === 'object' ? [value] : [];
  }
  const out: SyntaxNode[] = [];
  const visit = (n: SyntaxNode) => {
    for (const c of namedItems(n)) {
      if (FUNCTION_TYPES.has(c.type) || c.type === 'function_declaration' || c.type === 'class_declaration') continue;
      if (c.type === 'return_statement') {
        const value = namedItems(c)[0];
        const v = value ? unwrapTs(value) : undefined;
        if (v?.type === 'object') out.push(v);
      } else visit(c);
    }
  };
  visit(body);
  return out;
}

/** The object literals of `result[key]`, written inline or as a top-level `const` array of the file. */
function listItems(root: SyntaxNode, result: SyntaxNode, key: string): SyntaxNode[] {
  for (const c of namedItems(result)) {
    let value: SyntaxNode | undefined;
    if (c.type === 'pair' && propertyName(c.childForFieldName('key')) === key) {
      value = c.childForFieldName('value') ?? undefined;
    } else if (c.type === 'shorthand_property_identifier' && c.text === key) value = c;
    if (!value) continue;
    let array = unwrapTs(value);
    if (array.type === 'identifier' || array.type === 'shorthand_property_identifier') {
      array = topLevelConst(root, array.text) ?? array;
    }
    if (array.type !== 'array') return [];
    return namedItems(array)
      .map(unwrapTs)
      .filter((n) => n.type === 'object');
  }
  return [];
}

function propertyName(key: SyntaxNode | null): string | undefined {
  if (!key) return undefined;
  if (key.type === 'property_identifier') return key.text;
  if (key.type === 'string') return key.text.slice(1, -1);
  return undefined;
}

/** `const NAME = [ … ]` at the top of the file (exported or not): its array. */
function topLevelConst(root: SyntaxNode, name: string): SyntaxNode | undefined {
  for (const statement of namedItems(root)) {
    const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
    if (declaration?.type !== 'lexical_declaration' || !/^const\b/.test(declaration.text)) continue;
    for (const d of namedItems(declaration)) {
      if (d.type !== 'variable_declarator' || d.childForFieldName('name')?.text !== name) continue;
      const value = d.childForFieldName('value');
      const v = value ? unwrapTs(value) : undefined;
      return v?.type === 'array' ? v : undefined;
    }
  }
  return undefined;
}
