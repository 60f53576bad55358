import { strict as assert } from 'node:assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { CLI_JS, runCliJson, tempFolder } from './runCli';

describe('mcp-lens mcp passes its own checks', () => {
  const project = tempFolder();
  after(() => project.dispose());
  mkdirSync(join(project.dir, '.vscode'));
  writeFileSync(
    join(project.dir, '.vscode', 'mcp.json'),
    JSON.stringify({ servers: { lens: { command: process.execPath, args: [CLI_JS, 'mcp'] } } }),
  );

  it('mcp-lens check --server on it reports no warning and no error', async () => {
    const { run, report } = await runCliJson(['check', '--server', 'lens'], { cwd: project.dir });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(report.failures, []);
    assert.equal(report.summary.errors, 0, JSON.stringify(report.documents[0]?.problems, null, 2));
    assert.equal(report.summary.warnings, 0, JSON.stringify(report.documents[0]?.problems, null, 2));
    // hints only: destructiveHint and idempotentHint stated on the read-only tools (MCP204), on purpose
    const left = new Set(report.documents[0]!.problems.map((p) => `${p.severity} ${p.code}`));
    assert.deepEqual([...left], ['hint MCP204']);
  });
});
