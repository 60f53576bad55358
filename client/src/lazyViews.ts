import * as vscode from 'vscode';
import type { Features } from './features';
import type { TreeNode } from './servers/treeNodes';
import { CATALOG_SCHEME } from '../../common/protocol/catalogScheme';
import { RESULT_SCHEME, RUNNER_ID, SERVERS_VIEW_ID } from './viewIds';

/**
 * The provider of the Servers view from activation on. VS Code asks it for nothing until the view is shown; its
 * first call loads the features, and from then on every call and change goes to and from their tree.
 */
class LazyTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | TreeNode[] | undefined | null | void>();
  readonly onDidChangeTreeData = this.changed.event;
  private target: vscode.TreeDataProvider<TreeNode> | undefined;
  private forwarding: vscode.Disposable | undefined;

  constructor(private readonly load: () => vscode.TreeDataProvider<TreeNode>) {}

  getChildren(node?: TreeNode): vscode.ProviderResult<TreeNode[]> {
    return this.tree().getChildren(node);
  }

  getTreeItem(node: TreeNode): vscode.TreeItem | Thenable<vscode.TreeItem> {
    return this.tree().getTreeItem(node);
  }

  getParent(node: TreeNode): vscode.ProviderResult<TreeNode> {
    return this.tree().getParent?.(node);
  }

  dispose(): void {
    this.forwarding?.dispose();
    this.changed.dispose();
  }

  private tree(): vscode.TreeDataProvider<TreeNode> {
    if (!this.target) {
      const target = this.load();
      this.target = target;
      this.forwarding = target.onDidChangeTreeData?.((e) => this.changed.fire(e));
    }
    return this.target;
  }
}

/**
 * A content provider for one of the extension's schemes from activation on: a tab of it restored after a reload
 * asks before anything else has loaded the features; the first question loads them.
 */
class LazyContentProvider implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private forwarding: vscode.Disposable | undefined;

  constructor(private readonly load: () => vscode.TextDocumentContentProvider) {}

  provideTextDocumentContent(uri: vscode.Uri, token: vscode.CancellationToken): vscode.ProviderResult<string> {
    const target = this.load();
    this.forwarding ??= target.onDidChange?.((u) => this.changed.fire(u)) ?? { dispose: () => undefined };
    return target.provideTextDocumentContent(uri, token);
  }

  dispose(): void {
    this.forwarding?.dispose();
    this.changed.dispose();
  }
}

/**
 * Registers the extension's views and documents without loading what fills them: each loads the features when VS
 * Code first needs it. Returns the Servers view, which the features take over, and what to dispose.
 */
export function registerLazyViews(features: () => Features): {
  serversView: vscode.TreeView<TreeNode>;
  disposables: vscode.Disposable[];
} {
  const provider = new LazyTreeProvider(() => features().servers.tree);
  const catalogs = new LazyContentProvider(() => features().servers.catalogs);
  const results = new LazyContentProvider(() => features().servers.results);
  const serversView = vscode.window.createTreeView(SERVERS_VIEW_ID, {
    treeDataProvider: provider,
    showCollapseAll: true,
  });
  return {
    serversView,
    disposables: [
      serversView,
      provider,
      catalogs,
      results,
      vscode.workspace.registerTextDocumentContentProvider(CATALOG_SCHEME, catalogs),
      vscode.workspace.registerTextDocumentContentProvider(RESULT_SCHEME, results),
      vscode.window.registerWebviewViewProvider(
        RUNNER_ID,
        { resolveWebviewView: (view) => features().runner.resolveView(view) },
        { webviewOptions: { retainContextWhenHidden: true } },
      ),
      vscode.window.registerWebviewPanelSerializer(RUNNER_ID, {
        deserializeWebviewPanel: async (panel) => features().runner.adoptPanel(panel),
      }),
    ],
  };
}
