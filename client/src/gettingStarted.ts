// The "Get started with MCP Lens" walkthrough, opened once after install, and the commands its steps run. It is part
// of the activation bundle, so nothing here loads the features until a step needs a server.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { workspaceLocations } from '../../common/config/configLocations';

/** The walkthrough's id in package.json. */
export const WALKTHROUGH = 'mcpLens.getStarted';
/** Set in the user's global state once the walkthrough has been opened unasked (synced: one machine is enough). */
const OFFERED_KEY = 'mcpLens.walkthroughOffered';

/** The workspace config a new one is created as: VS Code's own, which the Servers view and VS Code both read. */
const NEW_CONFIG = ['.vscode', 'mcp.json'];
export const STARTER_CONFIG = `{
  // The MCP servers of this workspace: start one from the MCP Lens view.
  // Hover a key to read what it means; type inside "servers" to add an entry.
  "servers": {
    "everything": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-everything"]
    }
  }
}
`;

/** A tool catalog with a tool that reads but does not say so: the walkthrough's diagnostic to fix. */
export const SAMPLE_CATALOG = `{
  "tools": [
    {
      "name": "get_forecast",
      "description": "Returns the weather forecast for a city.",
      "inputSchema": {
        "type": "object",
        "properties": { "city": { "type": "string", "description": "The city's name" } },
        "required": ["city"]
      }
    },
    {
      "name": "delete_city",
      "description": "Removes a city from the saved list.",
      "inputSchema": {
        "type": "object",
        "properties": { "city": { "type": "string" } },
        "required": ["city"]
      },
      "annotations": {
        "readOnlyHint": false,
        "destructiveHint": true,
        "idempotentHint": true,
        "openWorldHint": false
      }
    }
  ]
}
`;

/**
 * Opens the walkthrough the first time MCP Lens runs in a profile, since VS Code does so only after an install from
 * the Extensions view. It keeps to `workbench.welcomePage.walkthroughs.openOnInstall` where the host can read it.
 */
export function openWalkthroughOnce(context: vscode.ExtensionContext): void {
  context.globalState.setKeysForSync([OFFERED_KEY]);
  // The e2e harness starts every window as a fresh install, and a remote extension host cannot read the user's
  // application-scoped settings such as openOnInstall, so the harness turns the walkthrough off in the environment.
  if (process.env.MCP_LENS_NO_WALKTHROUGH === '1') return;
  if (context.globalState.get<boolean>(OFFERED_KEY)) return;
  void context.globalState.update(OFFERED_KEY, true);
  if (!vscode.workspace.getConfiguration('workbench.welcomePage').get<boolean>('walkthroughs.openOnInstall', true)) {
    return;
  }
  void openWalkthrough(context);
}

export function openWalkthrough(context: vscode.ExtensionContext): Thenable<unknown> {
  return vscode.commands.executeCommand(
    'workbench.action.openWalkthrough',
    `${context.extension.id}#${WALKTHROUGH}`,
    false,
  );
}

/**
 * "MCP Lens: Open or Create MCP Config": the workspace's first MCP config file (in the order MCP Lens reads them),
 * or, when the folder has none, a new `.vscode/mcp.json` with one server to start from.
 */
export async function openOrCreateConfig(): Promise<void> {
  const folder = await pickFolder();
  if (!folder) return;
  const existing = workspaceLocations({ name: folder.name, path: folder.uri.fsPath }).find((l) => existsSync(l.path));
  if (existing) {
    await vscode.window.showTextDocument(vscode.Uri.file(existing.path), { preview: false });
    return;
  }
  const uri = vscode.Uri.joinPath(folder.uri, ...NEW_CONFIG);
  await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(folder.uri, NEW_CONFIG[0]!));
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(STARTER_CONFIG));
  await vscode.window.showTextDocument(uri, { preview: false });
  void vscode.window.showInformationMessage(
    `MCP Lens: created ${NEW_CONFIG.join('/')} in ${folder.name}. ` +
      'Its servers are in the MCP Lens view; none starts until you start it.',
  );
}

/** "MCP Lens: Open a Sample with a Problem": an untitled catalog whose first tool has a diagnostic with a quick fix. */
export async function openSample(): Promise<void> {
  const doc = await vscode.workspace.openTextDocument({ language: 'json', content: SAMPLE_CATALOG });
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  // the cursor on the tool's name, where the warning and its quick fix (Ctrl+.) are
  const at = doc.positionAt(SAMPLE_CATALOG.indexOf('get_forecast'));
  editor.selection = new vscode.Selection(at, at);
}

/**
 * "MCP Lens: Check the Workspace from the Command Line": runs the extension's own `mcp-lens` on a workspace folder in
 * a terminal, on the extension host's Node.js, so that it needs no Node.js on PATH.
 */
export async function checkFromTerminal(context: vscode.ExtensionContext): Promise<void> {
  const folder = await pickFolder();
  if (!folder) return;
  const cli = vscode.Uri.joinPath(context.extensionUri, 'dist', 'cli.js').fsPath;
  const terminal = vscode.window.createTerminal({
    name: `mcp-lens check ${folder.name}`,
    shellPath: process.execPath,
    shellArgs: [cli, 'check', '.'],
    cwd: folder.uri,
    env: { ELECTRON_RUN_AS_NODE: '1' },
    iconPath: new vscode.ThemeIcon('checklist'),
    // a one-shot check: its terminal does not come back when the window reloads
    isTransient: true,
    message:
      `mcp-lens check ${path.basename(folder.uri.fsPath)} — ` +
      'the same checks as the editor, as CI runs them (npx mcp-lens check)',
  });
  terminal.show();
}

async function pickFolder(): Promise<vscode.WorkspaceFolder | undefined> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 1) return folders[0];
  if (folders.length > 1) return vscode.window.showWorkspaceFolderPick({ placeHolder: 'In which folder?' });
  const open = await vscode.window.showInformationMessage(
    'MCP Lens: open a folder first: MCP configs belong to a workspace folder.',
    'Open Folder',
  );
  if (open) await vscode.commands.executeCommand('workbench.action.files.openFolder');
  return undefined;
}
