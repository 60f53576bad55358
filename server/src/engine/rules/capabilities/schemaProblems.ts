import type { Node } from 'jsonc-parser';
import {
  isArray,
  items,
  keyNode,
  keyOf,
  plainValue,
  prop,
  properties,
  typeName,
} from '../../../../../common/json/jsonNodes';
import { lookupTable } from '../../../../../common/util/lookupTable';
import type { Fix, RuleContext } from '../../types';
import { composeEdits, pathOf, setAt } from '../../util/composeEdits';
import { removeProperty, renameKey, replaceNode } from '../../util/edits';
import { removeArrayItem } from '../../util/jsonEdits';
import type { SchemaDialect, SchemaProblem } from '../../util/jsonSchema';
import { SIMPLE_TYPES } from '../../util/schemaWalk';
import { didYouMean } from '../../util/suggest';

// What is wrong in a tool's schema as JSON Schema (MCP106): the validator's first problem, and bad regular expressions.

export function reportSchemaProblem(
  ctx: RuleContext,
  schema: Node,
  problem: SchemaProblem,
  where: string,
  dialect: SchemaDialect,
): void {
  if (problem.keyword === '$ref') {
    // a $ref problem always names its reference
    reportRefProblem(ctx, schema, problem.ref!, where, dialect);
    return;
  }
  if (problem.keyword === 'compile') {
    ctx.report('MCP106', keyFor(schema), `${where} cannot be compiled as JSON Schema: ${problem.message}.`);
    return;
  }
  const node = resolve(schema, problem.path);
  // a value the document does not have (a syntax error there, which MCP001 reports): the validator saw nothing there
  if (!node) return;
  // (a path is never empty here, nor a list index its first step: the root is an object)
  const last = problem.path[problem.path.length - 1]!;
  const keyword = /^\d+$/.test(last) ? problem.path[problem.path.length - 2]! : last;
  const fixes: Fix[] = [];
  let message: string;
  if (keyword === 'type' && problem.keyword === 'enum' && node.type === 'string') {
    const guess =
      didYouMean(String(node.value), SIMPLE_TYPES) ?? TYPE_NAMES_ELSEWHERE[String(node.value).toLowerCase()];
    if (guess) {
      fixes.push({
        title: `Change to "${guess}"`,
        edits: [replaceNode(node, JSON.stringify(guess))],
        preferred: true,
        safe: true,
      });
    }
    message =
      `"${String(node.value)}" is not a JSON Schema type${guess ? ` (did you mean "${guess}"?)` : ''}: ` +
      `use one of ${SIMPLE_TYPES.map((t) => `"${t}"`).join(', ')}.`;
  } else if (keyword === 'required' && node.type === 'boolean') {
    const owner = flagOwner(node);
    const move = node.value ? ': move this property\'s name into the parent\'s "required" array' : '';
    message = owner
      ? `In JSON Schema "required" is a list of names on the parent object, not a flag on the property${move}.`
      : 'In JSON Schema "required" is a list of property names, not a flag.';
    fixes.push(...requiredFlagFix(ctx, node, owner));
  } else if (keyword === 'items' && isArray(node)) {
    if (dialect === 'draft-07') {
      // draft-07 takes a list (a tuple): only an empty one is wrong
      message =
        '"items" is an empty list: in JSON Schema draft-07 a list of schemas (a tuple) needs one schema at least.';
    } else {
      message =
        `In JSON Schema ${dialect} "items" takes one schema for every element; ` +
        'a list of schemas (a tuple) is "prefixItems".';
      // the list is the value of its "items" property
      fixes.push({
        title: 'Rename to "prefixItems"',
        edits: [renameKey(node.parent!, 'prefixItems')],
        preferred: true,
      });
    }
  } else if (problem.keyword === 'uniqueItems' && isArray(node)) {
    const dup = duplicateItem(node);
    message = `"${keyword}" lists ${dup ? `"${String(dup.value)}"` : 'an entry'} twice; its entries must be unique.`;
    if (dup) fixes.push({ title: 'Remove the duplicate', edits: removeArrayItem(node, dup), safe: true });
  } else {
    message = `${keyword ? `"${keyword}"` : where} ${schemaProblemDetail(problem, node)} (JSON Schema ${dialect}).`;
  }
  ctx.report('MCP106', node, message, { fixes });
}

/** The key of the property whose value `node` is (a schema root, the value of inputSchema or outputSchema, has one). */
export function keyFor(node: Node): Node {
  return keyNode(node.parent!);
}

/**
 * `pattern` values and `patternProperties` keys are ECMA-262 regular expressions; the validator compiles them lazily,
 * so they are checked here.
 */
export function checkPatterns(ctx: RuleContext, node: Node): boolean {
  const pattern = prop(node, 'pattern');
  if (pattern?.type === 'string' && checkPattern(ctx, pattern)) return true;
  for (const p of properties(prop(node, 'patternProperties'))) if (checkPattern(ctx, keyNode(p))) return true;
  return false;
}

/** Reports a `pattern` value or `patternProperties` key that is no regular expression; true when it reported. */
function checkPattern(ctx: RuleContext, c: Node): boolean {
  const source = String(c.value);
  const plain = regexError(source, '');
  if (plain) {
    ctx.report('MCP106', c, `Invalid regular expression /${source}/: ${plain}.`);
    return true;
  }
  const unicode = regexError(source, 'u');
  if (unicode) {
    ctx.report(
      'MCP106',
      c,
      `/${source}/ is not valid in Unicode mode (${unicode}), which JSON Schema validators such as Ajv use: ` +
        'remove backslashes that escape nothing, such as "\\_" or "\\-" outside [].',
      { severity: 'warning' },
    );
    return true;
  }
  return false;
}

function regexError(source: string, flags: string): string | undefined {
  try {
    new RegExp(source, flags);
    return undefined;
  } catch (e) {
    return String((e as Error).message).replace(/^Invalid regular expression: \/.*\/\w*: /, '');
  }
}

/** What the meta-schema says of a value, as a predicate: `must be string or array, not a number`. */
function schemaProblemDetail(problem: SchemaProblem, node: Node): string {
  if (problem.keyword === 'type') {
    return `must be ${String(problem.params.type).replace(/,/g, ' or ')}, not ${typeName(node)}`;
  }
  const allowed = problem.params.allowedValues as unknown[] | undefined;
  if (allowed) return `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`;
  return problem.message;
}

/** Type names of programming languages, and the JSON Schema type each means. */
const TYPE_NAMES_ELSEWHERE = lookupTable<string>({
  int: 'integer',
  float: 'number',
  double: 'number',
  bool: 'boolean',
  str: 'string',
  list: 'array',
  dict: 'object',
  map: 'object',
});

/** MCP106 for a "$ref" that points outside the schema or at no definition in it. */
function reportRefProblem(ctx: RuleContext, schema: Node, ref: string, where: string, dialect: SchemaDialect): void {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(ref);
  ctx.report(
    'MCP106',
    findRef(schema, ref) ?? keyFor(schema),
    external
      ? `"$ref" "${ref}" points outside the schema: clients do not fetch external schemas, so it cannot be resolved. ` +
          'Copy the definition into "$defs" and refer to it as "#/$defs/…".'
      : `"$ref" "${ref}" cannot be resolved in ${where}: no definition exists at that location. ` +
          `Check the path (${dialect === 'draft-07' ? '"#/definitions/…"' : '"#/$defs/…"'}).`,
  );
}

/** For a `"required"` flag on a property's schema (in a parent's `properties`): that property's name and the parent. */
function flagOwner(flag: Node): { propName: string; parentSchema: Node } | undefined {
  // flag → its "required" property → the property's schema → its property → the "properties" map → "properties"
  const propSchema = flag.parent!.parent!;
  const propertiesKey = propSchema.parent!.parent!.parent;
  if (propertiesKey?.type !== 'property' || keyOf(propertiesKey) !== 'properties') return undefined;
  return { propName: keyOf(propSchema.parent!), parentSchema: propertiesKey.parent! };
}

/** `"required": true` on a property (draft-03 style) → the property's name into the parent's `required` list. */
function requiredFlagFix(
  ctx: RuleContext,
  flag: Node,
  owner: { propName: string; parentSchema: Node } | undefined,
): Fix[] {
  if (!owner) return [{ title: 'Remove "required"', edits: removeProperty(ctx.doc.text, flag) }];
  const { propName, parentSchema } = owner;
  if (flag.value !== true) {
    return [{ title: 'Remove "required": false', edits: removeProperty(ctx.doc.text, flag), safe: true }];
  }
  const list = prop(parentSchema, 'required');
  const names = isArray(list) ? items(list).map((n) => n.value) : [];
  if (list && !isArray(list)) return [];
  const path = pathOf(parentSchema);
  const steps = [setAt(pathOf(flag), undefined)];
  if (!names.includes(propName)) steps.push(setAt([...path, 'required'], [...names, propName]));
  const edits = composeEdits(ctx.doc.text, parentSchema, steps);
  return edits
    ? [{ title: `Move "${propName}" into the parent's "required"`, edits, preferred: true, safe: true }]
    : [];
}

function duplicateItem(arr: Node): Node | undefined {
  const seen = new Set<string>();
  for (const it of items(arr)) {
    const key = JSON.stringify(plainValue(it));
    if (seen.has(key)) return it;
    seen.add(key);
  }
  return undefined;
}

/** The node at `path` below `root`; undefined where the document has no value (what is not there has no children). */
function resolve(root: Node, path: readonly string[]): Node | undefined {
  let node: Node | undefined = root;
  for (const seg of path) node = isArray(node) ? items(node)[Number(seg)] : prop(node, seg);
  return node;
}

function findRef(schema: Node, ref: string): Node | undefined {
  let found: Node | undefined;
  const visit = (n: Node | undefined): void => {
    if (!n || found) return;
    if (n.type === 'property' && keyOf(n) === '$ref' && n.children![1]?.type === 'string') {
      // the validator resolves a reference against the base ("defs.json" → "https://…/defs.json", "./x" → "x") and
      // drops an empty fragment ("…/s.json#" → "…/s.json")
      const v = String(n.children![1].value);
      if (ref.endsWith(v) || v.endsWith(ref) || v === `${ref}#`) found = n.children![1];
      return;
    }
    for (const c of n.children ?? []) visit(c);
  };
  visit(schema);
  return found;
}
