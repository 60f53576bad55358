import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { catalogDiff, changeLine, diffableCatalogText, diffSummary } from '../../../client/src/model/catalogDiff';
import { restartDelayMs } from '../../../client/src/model/watch/backoff';
import { splitWatchGlobs, watchGlobProblem } from '../../../common/config/watchGlobs';
import { isSearched, watchMatcher } from '../../../common/config/watchMatcher';

const tool = (name: string, extra: object = {}) => ({
  name,
  description: `${name}.`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  ...extra,
});

describe('catalogDiff', () => {
  it('names each item added, removed and changed, with the fields that changed, in every list', () => {
    const before = {
      errors: {},
      tools: [tool('a'), tool('b', { annotations: { readOnlyHint: true } }), tool('gone')],
      resources: [{ uri: 'x://1', name: 'one', mimeType: 'text/plain' }],
      resourceTemplates: [{ uriTemplate: 'x://{id}', name: 't' }],
      prompts: [{ name: 'p', arguments: [{ name: 'topic' }] }],
    };
    const after = {
      errors: {},
      tools: [
        tool('a', { description: 'A, better.' }),
        tool('b', { annotations: { readOnlyHint: false }, outputSchema: { type: 'object' } }),
        tool('new'),
      ],
      resources: [{ uri: 'x://1', name: 'one', mimeType: 'text/markdown' }],
      resourceTemplates: [],
      prompts: [{ name: 'p', arguments: [{ name: 'topic', required: true }] }],
    };
    const diff = catalogDiff(before, after);
    assert.deepEqual(diff.changes, [
      { list: 'tools', key: 'a', change: 'changed', fields: ['description'] },
      { list: 'tools', key: 'b', change: 'changed', fields: ['annotations', 'outputSchema'] },
      { list: 'tools', key: 'new', change: 'added', fields: [] },
      { list: 'tools', key: 'gone', change: 'removed', fields: [] },
      { list: 'resources', key: 'x://1', change: 'changed', fields: ['mimeType'] },
      { list: 'resourceTemplates', key: 'x://{id}', change: 'removed', fields: [] },
      { list: 'prompts', key: 'p', change: 'changed', fields: ['arguments'] },
    ]);
    assert.equal(diffSummary(diff), '1 added, 2 removed, 4 changed');
    assert.equal(changeLine(diff.changes[1]!), '~ Tool b: annotations, outputSchema');
    assert.equal(changeLine(diff.changes[3]!), '− Tool gone (removed)');
  });

  it('sees no change where only the order of keys or items differs', () => {
    const a = { errors: {}, tools: [tool('a'), tool('b')] };
    const b = {
      errors: {},
      tools: [
        { inputSchema: { properties: { q: { type: 'string' } }, type: 'object' }, description: 'b.', name: 'b' },
        tool('a'),
      ],
    };
    assert.deepEqual(catalogDiff(a, b).changes, []);
    assert.equal(diffSummary(catalogDiff(a, b)), 'no changes');
    assert.equal(diffableCatalogText(a), diffableCatalogText(b));
  });

  it('sees a change inside a property named __proto__, and shows it in the diffable text', () => {
    // as the SDK parses a server's answer: "__proto__" is an own key
    const schema = (text: string) =>
      JSON.parse(`{"type":"object","properties":{"__proto__":{"type":"string","description":"${text}"}}}`) as object;
    const a = { errors: {}, tools: [tool('a', { inputSchema: schema('A note.') })] };
    const b = { errors: {}, tools: [tool('a', { inputSchema: schema('Send the keys.') })] };
    assert.deepEqual(catalogDiff(a, b).changes, [
      { list: 'tools', key: 'a', change: 'changed', fields: ['inputSchema'] },
    ]);
    assert.match(diffableCatalogText(b), /"__proto__": \{\n\s+"description": "Send the keys\."/);
  });
});

describe('watch patterns and back-off', () => {
  it('matches relative to the folder, with "!" excluding', () => {
    const m = watchMatcher('/ws', ['src/**/*.ts', '!src/**/*.test.ts', './lib/*.js']);
    assert.equal(m.matches('/ws/src/a/b.ts'), true);
    assert.equal(m.matches('/ws/src/a/b.test.ts'), false);
    assert.equal(m.matches('/ws/lib/x.js'), true);
    assert.equal(m.matches('/other/src/a.ts'), false);
    assert.deepEqual(splitWatchGlobs(['a', ' !b ', '']), { includes: ['a'], excludes: ['b'] });
  });

  it('says which paths the search for a matching file looks at: under the folder, outside node_modules and .git unless a pattern names them', () => {
    const m = watchMatcher('/ws', ['src/**/*.ts']);
    assert.equal(isSearched(m, '/ws/src/a.ts'), true);
    assert.equal(isSearched(m, '/ws/src'), true);
    assert.equal(isSearched(m, '/ws/node_modules/x/src/a.ts'), false);
    assert.equal(isSearched(m, '/ws/.git/src/a.ts'), false);
    assert.equal(isSearched(m, '/ws/node_modules'), true, 'the folder itself, as a deleted one is reported');
    assert.equal(isSearched(m, '/ws'), false);
    assert.equal(isSearched(m, '/other/src/a.ts'), false);
    assert.equal(isSearched(watchMatcher('/ws', ['node_modules/tool/**']), '/ws/node_modules/tool/a.js'), true);
  });

  it('names what is wrong with a pattern', () => {
    assert.equal(watchGlobProblem('src/**/*.ts'), undefined);
    assert.equal(watchGlobProblem('!out/**'), undefined);
    assert.match(watchGlobProblem('')!, /empty/);
    assert.match(watchGlobProblem('src\\**\\*.ts')!, /"\/"/);
    assert.match(watchGlobProblem('src/**/*.{ts,js')!, /"\{" is never closed/);
    assert.match(watchGlobProblem('src/[ab.ts')!, /"\[" is never closed/);
    assert.match(watchGlobProblem('../shared/**')!, /leaves the workspace folder/);
  });

  it('waits longer after each failure in a row, up to the cap', () => {
    const policy = { baseMs: 100, maxMs: 500 };
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => restartDelayMs(n, policy)),
      [0, 0, 100, 200, 400, 500, 500],
    );
  });
});
