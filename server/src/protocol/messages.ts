/**
 * Custom messages between the extension and the language server, declared once and typed.
 * The client imports this file too (it has no `vscode` or server-runtime imports).
 */

/** Options the client passes in `initializationOptions`. */
export interface InitializationOptions {
  /** The host already reports JSON syntax errors (VS Code does), so the server leaves MCP001 out. */
  readonly hostReportsSyntaxErrors?: boolean;
}

/** `mcpLens/lintCatalog`: the client asks the server to lint a live server's catalog held in a virtual document. */
export const LINT_CATALOG_REQUEST = 'mcpLens/lintCatalog';
export interface LintCatalogParams {
  readonly uri: string;
  readonly text: string;
}

/** `mcpLens/documentKind`: which kind the server detected for a document (for the status bar). */
export const DOCUMENT_KIND_REQUEST = 'mcpLens/documentKind';
export interface DocumentKindParams {
  readonly uri: string;
}
export interface DocumentKindResult {
  readonly kind: string;
  readonly reason: string;
}
