import { join } from 'node:path';
import { CLIENT_NAMES, type ClientDialect } from './clientConfig';
import { DEVCONTAINER_MCP_PATH } from './vscodeSurfaces';

export type ConfigScope = 'workspace' | 'user';

/** A place a client configuration file may be, and who reads it. */
export interface ConfigLocation {
  readonly path: string;
  readonly dialect: ClientDialect;
  readonly scope: ConfigScope;
  /** The workspace folder a workspace file belongs to (variables such as ${workspaceFolder} resolve to it). */
  readonly folder?: WorkspaceFolderInfo;
  /** Which client the file is for, for people: "VS Code", "Claude Code", "Cursor", … */
  readonly client: string;
  /** The keys of the configuration object when it is nested in the file (a devcontainer.json's `customizations.vscode.mcp`). */
  readonly embeddedAt?: readonly string[];
  /**
   * The file's content decides whose format it is (VS Code's `servers`/`inputs`, or `mcpServers`): the root `.mcp.json`
   * and `~/.copilot/mcp-config.json` (common/config/vscodeSurfaces.ts).
   */
  readonly contentDecides?: boolean;
}

export interface WorkspaceFolderInfo {
  readonly name: string;
  readonly path: string;
}

/** Where the user's own files live; passed in so discovery runs the same in tests and on every platform. */
export interface UserPlaces {
  readonly home: string;
  readonly platform: NodeJS.Platform;
  /** %APPDATA% on Windows. */
  readonly appData?: string;
  /** VS Code's user settings folder (…/Code/User), where the user-profile mcp.json lives. */
  readonly vscodeUserDir?: string;
  /** `$COPILOT_HOME`, when set: where `mcp-config.json` lives instead of `~/.copilot`. */
  readonly copilotHome?: string;
}

/** The workspace files every folder is searched for (README, "Servers, the runner and approval"; the kinds: common/formats/documentKind.ts). */
export function workspaceLocations(folder: WorkspaceFolderInfo): ConfigLocation[] {
  const at = (rel: string[], dialect: ClientDialect, extra: Partial<ConfigLocation> = {}): ConfigLocation => ({
    path: join(folder.path, ...rel),
    dialect,
    scope: 'workspace',
    folder,
    client: CLIENT_NAMES[dialect],
    ...extra,
  });
  const devcontainer = { embeddedAt: DEVCONTAINER_MCP_PATH, client: 'VS Code (dev container)' };
  return [
    at(['.vscode', 'mcp.json'], 'vscode'),
    // Claude Code's file, and VS Code's since 1.140 when it holds `servers`/`inputs`
    at(['.mcp.json'], 'claude-code', { contentDecides: true }),
    at(['mcp.json'], 'generic'),
    at(['.cursor', 'mcp.json'], 'cursor'),
    at(['.devcontainer', 'devcontainer.json'], 'vscode', devcontainer),
    at(['.devcontainer.json'], 'vscode', devcontainer),
  ];
}

/** The folder Claude Desktop keeps its configuration in, on each platform. */
function claudeDesktopDir({ home, platform, appData }: UserPlaces): string {
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Claude');
  if (platform === 'win32') return join(appData ?? join(home, 'AppData', 'Roaming'), 'Claude');
  return join(home, '.config', 'Claude');
}

/** The user's own client files (read only when the user enables `mcpLens.discovery.userConfigs`). */
export function userLocations(places: UserPlaces): ConfigLocation[] {
  const { home } = places;
  const user = (path: string, dialect: ClientDialect): ConfigLocation => ({
    path,
    dialect,
    scope: 'user',
    client: CLIENT_NAMES[dialect],
  });
  const out = [
    user(join(claudeDesktopDir(places), 'claude_desktop_config.json'), 'claude-desktop'),
    user(join(home, '.cursor', 'mcp.json'), 'cursor'),
    user(join(home, '.codeium', 'windsurf', 'mcp_config.json'), 'windsurf'),
  ];
  if (places.vscodeUserDir) out.push(user(join(places.vscodeUserDir, 'mcp.json'), 'vscode'));
  // VS Code 1.140's global servers ($COPILOT_HOME moves the folder), shared with the Copilot CLI's `mcpServers`
  const copilotHome = places.copilotHome ?? join(home, '.copilot');
  out.push({ ...user(join(copilotHome, 'mcp-config.json'), 'vscode'), contentDecides: true });
  return out;
}
