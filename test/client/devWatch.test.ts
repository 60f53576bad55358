// Watch mode at the model level: the tests rewrite a real fixture server's source and the real model restarts it.
// The file events are fired by the tests right after each write, as VS Code's watcher reports a save.
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync, existsSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Emitter } from '../../common/mcp/emitter';
import { processAlive } from '../../common/mcp/processTree';
import { CatalogHistory } from '../../client/src/model/catalogHistory';
import type { ServersModel } from '../../client/src/model/serversModel';
import { DevWatch, type WatchStatus } from '../../client/src/model/watch/devWatch';
import { ServersTreeData } from '../../client/src/servers/treeNodes';
import { fixtureServersModel, pidRecordingLogger, writeWorkspaceServers } from '../helpers/fixtureModel';
import { assertNoLeaks, FIXTURES } from './fixtures';
import { CATALOG_LINT_WORKER, lintedCatalog } from './liveLint';
import { scratch } from './fixtures';

const tmp = scratch();
const pids = new Set<number>();
const disposables: { dispose(): unknown }[] = [];
after(async () => {
  for (const d of disposables.reverse()) await d.dispose();
  assertNoLeaks(pids);
  tmp.cleanup();
});

let folders = 0;
/** Far beyond any restart of the fixture, even on a starved machine: a status that never comes fails with its trail. */
const UNTIL_BOUND_MS = 60_000;

interface Setup {
  folder: string;
  model: ServersModel;
  watch: DevWatch;
  history: CatalogHistory;
  id: string;
  /** Rewrites a file of the folder and reports it saved, as a person's save after the last restart. */
  save(rel: string, text: string): void;
  /** Writes a file of the folder and reports nothing (a write the watcher has not reported yet). */
  write(rel: string, text: string): void;
  /** Reports a file changed (the watcher's event, maybe late). */
  report(rel: string): void;
  /** The pids of every start of the server so far. */
  starts(): number[];
  /** Resolves with the first status (now or to come) that passes. */
  until(test: (s: WatchStatus) => boolean): Promise<WatchStatus>;
  /** Resolves with the first line the server's log gets from now on that matches. */
  untilLogged(pattern: RegExp): Promise<string>;
}

function source(tools: object[], extra = ''): string {
  return `export const tools = ${JSON.stringify(tools)};\n${extra}`;
}

const TOOL = (name: string, description: string, extra: object = {}) => ({
  name,
  description,
  inputSchema: { type: 'object' },
  ...extra,
});

async function setup(options: {
  dev: object;
  sourceFile?: string;
  initial: string;
  files?: Record<string, string>;
  backoff?: { baseMs: number; maxMs: number };
  debounceMs?: number;
}): Promise<Setup> {
  const folder = join(tmp.dir, `ws${++folders}`);
  const startsFile = join(folder, 'starts.txt');
  const sourceFile = join(folder, options.sourceFile ?? 'src/tools.mjs');
  const write = (rel: string, text: string) => {
    mkdirSync(join(folder, rel, '..'), { recursive: true });
    writeFileSync(join(folder, rel), text);
  };
  write('src/tools.mjs', options.initial);
  for (const [rel, text] of Object.entries(options.files ?? {})) write(rel, text);
  writeWorkspaceServers(folder, {
    watched: {
      command: process.execPath,
      args: [join(FIXTURES, 'watchedServer.mjs')],
      env: { MCP_LENS_FIXTURE_SOURCE: sourceFile, MCP_LENS_FIXTURE_STARTS: startsFile },
      dev: options.dev,
    },
  });
  const logged = new Emitter<string>();
  const loggerFor = () => {
    const logger = pidRecordingLogger(pids);
    logger.onLine((line) => logged.fire(line));
    return logger;
  };
  const model = fixtureServersModel({
    folder,
    home: tmp.dir,
    pids,
    approve: async () => false,
    catalogLint: { workerPath: CATALOG_LINT_WORKER },
    loggerFor,
  });
  disposables.push(model);
  await model.reload();
  const id = model.servers()[0]!.id;
  const saved = new Emitter<string>();
  // the watch's clock, read as it reads it: its last reading is the end of the last restart, or later
  let lastReading = 0;
  const now = () => (lastReading = Date.now());
  const history = new CatalogHistory(model);
  const watch = new DevWatch({
    model,
    watchFiles: () => ({ onDidChange: saved.event, dispose: () => undefined }),
    debounceMs: options.debounceMs ?? 150,
    backoff: options.backoff,
    anyFileMatches: async () => true,
    now,
  });
  disposables.push(history, watch);
  await model.start(id);
  assert.equal(model.state(id).status, 'running');
  return {
    folder,
    model,
    watch,
    history,
    id,
    save(rel, text) {
      write(rel, text);
      // The file system's clock is coarser than the watch's, so a save right after a restart can be stamped before it
      // ended and taken for the restart's own write; a person saves later, so the stamp is moved on.
      const path = join(folder, rel);
      if (statSync(path).mtimeMs <= lastReading) utimesSync(path, new Date(), new Date(lastReading + 1));
      saved.fire(path);
    },
    write,
    report(rel) {
      saved.fire(join(folder, rel));
    },
    starts: () =>
      existsSync(startsFile) ? readFileSync(startsFile, 'utf8').split('\n').filter(Boolean).map(Number) : [],
    untilLogged(pattern) {
      return new Promise((resolve, reject) => {
        const bound = setTimeout(
          () => (
            sub.dispose(),
            reject(new Error(`the log never said ${pattern}; the watch is ${JSON.stringify(watch.status(id))}`))
          ),
          UNTIL_BOUND_MS,
        );
        const sub = logged.event((line) => {
          if (!pattern.test(line)) return;
          clearTimeout(bound);
          sub.dispose();
          resolve(line);
        });
      });
    },
    until(test) {
      const now = watch.status(id);
      if (now && test(now)) return Promise.resolve(now);
      // every status on the way is kept: a wait that ends in failure says where the watch stopped
      const trail: string[] = [];
      return new Promise((resolve, reject) => {
        const bound = setTimeout(() => {
          sub.dispose();
          reject(
            new Error(
              `the watch never reached the awaited status; it is ${JSON.stringify(watch.status(id))}, after:\n${trail.join('\n')}`,
            ),
          );
        }, UNTIL_BOUND_MS);
        const sub = watch.onDidChange((sid) => {
          const st = watch.status(id);
          if (sid !== id || !st) return;
          trail.push(
            JSON.stringify({
              phase: st.phase,
              restarts: st.restarts,
              failures: st.failures,
              backoffMs: st.backoffMs,
              feedbackLoop: st.feedbackLoop,
              lastFailure: st.lastFailure?.kind,
            }),
          );
          if (!test(st)) return;
          clearTimeout(bound);
          sub.dispose();
          resolve(st);
        });
      });
    },
  };
}

describe('watch mode', () => {
  it('restarts once per burst of saves, ends the old process first, and names exactly what changed', async () => {
    const s = await setup({
      dev: { watch: 'src/**/*.mjs' },
      // the watch reads each save's stamp in the thread pool before it waits its debounce: on a machine loaded past 10
      // per core those reads came back more than 150 ms apart and split the burst in two
      debounceMs: 2_000,
      initial: source([
        TOOL('search', 'Searches the notes.'),
        TOOL('delete_note', 'Deletes a note.', { annotations: { destructiveHint: true } }),
        TOOL('list', 'Lists the notes.'),
      ]),
    });
    assert.equal(s.watch.status(s.id)?.from, 'config');
    const [first] = s.starts();
    // five saves in a row, the last one what the author meant: a description changed, an annotation dropped, a tool
    // removed, one added without a description (the live lint's MCP109)
    for (let i = 0; i < 4; i++) s.save('src/tools.mjs', source([TOOL('search', `draft ${i}`)]));
    s.save(
      'src/tools.mjs',
      source([
        TOOL('search', 'Searches the notes by title.'),
        TOOL('delete_note', 'Deletes a note.'),
        TOOL('add_note', ''),
      ]),
    );
    // a file the patterns do not select changes nothing
    s.save('README.md', 'docs');
    const done = await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    assert.equal(done.failures, 0);
    assert.equal(s.model.state(s.id).status, 'running');
    const starts = s.starts();
    assert.equal(starts.length, 2, `one restart for the burst, got starts ${starts.join(', ')}`);
    assert.equal(processAlive(first!), false, 'the old process is gone');
    const changes = s.history.changes(s.id);
    assert.ok(changes, 'the changes since the last start are known');
    assert.deepEqual(changes.diff.changes, [
      { list: 'tools', key: 'search', change: 'changed', fields: ['description'] },
      { list: 'tools', key: 'delete_note', change: 'changed', fields: ['annotations'] },
      { list: 'tools', key: 'add_note', change: 'added', fields: [] },
      { list: 'tools', key: 'list', change: 'removed', fields: [] },
    ]);
    // the live lint ran on the new catalog
    const doc = await lintedCatalog(s.model, s.id);
    assert.deepEqual(
      doc.findings.filter((f) => f.code === 'MCP109').map((f) => /Tool "(\w+)"/.exec(f.message)?.[1]),
      ['add_note'],
    );
    await s.model.stop(s.id);
  });

  it('draws only the watch row or the changes row again while the rows under the server stay those shown', async () => {
    const s = await setup({ dev: { watch: 'src/**/*.mjs' }, initial: source([TOOL('search', 'Searches the notes.')]) });
    const tree = new ServersTreeData(s.model);
    tree.dev = { watch: s.watch, history: s.history };
    const server = tree.serverNode(s.id);
    assert.equal(tree.devRefreshTarget(s.id, 'watch'), server, 'nothing shown yet under the server: its row');
    const shown = () => tree.children(server).map((n) => n.kind);
    assert.deepEqual(shown(), ['watch', 'list', 'list', 'list', 'catalog']);
    assert.equal(tree.devRefreshTarget(s.id, 'watch'), tree.watchNode(s.id));
    assert.equal(
      tree.devRefreshTarget(s.id, 'changes'),
      server,
      'the changes row is not shown yet: the server row brings it',
    );

    s.save('src/tools.mjs', source([TOOL('search', 'Searches the notes by title.')]));
    await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    assert.equal(tree.devRefreshTarget(s.id, 'changes'), server, 'a row came: the server row again');
    assert.ok(shown().includes('changes'));
    assert.equal(tree.devRefreshTarget(s.id, 'changes'), tree.changesNode(s.id));
    assert.equal(tree.devRefreshTarget(s.id, 'watch'), tree.watchNode(s.id));
    s.watch.unwatch(s.id);
    assert.equal(tree.devRefreshTarget(s.id, 'watch'), server, 'the watch row went: the server row again');
    await s.model.stop(s.id);
  });

  it('runs dev.build first; a failing build keeps the old server and shows its output; crashes on start back off and never loop', async () => {
    const BASE = 200;
    const build = [
      "import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';",
      "const text = readFileSync('src/tools.mjs', 'utf8');",
      "if (text.includes('BROKEN')) { console.error('src/tools.mjs(1,1): error TS1005: the source is BROKEN'); process.exit(2); }",
      "mkdirSync('out', { recursive: true });",
      "writeFileSync('out/tools.mjs', text);",
      "console.log('built');",
    ].join('\n');
    const s = await setup({
      dev: { watch: ['src/**', '!src/**/*.md'], build: 'node build.mjs' },
      sourceFile: 'out/tools.mjs',
      initial: source([TOOL('search', 'Searches.')]),
      files: { 'build.mjs': build, 'out/tools.mjs': source([TOOL('search', 'Searches.')]) },
      backoff: { baseMs: BASE, maxMs: 10_000 },
    });
    const running = s.starts()[0]!;

    // 1. a broken build: the old server keeps running, the build's output is on the status
    s.save('src/tools.mjs', '// BROKEN');
    const broken = await s.until((st) => st.failures === 1 && st.phase === 'watching');
    assert.equal(broken.lastFailure?.kind, 'build');
    assert.match(broken.lastFailure!.message, /exited with code 2/);
    assert.match(broken.lastFailure!.output ?? '', /error TS1005: the source is BROKEN/);
    assert.deepEqual(s.starts(), [running]);
    assert.equal(s.model.state(s.id).status, 'running');

    // 2. a build that passes, a server that crashes on start: shown, and the next restart waits
    s.save('src/tools.mjs', "export const crash = 'NOTES_API_KEY is not set';");
    const crashed = await s.until((st) => st.failures === 2 && st.phase === 'watching');
    assert.equal(crashed.lastFailure?.kind, 'start');
    assert.match(crashed.lastFailure!.message, /crashed on start/);
    assert.match(crashed.lastFailure!.message, /NOTES_API_KEY is not set/);
    assert.equal(s.model.state(s.id).status, 'error');
    assert.equal(processAlive(running), false);

    // 3. each further failure doubles the wait; a crashed server is not restarted on its own
    const waits: number[] = [];
    s.watch.onDidChange(() => {
      const st = s.watch.status(s.id);
      if (st?.phase === 'pending') waits.push(st.backoffMs);
    });
    for (const failures of [3, 4]) {
      s.save('src/tools.mjs', `export const crash = 'still broken ${failures}';`);
      await s.until((st) => st.failures === failures && st.phase === 'watching');
    }
    assert.deepEqual(waits, [BASE, 2 * BASE]);
    const startsBeforeFix = s.starts().length;
    assert.equal(startsBeforeFix, 1 + 3, 'one start per restart, none on its own');

    // 4. the fix: built, restarted, failures forgotten
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, fixed.')]));
    const fixed = await s.until((st) => st.failures === 0 && st.phase === 'watching' && st.restarts === 4);
    assert.equal(fixed.lastFailure, undefined);
    assert.equal(s.model.state(s.id).status, 'running');
    assert.equal(s.starts().length, startsBeforeFix + 1);
    await s.model.stop(s.id);
  });

  /**
   * A restart that writes a watched file each time is a feedback loop, and the watch stops after three in a row,
   * whether it sees the write during the restart or, `late`, after it.
   */
  async function assertFeedbackLoopStops(late: boolean): Promise<void> {
    const s = await setup({ dev: { watch: 'src/**' }, initial: source([TOOL('search', 'Searches.')]) });
    let phase = s.watch.status(s.id)?.phase;
    let unreported = false;
    s.watch.onDidChange(() => {
      const now = s.watch.status(s.id)?.phase;
      if (now === 'restarting' && phase !== 'restarting') {
        s.write('src/generated.mjs', String(Date.now()));
        if (late) unreported = true;
        else s.report('src/generated.mjs');
      } else if (now !== 'restarting' && phase === 'restarting' && unreported) {
        unreported = false;
        s.report('src/generated.mjs');
      }
      phase = now;
    });
    s.save('src/tools.mjs', source([TOOL('search', 'Searches again.')]));
    const looped = await s.until((st) => !!st.feedbackLoop);
    assert.match(looped.feedbackLoop!, /src\/generated\.mjs changed during each of the last 3 restarts/);
    assert.equal(s.starts().length, 1 + 3, 'the first restart and two follow-ups, no more');
    await s.until((st) => st.phase === 'watching');
    await s.model.stop(s.id);
  }

  it('stops reacting to changes made during its own restarts after three in a row (a build writing watched files)', () =>
    assertFeedbackLoopStops(false));

  it("takes a file written during a restart and reported after it (a watcher reports late) for the restart's own write", () =>
    assertFeedbackLoopStops(true));

  it('does not restart again when the watcher reports a save a second time, after the restart it caused', async () => {
    const s = await setup({ dev: { watch: 'src/**/*.mjs' }, initial: source([TOOL('search', 'Searches.')]) });
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, saved once.')]));
    await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    const ignored = s.untilLogged(/reported again/);
    s.report('src/tools.mjs');
    assert.equal(
      await ignored,
      'info Watch: src/tools.mjs was reported again, unchanged since before the last restart; not restarting',
    );
    assert.equal(s.watch.status(s.id)?.phase, 'watching');
    assert.equal(s.starts().length, 2, 'no second restart for the same save');
    // a file with an old stamp that was never acted on is a change (an archive extracted, rsync -a)
    s.write('src/other.mjs', 'export {};');
    utimesSync(join(s.folder, 'src/other.mjs'), new Date(1_000_000), new Date(1_000_000));
    s.report('src/other.mjs');
    await s.until((st) => st.restarts === 2 && st.phase === 'watching');
    // and the next real save still restarts
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, saved twice.')]));
    await s.until((st) => st.restarts === 3 && st.phase === 'watching');
    assert.equal(s.starts().length, 4);
    await s.model.stop(s.id);
  });

  it('does not restart again when the watcher reports a save a second time while the restart it caused runs', async () => {
    const s = await setup({ dev: { watch: 'src/**/*.mjs' }, initial: source([TOOL('search', 'Searches.')]) });
    // VS Code's watcher reporting the save again as the restart runs (seen under load): the restart loads that save
    let phase = s.watch.status(s.id)?.phase;
    let reportedAgain = false;
    const sub = s.watch.onDidChange(() => {
      const now = s.watch.status(s.id)?.phase;
      if (now === 'restarting' && phase !== 'restarting' && !reportedAgain) {
        reportedAgain = true;
        s.report('src/tools.mjs');
      }
      phase = now;
    });
    const ignored = s.untilLogged(/reported again/);
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, saved once.')]));
    assert.equal(
      await ignored,
      'info Watch: src/tools.mjs was reported again, unchanged since before the last restart; not restarting',
    );
    await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    sub.dispose();
    assert.equal(s.starts().length, 2, 'one restart for the one save');
    assert.deepEqual(
      s.history.changes(s.id)?.diff.changes.map((c) => c.key),
      ['search'],
      'the changes are those of the save, not an empty second start',
    );
    // a save made while a restart runs is not lost: one more restart follows
    let saved = false;
    const again = s.watch.onDidChange(() => {
      if (s.watch.status(s.id)?.phase === 'restarting' && !saved) {
        saved = true;
        s.save('src/tools.mjs', source([TOOL('search', 'Searches, saved during the restart.')]));
      }
    });
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, saved twice.')]));
    await s.until((st) => st.restarts === 3 && st.phase === 'watching');
    again.dispose();
    assert.equal(s.starts().length, 4);
    await s.model.stop(s.id);
  });

  it('does not restart again when a save written in two steps is reported a second time, late, while the restart runs', async () => {
    const s = await setup({ dev: { watch: 'src/**/*.mjs' }, initial: source([TOOL('search', 'Searches.')]) });
    // an editor that truncates the file, then writes it: on a loaded machine the first report is looked at before the
    // write lands (its stamp is the truncation's), and the write's own report comes while the restart runs
    const path = join(s.folder, 'src/tools.mjs');
    let phase = s.watch.status(s.id)?.phase;
    let reportedLate = false;
    const sub = s.watch.onDidChange(() => {
      const now = s.watch.status(s.id)?.phase;
      if (now === 'pending' && phase !== 'pending') {
        s.write('src/tools.mjs', source([TOOL('search', 'Searches, written in two steps.')]));
        const stamped = statSync(path).mtimeMs + 5;
        utimesSync(path, new Date(), new Date(stamped));
      }
      if (now === 'restarting' && phase !== 'restarting' && !reportedLate) {
        reportedLate = true;
        s.report('src/tools.mjs');
      }
      phase = now;
    });
    const why = s.untilLogged(/restarting after/);
    const ignored = s.untilLogged(/reported again/);
    s.save('src/tools.mjs', '');
    assert.equal(await why, 'info Watch: restarting after a change to src/tools.mjs');
    assert.match(await ignored, /src\/tools\.mjs was reported again, unchanged since before the last restart/);
    await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    sub.dispose();
    assert.equal(s.starts().length, 2, 'one restart for the one save');
    assert.deepEqual(
      s.history.changes(s.id)?.diff.changes.map((c) => c.key),
      ['search'],
      'the restart loaded the whole save',
    );
    await s.model.stop(s.id);
  });

  it('is switched on and off from the row; a stopped server is not started by a save', async () => {
    const s = await setup({ dev: {}, initial: source([TOOL('search', 'Searches.')]) });
    assert.equal(s.watch.isWatching(s.id), false);
    s.watch.watch(s.id);
    assert.equal(s.watch.status(s.id)?.from, 'user');
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, watched.')]));
    await s.until((st) => st.restarts === 1 && st.phase === 'watching');
    assert.equal(s.starts().length, 2);
    await s.model.stop(s.id);
    s.save('src/tools.mjs', source([TOOL('search', 'Searches, stopped.')]));
    assert.equal(s.watch.status(s.id)?.phase, 'watching', 'no restart scheduled for a stopped server');
    s.watch.unwatch(s.id);
    assert.equal(s.watch.isWatching(s.id), false);
  });
});
