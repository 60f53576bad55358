import { version } from '../../../package.json';

export const TOOL_NAME = 'mcp-lens';
export const TOOL_VERSION: string = version;
export const INFORMATION_URI = 'https://github.com/mcp-lens/mcp-lens';
