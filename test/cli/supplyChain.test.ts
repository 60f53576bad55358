// `mcp-lens check` on the supply-chain fixtures (test/fixtures/cli/supply-chain): the failing config's findings, none on
// the passing one, and the OWASP MCP Top 10 category of each security finding as a SARIF tag. Whether uvx, npx or
// docker are installed here is not the point: MCP714 is off.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Log } from 'sarif';
import { CLI_FIXTURES, codesIn, runCli, runCliJson } from './runCli';
import { sarifValidator } from './sarifSchema';

const ON_ANY_MACHINE = ['--rule', 'MCP714=off'];
const fixture = (name: string) => join(CLI_FIXTURES, 'supply-chain', name);

describe('mcp-lens check: supply-chain rules of client configs', () => {
  it('reports the typosquat, the unpinned packages, the credential over http and the toxic flow; nothing on the good twin', async () => {
    const bad = await runCliJson(['check', '.mcp.json', ...ON_ANY_MACHINE], { cwd: fixture('bad') });
    assert.deepEqual(codesIn(bad.report).sort(), ['MCP713', 'MCP722', 'MCP723', 'MCP723', 'MCP724', 'MCP725']);
    const good = await runCliJson(['check', '.mcp.json', ...ON_ANY_MACHINE], { cwd: fixture('good') });
    assert.deepEqual(codesIn(good.report), []);
  });

  it('tags each SARIF result of a security rule with its OWASP MCP Top 10 category, and its rule too', async () => {
    const r = await runCli(['check', '--format', 'sarif', '.mcp.json', ...ON_ANY_MACHINE], { cwd: fixture('bad') });
    const log = JSON.parse(r.stdout) as Log;
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors));
    const run = log.runs[0]!;
    const tags = Object.fromEntries(
      run.results!.map((x) => [x.ruleId!, (x.properties?.tags as string[] | undefined) ?? []]),
    );
    assert.deepEqual(tags, {
      MCP713: ['security', 'OWASP-MCP01:2025'],
      MCP722: ['security', 'OWASP-MCP04:2025'],
      MCP723: ['security', 'OWASP-MCP04:2025'],
      MCP724: ['security', 'OWASP-MCP01:2025'],
      MCP725: ['security', 'OWASP-MCP06:2025'],
    });
    const rule = (code: string) => run.tool.driver.rules!.find((d) => d.id === code)!;
    assert.deepEqual(rule('MCP602').properties?.tags, ['mcp', 'capabilities', 'security', 'OWASP-MCP03:2025']);
    assert.deepEqual(rule('MCP101').properties?.tags, ['mcp', 'capabilities']);
  });
});
