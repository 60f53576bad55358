// The client-config rules of rootKey.ts (MCP710, MCP718), the servers key: their case tables (rootKey.cases.ts) and the
// tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases, describeFindings } from '../../ruleCases';
import { CC, CD } from '../../../../helpers/configPaths';
import { rootKeyCases, rootKeySecondRun, rootKeyRules } from './rootKey.cases';
import { V } from './fixtures';

describe('client configs: root keys', () => {
  runCases(rootKeyRules);

  it('MCP718 leaves Claude Desktop settings without servers, and empty files, alone', () => {
    assert.deepEqual(codes(lintText(CD, { preferences: { sidebarMode: 'task' } })), []);
    assert.deepEqual(codes(lintText(CC, '{}')), []);
  });

  it('does not offer a merge that would lose an entry', () => {
    const f = only(lintText(V, { mcpServers: { a: { command: 'x' } }, servers: { a: { command: 'y' } } }), 'MCP710');
    assert.equal(f.length, 1);
    assert.deepEqual(f[0]!.fixes ?? [], []);
  });
});

describeFindings(rootKeyCases);

describeFindings(rootKeySecondRun);

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
  it('both keys, the right one empty: the entries land inside its braces', () => {
    const text = '{\n  "mcpServers": {},\n  "servers": {\n    "b": { "command": "npx" }\n  }\n}';
    assert.equal(
      applyFix(text, lintText(CC, text), 'MCP710'),
      '{\n  "mcpServers": {\n    "b": { "command": "npx" }\n  }\n}',
    );
  });
});
