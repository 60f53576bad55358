/**
 * The scheme of the read-only catalog documents. A module of its own: the language client's bundle needs the
 * scheme for its document selector, and must not take the rule engine that catalogDocument.ts brings.
 */
export const CATALOG_SCHEME = 'mcp-lens-catalog';
