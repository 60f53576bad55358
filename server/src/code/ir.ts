/**
 * What the language extractors read out of code: literals with their spans, and every object's or call's item spans,
 * for fixes that add or remove entries. A non-literal is `opaque` and marks its owner incomplete (see ruleFilter.ts).
 */

export interface Span {
  readonly start: number;
  readonly end: number;
}

export type Lit = StringLit | NumberLit | BooleanLit | NullLit | ArrayLit | ObjectLit | OpaqueLit;

export interface StringLit {
  readonly kind: 'string';
  readonly value: string;
  /** The whole literal, prefix and quotes included. */
  readonly span: Span;
  /** The characters between the quotes. */
  readonly content: Span;
  /**
   * Every value character maps onto the source the way a JSON string's does (one character, or a two-character
   * escape, or `\uXXXX`), so positions inside the value map exactly onto the code and edits inside it are safe.
   */
  readonly exact: boolean;
  /** The opening delimiter without prefix: `'`, `"`, `` ` ``, `'''`, `"""`. */
  readonly quote: string;
}

export interface NumberLit {
  readonly kind: 'number';
  readonly value: number;
  readonly span: Span;
}

export interface BooleanLit {
  readonly kind: 'boolean';
  readonly value: boolean;
  readonly span: Span;
}

export interface NullLit {
  readonly kind: 'null';
  readonly span: Span;
}

export interface ArrayLit {
  readonly kind: 'array';
  readonly items: readonly Lit[];
  readonly span: Span;
}

export interface ObjectLit {
  readonly kind: 'object';
  readonly entries: readonly Entry[];
  readonly span: Span;
  /** Some entry was not literal, or a spread (`...x`, `**x`) may add keys: absence of a key proves nothing. */
  readonly complete: boolean;
  /** How the object is written, for edits; undefined for objects put together from several places (a declaration). */
  readonly container?: Container;
  /** A spread (`...x`, `**x`) or a computed key may add keys to it. */
  readonly openKeys?: boolean;
  /** Derived rather than written (a Zod shape turned into a schema): only its strings are checked. */
  readonly synthetic?: boolean;
}

export interface OpaqueLit {
  readonly kind: 'opaque';
  readonly span: Span;
}

/** How a key is written: `key:` or `"key":` in an object literal, `key=` in a call, or not at all (positional). */
export type KeyStyle = 'identifier' | 'quoted' | 'kwarg' | 'positional';

export interface Entry {
  readonly key: string;
  /** Source span of the key; for a positional argument an empty span at the value's start. */
  readonly keySpan: Span;
  readonly keyStyle: KeyStyle;
  readonly value: Lit;
  /** The whole entry (`key: value`, `key=value`, or the argument). */
  readonly span: Span;
}

/** `{ … }` in TypeScript, `Name(…)` keyword arguments or `{ … }` dictionary in Python. */
export type ContainerStyle = 'ts-object' | 'py-call' | 'py-dict';

export interface Container {
  readonly style: ContainerStyle;
  /** Offsets just after the opening and at the closing bracket/parenthesis. */
  readonly innerStart: number;
  readonly innerEnd: number;
  /** Every item written inside, in order, literal or not (spreads, positional arguments, comments excluded). */
  readonly items: readonly Span[];
}

export type DeclarationKind = 'tool' | 'resource' | 'resourceTemplate' | 'prompt';

/** One tool, resource, resource template or prompt declared in code. */
export interface Declaration {
  readonly kind: DeclarationKind;
  /** Which API form declared it, e.g. `registerTool`, `tool`, `@mcp.tool`. */
  readonly form: string;
  /** The capability object as MCP lists it (name, description, annotations, …), spans pointing at the code. */
  readonly object: ObjectLit;
  /** Where an `annotations` object goes when the declaration has none (a tool's readOnlyHint fix creates it). */
  readonly annotationsHome?: AnnotationsHome;
  /**
   * Written exactly as MCP lists it (an item of a low-level `tools/list` result): once complete, the rules that do
   * not apply to what the SDKs derive (input schemas) apply to it as to JSON.
   */
  readonly literal?: boolean;
}

export type AnnotationsHome =
  /** Add an `annotations` entry to this object literal or keyword-argument list. */
  | { readonly kind: 'entry'; readonly container: Container }
  /** Insert a positional annotations argument before this offset (the old `server.tool(…)` form). */
  | { readonly kind: 'argument'; readonly before: number }
  /** A bare decorator (`@mcp.tool`): give it an argument list at this offset. */
  | { readonly kind: 'parens'; readonly at: number };

export interface Extraction {
  readonly declarations: readonly Declaration[];
  /** Content blocks written as literals in handlers (`{ type: "text", … }`, `TextContent(…)`). */
  readonly contentBlocks: readonly ObjectLit[];
  /** Prompt messages written as literals in prompt handlers (`{ role, content }`). */
  readonly messages: readonly ObjectLit[];
  /** Python: `ToolAnnotations` is imported, so a created annotations object can use it. */
  readonly toolAnnotationsName?: string;
  /** What the migration rules (MCP030–MCP034) read: the SDK and revisions the file names, the sites to change. */
  readonly migration?: MigrationFacts;
}

export const EMPTY_SPAN: Span = { start: 0, end: 0 };

export function span(start: number, end: number): Span {
  return { start, end };
}

/** An entry whose key is not written: a positional argument, or a field derived from a docstring or signature. */
export function positional(key: string, value: Lit): Entry {
  return {
    key,
    keySpan: { start: value.span.start, end: value.span.start },
    keyStyle: 'positional',
    value,
    span: value.span,
  };
}

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
