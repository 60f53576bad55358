import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SourceText } from '../pipeline/lineIndex';
import type { ParsedDocument } from '../../../common/json/parsedDocument';
import { analyseCodeDocument, isCodeDocument } from '../code/codeDocument';
import type { DeclarationKind, ObjectLit, Span, StringLit } from '../code/ir';
import { codeLanguageOf, importsMcpSdk } from '../../../common/formats/codeLanguages';
import { loadParser } from '../code/parsers';

/**
 * Where a running server's code probably is (absolute paths), as read back from a live catalog: what the client
 * wrote there (common/config/sourceHints.ts), with the directory possibly missing.
 */
export interface CatalogSourceHints {
  /** The directory the server was started in. */
  readonly cwd?: string;
  /** The command/arguments that name source files (the entry script). */
  readonly entryFiles: readonly string[];
}

/** One declaration found in code: where it is, and its literal fields with their spans (for field-level links). */
export interface DeclarationSite {
  readonly kind: DeclarationKind;
  readonly name: string;
  readonly uri: string;
  readonly path: string;
  readonly object: ObjectLit;
  /** The name as written (a string literal, or a Python function's name). */
  readonly nameSpan: Span;
  /** Turns the spans above into positions. */
  readonly lines: SourceText;
}

export interface DeclarationLookup {
  find(kind: DeclarationKind, name: string): DeclarationSite | undefined;
}

export interface IndexLimits {
  /** Directory entries looked at in all. */
  readonly maxEntries: number;
  /** Source files read in all, and bytes in all / per file. */
  readonly maxFiles: number;
  readonly maxBytes: number;
  readonly maxFileBytes: number;
  /** How deep below the working directory the walk goes (the entry's own folder: 2 levels). */
  readonly maxDepth: number;
}

export const DEFAULT_INDEX_LIMITS: IndexLimits = {
  maxEntries: 5000,
  maxFiles: 200,
  maxBytes: 8 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
  maxDepth: 4,
};

/** Never worth walking into: dependencies, VCS data, virtual environments, build output (its entries map to src/). */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  'dist',
  'out',
  'build',
  '.venv',
  'venv',
  '__pycache__',
  '.tox',
  '.mypy_cache',
  'coverage',
]);
const BUILD_FOLDERS = new Set(['dist', 'build', 'out', 'lib']);
const SOURCE_EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/**
 * The files that may hold the declarations, most likely first: the entry files (a compiled entry after its source in
 * src/), code files beside them, then the working directory's, breadth first. Reading decides which import an MCP SDK.
 */
export async function candidateFiles(
  hints: CatalogSourceHints,
  limits: IndexLimits = DEFAULT_INDEX_LIMITS,
): Promise<string[]> {
  const out: string[] = [];
  const add = (p: string) => void (out.includes(p) || out.push(p));
  for (const entry of hints.entryFiles) {
    for (const source of sourcesOfBuilt(entry)) if (await isFile(source)) add(source);
    if (await isFile(entry)) add(entry);
  }
  const budget = { entries: limits.maxEntries };
  const seen = new Set<string>();
  for (const entry of hints.entryFiles) await walk(dirname(entry), 2, budget, seen, add);
  if (hints.cwd) await walk(hints.cwd, limits.maxDepth, budget, seen, add);
  return out;
}

/** `…/dist/a/index.js` → `…/src/a/index.ts` (and other source extensions), for the last build folder in the path. */
export function sourcesOfBuilt(file: string): string[] {
  const parts = file.split(sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (!BUILD_FOLDERS.has(parts[i]!)) continue;
    const stem = basename(file, extname(file));
    const rest = parts.slice(i + 1, -1);
    const head = parts.slice(0, i);
    return SOURCE_EXTENSIONS.map((ext) => [...head, 'src', ...rest, stem + ext].join(sep)).filter((p) => p !== file);
  }
  return [];
}

/** Code-unit order, as `<` compares: the same on every machine, which `localeCompare` is not. */
function compareNames(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

async function walk(
  root: string,
  depth: number,
  budget: { entries: number },
  seen: Set<string>,
  add: (p: string) => void,
): Promise<void> {
  let level = [root];
  for (let d = 0; d <= depth && level.length; d++) {
    const next: string[] = [];
    for (const dir of level) {
      if (seen.has(dir)) continue;
      seen.add(dir);
      let names;
      try {
        names = await readdir(dir, { withFileTypes: true });
      } catch {
        continue;
      }
      names.sort((a, b) => compareNames(a.name, b.name));
      for (const e of names) {
        if (--budget.entries < 0) return;
        if (e.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(e.name) && !e.name.startsWith('.')) next.push(join(dir, e.name));
        } else if (e.isFile() && codeLanguageOf(e.name)) add(join(dir, e.name));
      }
    }
    level = next;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

interface FileEntry {
  /** Modification time and size on disk, or the version of the open document the text came from. */
  readonly stamp: string;
  readonly size: number;
  readonly sites: readonly DeclarationSite[];
  /** Which read this was: a file rewritten without a new modification time or size still changes the signature. */
  readonly generation: number;
}

/** A file the editor has open: its text may differ from the disk's. */
export interface OpenFile {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  /** The language server's own analysis of this version, when it has one (spares a second parse). */
  readonly parsed?: ParsedDocument;
}

export type OpenText = (path: string) => OpenFile | undefined;

/** What one file declares (nothing when it imports no MCP SDK or cannot be parsed). */
export async function declarationsIn(path: string, text: string, open?: OpenFile): Promise<DeclarationSite[]> {
  const language = codeLanguageOf(path);
  if (!language || !importsMcpSdk(text, language)) return [];
  const uri = open?.uri ?? pathToFileURL(path).href;
  let doc = isCodeDocument(open?.parsed) && open.parsed.code.state === 'parsed' ? open.parsed : undefined;
  if (!doc) {
    await loadParser(language);
    doc = analyseCodeDocument(uri, text);
  }
  const declarations = doc?.code.extraction?.declarations ?? [];
  if (!declarations.length) return [];
  const lines = new SourceText(uri, text, 0, language);
  const sites: DeclarationSite[] = [];
  for (const d of declarations) {
    const name = d.object.entries.find((e) => e.key === 'name')?.value;
    if (name?.kind !== 'string') continue;
    sites.push({ kind: d.kind, name: name.value, uri, path, object: d.object, nameSpan: nameSpanOf(name), lines });
  }
  return sites;
}

function nameSpanOf(name: StringLit): Span {
  return name.span.end > name.span.start ? name.span : name.content;
}

interface IndexState {
  readonly lookup: DeclarationLookup;
  readonly signature: string;
  readonly hints: CatalogSourceHints;
  /** The files the last walk found, and those that were read: a change to one of them rebuilds without walking. */
  readonly candidates: readonly string[];
  readonly found: ReadonlySet<string>;
  readonly read: ReadonlySet<string>;
}

/** `join`: walk, or join the build in flight; `build`: rebuild from the last walk's files; `walk`: walk again. */
type BuildMode = 'join' | 'build' | 'walk';

interface Build {
  readonly promise: Promise<void>;
  /** A file changed while this build ran: build (or walk) once more when it ends. */
  again?: 'build' | 'walk';
}

/** A code file created, changed or deleted on disk (reported by the editor's file watcher). */
export interface DiskChange {
  readonly path: string;
  readonly kind: 'created' | 'changed' | 'deleted';
}

/**
 * What a change on disk means for an index: a file it read changed → build again from the files it knows; a file
 * it found is deleted, or a code file appears where its walk looks → walk again (the walk's result may differ).
 */
export function effectOfChange(
  index: Pick<IndexState, 'hints' | 'found' | 'read'>,
  change: DiskChange,
  limits: IndexLimits = DEFAULT_INDEX_LIMITS,
): 'build' | 'walk' | undefined {
  const { path } = change;
  const code = !!codeLanguageOf(path);
  if (change.kind === 'changed') return index.read.has(path) ? 'build' : undefined;
  if (change.kind === 'deleted') {
    if (code) return index.found.has(path) ? 'walk' : undefined;
    // a folder: the files below it go with it
    return [...index.found].some((c) => c.startsWith(path + sep)) ? 'walk' : undefined;
  }
  if (!code) return undefined;
  const { entryFiles, cwd } = index.hints;
  if (entryFiles.some((e) => e === path || sourcesOfBuilt(e).includes(path))) return 'walk';
  if (entryFiles.some((e) => isWalkedBelow(dirname(e), path, 2))) return 'walk';
  return cwd && isWalkedBelow(cwd, path, limits.maxDepth) ? 'walk' : undefined;
}

/** Whether the walk from `root` down `depth` folder levels lists `file`, skipped and hidden folders not entered. */
function isWalkedBelow(root: string, file: string, depth: number): boolean {
  const rel = relative(root, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return false;
  const folders = rel.split(sep).slice(0, -1);
  return folders.length <= depth && folders.every((f) => !SKIPPED_FOLDERS.has(f) && !f.startsWith('.'));
}

export interface DeclarationIndexOptions {
  /** A refresh found something different: the language server then publishes the catalog's links again. */
  readonly onDidChange: (key: string) => void;
  readonly openText?: OpenText;
  readonly log?: (message: string) => void;
  readonly limits?: IndexLimits;
}

/**
 * Declaration indexes per set of hints, built in the background. Files are cached by modification time and size
 * (open documents by version, their text taken from the editor). `current` answers at once with the last index built.
 */
export class DeclarationIndexes {
  private readonly files = new Map<string, FileEntry>();
  private readonly indexes = new Map<string, IndexState>();
  private readonly building = new Map<string, Build>();
  private readonly limits: IndexLimits;
  private reads = 0;
  /** Counts the changes reported on disk: a read that began before one is not cached (it may hold the old text). */
  private diskEpoch = 0;

  constructor(private readonly options: DeclarationIndexOptions) {
    this.limits = options.limits ?? DEFAULT_INDEX_LIMITS;
  }

  static keyOf(hints: CatalogSourceHints): string {
    return JSON.stringify([hints.cwd ?? '', ...hints.entryFiles]);
  }

  /** The last index built for these hints; `refresh` also starts building it again in the background. */
  current(hints: CatalogSourceHints, refresh: boolean): DeclarationLookup | undefined {
    if (refresh) void this.refresh(hints);
    return this.indexes.get(DeclarationIndexes.keyOf(hints))?.lookup;
  }

  /** Walks and builds the index again (or joins the build in flight); resolves when it is done. Never rejects. */
  refresh(hints: CatalogSourceHints): Promise<void> {
    return this.schedule(DeclarationIndexes.keyOf(hints), hints, 'join');
  }

  /** A source file was edited, opened or closed: the indexes that read it are rebuilt from the files they know. */
  fileChanged(path: string): void {
    this.files.delete(path);
    for (const [key, index] of this.indexes) if (index.read.has(path)) void this.schedule(key, index.hints, 'build');
  }

  /**
   * Files changed on disk: their cached reads are dropped, and the indexes they concern rebuilt (or walked) before it
   * resolves. A file open in the editor is left alone, since the editor's text wins over the disk's.
   */
  filesChangedOnDisk(changes: readonly DiskChange[]): Promise<void> {
    const modes = new Map<string, 'build' | 'walk'>();
    let dropped = false;
    for (const change of changes) {
      const effects = [...this.indexes].flatMap(([key, index]) => {
        const effect = effectOfChange(index, change, this.limits);
        return effect ? [[key, effect] as const] : [];
      });
      const folder = change.kind === 'deleted' && !codeLanguageOf(change.path);
      // only then ask whether the editor has it open (a checkout reports thousands of files)
      if ((!effects.length && !folder && !this.files.has(change.path)) || this.options.openText?.(change.path)) {
        continue;
      }
      dropped = true;
      this.files.delete(change.path);
      if (folder) for (const p of this.files.keys()) if (p.startsWith(change.path + sep)) this.files.delete(p);
      for (const [key, effect] of effects) if (modes.get(key) !== 'walk') modes.set(key, effect);
    }
    if (dropped) this.diskEpoch++;
    return Promise.all([...modes].map(([key, mode]) => this.schedule(key, this.indexes.get(key)!.hints, mode))).then(
      () => undefined,
    );
  }

  private schedule(key: string, hints: CatalogSourceHints, mode: BuildMode): Promise<void> {
    const running = this.building.get(key);
    if (running) {
      if (mode === 'join') return running.promise;
      if (running.again !== 'walk') running.again = mode;
      // the build queued behind the running one starts as it ends (in its `finally`)
      return running.promise.then(() => this.building.get(key)?.promise);
    }
    const state: { again?: 'build' | 'walk' } = {};
    const promise = (async () => {
      try {
        const known = mode === 'build' ? this.indexes.get(key)?.candidates : undefined;
        await this.build(key, hints, known ?? (await candidateFiles(hints, this.limits)));
      } catch (error) {
        this.options.log?.(
          `MCP Lens: could not index the declarations for ${key}: ` +
            `${error instanceof Error ? error.stack : String(error)}`,
        );
      } finally {
        this.building.delete(key);
        if (state.again) void this.schedule(key, hints, state.again);
      }
    })();
    const build: Build = Object.assign(state, { promise });
    this.building.set(key, build);
    return promise;
  }

  private async build(key: string, hints: CatalogSourceHints, candidates: readonly string[]): Promise<void> {
    const byKey = new Map<string, DeclarationSite>();
    const parts: string[] = [];
    const read = new Set<string>();
    let bytes = 0;
    for (const path of candidates) {
      if (read.size >= this.limits.maxFiles || bytes >= this.limits.maxBytes) break;
      const entry = await this.entryOf(path);
      if (!entry) continue;
      read.add(path);
      bytes += entry.size;
      if (!entry.sites.length) continue;
      parts.push(`${path}:${entry.stamp}:${entry.generation}`);
      // the most likely file wins a name declared twice
      for (const s of entry.sites) if (!byKey.has(`${s.kind}:${s.name}`)) byKey.set(`${s.kind}:${s.name}`, s);
    }
    const signature = parts.join('\n');
    const before = this.indexes.get(key);
    this.indexes.set(key, {
      signature,
      hints,
      candidates,
      found: new Set(candidates),
      read,
      lookup: { find: (kind, name) => byKey.get(`${kind}:${name}`) },
    });
    if (before?.signature !== signature) this.options.onDidChange(key);
  }

  private async entryOf(path: string): Promise<FileEntry | undefined> {
    const open = this.options.openText?.(path);
    if (open) return this.entryFromText(path, `open:${open.version}`, open.text, open);
    const epoch = this.diskEpoch;
    let info;
    try {
      info = await stat(path);
    } catch {
      this.files.delete(path);
      return undefined;
    }
    if (!info.isFile() || info.size > this.limits.maxFileBytes) return undefined;
    const stamp = `${info.mtimeMs}:${info.size}`;
    const cached = this.files.get(path);
    if (cached?.stamp === stamp) return cached;
    let text;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      return undefined;
    }
    return this.entryFromText(path, stamp, text, undefined, epoch);
  }

  private async entryFromText(
    path: string,
    stamp: string,
    text: string,
    open?: OpenFile,
    epoch?: number,
  ): Promise<FileEntry | undefined> {
    const cached = this.files.get(path);
    if (cached?.stamp === stamp) return cached;
    if (text.length > this.limits.maxFileBytes) return undefined;
    const entry: FileEntry = {
      stamp,
      size: text.length,
      sites: await declarationsIn(path, text, open),
      generation: ++this.reads,
    };
    if (epoch === undefined || epoch === this.diskEpoch) this.files.set(path, entry);
    return entry;
  }
}
