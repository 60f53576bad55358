// The capability rules of toolSchemas.ts (MCP104–MCP108, MCP111, MCP112, MCP114, MCP115), tool input and output
// schemas: their case tables (toolSchemas.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools, withSchema } from './fixtures';
import { findingCases } from '../../ruleCases';
import { toolSchemaEdges } from './toolSchemas.cases';

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
      // prefixItems alone is 2020-12's tuple, but VS Code's check wants "items" on every array (MCP122)
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP106'))), ['MCP122']);
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
  findingCases(toolSchemaEdges);

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
