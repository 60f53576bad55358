// The specRevision tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { toolWith, tools } from './fixtures';
import type { FindingTable } from '../../ruleCases';

export const at = (protocolVersion: string | undefined, body: Record<string, unknown>) =>
  JSON.stringify(protocolVersion ? { protocolVersion, ...body } : body, null, 2);

export const revisionEdges: FindingTable = {
  title: 'fields newer or older than the target revision (MCP010, MCP011) at their edges',
  path: 'tools.json',
  cases: [
    {
      title: '2025-03-26: every newer field of a tool, with the setting named',
      doc: tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      options: { specVersion: '2025-03-26' },
      findings: [
        'MCP010 "title" ⇒       },\n      "title": "T", →       },',
        'MCP010 "outputSchema" ⇒       "title": "T",\n' +
          '      "outputSchema": {\n' +
          '        "type": "object"\n' +
          '      }, →       "title": "T",',
        'MCP010 "_meta" ⇒       },\n      "_meta": {}, →       },',
        'MCP010 "icons" ⇒       "_meta": {},\n      "icons": [], →       "_meta": {},',
        'MCP010 "execution" ⇒       "icons": [],\n      "execution": {} →       "icons": []',
      ],
    },
    {
      title: '2025-06-18: only the fields of 2025-11-25',
      doc: tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      options: { specVersion: '2025-06-18' },
      findings: [
        'MCP010 "icons" ⇒       "_meta": {},\n      "icons": [], →       "_meta": {},',
        'MCP010 "execution" ⇒       "icons": [],\n      "execution": {} →       "icons": []',
      ],
    },
    {
      title: '2025-11-25: all of them are known',
      doc: tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      options: { specVersion: '2025-11-25' },
      findings: [],
    },
    {
      title: '2026-07-28: execution was removed',
      doc: tools(toolWith({ execution: { taskSupport: 'optional' } })),
      options: { specVersion: '2026-07-28' },
      findings: [
        'MCP011 "execution" ⇒       },\n' +
          '      "execution": {\n' +
          '        "taskSupport": "optional"\n' +
          '      } →       }',
      ],
    },
    {
      title: 'no protocolVersion and no setting: the newest revision, said so',
      doc: tools(toolWith({ execution: {} })),
      findings: ['MCP011 "execution" ⇒       },\n      "execution": {} →       }'],
    },
    {
      title: "a document's protocolVersion, named as it is or as the revision it means",
      doc: JSON.stringify({ protocolVersion: '2025-03-26', tools: [toolWith({ title: 'T' })] }, null, 2),
      findings: ['MCP010 "title" ⇒       },\n      "title": "T" →       }'],
    },
    {
      title: 'a protocolVersion between two revisions is named with the revision it means',
      doc: JSON.stringify({ protocolVersion: '2025-05-01', tools: [toolWith({ icons: [] })] }, null, 2),
      findings: ['MCP010 "icons" ⇒       },\n      "icons": [] →       }'],
    },
    {
      title: 'resources, templates, prompts, their arguments and annotations in 2025-03-26',
      doc: JSON.stringify(
        {
          resources: [
            {
              uri: 'file:///a',
              name: 'a',
              title: 'A',
              _meta: {},
              icons: [],
              annotations: { lastModified: '2025-01-01T00:00:00Z' },
            },
          ],
          resourceTemplates: [
            {
              uriTemplate: 'file:///{a}',
              name: 'b',
              title: 'B',
              _meta: {},
              icons: [],
              annotations: { lastModified: '2025-01-01T00:00:00Z' },
            },
          ],
          prompts: [{ name: 'p', title: 'P', _meta: {}, icons: [], arguments: [{ name: 'x', title: 'X' }] }],
        },
        null,
        2,
      ),
      options: { specVersion: '2025-03-26' },
      findings: [
        'MCP010 "title" ⇒       "name": "a",\n      "title": "A", →       "name": "a",',
        'MCP010 "_meta" ⇒       "title": "A",\n      "_meta": {}, →       "title": "A",',
        'MCP010 "icons" ⇒       "_meta": {},\n      "icons": [], →       "_meta": {},',
        'MCP010 "lastModified" ⇒       "annotations": {\n' +
          '        "lastModified": "2025-01-01T00:00:00Z" →       "annotations": {',
        'MCP010 "title" ⇒       "name": "b",\n      "title": "B", →       "name": "b",',
        'MCP010 "_meta" ⇒       "title": "B",\n      "_meta": {}, →       "title": "B",',
        'MCP010 "icons" ⇒       "_meta": {},\n      "icons": [], →       "_meta": {},',
        'MCP010 "lastModified" ⇒       "annotations": {\n' +
          '        "lastModified": "2025-01-01T00:00:00Z" →       "annotations": {',
        'MCP010 "title" ⇒       "name": "p",\n      "title": "P", →       "name": "p",',
        'MCP010 "_meta" ⇒       "title": "P",\n      "_meta": {}, →       "title": "P",',
        'MCP010 "icons" ⇒       "_meta": {},\n      "icons": [], →       "_meta": {},',
        'MCP010 "title" ⇒           "name": "x",\n          "title": "X" →           "name": "x"',
      ],
    },
    {
      title: "content blocks, resource_link, embedded contents and a result's fields in 2025-03-26",
      doc: JSON.stringify(
        {
          content: [
            { type: 'text', text: 'a', _meta: {}, annotations: { lastModified: '2025-01-01T00:00:00Z' } },
            { type: 'resource_link', uri: 'file:///a', name: 'a' },
            { type: 'resource', resource: { uri: 'file:///b', text: 'b', _meta: {} } },
          ],
          structuredContent: {},
          resultType: 'complete',
        },
        null,
        2,
      ),
      options: { specVersion: '2025-03-26' },
      findings: [
        'MCP010 "_meta" ⇒       "text": "a",\n      "_meta": {}, →       "text": "a",',
        'MCP010 "lastModified" ⇒       "annotations": {\n' +
          '        "lastModified": "2025-01-01T00:00:00Z" →       "annotations": {',
        'MCP010 "resource_link"',
        'MCP010 "_meta" ⇒         "text": "b",\n        "_meta": {} →         "text": "b"',
        'MCP010 "structuredContent" ⇒   ],\n  "structuredContent": {}, →   ],',
        'MCP010 "resultType" ⇒   "structuredContent": {},\n' + '  "resultType": "complete" →   "structuredContent": {}',
      ],
    },
    {
      title: "a JSON-RPC response's result is the result",
      doc: JSON.stringify(
        { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'a' }], ttlMs: 5, cacheScope: 'x' } },
        null,
        2,
      ),
      options: { specVersion: '2025-11-25' },
      findings: [
        'MCP010 "ttlMs" ⇒     ],\n    "ttlMs": 5, →     ],',
        'MCP010 "cacheScope" ⇒     "ttlMs": 5,\n    "cacheScope": "x" →     "ttlMs": 5',
      ],
    },
    {
      title: 'x-mcp-header anywhere in an input schema before 2026-07-28; fine from it',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: {
              id: { type: 'string', 'x-mcp-header': 'Id' },
              deep: { type: 'object', properties: { k: { type: 'string', 'x-mcp-header': 'K' } } },
            },
          },
        }),
      ),
      options: { specVersion: '2025-11-25' },
      findings: [
        'MCP010 "x-mcp-header" ⇒             "type": "string",\n' +
          '            "x-mcp-header": "Id" →             "type": "string"',
        'MCP010 "x-mcp-header" ⇒                 "type": "string",\n' +
          '                "x-mcp-header": "K" →                 "type": "string"',
      ],
    },
    {
      title: 'x-mcp-header in 2026-07-28 is no finding',
      doc: tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', properties: { id: { type: 'string', 'x-mcp-header': 'Id' } } },
        }),
      ),
      options: { specVersion: '2026-07-28' },
      findings: [],
    },
    {
      title: "keys named like Object's own properties are not fields of any revision",
      doc: tools(toolWith({ constructor: 1, toString: 2 })),
      options: { specVersion: '2025-03-26' },
      findings: ['MCP113 "constructor"', 'MCP113 "toString"'],
    },
  ],
};

const RESULT_LISTS: [string, unknown][] = [
  ['tools', []],
  ['resources', []],
  ['resourceTemplates', []],
  ['prompts', []],
  ['messages', [{ role: 'user', content: { type: 'text', text: 'x' } }]],
  ['content', [{ type: 'text', text: 'x' }]],
  ['contents', [{ uri: 'file:///a', text: 'x' }]],
];

export const whatIsAResult: FindingTable = {
  title: 'which objects are results, for the fields of a result (MCP010)',
  path: 'catalog.json',
  only: ['MCP010', 'MCP011'],
  options: { specVersion: '2025-11-25' },
  cases: [
    ...RESULT_LISTS.map(([key, value]) => {
      // the fix removes "ttlMs" with the comma after the line before it
      const before = (value as unknown[]).length ? '  ]' : `  "${key}": []`;
      return {
        title: `an object with "${key}" is a result`,
        doc: { [key]: value, ttlMs: 5 },
        findings: [`MCP010 "ttlMs" ⇒ ${before},\n  "ttlMs": 5 → ${before}`],
      };
    }),
    {
      title: 'without "jsonrpc", a "result" key is a field like any other: the object itself is the result',
      doc: { tools: [], ttlMs: 5, result: { ttlMs: 1 } },
      findings: ['MCP010 "ttlMs" ⇒   "tools": [],\n  "ttlMs": 5, →   "tools": [],'],
    },
    {
      title: 'an object with none of those lists (a lone tool) is no result',
      doc: { name: 'a', inputSchema: { type: 'object' }, ttlMs: 5 },
      findings: [],
    },
    {
      title: '"auto" as the setting is no setting: the message says the newest revision was taken',
      doc: { tools: [{ name: 'a', inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' } }] },
      options: { specVersion: 'auto' },
      findings: [
        'MCP011 "execution" ⇒       },\n' +
          '      "execution": {\n' +
          '        "taskSupport": "optional"\n' +
          '      } →       }',
      ],
    },
  ],
};
