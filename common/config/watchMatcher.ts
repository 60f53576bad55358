import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { Minimatch } from 'minimatch';
import { splitWatchGlobs, type WatchGlobs } from './watchGlobs';

/** Which paths under a folder a server's `dev.watch` patterns select. */
export interface WatchMatcher extends WatchGlobs {
  readonly base: string;
  matches(path: string): boolean;
}

export function watchMatcher(base: string, patterns: readonly string[]): WatchMatcher {
  const globs = splitWatchGlobs(patterns);
  const compile = (p: string) =>
    new Minimatch(p, { dot: true, nocase: process.platform === 'win32' || process.platform === 'darwin' });
  const includes = globs.includes.map(compile);
  const excludes = globs.excludes.map(compile);
  return {
    ...globs,
    base,
    matches(path) {
      const rel = below(base, path);
      if (rel === undefined) return false;
      const posix = rel.split(sep).join('/');
      return includes.some((m) => m.match(posix)) && !excludes.some((m) => m.match(posix));
    },
  };
}

/** `path` relative to `base` when it lies below it (a relative `path` is relative to `base`), else undefined. */
function below(base: string, path: string): string | undefined {
  const rel = isAbsolute(path) ? relative(base, path) : path;
  return !rel || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel;
}

/** Folders a search for watched files does not enter unless a pattern names them. */
const SKIPPED = ['node_modules', '.git'];

/** Whether the search (`anyFileMatches`) looks at `path`: under the base, and not inside a folder it does not enter. */
export function isSearched(matcher: WatchMatcher, path: string): boolean {
  const rel = isAbsolute(path) ? below(matcher.base, path) : undefined;
  if (rel === undefined) return false;
  const folders = rel.split(sep).slice(0, -1);
  return folders.every((f) => !SKIPPED.includes(f) || namedBy(matcher, f));
}

function namedBy(matcher: WatchMatcher, folder: string): boolean {
  return matcher.includes.some((p) => p.includes(folder));
}

/**
 * Whether any file under the base matches, in a walk of at most `limit` entries. Past the limit, or when the base
 * cannot be read, the answer is unknown rather than a wrong "no".
 */
export async function anyFileMatches(matcher: WatchMatcher, limit = 20_000): Promise<boolean | undefined> {
  const pending = [matcher.base];
  let seen = 0;
  while (pending.length) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      if (dir === matcher.base) return undefined;
      continue;
    }
    for (const e of entries) {
      if (++seen > limit) return undefined;
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIPPED.includes(e.name) || namedBy(matcher, e.name)) pending.push(path);
      } else if (matcher.matches(path)) return true;
    }
  }
  return false;
}
