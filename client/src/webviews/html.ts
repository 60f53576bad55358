import * as vscode from 'vscode';
import { createNonce, htmlShell } from './htmlShell';

/** The folders a webview may load from: the webview bundles and the style sheets, nothing else. */
export function webviewResourceRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(extensionUri, 'media')];
}

/** Options for every webview panel of the extension: scripts on, command links off, loads limited to our folders. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return { enableScripts: true, enableCommandUris: false, localResourceRoots: webviewResourceRoots(extensionUri) };
}

/**
 * The page of webview `script` (dist/webview/<script>.js) with media/webview.css and the given extra
 * style sheets of media/; a new nonce each time it is rendered.
 */
export function renderWebviewHtml(webview: vscode.Webview, extensionUri: vscode.Uri, page: { title: string; script: string; styles?: readonly string[]; media?: boolean }): string {
  const uri = (...segments: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...segments)).toString();
  return htmlShell({
    title: page.title,
    cspSource: webview.cspSource,
    nonce: createNonce(),
    scriptUri: uri('dist', 'webview', `${page.script}.js`),
    styleUris: ['webview.css', ...(page.styles ?? [])].map((name) => uri('media', name)),
    media: page.media,
  });
}
