// MCP719 on `dev.watch` patterns that match no file: the engine reads no disk, it is told (EngineOptions.watchedFiles).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { watchedFilesKey } from '../../../common/config/watchedFiles';
import { lintText, spanOf } from '../../helpers/engine';
import { only, textOf } from './ruleCases';

const URI = 'file:///ws/app/.vscode/mcp.json';
const BASE = '/ws/app';
const config = (watch: unknown) => textOf({ servers: { notes: { command: 'node', dev: { watch } } } });
const told = (patterns: readonly string[], matches: boolean, base = BASE) => ({
  watchedFiles: new Map([[watchedFilesKey(base, patterns), matches]]),
});
const posixOnly = { skip: process.platform === 'win32' ? 'POSIX file URIs' : false };

describe('MCP719: dev.watch matches no file', posixOnly, () => {
  it('warns at the dev.watch value when no file under the workspace folder matches', () => {
    const text = config('src/**/*.ts');
    const found = only(lintText(URI, text, told(['src/**/*.ts'], false)), 'MCP719');
    assert.equal(found.length, 1);
    assert.equal(spanOf(text, found[0]!), '"src/**/*.ts"');
    assert.equal(found[0]!.severity, 'warning');
    assert.equal(
      found[0]!.message,
      '"dev.watch" of server "notes" matches no file under /ws/app, so no save restarts the server (the patterns are ' +
        'relative to that folder).',
    );
  });

  it('says nothing when a file matches, or when it is not known', () => {
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['src/**/*.ts'], true)), 'MCP719'), []);
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts')), 'MCP719'), []);
    // an answer about other patterns, or about another folder, is not an answer about these
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['lib/**'], false)), 'MCP719'), []);
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['src/**/*.ts'], false, '/ws')), 'MCP719'), []);
  });

  it('asks about a list of patterns as a whole, and reports at the list', () => {
    const patterns = ['src/**/*.ts', '!src/**/*.test.ts'];
    const text = config(patterns);
    const found = only(lintText(URI, text, told(patterns, false)), 'MCP719');
    assert.equal(found.length, 1);
    assert.equal(spanOf(text, found[0]!), JSON.stringify(patterns, null, 2).replace(/\n/g, '\n        '));
    assert.deepEqual(only(lintText(URI, text, told(patterns, true)), 'MCP719'), []);
  });

  it('reports a malformed pattern alone: that it matches nothing follows from it', () => {
    const text = config('src\\**\\*.ts');
    const found = only(lintText(URI, text, told(['src\\**\\*.ts'], false)), 'MCP719');
    assert.deepEqual(
      found.map((f) => spanOf(text, f)),
      ['"src\\\\**\\\\*.ts"'],
    );
    assert.doesNotMatch(found[0]!.message, /matches no file/);
  });

  it('takes the folder of a VS Code file outside .vscode/ (the user profile) as the base', () => {
    const uri = 'file:///home/u/.config/Code/User/mcp.json';
    const found = only(lintText(uri, config('src/**'), told(['src/**'], false, '/home/u/.config/Code/User')), 'MCP719');
    assert.match(found[0]?.message ?? '', /matches no file under \/home\/u\/\.config\/Code\/User,/);
  });
});
