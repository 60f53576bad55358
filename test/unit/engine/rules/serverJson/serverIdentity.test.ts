// The server.json rules of serverIdentity.ts (MCP804–MCP807, MCP819–MCP822), identity: their case tables
// (serverIdentity.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { identityRules, identityEdgeRules, websiteFixes, deprecatedKeys } from './serverIdentity.cases';

describe('server.json: identity', () => {
  runCases(identityRules);
});

// The edges of each check, where mutation testing (docs/testing.md) found that no test held.
describe('server.json: identity at its edges', () => {
  runCases(identityEdgeRules);

  describeFindings(deprecatedKeys);

  describeFindings(websiteFixes);
});
