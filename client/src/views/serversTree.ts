import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import { rowOf, type Row, type Tooltip } from './rows';
import { ServersTreeData, type TreeNode } from './treeNodes';

/** The "Servers" view: a thin adapter from the model's tree (treeNodes.ts) and rows (rows.ts) to VS Code. */
export class ServersTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  readonly data: ServersTreeData;
  readonly view: vscode.TreeView<TreeNode>;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly model: ServersModel) {
    this.data = new ServersTreeData(model);
    this.view = vscode.window.createTreeView('mcpLens.servers', { treeDataProvider: this, showCollapseAll: true });
    const sub = model.onDidChange((change) => {
      if (change.kind === 'sources') {
        this.data.clear();
        this.changed.fire(undefined);
      } else {
        const server = this.data.serverNode(change.serverId);
        // a new status is a new row id (see toTreeItem), which VS Code only takes from its parent's children
        this.changed.fire(change.kind === 'state' ? (this.data.parent(server) ?? server) : server);
      }
      this.updateMessage();
    });
    this.subscriptions.push(this.view, this.changed, { dispose: () => sub.dispose() });
    this.updateMessage();
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    return toTreeItem(node, rowOf(node, this.model, this.data, vscode.workspace.workspaceFolders?.length ?? 0));
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

  /** Restricted Mode is said once, above the tree; each blocked server says it again in its tooltip. */
  private updateMessage(): void {
    const blocked = !vscode.workspace.isTrusted && this.model.servers().some((d) => d.location.scope === 'workspace');
    this.view.message = blocked ? 'Restricted Mode: servers from this workspace’s config files cannot be started until you trust the workspace.' : undefined;
  }

  dispose(): void {
    for (const d of this.subscriptions.splice(0)) d.dispose();
  }
}

function toTreeItem(node: TreeNode, row: Row): vscode.TreeItem {
  const item = new vscode.TreeItem(row.label, COLLAPSIBLE[row.collapsible]);
  // a server row is a new item in each status, so that one that starts running opens up (VS Code keeps an
  // item's collapse state by id, and a stopped server had none to keep)
  item.id = node.kind === 'server' ? `${node.id}|${row.contextValue}` : node.id;
  item.description = row.description;
  item.contextValue = row.contextValue;
  if (row.tooltip) item.tooltip = tooltipOf(row.tooltip);
  if (row.file) {
    item.resourceUri = vscode.Uri.file(row.file);
    item.iconPath = vscode.ThemeIcon.File;
  } else if (row.icon) {
    item.iconPath = new vscode.ThemeIcon(row.icon.id, row.icon.color ? new vscode.ThemeColor(row.icon.color) : undefined);
  }
  if (row.command) item.command = { command: row.command.id, title: row.command.title, arguments: [node] };
  return item;
}

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
