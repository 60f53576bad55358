// The MCPB manifest rules of prompts.ts (MCP912, MCP913), prompts: their case tables (prompts.cases.ts) and the tests
// that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { promptCases, promptEdges, promptRules } from './prompts.cases';

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases(promptRules);
});

describeFindings(promptCases);

describeFindings(promptEdges);
