import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import {
  isArray,
  isObject,
  items,
  keyNode,
  keyOf,
  plainValue,
  prop,
  properties,
  propertyNode,
  stringValue,
  typeName,
  valueOf,
} from '../../../../../common/json/jsonNodes';
import { atLeast } from '../../spec';
import type { Fix, Rule, RuleContext } from '../../types';
import { composeEdits, pathOf, setAt } from '../../util/composeEdits';
import { removeProperty, renameKey, replaceNode, setProperty } from '../../util/edits';
import { removeArrayItem } from '../../util/jsonEdits';
import { dialectOfUri, firstSchemaProblem, type SchemaDialect, type SchemaProblem } from '../../util/jsonSchema';
import { isPlainSchema } from '../../util/plainSchema';
import { SAME_INSTANCE, SCHEMA_KEYWORDS, SIMPLE_TYPES, walkSchema, type SchemaVisit } from '../../util/schemaWalk';
import { didYouMean, suggester } from '../../util/suggest';
import { INPUT_SCHEMA_ALIASES } from './toolDefinitions';
import { lookupTable } from '../../../../../common/util/lookupTable';

/** Looked up for every key of every subschema of every tool. */
const KEYWORDS = new Set(SCHEMA_KEYWORDS);
/** Keywords that let `required` name properties described elsewhere: what it names cannot be checked. */
const OPENING_KEYWORDS = new Set([
  '$ref',
  '$dynamicRef',
  'patternProperties',
  'dependentSchemas',
  'if',
  'unevaluatedProperties',
]);
/** Keys that are not JSON Schema keywords but are common and deliberate (OpenAPI, VS Code schemas); never "did you mean". */
const TOLERATED_KEYWORDS = new Set([
  'example',
  'nullable',
  'discriminator',
  'xml',
  'externalDocs',
  'markdownDescription',
  'enumDescriptions',
  'markdownEnumDescriptions',
  'errorMessage',
  'deprecationMessage',
  'defaultSnippets',
  'tsType',
  'enumNames',
  'propertyOrder',
  'options',
]);
/** The other APIs' names for a tool's input schema, and the note that says whose each is. */
const ALIAS_ORIGINS: ReadonlyMap<string, string> = new Map([
  ['input_schema', ' (that is the Anthropic API spelling)'],
  ['parameters', ' (that is the OpenAI function-calling spelling)'],
]);
/** RFC 9110 tchar. */
const TCHAR = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const SENSITIVE_PARAM =
  /pass(word|wd|phrase)?$|secret|token|api[-_]?key|credential|^auth$|authori[sz]ation|authentication|cookie|session[-_]?id|private[-_]?key|^ssn$/i;

export const toolSchemas: Rule = {
  meta: [
    {
      code: 'MCP104',
      name: 'input-schema-missing',
      severity: 'error',
      summary: 'A tool has no `inputSchema` (perhaps under another name, such as `input_schema` or `parameters`).',
      why: '`inputSchema` is required: clients validate the list against the MCP schema and reject a tool without it, and the model has no way to know the arguments.',
      fix: 'Add `"inputSchema": { "type": "object", "properties": { … } }`; a tool without parameters takes `{ "type": "object", "additionalProperties": false }`.',
      example: '{ "name": "a", "description": "…", "parameters": { "type": "object" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP105',
      name: 'input-schema-root',
      severity: 'error',
      summary: '`inputSchema` is null, not an object, or its root does not declare `"type": "object"`.',
      why: 'Tool arguments are always a JSON object, and the spec requires the root of `inputSchema` to say so; clients reject a tool whose input schema is null or of another type.',
      fix: 'Make `inputSchema` an object with `"type": "object"` at its root.',
      example: '{ "name": "a", "inputSchema": { "properties": { "q": { "type": "string" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP106',
      name: 'schema-invalid',
      severity: 'error',
      summary:
        "`inputSchema` or `outputSchema` is not a valid JSON Schema (checked by a JSON Schema validator in the schema's dialect).",
      why: 'Clients and SDKs compile these schemas to validate arguments and results; an invalid one makes them throw, drop the tool, or validate nothing.',
      fix: 'Correct the marked keyword: the message says what the dialect expects there.',
      example: '{ "name": "a", "inputSchema": { "type": "object", "properties": { "n": { "type": "int" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP107',
      name: 'schema-required-not-in-properties',
      severity: 'warning',
      summary: 'A name in `required` is not described in `properties` (an error when `additionalProperties` is false).',
      why: "The model and the client's argument form only know the parameters in `properties`: a required one that is not there is never filled in, so every call fails validation — and with `additionalProperties: false` no call can ever pass.",
      fix: 'Describe the parameter in `properties`, or correct the name in `required`.',
      example:
        '{ "name": "a", "inputSchema": { "type": "object", "properties": { "query": { "type": "string" } }, "required": ["qeury"] } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP108',
      name: 'output-schema-root',
      severity: 'error',
      summary:
        '`outputSchema` is not an object, or (before MCP 2026-07-28) its root does not declare `"type": "object"`.',
      why: 'Up to 2025-11-25, `structuredContent` had to be an object and clients required an object schema; since 2026-07-28 any JSON Schema is allowed, but it must still be a schema object.',
      fix: 'Make `outputSchema` an object schema (`"type": "object"`), or target MCP 2026-07-28.',
      example:
        '{ "protocolVersion": "2025-06-18", "tools": [{ "name": "a", "inputSchema": { "type": "object" }, "outputSchema": { "type": "array" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP111',
      name: 'x-mcp-header-invalid',
      severity: 'error',
      summary:
        'An `x-mcp-header` breaks the rules of MCP 2026-07-28 (empty, not an HTTP token, duplicate, on a non-primitive or unreachable property).',
      why: 'Clients on Streamable HTTP must drop a tool whose `x-mcp-header` is invalid from `tools/list`: the tool silently disappears.',
      fix: 'Use a unique header token (letters, digits, `-`) on a string, integer or boolean property reached from the root through `properties` only.',
      example:
        '{ "name": "a", "inputSchema": { "type": "object", "properties": { "n": { "type": "number", "x-mcp-header": "N" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP112',
      name: 'x-mcp-header-sensitive',
      severity: 'warning',
      summary:
        'An `x-mcp-header` mirrors a parameter that looks sensitive (password, token, API key) into an HTTP header.',
      why: 'Header values are visible to every proxy, load balancer and log on the way; the spec says servers should not mark sensitive parameters.',
      fix: 'Remove `x-mcp-header` from the sensitive parameter.',
      example:
        '{ "name": "a", "inputSchema": { "type": "object", "properties": { "apiKey": { "type": "string", "x-mcp-header": "Api-Key" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP114',
      name: 'schema-keyword-misspelt',
      severity: 'warning',
      summary: 'A key in a tool schema looks like a misspelt JSON Schema keyword (`requried`, `minimun`, `Type`).',
      why: 'JSON Schema ignores keywords it does not know, so the constraint silently does nothing.',
      fix: 'Correct the spelling.',
      example: '{ "name": "a", "inputSchema": { "type": "object", "properties": {}, "requried": ["q"] } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP115',
      name: 'schema-dialect-unsupported',
      severity: 'warning',
      summary: "A tool schema's `$schema` names a dialect other than JSON Schema 2020-12, 2019-09 or draft-07.",
      why: 'MCP clients must support 2020-12 and may not support anything else; a schema in another dialect (draft-04, a custom meta-schema) may be rejected or misread. MCP Lens does not check it.',
      fix: 'Remove `$schema` (2020-12 is the default) or name https://json-schema.org/draft/2020-12/schema.',
      example:
        '{ "name": "a", "inputSchema": { "$schema": "http://json-schema.org/draft-04/schema#", "type": "object" } }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    for (const tool of capabilityModel(ctx.doc.root).tools) {
      const input = propertyNode(tool, 'inputSchema');
      if (!input) reportMissingInput(ctx, tool);
      else checkInputRoot(ctx, valueOf(input));
      const inputSchema = prop(tool, 'inputSchema');
      if (isObject(inputSchema)) checkSchema(ctx, inputSchema, 'inputSchema');
      const output = prop(tool, 'outputSchema');
      if (output && checkOutputRoot(ctx, output)) checkSchema(ctx, output, 'outputSchema');
    }
  },
};

function reportMissingInput(ctx: RuleContext, tool: Node): void {
  const alias = properties(tool).find((p) => INPUT_SCHEMA_ALIASES.includes(keyOf(p)));
  const name = stringValue(prop(tool, 'name'));
  const who = name ? `Tool "${name}"` : 'This tool';
  if (alias) {
    const value = valueOf(alias);
    const looksLikeSchema =
      isObject(value) && (prop(value, 'type') !== undefined || prop(value, 'properties') !== undefined);
    const fixes: Fix[] = looksLikeSchema
      ? [
          {
            title: `Rename "${keyOf(alias)}" to "inputSchema"`,
            edits: [renameKey(alias, 'inputSchema')],
            preferred: true,
            safe: true,
          },
        ]
      : [];
    const other = ALIAS_ORIGINS.get(keyOf(alias)) ?? '';
    ctx.report(
      'MCP104',
      keyNode(alias),
      `${who} has "${keyOf(alias)}"${other} but MCP requires "inputSchema", a JSON Schema object${looksLikeSchema ? '' : ' such as { "type": "object", "properties": { … } }'}.`,
      { fixes },
    );
    return;
  }
  const at = prop(tool, 'name') ?? { offset: tool.offset, length: 1 };
  ctx.report(
    'MCP104',
    at,
    `${who} has no "inputSchema": it is required. A tool without parameters takes { "type": "object", "additionalProperties": false }.`,
    {
      fixes: [
        {
          title: 'Add an inputSchema for no parameters',
          edits: setProperty(ctx.doc.text, tool, 'inputSchema', { type: 'object', additionalProperties: false }),
        },
      ],
    },
  );
}

function checkInputRoot(ctx: RuleContext, schema: Node | undefined): void {
  if (!schema) return;
  if (schema.type === 'null') {
    ctx.report(
      'MCP105',
      schema,
      '"inputSchema" must not be null: a tool without parameters takes { "type": "object", "additionalProperties": false }.',
      {
        fixes: [
          {
            title: 'Replace with an empty object schema',
            edits: [replaceNode(schema, '{ "type": "object", "additionalProperties": false }')],
            preferred: true,
          },
        ],
      },
    );
    return;
  }
  if (!isObject(schema)) {
    ctx.report(
      'MCP105',
      schema,
      `"inputSchema" must be a JSON Schema object with "type": "object", not ${typeName(schema)}.`,
    );
    return;
  }
  const type = prop(schema, 'type');
  if (!type) {
    ctx.report(
      'MCP105',
      keyFor(schema),
      '"inputSchema" must declare "type": "object" at its root: tool arguments are always an object, and clients reject schemas without it.',
      {
        fixes: [
          {
            title: 'Add "type": "object"',
            edits: setProperty(ctx.doc.text, schema, 'type', 'object'),
            preferred: true,
            safe: true,
          },
        ],
      },
    );
  } else if (stringValue(type) !== 'object') {
    ctx.report(
      'MCP105',
      type,
      `The root of "inputSchema" must have "type": "object" (tool arguments are always an object), not ${stringValue(type) !== undefined ? `"${stringValue(type)}"` : typeName(type)}. Wrap a single value in a property.`,
      {
        fixes: [{ title: 'Change to "object"', edits: [replaceNode(type, '"object"')] }],
      },
    );
  }
}

/** Reports a root problem of outputSchema; true when the schema is an object worth checking further. */
function checkOutputRoot(ctx: RuleContext, schema: Node): boolean {
  if (schema.type !== 'object') {
    ctx.report(
      'MCP108',
      schema,
      `"outputSchema" must be a JSON Schema object, not ${typeName(schema)}. Leave it out when the tool returns no structured content.`,
      {
        fixes:
          schema.type === 'null'
            ? [{ title: 'Remove "outputSchema"', edits: removeProperty(ctx.doc.text, schema), safe: true }]
            : [],
      },
    );
    return false;
  }
  if (!atLeast(ctx.spec, '2026-07-28')) {
    const type = prop(schema, 'type');
    if (stringValue(type) !== 'object') {
      const what = type
        ? `"type" is ${stringValue(type) !== undefined ? `"${stringValue(type)}"` : typeName(type)}`
        : 'it declares no "type"';
      ctx.report(
        'MCP108',
        type ?? keyFor(schema),
        `Under MCP ${ctx.spec} the root of "outputSchema" must have "type": "object" (structuredContent is an object), but ${what}. Any schema is allowed only from 2026-07-28.`,
        {
          fixes: type
            ? []
            : [{ title: 'Add "type": "object"', edits: setProperty(ctx.doc.text, schema, 'type', 'object') }],
        },
      );
    }
  }
  return true;
}

function dialectOf(ctx: RuleContext, schema: Node, where: string): SchemaDialect | undefined {
  const s = prop(schema, '$schema');
  if (!s) return atLeast(ctx.spec, '2025-11-25') ? '2020-12' : 'draft-07';
  const uri = stringValue(s);
  if (uri === undefined) {
    ctx.report(
      'MCP115',
      s,
      `"$schema" in ${where} must be a URI string such as "https://json-schema.org/draft/2020-12/schema", not ${typeName(s)}.`,
      { severity: 'error' },
    );
    return undefined;
  }
  const dialect = dialectOfUri(uri);
  if (!dialect) {
    ctx.report(
      'MCP115',
      s,
      `${where} declares the dialect "${uri}": MCP clients must support JSON Schema 2020-12 and may not support this one, and MCP Lens does not check it. Remove "$schema" to use 2020-12.`,
      {
        fixes: [{ title: 'Remove "$schema" (use 2020-12)', edits: removeProperty(ctx.doc.text, s) }],
      },
    );
  }
  return dialect;
}

function checkSchema(ctx: RuleContext, schema: Node, where: 'inputSchema' | 'outputSchema'): void {
  const dialect = dialectOf(ctx, schema, where);
  const headers = new Map<string, Node>();
  let ownProblemReported = false;
  walkSchema(schema, (v) => {
    for (const p of properties(v.node)) {
      const key = keyOf(p);
      if (key === 'x-mcp-header') checkHeader(ctx, v, p, where, headers);
      else if (!KEYWORDS.has(key) && !key.startsWith('x-') && !TOLERATED_KEYWORDS.has(key)) {
        const guess = didYouMean(key, SCHEMA_KEYWORDS);
        if (guess && !propertyNode(v.node, guess)) {
          ctx.report(
            'MCP114',
            keyNode(p),
            `"${key}" is not a JSON Schema keyword, so it has no effect: did you mean "${guess}"?`,
            {
              fixes: [{ title: `Rename to "${guess}"`, edits: [renameKey(p, guess)], preferred: true, safe: true }],
            },
          );
        }
      }
    }
    if (!ownProblemReported) ownProblemReported = checkPatterns(ctx, v.node);
    checkRequired(ctx, v);
  });
  // a plain schema is valid in every dialect: no cache key, parse or validator needed
  if (!dialect || ownProblemReported || isPlainSchema(schema)) return;
  const source = ctx.doc.text.slice(schema.offset, schema.offset + schema.length);
  const problem = firstSchemaProblem(source, () => parseSchema(source, schema), dialect);
  if (problem) reportSchemaProblem(ctx, schema, problem, where, dialect);
}

/** The schema as a value: JSON.parse of its text (fast), or the tree's value when the text has comments. */
function parseSchema(source: string, node: Node): Record<string, unknown> {
  try {
    return JSON.parse(source) as Record<string, unknown>;
  } catch {
    return plainValue(node) as Record<string, unknown>;
  }
}

/** `pattern` values and `patternProperties` keys are ECMA-262 regular expressions; the validator compiles them lazily, so check here. */
function checkPatterns(ctx: RuleContext, node: Node): boolean {
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
      `/${source}/ is not valid in Unicode mode (${unicode}), which JSON Schema validators such as Ajv use: remove backslashes that escape nothing, such as "\\_" or "\\-" outside [].`,
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

/** Names a subschema's `required` may use: its own properties, and those of the schema it refines (allOf/anyOf/… describe the same instance). */
function describedNames(v: SchemaVisit): { names: Set<string>; open: boolean; closed: boolean } {
  const names = new Set<string>();
  let open = false;
  let closed = false;
  for (let cur: SchemaVisit | undefined = v; cur; cur = SAME_INSTANCE.has(cur.via ?? '') ? cur.parent : undefined) {
    const node = cur.node;
    for (const p of properties(prop(node, 'properties'))) names.add(keyOf(p));
    // one pass over the keys (the last of a repeated key counts, as JSON.parse keeps it)
    let allOf: Node | undefined;
    let anyOf: Node | undefined;
    let oneOf: Node | undefined;
    // every child of an object node is a property, and has its key
    for (const p of node.children!) {
      const key = keyOf(p);
      if (OPENING_KEYWORDS.has(key)) open = true;
      else if (key === 'allOf') allOf = valueOf(p);
      else if (key === 'anyOf') anyOf = valueOf(p);
      else if (key === 'oneOf') oneOf = valueOf(p);
    }
    for (const branches of [allOf, anyOf, oneOf]) {
      for (const branch of items(branches)) {
        for (const p of properties(prop(branch, 'properties'))) names.add(keyOf(p));
        if (propertyNode(branch, '$ref') || propertyNode(branch, '$dynamicRef')) open = true;
      }
    }
    const additional = prop(node, 'additionalProperties');
    if (isObject(additional)) open = true;
    if (additional?.type === 'boolean' && additional.value === false && cur === v) closed = true;
  }
  return { names, open, closed };
}

function checkRequired(ctx: RuleContext, v: SchemaVisit): void {
  const required = prop(v.node, 'required');
  if (!isArray(required)) return;
  const entries = items(required);
  if (!entries.some((e) => e.type === 'string')) return;
  const { names, open, closed } = describedNames(v);
  if (open) return;
  const hasProperties = names.size > 0 || propertyNode(v.node, 'properties');
  // made at the first name not described (most schemas have none)
  let guessFor: ((word: string) => string | undefined) | undefined;
  for (const e of entries) {
    if (e.type !== 'string') continue;
    const name = e.value as string;
    if (names.has(name)) continue;
    const guess = (guessFor ??= suggester([...names]))(name);
    const fixes: Fix[] = guess
      ? [{ title: `Change to "${guess}"`, edits: [replaceNode(e, JSON.stringify(guess))], preferred: true }]
      : [];
    fixes.push({ title: `Remove "${name}" from required`, edits: removeArrayItem(required, e) });
    const where = hasProperties
      ? 'is not described in "properties"'
      : 'is required, but the schema has no "properties" describing it';
    const consequence = closed
      ? ' With "additionalProperties": false no call can ever satisfy this schema.'
      : ' The model and argument forms only know described parameters, so calls will miss it.';
    ctx.report(
      'MCP107',
      e,
      `Required parameter "${name}" ${where}${guess ? ` (did you mean "${guess}"?)` : ''}.${consequence}`,
      { fixes, severity: closed ? 'error' : undefined },
    );
  }
}

function checkHeader(ctx: RuleContext, v: SchemaVisit, p: Node, where: string, seen: Map<string, Node>): void {
  const value = valueOf(p);
  const at = value ?? keyNode(p);
  if (where === 'outputSchema') {
    ctx.report(
      'MCP111',
      keyNode(p),
      '"x-mcp-header" only has a meaning in inputSchema (it mirrors call arguments into HTTP headers); in outputSchema it does nothing.',
      {
        severity: 'warning',
        fixes: [{ title: 'Remove "x-mcp-header"', edits: removeProperty(ctx.doc.text, p), safe: true }],
      },
    );
    return;
  }
  if (!v.staticChain || !v.parent) {
    const where = !v.parent ? ', not on the schema root' : `, not through "${firstNonPropertiesStep(v)}"`;
    ctx.report(
      'MCP111',
      keyNode(p),
      `"x-mcp-header" must sit on a property reached from the root through "properties" only${where}; clients drop the tool otherwise.`,
    );
    return;
  }
  const header = stringValue(value);
  if (header === undefined) {
    ctx.report(
      'MCP111',
      at,
      `"x-mcp-header" must be a string (the {name} of the Mcp-Param-{name} header), not ${typeName(value)}.`,
    );
    return;
  }
  // TCHAR wants one character or more: the empty header fails it too
  if (!TCHAR.test(header)) {
    reportHeaderNotToken(ctx, at, value!, header);
    return;
  }
  const first = seen.get(header.toLowerCase());
  if (first) {
    ctx.report(
      'MCP111',
      at,
      `"x-mcp-header" "${header}" is used twice in this inputSchema (header names are case-insensitive); each must be unique.`,
    );
    return;
  }
  seen.set(header.toLowerCase(), value!);
  checkHeaderParameter(ctx, v, p, at);
}

/** MCP111 for an "x-mcp-header" that is not an HTTP header token, with the token its characters make. */
function reportHeaderNotToken(ctx: RuleContext, at: Node, value: Node, header: string): void {
  const cleaned = header.replace(/[^!#$%&'*+\-.^_`|~0-9A-Za-z]+/g, '-').replace(/^-+|-+$/g, '');
  ctx.report(
    'MCP111',
    at,
    header === ''
      ? '"x-mcp-header" must not be empty.'
      : `"x-mcp-header" "${header.replace(/[\r\n]/g, ' ')}" is not an HTTP header token: use letters, digits and !#$%&'*+-.^_\`|~ only (no spaces, colons or control characters).`,
    {
      fixes: cleaned
        ? [
            {
              title: `Change to "${cleaned}"`,
              edits: [replaceNode(value, JSON.stringify(cleaned))],
              preferred: true,
            },
          ]
        : [],
    },
  );
}

/** The parameter an "x-mcp-header" mirrors: of a type a header can carry (MCP111), and not a secret (MCP112). */
function checkHeaderParameter(ctx: RuleContext, v: SchemaVisit, p: Node, at: Node): void {
  const type = prop(v.node, 'type');
  const t = stringValue(type);
  if (!type) {
    ctx.report(
      'MCP111',
      keyNode(p),
      '"x-mcp-header" is only allowed on string, integer or boolean parameters; declare the "type" of this one.',
      { severity: 'warning' },
    );
  } else if (t !== 'string' && t !== 'integer' && t !== 'boolean') {
    const shown = t ?? (isArray(type) ? JSON.stringify(plainValue(type)) : typeName(type));
    ctx.report(
      'MCP111',
      type,
      `"x-mcp-header" is only allowed on string, integer or boolean parameters, not ${shown}${t === 'number' ? ' (use "integer" when whole numbers suffice)' : ''}.`,
    );
  }
  if (v.propertyName && SENSITIVE_PARAM.test(v.propertyName)) {
    ctx.report(
      'MCP112',
      at,
      `Parameter "${v.propertyName}" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping.`,
      {
        fixes: [{ title: 'Remove "x-mcp-header"', edits: removeProperty(ctx.doc.text, p) }],
      },
    );
  }
}

/** The first keyword other than `properties` on the way from the root to `v` (a subschema off the static chain has one). */
function firstNonPropertiesStep(v: SchemaVisit): string {
  let step: string | undefined;
  for (let cur = v; cur.parent; cur = cur.parent) if (cur.via !== 'properties') step = cur.via;
  return step!;
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

function reportSchemaProblem(
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
    message = `"${String(node.value)}" is not a JSON Schema type${guess ? ` (did you mean "${guess}"?)` : ''}: use one of ${SIMPLE_TYPES.map((t) => `"${t}"`).join(', ')}.`;
  } else if (keyword === 'required' && node.type === 'boolean') {
    const owner = flagOwner(node);
    message = owner
      ? `In JSON Schema "required" is a list of names on the parent object, not a flag on the property${node.value ? ': move this property\'s name into the parent\'s "required" array' : ''}.`
      : 'In JSON Schema "required" is a list of property names, not a flag.';
    fixes.push(...requiredFlagFix(ctx, node, owner));
  } else if (keyword === 'items' && isArray(node)) {
    if (dialect === 'draft-07') {
      // draft-07 takes a list (a tuple): only an empty one is wrong
      message =
        '"items" is an empty list: in JSON Schema draft-07 a list of schemas (a tuple) needs one schema at least.';
    } else {
      message = `In JSON Schema ${dialect} "items" takes one schema for every element; a list of schemas (a tuple) is "prefixItems".`;
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
      ? `"$ref" "${ref}" points outside the schema: clients do not fetch external schemas, so it cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/…".`
      : `"$ref" "${ref}" cannot be resolved in ${where}: no definition exists at that location. Check the path (${dialect === 'draft-07' ? '"#/definitions/…"' : '"#/$defs/…"'}).`,
  );
}

/** For a `"required"` flag on the schema of a property (one in a parent's `properties`): that property's name and the parent. */
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

/** The key of the property whose value `node` is (a schema root, an inputSchema or outputSchema value, always is one). */
function keyFor(node: Node): Node {
  return keyNode(node.parent!);
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
