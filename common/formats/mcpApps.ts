// MCP Apps (the official extension `io.modelcontextprotocol/ui`, @modelcontextprotocol/ext-apps): a tool names an
// interactive UI resource in its `_meta.ui`, and that resource says in its own `_meta.ui` what the page may reach.

export const UI_EXTENSION_ID = 'io.modelcontextprotocol/ui';
/** The MIME type of a UI resource (`RESOURCE_MIME_TYPE` of the SDK); hosts render nothing else. */
export const UI_RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';
export const UI_URI_PREFIX = 'ui://';
/** The flat key of the first drafts (`RESOURCE_URI_META_KEY`), deprecated; `_meta.ui.resourceUri` wins over it. */
export const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

export const TOOL_VISIBILITIES = ['model', 'app'] as const;
export type ToolVisibility = (typeof TOOL_VISIBILITIES)[number];

/** The keys of a tool's `_meta.ui`. */
export const TOOL_UI_KEYS = ['resourceUri', 'visibility'] as const;
/** The keys of a UI resource's `_meta.ui` (on its listing and on the contents `resources/read` returns). */
export const RESOURCE_UI_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'] as const;
export const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
export const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'] as const;

export function isUiUri(uri: unknown): boolean {
  return typeof uri === 'string' && uri.startsWith(UI_URI_PREFIX);
}

/** What a tool's `_meta` says of its UI, as a host reads it. */
export interface ToolUi {
  /** The `ui://` resource the host renders for the tool (nested key first, then the flat one). */
  readonly resourceUri?: string;
  /** The resource is named only by the deprecated flat key. */
  readonly fromLegacyKey: boolean;
  /** Who may call the tool; absent means both the model and the app. */
  readonly visibility?: readonly string[];
  /** Visibility ["app"]: hidden from the model, callable only by the server's own UI. */
  readonly appOnly: boolean;
}

/** The UI a tool declares, or undefined when its `_meta` says nothing of one. */
export function toolUiOf(meta: unknown): ToolUi | undefined {
  if (!isRecord(meta)) return undefined;
  const ui = isRecord(meta.ui) ? meta.ui : undefined;
  const nested = typeof ui?.resourceUri === 'string' ? ui.resourceUri : undefined;
  const legacy = typeof meta[LEGACY_RESOURCE_URI_KEY] === 'string' ? (meta[LEGACY_RESOURCE_URI_KEY] as string) : undefined;
  const visibility = Array.isArray(ui?.visibility) ? ui.visibility.filter((v): v is string => typeof v === 'string') : undefined;
  if (nested === undefined && legacy === undefined && visibility === undefined) return undefined;
  return {
    resourceUri: nested ?? legacy,
    fromLegacyKey: nested === undefined && legacy !== undefined,
    visibility,
    appOnly: !!visibility && visibility.length > 0 && visibility.every((v) => v === 'app'),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}
