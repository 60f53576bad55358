import { lint } from '../../../server/src/engine/lint';
import type { EngineOptions, Finding } from '../../../server/src/engine/types';
import { parseDocument } from '../../../server/src/parse/parsedDocument';
import type { Catalog, ConnectionState } from '../mcp/types';
import { CATALOG_SCHEME } from './catalogScheme';
import type { ServerDefinition } from './configSource';
import { sourceHints } from './sourceHints';

/** A running server's catalog as a JSON document, with what the rule engine finds in it. */
export interface CatalogDocument {
  readonly uri: string;
  readonly text: string;
  readonly findings: readonly Finding[];
}

/** `mcp-lens-catalog:/<name>.catalog.json?<id>`: the name for the tab, the id to find the server. */
export function catalogUri(def: Pick<ServerDefinition, 'id' | 'name'>): string {
  const safe = def.name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'server';
  return `${CATALOG_SCHEME}:/${safe}.catalog.json?${encodeURIComponent(def.id)}`;
}

/** The server id a catalog URI names (its query), or undefined. */
export function serverIdOfCatalogUri(uri: string): string | undefined {
  const q = uri.indexOf('?');
  if (!uri.startsWith(`${CATALOG_SCHEME}:`) || q < 0) return undefined;
  try {
    return decodeURIComponent(uri.slice(q + 1));
  } catch {
    return undefined;
  }
}

/**
 * The lists exactly as the server sent them, under the protocol version it negotiated (which is the revision
 * the rules check against), with where they came from in `_meta`.
 */
export function catalogText(def: ServerDefinition, state: Extract<ConnectionState, { status: 'running' }>, catalog: Catalog): string {
  const doc: Record<string, unknown> = {};
  if (state.protocolVersion) doc.protocolVersion = state.protocolVersion;
  doc._meta = {
    // where the code is, so the language server can link findings back to the declarations (stdio servers only)
    'mcp-lens/server': { name: def.name, file: def.location.path, serverInfo: state.server, transport: state.transport, source: sourceHints(def) },
  };
  if (catalog.tools) doc.tools = catalog.tools;
  if (catalog.resources) doc.resources = catalog.resources;
  if (catalog.resourceTemplates) doc.resourceTemplates = catalog.resourceTemplates;
  if (catalog.prompts) doc.prompts = catalog.prompts;
  return JSON.stringify(doc, null, 2) + '\n';
}

/** Lints a catalog document as capability definitions, with the same engine as every MCP file. */
export function lintCatalog(uri: string, text: string, options: EngineOptions = {}): Finding[] {
  const result = lint(parseDocument(uri, text), options, { kind: 'capabilities', reason: 'live catalog of a running server' });
  return result.findings;
}

export function buildCatalogDocument(def: ServerDefinition, state: Extract<ConnectionState, { status: 'running' }>, catalog: Catalog, options?: EngineOptions): CatalogDocument {
  const uri = catalogUri(def);
  const text = catalogText(def, state, catalog);
  return { uri, text, findings: lintCatalog(uri, text, options) };
}
