// The test file rules of testFileShape.ts (MCP950–MCP953): their case tables (testFileShape.cases.ts).
import { describe } from 'node:test';
import { describeFindings, runCases } from '../../ruleCases';
import { testFileCases, testFileRules } from './testFileShape.cases';

describe('test files (*.mcptest.json)', () => {
  runCases(testFileRules);
});

describeFindings(testFileCases);
