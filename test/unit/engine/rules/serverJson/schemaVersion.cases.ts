// The schemaVersion tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { FindingTable, PinnedRuleCase } from '../../ruleCases';
import { strict as assert } from 'node:assert';
import { P, CURRENT, S, without } from './fixtures';

/** The registry's schema URL of another date. */
export const at = (date: string) => CURRENT.replace('2025-12-11', date);

export const schemaVersionRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP801',
    title: 'missing, added by the fix',
    path: P,
    bad: without('$schema'),
    good: S(),
    span: '{',
    fixedText:
      '  "version": "1.0.0" →   "version": "1.0.0",\n' +
      '  "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: true,
    severity: 'error',
    fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
  },
  {
    code: 'MCP802',
    title: 'an older released date',
    path: P,
    bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-10-17') }),
    good: S(),
    span: '"https://static.modelcontextprotocol.io/schemas/2025-10-17/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: true,
    severity: 'warning',
  },
  {
    code: 'MCP802',
    title: 'the draft schema',
    path: P,
    bad: S({
      $schema:
        'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json',
    }),
    good: S(),
    span: '"https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: true,
  },
  {
    code: 'MCP803',
    title: 'an unknown date',
    path: P,
    bad: S({ $schema: CURRENT.replace('2025-12-11', '2024-01-01') }),
    good: S(),
    span: '"https://static.modelcontextprotocol.io/schemas/2024-01-01/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: true,
    severity: 'error',
  },
  {
    code: 'MCP803',
    title: 'not a registry schema',
    path: P,
    bad: S({ $schema: 'https://example.com/my.schema.json' }),
    good: S(),
    span: '"https://example.com/my.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: true,
  },
];

export const schemaVersionEdgeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP801',
    title: 'missing, said, at the root, fixed safely',
    path: P,
    bad: without('$schema'),
    good: S(),
    fixedText:
      '  "version": "1.0.0" →   "version": "1.0.0",\n' +
      '  "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    span: '{',
    fix: 'Add the 2025-12-11 $schema',
  },
  {
    code: 'MCP802',
    title: 'an older date, said and updated',
    path: P,
    bad: S({ $schema: at('2025-09-29') }),
    good: S({ $schema: CURRENT.replace('https:', 'http:') }),
    span: '"https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: 'Use the 2025-12-11 schema',
    fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
  },
  {
    code: 'MCP802',
    title: 'the first released date',
    path: P,
    bad: S({ $schema: at('2025-07-09') }),
    good: S({ $schema: ` ${CURRENT} ` }),
    span: '"https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  },
  {
    code: 'MCP802',
    title: 'the draft, said',
    path: P,
    bad: S({ $schema: 'https://example.com/draft/server.schema.json' }),
    good: S(),
    span: '"https://example.com/draft/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    severity: 'warning',
  },
  {
    code: 'MCP803',
    title: 'an unknown date, said',
    path: P,
    bad: S({ $schema: at('2026-01-01') }),
    good: S(),
    span: '"https://static.modelcontextprotocol.io/schemas/2026-01-01/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: 'Use the 2025-12-11 schema',
  },
  {
    code: 'MCP803',
    title: 'not a string, said and replaced',
    path: P,
    bad: S({ $schema: 1 }),
    good: S(),
    span: '1',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fix: 'Use the 2025-12-11 schema',
  },
  {
    code: 'MCP803',
    title: 'another URL, said',
    path: P,
    bad: S({ $schema: 'https://json-schema.org/draft/2020-12/schema' }),
    good: S(),
    span: '"https://json-schema.org/draft/2020-12/schema"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  },
  {
    code: 'MCP803',
    title: 'a registry URL with more after it',
    path: P,
    bad: S({ $schema: `${CURRENT}#` }),
    good: S(),
    span: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json#"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  },
  {
    code: 'MCP803',
    title: 'a registry URL with more before it',
    path: P,
    bad: S({ $schema: `x${CURRENT}` }),
    good: S(),
    span: '"xhttps://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  },
  {
    code: 'MCP803',
    title: 'a date with a slash in it',
    path: P,
    bad: S({ $schema: CURRENT.replace('2025-12-11', '2025/12-11') }),
    good: S(),
    span: '"https://static.modelcontextprotocol.io/schemas/2025/12-11/server.schema.json"',
    fixedText: '"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
  },
];

export const schemaFixes: FindingTable = {
  title: 'the fixes are preferred, and only the added $schema is safe',
  path: P,
  cases: [
    {
      title: "MCP801 without('$schema')",
      doc: without('$schema'),
      only: ['MCP801'],
      findings: [
        'MCP801 { ⇒   "version": "1.0.0" →   "version": "1.0.0",\n' +
          '  "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
      ],
    },
    {
      title: "MCP802 S({ $schema: at('2025-09-29') })",
      doc: S({ $schema: at('2025-09-29') }),
      only: ['MCP802'],
      findings: [
        'MCP802 "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json" ⇒ "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"',
      ],
    },
    {
      title: 'MCP803 S({ $schema: 1 })',
      doc: S({ $schema: 1 }),
      only: ['MCP803'],
      findings: ['MCP803 1 ⇒ "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"'],
    },
  ],
};
