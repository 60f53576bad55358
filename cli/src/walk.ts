import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { codeLanguageOf } from '../../common/formats/codeLanguages';

/** A file to check, and whether the user named it (then "not an MCP document" is worth saying). */
export interface FileToCheck {
  readonly path: string;
  readonly explicit: boolean;
}

/** Folders never worth walking into, whatever .gitignore says. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
/** What a walk picks up: JSON and JSONC files, and the server code the engine reads (other files when named). */
const isWalked = (name: string) => /\.jsonc?$/i.test(name) || codeLanguageOf(name) !== undefined;

export class PathNotFoundError extends Error {}

interface IgnoreLayer {
  readonly base: string;
  readonly rules: Ignore;
}

/**
 * Expands files and folders into the files to check, in a stable order, stopping at `limit` files. Walking honours
 * every .gitignore as git does: those of the walked folders, and of the folders above them up to the repository root.
 */
export function collectFiles(paths: readonly string[], cwd: string, limit = Infinity): FileToCheck[] {
  // a file both named and found in a named folder counts as named; the first mention fixes its place in the order
  const seen = new Map<string, FileToCheck>();
  const add = (path: string, explicit: boolean) => {
    const before = seen.get(path);
    if (!before || (explicit && !before.explicit)) seen.set(path, { path, explicit: explicit || !!before?.explicit });
  };
  for (const given of paths.length ? paths : ['.']) {
    const abs = resolve(cwd, given);
    let stats;
    try {
      stats = statSync(abs);
    } catch {
      throw new PathNotFoundError(`${given}: no such file or folder.`);
    }
    if (stats.isDirectory()) {
      const found: string[] = [];
      walk(abs, ancestorIgnores(abs), found, limit - seen.size);
      found.sort();
      for (const f of found) add(f, false);
    } else {
      add(abs, true);
    }
  }
  return [...seen.values()];
}

/** Stops once `out` holds `limit` files (a huge folder: the agent server checks a bounded part of it). */
function walk(dir: string, layers: readonly IgnoreLayer[], out: string[], limit: number): void {
  const own = readIgnoreFile(dir);
  const active = own ? [...layers, own] : layers;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // unreadable folder: nothing to check in it
  }
  for (const entry of entries) {
    if (out.length >= limit) return;
    const full = join(dir, entry.name);
    const isDir = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      // follow links to files; never links to folders (cycles, and trees outside the project)
      try {
        isFile = statSync(full).isFile();
      } catch {
        continue;
      }
    }
    if (isDir) {
      if (SKIPPED_FOLDERS.has(entry.name) || isIgnored(active, full, true)) continue;
      walk(full, active, out, limit);
    } else if (isFile && isWalked(entry.name) && !isIgnored(active, full, false)) {
      out.push(full);
    }
  }
}

/**
 * As git decides: the .gitignore nearest the path that has a matching pattern wins, so a deeper file's `!keep.json`
 * re-includes what a higher one ignored (and a deeper pattern can ignore what a higher `!` kept).
 */
function isIgnored(layers: readonly IgnoreLayer[], path: string, isDir: boolean): boolean {
  for (let i = layers.length - 1; i >= 0; i--) {
    const layer = layers[i]!;
    const rel = relative(layer.base, path).split(sep).join('/');
    if (!rel || rel.startsWith('..')) continue;
    const verdict = layer.rules.test(isDir ? `${rel}/` : rel);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}

function readIgnoreFile(dir: string): IgnoreLayer | undefined {
  const file = join(dir, '.gitignore');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return { base: dir, rules: ignore().add(text) };
}

/** The .gitignore files of the folders above `dir`, up to the repository root (a folder holding .git). */
function ancestorIgnores(dir: string): IgnoreLayer[] {
  const chain: string[] = [];
  let current = resolve(dir);
  for (;;) {
    if (existsSync(join(current, '.git'))) break;
    const up = resolve(current, '..');
    if (up === current) return []; // not inside a repository: only the walked folders' own .gitignore files count
    chain.unshift(up);
    current = up;
  }
  return chain.map(readIgnoreFile).filter((l): l is IgnoreLayer => !!l);
}
