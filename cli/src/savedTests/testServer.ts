// Starting the server a test file names (by name in a client configuration, a command, or a URL) for the CLI.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { workspaceLocations } from '../../../common/config/configLocations';
import type { ClientFeatures } from '../../../common/mcp/clientFeatures';
import { maskError, maskUrl, secretsInLaunch } from '../../../common/mcp/redact';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import { SILENT_LOGGER, type ServerLaunch } from '../../../common/mcp/types';
import type { TestServer } from '../../../common/savedTests/format';
import type { CliIo } from '../io';
import { resolveTarget } from '../liveTarget';
import { TOOL_NAME, TOOL_VERSION } from '../toolInfo';

/** How long the server gets for initialize, each list request and each step's request. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface TestServerLaunch {
  readonly launch: ServerLaunch;
  /** How reports name the server. */
  readonly displayName: string;
  readonly notices: readonly string[];
}

/**
 * The launch of a test file's server. A server by name is looked up in `config` (relative to the test file), else in
 * the client configurations of the nearest folder at or above the test file that has one, up to its repository's
 * root (else the working folder).
 */
export async function testServerLaunch(server: TestServer, fileDir: string, io: CliIo): Promise<TestServerLaunch> {
  if ('url' in server) {
    const launch: ServerLaunch = { transport: 'http', url: server.url, headers: { ...(server.headers ?? {}) } };
    return { launch, displayName: maskUrl(server.url), notices: [] };
  }
  if ('command' in server) {
    const launch: ServerLaunch = {
      transport: 'stdio',
      command: server.command,
      args: [...(server.args ?? [])],
      env: { ...(server.env ?? {}) },
      cwd: resolve(fileDir, server.cwd ?? '.'),
    };
    return { launch, displayName: basename(server.command), notices: [] };
  }
  const configFile = server.config === undefined ? undefined : resolve(fileDir, server.config);
  const folder = configFile ? fileDir : (configuredFolderAbove(fileDir) ?? io.cwd);
  const resolved = await resolveTarget({ kind: 'server', name: server.name, configFile }, folder, io.env);
  return { launch: resolved.launch, displayName: server.name, notices: resolved.notices };
}

function configuredFolderAbove(dir: string): string | undefined {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const info = { name: basename(current), path: current };
    if (workspaceLocations(info).some((l) => existsSync(l.path))) return current;
    // not above the repository the test file is in (nor above the file system's root)
    if (existsSync(join(current, '.git')) || dirname(current) === current) return undefined;
  }
}

/** Starts a connection to `launch` with the given client features; its state says whether the server runs. */
export async function startConnection(
  name: string,
  launch: ServerLaunch,
  features: ClientFeatures | undefined,
): Promise<ServerConnection> {
  // loaded here, not at start-up: checking files never pays for the MCP SDK
  const { ServerConnection } = await import('../../../common/mcp/serverConnection');
  const connection = new ServerConnection({
    id: `mcp-lens-test:${name}`,
    name,
    logger: SILENT_LOGGER,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    clientInfo: { name: TOOL_NAME, version: TOOL_VERSION },
    ...(features ? { features } : {}),
  });
  try {
    await connection.start(launch);
  } catch (error) {
    await connection.dispose();
    throw maskError(error, secretsInLaunch(launch));
  }
  return connection;
}

/** Why the connection's server is not running, or undefined when it is. */
export function notRunningReason(connection: ServerConnection): string | undefined {
  const state = connection.state;
  if (state.status === 'running') return undefined;
  return state.status === 'error' ? state.message : `it is ${state.status}`;
}
