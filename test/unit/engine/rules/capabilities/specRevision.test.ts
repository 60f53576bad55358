// The capability rules of specRevision.ts (MCP010, MCP011), fields newer or older than the target revision: their case
// tables (specRevision.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, spanOf, lintText } from '../../../../helpers/engine';
import { toolWith, withSchema } from './fixtures';
import { describeFindings } from '../../ruleCases';
import { at, revisionEdges, whatIsAResult } from './specRevision.cases';

const lint = (text: string, options = {}) => lintText('tools.json', text, options);

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

describeFindings(revisionEdges);

describeFindings(whatIsAResult);
