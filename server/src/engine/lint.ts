import type { Node } from 'jsonc-parser';
import { detectKind, type FileKindMap } from '../detect/detect';
import type { Detection } from '../../../common/formats/documentKind';
import type { ParsedDocument } from '../../../common/json/parsedDocument';
import { isSeverity } from '../../../common/protocol/severity';
import { embeddedDocument } from '../../../common/config/vscodeSurfaces';
import { ALL_RULES, RULES_BY_CODE } from './rules';
import { targetRevision } from './spec';
import type { EngineOptions, Finding, ReportOptions, Rule, RuleContext, RuleMeta, Severity } from './types';

export interface LintResult {
  readonly detection: Detection;
  readonly findings: Finding[];
  /** Rules that threw (a bug of ours); their findings are missing, the rest stand. */
  readonly ruleErrors: { rule: string; error: unknown }[];
}

export function metasOf(rule: Rule): readonly RuleMeta[] {
  return Array.isArray(rule.meta) ? (rule.meta as readonly RuleMeta[]) : [rule.meta as RuleMeta];
}

/** Runs every rule that applies to the document's kind. Pure: same input, same output; never throws. */
export function lint(
  doc: ParsedDocument,
  options: EngineOptions = {},
  detection?: Detection,
  files?: FileKindMap,
): LintResult {
  const run = lintInSlices(doc, options, detection, files);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * The same lint, one rule per slice: each `next()` runs the next rule that applies and yields its code; the last
 * returns the result. A caller that stops iterating (a newer version of the document arrived) abandons the rest.
 */
export function* lintInSlices(
  whole: ParsedDocument,
  options: EngineOptions = {},
  detection?: Detection,
  files?: FileKindMap,
): Generator<string, LintResult, void> {
  const det = detection ?? detectKind(whole.uri, whole.root, files);
  // detected here: a nested configuration (devcontainer.json) is taken as the root, as analyseDocument does
  const doc = detection ? whole : embeddedDocument(whole, det.embeddedAt);
  const findings: Finding[] = [];
  const ruleErrors: LintResult['ruleErrors'] = [];
  if (det.kind === 'unknown') return { detection: det, findings, ruleErrors };
  const { revision, fromDocument } = targetRevision(doc.root, options.specVersion);

  const report = (
    code: string,
    at: Node | { offset: number; length: number },
    message: string,
    opts?: ReportOptions,
  ) => {
    const meta = RULES_BY_CODE.get(code) ?? options.extraRules?.flatMap(metasOf).find((m) => m.code === code);
    const severity = effectiveSeverity(code, opts?.severity ?? meta?.severity ?? 'warning', options);
    if (!severity) return;
    // a fix whose edits could not be computed (a half-written document) would be an action that does nothing
    const fixes = opts?.fixes?.filter((f) => f.edits.length || f.files?.length);
    findings.push({
      code,
      message: boundedMessage(message),
      offset: at.offset,
      length: at.length,
      severity,
      fixes,
      tags: opts?.tags,
    });
  };
  const ctx: RuleContext = { doc, detection: det, spec: revision, specFromDocument: fromDocument, options, report };
  for (const rule of options.extraRules?.length ? [...ALL_RULES, ...options.extraRules] : ALL_RULES) {
    const metas = metasOf(rule);
    if (!metas.some((m) => m.kinds.includes(det.kind))) continue;
    if (metas.every((m) => options.rules?.[m.code] === 'off')) continue;
    // a rule that applies has a meta
    const code = metas[0]!.code;
    try {
      rule.check(ctx);
    } catch (error) {
      // one rule's bug costs only its own findings
      ruleErrors.push({ rule: code, error });
    }
    yield code;
  }
  findings.sort((a, b) => a.offset - b.offset || a.code.localeCompare(b.code));
  return { detection: det, findings, ruleErrors };
}

function effectiveSeverity(code: string, fallback: Severity, options: EngineOptions): Severity | undefined {
  const setting = options.rules?.[code];
  if (setting === 'off') return undefined;
  if (isSeverity(setting)) return setting;
  return fallback;
}

/** Longer than any message a rule writes itself: past it, a message quotes a document's value whole. */
const MAX_MESSAGE = 1000;

/** A message cut to MAX_MESSAGE characters (a rule that quotes a 100,000-character value must not send it 1,000 times). */
function boundedMessage(message: string): string {
  return message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE - 1)}…`;
}
