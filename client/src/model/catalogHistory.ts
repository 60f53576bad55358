import { Emitter, type Disposable } from '../../../common/mcp/emitter';
import type { Catalog } from '../../../common/mcp/types';
import { catalogDiff, type CatalogDiff } from './catalogDiff';
import type { ServersModel } from './serversModel';

export interface CatalogChanges {
  /** The last catalog of the run before, and the current one. */
  readonly before: Catalog;
  readonly after: Catalog;
  readonly diff: CatalogDiff;
  /** When the current run started (ms since the epoch). */
  readonly startedAt: number;
}

interface History {
  /** The newest catalog of the current run (kept after it stops: it is the next run's "before"). */
  last?: Catalog;
  /** The newest catalog of the run before the current one. */
  previous?: Catalog;
  changes?: CatalogChanges;
  startedAt: number;
}

/**
 * Each server's catalog against the run before: after a restart (a watch restart, or the user's), what the new
 * process lists that the old one did not, and the other way round. Nothing before a server's second run.
 */
export class CatalogHistory implements Disposable {
  private readonly histories = new Map<string, History>();
  private readonly changed = new Emitter<string>();
  /** A server's changes since its last start changed. */
  readonly onDidChange = this.changed.event;
  private readonly listener: Disposable;

  constructor(
    private readonly model: ServersModel,
    private readonly now: () => number = Date.now,
  ) {
    this.listener = model.onDidChange((c) => {
      if (c.kind === 'state' && c.state.status === 'starting') this.started(c.serverId);
      else if (c.kind === 'catalog') this.catalogChanged(c.serverId);
      else if (c.kind === 'sources') this.forgetGone();
    });
  }

  changes(serverId: string): CatalogChanges | undefined {
    return this.histories.get(serverId)?.changes;
  }

  dispose(): void {
    this.listener.dispose();
    this.changed.dispose();
  }

  private started(serverId: string): void {
    const h = this.histories.get(serverId) ?? { startedAt: 0 };
    h.previous = h.last ?? h.previous;
    h.last = undefined;
    h.startedAt = this.now();
    this.histories.set(serverId, h);
  }

  private catalogChanged(serverId: string): void {
    const catalog = this.model.catalog(serverId);
    const h = this.histories.get(serverId);
    if (!catalog || !h) return; // a stop clears the catalog: the last one stays as the next run's "before"
    h.last = catalog;
    if (!h.previous) return;
    h.changes = { before: h.previous, after: catalog, diff: catalogDiff(h.previous, catalog), startedAt: h.startedAt };
    this.changed.fire(serverId);
  }

  private forgetGone(): void {
    const ids = new Set(this.model.servers().map((d) => d.id));
    for (const id of [...this.histories.keys()]) if (!ids.has(id)) this.histories.delete(id);
  }
}
