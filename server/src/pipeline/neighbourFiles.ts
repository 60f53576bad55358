import { readFile } from 'node:fs/promises';
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
}

interface Answer {
  readonly text: Promise<string | null | undefined>;
  settled?: { readonly value: string | null | undefined; readonly at: number };
}

/** Larger than any package.json the rule needs; a bigger file is not read. */
const MAX_BYTES = 1_000_000;

/**
 * Reads the files beside a document that rules need (the package.json beside a server.json, MCP825) before its check.
 * `known` answers from the editor and recent reads, `prepare` reads the rest; a file that cannot be read is unknown.
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
    for (const path of this.questionsOf(analysis, rules)) {
      const open = this.options.openText?.(path);
      if (open !== undefined) {
        out.set(path, open);
        continue;
      }
      const answer = this.fresh(path);
      if (!answer?.settled) return undefined;
      if (answer.settled.value !== undefined) out.set(path, answer.settled.value);
    }
    return out;
  }

  /** Reads what `analysis` needs (reads already running are shared). Never rejects. */
  async prepare(analysis: Analysis, rules?: EngineOptions['rules']): Promise<ReadonlyMap<string, string | null>> {
    const out = new Map<string, string | null>();
    for (const path of this.questionsOf(analysis, rules)) {
      const open = this.options.openText?.(path);
      const value = open !== undefined ? open : await this.read(path);
      if (value !== undefined) out.set(path, value);
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

  private questionsOf(analysis: Analysis, rules: EngineOptions['rules']): readonly string[] {
    const wanted = analysis.notChecked ? [] : filesWanted(analysis, rules);
    if (wanted.length) this.asked.set(analysis.parsed.uri, wanted);
    else this.asked.delete(analysis.parsed.uri);
    return wanted;
  }

  private read(path: string): Promise<string | null | undefined> {
    const hit = this.fresh(path);
    if (hit) return hit.text;
    const answer: Answer = {
      text: (this.options.readText ?? readSmallFile)(path).then(
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
    this.answers.set(path, answer);
    return answer.text;
  }

  /** A read still running, or a text younger than the TTL. */
  private fresh(path: string): Answer | undefined {
    const answer = this.answers.get(path);
    if (!answer) return undefined;
    if (!answer.settled || this.now() - answer.settled.at < (this.options.ttlMs ?? 5000)) return answer;
    this.answers.delete(path);
    return undefined;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/** The files the rules of the document's kind read: the package.json beside a server.json, a config's lockfiles. */
function filesWanted(analysis: Analysis, rules: EngineOptions['rules']): string[] {
  const { root, uri } = analysis.parsed;
  if (analysis.detection.kind === 'server-json') return rules?.MCP825 === 'off' ? [] : neighbourFilesWanted(root, uri);
  const dialect = dialectOf(analysis.detection);
  return [
    ...(dialect && rules?.MCP723 !== 'off' ? pinSourcesWanted(root, uri, dialect) : []),
    ...(rules?.MCP726 === 'off' ? [] : movedConfigFilesWanted(uri, analysis.detection)),
    ...(rules?.MCP727 === 'off' ? [] : envFilesWanted(root, uri, analysis.detection)),
  ];
}

/** A file's text; null when it does not exist; undefined when it is too large or cannot be read. */
async function readSmallFile(path: string): Promise<string | null | undefined> {
  try {
    const bytes = await readFile(path);
    return bytes.length > MAX_BYTES ? undefined : bytes.toString('utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined;
  }
}
