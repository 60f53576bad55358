import { LINKS } from './links';
import type { FieldDoc, ObjectType } from './types';

// The JSON Schema keywords tool input and output schemas use (2020-12, the MCP default dialect since 2025-11-25).

const schema = (summary: string, type = 'JSON Schema'): FieldDoc => ({
  summary,
  type,
  links: [LINKS.jsonSchemaCore],
  inner: { object: 'JsonSchema' },
});
const schemaList = (summary: string): FieldDoc => ({
  summary,
  type: 'JSON Schema[]',
  links: [LINKS.jsonSchemaCore],
  inner: { items: 'JsonSchema' },
});
const schemaMap = (summary: string): FieldDoc => ({
  summary,
  type: 'object',
  links: [LINKS.jsonSchemaCore],
  inner: { object: 'SchemaMap' },
});
const plain = (summary: string, type: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({
  summary,
  type,
  links: [LINKS.jsonSchemaCore],
  ...extra,
});
const anyValue = (summary: string, type = 'any'): FieldDoc => ({
  summary,
  type,
  links: [LINKS.jsonSchemaCore],
  inner: { free: true },
});

const TYPE_VALUES = [
  { value: 'object', doc: 'A JSON object.' },
  { value: 'string', doc: 'A string.' },
  { value: 'number', doc: 'Any number.' },
  { value: 'integer', doc: 'A number without a fraction.' },
  { value: 'boolean', doc: '`true` or `false`.' },
  { value: 'array', doc: 'A JSON array.' },
  { value: 'null', doc: '`null`.' },
];

const KEYWORDS: Record<string, FieldDoc> = {
  $schema: plain(
    'The JSON Schema dialect. Without it MCP assumes 2020-12 (since 2025-11-25); other dialects such as draft-07 may be named.',
    'string (URI)',
    {
      since: 'MCP 2025-11-25',
      values: [
        { value: 'https://json-schema.org/draft/2020-12/schema', doc: 'JSON Schema 2020-12, the MCP default.' },
        { value: 'http://json-schema.org/draft-07/schema#', doc: 'JSON Schema draft-07.' },
      ],
      links: [LINKS.jsonSchema],
    },
  ),
  $id: plain('The URI that identifies this schema.', 'string (URI)'),
  $ref: plain('Reference to another schema, e.g. `#/$defs/Address`.', 'string (URI reference)'),
  $defs: schemaMap('Named subschemas that `$ref` can point to (`#/$defs/Name`).'),
  definitions: schemaMap('Named subschemas (draft-07 name of `$defs`), referenced as `#/definitions/Name`.'),
  $anchor: plain('A plain-name anchor other schemas can reference.', 'string'),
  $comment: plain('A comment for schema authors; ignored by validators.', 'string'),
  type: plain('The JSON type(s) the value must have.', 'string | string[]', { values: TYPE_VALUES }),
  title: plain('A short title for the value (shown in forms).', 'string'),
  description: plain('What the value means. For tool arguments the model reads it to decide what to pass.', 'string'),
  default: anyValue('The value assumed when none is given (an annotation; validators do not apply it).'),
  examples: anyValue('Example values.', 'any[]'),
  const: anyValue('The only value allowed.'),
  enum: anyValue('The values allowed.', 'any[]'),
  properties: schemaMap('The schema of each named property of an object.'),
  required: plain('Names of the properties that must be present. Each should be defined in `properties`.', 'string[]'),
  additionalProperties: schema(
    'Schema for properties not listed in `properties`; `false` forbids them.',
    'boolean | JSON Schema',
  ),
  patternProperties: schemaMap('Schemas for properties whose names match a regular expression.'),
  propertyNames: schema('Schema every property name must satisfy.'),
  minProperties: plain('Minimum number of properties.', 'integer'),
  maxProperties: plain('Maximum number of properties.', 'integer'),
  dependentRequired: anyValue('Properties required when another property is present.', 'object'),
  dependentSchemas: schemaMap('Schemas applied when another property is present.'),
  unevaluatedProperties: schema(
    'Schema for properties no other keyword evaluated; `false` forbids them.',
    'boolean | JSON Schema',
  ),
  items: {
    ...schema('Schema of every array item (an array of schemas in draft-07 tuple form).', 'JSON Schema'),
    inner: { object: 'JsonSchema', items: 'JsonSchema' },
  },
  prefixItems: schemaList('Schemas of the first items of an array, by position.'),
  contains: schema('At least one item must match this schema.'),
  minContains: plain('Minimum number of items matching `contains`.', 'integer'),
  maxContains: plain('Maximum number of items matching `contains`.', 'integer'),
  unevaluatedItems: schema('Schema for items no other keyword evaluated.', 'boolean | JSON Schema'),
  additionalItems: schema('Draft-07: schema for items beyond a tuple `items` list.', 'boolean | JSON Schema'),
  minItems: plain('Minimum array length.', 'integer'),
  maxItems: plain('Maximum array length.', 'integer'),
  uniqueItems: plain('Whether all items must be different.', 'boolean', { default: 'false' }),
  minLength: plain('Minimum string length.', 'integer'),
  maxLength: plain('Maximum string length.', 'integer'),
  pattern: plain('Regular expression (ECMA-262) the string must match.', 'string'),
  format: plain('A semantic format such as `date-time`, `email`, `uri` (validators may ignore it).', 'string', {
    values: [
      'date-time',
      'date',
      'time',
      'duration',
      'email',
      'hostname',
      'ipv4',
      'ipv6',
      'uri',
      'uri-reference',
      'uuid',
      'regex',
    ].map((v) => ({ value: v, doc: `The \`${v}\` format.` })),
    valuesAreExamples: true,
  }),
  contentEncoding: plain('How a string encodes binary content, e.g. `base64`.', 'string'),
  contentMediaType: plain('The media type of a string’s content.', 'string'),
  minimum: plain('Smallest allowed number.', 'number'),
  maximum: plain('Largest allowed number.', 'number'),
  exclusiveMinimum: plain('Numbers must be greater than this.', 'number'),
  exclusiveMaximum: plain('Numbers must be less than this.', 'number'),
  multipleOf: plain('Numbers must be a multiple of this.', 'number'),
  oneOf: schemaList('The value must match exactly one of these schemas.'),
  anyOf: schemaList('The value must match at least one of these schemas.'),
  allOf: schemaList('The value must match all of these schemas.'),
  not: schema('The value must not match this schema.'),
  if: schema('Conditional: when the value matches this, `then` applies, otherwise `else`.'),
  then: schema('Applies when `if` matches.'),
  else: schema('Applies when `if` does not match.'),
  deprecated: plain('Marks the value as deprecated (an annotation).', 'boolean'),
  readOnly: plain('Marks the value as managed by the owner (an annotation).', 'boolean'),
  writeOnly: plain('Marks the value as never returned (an annotation).', 'boolean'),
  'x-mcp-header': plain(
    'Sends this argument also as the HTTP header `Mcp-Param-{value}` on Streamable HTTP. The value must be a non-empty RFC 9110 token, unique (case-insensitively) within the input schema, on an `integer`, `string` or `boolean` property reached only through `properties` keys. Clients drop a tool that breaks these rules.',
    'string',
    { since: 'MCP 2026-07-28', links: [LINKS.xMcpHeader] },
  ),
};

export const JSON_SCHEMA_TYPES: Record<string, ObjectType> = {
  JsonSchema: {
    name: 'JSON Schema',
    fields: KEYWORDS,
    other: plain(
      'Not a JSON Schema 2020-12 keyword: validators ignore it (it is only an annotation). Check the spelling.',
      'any',
      { hidden: true, inner: { free: true } },
    ),
  },
  InputSchema: {
    name: 'inputSchema',
    fields: {
      ...KEYWORDS,
      type: plain('Must be `"object"` at the root of an input schema: tool arguments are always an object.', 'string', {
        required: true,
        values: [{ value: 'object', doc: 'Tool arguments are an object (required at the root).' }],
        links: [LINKS.tools],
      }),
      properties: {
        ...schemaMap(
          'The arguments of the tool: each key is an argument name, each value its schema (describe it: the model reads the description).',
        ),
        inner: { object: 'ArgumentMap' },
      },
      required: plain('Names of the arguments the caller must pass. Each must be defined in `properties`.', 'string[]'),
      additionalProperties: schema(
        'Whether arguments not listed in `properties` are accepted; `false` is recommended (and is the recommended schema for tools without parameters).',
        'boolean | JSON Schema',
      ),
    },
    other: plain(
      'Not a JSON Schema 2020-12 keyword: validators ignore it (it is only an annotation). Check the spelling.',
      'any',
      { hidden: true, inner: { free: true } },
    ),
  },
  ArgumentMap: {
    name: 'tool arguments',
    fields: {},
    entry: {
      entryName: 'argument',
      summary:
        'An argument of the tool, by name: its JSON Schema (`type`, `description`, `enum`, …). The model fills it in from the description.',
      type: 'JSON Schema',
      inner: { object: 'JsonSchema' },
    },
  },
  SchemaMap: {
    name: 'schemas by name',
    fields: {},
    entry: {
      entryName: 'property',
      summary: 'A named subschema.',
      type: 'JSON Schema',
      inner: { object: 'JsonSchema' },
    },
  },
};
