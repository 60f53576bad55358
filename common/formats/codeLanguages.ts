import { pathOfUri } from './uriPath';

/** The source languages whose MCP declarations are read; each has its own tree-sitter grammar. */
export type CodeLanguage = 'typescript' | 'tsx' | 'python';

/** VS Code language ids the language server accepts as code. */
export const CODE_LANGUAGE_IDS = ['typescript', 'javascript', 'typescriptreact', 'javascriptreact', 'python'] as const;

const BY_LANGUAGE_ID: Readonly<Record<string, CodeLanguage>> = {
  typescript: 'typescript',
  javascript: 'typescript', // the TypeScript grammar reads plain JavaScript (without JSX) too
  typescriptreact: 'tsx',
  javascriptreact: 'tsx',
  python: 'python',
};

const BY_EXTENSION: Readonly<Record<string, CodeLanguage>> = {
  ts: 'typescript',
  tsx: 'tsx',
  mts: 'typescript',
  cts: 'typescript',
  js: 'typescript',
  jsx: 'tsx',
  mjs: 'typescript',
  cjs: 'typescript',
  py: 'python',
};

/** The file extensions (without the dot) of the code files the language server reads. */
export const CODE_FILE_EXTENSIONS: readonly string[] = Object.keys(BY_EXTENSION);

/** The code language of a document by its language id (the editor's word), else by its file extension. */
export function codeLanguageOf(uri: string, languageId?: string): CodeLanguage | undefined {
  if (languageId && Object.hasOwn(BY_LANGUAGE_ID, languageId)) return BY_LANGUAGE_ID[languageId];
  if (languageId && languageId !== 'plaintext' && !/^jsonc?$/.test(languageId) && languageId !== '') return undefined;
  const path = pathOfUri(uri);
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return undefined;
  const ext = path.slice(dot + 1).toLowerCase();
  if (path.toLowerCase().endsWith('.d.ts')) return undefined;
  return Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : undefined;
}

/**
 * The cheap pre-check that keeps ordinary source files free: only a file that imports an MCP SDK (the official SDKs,
 * the MCP Apps helpers, or Python's standalone `fastmcp`) is parsed.
 */
const SDK_IMPORT: Readonly<Record<CodeLanguage, RegExp>> = {
  typescript: /@modelcontextprotocol\/(?:sdk|server|ext-apps)\b/,
  tsx: /@modelcontextprotocol\/(?:sdk|server|ext-apps)\b/,
  python: /^[ \t]*(?:from[ \t]+(?:mcp|fastmcp)(?:\.[\w.]+)?[ \t]+import|import[ \t]+(?:mcp|fastmcp)\b)/m,
};

export function importsMcpSdk(text: string, language: CodeLanguage): boolean {
  return SDK_IMPORT[language].test(text);
}
