import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools, validTool } from './fixtures';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string) => lintText('tools.json', text);

// detection only claims a {tools:[…]} whose every entry has a name, so nameless tools are checked as a mapped file
const lintMapped = (text: string) => lintText('catalog/tools.json', text, {}, { 'catalog/*.json': 'capabilities' });

describe('tool definitions (MCP101–MCP116)', () => {
  it('gives a valid tool, a single tool object and a bare array of tools nothing', () => {
    assert.deepEqual(codes(lint(tools(validTool()))), []);
    assert.deepEqual(codes(lint(JSON.stringify(validTool(), null, 2))), []);
    assert.deepEqual(codes(lint(JSON.stringify([validTool(), toolWith({ name: 'product' })], null, 2))), []);
  });

  describe('MCP101 name missing', () => {
    it('reports a tool without a name, and an empty one', () => {
      assert.deepEqual(codes(lintMapped(tools(toolWith({ name: undefined })))), ['MCP101']);
      const text = tools(toolWith({ name: '' }));
      const f = lintMapped(text);
      assert.deepEqual(codes(f), ['MCP101']);
      assert.equal(spanOf(text, f[0]!), '""');
    });
    it('reports a name that is not a string', () => {
      assert.deepEqual(codes(lintMapped(tools(toolWith({ name: 42 })))), ['MCP101']);
    });
  });

  describe('MCP102 name invalid', () => {
    it('reports spaces and other characters, and renames', () => {
      const text = tools(toolWith({ name: 'sum two' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP102']);
      assert.match(f[0]!.message, /contains space/);
      const fixed = applyFix(text, f, 'MCP102');
      assert.match(fixed, /"name": "sum_two"/);
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('reports a slash (allowed by an old SEP draft, not by the spec)', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ name: 'math/sum' })))), ['MCP102']);
    });
    it('reports the part beyond 128 characters', () => {
      const name = 'a'.repeat(130);
      const text = tools(toolWith({ name }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP102']);
      assert.equal(spanOf(text, f[0]!), 'aa');
    });
    it('accepts the examples of the spec, and 128 characters', () => {
      for (const name of ['getUser', 'DATA_EXPORT_v2', 'admin.tools.list', 'x'.repeat(128)]) {
        assert.deepEqual(codes(lint(tools(toolWith({ name })))), [], name);
      }
    });
    it('notes a leading or trailing dash as information', () => {
      const f = lint(tools(toolWith({ name: '-sum' })));
      assert.deepEqual(codes(f), ['MCP102']);
      assert.equal(f[0]!.severity, 'info');
    });
  });

  describe('MCP103 duplicate names', () => {
    it('reports the second of two tools with one name', () => {
      const text = tools(validTool(), validTool());
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP103']);
      assert.ok(f[0]!.offset > text.indexOf('"sum"'));
      assert.match(f[0]!.message, /line 4/);
    });
    it('is case-sensitive, as the spec says names are', () => {
      assert.deepEqual(codes(lint(tools(validTool(), toolWith({ name: 'Sum' })))), []);
    });
  });

  describe('MCP109 description missing', () => {
    it('reports a missing and an empty description', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ description: undefined })))), ['MCP109']);
      assert.deepEqual(codes(lint(tools(toolWith({ description: '  ' })))), ['MCP109']);
    });
  });

  describe('MCP110 description too long', () => {
    it('marks the part after 1024 characters, counting escapes as one character', () => {
      const description = `${'\n'.repeat(10)}${'a'.repeat(1014)}TAIL`;
      const text = tools(toolWith({ description }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP110']);
      assert.equal(spanOf(text, f[0]!), 'TAIL');
    });
    it('accepts exactly 1024 characters', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ description: 'a'.repeat(1024) })))), []);
    });
  });

  describe('MCP113 unknown keys', () => {
    it('suggests the right spelling and renames safely', () => {
      const text = tools(toolWith({ description: undefined, descripton: 'The sum of two numbers.' }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP109', 'MCP113']);
      const finding = f.find((x) => x.code === 'MCP113')!;
      assert.match(finding.message, /did you mean "description"/);
      assert.equal(finding.fixes![0]!.safe, true);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP113'))), []);
    });
    it('moves a hint placed next to the name into annotations', () => {
      const text = tools(toolWith({ annotations: { openWorldHint: false }, readOnlyHint: true }));
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP113']);
      const fixed = applyFix(text, f, 'MCP113');
      assert.deepEqual(JSON.parse(fixed).tools[0].annotations, { openWorldHint: false, readOnlyHint: true });
      assert.deepEqual(codes(lint(fixed)), []);
    });
    it('moves a hint into annotations that do not exist yet', () => {
      const text = tools(toolWith({ annotations: undefined, idempotentHint: true, readOnlyHint: true }));
      const f = lint(text);
      const fixed = applyFix(text, f, 'MCP113');
      assert.equal(JSON.parse(fixed).tools[0].annotations.idempotentHint, true);
    });
    it('mentions other unknown keys only as information', () => {
      const f = lint(tools(toolWith({ category: 'math' })));
      assert.deepEqual(codes(f), ['MCP113']);
      assert.equal(f[0]!.severity, 'info');
    });
    it('knows every field of every revision', () => {
      assert.deepEqual(
        codes(lint(tools(toolWith({ title: 'Sum', outputSchema: { type: 'object' }, _meta: {}, icons: [] })))),
        [],
      );
    });
  });

  describe('MCP116 field types', () => {
    it('reports wrongly typed fields', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ title: 3 })))), ['MCP116']);
      assert.deepEqual(codes(lint(tools(toolWith({ annotations: [] })))), ['MCP116']);
      assert.deepEqual(codes(lint(tools(toolWith({ icons: {} })))), ['MCP116']);
    });
    it('reports a description that is not a string once, as a type error', () => {
      assert.deepEqual(codes(lint(tools(toolWith({ description: ['The sum'] })))), ['MCP116']);
    });
  });
});

describe('tool definitions (MCP101–MCP116) at their edges', () => {
  const cases: [string, string, string[]][] = [
    [
      'a tool name: missing, empty, not a string',
      tools(toolWith({ name: undefined }), toolWith({ name: '' }), toolWith({ name: 5 })),
      [
        'MCP101 error "{": This tool has no "name": clients call tools by name. Add a unique name such as "get_weather".',
        'MCP101 error "\\"\\"": This tool has an empty "name": clients call tools by name. Add a unique name such as "get_weather".',
        'MCP101 error "5": This tool has a "name" that is an integer, not a string: clients call tools by name. Add a unique name such as "get_weather".',
      ],
    ],
    [
      'a duplicate tool name names the line of the first',
      '{"tools": [\n{"name": "a", "description": "d", "inputSchema": {"type": "object"}},\n\n{"name": "a", "description": "d", "inputSchema": {"type": "object"}}]}',
      [
        'MCP103 error "\\"a\\"": Another tool is already named "a" (line 2): tool names must be unique within a server. Rename one of them.',
      ],
    ],
    [
      'a name of exactly 128 characters is fine; 129 is marked from the 129th',
      tools(toolWith({ name: 'a'.repeat(128) }), toolWith({ name: 'b'.repeat(129) })),
      ['MCP102 warning "b": Tool name is 129 characters long; the spec allows at most 128. Shorten it.'],
    ],
    [
      'characters outside the name set: each named once, a cleaned name offered',
      tools(
        toolWith({ name: 'get weather now!' }),
        toolWith({ name: '  ' }),
        toolWith({ name: '--x y--' }),
        toolWith({ name: '. a .' }),
        toolWith({ name: 'é' }),
      ),
      [
        'MCP102 warning "\\"get weather now!\\"": Tool name "get weather now!" contains space, "!": names should use only letters, digits, "_", "-" and "." (e.g. "get_weather_now"). ‖ Rename to "get_weather_now" (preferred): "\\"get weather now!\\""→"\\"get_weather_now\\""',
        'MCP102 warning "\\"  \\"": Tool name "  " contains space: names should use only letters, digits, "_", "-" and "." (e.g. "tool"). ‖ Rename to "tool" (preferred): "\\"  \\""→"\\"tool\\""',
        'MCP102 warning "\\"--x y--\\"": Tool name "--x y--" contains space: names should use only letters, digits, "_", "-" and "." (e.g. "x_y"). ‖ Rename to "x_y" (preferred): "\\"--x y--\\""→"\\"x_y\\""',
        'MCP102 warning "\\". a .\\"": Tool name ". a ." contains space: names should use only letters, digits, "_", "-" and "." (e.g. "a"). ‖ Rename to "a" (preferred): "\\". a .\\""→"\\"a\\""',
        'MCP102 warning "\\"é\\"": Tool name "é" contains "é": names should use only letters, digits, "_", "-" and "." (e.g. "tool"). ‖ Rename to "tool" (preferred): "\\"é\\""→"\\"tool\\""',
      ],
    ],
    [
      'a name that starts or ends with - or . is Information',
      tools(
        toolWith({ name: '-a' }),
        toolWith({ name: 'b.' }),
        toolWith({ name: '.c' }),
        toolWith({ name: 'd-' }),
        toolWith({ name: 'e-f.g' }),
      ),
      [
        'MCP102 info "\\"-a\\"": Tool name "-a" starts or ends with "-"; the MCP SDKs warn about this because some clients mangle such names.',
        'MCP102 info "\\"b.\\"": Tool name "b." starts or ends with "."; the MCP SDKs warn about this because some clients mangle such names.',
        'MCP102 info "\\".c\\"": Tool name ".c" starts or ends with "."; the MCP SDKs warn about this because some clients mangle such names.',
        'MCP102 info "\\"d-\\"": Tool name "d-" starts or ends with "-"; the MCP SDKs warn about this because some clients mangle such names.',
      ],
    ],
    [
      'a description: missing, blank, not a string',
      tools(
        toolWith({ name: 'a', description: undefined }),
        toolWith({ name: 'b', description: ' ' }),
        toolWith({ name: 'c', description: 3 }),
        toolWith({ name: undefined, description: undefined }),
      ),
      [
        'MCP109 warning "\\"a\\"": Tool "a" has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
        'MCP109 warning "\\" \\"": Tool "b" has an empty description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
        'MCP116 error "3": Tool "description" must be a string, not an integer.',
        'MCP101 error "{": This tool has no "name": clients call tools by name. Add a unique name such as "get_weather".',
        'MCP109 warning "{": This tool has no description: the model chooses tools by their descriptions. Say what it does, what it returns and when to use it.',
      ],
    ],
    [
      'a description of exactly 1024 characters is fine; 1025 is marked past the limit',
      tools(
        toolWith({ name: 'a', description: 'x'.repeat(1024) }),
        toolWith({ name: 'b', description: 'y'.repeat(1025) }),
      ),
      [
        'MCP110 warning "y": The description is 1025 characters long; clients that cut at 1024 drop the marked part. Shorten it, and move parameter details into the inputSchema property descriptions.',
      ],
    ],
    [
      'field types',
      tools(toolWith({ title: 1, annotations: [], _meta: 'm', icons: {} })),
      [
        'MCP116 error "[]": Tool "annotations" must be an object of hints (readOnlyHint, destructiveHint, …), not an array.',
        'MCP116 error "1": Tool "title" must be a string, not an integer.',
        'MCP116 error "\\"m\\"": Tool "_meta" must be an object, not a string.',
        'MCP116 error "{}": Tool "icons" must be an array of icons, not an object.',
      ],
    ],
    [
      "an input-schema alias beside inputSchema is an unknown key; without it, MCP104's",
      tools(
        toolWith({ name: 'a', parameters: {} }),
        toolWith({ name: 'b', inputSchema: undefined, parameters: { type: 'object' } }),
      ),
      [
        'MCP113 info "\\"parameters\\"": "parameters" is not a tool field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP104 error "\\"parameters\\"": Tool "b" has "parameters" (that is the OpenAI function-calling spelling) but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "parameters" to "inputSchema" (preferred) (safe): "\\"parameters\\""→"\\"inputSchema\\""',
      ],
    ],
    [
      'unknown tool keys: a near miss renamed, the rest at Information',
      tools(toolWith({ descripton: 'd', colour: 'red', 'x-vendor': 1 })),
      [
        'MCP113 warning "\\"descripton\\"": Unknown tool key "descripton": did you mean "description" (there is a "description" too; this one is ignored)? Clients ignore keys they do not know.',
        'MCP113 info "\\"colour\\"": "colour" is not a tool field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'each input-schema alias, alone and beside inputSchema',
      tools(
        toolWith({ name: 'a', inputSchema: undefined, inputschema: { type: 'object' } }),
        toolWith({ name: 'b', inputSchema: undefined, params: { type: 'object' } }),
        toolWith({ name: 'c', inputSchema: undefined, args: { type: 'object' } }),
        toolWith({ name: 'd', inputSchema: undefined, schema: { type: 'object' } }),
        toolWith({ name: 'e', inputSchema: undefined, input: { type: 'object' } }),
        toolWith({ name: 'f', input: { type: 'object' } }),
      ),
      [
        'MCP104 error "\\"inputschema\\"": Tool "a" has "inputschema" but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "inputschema" to "inputSchema" (preferred) (safe): "\\"inputschema\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"params\\"": Tool "b" has "params" but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "params" to "inputSchema" (preferred) (safe): "\\"params\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"args\\"": Tool "c" has "args" but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "args" to "inputSchema" (preferred) (safe): "\\"args\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"schema\\"": Tool "d" has "schema" but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "schema" to "inputSchema" (preferred) (safe): "\\"schema\\""→"\\"inputSchema\\""',
        'MCP104 error "\\"input\\"": Tool "e" has "input" but MCP requires "inputSchema", a JSON Schema object. ‖ Rename "input" to "inputSchema" (preferred) (safe): "\\"input\\""→"\\"inputSchema\\""',
        'MCP113 info "\\"input\\"": "input" is not a tool field; clients ignore it. Put custom data under "_meta" instead.',
      ],
    ],
    [
      'openWorldHint outside annotations; runs of bad characters become one underscore',
      tools(toolWith({ name: 'a', annotations: undefined, openWorldHint: false }), toolWith({ name: 'b  c!!d' })),
      [
        'MCP113 warning "\\"openWorldHint\\"": "openWorldHint" is a tool annotation: it only has an effect inside "annotations". Move it there. ‖ Move "openWorldHint" into annotations (preferred): "{\\n      \\"name\\": \\"a\\",\\n      \\"description\\": \\"The sum of two numbers.\\",\\n      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"a\\": {\\n            \\"type\\": \\"number\\"\\n          },\\n          \\"b\\": {\\n            \\"type\\": \\"number\\"\\n          }\\n        },\\n        \\"required\\": [\\n          \\"a\\",\\n          \\"b\\"\\n        ]\\n      },\\n      \\"openWorldHint\\": false\\n    }"→"{\\n      \\"name\\": \\"a\\",\\n      \\"description\\": \\"The sum of two numbers.\\",\\n      \\"inputSchema\\": {\\n        \\"type\\": \\"object\\",\\n        \\"properties\\": {\\n          \\"a\\": {\\n            \\"type\\": \\"number\\"\\n          },\\n          \\"b\\": {\\n            \\"type\\": \\"number\\"\\n          }\\n        },\\n        \\"required\\": [\\n          \\"a\\",\\n          \\"b\\"\\n        ]\\n      },\\n      \\"annotations\\": {\\n        \\"openWorldHint\\": false\\n      }\\n    }"',
        'MCP102 warning "\\"b  c!!d\\"": Tool name "b  c!!d" contains space, "!": names should use only letters, digits, "_", "-" and "." (e.g. "b_c_d"). ‖ Rename to "b_c_d" (preferred): "\\"b  c!!d\\""→"\\"b_c_d\\""',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript('tools.json', doc), expected));
  }

  it('a hint outside annotations is moved in, unless annotations has it or is not an object', () => {
    const tool = (name: string, extra: object) => ({
      name,
      description: 'd',
      inputSchema: { type: 'object' },
      ...extra,
    });
    const doc = tools(
      tool('a', { readOnlyHint: true }),
      tool('b', { annotations: { title: 'B' }, destructiveHint: false }),
      tool('c', { annotations: { readOnlyHint: true }, readOnlyHint: false }),
      tool('d', { annotations: 'x', idempotentHint: true }),
    );
    const said = (hint: string) =>
      `"${hint}" is a tool annotation: it only has an effect inside "annotations". Move it there.`;
    const found = lintText('tools.json', doc).filter((f) => f.code === 'MCP113');
    assert.deepEqual(
      found.map((f) => [
        f.message,
        f.severity,
        f.fixes?.map((x) => `${x.title}${x.preferred ? ' (preferred)' : ''}${x.safe ? ' (safe)' : ''}`),
      ]),
      [
        [said('readOnlyHint'), 'warning', ['Move "readOnlyHint" into annotations (preferred)']],
        [said('destructiveHint'), 'warning', ['Move "destructiveHint" into annotations (preferred)']],
        [said('readOnlyHint'), 'warning', []],
        [said('idempotentHint'), 'warning', []],
      ],
    );
    const moved = (index: number) => JSON.parse(applyFix(doc, [found[index]!], 'MCP113')).tools[index];
    assert.deepEqual(moved(0), {
      name: 'a',
      description: 'd',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
    });
    assert.deepEqual(moved(1), {
      name: 'b',
      description: 'd',
      inputSchema: { type: 'object' },
      annotations: { title: 'B', destructiveHint: false },
    });
  });
});
