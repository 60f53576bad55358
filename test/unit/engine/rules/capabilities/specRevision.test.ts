import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, withSchema, tools } from './fixtures';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { transcript } from '../../../../helpers/transcript';

const lint = (text: string, options = {}) => lintText('tools.json', text, options);

const at = (protocolVersion: string | undefined, body: Record<string, unknown>) =>
  JSON.stringify(protocolVersion ? { protocolVersion, ...body } : body, null, 2);

describe('spec revisions (MCP010, MCP011)', () => {
  describe('MCP010 newer than the target revision', () => {
    it('reports icons under 2025-06-18 and title/outputSchema under 2025-03-26, with a removal fix', () => {
      const text = at('2025-06-18', { tools: [toolWith({ icons: [] })] });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP010']);
      assert.equal(spanOf(text, f[0]!), '"icons"');
      assert.match(f[0]!.message, /added to Tool in MCP 2025-11-25/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP010'))), []);
      assert.deepEqual(codes(lint(at('2025-03-26', { tools: [toolWith({ title: 'Sum' })] }))), ['MCP010']);
    });
    it('takes the revision from the setting when the document names none', () => {
      const f = lint(at(undefined, { tools: [toolWith({ icons: [] })] }), { specVersion: '2025-06-18' });
      assert.deepEqual(codes(f), ['MCP010']);
      assert.match(f[0]!.message, /mcpLens\.specVersion/);
    });
    it('reports x-mcp-header before 2026-07-28, resource_link before 2025-06-18 and resultType before 2026-07-28', () => {
      const schema = { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } };
      assert.deepEqual(codes(lint(at('2025-11-25', { tools: [withSchema(schema)] }))), ['MCP010']);
      assert.deepEqual(
        codes(lint(at('2025-03-26', { content: [{ type: 'resource_link', uri: 'file:///a', name: 'a' }] }))),
        ['MCP010'],
      );
      assert.deepEqual(codes(lint(at('2025-11-25', { resultType: 'complete', tools: [toolWith({})] }))), ['MCP010']);
      assert.deepEqual(
        codes(
          lint(
            at('2025-03-26', {
              resources: [{ uri: 'file:///a', name: 'a', annotations: { lastModified: '2025-01-01T00:00:00Z' } }],
            }),
          ),
        ),
        ['MCP010'],
      );
    });
    it('takes an unknown protocolVersion date as the revision before it, but not a day that does not exist', () => {
      assert.deepEqual(codes(lint(at('2025-07-01', { tools: [toolWith({ icons: [] })] }))), ['MCP010']);
      assert.deepEqual(codes(lint(at('2025-06-31', { tools: [toolWith({ icons: [] })] }))), []);
    });
    it('accepts every field under the newest revision', () => {
      const tool = toolWith({ title: 'Sum', icons: [], _meta: {}, outputSchema: { type: 'object' } });
      assert.deepEqual(
        codes(lint(at('2026-07-28', { resultType: 'complete', ttlMs: 1000, cacheScope: 'public', tools: [tool] }))),
        [],
      );
    });
  });

  describe('MCP011 removed in the target revision', () => {
    it('reports execution under 2026-07-28 as deprecated and removes it', () => {
      const text = at(undefined, { tools: [toolWith({ execution: { taskSupport: 'optional' } })] });
      const f = lint(text);
      assert.deepEqual(codes(f), ['MCP011']);
      assert.deepEqual(f[0]!.tags, ['deprecated']);
      assert.match(f[0]!.message, /io\.modelcontextprotocol\/tasks/);
      assert.deepEqual(codes(lint(applyFix(text, f, 'MCP011'))), []);
    });
    it('accepts execution under 2025-11-25, and reports it as too new under 2025-06-18', () => {
      const tool = toolWith({ execution: { taskSupport: 'optional' } });
      assert.deepEqual(codes(lint(at('2025-11-25', { tools: [tool] }))), []);
      assert.deepEqual(codes(lint(at(undefined, { tools: [tool] }), { specVersion: '2025-11-25' })), []);
      assert.deepEqual(codes(lint(at('2025-06-18', { tools: [tool] }))), ['MCP010']);
    });
  });
});

describe('fields newer or older than the target revision (MCP010, MCP011) at their edges', () => {
  const cases: [string, string, string[], EngineOptions?][] = [
    [
      '2025-03-26: every newer field of a tool, with the setting named',
      tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      [
        'MCP010 warning "\\"title\\"": "title" was added to Tool in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "      },\\n      \\"title\\": \\"T\\","→"      },"',
        'MCP010 warning "\\"outputSchema\\"": "outputSchema" was added to Tool in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "outputSchema": "      \\"title\\": \\"T\\",\\n      \\"outputSchema\\": {\\n        \\"type\\": \\"object\\"\\n      },"→"      \\"title\\": \\"T\\","',
        'MCP010 warning "\\"_meta\\"": "_meta" was added to Tool in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "      },\\n      \\"_meta\\": {},"→"      },"',
        'MCP010 warning "\\"icons\\"": "icons" was added to Tool in MCP 2025-11-25; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      \\"_meta\\": {},\\n      \\"icons\\": [],"→"      \\"_meta\\": {},"',
        'MCP010 warning "\\"execution\\"": "execution" was added to Tool in MCP 2025-11-25; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "execution": "      \\"icons\\": [],\\n      \\"execution\\": {}"→"      \\"icons\\": []"',
      ],
      { specVersion: '2025-03-26' },
    ],
    [
      '2025-06-18: only the fields of 2025-11-25',
      tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      [
        'MCP010 warning "\\"icons\\"": "icons" was added to Tool in MCP 2025-11-25; the target revision is MCP 2025-06-18 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      \\"_meta\\": {},\\n      \\"icons\\": [],"→"      \\"_meta\\": {},"',
        'MCP010 warning "\\"execution\\"": "execution" was added to Tool in MCP 2025-11-25; the target revision is MCP 2025-06-18 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "execution": "      \\"icons\\": [],\\n      \\"execution\\": {}"→"      \\"icons\\": []"',
      ],
      { specVersion: '2025-06-18' },
    ],
    [
      '2025-11-25: all of them are known',
      tools(toolWith({ title: 'T', outputSchema: { type: 'object' }, _meta: {}, icons: [], execution: {} })),
      [],
      { specVersion: '2025-11-25' },
    ],
    [
      '2026-07-28: execution was removed',
      tools(toolWith({ execution: { taskSupport: 'optional' } })),
      [
        'MCP011 warning "\\"execution\\"": "execution" was removed from Tool in MCP 2026-07-28 (tasks moved to the io.modelcontextprotocol/tasks extension, so tools no longer declare task support); the target revision is MCP 2026-07-28 (the mcpLens.specVersion setting). Remove it. [deprecated] ‖ Remove "execution" (preferred): "      },\\n      \\"execution\\": {\\n        \\"taskSupport\\": \\"optional\\"\\n      }"→"      }"',
      ],
      { specVersion: '2026-07-28' },
    ],
    [
      'no protocolVersion and no setting: the newest revision, said so',
      tools(toolWith({ execution: {} })),
      [
        'MCP011 warning "\\"execution\\"": "execution" was removed from Tool in MCP 2026-07-28 (tasks moved to the io.modelcontextprotocol/tasks extension, so tools no longer declare task support); the document names no protocolVersion, so it is checked against the newest revision, MCP 2026-07-28 (set "mcpLens.specVersion" if the server speaks an older one). Remove it. [deprecated] ‖ Remove "execution" (preferred): "      },\\n      \\"execution\\": {}"→"      }"',
      ],
    ],
    [
      "a document's protocolVersion, named as it is or as the revision it means",
      JSON.stringify({ protocolVersion: '2025-03-26', tools: [toolWith({ title: 'T' })] }, null, 2),
      [
        'MCP010 warning "\\"title\\"": "title" was added to Tool in MCP 2025-06-18; this document targets MCP 2025-03-26 (its protocolVersion), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "      },\\n      \\"title\\": \\"T\\""→"      }"',
      ],
    ],
    [
      'a protocolVersion between two revisions is named with the revision it means',
      JSON.stringify({ protocolVersion: '2025-05-01', tools: [toolWith({ icons: [] })] }, null, 2),
      [
        'MCP010 warning "\\"icons\\"": "icons" was added to Tool in MCP 2025-11-25; this document\'s protocolVersion 2025-05-01 means MCP 2025-03-26, whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      },\\n      \\"icons\\": []"→"      }"',
      ],
    ],
    [
      'resources, templates, prompts, their arguments and annotations in 2025-03-26',
      JSON.stringify(
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
      [
        'MCP010 warning "\\"title\\"": "title" was added to Resource in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "      \\"name\\": \\"a\\",\\n      \\"title\\": \\"A\\","→"      \\"name\\": \\"a\\","',
        'MCP010 warning "\\"_meta\\"": "_meta" was added to Resource in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "      \\"title\\": \\"A\\",\\n      \\"_meta\\": {},"→"      \\"title\\": \\"A\\","',
        'MCP010 warning "\\"icons\\"": "icons" was added to Resource in MCP 2025-11-25; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      \\"_meta\\": {},\\n      \\"icons\\": [],"→"      \\"_meta\\": {},"',
        'MCP010 warning "\\"lastModified\\"": "lastModified" was added to Annotations in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "lastModified": "      \\"annotations\\": {\\n        \\"lastModified\\": \\"2025-01-01T00:00:00Z\\""→"      \\"annotations\\": {"',
        'MCP010 warning "\\"title\\"": "title" was added to ResourceTemplate in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "      \\"name\\": \\"b\\",\\n      \\"title\\": \\"B\\","→"      \\"name\\": \\"b\\","',
        'MCP010 warning "\\"_meta\\"": "_meta" was added to ResourceTemplate in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "      \\"title\\": \\"B\\",\\n      \\"_meta\\": {},"→"      \\"title\\": \\"B\\","',
        'MCP010 warning "\\"icons\\"": "icons" was added to ResourceTemplate in MCP 2025-11-25; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      \\"_meta\\": {},\\n      \\"icons\\": [],"→"      \\"_meta\\": {},"',
        'MCP010 warning "\\"lastModified\\"": "lastModified" was added to Annotations in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "lastModified": "      \\"annotations\\": {\\n        \\"lastModified\\": \\"2025-01-01T00:00:00Z\\""→"      \\"annotations\\": {"',
        'MCP010 warning "\\"title\\"": "title" was added to Prompt in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "      \\"name\\": \\"p\\",\\n      \\"title\\": \\"P\\","→"      \\"name\\": \\"p\\","',
        'MCP010 warning "\\"_meta\\"": "_meta" was added to Prompt in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "      \\"title\\": \\"P\\",\\n      \\"_meta\\": {},"→"      \\"title\\": \\"P\\","',
        'MCP010 warning "\\"icons\\"": "icons" was added to Prompt in MCP 2025-11-25; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-11-25 or newer. ‖ Remove "icons": "      \\"_meta\\": {},\\n      \\"icons\\": [],"→"      \\"_meta\\": {},"',
        'MCP010 warning "\\"title\\"": "title" was added to PromptArgument in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "title": "          \\"name\\": \\"x\\",\\n          \\"title\\": \\"X\\""→"          \\"name\\": \\"x\\""',
      ],
      { specVersion: '2025-03-26' },
    ],
    [
      "content blocks, resource_link, embedded contents and a result's fields in 2025-03-26",
      JSON.stringify(
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
      [
        'MCP010 warning "\\"_meta\\"": "_meta" was added to content block in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "      \\"text\\": \\"a\\",\\n      \\"_meta\\": {},"→"      \\"text\\": \\"a\\","',
        'MCP010 warning "\\"lastModified\\"": "lastModified" was added to Annotations in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "lastModified": "      \\"annotations\\": {\\n        \\"lastModified\\": \\"2025-01-01T00:00:00Z\\""→"      \\"annotations\\": {"',
        'MCP010 warning "\\"resource_link\\"": Content type "resource_link" was added in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients do not know it. Embed the resource ("type": "resource") or target a newer revision.',
        'MCP010 warning "\\"_meta\\"": "_meta" was added to resource contents in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "_meta": "        \\"text\\": \\"b\\",\\n        \\"_meta\\": {}"→"        \\"text\\": \\"b\\""',
        'MCP010 warning "\\"structuredContent\\"": "structuredContent" was added to result in MCP 2025-06-18; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2025-06-18 or newer. ‖ Remove "structuredContent": "  ],\\n  \\"structuredContent\\": {},"→"  ],"',
        'MCP010 warning "\\"resultType\\"": "resultType" was added to result in MCP 2026-07-28; the target revision is MCP 2025-03-26 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2026-07-28 or newer. ‖ Remove "resultType": "  \\"structuredContent\\": {},\\n  \\"resultType\\": \\"complete\\""→"  \\"structuredContent\\": {}"',
      ],
      { specVersion: '2025-03-26' },
    ],
    [
      "a JSON-RPC response's result is the result",
      JSON.stringify(
        { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'a' }], ttlMs: 5, cacheScope: 'x' } },
        null,
        2,
      ),
      [
        'MCP010 warning "\\"ttlMs\\"": "ttlMs" was added to result in MCP 2026-07-28; the target revision is MCP 2025-11-25 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2026-07-28 or newer. ‖ Remove "ttlMs": "    ],\\n    \\"ttlMs\\": 5,"→"    ],"',
        'MCP010 warning "\\"cacheScope\\"": "cacheScope" was added to result in MCP 2026-07-28; the target revision is MCP 2025-11-25 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2026-07-28 or newer. ‖ Remove "cacheScope": "    \\"ttlMs\\": 5,\\n    \\"cacheScope\\": \\"x\\""→"    \\"ttlMs\\": 5"',
      ],
      { specVersion: '2025-11-25' },
    ],
    [
      'x-mcp-header anywhere in an input schema before 2026-07-28; fine from it',
      tools(
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
      [
        'MCP010 warning "\\"x-mcp-header\\"": "x-mcp-header" was added in MCP 2026-07-28; the target revision is MCP 2025-11-25 (the mcpLens.specVersion setting), whose clients send no Mcp-Param headers. Remove it, or target 2026-07-28. ‖ Remove "x-mcp-header": "            \\"type\\": \\"string\\",\\n            \\"x-mcp-header\\": \\"Id\\""→"            \\"type\\": \\"string\\""',
        'MCP010 warning "\\"x-mcp-header\\"": "x-mcp-header" was added in MCP 2026-07-28; the target revision is MCP 2025-11-25 (the mcpLens.specVersion setting), whose clients send no Mcp-Param headers. Remove it, or target 2026-07-28. ‖ Remove "x-mcp-header": "                \\"type\\": \\"string\\",\\n                \\"x-mcp-header\\": \\"K\\""→"                \\"type\\": \\"string\\""',
      ],
      { specVersion: '2025-11-25' },
    ],
    [
      'x-mcp-header in 2026-07-28 is no finding',
      tools(
        toolWith({
          name: 'a',
          inputSchema: { type: 'object', properties: { id: { type: 'string', 'x-mcp-header': 'Id' } } },
        }),
      ),
      [],
      { specVersion: '2026-07-28' },
    ],
    [
      "keys named like Object's own properties are not fields of any revision",
      tools(toolWith({ constructor: 1, toString: 2 })),
      [
        'MCP113 info "\\"constructor\\"": "constructor" is not a tool field; clients ignore it. Put custom data under "_meta" instead.',
        'MCP113 info "\\"toString\\"": "toString" is not a tool field; clients ignore it. Put custom data under "_meta" instead.',
      ],
      { specVersion: '2025-03-26' },
    ],
  ];
  for (const [title, doc, expected, options] of cases) {
    it(title, () => assert.deepEqual(transcript('tools.json', doc, { options }), expected));
  }
});

describe('which objects are results, for the fields of a result (MCP010)', () => {
  const TTL =
    '"ttlMs" was added to result in MCP 2026-07-28; the target revision is MCP 2025-11-25 (the mcpLens.specVersion setting), whose clients ignore it. Remove it, or target 2026-07-28 or newer.';
  const revisionFindings = (doc: unknown, options: EngineOptions = { specVersion: '2025-11-25' }) =>
    lintText('catalog.json', JSON.stringify(doc, null, 2), options)
      .filter((f) => f.code === 'MCP010' || f.code === 'MCP011')
      .map((f) => f.message);
  const lists: [string, unknown][] = [
    ['tools', []],
    ['resources', []],
    ['resourceTemplates', []],
    ['prompts', []],
    ['messages', [{ role: 'user', content: { type: 'text', text: 'x' } }]],
    ['content', [{ type: 'text', text: 'x' }]],
    ['contents', [{ uri: 'file:///a', text: 'x' }]],
  ];
  for (const [key, value] of lists) {
    it(`an object with "${key}" is a result`, () =>
      assert.deepEqual(revisionFindings({ [key]: value, ttlMs: 5 }), [TTL]));
  }

  it('without "jsonrpc", a "result" key is a field like any other: the object itself is the result', () => {
    assert.deepEqual(revisionFindings({ tools: [], ttlMs: 5, result: { ttlMs: 1 } }), [TTL]);
  });

  it('an object with none of those lists (a lone tool) is no result', () => {
    assert.deepEqual(revisionFindings({ name: 'a', inputSchema: { type: 'object' }, ttlMs: 5 }), []);
  });

  it('"auto" as the setting is no setting: the message says the newest revision was taken', () => {
    assert.deepEqual(
      revisionFindings(
        { tools: [{ name: 'a', inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' } }] },
        { specVersion: 'auto' },
      ),
      [
        '"execution" was removed from Tool in MCP 2026-07-28 (tasks moved to the io.modelcontextprotocol/tasks extension, so tools no longer declare task support); the document names no protocolVersion, so it is checked against the newest revision, MCP 2026-07-28 (set "mcpLens.specVersion" if the server speaks an older one). Remove it.',
      ],
    );
  });
});
