import { homedir } from 'node:os';
import { dirname, relative, sep } from 'node:path';
import * as vscode from 'vscode';
import type { ApprovalGate } from '../mcp/types';
import { ServersModel } from '../model/serversModel';
import { affectsDiscovery, affectsLint, lintOptions, serversSettings } from '../config';
import { CatalogDocuments } from './catalogDocuments';
import { promptInput, secretStore } from './inputPrompts';
import { LogChannels } from './logChannels';
import { ResultDocuments } from './resultDocuments';
import { ServerCommands } from './serverCommands';
import { ServersTree } from './serversTree';
import type { TreeNode } from './treeNodes';

export interface ServersFeatureOptions {
  /** The gate every tool call passes (the approval layer's, or the modal fallback). */
  readonly approve: ApprovalGate;
  /** The user's per-server trust, for auto-start (absent: nothing auto-starts). */
  readonly isServerTrusted?: (serverId: string) => boolean;
  /** The Servers view, created at activation (its provider hands over to this feature's tree once loaded). */
  readonly treeView: vscode.TreeView<TreeNode>;
}

/**
 * The servers side of the extension: the model of every configured server, the Servers tree, the live
 * catalog documents and their diagnostics, result documents, log channels, and the commands over them.
 * Reads config files at once (cheap) but connects nothing until the user asks.
 */
export class ServersFeature implements vscode.Disposable {
  readonly model: ServersModel;
  readonly logs = new LogChannels();
  readonly results = new ResultDocuments();
  readonly catalogs: CatalogDocuments;
  readonly tree: ServersTree;
  readonly commands: ServerCommands;
  private readonly subscriptions: vscode.Disposable[] = [];
  private watchers: vscode.Disposable[] = [];

  constructor(context: vscode.ExtensionContext, options: ServersFeatureOptions) {
    this.model = new ServersModel({
      folders: () => (vscode.workspace.workspaceFolders ?? []).map((f) => ({ name: f.name, path: f.uri.fsPath })),
      userPlaces: {
        home: homedir(),
        platform: process.platform,
        appData: process.env.APPDATA,
        // globalStorage is <user data>/User/globalStorage/<extension id>
        vscodeUserDir: context.globalStorageUri.scheme === 'file' ? dirname(dirname(context.globalStorageUri.fsPath)) : undefined,
      },
      settings: serversSettings,
      isWorkspaceTrusted: () => vscode.workspace.isTrusted,
      isServerTrusted: options.isServerTrusted,
      loggerFor: (def) => this.logs.loggerFor(def),
      promptInput,
      secrets: secretStore(context.secrets),
      approve: options.approve,
      engineOptions: lintOptions,
    });
    this.catalogs = new CatalogDocuments(this.model);
    this.tree = new ServersTree(this.model, options.treeView);
    this.commands = new ServerCommands({ model: this.model, tree: this.tree, logs: this.logs, catalogs: this.catalogs });
    const noServers = () => void vscode.commands.executeCommand('setContext', 'mcpLens.noServerConfigs', this.model.sources.length === 0);
    const sub = this.model.onDidChange((c) => c.kind === 'sources' && noServers());
    this.subscriptions.push(
      { dispose: () => sub.dispose() },
      this.catalogs,
      this.tree,
      this.results,
      this.logs,
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.model.trustChanged()),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.rewatch()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (affectsDiscovery(e)) this.rewatch();
        if (affectsLint(e)) this.model.relint();
      }),
    );
    this.rewatch();
  }

  /** Watches every place a config file may be (one glob per workspace folder, one file each outside), and reads them all again. */
  private rewatch(): void {
    for (const w of this.watchers.splice(0)) w.dispose();
    const reload = () => void this.model.reload();
    const patterns = new Map<string, string[]>();
    for (const location of this.model.locations()) {
      const base = location.folder?.path ?? dirname(location.path);
      const rel = relative(base, location.path).split(sep).join('/');
      patterns.set(base, [...(patterns.get(base) ?? []), rel]);
    }
    for (const [base, rels] of patterns) {
      const glob = rels.length === 1 ? rels[0]! : `{${rels.join(',')}}`;
      const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(base), glob));
      watcher.onDidCreate(reload);
      watcher.onDidChange(reload);
      watcher.onDidDelete(reload);
      this.watchers.push(watcher);
    }
    reload();
  }

  /** Stops every server and waits until their processes are gone. */
  async dispose(): Promise<void> {
    for (const w of this.watchers.splice(0)) w.dispose();
    for (const d of this.subscriptions.splice(0)) d.dispose();
    await this.model.dispose();
  }
}
