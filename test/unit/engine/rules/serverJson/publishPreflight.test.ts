// The registry preflight of publishPreflight.ts (MCP823–MCP825), what `mcp-publisher publish` refuses that the schema
// allows: its case tables (publishPreflight.cases.ts).
import { describe } from 'node:test';
import { describeFindings, runCases } from '../../ruleCases';
import { publishPreflightFindings, publishPreflightRules } from './publishPreflight.cases';

describe('server.json: registry preflight (MCP823–MCP825)', () => {
  runCases(publishPreflightRules);
});

describeFindings(publishPreflightFindings);
