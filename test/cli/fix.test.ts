import { strict as assert } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_FIXTURES, codesIn, runCli, runCliJson, tempCopy } from './runCli';

describe('mcp-lens check --fix', () => {
  it('applies the safe fixes in place, repeatedly until stable, and leaves the rest', async () => {
    const copy = tempCopy('fixable');
    try {
      const file = join(copy.dir, 'catalog.json');
      const before = readFileSync(file, 'utf8');
      const { run, report } = await runCliJson(['check', '--fix'], { cwd: copy.dir });
      assert.equal(run.code, 1, 'priority 3 has no safe fix and stays an error');
      const after = readFileSync(file, 'utf8');
      // "priorty": "0.25" needs two passes: the key is renamed, then the value found under it becomes a number
      assert.equal(
        after,
        before
          .replace('{ "priorty": "0.25" }', '{ "priority": 0.25 }')
          .replace('{ "priority": "0.75" }', '{ "priority": 0.75 }'),
      );
      assert.equal(report.documents[0]!.fixesApplied, 3);
      assert.equal(report.summary.fixesApplied, 3);
      assert.deepEqual(
        codesIn(report).filter((c) => c === 'MCP302' || c === 'MCP306'),
        ['MCP302'],
      );
      assert.equal(
        report.documents[0]!.problems.find((p) => p.code === 'MCP302')!.message,
        '"priority" is 3, outside 0–1: 1 means effectively required, 0 entirely optional.',
      );

      const again = await runCliJson(['check', '--fix'], { cwd: copy.dir });
      assert.equal(again.report.summary.fixesApplied, 0, 'a second run finds nothing left to fix');
      assert.equal(readFileSync(file, 'utf8'), after);
    } finally {
      copy.dispose();
    }
  });

  it('reports what it fixed in the text format, and keeps a byte-order mark', async () => {
    const copy = tempCopy('problems');
    try {
      const file = join(copy.dir, 'catalog.json');
      writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
      const r = await runCli(['check', '--fix', 'catalog.json'], { cwd: copy.dir });
      assert.match(r.stdout, /1 fix applied\./);
      assert.doesNotMatch(r.stdout, /not a string/);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.startsWith('\uFEFF{'), 'the BOM stays');
      assert.match(text, /"priority": 0\.8 \}/);
      assert.match(text, /"priority": 2 \}/);
    } finally {
      copy.dispose();
    }
  });

  it('leaves files alone without --fix', async () => {
    const before = readFileSync(join(CLI_FIXTURES, 'fixable', 'catalog.json'), 'utf8');
    const r = await runCli(['check'], { cwd: join(CLI_FIXTURES, 'fixable') });
    assert.equal(r.code, 1);
    assert.match(r.stdout, /2 problems can be fixed with --fix\./);
    assert.equal(readFileSync(join(CLI_FIXTURES, 'fixable', 'catalog.json'), 'utf8'), before);
  });
});
