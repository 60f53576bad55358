// The host-profile rules of hostProfiles.ts (MCP122–MCP124): their case tables (hostProfiles.cases.ts), the setting
// that says which hosts the author targets, and the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../../../../common/protocol/settings';
import { codes, lintText } from '../../../../helpers/engine';
import { describeFindings, runCases } from '../../ruleCases';
import { hostProfileFindings, hostProfileRules, hostTool, hostTools, withParameter } from './hostProfiles.cases';

describe('host profiles (MCP122–MCP124)', () => {
  runCases(hostProfileRules);
});

describeFindings(hostProfileFindings);

describe('host profiles: the setting mcpLens.targetHosts', () => {
  it('both hosts by default, known ids only, each once; anything but a list is the default', () => {
    assert.deepEqual(DEFAULT_SETTINGS.targetHosts, ['vscode', 'visual-studio']);
    assert.deepEqual(normalizeSettings({}).targetHosts, ['vscode', 'visual-studio']);
    assert.deepEqual(normalizeSettings({ targetHosts: ['visual-studio', 'cursor', 'vscode', 'vscode'] }).targetHosts, [
      'visual-studio',
      'vscode',
    ]);
    assert.deepEqual(normalizeSettings({ targetHosts: [] }).targetHosts, []);
    assert.deepEqual(normalizeSettings({ targetHosts: 'vscode' }).targetHosts, ['vscode', 'visual-studio']);
  });

  it('a code turned off is not reported, and the rest of its host still is', () => {
    const bad = withParameter({ type: 'array' });
    assert.deepEqual(codes(lintText('tools.json', bad, { rules: { MCP122: 'off' } })), []);
    assert.deepEqual(codes(lintText('tools.json', bad, { rules: { MCP123: 'off' } })), ['MCP122']);
  });
});

describe('host profiles: how deep the schema walk goes', () => {
  /** An input schema whose properties nest `depth` levels deep, with an array without items at the bottom. */
  const nested = (depth: number): object =>
    depth === 0 ? { type: 'array' } : { type: 'object', properties: { next: nested(depth - 1) } };
  const mcp122 = (depth: number) =>
    codes(lintText('tools.json', hostTools(hostTool(nested(depth))))).filter((c) => c === 'MCP122');

  it('64 levels below the root, and no further (a bound on the walk of a generated schema)', () => {
    assert.deepEqual(mcp122(64), ['MCP122']);
    assert.deepEqual(mcp122(65), []);
  });
});
