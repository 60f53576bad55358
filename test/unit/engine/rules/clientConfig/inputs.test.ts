// The client-config rules of inputs.ts (MCP706–MCP708, MCP717), VS Code inputs: their case tables (inputs.cases.ts) and
// the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases, describeFindings } from '../../ruleCases';
import { VS } from '../../../../helpers/configPaths';
import { findingLines } from '../../../../helpers/findings';
import { inputCases, inputsSecondRun, inputRules } from './inputs.cases';

describe('client configs: VS Code inputs', () => {
  runCases(inputRules);
});

describeFindings(inputCases);

describeFindings(inputsSecondRun);

describe('client configurations: what the second mutation run asked for, after the cases above', () => {
  it('a reference inside "inputs" is no use of an input, even when "inputs" is a string', () => {
    assert.deepEqual(findingLines(VS, { inputs: '${input:k}', servers: {} }, { only: ['MCP706'] }), []);
  });
});
