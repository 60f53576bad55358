import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { catalogDiff } from '../../../common/catalog/catalogDiff';
import type { Catalog as LiveCatalog, JsonObject } from '../../../common/mcp/types';
import { classifyCatalogChanges, type CatalogChange } from '../../../common/savedTests/catalogChanges';
import { EVERYTHING_STDIO, fileScope } from '../../client/fixtures';

const clone = <T>(v: T): T => structuredClone(v);

const search = (): JsonObject => ({
  name: 'search',
  title: 'Search',
  description: 'Searches the notes.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1 },
      mode: { type: 'string', enum: ['fast', 'exact'] },
      filter: {
        type: 'object',
        properties: { tag: { type: 'string' }, kind: { enum: ['note', 'task'] } },
        required: ['tag'],
      },
      limit: { type: 'integer', maximum: 100 },
    },
    required: ['query'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      hits: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
      total: { type: 'integer' },
      status: { type: 'string', enum: ['ok', 'partial'] },
      next: { type: 'string' },
    },
    required: ['hits', 'total', 'status'],
  },
  annotations: { readOnlyHint: true, openWorldHint: false },
});

const write = (): JsonObject => ({
  name: 'write_note',
  description: 'Writes a note.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
});

/** A catalog whose lists a case may replace or change in place. */
interface Catalog {
  tools: JsonObject[];
  resources: JsonObject[];
  resourceTemplates: JsonObject[];
  prompts: JsonObject[];
}

const base = (): Catalog => ({
  tools: [search(), write()],
  resources: [{ uri: 'notes://index', name: 'index', mimeType: 'text/plain' }],
  resourceTemplates: [{ uriTemplate: 'notes://note/{id}', name: 'note', description: 'A note.' }],
  prompts: [
    {
      name: 'summarize',
      description: 'Summarizes.',
      arguments: [
        { name: 'topic', required: true },
        { name: 'style', required: false },
      ],
    },
  ],
});

const tool = (c: Catalog, name: string) => c.tools.find((t) => t.name === name)! as Record<string, any>;

/** Each case changes a copy of the base catalog (the live side) and names what must be found, in order. */
const CASES: readonly {
  readonly title: string;
  readonly change: (live: Catalog) => void;
  readonly breaking?: readonly [code: string, path: string][];
  readonly changes?: readonly [code: string, path: string][];
}[] = [
  {
    title: 'a tool removed',
    change: (c) => (c.tools = c.tools.filter((t) => t.name !== 'write_note')),
    breaking: [['tool-removed', 'tools/write_note']],
  },
  {
    title: 'a resource, a template and a prompt removed',
    change: (c) => {
      c.resources = [];
      c.resourceTemplates = [];
      delete (c as Partial<Catalog>).prompts;
    },
    breaking: [
      ['resource-removed', 'resources/notes://index'],
      ['resource-template-removed', 'resourceTemplates/notes://note/{id}'],
      ['prompt-removed', 'prompts/summarize'],
    ],
  },
  {
    title: 'a tool, resource, template and prompt added',
    change: (c) => {
      c.tools = [...c.tools, { name: 'delete_note', inputSchema: { type: 'object' } }];
      c.resources = [...c.resources, { uri: 'notes://tags', name: 'tags' }];
      c.resourceTemplates = [...c.resourceTemplates, { uriTemplate: 'notes://tag/{tag}', name: 'tag' }];
      c.prompts = [...c.prompts, { name: 'plan' }];
    },
    changes: [
      ['tool-added', 'tools/delete_note'],
      ['resource-added', 'resources/notes://tags'],
      ['resource-template-added', 'resourceTemplates/notes://tag/{tag}'],
      ['prompt-added', 'prompts/plan'],
    ],
  },
  {
    title: 'a required argument added, an optional one added',
    change: (c) => {
      const s = tool(c, 'search').inputSchema;
      s.properties.scope = { type: 'string' };
      s.properties.page = { type: 'integer' };
      s.required.push('scope');
    },
    breaking: [['required-argument-added', 'tools/search/inputSchema/properties/scope']],
    changes: [['optional-argument-added', 'tools/search/inputSchema/properties/page']],
  },
  {
    title: 'an existing argument made required, another made optional',
    change: (c) => (tool(c, 'search').inputSchema.required = ['limit']),
    breaking: [['argument-made-required', 'tools/search/inputSchema/required']],
    changes: [['argument-made-optional', 'tools/search/inputSchema/required']],
  },
  {
    title: 'an argument type changed (and a number widened from integer is fine)',
    change: (c) => {
      const p = tool(c, 'search').inputSchema.properties;
      p.query.type = 'integer';
      p.limit.type = 'number';
    },
    breaking: [['argument-type-changed', 'tools/search/inputSchema/properties/query/type']],
    changes: [['argument-type-widened', 'tools/search/inputSchema/properties/limit/type']],
  },
  {
    title: 'an enum narrowed and another widened',
    change: (c) => {
      const p = tool(c, 'search').inputSchema.properties;
      p.mode.enum = ['exact'];
      p.filter.properties.kind.enum = ['note', 'task', 'event'];
    },
    breaking: [['enum-narrowed', 'tools/search/inputSchema/properties/mode/enum']],
    changes: [['enum-widened', 'tools/search/inputSchema/properties/filter/properties/kind/enum']],
  },
  {
    title: 'nested: a required property added to an object argument, a nested type changed',
    change: (c) => {
      const f = tool(c, 'search').inputSchema.properties.filter;
      f.properties.owner = { type: 'string' };
      f.required = ['tag', 'owner'];
      f.properties.tag.type = 'array';
    },
    breaking: [
      ['required-argument-added', 'tools/search/inputSchema/properties/filter/properties/owner'],
      ['argument-type-changed', 'tools/search/inputSchema/properties/filter/properties/tag/type'],
    ],
  },
  {
    title: 'an argument removed from a closed schema is breaking; from an open one, a change',
    change: (c) => {
      delete tool(c, 'search').inputSchema.properties.limit;
      delete tool(c, 'write_note').inputSchema.properties.text;
    },
    breaking: [['argument-removed', 'tools/search/inputSchema/properties/limit']],
    changes: [['argument-unlisted', 'tools/write_note/inputSchema/properties/text']],
  },
  {
    title: 'a schema closed, a constraint tightened, another loosened',
    change: (c) => {
      tool(c, 'write_note').inputSchema.additionalProperties = false;
      const p = tool(c, 'search').inputSchema.properties;
      p.limit.maximum = 50;
      p.query.minLength = 0;
    },
    breaking: [
      ['argument-constraint-narrowed', 'tools/search/inputSchema/properties/limit/maximum'],
      ['input-schema-closed', 'tools/write_note/inputSchema/additionalProperties'],
    ],
    changes: [['argument-constraint-widened', 'tools/search/inputSchema/properties/query/minLength']],
  },
  {
    title: 'behaviour less safe: read-only to writing (and so destructive by default), closed to open world',
    change: (c) => (tool(c, 'search').annotations = { openWorldHint: true }),
    breaking: [
      ['tool-now-destructive', 'tools/search/annotations/destructiveHint'],
      ['tool-now-open-world', 'tools/search/annotations/openWorldHint'],
      ['tool-no-longer-read-only', 'tools/search/annotations/readOnlyHint'],
    ],
  },
  {
    title: 'behaviour less safe: additive to destructive, idempotent to not',
    change: (c) => (tool(c, 'write_note').annotations = { readOnlyHint: false, openWorldHint: false }),
    breaking: [
      ['tool-now-destructive', 'tools/write_note/annotations/destructiveHint'],
      ['tool-no-longer-idempotent', 'tools/write_note/annotations/idempotentHint'],
    ],
  },
  {
    title: 'behaviour safer, and annotations that change nothing effective',
    change: (c) => {
      tool(c, 'write_note').annotations = { readOnlyHint: true, openWorldHint: false };
      tool(c, 'search').annotations = { readOnlyHint: true, openWorldHint: false, title: 'Search notes' };
    },
    changes: [
      ['annotations-changed', 'tools/search/annotations'],
      ['tool-behaviour-safer', 'tools/write_note/annotations/readOnlyHint'],
    ],
  },
  {
    title: 'outputSchema: a guaranteed property no longer required, a type widened, an enum widened',
    change: (c) => {
      const o = tool(c, 'search').outputSchema;
      o.required = ['hits', 'status'];
      o.properties.status.enum = ['ok', 'partial', 'failed'];
      o.properties.next.type = ['string', 'null'];
      o.properties.hits.items.required = [];
    },
    breaking: [
      ['output-property-no-longer-required', 'tools/search/outputSchema/properties/hits/items/properties/id'],
      ['output-property-type-changed', 'tools/search/outputSchema/properties/next/type'],
      ['output-enum-widened', 'tools/search/outputSchema/properties/status/enum'],
      ['output-property-no-longer-required', 'tools/search/outputSchema/properties/total'],
    ],
  },
  {
    title: 'outputSchema: narrowing what the server returns, and a new property, are changes',
    change: (c) => {
      const o = tool(c, 'search').outputSchema;
      o.properties.total.type = 'integer';
      o.properties.status.enum = ['ok'];
      o.properties.next = { type: 'string', format: 'uri' };
      o.properties.took = { type: 'number' };
      o.required.push('next');
    },
    changes: [
      ['output-property-now-required', 'tools/search/outputSchema/properties/next'],
      ['output-schema-changed', 'tools/search/outputSchema/properties/next'],
      ['output-schema-changed', 'tools/search/outputSchema/properties/status/enum'],
      ['output-property-added', 'tools/search/outputSchema/properties/took'],
    ],
  },
  {
    title: 'outputSchema removed is breaking, added is a change',
    change: (c) => {
      delete tool(c, 'search').outputSchema;
      tool(c, 'write_note').outputSchema = { type: 'object' };
    },
    breaking: [['output-schema-removed', 'tools/search/outputSchema']],
    changes: [['output-schema-added', 'tools/write_note/outputSchema']],
  },
  {
    title: "a template's URI template changed (same name)",
    change: (c) => (c.resourceTemplates[0]!.uriTemplate = 'notes://notes/{id}'),
    breaking: [['resource-template-uri-changed', 'resourceTemplates/notes://note/{id}/uriTemplate']],
  },
  {
    title: 'prompt arguments: a required one added, an optional made required, one unlisted',
    change: (c) =>
      (c.prompts[0]!.arguments = [
        { name: 'style', required: true },
        { name: 'audience', required: true },
      ]),
    breaking: [
      ['required-argument-added', 'prompts/summarize/arguments/audience'],
      ['argument-made-required', 'prompts/summarize/arguments/style/required'],
    ],
    changes: [['argument-unlisted', 'prompts/summarize/arguments/topic']],
  },
  {
    title: 'descriptions, titles, icons and other fields are changes',
    change: (c) => {
      tool(c, 'search').description = 'Finds notes.';
      tool(c, 'search').title = 'Find';
      tool(c, 'write_note').icons = [{ src: 'https://example.com/w.png' }];
      c.resources[0]!.mimeType = 'text/markdown';
      tool(c, 'search').inputSchema.properties.query.description = 'What to look for.';
    },
    changes: [
      ['description-changed', 'tools/search/description'],
      ['argument-schema-changed', 'tools/search/inputSchema/properties/query'],
      ['title-changed', 'tools/search/title'],
      ['icons-changed', 'tools/write_note/icons'],
      ['field-changed', 'resources/notes://index/mimeType'],
    ],
  },
  {
    title: 'a schema that is no longer an object, and items that are not a schema on one side, are changes',
    change: (c) => {
      const s = tool(c, 'search');
      s.inputSchema.properties.limit = true;
      s.inputSchema.properties.filter.items = { type: 'string' };
      s.outputSchema.properties.hits.items = [{ type: 'object' }];
    },
    changes: [
      ['argument-schema-changed', 'tools/search/inputSchema/properties/filter/items'],
      ['argument-schema-changed', 'tools/search/inputSchema/properties/limit'],
      ['output-schema-changed', 'tools/search/outputSchema/properties/hits/items'],
    ],
  },
  {
    title: '$ref schemas are compared as sent: a changed definition is a change to review, not followed',
    change: (c) => {
      const s = tool(c, 'write_note').inputSchema;
      s.$defs = { Text: { type: 'integer' } };
      s.properties.text = { $ref: '#/$defs/Text' };
    },
    changes: [
      ['argument-schema-changed', 'tools/write_note/inputSchema'],
      ['argument-schema-changed', 'tools/write_note/inputSchema/properties/text'],
      ['argument-type-widened', 'tools/write_note/inputSchema/properties/text/type'],
    ],
  },
];

const pairs = (list: readonly CatalogChange[]) => list.map((c) => [c.code, c.path.join('/')]);

describe('classifyCatalogChanges', () => {
  for (const c of CASES) {
    it(c.title, () => {
      const live = clone(base());
      c.change(live);
      const report = classifyCatalogChanges(base(), live);
      assert.deepEqual(pairs(report.breaking), c.breaking ?? [], 'breaking');
      assert.deepEqual(pairs(report.changes), c.changes ?? [], 'changes');
      assert.equal(report.failed, (c.breaking ?? []).length > 0);
      assert.equal(classifyCatalogChanges(base(), live, { strict: true }).failed, true, 'strict fails on any change');
      for (const x of [...report.breaking, ...report.changes]) {
        assert.match(x.message, /^(Tool|Resource|Resource template|Prompt) "[^"]+":? .+\.$/, x.message);
        assert.ok(!x.message.includes('undefined'), x.message);
      }
    });
  }

  it('finds nothing in an unchanged catalog, whatever the order of its lists and keys', () => {
    const live = clone(base());
    live.tools.reverse();
    const s = tool(live, 'search');
    s.inputSchema = Object.fromEntries(Object.entries(s.inputSchema).reverse());
    s.inputSchema.required = [...s.inputSchema.required];
    tool(live, 'search').inputSchema.properties.mode.enum = ['fast', 'exact'];
    const report = classifyCatalogChanges(base(), live, { strict: true });
    assert.deepEqual(report, { breaking: [], changes: [], failed: false });
  });

  it('treats a reordered enum, type or required list as unchanged, and a snapshot without errors as a catalog', () => {
    const live = clone(base());
    const p = tool(live, 'search').inputSchema.properties;
    p.mode.enum = ['exact', 'fast'];
    p.filter.properties.kind.enum.reverse();
    tool(live, 'search').outputSchema.properties.next.type = ['string'];
    tool(live, 'search').outputSchema.required.reverse();
    const asListed: LiveCatalog = { ...live, errors: {} };
    const report = classifyCatalogChanges(base(), asListed);
    assert.deepEqual(pairs(report.breaking), []);
    // the schemas' text differs, but not what they accept or promise
    assert.deepEqual(pairs(report.changes), []);
  });

  it('says in its message what was expected and what is there now', () => {
    const live = clone(base());
    tool(live, 'search').inputSchema.properties.mode.enum = ['exact'];
    tool(live, 'search').inputSchema.properties.query.type = 'integer';
    tool(live, 'write_note').annotations = { openWorldHint: false };
    const messages = classifyCatalogChanges(base(), live).breaking.map((c) => c.message);
    assert.deepEqual(messages, [
      'Tool "search": the argument "mode" no longer accepts "fast" (snapshot: ["fast","exact"]; now: ["exact"]).',
      'Tool "search": the argument "query" no longer accepts string (snapshot: string; now: integer).',
      'Tool "write_note" is less safe: additive only before, may destroy now ' +
        '(snapshot: destructiveHint: false; now: destructiveHint not set, default true).',
      'Tool "write_note" is less safe: idempotent before, not idempotent now ' +
        '(snapshot: idempotentHint: true; now: idempotentHint not set, default false).',
    ]);
  });

  it('is deterministic: the same report whatever order the live server lists its items in', () => {
    const live = clone(base());
    tool(live, 'search').inputSchema.required.push('limit');
    live.tools = [...live.tools, { name: 'b' }, { name: 'a' }];
    const again = clone(live);
    again.tools.reverse();
    assert.deepEqual(classifyCatalogChanges(base(), live), classifyCatalogChanges(base(), again));
  });

  it('compares 1,000 tools, every one changed, in one pass', () => {
    const many = (n: number, required: string[]) =>
      Array.from({ length: n }, (_, i) => ({
        name: `tool_${i}`,
        inputSchema: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } }, required },
        annotations: { readOnlyHint: true },
      }));
    const report = classifyCatalogChanges({ tools: many(1000, []) }, { tools: many(1000, ['b']).reverse() });
    assert.equal(report.breaking.length, 1000);
    assert.equal(report.breaking[0]!.name, 'tool_0');
    assert.equal(report.breaking[999]!.name, 'tool_999');
  });

  it('shares its matching with the Servers tree diff (catalogDiff, now in common/)', () => {
    const live = clone(base());
    live.tools.pop();
    assert.deepEqual(catalogDiff(base(), live).changes, [
      { list: 'tools', key: 'write_note', change: 'removed', fields: [] },
    ]);
  });
});

describe('classifyCatalogChanges against server-everything (a real catalog, then a breaking release of it)', () => {
  const { pool } = fileScope();

  it('finds nothing between two starts, and the breaking changes of a mutated copy', async () => {
    const { connection } = pool.make('everything-catalog');
    await connection.start(EVERYTHING_STDIO);
    const snapshot = clone(connection.catalog!);
    assert.ok(snapshot.tools!.length > 5);
    assert.deepEqual(classifyCatalogChanges(snapshot, connection.catalog!, { strict: true }).failed, false);

    const release = clone(snapshot) as unknown as { tools: Record<string, any>[]; prompts: Record<string, any>[] };
    release.tools = release.tools.filter((t) => t.name !== 'get-env');
    const sum = release.tools.find((t) => t.name === 'get-sum')!;
    sum.inputSchema.properties.c = { type: 'number' };
    sum.inputSchema.required = [...(sum.inputSchema.required ?? []), 'c'];
    const echo = release.tools.find((t) => t.name === 'echo')!;
    echo.annotations = { ...echo.annotations, readOnlyHint: false, destructiveHint: true };
    echo.description = 'Echoes, louder.';
    const structured = release.tools.find((t) => t.name === 'get-structured-content')!;
    structured.outputSchema.required = [];
    const asListed: LiveCatalog = { ...release, errors: {} };
    const report = classifyCatalogChanges(snapshot, asListed);
    const codes = report.breaking.map((c) => `${c.code} ${c.name}`);
    assert.ok(codes.includes('tool-removed get-env'), codes.join('\n'));
    assert.ok(codes.includes('required-argument-added get-sum'), codes.join('\n'));
    assert.ok(codes.includes('tool-now-destructive echo'), codes.join('\n'));
    assert.ok(codes.includes('output-property-no-longer-required get-structured-content'), codes.join('\n'));
    assert.deepEqual(
      report.changes.map((c) => `${c.code} ${c.name}`),
      ['description-changed echo'],
    );
    assert.equal(report.failed, true);
  });
});
