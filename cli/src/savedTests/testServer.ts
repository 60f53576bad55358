// Starting the server a test file names (by name in a client configuration, a command, or a URL) for the CLI.
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { ClientFeatures } from '../../../common/mcp/clientFeatures';
import { maskError, maskUrl, secretsInLaunch } from '../../../common/mcp/redact';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import { SILENT_LOGGER, type ServerLaunch } from '../../../common/mcp/types';
import type { TestServer } from '../../../common/savedTests/format';
import type { CliIo } from '../io';
import { discoverSources, resolveTarget } from '../liveTarget';
import { relativeInside } from '../relativePath';
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
 * Called with a client configuration before it is read for a server by name (`what` names it: the file's own
 * `config`, or the one found above the file); throws LiveCheckError to refuse it.
 */
export type ConfigCheck = (path: string, what: string) => void;

/**
 * The launch of a test file's server. A server by name is looked up in `config` (relative to the test file), else in
 * the client configurations of the nearest folder at or above the test file that defines that name, up to its
 * repository's root (outside a repository: up to the working folder), else in the working folder's.
 */
export async function testServerLaunch(
  server: TestServer,
  fileDir: string,
  io: CliIo,
  checkConfig?: ConfigCheck,
): Promise<TestServerLaunch> {
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
  if (configFile) checkConfig?.(configFile, 'its "config"');
  const found = configFile ? undefined : configDefining(server.name, fileDir, io.cwd);
  if (found) checkConfig?.(found.path, `the configuration that defines "${server.name}"`);
  const folder = configFile ? fileDir : (found?.folder ?? io.cwd);
  const resolved = await resolveTarget({ kind: 'server', name: server.name, configFile }, folder, io.env);
  return { launch: resolved.launch, displayName: server.name, notices: resolved.notices };
}

/**
 * The nearest folder at or above `fileDir` whose client configurations define `name`, and the file that does. Folders
 * whose files name other servers (or none, as a dev container's without MCP servers) are passed over. The walk ends at
 * the repository's root; outside a repository at the working folder, so that a user's own files above it (such as
 * ~/.cursor/mcp.json) are never read for a project's tests; a file outside both is looked up in its own folder only.
 */
function configDefining(name: string, fileDir: string, cwd: string): { folder: string; path: string } | undefined {
  const start = resolve(fileDir);
  const top = walkTop(start, resolve(cwd));
  for (let current = start; ; current = dirname(current)) {
    const source = discoverSources(current).find((s) => s.servers.some((d) => d.name === name));
    if (source) return { folder: current, path: source.location.path };
    if (current === top || dirname(current) === current) return undefined;
  }
}

/** The repository root above `dir` (the folder with `.git`); else the working folder when `dir` is in it; else `dir`. */
function walkTop(dir: string, cwd: string): string {
  for (let current = dir; ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) break;
  }
  return dir === cwd || relativeInside(cwd, dir) !== undefined ? cwd : dir;
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
