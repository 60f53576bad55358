/**
 * The pipeline every checker goes through — the language server, the command line, the live lint of running
 * servers and the approval panel: a document (uri, text, language id, settings, forced kind) → an analysis (size and
 * depth limits, code or JSON, parse, detection) → what the rules need of the disk (workspace facts: the editor and
 * the CLI) → a check result (findings, notices, rule failures). Callers outside the language server reach the engine
 * only through this module.
 */
export {
  analyseDocument,
  isStaleAnalysis,
  needsPreparation,
  prepareDocument,
  type Analysis,
  type AnalysisSettings,
  type DocumentInput,
} from './analyse';
export {
  checkAnalysis,
  checkDocument,
  checkInSlices,
  notCheckedResult,
  placeFindings,
  shownFindings,
  type CheckResult,
  type PlacedFinding,
} from './check';
export { LineIndex, SourceText, type Position, type Range } from './lineIndex';
export { internalErrorNotice, looksLikeMcp, notCheckedNotice, type NotChecked, type RuleFailure } from './notChecked';
export { engineOptionsOf, type EngineExtras } from './options';
export { WorkspaceFactsLookup, type WorkspaceFacts, type WorkspaceFactsOptions } from './workspaceFacts';
