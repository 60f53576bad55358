/**
 * The MCP Apps fields of a tool and of a UI resource (the `io.modelcontextprotocol/ui` extension, SEP-1865), read
 * from what a server listed. Only reading: what is wrong in them is the engine's to say (its MCP Apps rules).
 */
import type { JsonObject } from '../types';

/** The extension's id, as a client declares it in `capabilities.extensions`. */
export const APPS_EXTENSION_ID = 'io.modelcontextprotocol/ui';
/** The MIME type of a UI resource: HTML with the MCP App profile. */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** The older, flat form of a tool's UI resource (before `_meta.ui.resourceUri`); still read. */
export const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

export const UI_URI_PREFIX = 'ui://';

export const TOOL_VISIBILITIES = ['model', 'app'] as const;
export type AppVisibility = (typeof TOOL_VISIBILITIES)[number];

/** The keys of a tool's `_meta.ui`. */
export const TOOL_UI_KEYS = ['resourceUri', 'visibility'] as const;
/** The keys of a UI resource's `_meta.ui` (on its listing and on the contents `resources/read` returns). */
export const RESOURCE_UI_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'] as const;
export const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
export const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'] as const;

export function isUiUri(uri: unknown): boolean {
  return typeof uri === 'string' && uri.startsWith(UI_URI_PREFIX);
}

/** A UI resource's declared sandbox: the origins it may reach (CSP), the browser features it asks for. */
export interface AppSandboxDeclaration {
  readonly csp?: {
    readonly connectDomains?: readonly string[];
    readonly resourceDomains?: readonly string[];
    readonly frameDomains?: readonly string[];
    readonly baseUriDomains?: readonly string[];
  };
  readonly permissions?: {
    readonly camera?: object;
    readonly microphone?: object;
    readonly geolocation?: object;
    readonly clipboardWrite?: object;
  };
  readonly prefersBorder?: boolean;
  readonly domain?: string;
}

const isObject = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

function uiOf(item: unknown): JsonObject | undefined {
  const meta = isObject(item) ? item._meta : undefined;
  return isObject(meta) && isObject(meta.ui) ? meta.ui : undefined;
}

/** The `ui://` resource a tool renders its result with: `_meta.ui.resourceUri`, else the older `_meta["ui/resourceUri"]`. */
export function toolUiResourceUri(tool: unknown): string | undefined {
  const nested = uiOf(tool)?.resourceUri;
  const meta = isObject(tool) && isObject(tool._meta) ? tool._meta : undefined;
  const uri = typeof nested === 'string' ? nested : meta?.[LEGACY_RESOURCE_URI_KEY];
  return isUiUri(uri) ? (uri as string) : undefined;
}

/** Who may call the tool: the model, its app, or both (the default, also for a value that is not a list of those). */
export function toolVisibility(tool: unknown): readonly AppVisibility[] {
  const value = uiOf(tool)?.visibility;
  if (!Array.isArray(value)) return ['model', 'app'];
  const known = value.filter((v): v is AppVisibility => v === 'model' || v === 'app');
  return known.length ? known : ['model', 'app'];
}

/** A tool only its app may call: hidden from the runner's list, as from a chat's model. */
export function isAppOnlyTool(tool: unknown): boolean {
  return toolVisibility(tool).every((v) => v === 'app');
}

const strings = (v: unknown): readonly string[] | undefined =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : undefined;

/**
 * The sandbox a UI resource declares, from its listing and from the content read (the content's fields win, as the
 * spec lets a server decide them per read). Anything of the wrong type is left out, as if not declared.
 */
export function appSandboxDeclaration(...sources: unknown[]): AppSandboxDeclaration {
  let csp: Record<string, readonly string[]> = {};
  let permissions: Record<string, object> = {};
  let prefersBorder: boolean | undefined;
  let domain: string | undefined;
  for (const ui of sources.map(uiOf)) {
    if (!ui) continue;
    if (isObject(ui.csp)) {
      for (const key of CSP_KEYS) {
        const list = strings(ui.csp[key]);
        if (list) csp = { ...csp, [key]: list };
      }
    }
    if (isObject(ui.permissions)) {
      for (const key of PERMISSION_KEYS) {
        if (isObject(ui.permissions[key])) permissions = { ...permissions, [key]: {} };
      }
    }
    if (typeof ui.prefersBorder === 'boolean') prefersBorder = ui.prefersBorder;
    if (typeof ui.domain === 'string') domain = ui.domain;
  }
  return {
    ...(Object.keys(csp).length ? { csp } : {}),
    ...(Object.keys(permissions).length ? { permissions } : {}),
    ...(prefersBorder !== undefined ? { prefersBorder } : {}),
    ...(domain !== undefined ? { domain } : {}),
  };
}
