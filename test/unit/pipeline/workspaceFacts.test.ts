// The pipeline's look at the disk before a check: whether any file matches each server's dev.watch.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { watchedFilesKey } from '../../../common/config/watchedFiles';
import { DEFAULT_SETTINGS as SETTINGS } from '../../../common/protocol/settings';
import { analyseDocument } from '../../../server/src/pipeline';
import { WorkspaceFactsLookup } from '../../../server/src/pipeline/workspaceFacts';
import { tempTree } from '../../helpers/tempTree';

const config = (watch: unknown) => JSON.stringify({ servers: { notes: { command: 'node', dev: { watch } } } });
const analysisAt = (path: string, text: string) => analyseDocument({ uri: pathToFileURL(path).href, text }, SETTINGS);
const tree = tempTree('mcp-lens-facts-');
/** MCP726 reads the folder's root .mcp.json for any .vscode/mcp.json: these dev.watch tests leave that question out. */
const NO_MOVE = { MCP726: 'off' } as const;

describe('workspace facts: does a file match dev.watch', () => {
  it('answers for the workspace folder of .vscode/mcp.json: false, then true once a file is there', async () => {
    const analysis = analysisAt(tree.write('ws/.vscode/mcp.json', ''), config('src/**/*.ts'));
    const key = watchedFilesKey(join(tree.dir, 'ws'), ['src/**/*.ts']);
    assert.deepEqual((await new WorkspaceFactsLookup().prepare(analysis)).watchedFiles, new Map([[key, false]]));
    tree.write('ws/src/a.ts', '');
    assert.deepEqual((await new WorkspaceFactsLookup().prepare(analysis)).watchedFiles, new Map([[key, true]]));
  });

  it('keeps an answer for a while, so that typing does not search the folder again; then asks again', async () => {
    const analysis = analysisAt('/ws/.vscode/mcp.json', config(['src/**', '!src/**/*.test.ts']));
    let now = 0;
    let searches = 0;
    const anyFileMatches = async () => (searches++, false);
    const facts = new WorkspaceFactsLookup({ now: () => now, ttlMs: 5000, anyFileMatches });
    assert.equal(facts.known(analysis), undefined, 'not known before the first search');
    await facts.prepare(analysis);
    now = 4999;
    assert.deepEqual([...facts.known(analysis)!.watchedFiles!.values()], [false]);
    await facts.prepare(analysis);
    assert.equal(searches, 1);
    now = 5000;
    assert.equal(facts.known(analysis), undefined, 'expired');
    await facts.prepare(analysis);
    assert.equal(searches, 2);
  });

  it('asks nothing for other files, for dev.watch without an include, or without dev.watch', async () => {
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    const cases = [
      analysisAt('/ws/.cursor/mcp.json', JSON.stringify({ mcpServers: { a: { dev: { watch: 'a' } } } })),
      analysisAt('/ws/.vscode/mcp.json', config(['!dist/**'])),
      analysisAt('/ws/.vscode/mcp.json', JSON.stringify({ servers: { a: { command: 'node' } } })),
      // not a file on disk: no folder to look in
      analyseDocument({ uri: 'untitled:1', text: config('a'), kind: { kind: 'vscode-mcp', reason: 'test' } }, SETTINGS),
    ];
    for (const analysis of cases) {
      assert.deepEqual(facts.known(analysis, NO_MOVE), {});
      assert.deepEqual(await facts.prepare(analysis, NO_MOVE), {});
    }
    assert.equal(searches, 0);
  });

  it('asks nothing for a file too large to check, or one read as another kind', async () => {
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    const text = config('src/**');
    const tooLarge = analyseDocument(
      { uri: pathToFileURL('/ws/.vscode/mcp.json').href, text },
      { ...SETTINGS, maxDocumentSize: 10 },
    );
    assert.ok(tooLarge.notChecked);
    const otherKind = analyseDocument(
      { uri: pathToFileURL('/ws/.vscode/mcp.json').href, text, kind: { kind: 'mcp-servers', reason: 'test' } },
      SETTINGS,
    );
    for (const analysis of [tooLarge, otherKind]) assert.deepEqual(await facts.prepare(analysis), {});
    assert.equal(searches, 0);
  });

  it('asks about 16 patterns of one file at most', async () => {
    const servers = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`s${i}`, { command: 'node', dev: { watch: `src${i}/**` } }]),
    );
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    assert.equal(
      (await facts.prepare(analysisAt('/ws/.vscode/mcp.json', JSON.stringify({ servers })))).watchedFiles?.size,
      16,
    );
    assert.equal(searches, 16);
  });

  it("asking one folder's question keeps the fresh answers to others", async () => {
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    const first = analysisAt('/a/.vscode/mcp.json', config('src/**'));
    await facts.prepare(first);
    await facts.prepare(analysisAt('/b/.vscode/mcp.json', config('lib/**')));
    assert.deepEqual([...facts.known(first)!.watchedFiles!.values()], [false]);
    assert.equal(searches, 2);
  });

  it('asks nothing when the user turned MCP719 off, and asks as usual at any other setting', async () => {
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    const analysis = analysisAt('/ws/.vscode/mcp.json', config('src/**'));
    assert.deepEqual(facts.known(analysis, { ...NO_MOVE, MCP719: 'off' }), {});
    assert.deepEqual(await facts.prepare(analysis, { ...NO_MOVE, MCP719: 'off', MCP718: 'error' }), {});
    assert.equal(searches, 0);
    assert.equal(
      facts.known(analysis, { MCP719: 'hint', MCP718: 'off' }),
      undefined,
      'not known before the first search',
    );
    assert.equal((await facts.prepare(analysis, { MCP719: 'hint' })).watchedFiles?.size, 1);
    assert.equal(searches, 1);
  });

  it('waits 3 s for a search by default: one that takes a moment still answers', async () => {
    const slow = new WorkspaceFactsLookup({
      anyFileMatches: () => new Promise((resolve) => setTimeout(resolve, 50, true)),
    });
    assert.deepEqual(
      [...(await slow.prepare(analysisAt('/ws/.vscode/mcp.json', config('src/**')))).watchedFiles!.values()],
      [true],
    );
  });

  it('answers "unknown" (no entry) when the search fails, hangs, or the folder is not there', async () => {
    const analysis = analysisAt('/ws/.vscode/mcp.json', config('src/**'));
    const failing = new WorkspaceFactsLookup({ anyFileMatches: async () => Promise.reject(new Error('EACCES')) });
    assert.deepEqual(await failing.prepare(analysis, NO_MOVE), { watchedFiles: new Map() });
    const hanging = new WorkspaceFactsLookup({ timeoutMs: 1, anyFileMatches: () => new Promise(() => undefined) });
    // the lookup's own timer does not hold a process open (unref): this one keeps the test's alive until it fires
    const alive = setInterval(() => undefined, 1000);
    assert.deepEqual(await hanging.prepare(analysis, NO_MOVE).finally(() => clearInterval(alive)), {
      watchedFiles: new Map(),
    });
    assert.deepEqual(hanging.known(analysis, NO_MOVE), { watchedFiles: new Map() }, 'the unknown answer is kept too');
    const missing = analysisAt(join(tree.dir, 'gone', '.vscode', 'mcp.json'), config('src/**'));
    assert.deepEqual(await new WorkspaceFactsLookup().prepare(missing, NO_MOVE), { watchedFiles: new Map() });
  });
});

describe('workspace facts: files that appear or go on disk', () => {
  const MCP = '/ws/.vscode/mcp.json';
  const URI = pathToFileURL(MCP).href;
  /** A lookup whose search answers `disk()` and counts the searches; `/ws/new-folder` is the one folder there is. */
  function lookup(disk: () => boolean | undefined) {
    const counts = { searches: 0 };
    const facts = new WorkspaceFactsLookup({
      anyFileMatches: async () => (counts.searches++, disk()),
      isFolder: async (p) => p === '/ws/new-folder',
    });
    return { facts, counts };
  }
  const values = (facts: WorkspaceFactsLookup, analysis = analysisAt(MCP, config('src/**/*.ts'))) =>
    facts.known(analysis) ? [...facts.known(analysis)!.watchedFiles!.values()] : undefined;

  it('follows the disk only while an open document asks, and forgets a closed one', async () => {
    const { facts } = lookup(() => false);
    assert.equal(facts.followsDisk, false);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')), NO_MOVE);
    assert.equal(facts.followsDisk, true);
    facts.known(analysisAt(MCP, JSON.stringify({ servers: { a: { command: 'node' } } })), NO_MOVE);
    assert.equal(facts.followsDisk, false, 'dev.watch removed while typing: nothing to follow');
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    facts.forget(URI);
    assert.equal(facts.followsDisk, false);
    assert.deepEqual(
      await facts.filesChanged([{ path: '/ws/src/a.ts', kind: 'created' }]),
      [],
      'a closed document is not checked again',
    );
  });

  it('a matching file appears where none matched: the answer is true at once, without a search, and the document is checked again', async () => {
    const { facts, counts } = lookup(() => false);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src/a.ts', kind: 'created' }]), [URI]);
    assert.deepEqual(values(facts), [true]);
    assert.equal(counts.searches, 1);
  });

  it('a folder appears where nothing matched: searched again; a file that does not match, or a change in place: nothing', async () => {
    const { facts, counts } = lookup(() => false);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.deepEqual(
      await facts.filesChanged([
        { path: '/ws/src/a.js', kind: 'created' },
        { path: '/ws/src/b.ts', kind: 'changed' },
        { path: '/ws/src/c.ts', kind: 'deleted' },
      ]),
      [],
    );
    assert.deepEqual(values(facts), [false]);
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/new-folder', kind: 'created' }]), [URI]);
    assert.equal(values(facts), undefined, 'the answer is dropped: the next check searches');
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.equal(counts.searches, 2);
  });

  it('something under the folder is deleted where a file matched: searched again (a deleted folder is one event); a creation changes nothing', async () => {
    let matching = true;
    const { facts } = lookup(() => matching);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src/new.ts', kind: 'created' }]), []);
    matching = false;
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src', kind: 'deleted' }]), [URI]);
    assert.deepEqual(
      (await facts.prepare(analysisAt(MCP, config('src/**/*.ts')))).watchedFiles,
      new Map([[watchedFilesKey('/ws', ['src/**/*.ts']), false]]),
    );
  });

  it('changes outside the workspace folder, and unknown answers, are left alone', async () => {
    const { facts } = lookup(() => undefined);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.deepEqual(
      await facts.filesChanged([
        { path: '/ws/src/a.ts', kind: 'created' },
        { path: '/ws/src', kind: 'deleted' },
      ]),
      [],
      'unknown: nothing was reported',
    );
    const known = lookup(() => false);
    await known.facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    assert.deepEqual(
      await known.facts.filesChanged([
        { path: '/other/src/a.ts', kind: 'created' },
        { path: '/ws', kind: 'created' },
        { path: '/wsx/src/a.ts', kind: 'created' },
      ]),
      [],
    );
  });

  it('what the search does not look at (node_modules, .git) changes nothing, unless a pattern names it', async () => {
    const { facts, counts } = lookup(() => false);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    const install = Array.from({ length: 2000 }, (_, i) => ({
      path: `/ws/node_modules/pkg${i}/src/index.ts`,
      kind: 'created' as const,
    }));
    assert.deepEqual(await facts.filesChanged([...install, { path: '/ws/.git/src/x.ts', kind: 'created' }]), []);
    assert.deepEqual(values(facts), [false]);
    const named = lookup(() => false);
    const vendored = analysisAt(MCP, config('node_modules/my-tool/**/*.js'));
    await named.facts.prepare(vendored);
    assert.deepEqual(await named.facts.filesChanged([{ path: '/ws/node_modules/my-tool/index.js', kind: 'created' }]), [
      URI,
    ]);
    assert.equal(counts.searches, 1);
  });

  it('many changes in one notification: one check again, one answer', async () => {
    const { facts } = lookup(() => false);
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    const build = Array.from({ length: 500 }, (_, i) => ({ path: `/ws/src/gen/f${i}.ts`, kind: 'created' as const }));
    assert.deepEqual(await facts.filesChanged(build), [URI]);
    assert.deepEqual(values(facts), [true]);
  });

  it('a search still running when a file appears is dropped, so the check after it searches again', async () => {
    let finish: (v: boolean) => void = () => undefined;
    const facts = new WorkspaceFactsLookup({
      anyFileMatches: () => new Promise((resolve) => (finish = resolve)),
      isFolder: async () => false,
    });
    const analysis = analysisAt(MCP, config('src/**/*.ts'));
    const first = facts.prepare(analysis);
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src/a.ts', kind: 'created' }]), [URI]);
    finish(false);
    await first;
    assert.equal(facts.known(analysis), undefined, 'the stale answer is not believed');
  });

  it('a document with several questions is checked again when one of them changed', async () => {
    const { facts } = lookup(() => false);
    const two = JSON.stringify({
      servers: {
        a: { command: 'node', dev: { watch: 'src/**/*.ts' } },
        b: { command: 'node', dev: { watch: 'lib/**/*.js' } },
      },
    });
    await facts.prepare(analysisAt(MCP, two));
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/lib/a.js', kind: 'created' }]), [URI]);
    assert.deepEqual(
      (await facts.prepare(analysisAt(MCP, two))).watchedFiles,
      new Map([
        [watchedFilesKey('/ws', ['src/**/*.ts']), false],
        [watchedFilesKey('/ws', ['lib/**/*.js']), true],
      ]),
      'the new answer is what a check then reads, without a search',
    );
  });

  it('a question with no answer kept (never searched, or expired and dropped): a change under its folder checks the document again', async () => {
    const { facts } = lookup(() => false);
    assert.equal(facts.known(analysisAt(MCP, config('src/**/*.ts'))), undefined);
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src/a.js', kind: 'created' }]), [URI]);
  });

  it('tells a folder from a file on disk by default', async () => {
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => false });
    const mcp = tree.write('disk/.vscode/mcp.json', '');
    const uri = pathToFileURL(mcp).href;
    await facts.prepare(analysisAt(mcp, config('src/**/*.ts')));
    tree.write('disk/notes.txt', '');
    assert.deepEqual(
      await facts.filesChanged([
        { path: join(tree.dir, 'disk', 'notes.txt'), kind: 'created' },
        { path: join(tree.dir, 'disk', 'gone'), kind: 'created' },
      ]),
      [],
    );
    tree.write('disk/moved/in.md', '');
    assert.deepEqual(await facts.filesChanged([{ path: join(tree.dir, 'disk', 'moved'), kind: 'created' }]), [uri]);
  });

  it('checks again only the documents whose question changed', async () => {
    const { facts } = lookup(() => false);
    const other = analysisAt('/ws/.vscode/../other/.vscode/mcp.json', config('lib/**'));
    await facts.prepare(analysisAt(MCP, config('src/**/*.ts')));
    await facts.prepare(other);
    assert.deepEqual(await facts.filesChanged([{ path: '/ws/src/a.ts', kind: 'created' }]), [URI]);
  });
});
