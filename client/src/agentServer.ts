// "MCP Lens" for VS Code's agents: the extension offers its own `mcp-lens mcp` through VS Code's MCP server definition
// provider API, so agent mode lists its tools unconfigured. Without that API (before 1.101), nothing is offered.
import path from 'node:path';
import * as vscode from 'vscode';
import { affectsAgentServer, agentServerEnabled } from './config';

/** The provider's id, as `contributes.mcpServerDefinitionProviders` in package.json declares it. */
export const AGENT_SERVER_PROVIDER = 'mcpLens.agentServer';
export const AGENT_SERVER_LABEL = 'MCP Lens';

/** What this module uses of VS Code's stdio server definition (not in @types/vscode 1.100). */
interface StdioDefinition {
  cwd?: vscode.Uri;
}

type StdioDefinitionClass = new (
  label: string,
  command: string,
  args?: string[],
  env?: Record<string, string | number | null>,
  version?: string,
) => StdioDefinition;

interface DefinitionProvider {
  readonly onDidChangeMcpServerDefinitions: vscode.Event<void>;
  provideMcpServerDefinitions(): StdioDefinition[];
  resolveMcpServerDefinition(definition: StdioDefinition): StdioDefinition | undefined;
}

interface McpApi {
  readonly Definition: StdioDefinitionClass;
  register(id: string, provider: DefinitionProvider): vscode.Disposable;
}

/** How `mcp-lens mcp` is started: the program, its arguments and environment, its working folder. */
export interface AgentServerLaunch {
  readonly command: string;
  readonly args: string[];
  readonly env: Record<string, string>;
  readonly cwd: vscode.Uri;
  readonly version: string;
}

/**
 * Registers the provider when this VS Code has the API; returns what undoes it. A VS Code without it, or one that
 * refuses the call, gets nothing offered and nothing broken.
 */
export function registerAgentServer(extension: vscode.ExtensionContext): vscode.Disposable {
  const api = mcpApi();
  if (!api) return new vscode.Disposable(() => undefined);
  const changed = new vscode.EventEmitter<void>();
  const provider: DefinitionProvider = {
    onDidChangeMcpServerDefinitions: changed.event,
    provideMcpServerDefinitions: () => {
      const launch = agentServerEnabled() ? agentServerLaunch(extension) : undefined;
      return launch ? [definitionOf(api, launch)] : [];
    },
    // asked just before VS Code starts it: the setting may have been turned off since
    resolveMcpServerDefinition: (definition) => (agentServerEnabled() ? definition : undefined),
  };
  let registration: vscode.Disposable;
  try {
    registration = api.register(AGENT_SERVER_PROVIDER, provider);
  } catch {
    // VS Code 1.100 has the function behind an API proposal, which it refuses to a published extension
    changed.dispose();
    return new vscode.Disposable(() => undefined);
  }
  const fire = () => changed.fire();
  return vscode.Disposable.from(
    registration,
    changed,
    vscode.workspace.onDidChangeConfiguration((e) => affectsAgentServer(e) && fire()),
    vscode.workspace.onDidChangeWorkspaceFolders(fire),
    vscode.workspace.onDidGrantWorkspaceTrust(fire),
  );
}

/**
 * The extension's own bundle, run by the host's Node (hence ELECTRON_RUN_AS_NODE), with the workspace's local folders
 * as the server's, the first its working folder. In Restricted Mode, it starts none of the configured servers.
 */
export function agentServerLaunch(extension: vscode.ExtensionContext): AgentServerLaunch | undefined {
  const folders = (vscode.workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file');
  if (!folders.length) return undefined;
  const trusted = vscode.workspace.isTrusted;
  const version = String((extension.extension.packageJSON as { version?: unknown }).version ?? '');
  return {
    command: process.execPath,
    args: [
      path.join(extension.extensionPath, 'dist', 'cli.js'),
      'mcp',
      ...folders.flatMap((f) => ['--root', f.uri.fsPath]),
      ...(trusted ? [] : ['--no-live']),
    ],
    env: { ELECTRON_RUN_AS_NODE: '1' },
    cwd: folders[0]!.uri,
    // a new version tells VS Code that the tools changed: Restricted Mode has one tool fewer
    version: trusted ? version : `${version}-restricted`,
  };
}

function definitionOf(api: McpApi, launch: AgentServerLaunch): StdioDefinition {
  const definition = new api.Definition(AGENT_SERVER_LABEL, launch.command, launch.args, launch.env, launch.version);
  definition.cwd = launch.cwd;
  return definition;
}

/** VS Code's MCP server definition API, when this VS Code has it. */
function mcpApi(): McpApi | undefined {
  const host = vscode as unknown as {
    lm?: { registerMcpServerDefinitionProvider?: (id: string, provider: DefinitionProvider) => vscode.Disposable };
    McpStdioServerDefinition?: StdioDefinitionClass;
  };
  const register = host.lm?.registerMcpServerDefinitionProvider;
  const Definition = host.McpStdioServerDefinition;
  if (typeof register !== 'function' || typeof Definition !== 'function') return undefined;
  return { Definition, register: (id, provider) => register.call(host.lm, id, provider) };
}
