import type { Finding } from '../../../server/src/engine/types';
import type { Catalog, ConnectionState } from '../mcp/types';
import { CATALOG_SCHEME } from './catalogScheme';
import type { CatalogLintResult } from './catalogLinter';
import type { ServerDefinition } from './configSource';
import { sourceHints, type LaunchedCommand } from './sourceHints';

/**
 * Where the lint of a catalog document is: it runs off the host's thread (CatalogLinter), so a document is shown
 * `pending` at once and its findings follow; `unchecked` when the lint could not finish (the reason says why).
 */
export type CatalogLintState = { readonly status: 'pending' } | { readonly status: 'checked' } | { readonly status: 'unchecked'; readonly reason: string };

/** A running server's catalog as a JSON document, with what the rule engine finds in it. */
export interface CatalogDocument {
  readonly uri: string;
  readonly text: string;
  /**
   * What the rule engine found in `text`: none yet while `pending` (or, after a relint of the same text, the
   * previous lint's until the new ones arrive); a single notice at the top when `unchecked`.
   */
  readonly findings: readonly Finding[];
  readonly lint: CatalogLintState;
}

/** The code of the notice on a catalog the lint could not finish (not a rule: nothing was checked). */
export const CATALOG_NOT_CHECKED = 'catalog-not-checked';

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
 * the rules check against), with where they came from in `_meta` (from `launched`, the launch it was started with,
 * when known).
 */
export function catalogText(def: ServerDefinition, state: Extract<ConnectionState, { status: 'running' }>, catalog: Catalog, launched?: LaunchedCommand): string {
  const doc: Record<string, unknown> = {};
  if (state.protocolVersion) doc.protocolVersion = state.protocolVersion;
  doc._meta = {
    // where the code is, so the language server can link findings back to the declarations (stdio servers only)
    'mcp-lens/server': { name: def.name, file: def.location.path, serverInfo: state.server, transport: state.transport, source: sourceHints(def, { launched }) },
  };
  if (catalog.tools) doc.tools = catalog.tools;
  if (catalog.resources) doc.resources = catalog.resources;
  if (catalog.resourceTemplates) doc.resourceTemplates = catalog.resourceTemplates;
  if (catalog.prompts) doc.prompts = catalog.prompts;
  return JSON.stringify(doc, null, 2) + '\n';
}

/** The document of a catalog as the server sent it, shown at once; its findings follow (`withLint`). */
export function buildCatalogDocument(def: ServerDefinition, state: Extract<ConnectionState, { status: 'running' }>, catalog: Catalog, launched?: LaunchedCommand): CatalogDocument {
  return { uri: catalogUri(def), text: catalogText(def, state, catalog, launched), findings: [], lint: { status: 'pending' } };
}

/** The same document once its lint has answered: its findings, or the notice that it was not checked. */
export function withLint(doc: CatalogDocument, result: CatalogLintResult): CatalogDocument {
  if (result.status === 'checked') return { ...doc, findings: result.findings, lint: { status: 'checked' } };
  const message = `The live catalog was not checked: ${result.reason}. Its findings are missing; the catalog itself is shown as the server sent it.`;
  const notice: Finding = { code: CATALOG_NOT_CHECKED, message, offset: 0, length: 1, severity: 'warning' };
  return { ...doc, findings: [notice], lint: { status: 'unchecked', reason: result.reason } };
}
