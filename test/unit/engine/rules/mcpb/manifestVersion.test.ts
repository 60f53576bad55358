// The MCPB manifest rules of manifestVersion.ts (MCP901, MCP902), manifest_version and dxt_version: their case tables
// (manifestVersion.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { manifestVersionCases, manifestVersionEdges, manifestVersionRules } from './manifestVersion.cases';

describe('MCP Bundle manifest: versions', () => {
  runCases(manifestVersionRules);
});

describeFindings(manifestVersionCases);

describeFindings(manifestVersionEdges);
