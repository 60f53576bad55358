import { fileURLToPath } from 'node:url';
import type { CodeActionParams } from 'vscode-languageserver';
import type { CodeAction, Diagnostic, Location, Position } from 'vscode-languageserver-types';
import { ParserRuntimeBroken } from '../code/parsers';
import type { Rule } from '../engine/types';
import { CommandLookup } from '../env/commandLookup';
import {
  checkInSlices,
  engineOptionsOf,
  internalErrorNotice,
  needsPreparation,
  prepareDocument,
  SourceText,
  WorkspaceFactsLookup,
  type Analysis,
  type DocumentInput,
} from '../pipeline';
import type { LensSettings } from '../../../common/protocol/settings';
import { CatalogDeclarations } from '../service/catalogLinks';
import type { DiskChange } from '../service/declarationIndex';
import { toDiagnostic } from '../service/diagnostics';
import { toDiagnostics } from '../service/languageService';
import { Analyses, type AnalysisHooks } from './analyses';
import type { WorkerDocuments } from './documents';
import { HeapCompaction } from './heapCompaction';
import { keepSample, type KeptSample } from './keptSample';
import { errorText, type WorkerPort } from './port';
import type { WorkerInit } from './protocol';
import { ValidationScheduler } from './validationScheduler';

export interface CheckHooks extends AnalysisHooks {
  /** Rules run after the built-in ones (a test's "rule that never returns"). */
  readonly extraRules?: readonly Rule[];
}

/**
 * The check worker: validates every open document (debounced, in slices a newer version abandons), publishes the
 * diagnostics, and links live catalogs to the server's code for definitions and "open declaration" actions.
 */
export class CheckRole {
  private readonly scheduler: ValidationScheduler;
  private readonly analyses: Analyses;
  private readonly declarations: CatalogDeclarations;
  // a PATH lookup that finishes changes what MCP714 reports: check every open document again then
  private readonly commands = new CommandLookup({ onDidResolve: () => this.revalidateAll() });
  // whether files match dev.watch (MCP719) and the package.json beside a server.json (MCP825), looked up before a check;
  // a package.json open in the editor is read as the editor has it
  private readonly workspaceFacts = new WorkspaceFactsLookup({ openText: (path) => this.openTextAt(path) });
  /** Whether the main thread was asked to pass on files created and deleted on disk (for workspaceFacts). */
  private watchingFolders = false;
  // after a large document is checked, the heap is tidied once the worker has nothing left to do
  private readonly heap = new HeapCompaction();
  /** Keeps the engine's kinds of object alive between documents (see keptSample.ts); never read. */
  readonly sample: KeptSample | undefined;

  constructor(
    private readonly port: WorkerPort,
    private readonly docs: WorkerDocuments,
    private readonly init: WorkerInit,
    settings: LensSettings,
    private readonly hooks: CheckHooks = {},
  ) {
    // a catalog of many megabytes is analysed again for a definition rather than kept beside the feature worker's tree
    this.analyses = new Analyses(settings, hooks, 4_000_000);
    this.sample = keepSample(true);
    this.scheduler = new ValidationScheduler((uri) => this.validate(uri), {
      onError: (uri, error) => port.log(`MCP Lens: validation of ${uri} failed: ${errorText(error)}`),
      onIdle: () => this.heap.idle(() => this.scheduler.idle),
      around: (uri, stretch) => port.guard(uri, docs.get(uri)?.version ?? 0, stretch),
    });
    this.declarations = new CatalogDeclarations({
      onDidLink: (uri) => this.scheduler.schedule(uri),
      openDocuments: () => docs.all(),
      parsedOf: (doc) => this.analysisOf({ uri: doc.uri, text: doc.getText(), version: doc.version }).parsed,
      onDidTrack: (wanted) => port.post({ type: 'watchCodeFiles', wanted }),
      log: (m) => port.log(m),
    });
  }

  opened(uri: string, version: number): void {
    this.scheduler.schedule(uri, true, version);
    this.declarations.documentChanged(uri);
    this.recheckReaders(uri);
  }

  changed(uri: string, version: number): void {
    this.scheduler.schedule(uri, false, version);
    this.declarations.documentChanged(uri);
    this.recheckReaders(uri);
  }

  closed(uri: string): void {
    this.scheduler.forget(uri);
    this.declarations.forget(uri);
    this.analyses.forget(uri);
    this.workspaceFacts.forget(uri);
    this.watchFoldersWhileNeeded();
    this.recheckReaders(uri);
  }

  updateSettings(settings: LensSettings): void {
    this.analyses.updateSettings(settings);
    for (const doc of this.docs.all()) this.scheduler.schedule(doc.uri, true);
  }

  revalidateAll(): void {
    for (const doc of this.docs.all()) this.scheduler.schedule(doc.uri);
  }

  async diskChanged(changes: readonly DiskChange[]): Promise<void> {
    const [, recheck] = await Promise.all([
      this.declarations.filesChangedOnDisk(changes),
      this.workspaceFacts.filesChanged(changes),
    ]);
    for (const uri of recheck) if (this.docs.get(uri)) this.scheduler.schedule(uri);
  }

  definition(uri: string, position: Position): Location | null {
    const analysis = this.currentAnalysis(uri);
    return analysis
      ? this.port.guard(uri, analysis.source.version, () => this.declarations.definition(analysis, position))
      : null;
  }

  declarationActions(params: CodeActionParams): CodeAction[] {
    if (!this.init.showsDocuments) return [];
    const analysis = this.currentAnalysis(params.textDocument.uri);
    return analysis
      ? this.port.guard(analysis.source.uri, analysis.source.version, () =>
          this.declarations.codeActions(analysis, params),
        )
      : [];
  }

  dispose(): void {
    this.scheduler.dispose();
    this.heap.dispose();
  }

  /** The documents whose check read the file at `uri` (a package.json edited in the editor) are checked again. */
  private recheckReaders(uri: string): void {
    for (const reader of this.workspaceFacts.documentChanged(uri)) {
      if (reader !== uri && this.docs.get(reader)) this.scheduler.schedule(reader);
    }
  }

  /** The text of the document open at `path`, if one is. */
  private openTextAt(path: string): string | undefined {
    for (const doc of this.docs.all()) {
      if (!doc.uri.startsWith('file:')) continue;
      try {
        if (fileURLToPath(doc.uri) === path) return doc.getText();
      } catch {
        // a file: URI that names no path on this system is no open package.json
      }
    }
    return undefined;
  }

  private watchFoldersWhileNeeded(): void {
    const wanted = this.workspaceFacts.followsDisk;
    if (wanted === this.watchingFolders) return;
    this.watchingFolders = wanted;
    this.port.post({ type: 'watchFolders', wanted });
  }

  private currentAnalysis(uri: string): Analysis | undefined {
    const input = this.docs.input(uri);
    return input && this.port.guard(uri, input.version ?? 0, () => this.analysisOf(input));
  }

  private analysisOf(input: DocumentInput): Analysis {
    return this.analyses.of(input);
  }

  /**
   * One validation of the document's current version. It waits while server code's grammar loads or workspace facts
   * are looked up, since an empty list published first would read as "no problems".
   */
  private validate(uri: string): Iterator<unknown, unknown, undefined> | void {
    const input = this.docs.input(uri);
    if (!input) return;
    if (needsPreparation(input)) {
      void prepareDocument(input).then(() => this.scheduler.schedule(uri));
      return;
    }
    return this.validateInSlices(input);
  }

  private *validateInSlices(input: DocumentInput): Generator<string, void, undefined> {
    const version = input.version ?? 0;
    let analysis: Analysis | undefined;
    let diagnostics: Diagnostic[];
    try {
      analysis = this.analysisOf(input);
      yield 'parse';
      const settings = this.analyses.currentSettings;
      const facts = this.workspaceFacts.known(analysis, settings.rules);
      this.watchFoldersWhileNeeded();
      if (!facts) {
        void this.workspaceFacts.prepare(analysis, settings.rules).then(() => {
          if (this.docs.get(input.uri)) this.scheduler.schedule(input.uri);
        });
        return;
      }
      const options = engineOptionsOf(settings, {
        commandExists: (c) => this.commands.commandExists(c),
        extraRules: this.hooks.extraRules,
        editorValidatesVsCodeMcpJson: this.init.hostValidatesVsCodeMcpJson,
        watchedFiles: facts.watchedFiles,
        neighbourFiles: facts.neighbourFiles,
      });
      const result = yield* checkInSlices(analysis, options);
      for (const f of result.ruleFailures) {
        this.port.log(`MCP Lens: rule ${f.rule} failed on ${input.uri}: ${f.stack ?? f.message}`);
      }
      diagnostics = toDiagnostics(analysis.source, result, {
        hostReportsSyntaxErrors: this.init.hostReportsSyntaxErrors,
      });
    } catch (error) {
      // the parser's runtime broke on it: this worker ends (see languageWorker.ts) and the main thread reports it
      if (error instanceof ParserRuntimeBroken) return;
      // a bug of ours outside the rules: the document is never left silent
      this.port.log(`MCP Lens: checking ${input.uri} failed: ${errorText(error)}`);
      diagnostics = [
        toDiagnostic(
          analysis?.source ?? new SourceText(input.uri, input.text, version),
          internalErrorNotice(error instanceof Error ? error.message : String(error), false),
        ),
      ];
    }
    if (this.docs.get(input.uri)?.version !== version) return; // a newer version is on its way
    this.heap.checked(input.text.length);
    const linked = analysis ? this.declarations.link(analysis, diagnostics) : diagnostics;
    this.port.post({ type: 'diagnostics', uri: input.uri, version, diagnostics: linked });
  }
}
