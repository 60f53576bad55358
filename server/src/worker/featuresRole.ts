import type { CodeActionParams } from 'vscode-languageserver';
import type { CompletionList } from 'vscode-languageserver-types';
import { needsPreparation, prepareDocument, type Analysis } from '../pipeline';
import type { LensSettings } from '../../../common/protocol/settings';
import { doComplete, doHover, findDocumentSymbols, findInlayHints, findQuickFixes } from '../service/languageService';
import { safeHandler } from '../safe';
import { Analyses, type AnalysisHooks } from './analyses';
import type { WorkerDocuments } from './documents';
import { keepSample, type KeptSample } from './keptSample';
import type { WorkerPort } from './port';
import type { FeatureRequests } from './protocol';

const NO_COMPLETIONS: CompletionList = { isIncomplete: false, items: [] };

type Handlers = {
  [M in keyof FeatureRequests]?: (params: FeatureRequests[M]['params']) => Promise<FeatureRequests[M]['result']>;
};

/**
 * A feature worker: answers completion, hover, symbols, inlay hints, quick fixes and the document kind from its own
 * analysis of each document. It runs no rule, so a rule that never returns cannot delay an answer.
 */
export class FeaturesRole {
  private readonly analyses: Analyses;
  readonly handlers: Handlers;
  /** Keeps the analysis's kinds of object alive between documents (see keptSample.ts); never read. */
  readonly sample: KeptSample | undefined;

  constructor(
    private readonly port: WorkerPort,
    private readonly docs: WorkerDocuments,
    settings: LensSettings,
    hooks: AnalysisHooks = {},
  ) {
    this.analyses = new Analyses(settings, hooks);
    this.sample = keepSample(false);
    this.handlers = {
      completion: (p) => this.withAnalysis(p.uri, NO_COMPLETIONS, 'completion', (a) => doComplete(a, p.position)),
      hover: (p) => this.withAnalysis(p.uri, null, 'hover', (a) => doHover(a, p.position)),
      documentSymbol: (p) => this.withAnalysis(p.uri, [], 'documentSymbol', (a) => findDocumentSymbols(a)),
      inlayHint: (p) =>
        this.withAnalysis(p.uri, [], 'inlayHint', (a) => findInlayHints(a, p.range, this.analyses.currentSettings)),
      quickFixes: (p: CodeActionParams) =>
        this.withAnalysis(p.textDocument.uri, [], 'codeAction', (a) => findQuickFixes(a.source, p)),
    };
  }

  updateSettings(settings: LensSettings): void {
    this.analyses.updateSettings(settings);
  }

  closed(uri: string): void {
    this.analyses.forget(uri);
  }

  /**
   * Answers from the analysis of the document's current version (loading a grammar first when server code needs
   * one); a document not open, a skipped version, a document not analysed or a handler that throws get `fallback`.
   */
  private async withAnalysis<R>(uri: string, fallback: R, name: string, fn: (a: Analysis) => R): Promise<R> {
    let input = this.docs.input(uri);
    if (!input) return fallback;
    if (needsPreparation(input)) {
      await prepareDocument(input);
      input = this.docs.input(uri);
      if (!input) return fallback;
    }
    const current = input;
    return this.port.guard(uri, current.version ?? 0, () =>
      safeHandler(
        name,
        (m) => this.port.log(m),
        fallback,
        () => {
          const analysis = this.analyses.of(current);
          return analysis.notChecked ? fallback : fn(analysis);
        },
      )(),
    );
  }
}
