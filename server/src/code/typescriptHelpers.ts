import { ancestorOfType, closestAncestor, matchOffsets, namedItems, type SyntaxNode } from './syntax';
import { argumentsOf, FUNCTION_TYPES, unwrapTs } from './typescriptLiterals';

const FUNCTIONS = new Set([...FUNCTION_TYPES, 'function_declaration', 'method_definition']);

/**
 * A registration inside a helper function that passes its own parameters on:
 * `function addTool(s, name, def, cb) { s.registerTool(name, def, cb) }`.
 */
export interface HelperRegistration {
  /** The helper's name, to find where it is called. */
  readonly name: string;
  readonly helper: SyntaxNode;
  /** For each argument: the index of the helper parameter it passes on, or undefined for a function written there. */
  readonly passes: readonly (number | undefined)[];
}

/**
 * The helper a registration passes its parameters through, when every argument is a parameter of the enclosing named
 * function (or a function written in place). Otherwise the call is read where it is, and non-literals stay unread.
 */
export function helperOf(call: SyntaxNode, args: SyntaxNode[]): HelperRegistration | undefined {
  const fn = closestAncestor(call, (n) => !n.equals(call) && FUNCTIONS.has(n.type));
  if (!fn || !args.length) return undefined;
  const params = parameterNames(fn);
  const passes = args.map((a) => {
    const v = unwrapTs(a);
    if (FUNCTION_TYPES.has(v.type)) return undefined;
    const i = v.type === 'identifier' ? params.indexOf(v.text) : -1;
    return i >= 0 ? i : null;
  });
  if (passes.includes(null) || passes[0] === undefined) return undefined;
  const name = functionName(fn);
  return name ? { name, helper: fn, passes: passes as (number | undefined)[] } : undefined;
}

/**
 * Where the helper is called in the file, each with the registration's arguments as that call passes them. A call
 * that leaves out an argument the registration needs, or spreads its arguments, is not read.
 */
export function helperCallSites(
  root: SyntaxNode,
  text: string,
  h: HelperRegistration,
  args: SyntaxNode[],
): { call: SyntaxNode; args: SyntaxNode[] }[] {
  const out: { call: SyntaxNode; args: SyntaxNode[] }[] = [];
  for (const at of matchOffsets(text, new RegExp(`(?<![\\w$.])(${h.name.replace(/\$/g, '\\$')})\\s*\\(`))) {
    const call = ancestorOfType(root, at, ['call_expression']);
    if (
      !call ||
      call.childForFieldName('function')?.startIndex !== at ||
      call.childForFieldName('function')?.type !== 'identifier'
    ) {
      continue;
    }
    if (call.startIndex >= h.helper.startIndex && call.endIndex <= h.helper.endIndex) continue;
    const given = argumentsOf(call);
    if (given.some((g) => g.type === 'spread_element')) continue;
    const substituted = args.map((a, i) => (h.passes[i] === undefined ? a : given[h.passes[i]!]));
    if (substituted.some((s) => !s)) continue;
    out.push({ call, args: substituted as SyntaxNode[] });
  }
  return out;
}

/** The plain identifier parameters of a function, by position (a destructured or rest parameter is a hole). */
function parameterNames(fn: SyntaxNode): (string | undefined)[] {
  const list = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
  if (!list) return [];
  if (list.type === 'identifier') return [list.text]; // x => …
  return namedItems(list).map((p) => {
    const pattern = p.childForFieldName('pattern') ?? (p.type === 'identifier' ? p : undefined);
    return pattern?.type === 'identifier' ? pattern.text : undefined;
  });
}

/** `function name(…)`, `const name = (…) => …`, `const name = function (…) {…}`. */
function functionName(fn: SyntaxNode): string | undefined {
  if (fn.type === 'function_declaration') return fn.childForFieldName('name')?.text;
  const parent = fn.parent;
  if (parent?.type === 'variable_declarator' && parent.childForFieldName('value')?.startIndex === fn.startIndex) {
    const name = parent.childForFieldName('name');
    return name?.type === 'identifier' ? name.text : undefined;
  }
  return undefined;
}
