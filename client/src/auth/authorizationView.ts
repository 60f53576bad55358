/**
 * The authorization view: one editor panel per server, showing its last sign-in step by step, rendered again (its
 * content in the page from the start) as each step comes in. Its buttons run Sign In, Sign Out and Show Server Log.
 */
import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import type { AuthorizationCommand, AuthorizationFromWebview, AuthorizationPageData } from '../webviewProtocol';

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
      if ((c.kind === 'auth' || c.kind === 'state') && this.panels.has(c.serverId)) this.render(c.serverId);
    });
  }

  show(serverId: string): void {
    const name = this.model.definition(serverId)?.name ?? serverId;
    let panel = this.panels.get(serverId);
    if (panel) panel.reveal();
    else {
      panel = vscode.window.createWebviewPanel(AUTHORIZATION_VIEW_TYPE, `Authorization: ${name}`, vscode.ViewColumn.Active, webviewOptions(this.extensionUri));
      this.panels.set(serverId, panel);
      panel.onDidDispose(() => this.panels.delete(serverId));
      panel.webview.onDidReceiveMessage((m: AuthorizationFromWebview) => {
        if (m?.type === 'command' && m.command in COMMANDS) void vscode.commands.executeCommand(COMMANDS[m.command], serverId);
      });
    }
    this.render(serverId);
  }

  private render(serverId: string): void {
    const panel = this.panels.get(serverId);
    if (!panel) return;
    const serverName = this.model.definition(serverId)?.name ?? serverId;
    const attempt = this.model.authorization(serverId);
    const data: AuthorizationPageData = { serverId, serverName, signedIn: this.model.isSignedIn(serverId), ...(attempt ? { attempt } : {}) };
    panel.webview.html = renderWebviewHtml(panel.webview, this.extensionUri, { title: `Authorization: ${serverName}`, script: 'authorization', styles: ['authorization.css'], data });
  }

  dispose(): void {
    this.subscription.dispose();
    for (const p of [...this.panels.values()]) p.dispose();
  }
}
