// The workspace server a test file names, as the editor finds it: among the servers of the config files it loads
// (those the Servers view lists), in the file's `config` when it gives one. No `vscode` import.
import { dirname, resolve } from 'node:path';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { NamedServer } from '../../../common/savedTests/format';
import type { ServersModel } from '../model/serversModel';

/**
 * The server of that name (in that config file, when given): the one the Servers view runs, if any, else the first.
 * Else why there is none, for the run's output: not in the config, or a `config` the editor does not load (the
 * command line reads any file, the editor only its own).
 */
export function serverByName(
  model: Pick<ServersModel, 'servers' | 'sources' | 'state'>,
  server: NamedServer,
  testFilePath: string,
): ServerDefinition | string {
  const configPath = server.config === undefined ? undefined : resolve(dirname(testFilePath), server.config);
  const named = model
    .servers()
    .filter((d) => d.name === server.name && (configPath === undefined || resolve(d.location.path) === configPath));
  const found = named.find((d) => model.state(d.id).status === 'running') ?? named[0];
  if (found) return found;
  if (server.config === undefined) {
    return `No server named "${server.name}" is in the workspace's MCP config, so the file was not run.`;
  }
  if (model.sources.some((s) => resolve(s.location.path) === configPath)) {
    return `No server named "${server.name}" is in ${server.config}, so the file was not run.`;
  }
  return (
    `${server.config} is not an MCP config file the editor loads (the Servers view lists those), so its server ` +
    `"${server.name}" cannot start here and the file was not run: run the file with \`mcp-lens test\`, which reads ` +
    "any config file, or name a server of the workspace's config."
  );
}
