import type { Node } from 'jsonc-parser';
import { minimatch } from 'minimatch';
import {
  isArray,
  isObject,
  items,
  keyOf,
  prop,
  properties,
  propertyNode,
  stringValue,
} from '../../../common/json/jsonNodes';
import type { Detection, DocumentKind, McpServersDialect } from '../../../common/formats/documentKind';
import { HINT_KEYS } from '../../../common/formats/toolBehaviour';
import { pathOfUri } from '../../../common/formats/uriPath';
import { TEST_FILE_SUFFIX } from '../../../common/savedTests/fileName';
import {
  DEVCONTAINER_MCP_PATH,
  devcontainerMcp,
  isCopilotGlobalPath,
  isDevcontainerPath,
  isRootMcpJsonPath,
  usesVsCodeKeys,
} from '../../../common/config/vscodeSurfaces';

/** A user mapping from glob to kind (`mcpLens.files`), checked before content detection. */
export type FileKindMap = Readonly<Record<string, DocumentKind | string>>;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export function dialectOfPath(path: string): McpServersDialect {
  const p = path.toLowerCase();
  const base = baseName(p);
  if (base === 'claude_desktop_config.json') return 'claude-desktop';
  if (p.includes('/.cursor/') || base === '.cursor_mcp.json') return 'cursor';
  if (base === 'mcp_config.json' || p.includes('/windsurf/') || p.includes('/.codeium/')) return 'windsurf';
  if (base === '.mcp.json' || base === '.claude.json' || base === 'managed-mcp.json') return 'claude-code';
  return 'generic';
}

const KNOWN_KINDS = new Set<string>([
  'vscode-mcp',
  'mcp-servers',
  'server-json',
  'mcpb-manifest',
  'capabilities',
  'mcp-test',
  'unknown',
]);

/**
 * Decides what a JSON document is. The user's `files` map wins; then the file name together with content;
 * then content alone for capability definitions. Never claims an unrelated manifest.json or package.json.
 */
export function detectKind(uri: string, root: Node | undefined, files: FileKindMap = {}): Detection {
  const path = pathOfUri(uri);
  for (const [glob, kind] of Object.entries(files)) {
    if (KNOWN_KINDS.has(kind) && globMatches(glob, path)) {
      const k = kind as DocumentKind;
      return {
        kind: k,
        dialect: k === 'mcp-servers' ? dialectOfPath(path) : undefined,
        reason: `mcpLens.files: ${glob}`,
      };
    }
  }
  const base = baseName(path).toLowerCase();
  if (base === 'package.json' || base === 'tsconfig.json' || base === 'jsconfig.json') {
    return unknown('never an MCP file');
  }
  // a test file is one by its name alone, as VS Code's mcp.json is: the rules say what is wrong in it
  if (base.endsWith(TEST_FILE_SUFFIX) && base.length > TEST_FILE_SUFFIX.length) {
    return { kind: 'mcp-test', reason: `${TEST_FILE_SUFFIX} file name` };
  }

  if (isObject(root)) {
    // the file name alone decides for VS Code's own file, whatever it holds (the rules report what is wrong in it)
    if (isVsCodeMcpPath(path)) return { kind: 'vscode-mcp', reason: 'VS Code mcp.json' };
    const surface = vsCodeSurface(path, root);
    if (surface) return surface;
    if (propertyNode(root, 'mcpServers') && isObject(prop(root, 'mcpServers'))) {
      return { kind: 'mcp-servers', dialect: dialectOfPath(path), reason: 'root mcpServers' };
    }
    if (isMcpServersPath(path) && isObject(prop(root, 'servers'))) {
      // a client file of the mcpServers family that uses VS Code's key: checked as that dialect, which reports the key
      return { kind: 'mcp-servers', dialect: dialectOfPath(path), reason: 'mcpServers file name' };
    }
    if (isDedicatedClientConfigPath(path)) {
      // .cursor/mcp.json, .mcp.json, claude_desktop_config.json hold client configuration and nothing else
      return { kind: 'mcp-servers', dialect: dialectOfPath(path), reason: 'client configuration file name' };
    }
    if (looksLikeServerJson(root, base)) return { kind: 'server-json', reason: 'registry server.json' };
    if (looksLikeMcpbManifest(root, base)) return { kind: 'mcpb-manifest', reason: 'MCP Bundle manifest' };
  }
  if (looksLikeCapabilities(root)) return { kind: 'capabilities', reason: 'capability definitions' };
  return unknown('no MCP shape');
}

/**
 * VS Code 1.140's other files: a `.mcp.json` or `~/.copilot/mcp-config.json` whose content is in VS Code's format (a
 * `.mcp.json` with `mcpServers` stays Claude Code's), and a devcontainer.json's `customizations.vscode.mcp`.
 */
function vsCodeSurface(path: string, root: Node): Detection | undefined {
  if (isRootMcpJsonPath(path) && usesVsCodeKeys(root)) {
    return { kind: 'vscode-mcp', surface: 'root-mcp-json', reason: ".mcp.json in VS Code's format (servers/inputs)" };
  }
  if (isCopilotGlobalPath(path) && !propertyNode(root, 'mcpServers')) {
    return { kind: 'vscode-mcp', surface: 'copilot-global', reason: 'VS Code global mcp-config.json' };
  }
  if (isDevcontainerPath(path) && devcontainerMcp(root)) {
    return {
      kind: 'vscode-mcp',
      surface: 'devcontainer',
      embeddedAt: DEVCONTAINER_MCP_PATH,
      reason: 'devcontainer.json customizations.vscode.mcp',
    };
  }
  return undefined;
}

function unknown(reason: string): Detection {
  return { kind: 'unknown', reason };
}

function globMatches(glob: string, path: string): boolean {
  try {
    return (
      minimatch(path, glob, { dot: true, matchBase: !glob.includes('/') }) ||
      minimatch(path, `**/${glob}`, { dot: true })
    );
  } catch {
    return false;
  }
}

function isVsCodeMcpPath(path: string): boolean {
  const p = path.toLowerCase();
  return (
    p.endsWith('/.vscode/mcp.json') ||
    /\/user\/(profiles\/[^/]+\/)?mcp\.json$/.test(p) ||
    p.endsWith('.vscode_mcp.json')
  );
}

function isDedicatedClientConfigPath(path: string): boolean {
  const p = path.toLowerCase();
  const base = baseName(p);
  return (
    base === '.mcp.json' ||
    base === 'claude_desktop_config.json' ||
    base === '.cursor_mcp.json' ||
    p.endsWith('/.cursor/mcp.json') ||
    ((p.includes('/windsurf/') || p.includes('/.codeium/')) && base === 'mcp_config.json')
  );
}

function isMcpServersPath(path: string): boolean {
  const base = baseName(path).toLowerCase();
  return (
    ['.mcp.json', 'mcp.json', 'claude_desktop_config.json', 'mcp_config.json', '.cursor_mcp.json'].includes(base) ||
    base.endsWith('_mcp.json')
  );
}

function looksLikeServerJson(root: Node, base: string): boolean {
  const schema = stringValue(prop(root, '$schema'));
  if (schema && /server\.schema\.json$/.test(schema)) return true;
  if (!base.endsWith('server.json')) return false;
  const name = stringValue(prop(root, 'name'));
  return (
    !!prop(root, 'packages') || !!prop(root, 'remotes') || (!!name && name.includes('/') && !!prop(root, 'version'))
  );
}

function looksLikeMcpbManifest(root: Node, base: string): boolean {
  const mv = prop(root, 'manifest_version') ?? prop(root, 'dxt_version');
  const server = prop(root, 'server');
  // a bundle manifest that lost its version is still one when its server says how it starts
  if (
    !mv &&
    base === 'manifest.json' &&
    isObject(server) &&
    (!!prop(server, 'mcp_config') || !!prop(server, 'entry_point'))
  ) {
    return true;
  }
  // Chrome/web extension manifests have a numeric manifest_version; a bundle's is a string such as "0.3"
  if (!mv || mv.type !== 'string') return false;
  if (isObject(server)) return true;
  // a bundle manifest still being written (no server yet) is recognised by its name and author
  return base === 'manifest.json' && isObject(prop(root, 'author')) && !!stringValue(prop(root, 'name'));
}

const LIST_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts'];

/** Capability documents by content (the kinds: common/formats/documentKind.ts). */
export function looksLikeCapabilities(root: Node | undefined): boolean {
  if (!root) return false;
  if (isArray(root)) {
    const objects = items(root).filter(isObject);
    return objects.some((o) => isToolLike(o) || isPromptLike(o) || isContentBlock(o));
  }
  if (!isObject(root)) return false;
  const result = prop(root, 'result');
  if (prop(root, 'jsonrpc') && isObject(result)) return looksLikeCapabilities(result);
  if (
    LIST_KEYS.some(
      (k) => isArray(prop(root, k)) && (items(prop(root, k)).length === 0 || items(prop(root, k)).some(isObject)),
    )
  ) {
    // {tools:[…]} must hold something tool-shaped so that an unrelated {"tools": ["eslint"]} is not claimed;
    // one nameless entry must not hide a whole catalog, though: that entry is what the rules should report
    const tools = prop(root, 'tools');
    if (
      tools &&
      items(tools).length > 0 &&
      !items(tools).some((t) => isObject(t) && (!!prop(t, 'name') || !!prop(t, 'inputSchema')))
    ) {
      return LIST_KEYS.slice(1).some((k) => isArray(prop(root, k)));
    }
    return true;
  }
  if (isToolLike(root)) return true;
  if (isContentBlock(root)) return true;
  if (
    isArray(prop(root, 'messages')) &&
    items(prop(root, 'messages')).some((m) => isObject(m) && !!prop(m, 'role') && !!prop(m, 'content'))
  ) {
    return true;
  }
  if (isArray(prop(root, 'content')) && items(prop(root, 'content')).some(isContentBlock)) return true;
  if (isArray(prop(root, 'contents')) && items(prop(root, 'contents')).some((c) => isObject(c) && !!prop(c, 'uri'))) {
    return true;
  }
  return false;
}

function isToolLike(obj: Node): boolean {
  if (!stringValue(prop(obj, 'name'))) return false;
  if (prop(obj, 'inputSchema')) return true;
  const ann = prop(obj, 'annotations');
  return isObject(ann) && HINT_KEYS.some((k) => !!prop(ann, k));
}

const PROMPT_ARGUMENT_KEYS = new Set(['name', 'title', 'description', 'required', '_meta']);

/**
 * A prompt definition: a name and an `arguments` list whose entries use only PromptArgument's keys
 * (a home-made tool format with `{name, type, desc}` arguments is not a prompt), and no tool schema.
 */
export function isPromptLike(obj: Node): boolean {
  const args = prop(obj, 'arguments');
  return (
    !!stringValue(prop(obj, 'name')) &&
    !prop(obj, 'inputSchema') &&
    isArray(args) &&
    items(args).length > 0 &&
    items(args).every(
      (a) => isObject(a) && !!prop(a, 'name') && properties(a).every((p) => PROMPT_ARGUMENT_KEYS.has(keyOf(p))),
    )
  );
}

const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource', 'resource_link']);
function isContentBlock(obj: Node): boolean {
  const t = stringValue(prop(obj, 'type'));
  return (
    !!t &&
    CONTENT_TYPES.has(t) &&
    (!!prop(obj, 'text') || !!prop(obj, 'data') || !!prop(obj, 'resource') || !!prop(obj, 'uri'))
  );
}
