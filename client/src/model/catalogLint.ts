/**
 * The pipeline over a catalog document, run only in the catalog lint worker: a catalog is a server's to write, and
 * 5,000 tools or a huge `$ref` fan-out would keep the extension host busy for seconds.
 */
import {
  analyseDocument,
  checkAnalysis,
  engineOptionsOf,
  placeFindings,
  shownFindings,
  type PlacedFinding,
} from '../../../server/src/engineFacade';
import type { LensSettings } from '../../../common/protocol/settings';

/** What crosses to the worker of the settings (functions cannot; the worker's clock and PATH are the host's). */
export type CatalogLintSettings = Pick<LensSettings, 'specVersion' | 'rules' | 'maxDocumentSize'>;

export interface CatalogLintRequest {
  readonly uri: string;
  readonly text: string;
  readonly settings: CatalogLintSettings;
}

/**
 * Checks a catalog document as capability definitions through the pipeline every MCP file goes through, calling
 * `parsed` between the analysis and the rules. Notices of rules that failed come among the findings.
 */
export function lintCatalog(request: CatalogLintRequest, parsed: () => void = () => undefined): PlacedFinding[] {
  const analysis = analyseDocument(
    {
      uri: request.uri,
      text: request.text,
      kind: { kind: 'capabilities', reason: 'live catalog of a running server' },
    },
    request.settings,
  );
  parsed();
  const result = checkAnalysis(analysis, engineOptionsOf({ ...request.settings, checkCommandsOnPath: false }));
  return placeFindings(analysis.source, shownFindings(result));
}
