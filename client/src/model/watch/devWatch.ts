import { stat } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { Emitter, type Disposable, type Event } from '../../../../common/mcp/emitter';
import { messageOf } from '../../../../common/mcp/errors';
import type { ServerDefinition } from '../../../../common/config/configSource';
import type { WatchGlobs } from '../../../../common/config/watchGlobs';
import { anyFileMatches, watchMatcher, type WatchMatcher } from '../../../../common/config/watchMatcher';
import type { ServersModel } from '../serversModel';
import { restartDelayMs, type BackoffPolicy } from './backoff';
import type { BuildResult } from './buildStep';

/** Changed files under a folder, as absolute paths, from VS Code's file watcher or from a test. */
export interface FileEvents extends Disposable {
  readonly onDidChange: Event<string>;
}

export interface DevWatchDeps {
  readonly model: ServersModel;
  /** Watches the folder for files the patterns select; the watcher may report more, so each path is matched again. */
  readonly watchFiles: (base: string, globs: WatchGlobs) => FileEvents;
  /** The environment of the build step (the host's). */
  readonly env?: NodeJS.ProcessEnv;
  /** How long a burst of saves has to be quiet before the restart (default 300 ms). */
  readonly debounceMs?: number;
  readonly backoff?: BackoffPolicy;
  /** A server that fails within this long after a restart crashed on start (default 10 s). */
  readonly crashWindowMs?: number;
  readonly buildTimeoutMs?: number;
  /** Whether any file matches (default: a bounded walk of the folder); undefined when it cannot tell. */
  readonly anyFileMatches?: (matcher: WatchMatcher) => Promise<boolean | undefined>;
  readonly now?: () => number;
}

/** Files to watch when the user switches a server without `dev.watch` into watch mode. */
export const DEFAULT_WATCH = [
  '**/*.{js,mjs,cjs,ts,mts,cts,jsx,tsx,py,json}',
  '!**/node_modules/**',
  '!**/.git/**',
  '!**/.venv/**',
  '!**/__pycache__/**',
];

export type WatchPhase = 'watching' | 'pending' | 'building' | 'restarting';

export interface RestartFailure {
  readonly kind: 'build' | 'start';
  readonly message: string;
  /** What the build printed, or the server's last words. */
  readonly output?: string;
}

export interface WatchStatus {
  readonly serverId: string;
  /** `config`: the file's `dev.watch`; `user`: switched on from the row. */
  readonly from: 'config' | 'user';
  readonly patterns: readonly string[];
  readonly base: string;
  readonly build?: string;
  readonly phase: WatchPhase;
  readonly restarts: number;
  /** Restarts in a row that failed (build or start); the back-off grows with it. */
  readonly failures: number;
  readonly lastFailure?: RestartFailure;
  /** The wait before the pending restart beyond the debounce (back-off after failures). */
  readonly backoffMs: number;
  /** No file under the folder matches the patterns (undefined while unknown). */
  readonly matchesNothing?: boolean;
  /** The build or the server writes files the patterns select: changes during a restart are ignored from then on. */
  readonly feedbackLoop?: string;
}

interface Watched {
  status: WatchStatus;
  matcher: WatchMatcher;
  events: FileEvents;
  timer?: NodeJS.Timeout;
  /** A change arrived during the restart (or right after it): one more restart follows. */
  changedDuringCycle?: string;
  inCycle: boolean;
  cycleStartedAt: number;
  cycleEndedAt: number;
  /** Restarts in a row set off only by changes made during the restart before. */
  selfTriggered: number;
  /** Each file's modification time when its change last scheduled a restart, so a write reported again is known. */
  readonly acted: Map<string, number>;
  /** Files whose change scheduled the restart to come: their stamps are read again as it begins. */
  readonly actedSinceCycle: Set<string>;
  /** The last change that scheduled a restart, for the log line that says why it restarts. */
  lastChange?: string;
  runningSince?: number;
  build?: AbortController;
  disposed: boolean;
}

/** Restarts in a row set off by the restart's own writes, before they count as a feedback loop. */
const FEEDBACK_LIMIT = 3;

/**
 * How far a file's modification time may lag the moment of the write: file systems stamp with a clock coarser than
 * Date.now (a kernel tick), so a write at time t can carry any time in [t - slack, t].
 */
const MTIME_SLACK_MS = 20;

/**
 * Whether a file reported after a restart ended was written during it, as the build's or the server's own output.
 * A save stamped at the restart's very end counts as such a write too (docs/architecture.md, "Watch mode").
 */
function madeDuringCycle(mtime: number, w: Pick<Watched, 'cycleStartedAt' | 'cycleEndedAt'>): boolean {
  return mtime >= w.cycleStartedAt - MTIME_SLACK_MS && mtime <= w.cycleEndedAt;
}

/**
 * Whether a write was made before the last restart began, so the running server already has it. VS Code's watcher
 * may report one save twice, the second time after the restart it caused.
 */
function loadedByLastCycle(mtime: number, w: Pick<Watched, 'cycleStartedAt'>): boolean {
  return w.cycleStartedAt > 0 && mtime < w.cycleStartedAt - MTIME_SLACK_MS;
}

/**
 * Watch mode: restarts a server when a watched file changes, once per burst of saves and after its `dev.build`. A
 * failing build keeps the old server running, and a crash never restarts it (docs/architecture.md, "Watch mode").
 */
export class DevWatch implements Disposable {
  private readonly watched = new Map<string, Watched>();
  /** Servers the user switched on (true) or off (false) against their definition. */
  private readonly overrides = new Map<string, { on: boolean; patterns?: readonly string[] }>();
  private readonly changes = new Emitter<string>();
  /** A server's watch status changed (or it stopped being watched). */
  readonly onDidChange = this.changes.event;
  private readonly listener: Disposable;

  constructor(private readonly deps: DevWatchDeps) {
    this.listener = deps.model.onDidChange((c) => {
      if (c.kind === 'sources') this.sync();
      else if (c.kind === 'state') this.stateChanged(c.serverId);
    });
    this.sync();
  }

  status(serverId: string): WatchStatus | undefined {
    return this.watched.get(serverId)?.status;
  }

  isWatching(serverId: string): boolean {
    return this.watched.has(serverId);
  }

  /** Switches a server into watch mode from its row: its `dev.watch`, else the patterns given, else DEFAULT_WATCH. */
  watch(serverId: string, patterns?: readonly string[]): void {
    this.overrides.set(serverId, { on: true, patterns });
    this.sync();
  }

  /** Leaves watch mode until the user switches it on again (a `dev.watch` in the file included). */
  unwatch(serverId: string): void {
    this.overrides.set(serverId, { on: false });
    this.sync();
  }

  dispose(): void {
    this.listener.dispose();
    for (const id of [...this.watched.keys()]) this.drop(id);
    this.changes.dispose();
  }

  // ---- internals ----

  /** Watches what the definitions and the user's switches say, no more. */
  private sync(): void {
    const wanted = new Map<string, { from: 'config' | 'user'; patterns: readonly string[]; def: ServerDefinition }>();
    for (const def of this.deps.model.servers()) {
      const o = this.overrides.get(def.id);
      const own = def.config.dev?.watch ?? [];
      if (o?.on === false) continue;
      if (own.length) wanted.set(def.id, { from: o?.on ? 'user' : 'config', patterns: own, def });
      else if (o?.on) {
        wanted.set(def.id, { from: 'user', patterns: o.patterns?.length ? o.patterns : DEFAULT_WATCH, def });
      }
    }
    for (const id of [...this.watched.keys()]) if (!wanted.has(id)) this.drop(id);
    for (const [id, w] of wanted) {
      const base = baseOf(w.def);
      const existing = this.watched.get(id);
      const build = w.def.config.dev?.build;
      if (existing && existing.status.base === base && same(existing.status.patterns, w.patterns)) {
        if (existing.status.build !== build || existing.status.from !== w.from) {
          this.update(existing, { build, from: w.from });
        }
        continue;
      }
      if (existing) this.drop(id);
      this.add(id, w.from, w.patterns, base, build);
    }
  }

  private add(
    serverId: string,
    from: 'config' | 'user',
    patterns: readonly string[],
    base: string,
    build: string | undefined,
  ): void {
    const matcher = watchMatcher(base, patterns);
    const events = this.deps.watchFiles(base, matcher);
    const w: Watched = {
      status: { serverId, from, patterns, base, build, phase: 'watching', restarts: 0, failures: 0, backoffMs: 0 },
      matcher,
      events,
      inCycle: false,
      cycleStartedAt: 0,
      cycleEndedAt: 0,
      selfTriggered: 0,
      acted: new Map(),
      actedSinceCycle: new Set(),
      disposed: false,
    };
    const sub = events.onDidChange((path) => this.fileChanged(w, path));
    w.events = { onDidChange: events.onDidChange, dispose: () => (sub.dispose(), events.dispose()) };
    this.watched.set(serverId, w);
    this.changes.fire(serverId);
    void (this.deps.anyFileMatches ?? anyFileMatches)(matcher).then(
      (any) => {
        if (!w.disposed && any !== undefined) this.update(w, { matchesNothing: !any });
      },
      () => undefined,
    );
  }

  private drop(serverId: string): void {
    const w = this.watched.get(serverId);
    if (!w) return;
    w.disposed = true;
    if (w.timer) clearTimeout(w.timer);
    w.build?.abort();
    w.events.dispose();
    this.watched.delete(serverId);
    this.changes.fire(serverId);
  }

  private update(w: Watched, patch: Partial<WatchStatus>): void {
    if (w.disposed) return;
    w.status = { ...w.status, ...patch };
    this.changes.fire(w.status.serverId);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private fileChanged(w: Watched, path: string): void {
    if (w.disposed || !w.matcher.matches(path)) return;
    // only a server the user has started (running, or failed) is restarted; a stopped one stays stopped (while a
    // restart runs the server is stopped on the way)
    if (!w.inCycle && this.deps.model.state(w.status.serverId).status === 'stopped') return;
    // the file's time tells a save from a report of one already acted on, and from a write of the last restart
    void this.modifiedAt(path).then((mtime) => {
      if (w.disposed) return;
      // VS Code's watcher may report one save twice, the second time during or after the restart it set off, which
      // loads that save (a second restart would find nothing changed, and "Changes since last start" would say so)
      if (mtime !== undefined && w.acted.get(path) === mtime && loadedByLastCycle(mtime, w)) {
        this.deps.model
          .loggerFor(w.status.serverId)
          ?.info(
            `Watch: ${relative(w.status.base, path)} was reported again, unchanged since before the last restart; ` +
              'not restarting',
          );
        return;
      }
      // a save while a restart runs (a build takes a while) is not lost: one more restart follows
      if (w.inCycle) return this.changedByCycle(w, path);
      if (mtime !== undefined && madeDuringCycle(mtime, w)) return this.changedByCycle(w, path);
      w.selfTriggered = 0;
      if (mtime !== undefined) {
        w.acted.set(path, mtime);
        w.actedSinceCycle.add(path);
      }
      w.lastChange = path;
      this.schedule(w, false);
    });
  }

  /**
   * Reads the stamps of the files this restart loads again as it begins, since an editor that truncates and then writes
   * a file stamps it twice; the second write's report is then known as a save the restart already has.
   */
  private async restampActed(w: Watched): Promise<void> {
    const paths = [...w.actedSinceCycle];
    w.actedSinceCycle.clear();
    for (const path of paths) {
      const mtime = await this.modifiedAt(path);
      if (mtime !== undefined) w.acted.set(path, mtime);
    }
  }

  /** A change made while a restart ran: one more restart follows, unless restarts are known to write watched files. */
  private changedByCycle(w: Watched, path: string): void {
    if (w.status.feedbackLoop) return;
    this.deps.model
      .loggerFor(w.status.serverId)
      ?.info(`Watch: ${relative(w.status.base, path)} changed while the last restart ran; one more restart follows`);
    w.changedDuringCycle = path;
    w.lastChange = path;
    if (!w.inCycle) this.schedule(w, true);
  }

  private async modifiedAt(path: string): Promise<number | undefined> {
    try {
      return (await stat(path)).mtimeMs;
    } catch {
      return undefined;
    }
  }

  private debounceMs(): number {
    return this.deps.debounceMs ?? 300;
  }

  private schedule(w: Watched, selfTriggered: boolean): void {
    if (w.timer) clearTimeout(w.timer);
    const backoffMs = restartDelayMs(w.status.failures, this.deps.backoff);
    w.timer = setTimeout(() => {
      w.timer = undefined;
      void this.cycle(w, selfTriggered);
    }, this.debounceMs() + backoffMs);
    if (w.status.phase !== 'pending' || w.status.backoffMs !== backoffMs) {
      this.update(w, { phase: 'pending', backoffMs });
    }
  }

  private async cycle(w: Watched, selfTriggered: boolean): Promise<void> {
    if (w.disposed) return;
    if (w.inCycle) {
      w.changedDuringCycle ??= w.status.base;
      return;
    }
    if (selfTriggered && ++w.selfTriggered >= FEEDBACK_LIMIT) {
      this.update(w, {
        phase: 'watching',
        feedbackLoop:
          `${w.changedDuringCycle ? relative(w.status.base, w.changedDuringCycle) : 'a watched file'} ` +
          `changed during each of the last ${FEEDBACK_LIMIT} restarts: ` +
          'the build or the server writes files that dev.watch selects. ' +
          'Changes made while a restart runs are ignored from now on; exclude the output with a "!" pattern.',
      });
      w.changedDuringCycle = undefined;
      return;
    }
    w.inCycle = true;
    w.cycleStartedAt = this.now();
    w.changedDuringCycle = undefined;
    const id = w.status.serverId;
    const logger = this.deps.model.loggerFor(id);
    try {
      await this.restampActed(w);
      if (w.status.build) {
        this.update(w, { phase: 'building' });
        logger?.info(`Watch: building with \`${w.status.build}\``);
        const build = new AbortController();
        w.build = build;
        let result: BuildResult;
        try {
          result = await this.deps.model.runBuild(
            id,
            w.status.build,
            this.cwdOf(id) ?? w.status.base,
            this.deps.env ?? process.env,
            { signal: build.signal, timeoutMs: this.deps.buildTimeoutMs ?? 5 * 60_000 },
          );
        } catch (e) {
          // refused (Restricted Mode): nothing ran, and nothing restarts
          w.build = undefined;
          this.failed(w, { kind: 'start', message: messageOf(e) });
          return;
        }
        w.build = undefined;
        if (w.disposed) return;
        if (!result.ok) {
          this.buildFailed(w, result);
          return;
        }
        if (result.output) logger?.info(`Watch: the build printed:\n${result.output}`);
      }
      this.update(w, { phase: 'restarting' });
      logger?.info(
        `Watch: restarting after a change${w.lastChange ? ` to ${relative(w.status.base, w.lastChange)}` : ''}`,
      );
      try {
        await this.deps.model.restart(id);
      } catch (e) {
        this.failed(w, { kind: 'start', message: messageOf(e) });
        return;
      }
      if (w.disposed) return;
      const state = this.deps.model.state(id);
      if (state.status === 'error') this.failed(w, { kind: 'start', message: `It crashed on start: ${state.message}` });
      else if (state.status === 'running') {
        w.runningSince = this.now();
        this.update(w, { restarts: w.status.restarts + 1, failures: 0, lastFailure: undefined, backoffMs: 0 });
      }
    } finally {
      w.inCycle = false;
      w.cycleEndedAt = this.now();
      if (!w.disposed) {
        if (w.changedDuringCycle) this.schedule(w, true);
        else this.update(w, { phase: 'watching', backoffMs: 0 });
      }
    }
  }

  private buildFailed(w: Watched, result: BuildResult): void {
    this.deps.model
      .loggerFor(w.status.serverId)
      ?.error(
        `Watch: the build \`${w.status.build}\` ${result.reason}; the server was not restarted.` +
          `${result.output ? `\n${result.output}` : ''}`,
      );
    this.failed(w, {
      kind: 'build',
      message: `The build ${result.reason}; the server was not restarted`,
      output: result.output,
    });
  }

  private failed(w: Watched, failure: RestartFailure): void {
    w.runningSince = undefined;
    this.update(w, {
      restarts: w.status.restarts + (failure.kind === 'start' ? 1 : 0),
      failures: w.status.failures + 1,
      lastFailure: failure,
    });
  }

  /** A server that fails soon after a watch restart crashed on start: that counts for the back-off, with no restart. */
  private stateChanged(serverId: string): void {
    const w = this.watched.get(serverId);
    if (!w || w.inCycle || w.runningSince === undefined) return;
    const state = this.deps.model.state(serverId);
    if (state.status === 'running') return;
    const since = this.now() - w.runningSince;
    w.runningSince = undefined;
    if (state.status === 'error' && since < (this.deps.crashWindowMs ?? 10_000)) {
      this.failed(w, {
        kind: 'start',
        message: `It crashed ${Math.round(since / 100) / 10} s after it started: ${state.message}`,
      });
    }
  }

  private cwdOf(serverId: string): string | undefined {
    return this.deps.model.launchedCwd(serverId);
  }
}

/** VS Code's base of `dev.watch`: the workspace folder of the file (for other files, the folder the file is in). */
function baseOf(def: ServerDefinition): string {
  return def.location.folder?.path ?? dirname(def.location.path);
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
