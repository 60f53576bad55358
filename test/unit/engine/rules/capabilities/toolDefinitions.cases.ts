// The toolDefinitions tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { toolWith, tools } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const toolDefinitionEdges: FindingTable = {
  title: 'tool definitions (MCP101–MCP116) at their edges',
  path: 'tools.json',
  cases: [
    {
      title: 'a tool name: missing, empty, not a string',
      doc: tools(toolWith({ name: undefined }), toolWith({ name: '' }), toolWith({ name: 5 })),
      findings: ['MCP101 {', 'MCP101 ""', 'MCP101 5'],
    },
    {
      title: 'a duplicate tool name names the line of the first',
      doc:
        '{"tools": [\n' +
        '{"name": "a", "description": "d", "inputSchema": {"type": "object"}},\n' +
        '\n' +
        '{"name": "a", "description": "d", "inputSchema": {"type": "object"}}]}',
      findings: ['MCP103 "a"'],
    },
    {
      title: 'a name of exactly 128 characters is fine; 129 is marked from the 129th',
      doc: tools(toolWith({ name: 'a'.repeat(128) }), toolWith({ name: 'b'.repeat(129) })),
      findings: ['MCP102 b'],
    },
    {
      title: 'characters outside the name set: each named once, a cleaned name offered',
      doc: tools(
        toolWith({ name: 'get weather now!' }),
        toolWith({ name: '  ' }),
        toolWith({ name: '--x y--' }),
        toolWith({ name: '. a .' }),
        toolWith({ name: 'é' }),
      ),
      findings: [
        'MCP102 "get weather now!" ⇒ "get_weather_now"',
        'MCP102 "  " ⇒ "tool"',
        'MCP102 "--x y--" ⇒ "x_y"',
        'MCP102 ". a ." ⇒ "a"',
        'MCP102 "é" ⇒ "tool"',
      ],
    },
    {
      title: 'a name that starts or ends with - or . is Information',
      doc: tools(
        toolWith({ name: '-a' }),
        toolWith({ name: 'b.' }),
        toolWith({ name: '.c' }),
        toolWith({ name: 'd-' }),
        toolWith({ name: 'e-f.g' }),
      ),
      findings: ['MCP102 "-a"', 'MCP102 "b."', 'MCP102 ".c"', 'MCP102 "d-"'],
    },
    {
      title: 'a description: missing, blank, not a string',
      doc: tools(
        toolWith({ name: 'a', description: undefined }),
        toolWith({ name: 'b', description: ' ' }),
        toolWith({ name: 'c', description: 3 }),
        toolWith({ name: undefined, description: undefined }),
      ),
      findings: ['MCP109 "a"', 'MCP109 " "', 'MCP116 3', 'MCP101 {', 'MCP109 {'],
    },
    {
      title: 'a description of exactly 1024 characters is fine; 1025 is marked past the limit',
      doc: tools(
        toolWith({ name: 'a', description: 'x'.repeat(1024) }),
        toolWith({ name: 'b', description: 'y'.repeat(1025) }),
      ),
      findings: ['MCP110 y'],
    },
    {
      title: 'field types',
      doc: tools(toolWith({ title: 1, annotations: [], _meta: 'm', icons: {} })),
      findings: ['MCP116 []', 'MCP116 1', 'MCP116 "m"', 'MCP116 {}'],
    },
    {
      title: "an input-schema alias beside inputSchema is an unknown key; without it, MCP104's",
      doc: tools(
        toolWith({ name: 'a', parameters: {} }),
        toolWith({ name: 'b', inputSchema: undefined, parameters: { type: 'object' } }),
      ),
      findings: ['MCP113 "parameters"', 'MCP104 "parameters" ⇒ "inputSchema"'],
    },
    {
      title: 'unknown tool keys: a near miss renamed, the rest at Information',
      doc: tools(toolWith({ descripton: 'd', colour: 'red', 'x-vendor': 1 })),
      findings: ['MCP113 "descripton"', 'MCP113 "colour"'],
    },
    {
      title: 'each input-schema alias, alone and beside inputSchema',
      doc: tools(
        toolWith({ name: 'a', inputSchema: undefined, inputschema: { type: 'object' } }),
        toolWith({ name: 'b', inputSchema: undefined, params: { type: 'object' } }),
        toolWith({ name: 'c', inputSchema: undefined, args: { type: 'object' } }),
        toolWith({ name: 'd', inputSchema: undefined, schema: { type: 'object' } }),
        toolWith({ name: 'e', inputSchema: undefined, input: { type: 'object' } }),
        toolWith({ name: 'f', input: { type: 'object' } }),
      ),
      findings: [
        'MCP104 "inputschema" ⇒ "inputSchema"',
        'MCP104 "params" ⇒ "inputSchema"',
        'MCP104 "args" ⇒ "inputSchema"',
        'MCP104 "schema" ⇒ "inputSchema"',
        'MCP104 "input" ⇒ "inputSchema"',
        'MCP113 "input"',
      ],
    },
    {
      title: 'openWorldHint outside annotations; runs of bad characters become one underscore',
      doc: tools(toolWith({ name: 'a', annotations: undefined, openWorldHint: false }), toolWith({ name: 'b  c!!d' })),
      findings: [
        'MCP113 "openWorldHint" ⇒ {\n' +
          '      "name": "a",\n' +
          '      "description": "The sum of two numbers.",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "a": {\n' +
          '            "type": "number"\n' +
          '          },\n' +
          '          "b": {\n' +
          '            "type": "number"\n' +
          '          }\n' +
          '        },\n' +
          '        "required": [\n' +
          '          "a",\n' +
          '          "b"\n' +
          '        ]\n' +
          '      },\n' +
          '      "openWorldHint": false\n' +
          '    } → {\n' +
          '      "name": "a",\n' +
          '      "description": "The sum of two numbers.",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object",\n' +
          '        "properties": {\n' +
          '          "a": {\n' +
          '            "type": "number"\n' +
          '          },\n' +
          '          "b": {\n' +
          '            "type": "number"\n' +
          '          }\n' +
          '        },\n' +
          '        "required": [\n' +
          '          "a",\n' +
          '          "b"\n' +
          '        ]\n' +
          '      },\n' +
          '      "annotations": {\n' +
          '        "openWorldHint": false\n' +
          '      }\n' +
          '    }',
        'MCP102 "b  c!!d" ⇒ "b_c_d"',
      ],
    },
  ],
};

const described = (name: string, extra: object) => ({
  name,
  description: 'd',
  inputSchema: { type: 'object' },
  ...extra,
});
export const HINTS_OUTSIDE = tools(
  described('a', { readOnlyHint: true }),
  described('b', { annotations: { title: 'B' }, destructiveHint: false }),
  described('c', { annotations: { readOnlyHint: true }, readOnlyHint: false }),
  described('d', { annotations: 'x', idempotentHint: true }),
);

export const hintsOutsideAnnotations: FindingTable = {
  title: 'a hint outside annotations',
  path: 'tools.json',
  only: ['MCP113'],
  cases: [
    {
      title: 'is moved in, unless annotations has it or is not an object',
      doc: HINTS_OUTSIDE,
      findings: [
        'MCP113 "readOnlyHint" ⇒ {\n' +
          '      "name": "a",\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object"\n' +
          '      },\n' +
          '      "readOnlyHint": true\n' +
          '    } → {\n' +
          '      "name": "a",\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object"\n' +
          '      },\n' +
          '      "annotations": {\n' +
          '        "readOnlyHint": true\n' +
          '      }\n' +
          '    }',
        'MCP113 "destructiveHint" ⇒ {\n' +
          '      "name": "b",\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object"\n' +
          '      },\n' +
          '      "annotations": {\n' +
          '        "title": "B"\n' +
          '      },\n' +
          '      "destructiveHint": false\n' +
          '    } → {\n' +
          '      "name": "b",\n' +
          '      "description": "d",\n' +
          '      "inputSchema": {\n' +
          '        "type": "object"\n' +
          '      },\n' +
          '      "annotations": {\n' +
          '        "title": "B",\n' +
          '        "destructiveHint": false\n' +
          '      }\n' +
          '    }',
        'MCP113 "readOnlyHint"',
        'MCP113 "idempotentHint"',
      ],
    },
    {
      title: 'is not moved into annotations that are a list or a number',
      doc: tools(
        described('a', { annotations: [], readOnlyHint: true }),
        described('b', { annotations: 5, openWorldHint: false }),
      ),
      findings: ['MCP113 "readOnlyHint"', 'MCP113 "openWorldHint"'],
    },
    {
      title: 'is not moved when it has no value (a syntax error)',
      doc: '{"tools": [{"name": "c", "description": "d", "inputSchema": {"type": "object"}, "destructiveHint": }]}',
      findings: ['MCP113 "destructiveHint"'],
    },
  ],
};
