// The Servers tree's row ids stay the same while servers start and stop, because a row whose id changes loses its
// handle and a click on it meanwhile loses its row. test/e2e/serversTree.e2e.test.mjs checks the VS Code side.
import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { ApprovalGate } from '../../common/mcp/types';
import type { ServersModel } from '../../client/src/model/serversModel';
import { rowOf } from '../../client/src/servers/treeRows';
import { StartedServers } from '../../client/src/servers/startedServers';
import { ServersTreeData, type ItemNode, type TreeNode } from '../../client/src/servers/treeNodes';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { assertNoLeaks, FIXTURES, scratch } from './fixtures';
import { CATALOG_LINT_WORKER } from './liveLint';

const tmp = scratch();
const pids = new Set<number>();
const models: ServersModel[] = [];
after(async () => {
  await Promise.all(models.map((m) => m.dispose()));
  assertNoLeaks(pids);
  tmp.cleanup();
});

const fixture = (name: string) => ({ command: process.execPath, args: [join(FIXTURES, name)] });
const deny: ApprovalGate = async () => false;

function workspace(name: string, servers: Record<string, unknown>): { model: ServersModel; file: string } {
  const folder = join(tmp.dir, name);
  writeWorkspaceServers(folder, servers);
  const model = fixtureServersModel({
    folder,
    home: tmp.dir,
    pids,
    approve: deny,
    catalogLint: { workerPath: CATALOG_LINT_WORKER },
  });
  models.push(model);
  return { model, file: join(folder, '.vscode', 'mcp.json') };
}

const idOf = (model: ServersModel, name: string) => model.servers().find((d) => d.name === name)!.id;

describe('the rows of the Servers tree across start and stop', () => {
  it('keep their node objects and ids; only the server row’s fold state changes, and it is unfolded once per start', async () => {
    const { model } = workspace('ws-states', { paged: fixture('paged.mjs') });
    await model.reload();
    const id = idOf(model, 'paged');
    const tree = new ServersTreeData(model);
    const started = new StartedServers();
    const sub = model.onDidChange((c) => c.kind === 'state' && started.stateChanged(c.serverId, c.state.status));
    try {
      const [source] = tree.children();
      const server = tree.children(source)[0]!;
      const shown = () => tree.children(source).find((n) => n.id === server.id);
      const fold = () => rowOf(server, model, tree, 1).collapsible;
      assert.equal(fold(), 'none');

      await model.start(id);
      assert.equal(shown(), server, 'the same node under the same id once it runs');
      assert.equal(fold(), 'expanded');
      assert.deepEqual(started.take(), [id], 'a server that starts running is to be unfolded');
      assert.deepEqual(started.take(), [], 'once');

      const tools = tree.children(server).find((n) => n.kind === 'list' && n.list === 'tools')!;
      const items = tree.children(tools);
      await model.refresh(id);
      assert.deepEqual(
        started.take(),
        [],
        'listed again while running: not unfolded again (the user may have folded it)',
      );
      assert.equal(
        tree.children(server).find((n) => n.id === tools.id),
        tools,
      );
      assert.deepEqual(tree.children(tools), items, 'its lists and items keep their nodes too');

      await model.stop(id);
      assert.equal(shown(), server);
      assert.equal(fold(), 'none', 'a stopped server folds by having nothing to show');
      assert.deepEqual(tree.children(server), []);
      assert.deepEqual(started.take(), []);

      await model.start(id);
      assert.deepEqual(started.take(), [id], 'started again: unfolded again');
      await model.stop(id);
    } finally {
      sub.dispose();
    }
  });
});

describe('the row drawn again after a change', () => {
  it('is the server’s row for its state and catalog, the childless "Live catalog" row for its findings, the whole tree for the files', async () => {
    const { model } = workspace('ws-refresh', { paged: fixture('paged.mjs') });
    await model.reload();
    const id = idOf(model, 'paged');
    const tree = new ServersTreeData(model);
    const drawn: { kind: string; row: TreeNode | undefined }[] = [];
    const findings = new Promise<void>((resolve) => {
      const sub = model.onDidChange((c) => {
        drawn.push({ kind: c.kind, row: tree.refreshTarget(c) });
        if (c.kind === 'findings') {
          sub.dispose();
          resolve();
        }
      });
    });
    await model.start(id);
    await findings;
    const server = tree.serverNode(id);
    const catalogRow = tree.children(server).find((n) => n.kind === 'catalog')!;
    assert.ok(
      drawn.some((d) => d.kind === 'state' && d.row === server),
      'a state change draws the server’s row',
    );
    assert.ok(
      drawn.some((d) => d.kind === 'catalog' && d.row === server),
      'a new catalog draws the server’s row (its lists change)',
    );
    const lint = drawn.filter((d) => d.kind === 'findings');
    assert.deepEqual(
      lint.map((d) => d.row),
      [catalogRow],
      'findings draw the "Live catalog" row alone, the node VS Code was given',
    );
    assert.deepEqual(tree.children(catalogRow), [], 'a row without children: drawing it drops no other row’s handle');
    assert.match(rowOf(catalogRow, model, tree, 1).description ?? '', /error|warning|no problems/);
    assert.equal(tree.refreshTarget({ kind: 'sources' }), undefined, 'the config files changed: the whole tree');
    await model.stop(id);
  });
});

describe('a row given to a command as an older object', () => {
  it('resolves by its id to the row shown now, and to nothing once its server has left its file', async () => {
    const { model, file } = workspace('ws-stale', {
      notes: fixture('wellBehaved.mjs'),
      other: fixture('wellBehaved.mjs'),
    });
    await model.reload();
    const notesId = idOf(model, 'notes');
    const tree = new ServersTreeData(model);
    const [source] = tree.children();
    const [notes, other] = tree.children(source) as [TreeNode, TreeNode];
    await model.start(notesId);
    const tools = tree.children(notes).find((n) => n.kind === 'list' && n.list === 'tools')!;
    const echo = tree.children(tools).find((n) => n.kind === 'item' && n.key === 'echo')!;

    // the config file is read again: the tree's nodes are new objects, while VS Code may still hold the old ones
    await model.reload();
    tree.clear();
    const [sourceNow] = tree.children();
    const notesNow = tree.children(sourceNow).find((n) => n.id === notes.id)!;
    assert.notEqual(notesNow, notes);
    assert.equal(tree.current(notes), notesNow, 'an older server node resolves to the one shown now');
    assert.equal(tree.current(source!), sourceNow);
    const echoNow = tree.current(echo) as ItemNode;
    assert.equal(echoNow, tree.itemNode(notesId, 'tools', 'echo'));
    assert.equal(tree.item(echoNow)?.name, 'echo', 'and an older tool node to the tool the server lists now');
    assert.equal(tree.current(other)?.id, other.id);

    writeFileSync(file, JSON.stringify({ servers: { notes: fixture('wellBehaved.mjs') } }));
    await model.reload();
    tree.clear();
    assert.equal(tree.current(other), undefined, 'a row whose server left its file names nothing');
    assert.equal(tree.current(notes), tree.serverNode(notesId));
    await model.stop(notesId);
  });
});

describe('the servers whose rows are to be unfolded', () => {
  it('are those that just started running, each once, forgotten when they stop or leave their file', () => {
    const s = new StartedServers();
    s.stateChanged('a', 'starting');
    s.stateChanged('b', 'starting');
    assert.deepEqual(s.take(), []);
    s.stateChanged('a', 'running');
    s.stateChanged('b', 'running');
    s.stateChanged('b', 'error');
    assert.deepEqual(s.take(), ['a'], 'b failed before its row was unfolded');
    s.stateChanged('a', 'running');
    assert.deepEqual(s.take(), [], 'still running: not again');
    s.stateChanged('a', 'stopped');
    s.stateChanged('a', 'running');
    s.stateChanged('c', 'running');
    s.keepOnly(['a']);
    assert.deepEqual(s.take(), ['a']);
    s.stateChanged('c', 'running');
    assert.deepEqual(s.take(), ['c'], 'a server that left its file and came back starts afresh');
  });
});
