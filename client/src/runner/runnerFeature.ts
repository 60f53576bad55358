import * as vscode from 'vscode';
import { commandId } from '../commandIds';
import type { Approvals } from '../approval/approvals';
import type { PickedItem } from '../servers/pickers';
import type { CommandTarget } from '../servers/serverCommands';
import { languageOfMime } from '../servers/resultDocuments';
import type { ServersFeature } from '../servers/serversFeature';
import { RUNNER_ID } from '../viewIds';
import { pageBundleCode, renderWebviewHtml, webviewOptions } from '../webviews/html';
import { PageWatch } from '../webviews/pageWatch';
import { AppSandbox } from './apps/appSandbox';
import { openAppLink } from './apps/appLinks';
import { RunnerApps } from './apps/runnerApps';
import { RunHistory } from './history';
import { RunnerSession, type RunnerHost, type RunnerTarget } from './runnerSession';
import { SchemaChecker } from './schemaChecker';
import type { SamplingGrants } from './clientRequests';
import type { LanguageModels } from './languageModels';
import type { PendingRequest, ServerRequests } from './serverRequests';
import { ServerRequestsOfPage } from './serverRequestsOfPage';

interface Attached {
  readonly session: RunnerSession;
  readonly subscriptions: vscode.Disposable[];
}

/**
 * The tool runner: a view in the MCP Lens container and, on demand, the same page in an editor, each with its session.
 * Pages keep their context while hidden, so a long call's progress and result arrive while the user looks elsewhere.
 */
export class RunnerFeature implements vscode.Disposable {
  readonly history = new RunHistory();
  /** The schema worker, shared by the pages; started by the first check (dist/schemaWorker.js, beside this bundle). */
  private readonly schemas = new SchemaChecker();
  private view: (Attached & { readonly visible: boolean }) | undefined;
  private panel: (Attached & { readonly panel: vscode.WebviewPanel }) | undefined;
  /** A target for the side view, shown once it has been resolved. */
  private pendingForView: RunnerTarget | undefined;
  /** Where the pages' MCP Apps are served from (listening from the first page on). */
  // the browser may be elsewhere (a remote window, code-server): it reaches the listener where VS Code forwards it
  private readonly sandbox = new AppSandbox(async (local) =>
    (await vscode.env.asExternalUri(vscode.Uri.parse(local))).toString(true),
  );
  private readonly requestListener: { dispose(): void };

  /**
   * The side view's provider and the panel's serializer are registered at activation (client/src/lazyViews.ts):
   * they load this feature when VS Code first asks, and hand the view or panel to `resolveView` / `adoptPanel`.
   */
  constructor(
    private readonly extension: vscode.ExtensionContext,
    private readonly servers: ServersFeature,
    private readonly approvals: Approvals,
    /** What servers ask of the user, shown by every page; closing the last page cancels what still waits. */
    private readonly requests: {
      readonly queue: ServerRequests;
      readonly grants: SamplingGrants;
      readonly models: LanguageModels;
    },
  ) {
    this.requestListener = requests.queue.onDidAdd((request) => void this.requestArrived(request));
  }

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
    const picked = await this.servers.commands.pick(
      target,
      ['tools'],
      'Run which tool?',
      'no running server offers a tool: start one first.',
    );
    if (picked) await this.show(RunnerFeature.targetOf(picked));
  }

  /**
   * "MCP Lens: Read Resource": reading is harmless, so the resource is read at once and its content shown in the
   * runner; a template is read at once when its variables are known, else its first missing variable is focused.
   */
  async readResource(target: CommandTarget): Promise<void> {
    const picked = await this.servers.commands.pick(
      target,
      ['resources', 'resourceTemplates'],
      'Read which resource?',
      'no running server offers a resource: start one first.',
    );
    if (picked) await this.show({ ...RunnerFeature.targetOf(picked), act: true });
  }

  /**
   * "MCP Lens: Get Prompt": got at once when it needs no argument the user has not given, else its first missing one
   * is focused.
   */
  async getPrompt(target: CommandTarget): Promise<void> {
    const picked = await this.servers.commands.pick(
      target,
      ['prompts'],
      'Get which prompt?',
      'no running server offers a prompt: start one first.',
    );
    if (picked) await this.show({ ...RunnerFeature.targetOf(picked), act: true });
  }

  /** "MCP Lens: Open Runner in Editor". */
  openInEditor(): void {
    if (this.panel) return this.panel.panel.reveal(undefined, false);
    const panel = vscode.window.createWebviewPanel(RUNNER_ID, 'MCP Lens Runner', vscode.ViewColumn.Active, {
      ...webviewOptions(this.extension.extensionUri),
      retainContextWhenHidden: true,
    });
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
    const attached = {
      ...this.attach(view.webview),
      get visible() {
        return view.visible;
      },
    };
    this.view = attached;
    attached.subscriptions.push(
      view.onDidDispose(() => {
        if (this.view === attached) this.view = undefined;
        this.detach(attached);
        this.lastPageClosed();
      }),
    );
    const pending = this.pendingForView;
    this.pendingForView = undefined;
    if (pending) attached.session.open(pending);
  }

  adoptPanel(panel: vscode.WebviewPanel): void {
    // a tab's icon is drawn as an image, not tinted by the theme as the activity bar's is: one for each kind of theme
    const media = vscode.Uri.joinPath(this.extension.extensionUri, 'media');
    panel.iconPath = {
      light: vscode.Uri.joinPath(media, 'mcp-lens-light.svg'),
      dark: vscode.Uri.joinPath(media, 'mcp-lens.svg'),
    };
    const attached = { ...this.attach(panel.webview), panel };
    this.panel = attached;
    attached.subscriptions.push(
      panel.onDidDispose(() => {
        if (this.panel === attached) this.panel = undefined;
        this.detach(attached);
        this.lastPageClosed();
      }),
    );
  }

  dispose(): void {
    this.requestListener.dispose();
    this.requests.queue.dispose();
    if (this.view) this.detach(this.view);
    if (this.panel) {
      this.detach(this.panel);
      this.panel.panel.dispose();
    }
    this.history.dispose();
    this.sandbox.dispose();
    void this.schemas.dispose();
  }

  /**
   * A server asks something of the user. A page that is on screen shows it at once; otherwise a notification says
   * so and brings the runner forward (a hidden page still has the request, and shows it when it comes back).
   */
  private async requestArrived(request: PendingRequest): Promise<void> {
    if (this.view?.visible || this.panel?.panel.visible) return;
    const what = whatItAsks(request);
    const message = request.kind === 'elicitation' ? `: ${request.params.message.slice(0, 200)}` : '';
    const choice = await vscode.window.showInformationMessage(
      `MCP Lens: ${request.serverName} ${what}${message}`,
      'Show in Runner',
    );
    if (choice !== 'Show in Runner') return;
    if (!this.requests.queue.get(request.id)) {
      void vscode.window.showInformationMessage(`MCP Lens: ${request.serverName} no longer waits for that answer.`);
      return;
    }
    if (this.panel) this.panel.panel.reveal(undefined, false);
    else await vscode.commands.executeCommand(`${RUNNER_ID}.focus`);
  }

  private attach(webview: vscode.Webview): Attached {
    const extensionUri = this.extension.extensionUri;
    const { enableScripts, enableCommandUris, localResourceRoots } = webviewOptions(extensionUri);
    webview.options = { enableScripts, enableCommandUris, localResourceRoots };
    const watch = new PageWatch(
      () =>
        void vscode.window
          .showWarningMessage('MCP Lens: the runner did not load.', 'Open Runner in Editor', 'Reload Window')
          .then((choice) => {
            if (choice === 'Open Runner in Editor') {
              void vscode.commands.executeCommand(commandId('openRunnerInEditor'));
            } else if (choice === 'Reload Window') void vscode.commands.executeCommand('workbench.action.reloadWindow');
          }),
    );
    const render = (frames?: string) => {
      const page = {
        title: 'MCP Lens Runner',
        script: 'runner',
        styles: ['runner.css'],
        media: true,
        ...(frames ? { frames: `${frames}/` } : {}),
      };
      webview.html = renderWebviewHtml(webview, extensionUri, page);
      // a page whose frame never loads stays blank for good: set once more (a new nonce, so a new page), then say so
      watch.start(() => {
        webview.html = renderWebviewHtml(webview, extensionUri, page);
      });
    };
    // The page may frame the apps' sandbox and nothing else, so its HTML waits for the sandbox's address. Keep that
    // wait: with the page set at once, a window's first approval panel was often slow (docs/performance.md).
    void this.sandbox
      .origin()
      .catch((e: unknown) => {
        void vscode.window.showWarningMessage(
          'MCP Lens: MCP Apps cannot be shown in the runner: ' +
            `their sandbox could not listen on 127.0.0.1 (${e instanceof Error ? e.message : String(e)}).`,
        );
        return undefined;
      })
      .then((frames) => {
        try {
          render(frames);
        } catch {
          // the page was closed before the sandbox listened
        }
      });
    const host = this.hostFor(webview);
    const requests = new ServerRequestsOfPage(this.requests.queue, this.requests.grants, {
      post: host.post,
      report: host.report,
      openExternal: host.openExternal,
      models: () => this.requests.models.list(),
      answerer: this.requests.models,
    });
    const apps = new RunnerApps(this.servers.model, {
      post: host.post,
      sandbox: this.sandbox,
      locale: vscode.env.language,
      openLink: (url, from) => openAppLink(url, from),
    });
    const session = new RunnerSession(this.servers.model, this.history, host, this.schemas, requests, apps);
    // the arguments' worker starts now, while the user fills in a form: started by the first Run, it held that call
    // (and the approval panel after it) up by 0.5–1 s
    void this.schemas.check({ type: 'object' }, {});
    const pageUp = webview.onDidReceiveMessage(
      (m: unknown) => (m as { type?: unknown } | undefined)?.type === 'ready' && watch.up(),
    );
    return { session, subscriptions: [webview.onDidReceiveMessage((m: unknown) => session.handle(m)), pageUp, watch] };
  }

  /** Closing the runner is Cancel for every request it showed (the spec's "dismissed without a choice"). */
  private lastPageClosed(): void {
    if (!this.view && !this.panel) this.requests.queue.closeAll();
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
        await this.servers.results.show(
          title.endsWith(`.${extension}`) ? title.slice(0, -extension.length - 1) : title,
          text,
          language,
          extension,
        );
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
        // a server that wants a sign-in is started by signing in
        const state = this.servers.model.state(serverId);
        await vscode.commands.executeCommand(
          commandId(state.status === 'error' && state.needsSignIn ? 'signIn' : 'startServer'),
          serverId,
        );
      },
      isTrusted: (serverId) => this.approvals.isTrusted(serverId),
      markdownPreviewCode: () => pageBundleCode(webview, this.extension.extensionUri, 'markdownPreview'),
      report: (message) => void vscode.window.showWarningMessage(`MCP Lens: ${message}`),
      openExternal: async (url) => {
        await vscode.env.openExternal(vscode.Uri.parse(url, true));
      },
      saveAsTest: async (resultId) => {
        await vscode.commands.executeCommand(commandId('saveAsTest'), resultId);
      },
    };
  }
}

/** The notification's words for what a server's request asks of the user. */
function whatItAsks(request: PendingRequest): string {
  if (request.kind === 'sampling') return 'asks for a sampling reply (an LLM message)';
  return request.params.mode === 'url' ? 'asks you to open a link' : 'asks for your input';
}
