import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ParsedDocument } from '../parse/parsedDocument';
import { analyseCodeDocument, isCodeDocument } from './codeDocument';
import type { DeclarationKind, ObjectLit, Span, StringLit } from './ir';
import { codeLanguageOf, importsMcpSdk } from './languages';
import { loadParser } from './parsers';

/** Where a running server's code probably is (absolute paths), as the client writes it into a live catalog. */
export interface SourceHints {
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
  readonly lines: TextDocument;
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

export const DEFAULT_INDEX_LIMITS: IndexLimits = { maxEntries: 5000, maxFiles: 200, maxBytes: 8 * 1024 * 1024, maxFileBytes: 1024 * 1024, maxDepth: 4 };

/** Never worth walking into: dependencies, VCS data, virtual environments, build output (an entry there maps to src/). */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'out', 'build', '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache', 'coverage']);
const BUILD_FOLDERS = new Set(['dist', 'build', 'out', 'lib']);
const SOURCE_EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/**
 * The files that may hold the declarations, most likely first: the entry files (a compiled JS entry in dist/,
 * build/, out/ or lib/ after its TypeScript source in src/), then code files beside them, then the working
 * directory's (breadth first). Only names are listed here; reading decides which import an MCP SDK.
 */
export async function candidateFiles(hints: SourceHints, limits: IndexLimits = DEFAULT_INDEX_LIMITS): Promise<string[]> {
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

/** `…/dist/a/index.js` → `…/src/a/index.ts` (and the other source extensions), for the last build folder in the path. */
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

async function walk(root: string, depth: number, budget: { entries: number }, seen: Set<string>, add: (p: string) => void): Promise<void> {
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
      names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
  const lines = TextDocument.create(uri, language, 0, text);
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
  readonly hints: SourceHints;
  /** The files the last walk found, and those that were read: a change to one of them rebuilds without walking. */
  readonly candidates: readonly string[];
  readonly read: ReadonlySet<string>;
}

interface Build {
  readonly promise: Promise<void>;
  /** A file changed while this build ran: build once more when it ends. */
  again: boolean;
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

  constructor(private readonly options: DeclarationIndexOptions) {
    this.limits = options.limits ?? DEFAULT_INDEX_LIMITS;
  }

  static keyOf(hints: SourceHints): string {
    return JSON.stringify([hints.cwd ?? '', ...hints.entryFiles]);
  }

  /** The last index built for these hints; `refresh` also starts building it again in the background. */
  current(hints: SourceHints, refresh: boolean): DeclarationLookup | undefined {
    if (refresh) void this.refresh(hints);
    return this.indexes.get(DeclarationIndexes.keyOf(hints))?.lookup;
  }

  /** Walks and builds the index again (or joins the build in flight); resolves when it is done. Never rejects. */
  refresh(hints: SourceHints): Promise<void> {
    return this.schedule(DeclarationIndexes.keyOf(hints), hints, true);
  }

  /** A source file changed (edited, opened, closed): the indexes that read it are built again from the files they know. */
  fileChanged(path: string): void {
    this.files.delete(path);
    for (const [key, index] of this.indexes) if (index.read.has(path)) void this.schedule(key, index.hints, false);
  }

  private schedule(key: string, hints: SourceHints, walk: boolean): Promise<void> {
    const running = this.building.get(key);
    if (running) {
      if (!walk) running.again = true;
      return running.promise;
    }
    const state = { again: false };
    const promise = (async () => {
      try {
        const known = walk ? undefined : this.indexes.get(key)?.candidates;
        await this.build(key, hints, known ?? (await candidateFiles(hints, this.limits)));
      } catch (error) {
        this.options.log?.(`MCP Lens: could not index the declarations for ${key}: ${error instanceof Error ? error.stack : String(error)}`);
      } finally {
        this.building.delete(key);
        if (state.again) void this.schedule(key, hints, false);
      }
    })();
    const build: Build = Object.assign(state, { promise });
    this.building.set(key, build);
    return promise;
  }

  private async build(key: string, hints: SourceHints, candidates: readonly string[]): Promise<void> {
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
      parts.push(`${path}:${entry.stamp}`);
      // the most likely file wins a name declared twice
      for (const s of entry.sites) if (!byKey.has(`${s.kind}:${s.name}`)) byKey.set(`${s.kind}:${s.name}`, s);
    }
    const signature = parts.join('\n');
    const before = this.indexes.get(key);
    this.indexes.set(key, { signature, hints, candidates, read, lookup: { find: (kind, name) => byKey.get(`${kind}:${name}`) } });
    if (before?.signature !== signature) this.options.onDidChange(key);
  }

  private async entryOf(path: string): Promise<FileEntry | undefined> {
    const open = this.options.openText?.(path);
    if (open) return this.entryFromText(path, `open:${open.version}`, open.text, open);
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
    return this.entryFromText(path, stamp, text);
  }

  private async entryFromText(path: string, stamp: string, text: string, open?: OpenFile): Promise<FileEntry | undefined> {
    const cached = this.files.get(path);
    if (cached?.stamp === stamp) return cached;
    if (text.length > this.limits.maxFileBytes) return undefined;
    const entry: FileEntry = { stamp, size: text.length, sites: await declarationsIn(path, text, open) };
    this.files.set(path, entry);
    return entry;
  }
}
