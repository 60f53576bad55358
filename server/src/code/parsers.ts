import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Language, Parser, Tree } from '@vscode/tree-sitter-wasm';
import type { CodeLanguage } from '../../../common/formats/codeLanguages';

type TreeSitter = typeof import('@vscode/tree-sitter-wasm');

const GRAMMAR_FILE: Readonly<Record<CodeLanguage, string>> = {
  typescript: 'tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-tsx.wasm',
  python: 'tree-sitter-python.wasm',
};

/** Where the .wasm files are: beside the bundle (dist/tree-sitter/, as packaged), else in the npm package. */
export function wasmDirectory(): string | undefined {
  const candidates = [join(__dirname, 'tree-sitter')];
  try {
    candidates.push(join(dirname(require.resolve('@vscode/tree-sitter-wasm/package.json')), 'wasm'));
  } catch {
    /* not installed: only the bundled copy can serve */
  }
  return candidates.find((d) => existsSync(join(d, 'tree-sitter.wasm')));
}

let runtime: Promise<TreeSitter> | undefined;
const languages = new Map<CodeLanguage, Promise<Language>>();
const ready = new Map<CodeLanguage, Parser>();
const failures = new Map<CodeLanguage, string>();
const listeners = new Set<(language: CodeLanguage) => void>();

function loadRuntime(dir: string): Promise<TreeSitter> {
  // required here, not imported at the top: the runtime is evaluated only once a file that uses an MCP SDK is opened
  runtime ??= (async () => {
    const ts = require('@vscode/tree-sitter-wasm') as TreeSitter;
    await ts.Parser.init({ locateFile: (file: string) => join(dir, file) });
    return ts;
  })();
  return runtime;
}

/**
 * Starts loading the grammar of `language` (once) and resolves when its parser is ready. Never rejects: a grammar
 * that cannot be loaded leaves the language unparsed and its reason in `parserFailure`.
 */
export function loadParser(language: CodeLanguage): Promise<void> {
  if (ready.has(language) || failures.has(language)) return Promise.resolve();
  let pending = languages.get(language);
  if (!pending) {
    pending = (async () => {
      const dir = wasmDirectory();
      if (!dir) {
        throw new Error('the tree-sitter .wasm files are missing (dist/tree-sitter or @vscode/tree-sitter-wasm)');
      }
      const ts = await loadRuntime(dir);
      return ts.Language.load(readFileSync(join(dir, GRAMMAR_FILE[language])));
    })();
    languages.set(language, pending);
  }
  return pending.then(
    (lang) => {
      if (!ready.has(language)) {
        const parser = new (require('@vscode/tree-sitter-wasm') as TreeSitter).Parser();
        parser.setLanguage(lang);
        ready.set(language, parser);
        for (const l of listeners) l(language);
      }
    },
    (error: unknown) => {
      if (!failures.has(language)) failures.set(language, error instanceof Error ? error.message : String(error));
    },
  );
}

/** The parser of `language` if it is loaded; undefined (and loading started) otherwise. */
export function parserFor(language: CodeLanguage): Parser | undefined {
  const parser = ready.get(language);
  if (!parser && !failures.has(language)) void loadParser(language);
  return parser;
}

export function parserFailure(language: CodeLanguage): string | undefined {
  return failures.get(language);
}

/** Calls `listener` each time a grammar finishes loading (the language server re-checks open documents then). */
export function onParserReady(listener: (language: CodeLanguage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Longest a parse may take. tree-sitter's error recovery can go super-linear on pathological text (47 s for 117 KB
 * of junk lines in a Python file), and the language server parses synchronously: past this, the file is not read.
 */
export const PARSE_BUDGET_MS = 3000;

/**
 * Brackets nested deeper than this are not given to tree-sitter: no server's code comes near it, and on text nested
 * some thousands of levels deep tree-sitter's WebAssembly runtime traps while it frees the tree, and stays broken.
 */
export const MAX_CODE_NESTING = 1000;

/** Thrown when tree-sitter's runtime trapped: it is broken from then on, and the thread that loaded it must end. */
export class ParserRuntimeBroken extends Error {}

let runtimeBroken: string | undefined;

/** Why the parsing runtime of this thread is broken (a trap inside tree-sitter), if it is. */
export function parserRuntimeBroken(): string | undefined {
  return runtimeBroken;
}

/** The deepest nesting of (, [ and { in `text`, or `limit` + 1 once past `limit`; strings are not told apart. */
export function bracketDepth(text: string, limit = MAX_CODE_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return deepest;
}

/**
 * Parses `text` (undefined when it takes over the budget); the caller must `delete()` the tree (it lives in
 * WebAssembly memory), through `deleteTree`. A trap inside tree-sitter throws ParserRuntimeBroken, then and ever after.
 */
export function parseCode(parser: Parser, text: string): Tree | undefined {
  if (runtimeBroken) throw new ParserRuntimeBroken(runtimeBroken);
  const deadline = performance.now() + PARSE_BUDGET_MS;
  try {
    // returning true from the progress callback cancels the parse (the typings say void; the runtime reads the result)
    const tree = parser.parse(text, null, { progressCallback: (() => performance.now() > deadline) as () => void });
    if (!tree) parser.reset(); // a cancelled parse would otherwise resume on the next document
    return tree ?? undefined;
  } catch (error) {
    throw broken(error);
  }
}

/** Frees a tree; a trap while freeing breaks the runtime as a trap while parsing does. */
export function deleteTree(tree: Tree): void {
  try {
    tree.delete();
  } catch (error) {
    throw broken(error);
  }
}

function broken(error: unknown): unknown {
  if (!(error instanceof WebAssembly.RuntimeError)) return error;
  runtimeBroken = `tree-sitter's runtime failed (${error.message})`;
  return new ParserRuntimeBroken(runtimeBroken);
}

/** Whether the grammar of `language` is loaded (or failed to load): a pending analysis is then out of date. */
export function parserSettled(language: CodeLanguage): boolean {
  return ready.has(language) || failures.has(language);
}
