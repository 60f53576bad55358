import { version } from '../../package.json';

/** MCP Lens's version, from package.json: what the language server, the command line and the MCP client report. */
export const MCP_LENS_VERSION: string = version;
