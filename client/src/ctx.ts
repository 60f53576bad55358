import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { autoStartTrusted } from './config';
import type { Features } from './features';
import { requireBundle } from './lazyBundle';
import { registerLazyViews } from './lazyViews';
import type { TreeNode } from './servers/treeNodes';

/**
 * Owns everything the extension creates: the views, the features and the language client. The last two are bundles
 * of their own (dist/features.js, dist/languageClient.js), loaded the first time something needs them.
 */
export class Ctx implements vscode.Disposable {
  private client: LanguageClient | undefined;
  private starting: Promise<LanguageClient> | undefined;
  private loaded: Features | undefined;
  private disposed = false;
  private readonly serversView: vscode.TreeView<TreeNode>;
  readonly subscriptions: vscode.Disposable[] = [];

  constructor(readonly extension: vscode.ExtensionContext) {
    const views = registerLazyViews(() => this.features());
    this.serversView = views.serversView;
    this.subscriptions.push(
      ...views.disposables,
      vscode.workspace.onDidChangeConfiguration((e) => {
        // a client exists only once its bundle is loaded, and that bundle knows which settings need a restart
        if (this.client && requireBundle(this.extension, 'languageClient').needsRestart(e)) {
          void this.restartLanguageServer();
        }
      }),
    );
  }

  /** The servers, approval and runner features: loaded and created on the first call. */
  features(): Features {
    if (this.disposed) throw new Error('MCP Lens is shutting down');
    this.loaded ??= requireBundle(this.extension, 'features').createFeatures(this.extension, {
      serversView: this.serversView,
    });
    return this.loaded;
  }

  /**
   * With `mcpLens.servers.autoStartTrusted` on, trusted servers start as soon as they are found, which needs the
   * features at once; otherwise nothing of them loads until it is used.
   */
  loadFeaturesIfServersAutoStart(): void {
    if (autoStartTrusted()) this.features();
  }

  /** Starts the language server once; later calls return the same client. */
  startLanguageServer(): Promise<LanguageClient> {
    if (!this.starting) {
      this.starting = (async () => {
        const client = requireBundle(this.extension, 'languageClient').createLanguageClient(this.extension);
        this.client = client;
        await client.start();
        return client;
      })();
      this.starting.catch(() => {
        this.starting = undefined;
      });
    }
    return this.starting;
  }

  async restartLanguageServer(): Promise<void> {
    const old = this.client;
    this.client = undefined;
    this.starting = undefined;
    if (old) await old.stop().catch(() => undefined);
    await this.startLanguageServer();
  }

  get languageClient(): LanguageClient | undefined {
    return this.client;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    for (const d of this.subscriptions.splice(0)) d.dispose();
    const c = this.client;
    this.client = undefined;
    const features = this.loaded;
    this.loaded = undefined;
    // every server process must be gone before the extension host goes
    await Promise.all([features?.dispose(), c?.stop().catch(() => undefined)]);
  }
}
