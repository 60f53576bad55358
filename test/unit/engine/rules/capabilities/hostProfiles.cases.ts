// The hostProfiles tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { FindingCase, FindingTable, PinnedRuleCase } from '../../ruleCases';

const P = 'tools.json';

/** A tool that lints clean but for what its input schema says. */
export const hostTool = (inputSchema: object, name = 'tag_page') => ({
  name,
  description: 'Tags a page with labels.',
  inputSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
});
export const hostTools = (...list: object[]) => ({ tools: list });
/** One tool whose one parameter, `tags`, has this schema. */
export const withParameter = (schema: object) => hostTools(hostTool({ type: 'object', properties: { tags: schema } }));
/** `n` tools that lint clean. */
export const manyTools = (n: number) =>
  hostTools(...Array.from({ length: n }, (_, i) => hostTool({ type: 'object', additionalProperties: false }, `t${i}`)));

export const hostProfileRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP122',
    title: 'an array parameter without items, with "items": {} added by the fix',
    path: P,
    bad: withParameter({ type: 'array', description: 'Labels' }),
    good: withParameter({ type: 'array', description: 'Labels', items: { type: 'string' } }),
    severity: 'warning',
    span: '"type": "array"',
    fixedText: '            "description": "Labels" →             "description": "Labels",\n            "items": {}',
    fixed: (t) => assert.deepEqual(JSON.parse(t).tools[0].inputSchema.properties.tags.items, {}),
  },
  {
    code: 'MCP122',
    title: 'deep inside items, anyOf and additionalProperties',
    path: P,
    bad: withParameter({
      type: 'array',
      items: { anyOf: [{ type: 'object', additionalProperties: { type: 'array' } }, { type: 'string' }] },
    }),
    good: withParameter({
      type: 'array',
      items: { anyOf: [{ type: 'object', additionalProperties: { type: 'array', items: {} } }, { type: 'string' }] },
    }),
    span: '"type": "array"',
    fixedText:
      '                    "type": "array" →                     "type": "array",\n                    "items": {}',
  },
  {
    code: 'MCP122',
    title: '"items": false, which VS Code reads as none, without a fix',
    path: P,
    bad: withParameter({ type: 'array', prefixItems: [{ type: 'string' }], items: false }),
    good: withParameter({ type: 'array', prefixItems: [{ type: 'string' }], items: {} }),
    span: '"type": "array"',
    fixedText: null,
  },
  {
    code: 'MCP122',
    title: "a 2020-12 tuple of prefixItems alone (JSON Schema's, but VS Code still wants items)",
    path: P,
    bad: withParameter({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] }),
    good: withParameter({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: {} }),
    span: '"type": "array"',
    fixedText: '            ] →             ],\n            "items": {}',
  },
  {
    code: 'MCP124',
    title: 'the object of DeusData/codebase-memory-mcp#731, in an array, without a fix',
    path: P,
    bad: withParameter({ type: 'array', items: { type: 'object' } }),
    good: withParameter({
      type: 'array',
      items: { type: 'object', properties: { caller: { type: 'string' } }, additionalProperties: false },
    }),
    severity: 'warning',
    span: '"type": "object"',
    fixedText: null,
  },
  {
    code: 'MCP124',
    title: 'a free-form object parameter with only a description',
    path: P,
    bad: withParameter({ type: 'object', description: 'Chart values' }),
    good: withParameter({ type: 'object', description: 'Chart values', additionalProperties: { type: 'string' } }),
    span: '"type": "object"',
    fixedText: null,
  },
];

/** MCP122 on a `"type": "array"` indented by `indent` spaces, with the fix that adds `"items": {}` after it. */
const addsItems = (indent: number) => {
  const pad = ' '.repeat(indent);
  return `MCP122 "type": "array" ⇒ ${pad}"type": "array" → ${pad}"type": "array",\n${pad}"items": {}`;
};

/** For each keyword VS Code looks through, an input schema with an array without items under it (and their indents). */
const THROUGH: readonly [keyword: string, schema: object, indents: number[]][] = [
  ['patternProperties', { type: 'object', patternProperties: { '^tag_': { type: 'array' } } }, [12]],
  [
    'dependencies',
    {
      type: 'object',
      properties: { bulk: { type: 'boolean' } },
      dependencies: { bulk: { properties: { ids: { type: 'array' } } } },
    },
    [16],
  ],
  ['allOf', { type: 'object', allOf: [{ properties: { ids: { type: 'array' } } }] }, [16]],
  ['oneOf', { type: 'object', properties: { ids: { oneOf: [{ type: 'string' }, { type: 'array' }] } } }, [16]],
  ['not', { type: 'object', properties: { query: { not: { type: 'array' } } } }, [14]],
  [
    'if, then and else',
    {
      type: 'object',
      if: { properties: { ids: { type: 'array' } }, required: ['ids'] },
      then: { properties: { mode: { type: 'array' } } },
      else: { properties: { id: { type: 'array' } } },
    },
    [14, 14, 14],
  ],
  [
    'contains',
    { type: 'object', properties: { rows: { type: 'array', items: {}, contains: { type: 'array' } } } },
    [14],
  ],
];
const throughKeywords = (): FindingCase[] =>
  THROUGH.map(([keyword, schema, indents]) => ({
    title: `an array without items under ${keyword}`,
    doc: hostTools(hostTool(schema)),
    findings: indents.map(addsItems),
  }));

/** MCP122 on the `list` parameter of the table's first tool, with the fix that adds `"items": {}`. */
const MCP122_LINE = addsItems(12);

export const hostProfileFindings: FindingTable = {
  title: 'host profiles (MCP122–MCP124): every finding of a document',
  path: P,
  only: ['MCP122', 'MCP123', 'MCP124'],
  cases: [
    {
      title: 'one tool with an open array and an open object: both hosts by default',
      doc: hostTools(hostTool({ type: 'object', properties: { list: { type: 'array' }, bag: { type: 'object' } } })),
      findings: [MCP122_LINE, 'MCP124 "type": "object"'],
    },
    {
      title: 'the same tool for VS Code alone',
      doc: hostTools(hostTool({ type: 'object', properties: { list: { type: 'array' }, bag: { type: 'object' } } })),
      options: { targetHosts: ['vscode'] },
      findings: [MCP122_LINE],
    },
    {
      title: 'the same tool for Visual Studio alone',
      doc: hostTools(hostTool({ type: 'object', properties: { list: { type: 'array' }, bag: { type: 'object' } } })),
      options: { targetHosts: ['visual-studio'] },
      findings: ['MCP124 "type": "object"'],
    },
    {
      title: 'the same tool for no host',
      doc: hostTools(hostTool({ type: 'object', properties: { list: { type: 'array' }, bag: { type: 'object' } } })),
      options: { targetHosts: [] },
      findings: [],
    },
    ...throughKeywords(),
    {
      title: 'an open object among the alternatives of anyOf, or the elements an array must contain',
      doc: hostTools(
        hostTool({
          type: 'object',
          properties: {
            filter: { anyOf: [{ type: 'string' }, { type: 'object' }] },
            rows: { type: 'array', items: {}, contains: { type: 'object' } },
          },
        }),
      ),
      findings: ['MCP124 "type": "object"', 'MCP124 "type": "object"'],
    },
    {
      title: '"items": true, any element, which VS Code takes',
      doc: withParameter({ type: 'array', items: true }),
      findings: [],
    },
    {
      title: '129 tools, at the "tools" key',
      doc: manyTools(129),
      findings: ['MCP123 "tools"'],
    },
    {
      title: '129 tools for Visual Studio alone',
      doc: manyTools(129),
      options: { targetHosts: ['visual-studio'] },
      findings: [],
    },
    {
      title: '128 tools are not too many',
      doc: manyTools(128),
      findings: [],
    },
    {
      title: 'a bare array of 130 tools, at the name of the 129th',
      doc: manyTools(130).tools,
      findings: ['MCP123 "t128"'],
    },
    {
      title: 'a bare array whose 129th tool has no name, at its first character',
      doc: [...manyTools(128).tools, { description: 'Tags a page.', inputSchema: { type: 'object' } }],
      findings: ['MCP123 {'],
    },
    {
      title: 'where VS Code does not look: $defs, a type union, outputSchema',
      doc: hostTools(
        hostTool({ type: 'object', $defs: { list: { type: 'array' } }, properties: { a: { $ref: '#/$defs/list' } } }),
        hostTool({ type: 'object', properties: { a: { type: ['array', 'null'] } } }, 'union'),
        {
          ...hostTool({ type: 'object' }, 'out'),
          outputSchema: { type: 'object', properties: { a: { type: 'array' } } },
        },
      ),
      findings: [],
    },
    {
      title: 'objects that properties, $ref or a composition give a shape, and the root',
      doc: hostTools(
        hostTool({ type: 'object' }, 'root'),
        hostTool({ type: 'object', properties: { a: { type: 'object', properties: {} } } }, 'empty'),
        hostTool(
          { type: 'object', properties: { a: { type: 'object', patternProperties: { '^x-': {} } } } },
          'pattern',
        ),
        hostTool({ type: 'object', properties: { a: { type: 'object', $ref: '#/$defs/x' } } }, 'ref'),
        hostTool({ type: 'object', properties: { a: { type: 'object', oneOf: [{ required: ['b'] }] } } }, 'one_of'),
        hostTool({ type: 'object', properties: { a: { type: 'object', allOf: [{ required: ['b'] }] } } }, 'all_of'),
      ),
      findings: [],
    },
  ],
};
