// The client-config rules of commandOnPath.ts (MCP714), commands not on PATH: their case tables
// (commandOnPath.cases.ts) and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { CD, ms } from '../../../../helpers/configPaths';
import { describeFindings } from '../../ruleCases';
import { commandsOnThisMachine, commandOnPathSecondRun } from './commandOnPath.cases';
import { V, vsWith } from './fixtures';

describe('MCP714 command not on PATH', () => {
  const doc = vsWith({
    a: { command: 'uvx', args: ['x@1.0.0'] },
    b: { command: '${workspaceFolder}/bin/s' },
    r: { type: 'http', url: 'https://e.com/mcp' },
  });
  it('warns when the injected lookup says the command is missing', () => {
    const asked: string[] = [];
    const f = lintText(V, doc, { commandExists: (c) => (asked.push(c), c.startsWith('$') ? undefined : false) });
    assert.deepEqual(codes(f), ['MCP714']);
    assert.equal(f[0]!.severity, 'warning');
    assert.match(f[0]!.message, /"uvx" was not found on PATH/);
    assert.deepEqual(asked, ['uvx', '${workspaceFolder}/bin/s']);
  });
  it('is silent when the command exists, when the lookup cannot tell, and without a lookup', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => true })), []);
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => undefined })), []);
    assert.deepEqual(codes(lintText(V, doc)), []);
  });
  it("names absolute paths as missing files, and Claude Desktop's shorter PATH", () => {
    const f = lintText(CD, ms({ a: { command: '/opt/nope/server' }, b: { command: 'npx' } }), {
      commandExists: () => false,
    });
    assert.match(f[0]!.message, /does not exist/);
    assert.match(f[1]!.message, /shorter PATH/);
  });
  it('follows the per-code severity setting', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => false, rules: { MCP714: 'off' } })), []);
  });
});

describeFindings(commandsOnThisMachine);

describeFindings(commandOnPathSecondRun);
