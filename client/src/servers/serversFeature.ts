import { homedir } from 'node:os';
import { dirname, relative, sep } from 'node:path';
import * as vscode from 'vscode';
import type { ClientFeatures } from '../../../common/mcp/clientFeatures';
import type { ApprovalsForServers, ServersForApprovals } from '../approval/serversLink';
import { ServersModel } from '../model/serversModel';
import type { Root } from '@modelcontextprotocol/sdk/types.js';
import type { ServerDefinition } from '../../../common/config/configSource';
import { affectsDiscovery, affectsLint, affectsRoots, lensSettings, rootsSetting, serversSettings } from '../config';
import { folderRoots, rootsOf } from '../model/roots';
import { extensionAuthEnvironment } from '../auth/authEnvironment';
import { AuthorizationViews } from '../auth/authorizationView';
import { CatalogDocuments } from './catalogDocuments';
import { DebugAttach } from './debugAttach';
import { DevFeature } from './devFeature';
import { promptInput, secretStore } from './inputPrompts';
import { LogChannels } from './logChannels';
import { ResultDocuments } from './resultDocuments';
import { ServerCommands } from './serverCommands';
import { ServersTree } from './serversTree';
import type { TreeNode } from './treeNodes';

export interface ServersFeatureOptions {
  /** The gate every tool call passes, and the user's per-server trust (for auto-start). */
  readonly approvals: ApprovalsForServers;
  /** The Servers view, created at activation (its provider hands over to this feature's tree once loaded). */
  readonly treeView: vscode.TreeView<TreeNode>;
  /** What the client answers when a server asks (the runner's elicitation and sampling). */
  readonly features?: ClientFeatures;
}

/**
 * The servers side of the extension: the model of every configured server, the Servers tree, catalog and result
 * documents, log channels and their commands. It reads config files at once but connects nothing until asked.
 */
export class ServersFeature implements ServersForApprovals, vscode.Disposable {
  readonly model: ServersModel;
  readonly logs = new LogChannels();
  readonly results = new ResultDocuments();
  readonly catalogs: CatalogDocuments;
  readonly tree: ServersTree;
  readonly commands: ServerCommands;
  /** Watch and restart on save, and the changes since the last start. */
  readonly dev: DevFeature;
  private readonly subscriptions: vscode.Disposable[] = [];
  private watchers: vscode.Disposable[] = [];
  /** The problems of each server's roots setting last logged, so that each is logged once, not at every ask. */
  private readonly rootProblems = new Map<string, string>();

  readonly authorization: AuthorizationViews;

  constructor(context: vscode.ExtensionContext, options: ServersFeatureOptions) {
    const oauth = extensionAuthEnvironment(context);
    this.model = new ServersModel({
      folders: () => (vscode.workspace.workspaceFolders ?? []).map((f) => ({ name: f.name, path: f.uri.fsPath })),
      userPlaces: {
        home: homedir(),
        platform: process.platform,
        appData: process.env.APPDATA,
        copilotHome: process.env.COPILOT_HOME || undefined,
        // globalStorage is <user data>/User/globalStorage/<extension id>
        vscodeUserDir:
          context.globalStorageUri.scheme === 'file' ? dirname(dirname(context.globalStorageUri.fsPath)) : undefined,
      },
      settings: serversSettings,
      isWorkspaceTrusted: () => vscode.workspace.isTrusted,
      isServerTrusted: (serverId) => options.approvals.isConfiguredTrusted(serverId),
      loggerFor: (def) => this.logs.loggerFor(def),
      promptInput,
      secrets: secretStore(context.secrets),
      approve: options.approvals.gate,
      features: options.features,
      lintSettings: lensSettings,
      roots: (def) => this.rootsOf(def),
      auth: oauth,
      eraStore: context.workspaceState,
    });
    this.authorization = new AuthorizationViews(this.model, context.extensionUri);
    this.catalogs = new CatalogDocuments(this.model);
    this.tree = new ServersTree(this.model, options.treeView);
    this.commands = new ServerCommands({
      model: this.model,
      tree: this.tree,
      logs: this.logs,
      catalogs: this.catalogs,
      authorization: this.authorization,
    });
    this.dev = new DevFeature(this.model, this.tree);
    const debugAttach = new DebugAttach(this.model);
    const noServers = () =>
      void vscode.commands.executeCommand('setContext', 'mcpLens.noServerConfigs', this.model.sources.length === 0);
    const sub = this.model.onDidChange((c) => c.kind === 'sources' && noServers());
    this.subscriptions.push(
      { dispose: () => sub.dispose() },
      this.catalogs,
      this.authorization,
      this.dev,
      debugAttach,
      this.tree,
      this.results,
      this.logs,
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.model.trustChanged()),
      vscode.workspace.onDidChangeWorkspaceFolders(() => {
        this.rewatch();
        void this.model.rootsChanged();
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (affectsDiscovery(e)) this.rewatch();
        if (affectsLint(e)) this.model.relint();
        if (affectsRoots(e)) void this.model.rootsChanged();
      }),
    );
    this.rewatch();
  }

  logApproval(serverId: string, line: string): void {
    const def = this.model.definition(serverId);
    if (def) this.logs.channel(def).info(line);
  }

  launchOf(serverId: string): unknown {
    return this.model.definition(serverId)?.config;
  }

  runningLaunchOf(serverId: string): unknown {
    return this.model.sessionLaunch(serverId)?.config;
  }

  trustChanged(): void {
    this.model.trustChanged();
  }

  /** Stops every server and waits until their processes are gone. */
  async dispose(): Promise<void> {
    for (const w of this.watchers.splice(0)) w.dispose();
    for (const d of this.subscriptions.splice(0)) d.dispose();
    await this.model.dispose();
  }

  /** A server's roots: its list in `mcpLens.roots`, else the workspace folders; what is left out is logged once. */
  private rootsOf(def: ServerDefinition): readonly Root[] {
    const folders = (vscode.workspace.workspaceFolders ?? [])
      .filter((f) => f.uri.scheme === 'file')
      .map((f) => ({ name: f.name, path: f.uri.fsPath }));
    const { roots, problems } = rootsOf(def.name, folderRoots(folders), rootsSetting(), {
      folder: folders[0]?.path,
      home: homedir(),
    });
    const said = JSON.stringify(problems);
    if (said !== (this.rootProblems.get(def.id) ?? '[]')) {
      this.rootProblems.set(def.id, said);
      for (const p of problems) this.logs.channel(def).warn(`Roots: ${p}`);
    }
    return roots;
  }

  /**
   * Watches every place a config file may be (one glob per workspace folder, one file each outside), and reads them
   * all again.
   */
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
}
