// Entry of the language server: wires LSP handlers to the feature modules and nothing more.
// Runs over IPC when started by the extension and over stdio with `node dist/server.js --stdio`.
import { createConnection, DidChangeConfigurationNotification, DidChangeWatchedFilesNotification, ProposedFeatures, TextDocuments, TextDocumentSyncKind, type InitializeResult } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { AnalysisCache } from './analysis';
import { getCodeCompletions, getCodeHover, getCodeInlayHints, isCodeDocument, onParserReady } from './code';
import { CommandLookup } from './env/commandLookup';
import { CatalogDeclarations, OPEN_DECLARATION_COMMAND, showDeclarationParams } from './features/catalogLinks';
import { CODE_FILES_GLOB, CodeFileWatch } from './features/codeFileWatch';
import { getCodeActions } from './features/codeActions';
import { getCompletions } from './features/completion';
import { getHover } from './features/hover';
import { getInlayHints } from './features/inlayHints';
import { getDocumentSymbols } from './features/symbols';
import { DOCUMENT_KIND_REQUEST, type DocumentKindParams, type DocumentKindResult, type InitializationOptions } from './protocol/messages';
import { DEFAULT_SETTINGS, normalizeSettings } from './protocol/settings';
import { safeHandler } from './safe';
import { ValidationScheduler } from './validationScheduler';
import { validateInSlices } from './validation';
import { HeapCompaction } from './heapCompaction';

const connection = createConnection(ProposedFeatures.all);
const documents = new TextDocuments(TextDocument);
// a PATH lookup that finishes changes what MCP714 reports: re-lint every open document then
const commands = new CommandLookup({ onDidResolve: () => revalidateAll() });
const cache: AnalysisCache = new AnalysisCache(DEFAULT_SETTINGS, { commandExists: (c: string): boolean | undefined => (cache.currentSettings.checkCommandsOnPath ? commands.commandExists(c) : undefined) });
const log = (m: string) => connection.console.error(m);
let initOptions: InitializationOptions = {};
let pullsConfiguration = false;
let showsDocuments = false;
// live catalogs link their findings to the declarations in the server's code once that is indexed (in the background)
const declarations = new CatalogDeclarations({
  onDidLink: (uri) => scheduler.schedule(uri),
  openDocuments: () => documents.all(),
  parsedOf: (doc) => cache.analysis(doc).parsed,
  onDidTrack: (tracking) => void codeFiles.need(tracking),
  log,
});
// code files changed on disk (a checkout, another editor) relink the catalogs whose declarations they hold
const codeFiles = new CodeFileWatch({
  register: () => connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: CODE_FILES_GLOB }] }),
  onChanges: (changes) => declarations.filesChangedOnDisk(changes),
  log,
});

// after a large document is checked, the heap is tidied once the server has nothing left to do
const heap = new HeapCompaction();
const scheduler = new ValidationScheduler(
  (uri) => {
    const doc = documents.get(uri);
    if (!doc) return;
    return validateInSlices(doc, cache, {
      hostReportsSyntaxErrors: initOptions.hostReportsSyntaxErrors,
      log,
      publish: (diagnostics, analysis) => {
        if (documents.get(uri)?.version !== doc.version) return; // a newer version is on its way
        heap.checked(doc.getText().length);
        void connection.sendDiagnostics({ uri, version: doc.version, diagnostics: analysis ? declarations.link(analysis, diagnostics) : diagnostics });
      },
    });
  },
  {
    onError: (uri, error) => log(`MCP Lens: validation of ${uri} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    onIdle: () => heap.idle(() => scheduler.idle),
  },
);

connection.onInitialize((params): InitializeResult => {
  initOptions = (params.initializationOptions ?? {}) as InitializationOptions;
  pullsConfiguration = !!params.capabilities.workspace?.configuration;
  showsDocuments = !!params.capabilities.window?.showDocument?.support;
  codeFiles.supported = !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionProvider: { triggerCharacters: ['"', ':', '{', '$', ','], resolveProvider: false },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      documentSymbolProvider: true,
      inlayHintProvider: true,
      definitionProvider: true,
      executeCommandProvider: { commands: [OPEN_DECLARATION_COMMAND] },
    },
    serverInfo: { name: 'MCP Lens', version: '0.1.0' },
  };
});

connection.onInitialized(async () => {
  if (pullsConfiguration) {
    connection.client.register(DidChangeConfigurationNotification.type, undefined).catch(() => undefined);
    await refreshSettings();
  }
});

async function refreshSettings(pushed?: unknown): Promise<void> {
  try {
    const raw = pullsConfiguration ? await connection.workspace.getConfiguration('mcpLens') : pushed;
    cache.updateSettings(normalizeSettings(raw));
  } catch (error) {
    log(`MCP Lens: could not read settings: ${String(error)}`);
  }
  for (const doc of documents.all()) scheduler.schedule(doc.uri, true);
}

// a code grammar loads in the background the first time an MCP server's source is opened: check open documents then
onParserReady(() => revalidateAll());

function revalidateAll(): void {
  cache.invalidateLint();
  for (const doc of documents.all()) scheduler.schedule(doc.uri);
}

connection.onDidChangeConfiguration((change) => void refreshSettings((change.settings as { mcpLens?: unknown } | undefined)?.mcpLens));
connection.onDidChangeWatchedFiles((p) => void codeFiles.didChange(p));

documents.onDidOpen((e) => scheduler.schedule(e.document.uri, true, e.document.version));
documents.onDidChangeContent((e) => {
  scheduler.schedule(e.document.uri, false, e.document.version);
  declarations.documentChanged(e.document.uri);
});
documents.onDidClose((e) => {
  scheduler.forget(e.document.uri);
  declarations.forget(e.document.uri);
  cache.forget(e.document.uri);
  void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
});

function withAnalysis<R>(uri: string, fallback: R, name: string, fn: (a: ReturnType<typeof cache.analysis>) => R): R {
  const doc = documents.get(uri);
  if (!doc) return fallback;
  return safeHandler(name, log, fallback, () => {
    const analysis = cache.analysis(doc);
    return analysis.unchecked ? fallback : fn(analysis);
  })();
}

connection.onCompletion((p) => withAnalysis(p.textDocument.uri, { isIncomplete: false, items: [] }, 'completion', (a) => (isCodeDocument(a.parsed) ? getCodeCompletions(a, p.position) : getCompletions(a, p.position))));
connection.onHover((p) => withAnalysis(p.textDocument.uri, null, 'hover', (a) => (isCodeDocument(a.parsed) ? getCodeHover(a, p.position) : getHover(a, p.position))));
connection.onDocumentSymbol((p) => withAnalysis(p.textDocument.uri, [], 'documentSymbol', (a) => (isCodeDocument(a.parsed) ? [] : getDocumentSymbols(a))));
connection.languages.inlayHint.on((p) => withAnalysis(p.textDocument.uri, [], 'inlayHint', (a) => (isCodeDocument(a.parsed) ? getCodeInlayHints(a, p.range, cache.currentSettings) : getInlayHints(a, p.range, cache.currentSettings))));
connection.onCodeAction((p) => withAnalysis(p.textDocument.uri, [], 'codeAction', (a) => [...getCodeActions(a.textDocument, p), ...(showsDocuments ? declarations.codeActions(a, p) : [])]));
connection.onDefinition((p) => withAnalysis(p.textDocument.uri, null, 'definition', (a) => declarations.definition(a, p.position)));
connection.onExecuteCommand(async (p) => {
  const show = showDeclarationParams(p);
  if (show) await connection.window.showDocument(show).catch((e: unknown) => log(`MCP Lens: could not open ${show.uri}: ${String(e)}`));
});
connection.onRequest(DOCUMENT_KIND_REQUEST, (p: DocumentKindParams): DocumentKindResult =>
  withAnalysis(p.uri, { kind: 'unknown', reason: 'not open' }, 'documentKind', (a) => ({ kind: a.detection.kind, reason: a.detection.reason })),
);
connection.onShutdown(() => {
  scheduler.dispose();
  heap.dispose();
});

// a bug must never take the server down with the user's session
process.on('unhandledRejection', (reason) => log(`MCP Lens: unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`));
process.on('uncaughtException', (error) => log(`MCP Lens: uncaught exception: ${error.stack ?? String(error)}`));

documents.listen(connection);
connection.listen();
