// The toolSchemas tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { toolWith, tools } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const toolSchemaEdges: FindingTable = {
  title: 'tool schemas (MCP104–MCP115) at their edges',
  path: 'tools.json',
  cases: [
    {
      title:
        "no inputSchema: an alias that looks like a schema is renamed (Anthropic's and OpenAI's spellings named), one that does not is said",
      doc: tools(
        toolWith({ name: 'a', inputSchema: undefined, input_schema: { type: 'object' } }),
        toolWith({ name: 'b', inputSchema: undefined, parameters: { properties: {} } }),
        toolWith({ name: 'c', inputSchema: undefined, args: ['x'] }),
        toolWith({ name: 'd', inputSchema: undefined, schema: {} }),
      ),
      findings: [
        'MCP104 "input_schema" ⇒ "inputSchema"',
        'MCP104 "parameters" ⇒ "inputSchema"',
        'MCP104 "args"',
        'MCP104 "schema"',
      ],
    },
    {
      title: 'no inputSchema and no alias: one for no parameters is added',
      doc: '{"tools": [{"name": "a", "description": "d"}, {"description": "d"}]}',
      findings: [
        'MCP104 "a" ⇒ {"tools": [{"name": "a", "description": "d"}, {"description": "d"}]} → {\n' +
          '  "tools": [\n' +
          '    {\n' +
          '      "name": "a",\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object",\n' +
          '        "additionalProperties": false\n' +
          '      }\n' +
          '    },\n' +
          '    {\n' +
          '      "description": "d"\n' +
          '    }\n' +
          '  ]\n' +
          '}',
        'MCP101 {',
        'MCP104 { ⇒ {"tools": [{"name": "a", "description": "d"}, {"description": "d"}]} → {\n' +
          '  "tools": [\n' +
          '    {\n' +
          '      "name": "a",\n' +
          '      "description": "d"\n' +
          '    },\n' +
          '    {\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object",\n' +
          '        "additionalProperties": false\n' +
          '      }\n' +
          '    }\n' +
          '  ]\n' +
          '}',
      ],
    },
    {
      title: 'the input root: null, not an object, no type, another type, a type list',
      doc: tools(
        toolWith({ name: 'a', inputSchema: null }),
        toolWith({ name: 'b', inputSchema: [] }),
        toolWith({ name: 'c', inputSchema: { properties: {} } }),
        toolWith({ name: 'd', inputSchema: { type: 'string' } }),
        toolWith({ name: 'e', inputSchema: { type: ['object', 'null'] } }),
      ),
      findings: [
        'MCP105 null ⇒ { "type": "object", "additionalProperties": false }',
        'MCP105 []',
        'MCP105 "inputSchema" ⇒         "properties": {} →         "properties": {},\n        "type": "object"',
        'MCP105 "string" ⇒ "object"',
        'MCP105 [\n          "object",\n          "null"\n        ] ⇒ "object"',
      ],
    },
    {
      title: 'the output root',
      doc: tools(
        toolWith({ name: 'a', outputSchema: null }),
        toolWith({ name: 'b', outputSchema: 'x' }),
        toolWith({ name: 'c', outputSchema: {} }),
        toolWith({ name: 'd', outputSchema: { type: 'array' } }),
        toolWith({ name: 'e', outputSchema: { type: 'object' } }),
      ),
      findings: ['MCP108 null ⇒       },\n      "outputSchema": null →       }', 'MCP108 "x"'],
    },
    {
      title: '$schema: not a string, an unknown dialect (removed), draft-07 and 2020-12 known',
      doc: tools(
        toolWith({ name: 'a', inputSchema: { $schema: 7, type: 'object' } }),
        toolWith({ name: 'b', inputSchema: { $schema: 'https://example.com/my-schema', type: 'object' } }),
        toolWith({ name: 'c', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }),
        toolWith({
          name: 'd',
          inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
        }),
      ),
      findings: [
        'MCP115 7',
        'MCP115 "https://example.com/my-schema" ⇒       "inputSchema": {\n' +
          '        "$schema": "https://example.com/my-schema",\n' +
          '        "type": "object" →       "inputSchema": {\n' +
          '        "type": "object"',
      ],
    },
    {
      title: 'misspelt keywords, at any depth; x- and tolerated keys pass; a near miss beside the real keyword passes',
      doc: tools(
        toolWith({
          inputSchema: {
            type: 'object',
            propertes: {},
            properties: {
              a: { type: 'string', maxLenght: 3, 'x-vendor': 1, example: 'e', nullable: true, enumNames: [] },
              b: { type: 'string', descripton: 'd', description: 'd' },
            },
          },
        }),
      ),
      findings: ['MCP114 "maxLenght" ⇒ "maxLength"'],
    },
    {
      title:
        'invalid patterns: plainly, or only in Unicode mode; in patternProperties keys too; one reported per schema',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', properties: { x: { type: 'string', pattern: '([a-z' } } },
        }),
        toolWith({
          name: 'b',
          inputSchema: { type: 'object', properties: { x: { type: 'string', pattern: '\\_x' } } },
        }),
        toolWith({ name: 'c', inputSchema: { type: 'object', patternProperties: { '(': {} } } }),
        toolWith({
          name: 'd',
          inputSchema: {
            type: 'object',
            properties: { x: { type: 'string', pattern: '(' }, y: { type: 'string', pattern: ')' } },
          },
        }),
      ),
      findings: ['MCP106 "([a-z"', 'MCP106 "\\\\_x"', 'MCP106 "("', 'MCP106 "("'],
    },
    {
      title:
        'required names: a near miss fixed, an unknown removed, none described, additionalProperties false makes it an error',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['cty', 'zip', 3] },
        }),
        toolWith({ name: 'b', inputSchema: { type: 'object', required: ['q'] } }),
        toolWith({
          name: 'c',
          inputSchema: {
            type: 'object',
            properties: { a: { type: 'string' } },
            required: ['b'],
            additionalProperties: false,
          },
        }),
      ),
      findings: [
        'MCP107 "cty" ⇒ "city" ⇒ "cty",\n           → ∅',
        'MCP107 "zip" ⇒ ,\n          "zip" → ∅',
        'MCP106 3',
        'MCP107 "q" ⇒ ∅',
        'MCP107 "b" ⇒ "a" ⇒ ∅',
      ],
    },
    {
      title:
        'required names described elsewhere: in allOf/anyOf/oneOf branches, or opened by $ref, patternProperties, additionalProperties schemas',
      doc: tools(
        toolWith({ name: 'a', inputSchema: { type: 'object', allOf: [{ properties: { x: {} } }], required: ['x'] } }),
        toolWith({
          name: 'b',
          inputSchema: {
            type: 'object',
            anyOf: [{ $ref: '#/$defs/X' }],
            required: ['y'],
            $defs: { X: { properties: { y: {} } } },
          },
        }),
        toolWith({ name: 'c', inputSchema: { type: 'object', patternProperties: { '^z': {} }, required: ['z1'] } }),
        toolWith({
          name: 'd',
          inputSchema: { type: 'object', additionalProperties: { type: 'string' }, required: ['w'] },
        }),
        toolWith({ name: 'e', inputSchema: { type: 'object', oneOf: [{ properties: { v: {} } }], required: ['v'] } }),
      ),
      findings: [],
    },
    {
      title:
        'schema errors from the validator: a type name that is no type (guessed, or by its alias), required as a flag, items as a list, duplicate enum entries',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { x: { type: 'strng' }, y: { type: 'int' }, z: { type: 'text' } },
          },
        }),
        toolWith({ name: 'b', inputSchema: { type: 'object', properties: { x: { type: 'string', required: true } } } }),
        toolWith({
          name: 'c',
          inputSchema: { type: 'object', properties: { x: { type: 'string', required: false } } },
        }),
        toolWith({
          name: 'd',
          inputSchema: { type: 'object', properties: { x: { type: 'array', items: [{ type: 'string' }] } } },
        }),
        toolWith({
          name: 'e',
          inputSchema: { type: 'object', properties: { x: { type: 'string', enum: ['a', 'b', 'a'] } } },
        }),
      ),
      findings: [
        'MCP106 "strng" ⇒ "string"',
        'MCP106 true ⇒ {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "x": {\n' +
          '            "type": "string",\n' +
          '            "required": true\n' +
          '          }\n' +
          '        }\n' +
          '      } → {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "x": {\n' +
          '            "type": "string"\n' +
          '          }\n' +
          '        },\n' +
          '        "required": [\n' +
          '          "x"\n' +
          '        ]\n' +
          '      }',
        'MCP106 false ⇒             "type": "string",\n' +
          '            "required": false →             "type": "string"',
        'MCP106 [\n' +
          '              {\n' +
          '                "type": "string"\n' +
          '              }\n' +
          '            ] ⇒ "items" → "prefixItems"',
      ],
    },
    {
      title: 'other validator errors: a wrong keyword type, an unresolvable and an external $ref',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: 'two' } } },
        }),
        toolWith({ name: 'b', inputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/Nope' } } } }),
        toolWith({
          name: 'c',
          inputSchema: { type: 'object', properties: { x: { $ref: 'https://example.com/s.json' } } },
        }),
      ),
      findings: ['MCP106 "two"', 'MCP106 "#/$defs/Nope"', 'MCP106 "https://example.com/s.json"'],
    },
    {
      title: 'draft-07 keeps items as a list and definitions for $ref',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { x: { type: 'array', items: [{ type: 'string' }] }, y: { $ref: '#/definitions/Nope' } },
          },
        }),
      ),
      findings: ['MCP106 "#/definitions/Nope"'],
    },
    {
      title:
        'x-mcp-header: in outputSchema, on the root, through another keyword, not a string, empty, not a token, twice, on a type it cannot carry, sensitive',
      doc: tools(
        toolWith({
          name: 'a',
          outputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } },
        }),
        toolWith({ name: 'b', inputSchema: { type: 'object', 'x-mcp-header': 'Root' } }),
        toolWith({
          name: 'c',
          inputSchema: {
            type: 'object',
            properties: {
              o: { type: 'object', anyOf: [{ properties: { p: { type: 'string', 'x-mcp-header': 'P' } } }] },
            },
          },
        }),
        toolWith({
          name: 'd',
          inputSchema: {
            type: 'object',
            properties: {
              a: { type: 'string', 'x-mcp-header': 5 },
              b: { type: 'string', 'x-mcp-header': '' },
              c: { type: 'string', 'x-mcp-header': 'My Header:1' },
              e: { type: 'string', 'x-mcp-header': 'Region' },
              f: { type: 'string', 'x-mcp-header': 'region' },
              g: { 'x-mcp-header': 'G' },
              h: { type: 'number', 'x-mcp-header': 'H' },
              i: { type: ['string', 'null'], 'x-mcp-header': 'I' },
              api_key: { type: 'string', 'x-mcp-header': 'Key' },
              j: { type: 'string', 'x-mcp-header': ' : ' },
            },
          },
        }),
      ),
      options: { specVersion: '2026-07-28' },
      findings: [
        'MCP111 "x-mcp-header" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "R" →             "type": "string"',
        'MCP111 "x-mcp-header"',
        'MCP111 "x-mcp-header"',
        'MCP111 5',
        'MCP111 ""',
        'MCP111 "My Header:1" ⇒ "My-Header-1"',
        'MCP111 "region"',
        'MCP111 "x-mcp-header"',
        'MCP111 "number"',
        'MCP111 [\n              "string",\n              "null"\n            ]',
        'MCP112 "Key" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "Key" →             "type": "string"',
        'MCP111 " : "',
      ],
    },
    {
      title:
        'required names opened by a $ref, a $dynamicRef, dependentSchemas, if or unevaluatedProperties beside them, or by a $dynamicRef in a branch',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', $ref: '#/$defs/X', $defs: { X: { properties: { y: {} } } }, required: ['y'] },
        }),
        toolWith({
          name: 'b',
          inputSchema: {
            type: 'object',
            $defs: { X: { $dynamicAnchor: 'x', properties: { y: {} } } },
            $dynamicRef: '#x',
            required: ['y'],
          },
        }),
        toolWith({
          name: 'c',
          inputSchema: {
            type: 'object',
            properties: { a: {} },
            dependentSchemas: { a: { properties: { y: {} } } },
            required: ['y'],
          },
        }),
        toolWith({
          name: 'd',
          inputSchema: {
            type: 'object',
            if: { properties: { a: { const: 1 } } },
            then: { properties: { y: {} } },
            required: ['y'],
          },
        }),
        toolWith({
          name: 'e',
          inputSchema: {
            type: 'object',
            properties: { a: {} },
            unevaluatedProperties: { type: 'string' },
            required: ['y'],
          },
        }),
        toolWith({
          name: 'g',
          inputSchema: {
            type: 'object',
            anyOf: [{ $dynamicRef: '#x' }],
            $defs: { X: { $dynamicAnchor: 'x', properties: { y: {} } } },
            required: ['y'],
          },
        }),
      ),
      findings: [],
    },
    {
      title:
        "required names: a branch without a reference describes its names only; an empty properties is still properties; additionalProperties true closes nothing, nor a parent's false an anyOf branch",
      doc: tools(
        toolWith({
          name: 'f',
          inputSchema: { type: 'object', allOf: [{ properties: { x: {} } }], required: ['x', 'y'] },
        }),
        toolWith({ name: 'h', inputSchema: { type: 'object', properties: {}, required: ['q'] } }),
        toolWith({
          name: 'i',
          inputSchema: { type: 'object', properties: { a: {} }, required: ['b'], additionalProperties: true },
        }),
        toolWith({
          name: 'j',
          inputSchema: {
            type: 'object',
            properties: { a: {} },
            additionalProperties: false,
            anyOf: [{ required: ['b'] }, { required: ['a'] }],
          },
        }),
      ),
      findings: [
        'MCP107 "y" ⇒ "x" ⇒ ,\n          "y" → ∅',
        'MCP107 "q" ⇒ ∅',
        'MCP107 "b" ⇒ "a" ⇒ ∅',
        'MCP107 "b" ⇒ "a" ⇒ ∅',
      ],
    },
    {
      title:
        'keys that are near a keyword but not misspelt: an x- key, and the tolerated ones; OpenAPI and VS Code keys',
      doc: tools(
        toolWith({
          inputSchema: {
            type: 'object',
            properties: {
              a: { 'x-title': 'T', enumDescriptions: [], tsType: 'x', propertyOrder: 1 },
              // near no keyword: never a guess
              b: { nullable: true, discriminator: {}, xml: {}, externalDocs: {}, markdownDescription: 'm' },
              c: { markdownEnumDescriptions: [], errorMessage: 'e', deprecationMessage: 'd', defaultSnippets: [] },
              d: { enumNames: [], options: {} },
            },
          },
        }),
      ),
      findings: [],
    },
    {
      title:
        'before 2026-07-28 the output root must be an object schema: no type (added), another, one that is no string; schemas are draft-07 there',
      doc: tools(
        toolWith({ name: 'c', outputSchema: {} }),
        toolWith({ name: 'd', outputSchema: { type: 'array' } }),
        toolWith({ name: 'e', outputSchema: { type: 5 } }),
        toolWith({
          name: 'f',
          inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: 'two' } } },
        }),
      ),
      options: { specVersion: '2025-06-18' },
      findings: [
        'MCP108 "outputSchema" ⇒       "outputSchema": {} →       "outputSchema": {\n' +
          '        "type": "object"\n' +
          '      }',
        'MCP108 "array"',
        'MCP106 5',
        'MCP108 5',
        'MCP106 "two"',
      ],
    },
    {
      title: 'an inputSchema with no value (a syntax error) is only the syntax error',
      doc: '{"tools":[{"name":"a","description":"d","inputSchema": }]}',
      findings: ['MCP001 }'],
    },
    {
      title: 'a property with no value (a syntax error) is only the syntax error, not a schema problem',
      doc: '{"tools":[{"name":"a","description":"d","inputSchema": {"type":"object","properties":{"x": }}}]}',
      findings: ['MCP001 }'],
    },
    {
      title: 'a $ref with no value (a syntax error) is passed over when another is looked for',
      doc: '{"tools":[{"name":"a","description":"d","inputSchema": {"type":"object","properties":{"a": {"$ref": }, "b": {"$ref": "#/$defs/Nope"}}}}]}',
      findings: ['MCP001 }', 'MCP106 "#/$defs/Nope"'],
    },
    {
      title:
        'a schema in a dialect not checked, or with a $schema that is no string, is not validated; after a pattern only Unicode mode rejects, no other pattern is reported',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { $schema: 'https://example.com/my', type: 'object', properties: { x: { minLength: 'two' } } },
        }),
        toolWith({ name: 'b', inputSchema: { $schema: 7, type: 'object', properties: { x: { minLength: 'two' } } } }),
        toolWith({
          name: 'c',
          inputSchema: {
            type: 'object',
            properties: { x: { type: 'string', pattern: '\\_x' }, y: { type: 'string', pattern: '(' } },
          },
        }),
      ),
      findings: [
        'MCP115 "https://example.com/my" ⇒       "inputSchema": {\n' +
          '        "$schema": "https://example.com/my",\n' +
          '        "type": "object", →       "inputSchema": {\n' +
          '        "type": "object",',
        'MCP115 7',
        'MCP106 "\\\\_x"',
      ],
    },
    {
      title:
        'x-mcp-header: a run of bad characters is one dash, dashes at the ends go, a line break is shown as a space; boolean and integer parameters carry one',
      doc: tools(
        toolWith({
          inputSchema: {
            type: 'object',
            properties: {
              a: { type: 'string', 'x-mcp-header': 'a  b' },
              b: { type: 'string', 'x-mcp-header': '--a b--' },
              c: { type: 'string', 'x-mcp-header': 'A\nB' },
              d: { type: 'boolean', 'x-mcp-header': 'Flag' },
              e: { type: 'integer', 'x-mcp-header': 'Count' },
            },
          },
        }),
      ),
      options: { specVersion: '2026-07-28' },
      findings: ['MCP111 "a  b" ⇒ "a-b"', 'MCP111 "--a b--" ⇒ "a-b"', 'MCP111 "A\\nB" ⇒ "A-B"'],
    },
    {
      title: 'x-mcp-header on parameters that look sensitive, and on names that only contain such a word',
      doc: tools(
        toolWith({
          inputSchema: {
            type: 'object',
            properties: Object.fromEntries(
              [
                'passengers',
                'db_pass',
                'use_oauth',
                'author',
                'authorization',
                'authorisation',
                'sessionid',
                'session_id',
                'privatekey',
                'private_key',
                'has_ssn',
                'ssn_verified',
              ].map((k, i) => [k, { type: 'string', 'x-mcp-header': `H${i}` }]),
            ),
          },
        }),
      ),
      options: { specVersion: '2026-07-28' },
      findings: [
        'MCP112 "H1" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H1" →             "type": "string"',
        'MCP112 "H4" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H4" →             "type": "string"',
        'MCP112 "H5" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H5" →             "type": "string"',
        'MCP112 "H6" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H6" →             "type": "string"',
        'MCP112 "H7" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H7" →             "type": "string"',
        'MCP112 "H8" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H8" →             "type": "string"',
        'MCP112 "H9" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "H9" →             "type": "string"',
      ],
    },
    {
      title:
        'where an unresolvable $ref is: not at a resolvable one, a description or a list before it, nor at a later one; a relative one is no external one; a base and an empty fragment are allowed for; "#" resolves',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { a: { $ref: '#/$defs/A' }, b: { $ref: '#/$defs/Nope' }, c: { $ref: 'Nope' } },
            $defs: { A: {} },
          },
        }),
        toolWith({
          name: 'b',
          inputSchema: {
            type: 'object',
            description: 'Nope',
            properties: { x: { enum: ['$ref', '/$defs/Nope'] }, y: { $ref: '#/$defs/Nope' } },
          },
        }),
        toolWith({ name: 'c', inputSchema: { type: 'object', properties: { x: { $ref: 'defs/x:y.json' } } } }),
        toolWith({
          name: 'd',
          inputSchema: { type: 'object', properties: { x: { $ref: 'https://example.com/s.json#' } } },
        }),
        toolWith({
          name: 'e',
          inputSchema: { $id: 'https://e.com/root.json', type: 'object', properties: { p: { $ref: 'defs.json' } } },
        }),
        toolWith({ name: 'f', inputSchema: { type: 'object', properties: { p: { $ref: './defs.json' } } } }),
        toolWith({ name: 'g', inputSchema: { type: 'object', properties: { child: { $ref: '#' } } } }),
        toolWith({
          name: 'h',
          inputSchema: {
            type: 'object',
            $defs: { a: { $id: 'https://e.com/x' }, b: { $id: 'https://e.com/x' } },
            properties: { p: { $ref: '#/$defs/a' } },
          },
        }),
      ),
      findings: [
        'MCP106 "#/$defs/Nope"',
        'MCP106 "#/$defs/Nope"',
        'MCP106 "defs/x:y.json"',
        'MCP106 "https://example.com/s.json#"',
        'MCP106 "defs.json"',
        'MCP106 "./defs.json"',
        'MCP106 "inputSchema"',
      ],
    },
    {
      title:
        'validator errors at their edges: a property name that holds a digit, the eleventh entry of a list, a type that is no string, a type name with no guess, a boolean or a negative number, an empty allOf, a repeated required name, an object with a key "undefined"',
      doc: tools(
        toolWith({ name: 'a', inputSchema: { type: 'object', properties: { a1: 5 } } }),
        toolWith({ name: 'b', inputSchema: { type: 'object', properties: { '1a': 5 } } }),
        toolWith({
          name: 'c',
          inputSchema: {
            type: 'object',
            properties: Object.fromEntries('abcdefghij'.split('').map((k) => [k, {}])),
            required: [...'abcdefghij'.split(''), 3],
          },
        }),
        toolWith({ name: 'd', inputSchema: { type: 'object', properties: { x: { type: 5 } } } }),
        toolWith({ name: 'e', inputSchema: { type: 'object', properties: { x: { type: [5] } } } }),
        toolWith({ name: 'f', inputSchema: { type: 'object', properties: { x: { type: 'text' } } } }),
        toolWith({
          name: 'g',
          inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: true } } },
        }),
        toolWith({ name: 'h', inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: -1 } } } }),
        toolWith({ name: 'i', inputSchema: { type: 'object', allOf: [] } }),
        toolWith({
          name: 'j',
          inputSchema: { type: 'object', properties: { b: {}, a: {} }, required: ['b', 'a', 'a'] },
        }),
        toolWith({
          name: 'l',
          inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: { undefined: 1 } } } },
        }),
      ),
      findings: [
        'MCP106 5',
        'MCP106 5',
        'MCP106 3',
        'MCP106 5',
        'MCP106 5',
        'MCP106 "text"',
        'MCP106 true',
        'MCP106 -1',
        'MCP106 []',
        'MCP106 [\n          "b",\n          "a",\n          "a"\n        ] ⇒ ,\n          "a" → ∅',
        'MCP106 {\n              "undefined": 1\n            }',
      ],
    },
    {
      title: 'a parameter named "type" whose schema is a string is a schema that is no object, not a type name',
      doc: tools(toolWith({ inputSchema: { type: 'object', properties: { type: 'string' } } })),
      findings: ['MCP106 "string"'],
    },
    {
      title: 'draft-07: an empty items list is no tuple for prefixItems',
      doc: tools(
        toolWith({
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { x: { type: 'array', items: [] } },
          },
        }),
      ),
      findings: ['MCP106 []'],
    },
    {
      title:
        'required as a flag off a property (at the root, in a branch, in $defs) is removed; a name already required is not added twice; a required that is no list gets no fix',
      doc: tools(
        toolWith({ name: 'a', inputSchema: { type: 'object', required: true } }),
        toolWith({ name: 'b', inputSchema: { type: 'object', allOf: [{ required: true }] } }),
        toolWith({ name: 'c', inputSchema: { type: 'object', $defs: { X: { type: 'string', required: true } } } }),
        toolWith({
          name: 'd',
          inputSchema: { type: 'object', properties: { x: { type: 'string', required: true } }, required: ['x'] },
        }),
        toolWith({
          name: 'e',
          inputSchema: { type: 'object', properties: { x: { type: 'string', required: true } }, required: 'x' },
        }),
      ),
      findings: [
        'MCP106 true ⇒         "type": "object",\n        "required": true →         "type": "object"',
        'MCP106 true ⇒           {\n            "required": true →           {',
        'MCP106 true ⇒             "type": "string",\n' + '            "required": true →             "type": "string"',
        'MCP106 true ⇒ {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "x": {\n' +
          '            "type": "string",\n' +
          '            "required": true\n' +
          '          }\n' +
          '        },\n' +
          '        "required": [\n' +
          '          "x"\n' +
          '        ]\n' +
          '      } → {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "x": {\n' +
          '            "type": "string"\n' +
          '          }\n' +
          '        },\n' +
          '        "required": [\n' +
          '          "x"\n' +
          '        ]\n' +
          '      }',
        'MCP106 true',
      ],
    },
    {
      title: "required as a flag at the root of a lone tool's inputSchema",
      doc: JSON.stringify({ name: 'a', description: 'd', inputSchema: { type: 'object', required: true } }, null, 2),
      findings: ['MCP106 true ⇒     "type": "object",\n    "required": true →     "type": "object"'],
    },
    {
      title:
        "a bad patternProperties key is its schema's one problem; a good pattern is none, so a later bad one and a validator problem are said",
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', patternProperties: { '(': {} }, properties: { x: { pattern: ')' } } },
        }),
        toolWith({
          name: 'b',
          inputSchema: { type: 'object', properties: { x: { pattern: '^a$' }, y: { pattern: '(' } } },
        }),
        toolWith({
          name: 'c',
          inputSchema: { type: 'object', properties: { x: { pattern: '^a$', minLength: 'two' } } },
        }),
      ),
      findings: ['MCP106 "("', 'MCP106 "("', 'MCP106 "two"'],
    },
  ],
};
