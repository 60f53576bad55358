import type { Tree } from '@vscode/tree-sitter-wasm';
import {
  positional,
  type AnnotationsHome,
  type Declaration,
  type DeclarationKind,
  type Entry,
  type Extraction,
  type ObjectLit,
  type Span,
} from './ir';
import { argumentItems, callObject, calleeName, pyLiteral, type Arguments } from './pythonLiterals';
import { lowLevelPython } from './pythonLowLevel';
import { docstring, hasParameters, inputSchema, parameters, promptArguments } from './pythonSignature';
import { ancestorOfType, matchOffsets, namedItems, spanOf, type SyntaxNode } from './syntax';
import { syntheticString } from './zod';

const DECORATORS = /@[ \t]*[\w.]+\.[ \t]*(tool|resource|prompt)\b/;
/** Registrations written as calls, such as `mcp.add_tool(fn, …)`, `mcp.tool()(fn)` and `mcp.add_resource(…)`. */
const CALLS = /\.[ \t]*(tool|resource|prompt|add_tool|add_resource|add_template|add_prompt)[ \t]*\(/;
const CONTENT_CALLS: Readonly<Record<string, string>> = {
  TextContent: 'text',
  ImageContent: 'image',
  AudioContent: 'audio',
  EmbeddedResource: 'resource',
  ResourceLink: 'resource_link',
};
/** FastMCP keyword arguments and the MCP field each one sets. */
const KWARG_FIELDS: Readonly<Record<DeclarationKind, Readonly<Record<string, string>>>> = {
  tool: {
    name: 'name',
    title: 'title',
    description: 'description',
    annotations: 'annotations',
    icons: 'icons',
    meta: '_meta',
  },
  resource: {
    name: 'name',
    title: 'title',
    description: 'description',
    mime_type: 'mimeType',
    annotations: 'annotations',
    icons: 'icons',
    size: 'size',
    meta: '_meta',
  },
  resourceTemplate: {
    name: 'name',
    title: 'title',
    description: 'description',
    mime_type: 'mimeType',
    annotations: 'annotations',
    icons: 'icons',
    meta: '_meta',
  },
  prompt: { name: 'name', title: 'title', description: 'description', icons: 'icons', arguments: 'arguments' },
};

/**
 * The parameters each form takes by position, by keyword name (`fn` is the implementing function). A positional
 * argument past these means different things in the official SDK and in `fastmcp`, so the declaration is incomplete.
 */
const POSITIONS = {
  tool: ['name', 'title', 'description', 'annotations'],
  prompt: ['name', 'title', 'description'],
  resource: ['uri'],
  addTool: ['fn', 'name', 'title', 'description', 'annotations'],
  callWithFunction: ['fn'],
  toolFromFunction: ['fn', 'name'],
  resourceFromFunction: ['fn', 'uri', 'name', 'title', 'description'],
  templateFromFunction: ['fn', 'uri_template', 'name', 'title', 'description'],
  promptFromFunction: ['fn', 'name', 'title', 'description'],
  constructor: [],
} as const;

/** One registration, however it is written: what it registers, its arguments, and the function behind it. */
interface Registration {
  readonly kind: 'tool' | 'resource' | 'prompt';
  readonly form: string;
  readonly args: Arguments;
  readonly positions: readonly string[];
  /** `def` of the function that implements it; undefined when there is none to read. */
  readonly fn?: SyntaxNode;
  /** The function is named here (`add_tool(fn)`): its name stands in for a missing name, at this identifier. */
  readonly fnRef?: SyntaxNode;
  /** The function passed has no `def` here (an import, a lambda), so its name, docstring and parameters are unknown. */
  readonly fnUnknown?: boolean;
  /** How a resource's kind is decided: by the decorator's rule (braces or parameters), or fixed by the class used. */
  readonly resourceKind: 'decorator' | 'resource' | 'resourceTemplate';
  readonly home?: AnnotationsHome;
  readonly span: Span;
}

/**
 * Reads the declarations of a Python MCP server (the official SDK's `mcp.server.fastmcp` and the standalone `fastmcp`)
 * in the forms docs/code-files.md lists, and content blocks built with `TextContent(…)` and the like anywhere.
 */
export function extractPython(tree: Tree, text: string): Extraction {
  const root = tree.rootNode;
  const declarations: Declaration[] = [];
  const decoratorCalls = new Set<number>();
  for (const at of matchOffsets(text, DECORATORS)) {
    const decorator = ancestorOfType(root, at, ['decorator']);
    const decorated = decorator?.parent;
    const fn = decorated?.type === 'decorated_definition' ? decorated.childForFieldName('definition') : undefined;
    if (!decorator || !fn || fn.type !== 'function_definition') continue;
    const expr = namedItems(decorator)[0];
    const call = expr?.type === 'call' ? expr : undefined;
    const attr = call ? call.childForFieldName('function') : expr;
    if (attr?.type !== 'attribute' || attr.childForFieldName('attribute')?.startIndex !== at) continue;
    if (call) decoratorCalls.add(call.startIndex);
    const method = attr.childForFieldName('attribute')!.text as Registration['kind'];
    const args = call
      ? argumentItems(call)
      : { positional: [], keywords: new Map(), splat: false, container: undefined };
    const home = decoratorHome(args, call, attr);
    const span = { start: attr.startIndex, end: fn.childForFieldName('name')!.endIndex };
    declarations.push(
      declarationOf({
        kind: method,
        form: `@${method}`,
        args,
        positions: POSITIONS[method],
        fn,
        resourceKind: 'decorator',
        home,
        span,
      }),
    );
  }
  let defs: Map<string, SyntaxNode[]> | undefined;
  const functions = () => (defs ??= functionDefinitions(root, text));
  for (const at of matchOffsets(text, CALLS)) {
    const call = ancestorOfType(root, at, ['call']);
    const attr = call?.childForFieldName('function');
    if (
      !call ||
      attr?.type !== 'attribute' ||
      attr.childForFieldName('attribute')?.startIndex !== at ||
      decoratorCalls.has(call.startIndex)
    ) {
      continue;
    }
    const registration = registrationByCall(functions, call, attr.childForFieldName('attribute')!.text);
    if (registration) declarations.push(declarationOf(registration));
  }
  declarations.push(...lowLevelPython(root, text));
  const contentBlocks: ObjectLit[] = [];
  for (const at of matchOffsets(
    text,
    /\b(TextContent|ImageContent|AudioContent|EmbeddedResource|ResourceLink)[ \t]*\(/,
  )) {
    const call = ancestorOfType(root, at, ['call']);
    if (!call || call.childForFieldName('function')?.startIndex !== at) continue;
    contentBlocks.push(contentBlock(call));
  }
  return { declarations, contentBlocks, messages: [], toolAnnotationsName: importedName(text, 'ToolAnnotations') };
}

/** Where a decorator's annotations go: its keyword arguments, else new parentheses after a bare `@mcp.tool`. */
function decoratorHome(args: Arguments, call: SyntaxNode | undefined, attr: SyntaxNode): AnnotationsHome | undefined {
  if (args.container) return { kind: 'entry', container: args.container };
  if (call) return undefined;
  return { kind: 'parens', at: attr.endIndex };
}

/** The parameters `X.from_function(…)` takes by position, by the method it is passed to. */
const FROM_FUNCTION_POSITIONS = {
  add_prompt: POSITIONS.promptFromFunction,
  add_template: POSITIONS.templateFromFunction,
  add_resource: POSITIONS.resourceFromFunction,
} as const;

/** The registration a call makes, or undefined when the call registers nothing this reads. */
function registrationByCall(
  functions: () => Map<string, SyntaxNode[]>,
  call: SyntaxNode,
  method: string,
): Registration | undefined {
  const passed: FunctionFinder = (ref) => passedFunction(functions, ref, call.startIndex);
  switch (method) {
    case 'tool':
    case 'prompt':
    case 'resource':
      return registrationByDecoratorCall(call, method, passed);
    case 'add_tool':
      return registrationByAddTool(call, passed);
    case 'add_resource':
    case 'add_template':
    case 'add_prompt':
      return registrationByAdd(call, method, passed);
    default:
      return undefined;
  }
}

/** The function passed to a registration: its `def` when it is named and defined in this file. */
interface PassedFunction {
  readonly fn: SyntaxNode | undefined;
  readonly fnRef: SyntaxNode | undefined;
  readonly fnUnknown: boolean;
}

type FunctionFinder = (ref: SyntaxNode | undefined) => PassedFunction;

function passedFunction(
  functions: () => Map<string, SyntaxNode[]>,
  ref: SyntaxNode | undefined,
  before: number,
): PassedFunction {
  const fn = ref?.type === 'identifier' ? functionNamed(functions(), ref.text, before) : undefined;
  return { fn, fnRef: ref?.type === 'identifier' ? ref : undefined, fnUnknown: !fn };
}

/** Where the annotations of a call's registration go: among its keyword arguments. */
function callArgumentsHome(c: SyntaxNode): AnnotationsHome | undefined {
  const container = argumentItems(c).container;
  return container ? { kind: 'entry', container } : undefined;
}

/** `mcp.tool(…)(fn)`, a decorator applied by a call, or the standalone fastmcp's `mcp.tool(fn, name=…)`. */
function registrationByDecoratorCall(
  call: SyntaxNode,
  method: 'tool' | 'prompt' | 'resource',
  passed: FunctionFinder,
): Registration | undefined {
  const args = argumentItems(call);
  // the decorator applied by a call: mcp.tool(…)(fn)
  const outer =
    call.parent?.type === 'call' && call.parent.childForFieldName('function')?.startIndex === call.startIndex
      ? call.parent
      : undefined;
  if (outer) {
    const ref = argumentItems(outer).positional[0];
    return {
      kind: method,
      form: `${method}()(fn)`,
      args,
      positions: POSITIONS[method],
      ...passed(ref),
      resourceKind: 'decorator',
      home: method === 'tool' ? callArgumentsHome(call) : undefined,
      span: spanOf(outer),
    };
  }
  // the standalone fastmcp's mcp.tool(fn, name=…) registers at once (`mcp.tool(NAME)` alone only makes a decorator)
  const first = args.positional[0];
  const called = method !== 'resource' && first?.type === 'identifier' ? passed(first) : undefined;
  if (!called?.fn) return undefined;
  return {
    kind: method,
    form: `${method}(fn)`,
    args,
    positions: POSITIONS.callWithFunction,
    ...called,
    resourceKind: 'decorator',
    home: method === 'tool' ? callArgumentsHome(call) : undefined,
    span: spanOf(call),
  };
}

/** `mcp.add_tool(fn, …)`, or `mcp.add_tool(Tool.from_function(fn, …))`. */
function registrationByAddTool(call: SyntaxNode, passed: FunctionFinder): Registration | undefined {
  const args = argumentItems(call);
  const first = args.positional[0];
  if (first?.type === 'identifier' || first?.type === 'attribute' || first?.type === 'lambda') {
    return {
      kind: 'tool',
      form: 'add_tool',
      args,
      positions: POSITIONS.addTool,
      ...passed(first),
      resourceKind: 'decorator',
      home: callArgumentsHome(call),
      span: spanOf(call),
    };
  }
  const made = first?.type === 'call' && calleeName(first) === 'from_function' ? first : undefined;
  if (!made) return undefined;
  const inner = argumentItems(made);
  return {
    kind: 'tool',
    form: 'add_tool(from_function)',
    args: inner,
    positions: POSITIONS.toolFromFunction,
    ...passed(inner.positional[0]),
    resourceKind: 'decorator',
    home: callArgumentsHome(made),
    span: spanOf(call),
  };
}

/** `add_resource`, `add_template`, `add_prompt` of `X.from_function(fn, …)`, or of a class built with keywords. */
function registrationByAdd(
  call: SyntaxNode,
  method: 'add_resource' | 'add_template' | 'add_prompt',
  passed: FunctionFinder,
): Registration | undefined {
  const args = argumentItems(call);
  const span = spanOf(call);
  const made = args.positional[0]?.type === 'call' ? args.positional[0] : undefined;
  const name = made ? calleeName(made) : undefined;
  if (!made || !name) return undefined;
  const inner = argumentItems(made);
  const kind = method === 'add_prompt' ? 'prompt' : 'resource';
  const resourceKind = method === 'add_template' ? 'resourceTemplate' : 'resource';
  if (name === 'from_function') {
    return {
      kind,
      form: `${method}(from_function)`,
      args: inner,
      positions: FROM_FUNCTION_POSITIONS[method],
      ...passed(inner.positional[0]),
      resourceKind,
      span,
    };
  }
  // a class built with keyword arguments: TextResource(uri=…, name=…, …), Prompt(name=…, arguments=[…], fn=…)
  if (method === 'add_template' || !(method === 'add_prompt' ? name === 'Prompt' : name.endsWith('Resource'))) {
    return undefined;
  }
  return { kind, form: `${method}(${name})`, args: inner, positions: POSITIONS.constructor, resourceKind, span };
}

/** The `def NAME(…)` this file has for a function passed by name: the last one before `before`, else the first. */
function functionNamed(defs: Map<string, SyntaxNode[]>, name: string, before: number): SyntaxNode | undefined {
  const all = defs.get(name);
  if (!all) return undefined;
  return all.filter((d) => d.startIndex < before).pop() ?? all[0];
}

/** Every `def` of the file by name, in order (one text search for all of them). */
function functionDefinitions(root: SyntaxNode, text: string): Map<string, SyntaxNode[]> {
  const defs = new Map<string, SyntaxNode[]>();
  for (const at of matchOffsets(text, /\bdef[ \t]+([\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}]*)[ \t]*\(/u)) {
    const def = ancestorOfType(root, at, ['function_definition']);
    const name = def?.childForFieldName('name');
    if (!def || name?.startIndex !== at) continue;
    const list = defs.get(name.text);
    if (list) list.push(def);
    else defs.set(name.text, [def]);
  }
  return defs;
}

function importedName(text: string, name: string): string | undefined {
  if (new RegExp(`^[ \\t]*from[ \\t]+[\\w.]+[ \\t]+import[ \\t(][^\\n]*\\b${name}\\b`, 'm').test(text)) return name;
  if (/^[ \t]*from[ \t]+mcp[ \t]+import[ \t(][^\n]*\btypes\b/m.test(text)) return `types.${name}`;
  const alias = /^[ \t]*import[ \t]+mcp\.types(?:[ \t]+as[ \t]+(\w+))?[ \t]*$/m.exec(text);
  if (alias) return `${alias[1] ?? 'mcp.types'}.${name}`;
  return undefined;
}

/** The arguments by keyword name, positional ones named by the form's positions. */
function namedArguments(r: Registration): {
  byName: Map<string, { node: SyntaxNode; entry?: SyntaxNode }>;
  extra: boolean;
} {
  const byName = new Map<string, { node: SyntaxNode; entry?: SyntaxNode }>();
  r.args.positional.forEach((node, i) => {
    const name = r.positions[i];
    if (name) byName.set(name, { node });
  });
  for (const [kw, v] of r.args.keywords) byName.set(kw, v);
  return { byName, extra: r.args.positional.length > r.positions.length };
}

/** A resource registered with a string URI: a template when the class says so, or by the decorator's rule. */
function resourceKindOf(r: Registration, uri: string): 'resource' | 'resourceTemplate' {
  if (r.resourceKind !== 'decorator') return r.resourceKind;
  return /\{[^{}]*\}/.test(uri) || (r.fn && hasParameters(r.fn)) ? 'resourceTemplate' : 'resource';
}

function declarationOf(r: Registration): Declaration {
  const { byName, extra } = namedArguments(r);
  const fn = r.fn;
  const entries: Entry[] = [];
  let complete = !r.args.splat && !extra && !r.fnUnknown;
  let kind: DeclarationKind = r.kind;
  if (r.kind === 'resource') {
    const uriNode = byName.get('uri')?.node ?? byName.get('uri_template')?.node;
    const uri = uriNode ? pyLiteral(uriNode) : undefined;
    if (uri?.kind === 'string') {
      kind = resourceKindOf(r, uri.value);
      entries.push(positional(kind === 'resourceTemplate' ? 'uriTemplate' : 'uri', uri));
    } else {
      complete = false;
      if (r.resourceKind !== 'decorator') kind = r.resourceKind;
    }
  }
  const fields = KWARG_FIELDS[kind];
  for (const [kw, { node, entry }] of byName) {
    const key = Object.hasOwn(fields, kw) ? fields[kw] : undefined; // not "constructor" & co.
    // a Prompt(…) built by hand lists its arguments; elsewhere they come from the signature
    if (!key || (key === 'arguments' && r.positions !== POSITIONS.constructor)) continue;
    const value = pyLiteral(node);
    if (value.kind === 'opaque' || (value.kind === 'object' && !value.complete)) complete = false;
    if (value.kind === 'opaque') continue;
    if (!entry) entries.push(positional(key, value));
    else {
      entries.push({
        key,
        keySpan: spanOf(entry.childForFieldName('name')!),
        keyStyle: 'kwarg',
        value,
        span: spanOf(entry),
      });
    }
  }
  const fnName = fn?.childForFieldName('name');
  if (!entries.some((e) => e.key === 'name')) {
    const named = r.fnRef ?? fnName;
    if (named && !r.fnUnknown) entries.push(positional('name', syntheticString(named.text, spanOf(named))));
    else complete = false; // an unnamed resource object is named by its URI: nothing missing, nothing to check
  }
  if (fn && !entries.some((e) => e.key === 'description') && !byName.has('description')) {
    const doc = docstring(fn);
    if (doc) entries.push(positional('description', doc));
  }
  const params = fn ? parameters(fn) : undefined;
  if (params && kind === 'tool') {
    entries.push(positional('inputSchema', inputSchema(params, spanOf(fn!.childForFieldName('parameters')!))));
  }
  if (params && kind === 'prompt') {
    entries.push(positional('arguments', promptArguments(params, spanOf(fn!.childForFieldName('parameters')!))));
  }
  const object: ObjectLit = {
    kind: 'object',
    entries: entries.sort((a, b) => a.span.start - b.span.start),
    span: r.span,
    complete,
  };
  return { kind, form: r.form, object, annotationsHome: kind === 'tool' ? r.home : undefined };
}

function contentBlock(call: SyntaxNode): ObjectLit {
  const obj = callObject(call);
  if (obj.entries.some((e) => e.key === 'type')) return obj;
  // pydantic fills `type` in from the class; the model needs it to know the block
  const at = { start: call.startIndex, end: call.startIndex };
  const type: Entry = {
    key: 'type',
    keySpan: at,
    keyStyle: 'positional',
    value: syntheticString(CONTENT_CALLS[calleeName(call)!]!, at),
    span: at,
  };
  return { ...obj, entries: [type, ...obj.entries] };
}
