// The server a test file runs against, as a launch: a workspace server by name (its own entry, the one its session
// runs when the Servers view runs it; under the debugger for the Debug profile), or the file's inline command or URL.
import * as vscode from 'vscode';
import type { ServerLaunch, SessionLaunch } from '../../../common/mcp/types';
import type { TestFile } from '../../../common/savedTests/format';
import type { ServersModel } from '../model/serversModel';
import { debuggedTest, type DebuggedTest } from './debuggedTest';
import { inlineLaunch } from './savedTestRun';
import { serverByName } from './testServerByName';

export interface TestServerLaunch {
  readonly launch: ServerLaunch;
  readonly serverId: string;
  readonly serverName: string;
  /** The config entry it runs, to which the server's trust is bound (workspace servers only). */
  readonly session?: SessionLaunch;
  /** Follows the connection for the debugger, and waits for its attach (Debug profile, workspace servers only). */
  readonly watch?: DebuggedTest['watch'];
  readonly started?: DebuggedTest['started'];
  /** Said in the run's output before the run (why Debug runs without a debugger, for one). */
  readonly note?: string;
}

/** The launch of the file's server, or why there is none (a message for the run's output). */
export async function launchOfTest(
  file: TestFile,
  path: string,
  model: ServersModel,
  debug: boolean,
): Promise<TestServerLaunch | string> {
  const server = file.server;
  if (!('name' in server)) {
    const launch = inlineLaunch(server, path);
    const name = 'command' in server ? server.command : server.url;
    const note = debug
      ? 'Debug runs a server of the workspace config under the debugger; this inline server runs without it.'
      : undefined;
    return { launch, serverId: `mcptest:${path}`, serverName: name, ...(note ? { note } : {}) };
  }
  const def = serverByName(model, server, path);
  if (typeof def === 'string') return def;
  const debugId = `${def.id}#test`;
  const resolved = await model.testLaunch(def.id, debug ? debugId : undefined);
  if (!resolved) return `The start of ${def.name} was cancelled (an input was not given), so the file was not run.`;
  const base = {
    launch: resolved.launch,
    serverId: def.id,
    serverName: def.name,
    session: { config: resolved.config, changedSinceStart: false },
  };
  if (!debug) return base;
  const { watch, started } = debuggedTest(resolved.def, {
    debugging: model.debugging,
    onDidStartSession: (listener) =>
      vscode.debug.onDidStartDebugSession((s) => listener(s.configuration.mcpLensServerId)),
  });
  return { ...base, watch, started };
}
