import { strict as assert } from 'node:assert';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CommandLookup } from '../../../server/src/env/commandLookup';

describe('CommandLookup cache: bounded, and "not found" expires', () => {
  let bin: string;
  before(() => {
    bin = mkdtempSync(join(tmpdir(), 'mcp-lens-lru-'));
  });
  after(() => rmSync(bin, { recursive: true, force: true }));

  it('finds a command installed after it was looked up once the "not found" answer has expired', async () => {
    let now = 0;
    const lookup = new CommandLookup({ env: { PATH: bin }, platform: 'linux', notFoundTtlMs: 30_000, now: () => now });
    assert.equal(await lookup.lookup('later-installed'), false);
    writeFileSync(join(bin, 'later-installed'), '#!/bin/sh\n');
    chmodSync(join(bin, 'later-installed'), 0o755);
    now = 29_999;
    assert.equal(lookup.commandExists('later-installed'), false, 'still believed within the expiry');
    now = 30_000;
    assert.equal(lookup.commandExists('later-installed'), undefined, 'expired: unknown again while it is looked up');
    assert.equal(await lookup.lookup('later-installed'), true);
    now = 1_000_000;
    assert.equal(lookup.commandExists('later-installed'), true, 'a found command does not expire');
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const lookup = new CommandLookup({ env: { PATH: bin }, platform: 'linux', maxEntries: 3 });
    for (const c of ['a1', 'a2', 'a3']) await lookup.lookup(c);
    assert.equal(lookup.commandExists('a1'), false); // a1 used: a2 is now the oldest
    await lookup.lookup('a4');
    assert.equal(lookup.size, 3);
    assert.equal(lookup.commandExists('a1'), false);
    assert.equal(lookup.commandExists('a3'), false);
    assert.equal(lookup.commandExists('a2'), undefined, 'the least recently used answer was dropped');
    for (let i = 0; i < 50; i++) await lookup.lookup(`many-${i}`);
    assert.equal(lookup.size, 3);
  });
});
