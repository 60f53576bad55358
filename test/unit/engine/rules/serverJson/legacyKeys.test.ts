// The server.json rules of legacyKeys.ts (MCP818), pre-camelCase keys: their case tables (legacyKeys.cases.ts) and the
// tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { lintText } from '../../../../helpers/engine';
import { only, runCases, describeFindings } from '../../ruleCases';
import { P, S } from './fixtures';
import { legacyKeyEdgeRules, legacyKeyRules, renamedKeys, legacyKeyFixes } from './legacyKeys.cases';

describe('server.json: pre-camelCase keys at their edges', () => {
  runCases(legacyKeyEdgeRules);

  describeFindings(renamedKeys);

  describeFindings(legacyKeyFixes);
});

describe('server.json: icons and legacy keys', () => {
  runCases(legacyKeyRules);

  it('_meta is free-form', () => {
    assert.deepEqual(
      only(
        lintText(P, S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { is_secret: true } } })),
        'MCP818',
      ),
      [],
    );
  });
});
