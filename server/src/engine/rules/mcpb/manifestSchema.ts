import type { Node } from 'jsonc-parser';
import { prop, stringValue } from '../../../../../common/json/jsonNodes';

/**
 * The MCP Bundle manifest as the strict zod schemas of `@anthropic-ai/mcpb` 2.1.2 define it (src/schemas/0.1–0.4.ts
 * in modelcontextprotocol/mcpb), as data: one table drives the required, type, unknown-key and version checks.
 */
export const MANIFEST_VERSIONS = ['0.1', '0.2', '0.3', '0.4'] as const;
export type ManifestVersion = (typeof MANIFEST_VERSIONS)[number];
export const MCPB_KINDS = ['mcpb-manifest'] as const;

export interface FieldSpec {
  readonly type: 'string' | 'boolean' | 'number' | 'object' | 'array' | 'record' | 'default-value';
  /** true: required by every source; 'disputed': the strict schema requires it but MANIFEST.md does not (a warning). */
  readonly required?: true | 'disputed';
  /** The manifest version that introduced the field. */
  readonly since?: ManifestVersion;
  readonly format?: 'url' | 'email';
  readonly enum?: readonly string[];
  readonly items?: FieldSpec;
  /** For `record`: the spec of every value. */
  readonly values?: FieldSpec;
  /** For `object`: its known keys (the object is strict). */
  readonly shape?: Shape;
}
export type Shape = Readonly<Record<string, FieldSpec>>;

const str: FieldSpec = { type: 'string' };
const url: FieldSpec = { type: 'string', format: 'url' };
const strings: FieldSpec = { type: 'array', items: str };

const SERVER_CONFIG: Shape = {
  command: { ...str, required: true },
  args: strings,
  env: { type: 'record', values: str },
};
const PLATFORM_OVERRIDE: Shape = { command: str, args: strings, env: { type: 'record', values: str } };

export const USER_CONFIG_TYPES = ['string', 'number', 'boolean', 'directory', 'file'];
export const PLATFORMS = ['darwin', 'win32', 'linux'];

export const USER_CONFIG_OPTION: Shape = {
  type: { ...str, required: true, enum: USER_CONFIG_TYPES },
  title: { ...str, required: true },
  description: { ...str, required: true },
  required: { type: 'boolean' },
  default: { type: 'default-value' },
  multiple: { type: 'boolean' },
  sensitive: { type: 'boolean' },
  min: { type: 'number' },
  max: { type: 'number' },
};

export const ROOT: Shape = {
  $schema: str,
  dxt_version: str,
  manifest_version: str,
  name: { ...str, required: true },
  display_name: str,
  version: { ...str, required: true },
  description: { ...str, required: true },
  long_description: str,
  author: {
    type: 'object',
    required: true,
    shape: { name: { ...str, required: true }, email: { ...str, format: 'email' }, url },
  },
  repository: { type: 'object', shape: { type: { ...str, required: true }, url: { ...url, required: true } } },
  homepage: url,
  documentation: url,
  support: url,
  icon: str,
  icons: {
    type: 'array',
    since: '0.3',
    items: { type: 'object', shape: { src: { ...str, required: true }, size: { ...str, required: true }, theme: str } },
  },
  screenshots: strings,
  localization: {
    type: 'object',
    since: '0.3',
    shape: { resources: { ...str, required: 'disputed' }, default_locale: { ...str, required: 'disputed' } },
  },
  server: {
    type: 'object',
    required: true,
    shape: {
      type: { ...str, required: true },
      entry_point: { ...str, required: true },
      mcp_config: {
        type: 'object',
        required: true,
        shape: {
          ...SERVER_CONFIG,
          platform_overrides: { type: 'record', values: { type: 'object', shape: PLATFORM_OVERRIDE } },
        },
      },
    },
  },
  tools: { type: 'array', items: { type: 'object', shape: { name: { ...str, required: true }, description: str } } },
  tools_generated: { type: 'boolean' },
  prompts: {
    type: 'array',
    items: {
      type: 'object',
      shape: {
        name: { ...str, required: true },
        description: str,
        arguments: strings,
        text: { ...str, required: true },
      },
    },
  },
  prompts_generated: { type: 'boolean' },
  keywords: strings,
  license: str,
  privacy_policies: { type: 'array', since: '0.2', items: url },
  compatibility: {
    type: 'object',
    shape: {
      claude_desktop: str,
      platforms: { type: 'array', items: { ...str, enum: PLATFORMS } },
      runtimes: { type: 'object', shape: { python: str, node: str } },
    },
  },
  user_config: { type: 'record', values: { type: 'object', shape: USER_CONFIG_OPTION } },
  // each entry an object under a reverse-DNS key; what it holds is the vendor's
  _meta: { type: 'record', since: '0.3', values: { type: 'record' } },
};

export interface ManifestVersionInfo {
  /** The version the manifest declares, when it is one of the known ones. */
  readonly version?: ManifestVersion;
  readonly node?: Node;
  readonly key?: 'manifest_version' | 'dxt_version';
}

export function isManifestVersion(v: unknown): v is ManifestVersion {
  return (MANIFEST_VERSIONS as readonly unknown[]).includes(v);
}

/** `manifest_version` wins over the deprecated `dxt_version` (as the mcpb CLI resolves it). */
export function manifestVersionOf(root: Node | undefined): ManifestVersionInfo {
  for (const key of ['manifest_version', 'dxt_version'] as const) {
    const node = prop(root, key);
    if (!node) continue;
    const v = stringValue(node);
    return { version: isManifestVersion(v) ? v : undefined, node, key };
  }
  return {};
}

export function versionBefore(a: ManifestVersion, b: ManifestVersion): boolean {
  return MANIFEST_VERSIONS.indexOf(a) < MANIFEST_VERSIONS.indexOf(b);
}
