import type { CatalogCounts, CatalogList, JsonObject } from './types';

/** The list request and result key of each catalog list. */
export const LIST_METHODS: Readonly<
  Record<CatalogList, { method: string; key: string; capability: 'tools' | 'resources' | 'prompts' }>
> = {
  tools: { method: 'tools/list', key: 'tools', capability: 'tools' },
  resources: { method: 'resources/list', key: 'resources', capability: 'resources' },
  resourceTemplates: { method: 'resources/templates/list', key: 'resourceTemplates', capability: 'resources' },
  prompts: { method: 'prompts/list', key: 'prompts', capability: 'prompts' },
};

const MAX_PAGES = 10_000;

/**
 * Follows `nextCursor` to the end of a paginated list. Stops (with an error) when a server hands out the
 * same cursor twice, which would otherwise loop forever.
 */
export async function listAll(
  request: (params: JsonObject | undefined) => Promise<JsonObject>,
  key: string,
  method: string,
): Promise<{ items: JsonObject[]; notObjects: number }> {
  const items: JsonObject[] = [];
  let notObjects = 0;
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await request(cursor === undefined ? undefined : { cursor });
    const list = result[key];
    if (!Array.isArray(list)) throw new Error(`${method} returned no \`${key}\` array`);
    for (const item of list) {
      if (item && typeof item === 'object' && !Array.isArray(item)) items.push(item as JsonObject);
      else notObjects++;
    }
    const next = result.nextCursor;
    if (typeof next !== 'string' || next === '') return { items, notObjects };
    if (seen.has(next)) {
      throw new Error(`${method} returned the cursor ${JSON.stringify(next)} twice; the list would never end`);
    }
    seen.add(next);
    cursor = next;
  }
  throw new Error(`${method} returned more than ${MAX_PAGES} pages`);
}

export function countsOf(catalog: Partial<Record<CatalogList, readonly JsonObject[] | undefined>>): CatalogCounts {
  const counts: CatalogCounts = {};
  for (const list of Object.keys(LIST_METHODS) as CatalogList[]) {
    const items = catalog[list];
    if (items) counts[list] = items.length;
  }
  return counts;
}
