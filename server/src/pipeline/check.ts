import { isCodeDocument } from '../code/codeDocument';
import { lintCodeDocument } from './code/lintCode';
import type { Detection } from '../../../common/formats/documentKind';
import { lintInSlices, type LintResult } from '../engine/lint';
import type { EngineOptions, Finding } from '../engine/types';
import { analyseDocument, type Analysis, type AnalysisSettings, type DocumentInput } from './analyse';
import type { LineIndex, Position } from './lineIndex';
import { looksLikeMcp, notCheckedNotice, ruleFailureNotice, type NotChecked, type RuleFailure } from './notChecked';

/** What checking one version of a document found: the same answer in the editor, the CLI and the live lint. */
export interface CheckResult {
  readonly detection: Detection;
  /** What the rules found (their severities after settings), in document order. */
  readonly findings: readonly Finding[];
  /** What the checker says of its own work — not checked and why, rules that failed — shown beside the findings. */
  readonly notices: readonly Finding[];
  readonly ruleFailures: readonly RuleFailure[];
  readonly notChecked?: NotChecked;
}

/** A finding with its range as positions, for a checker without a line index of its own (the live lint's host). */
export interface PlacedFinding extends Omit<Finding, 'fixes'> {
  readonly start: Position;
  readonly end: Position;
}

/** The findings with their positions in `source` (their fixes left out: what is placed is only shown). */
export function placeFindings(source: LineIndex, findings: readonly Finding[]): PlacedFinding[] {
  return findings.map(({ fixes: _fixes, ...f }) => ({
    ...f,
    start: source.positionAt(f.offset),
    end: source.positionAt(f.offset + f.length),
  }));
}

/** Everything a checker shows for a result: the findings, then its notices. */
export function shownFindings(result: CheckResult): Finding[] {
  return [...result.findings, ...result.notices];
}

/**
 * Checks an analysed document in slices (see lintInSlices): each `next()` runs one step and yields its name, and a
 * caller that stops iterating abandons the rest. A rule that throws costs only its own findings and adds one notice.
 */
export function* checkInSlices(analysis: Analysis, options: EngineOptions): Generator<string, CheckResult, void> {
  if (analysis.notChecked) return notCheckedResult(analysis, analysis.notChecked);
  const doc = analysis.parsed;
  // code documents are small: their lint (mapped back onto the code) is one slice
  const lint: LintResult = isCodeDocument(doc)
    ? lintCodeDocument(doc, options)
    : yield* lintInSlices(doc, options, analysis.detection);
  const ruleFailures = lint.ruleErrors.map(({ rule, error }) => ({
    rule,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  }));
  return {
    detection: lint.detection,
    findings: lint.findings,
    notices: ruleFailures.length ? [ruleFailureNotice(ruleFailures)] : [],
    ruleFailures,
  };
}

export function checkAnalysis(analysis: Analysis, options: EngineOptions): CheckResult {
  const run = checkInSlices(analysis, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/** Analyses and checks one document (server code must have been prepared: `prepareDocument`). */
export function checkDocument(
  input: DocumentInput,
  settings: AnalysisSettings,
  options: EngineOptions,
): { analysis: Analysis; result: CheckResult } {
  const analysis = analyseDocument(input, settings);
  return { analysis, result: checkAnalysis(analysis, options) };
}

/**
 * The result for a document that was not checked: a notice when it looks like an MCP file (an unrelated huge JSON
 * file gets nothing), always for server code that imports an MCP SDK and for a check that was stopped.
 */
export function notCheckedResult(analysis: Pick<Analysis, 'detection' | 'source'>, why: NotChecked): CheckResult {
  const worthSaying = why.code === 'MCP005' || why.code === 'MCP006' || looksLikeMcp(analysis);
  const notices = worthSaying ? [notCheckedNotice(why, (offset) => analysis.source.lineNumberAt(offset))] : [];
  return { detection: analysis.detection, findings: [], notices, ruleFailures: [], notChecked: why };
}
