import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { clientConfigModel } from '../../../common/config/clientConfig';
import { splitWatchGlobs } from '../../../common/config/watchGlobs';
import { watchBaseOf, watchedFilesKey, watchPatternsOf } from '../../../common/config/watchedFiles';
import { anyFileMatches, isSearched, watchMatcher, type WatchMatcher } from '../../../common/config/watchMatcher';
import { isObject, prop } from '../../../common/json/jsonNodes';
import type { EngineOptions } from '../engine/types';
import type { DiskChange } from '../service/declarationIndex';
import type { Analysis } from './analyse';
import { NeighbourFilesLookup, type NeighbourFilesOptions } from './neighbourFiles';

/** What the rules are told of the disk, looked up before the check: the engine itself reads no file. */
export type WorkspaceFacts = Pick<EngineOptions, 'watchedFiles' | 'neighbourFiles'>;

export interface WorkspaceFactsOptions extends Pick<
  NeighbourFilesOptions,
  'readText' | 'openText' | 'exists' | 'home' | 'envFilesOnlyWhenTurnedOn'
> {
  /** How long an answer is believed (default 5 s), so that typing in the file does not search the folder each time. */
  readonly ttlMs?: number;
  /** How long one search may take (default 3 s); past that its answer is unknown. */
  readonly timeoutMs?: number;
  readonly now?: () => number;
  /** Whether any file matches (default: the bounded walk the Servers tree uses too); undefined when it cannot tell. */
  readonly anyFileMatches?: (matcher: WatchMatcher) => Promise<boolean | undefined>;
  /** Whether a path that appeared on disk is a folder (default: `stat`); false when it cannot tell. */
  readonly isFolder?: (path: string) => Promise<boolean>;
}

interface WatchQuestion {
  readonly key: string;
  readonly base: string;
  readonly patterns: readonly string[];
}

interface Answer {
  readonly matches: Promise<boolean | undefined>;
  settled?: { readonly value: boolean | undefined; readonly at: number };
}

/** Searches for one document at most (a file of many servers with many different patterns asks about the first). */
const MAX_QUESTIONS = 16;

/**
 * Looks up what rules need of the disk before a check: whether any file matches each `dev.watch` of a VS Code mcp.json
 * (MCP719). `known` answers from recent lookups and `prepare` looks up the rest; a failed or slow search is unknown.
 */
export class WorkspaceFactsLookup {
  /** Searches running and answers not yet expired (only expired ones are dropped: a check never waits in a loop). */
  private readonly answers = new Map<string, Answer>();
  /** The questions each open document asked at its last check, kept until it closes: what a change on disk concerns. */
  private readonly asked = new Map<string, readonly WatchQuestion[]>();
  /** The files beside a document that rules read (MCP825's package.json). */
  private readonly neighbours: NeighbourFilesLookup;

  constructor(private readonly options: WorkspaceFactsOptions = {}) {
    this.neighbours = new NeighbourFilesLookup(options);
  }

  /** Whether the check of an open document depends on files appearing or going on disk, so they are worth watching. */
  get followsDisk(): boolean {
    return this.asked.size > 0 || this.neighbours.asksAny;
  }

  /** The document closed: changes on disk no longer concern it. */
  forget(uri: string): void {
    this.asked.delete(uri);
    this.neighbours.forget(uri);
  }

  /** A document open in the editor changed: the documents whose check read it, to be checked again. */
  documentChanged(uri: string): string[] {
    if (!uri.startsWith('file:')) return [];
    try {
      return this.neighbours.changed(fileURLToPath(uri));
    } catch {
      return [];
    }
  }

  /**
   * Files created or deleted on disk: drops the answers they may change and returns the open documents whose check
   * used one, to be checked again. A file changed in place changes no answer. Never rejects.
   */
  async filesChanged(changes: readonly DiskChange[]): Promise<string[]> {
    const stale = new Set<string>();
    const reread = changes.flatMap((c) => this.neighbours.changed(c.path));
    const questions = new Map([...this.asked.values()].flat().map((q) => [q.key, q]));
    for (const q of questions.values()) {
      const matcher = watchMatcher(q.base, q.patterns);
      // what the search does not look at (node_modules, .git: an install's thousands of files) changes no answer
      const relevant = changes.filter((c) => c.kind !== 'changed' && isSearched(matcher, c.path));
      for (const change of relevant) {
        if (await this.changesAnswer(q, matcher, change)) {
          stale.add(q.key);
          break;
        }
      }
    }
    const watching = [...this.asked].filter(([, qs]) => qs.some((q) => stale.has(q.key))).map(([uri]) => uri);
    return [...new Set([...watching, ...reread])];
  }

  /**
   * The facts the check of `analysis` needs when all are known and fresh; undefined when `prepare` must run first.
   * `rules`: the user's rule settings; a rule turned off is asked nothing for.
   */
  known(analysis: Analysis, rules?: EngineOptions['rules']): WorkspaceFacts | undefined {
    const questions = this.questionsOf(analysis, rules);
    const settled = questions.map((q) => this.fresh(q.key)?.settled);
    const files = this.neighbours.known(analysis, rules);
    if (!settled.every((s) => s) || !files) return undefined;
    return withNeighbourFiles(
      factsOf(
        questions,
        settled.map((s) => s?.value),
      ),
      files,
    );
  }

  /** Looks up what the check of `analysis` needs (searches already running are shared). Never rejects. */
  async prepare(analysis: Analysis, rules?: EngineOptions['rules']): Promise<WorkspaceFacts> {
    const questions = this.questionsOf(analysis, rules);
    const [answers, files] = await Promise.all([
      Promise.all(questions.map((q) => this.ask(q))),
      this.neighbours.prepare(analysis, rules),
    ]);
    return withNeighbourFiles(factsOf(questions, answers), files);
  }

  /**
   * Whether `change` may change the answer to `q`, which is then set (a new matching file) or dropped: a deleted folder
   * comes as one event and may take a match along, and a new folder may hold one. An unknown answer is left to expire.
   */
  private async changesAnswer(q: WatchQuestion, matcher: WatchMatcher, change: DiskChange): Promise<boolean> {
    const answer = this.answers.get(q.key);
    const value = answer?.settled?.value;
    if (answer?.settled && value === undefined) return false;
    if (value === true && change.kind === 'created') return false;
    if (value === false && change.kind === 'deleted') return false;
    if (value === false && matcher.matches(change.path)) {
      this.answers.set(q.key, { matches: Promise.resolve(true), settled: { value: true, at: this.now() } });
      return true;
    }
    if (value === false && !(await this.isFolder(change.path))) return false;
    // a search still running may have missed the change, and no answer at all (expired) says nothing of what is shown
    this.answers.delete(q.key);
    return true;
  }

  private async isFolder(path: string): Promise<boolean> {
    try {
      return await (this.options.isFolder ?? (async (p: string) => (await stat(p)).isDirectory()))(path);
    } catch {
      return false;
    }
  }

  private questionsOf(analysis: Analysis, rules: EngineOptions['rules']): WatchQuestion[] {
    const questions = watchQuestionsOf(analysis, rules);
    if (questions.length) this.asked.set(analysis.parsed.uri, questions);
    else this.asked.delete(analysis.parsed.uri);
    return questions;
  }

  private ask(q: WatchQuestion): Promise<boolean | undefined> {
    const hit = this.fresh(q.key);
    if (hit) return hit.matches;
    const answer: Answer = {
      matches: this.search(q).then((value) => {
        answer.settled = { value, at: this.now() };
        return value;
      }),
    };
    for (const [key, kept] of this.answers) if (kept.settled && !this.isFresh(kept.settled)) this.answers.delete(key);
    this.answers.set(q.key, answer);
    return answer.matches;
  }

  /** A search still running, or an answer younger than the TTL. */
  private fresh(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    return !answer?.settled || this.isFresh(answer.settled) ? answer : undefined;
  }

  private isFresh(settled: NonNullable<Answer['settled']>): boolean {
    return this.now() - settled.at < (this.options.ttlMs ?? 5000);
  }

  private async search(q: WatchQuestion): Promise<boolean | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.options.timeoutMs ?? 3000, undefined);
      timer.unref();
    });
    try {
      const search = (this.options.anyFileMatches ?? anyFileMatches)(watchMatcher(q.base, q.patterns));
      return await Promise.race([search, timeout]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** The facts of the answers to `questions`, in their order; an unknown answer (undefined) is left out. */
function factsOf(questions: readonly WatchQuestion[], answers: readonly (boolean | undefined)[]): WorkspaceFacts {
  if (!questions.length) return {};
  const watchedFiles = new Map<string, boolean>();
  questions.forEach((q, i) => {
    const matches = answers[i];
    if (matches !== undefined) watchedFiles.set(q.key, matches);
  });
  return { watchedFiles };
}

/** The facts with the files read beside the document, when it asked for any. */
function withNeighbourFiles(facts: WorkspaceFacts, files: ReadonlyMap<string, string | null>): WorkspaceFacts {
  return files.size ? { ...facts, neighbourFiles: files } : facts;
}

/** The (folder, patterns) questions rule MCP719 reads for this document: one per distinct `dev.watch` that includes. */
function watchQuestionsOf(analysis: Analysis, rules: EngineOptions['rules']): WatchQuestion[] {
  if (analysis.notChecked || analysis.detection.kind !== 'vscode-mcp' || rules?.MCP719 === 'off') return [];
  const base = watchBaseOf(analysis.parsed.uri);
  if (base === undefined) return [];
  const questions = new Map<string, WatchQuestion>();
  for (const entry of clientConfigModel(analysis.parsed.root, 'vscode').servers) {
    const watch = entry.dev && isObject(entry.dev) ? prop(entry.dev, 'watch') : undefined;
    if (!watch || questions.size >= MAX_QUESTIONS) continue;
    const patterns = watchPatternsOf(watch);
    if (!splitWatchGlobs(patterns).includes.length) continue;
    const key = watchedFilesKey(base, patterns);
    questions.set(key, { key, base, patterns });
  }
  return [...questions.values()];
}
