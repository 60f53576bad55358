import { strict as assert } from 'node:assert';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  candidateFiles,
  DEFAULT_INDEX_LIMITS,
  DeclarationIndexes,
  sourcesOfBuilt,
} from '../../../server/src/service/declarationIndex';
import { REPO_ROOT } from '../../helpers/paths';
import { tempTree, TS_SERVER_PRELUDE } from '../../helpers/tempTree';

const { dir, write } = tempTree('mcp-lens-index-');
const SDK = TS_SERVER_PRELUDE;

describe('declaration index: the code files a running server comes from', () => {
  it('maps a built entry to its sources in src/', () => {
    assert.deepEqual(sourcesOfBuilt('/p/dist/tools/index.js').slice(0, 2), [
      '/p/src/tools/index.ts',
      '/p/src/tools/index.mts',
    ]);
    assert.deepEqual(sourcesOfBuilt('/p/src/index.ts'), []);
  });

  it('lists the entry first (its source before it), then its folder, then the working directory, skipping dependencies and build output', async () => {
    const entry = write('a/dist/index.js', SDK);
    const source = write('a/src/index.ts', SDK);
    write('a/src/tools.ts', SDK);
    write('a/node_modules/dep/index.js', SDK);
    write('a/build/gen.js', SDK);
    write('a/.venv/lib/site.py', 'import mcp\n');
    write('a/scripts/run.py', 'print(1)\n');
    write('a/README.md', '');
    const files = await candidateFiles({ cwd: join(dir, 'a'), entryFiles: [entry] });
    assert.deepEqual(files, [source, entry, join(dir, 'a/scripts/run.py'), join(dir, 'a/src/tools.ts')]);
    const few = await candidateFiles(
      { cwd: join(dir, 'a'), entryFiles: [] },
      { ...DEFAULT_INDEX_LIMITS, maxEntries: 3 },
    );
    assert.ok(few.length <= 3, few.join(', '));
  });

  it('indexes by kind and name, re-reads a file only when it changed, and says when the index changed', async () => {
    const file = write(
      'b/server.ts',
      `${SDK}server.registerTool('get_a', { description: 'A' }, async () => ({ content: [] }));\n`,
    );
    const changes: string[] = [];
    const indexes = new DeclarationIndexes({ onDidChange: (key) => void changes.push(key) });
    const hints = { cwd: join(dir, 'b'), entryFiles: [file] };
    assert.equal(indexes.current(hints, false), undefined);
    await indexes.refresh(hints);
    const a = indexes.current(hints, false)!.find('tool', 'get_a');
    assert.equal(a?.path, file);
    assert.equal(
      a.lines.getText({ start: a.lines.positionAt(a.nameSpan.start), end: a.lines.positionAt(a.nameSpan.end) }),
      "'get_a'",
    );
    assert.equal(indexes.current(hints, false)!.find('prompt', 'get_a'), undefined);
    assert.equal(changes.length, 1);
    await indexes.refresh(hints);
    assert.equal(changes.length, 1, 'nothing changed, nothing said');
    writeFileSync(file, readFileSync(file, 'utf8').replace("'get_a'", "'get_b'"));
    const t = statSync(file).mtimeMs / 1000 + 5;
    utimesSync(file, t, t);
    await indexes.refresh(hints);
    assert.equal(changes.length, 2);
    assert.equal(indexes.current(hints, false)!.find('tool', 'get_a'), undefined);
    assert.ok(indexes.current(hints, false)!.find('tool', 'get_b'));
  });

  it("finds the example server of examples/ from its configuration's entry", async () => {
    const entry = join(REPO_ROOT, 'examples/server/index.mjs');
    const indexes = new DeclarationIndexes({ onDidChange: () => undefined });
    const hints = { cwd: join(REPO_ROOT, 'examples'), entryFiles: [entry] };
    await indexes.refresh(hints);
    const lookup = indexes.current(hints, false)!;
    for (const [kind, name] of [
      ['tool', 'delete_note'],
      ['resource', 'notes-index'],
      ['resourceTemplate', 'note'],
      ['prompt', 'summarise_notes'],
    ] as const) {
      assert.equal(lookup.find(kind, name)?.path, entry, `${kind} ${name}`);
    }
  });
});
