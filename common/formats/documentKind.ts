/** Every kind of document MCP Lens understands (README, "In the editor"; how each is recognised: server/src/detect/detect.ts). */
export type DocumentKind =
  | 'vscode-mcp' // .vscode/mcp.json, user-profile mcp.json: root `servers` / `inputs`
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
