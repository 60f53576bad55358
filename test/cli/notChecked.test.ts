import { strict as assert } from 'node:assert';
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { misbehavingBuild } from '../helpers/misbehaving/build';
import { REPO_ROOT } from '../helpers/paths';
import { HANG_IN_RULE, THROW_IN_RULE } from '../helpers/misbehaving/hooks';
import { runCli, runCliJson, tempFolder, type CliRun, type JsonReport } from './runCli';

/** Far above what a fresh worker needs for a small file, even on a crowded machine; the hanging file waits it out. */
const LIMIT_SECONDS = 8;

const TOOL = (description: string) =>
  JSON.stringify({ tools: [{ name: 'get_weather', description, inputSchema: { type: 'object' } }] }, null, 2);

/** Runs a test build of the command line (its check worker hangs or throws on marked files). */
function runMisbehaving(cliJs: string, args: readonly string[], cwd: string): Promise<CliRun> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      [cliJs, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? error.code : 0;
        if (typeof code !== 'number') reject(new Error(`the test CLI did not run: ${error?.message}\n${stderr}`));
        else resolve({ code, stdout, stderr });
      },
    ),
  );
}

describe('mcp-lens check: documents it did not check are problems, in every format', () => {
  it('a file whose analysis never returns is reported not checked (MCP006), the others are checked, and the run ends', async () => {
    const { cliJs } = await misbehavingBuild();
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, '.mcplensrc.json'), JSON.stringify({ analysisTimeLimitSeconds: LIMIT_SECONDS }));
      writeFileSync(join(temp.dir, 'a-hangs.json'), TOOL(`Returns the weather. ${HANG_IN_RULE}`));
      writeFileSync(join(temp.dir, 'b-fine.json'), TOOL('Returns the weather.'));
      const [json, text, sarifRun] = await Promise.all([
        runMisbehaving(cliJs, ['check', '--format', 'json'], temp.dir),
        runMisbehaving(cliJs, ['check'], temp.dir),
        runMisbehaving(cliJs, ['check', '--format', 'sarif'], temp.dir),
      ]);
      assert.equal(json.code, 2, 'a file not checked is a failure of ours');
      const report = JSON.parse(json.stdout) as JsonReport;
      const byPath = new Map(report.documents.map((d) => [d.path, d]));
      assert.deepEqual(
        byPath.get('a-hangs.json')?.problems.map((p) => [p.code, p.rule, p.severity]),
        [['MCP006', 'analysis-stopped', 'info']],
      );
      assert.match(
        byPath.get('a-hangs.json')!.problems[0]!.message,
        new RegExp(`^Not checked: analysis took longer than ${LIMIT_SECONDS} s`),
      );
      assert.ok(
        byPath.get('b-fine.json')?.problems.some((p) => p.code === 'MCP206'),
        'the next file gets a fresh worker',
      );
      assert.equal(report.summary.infos, 1);
      assert.match(report.failures.join('\n'), /a-hangs\.json: Not checked: analysis took longer than/);

      assert.match(
        text.stdout,
        /a-hangs\.json {2}\(not checked\)\n {2}1:1 {2}info {2}MCP006 {2}Not checked: analysis took longer than/,
      );
      assert.match(
        text.stdout,
        /2 problems \(0 errors, 1 warning, 1 info\) in 2 files; 1 MCP document checked, 1 not checked\./,
      );
      assert.match(text.stderr, /mcp-lens: a-hangs\.json: Not checked/);

      const sarif = JSON.parse(sarifRun.stdout);
      const run = sarif.runs[0];
      const result = run.results.find((r: { ruleId: string }) => r.ruleId === 'MCP006');
      assert.equal(run.tool.driver.rules[result.ruleIndex].name, 'analysis-stopped');
      assert.equal(run.invocations[0].executionSuccessful, false);
    } finally {
      temp.dispose();
    }
  });

  it('a live catalog whose analysis never returns is reported not checked, against the revision --spec names', async () => {
    const { cliJs } = await misbehavingBuild();
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, '.mcplensrc.json'), JSON.stringify({ analysisTimeLimitSeconds: LIMIT_SECONDS }));
      const server = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'manyTools.mjs');
      const env = { MCP_LENS_FIXTURE_TOOLS: '1', MCP_LENS_FIXTURE_DESCRIPTION: `Returns the weather. ${HANG_IN_RULE}` };
      mkdirSync(join(temp.dir, '.vscode'));
      writeFileSync(
        join(temp.dir, '.vscode', 'mcp.json'),
        JSON.stringify({ servers: { hangs: { command: process.execPath, args: [server], env } } }),
      );
      const args = ['check', '--server', 'hangs', '--spec', '2025-06-18', '--format', 'json'];
      const run = await runMisbehaving(cliJs, args, temp.dir);
      assert.equal(run.code, 2, run.stderr);
      const [document] = (JSON.parse(run.stdout) as JsonReport).documents;
      assert.deepEqual(
        document?.problems.map((p) => p.code),
        ['MCP006'],
      );
      assert.equal(document?.spec, '2025-06-18', 'the revision asked for, not the newest');
    } finally {
      temp.dispose();
    }
  });

  it('a rule that throws is shown among the problems (MCP004) as well as failing the run', async () => {
    const { cliJs } = await misbehavingBuild();
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, 'tools.json'), TOOL(`Returns the weather. ${THROW_IN_RULE}`));
      const r = await runMisbehaving(cliJs, ['check', '--format', 'json'], temp.dir);
      assert.equal(r.code, 2);
      const problems = (JSON.parse(r.stdout) as JsonReport).documents[0]!.problems;
      assert.deepEqual(problems.map((p) => p.code).sort(), ['MCP004', 'MCP206']);
      assert.match(
        problems.find((p) => p.code === 'MCP004')!.message,
        /rule MCP990: a bug in a rule; other checks still ran/,
      );
    } finally {
      temp.dispose();
    }
  });

  it('too large (MCP002) and too deep (MCP003) documents are problems with their codes, counted in the summary', async () => {
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, '.mcplensrc.json'), JSON.stringify({ maxDocumentSize: 4096 }));
      writeFileSync(join(temp.dir, 'big.json'), JSON.stringify({ tools: [], padding: 'x'.repeat(8000) }));
      writeFileSync(join(temp.dir, 'deep.json'), `{"tools": ${'['.repeat(1000)}${']'.repeat(1000)}}`);
      const { run, report } = await runCliJson(['check'], { cwd: temp.dir });
      assert.equal(run.code, 0, 'not checking what the settings leave out is not a failure');
      const byPath = new Map(report.documents.map((d) => [d.path, d.problems.map((p) => [p.code, p.rule])]));
      assert.deepEqual(byPath.get('big.json'), [['MCP002', 'document-too-large']]);
      assert.deepEqual(byPath.get('deep.json'), [['MCP003', 'document-too-deep']]);
      assert.equal(report.summary.documents, 2);
      assert.equal(report.summary.notChecked, 2);
      assert.equal(report.summary.infos, 2);
      const text = await runCli(['check'], { cwd: temp.dir });
      assert.match(
        text.stdout,
        /big\.json {2}\(not checked\)\n {2}1:1 {2}info {2}MCP002 {2}MCP Lens did not check this document: it is 8 KB, over the 4 KB limit\./,
      );
      // the 257th bracket, at column 266 (after `{"tools": `)
      assert.match(
        text.stdout,
        /deep\.json {2}\(not checked\)\n {2}1:266 {2}info {2}MCP003 {2}MCP Lens did not check this document: its arrays and objects nest more than 256 levels deep/,
      );
      assert.match(
        text.stdout,
        /2 problems \(0 errors, 0 warnings, 2 info\) in 2 files; 0 MCP documents checked, 2 not checked\./,
      );
      const sarif = JSON.parse((await runCli(['check', '--format', 'sarif'], { cwd: temp.dir })).stdout);
      assert.deepEqual(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId).sort(), ['MCP002', 'MCP003']);
    } finally {
      temp.dispose();
    }
  });

  it('explains the notices like the rules', async () => {
    const r = await runCli(['explain', 'MCP006']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /^MCP006 {2}analysis-stopped/);
    assert.match(r.stdout, /A notice, not a rule/);
  });
});
