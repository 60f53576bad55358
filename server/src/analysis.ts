import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Detection } from './detect/documentKind';
import { detectKind } from './detect/detect';
import { analyseCodeDocument, codeDetection, isCodeDocument, isStaleCodeDocument, lintCodeDocument } from './code';
import { lintInSlices, type LintResult } from './engine/lint';
import type { EngineOptions } from './engine/types';
import { parseDocument, type ParsedDocument } from './parse/parsedDocument';
import type { LensSettings } from './protocol/settings';

/** Everything features need about one version of a document, computed once and shared. */
export interface Analysis {
  readonly textDocument: TextDocument;
  readonly parsed: ParsedDocument;
  readonly detection: Detection;
  /** True when the document exceeds `maxDocumentSize` and was not analysed. */
  readonly tooLarge: boolean;
  /** Why the document was not analysed (features answer nothing, one information diagnostic says why), if it was not. */
  readonly unchecked?: 'too-large' | 'too-deep';
}

interface Entry {
  version: number;
  analysis: Analysis;
  lint?: { generation: number; result: LintResult };
}

/** Caches the parse and the lint result per document version (and settings generation). */
export class AnalysisCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private settings: LensSettings, private readonly engineExtras: Partial<EngineOptions> = {}) {}

  updateSettings(settings: LensSettings): void {
    this.settings = settings;
    this.generation++;
    for (const e of this.entries.values()) e.analysis = this.analyse(e.analysis.textDocument);
  }

  get currentSettings(): LensSettings {
    return this.settings;
  }

  analysis(doc: TextDocument): Analysis {
    const hit = this.entries.get(doc.uri);
    if (hit && hit.version === doc.version && hit.analysis.textDocument === doc && !isStaleCodeDocument(hit.analysis.parsed)) return hit.analysis;
    // let the previous version's tree go before the new one is built: two trees of a large catalog at once is the peak
    this.entries.delete(doc.uri);
    const analysis = this.analyse(doc);
    this.entries.set(doc.uri, { version: doc.version, analysis });
    return analysis;
  }

  lint(doc: TextDocument): LintResult {
    const run = this.lintInSlices(doc);
    for (;;) {
      const step = run.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The lint of the document's current version in slices (the parse, then one rule each), cached per version:
   * the validation scheduler yields to the event loop between slices and drops the run when a newer version arrives.
   */
  *lintInSlices(doc: TextDocument): Generator<string, LintResult, void> {
    const analysis = this.analysis(doc);
    const entry = this.entries.get(doc.uri)!;
    if (entry.lint && entry.lint.generation === this.generation) return entry.lint.result;
    const generation = this.generation;
    let result: LintResult;
    if (analysis.unchecked) result = { detection: analysis.detection, findings: [], ruleErrors: [] };
    // code documents are small: their lint (mapped back onto the code) is one slice
    else if (isCodeDocument(analysis.parsed)) result = lintCodeDocument(analysis.parsed, this.engineOptions());
    else {
      yield 'parse';
      result = yield* lintInSlices(analysis.parsed, this.engineOptions(), analysis.detection);
    }
    // cached only for the version and settings it was computed for (both may have changed between slices)
    if (this.entries.get(doc.uri) === entry && generation === this.generation) entry.lint = { generation, result };
    return result;
  }

  /** Drops cached lint results (e.g. after a PATH lookup finished) so the next lint recomputes. */
  invalidateLint(): void {
    this.generation++;
  }

  forget(uri: string): void {
    this.entries.delete(uri);
  }

  engineOptions(): EngineOptions {
    return { specVersion: this.settings.specVersion, rules: this.settings.rules, ...this.engineExtras };
  }

  private analyse(doc: TextDocument): Analysis {
    const text = doc.getText();
    if (text.length > this.settings.maxDocumentSize) {
      const parsed = parseDocument(doc.uri, '', doc.version);
      return { textDocument: doc, parsed, detection: detectKind(doc.uri, undefined, this.settings.files), tooLarge: true, unchecked: 'too-large' };
    }
    // TypeScript/JavaScript/Python: the MCP declarations of a server's code, read as a capability document
    const code = analyseCodeDocument(doc.uri, text, doc.version, doc.languageId);
    if (code) return { textDocument: doc, parsed: code, detection: codeDetection(code), tooLarge: false };
    const parsed = parseDocument(doc.uri, text, doc.version);
    const detection = detectKind(doc.uri, parsed.root, this.settings.files);
    return { textDocument: doc, parsed, detection, tooLarge: false, unchecked: parsed.tooDeep ? 'too-deep' : undefined };
  }
}

export function textDocumentOf(uri: string, text: string, version = 0, languageId = 'json'): TextDocument {
  return TextDocument.create(uri, languageId, version, text);
}
