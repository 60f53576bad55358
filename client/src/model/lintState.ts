/**
 * The lint state of running servers' catalogs: a catalog is shown at once and linted in the worker, and its findings
 * replace it when they come, unless a newer catalog, a relint or the server's stop came first.
 */
import { messageOf } from '../../../common/mcp/errors';
import type { Catalog, ConnectionState, Logger } from '../../../common/mcp/types';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { LaunchedCommand } from '../../../common/config/sourceHints';
import { DEFAULT_SETTINGS } from '../../../common/protocol/settings';
import { buildCatalogDocument, withLint, type CatalogDocument } from './catalogDocument';
import type { CatalogLintSettings } from './catalogLint';
import { CatalogLinter, type CatalogLinterOptions } from './catalogLinter';

/** One running server's catalog document, as the lint last left it. */
export interface LintedServer {
  document?: CatalogDocument;
}

export class LintState {
  /** Lints catalogs in a worker thread, started on the first catalog. */
  private readonly linter: CatalogLinter;

  constructor(
    options: CatalogLinterOptions | undefined,
    private readonly settings: (() => CatalogLintSettings) | undefined,
    /** The lint of a server's document answered (findings, or the notice that it was not checked). */
    private readonly onDidLint: (serverId: string) => void,
    /** Whether `server` is still the one the model runs under this id (a lint that answers late is dropped). */
    private readonly isCurrent: (serverId: string, server: LintedServer) => boolean,
  ) {
    this.linter = new CatalogLinter(options);
  }

  /** A running server's catalog as a document (undefined when there is none, or it cannot be made). */
  documentOf(
    def: ServerDefinition,
    state: ConnectionState | undefined,
    catalog: Catalog | undefined,
    launched: LaunchedCommand | undefined,
    logger: Logger,
  ): CatalogDocument | undefined {
    if (!catalog || state?.status !== 'running') return undefined;
    try {
      return buildCatalogDocument(def, state, catalog, launched);
    } catch (e) {
      logger.error(`Could not make a document of the catalog: ${messageOf(e)}`);
      return undefined;
    }
  }

  /** Shows `doc` at once and lints it in the worker. A lint that could not finish leaves a notice instead. */
  lint(def: ServerDefinition, server: LintedServer, doc: CatalogDocument, logger: Logger): void {
    server.document = doc;
    const serverId = def.id;
    const { specVersion, rules, maxDocumentSize } = this.settings?.() ?? DEFAULT_SETTINGS;
    this.linter
      .lint(serverId, { uri: doc.uri, text: doc.text, settings: { specVersion, rules, maxDocumentSize } })
      .then((result) => {
        if (!result || server.document !== doc || !this.isCurrent(serverId, server)) return;
        server.document = withLint(doc, result);
        if (server.document.lint.status === 'unchecked') {
          logger.warn(`The live catalog was not checked: ${server.document.lint.reason}`);
        }
        this.onDidLint(serverId);
      })
      .catch((e: unknown) => logger.error(`Could not lint the catalog: ${messageOf(e)}`));
  }

  /** Lints a document again (the rule settings changed); the findings it has stand until the new ones arrive. */
  relint(def: ServerDefinition, server: LintedServer, logger: Logger): void {
    const doc = server.document;
    if (!doc) return;
    const stale = doc.lint.status === 'checked' ? doc.findings : doc.notices;
    this.lint(def, server, { ...doc, findings: stale, lint: { status: 'pending' } }, logger);
  }

  /** The server stopped (or left its file): its document goes, and a lint of it still running is stopped. */
  drop(serverId: string, server?: LintedServer): void {
    if (server) server.document = undefined;
    this.linter.cancel(serverId);
  }

  dispose(): Promise<void> {
    return this.linter.dispose();
  }
}
