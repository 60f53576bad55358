import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import {
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
import { removeProperty, renameKey, replaceNode, setProperty } from '../../util/edits';
import { removeArrayItem } from '../../util/jsonEdits';
import { dialectOfUri, firstSchemaProblem, type SchemaDialect } from '../../util/jsonSchema';
import { isPlainSchema } from '../../util/plainSchema';
import { SAME_INSTANCE, SCHEMA_KEYWORDS, walkSchema, type SchemaVisit } from '../../util/schemaWalk';
import { didYouMean, suggester } from '../../util/suggest';
import { checkPatterns, keyFor, reportSchemaProblem } from './schemaProblems';
import { INPUT_SCHEMA_ALIASES } from './toolDefinitions';
import { checkHeader } from './xMcpHeader';

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
/**
 * Keys that are no JSON Schema keywords but common and deliberate (OpenAPI, VS Code schemas) and near a keyword: never
 * "did you mean". The others (nullable, discriminator, markdownDescription, …) are near none, so get no guess anyway.
 */
const TOLERATED_KEYWORDS = new Set(['example', 'enumDescriptions', 'tsType', 'propertyOrder']);
/** The other APIs' names for a tool's input schema, and the note that says whose each is. */
const ALIAS_ORIGINS: ReadonlyMap<string, string> = new Map([
  ['input_schema', ' (that is the Anthropic API spelling)'],
  ['parameters', ' (that is the OpenAI function-calling spelling)'],
]);

export const toolSchemas: Rule = {
  meta: [
    {
      code: 'MCP104',
      name: 'input-schema-missing',
      severity: 'error',
      summary: 'A tool has no `inputSchema` (perhaps under another name, such as `input_schema` or `parameters`).',
      why:
        '`inputSchema` is required: clients validate the list against the MCP schema and reject a tool without it, ' +
        'and the model has no way to know the arguments.',
      fix:
        'Add `"inputSchema": { "type": "object", "properties": { … } }`; ' +
        'a tool without parameters takes `{ "type": "object", "additionalProperties": false }`.',
      example: '{ "name": "a", "description": "…", "parameters": { "type": "object" } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP105',
      name: 'input-schema-root',
      severity: 'error',
      summary: '`inputSchema` is null, not an object, or its root does not declare `"type": "object"`.',
      why:
        'Tool arguments are always a JSON object, and the spec requires the root of `inputSchema` to say so; ' +
        'clients reject a tool whose input schema is null or of another type.',
      fix: 'Make `inputSchema` an object with `"type": "object"` at its root.',
      example: '{ "name": "a", "inputSchema": { "properties": { "q": { "type": "string" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP106',
      name: 'schema-invalid',
      severity: 'error',
      summary:
        '`inputSchema` or `outputSchema` is not a valid JSON Schema ' +
        "(checked by a JSON Schema validator in the schema's dialect).",
      why:
        'Clients and SDKs compile these schemas to validate arguments and results; ' +
        'an invalid one makes them throw, drop the tool, or validate nothing.',
      fix: 'Correct the marked keyword: the message says what the dialect expects there.',
      example: '{ "name": "a", "inputSchema": { "type": "object", "properties": { "n": { "type": "int" } } } }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP107',
      name: 'schema-required-not-in-properties',
      severity: 'warning',
      summary: 'A name in `required` is not described in `properties` (an error when `additionalProperties` is false).',
      why:
        "The model and the client's argument form only know the parameters in `properties`: " +
        'a required one that is not there is never filled in, so every call fails validation ' +
        '— and with `additionalProperties: false` no call can ever pass.',
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
      why:
        'Up to 2025-11-25, `structuredContent` had to be an object and clients required an object schema; ' +
        'since 2026-07-28 any JSON Schema is allowed, but it must still be a schema object.',
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
        'An `x-mcp-header` breaks the rules of MCP 2026-07-28 ' +
        '(empty, not an HTTP token, duplicate, on an untyped, non-primitive or unreachable property).',
      why:
        'Clients on Streamable HTTP must drop a tool whose `x-mcp-header` is invalid from `tools/list`: ' +
        'the tool silently disappears. MCP Lens sets it aside on such a session, and says why when it is called.',
      fix:
        'Use a unique header token (letters, digits, `-`) ' +
        'on a string, integer or boolean property reached from the root through `properties` only.',
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
      why:
        'Header values are visible to every proxy, load balancer and log on the way; ' +
        'the spec says servers should not mark sensitive parameters.',
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
      why:
        'MCP clients must support 2020-12 and may not support anything else; ' +
        'a schema in another dialect (draft-04, a custom meta-schema) may be rejected or misread. ' +
        'MCP Lens does not check it.',
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
      `${who} has "${keyOf(alias)}"${other} but MCP requires "inputSchema", ` +
        `a JSON Schema object${looksLikeSchema ? '' : ' such as { "type": "object", "properties": { … } }'}.`,
      { fixes },
    );
    return;
  }
  const at = prop(tool, 'name') ?? { offset: tool.offset, length: 1 };
  ctx.report(
    'MCP104',
    at,
    `${who} has no "inputSchema": it is required. ` +
      'A tool without parameters takes { "type": "object", "additionalProperties": false }.',
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
      '"inputSchema" must not be null: ' +
        'a tool without parameters takes { "type": "object", "additionalProperties": false }.',
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
      '"inputSchema" must declare "type": "object" at its root: ' +
        'tool arguments are always an object, and clients reject schemas without it.',
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
      `The root of "inputSchema" must have "type": "object" (tool arguments are always an object), ` +
        `not ${stringValue(type) !== undefined ? `"${stringValue(type)}"` : typeName(type)}. ` +
        'Wrap a single value in a property.',
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
      `"outputSchema" must be a JSON Schema object, not ${typeName(schema)}. ` +
        'Leave it out when the tool returns no structured content.',
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
        `Under MCP ${ctx.spec} the root of "outputSchema" must have "type": "object" ` +
          `(structuredContent is an object), but ${what}. ` +
          'Any schema is allowed only from 2026-07-28.',
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
      `"$schema" in ${where} must be a URI string ` +
        `such as "https://json-schema.org/draft/2020-12/schema", not ${typeName(s)}.`,
      { severity: 'error' },
    );
    return undefined;
  }
  const dialect = dialectOfUri(uri);
  if (!dialect) {
    ctx.report(
      'MCP115',
      s,
      `${where} declares the dialect "${uri}": ` +
        'MCP clients must support JSON Schema 2020-12 and may not support this one, and MCP Lens does not check it. ' +
        'Remove "$schema" to use 2020-12.',
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

/**
 * Names a subschema's `required` may use: its own properties, and those of the schema it refines (allOf/anyOf/…
 * describe the same instance).
 */
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
    fixes.push({ title: `Remove "${name}" from required`, edits: removeArrayItem(required!, e) });
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
