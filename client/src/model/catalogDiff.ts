import { DIFF_LISTS, type CatalogDiff, type CatalogItemChange } from '../../../common/catalog/catalogDiff';
import { sortKeys } from '../../../common/json/sortKeys';
import type { Catalog } from '../../../common/mcp/types';

export {
  DIFF_LISTS,
  canonical,
  catalogDiff,
  type CatalogDiff,
  type CatalogItemChange,
  type DiffList,
} from '../../../common/catalog/catalogDiff';

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
