/**
 * MCP declarations in TypeScript/JavaScript and Python server code, checked like capability documents.
 * The language server and the CLI use only what is exported here.
 */
import type { EngineOptions } from '../engine/types';
import type { LintResult } from '../engine/lint';
import { analyseCodeDocument, codeDetection, isCodeDocument, type CodeDocument } from './codeDocument';
import { codeLanguageOf, importsMcpSdk } from './languages';
import { lintCodeDocument } from './lintCode';
import { loadParser, parserSettled } from './parsers';

export { analyseCodeDocument, codeDetection, isCodeDocument, lintCodeDocument, type CodeDocument };
export { onParserReady } from './parsers';
export { CODE_LANGUAGE_IDS, codeLanguageOf } from './languages';
export { getCodeCompletions } from './completion';
export { getCodeHover } from './hover';
export { getCodeInlayHints } from './inlayHints';
export { DeclarationIndexes, type DeclarationLookup, type DeclarationSite, type DiskChange, type SourceHints } from './declarationIndex';
export type { DeclarationKind, Entry, Lit, Span } from './ir';

/** An analysis made while the grammar was loading, now that it has loaded: analyse the document again. */
export function isStaleCodeDocument(doc: unknown): boolean {
  return isCodeDocument(doc as CodeDocument) && (doc as CodeDocument).code.state === 'pending' && parserSettled((doc as CodeDocument).code.language);
}

/**
 * The CLI's entry: checks a source file as the language server does, loading its grammar first. Undefined when the
 * file is not TypeScript/JavaScript/Python or imports no MCP SDK (then it is not an MCP document).
 */
export async function checkCodeFile(uri: string, text: string, options: EngineOptions): Promise<{ doc: CodeDocument; result: LintResult } | undefined> {
  const language = codeLanguageOf(uri);
  if (!language || !importsMcpSdk(text, language)) return undefined;
  await loadParser(language);
  const doc = analyseCodeDocument(uri, text)!;
  return { doc, result: lintCodeDocument(doc, options) };
}

/** Loads the grammar a file needs (for callers that then analyse synchronously, e.g. to re-lint after fixes). */
export async function prepareCodeFile(uri: string, text: string): Promise<boolean> {
  const language = codeLanguageOf(uri);
  if (!language || !importsMcpSdk(text, language)) return false;
  await loadParser(language);
  return true;
}

