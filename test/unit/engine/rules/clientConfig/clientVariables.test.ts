// The client-config rules of clientVariables.ts (MCP709), variables each client replaces: their case tables
// (clientVariables.cases.ts) and the tests that need code of their own.
import { describe } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { variablesEachClientReplaces, clientVariablesSecondRun, clientVariableRules } from './clientVariables.cases';

describeFindings(variablesEachClientReplaces);

describe('client configs: variables per client', () => {
  runCases(clientVariableRules);
});

describeFindings(clientVariablesSecondRun);
