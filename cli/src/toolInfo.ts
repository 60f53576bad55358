import { MCP_LENS_VERSION } from '../../common/protocol/version';

export const TOOL_NAME = 'mcp-lens';
export const TOOL_VERSION: string = MCP_LENS_VERSION;
export const INFORMATION_URI = 'https://github.com/mcp-lens/mcp-lens';
