import type { Diagnostic } from 'vscode-languageserver-types';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Analysis, AnalysisCache } from './analysis';
import { computeDiagnostics, errorText, internalErrorNotice } from './features/diagnostics';

export interface ValidationOptions {
  readonly hostReportsSyntaxErrors?: boolean;
  readonly log: (message: string) => void;
  /** Publishes the diagnostics of `doc`'s version (the scheduler has dropped the run if a newer one arrived). */
  readonly publish: (diagnostics: Diagnostic[], analysis: Analysis | undefined) => void;
}

/**
 * One validation of a document version, in slices for the scheduler: the parse, each rule, then publishing. A bug
 * of ours never leaves the document silent: a rule that throws costs its own findings and adds one notice; a
 * failure outside the rules publishes the notice alone.
 */
export function* validateInSlices(doc: TextDocument, cache: AnalysisCache, options: ValidationOptions): Generator<string, void, undefined> {
  let analysis: Analysis | undefined;
  let diagnostics: Diagnostic[];
  try {
    analysis = cache.analysis(doc);
    const result = yield* cache.lintInSlices(doc);
    for (const e of result.ruleErrors) options.log(`MCP Lens: rule ${e.rule} failed on ${doc.uri}: ${e.error instanceof Error ? e.error.stack : String(e.error)}`);
    diagnostics = computeDiagnostics(analysis, result, { hostReportsSyntaxErrors: options.hostReportsSyntaxErrors, maxDocumentSize: cache.currentSettings.maxDocumentSize });
  } catch (error) {
    options.log(`MCP Lens: checking ${doc.uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    diagnostics = [internalErrorNotice(errorText(error), false)];
  }
  options.publish(diagnostics, analysis);
}
