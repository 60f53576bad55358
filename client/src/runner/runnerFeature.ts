import * as vscode from 'vscode';
import type { Approvals } from '../approval/approvals';
import type { PickedItem } from '../views/pickers';
import type { CommandTarget } from '../views/serverCommands';
import { languageOfMime } from '../views/resultDocuments';
import type { ServersFeature } from '../views/serversFeature';
import { RUNNER_ID } from '../viewIds';
import { renderWebviewHtml, webviewOptions } from '../webviews/html';
import { RunHistory } from './history';
import { RunnerSession, type RunnerHost, type RunnerTarget } from './runnerSession';
import { SchemaChecker } from './schemaChecker';

interface Attached {
  readonly session: RunnerSession;
  readonly subscriptions: vscode.Disposable[];
}

/**
 * The tool runner: a webview view in the MCP Lens container, and the same page in an editor panel on demand.
 * Each page gets its own session over the servers model; the history of calls is shared. The pages keep their
 * context while hidden (retainContextWhenHidden): a long call's progress, its result and a subscription's
 * updates keep arriving while the user looks at another view, and are there when they come back.
 */
export class RunnerFeature implements vscode.Disposable {
  readonly history = new RunHistory();
  /** The schema worker, shared by the pages; started by the first check (dist/schemaWorker.js, beside this bundle). */
  private readonly schemas = new SchemaChecker();
  private view: Attached | undefined;
  private panel: (Attached & { readonly panel: vscode.WebviewPanel }) | undefined;
  /** A target for the side view, shown once it has been resolved. */
  private pendingForView: RunnerTarget | undefined;

  /**
   * The side view's provider and the panel's serializer are registered at activation (client/src/lazyViews.ts):
   * they load this feature when VS Code first asks, and hand the view or panel to `resolveView` / `adoptPanel`.
   */
  constructor(
    private readonly extension: vscode.ExtensionContext,
    private readonly servers: ServersFeature,
    private readonly approvals: Approvals,
  ) {}

  /** Shows an item in the runner: in the editor panel when one is open, else in the side view. */
  async show(target: RunnerTarget): Promise<void> {
    if (this.panel) {
      this.panel.panel.reveal(undefined, false);
      this.panel.session.open(target);
      return;
    }
    if (this.view) this.view.session.open(target);
    else this.pendingForView = target;
    await vscode.commands.executeCommand(`${RUNNER_ID}.focus`);
  }

  /** "MCP Lens: Run Tool", from the tree, another feature or the palette: the tool, shown in the runner to fill in. */
  async runTool(target: CommandTarget): Promise<void> {
    const picked = await this.servers.commands.pick(target, ['tools'], 'Run which tool?', 'no running server offers a tool: start one first.');
    if (picked) await this.show(RunnerFeature.targetOf(picked));
  }

  /** "MCP Lens: Read Resource": a resource to read, or a template to fill in, in the runner. */
  async readResource(target: CommandTarget): Promise<void> {
    const picked = await this.servers.commands.pick(target, ['resources', 'resourceTemplates'], 'Read which resource?', 'no running server offers a resource: start one first.');
    if (picked) await this.show(RunnerFeature.targetOf(picked));
  }

  /** "MCP Lens: Get Prompt": the prompt, with a form for its arguments, in the runner. */
  async getPrompt(target: CommandTarget): Promise<void> {
    const picked = await this.servers.commands.pick(target, ['prompts'], 'Get which prompt?', 'no running server offers a prompt: start one first.');
    if (picked) await this.show(RunnerFeature.targetOf(picked));
  }

  /** "MCP Lens: Open Runner in Editor". */
  openInEditor(): void {
    if (this.panel) return this.panel.panel.reveal(undefined, false);
    const panel = vscode.window.createWebviewPanel(RUNNER_ID, 'MCP Lens Runner', vscode.ViewColumn.Active, { ...webviewOptions(this.extension.extensionUri), retainContextWhenHidden: true });
    this.adoptPanel(panel);
  }

  /** The runner target of an item picked from the tree or a quick pick. */
  static targetOf(picked: PickedItem): RunnerTarget {
    const { serverId, list, item } = picked;
    switch (list) {
      case 'tools':
        return { serverId, kind: 'tool', key: String(item.name) };
      case 'prompts':
        return { serverId, kind: 'prompt', key: String(item.name) };
      case 'resourceTemplates':
        return { serverId, kind: 'template', key: String(item.uriTemplate) };
      case 'resources':
        return { serverId, kind: 'resource', key: String(item.uri) };
    }
  }

  resolveView(view: vscode.WebviewView): void {
    if (this.view) this.detach(this.view);
    const attached = this.attach(view.webview);
    this.view = attached;
    attached.subscriptions.push(
      view.onDidDispose(() => {
        if (this.view === attached) this.view = undefined;
        this.detach(attached);
      }),
    );
    const pending = this.pendingForView;
    this.pendingForView = undefined;
    if (pending) attached.session.open(pending);
  }

  adoptPanel(panel: vscode.WebviewPanel): void {
    panel.iconPath = vscode.Uri.joinPath(this.extension.extensionUri, 'media', 'mcp-lens.svg');
    const attached = { ...this.attach(panel.webview), panel };
    this.panel = attached;
    attached.subscriptions.push(
      panel.onDidDispose(() => {
        if (this.panel === attached) this.panel = undefined;
        this.detach(attached);
      }),
    );
  }

  private attach(webview: vscode.Webview): Attached {
    const extensionUri = this.extension.extensionUri;
    const { enableScripts, enableCommandUris, localResourceRoots } = webviewOptions(extensionUri);
    webview.options = { enableScripts, enableCommandUris, localResourceRoots };
    webview.html = renderWebviewHtml(webview, extensionUri, { title: 'MCP Lens Runner', script: 'runner', styles: ['runner.css'], media: true });
    const session = new RunnerSession(this.servers.model, this.history, this.hostFor(webview), this.schemas);
    return { session, subscriptions: [webview.onDidReceiveMessage((m: unknown) => session.handle(m))] };
  }

  private detach(attached: Attached): void {
    for (const d of attached.subscriptions.splice(0)) d.dispose();
    attached.session.dispose();
  }

  private hostFor(webview: vscode.Webview): RunnerHost {
    return {
      post: (message) => void webview.postMessage(message),
      openText: async (title, text, mimeType) => {
        const { language, extension } = languageOfMime(mimeType);
        // the documents add the extension of the language themselves
        await this.servers.results.show(title.endsWith(`.${extension}`) ? title.slice(0, -extension.length - 1) : title, text, language, extension);
      },
      saveBytes: async (name, mimeType, bytes) => {
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
        const target = await vscode.window.showSaveDialog({
          defaultUri: folder ? vscode.Uri.joinPath(folder, name) : vscode.Uri.file(name),
          saveLabel: 'Save',
          title: `Save ${name}${mimeType ? ` (${mimeType})` : ''}, ${bytes.length} bytes`,
        });
        if (target) await vscode.workspace.fs.writeFile(target, bytes);
      },
      copy: async (text) => {
        await vscode.env.clipboard.writeText(text);
        void vscode.window.setStatusBarMessage('MCP Lens: copied to the clipboard', 3000);
      },
      startServer: async (serverId) => {
        await vscode.commands.executeCommand('mcpLens.startServer', serverId);
      },
      isTrusted: (serverId) => this.approvals.isTrusted(serverId),
      report: (message) => void vscode.window.showWarningMessage(`MCP Lens: ${message}`),
    };
  }

  dispose(): void {
    if (this.view) this.detach(this.view);
    if (this.panel) {
      this.detach(this.panel);
      this.panel.panel.dispose();
    }
    this.history.dispose();
    void this.schemas.dispose();
  }
}
