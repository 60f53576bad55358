// The MCPB manifest rules of assets.ts (MCP917, MCP918), the icon, icons and localization: their case tables
// (assets.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, findingCases, describeFindings } from '../../ruleCases';
import { assetEdges, iconsAndLocalization, assetRules } from './assets.cases';

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases(assetRules);
});

describe('MCP Bundle manifest: the icon, icons and localization', () => {
  findingCases(iconsAndLocalization);
});

describeFindings(assetEdges);
