// The client-config rules of clientFields.ts (MCP711), fields a client ignores: their case tables
// (clientFields.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { ms } from '../../../../helpers/configPaths';
import { codes, lintText } from '../../../../helpers/engine';
import { runCases, describeFindings } from '../../ruleCases';
import { fieldsEachClientReads, clientFieldsSecondRun, clientFieldRules } from './clientFields.cases';

describeFindings(fieldsEachClientReads);

describe('client configs: fields a client ignores', () => {
  runCases(clientFieldRules);

  it('says nothing about unknown keys in files of unknown clients (Kiro, Roo)', () => {
    assert.deepEqual(
      codes(
        lintText(
          '.kiro/settings/mcp.json',
          ms({ a: { command: 'uvx', args: ['x@1.0.0'], disabled: false, autoApprove: [] } }),
        ),
      ),
      [],
    );
  });
});

describeFindings(clientFieldsSecondRun);
