import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientConfigModel, dialectOf, type ClientDialect } from '../../../../../common/config/clientConfig';
import type { Detection } from '../../../../../common/formats/documentKind';
import type { Node } from 'jsonc-parser';
import { stringValue } from '../../../../../common/json/jsonNodes';
import type { Rule } from '../../types';
import { CLIENT_KINDS, CLIENT_LABEL, configOf, allEntries } from './configContext';

/** The clients that read `envFile` (MCP facts §4.1, §4.4). */
const READS_ENV_FILE: readonly ClientDialect[] = ['vscode', 'cursor'];
const WORKSPACE_FOLDER = '${workspaceFolder}';

/**
 * The workspace folder of a configuration file: the folder above `.vscode/` or `.cursor/`, else the file's own folder
 * (a root `.mcp.json`). Undefined off disk, and where `${workspaceFolder}` is not this machine's folder: inside a dev
 * container, and in the global file, which belongs to no folder.
 */
function workspaceFolderOf(uri: string, detection: Pick<Detection, 'surface'>): string | undefined {
  if (!uri.startsWith('file:') || detection.surface === 'devcontainer' || detection.surface === 'copilot-global') {
    return undefined;
  }
  try {
    const dir = dirname(fileURLToPath(uri));
    return ['.vscode', '.cursor'].includes(basename(dir).toLowerCase()) ? dirname(dir) : dir;
  } catch {
    return undefined;
  }
}

/** `${workspaceFolder}/path` resolved against the folder; undefined for any other form, which is not resolvable here. */
function envFilePath(value: string, folder: string): string | undefined {
  if (!value.startsWith(`${WORKSPACE_FOLDER}/`) && !value.startsWith(`${WORKSPACE_FOLDER}\\`)) return undefined;
  const rest = value.slice(WORKSPACE_FOLDER.length + 1);
  if (!rest || rest.includes('${') || rest.split(/[\\/]/).includes('..')) return undefined;
  return join(folder, rest);
}

/** The env files MCP727 asks about (the pipeline looks each up before the check; a missing one is null). */
export function envFilesWanted(root: Node | undefined, uri: string, detection: Detection): string[] {
  const dialect = dialectOf(detection);
  const folder = workspaceFolderOf(uri, detection);
  if (!dialect || !READS_ENV_FILE.includes(dialect) || !folder) return [];
  const model = clientConfigModel(root, dialect);
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
    why: "The client reads the server's environment variables from that file when it starts the server; when the file is not there, the variables it should hold (often credentials) are missing and the server fails in ways that point elsewhere. Only paths under `${workspaceFolder}` are checked: other forms are not resolvable before the client runs.",
    fix: 'Create the file (and keep it out of version control when it holds secrets), or correct the path.',
    example:
      '{ "servers": { "db": { "type": "stdio", "command": "node", "args": ["server.js"], "envFile": "${workspaceFolder}/.env.missing" } } }',
    examplePath: '.vscode/mcp.json',
    kinds: CLIENT_KINDS,
  },
  check(ctx) {
    const model = configOf(ctx);
    const folder = workspaceFolderOf(ctx.doc.uri, ctx.detection);
    if (!READS_ENV_FILE.includes(model.dialect) || !folder) return;
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
