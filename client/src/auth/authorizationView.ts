/**
 * The authorization view: one editor panel per server showing its last sign-in step by step. A page that does not load
 * is made again, then shown as text, so the view never stays blank (docs/architecture.md, "A sign-in (OAuth)").
 */
import * as vscode from 'vscode';
import { commandId } from '../commandIds';
import type { ServersModel } from '../model/serversModel';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import type {
  AuthorizationCommand,
  AuthorizationPageData,
  AuthorizationToWebview,
} from '../protocol/authorizationPage';
import { fromAuthorizationPage } from './authorizationMessages';
import { authorizationPageData } from './authorizationPageData';
import { authorizationText } from './authorizationText';

export const AUTHORIZATION_VIEW_TYPE = 'mcpLens.authorization';
/** The scheme of the read-only text that takes a page's place; the query is the server's id. */
export const AUTHORIZATION_TEXT_SCHEME = 'mcp-lens-authorization';
/** How long a page has to come up, each time it is made, before it is made again or the text takes its place. */
export const PAGE_LOAD_MS = 5_000;

const COMMANDS: Record<AuthorizationCommand, string> = {
  signIn: commandId('signIn'),
  signOut: commandId('signOut'),
  showLog: commandId('showServerLog'),
};

interface OpenPage {
  readonly panel: vscode.WebviewPanel;
  ready: boolean;
}

export class AuthorizationViews implements vscode.Disposable {
  private readonly pages = new Map<string, OpenPage>();
  /** Servers whose steps are shown as text (their page did not load): the text follows their sign-in. */
  private readonly asText = new Set<string>();
  private readonly textChanged = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: { dispose(): void }[];

  constructor(
    private readonly model: ServersModel,
    private readonly extensionUri: vscode.Uri,
  ) {
    this.subscriptions = [
      model.onDidChange((c) => {
        if (c.kind === 'sources') {
          for (const id of [...this.pages.keys()]) if (!model.definition(id)) this.pages.get(id)?.panel.dispose();
        }
        if ((c.kind === 'auth' || c.kind === 'state') && this.asText.has(c.serverId)) {
          this.textChanged.fire(this.textUri(c.serverId));
        }
        if ((c.kind === 'auth' || c.kind === 'state') && this.pages.has(c.serverId)) this.update(c.serverId);
      }),
      this.textChanged,
      vscode.workspace.registerTextDocumentContentProvider(AUTHORIZATION_TEXT_SCHEME, {
        onDidChange: this.textChanged.event,
        provideTextDocumentContent: (uri) => authorizationText(this.dataOf(uri.query)),
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        if (doc.uri.scheme === AUTHORIZATION_TEXT_SCHEME) this.asText.delete(doc.uri.query);
      }),
    ];
  }

  show(serverId: string): void {
    const existing = this.pages.get(serverId);
    if (existing) {
      existing.panel.reveal();
      this.update(serverId);
      return;
    }
    this.open(serverId, 1, vscode.ViewColumn.Active);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    for (const p of [...this.pages.values()]) p.panel.dispose();
  }

  private open(serverId: string, attempt: 1 | 2, viewColumn: vscode.ViewColumn): void {
    const data = this.dataOf(serverId);
    const title = `Authorization: ${data.serverName}`;
    const panel = vscode.window.createWebviewPanel(
      AUTHORIZATION_VIEW_TYPE,
      title,
      { viewColumn, preserveFocus: attempt === 2 },
      webviewOptions(this.extensionUri),
    );
    const page: OpenPage = { panel, ready: false };
    this.pages.set(serverId, page);
    const timer = setTimeout(() => this.notUp(serverId, page, attempt), PAGE_LOAD_MS);
    panel.onDidDispose(() => {
      clearTimeout(timer);
      if (this.pages.get(serverId) === page) this.pages.delete(serverId);
    });
    panel.webview.onDidReceiveMessage((m: unknown) =>
      fromAuthorizationPage(m, {
        command: (command) => void vscode.commands.executeCommand(COMMANDS[command], serverId),
        ready: () => {
          page.ready = true;
          clearTimeout(timer);
          this.update(serverId);
        },
        problem: (text) => console.error(`MCP Lens: the authorization view of ${data.serverName} ${text}`),
      }),
    );
    // The page is set once with what it shows, and later steps come as messages, since setting the HTML reloads it.
    panel.webview.html = renderWebviewHtml(panel.webview, this.extensionUri, {
      title,
      script: 'authorization',
      styles: ['authorization.css'],
      data,
    });
  }

  /** The page did not come up in time: made again once, then shown as text. */
  private notUp(serverId: string, page: OpenPage, attempt: 1 | 2): void {
    if (page.ready || this.pages.get(serverId) !== page) return;
    const column = page.panel.viewColumn ?? vscode.ViewColumn.Active;
    const name = this.dataOf(serverId).serverName;
    console.warn(
      `MCP Lens: the authorization view of ${name} did not load within ${PAGE_LOAD_MS / 1000} s ` +
        `(attempt ${attempt}); ${attempt === 1 ? 'making it again' : 'showing its steps as text'}`,
    );
    page.panel.dispose();
    if (attempt === 1) this.open(serverId, 2, column);
    else void this.showAsText(serverId, column);
  }

  private async showAsText(serverId: string, viewColumn: vscode.ViewColumn): Promise<void> {
    this.asText.add(serverId);
    const name = this.dataOf(serverId).serverName;
    const doc = await vscode.workspace.openTextDocument(this.textUri(serverId));
    await vscode.window.showTextDocument(doc, { viewColumn, preview: false });
    const actions: Record<string, string> = { 'Sign In': COMMANDS.signIn, 'Show Server Log': COMMANDS.showLog };
    if (this.model.isSignedIn(serverId)) actions['Sign Out'] = COMMANDS.signOut;
    const choice = await vscode.window.showWarningMessage(
      `MCP Lens: the authorization view of ${name} did not load, so its steps are shown as text.`,
      ...Object.keys(actions),
      'Try the View Again',
    );
    if (choice === 'Try the View Again') this.show(serverId);
    else if (choice) void vscode.commands.executeCommand(actions[choice], serverId);
  }

  private textUri(serverId: string): vscode.Uri {
    const name = this.dataOf(serverId).serverName.replace(/[\\/]/g, '_');
    return vscode.Uri.from({
      scheme: AUTHORIZATION_TEXT_SCHEME,
      path: `/Authorization of ${name}.md`,
      query: serverId,
    });
  }

  private update(serverId: string): void {
    const message: AuthorizationToWebview = { type: 'show', data: this.dataOf(serverId) };
    void this.pages.get(serverId)?.panel.webview.postMessage(message);
  }

  private dataOf(serverId: string): AuthorizationPageData {
    const serverName = this.model.definition(serverId)?.name ?? serverId;
    const attempt = this.model.authorization(serverId);
    const shown = { serverId, serverName, signedIn: this.model.isSignedIn(serverId), ...(attempt ? { attempt } : {}) };
    return authorizationPageData(shown, this.model.knownSecrets());
  }
}
