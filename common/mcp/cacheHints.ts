/**
 * The cache hints of 2026-07-28 results (SEP-2549: `ttlMs`, `cacheScope`) as MCP Lens reads, shows and honours them.
 * What is fetched again and when is explained in docs/protocol-revisions.md ("Cache hints").
 */
import type { JsonObject } from './types';

/** The freshness a server gave a result; `scope` exactly as sent ("public", "private", or what else it said). */
export interface CacheHints {
  readonly ttlMs: number;
  readonly scope?: string;
}

/** When a list or read arrived (epoch ms) and the hints it carried; no hints: a 2025-era result. */
export interface Freshness {
  readonly at: number;
  readonly hints?: CacheHints;
}

/** No result is held longer than a day, whatever its `ttlMs` says (the 2.x client's MAX_CACHE_TTL_MS too). */
export const MAX_TTL_MS = 86_400_000;

/** The hints of one result: undefined when it carries neither field; a `ttlMs` that is not a count of ms reads as 0. */
export function cacheHintsOf(result: JsonObject): CacheHints | undefined {
  const { ttlMs, cacheScope } = result;
  if (ttlMs === undefined && cacheScope === undefined) return undefined;
  const ttl = typeof ttlMs === 'number' && Number.isFinite(ttlMs) && ttlMs > 0 ? Math.floor(ttlMs) : 0;
  return {
    ttlMs: Math.min(ttl, MAX_TTL_MS),
    ...(typeof cacheScope === 'string' ? { scope: cacheScope } : {}),
  };
}

/** The hints of a list of several pages: the shortest time to live, and private when any page is not public. */
export function combineHints(pages: readonly (CacheHints | undefined)[]): CacheHints | undefined {
  const given = pages.filter((p): p is CacheHints => !!p);
  if (!given.length) return undefined;
  if (given.length < pages.length) return { ttlMs: 0, scope: 'private' };
  const ttlMs = Math.min(...given.map((p) => p.ttlMs));
  const scopes = new Set(given.map((p) => p.scope));
  const scope = scopes.size === 1 ? given[0].scope : 'private';
  return { ttlMs, ...(scope !== undefined ? { scope } : {}) };
}

/** Until when (epoch ms) the result may be used again without asking the server; undefined: never. */
export function freshUntil(f: Freshness | undefined): number | undefined {
  return f?.hints && f.hints.ttlMs > 0 ? f.at + f.hints.ttlMs : undefined;
}

export function isFresh(f: Freshness | undefined, now: number): boolean {
  const until = freshUntil(f);
  return until !== undefined && now < until;
}

/** Only a result given a positive `ttlMs` expires; one without (or with 0) is followed by notifications alone. */
export function hasExpired(f: Freshness | undefined, now: number): boolean {
  const until = freshUntil(f);
  return until !== undefined && now >= until;
}

/** A scope as the spec defines it, or the safe reading of anything else. */
export function effectiveScope(hints: CacheHints): 'public' | 'private' {
  return hints.scope === 'public' ? 'public' : 'private';
}

/** "cached for 30 s (private)", "not cached (ttlMs 0, public)", "cached for 5 min (cacheScope "team" read as private)". */
export function describeHints(hints: CacheHints): string {
  const scope = describeScope(hints.scope);
  return hints.ttlMs > 0 ? `cached for ${describeDuration(hints.ttlMs)} (${scope})` : `not cached (ttlMs 0, ${scope})`;
}

function describeScope(scope: string | undefined): string {
  if (scope === 'public' || scope === 'private') return scope;
  if (scope === undefined) return 'no cacheScope: read as private';
  return `cacheScope ${JSON.stringify(scope)} read as private`;
}

/** "500 ms", "30 s", "2 min 5 s", "3 h", "1 day". */
export function describeDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  if (s < 86_400) return s % 3600 ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min` : `${s / 3600} h`;
  return `${Math.round(s / 86_400)} day${s >= 129_600 ? 's' : ''}`;
}

/**
 * `resources/read` results of one session held for their `ttlMs`, by URI. Only results given a positive `ttlMs` are
 * kept, at most `max` of them (the oldest goes first).
 */
export class ReadCache {
  private readonly held = new Map<string, { readonly result: JsonObject; readonly freshness: Freshness }>();

  constructor(
    private readonly now: () => number,
    private readonly max = 100,
  ) {}

  /** The held result of `uri` while it is fresh, with when it was read. */
  fresh(uri: string): { readonly result: JsonObject; readonly freshness: Freshness } | undefined {
    const entry = this.held.get(uri);
    if (entry && isFresh(entry.freshness, this.now())) return entry;
    if (entry) this.held.delete(uri);
    return undefined;
  }

  /** Keeps `result` if its hints let it be used again; returns its freshness either way. */
  put(uri: string, result: JsonObject): Freshness {
    const hints = cacheHintsOf(result);
    const freshness: Freshness = { at: this.now(), ...(hints ? { hints } : {}) };
    this.held.delete(uri);
    if (!hints || hints.ttlMs <= 0) return freshness;
    this.held.set(uri, { result, freshness });
    if (this.held.size > this.max) this.held.delete(this.held.keys().next().value as string);
    return freshness;
  }

  /** `notifications/resources/updated`: the held result of `uri` is no longer what the server would say. */
  invalidate(uri: string): void {
    this.held.delete(uri);
  }

  clear(): void {
    this.held.clear();
  }
}
