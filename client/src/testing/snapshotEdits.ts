// Rewrites of a test file's text that keep everything else as written (comments, order, spacing): a step's snapshot or
// the catalog lists that changed set to what the server answered in the last run, and recorded steps appended. No
// `vscode` import.
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import { parseTestFile, type CatalogSnapshot, type JsonValue, type TestStep } from '../../../common/savedTests/format';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';
import { catalogListEdits, stepSnapshotPath, type SnapshotEdit } from '../../../common/savedTests/snapshotUpdate';

/** Which snapshot of a file: the catalog's, or a step's (zero-based) `expect.snapshot`. */
export type SnapshotTarget = 'catalog' | { readonly step: number };

/** A file's last run: its result, and the text that ran (the result's step indexes are that text's steps). */
export interface FileRun {
  readonly result: TestFileResult;
  readonly text: string;
}

/** What Update Snapshot does: the edits to write into the file, or why it writes nothing. */
export type SnapshotUpdate = { readonly edits: readonly SnapshotEdit[] } | { readonly refusal: string };

export const RUN_FIRST =
  'MCP Lens: run the test first: Update Snapshot writes what the server answered in the last run.';
export const RUN_AGAIN =
  'MCP Lens: the file changed since its last run, so what the server answered then may no longer belong where it ' +
  'would be written: run the test again, then Update Snapshot.';

/**
 * Update Snapshot on `scope` of a file whose text is `text` now, from its last run: nothing when it did not run (or
 * nothing was tested), or when the file was edited since (a step's answer would land in another step).
 */
export function snapshotUpdateOf(
  run: FileRun | undefined,
  text: string,
  scope: 'file' | SnapshotTarget,
): SnapshotUpdate {
  if (!run || run.result.outcome === 'error') return { refusal: RUN_FIRST };
  if (run.text !== text) return { refusal: RUN_AGAIN };
  const edits = snapshotUpdates(run, scope);
  if (edits.length) return { edits };
  const { result } = run;
  if (scope === 'catalog' && result.catalog) {
    return { refusal: 'MCP Lens: the catalog snapshot already matches what the server listed in the last run.' };
  }
  if (scope === 'file' && (result.catalog || result.updated.snapshots.some((s) => s !== undefined))) {
    return { refusal: 'MCP Lens: no snapshot of this file failed in the last run, so there is nothing to update.' };
  }
  return {
    refusal: 'MCP Lens: this test keeps no snapshot to update (a step has one in "expect": { "snapshot": … }).',
  };
}

/**
 * What Update Snapshot writes from a run: for the catalog, each list the file keeps that changed (as the command
 * line's `--update` writes it); for a step, its snapshot as the server answered; for the whole file, every snapshot
 * that failed (the catalog's lists when the catalog check failed).
 */
export function snapshotUpdates(run: FileRun, scope: 'file' | SnapshotTarget): SnapshotEdit[] {
  const { result } = run;
  const edits: SnapshotEdit[] = [];
  const kept = parseTestFile(run.text).file?.catalog;
  const live = result.updated.catalog;
  if (kept && live && result.catalog && (scope === 'catalog' || (scope === 'file' && result.catalog.failed))) {
    edits.push(...catalogListEdits(kept, result.catalog, live));
  }
  result.updated.snapshots.forEach((value, index) => {
    const failed = result.steps[index]?.failures.some((f) => f.expectation === 'snapshot') === true;
    const wanted = typeof scope === 'object' ? scope.step === index : scope === 'file' && failed;
    if (wanted && value !== undefined) edits.push({ path: stepSnapshotPath(index), value });
  });
  return edits;
}

/** The text with each edit's value written at its path. */
export function withSnapshotEdits(text: string, edits: readonly SnapshotEdit[]): string {
  let result = text;
  for (const e of edits) result = edit(result, [...e.path], e.value, false);
  return result;
}

/** The text with the target's snapshot replaced by `value` (the whole catalog for 'catalog'). */
export function withSnapshot(text: string, target: SnapshotTarget, value: JsonValue | CatalogSnapshot): string {
  const path: JSONPath = target === 'catalog' ? ['catalog'] : [...stepSnapshotPath(target.step)];
  return edit(text, path, value, false);
}

/** The text with `steps` appended to the file's steps (a file without a `steps` array gets one). */
export function withSteps(text: string, steps: readonly TestStep[]): string {
  let result = text;
  for (const step of steps) result = edit(result, ['steps', -1], step, true);
  return result;
}

function edit(text: string, path: JSONPath, value: unknown, isArrayInsertion: boolean): string {
  const edits = modify(text, path, value, { formattingOptions: formattingOf(text), isArrayInsertion });
  return applyEdits(text, edits);
}

/** The file's own indentation and line ends, read from its first indented line (two spaces when none is). */
export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const insertSpaces = !indent.startsWith('\t');
  return { insertSpaces, tabSize: insertSpaces ? indent.length : 1, eol };
}
