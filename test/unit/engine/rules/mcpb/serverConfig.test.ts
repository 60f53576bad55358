// The MCPB manifest rules of serverConfig.ts (MCP907, MCP914, MCP915), server type, entry point and platform overrides:
// their case tables (serverConfig.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { serverConfigCases, serverConfigEdges, serverConfigRules } from './serverConfig.cases';

describe('MCP Bundle manifest: server', () => {
  runCases(serverConfigRules);
});

describeFindings(serverConfigCases);

describeFindings(serverConfigEdges);
