import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import type { Row, Tooltip } from './row';
import { rowOf } from './treeRows';
import { RedrawThrottle } from './redrawThrottle';
import { StartedServers } from './startedServers';
import { ServersTreeData, type TreeNode } from './treeNodes';

/** The "Servers" view: a thin adapter from the model's tree (treeNodes.ts) and rows (treeRows.ts) to VS Code. */
export class ServersTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  readonly data: ServersTreeData;
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Servers that started running, whose rows are still to be unfolded (see startedServers.ts). */
  private readonly started = new StartedServers();
  /** Redraws spaced beyond VS Code's own debounce (see redrawThrottle.ts); a started server is unfolded after its redraw. */
  private readonly redraws = new RedrawThrottle<TreeNode>(
    (rows) => {
      this.changed.fire(rows);
      this.unfoldStarted();
    },
    (node) => node.id,
    REDRAW_INTERVAL_MS,
  );
  private shownMessage: string | undefined;

  /** `view` is created at activation, over a provider that delegates to this one (client/src/lazyViews.ts). */
  constructor(
    private readonly model: ServersModel,
    readonly view: vscode.TreeView<TreeNode>,
  ) {
    this.data = new ServersTreeData(model);
    const sub = model.onDidChange((change) => {
      if (change.kind === 'sources') {
        this.data.clear();
        this.started.keepOnly(model.servers().map((d) => d.id));
      }
      if (change.kind === 'state') this.started.stateChanged(change.serverId, change.state.status);
      this.redraws.request(this.data.refreshTarget(change));
      this.updateMessage();
    });
    this.subscriptions.push(
      this.changed,
      this.redraws,
      { dispose: () => sub.dispose() },
      view.onDidChangeVisibility(() => this.unfoldStarted()),
    );
    this.updateMessage();
  }

  /** Draws watch mode's row or the changes row again (they change outside the model), or the server's when needed. */
  refreshDevRow(serverId: string, row: 'watch' | 'changes'): void {
    this.redraws.request(this.data.devRefreshTarget(serverId, row));
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return toTreeItem(node, this.rowOf(node));
  }

  getChildren(node?: TreeNode): TreeNode[] {
    return this.data.children(node);
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return this.data.parent(node);
  }

  async reveal(node: TreeNode): Promise<void> {
    await this.view.reveal(node, { select: true, focus: false, expand: true });
  }

  dispose(): void {
    for (const d of this.subscriptions.splice(0)) d.dispose();
  }

  private rowOf(node: TreeNode): Row {
    return rowOf(node, this.model, this.data, vscode.workspace.workspaceFolders?.length ?? 0);
  }

  /**
   * Unfolds the rows of servers that started running (VS Code keeps a row's fold state by its id, and a stopped server's
   * row had nothing to unfold). Only while the view is shown: a reveal would open a hidden view.
   */
  private unfoldStarted(): void {
    if (!this.view.visible) return;
    for (const id of this.started.take()) {
      if (this.model.state(id).status !== 'running') continue;
      void Promise.resolve(
        this.view.reveal(this.data.serverNode(id), { select: false, focus: false, expand: true }),
      ).catch(() => undefined);
    }
  }

  /**
   * Restricted Mode is said once, above the tree; each blocked server says it again in its tooltip. Set only when it
   * changes: VS Code counts every assignment as a change of the view, which restarts its wait before a redraw.
   */
  private updateMessage(): void {
    const blocked = !vscode.workspace.isTrusted && this.model.servers().some((d) => d.location.scope === 'workspace');
    const message = blocked
      ? 'Restricted Mode: servers from this workspace’s config files cannot be started until you trust the workspace.'
      : undefined;
    if (message === this.shownMessage) return;
    this.shownMessage = message;
    this.view.message = message;
  }
}

function toTreeItem(node: TreeNode, row: Row): vscode.TreeItem {
  const item = new vscode.TreeItem(row.label, COLLAPSIBLE[row.collapsible]);
  // the same id in every state: VS Code knows a row, its handle and its fold state by its id (see startedServers.ts)
  item.id = node.id;
  item.description = row.description;
  item.contextValue = row.contextValue;
  if (row.tooltip) item.tooltip = tooltipOf(row.tooltip);
  if (row.file) {
    item.resourceUri = vscode.Uri.file(row.file);
    item.iconPath = vscode.ThemeIcon.File;
  } else if (row.icon) {
    item.iconPath = new vscode.ThemeIcon(
      row.icon.id,
      row.icon.color ? new vscode.ThemeColor(row.icon.color) : undefined,
    );
  }
  if (row.command) item.command = { command: row.command.id, title: row.command.title, arguments: [node] };
  return item;
}

/** Beyond VS Code's 200 ms debounce of a tree's changes, with room for the redraw itself. */
const REDRAW_INTERVAL_MS = 400;

const COLLAPSIBLE = {
  none: vscode.TreeItemCollapsibleState.None,
  collapsed: vscode.TreeItemCollapsibleState.Collapsed,
  expanded: vscode.TreeItemCollapsibleState.Expanded,
} as const;

/** Server text goes in with appendText (escaped), and the markdown renders no HTML and runs no command links. */
function tooltipOf(t: Tooltip): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, false);
  md.isTrusted = false;
  md.supportHtml = false;
  md.appendMarkdown('**');
  md.appendText(t.heading);
  md.appendMarkdown('**');
  for (const p of t.paragraphs) {
    md.appendMarkdown('\n\n');
    md.appendText(p);
  }
  return md;
}
