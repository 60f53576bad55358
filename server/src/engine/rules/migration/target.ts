import type { CodeDocument } from '../../../code/codeDocument';
import type { MigrationFacts } from '../../../code/migration';
import type { EngineOptions } from '../../types';

export const MODERN = '2026-07-28';

export interface CodeTarget {
  readonly facts: MigrationFacts;
  /** The file serves MCP 2026-07-28 (or will), and why we think so; undefined when it targets an older revision. */
  readonly modern?: string;
  /** On SDK 2.x but connected to a transport by hand: 2025 only until it moves to `serveStdio`/`createMcpHandler`. */
  readonly servedAsLegacy?: boolean;
}

/**
 * The migration facts of a server's code, and whether it targets 2026-07-28: its own `supportedProtocolVersions`
 * first, then an explicit `mcpLens.specVersion`, then a TypeScript SDK 2.x import (2.x serves 2026-07-28 through
 * `createMcpHandler`/`serveStdio`, and its handlers are written once for both eras); a 2.x file that connects the
 * server to a transport by hand, never through those entries, is `servedAsLegacy`. Undefined for code not parsed.
 */
export function codeTarget(doc: CodeDocument, options: EngineOptions): CodeTarget | undefined {
  const facts = doc.code.extraction?.migration;
  if (!facts) return undefined;
  const declared = facts.declaredVersions;
  if (declared?.length) {
    return { facts, modern: declared.includes(MODERN) ? `its supportedProtocolVersions lists ${MODERN}` : undefined };
  }
  const setting = options.specVersion;
  if (setting && setting !== 'auto') {
    return { facts, modern: setting === MODERN ? `the mcpLens.specVersion setting is ${MODERN}` : undefined };
  }
  if (facts.sdk === 'v2') {
    // a 2.x server connected to a transport by hand speaks only the 2025 protocol (support-2026-07-28.md)
    const servedAsLegacy = facts.serving === 'legacy';
    return { facts, modern: 'it uses the TypeScript SDK 2.x (@modelcontextprotocol/server)', servedAsLegacy };
  }
  return { facts };
}
