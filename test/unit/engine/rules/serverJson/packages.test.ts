// The server.json rules of packages.ts (MCP808–MCP811), packages and transports: their case tables (packages.cases.ts)
// and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';
import { only, runCases, textOf, describeFindings } from '../../ruleCases';
import { P, S, pkg } from './fixtures';
import {
  packageRules,
  packageEdgeRules,
  hashEdges,
  packageFixes,
  listsOfNonObjects,
  registryBaseUrls,
  runtimeHints,
  mcpbIdentifiers,
  transportTypes,
} from './packages.cases';

describe('server.json: packages and transports', () => {
  runCases(packageRules);
});

describe('server.json: packages and transports at their edges', () => {
  runCases(packageEdgeRules);

  describeFindings(packageFixes);

  it('offers no fix where none is known', () => {
    assert.deepEqual(
      only(lintText(P, pkg({ registryType: 'NPM' })), 'MCP808').map((f) => f.severity),
      ['warning'],
    );
  });
});

// What the second mutation run of rules/serverJson/ asked for (docs/testing.md): the edges that decide a finding.
describe('server.json: what the second mutation run asked for', () => {
  describeFindings(listsOfNonObjects);

  it('packages and remotes that are not arrays of objects are said (they were passed over)', () => {
    assert.equal(
      spanOf(textOf(S({ packages: 'weather-mcp' })), only(lintText(P, S({ packages: 'weather-mcp' })), 'MCP808')[0]!),
      '"weather-mcp"',
    );
    assert.deepEqual(codes(lintText(P, S({ packages: [], remotes: [] }))), []);
  });

  describeFindings(registryBaseUrls);

  describeFindings(hashEdges);

  describeFindings(runtimeHints);

  describeFindings(mcpbIdentifiers);

  describeFindings(transportTypes);
});
