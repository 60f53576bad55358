/**
 * The scheme of the read-only documents that hold running servers' catalogs. A module of its own: the language
 * client's bundle needs it for its document selector, the language server to know live catalogs, and neither may
 * take the rule engine or the MCP SDK along.
 */
export const CATALOG_SCHEME = 'mcp-lens-catalog';
