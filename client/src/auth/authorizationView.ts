/**
 * The authorization view: one editor panel per server, showing its last sign-in step by step, rendered again (its
 * content in the page from the start) as each step comes in. Its buttons run Sign In, Sign Out and Show Server Log.
 */
import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import type { AuthorizationCommand, AuthorizationFromWebview, AuthorizationPageData, AuthorizationToWebview } from '../webviewProtocol';

export const AUTHORIZATION_VIEW_TYPE = 'mcpLens.authorization';

const COMMANDS: Record<AuthorizationCommand, string> = {
  signIn: 'mcpLens.signIn',
  signOut: 'mcpLens.signOut',
  showLog: 'mcpLens.showServerLog',
};

export class AuthorizationViews implements vscode.Disposable {
  private readonly panels = new Map<string, vscode.WebviewPanel>();
  private readonly subscription: { dispose(): void };

  constructor(
    private readonly model: ServersModel,
    private readonly extensionUri: vscode.Uri,
  ) {
    this.subscription = model.onDidChange((c) => {
      if (c.kind === 'sources') for (const id of [...this.panels.keys()]) if (!model.definition(id)) this.panels.get(id)?.dispose();
      if ((c.kind === 'auth' || c.kind === 'state') && this.panels.has(c.serverId)) this.update(c.serverId);
    });
  }

  show(serverId: string): void {
    const existing = this.panels.get(serverId);
    if (existing) {
      existing.reveal();
      this.update(serverId);
      return;
    }
    const data = this.dataOf(serverId);
    const panel = vscode.window.createWebviewPanel(AUTHORIZATION_VIEW_TYPE, `Authorization: ${data.serverName}`, vscode.ViewColumn.Active, webviewOptions(this.extensionUri));
    this.panels.set(serverId, panel);
    panel.onDidDispose(() => this.panels.delete(serverId));
    panel.webview.onDidReceiveMessage((m: AuthorizationFromWebview) => {
      if (m?.type === 'command' && m.command in COMMANDS) void vscode.commands.executeCommand(COMMANDS[m.command], serverId);
      else if (m?.type === 'ready') this.update(serverId);
      else if (m?.type === 'error') console.error(`MCP Lens: the authorization view of ${data.serverName} failed: ${m.message}`);
    });
    // the page is set once, with what it shows in it; later steps are messages (setting the HTML again reloads the page)
    panel.webview.html = renderWebviewHtml(panel.webview, this.extensionUri, { title: `Authorization: ${data.serverName}`, script: 'authorization', styles: ['authorization.css'], data });
  }

  private update(serverId: string): void {
    const message: AuthorizationToWebview = { type: 'show', data: this.dataOf(serverId) };
    void this.panels.get(serverId)?.webview.postMessage(message);
  }

  private dataOf(serverId: string): AuthorizationPageData {
    const serverName = this.model.definition(serverId)?.name ?? serverId;
    const attempt = this.model.authorization(serverId);
    return { serverId, serverName, signedIn: this.model.isSignedIn(serverId), ...(attempt ? { attempt } : {}) };
  }

  dispose(): void {
    this.subscription.dispose();
    for (const p of [...this.panels.values()]) p.dispose();
  }
}
