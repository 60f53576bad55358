// The server a test file runs against, as a launch: a workspace server by name (its own entry, the one its session
// runs when the Servers view runs it; under the debugger for the Debug profile), or the file's inline command or URL.
import * as vscode from 'vscode';
import { dirname, resolve } from 'node:path';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import type { ServerLaunch, SessionLaunch } from '../../../common/mcp/types';
import type { TestFile } from '../../../common/savedTests/format';
import type { ServersModel } from '../model/serversModel';
import { inlineLaunch } from './savedTestRun';

/** How long a debug run waits for the debugger to attach before it runs the steps anyway. */
const ATTACH_WAIT_MS = 20_000;

export interface TestServerLaunch {
  readonly launch: ServerLaunch;
  readonly serverId: string;
  readonly serverName: string;
  /** The config entry it runs, to which the server's trust is bound (workspace servers only). */
  readonly session?: SessionLaunch;
  /** Follows the connection for the debugger (Debug profile, workspace servers only). */
  readonly watch?: (connection: ServerConnection) => vscode.Disposable;
  readonly started?: () => Promise<void>;
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
  const def = namedServer(model, server.name, server.config && resolve(dirname(path), server.config));
  if (!def) {
    return `No server named "${server.name}" is in the workspace's MCP config${server.config ? ` (${server.config})` : ''}, so the file was not run.`;
  }
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
  const debugged = resolved.def;
  return {
    ...base,
    watch: (connection) =>
      vscode.Disposable.from(
        connection.onStderrLine((line) => model.debugging.stderrLine(debugged, line)),
        connection.onDidChangeState((state) => model.debugging.stateChanged(debugged, state)),
      ),
    started: () => debuggerAttached(debugId),
  };
}

/** A server of that name (in that config file, when given): the one the Servers view runs, if any, else the first. */
function namedServer(model: ServersModel, name: string, configPath: string | undefined): ServerDefinition | undefined {
  const named = model
    .servers()
    .filter((d) => d.name === name && (configPath === undefined || resolve(d.location.path) === configPath));
  return named.find((d) => model.state(d.id).status === 'running') ?? named[0];
}

/** Resolves once VS Code's debugger attached to the server's test process, or after ATTACH_WAIT_MS without one. */
function debuggerAttached(serverId: string): Promise<void> {
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      listener.dispose();
      done();
    };
    const timer = setTimeout(finish, ATTACH_WAIT_MS);
    const listener = vscode.debug.onDidStartDebugSession((s) => {
      if (s.configuration.mcpLensServerId === serverId) finish();
    });
  });
}
