// The server.json rules of schemaVersion.ts (MCP801–MCP803), $schema: their case tables (schemaVersion.cases.ts) and
// the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases, describeFindings } from '../../ruleCases';
import { P, CURRENT, base, S } from './fixtures';
import { schemaVersionRules, schemaVersionEdgeRules, schemaFixes } from './schemaVersion.cases';

describe('server.json: $schema', () => {
  runCases(schemaVersionRules);
});

describe('server.json: $schema at its edges', () => {
  runCases(schemaVersionEdgeRules);

  describeFindings(schemaFixes);
});

describe('server.json: what the second mutation run asked for', () => {
  it('$schema: typed without a value, over http, with blanks around it, or a draft URL with more after it', () => {
    const typing = `${JSON.stringify(base).slice(0, -1).replace(`"$schema":"${CURRENT}",`, '')},"$schema"}`;
    assert.deepEqual(codes(lintText(P, typing)), ['MCP001']);
    for (const url of [CURRENT.replace('https:', 'http:'), ` ${CURRENT} `]) {
      assert.deepEqual(codes(lintText(P, S({ $schema: url }))), [], url);
    }
    assert.deepEqual(codes(lintText(P, S({ $schema: 'https://example.com/draft/server.schema.json.bak' }))), [
      'MCP803',
    ]);
  });
});
