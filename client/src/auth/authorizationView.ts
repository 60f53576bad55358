/**
 * The authorization view: one editor panel per server, showing its last sign-in step by step, drawn again as each
 * step comes in. Script-free (its buttons are command links), so it shows at once and needs no handshake.
 */
import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import { createNonce } from '../webviews/htmlShell';
import { readPageAsset } from '../webviews/pageAssets';
import { authorizationHtml } from './authorizationHtml';

export const AUTHORIZATION_VIEW_TYPE = 'mcpLens.authorization';

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
      panel = vscode.window.createWebviewPanel(AUTHORIZATION_VIEW_TYPE, `Authorization: ${name}`, vscode.ViewColumn.Active, {
        enableScripts: false,
        // the Sign In / Sign Out / Show Server Log buttons, and nothing else
        enableCommandUris: ['mcpLens.signIn', 'mcpLens.signOut', 'mcpLens.showServerLog'],
        localResourceRoots: [],
      });
      this.panels.set(serverId, panel);
      panel.onDidDispose(() => this.panels.delete(serverId));
    }
    this.render(serverId);
  }

  private render(serverId: string): void {
    const panel = this.panels.get(serverId);
    if (!panel) return;
    const css = ['webview.css', 'authorization.css'].map((f) => readPageAsset(vscode.Uri.joinPath(this.extensionUri, 'media', f).fsPath) ?? '').join('\n');
    panel.webview.html = authorizationHtml({
      serverId,
      serverName: this.model.definition(serverId)?.name ?? serverId,
      attempt: this.model.authorization(serverId),
      signedIn: this.model.isSignedIn(serverId),
      css,
      nonce: createNonce(),
    });
  }

  dispose(): void {
    this.subscription.dispose();
    for (const p of [...this.panels.values()]) p.dispose();
  }
}
