// `mcp-lens test --update`: the snapshots of a test file rewritten in place, the rest of its text (comments, layout,
// other values) left as it was.
import { applyEdits, modify } from 'jsonc-parser';
import type { TestFile } from '../../../common/savedTests/format';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import { catalogListEdits, stepSnapshotPath, type SnapshotEdit } from '../../../common/savedTests/snapshotUpdate';
import { formattingOf } from '../../../server/src/engine/util/edits';
import type { FileOutcome } from './testReport';

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
    edits.push(...catalogListEdits(file.catalog, outcome.catalog, live));
  }
  for (const step of outcome.steps) {
    const value = result.updated.snapshots[step.index];
    if (step.updated && value !== undefined) edits.push({ path: stepSnapshotPath(step.index), value });
  }
  return edits;
}

/** The text with each edit's value written at its path, formatted as the file is indented. */
export function withSnapshots(text: string, edits: readonly SnapshotEdit[]): string {
  const formattingOptions = formattingOf(text);
  let out = text;
  for (const edit of edits) {
    out = applyEdits(out, modify(out, [...edit.path], edit.value, { formattingOptions }));
  }
  return out;
}
