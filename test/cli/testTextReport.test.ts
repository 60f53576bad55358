// The text report of `mcp-lens test` (cli/src/savedTests/textReporter.ts) as a pure function: colour only when asked,
// long values cut, updated snapshots named, and a run that found nothing.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { FileOutcome, TestRunReport } from '../../cli/src/savedTests/testReport';
import { textReport } from '../../cli/src/savedTests/textReporter';

const failing: FileOutcome = {
  path: 'tests/a.mcptest.json',
  server: 'notes',
  outcome: 'failed',
  error: undefined,
  problems: [],
  catalog: undefined,
  steps: [
    {
      index: 0,
      label: 'reads',
      line: 7,
      passed: false,
      durationMs: 3,
      updated: false,
      failures: [
        {
          expectation: 'structuredContent',
          detail: 'structuredContent.equals',
          expected: { n: 1 },
          actual: 'x'.repeat(5000),
          reason: 'answered other structured content',
          message: 'Step 1 (reads) answered other structured content.',
        },
      ],
    },
    { index: 1, label: 'lists', line: 12, passed: true, durationMs: 2, updated: true, failures: [] },
  ],
  durationMs: 40,
  updated: true,
};

const report: TestRunReport = { files: [failing], durationMs: 41 };

describe('the text report of mcp-lens test', () => {
  it('has no escape codes without colour, and red and green ones with it', () => {
    const plain = textReport(report, false);
    assert.doesNotMatch(plain, /\u001b\[/);
    const coloured = textReport(report, true);
    assert.match(coloured, /\u001b\[31mFAIL\u001b\[0m tests\/a\.mcptest\.json/);
    assert.match(coloured, /\u001b\[31m✗\u001b\[0m Step 1 \(reads\)/);
  });

  it('shows JSON values indented under their label and cuts long ones, saying how much', () => {
    const plain = textReport(report, false);
    assert.match(plain, /✗ Step 1 \(reads\) tests\/a\.mcptest\.json:7\n/);
    assert.match(plain, / {8}expected: \{\n {20}"n": 1\n {18}\}\n/);
    assert.match(plain, / {8}actual: {3}x{4000}… \(1000 more characters\)\n/);
    assert.match(plain, /↻ Step 2 \(lists\): snapshot updated/);
    assert.match(plain, /1 test file: 1 failed · 2 steps: 1 passed, 1 failed · 1 file updated \(41 ms\)\n$/);
  });

  it('says why nothing ran', () => {
    const none = textReport({ files: [], durationMs: 1, error: 'no .mcptest.json files in tests.' }, false);
    assert.equal(none, 'ERROR no .mcptest.json files in tests.\n\n0 test files · 0 steps: 0 passed, 0 failed (1 ms)\n');
  });
});
