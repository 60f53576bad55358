import { CATALOG_KEY_FIELDS, type CatalogList, type JsonObject } from '../../../common/mcp/types';
import type { ConfigSource } from '../../../common/config/configSource';
import type { ModelChange, ServersModel } from '../model/serversModel';
import { describeWarning } from '../../../common/mcp/serverWarnings';
import { errorSummary } from './errorSummary';
import type { CatalogHistory } from '../model/catalogHistory';
import type { DevWatch } from '../model/watch/devWatch';
import { capitalize } from '../../../common/text/capitalize';

/** Watch mode and the catalog's history, when the extension has them (the tree is whole without them). */
export interface DevViews {
  readonly watch: DevWatch;
  readonly history: CatalogHistory;
}

/**
 * The nodes of the Servers tree: ids only, looked up in the model when shown, so a node stays valid while the
 * model changes under it. Kept free of `vscode` so the tree's shape is tested under plain Node.
 */
export type TreeNode =
  | { readonly kind: 'source'; readonly id: string; readonly path: string }
  | { readonly kind: 'server'; readonly id: string; readonly serverId: string }
  | { readonly kind: 'list'; readonly id: string; readonly serverId: string; readonly list: CatalogList }
  | {
      readonly kind: 'item';
      readonly id: string;
      readonly serverId: string;
      readonly list: CatalogList;
      readonly key: string;
    }
  | { readonly kind: 'catalog'; readonly id: string; readonly serverId: string }
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly parent: TreeNode;
      readonly text: string;
      /** `quote`: the server's own words under the error they explain; `warning`: about a running server. */
      readonly severity: MessageSeverity;
      readonly serverId?: string;
      /** The whole message, for the tooltip, when `text` is only part of it. */
      readonly full?: string;
    }
  /** Watch mode's row under a watched server: what it watches, and how the last restart went. */
  | { readonly kind: 'watch'; readonly id: string; readonly serverId: string }
  /** "Changes since last start", and one row per change under it. */
  | { readonly kind: 'changes'; readonly id: string; readonly serverId: string }
  | { readonly kind: 'change'; readonly id: string; readonly serverId: string; readonly index: number }
  /** A row that runs a command on its server, e.g. Show Server Log or Sign In under a failed server. */
  | {
      readonly kind: 'action';
      readonly id: string;
      readonly parent: TreeNode;
      readonly serverId: string;
      readonly action: TreeAction;
    };

export type TreeAction = 'showLog' | 'signIn' | 'showAuthorization' | 'signedIn';

export type MessageSeverity = 'error' | 'warning' | 'info' | 'quote';
export type ServerNode = Extract<TreeNode, { kind: 'server' }>;
export type ItemNode = Extract<TreeNode, { kind: 'item' }>;

const LIST_ORDER: readonly CatalogList[] = ['tools', 'resources', 'resourceTemplates', 'prompts'];

/** The key that identifies an item within its list: its name, URI or URI template (with a suffix when repeated). */
export function itemKeys(list: CatalogList, items: readonly JsonObject[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item, i) => {
    const field = item[CATALOG_KEY_FIELDS[list]];
    const base = typeof field === 'string' ? field : `#${i}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}#${n}`;
  });
}

/** The tree's structure over the model, with one node object per id (so `reveal` and `getParent` agree). */
export class ServersTreeData {
  private readonly nodes = new Map<string, TreeNode>();
  private readonly parents = new Map<string, TreeNode | undefined>();
  /** The ids of the children last given to VS Code, by parent id ('' for the roots). */
  private readonly shown = new Map<string, readonly string[]>();

  /** Set once watch mode is up (servers/devFeature.ts). */
  dev: DevViews | undefined;

  constructor(private readonly model: ServersModel) {}

  /** Forget cached nodes (after the sources changed). */
  clear(): void {
    this.nodes.clear();
    this.parents.clear();
    this.shown.clear();
  }

  children(node?: TreeNode): TreeNode[] {
    const kids = this.childrenOf(node);
    for (const k of kids) this.parents.set(k.id, node);
    this.shown.set(
      node?.id ?? '',
      kids.map((k) => k.id),
    );
    return kids;
  }

  parent(node: TreeNode): TreeNode | undefined {
    if (this.parents.has(node.id)) return this.parents.get(node.id);
    // not shown yet (a reveal from a command): derive it
    switch (node.kind) {
      case 'source':
        return undefined;
      case 'server': {
        const source = this.model.sourceOf(node.serverId);
        return source ? this.sourceNode(source) : undefined;
      }
      case 'list':
      case 'catalog':
      case 'watch':
      case 'changes':
        return this.serverNode(node.serverId);
      case 'change':
        return this.changesNode(node.serverId);
      case 'item':
        return this.listNode(node.serverId, node.list);
      case 'message':
      case 'action':
        return node.parent;
    }
  }

  sourceNode(source: ConfigSource): TreeNode {
    return this.node({ kind: 'source', id: `source:${source.location.path}`, path: source.location.path });
  }

  serverNode(serverId: string): ServerNode {
    return this.node({ kind: 'server', id: `server:${serverId}`, serverId }) as ServerNode;
  }

  listNode(serverId: string, list: CatalogList): TreeNode {
    return this.node({ kind: 'list', id: `list:${serverId}|${list}`, serverId, list });
  }

  itemNode(serverId: string, list: CatalogList, key: string): ItemNode {
    return this.node({ kind: 'item', id: `item:${serverId}|${list}|${key}`, serverId, list, key }) as ItemNode;
  }

  catalogNode(serverId: string): TreeNode {
    return this.node({ kind: 'catalog', id: `catalog:${serverId}`, serverId });
  }

  watchNode(serverId: string): TreeNode {
    return this.node({ kind: 'watch', id: `watch:${serverId}`, serverId });
  }

  changesNode(serverId: string): TreeNode {
    return this.node({ kind: 'changes', id: `changes:${serverId}`, serverId });
  }

  /**
   * The row to draw again when watch mode's status or the changes since the last start changed: that row alone, or
   * the server's row when a row came or went (docs/architecture.md, "The Servers tree").
   */
  devRefreshTarget(serverId: string, row: 'watch' | 'changes'): TreeNode {
    const server = this.serverNode(serverId);
    const target = row === 'watch' ? this.watchNode(serverId) : this.changesNode(serverId);
    const shown = this.shown.get(server.id);
    const now = this.childrenOf(server).map((k) => k.id);
    const same = shown !== undefined && shown.length === now.length && shown.every((id, i) => id === now[i]);
    return same && now.includes(target.id) ? target : server;
  }

  /**
   * The row to draw again after a change of the model: the smallest one that shows it, or `undefined` for the whole
   * tree, since a row drawn again briefly leaves clicks on its children reaching nothing.
   */
  refreshTarget(change: ModelChange): TreeNode | undefined {
    switch (change.kind) {
      case 'sources':
        return undefined;
      case 'findings':
        // only the "Live catalog" row shows them, and it has no children
        return this.catalogNode(change.serverId);
      default:
        // the server's row alone (its id never changes): refreshing its file's row would drop its siblings' handles
        return this.serverNode(change.serverId);
    }
  }

  /**
   * The node shown now under a node's id, since VS Code may hand a command an object older than the last reading of
   * the config files. Undefined when the server has left its file, or the file is gone.
   */
  current(node: TreeNode): TreeNode | undefined {
    if (node.kind === 'source') {
      const source = this.model.sources.find((s) => s.location.path === node.path);
      return source && this.sourceNode(source);
    }
    if (node.serverId !== undefined && !this.model.definition(node.serverId)) return undefined;
    switch (node.kind) {
      case 'server':
        return this.serverNode(node.serverId);
      case 'list':
        return this.listNode(node.serverId, node.list);
      case 'item':
        return this.itemNode(node.serverId, node.list, node.key);
      case 'catalog':
        return this.catalogNode(node.serverId);
      case 'watch':
        return this.watchNode(node.serverId);
      case 'changes':
        return this.changesNode(node.serverId);
      case 'change':
        return this.node({ ...node });
      case 'message':
      case 'action':
        return this.nodes.get(node.id) ?? node;
    }
  }

  /** The item a node names, as the server currently lists it. */
  item(node: ItemNode): JsonObject | undefined {
    const items = this.model.catalog(node.serverId)?.[node.list] ?? [];
    const i = itemKeys(node.list, items).indexOf(node.key);
    return i >= 0 ? items[i] : undefined;
  }

  private childrenOf(node?: TreeNode): TreeNode[] {
    if (!node) return this.model.sources.map((s) => this.sourceNode(s));
    switch (node.kind) {
      case 'source': {
        const source = this.model.sources.find((s) => s.location.path === node.path);
        if (!source) return [];
        if (source.error) return [this.message(node, `This file cannot be read: ${source.error}.`, 'error')];
        if (!source.servers.length) return [this.message(node, 'No servers in this file.', 'info')];
        return source.servers.map((d) => this.serverNode(d.id));
      }
      case 'server': {
        const state = this.model.state(node.serverId);
        const watch = this.dev?.watch.isWatching(node.serverId) ? [this.watchNode(node.serverId)] : [];
        if (state.status === 'error') {
          return [...watch, ...this.errorRows(node, state.message, state.needsSignIn === true)];
        }
        if (state.status !== 'running') return watch;
        const changes = this.dev?.history.changes(node.serverId) ? [this.changesNode(node.serverId)] : [];
        const catalog = this.model.catalog(node.serverId);
        const lists = LIST_ORDER.filter((l) => catalog?.[l] !== undefined).map((l) => this.listNode(node.serverId, l));
        const warnings = (state.warnings ?? []).map((w, i) =>
          this.message(node, capitalize(w), 'warning', node.serverId, {
            full: describeWarning(w).explained,
            slot: `warning${i}`,
          }),
        );
        const signedIn = this.model.isSignedIn(node.serverId) ? [this.actionNode(node, 'signedIn')] : [];
        return [...watch, ...signedIn, ...warnings, ...lists, this.catalogNode(node.serverId), ...changes];
      }
      case 'list': {
        const catalog = this.model.catalog(node.serverId);
        const items = catalog?.[node.list] ?? [];
        const error = catalog?.errors[node.list];
        const rows: TreeNode[] = itemKeys(node.list, items).map((k) => this.itemNode(node.serverId, node.list, k));
        return error ? [this.message(node, error, 'error', node.serverId), ...rows] : rows;
      }
      case 'changes': {
        const changes = this.dev?.history.changes(node.serverId);
        // an id per start and change: a newer diff is a new set of rows
        return (changes?.diff.changes ?? []).map((_, index) =>
          this.node({
            kind: 'change',
            id: `change:${node.serverId}|${changes!.startedAt}|${index}`,
            serverId: node.serverId,
            index,
          }),
        );
      }
      default:
        return [];
    }
  }

  /**
   * A failed server's children, short enough for a side bar: what happened, what it said, and its log; for a server
   * that wants a sign-in, the way to sign in first, and the steps of the last attempt when there was one.
   */
  private errorRows(server: ServerNode, message: string, needsSignIn: boolean): TreeNode[] {
    const summary = errorSummary(message);
    const action = (a: TreeAction) => this.actionNode(server, a);
    const failure = this.message(server, summary.detail, 'error', server.serverId, { full: message });
    // "Sign in to …: it requires authorization" says no more than the Sign In row; a failed sign-in says what failed
    const rows: TreeNode[] = needsSignIn
      ? [action('signIn'), ...(message.startsWith('Sign in to ') ? [] : [failure])]
      : [failure];
    if (summary.said) {
      rows.push(
        this.message(server, `${summary.said.where}: ${summary.said.text}`, 'quote', server.serverId, {
          full: message,
          slot: 'said',
        }),
      );
    }
    if (this.model.authorization(server.serverId)) rows.push(action('showAuthorization'));
    rows.push(action('showLog'));
    return rows;
  }

  private actionNode(server: ServerNode, action: TreeAction): TreeNode {
    return this.node({
      kind: 'action',
      id: `action:${server.id}|${action}`,
      parent: server,
      serverId: server.serverId,
      action,
    });
  }

  private message(
    parent: TreeNode,
    text: string,
    severity: MessageSeverity,
    serverId?: string,
    more: { full?: string; slot?: string } = {},
  ): TreeNode {
    const id = `message:${parent.id}${more.slot ? `|${more.slot}` : ''}`;
    return this.node({
      kind: 'message',
      id,
      parent,
      text,
      severity,
      serverId,
      ...(more.full !== undefined && more.full !== text ? { full: more.full } : {}),
    });
  }

  private node<T extends TreeNode>(fresh: T): T {
    const cached = this.nodes.get(fresh.id);
    // messages carry their text: a changed text is a new node object under the same id
    if (
      cached &&
      (cached.kind !== 'message' ||
        (fresh.kind === 'message' && cached.text === fresh.text && cached.full === fresh.full))
    ) {
      return cached as T;
    }
    this.nodes.set(fresh.id, fresh);
    return fresh;
  }
}
