import * as vscode from 'vscode';
import { diffableCatalogText, changeLine, diffSummary } from '../model/catalogDiff';
import { CatalogHistory } from '../model/catalogHistory';
import type { ServersModel } from '../model/serversModel';
import { DEFAULT_WATCH, DevWatch, type FileEvents } from '../model/watch/devWatch';
import type { WatchGlobs } from '../../../common/config/watchGlobs';
import { Emitter } from '../../../common/mcp/emitter';
import { pickServer } from './pickers';
import type { CommandTarget } from './serverCommands';
import type { ServersTree } from './serversTree';

export const CHANGES_SCHEME = 'mcp-lens-changes';

/**
 * Watch mode and "Changes since last start" in the editor: VS Code's file system watchers feed the model's
 * DevWatch, the tree shows its rows, and the diff of two runs' catalogs opens as two read-only JSON documents.
 */
export class DevFeature implements vscode.Disposable {
  readonly watch: DevWatch;
  readonly history: CatalogHistory;
  private readonly subscriptions: vscode.Disposable[] = [];
  private readonly docsChanged = new vscode.EventEmitter<vscode.Uri>();

  constructor(
    private readonly model: ServersModel,
    tree: ServersTree,
  ) {
    this.history = new CatalogHistory(model);
    this.watch = new DevWatch({ model, watchFiles: (base, globs) => watchFolder(base, globs) });
    tree.data.dev = { watch: this.watch, history: this.history };
    const a = this.watch.onDidChange((id) => tree.refreshDevRow(id, 'watch'));
    const b = this.history.onDidChange((id) => {
      tree.refreshDevRow(id, 'changes');
      for (const side of ['before', 'after', 'summary']) this.docsChanged.fire(changesUri(id, side));
    });
    this.subscriptions.push(
      { dispose: () => (a.dispose(), b.dispose()) },
      this.docsChanged,
      vscode.workspace.registerTextDocumentContentProvider(CHANGES_SCHEME, {
        onDidChange: this.docsChanged.event,
        provideTextDocumentContent: (uri) => this.content(uri),
      }),
    );
  }

  async watchServer(target: CommandTarget): Promise<void> {
    const id =
      serverIdOf(target) ??
      (await pickServer(this.model, 'any', 'Watch and restart which server on save?', 'no server is configured.'))?.id;
    const def = id ? this.model.definition(id) : undefined;
    if (!id || !def) return;
    if (this.watch.isWatching(id)) {
      void vscode.window.showInformationMessage(
        `MCP Lens: ${def.name} is already watched (${this.watch.status(id)!.patterns.join(', ')}).`,
      );
      return;
    }
    let patterns: string[] | undefined;
    if (!def.config.dev?.watch.length) {
      const answer = await vscode.window.showInputBox({
        title: `Watch and Restart ${def.name} on Save`,
        prompt:
          'Glob patterns relative to the workspace folder, separated by spaces; "!" excludes. Put "dev": { "watch": … } in the config file to keep them.',
        value: DEFAULT_WATCH.join(' '),
      });
      if (answer === undefined) return;
      patterns = answer.split(/\s+/).filter(Boolean);
    }
    this.watch.watch(id, patterns);
    if (this.model.state(id).status === 'stopped') {
      void vscode.window.showInformationMessage(`MCP Lens: watching ${def.name}; start it, and each save restarts it.`);
    }
  }

  async unwatchServer(target: CommandTarget): Promise<void> {
    const id =
      serverIdOf(target) ??
      (await pickServer(this.model, 'any', 'Stop watching which server?', 'no server is configured.'))?.id;
    if (id) this.watch.unwatch(id);
  }

  async showChanges(target: CommandTarget): Promise<void> {
    const id =
      serverIdOf(target) ??
      (
        await pickServer(
          this.model,
          'running',
          'Show the changes since the last start of which server?',
          'no server is running.',
        )
      )?.id;
    const def = id ? this.model.definition(id) : undefined;
    if (!id || !def || !this.history.changes(id)) return;
    await vscode.commands.executeCommand(
      'vscode.diff',
      changesUri(id, 'before'),
      changesUri(id, 'after'),
      `${def.name}: catalog, last start ↔ this start`,
      { preview: true },
    );
  }

  dispose(): void {
    this.watch.dispose();
    this.history.dispose();
    for (const s of this.subscriptions.splice(0)) s.dispose();
  }

  private content(uri: vscode.Uri): string {
    const params = new URLSearchParams(uri.query);
    const id = params.get('server') ?? '';
    const changes = this.history.changes(id);
    if (!changes) return '// no changes recorded for this server in this session\n';
    const side = params.get('side');
    if (side === 'summary') {
      return `${diffSummary(changes.diff)}\n\n${changes.diff.changes.map(changeLine).join('\n')}\n`;
    }
    return diffableCatalogText(side === 'before' ? changes.before : changes.after);
  }
}

function changesUri(serverId: string, side: string): vscode.Uri {
  return vscode.Uri.from({
    scheme: CHANGES_SCHEME,
    path: `/${side}.json`,
    query: new URLSearchParams({ server: serverId, side }).toString(),
  });
}

/** One VS Code watcher per included pattern under the folder; DevWatch matches each path again (excludes too). */
function watchFolder(base: string, globs: WatchGlobs): FileEvents {
  const changed = new Emitter<string>();
  const watchers = globs.includes.map((pattern) => {
    const w = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(base), pattern));
    const fire = (uri: vscode.Uri) => changed.fire(uri.fsPath);
    w.onDidChange(fire);
    w.onDidCreate(fire);
    w.onDidDelete(fire);
    return w;
  });
  return {
    onDidChange: changed.event,
    dispose: () => {
      for (const w of watchers) w.dispose();
      changed.dispose();
    },
  };
}

function serverIdOf(target: CommandTarget): string | undefined {
  if (!target) return undefined;
  if (typeof target === 'string') return target;
  if ('kind' in target) return target.kind === 'source' ? undefined : target.serverId;
  return target.serverId;
}
