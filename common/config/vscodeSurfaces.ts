/**
 * The places VS Code 1.140 reads its MCP configuration from besides `.vscode/mcp.json` and the user-profile `mcp.json`
 * (vscode-docs `release-notes/v1_140.md`, `docs/agents/reference/mcp-configuration.md`): the root `.mcp.json`, shared
 * with Claude Code and told apart by its content, the global `~/.copilot/mcp-config.json`, and the
 * `customizations.vscode.mcp` object of a dev container. Detection and the Servers view both ask these functions.
 */
import type { Node } from 'jsonc-parser';
import { isArray, isObject, prop, propertyNode } from '../json/jsonNodes';

/** Where a VS Code-format configuration was found, when not in `.vscode/mcp.json` or the user-profile `mcp.json`. */
export type VsCodeSurface = 'root-mcp-json' | 'copilot-global' | 'devcontainer';

/** The path of VS Code's MCP object inside a devcontainer.json. */
export const DEVCONTAINER_MCP_PATH: readonly string[] = ['customizations', 'vscode', 'mcp'];

function baseName(path: string): string {
  const p = path.replace(/\\/g, '/');
  return p.slice(p.lastIndexOf('/') + 1).toLowerCase();
}

/**
 * The root object is in VS Code's format: `servers` or `inputs` and no `mcpServers`. A file with `mcpServers` is
 * Claude Code's (a `servers` key beside it is then that file's mistake, which MCP710 reports).
 */
export function usesVsCodeKeys(root: Node | undefined): boolean {
  if (!isObject(root) || propertyNode(root, 'mcpServers')) return false;
  return isObject(prop(root, 'servers')) || isArray(prop(root, 'inputs'));
}

/** `.mcp.json`: Claude Code's project file and, since VS Code 1.140, VS Code's workspace file. */
export function isRootMcpJsonPath(path: string): boolean {
  return baseName(path) === '.mcp.json';
}

/** `~/.copilot/mcp-config.json` (or `$COPILOT_HOME/mcp-config.json`): VS Code's and Copilot's global servers. */
export function isCopilotGlobalPath(path: string): boolean {
  const p = path.replace(/\\/g, '/').toLowerCase();
  return p.endsWith('/.copilot/mcp-config.json') || p === '.copilot/mcp-config.json';
}

/** `.devcontainer/devcontainer.json`, `.devcontainer.json`, or `.devcontainer/<name>/devcontainer.json`. */
export function isDevcontainerPath(path: string): boolean {
  const base = baseName(path);
  return base === 'devcontainer.json' || base === '.devcontainer.json';
}

/** The node at `path` of object keys, when every step is an object. */
export function nodeAtKeys(root: Node | undefined, path: readonly string[]): Node | undefined {
  let cur = root;
  for (const key of path) {
    if (!isObject(cur)) return undefined;
    cur = prop(cur, key);
  }
  return cur;
}

/** The `customizations.vscode.mcp` object of a devcontainer.json, when it has one. */
export function devcontainerMcp(root: Node | undefined): Node | undefined {
  const node = nodeAtKeys(root, DEVCONTAINER_MCP_PATH);
  return isObject(node) ? node : undefined;
}

/**
 * The document as the rules and features see it when its configuration is nested (`embeddedAt`): the same text and
 * offsets, with the nested object as the root, cut from its parents so that paths start there. Otherwise `doc` itself.
 */
export function embeddedDocument<D extends { readonly root: Node | undefined }>(
  doc: D,
  embeddedAt: readonly string[] | undefined,
): D {
  if (!embeddedAt?.length) return doc;
  const inner = nodeAtKeys(doc.root, embeddedAt);
  if (!isObject(inner)) return doc;
  // the tree was parsed for this analysis alone: detaching the object changes no one else's view of it
  delete (inner as { parent?: Node }).parent;
  return { ...doc, root: inner };
}
