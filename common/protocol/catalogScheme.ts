/**
 * The scheme of the read-only documents that hold running servers' catalogs, in a module of its own so that the
 * language client's bundle and the language server can use it without taking the engine or the MCP SDK along.
 */
export const CATALOG_SCHEME = 'mcp-lens-catalog';
