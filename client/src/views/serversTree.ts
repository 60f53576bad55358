import * as vscode from 'vscode';
import type { ServersModel } from '../model/serversModel';
import { rowOf, type Row, type Tooltip } from './rows';
import { ServersTreeData, type TreeNode } from './treeNodes';

/** The "Servers" view: a thin adapter from the model's tree (treeNodes.ts) and rows (rows.ts) to VS Code. */
export class ServersTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  readonly data: ServersTreeData;
  private readonly subscriptions: vscode.Disposable[] = [];
  /** Whether each server's row was last shown open (running): its id depends on it. */
  private readonly open = new Map<string, boolean>();

  /** `view` is created at activation, over a provider that delegates to this one (client/src/lazyViews.ts). */
  constructor(
    private readonly model: ServersModel,
    readonly view: vscode.TreeView<TreeNode>,
  ) {
    this.data = new ServersTreeData(model);
    const sub = model.onDidChange((change) => {
      if (change.kind === 'sources') {
        this.data.clear();
        this.changed.fire(undefined);
      } else {
        const server = this.data.serverNode(change.serverId);
        // a row that opens or closes gets a new id (see toTreeItem), which VS Code only takes from its parent's
        // children; any other change refreshes the row alone, because refreshing the parent drops its other rows'
        // handles until VS Code asks again, and a click on one of them meanwhile reaches its command without the row
        const open = this.isOpen(server);
        const reopened = change.kind === 'state' && open !== this.open.get(server.id);
        this.open.set(server.id, open);
        this.changed.fire(reopened ? (this.data.parent(server) ?? server) : server);
      }
      this.updateMessage();
    });
    this.subscriptions.push(this.changed, { dispose: () => sub.dispose() });
    this.updateMessage();
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const row = this.rowOf(node);
    if (node.kind === 'server') this.open.set(node.id, row.collapsible === 'expanded');
    return toTreeItem(node, row);
  }

  private rowOf(node: TreeNode): Row {
    return rowOf(node, this.model, this.data, vscode.workspace.workspaceFolders?.length ?? 0);
  }

  private isOpen(node: TreeNode): boolean {
    return this.rowOf(node).collapsible === 'expanded';
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
  // a server row that starts running is a new item, so that it opens up (VS Code keeps an item's collapse state by
  // id, and a stopped server had none to keep)
  item.id = node.kind === 'server' ? `${node.id}|${row.collapsible === 'expanded' ? 'open' : 'closed'}` : node.id;
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
