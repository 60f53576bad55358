/**
 * A running server's catalog kept current: every list fetched at start, a list again when the server says it changed
 * (calls meanwhile fold into one more run), and frozen as it arrives so that what the approval gate saw cannot change.
 */
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { LIST_METHODS, listAll } from './catalog';
import { messageOf } from './errors';
import type { Session } from './session';
import { CATALOG_LISTS, type Catalog, type CatalogList, type JsonObject, type Logger } from './types';

/** What the sync needs of its connection. */
export interface CatalogSyncHost {
  readonly logger: Logger;
  isCurrent(session: Session): boolean;
  /** The current session while it is running. */
  runningSession(): Session | undefined;
  isStarting(): boolean;
  send(session: Session, method: string, params: JsonObject | undefined): Promise<JsonObject>;
  /** A list of the running session changed: the state's counts and the catalog's listeners learn of it. */
  changed(session: Session): void;
}

export class CatalogSync {
  private currentCatalog: Catalog | undefined;
  /** The current catalog's tools by name (the first of a name, as a lookup in the list would find). */
  private toolsByName = new Map<string, JsonObject>();
  private readonly refreshing = new Map<CatalogList, Promise<void>>();
  /** Lists the server said changed while they could not be listed (starting, or a listing running). */
  private readonly staleLists = new Set<CatalogList>();

  constructor(private readonly host: CatalogSyncHost) {}

  get catalog(): Catalog | undefined {
    return this.currentCatalog;
  }

  tool(name: string): JsonObject | undefined {
    return this.toolsByName.get(name);
  }

  /** Every catalog is frozen once, when it arrives. */
  set(catalog: Catalog | undefined): void {
    if (catalog) deepFreeze(catalog);
    if (catalog?.tools !== this.currentCatalog?.tools) {
      const byName = new Map<string, JsonObject>();
      for (const t of catalog?.tools ?? []) {
        if (typeof t.name === 'string' && !byName.has(t.name)) byName.set(t.name, t);
      }
      this.toolsByName = byName;
    }
    this.currentCatalog = catalog;
  }

  /** A new start: nothing said before it is stale. */
  forgetStale(): void {
    this.staleLists.clear();
  }

  /** What the server said changed while it was starting is listed again, now that it runs. */
  refreshStale(): void {
    const stale = [...this.staleLists];
    this.staleLists.clear();
    for (const l of stale) void this.refreshList(l);
  }

  /** Every list the server declares, all pages. */
  async fetch(session: Session): Promise<Catalog> {
    const capabilities = session.peer?.getServerCapabilities() ?? {};
    const lists: Partial<Record<CatalogList, JsonObject[]>> = {};
    const errors: Partial<Record<CatalogList, string>> = {};
    await Promise.all(
      CATALOG_LISTS.filter((l) => !!capabilities[LIST_METHODS[l].capability]).map(async (l) => {
        const r = await this.listOn(session, l);
        if (r.items) lists[l] = r.items;
        if (r.error) errors[l] = r.error;
      }),
    );
    return { ...lists, errors };
  }

  /** Lists everything again (all pages). */
  async refreshAll(): Promise<void> {
    await Promise.all(CATALOG_LISTS.map((l) => this.refreshList(l)));
  }

  /** `notifications/…/list_changed` of the current session. */
  listChanged(session: Session, lists: CatalogList[]): void {
    if (!this.host.isCurrent(session)) return;
    for (const l of lists) {
      this.host.logger.info(`The server says its ${l} changed`);
      if (this.host.isStarting()) this.staleLists.add(l);
      else void this.refreshList(l);
    }
  }

  /** One list, all pages; a list the server declared but cannot deliver becomes an error of that list. */
  private async listOn(session: Session, list: CatalogList): Promise<{ items?: JsonObject[]; error?: string }> {
    const { method, key } = LIST_METHODS[list];
    try {
      const { items, notObjects } = await listAll((params) => this.host.send(session, method, params), key, method);
      return {
        items,
        error: notObjects ? `${method} returned ${notObjects} entries that are not objects (left out)` : undefined,
      };
    } catch (e) {
      // servers that offer resources often do not implement templates: that list is simply absent
      if (list === 'resourceTemplates' && e instanceof Error && 'code' in e && e.code === ErrorCode.MethodNotFound) {
        return {};
      }
      return { items: [], error: messageOf(e) };
    }
  }

  /** Re-lists one list; calls that arrive while one runs are folded into one more run after it. */
  private refreshList(list: CatalogList): Promise<void> {
    const running = this.refreshing.get(list);
    if (running) {
      this.staleLists.add(list);
      return running;
    }
    const run = (async () => {
      do {
        this.staleLists.delete(list);
        const session = this.host.runningSession();
        if (!session) return;
        const capabilities = session.peer?.getServerCapabilities() ?? {};
        if (!capabilities[LIST_METHODS[list].capability]) return;
        const r = await this.listOn(session, list);
        if (!this.host.isCurrent(session) || !this.currentCatalog || session.ended) return;
        const errors = { ...this.currentCatalog.errors };
        if (r.error) errors[list] = r.error;
        else delete errors[list];
        this.set({ ...this.currentCatalog, [list]: r.items, errors });
        this.host.changed(session);
      } while (this.staleLists.has(list));
    })();
    this.refreshing.set(list, run);
    const clear = () => this.refreshing.delete(list);
    run.then(clear, clear);
    return run;
  }
}

/** Freezes `value` and everything in it; an object already frozen by this function is not walked again. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
