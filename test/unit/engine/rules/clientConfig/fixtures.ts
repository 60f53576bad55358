// The documents the client-config rule tests start from, shared by the families' cases.
export const V = '.vscode/mcp.json';

export const WS_HOME = 'home/u/.codeium/windsurf/mcp_config.json';

export const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

export const GEN = 'mcp.json';
