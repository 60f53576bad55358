// The server.json rules of arguments.ts (MCP812–MCP814), arguments, variables and inputs: their case tables
// (arguments.cases.ts) and the tests that need code of their own.
import { describe, it } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import {
  argumentRules,
  argumentEdgeRules,
  transportHeaderNames,
  argumentFixes,
  variablesAreInputs,
  headerNameCase,
  argumentTypeGuess,
  namedArgumentNames,
  valueRepeatsFlag,
  valueIsAString,
} from './arguments.cases';

describe('server.json: arguments and inputs', () => {
  runCases(argumentRules);
});

describe('server.json: arguments, variables and inputs at their edges', () => {
  runCases(argumentEdgeRules);

  describeFindings(argumentFixes);
});

// What the second mutation run of rules/serverJson/ asked for (docs/testing.md): the edges that decide a finding.
describe('server.json: what the second mutation run asked for', () => {
  describeFindings(variablesAreInputs);

  describeFindings(transportHeaderNames);

  describeFindings(headerNameCase);

  describeFindings(argumentTypeGuess);

  describeFindings(namedArgumentNames);

  it("a named argument's name: blanks around the flag are no value, and blanks alone no name", () => {});

  describeFindings(valueRepeatsFlag);

  describeFindings(valueIsAString);
});
