// What updating a test file's snapshots writes, shared by `mcp-lens test --update` and the editor's Update Snapshot:
// each edit is a path in the file and the value to write there, so the rest of the text (comments, other lists) stays.
import { CATALOG_LISTS } from '../mcp/types';
import type { CatalogChangeReport } from './catalogChanges';
import type { CatalogSnapshot, JsonValue } from './format';

export interface SnapshotEdit {
  readonly path: readonly (string | number)[];
  readonly value: JsonValue;
}

/**
 * The catalog lists to rewrite: each list the file's snapshot keeps and that changed, as the server lists it now
 * (empty when the server no longer lists it). A list that still matches, or that the file does not keep, is not
 * touched, so its comments and layout survive.
 */
export function catalogListEdits(
  kept: CatalogSnapshot,
  report: Pick<CatalogChangeReport, 'breaking' | 'changes'>,
  live: CatalogSnapshot,
): SnapshotEdit[] {
  const changed = [...report.breaking, ...report.changes];
  const edits: SnapshotEdit[] = [];
  for (const list of CATALOG_LISTS) {
    if (kept[list] === undefined || !changed.some((c) => c.path[0] === list)) continue;
    edits.push({ path: ['catalog', list], value: [...(live[list] ?? [])] });
  }
  return edits;
}

/** Where a step's snapshot is (zero-based index). */
export function stepSnapshotPath(index: number): SnapshotEdit['path'] {
  return ['steps', index, 'expect', 'snapshot'];
}
