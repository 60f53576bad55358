/**
 * The pipeline every checker goes through (language server, command line, live lint, approval panel): document →
 * analysis → workspace facts → check result. Callers outside the language server reach the engine only through here.
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
