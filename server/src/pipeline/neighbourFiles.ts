import { readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dialectOf } from '../../../common/config/clientConfig';
import { pinSourcesWanted } from '../engine/rules/clientConfig/pinSources';
import { neighbourFilesWanted } from '../engine/rules/serverJson/publishPreflight';
import { envFilesWanted } from '../engine/rules/clientConfig/envFile';
import { movedConfigFilesWanted } from '../engine/rules/clientConfig/movedConfig';
import type { EngineOptions } from '../engine/types';
import type { Analysis } from './analyse';

export interface NeighbourFilesOptions {
  /** How long a file read from disk is believed (default 5 s), so that typing does not read it each time. */
  readonly ttlMs?: number;
  readonly now?: () => number;
  /** Reads a file: its text, null when there is none, undefined when it cannot tell (default: `readFile`). */
  readonly readText?: (path: string) => Promise<string | null | undefined>;
  /** The text of the file when it is open in the editor, which wins over the disk (the check worker's documents). */
  readonly openText?: (path: string) => string | undefined;
  /** Whether a file exists, undefined when it cannot tell (default: `stat`): for files never to be read (env files). */
  readonly exists?: (path: string) => Promise<boolean | undefined>;
  /** The user's home folder (default: `os.homedir()`): its `.cursor/mcp.json` is Cursor's global file (MCP727). */
  readonly home?: string;
  /**
   * Asks whether env files exist (MCP727) only when the rule is turned on in `rules`: the command line's choice, since
   * a clean checkout (CI) lacks a `.env` kept out of version control by design.
   */
  readonly envFilesOnlyWhenTurnedOn?: boolean;
}

/** A file a rule needs: its text, or only whether it exists (an env file, which holds secrets, is never read). */
export interface NeighbourQuestion {
  readonly path: string;
  readonly existenceOnly?: boolean;
}

/** What a question asked only for existence is answered with when the file exists: no text was read. */
export const EXISTS_UNREAD = '';

interface Answer {
  readonly text: Promise<string | null | undefined>;
  /** The answer says whether the file exists, not its text. */
  readonly existenceOnly: boolean;
  settled?: { readonly value: string | null | undefined; readonly at: number };
}

/** Larger than any package.json the rule needs; a bigger file is not read. */
const MAX_BYTES = 1_000_000;

/**
 * Reads the files beside a document that rules need (the package.json beside a server.json, MCP825) before its check,
 * or only looks whether they exist (a config's env files, MCP727). `known` answers from the editor and recent reads,
 * `prepare` reads the rest; a file that cannot be read is unknown.
 */
export class NeighbourFilesLookup {
  private readonly answers = new Map<string, Answer>();
  /** The files each open document read at its last check: an edit of one of them checks the document again. */
  private readonly asked = new Map<string, readonly string[]>();

  constructor(private readonly options: NeighbourFilesOptions = {}) {}

  get asksAny(): boolean {
    return this.asked.size > 0;
  }

  /** The files `analysis` needs, when all are known and fresh; undefined when `prepare` must run first. */
  known(analysis: Analysis, rules?: EngineOptions['rules']): ReadonlyMap<string, string | null> | undefined {
    const out = new Map<string, string | null>();
    for (const q of this.questionsOf(analysis, rules)) {
      const open = this.options.openText?.(q.path);
      const answer = open === undefined ? this.fresh(q) : undefined;
      if (open === undefined && !answer?.settled) return undefined;
      const value = answerTo(q, open ?? answer?.settled?.value);
      if (value !== undefined) out.set(q.path, value);
    }
    return out;
  }

  /** Reads what `analysis` needs (reads already running are shared). Never rejects. */
  async prepare(analysis: Analysis, rules?: EngineOptions['rules']): Promise<ReadonlyMap<string, string | null>> {
    const out = new Map<string, string | null>();
    for (const q of this.questionsOf(analysis, rules)) {
      const open = this.options.openText?.(q.path);
      const value = open !== undefined ? answerTo(q, open) : answerTo(q, await this.read(q));
      if (value !== undefined) out.set(q.path, value);
    }
    return out;
  }

  /** The document closed: what it read no longer concerns it. */
  forget(uri: string): void {
    this.asked.delete(uri);
  }

  /** The file at `path` changed (in the editor or on disk): forgets its text, and returns the documents that read it. */
  changed(path: string): string[] {
    this.answers.delete(path);
    return [...this.asked].filter(([, paths]) => paths.includes(path)).map(([uri]) => uri);
  }

  private questionsOf(analysis: Analysis, rules: EngineOptions['rules']): readonly NeighbourQuestion[] {
    const wanted = analysis.notChecked ? [] : this.filesWanted(analysis, rules);
    const paths = wanted.map((q) => q.path);
    if (paths.length) this.asked.set(analysis.parsed.uri, paths);
    else this.asked.delete(analysis.parsed.uri);
    return wanted;
  }

  /** The files the rules of the document's kind read: the package.json beside a server.json, a config's lockfiles. */
  private filesWanted(analysis: Analysis, rules: EngineOptions['rules']): NeighbourQuestion[] {
    const { root, uri } = analysis.parsed;
    const texts = (paths: string[]) => paths.map((path) => ({ path }));
    if (analysis.detection.kind === 'server-json') {
      return rules?.MCP825 === 'off' ? [] : texts(neighbourFilesWanted(root, uri));
    }
    const dialect = dialectOf(analysis.detection);
    const envRule = rules?.MCP727;
    const asksEnvFiles = envRule !== 'off' && (!this.options.envFilesOnlyWhenTurnedOn || envRule !== undefined);
    const home = this.options.home ?? homedir();
    return [
      ...texts(dialect && rules?.MCP723 !== 'off' ? pinSourcesWanted(root, uri, dialect) : []),
      ...texts(rules?.MCP726 === 'off' ? [] : movedConfigFilesWanted(uri, analysis.detection)),
      ...(asksEnvFiles ? envFilesWanted(root, uri, analysis.detection, home) : []).map((path) => ({
        path,
        existenceOnly: true,
      })),
    ];
  }

  private read(q: NeighbourQuestion): Promise<string | null | undefined> {
    const hit = this.fresh(q);
    if (hit) return hit.text;
    const existenceOnly = !!q.existenceOnly;
    const lookup = existenceOnly
      ? (this.options.exists ?? fileExists)(q.path).then(existenceAnswer)
      : (this.options.readText ?? readSmallFile)(q.path);
    const answer: Answer = {
      existenceOnly,
      text: lookup.then(
        (value) => {
          answer.settled = { value, at: this.now() };
          return value;
        },
        () => {
          answer.settled = { value: undefined, at: this.now() };
          return undefined;
        },
      ),
    };
    this.answers.set(q.path, answer);
    return answer.text;
  }

  /** A read still running, or a text younger than the TTL, that answers `q` (a text answers an existence question). */
  private fresh(q: NeighbourQuestion): Answer | undefined {
    const answer = this.answers.get(q.path);
    if (!answer || (answer.existenceOnly && !q.existenceOnly)) return undefined;
    if (!answer.settled || this.now() - answer.settled.at < (this.options.ttlMs ?? 5000)) return answer;
    this.answers.delete(q.path);
    return undefined;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** The answer to `q` from what was found: an existence question gets no text, even when one was read. */
function answerTo(q: NeighbourQuestion, value: string | null | undefined): string | null | undefined {
  return q.existenceOnly && typeof value === 'string' ? EXISTS_UNREAD : value;
}

/** Whether a file exists as the map of files says it: the empty string (it exists, unread), null, or unknown. */
function existenceAnswer(exists: boolean | undefined): string | null | undefined {
  if (exists === undefined) return undefined;
  return exists ? EXISTS_UNREAD : null;
}

/** A file's text; null when it does not exist; undefined when it is too large (not read at all) or cannot be read. */
async function readSmallFile(path: string): Promise<string | null | undefined> {
  try {
    if ((await stat(path)).size > MAX_BYTES) return undefined;
    const bytes = await readFile(path);
    // it may have grown since
    return bytes.length > MAX_BYTES ? undefined : bytes.toString('utf8');
  } catch (error) {
    return isMissing(error) ? null : undefined;
  }
}

/** Whether a file exists, without reading it; undefined when it cannot tell. */
async function fileExists(path: string): Promise<boolean | undefined> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    return isMissing(error) ? false : undefined;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
