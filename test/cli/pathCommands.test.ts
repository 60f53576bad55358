import { strict as assert } from 'node:assert';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { codesIn, runCliJson, tempFolder } from './runCli';

describe(
  'mcp-lens check: stdio commands on PATH (MCP714)',
  { skip: process.platform === 'win32' ? 'POSIX executables' : false },
  () => {
    const temp = tempFolder();
    const bin = join(temp.dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'installed-mcp-server'), '#!/bin/sh\n');
    chmodSync(join(bin, 'installed-mcp-server'), 0o755);
    mkdirSync(join(temp.dir, 'project', '.vscode'), { recursive: true });
    writeFileSync(
      join(temp.dir, 'project', '.vscode', 'mcp.json'),
      JSON.stringify(
        {
          servers: { here: { command: 'installed-mcp-server' }, gone: { command: 'surely-not-installed-mcp-server' } },
        },
        null,
        2,
      ),
    );
    const cwd = join(temp.dir, 'project');

    it('looks commands up on the PATH of mcp-lens before reporting, with and without --fix', async () => {
      for (const extra of [[], ['--fix']]) {
        const { report } = await runCliJson(['check', ...extra], { cwd, env: { PATH: bin } });
        const missing = report.documents[0]!.problems.filter((p) => p.code === 'MCP714');
        assert.equal(missing.length, 1, `${extra.join(' ')}: ${JSON.stringify(missing)}`);
        assert.match(missing[0]!.message, /"surely-not-installed-mcp-server" was not found on PATH/);
      }
    });

    it('checkCommandsOnPath: false in the settings file turns the lookup off', async () => {
      writeFileSync(join(cwd, '.mcplensrc.json'), '{ "checkCommandsOnPath": false }');
      try {
        const { report } = await runCliJson(['check'], { cwd, env: { PATH: bin } });
        assert.deepEqual(
          codesIn(report).filter((c) => c === 'MCP714'),
          [],
        );
      } finally {
        temp.dispose();
      }
    });
  },
);
