// The client-config rules of oauthFields.ts (MCP721), OAuth fields of remote servers: their case tables
// (oauthFields.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { CC, CU, VS, ms, vs } from '../../../../helpers/configPaths';
import { runCases, describeFindings } from '../../ruleCases';
import { H, U, M, oauthFieldCases, oauthFieldEdges, oauthFixRules } from './oauthFields.cases';

describeFindings(oauthFieldCases);

describe('MCP721 fixes, each on a failing fixture beside a passing one', () => {
  runCases(oauthFixRules);

  it('a remote server with its OAuth client written right draws no finding of any rule, in each client', () => {
    assert.deepEqual(codes(lintText(VS, vs({ a: { ...H, oauth: { clientId: 'mcp-lens' } } }))), []);
    assert.deepEqual(
      codes(
        lintText(
          CC,
          ms({
            a: {
              ...H,
              oauth: { clientId: 'mcp-lens', callbackPort: 8080, authServerMetadataUrl: M, scopes: ['read'] },
            },
          }),
        ),
      ),
      [],
    );
    assert.deepEqual(
      codes(
        lintText(
          CU,
          ms({
            a: { ...U, auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:A_CLIENT_SECRET}', scopes: ['read'] } },
          }),
        ),
      ),
      [],
    );
  });
});

describeFindings(oauthFieldEdges);
