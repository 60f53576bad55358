import {
  createConnection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ProposedFeatures,
  TextDocumentSyncKind,
  type InitializeResult,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver/node';
import type { CompletionList } from 'vscode-languageserver-types';
import { SourceText } from '../pipeline/lineIndex';
import { notCheckedNotice } from '../pipeline/notChecked';
import type { InitializationOptions } from '../../../common/protocol/messages';
import { DEFAULT_SETTINGS, normalizeSettings, type LensSettings } from '../../../common/protocol/settings';
import { MCP_LENS_VERSION } from '../../../common/protocol/version';
import { isCatalogUri, OPEN_DECLARATION_COMMAND, showDeclarationParams } from '../service/declarationCommand';
import { toDiagnostic } from '../service/diagnostics';
import { CODE_FILES_WATCHER, DiskWatch, followDiskChanges, WATCHED_FOLDERS_WATCHER } from './diskWatch';
import { DocumentMirror } from './documentMirror';
import { LanguageWorkers } from './languageWorkers';
import type { Stop } from './supervisedWorker';

export interface LanguageServerOptions {
  /** The language worker bundle (dist/languageWorker.js, or a test build of it). */
  readonly workerScript: string;
}

const NO_COMPLETIONS: CompletionList = { isIncomplete: false, items: [] };

/**
 * The language server's main thread: it owns the LSP connection and the open documents' texts and hands all work that
 * depends on a document's content to the language workers, so that no document can stop the server answering.
 */
export function runLanguageServer(options: LanguageServerOptions): void {
  const connection = createConnection(ProposedFeatures.all);
  const mirror = new DocumentMirror();
  const log = (m: string) => connection.console.error(m);
  let settings: LensSettings = DEFAULT_SETTINGS;
  let pullsConfiguration = false;
  let workers: LanguageWorkers | undefined;
  // code files changed on disk (a checkout, another editor) relink the catalogs whose declarations they hold
  const codeFiles = new DiskWatch({
    what: 'the code files',
    register: () =>
      connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [CODE_FILES_WATCHER] }),
    log,
  });
  // a file that appears or goes may match (or was the last to match) a server's dev.watch (MCP719)
  const watchedFolders = new DiskWatch({
    what: 'the files dev.watch may match',
    register: () =>
      connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [WATCHED_FOLDERS_WATCHER] }),
    log,
  });

  connection.onInitialize((params): InitializeResult => {
    const init = (params.initializationOptions ?? {}) as InitializationOptions;
    pullsConfiguration = !!params.capabilities.workspace?.configuration;
    codeFiles.supported = watchedFolders.supported =
      !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
    workers = new LanguageWorkers({
      script: options.workerScript,
      mirror,
      settings: () => settings,
      hostReportsSyntaxErrors: !!init.hostReportsSyntaxErrors,
      hostValidatesVsCodeMcpJson: !!init.hostValidatesVsCodeMcpJson,
      showsDocuments: !!params.capabilities.window?.showDocument?.support,
      onDiagnostics: (uri, version, diagnostics) => {
        // a result for an older version is dropped: the newer one is on its way
        if (mirror.get(uri)?.version === version) void connection.sendDiagnostics({ uri, version, diagnostics });
      },
      onNotChecked: (uri, version, stop) => {
        const doc = mirror.get(uri);
        if (doc?.version !== version) return;
        void connection.sendDiagnostics(notChecked(uri, version, doc.getText(), stop, settings));
      },
      onWatchCodeFiles: (wanted) => void codeFiles.need(wanted),
      onWatchFolders: (wanted) => void watchedFolders.need(wanted),
      log,
    });
    return initializeResult();
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
      settings = normalizeSettings(raw);
    } catch (error) {
      log(`MCP Lens: could not read settings: ${String(error)}`);
    }
    workers?.settingsChanged(settings);
  }

  connection.onDidChangeConfiguration(
    (change) => void refreshSettings((change.settings as { mcpLens?: unknown } | undefined)?.mcpLens),
  );
  connection.onDidChangeWatchedFiles((p) => void followDiskChanges(p, (changes) => workers?.diskChanged(changes), log));

  followDocuments(connection, mirror, () => workers);
  answerRequests(
    connection,
    workersAsk(() => workers),
    log,
  );
  connection.onShutdown(async () => {
    await workers?.dispose();
  });

  // a bug must never take the server down with the user's session
  process.on('unhandledRejection', (reason) =>
    log(`MCP Lens: unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`),
  );
  process.on('uncaughtException', (error) => log(`MCP Lens: uncaught exception: ${error.stack ?? String(error)}`));

  connection.listen();
}

function initializeResult(): InitializeResult {
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
    serverInfo: { name: 'MCP Lens', version: MCP_LENS_VERSION },
  };
}

/** The MCP006 notice that stands for a version's diagnostics when its check was stopped or failed. */
function notChecked(
  uri: string,
  version: number,
  text: string,
  stop: Stop,
  settings: LensSettings,
): PublishDiagnosticsParams {
  const why =
    stop.why === 'time-limit'
      ? ({ code: 'MCP006', reason: 'time-limit', seconds: settings.analysisTimeLimitSeconds } as const)
      : ({ code: 'MCP006', reason: 'checker-failed', detail: stop.detail ?? 'it failed' } as const);
  const source = new SourceText(uri, text, version);
  return {
    uri,
    version,
    diagnostics: [
      toDiagnostic(
        source,
        notCheckedNotice(why, (o) => source.lineNumberAt(o)),
      ),
    ],
  };
}

/** Keeps the mirror in step with the editor's documents and tells the workers each change. */
function followDocuments(
  connection: ProposedFeatures.Connection,
  mirror: DocumentMirror,
  workers: () => LanguageWorkers | undefined,
): void {
  connection.onDidOpenTextDocument(({ textDocument: d }) => {
    mirror.open(d.uri, d.languageId, d.version, d.text);
    workers()?.opened(d.uri, d.languageId, d.version, d.text);
  });
  connection.onDidChangeTextDocument(({ textDocument: d, contentChanges }) => {
    if (mirror.change(d.uri, d.version, contentChanges)) workers()?.changed(d.uri, d.version, contentChanges);
  });
  connection.onDidCloseTextDocument(({ textDocument: d }) => {
    mirror.close(d.uri);
    workers()?.closed(d.uri);
    void connection.sendDiagnostics({ uri: d.uri, diagnostics: [] });
  });
}

/** The feature requests, each answered by a worker, and the command that opens a declaration. */
function answerRequests(
  connection: ProposedFeatures.Connection,
  ask: LanguageWorkers['request'],
  log: (message: string) => void,
): void {
  connection.onCompletion((p) =>
    ask('completion', { uri: p.textDocument.uri, position: p.position }, p.textDocument.uri, NO_COMPLETIONS),
  );
  connection.onHover((p) => ask('hover', { uri: p.textDocument.uri, position: p.position }, p.textDocument.uri, null));
  connection.onDocumentSymbol((p) => ask('documentSymbol', { uri: p.textDocument.uri }, p.textDocument.uri, []));
  connection.languages.inlayHint.on((p) =>
    ask('inlayHint', { uri: p.textDocument.uri, range: p.range }, p.textDocument.uri, []),
  );
  connection.onCodeAction(async (p) => {
    const uri = p.textDocument.uri;
    // "open the declaration" actions come from the index of live catalogs, which the check worker keeps
    const [fixes, declarations] = await Promise.all([
      ask('quickFixes', p, uri, []),
      isCatalogUri(uri) ? ask('declarationActions', p, uri, []) : [],
    ]);
    return [...fixes, ...declarations];
  });
  connection.onDefinition((p) =>
    ask('definition', { uri: p.textDocument.uri, position: p.position }, p.textDocument.uri, null),
  );
  connection.onExecuteCommand(async (p) => {
    const show = showDeclarationParams(p);
    if (show) {
      await connection.window
        .showDocument(show)
        .catch((e: unknown) => log(`MCP Lens: could not open ${show.uri}: ${String(e)}`));
    }
  });
}

/** A request to the workers that never rejects: anything that goes wrong answers `fallback`. */
function workersAsk(workers: () => LanguageWorkers | undefined): LanguageWorkers['request'] {
  return async (method, params, uri, fallback) => {
    try {
      return (await workers()?.request(method, params, uri, fallback)) ?? fallback;
    } catch {
      return fallback;
    }
  };
}
