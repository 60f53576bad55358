// A running server's catalog as the JSON document the extension shows and the command line checks.
import type { Catalog, ConnectionState } from '../mcp/types';
import { CATALOG_SCHEME } from '../protocol/catalogScheme';
import type { ServerDefinition } from '../config/configSource';
import { sourceHints, type LaunchedCommand } from '../config/sourceHints';

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
 * The lists exactly as the server sent them, under the protocol version it negotiated (the revision the rules check
 * against), with where they came from in `_meta` (from `launched`, the launch it was started with, when known).
 */
export function catalogText(
  def: ServerDefinition,
  state: Extract<ConnectionState, { status: 'running' }>,
  catalog: Catalog,
  launched?: LaunchedCommand,
): string {
  const doc: Record<string, unknown> = {};
  if (state.protocolVersion) doc.protocolVersion = state.protocolVersion;
  doc._meta = {
    // where the code is, so the language server can link findings back to the declarations (stdio servers only)
    'mcp-lens/server': {
      name: def.name,
      file: def.location.path,
      serverInfo: state.server,
      transport: state.transport,
      source: sourceHints(def, { launched }),
      ...(state.warnings?.length ? { warnings: state.warnings } : {}),
      // a list that failed is written empty: the rules must not read it as "the server lists none"
      ...(catalog.errors && Object.keys(catalog.errors).length ? { listErrors: catalog.errors } : {}),
    },
  };
  if (catalog.tools) doc.tools = catalog.tools;
  if (catalog.resources) doc.resources = catalog.resources;
  if (catalog.resourceTemplates) doc.resourceTemplates = catalog.resourceTemplates;
  if (catalog.prompts) doc.prompts = catalog.prompts;
  return JSON.stringify(doc, null, 2) + '\n';
}

export interface WarningSpan {
  readonly warning: string;
  readonly offset: number;
  readonly length: number;
}

/**
 * Where each warning string of `_meta["mcp-lens/server"].warnings` is written in `text` (the only place the text
 * holds it whole), as an offset and a length; a warning not found there is left out.
 */
export function warningSpans(text: string, warnings: readonly string[]): WarningSpan[] {
  const list = text.indexOf('"warnings": [');
  if (list < 0) return [];
  return warnings.flatMap((warning) => {
    const written = JSON.stringify(warning);
    const offset = text.indexOf(written, list);
    return offset < 0 ? [] : [{ warning, offset, length: written.length }];
  });
}
