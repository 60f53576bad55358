import { lint } from '../../server/src/engine/lint';
import type { EngineOptions, Finding } from '../../server/src/engine/types';
import { applyEdits } from '../../server/src/engine/util/edits';
import { parseDocument } from '../../common/json/parsedDocument';
import type { FileKindMap } from '../../server/src/detect/detect';

/** Lints a text as if it were the file at `path` (detection uses the path; a `file:` or `untitled:` URI is taken as
 * it is), returning the findings. */
export function lintText(
  path: string,
  text: string | object,
  options: EngineOptions = {},
  files?: FileKindMap,
): Finding[] {
  const source = typeof text === 'string' ? text : JSON.stringify(text, null, 2);
  const uri = /^(file|untitled):/.test(path) ? path : `file:///work/${path.replace(/^\//, '')}`;
  const result = lint(parseDocument(uri, source), options, undefined, files);
  if (result.ruleErrors.length) {
    throw new Error(`rule crashed: ${result.ruleErrors.map((e) => `${e.rule}: ${String(e.error)}`).join('; ')}`);
  }
  return result.findings;
}

export function codes(findings: readonly Finding[]): string[] {
  return findings.map((f) => f.code);
}

/** The text under a finding's range. */
export function spanOf(text: string, f: Finding): string {
  return text.slice(f.offset, f.offset + f.length);
}

/** Applies the fix with this title (or the first fix) of the first finding with `code`, and returns the new text. */
export function applyFix(text: string, findings: readonly Finding[], code: string, title?: string | RegExp): string {
  const f = findings.find((x) => x.code === code && x.fixes?.length);
  if (!f) throw new Error(`no fixable ${code} among ${codes(findings).join(', ')}`);
  const fix =
    title === undefined
      ? f.fixes![0]!
      : f.fixes!.find((x) => (typeof title === 'string' ? x.title === title : title.test(x.title)));
  if (!fix) throw new Error(`no fix ${String(title)} on ${code}: ${f.fixes!.map((x) => x.title).join(', ')}`);
  return applyEdits(text, fix.edits);
}
