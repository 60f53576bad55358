import type { Node } from 'jsonc-parser';
import { isObject, keyNode, keyOf, prop, properties } from '../../../../../common/json/jsonNodes';
import { atLeast } from '../../spec';
import type { RuleContext } from '../../types';
import { targetSays } from '../capabilities/specRevision';
import { MODERN } from './target';

// MCP031 on JSON: the only JSON documents that hold a server's capabilities are capability documents with a
// `capabilities` object beside their lists (or an initialize/discover result mapped to that kind by `mcpLens.files`).
// No JSON kind holds client capabilities or a JSON-RPC error object, so roots/sampling and MCP032 stay code-only.

const DEPRECATED_SERVER_CAPABILITIES = ['logging'] as const;

/** The document's `capabilities`, at the root or in a JSON-RPC response's `result` (`properties` reads objects). */
function serverCapabilities(root: Node | undefined): Node | undefined {
  const result = prop(root, 'result');
  const owner = prop(root, 'jsonrpc') !== undefined && isObject(result) ? result : root;
  return prop(owner, 'capabilities');
}

/** A JSON document targeting 2026-07-28 (its protocolVersion, else the setting, else the newest revision). */
export function checkJsonCapabilities(ctx: RuleContext, window: string): void {
  if (!atLeast(ctx.spec, MODERN)) return;
  for (const p of properties(serverCapabilities(ctx.doc.root))) {
    const key = keyOf(p);
    if (!(DEPRECATED_SERVER_CAPABILITIES as readonly string[]).includes(key)) continue;
    ctx.report(
      'MCP031',
      keyNode(p),
      `The "${key}" capability is ${window}; ${targetSays(ctx)}. Plan its replacement within the window: log to stderr or your own telemetry.`,
      { tags: ['deprecated'] },
    );
  }
}
