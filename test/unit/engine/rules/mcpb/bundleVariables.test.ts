// The MCPB manifest rules of bundleVariables.ts (MCP908, MCP909, MCP911), variables in mcp_config: their case tables
// (bundleVariables.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { variableCases, variableEdges, bundleVariableRules } from './bundleVariables.cases';

describe('MCP Bundle manifest: variables and user_config', () => {
  runCases(bundleVariableRules);
});

describeFindings(variableCases);

describeFindings(variableEdges);
