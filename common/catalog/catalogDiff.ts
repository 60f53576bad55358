import { sortKeys } from '../json/sortKeys';
import type { CatalogList, JsonObject } from '../mcp/types';

/** The catalog lists a diff compares, each item known by its key. */
export const DIFF_LISTS = [
  { list: 'tools', key: 'name', label: 'Tool' },
  { list: 'resources', key: 'uri', label: 'Resource' },
  { list: 'resourceTemplates', key: 'uriTemplate', label: 'Resource template' },
  { list: 'prompts', key: 'name', label: 'Prompt' },
] as const;

export type DiffList = (typeof DIFF_LISTS)[number]['list'];

/** The lists of a catalog, whether a live one (with its errors) or one stored in a file. */
export type CatalogLists = Readonly<Partial<Record<CatalogList, readonly JsonObject[]>>>;

export interface CatalogItemChange {
  readonly list: DiffList;
  /** The item's name, URI or URI template. */
  readonly key: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** For a changed item: its fields that differ (description, inputSchema, annotations…), in the item's order. */
  readonly fields: readonly string[];
}

export interface CatalogDiff {
  readonly changes: readonly CatalogItemChange[];
}

/**
 * What differs between two catalogs: items added, removed, or changed in any field (compared by value,
 * whatever the order of keys). Items keep their list's order; removed ones come where they were.
 */
export function catalogDiff(before: CatalogLists, after: CatalogLists): CatalogDiff {
  const changes: CatalogItemChange[] = [];
  for (const { list, key } of DIFF_LISTS) {
    const old = keyedItems(before[list], key);
    const now = keyedItems(after[list], key);
    for (const [k, item] of now) {
      const was = old.get(k);
      if (!was) changes.push({ list, key: k, change: 'added', fields: [] });
      else {
        const fields = changedFields(was, item);
        if (fields.length) changes.push({ list, key: k, change: 'changed', fields });
      }
    }
    for (const k of old.keys()) if (!now.has(k)) changes.push({ list, key: k, change: 'removed', fields: [] });
  }
  return { changes };
}

/** A list's items by their key; an item without a string key, or with one seen before, is left out. */
export function keyedItems(items: readonly JsonObject[] | undefined, key: string): Map<string, JsonObject> {
  const map = new Map<string, JsonObject>();
  for (const item of items ?? []) {
    const k = item[key];
    if (typeof k === 'string' && !map.has(k)) map.set(k, item);
  }
  return map;
}

function changedFields(a: JsonObject, b: JsonObject): string[] {
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.filter((f) => canonical(a[f]) !== canonical(b[f]));
}

/** JSON with every object's keys sorted: equal values give equal text. */
export function canonical(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'undefined';
}
