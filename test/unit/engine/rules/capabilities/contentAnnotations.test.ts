// The capability rules of contentAnnotations.ts (MCP301–MCP306), content and resource annotations: their case tables
// (contentAnnotations.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../../../helpers/engine';
import { findingCases, describeFindings } from '../../ruleCases';
import { resource, contentAnnotationEdges, aDayAfterNow } from './contentAnnotations.cases';

const block = (annotations: unknown) =>
  JSON.stringify({ content: [{ type: 'text', text: 'hi', annotations }] }, null, 2);

describe('content and resource annotations', () => {
  it('accepts valid annotations', () => {
    assert.deepEqual(
      codes(
        lintText(
          'r.json',
          resource({ audience: ['user', 'assistant'], priority: 0.5, lastModified: '2025-01-12T15:00:58Z' }),
        ),
      ),
      [],
    );
    assert.deepEqual(codes(lintText('c.json', block({ audience: ['assistant'], priority: 1 }))), []);
  });

  describe('MCP301 audience', () => {
    it('reports a bare string and wraps it', () => {
      const text = resource({ audience: 'user' });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP301']);
      assert.equal(spanOf(text, f[0]!), '"user"');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP301'))), []);
    });
    it('reports unknown roles, with a suggestion, and duplicates', () => {
      const text = resource({ audience: ['system', 'user', 'user'] });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP301', 'MCP301']);
      assert.match(f[0]!.message, /"system" is not an MCP role/);
      assert.match(f[1]!.message, /twice/);
    });
    it('reports an empty array', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ audience: [] }))), ['MCP301']);
    });
  });

  describe('MCP302 priority', () => {
    it('reports out of range and clamps', () => {
      const text = resource({ priority: 2 });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP302']);
      assert.equal(spanOf(text, f[0]!), '2');
      assert.equal(f[0]!.severity, 'error');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP302'))), []);
    });
    it('reports a numeric string and converts it', () => {
      const text = block({ priority: '0.8' });
      const f = lintText('c.json', text);
      assert.deepEqual(codes(f), ['MCP302']);
      const fixed = applyFix(text, f, 'MCP302');
      assert.match(fixed, /"priority": 0.8/);
      assert.deepEqual(codes(lintText('c.json', fixed)), []);
    });
    it('accepts the bounds', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 0 }))), []);
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 1 }))), []);
    });
    it('follows a severity override, and off', () => {
      assert.equal(
        lintText('r.json', resource({ priority: 2 }), { rules: { MCP302: 'warning' } })[0]!.severity,
        'warning',
      );
      assert.deepEqual(codes(lintText('r.json', resource({ priority: 2 }), { rules: { MCP302: 'off' } })), []);
    });
  });

  describe('MCP303/MCP304 lastModified', () => {
    it('reports free text', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: 'some time' }))), ['MCP303']);
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: 12 }))), ['MCP303']);
    });
    it('accepts offsets and fractions', () => {
      assert.deepEqual(codes(lintText('r.json', resource({ lastModified: '2025-01-12T15:00:58.123+02:00' }))), []);
    });
    it('reports dates that do not exist, which Date.parse would roll over into the next month', () => {
      for (const lastModified of [
        '2025-02-30T00:00:00Z',
        '2025-02-29T12:00:00Z',
        '2025-04-31',
        '1900-02-29T00:00:00Z',
        '2025-06-31T10:00:00+02:00',
        '2025-01-01T12:30:60Z',
      ]) {
        const f = lintText('r.json', resource({ lastModified }));
        assert.deepEqual(codes(f), ['MCP303'], lastModified);
        assert.deepEqual(f[0]!.fixes ?? [], [], `no "rewrite" fix that would turn ${lastModified} into another day`);
      }
      assert.match(
        lintText('r.json', resource({ lastModified: '2025-02-30T00:00:00Z' }))[0]!.message,
        /February 2025 has 28 days/,
      );
    });
    it('accepts leap days, leap seconds and reduced precision', () => {
      for (const lastModified of [
        '2024-02-29T00:00:00Z',
        '2000-02-29',
        '2016-12-31T23:59:60Z',
        '2025-01-12T15:00Z',
        '2025-01-12 15:00:58',
        '2025-12-31T23:59:59.999-05:00',
      ]) {
        assert.deepEqual(
          codes(lintText('r.json', resource({ lastModified }), { now: () => new Date('2030-01-01T00:00:00Z') })),
          [],
          lastModified,
        );
      }
    });
    it('warns about the future', () => {
      const f = lintText('r.json', resource({ lastModified: '2030-01-01T00:00:00Z' }), {
        now: () => new Date('2026-01-01T00:00:00Z'),
      });
      assert.deepEqual(codes(f), ['MCP304']);
      assert.equal(f[0]!.severity, 'warning');
    });
  });

  describe('MCP305/MCP306 keys', () => {
    it('reports tool hints placed in resource annotations', () => {
      const text = resource({ readOnlyHint: true });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP305']);
      assert.equal(spanOf(text, f[0]!), '"readOnlyHint"');
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP305'))), []);
    });
    it('suggests a known key for a typo', () => {
      const text = resource({ priorty: 0.5 });
      const f = lintText('r.json', text);
      assert.deepEqual(codes(f), ['MCP306']);
      assert.match(f[0]!.message, /did you mean "priority"/);
      assert.deepEqual(codes(lintText('r.json', applyFix(text, f, 'MCP306'))), []);
    });
  });

  it('gives an unrelated JSON file nothing', () => {
    assert.deepEqual(codes(lintText('package.json', { name: 'x', annotations: { priority: 5 } })), []);
    assert.deepEqual(codes(lintText('data.json', { priority: 5, items: [1, 2] })), []);
  });
});

describe('content and resource annotations (MCP301–MCP306) at their edges', () => {
  findingCases(contentAnnotationEdges);

  describeFindings(aDayAfterNow);
});
