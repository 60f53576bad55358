/**
 * The shape of the field documentation table. Pure data: hover, completion, the rules reference and the CLI
 * all read it, so nothing here knows about LSP or the editor.
 */

/** The document kinds the table documents (every kind of `DocumentKind` except `unknown`). */
export type DocKind = 'capabilities' | 'vscode-mcp' | 'mcp-servers' | 'server-json' | 'mcpb-manifest' | 'mcp-test';

/**
 * A client that reads `mcpServers` entries (the dialects of `common/formats/documentKind.ts` but `generic`);
 * `ClientDialect` (common/config/clientConfig.ts) also names VS Code and `generic`.
 */
export type McpServersClient = 'claude-code' | 'claude-desktop' | 'cursor' | 'windsurf';

/** A JSON path inside a document: object keys and array indexes. */
export type Segment = string | number;

export interface Link {
  readonly title: string;
  readonly url: string;
}

export interface ValueDoc {
  readonly value: string | number | boolean;
  readonly doc: string;
  readonly since?: string;
  readonly deprecated?: string;
}

/** What lies below a value, so that paths can be followed into it. */
export interface Inner {
  /** The value is an object of this type. */
  readonly object?: string;
  /** The value is an array whose items are objects of this type. */
  readonly items?: string;
  /** Anything goes below: keys there are the author's own and are not documented. */
  readonly free?: true;
}

/** Which `${…}` / `{…}` forms a string value may contain, so hover can explain them. */
/** `mcp-servers`: whatever the file's client (dialect) expands. */
export type VariableSyntax = 'vscode' | 'mcp-servers' | 'mcpb' | 'mcpb-prompt' | 'registry' | 'uri-template';

export interface FieldDoc {
  /** What the field means, in a sentence or three (markdown). */
  readonly summary: string;
  /** The JSON type as a reader writes it: `string`, `boolean`, `string[]`, `Icon[]`, `object`. */
  readonly type: string;
  /** `true`, or the condition under which it is required. */
  readonly required?: true | string;
  /** The allowed values (or, with `valuesAreExamples`, common ones), each explained. */
  readonly values?: readonly ValueDoc[];
  readonly valuesAreExamples?: true;
  /** The default, as JSON text (`false`, `"forbidden"`). */
  readonly default?: string;
  /** When the field appeared: `MCP 2025-03-26`, `server.json 2025-12-11`, `MCPB 0.3`. */
  readonly since?: string;
  /** What a client assumes when the field is left out (annotation hints). */
  readonly whenAbsent?: string;
  readonly links?: readonly Link[];
  /** Still read, but on its way out: what to use instead. */
  readonly deprecated?: string;
  /** No longer part of the format: since when, and what replaced it. */
  readonly removed?: string;
  /** Example values as JSON text, offered by completion. */
  readonly examples?: readonly string[];
  /** For `mcpServers` entries: the clients that read this field (absent = all of them). */
  readonly clients?: readonly McpServersClient[];
  /** Only meaningful when the sibling `key` has one of `values` (e.g. `url` for http/sse servers). */
  readonly onlyWhen?: { readonly key: string; readonly values: readonly string[] };
  /** Documented for hover, never offered by completion (wrong-file keys, legacy names). */
  readonly hidden?: true;
  readonly inner?: Inner;
  readonly variables?: VariableSyntax;
}

/** An object type: its named fields, and how keys outside them are read. */
export interface ObjectType {
  /** The name a reader knows it by: `Tool`, `ToolAnnotations`, `Package`. */
  readonly name: string;
  readonly fields: Readonly<Record<string, FieldDoc>>;
  /** A map: every key is a name the author chooses (a server name, an env var), each documented by this. */
  readonly entry?: FieldDoc & { readonly entryName: string };
  /** Keys outside `fields` are allowed and mean this (vendor `_meta` keys, unknown JSON Schema keywords). */
  readonly other?: FieldDoc;
  /** The key whose value decides which fields apply (`onlyWhen`), and the value a present field implies when it is absent. */
  readonly discriminator?: { readonly key: string; readonly impliedBy?: Readonly<Record<string, string>> };
}
