/**
 * A running server's catalog kept current: every list fetched at start, a list again when the server says it changed
 * (calls meanwhile fold into one more run), and frozen as it arrives so that what the approval gate saw cannot change.
 */
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { cacheHintsOf, combineHints, hasExpired, ReadCache, type CacheHints, type Freshness } from './cacheHints';
import { LIST_METHODS, listAll } from './catalog';
import { messageOf } from './errors';
import type { Session } from './session';
import {
  CATALOG_LISTS,
  type Catalog,
  type CatalogList,
  type JsonObject,
  type Logger,
  type RequestOptions,
} from './types';

/** What the sync needs of its connection. */
export interface CatalogSyncHost {
  readonly logger: Logger;
  isCurrent(session: Session): boolean;
  /** The current session while it is running. */
  runningSession(): Session | undefined;
  isStarting(): boolean;
  send(session: Session, method: string, params: JsonObject | undefined, options?: RequestOptions): Promise<JsonObject>;
  /** The clock of the cache hints (epoch ms). */
  now(): number;
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
  /** When each list of the current catalog arrived, and the cache hints it carried. */
  private readonly listed = new Map<CatalogList, Freshness>();
  private readonly reads: ReadCache;

  constructor(private readonly host: CatalogSyncHost) {
    this.reads = new ReadCache(() => host.now());
  }

  get catalog(): Catalog | undefined {
    return this.currentCatalog;
  }

  tool(name: string): JsonObject | undefined {
    return this.toolsByName.get(name);
  }

  /** When each list of the current catalog arrived, with its cache hints. */
  get freshness(): Readonly<Partial<Record<CatalogList, Freshness>>> {
    return Object.fromEntries(this.listed);
  }

  /** Every catalog is frozen once, when it arrives; no catalog: nothing listed or read is held any more. */
  set(catalog: Catalog | undefined): void {
    if (catalog) deepFreeze(catalog);
    else this.forgetHeld();
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
        this.noteListed(l, r);
      }),
    );
    return { ...lists, errors };
  }

  /** Lists everything again (all pages), whatever the cache hints say: the user asked. */
  async refreshAll(): Promise<void> {
    await Promise.all(CATALOG_LISTS.map((l) => this.refreshList(l)));
  }

  /** An automatic re-listing: only the lists whose `ttlMs` has run out are asked again; returns them. */
  async refreshExpired(): Promise<CatalogList[]> {
    const now = this.host.now();
    const expired = CATALOG_LISTS.filter((l) => hasExpired(this.listed.get(l), now));
    await Promise.all(expired.map((l) => this.refreshList(l)));
    return expired;
  }

  /**
   * `resources/read`. With `reuse` (a read the user did not ask for), a result still fresh by its `ttlMs` is
   * answered from the cache, with when it was read; every result read is kept for its `ttlMs`.
   */
  async read(
    session: Session,
    uri: string,
    options: RequestOptions & { readonly reuse?: boolean } = {},
  ): Promise<{ result: JsonObject; freshness: Freshness; fromCache: boolean }> {
    const held = options.reuse ? this.reads.fresh(uri) : undefined;
    if (held) return { ...held, fromCache: true };
    let askedInput = false;
    const onInputRound = () => {
      askedInput = true;
      options.onInputRound?.();
    };
    const result = await this.host.send(session, 'resources/read', { uri }, { ...options, onInputRound });
    if (!this.host.isCurrent(session)) return { result, freshness: { at: this.host.now() }, fromCache: false };
    if (askedInput) {
      // the spec forbids caching a result that needed input_required rounds, whatever its ttlMs
      this.reads.invalidate(uri);
      return { result, freshness: { at: this.host.now() }, fromCache: false };
    }
    return { result, freshness: this.reads.put(uri, result), fromCache: false };
  }

  /** `notifications/resources/updated`: a held read of `uri` is not used again. */
  resourceUpdated(uri: string): void {
    this.reads.invalidate(uri);
  }

  /** `notifications/…/list_changed` of the current session. */
  listChanged(session: Session, lists: CatalogList[]): void {
    if (!this.host.isCurrent(session)) return;
    // a change of the resources list may change what any of them reads
    if (lists.includes('resources')) this.reads.clear();
    for (const l of lists) {
      this.host.logger.info(`The server says its ${l} changed`);
      if (this.host.isStarting()) this.staleLists.add(l);
      else void this.refreshList(l);
    }
  }

  /** One list, all pages; a list the server declared but cannot deliver becomes an error of that list. */
  private async listOn(session: Session, list: CatalogList): Promise<ListOutcome> {
    const { method, key } = LIST_METHODS[list];
    const pages: (CacheHints | undefined)[] = [];
    const page = async (params: JsonObject | undefined) => {
      const result = await this.host.send(session, method, params);
      pages.push(cacheHintsOf(result));
      return result;
    };
    try {
      const { items, notObjects } = await listAll(page, key, method);
      return {
        items,
        error: notObjects ? `${method} returned ${notObjects} entries that are not objects (left out)` : undefined,
        hints: combineHints(pages),
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
        this.noteListed(list, r);
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

  /** A list that arrived is held for its `ttlMs`; one that failed is not held at all. */
  private noteListed(list: CatalogList, r: ListOutcome): void {
    if (!r.items || r.error) this.listed.delete(list);
    else this.listed.set(list, { at: this.host.now(), ...(r.hints ? { hints: r.hints } : {}) });
  }

  private forgetHeld(): void {
    this.listed.clear();
    this.reads.clear();
  }
}

interface ListOutcome {
  readonly items?: JsonObject[];
  readonly error?: string;
  readonly hints?: CacheHints;
}

/** Freezes `value` and everything in it; an object already frozen by this function is not walked again. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
