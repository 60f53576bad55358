import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && /"name":\s*"mcp-lens"/.test(readFileSync(pkg, 'utf8'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`repository root not found above ${start}`);
    dir = up;
  }
}

/** The repository root, wherever the bundled test file runs from. */
export const REPO_ROOT = findRoot(__dirname);
/** `../shared` beside the clone (read-only); absent outside this project's machines. `npm run mutate` names it in
 * MCP_LENS_SHARED_DIR, since its tests run from a copy of the repository inside Stryker's sandbox. */
export const SHARED_DIR = process.env.MCP_LENS_SHARED_DIR || join(REPO_ROOT, '..', 'shared');
export const CORPUS_DIR = join(SHARED_DIR, 'corpus', 'real');
/** The entry point of `@modelcontextprotocol/server-everything`, the reference server the client tests run against. */
export const EVERYTHING = join(
  REPO_ROOT,
  'node_modules',
  '@modelcontextprotocol',
  'server-everything',
  'dist',
  'index.js',
);

export interface CorpusFile {
  /** Folder kind: vscode-mcp, mcpServers, server-json, mcpb-manifest, tools. */
  readonly folder: string;
  /** Absolute path of the stored file. */
  readonly file: string;
  /** The path the file had in its repository (e.g. `.cursor/mcp.json`): use it for detection. */
  readonly originalPath: string;
  readonly note: string;
  /** Marked by the corpus notes as intentionally invalid, malformed, negative or odd. */
  readonly flagged: 'invalid' | 'malformed' | 'negative' | 'odd' | undefined;
}

/** How the corpus notes mark a file, in the order they are tried: the first that matches wins. */
const CORPUS_FLAGS: readonly (readonly [RegExp, NonNullable<CorpusFile['flagged']>])[] = [
  [/INTENTIONALLY INVALID/, 'invalid'],
  [/MALFORMED/, 'malformed'],
  [/NEGATIVE|NON-STANDARD/, 'negative'],
  [/\bODD\b/, 'odd'],
];

/** The corpus as listed in its SOURCES.tsv, or undefined when ../shared is absent. */
export function corpusFiles(): CorpusFile[] | undefined {
  const tsv = join(CORPUS_DIR, 'SOURCES.tsv');
  if (!existsSync(tsv)) return undefined;
  const lines = readFileSync(tsv, 'utf8').split('\n').slice(1).filter(Boolean);
  return lines.map((line) => {
    const [folder = '', file = '', , path = '', , note = ''] = line.split('\t');
    const flag = CORPUS_FLAGS.find(([pattern]) => pattern.test(note))?.[1];
    return { folder, file: join(CORPUS_DIR, file), originalPath: path, note, flagged: flag };
  });
}
