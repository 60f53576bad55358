import * as vscode from 'vscode';
import { CancelledError, messageOf } from '../../../common/mcp/errors';
import { LOG_LEVEL_MEANINGS, LOG_LEVELS, type LogLevel } from '../../../common/mcp/logLevels';
import type { CatalogList } from '../../../common/mcp/types';
import { StartRefused, type ServersModel } from '../model/serversModel';
import type { AuthorizationViews } from '../auth/authorizationView';
import type { CatalogDocuments } from './catalogDocuments';
import type { LogChannels } from './logChannels';
import { chooseProtocolEra } from './eraPick';
import { pickItem, pickServer, type PickedItem, type ServerFilter } from './pickers';
import type { ServersTree } from './serversTree';
import type { TreeNode } from './treeNodes';

/**
 * What a command may be given: a tree node, a server id, or `{ serverId, name }` / `{ serverId, uri }` from other
 * features.
 */
export type CommandTarget =
  TreeNode | string | { readonly serverId: string; readonly name?: string; readonly uri?: string } | undefined;

export interface ServerViews {
  readonly model: ServersModel;
  readonly tree: ServersTree;
  readonly logs: LogChannels;
  readonly catalogs: CatalogDocuments;
  readonly authorization: AuthorizationViews;
}

/**
 * What each servers command does. Every one works from the tree (given its node), from other features (given
 * an id) and from the palette (asking for its target with a quick pick).
 */
export class ServerCommands {
  constructor(private readonly v: ServerViews) {}

  async start(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'startable', 'Start which server?', 'no server to start.');
    if (!id) return;
    const name = this.name(id);
    try {
      // a plain start: under the debugger only when the config asks for it (dev.debug), whatever the last start was
      await this.v.model.start(id, { debug: this.v.model.definition(id)?.config.dev?.debugType !== undefined });
    } catch (e) {
      if (e instanceof StartRefused) void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
      else this.error(`${name} could not be started`, e, id);
      return;
    }
    this.afterStart(id);
  }

  async stop(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'active', 'Stop which server?', 'no server is running.');
    if (id) await this.v.model.stop(id);
  }

  async restart(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Restart which server?', 'no server is configured.');
    if (!id) return;
    try {
      await this.v.model.restart(id);
    } catch (e) {
      if (e instanceof StartRefused) void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
      else this.error(`${this.name(id)} could not be restarted`, e, id);
      return;
    }
    this.afterStart(id);
  }

  /**
   * "Debug Server": (re)starts a stdio server under its debugger (DebugAttach attaches VS Code's), keeping the MCP
   * session.
   */
  async debug(target?: CommandTarget): Promise<void> {
    const id = await this.server(
      target,
      'any',
      'Debug which server?',
      'no stdio server is configured.',
      (def) => def.config.transport === 'stdio',
    );
    if (!id) return;
    const model = this.v.model;
    const status = model.state(id).status;
    const active = status === 'running' || status === 'starting';
    if (active && model.debugging.isDebugging(id)) {
      void vscode.window.showInformationMessage(`MCP Lens: ${this.name(id)} already runs under the debugger.`);
      void vscode.commands.executeCommand('workbench.view.debug');
      return;
    }
    try {
      if (active) await model.restart(id, { debug: true });
      else await model.start(id, { debug: true });
    } catch (e) {
      if (e instanceof StartRefused) void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
      else this.error(`${this.name(id)} could not be started under the debugger`, e, id);
      return;
    }
    this.afterStart(id);
  }

  /**
   * "Sign In": the whole OAuth flow of a remote server (the browser opens on its sign-in page), then a start. The
   * notification can cancel it; a failure offers the steps of the attempt.
   */
  async signIn(target?: CommandTarget): Promise<void> {
    const id = await this.server(
      target,
      'any',
      'Sign in to which server?',
      'no remote server is configured.',
      (def) => def.config.transport !== 'stdio',
    );
    if (!id) return;
    const name = this.name(id);
    try {
      await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `MCP Lens: signing in to ${name}`, cancellable: true },
        async (progress, token) => {
          progress.report({ message: 'finish in your browser when it opens…' });
          const abort = new AbortController();
          const sub = token.onCancellationRequested(() => abort.abort(new CancelledError('The sign-in')));
          try {
            await this.v.model.signIn(id, abort.signal);
          } finally {
            sub.dispose();
          }
        },
      );
    } catch (e) {
      if (e instanceof StartRefused) {
        void vscode.window.showWarningMessage(`MCP Lens: ${e.message}`);
        return;
      }
      const attempt = this.v.model.authorization(id);
      if (attempt?.outcome === 'cancelled') return;
      void vscode.window
        .showErrorMessage(
          `MCP Lens: the sign-in to ${name} failed: ${messageOf(e)}`,
          ...(attempt ? ['Show Steps'] : []),
          'Show Log',
        )
        .then((a) => {
          if (a === 'Show Steps') this.v.authorization.show(id);
          if (a === 'Show Log') this.showLog(id);
        });
      return;
    }
    const state = this.v.model.state(id);
    if (state.status === 'running') void vscode.window.setStatusBarMessage(`MCP Lens: signed in to ${name}`, 4000);
    this.afterStart(id);
  }

  async signOut(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Sign out of which server?', 'no server is signed in.', (def) =>
      this.v.model.isSignedIn(def.id),
    );
    if (!id) return;
    await this.v.model.signOut(id);
    void vscode.window.setStatusBarMessage(`MCP Lens: signed out of ${this.name(id)}`, 4000);
  }

  async signOutAll(): Promise<void> {
    const answer = await vscode.window.showWarningMessage(
      'Sign out of all MCP servers?',
      {
        modal: true,
        detail:
          'MCP Lens revokes the tokens where the authorization servers allow it, ' +
          'and forgets every token and client registration it keeps in the system keychain. ' +
          'Running servers that were signed in are stopped.',
      },
      'Sign Out of All',
    );
    if (answer !== 'Sign Out of All') return;
    const n = await this.v.model.signOutAll();
    void vscode.window.showInformationMessage(`MCP Lens: signed out of ${n === 1 ? '1 server' : `${n} servers`}.`);
  }

  async showAuthorization(target?: CommandTarget): Promise<void> {
    const id = await this.server(
      target,
      'any',
      'Show the authorization of which server?',
      'no remote server is configured.',
      (def) => def.config.transport !== 'stdio',
    );
    if (id) this.v.authorization.show(id);
  }

  async showLog(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Show the log of which server?', 'no server is configured.');
    const def = id ? this.v.model.definition(id) : undefined;
    if (def) this.v.logs.show(def);
  }

  /** "Set Log Level…": the least severe level of the messages a running server sends (`logging/setLevel`). */
  async setLogLevel(target?: CommandTarget, level?: unknown): Promise<void> {
    // from the palette, only the running servers that take a level are offered
    const id = await this.server(
      target,
      'running',
      'Set the log level of which server?',
      'no running server declares the logging capability.',
      (def) => this.v.model.declares(def.id).logging,
    );
    if (!id) return;
    const name = this.name(id);
    if (this.v.model.state(id).status !== 'running') {
      void vscode.window.showInformationMessage(`MCP Lens: ${name} is not running: start it to set its log level.`);
      return;
    }
    if (!this.v.model.declares(id).logging) {
      void vscode.window.showInformationMessage(
        `MCP Lens: ${name} does not declare the logging capability, so it takes no log level.`,
      );
      return;
    }
    const chosen = LOG_LEVELS.includes(level as LogLevel)
      ? (level as LogLevel)
      : await this.pickLogLevel(name, this.v.model.logLevel(id));
    if (!chosen) return;
    try {
      await this.v.model.setLogLevel(id, chosen);
      void vscode.window.setStatusBarMessage(`MCP Lens: ${name} logs at ${chosen} and above`, 3000);
    } catch (e) {
      this.error(`the log level of ${name} could not be set`, e, id);
    }
  }

  /** "Choose Protocol Era…": auto, legacy or modern for this server, from its next start (eraPick.ts). */
  async chooseProtocolEra(target?: CommandTarget, era?: unknown): Promise<void> {
    const id = await this.server(target, 'any', 'Choose the protocol era of which server?', 'no server is configured.');
    if (!id) return;
    try {
      await chooseProtocolEra(this.v.model, id, this.name(id), era);
    } catch (e) {
      this.error(`the protocol era of ${this.name(id)} could not be set`, e, id);
    }
  }

  /** With a server, lists its catalog again; without, reads every config file again and relists each running server. */
  async refresh(target?: CommandTarget): Promise<void> {
    const id = serverIdOf(target);
    try {
      if (id) return await this.v.model.refresh(id);
      await this.v.model.reload();
      await Promise.all(this.v.model.servers().map((d) => this.v.model.refresh(d.id).catch(() => undefined)));
    } catch (e) {
      this.error('refresh failed', e, id);
    }
  }

  async openDefinition(target?: CommandTarget): Promise<void> {
    const id = await this.server(target, 'any', 'Open the definition of which server?', 'no server is configured.');
    const def = id ? this.v.model.definition(id) : undefined;
    if (!def) return;
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(def.location.path));
    const range = new vscode.Range(
      doc.positionAt(def.nameSpan.offset),
      doc.positionAt(def.nameSpan.offset + def.nameSpan.length),
    );
    await vscode.window.showTextDocument(doc, { selection: range, preview: false });
  }

  async openCatalog(target?: CommandTarget): Promise<void> {
    const id = await this.server(
      target,
      'running',
      'Open the live catalog of which server?',
      'no server is running: start one to see its catalog.',
    );
    const uri = id ? this.v.catalogs.uriOf(id) : undefined;
    if (!uri) return;
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc, { preview: false });
  }

  /**
   * The tool, resource, template or prompt a command is about: the tree node it was given, the `{ serverId, name }`
   * or `{ serverId, uri }` another feature named, or else the user's pick among every running server's lists.
   */
  async pick(
    target: CommandTarget,
    lists: readonly CatalogList[],
    placeHolder: string,
    none: string,
  ): Promise<PickedItem | undefined> {
    if (isTreeNode(target) && target.kind === 'item' && lists.includes(target.list)) {
      const node = this.fromTree(target);
      if (node?.kind !== 'item') return undefined;
      const item = this.v.tree.data.item(node);
      if (!item) {
        void vscode.window.showInformationMessage(`MCP Lens: ${this.name(node.serverId)} no longer lists ${node.key}.`);
      }
      return item ? { serverId: node.serverId, list: node.list, item } : undefined;
    }
    if (target && typeof target === 'object' && !isTreeNode(target)) {
      const catalog = this.v.model.catalog(target.serverId);
      for (const list of lists) {
        const item = catalog?.[list]?.find(
          (i) =>
            (target.name !== undefined && i.name === target.name) ||
            (target.uri !== undefined && (i.uri === target.uri || i.uriTemplate === target.uri)),
        );
        if (item) return { serverId: target.serverId, list, item };
      }
    }
    return pickItem(this.v.model, lists, placeHolder, none);
  }

  // ---- helpers ----

  /** A quick pick of the eight levels, least severe first, with the current one marked and active. */
  private pickLogLevel(name: string, current: LogLevel | undefined): Promise<LogLevel | undefined> {
    const pick = vscode.window.createQuickPick<vscode.QuickPickItem & { level: LogLevel }>();
    pick.title = `Log Level of ${name}`;
    pick.placeholder =
      `${name} is to send log messages of this level and above ` + `(now: ${current ?? 'the server’s own default'})`;
    pick.items = LOG_LEVELS.map((level) => ({
      label: level,
      description: LOG_LEVEL_MEANINGS[level],
      detail: level === current ? 'current' : undefined,
      level,
    }));
    const active = pick.items.find((i) => i.level === current);
    if (active) pick.activeItems = [active];
    return new Promise((resolve) => {
      let chosen: LogLevel | undefined;
      pick.onDidAccept(() => {
        chosen = pick.selectedItems[0]?.level ?? pick.activeItems[0]?.level;
        pick.hide();
      });
      pick.onDidHide(() => {
        pick.dispose();
        resolve(chosen);
      });
      pick.show();
    });
  }

  private afterStart(id: string): void {
    const state = this.v.model.state(id);
    if (state.status === 'error' && state.needsSignIn) {
      void vscode.window
        .showInformationMessage(`MCP Lens: ${this.name(id)} requires you to sign in (OAuth).`, 'Sign In')
        .then((a) => {
          if (a === 'Sign In') void this.signIn(id);
        });
      return;
    }
    if (state.status === 'error' && /Choose Protocol Era…/.test(state.message)) {
      // the message says another era would reach the server: the choice is one click away
      const choose = 'Choose Protocol Era…';
      void vscode.window
        .showErrorMessage(`MCP Lens: ${this.name(id)} failed to start: ${state.message}`, choose, 'Show Log')
        .then((a) => {
          if (a === choose) void this.chooseProtocolEra(id);
          else if (a === 'Show Log') void this.showLog(id);
        });
      return;
    }
    if (state.status === 'error') {
      this.error(`${this.name(id)} failed to start`, new Error(state.message), id);
      return;
    }
    if (state.status === 'running' && this.v.tree.view.visible) {
      void this.v.tree.reveal(this.v.tree.data.serverNode(id)).catch(() => undefined);
    }
  }

  /** The server a command is about: the one its tree row or argument names, else the user's pick. */
  private async server(
    target: CommandTarget,
    filter: ServerFilter,
    placeHolder: string,
    none: string,
    accept?: Parameters<typeof pickServer>[4],
  ): Promise<string | undefined> {
    if (isTreeNode(target) && target.kind !== 'source') return serverIdOf(this.fromTree(target));
    const id = serverIdOf(target);
    if (id) return id;
    return (await pickServer(this.v.model, filter, placeHolder, none, accept))?.id;
  }

  /**
   * Resolves a row given to a command to the row shown now, since VS Code may hand back an older object. When the
   * row's server has left its config file, the user is told so and nothing runs, rather than asked which server.
   */
  private fromTree(node: TreeNode): TreeNode | undefined {
    const current = this.v.tree.data.current(node);
    if (!current) {
      void vscode.window.showInformationMessage('MCP Lens: the server of that row is no longer in any config file.');
    }
    return current;
  }

  private name(id: string): string {
    return this.v.model.definition(id)?.name ?? id;
  }

  private error(what: string, e: unknown, serverId?: string): void {
    if (e instanceof CancelledError) return;
    const def = serverId ? this.v.model.definition(serverId) : undefined;
    void vscode.window
      .showErrorMessage(`MCP Lens: ${what}: ${messageOf(e)}`, ...(def ? ['Show Log'] : []))
      .then((a) => {
        if (a === 'Show Log' && def) this.v.logs.show(def);
      });
  }
}

function serverIdOf(target: CommandTarget): string | undefined {
  if (!target) return undefined;
  if (typeof target === 'string') return target;
  if (isTreeNode(target)) return target.kind === 'source' ? undefined : target.serverId;
  return target.serverId;
}

function isTreeNode(target: CommandTarget): target is TreeNode {
  return !!target && typeof target === 'object' && 'kind' in target;
}
