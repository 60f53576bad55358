import { basename, dirname, join, resolve } from 'node:path';
import { clientConfigModel, dialectOf, type ClientDialect } from '../../../../../common/config/clientConfig';
import { neighbourFilePath } from '../../../../../common/config/neighbourFiles';
import type { Detection } from '../../../../../common/formats/documentKind';
import { pathOfUri } from '../../../../../common/formats/uriPath';
import type { Node } from 'jsonc-parser';
import { stringValue } from '../../../../../common/json/jsonNodes';
import type { Rule } from '../../types';
import { CLIENT_KINDS, CLIENT_LABEL, configOf, allEntries } from './configContext';

/** The clients that read `envFile` (MCP facts §4.1, §4.4), and the folder their workspace file `mcp.json` sits in. */
const ENV_FILE_CLIENTS = new Map<ClientDialect | undefined, string>([
  ['vscode', '.vscode'],
  ['cursor', '.cursor'],
]);
const WORKSPACE_FOLDER = '${workspaceFolder}';

/**
 * The folder `${workspaceFolder}` names in a file that belongs to one: the folder above `.vscode/mcp.json` or
 * `.cursor/mcp.json`, or the folder of a root `.mcp.json` in VS Code's format. Undefined for every other file, where the
 * variable is whatever folder the editor has open (the user-profile `mcp.json`, `~/.copilot/mcp-config.json`, Cursor's
 * global `~/.cursor/mcp.json` when `home` is known), inside a dev container (the container's folder), and off disk.
 */
function workspaceFolderOf(uri: string, detection: Detection, home?: string): string | undefined {
  const dir = neighbourFilePath(uri, ''); // the document's own folder
  if (dir === undefined) return undefined;
  if (detection.surface === 'root-mcp-json') return dir;
  // the other surfaces (dev container, ~/.copilot/mcp-config.json) have other file names
  if (basename(pathOfUri(uri)).toLowerCase() !== 'mcp.json') return undefined;
  if (basename(dir).toLowerCase() !== ENV_FILE_CLIENTS.get(dialectOf(detection))) return undefined;
  const folder = dirname(dir);
  return home !== undefined && resolve(folder) === resolve(home) ? undefined : folder;
}

/** `${workspaceFolder}/path` resolved against the folder; undefined for any other form, which is not resolvable here. */
function envFilePath(value: string, folder: string): string | undefined {
  if (!value.startsWith(`${WORKSPACE_FOLDER}/`) && !value.startsWith(`${WORKSPACE_FOLDER}\\`)) return undefined;
  const rest = value.slice(WORKSPACE_FOLDER.length + 1);
  if (!rest || rest.includes('${') || rest.split(/[\\/]/).includes('..')) return undefined;
  return join(folder, rest);
}

/**
 * The env files MCP727 asks about (the pipeline looks up whether each exists before the check, never reading one:
 * a missing one is null). `home`: the user's home folder, whose `.cursor/mcp.json` is Cursor's global file.
 */
export function envFilesWanted(root: Node | undefined, uri: string, detection: Detection, home?: string): string[] {
  const folder = workspaceFolderOf(uri, detection, home);
  if (!folder) return [];
  // only the clients that read envFile have a workspace folder here
  const model = clientConfigModel(root, dialectOf(detection)!);
  return allEntries(model).flatMap((e) => {
    const value = stringValue(e.envFile);
    const path = value === undefined ? undefined : envFilePath(value, folder);
    return path ? [path] : [];
  });
}

export const envFile: Rule = {
  meta: {
    code: 'MCP727',
    name: 'config-env-file-missing',
    severity: 'warning',
    summary: "A server's `envFile` (`${workspaceFolder}/…`) names a file that does not exist in the workspace.",
    why: "The client reads the server's environment variables from that file when it starts the server; when the file is not there, the variables it should hold (often credentials) are missing and the server fails in ways that point elsewhere. Only `${workspaceFolder}/…` paths in a file that belongs to a workspace (`.vscode/mcp.json`, a root `.mcp.json`, a project's `.cursor/mcp.json`) are checked: in the user-profile `mcp.json` and other global files the variable names whatever folder is open, and other forms are not resolvable before the client runs. Only whether the file exists is asked; it is never read. The command line (`mcp-lens check`) looks env files up only when MCP727 is turned on explicitly (a settings file or `--rule MCP727=warning`): on a clean checkout, as in CI, a `.env` kept out of version control is missing by design.",
    fix: 'Create the file (and keep it out of version control when it holds secrets), or correct the path.',
    example:
      '{ "servers": { "db": { "type": "stdio", "command": "node", "args": ["server.js"], "envFile": "${workspaceFolder}/.env.missing" } } }',
    examplePath: '.vscode/mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    const folder = workspaceFolderOf(ctx.doc.uri, ctx.detection);
    if (!folder) return;
    for (const entry of allEntries(model)) {
      const value = stringValue(entry.envFile);
      const path = value === undefined ? undefined : envFilePath(value, folder);
      if (!path || ctx.options.neighbourFiles?.get(path) !== null) continue;
      ctx.report(
        'MCP727',
        entry.envFile!,
        `"envFile" of server "${entry.name}" names ${path}, which does not exist: ${CLIENT_LABEL[model.dialect]} starts the server without the variables it should hold.`,
      );
    }
  },
};
