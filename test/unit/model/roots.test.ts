// The roots a server is given: the workspace folders, or its own entry of `mcpLens.roots`, every entry checked.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { folderRoots, rootsOf } from '../../../client/src/model/roots';

const places = { folder: '/work/project', home: '/home/me' };
const folders = folderRoots([
  { name: 'project', path: '/work/project' },
  { name: 'other folder', path: '/work/other folder' },
]);

describe('roots of a server', () => {
  it('are the workspace folders, as file:// URIs with their names, when the setting does not name the server', () => {
    assert.deepEqual(folders, [
      { uri: 'file:///work/project', name: 'project' },
      { uri: 'file:///work/other%20folder', name: 'other folder' },
    ]);
    for (const setting of [undefined, {}, { other: ['/x'] }, 'not an object', ['/x']]) {
      assert.deepEqual(
        rootsOf('notes', folders, setting, places),
        { roots: folders, problems: [], from: 'folders' },
        JSON.stringify(setting),
      );
    }
  });

  it('are the server’s own entry: paths (absolute, relative to the first folder, ~), file:// URIs, objects with names', () => {
    const setting = {
      notes: [
        '/data/notes',
        'docs',
        '~/scratch',
        'file:///srv/shared%20files',
        { path: 'src', name: 'Sources' },
        { uri: 'file:///etc/app', name: 'App config' },
      ],
    };
    assert.deepEqual(rootsOf('notes', folders, setting, places), {
      roots: [
        { uri: 'file:///data/notes', name: 'notes' },
        { uri: 'file:///work/project/docs', name: 'docs' },
        { uri: 'file:///home/me/scratch', name: 'scratch' },
        { uri: 'file:///srv/shared%20files', name: 'shared files' },
        { uri: 'file:///work/project/src', name: 'Sources' },
        { uri: 'file:///etc/app', name: 'App config' },
      ],
      problems: [],
      from: 'setting',
    });
  });

  it('are none when the entry is an empty list', () => {
    assert.deepEqual(rootsOf('notes', folders, { notes: [] }, places), { roots: [], problems: [], from: 'setting' });
  });

  it('leave out what is not a folder, and say why; a duplicate is given once', () => {
    const setting = {
      notes: [
        'https://example.com/x',
        { uri: 'http://x/y' },
        { path: '/a', uri: 'file:///a' },
        {},
        42,
        '',
        { path: '/a', name: 7 },
        '/a',
        'file:///a',
      ],
    };
    const { roots, problems } = rootsOf('notes', folders, setting, places);
    assert.deepEqual(roots, [{ uri: 'file:///a', name: 'a' }]);
    assert.deepEqual(problems, [
      'mcpLens.roots["notes"][0] is left out: "https://example.com/x" is not a file:// URI (MCP roots are file:// URIs)',
      'mcpLens.roots["notes"][1] is left out: "http://x/y" is not a file:// URI (MCP roots are file:// URIs)',
      'mcpLens.roots["notes"][2] is left out: give exactly one of "path" and "uri", as a string',
      'mcpLens.roots["notes"][3] is left out: give exactly one of "path" and "uri", as a string',
      'mcpLens.roots["notes"][4] is left out: an entry is a path, a file:// URI, or { "path" | "uri", "name" }',
      'mcpLens.roots["notes"][5] is left out: it is empty',
      'mcpLens.roots["notes"][6] is left out: "name" must be a string',
    ]);
  });

  it('say so when a relative path has no folder to resolve against, and when the entry is not a list', () => {
    assert.deepEqual(rootsOf('notes', [], { notes: ['docs'] }, { home: '/home/me' }).problems, [
      'mcpLens.roots["notes"][0] is left out: "docs" is relative, and there is no workspace folder to resolve it against',
    ]);
    assert.deepEqual(rootsOf('notes', folders, { notes: '/data' }, places), {
      roots: folders,
      problems: ['mcpLens.roots["notes"] is not a list of folders, so the workspace folders are given instead'],
      from: 'folders',
    });
  });
});
