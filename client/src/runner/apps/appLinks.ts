import * as vscode from 'vscode';

/** Schemes an app may ask to open: web pages and mail, nothing that runs something on this machine. */
const OPENABLE = new Set(['http:', 'https:', 'mailto:']);

/**
 * An app asks to open a link (ui/open-link): VS Code's modal dialog shows the whole URL and who asks, and only
 * "Open Link" opens it. A URL of another scheme (file:, vscode:, command:…) is refused with the reason.
 */
export async function openAppLink(
  url: string,
  from: { readonly serverName: string; readonly toolName: string },
): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    void vscode.window.showWarningMessage(
      `MCP Lens: the app of ${from.toolName} (${from.serverName}) asked to open something that is not a URL: ${url.slice(0, 200)}`,
    );
    return false;
  }
  if (!OPENABLE.has(parsed.protocol)) {
    void vscode.window.showWarningMessage(
      `MCP Lens: the app of ${from.toolName} (${from.serverName}) asked to open a ${parsed.protocol} link, which MCP Lens does not open: ${url.slice(0, 200)}`,
    );
    return false;
  }
  const choice = await vscode.window.showWarningMessage(
    `The app of ${from.toolName} (server ${from.serverName}) wants to open a link.`,
    {
      modal: true,
      detail: `${parsed.href}\n\nHost: ${parsed.host || '(none)'}. It opens outside VS Code, in your browser or mail program.`,
    },
    'Open Link',
  );
  if (choice !== 'Open Link') return false;
  return vscode.env.openExternal(vscode.Uri.parse(parsed.href, true));
}
