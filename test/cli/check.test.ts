import { strict as assert } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';
import { CLI_FIXTURES, runCli, tempFolder } from './runCli';

const fixture = (name: string) => join(CLI_FIXTURES, name);

describe('mcp-lens check: exit codes and the text report', () => {
  it('exits 0 and says so when nothing is wrong', async () => {
    const r = await runCli(['check'], { cwd: fixture('clean') });
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.match(r.stdout, /No problems: 1 MCP document checked\./);
    assert.equal(r.stderr, '');
  });

  it('exits 1 on errors and prints them grouped by file, with code, severity, line:column, message and a caret', async () => {
    const r = await runCli(['check'], { cwd: fixture('problems') });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    const out = r.stdout;
    // broken.json before catalog.json: files come in path order, each under its own heading
    const broken = out.indexOf('broken.json  (capabilities');
    const catalog = out.indexOf('catalog.json  (capabilities');
    assert.ok(broken >= 0 && catalog > broken, out);
    assert.match(out.slice(broken, catalog), /10:1 {2}error {2}MCP001 {2}JSON syntax: close brace expected\./);
    const priority =
      /8:58 {2}error {2}MCP302 {2}"priority" must be a number from 0 to 1, not a string \("0\.8"\)\.  \(fixable with --fix\)\n {4}8 \| (.*)\n {4} {2}\| ( *)(\^+)\n/.exec(
        out,
      );
    assert.ok(priority, out);
    assert.equal(priority[1], '      "annotations": { "audience": ["user"], "priority": "0.8" }');
    assert.equal(priority[2]!.length, 57, 'the caret stands under column 58');
    assert.equal(priority[3], '^^^^^', 'one caret per character of "0.8" with its quotes');
    assert.match(out, /15:36 {2}error {2}MCP302 {2}"priority" is 2, outside 0–1/);
    assert.match(out, /3 problems \(3 errors, 0 warnings\) in 2 files; 2 MCP documents checked\./);
    assert.match(out, /1 problem can be fixed with --fix\./);
  });

  it('skips files that are not MCP documents when walking, and says so when one is named', async () => {
    const walked = await runCli(['check'], { cwd: fixture('problems') });
    assert.doesNotMatch(walked.stdout, /notes\.json/);
    const named = await runCli(['check', 'notes.json'], { cwd: fixture('problems') });
    assert.equal(named.code, 0, 'not an MCP document is not an error');
    assert.match(named.stdout, /notes\.json: not an MCP document \(no MCP shape\); skipped\./);
    assert.match(named.stdout, /No problems: 0 MCP documents checked\./);
  });

  it('checks the files and folders given, relative to the working folder', async () => {
    const r = await runCli(['check', 'test/fixtures/cli/clean', 'test/fixtures/cli/problems/catalog.json'], {
      cwd: REPO_ROOT,
    });
    assert.equal(r.code, 1);
    assert.match(r.stdout, /^test\/fixtures\/cli\/problems\/catalog\.json {2}\(capabilities/m);
    assert.match(r.stdout, /2 MCP documents checked/);
  });

  it('counts lines across CRLF line breaks and lines the caret up under tabs', async () => {
    const temp = tempFolder();
    try {
      const text =
        '{\r\n\t"resources": [\r\n\t\t{ "uri": "file:///a", "name": "a", "annotations": { "priority": 5 } }\r\n\t]\r\n}\r\n';
      writeFileSync(join(temp.dir, 'catalog.json'), text);
      const r = await runCli(['check'], { cwd: temp.dir });
      const m = /3:67 {2}error {2}MCP302 .*\n {4}3 \| (.*)\n {4} {2}\| (.*)\n/.exec(r.stdout);
      assert.ok(m, r.stdout);
      assert.equal(m[1], '\t\t{ "uri": "file:///a", "name": "a", "annotations": { "priority": 5 } }');
      assert.equal(m[2], `\t\t${' '.repeat(64)}^`, 'tabs repeated, then one space per character before the column');
    } finally {
      temp.dispose();
    }
  });

  it('--max-warnings turns too many warnings into exit code 1', async () => {
    // .mcplensrc.json there makes MCP302 a warning
    const cwd = fixture('configured');
    assert.equal((await runCli(['check'], { cwd })).code, 0);
    assert.equal((await runCli(['check', '--max-warnings', '1'], { cwd })).code, 0);
    const over = await runCli(['check', '--max-warnings', '0'], { cwd });
    assert.equal(over.code, 1);
    assert.match(over.stdout, /1 problem \(0 errors, 1 warning\)/);
  });

  it('--quiet reports errors only, and the exit code still counts warnings', async () => {
    const cwd = fixture('configured');
    const quiet = await runCli(['check', '--quiet'], { cwd });
    assert.equal(quiet.code, 0);
    assert.doesNotMatch(quiet.stdout, /MCP302/);
    assert.equal((await runCli(['check', '--quiet', '--max-warnings', '0'], { cwd })).code, 1);
    const errors = await runCli(['check', '--quiet'], { cwd: fixture('problems') });
    assert.equal(errors.code, 1);
    assert.match(errors.stdout, /MCP302/);
  });

  it('--rule changes a severity or turns a rule off', async () => {
    const cwd = fixture('problems');
    const off = await runCli(['check', 'catalog.json', '--rule', 'MCP302=off'], { cwd });
    assert.equal(off.code, 0, off.stdout);
    assert.doesNotMatch(off.stdout, /MCP302/);
    const warn = await runCli(['check', 'catalog.json', '--rule', 'mcp302=warning'], { cwd });
    assert.equal(warn.code, 0);
    assert.match(warn.stdout, /8:58 {2}warning {2}MCP302/);
    const last = await runCli(['check', 'catalog.json', '--rule', 'MCP302=off', '--rule', 'MCP302=info'], { cwd });
    assert.match(last.stdout, /8:58 {2}info {2}MCP302/, 'the last --rule for a code wins');
  });

  it('exits 2 on usage errors, naming the problem', async () => {
    const cases: [string[], RegExp][] = [
      [[], /no command given/],
      [['lint'], /unknown command "lint"/],
      [['check', '--format', 'xml'], /--format must be one of text, json, sarif, not "xml"/],
      [['check', '--spec', '2024-11-05'], /--spec must be one of 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28/],
      [['check', '--rule', 'MCP302'], /--rule must look like CODE=SEVERITY/],
      [['check', '--rule', 'MCP302=fatal'], /severity must be one of off, info, warning, error/],
      [['check', '--rule', 'MCP999=off'], /MCP999: there is no such rule/],
      [['check', '--max-warnings', 'many'], /--max-warnings takes a whole number/],
      [['check', '--frobnicate'], /--frobnicate/],
      [['check', 'no/such/folder'], /no\/such\/folder: no such file or folder/],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args, { cwd: fixture('clean') });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message, args.join(' '));
      assert.equal(r.stdout, '', 'nothing on stdout, so a redirected report is never half a report');
    }
  });

  it('--help and --version', async () => {
    const help = await runCli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /mcp-lens check \[paths…\]/);
    assert.match(help.stdout, /Exit codes: 0/);
    assert.equal((await runCli(['check', '--help'])).stdout, help.stdout);
    const version = await runCli(['--version']);
    assert.equal(version.code, 0);
    assert.equal(
      version.stdout.trim(),
      (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    );
  });

  it('exits 2 when a settings file is broken', async () => {
    const temp = tempFolder();
    try {
      writeFileSync(join(temp.dir, '.mcplensrc.json'), '{ "rules": { "MCP302": "off" }\n');
      // clean/ has no settings of its own up to the file system root, so the working folder's apply
      const r = await runCli(['check', fixture('clean')], { cwd: temp.dir });
      assert.equal(r.code, 2, r.stdout + r.stderr);
      assert.match(r.stderr, /\.mcplensrc\.json: not valid JSON/);
    } finally {
      temp.dispose();
    }
  });
});
