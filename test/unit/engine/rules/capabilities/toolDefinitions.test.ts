// The capability rules of toolDefinitions.ts (MCP101–MCP103, MCP109, MCP110, MCP113, MCP116), tool definitions: their
// case tables (toolDefinitions.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { toolWith, tools, validTool } from './fixtures';
import { findingCases, describeFindings } from '../../ruleCases';
import { HINTS_OUTSIDE, hintsOutsideAnnotations, toolDefinitionEdges } from './toolDefinitions.cases';

const lint = (text: string) => lintText('tools.json', text);

// detection only claims a {tools:[…]} whose every entry has a name, so nameless tools are checked as a mapped file
export const lintMapped = (text: string) =>
  lintText('catalog/tools.json', text, {}, { 'catalog/*.json': 'capabilities' });

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
  findingCases(toolDefinitionEdges);

  describeFindings(hintsOutsideAnnotations);

  it('a hint moved into annotations keeps the annotations there were', () => {
    const doc = HINTS_OUTSIDE;
    const found = lintText('tools.json', doc).filter((f) => f.code === 'MCP113');
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
