import * as vscode from 'vscode';
import { createNonce, htmlShell, type PageAsset } from './htmlShell';
import { inlineScriptText, readPageAsset } from './pageAssets';

/** The folders a webview may load from: the webview bundles and the style sheets, nothing else. */
export function webviewResourceRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(extensionUri, 'media')];
}

/** Options for every webview panel of the extension: scripts on, command links off, loads limited to our folders. */
export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return { enableScripts: true, enableCommandUris: false, localResourceRoots: webviewResourceRoots(extensionUri) };
}

/**
 * The page of webview `script` (dist/webview/<script>.js) with media/webview.css and the given extra style sheets of
 * media/, and `data` for the page to show from its start; a new nonce each time it is rendered.
 *
 * The bundle and the style sheets are put in the page itself, under the nonce, rather than loaded by URI. In VS Code
 * 1.100 (and code-server 4.100) every new webview registers a service worker of its own for the one webview origin,
 * and each registration replaces the last: a page whose frame was created while another webview's worker was still
 * activating is left with no worker at all, its script and style requests go to the network instead of the extension,
 * and it stays blank for good (seen for one of two approval panels opened together, about every other time). A page
 * with nothing to fetch has nothing that can be lost that way, and shows sooner on every open (its three requests
 * through the worker took 30–150 ms).
 */
export function renderWebviewHtml(
  webview: vscode.Webview,
  extensionUri: vscode.Uri,
  page: { title: string; script: string; styles?: readonly string[]; media?: boolean; frames?: string; data?: unknown },
): string {
  const file = (...segments: string[]) => vscode.Uri.joinPath(extensionUri, ...segments);
  const asset = (uri: vscode.Uri, inline: (text: string, webviewUri: string) => string): PageAsset => {
    const webviewUri = webview.asWebviewUri(uri).toString();
    const text = uri.scheme === 'file' ? readPageAsset(uri.fsPath) : undefined;
    return text === undefined ? { uri: webviewUri } : { uri: webviewUri, text: inline(text, webviewUri) };
  };
  return htmlShell({
    title: page.title,
    cspSource: webview.cspSource,
    nonce: createNonce(),
    script: asset(file('dist', 'webview', `${page.script}.js`), inlineScriptText),
    styles: ['webview.css', ...(page.styles ?? [])].map((name) => asset(file('media', name), (text) => text)),
    media: page.media,
    frames: page.frames,
    data: page.data,
  });
}

/**
 * The code of webview bundle `name` (dist/webview/<name>.js), made to run inline (a page adds it under its nonce when
 * it needs it, as the runner does with the Markdown preview): sent by message, not loaded by URI, for the reason above.
 */
export function pageBundleCode(webview: vscode.Webview, extensionUri: vscode.Uri, name: string): string | undefined {
  const uri = vscode.Uri.joinPath(extensionUri, 'dist', 'webview', `${name}.js`);
  const text = uri.scheme === 'file' ? readPageAsset(uri.fsPath) : undefined;
  return text === undefined ? undefined : inlineScriptText(text, webview.asWebviewUri(uri).toString());
}
