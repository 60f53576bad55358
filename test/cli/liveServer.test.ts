import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Log } from 'sarif';
import { REPO_ROOT } from '../helpers/paths';
import { CLI_FIXTURES, runCli, runCliJson, tempFolder } from './runCli';
import { sarifValidator } from './sarifSchema';
import { describeWarning, nonProtocolOutputWarning, SERVER_WARNING } from '../../common/mcp/serverWarnings';

const SERVER = join(CLI_FIXTURES, 'servers', 'flawedCatalog.mjs');
const EVERYTHING = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
const BANNER = join(REPO_ROOT, 'test', 'fixtures', 'servers', 'bannerOnStdout.mjs');
const NODE = process.execPath;

const project = tempFolder();
after(() => project.dispose());
const calls = join(project.dir, 'calls.jsonl');
const pidFile = join(project.dir, 'server.pid');
const fixtureEnv = { MCP_LENS_FIXTURE_CALLS: calls, MCP_LENS_FIXTURE_PID: pidFile };

mkdirSync(join(project.dir, '.vscode'));
writeFileSync(
  join(project.dir, '.vscode', 'mcp.json'),
  JSON.stringify(
    {
      inputs: [
        { id: 'token', type: 'promptString', password: true, description: 'API token' },
        { id: 'region', type: 'promptString', description: 'Region', default: 'eu-west' },
      ],
      servers: {
        flawed: { command: NODE, args: ['${env:FIXTURE_SERVER}'], env: fixtureEnv },
        regional: { command: NODE, args: [SERVER], env: { REGION: '${input:region}' } },
        'needs-token': { command: NODE, args: [SERVER], env: { TOKEN: '${input:token}' } },
        crashing: {
          command: NODE,
          args: ['-e', "process.stderr.write('boom: no configuration found\\n'); process.exit(3)"],
        },
        everything: { command: NODE, args: [EVERYTHING, 'stdio'] },
        banner: { command: NODE, args: [BANNER] },
        remote: { type: 'http' },
      },
    },
    null,
    2,
  ),
);
mkdirSync(join(project.dir, 'configs'));
writeFileSync(
  join(project.dir, 'configs', 'claude_desktop_config.json'),
  JSON.stringify({ mcpServers: { desktop: { command: NODE, args: [SERVER] } } }),
);
writeFileSync(
  join(project.dir, '.mcp.json'),
  JSON.stringify({ mcpServers: { shell: { command: NODE, args: ['${FIXTURE_SERVER:-/no/such/server.mjs}'] } } }),
);

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

describe('mcp-lens check --server', () => {
  it('starts the configured server, lints the catalog it lists, never calls a tool, and leaves no process behind', async () => {
    const { run, report } = await runCliJson(['check', '--server', 'flawed'], {
      cwd: project.dir,
      env: { FIXTURE_SERVER: SERVER },
    });
    assert.equal(run.code, 1, run.stderr);
    assert.deepEqual(report.failures, []);
    const doc = report.documents[0]!;
    assert.equal(doc.path, 'flawed (.vscode/mcp.json)');
    assert.equal(doc.kind, 'capabilities');
    assert.deepEqual(
      doc.problems.filter((p) => p.code === 'MCP302').map((p) => [p.severity, p.fixable]),
      [
        ['error', false],
        ['error', false],
      ],
    );
    assert.equal(existsSync(calls), false, 'the server received a tool call');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    assert.ok(processGone(pid), `the server (pid ${pid}) still runs after mcp-lens exited`);
  });

  it('writes valid SARIF that names the live catalog as the extension does', async () => {
    const r = await runCli(['check', '--server', 'flawed', '--format', 'sarif'], {
      cwd: project.dir,
      env: { FIXTURE_SERVER: SERVER },
    });
    const log = JSON.parse(r.stdout) as Log;
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors));
    const uri = log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri!;
    assert.match(uri, /^mcp-lens-catalog:\/flawed\.catalog\.json\?/);
  });

  it("reads any dialect from --config, and expands variables as that file's client does", async () => {
    const desktop = await runCliJson(
      ['check', '--server', 'desktop', '--config', 'configs/claude_desktop_config.json'],
      { cwd: project.dir },
    );
    assert.equal(desktop.run.code, 1, desktop.run.stderr);
    assert.equal(desktop.report.documents[0]!.path, 'desktop (configs/claude_desktop_config.json)');
    // Claude Code's ${VAR:-default}, from the environment of mcp-lens
    const shell = await runCliJson(['check', '--server', 'shell'], {
      cwd: project.dir,
      env: { FIXTURE_SERVER: SERVER },
    });
    assert.equal(shell.run.code, 1, shell.run.stderr);
    assert.ok(shell.report.documents[0]!.problems.some((p) => p.code === 'MCP302'));
    // an input with a default needs no prompt
    assert.equal((await runCli(['check', '--server', 'regional'], { cwd: project.dir })).code, 1);
  });

  it('exits 2, saying why, when the server cannot be checked', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['--server', 'needs-token'],
        /needs-token needs \$\{input:token\} \(API token\), and mcp-lens does not prompt for inputs/,
      ],
      [
        ['--server', 'crashing'],
        /crashing \(\.vscode\/mcp\.json\): could not be checked: The server exited with code 3 \(stderr: boom: no configuration found\)/,
      ],
      [['--server', 'remote'], /remote \(\.vscode\/mcp\.json\) cannot be started: it has no `url` to connect to/],
      [
        ['--server', 'nope'],
        /no server named "nope" in the client configurations of .*; servers found: flawed \(\.vscode\/mcp\.json\), .*shell \(\.mcp\.json\)/,
      ],
      [['--server', 'desktop', '--config', 'configs/missing.json'], /--config .*missing\.json: cannot be read/],
      [
        ['--server', 'flawed', '--config', 'catalog.json'],
        /--config .*catalog\.json: not a client configuration .*detected as capabilities/,
      ],
    ];
    writeFileSync(
      join(project.dir, 'catalog.json'),
      '{ "tools": [{ "name": "a", "inputSchema": { "type": "object" } }] }',
    );
    for (const [args, message] of cases) {
      const r = await runCli(['check', ...args], { cwd: project.dir });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, message, args.join(' '));
      assert.equal(r.stdout, '');
    }
  });

  it('reports non-protocol text on stdout as the editor does: a warning on the catalog, in every format', async () => {
    const explained = describeWarning(nonProtocolOutputWarning('Notes server v1.2.3 starting...')).explained;
    const { run, report } = await runCliJson(['check', '--server', 'banner'], { cwd: project.dir });
    assert.equal(run.code, 0, `a warning, as the editor grades it, fails no run by itself: ${run.stderr}`);
    const warned = report.documents[0]!.problems.filter((p) => p.code === SERVER_WARNING);
    assert.deepEqual(
      warned.map((p) => [p.severity, p.message, p.rule, p.docs]),
      [['warning', explained, null, null]],
    );
    assert.equal(report.summary.warnings, report.documents[0]!.problems.filter((p) => p.severity === 'warning').length);

    const text = await runCli(['check', '--server', 'banner'], { cwd: project.dir });
    assert.ok(text.stdout.includes(`warning  ${SERVER_WARNING}  ${explained}`), text.stdout);
    assert.doesNotMatch(text.stdout, /No problems/);
    assert.equal((await runCli(['check', '--server', 'banner', '--max-warnings', '0'], { cwd: project.dir })).code, 1);

    const sarif = await runCli(['check', '--server', 'banner', '--format', 'sarif'], { cwd: project.dir });
    const log = JSON.parse(sarif.stdout) as Log;
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors));
    const result = log.runs[0]!.results!.find((r) => r.ruleId === SERVER_WARNING)!;
    assert.deepEqual([result.level, result.message.text], ['warning', explained]);
    const rule = log.runs[0]!.tool.driver.rules![result.ruleIndex!]!;
    assert.equal(rule.id, SERVER_WARNING);
  });

  it('checks @modelcontextprotocol/server-everything, a server nobody here wrote', async () => {
    const { run, report } = await runCliJson(['check', '--server', 'everything'], { cwd: project.dir });
    assert.ok(run.code === 0 || run.code === 1, run.stderr);
    assert.deepEqual(report.failures, []);
    assert.equal(report.documents.length, 1);
    assert.equal(report.documents[0]!.path, 'everything (.vscode/mcp.json)');
    assert.equal(run.code, report.summary.errors ? 1 : 0);
  });
});
