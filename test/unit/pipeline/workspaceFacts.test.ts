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
const analysisAt = (path: string, text: string) =>
  analyseDocument({ uri: pathToFileURL(path).href, text }, SETTINGS);
const tree = tempTree('mcp-lens-facts-');

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
      assert.deepEqual(facts.known(analysis), {});
      assert.deepEqual(await facts.prepare(analysis), {});
    }
    assert.equal(searches, 0);
  });

  it('asks nothing when the user turned MCP719 off, and asks as usual at any other setting', async () => {
    let searches = 0;
    const facts = new WorkspaceFactsLookup({ anyFileMatches: async () => (searches++, false) });
    const analysis = analysisAt('/ws/.vscode/mcp.json', config('src/**'));
    assert.deepEqual(facts.known(analysis, { MCP719: 'off' }), {});
    assert.deepEqual(await facts.prepare(analysis, { MCP719: 'off', MCP718: 'error' }), {});
    assert.equal(searches, 0);
    assert.equal(facts.known(analysis, { MCP719: 'hint', MCP718: 'off' }), undefined, 'not known before the first search');
    assert.equal((await facts.prepare(analysis, { MCP719: 'hint' })).watchedFiles?.size, 1);
    assert.equal(searches, 1);
  });

  it('answers "unknown" (no entry) when the search fails, hangs, or the folder is not there', async () => {
    const analysis = analysisAt('/ws/.vscode/mcp.json', config('src/**'));
    const failing = new WorkspaceFactsLookup({ anyFileMatches: async () => Promise.reject(new Error('EACCES')) });
    assert.deepEqual(await failing.prepare(analysis), { watchedFiles: new Map() });
    const hanging = new WorkspaceFactsLookup({ timeoutMs: 1, anyFileMatches: () => new Promise(() => undefined) });
    assert.deepEqual(await hanging.prepare(analysis), { watchedFiles: new Map() });
    assert.deepEqual(hanging.known(analysis), { watchedFiles: new Map() }, 'the unknown answer is kept too');
    const missing = analysisAt(join(tree.dir, 'gone', '.vscode', 'mcp.json'), config('src/**'));
    assert.deepEqual(await new WorkspaceFactsLookup().prepare(missing), { watchedFiles: new Map() });
  });
});
