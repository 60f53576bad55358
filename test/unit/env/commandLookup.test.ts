import { strict as assert } from 'node:assert';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CommandLookup } from '../../../server/src/env/commandLookup';

describe('CommandLookup (real files in a temporary PATH)', () => {
  let dir: string;
  let bin: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcp-lens-path-'));
    bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'fake-mcp-server'), '#!/bin/sh\n');
    chmodSync(join(bin, 'fake-mcp-server'), 0o755);
    writeFileSync(join(bin, 'not-executable'), 'data');
    chmodSync(join(bin, 'not-executable'), 0o644);
    writeFileSync(join(bin, 'tool.CMD'), '@echo off\n');
    mkdirSync(join(dir, 'project', 'scripts'), { recursive: true });
    writeFileSync(join(dir, 'project', 'scripts', 'run'), '#!/bin/sh\n');
    chmodSync(join(dir, 'project', 'scripts', 'run'), 0o755);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('answers unknown at first, looks up in the background, reports the answer once and caches it', async () => {
    const resolved: [string, boolean][] = [];
    let done!: () => void;
    const settled = new Promise<void>((r) => (done = r));
    const lookup = new CommandLookup({
      env: { PATH: `/nonexistent:${bin}` },
      platform: 'linux',
      onDidResolve: (c, f) => (resolved.push([c, f]), resolved.length === 2 && done()),
    });
    assert.equal(lookup.commandExists('fake-mcp-server'), undefined);
    assert.equal(lookup.commandExists('surely-missing-mcp'), undefined);
    assert.equal(lookup.commandExists('fake-mcp-server'), undefined, 'a running lookup is not started twice');
    await settled;
    assert.deepEqual(resolved.sort(), [
      ['fake-mcp-server', true],
      ['surely-missing-mcp', false],
    ]);
    assert.equal(lookup.commandExists('fake-mcp-server'), true);
    assert.equal(lookup.commandExists('surely-missing-mcp'), false);
    assert.equal(resolved.length, 2, 'cached answers are not reported again');
  });

  it('needs the file to be executable on POSIX', async () => {
    const lookup = new CommandLookup({ env: { PATH: bin }, platform: 'linux' });
    assert.equal(await lookup.lookup('not-executable'), false);
    assert.equal(await lookup.lookup(join(bin, 'fake-mcp-server')), true, 'absolute paths are checked directly');
    assert.equal(await lookup.lookup(join(bin, 'missing')), false);
  });

  it('never judges commands with variables or ~, and resolves relative paths only against a known directory', async () => {
    const lookup = new CommandLookup({ env: { PATH: bin }, platform: 'linux' });
    assert.equal(lookup.commandExists('${workspaceFolder}/bin/server'), undefined);
    assert.equal(lookup.commandExists('~/.bun/bin/bunx'), undefined);
    assert.equal(lookup.commandExists('./scripts/run'), undefined);
    assert.equal(lookup.commandExists(''), undefined);
    const inProject = new CommandLookup({ env: { PATH: bin }, platform: 'linux', cwd: join(dir, 'project') });
    assert.equal(await inProject.lookup('./scripts/run'), true);
    assert.equal(await inProject.lookup('scripts/missing'), false);
  });

  it('follows Windows rules: Path in any case, ";" separators and PATHEXT', async () => {
    const lookup = new CommandLookup({ env: { Path: `C:\\nowhere;${bin}`, PATHEXT: '.EXE;.CMD' }, platform: 'win32' });
    assert.equal(await lookup.lookup('tool'), true);
    assert.equal(await lookup.lookup('tool.CMD'), true);
    assert.equal(await lookup.lookup('fake-mcp-server'), false, 'an extensionless file is not a Windows command');
  });

  it('forgets its answers on clear()', async () => {
    const lookup = new CommandLookup({ env: { PATH: bin }, platform: 'linux' });
    assert.equal(await lookup.lookup('fake-mcp-server'), true);
    lookup.clear();
    assert.equal(lookup.commandExists('fake-mcp-server'), undefined);
  });
});
