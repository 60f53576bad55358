import { statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { ServerDefinition } from './configSource';

/**
 * Where a stdio server's code probably is, so that the language server can link live-lint findings to declarations:
 * its working directory and the existing source files its command names, in `_meta["mcp-lens/server"].source`.
 */
export interface SourceHints {
  readonly cwd: string;
  readonly entryFiles: readonly string[];
}

/** Answers whether a path is a file, a directory, or neither (injected so tests need no disk layout). */
export type PathKind = (path: string) => 'file' | 'directory' | undefined;

/** How a stdio server was started: its command, arguments and working directory with every reference resolved. */
export interface LaunchedCommand {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** Values that must never be written out (password inputs): an argument or directory that holds one names nothing. */
  readonly secrets: Iterable<string>;
}

export interface SourceHintOptions {
  /** The launch the server was started with; without it, the definition as written. */
  readonly launched?: LaunchedCommand;
  readonly kindOf?: PathKind;
  readonly home?: string;
}

const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx|py)$/i;

/**
 * The hints of a server, from its launch when given, else from its definition with only the references that need no
 * input expanded. docs/code-files.md ("Live catalogs linked to the code") says which arguments name source files.
 */
export function sourceHints(
  def: ServerDefinition,
  { launched, kindOf = diskKind, home = homedir() }: SourceHintOptions = {},
): SourceHints | undefined {
  const c = def.config;
  if (c.transport !== 'stdio' || !c.command) return undefined;
  const secrets = [...(launched?.secrets ?? [])].filter((v) => v !== '');
  const holdsSecret = (s: string) => secrets.some((v) => s.includes(v));
  const folder = def.location.folder?.path;
  const base = folder ?? (def.location.scope === 'user' ? home : dirname(def.location.path));
  const expand = (s: string) => expandPredefined(s, folder, home);
  let cwd = base;
  if (launched) {
    if (launched.cwd && !holdsSecret(launched.cwd)) cwd = resolve(base, launched.cwd);
  } else if (c.cwd) {
    cwd = resolve(base, expand(c.cwd));
  }
  const bases = [cwd];
  const entryFiles: string[] = [];
  const add = (p: string) => void (entryFiles.includes(p) || entryFiles.push(p));
  const words = (launched ? [launched.command, ...launched.args] : [c.command, ...c.args].map(expand)).map((w) =>
    holdsSecret(w) ? '' : w,
  );
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!word || word.includes('${')) continue;
    if (word === '-m' && words[i + 1]) {
      for (const b of bases) for (const p of modulePaths(b, words[i + 1]!)) if (kindOf(p) === 'file') add(p);
      i++;
      continue;
    }
    const value = word.startsWith('-') && word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
    for (const b of isAbsolute(value) ? [''] : [...bases]) {
      const p = b ? resolve(b, value) : value;
      const kind = kindOf(p);
      if (kind === 'directory' && !bases.includes(p)) bases.push(p);
      if (kind === 'file' && CODE_FILE.test(p)) add(p);
    }
  }
  return { cwd, entryFiles };
}

function modulePaths(base: string, module: string): string[] {
  if (!/^[A-Za-z_][\w.]*$/.test(module)) return [];
  const rel = join(...module.split('.'));
  return [
    join(base, `${rel}.py`),
    join(base, rel, '__main__.py'),
    join(base, 'src', `${rel}.py`),
    join(base, 'src', rel, '__main__.py'),
  ];
}

function expandPredefined(s: string, folder: string | undefined, home: string): string {
  return s.replace(/\$\{(workspaceFolder|workspaceRoot|userHome|pathSeparator|\/)\}/g, (whole, name: string) => {
    if (name === 'userHome') return home;
    if (name === 'pathSeparator' || name === '/') return sep;
    return folder ?? whole;
  });
}

function diskKind(path: string): 'file' | 'directory' | undefined {
  try {
    const s = statSync(path);
    if (s.isFile()) return 'file';
    return s.isDirectory() ? 'directory' : undefined;
  } catch {
    return undefined;
  }
}
