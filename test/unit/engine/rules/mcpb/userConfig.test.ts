// The MCPB manifest rules of userConfig.ts (MCP910), user_config options: their case tables (userConfig.cases.ts) and
// the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { userConfigCases, userConfigEdges, userConfigRules } from './userConfig.cases';

describe('MCP Bundle manifest: variables and user_config', () => {
  runCases(userConfigRules);
});

describeFindings(userConfigCases);

describeFindings(userConfigEdges);
