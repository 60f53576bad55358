import * as vscode from 'vscode';
import { codeLanguageOf, importsMcpSdk } from '../../common/formats/codeLanguages';

const JSON_LANGUAGES = new Set(['json', 'jsonc']);

/**
 * Whether a document needs the language server: any JSON document, and source files only when they import an
 * MCP SDK — so that opening an ordinary TypeScript or Python project costs nothing.
 */
export function wantsLanguageServer(doc: vscode.TextDocument): boolean {
  if (doc.uri.scheme === 'output' || doc.uri.scheme === 'vscode-scm') return false;
  if (JSON_LANGUAGES.has(doc.languageId)) return true;
  const language = codeLanguageOf(doc.uri.toString(), doc.languageId);
  return !!language && importsMcpSdk(doc.getText(), language);
}

/** Calls `start` once, as soon as an open (or later opened) document wants the language server. */
export function startLanguageServerWhenWanted(start: () => void): vscode.Disposable {
  if (vscode.workspace.textDocuments.some(wantsLanguageServer)) {
    start();
    return new vscode.Disposable(() => undefined);
  }
  const listener = vscode.workspace.onDidOpenTextDocument((doc) => {
    if (!wantsLanguageServer(doc)) return;
    listener.dispose();
    start();
  });
  return listener;
}
