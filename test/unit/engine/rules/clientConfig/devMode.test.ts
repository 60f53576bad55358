// The client-config rules of devMode.ts (MCP719, MCP720), VS Code's dev mode: their case tables (devMode.cases.ts) and
// the tests that need code of their own.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';
import { only, runCases, findingCases, describeFindings } from '../../ruleCases';
import { CC, ms } from '../../../../helpers/configPaths';
import {
  noFolderToLookIn,
  URI,
  config,
  told,
  devModeOnThisMachine,
  devModeSecondRun,
  watchMatchesNothing,
  dev,
  devModeRules,
} from './devMode.cases';
import { V } from './fixtures';

const posixOnly = { skip: process.platform === 'win32' ? 'POSIX file URIs' : false };

describe('client configs: VS Code dev mode', () => {
  runCases(devModeRules);

  it('leaves dev alone in other clients’ files, and accepts MCP Lens’s dev.build', () => {
    assert.deepEqual(only(lintText(CC, ms({ a: { command: 'node', dev: { watch: 'src\\x' } } })), 'MCP719'), []);
    const ok = lintText(
      V,
      dev({ watch: ['src/**/*.ts', '!src/**/*.test.ts'], build: 'npm run build', debug: { type: 'node' } }),
    );
    assert.deepEqual(
      codes(ok).filter((c) => c === 'MCP719' || c === 'MCP720'),
      [],
    );
  });
});

describeFindings(devModeOnThisMachine);

describe('MCP719: dev.watch matches no file', posixOnly, () => {
  findingCases(watchMatchesNothing);

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

describeFindings(devModeSecondRun);

describe(
  'dev.watch that matches nothing: what the second mutation run asked for',
  { skip: process.platform === 'win32' ? 'POSIX file URIs' : false },
  () => findingCases(noFolderToLookIn),
);
