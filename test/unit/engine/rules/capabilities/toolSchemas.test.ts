import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools, withSchema } from './fixtures';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string, options = {}) => lintText('tools.json', text, options);

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

describe('tool input and output schemas (MCP104–MCP115)', () => {
  describe('MCP104 inputSchema missing', () => {
    it('reports a tool without inputSchema and adds an empty one', () => {
      const text = tools(toolWith({ inputSchema: undefined }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP104']);
      const fixed = applyFix(text, f, 'MCP104');
      assert.deepEqual(JSON.parse(fixed).tools[0].inputSchema, { type: 'object', additionalProperties: false });
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('recognises input_schema and parameters and renames them safely', () => {
      for (const key of ['input_schema', 'parameters']) {
        const text = tools(toolWith({ inputSchema: undefined, [key]: obj({ a: { type: 'number' } }) }));
        const f = lint(text);
        assert.deepEqual(codes(f), ['MCP104'], key);
        assert.equal(spanOf(text, f[0]!), `"${key}"`);
        assert.equal(f[0]!.fixes![0]!.safe, true);
        assert.deepEqual(codes(lint(applyFix(text, f, 'MCP104'))), []);
      }
    });
    it('explains an "arguments" list without offering a rename', () => {
      const f = lintText(
        'tools.json',
        tools(toolWith({ inputSchema: undefined, arguments: [{ name: 'a', type: 'number' }] })),
        {},
        { 'tools.json': 'capabilities' },
      );
      assert.deepEqual(codes(f), ['MCP104']);
      assert.deepEqual(f[0]!.fixes, []);
    });
  });

  describe('MCP105 inputSchema root', () => {
    it('reports null and replaces it', () => {
      const text = tools(withSchema(null));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP105']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP105'))), []);
    });
    it('reports a missing root type and adds it (safe)', () => {
      const text = tools(withSchema({ properties: { a: { type: 'number' } } }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP105']);
      assert.equal(spanOf(text, f[0]!), '"inputSchema"');
      assert.equal(f[0]!.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP105'))), []);
    });
    it('reports another root type and a non-object schema', () => {
      const text = tools(withSchema({ type: 'string' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP105']);
      assert.equal(spanOf(text, f[0]!), '"string"');
      assert.deepEqual(codes(lint(tools(withSchema('object')))), ['MCP105']);
    });
    it('accepts the no-parameter forms the spec recommends, and composition at the root', () => {
      assert.deepEqual(codes(lint(tools(withSchema({ type: 'object', additionalProperties: false })))), []);
      assert.deepEqual(codes(lint(tools(withSchema({ type: 'object' })))), []);
      assert.deepEqual(
        codes(
          lint(
            tools(
              withSchema(
                obj(
                  { id: { type: 'string' }, name: { type: 'string' } },
                  { oneOf: [{ required: ['id'] }, { required: ['name'] }] },
                ),
              ),
            ),
          ),
        ),
        [],
      );
    });
  });

  describe('MCP106 invalid schema (JSON Schema validator)', () => {
    it('reports a wrong type name at its place, with a safe fix', () => {
      const text = tools(withSchema(obj({ n: { type: 'int' } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), '"int"');
      assert.match(f[0]!.message, /did you mean "integer"/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP106'))), []);
    });
    it('reports a wrong entry of a type list', () => {
      const text = tools(withSchema(obj({ n: { type: ['string', 'nul'] } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), '"nul"');
    });
    it('moves a draft-03 style "required": true into the parent\'s list', () => {
      const text = tools(
        withSchema(obj({ q: { type: 'string', required: true }, n: { type: 'number' } }, { required: ['n'] })),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), 'true');
      const fixed = applyFix(text, f, 'MCP106');
      assert.deepEqual(JSON.parse(fixed).tools[0].inputSchema.required, ['n', 'q']);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('reports a tuple "items" in 2020-12 and renames it to prefixItems', () => {
      const text = tools(withSchema(obj({ p: { type: 'array', items: [{ type: 'number' }, { type: 'number' }] } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP106'))), []);
    });
    it('accepts a tuple "items" when the schema says draft-07, and checks draft-07 for older revisions', () => {
      const d7 = {
        $schema: 'http://json-schema.org/draft-07/schema#',
        ...obj({ p: { type: 'array', items: [{ type: 'number' }] } }),
      };
      assert.deepEqual(codes(lint(tools(withSchema(d7)))), []);
      const old = JSON.stringify({
        protocolVersion: '2025-06-18',
        tools: [withSchema(obj({ p: { type: 'array', items: [{ type: 'number' }] } }))],
      });
      assert.deepEqual(codes(lint(old)), []);
    });
    it('reports a negative minLength', () => {
      const text = tools(withSchema(obj({ s: { type: 'string', minLength: -1 } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), '-1');
    });
    it('reports a $ref that resolves nowhere, at the $ref', () => {
      const text = tools(
        withSchema(obj({ a: { $ref: '#/$defs/missing' } }, { $defs: { present: { type: 'string' } } })),
      );
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), '"#/$defs/missing"');
      assert.deepEqual(
        codes(
          lint(tools(withSchema(obj({ a: { $ref: '#/$defs/present' } }, { $defs: { present: { type: 'string' } } })))),
        ),
        [],
      );
    });
    it('reports an external $ref', () => {
      const f = lint(tools(withSchema(obj({ a: { $ref: 'https://example.com/schemas/a.json' } }))));
      assert.deepEqual(codes(f), ['MCP106']);
      assert.match(f[0]!.message, /outside the schema/);
    });
    it('reports an invalid pattern, and warns about one valid only without the u flag', () => {
      const text = tools(withSchema(obj({ s: { type: 'string', pattern: '([a-z' } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(f[0]!.severity, 'error');
      const u = lint(tools(withSchema(obj({ s: { type: 'string', pattern: '^[a-z]+\\_[0-9]+$' } }))));
      assert.deepEqual(codes(u), ['MCP106']);
      assert.equal(u[0]!.severity, 'warning');
      assert.deepEqual(codes(lint(tools(withSchema(obj({ s: { type: 'string', pattern: '^[a-z0-9-]+$' } }))))), []);
    });
    it('checks a schema written with comments (JSONC)', () => {
      const text =
        '{ "tools": [{ "name": "sum", "description": "The sum.", "annotations": { "readOnlyHint": true },\n  "inputSchema": { "type": "object", // the arguments\n "properties": { "n": { "type": "numbr" } } } }] }';
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.equal(spanOf(text, f[0]!), '"numbr"');
    });
    it('checks outputSchema too', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ outputSchema: obj({ n: { type: 'decimal' } }) })))), ['MCP106']);
    });
    it('reports required listing a name twice, and removes the duplicate safely', () => {
      const text = tools(withSchema(obj({ a: { type: 'number' } }, { required: ['a', 'a'] })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP106']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP106'))), []);
    });
  });

  describe('MCP107 required names missing from properties', () => {
    it('reports a typo with a did-you-mean fix', () => {
      const text = tools(withSchema(obj({ query: { type: 'string' } }, { required: ['qeury'] })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP107']);
      assert.equal(spanOf(text, f[0]!), '"qeury"');
      assert.equal(f[0]!.severity, 'warning');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP107'))), []);
    });
    it('is an error when additionalProperties is false', () => {
      const f = lint(
        tools(withSchema(obj({ query: { type: 'string' } }, { required: ['limit'], additionalProperties: false }))),
      );
      assert.deepEqual(codes(f), ['MCP107']);
      assert.equal(f[0]!.severity, 'error');
    });
    it('can remove the entry instead', () => {
      const text = tools(withSchema(obj({ query: { type: 'string' } }, { required: ['query', 'limit'] })));
      const f = lint(text);
      const fixed = applyFix(text, f, 'MCP107', /Remove/);
      assert.deepEqual(JSON.parse(fixed).tools[0].inputSchema.required, ['query']);
    });
    it("accepts required in oneOf branches naming the parent's properties, and schemas that may define more", () => {
      assert.deepEqual(
        codes(
          lint(
            tools(
              withSchema(
                obj(
                  { a: { type: 'string' }, b: { type: 'string' } },
                  { anyOf: [{ required: ['a'] }, { required: ['b'] }] },
                ),
              ),
            ),
          ),
        ),
        [],
      );
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({}, { required: ['x'], patternProperties: { '^x': { type: 'string' } } }))))),
        [],
      );
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({}, { required: ['x'], additionalProperties: { type: 'string' } }))))),
        [],
      );
      assert.deepEqual(
        codes(
          lint(
            tools(
              withSchema({
                type: 'object',
                allOf: [{ $ref: '#/$defs/base' }],
                required: ['x'],
                $defs: { base: { properties: { x: { type: 'string' } } } },
              }),
            ),
          ),
        ),
        [],
      );
    });
    it('checks nested object schemas', () => {
      const f = lint(tools(withSchema(obj({ filter: obj({ field: { type: 'string' } }, { required: ['feild'] }) }))));
      assert.deepEqual(codes(f), ['MCP107']);
    });
  });

  describe('MCP108 outputSchema root', () => {
    it('reports a non-object outputSchema', () => {
      const text = tools(toolWith({ outputSchema: null }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP108']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP108'))), []);
    });
    it('requires an object root before 2026-07-28 only', () => {
      const tool = toolWith({ outputSchema: { type: 'array', items: { type: 'string' } } });
      assert.deepEqual(codes(lint(tools(tool))), []);
      assert.deepEqual(codes(lint(JSON.stringify({ protocolVersion: '2025-06-18', tools: [tool] }))), ['MCP108']);
      assert.deepEqual(codes(lint(tools(tool), { specVersion: '2025-11-25' })), ['MCP108']);
    });
  });

  describe('MCP111/MCP112 x-mcp-header', () => {
    const header = (prop: Record<string, unknown>, more: Record<string, unknown> = {}) =>
      tools(withSchema(obj({ region: { type: 'string', ...prop }, ...more })));
    it('accepts a valid header on a string property, also nested through properties', () => {
      assert.deepEqual(codes(lint(header({ 'x-mcp-header': 'Region' }))), []);
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({ target: obj({ zone: { type: 'integer', 'x-mcp-header': 'Zone' } }) }))))),
        [],
      );
    });
    it('reports an empty value and a value that is not an HTTP token, with a fix', () => {
      assert.deepEqual(codes(lint(header({ 'x-mcp-header': '' }))), ['MCP111']);
      const text = header({ 'x-mcp-header': 'My Region' });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP111']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP111'))), []);
    });
    it('reports a number property and a case-insensitive duplicate', () => {
      assert.deepEqual(codes(lint(header({ type: 'number', 'x-mcp-header': 'Region' }))), ['MCP111']);
      assert.deepEqual(
        codes(lint(header({ 'x-mcp-header': 'Region' }, { zone: { type: 'string', 'x-mcp-header': 'region' } }))),
        ['MCP111'],
      );
    });
    it('reports a header reached through items or a composition keyword', () => {
      const f = lint(
        tools(withSchema(obj({ list: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } } }))),
      );
      assert.deepEqual(codes(f), ['MCP111']);
      assert.match(f[0]!.message, /not through "items"/);
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({}, { anyOf: [obj({ a: { type: 'string', 'x-mcp-header': 'A' } })] }))))),
        ['MCP111'],
      );
    });
    it('warns about a header in outputSchema, where it does nothing', () => {
      const f = lint(tools(toolWith({ outputSchema: obj({ a: { type: 'string', 'x-mcp-header': 'A' } }) })));
      assert.deepEqual(codes(f), ['MCP111']);
      assert.equal(f[0]!.severity, 'warning');
    });
    it('warns about a sensitive parameter mirrored into a header, and removes it', () => {
      const text = tools(withSchema(obj({ apiKey: { type: 'string', 'x-mcp-header': 'Api-Key' } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP112']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP112'))), []);
    });
  });

  describe('MCP114 misspelt keywords', () => {
    it('reports a misspelt keyword and renames it safely', () => {
      const text = tools(withSchema(obj({ a: { type: 'number', minimun: 0 } })));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP114']);
      assert.equal(spanOf(text, f[0]!), '"minimun"');
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP114'))), []);
    });
    it('never mistakes property names, extensions or OpenAPI habits for keywords', () => {
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({ typ: { type: 'string' }, requried: { type: 'string' } }))))),
        [],
      );
      assert.deepEqual(
        codes(lint(tools(withSchema(obj({ a: { type: 'string', example: 'x', 'x-order': 1, nullable: true } }))))),
        [],
      );
    });
  });

  describe('MCP115 schema dialect', () => {
    it('warns about draft-04 and offers to remove $schema', () => {
      const text = tools(withSchema({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP115']);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP115'))), []);
    });
    it('accepts 2020-12, 2019-09 and draft-07 names', () => {
      for (const $schema of [
        'https://json-schema.org/draft/2020-12/schema',
        'https://json-schema.org/draft/2019-09/schema',
        'http://json-schema.org/draft-07/schema#',
      ]) {
        assert.deepEqual(codes(lint(tools(withSchema({ $schema, type: 'object' })))), [], $schema);
      }
    });
  });

  it('reports a schema problem repeated across a catalog in every tool (the compile cache answers the repeats)', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ ...withSchema(obj({ n: { type: 'int' } })), name: `t${i}` }));
    const f = lint(tools(...many));
    assert.equal(f.filter((x) => x.code === 'MCP106').length, 300);
  });
});

describe('tool schemas (MCP104–MCP115) at their edges', () => {
  const cases: [string, string, string[], EngineOptions?][] = [
    [
      "no inputSchema: an alias that looks like a schema is renamed (Anthropic's and OpenAI's spellings named), one that does not is said",
      tools(
        toolWith({ name: 'a', inputSchema: undefined, input_schema: { type: 'object' } }),
        toolWith({ name: 'b', inputSchema: undefined, parameters: { properties: {} } }),
        toolWith({ name: 'c', inputSchema: undefined, args: ['x'] }),
        toolWith({ name: 'd', inputSchema: undefined, schema: {} }),
      ),
      [
        'MCP104 error "\\"input_schema\\"": Tool "a" has "input_schema" (that is the Anthropic API spelling) but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "input_schema" to "inputSchema" (preferred) (safe): "\\"input_schema\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"parameters\\"": Tool "b" has "parameters" (that is the OpenAI function-calling spelling) but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "parameters" to "inputSchema" (preferred) (safe): "\\"parameters\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"args\\"": Tool "c" has "args" but MCP requires "inputSchema", a JSON Schema object such as { "type": "object", "properties": { … } }.',
        'MCP104 error "\\"schema\\"": Tool "d" has "schema" but MCP requires "inputSchema", a JSON Schema object such as { "type": "object", "properties": { … } }.',
      ],
    ],
    [
      'no inputSchema and no alias: one for no parameters is added',
      '{"tools": [{"name": "a", "description": "d"}, {"description": "d"}]}',
      [
        'MCP104 error "\\"a\\"": Tool "a" has no "inputSchema": it is required. A tool without parameters takes { "type": "object", "additionalProperties": false }. ‖ Add an inputSchema for no parameters: "{\\"tools\\": [{\\"name\\": \\"a\\", \\"description\\": \\"d\\"}, {\\"description\\": \\"d\\"}]}"→"{\\n  \\"tools\\": [\\n    {\\n      \\"name\\": \\"a\\",\\n      \\"description\\": \\"d\\",\\n      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\",\\n        \\"additionalProperties\\": false\\n      }\\n    },\\n    {\\n      \\"description\\": \\"d\\"\\n    }\\n  ]\\n}"',
        'MCP101 error "{": This tool has no "name": clients call tools by name. Add a unique name such as "get_weather".',
        'MCP104 error "{": This tool has no "inputSchema": it is required. A tool without parameters takes { "type": "object", "additionalProperties": false }. ‖ Add an inputSchema for no parameters: "{\\"tools\\": [{\\"name\\": \\"a\\", \\"description\\": \\"d\\"}, {\\"description\\": \\"d\\"}]}"→"{\\n  \\"tools\\": [\\n    {\\n      \\"name\\": \\"a\\",\\n      \\"description\\": \\"d\\"\\n    },\\n    {\\n      \\"description\\": \\"d\\",\\n      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\",\\n        \\"additionalProperties\\": false\\n      }\\n    }\\n  ]\\n}"',
      ],
    ],
    [
      'the input root: null, not an object, no type, another type, a type list',
      tools(
        toolWith({ name: 'a', inputSchema: null }),
        toolWith({ name: 'b', inputSchema: [] }),
        toolWith({ name: 'c', inputSchema: { properties: {} } }),
        toolWith({ name: 'd', inputSchema: { type: 'string' } }),
        toolWith({ name: 'e', inputSchema: { type: ['object', 'null'] } }),
      ),
      [
        'MCP105 error "null": "inputSchema" must not be null: a tool without parameters takes { "type": "object", "additionalProperties": false }. ‖ Replace with an empty object schema (preferred): "null"→"{ \\"type\\": \\"object\\", \\"additionalProperties\\": false }"',
        'MCP105 error "[]": "inputSchema" must be a JSON Schema object with "type": "object", not an array.',
        'MCP105 error "\\"inputSchema\\"": "inputSchema" must declare "type": "object" at its root: tool arguments are always an object, and clients reject schemas without it. ‖ Add "type": "object" (preferred) (safe): "        \\"properties\\": {}"→"        \\"properties\\": {},\\n        \\"type\\": \\"object\\""',
        'MCP105 error "\\"string\\"": The root of "inputSchema" must have "type": "object" (tool arguments are always an object), not "string". Wrap a single value in a property. ‖ Change to "object": "\\"string\\""→"\\"object\\""',
        'MCP105 error "[\\n          \\"object\\",\\n          \\"null\\"\\n        ]": The root of "inputSchema" must have "type": "object" (tool arguments are always an object), not an array. Wrap a single value in a property. ‖ Change to "object": "[\\n          \\"object\\",\\n          \\"null\\"\\n        ]"→"\\"object\\""',
      ],
    ],
    [
      'the output root',
      tools(
        toolWith({ name: 'a', outputSchema: null }),
        toolWith({ name: 'b', outputSchema: 'x' }),
        toolWith({ name: 'c', outputSchema: {} }),
        toolWith({ name: 'd', outputSchema: { type: 'array' } }),
        toolWith({ name: 'e', outputSchema: { type: 'object' } }),
      ),
      [
        'MCP108 error "null": "outputSchema" must be a JSON Schema object, not null. Leave it out when the tool returns no structured content. ‖ Remove "outputSchema" (safe): "      },\\n      \\"outputSchema\\": null"→"      }"',
        'MCP108 error "\\"x\\"": "outputSchema" must be a JSON Schema object, not a string. Leave it out when the tool returns no structured content.',
      ],
    ],
    [
      '$schema: not a string, an unknown dialect (removed), draft-07 and 2020-12 known',
      tools(
        toolWith({ name: 'a', inputSchema: { $schema: 7, type: 'object' } }),
        toolWith({ name: 'b', inputSchema: { $schema: 'https://example.com/my-schema', type: 'object' } }),
        toolWith({ name: 'c', inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' } }),
        toolWith({
          name: 'd',
          inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' },
        }),
      ),
      [
        'MCP115 error "7": "$schema" in inputSchema must be a URI string such as "https://json-schema.org/draft/2020-12/schema", not an integer.',
        'MCP115 warning "\\"https://example.com/my-schema\\"": inputSchema declares the dialect "https://example.com/my-schema": MCP clients must support JSON Schema 2020-12 and may not support this one, and MCP Lens does not check it. Remove "$schema" to use 2020-12. ‖ Remove "$schema" (use 2020-12): "      \\"inputSchema\\": {\\n        \\"$schema\\": \\"https://example.com/my-schema\\",\\n        \\"type\\": \\"object\\""→"      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\""',
      ],
    ],
    [
      'misspelt keywords, at any depth; x- and tolerated keys pass; a near miss beside the real keyword passes',
      tools(
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
      [
        'MCP114 warning "\\"maxLenght\\"": "maxLenght" is not a JSON Schema keyword, so it has no effect: did you mean "maxLength"? ‖ Rename to "maxLength" (preferred) (safe): "\\"maxLenght\\""→"\\"maxLength\\""',
      ],
    ],
    [
      'invalid patterns: plainly, or only in Unicode mode; in patternProperties keys too; one reported per schema',
      tools(
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
      [
        'MCP106 error "\\"([a-z\\"": Invalid regular expression /([a-z/: Unterminated character class.',
        'MCP106 warning "\\"\\\\\\\\_x\\"": /\\_x/ is not valid in Unicode mode (Invalid escape), which JSON Schema validators such as Ajv use: remove backslashes that escape nothing, such as "\\_" or "\\-" outside [].',
        'MCP106 error "\\"(\\"": Invalid regular expression /(/: Unterminated group.',
        'MCP106 error "\\"(\\"": Invalid regular expression /(/: Unterminated group.',
      ],
    ],
    [
      'required names: a near miss fixed, an unknown removed, none described, additionalProperties false makes it an error',
      tools(
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
      [
        'MCP107 warning "\\"cty\\"": Required parameter "cty" is not described in "properties" (did you mean "city"?). The model and argument forms only know described parameters, so calls will miss it. ‖ Change to "city" (preferred): "\\"cty\\""→"\\"city\\"" ‖ Remove "cty" from required: "\\"cty\\",\\n          "→""',
        'MCP107 warning "\\"zip\\"": Required parameter "zip" is not described in "properties". The model and argument forms only know described parameters, so calls will miss it. ‖ Remove "zip" from required: ",\\n          \\"zip\\""→""',
        'MCP106 error "3": "required" must be string, not an integer (JSON Schema 2020-12).',
        'MCP107 warning "\\"q\\"": Required parameter "q" is required, but the schema has no "properties" describing it. The model and argument forms only know described parameters, so calls will miss it. ‖ Remove "q" from required: "\\"q\\""→""',
        'MCP107 error "\\"b\\"": Required parameter "b" is not described in "properties" (did you mean "a"?). With "additionalProperties": false no call can ever satisfy this schema. ‖ Change to "a" (preferred): "\\"b\\""→"\\"a\\"" ‖ Remove "b" from required: "\\"b\\""→""',
      ],
    ],
    [
      'required names described elsewhere: in allOf/anyOf/oneOf branches, or opened by $ref, patternProperties, additionalProperties schemas',
      tools(
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
      [],
    ],
    [
      'schema errors from the validator: a type name that is no type (guessed, or by its alias), required as a flag, items as a list, duplicate enum entries',
      tools(
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
      [
        'MCP106 error "\\"strng\\"": "strng" is not a JSON Schema type (did you mean "string"?): use one of "array", "boolean", "integer", "null", "number", "object", "string". ‖ Change to "string" (preferred) (safe): "\\"strng\\""→"\\"string\\""',
        'MCP106 error "true": In JSON Schema "required" is a list of names on the parent object, not a flag on the property: move this property\'s name into the parent\'s "required" array. ‖ Move "x" into the parent\'s "required" (preferred) (safe): "{\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"x\\": {\\n            \\"type\\": \\"string\\",\\n            \\"required\\": true\\n          }\\n        }\\n      }"→"{\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"x\\": {\\n            \\"type\\": \\"string\\"\\n          }\\n        },\\n        \\"required\\": [\\n          \\"x\\"\\n        ]\\n      }"',
        'MCP106 error "false": In JSON Schema "required" is a list of names on the parent object, not a flag on the property. ‖ Remove "required": false (safe): "            \\"type\\": \\"string\\",\\n            \\"required\\": false"→"            \\"type\\": \\"string\\""',
        'MCP106 error "[\\n              {\\n                \\"type\\": \\"string\\"\\n              }\\n            ]": In JSON Schema 2020-12 "items" takes one schema for every element; a list of schemas (a tuple) is "prefixItems". ‖ Rename to "prefixItems" (preferred): "\\"items\\""→"\\"prefixItems\\""',
      ],
    ],
    [
      'other validator errors: a wrong keyword type, an unresolvable and an external $ref',
      tools(
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
      [
        'MCP106 error "\\"two\\"": "minLength" must be integer, not a string (JSON Schema 2020-12).',
        'MCP106 error "\\"#/$defs/Nope\\"": "$ref" "#/$defs/Nope" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
        'MCP106 error "\\"https://example.com/s.json\\"": "$ref" "https://example.com/s.json" points outside the schema: clients do not fetch external schemas, so it cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/…".',
      ],
    ],
    [
      'draft-07 keeps items as a list and definitions for $ref',
      tools(
        toolWith({
          name: 'a',
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { x: { type: 'array', items: [{ type: 'string' }] }, y: { $ref: '#/definitions/Nope' } },
          },
        }),
      ),
      [
        'MCP106 error "\\"#/definitions/Nope\\"": "$ref" "#/definitions/Nope" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/definitions/…").',
      ],
    ],
    [
      'x-mcp-header: in outputSchema, on the root, through another keyword, not a string, empty, not a token, twice, on a type it cannot carry, sensitive',
      tools(
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
      [
        'MCP111 warning "\\"x-mcp-header\\"": "x-mcp-header" only has a meaning in inputSchema (it mirrors call arguments into HTTP headers); in outputSchema it does nothing. ‖ Remove "x-mcp-header" (safe): "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"R\\""→"            \\"type\\": \\"string\\""',
        'MCP111 error "\\"x-mcp-header\\"": "x-mcp-header" must sit on a property reached from the root through "properties" only, not on the schema root; clients drop the tool otherwise.',
        'MCP111 error "\\"x-mcp-header\\"": "x-mcp-header" must sit on a property reached from the root through "properties" only, not through "anyOf"; clients drop the tool otherwise.',
        'MCP111 error "5": "x-mcp-header" must be a string (the {name} of the Mcp-Param-{name} header), not an integer.',
        'MCP111 error "\\"\\"": "x-mcp-header" must not be empty.',
        'MCP111 error "\\"My Header:1\\"": "x-mcp-header" "My Header:1" is not an HTTP header token: use letters, digits and !#$%&\'*+-.^_`|~ only (no spaces, colons or control characters). ‖ Change to "My-Header-1" (preferred): "\\"My Header:1\\""→"\\"My-Header-1\\""',
        'MCP111 error "\\"region\\"": "x-mcp-header" "region" is used twice in this inputSchema (header names are case-insensitive); each must be unique.',
        'MCP111 warning "\\"x-mcp-header\\"": "x-mcp-header" is only allowed on string, integer or boolean parameters; declare the "type" of this one.',
        'MCP111 error "\\"number\\"": "x-mcp-header" is only allowed on string, integer or boolean parameters, not number (use "integer" when whole numbers suffice).',
        'MCP111 error "[\\n              \\"string\\",\\n              \\"null\\"\\n            ]": "x-mcp-header" is only allowed on string, integer or boolean parameters, not ["string","null"].',
        'MCP112 warning "\\"Key\\"": Parameter "api_key" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"Key\\""→"            \\"type\\": \\"string\\""',
        'MCP111 error "\\" : \\"": "x-mcp-header" " : " is not an HTTP header token: use letters, digits and !#$%&\'*+-.^_`|~ only (no spaces, colons or control characters).',
      ],
      { specVersion: '2026-07-28' },
    ],
    [
      'required names opened by a $ref, a $dynamicRef, dependentSchemas, if or unevaluatedProperties beside them, or by a $dynamicRef in a branch',
      tools(
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
      [],
    ],
    [
      "required names: a branch without a reference describes its names only; an empty properties is still properties; additionalProperties true closes nothing, nor a parent's false an anyOf branch",
      tools(
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
      [
        'MCP107 warning "\\"y\\"": Required parameter "y" is not described in "properties" (did you mean "x"?). The model and argument forms only know described parameters, so calls will miss it. ‖ Change to "x" (preferred): "\\"y\\""→"\\"x\\"" ‖ Remove "y" from required: ",\\n          \\"y\\""→""',
        'MCP107 warning "\\"q\\"": Required parameter "q" is not described in "properties". The model and argument forms only know described parameters, so calls will miss it. ‖ Remove "q" from required: "\\"q\\""→""',
        'MCP107 warning "\\"b\\"": Required parameter "b" is not described in "properties" (did you mean "a"?). The model and argument forms only know described parameters, so calls will miss it. ‖ Change to "a" (preferred): "\\"b\\""→"\\"a\\"" ‖ Remove "b" from required: "\\"b\\""→""',
        'MCP107 warning "\\"b\\"": Required parameter "b" is not described in "properties" (did you mean "a"?). The model and argument forms only know described parameters, so calls will miss it. ‖ Change to "a" (preferred): "\\"b\\""→"\\"a\\"" ‖ Remove "b" from required: "\\"b\\""→""',
      ],
    ],
    [
      'keys that are near a keyword but not misspelt: an x- key, and the tolerated ones',
      tools(
        toolWith({
          inputSchema: {
            type: 'object',
            properties: { a: { 'x-title': 'T', enumDescriptions: [], tsType: 'x', propertyOrder: 1 } },
          },
        }),
      ),
      [],
    ],
    [
      'before 2026-07-28 the output root must be an object schema: no type (added), another, one that is no string; schemas are draft-07 there',
      tools(
        toolWith({ name: 'c', outputSchema: {} }),
        toolWith({ name: 'd', outputSchema: { type: 'array' } }),
        toolWith({ name: 'e', outputSchema: { type: 5 } }),
        toolWith({
          name: 'f',
          inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: 'two' } } },
        }),
      ),
      [
        'MCP108 error "\\"outputSchema\\"": Under MCP 2025-06-18 the root of "outputSchema" must have "type": "object" (structuredContent is an object), but it declares no "type". Any schema is allowed only from 2026-07-28. ‖ Add "type": "object": "      \\"outputSchema\\": {}"→"      \\"outputSchema\\": {\\n        \\"type\\": \\"object\\"\\n      }"',
        'MCP108 error "\\"array\\"": Under MCP 2025-06-18 the root of "outputSchema" must have "type": "object" (structuredContent is an object), but "type" is "array". Any schema is allowed only from 2026-07-28.',
        'MCP106 error "5": "type" must be one of "array", "boolean", "integer", "null", "number", "object", "string" (JSON Schema draft-07).',
        'MCP108 error "5": Under MCP 2025-06-18 the root of "outputSchema" must have "type": "object" (structuredContent is an object), but "type" is an integer. Any schema is allowed only from 2026-07-28.',
        'MCP106 error "\\"two\\"": "minLength" must be integer, not a string (JSON Schema draft-07).',
      ],
      { specVersion: '2025-06-18' },
    ],
    [
      'an inputSchema with no value (a syntax error) is only the syntax error',
      '{"tools":[{"name":"a","description":"d","inputSchema": }]}',
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
    [
      'a property with no value (a syntax error) is only the syntax error, not a schema problem',
      '{"tools":[{"name":"a","description":"d","inputSchema": {"type":"object","properties":{"x": }}}]}',
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
    [
      'a $ref with no value (a syntax error) is passed over when another is looked for',
      '{"tools":[{"name":"a","description":"d","inputSchema": {"type":"object","properties":{"a": {"$ref": }, "b": {"$ref": "#/$defs/Nope"}}}}]}',
      [
        'MCP001 error "}": JSON syntax: value expected.',
        'MCP106 error "\\"#/$defs/Nope\\"": "$ref" "#/$defs/Nope" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
      ],
    ],
    [
      'a schema in a dialect not checked, or with a $schema that is no string, is not validated; after a pattern only Unicode mode rejects, no other pattern is reported',
      tools(
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
      [
        'MCP115 warning "\\"https://example.com/my\\"": inputSchema declares the dialect "https://example.com/my": MCP clients must support JSON Schema 2020-12 and may not support this one, and MCP Lens does not check it. Remove "$schema" to use 2020-12. ‖ Remove "$schema" (use 2020-12): "      \\"inputSchema\\": {\\n        \\"$schema\\": \\"https://example.com/my\\",\\n        \\"type\\": \\"object\\","→"      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\","',
        'MCP115 error "7": "$schema" in inputSchema must be a URI string such as "https://json-schema.org/draft/2020-12/schema", not an integer.',
        'MCP106 warning "\\"\\\\\\\\_x\\"": /\\_x/ is not valid in Unicode mode (Invalid escape), which JSON Schema validators such as Ajv use: remove backslashes that escape nothing, such as "\\_" or "\\-" outside [].',
      ],
    ],
    [
      'x-mcp-header: a run of bad characters is one dash, dashes at the ends go, a line break is shown as a space; boolean and integer parameters carry one',
      tools(
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
      [
        'MCP111 error "\\"a  b\\"": "x-mcp-header" "a  b" is not an HTTP header token: use letters, digits and !#$%&\'*+-.^_`|~ only (no spaces, colons or control characters). ‖ Change to "a-b" (preferred): "\\"a  b\\""→"\\"a-b\\""',
        'MCP111 error "\\"--a b--\\"": "x-mcp-header" "--a b--" is not an HTTP header token: use letters, digits and !#$%&\'*+-.^_`|~ only (no spaces, colons or control characters). ‖ Change to "a-b" (preferred): "\\"--a b--\\""→"\\"a-b\\""',
        'MCP111 error "\\"A\\\\nB\\"": "x-mcp-header" "A B" is not an HTTP header token: use letters, digits and !#$%&\'*+-.^_`|~ only (no spaces, colons or control characters). ‖ Change to "A-B" (preferred): "\\"A\\\\nB\\""→"\\"A-B\\""',
      ],
      { specVersion: '2026-07-28' },
    ],
    [
      'x-mcp-header on parameters that look sensitive, and on names that only contain such a word',
      tools(
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
      [
        'MCP112 warning "\\"H1\\"": Parameter "db_pass" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H1\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H4\\"": Parameter "authorization" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H4\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H5\\"": Parameter "authorisation" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H5\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H6\\"": Parameter "sessionid" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H6\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H7\\"": Parameter "session_id" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H7\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H8\\"": Parameter "privatekey" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H8\\""→"            \\"type\\": \\"string\\""',
        'MCP112 warning "\\"H9\\"": Parameter "private_key" looks sensitive, and "x-mcp-header" copies its value into an HTTP header that every proxy and log on the way can read. Remove the header mapping. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"H9\\""→"            \\"type\\": \\"string\\""',
      ],
      { specVersion: '2026-07-28' },
    ],
    [
      'where an unresolvable $ref is: not at a resolvable one, a description or a list before it, nor at a later one; a relative one is no external one; a base and an empty fragment are allowed for; "#" resolves',
      tools(
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
      [
        'MCP106 error "\\"#/$defs/Nope\\"": "$ref" "#/$defs/Nope" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
        'MCP106 error "\\"#/$defs/Nope\\"": "$ref" "#/$defs/Nope" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
        'MCP106 error "\\"defs/x:y.json\\"": "$ref" "defs/x:y.json" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
        'MCP106 error "\\"https://example.com/s.json#\\"": "$ref" "https://example.com/s.json" points outside the schema: clients do not fetch external schemas, so it cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/…".',
        'MCP106 error "\\"defs.json\\"": "$ref" "https://e.com/defs.json" points outside the schema: clients do not fetch external schemas, so it cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/…".',
        'MCP106 error "\\"./defs.json\\"": "$ref" "defs.json" cannot be resolved in inputSchema: no definition exists at that location. Check the path ("#/$defs/…").',
        'MCP106 error "\\"inputSchema\\"": inputSchema cannot be compiled as JSON Schema: reference "https://e.com/x" resolves to more than one schema.',
      ],
    ],
    [
      'validator errors at their edges: a property name that holds a digit, the eleventh entry of a list, a type that is no string, a type name with no guess, a boolean or a negative number, an empty allOf, a repeated required name, an object with a key "undefined"',
      tools(
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
      [
        'MCP106 error "5": "a1" must be object or boolean, not an integer (JSON Schema 2020-12).',
        'MCP106 error "5": "1a" must be object or boolean, not an integer (JSON Schema 2020-12).',
        'MCP106 error "3": "required" must be string, not an integer (JSON Schema 2020-12).',
        'MCP106 error "5": "type" must be one of "array", "boolean", "integer", "null", "number", "object", "string" (JSON Schema 2020-12).',
        'MCP106 error "5": "type" must be one of "array", "boolean", "integer", "null", "number", "object", "string" (JSON Schema 2020-12).',
        'MCP106 error "\\"text\\"": "text" is not a JSON Schema type: use one of "array", "boolean", "integer", "null", "number", "object", "string".',
        'MCP106 error "true": "minLength" must be integer, not a boolean (JSON Schema 2020-12).',
        'MCP106 error "-1": "minLength" must be >= 0 (JSON Schema 2020-12).',
        'MCP106 error "[]": "allOf" must NOT have fewer than 1 items (JSON Schema 2020-12).',
        'MCP106 error "[\\n          \\"b\\",\\n          \\"a\\",\\n          \\"a\\"\\n        ]": "required" lists "a" twice; its entries must be unique. ‖ Remove the duplicate (safe): ",\\n          \\"a\\""→""',
        'MCP106 error "{\\n              \\"undefined\\": 1\\n            }": "minLength" must be integer, not an object (JSON Schema 2020-12).',
      ],
    ],
    [
      'a parameter named "type" whose schema is a string is a schema that is no object, not a type name',
      tools(toolWith({ inputSchema: { type: 'object', properties: { type: 'string' } } })),
      ['MCP106 error "\\"string\\"": "type" must be object or boolean, not a string (JSON Schema 2020-12).'],
    ],
    [
      'draft-07: an empty items list is no tuple for prefixItems',
      tools(
        toolWith({
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: { x: { type: 'array', items: [] } },
          },
        }),
      ),
      [
        'MCP106 error "[]": "items" is an empty list: in JSON Schema draft-07 a list of schemas (a tuple) needs one schema at least.',
      ],
    ],
    [
      'required as a flag off a property (at the root, in a branch, in $defs) is removed; a name already required is not added twice; a required that is no list gets no fix',
      tools(
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
      [
        'MCP106 error "true": In JSON Schema "required" is a list of property names, not a flag. ‖ Remove "required": "        \\"type\\": \\"object\\",\\n        \\"required\\": true"→"        \\"type\\": \\"object\\""',
        'MCP106 error "true": In JSON Schema "required" is a list of property names, not a flag. ‖ Remove "required": "          {\\n            \\"required\\": true"→"          {"',
        'MCP106 error "true": In JSON Schema "required" is a list of property names, not a flag. ‖ Remove "required": "            \\"type\\": \\"string\\",\\n            \\"required\\": true"→"            \\"type\\": \\"string\\""',
        'MCP106 error "true": In JSON Schema "required" is a list of names on the parent object, not a flag on the property: move this property\'s name into the parent\'s "required" array. ‖ Move "x" into the parent\'s "required" (preferred) (safe): "{\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"x\\": {\\n            \\"type\\": \\"string\\",\\n            \\"required\\": true\\n          }\\n        },\\n        \\"required\\": [\\n          \\"x\\"\\n        ]\\n      }"→"{\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"x\\": {\\n            \\"type\\": \\"string\\"\\n          }\\n        },\\n        \\"required\\": [\\n          \\"x\\"\\n        ]\\n      }"',
        'MCP106 error "true": In JSON Schema "required" is a list of names on the parent object, not a flag on the property: move this property\'s name into the parent\'s "required" array.',
      ],
    ],
    [
      "required as a flag at the root of a lone tool's inputSchema",
      JSON.stringify({ name: 'a', description: 'd', inputSchema: { type: 'object', required: true } }, null, 2),
      [
        'MCP106 error "true": In JSON Schema "required" is a list of property names, not a flag. ‖ Remove "required": "    \\"type\\": \\"object\\",\\n    \\"required\\": true"→"    \\"type\\": \\"object\\""',
      ],
    ],
  ];
  for (const [title, doc, expected, options] of cases) {
    it(title, () => assert.deepEqual(transcript('tools.json', doc, { options }), expected));
  }

  it('a required list of many unknown names gets a "did you mean" for its first 20 only (each is compared with every property)', () => {
    const properties = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`param_${i}`, { type: 'string' }]));
    const required = Array.from({ length: 30 }, (_, i) => `parma_${i}`);
    const found = lintText(
      'tools.json',
      tools(toolWith({ name: 'a', inputSchema: { type: 'object', properties, required } })),
    ).filter((f) => f.code === 'MCP107');
    assert.equal(found.length, 30);
    const guessed = found.map((f) => /did you mean "(param_\d+)"/.exec(f.message)?.[1]);
    assert.deepEqual(
      guessed.slice(0, 20),
      Array.from({ length: 20 }, (_, i) => `param_${i}`),
    );
    assert.deepEqual(
      guessed.slice(20),
      Array.from({ length: 10 }, () => undefined),
    );
    // the others are still reported, and can still be removed
    assert.deepEqual(
      found[29]!.fixes!.map((x) => x.title),
      ['Remove "parma_29" from required'],
    );
  });
});
