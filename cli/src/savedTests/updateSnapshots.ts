// `mcp-lens test --update`: the snapshots of a test file rewritten in place, the rest of its text (comments, layout,
// other values) left as it was.
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { CATALOG_LISTS } from '../../../common/mcp/types';
import type { JsonValue, TestFile } from '../../../common/savedTests/format';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import { formattingOf } from '../../../server/src/engine/util/edits';
import type { FileOutcome } from './testReport';

export interface SnapshotEdit {
  readonly path: JSONPath;
  readonly value: JsonValue;
}

/**
 * What to rewrite: each catalog list with a change (as the server lists it now, empty when it no longer does), and
 * the snapshot of each step the outcome marks updated. Lists and steps that still match are not touched.
 */
export function snapshotEdits(
  file: TestFile,
  result: TestFileResult,
  outcome: Pick<FileOutcome, 'catalog' | 'steps'>,
): SnapshotEdit[] {
  const edits: SnapshotEdit[] = [];
  const live = result.updated.catalog;
  if (outcome.catalog?.updated && file.catalog && live) {
    const all = [...outcome.catalog.breaking, ...outcome.catalog.changes];
    for (const list of CATALOG_LISTS) {
      if (file.catalog[list] === undefined || !all.some((c) => c.path[0] === list)) continue;
      edits.push({ path: ['catalog', list], value: [...(live[list] ?? [])] });
    }
  }
  for (const step of outcome.steps) {
    const value = result.updated.snapshots[step.index];
    if (step.updated && value !== undefined) edits.push({ path: ['steps', step.index, 'expect', 'snapshot'], value });
  }
  return edits;
}

/** The text with each edit's value written at its path, formatted as the file is indented. */
export function withSnapshots(text: string, edits: readonly SnapshotEdit[]): string {
  const formattingOptions = formattingOf(text);
  let out = text;
  for (const edit of edits) {
    out = applyEdits(out, modify(out, edit.path, edit.value, { formattingOptions }));
  }
  return out;
}
