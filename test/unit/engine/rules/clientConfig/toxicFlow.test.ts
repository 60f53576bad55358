// MCP725 beyond the well-known packages (toxicFlow.cases.ts): roles read from words, hosts and package names. The
// message layer pins which servers each finding names, and why.
import { describeFindings } from '../../ruleCases';
import { toxicFlowRoles } from './toxicFlow.cases';

describeFindings(toxicFlowRoles);
