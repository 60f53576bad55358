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
 * The page of webview `script` with media/webview.css, the given style sheets and its `data`, under a new nonce each
 * time. The bundle and styles are inline rather than loaded by URI; docs/architecture.md, "The programs", says why.
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
