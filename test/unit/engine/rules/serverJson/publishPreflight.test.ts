// The registry preflight of publishPreflight.ts (MCP823–MCP825), what `mcp-publisher publish` refuses that the schema
// allows: its case tables (publishPreflight.cases.ts), and which files beside server.json it asks the pipeline for.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { neighbourFilesWanted } from '../../../../../server/src/engine/rules/serverJson/publishPreflight';
import { describeFindings, runCases } from '../../ruleCases';
import { S, npm } from './fixtures';
import { AT, publishPreflightFindings, publishPreflightRules } from './publishPreflight.cases';

describe('server.json: registry preflight (MCP823–MCP825)', () => {
  runCases(publishPreflightRules);
});

describeFindings(publishPreflightFindings);

describe('server.json: registry preflight, the files it reads beside server.json', () => {
  const wanted = (...packages: object[]) => neighbourFilesWanted(parseTree(JSON.stringify(S({ packages }))), AT);

  it('the package.json in its folder when any package is on npm, and nothing otherwise', () => {
    const pypi = npm({ registryType: 'pypi', identifier: 'weather-mcp' });
    assert.deepEqual(wanted(pypi, npm()), ['/work/weather/package.json']);
    assert.deepEqual(wanted(pypi), []);
  });
});
