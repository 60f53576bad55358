/**
 * The language features of MCP files, one function each over an analysed document and returning LSP types, as in
 * vscode-json-languageservice. JSON and server code are told apart here, and the language worker calls only this.
 */
import type { CodeActionParams } from 'vscode-languageserver';
import type {
  CodeAction,
  CompletionList,
  DocumentSymbol,
  Hover,
  InlayHint,
  Position,
  Range,
} from 'vscode-languageserver-types';
import { isCodeDocument } from '../code/codeDocument';
import type { Analysis, CheckResult, SourceText } from '../pipeline';
import type { LensSettings } from '../../../common/protocol/settings';
import { getCodeActions } from './codeActions';
import { getCodeCompletions } from './code/completion';
import { getCodeHover } from './code/hover';
import { getCodeInlayHints } from './code/inlayHints';
import { getCompletions } from './completion';
import { computeDiagnostics, type DiagnosticsOptions } from './diagnostics';
import { getHover } from './hover';
import { getInlayHints } from './inlayHints';
import { getDocumentSymbols } from './symbols';

const NO_COMPLETIONS: CompletionList = { isIncomplete: false, items: [] };

export function doComplete(analysis: Analysis, position: Position): CompletionList {
  if (analysis.notChecked) return NO_COMPLETIONS;
  return isCodeDocument(analysis.parsed) ? getCodeCompletions(analysis, position) : getCompletions(analysis, position);
}

export function doHover(analysis: Analysis, position: Position): Hover | null {
  if (analysis.notChecked) return null;
  return isCodeDocument(analysis.parsed) ? getCodeHover(analysis, position) : getHover(analysis, position);
}

/** The outline of servers, inputs, tools, resources, templates and prompts (server code has its language's own). */
export function findDocumentSymbols(analysis: Analysis): DocumentSymbol[] {
  if (analysis.notChecked || isCodeDocument(analysis.parsed)) return [];
  return getDocumentSymbols(analysis);
}

export function findInlayHints(analysis: Analysis, range: Range, settings: LensSettings): InlayHint[] {
  if (analysis.notChecked) return [];
  return isCodeDocument(analysis.parsed)
    ? getCodeInlayHints(analysis, range, settings)
    : getInlayHints(analysis, range, settings);
}

/** The quick fixes of the request's diagnostics (their fixes travel in the diagnostics' data, for this version). */
export function findQuickFixes(source: SourceText, params: CodeActionParams): CodeAction[] {
  return getCodeActions(source, params);
}

export function toDiagnostics(source: SourceText, result: CheckResult, options: DiagnosticsOptions = {}) {
  return computeDiagnostics(source, result, options);
}
