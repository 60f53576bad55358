import type { Declaration, DeclarationKind } from './ir';
import { callObject, calleeName } from './pythonLiterals';
import { ancestorOfType, matchOffsets, namedItems, type SyntaxNode } from './syntax';

/** The list decorators of the low-level `Server`, the class of the items each returns, and their kind. */
const LISTS: Readonly<Record<string, { type: string; kind: DeclarationKind }>> = {
  list_tools: { type: 'Tool', kind: 'tool' },
  list_resources: { type: 'Resource', kind: 'resource' },
  list_resource_templates: { type: 'ResourceTemplate', kind: 'resourceTemplate' },
  list_prompts: { type: 'Prompt', kind: 'prompt' },
};
const DECORATORS = /@[ \t]*[\w.]+\.[ \t]*(list_tools|list_resources|list_resource_templates|list_prompts)[ \t]*\(/;

/**
 * The low-level `Server`'s `@server.list_tools()` (and other list) handlers that return a literal list of objects
 * such as `types.Tool(…)`, each written exactly as MCP lists it. Lists built any other way are not read.
 */
export function lowLevelPython(root: SyntaxNode, text: string): Declaration[] {
  const out: Declaration[] = [];
  for (const at of matchOffsets(text, DECORATORS)) {
    const decorator = ancestorOfType(root, at, ['decorator']);
    const decorated = decorator?.parent;
    const fn = decorated?.type === 'decorated_definition' ? decorated.childForFieldName('definition') : undefined;
    const call = decorator ? namedItems(decorator)[0] : undefined;
    const attribute =
      call?.type === 'call' ? call.childForFieldName('function')?.childForFieldName('attribute') : undefined;
    if (!fn || fn.type !== 'function_definition' || attribute?.startIndex !== at) continue;
    const list = LISTS[attribute.text]!;
    for (const item of returnedItems(fn)) {
      if (item.type !== 'call' || calleeName(item) !== list.type) continue;
      const object = callObject(item);
      out.push({
        kind: list.kind,
        form: attribute.text,
        object,
        literal: true,
        annotationsHome:
          list.kind === 'tool' && object.container ? { kind: 'entry', container: object.container } : undefined,
      });
    }
  }
  return out;
}

/** The items of the list literals a function returns, outside nested functions. */
function returnedItems(fn: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const visit = (n: SyntaxNode) => {
    for (const c of namedItems(n)) {
      if (c.type === 'function_definition' || c.type === 'lambda' || c.type === 'class_definition') continue;
      if (c.type === 'return_statement') {
        const value = namedItems(c)[0];
        if (value?.type === 'list') out.push(...namedItems(value));
      } else visit(c);
    }
  };
  const body = fn.childForFieldName('body');
  if (body) visit(body);
  return out;
}
