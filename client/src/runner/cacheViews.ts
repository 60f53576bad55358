// The cache hints (SEP-2549) the runner shows: of each list of the chosen server, and of a read result.
import { cacheHintsOf, describeHints, freshUntil, type Freshness } from '../../../common/mcp/cacheHints';
import { LIST_METHODS } from '../../../common/mcp/catalog';
import { CATALOG_LISTS, type CatalogList, type JsonObject } from '../../../common/mcp/types';
import type { ListCacheView } from '../protocol/runnerViews';

/** The lists that carried hints, in catalog order; a 2025-era catalog has none. */
export function listCacheViews(freshness: Readonly<Partial<Record<CatalogList, Freshness>>>): ListCacheView[] {
  return CATALOG_LISTS.flatMap((list) => {
    const f = freshness[list];
    if (!f?.hints) return [];
    const until = freshUntil(f);
    return [
      {
        method: LIST_METHODS[list].method,
        listedAt: f.at,
        hints: describeHints(f.hints),
        ...(until !== undefined ? { freshUntil: until } : {}),
      },
    ];
  });
}

/** A read result's hints in words, when it may be cached (ttlMs 0, the SDK's default, says nothing new). */
export function readCacheText(result: JsonObject): string | undefined {
  const hints = cacheHintsOf(result);
  return hints && hints.ttlMs > 0 ? describeHints(hints) : undefined;
}
