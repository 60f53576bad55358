import { analyseDocument, isStaleAnalysis, type Analysis, type DocumentInput } from '../pipeline';
import type { LensSettings } from '../../../common/protocol/settings';

/** What a test build may inject to prove that a runaway analysis cannot freeze the language server. */
export interface AnalysisHooks {
  /** Called before each analysis (a test's "parser that never returns"). */
  readonly beforeAnalysis?: (input: DocumentInput) => void;
}

/**
 * A worker's analyses, one per open document and version. Only documents up to `keepChars` characters in all are kept,
 * so a worker that checks a 5 MB catalog once does not hold its tree while the feature worker holds another.
 */
export class Analyses {
  private readonly kept = new Map<string, Analysis>();
  private keptChars = 0;

  constructor(
    private settings: LensSettings,
    private readonly hooks: AnalysisHooks = {},
    private readonly keepChars = Infinity,
  ) {}

  get currentSettings(): LensSettings {
    return this.settings;
  }

  /** New settings: every analysis may change (document size limit, the files map). */
  updateSettings(settings: LensSettings): void {
    this.settings = settings;
    this.kept.clear();
    this.keptChars = 0;
  }

  of(input: DocumentInput): Analysis {
    const hit = this.kept.get(input.uri);
    if (
      hit &&
      hit.source.version === (input.version ?? 0) &&
      hit.source.text.length === input.text.length &&
      !isStaleAnalysis(hit)
    ) {
      return hit;
    }
    // let the previous version's tree go before the new one is built: two trees of a large catalog at once is the peak
    this.forget(input.uri);
    this.hooks.beforeAnalysis?.(input);
    const analysis = analyseDocument(input, this.settings);
    if (this.keptChars + input.text.length <= this.keepChars) {
      this.kept.set(input.uri, analysis);
      this.keptChars += input.text.length;
    }
    return analysis;
  }

  forget(uri: string): void {
    const hit = this.kept.get(uri);
    if (!hit) return;
    this.kept.delete(uri);
    this.keptChars -= hit.source.text.length;
  }
}
