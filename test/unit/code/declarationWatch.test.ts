import { strict as assert } from 'node:assert';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  DeclarationIndexes,
  effectOfChange,
  type OpenFile,
  type CatalogSourceHints,
} from '../../../server/src/service/declarationIndex';
import { tempTree, TS_SERVER_PRELUDE } from '../../helpers/tempTree';

const { dir, write } = tempTree('mcp-lens-watch-index-');
const SDK = TS_SERVER_PRELUDE;
const tool = (name: string) => `server.registerTool('${name}', { description: 'A' }, async () => ({ content: [] }));\n`;

function indexes(openText?: (path: string) => OpenFile | undefined) {
  const changes: string[] = [];
  return { changes, indexes: new DeclarationIndexes({ onDidChange: (key) => void changes.push(key), openText }) };
}

describe('declaration index: files changed on disk', () => {
  it('reads a changed file again even when its modification time and size stayed the same', async () => {
    const file = write('same/server.ts', SDK + tool('get_a'));
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    const { changes, indexes: index } = indexes();
    const hints: CatalogSourceHints = { cwd: join(dir, 'same'), entryFiles: [file] };
    await index.refresh(hints);
    assert.ok(index.current(hints, false)!.find('tool', 'get_a'));

    writeFileSync(file, SDK + tool('get_b'));
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    await index.refresh(hints);
    assert.ok(index.current(hints, false)!.find('tool', 'get_a'), 'the cache cannot tell: the watcher has to say');
    assert.equal(changes.length, 1);

    await index.filesChangedOnDisk([{ path: file, kind: 'changed' }]);
    assert.equal(index.current(hints, false)!.find('tool', 'get_a'), undefined);
    assert.ok(index.current(hints, false)!.find('tool', 'get_b'));
    assert.equal(changes.length, 2, 'the catalogs are told');
  });

  it('walks again for a file created where the walk looks, and for a deleted file it found', async () => {
    const entry = write('walk/server.ts', SDK + tool('get_a'));
    const { changes, indexes: index } = indexes();
    const hints: CatalogSourceHints = { cwd: join(dir, 'walk'), entryFiles: [entry] };
    await index.refresh(hints);
    assert.equal(index.current(hints, false)!.find('tool', 'get_b'), undefined);

    const ignored = write('walk/node_modules/dep/index.ts', SDK + tool('get_dep'));
    await index.filesChangedOnDisk([{ path: ignored, kind: 'created' }]);
    assert.equal(changes.length, 1, 'a dependency is never walked into');

    const added = write('walk/tools/more.ts', SDK + tool('get_b'));
    await index.filesChangedOnDisk([{ path: added, kind: 'created' }]);
    assert.equal(index.current(hints, false)!.find('tool', 'get_b')?.path, added);
    assert.equal(changes.length, 2);

    rmSync(added);
    await index.filesChangedOnDisk([{ path: added, kind: 'deleted' }]);
    assert.equal(index.current(hints, false)!.find('tool', 'get_b'), undefined);
    assert.equal(changes.length, 3);
  });

  it('leaves a file open in the editor alone: its text wins over the disk', async () => {
    const file = write('open/server.ts', SDK + tool('get_open'));
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    let open: OpenFile | undefined;
    const { changes, indexes: index } = indexes((p) => (p === file ? open : undefined));
    const hints: CatalogSourceHints = { entryFiles: [file] };
    open = { uri: 'file:///open/server.ts', version: 3, text: SDK + tool('get_open') };
    await index.refresh(hints);
    writeFileSync(file, SDK + tool('get_disk'));
    await index.filesChangedOnDisk([{ path: file, kind: 'changed' }]);
    assert.ok(index.current(hints, false)!.find('tool', 'get_open'));
    assert.equal(changes.length, 1);

    // closed, the disk's text counts again
    open = undefined;
    await index.filesChangedOnDisk([{ path: file, kind: 'changed' }]);
    assert.ok(index.current(hints, false)!.find('tool', 'get_disk'));
    assert.equal(changes.length, 2);
  });

  it('tells which changes concern an index', () => {
    const root = join(dir, 'p');
    const entry = join(root, 'dist/index.js');
    const index = {
      hints: { cwd: root, entryFiles: [entry] },
      found: new Set([join(root, 'src/index.ts'), join(root, 'src/a/tools.ts')]),
      read: new Set([join(root, 'src/index.ts')]),
    };
    const effect = (path: string, kind: 'created' | 'changed' | 'deleted') =>
      effectOfChange(index, { path: join(root, path), kind });
    assert.equal(effect('src/index.ts', 'changed'), 'build');
    assert.equal(effect('src/a/tools.ts', 'changed'), undefined, 'found but not read (past the caps)');
    assert.equal(effect('src/index.ts', 'deleted'), 'walk');
    assert.equal(effect('src/a', 'deleted'), 'walk', 'a folder of found files');
    assert.equal(effect('src/b.ts', 'deleted'), undefined);
    assert.equal(effect('src/new.py', 'created'), 'walk');
    assert.equal(
      effect('dist/index.ts', 'created'),
      'walk',
      'beside the entry, though dist/ is not walked from the working directory',
    );
    assert.equal(effect('a/b/c/d/e.ts', 'created'), 'walk');
    assert.equal(effect('a/b/c/d/e/f.ts', 'created'), undefined, 'deeper than the walk goes');
    assert.equal(effect('build/gen.js', 'created'), undefined);
    assert.equal(effect('.venv/x.py', 'created'), undefined);
    assert.equal(effect('README.md', 'created'), undefined);
    assert.equal(effectOfChange(index, { path: join(dir, 'elsewhere.ts'), kind: 'created' }), undefined);
  });
});
