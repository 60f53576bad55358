// The live lint runs in the real catalog-lint worker: findings follow while the host keeps turning, a slow catalog is
// reported unchecked, a broken worker says so, and a newer catalog supersedes an older one's lint.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DEFAULT_SETTINGS } from '../../common/protocol/settings';
import { once } from '../../common/mcp/emitter';
import { lintCatalog } from '../../client/src/model/catalogLint';
import type { CatalogDocument } from '../../client/src/model/catalogDocument';
import type { CatalogLintSettings } from '../../client/src/model/catalogLint';
import { CatalogLinter } from '../../client/src/model/catalogLinter';
import type { CatalogLinterOptions } from '../../client/src/model/catalogLinter';
import type { ServersModel } from '../../client/src/model/serversModel';
import { rowOf } from '../../client/src/servers/treeRows';
import { ServersTreeData } from '../../client/src/servers/treeNodes';
import { fixtureServersModel, writeWorkspaceServers } from '../helpers/fixtureModel';
import { assertNoLeaks, FIXTURES, RecordingLogger, scratch } from './fixtures';
import { CATALOG_LINT_WORKER, lintedCatalog } from './liveLint';

const tmp = scratch();
const pids = new Set<number>();
const models: ServersModel[] = [];
const linters: CatalogLinter[] = [];
after(async () => {
  await Promise.all([...models.map((m) => m.dispose()), ...linters.map((l) => l.dispose())]);
  assertNoLeaks(pids);
  tmp.cleanup();
});

const server = (file: string, env: Record<string, string> = {}) => ({
  command: process.execPath,
  args: [join(FIXTURES, file)],
  env,
});
let folders = 0;
function model(
  servers: Record<string, unknown>,
  catalogLint: CatalogLinterOptions = { workerPath: CATALOG_LINT_WORKER },
  lintSettings?: () => CatalogLintSettings,
) {
  const folder = join(tmp.dir, `ws${++folders}`);
  writeWorkspaceServers(folder, servers);
  const logs = new Map<string, RecordingLogger>();
  const m = fixtureServersModel({
    folder,
    home: tmp.dir,
    pids,
    approve: async () => false,
    catalogLint,
    lintSettings,
    loggerFor: (def) => {
      const l = new RecordingLogger();
      l.onLine((line) => {
        const found = /Started process (\d+)/.exec(line);
        if (found) pids.add(Number(found[1]));
      });
      logs.set(def.name, l);
      return l;
    },
  });
  models.push(m);
  return { model: m, logs, id: (name: string) => m.servers().find((d) => d.name === name)!.id };
}

/** Resolves after the event loop has gone round once: proof that the host's thread is free. */
const turn = () => new Promise<'turn'>((resolve) => setImmediate(() => resolve('turn')));

function catalogRow(m: ServersModel, serverId: string) {
  const data = new ServersTreeData(m);
  const node = data.children(data.serverNode(serverId)).find((n) => n.kind === 'catalog')!;
  return rowOf(node, m, data, 1);
}

/** The catalog document each `findings` change of `serverId` shows, in order. */
function findingsSeen(m: ServersModel, serverId: string): CatalogDocument[] {
  const seen: CatalogDocument[] = [];
  m.onDidChange((c) => {
    if (c.kind === 'findings' && c.serverId === serverId) seen.push(m.catalogDocument(serverId)!);
  });
  return seen;
}

describe('the live lint, off the extension host’s thread', () => {
  it('shows a 5,000-tool catalog at once, and its findings once the worker has them, while the event loop turns', async () => {
    // five of the tools have no description, and there are more than VS Code takes: six warnings to find
    const { model: m, id } = model({ many: server('manyTools.mjs', { MCP_LENS_FIXTURE_UNDESCRIBED: '1000' }) });
    await m.reload();
    const many = id('many');
    // at the moment the catalog arrives: the document is there, its lint is not; the host's thread is free before it answers
    const race = once(m.onDidChange, (c) => c.kind === 'catalog' && c.serverId === many).then(() => {
      const doc = m.catalogDocument(many)!;
      assert.deepEqual(doc.lint, { status: 'pending' });
      assert.deepEqual(doc.findings, []);
      assert.equal(catalogRow(m, many).description, 'checking…');
      return Promise.race([lintedCatalog(m, many).then(() => 'findings'), turn()]);
    });
    await m.start(many);
    assert.equal(await race, 'turn', 'the event loop went round before the findings arrived');
    const doc = await lintedCatalog(m, many);
    assert.deepEqual(doc.lint, { status: 'checked' });
    assert.equal((JSON.parse(doc.text) as { tools: unknown[] }).tools.length, 5000);
    // the same findings the engine gives in this thread
    assert.deepEqual(doc.findings, lintCatalog({ uri: doc.uri, text: doc.text, settings: DEFAULT_SETTINGS }));
    // VS Code takes at most 128 tools (MCP123), and five tools have no description (MCP109)
    assert.deepEqual(
      doc.findings.map((f) => [f.code, f.severity]),
      [
        ['MCP123', 'warning'],
        ...['tool_00000', 'tool_01000', 'tool_02000', 'tool_03000', 'tool_04000'].map(() => ['MCP109', 'warning']),
      ],
    );
    assert.deepEqual(
      doc.findings.filter((f) => f.code === 'MCP109').map((f) => /^Tool "(\w+)"/.exec(f.message)?.[1]),
      ['tool_00000', 'tool_01000', 'tool_02000', 'tool_03000', 'tool_04000'],
    );
    const row = catalogRow(m, many);
    assert.equal(row.description, '6 warnings');
    assert.equal(row.icon?.id, 'warning');
    await m.stop(many);
  });

  it('gives up on a catalog that takes longer than the time limit, says so on the catalog, and checks the next one', async () => {
    // far below the seconds this catalog takes, far above what an ordinary catalog takes even on a busy machine
    const LIMIT_MS = 1000;
    const {
      model: m,
      logs,
      id,
    } = model(
      { fanOut: server('refFanOut.mjs'), notes: server('wellBehaved.mjs') },
      { workerPath: CATALOG_LINT_WORKER, limitMs: LIMIT_MS },
    );
    await m.reload();
    await m.start(id('fanOut'));
    const doc = await lintedCatalog(m, id('fanOut'));
    const reason = `checking it took longer than ${LIMIT_MS / 1000} s`;
    assert.deepEqual(doc.lint, { status: 'unchecked', reason });
    // the notice every checker gives a document whose analysis it stopped
    assert.deepEqual(
      doc.findings.map((f) => [f.code, f.severity, f.offset, f.start, f.message]),
      [
        [
          'MCP006',
          'info',
          0,
          { line: 0, character: 0 },
          'Not checked: analysis took longer than 1 s and was stopped, so the MCP problems of this version are not shown. It is checked again when it changes; if this keeps happening, please report it (the log has the details).',
        ],
      ],
    );
    assert.equal((JSON.parse(doc.text) as { tools: unknown[] }).tools.length, 1000, 'the catalog itself is shown');
    const row = catalogRow(m, id('fanOut'));
    assert.equal(row.description, 'not checked');
    assert.equal(row.icon?.id, 'warning');
    assert.ok(row.tooltip!.paragraphs.includes(`It was not checked: ${reason}.`), row.tooltip!.paragraphs.join('\n'));
    await logs.get('fanOut')!.waitFor(/^warn The live catalog was not checked: checking it took longer than 1 s$/);
    assert.equal(m.state(id('fanOut')).status, 'running', 'the server runs on');
    // a fresh worker for the next catalog
    await m.start(id('notes'));
    const notes = await lintedCatalog(m, id('notes'));
    assert.deepEqual(notes.lint, { status: 'checked' });
    await Promise.all([m.stop(id('fanOut')), m.stop(id('notes'))]);
  });

  it('says the catalog was not checked when the worker cannot run', async () => {
    const { model: m, id } = model(
      { notes: server('wellBehaved.mjs') },
      { workerPath: join(tmp.dir, 'no-such-worker.js') },
    );
    await m.reload();
    await m.start(id('notes'));
    const doc = await lintedCatalog(m, id('notes'));
    assert.equal(doc.lint.status, 'unchecked');
    assert.match(
      doc.findings[0]!.message,
      /^Not checked: the checker stopped \(the catalog checker failed: .*no-such-worker\.js/,
    );
    assert.equal(doc.findings.length, 1);
    await m.stop(id('notes'));
  });

  it('drops the lint of a catalog the server replaced before it was checked', async () => {
    // the first catalog takes the engine seconds (and is allowed a minute): the second arrives long before
    const { model: m, id } = model(
      { fanOut: server('refFanOut.mjs', { MCP_LENS_FIXTURE_THEN_SMALL: '1' }) },
      { workerPath: CATALOG_LINT_WORKER, limitMs: 60_000 },
    );
    await m.reload();
    const fanOut = id('fanOut');
    const seen = findingsSeen(m, fanOut);
    const small = once(
      m.onDidChange,
      (c) =>
        c.kind === 'catalog' &&
        c.serverId === fanOut &&
        (JSON.parse(m.catalogDocument(fanOut)!.text) as { tools: unknown[] }).tools.length === 1,
    );
    await m.start(fanOut);
    await small;
    const doc = await lintedCatalog(m, fanOut);
    assert.equal((JSON.parse(doc.text) as { tools: unknown[] }).tools.length, 1);
    assert.deepEqual(
      doc.findings.map((f) => f.code),
      ['MCP201'],
    );
    assert.deepEqual(
      seen.map((d) => (JSON.parse(d.text) as { tools: unknown[] }).tools.length),
      [1],
      'no findings of the first catalog were ever shown',
    );
    await m.stop(fanOut);
  });

  it('relints with new settings at once, dropping the lint under the old ones', async () => {
    const rules: Record<string, 'off'> = {};
    const { model: m, id } = model({ paged: server('paged.mjs') }, undefined, () => ({
      ...DEFAULT_SETTINGS,
      rules: { ...rules },
    }));
    await m.reload();
    const paged = id('paged');
    const seen = findingsSeen(m, paged);
    // the settings change in the same turn as the catalog arrives: its first lint has not answered
    m.onDidChange((c) => {
      if (c.kind !== 'catalog' || c.serverId !== paged || rules.MCP302) return;
      rules.MCP302 = 'off';
      m.relint();
    });
    await m.start(paged);
    const doc = await lintedCatalog(m, paged);
    const codes = doc.findings.map((f) => f.code);
    assert.ok(codes.includes('MCP301') && !codes.includes('MCP302'), codes.join());
    assert.ok(
      seen.every((d) => d.lint.status === 'pending' || !d.findings.some((f) => f.code === 'MCP302')),
      'the lint under the old settings was dropped',
    );
    await m.stop(paged);
  });
});

describe('the catalog linter', () => {
  const text = (tools: unknown[]) => JSON.stringify({ protocolVersion: '2025-11-25', tools }, null, 2);
  const small = text([
    { name: 'a', description: 'Reads a thing.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: 'yes' } },
  ]);
  const other = text([{ name: 'b', inputSchema: { type: 'object' } }]);
  const request = (t: string) => ({ uri: 'mcp-lens-catalog:/s.catalog.json?s', text: t, settings: DEFAULT_SETTINGS });
  const slow = text(
    Array.from({ length: 1000 }, (_, i) => {
      const defs: Record<string, unknown> = {};
      for (let d = 0; d < 20; d++) {
        defs[`d${d}`] = { anyOf: [{ $ref: `#/$defs/d${d + 1}` }, { type: 'string', pattern: `^y${i}_${d}$` }] };
      }
      defs.d20 = { type: 'integer' };
      return {
        name: `t${i}`,
        description: 'x',
        inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/d0' } }, $defs: defs },
      };
    }),
  );

  it('answers only the newest lint of a server; other servers’ lints are not disturbed', async () => {
    const linter = new CatalogLinter({ workerPath: CATALOG_LINT_WORKER });
    linters.push(linter);
    const otherServer = linter.lint('other', request(other));
    const first = linter.lint('s', request(slow));
    const second = linter.lint('s', request(small));
    assert.equal(await first, undefined, 'superseded while it waited');
    assert.deepEqual(await second, { status: 'checked', findings: lintCatalog(request(small)) });
    assert.deepEqual(await otherServer, { status: 'checked', findings: lintCatalog(request(other)) });
  });

  it('stops a lint that is running when a newer one of the same server comes, in a fresh worker', async () => {
    // a minute allowed: only the newer lint can end the first one this quickly
    const linter = new CatalogLinter({ workerPath: CATALOG_LINT_WORKER, limitMs: 60_000 });
    linters.push(linter);
    await linter.lint('s', request(other));
    const worker = linter.threadId;
    const first = linter.lint('s', request(slow)); // the worker is idle: this one runs at once
    const second = linter.lint('s', request(small));
    assert.equal(await first, undefined);
    assert.deepEqual(await second, { status: 'checked', findings: lintCatalog(request(small)) });
    assert.notEqual(linter.threadId, worker, 'the busy worker was ended');
  });
});
