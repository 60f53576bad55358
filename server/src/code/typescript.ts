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
import { ancestorOfType, matchOffsets, namedItems, spanOf, type SyntaxNode } from './syntax';
import { helperCallSites, helperOf } from './typescriptHelpers';
import { lowLevelDeclarations } from './typescriptLowLevel';
import { argumentsOf, calleeName, FUNCTION_TYPES, tsLiteral, tsObject, unwrapTs } from './typescriptLiterals';
import { schemaOfShape, syntheticString, zodShape } from './zod';
import { APP_MIME_TYPE } from '../../../common/mcp/apps/uiMeta';

/** The SDK methods that declare something, by the name after the dot. */
const METHODS =
  /\.\s*(registerTool|registerToolTask|registerResource|registerPrompt|tool|resource|prompt|setRequestHandler)\s*\(/;
/** The MCP Apps helpers of `@modelcontextprotocol/ext-apps/server`: functions that take the server first. */
const APP_HELPERS = /\b(registerAppTool|registerAppResource)\s*\(/;
const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);

/**
 * Reads the declarations of a TypeScript/JavaScript MCP server in the forms docs/code-files.md lists. Candidates are
 * found by a text search for `.method(` and confirmed in the syntax tree, so the cost is per declaration.
 */
export function extractTypeScript(tree: Tree, text: string): Extraction {
  const root = tree.rootNode;
  const declarations: Declaration[] = [];
  const contentBlocks: ObjectLit[] = [];
  const messages: ObjectLit[] = [];
  const seen = new Set<number>();
  const read = (method: string, args: SyntaxNode[], site?: SyntaxNode) => {
    const decl = declarationOf(method, args);
    if (!decl) return;
    // read through a helper: the declaration is the helper's call, and nothing is inserted among its arguments
    declarations.push(
      site
        ? {
            ...decl,
            form: `${decl.form} (helper)`,
            object: { ...decl.object, span: spanOf(site) },
            annotationsHome: decl.annotationsHome?.kind === 'entry' ? decl.annotationsHome : undefined,
          }
        : decl,
    );
    const callback = args[args.length - 1];
    if (callback && FUNCTION_TYPES.has(callback.type)) {
      collectHandlerLiterals(root, text, callback, decl.kind === 'prompt', contentBlocks, messages);
    }
  };
  const sites = [
    ...matchOffsets(text, METHODS).map((at) => ({ at, app: false })),
    ...matchOffsets(text, APP_HELPERS).map((at) => ({ at, app: true })),
  ];
  for (const { at, app } of sites.sort((a, b) => a.at - b.at)) {
    const call = ancestorOfType(root, at, ['call_expression']);
    if (!call || seen.has(call.startIndex)) continue;
    const fn = call.childForFieldName('function');
    const nameNode = calledName(fn, app);
    if (nameNode?.startIndex !== at) continue;
    seen.add(call.startIndex);
    const method = nameNode.text;
    const args = argumentsOf(call);
    if (method === 'setRequestHandler') {
      declarations.push(...lowLevelDeclarations(root, args));
      continue;
    }
    // an MCP Apps helper takes the server first; the rest are registerTool's and registerResource's arguments
    readThroughHelper(method, call, app ? args.slice(1) : args);
  }
  return { declarations, contentBlocks, messages };

  function readThroughHelper(method: string, call: SyntaxNode, args: SyntaxNode[]): void {
    const helper = helperOf(call, args);
    if (!helper) read(method, args);
    else for (const site of helperCallSites(root, text, helper, args)) read(method, site.args, site.call);
  }
}

/** The node that names the method called: the property of `server.method(…)`, or an MCP Apps helper's own name. */
function calledName(fn: SyntaxNode | null, app: boolean): SyntaxNode | null | undefined {
  if (fn?.type === 'member_expression') return fn.childForFieldName('property');
  return app ? fn : undefined;
}

function declarationOf(method: string, args: SyntaxNode[]): Declaration | undefined {
  if (!args.length) return undefined;
  switch (method) {
    case 'registerTool':
      return registerTool(args);
    case 'registerToolTask':
      return { ...registerTool(args), form: 'registerToolTask' };
    case 'tool':
      return legacyTool(args);
    case 'registerAppTool':
      return { ...registerTool(args), form: 'registerAppTool' };
    case 'registerResource':
    case 'resource':
      return resource(method, args);
    case 'registerAppResource':
      return appResource(args);
    case 'registerPrompt':
    case 'prompt':
      return prompt(method, args);
    default:
      return undefined;
  }
}

/** The `name` entry from a positional argument (a string literal, else left out). */
function nameEntry(arg: SyntaxNode): { entry?: Entry; literal: boolean } {
  const lit = tsLiteral(arg);
  if (lit.kind === 'opaque') return { literal: false };
  return { entry: positional('name', lit), literal: true };
}

function object(entries: Entry[], span: Span, complete: boolean): ObjectLit {
  return { kind: 'object', entries: [...entries].sort((a, b) => a.span.start - b.span.start), span, complete };
}

/** The config keys whose absence a rule reports: a tool is complete only when these are literal or surely absent. */
const DECIDING_KEYS = new Set(['title', 'description', 'annotations']);

/** The object's keys are all known, and those that decide "missing" findings are literal throughout. */
function decided(obj: ObjectLit): boolean {
  return (
    !obj.openKeys &&
    obj.entries.every(
      (e) =>
        !DECIDING_KEYS.has(e.key) || (e.value.kind !== 'opaque' && (e.value.kind !== 'object' || e.value.complete)),
    )
  );
}

function registerTool(args: SyntaxNode[]): Declaration {
  const [nameArg, configArg] = args;
  const name = nameEntry(nameArg!);
  const entries: Entry[] = name.entry ? [name.entry] : [];
  let complete = name.literal;
  let home: AnnotationsHome | undefined;
  const config = configArg ? unwrapTs(configArg) : undefined;
  if (config?.type === 'object') {
    const obj = tsObject(config);
    complete &&= decided(obj);
    home = { kind: 'entry', container: obj.container! };
    for (const e of obj.entries) {
      if (e.key === 'inputSchema') entries.push(...inputSchemaEntry(e, config));
      else if (e.key !== 'outputSchema') entries.push(e); // outputSchema is a Zod schema: nothing literal
    }
  } else {
    complete = false;
  }
  const spanAll = { start: nameArg!.startIndex, end: args[args.length - 1]!.endIndex };
  return {
    kind: 'tool',
    form: 'registerTool',
    object: object(
      entries.filter((e) => e.value.kind !== 'opaque'),
      spanAll,
      complete,
    ),
    annotationsHome: home,
  };
}

/** `inputSchema: { a: z.string() }` or `z.object({…})` → a synthetic JSON schema; anything else is left out. */
function inputSchemaEntry(e: Entry, config: SyntaxNode): Entry[] {
  const pair = namedItems(config).find((c) => c.type === 'pair' && c.startIndex === e.span.start);
  const value = pair?.childForFieldName('value');
  const shape = value ? zodShape(value) : undefined;
  return shape ? [{ ...e, value: schemaOfShape(shape) }] : [];
}

/** `server.tool(name, [description], [paramsSchema], [annotations], callback)`, told apart as the SDK does. */
function legacyTool(args: SyntaxNode[]): Declaration | undefined {
  const name = nameEntry(args[0]!);
  const entries: Entry[] = name.entry ? [name.entry] : [];
  let complete = name.literal;
  const rest = args.slice(1);
  const callback = rest.length && FUNCTION_TYPES.has(unwrapTs(rest[rest.length - 1]!).type) ? rest.pop() : undefined;
  let i = 0;
  const first = rest[0] ? unwrapTs(rest[0]) : undefined;
  if (first && (first.type === 'string' || first.type === 'template_string')) {
    const d = tsLiteral(rest[0]!);
    if (d.kind !== 'opaque') entries.push(positional('description', d));
    else complete = false;
    i = 1;
  }
  let annotations: ObjectLit | undefined;
  let unknownArgument = false;
  for (; i < rest.length; i++) {
    const arg = unwrapTs(rest[i]!);
    const shape = arg.type === 'object' && looksLikeZodShape(arg) ? zodShape(arg) : undefined;
    if (shape) entries.push(positional('inputSchema', schemaOfShape(shape)));
    else if (arg.type === 'object' && !annotations) {
      annotations = tsObject(arg);
      entries.push(positional('annotations', annotations));
      complete &&= annotations.complete;
    } else unknownArgument = true;
  }
  if (unknownArgument) complete = false;
  const home: AnnotationsHome | undefined =
    !annotations && !unknownArgument && callback ? { kind: 'argument', before: callback.startIndex } : undefined;
  return {
    kind: 'tool',
    form: 'tool',
    object: object(entries, { start: args[0]!.startIndex, end: args[args.length - 1]!.endIndex }, complete),
    annotationsHome: home,
  };
}

/** The SDK's own test: an empty object, or one with a value that is a Zod type (here: any call or member chain). */
function looksLikeZodShape(obj: SyntaxNode): boolean {
  const pairs = namedItems(obj);
  if (!pairs.length) return true;
  return pairs.some((p) => {
    const v = p.type === 'pair' ? p.childForFieldName('value') : undefined;
    return !!v && (v.type === 'call_expression' || v.type === 'member_expression');
  });
}

/**
 * `registerResource(name, uriOrTemplate, metadata, callback)` and
 * `resource(name, uriOrTemplate, [metadata], callback)`.
 */
function resource(method: string, args: SyntaxNode[]): Declaration | undefined {
  if (args.length < 2) return undefined;
  const name = nameEntry(args[0]!);
  const entries: Entry[] = name.entry ? [name.entry] : [];
  let complete = name.literal;
  const target = unwrapTs(args[1]!);
  let kind: DeclarationKind = 'resource';
  if (target.type === 'new_expression' && calleeName(target) === 'ResourceTemplate') {
    kind = 'resourceTemplate';
    const template = argumentsOf(target)[0];
    const lit = template ? tsLiteral(template) : undefined;
    if (lit && lit.kind === 'string') entries.push(positional('uriTemplate', lit));
    else complete = false;
  } else {
    const lit = tsLiteral(args[1]!);
    if (lit.kind === 'string') entries.push(positional('uri', lit));
    else complete = false;
  }
  const metadata =
    args.length >= 4 || (method === 'registerResource' && args.length >= 3) ? unwrapTs(args[2]!) : undefined;
  if (metadata?.type === 'object') {
    const obj = tsObject(metadata);
    complete &&= decided(obj);
    entries.push(...obj.entries.filter((e) => e.value.kind !== 'opaque'));
  } else if (metadata) complete = false;
  return {
    kind,
    form: method,
    object: object(entries, { start: args[0]!.startIndex, end: args[args.length - 1]!.endIndex }, complete),
  };
}

/** `registerAppResource(server, name, uri, config, callback)`: `registerResource`, defaulting to the MCP Apps type. */
function appResource(args: SyntaxNode[]): Declaration | undefined {
  const decl = resource('registerResource', args);
  // an incomplete config may set its own type (MCP414 waits for a complete declaration to say one is missing)
  if (!decl || !decl.object.complete || decl.object.entries.some((e) => e.key === 'mimeType')) {
    return decl && { ...decl, form: 'registerAppResource' };
  }
  const at = { start: args[1]!.endIndex, end: args[1]!.endIndex };
  const mimeType: Entry = {
    key: 'mimeType',
    keySpan: at,
    keyStyle: 'positional',
    value: syntheticString(APP_MIME_TYPE, at),
    span: at,
  };
  return {
    ...decl,
    form: 'registerAppResource',
    object: object([...decl.object.entries, mimeType], decl.object.span, true),
  };
}

/**
 * `registerPrompt(name, { title, description, argsSchema }, callback)` and
 * `prompt(name, [description], [argsSchema], callback)`.
 */
function prompt(method: string, args: SyntaxNode[]): Declaration | undefined {
  const name = nameEntry(args[0]!);
  const entries: Entry[] = name.entry ? [name.entry] : [];
  let complete = name.literal;
  const rest = args.slice(1);
  if (rest.length && FUNCTION_TYPES.has(unwrapTs(rest[rest.length - 1]!).type)) rest.pop();
  if (method === 'registerPrompt') {
    const config = rest[0] ? unwrapTs(rest[0]) : undefined;
    if (config?.type === 'object') {
      const obj = tsObject(config);
      complete &&= decided(obj);
      for (const e of obj.entries) {
        if (e.key === 'argsSchema') {
          const pair = namedItems(config).find((c) => c.startIndex === e.span.start);
          const value = pair?.childForFieldName('value');
          const args2 = value ? promptArguments(value) : undefined;
          if (args2) entries.push({ ...e, key: 'arguments', value: args2 });
          else complete = false;
        } else if (e.value.kind !== 'opaque') entries.push(e);
      }
    } else complete = false;
  } else {
    for (const arg of rest) {
      const a = unwrapTs(arg);
      if (a.type === 'string' || a.type === 'template_string') {
        const d = tsLiteral(arg);
        if (d.kind === 'string') entries.push(positional('description', d));
        else complete = false;
      } else if (a.type === 'object') {
        const args2 = promptArguments(a);
        if (args2) entries.push(positional('arguments', args2));
        else complete = false;
      } else complete = false;
    }
  }
  return {
    kind: 'prompt',
    form: method,
    object: object(entries, { start: args[0]!.startIndex, end: args[args.length - 1]!.endIndex }, complete),
  };
}

/** A prompt's Zod args shape → the `arguments` list MCP sends: `{ name, description, required }` each. */
function promptArguments(node: SyntaxNode): ObjectLit['entries'][number]['value'] | undefined {
  const shape = zodShape(node);
  if (!shape) return undefined;
  const items: ObjectLit[] = shape.fields.map((f) => {
    const entries: Entry[] = [
      {
        key: 'name',
        keySpan: { start: f.nameSpan.start, end: f.nameSpan.start },
        keyStyle: 'positional',
        value: syntheticString(f.name, f.nameSpan),
        span: f.nameSpan,
      },
    ];
    if (f.description) entries.push(positional('description', f.description));
    if (f.required !== undefined) {
      entries.push({
        key: 'required',
        keySpan: { start: f.span.end, end: f.span.end },
        keyStyle: 'positional',
        value: { kind: 'boolean', value: f.required, span: { start: f.span.end, end: f.span.end } },
        span: { start: f.span.end, end: f.span.end },
      });
    }
    return { kind: 'object', entries, span: f.span, complete: true, synthetic: true };
  });
  return { kind: 'array', items, span: shape.span };
}

/**
 * Content blocks (`{ type: "text", … }`) and, in prompt handlers, messages (`{ role, content }`) written as literals
 * in a handler's body: their annotations, types and texts are checked like a tool result's.
 */
function collectHandlerLiterals(
  root: SyntaxNode,
  text: string,
  callback: SyntaxNode,
  isPrompt: boolean,
  blocks: ObjectLit[],
  messages: ObjectLit[],
): void {
  const from = callback.startIndex;
  const to = callback.endIndex;
  const inMessages = new Set<number>();
  if (isPrompt) {
    for (const at of matchOffsets(text, /\b(role)\s*:/, from, to)) {
      const pair = ancestorOfType(root, at, ['pair']);
      const obj = pair?.parent;
      if (!obj || obj.type !== 'object' || pair!.childForFieldName('key')?.startIndex !== at) continue;
      const lit = tsObject(obj);
      // a role given by a variable would read as missing: such a message is not checked
      if (
        !lit.entries.some((e) => e.key === 'content') ||
        lit.entries.find((e) => e.key === 'role')?.value.kind !== 'string'
      ) {
        continue;
      }
      messages.push(lit);
      const content = lit.entries.find((e) => e.key === 'content')?.value;
      if (content?.kind === 'object') inMessages.add(content.span.start);
    }
  }
  for (const at of matchOffsets(text, /\b(type)\s*:\s*['"`]/, from, to)) {
    const pair = ancestorOfType(root, at, ['pair']);
    const obj = pair?.parent;
    if (
      !obj ||
      obj.type !== 'object' ||
      pair!.childForFieldName('key')?.startIndex !== at ||
      inMessages.has(obj.startIndex)
    ) {
      continue;
    }
    const lit = tsObject(obj);
    const type = lit.entries.find((e) => e.key === 'type')?.value;
    if (type?.kind === 'string' && CONTENT_TYPES.has(type.value)) blocks.push(lit);
  }
}
