// No product file over 600 lines: past that a file holds more than one thing, and a reader has to find which.
// The files are those git tracks, so a new file counts once it is added and build output never does.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from '../helpers/paths';

export const MAX_LINES = 600;
const TREES = ['client', 'server', 'common', 'cli', 'scripts'];
const SOURCE = /\.(ts|mjs|cjs|js)$/;

export interface FileLines {
  readonly path: string;
  readonly lines: number;
}

/** Lines as `wc -l` counts them, plus a last line that has no newline. */
export function lineCount(text: string): number {
  const newlines = text.split('\n').length - 1;
  return text === '' || text.endsWith('\n') ? newlines : newlines + 1;
}

/** Whether a path (relative to the root, with `/`) is product source: a script or module of one of the trees. */
export function isProductSource(path: string): boolean {
  const segments = path.split('/');
  return (
    TREES.includes(segments[0]!) &&
    SOURCE.test(path) &&
    !segments.includes('fixtures') &&
    !segments.includes('examples')
  );
}

/** The files over the limit, longest first. */
export function overLimit(files: readonly FileLines[], limit = MAX_LINES): FileLines[] {
  return files.filter((f) => f.lines > limit).sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

/** What a failure says: each file and its line count, and what to do about it. */
export function overLimitMessage(over: readonly FileLines[], limit = MAX_LINES): string {
  return [
    `${over.length} product file${over.length === 1 ? ' is' : 's are'} over ${limit} lines:`,
    ...over.map((f) => `  ${f.path}: ${f.lines} lines`),
    'Split each by what it does: move each cohesive part into a module of its own beside it, named for what it holds.',
  ].join('\n');
}

/** The product sources git tracks, with their line counts as they are in the working tree. */
function trackedProductFiles(): FileLines[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...TREES], { cwd: REPO_ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path !== '' && isProductSource(path))
    .filter((path) => existsSync(join(REPO_ROOT, path)))
    .map((path) => ({ path, lines: lineCount(readFileSync(join(REPO_ROOT, path), 'utf8')) }));
}

describe('no product file is over 600 lines', () => {
  it('counts lines as wc -l does, and a last line without a newline too', () => {
    assert.equal(lineCount(''), 0);
    assert.equal(lineCount('a\n'), 1);
    assert.equal(lineCount('a\nb'), 2);
    assert.equal(lineCount('a\n\nb\n'), 3);
  });

  it('takes .ts, .mjs, .cjs and .js files of client/, server/, common/, cli/ and scripts/, not fixtures or examples', () => {
    const paths = [
      'client/src/extension.ts',
      'server/src/worker/entry.mjs',
      'common/json/tree.cjs',
      'scripts/bench/activation.js',
      'cli/src/index.ts',
      'client/src/package.json',
      'test/unit/engine/prompts.test.ts',
      'examples/demo/server.mjs',
      'scripts/fixtures/big.mjs',
      'server/src/examples/sample.ts',
      'docs/architecture.md',
    ];
    assert.deepEqual(paths.filter(isProductSource), [
      'client/src/extension.ts',
      'server/src/worker/entry.mjs',
      'common/json/tree.cjs',
      'scripts/bench/activation.js',
      'cli/src/index.ts',
    ]);
  });

  it('names every file over the limit with its line count, longest first, and lets a file of exactly the limit pass', () => {
    const files = [
      { path: 'client/src/short.ts', lines: 120 },
      { path: 'server/src/atTheLimit.ts', lines: 600 },
      { path: 'common/justOver.ts', lines: 601 },
      { path: 'scripts/long.mjs', lines: 1069 },
    ];
    const over = overLimit(files);
    assert.deepEqual(over, [
      { path: 'scripts/long.mjs', lines: 1069 },
      { path: 'common/justOver.ts', lines: 601 },
    ]);
    const message = overLimitMessage(over);
    assert.match(message, /^2 product files are over 600 lines:/);
    assert.match(message, /\n {2}scripts\/long\.mjs: 1069 lines\n {2}common\/justOver\.ts: 601 lines\n/);
    assert.match(message, /Split each by what it does/);
    assert.deepEqual(overLimit(files.slice(0, 2)), []);
  });

  it('reads the files git tracks in the real tree', () => {
    const paths = trackedProductFiles().map((f) => f.path);
    for (const tree of TREES) {
      assert.ok(paths.filter((p) => p.startsWith(`${tree}/`)).length > 2, `${tree}/ has sources`);
    }
    assert.ok(paths.includes('scripts/lib/codeServer.mjs'));
    assert.ok(!paths.some((p) => p.startsWith('test/')));
  });

  it(`holds every product file to ${MAX_LINES} lines`, () => {
    const over = overLimit(trackedProductFiles());
    assert.ok(over.length === 0, overLimitMessage(over));
  });
});
