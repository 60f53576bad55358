import type { Span } from './ir';
import { closestAncestor, type SyntaxNode } from './syntax';

/**
 * What server code says about its move to MCP 2026-07-28 and the TypeScript SDK 2.x, read while the syntax tree
 * exists (the migration rules, MCP030–MCP034, check it): which SDK and revisions the file names, and the sites that
 * need a change (docs/rules.md, "General and spec revisions").
 */
export interface MigrationFacts {
  /** The TypeScript SDK the file imports: 2.x (`@modelcontextprotocol/server` and its siblings) or 1.x (`…/sdk`). */
  readonly sdk?: 'v2' | 'v1';
  /** Every revision written in a `supportedProtocolVersions: [...]` literal, when the file has one. */
  readonly declaredVersions?: readonly string[];
  /**
   * How the file serves its server, when it does: `modern` through `serveStdio`/`createMcpHandler` (2026-07-28, and
   * 2025 unless refused), `legacy` only through a transport connected by hand (`StdioServerTransport`,
   * `InMemoryTransport`, a Streamable HTTP or SSE server transport), which speaks the 2025 protocol only.
   */
  readonly serving?: 'modern' | 'legacy';
  /** `z` is bound by an import of zod, so a rewrite may wrap a raw shape in `z.object(…)`. */
  readonly zodBound: boolean;
  readonly sites: readonly MigrationSite[];
}

export type MigrationSite = PushRequest | DeprecatedUse | ResourceNotFoundCode | LegacyOverload | CodemodMarker;

export type ClientFeature = 'elicitation' | 'url-elicitation' | 'sampling' | 'roots';

/** A server-to-client request sent from inside a handler (`ctx.mcpReq.elicitInput(…)`, `ctx.elicit(…)`). */
export interface PushRequest {
  readonly kind: 'push-request';
  /** The method's name (or `new UrlElicitationRequiredError`), where the finding goes. */
  readonly span: Span;
  /** How the code writes it: `ctx.mcpReq.elicitInput`, `extra.sendRequest('sampling/createMessage')`. */
  readonly api: string;
  readonly feature: ClientFeature;
}

/** Use of roots, sampling or logging (SEP-2577) that is not already a push request. */
export interface DeprecatedUse {
  readonly kind: 'deprecated';
  readonly span: Span;
  readonly api: string;
  readonly feature: 'sampling' | 'roots' | 'logging';
}

/** `-32002` (or the SDK's `ResourceNotFound` constant) where the code sends an error. */
export interface ResourceNotFoundCode {
  readonly kind: 'resource-not-found';
  /** The text to replace: the literal, or the constant's member name. */
  readonly span: Span;
  readonly written: string;
  readonly replacement: string;
}

export interface OffsetEditLike {
  readonly offset: number;
  readonly length: number;
  readonly newText: string;
}

/** A 1.x `server.tool(…)` / `resource(…)` / `prompt(…)` call. */
export interface LegacyOverload {
  readonly kind: 'overload';
  /** The method's name. */
  readonly span: Span;
  readonly method: 'tool' | 'resource' | 'prompt';
  /** The edits that rewrite the call to the `register…` form, when the arguments allow it mechanically. */
  readonly rewrite?: readonly OffsetEditLike[];
}

/** A `@mcp-codemod-error` comment the SDK's v1-to-v2 codemod left where it could not rewrite. */
export interface CodemodMarker {
  readonly kind: 'codemod-marker';
  readonly span: Span;
  readonly message: string;
}

export const NO_MIGRATION_FACTS: MigrationFacts = { zodBound: false, sites: [] };

export const REGISTER_METHOD: Readonly<Record<LegacyOverload['method'], string>> = {
  tool: 'registerTool',
  resource: 'registerResource',
  prompt: 'registerPrompt',
};

/** The revisions written as ISO dates in a `supportedProtocolVersions` array literal (the first one of the file). */
export function declaredVersions(text: string): string[] | undefined {
  const m = /\bsupported_?[Pp]rotocol_?[Vv]ersions\s*[:=]\s*\[([^\]]*)\]/.exec(text);
  if (!m) return undefined;
  return [...m[1]!.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((d) => d[0]);
}

/**
 * Whether `node` runs only where a condition on the protocol era holds (`if (ctx.era === 'legacy') …`): a handler
 * that branches on the era sends 2025 requests on purpose.
 */
export function underEraBranch(node: SyntaxNode, conditionTypes: readonly string[]): boolean {
  const branch = closestAncestor(node, (n) => {
    if (!conditionTypes.includes(n.type)) return false;
    const condition = n.childForFieldName('condition');
    return (
      !!condition &&
      !(condition.startIndex <= node.startIndex && node.endIndex <= condition.endIndex) &&
      /\bera\b|legacy|[Pp]rotocol_?[Vv]ersion/i.test(condition.text)
    );
  });
  return !!branch;
}
