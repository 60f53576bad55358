import type { VsCodeSurface } from '../config/vscodeSurfaces';

/** Every kind of document MCP Lens understands (README, "In the editor"; how each is recognised: server/src/detect/detect.ts). */
export type DocumentKind =
  | 'vscode-mcp' // .vscode/mcp.json, user-profile mcp.json, a root .mcp.json or ~/.copilot/mcp-config.json in VS Code's format, devcontainer.json customizations.vscode.mcp
  | 'mcp-servers' // .mcp.json, mcp.json, claude_desktop_config.json, .cursor/mcp.json, Windsurf mcp_config.json
  | 'server-json' // MCP Registry server.json
  | 'mcpb-manifest' // MCP Bundle (DXT) manifest.json
  | 'capabilities' // tool/resource/template/prompt definitions, list results, prompts/get results, content blocks
  | 'mcp-test' // *.mcptest.json: a saved test of a server (docs/testing-servers.md)
  | 'unknown';

/** Which client reads an `mcpServers` file; decides which fields and variable forms are understood. */
export type McpServersDialect = 'claude-code' | 'claude-desktop' | 'cursor' | 'windsurf' | 'generic';

export interface Detection {
  readonly kind: DocumentKind;
  readonly dialect?: McpServersDialect;
  /** VS Code's format found outside `.vscode/mcp.json` and the user-profile `mcp.json` (common/config/vscodeSurfaces.ts). */
  readonly surface?: VsCodeSurface;
  /**
   * The keys that lead to the configuration when it is nested in the document (a devcontainer.json's
   * `customizations.vscode.mcp`): the analysis takes that object as the root, so offsets stay the document's.
   */
  readonly embeddedAt?: readonly string[];
  /** Why the kind was chosen (shown in logs and `mcp-lens check --verbose`). */
  readonly reason: string;
}

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'vscode-mcp',
  'mcp-servers',
  'server-json',
  'mcpb-manifest',
  'capabilities',
  'mcp-test',
];
