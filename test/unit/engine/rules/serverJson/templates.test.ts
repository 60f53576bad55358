// The server.json rules of templates.ts (MCP815, MCP816), URL and value variables: their case tables
// (templates.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { lintText } from '../../../../helpers/engine';
import { only, runCases, describeFindings } from '../../ruleCases';
import { P, pkg, remote } from './fixtures';
import { templateRules, templateEdgeRules, unusedVariables, undeclaredVariables } from './templates.cases';

describe('server.json: arguments and inputs', () => {
  runCases(templateRules);
});

describe('server.json: URL and value variables at their edges', () => {
  runCases(templateEdgeRules);

  describeFindings(unusedVariables);

  it('an unused variable is tagged unnecessary; an unknown one with nothing near gets no fix', () => {
    const [unused] = only(lintText(P, remote({ variables: { tenant: {} } })), 'MCP816');
    assert.deepEqual(unused?.tags, ['unnecessary']);
    // a package without a url has nothing to check
    assert.deepEqual(only(lintText(P, pkg()), 'MCP815'), []);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  describeFindings(undeclaredVariables);
});
