// The file each client reads its servers from, as the engine's detection knows them, and the two shapes of a servers
// map: what the rule tests of client configs lint their documents as.
export const CC = '.mcp.json';
export const CD = 'claude_desktop_config.json';
export const CU = '.cursor/mcp.json';
export const VS = '.vscode/mcp.json';
export const WS = '.codeium/windsurf/mcp_config.json';
/** A Claude, Cursor or Windsurf file with these servers. */
export const ms = (mcpServers: object) => ({ mcpServers });
/** A VS Code mcp.json with these servers. */
export const vs = (servers: object) => ({ servers });
