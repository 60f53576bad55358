import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { LensSettings } from '../../../common/protocol/settings';
import type { DiskChange } from '../service/declarationIndex';
import type { FeatureRequests, RequestMethod, ToWorker, WorkerRole } from '../worker/protocol';
import { textMessage } from '../worker/sharedText';
import type { DocumentMirror } from './documentMirror';
import { SupervisedWorker, type Stop, type WorkerNotice } from './supervisedWorker';

export interface LanguageWorkersOptions {
  readonly script: string;
  readonly mirror: DocumentMirror;
  readonly settings: () => LensSettings;
  readonly hostReportsSyntaxErrors: boolean;
  readonly hostValidatesVsCodeMcpJson: boolean;
  readonly showsDocuments: boolean;
  readonly onDiagnostics: (uri: string, version: number, diagnostics: Diagnostic[]) => void;
  /** The check worker was stopped on a document version (time limit) or failed on it: that version is not checked. */
  readonly onNotChecked: (uri: string, version: number, stop: Stop) => void;
  readonly onWatchCodeFiles: (wanted: boolean) => void;
  readonly onWatchFolders: (wanted: boolean) => void;
  readonly log: (message: string) => void;
}

/** A feature worker busy this long on one request is passed over for another, started if need be. */
const BUSY_MS = 300;
const MAX_FEATURE_WORKERS = 2;
/** A document of many megabytes needs a large heap; past this the worker ends, the language server lives on. */
const WORKER_HEAP_MB = 4096;

/**
 * The language server's workers: one check worker and up to two feature workers, each holding every document. A version
 * that kept a worker past the time limit is stuck: the worker is replaced and that version is analysed nowhere again.
 */
export class LanguageWorkers {
  private readonly check: SupervisedWorker;
  private readonly features: SupervisedWorker[] = [];
  /** Document versions a worker was stopped on, per role: a check stop marks the version stuck for features too. */
  private readonly stuck: Record<WorkerRole, Map<string, number>> = { check: new Map(), features: new Map() };
  /** Which feature worker analysed a document last (it answers fastest from its cached analysis). */
  private readonly affinity = new Map<string, SupervisedWorker>();
  private disposed = false;

  constructor(private readonly options: LanguageWorkersOptions) {
    this.check = this.spawn('check');
    this.features.push(this.spawn('features'));
  }

  opened(uri: string, languageId: string, version: number, text: string): void {
    this.unmark(uri);
    // one copy of a large text for all the workers, not one per worker
    this.broadcast({ type: 'open', uri, languageId, version, text: textMessage(text) });
  }

  changed(uri: string, version: number, changes: readonly TextDocumentContentChangeEvent[]): void {
    this.unmark(uri);
    this.broadcast({ type: 'change', uri, version, changes });
  }

  closed(uri: string): void {
    this.unmark(uri);
    this.affinity.delete(uri);
    this.broadcast({ type: 'close', uri });
  }

  settingsChanged(settings: LensSettings): void {
    this.broadcast({ type: 'settings', settings });
    for (const w of [this.check, ...this.features]) w.limitChanged();
  }

  diskChanged(changes: readonly DiskChange[]): void {
    this.check.post({ type: 'diskChanges', changes });
  }

  /** Answers a request from the worker of its role, or `fallback` when the version is stuck or no worker answered. */
  async request<M extends RequestMethod>(
    method: M,
    params: FeatureRequests[M]['params'],
    uri: string,
    fallback: FeatureRequests[M]['result'],
  ): Promise<FeatureRequests[M]['result']> {
    if (
      this.disposed ||
      this.isStuck(uri, method === 'definition' || method === 'declarationActions' ? 'check' : 'features')
    ) {
      return fallback;
    }
    if (method === 'definition' || method === 'declarationActions') {
      return (await this.check.request(method, params)) ?? fallback;
    }
    const result = await this.askFeatures(method, params, uri);
    return result === undefined ? fallback : result;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all([this.check.dispose(), ...this.features.map((w) => w.dispose())]);
  }

  /**
   * Asks the feature worker for `uri`, and another one too when the first is still busy on another document after
   * BUSY_MS; the first answer wins, so a runaway analysis delays other documents' requests by BUSY_MS at most.
   */
  private askFeatures<M extends RequestMethod>(
    method: M,
    params: FeatureRequests[M]['params'],
    uri: string,
  ): Promise<FeatureRequests[M]['result'] | undefined> {
    const first = this.featureWorkerFor(uri);
    return new Promise((resolve) => {
      let answered = false;
      let asked = 1;
      const answer = (result: FeatureRequests[M]['result'] | undefined) => {
        if (answered) return;
        // an answer of undefined is a worker that went away: wait for the other one, if another was asked
        if (result === undefined && --asked > 0) return;
        answered = true;
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        if (answered || !first.busyOn || first.busyOn === uri) return;
        const helper = this.featureWorkerFor(uri, first);
        if (helper === first) return;
        asked++;
        void helper.request(method, params).then(answer);
      }, BUSY_MS);
      void first.request(method, params).then(answer);
    });
  }

  private broadcast(message: ToWorker): void {
    this.check.post(message);
    for (const w of this.features) w.post(message);
  }

  private unmark(uri: string): void {
    this.stuck.check.delete(uri);
    this.stuck.features.delete(uri);
  }

  private isStuck(uri: string, role: WorkerRole): boolean {
    const version = this.options.mirror.get(uri)?.version;
    if (version === undefined) return false;
    return this.stuck.check.get(uri) === version || (role === 'features' && this.stuck.features.get(uri) === version);
  }

  /** The worker that last analysed `uri` if free, else a free one, else a new one (up to two), else the least busy. */
  private featureWorkerFor(uri: string, not?: SupervisedWorker): SupervisedWorker {
    const now = performance.now();
    const alive = this.features.filter((w) => w.alive && w !== not);
    const free = alive.filter((w) => w.busyForMs(now) < BUSY_MS);
    const previous = this.affinity.get(uri);
    let chosen = previous && free.includes(previous) ? previous : free[0];
    if (!chosen && this.features.length < MAX_FEATURE_WORKERS) {
      chosen = this.spawn('features');
      this.features.push(chosen);
    }
    chosen ??= [...alive].sort((a, b) => a.busyForMs(now) - b.busyForMs(now))[0] ?? not ?? this.features[0]!;
    this.affinity.set(uri, chosen);
    return chosen;
  }

  private spawn(role: WorkerRole): SupervisedWorker {
    const worker: SupervisedWorker = new SupervisedWorker({
      script: this.options.script,
      init: {
        role,
        hostReportsSyntaxErrors: this.options.hostReportsSyntaxErrors,
        hostValidatesVsCodeMcpJson: this.options.hostValidatesVsCodeMcpJson,
        showsDocuments: this.options.showsDocuments,
      },
      limitMs: () => this.options.settings().analysisTimeLimitSeconds * 1000,
      heapMb: WORKER_HEAP_MB,
      settings: this.options.settings,
      replay: () =>
        this.options.mirror.all().map(
          (d) =>
            ({
              type: 'open',
              uri: d.uri,
              languageId: d.languageId,
              version: d.version,
              text: d.getText(),
              skip: this.isStuck(d.uri, role),
            }) satisfies ToWorker,
        ),
      onMessage: (m) => this.received(m),
      onStop: (stop) => this.stopped(worker, role, stop),
      log: this.options.log,
    });
    return worker;
  }

  private received(message: WorkerNotice): void {
    switch (message.type) {
      case 'diagnostics':
        return this.options.onDiagnostics(message.uri, message.version, message.diagnostics);
      case 'log':
        return this.options.log(message.message);
      case 'watchCodeFiles':
        return this.options.onWatchCodeFiles(message.wanted);
      case 'watchFolders':
        return this.options.onWatchFolders(message.wanted);
    }
  }

  private stopped(worker: SupervisedWorker, role: WorkerRole, stop: Stop): void {
    const seconds = this.options.settings().analysisTimeLimitSeconds;
    const what =
      stop.why === 'time-limit'
        ? `stayed busy longer than ${seconds} s`
        : `stopped (${stop.detail ?? 'unknown reason'})`;
    this.options.log(
      `MCP Lens: the ${role} worker ${what}${stop.on ? ` on ${stop.on.uri} (version ${stop.on.version})` : ''}; ` +
        'a new one takes over.',
    );
    if (stop.on) {
      this.stuck[role].set(stop.on.uri, stop.on.version);
      if (role === 'check') this.options.onNotChecked(stop.on.uri, stop.on.version, stop);
    }
    for (const [uri, w] of this.affinity) if (w === worker && uri === stop.on?.uri) this.affinity.delete(uri);
    // what the stopped worker never answered: a request on the stuck version gets nothing, the others are asked again
    for (const orphan of worker.takeBack()) {
      const uri = uriOf(orphan.params);
      if (role === 'check' || !uri || this.isStuck(uri, role)) orphan.resolve(undefined);
      else {
        void this.featureWorkerFor(uri)
          .request(orphan.method, orphan.params as never)
          .then(orphan.resolve);
      }
    }
  }
}

function uriOf(params: unknown): string | undefined {
  const p = params as { uri?: unknown; textDocument?: { uri?: unknown } } | undefined;
  const uri = p?.uri ?? p?.textDocument?.uri;
  return typeof uri === 'string' ? uri : undefined;
}
