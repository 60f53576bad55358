// The client-config rules of secrets.ts (MCP713), credentials in plain text: their case tables (secrets.cases.ts) and
// the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { CC, CD, ms } from '../../../../helpers/configPaths';
import { lintText, applyFix } from '../../../../helpers/engine';
import { only, runCases, textOf, describeFindings, findingCases } from '../../ruleCases';
import { SECRET, credentialCases, credentialsSecondRun, percentEscapes, secretRules } from './secrets.cases';
import { V, GEN, vsWith } from './fixtures';

describeFindings(credentialCases);

describe('MCP713 secrets in plain text', () => {
  runCases(secretRules);

  it('never repeats the secret in a message', () => {
    for (const [path, doc] of [
      [V, vsWith({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET } } })],
      [CC, ms({ a: { command: 'node', args: [`--token=${SECRET}`] } })],
      [CD, ms({ a: { command: 'node', env: { KEY: SECRET } } })],
    ] as const) {
      const f = only(lintText(path, doc), 'MCP713');
      assert.equal(f.length, 1, path);
      assert.ok(!f[0]!.message.includes(SECRET) && !f[0]!.message.includes(SECRET.slice(4, 20)), f[0]!.message);
      for (const fix of f[0]!.fixes ?? []) assert.ok(!fix.title.includes(SECRET));
    }
  });

  it('leaves placeholders and references alone', () => {
    const values = [
      '${input:key}',
      '${env:KEY}',
      '${KEY}',
      '<your-api-key>',
      'YOUR_API_KEY',
      'your-token-here',
      'xxxxxxxxxxxxxxxxxxxx',
      '[REDACTED_API_KEY]',
      'sk-xxxxxxxxxxxxxxxxxxxxxxxx',
      '$JIRA_API_TOKEN',
    ];
    for (const v of values) {
      assert.deepEqual(only(lintText(GEN, ms({ a: { command: 'node', env: { API_KEY: v } } })), 'MCP713'), [], v);
    }
    assert.deepEqual(
      only(
        lintText(
          GEN,
          ms({ a: { command: 'node', args: ['--mask-sensitive-data-in-logs', 'disk-cleanup-everything-now'] } }),
        ),
        'MCP713',
      ),
      [],
    );
  });
});

describe('client configs overall', () => {
  it("applying a fix never touches the secret's neighbours", () => {
    const bad = textOf(ms({ a: { command: 'node', env: { GITHUB_TOKEN: SECRET, OTHER: 'keep' } } }));
    const fixed = applyFix(bad, lintText(CC, bad), 'MCP713');
    assert.deepEqual(JSON.parse(fixed).mcpServers.a.env, { GITHUB_TOKEN: '${GITHUB_TOKEN}', OTHER: 'keep' });
  });
});

describe('credentials in plain text: what the second mutation run asked for', () => {
  findingCases(credentialsSecondRun);

  it('a password that the user name holds too: the fix replaces the password, not the user (it replaced the user)', () => {
    const text = JSON.stringify(ms({ a: { type: 'http', url: 'https://admin:admin@e.com/mcp' } }), null, 2);
    const fixed = applyFix(text, lintText(CC, text), 'MCP713');
    assert.equal(JSON.parse(fixed).mcpServers.a.url, 'https://admin:${A_TOKEN}@e.com/mcp');
  });
});

describeFindings(percentEscapes);
