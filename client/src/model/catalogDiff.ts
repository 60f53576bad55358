import { sortKeys } from '../../../common/json/sortKeys';
import type { Catalog, JsonObject } from '../../../common/mcp/types';

/** The catalog lists a diff compares, each item known by its key. */
export const DIFF_LISTS = [
  { list: 'tools', key: 'name', label: 'Tool' },
  { list: 'resources', key: 'uri', label: 'Resource' },
  { list: 'resourceTemplates', key: 'uriTemplate', label: 'Resource template' },
  { list: 'prompts', key: 'name', label: 'Prompt' },
] as const;

export type DiffList = (typeof DIFF_LISTS)[number]['list'];

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
 * What differs between two runs' catalogs: items added, removed, or changed in any field (compared by value,
 * whatever the order of keys). Items keep their list's order; removed ones come where they were.
 */
export function catalogDiff(before: Catalog, after: Catalog): CatalogDiff {
  const changes: CatalogItemChange[] = [];
  for (const { list, key } of DIFF_LISTS) {
    const old = keyed(before[list], key);
    const now = keyed(after[list], key);
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

function keyed(items: readonly JsonObject[] | undefined, key: string): Map<string, JsonObject> {
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

/** "2 added, 1 removed, 3 changed", or "no changes". */
export function diffSummary(diff: CatalogDiff): string {
  const n = (c: CatalogItemChange['change']) => diff.changes.filter((x) => x.change === c).length;
  const parts = [
    [n('added'), 'added'],
    [n('removed'), 'removed'],
    [n('changed'), 'changed'],
  ]
    .filter(([count]) => count)
    .map(([count, what]) => `${count} ${what}`);
  return parts.length ? parts.join(', ') : 'no changes';
}

const CHANGE_MARKS: Readonly<Record<CatalogItemChange['change'], string>> = { added: '+', removed: '−', changed: '~' };

/** One line per change, for people: "+ Tool add_note", "~ Tool search: description, inputSchema". */
export function changeLine(c: CatalogItemChange): string {
  const label = DIFF_LISTS.find((l) => l.list === c.list)!.label;
  const mark = CHANGE_MARKS[c.change];
  return `${mark} ${label} ${c.key}${c.change === 'changed' ? `: ${c.fields.join(', ')}` : ` (${c.change})`}`;
}

/**
 * A catalog as the text of one side of the diff editor: each list sorted by key, each object's keys sorted, so
 * that the editor shows what changed and not where the server happened to list it.
 */
export function diffableCatalogText(catalog: Catalog | undefined): string {
  const out: Record<string, unknown> = {};
  for (const { list, key } of DIFF_LISTS) {
    const items = [...(catalog?.[list] ?? [])].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    out[list] = sortKeys(items);
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
