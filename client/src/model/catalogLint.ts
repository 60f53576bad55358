/**
 * The rule engine over a catalog document. Runs only in the catalog lint worker (catalogLintWorker.ts, reached
 * through CatalogLinter): a catalog is a server's to write, and 5,000 tools or schemas with a huge `$ref` fan-out
 * would keep the extension host busy for seconds.
 */
import { lint } from '../../../server/src/engine/lint';
import type { EngineOptions, Finding } from '../../../server/src/engine/types';
import { parseDocument } from '../../../server/src/parse/parsedDocument';

/** What can cross to the worker of EngineOptions (its injected functions cannot; the worker's clock and PATH are the host's). */
export type CatalogLintSettings = Pick<EngineOptions, 'specVersion' | 'rules'>;

export interface CatalogLintRequest {
  readonly uri: string;
  readonly text: string;
  readonly settings: CatalogLintSettings;
}

/** Lints a catalog document as capability definitions, with the same engine as every MCP file; `parsed` is called between parsing and the rules. */
export function lintCatalog(request: CatalogLintRequest, parsed: () => void = () => undefined): Finding[] {
  const doc = parseDocument(request.uri, request.text);
  parsed();
  return lint(doc, request.settings, { kind: 'capabilities', reason: 'live catalog of a running server' }).findings;
}
