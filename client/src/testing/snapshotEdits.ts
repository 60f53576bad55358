// Rewrites of a test file's text that keep everything else as written (comments, order, spacing): a step's snapshot or
// the catalog snapshot set to what the server answers now, and recorded steps appended. No `vscode` import.
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import type { CatalogSnapshot, JsonValue, TestStep } from '../../../common/savedTests/format';
import type { TestFileResult } from '../../../common/savedTests/runTestFile';

/** Which snapshot of a file: the catalog's, or a step's (zero-based) `expect.snapshot`. */
export type SnapshotTarget = 'catalog' | { readonly step: number };

export interface SnapshotUpdate {
  readonly target: SnapshotTarget;
  readonly value: JsonValue | CatalogSnapshot;
}

/**
 * What Update Snapshot writes from a run's result: for the catalog or a step, its snapshot as the server answered;
 * for the whole file, every snapshot that failed (the catalog's when the catalog check failed).
 */
export function snapshotUpdates(result: TestFileResult, scope: 'file' | SnapshotTarget): SnapshotUpdate[] {
  const updates: SnapshotUpdate[] = [];
  const catalog = result.updated.catalog;
  if (catalog && result.catalog && (scope === 'catalog' || (scope === 'file' && result.catalog.failed))) {
    updates.push({ target: 'catalog', value: catalog });
  }
  result.updated.snapshots.forEach((value, index) => {
    const failed = result.steps[index]?.failures.some((f) => f.expectation === 'snapshot') === true;
    const wanted = typeof scope === 'object' ? scope.step === index : scope === 'file' && failed;
    if (wanted && value !== undefined) updates.push({ target: { step: index }, value });
  });
  return updates;
}

/** The text with the target's snapshot replaced by `value`. */
export function withSnapshot(text: string, target: SnapshotTarget, value: JsonValue | CatalogSnapshot): string {
  const path: JSONPath = target === 'catalog' ? ['catalog'] : ['steps', target.step, 'expect', 'snapshot'];
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
