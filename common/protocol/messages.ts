/**
 * Custom messages between the extension and the language server, declared once and typed.
 * The client imports this file too (it has no `vscode` or server-runtime imports).
 */

/** Options the client passes in `initializationOptions`. */
export interface InitializationOptions {
  /** The host already reports JSON syntax errors (VS Code does), so the server leaves MCP001 out. */
  readonly hostReportsSyntaxErrors?: boolean;
  /** The host validates .vscode/mcp.json against its own JSON schema (VS Code does): type errors it reports too come as hints. */
  readonly hostValidatesVsCodeMcpJson?: boolean;
}
