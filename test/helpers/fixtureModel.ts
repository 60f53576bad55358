import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../common/mcp/types';
import { ServersModel, type ServersModelDeps } from '../../client/src/model/serversModel';
import { RecordingLogger } from '../client/fixtures';
import { MemorySecrets } from './memorySecrets';

/** Writes `servers` as the `.vscode/mcp.json` of the workspace folder `folder`. */
export function writeWorkspaceServers(folder: string, servers: Record<string, unknown>): void {
  mkdirSync(join(folder, '.vscode'), { recursive: true });
  writeFileSync(join(folder, '.vscode', 'mcp.json'), JSON.stringify({ servers }));
}

export interface FixtureModelOptions extends Partial<ServersModelDeps> {
  /** The one workspace folder. */
  readonly folder: string;
  /** The user's home (no user configs are read unless `settings` says so). */
  readonly home: string;
  /** Every process a server of the model starts, for `assertNoLeaks` at the end. */
  readonly pids: Set<number>;
  readonly approve: ServersModelDeps['approve'];
}

/**
 * A ServersModel over one trusted workspace folder, with recording loggers that note started processes in `pids`,
 * secrets in memory and a short stop grace. Any dependency can be given instead.
 */
export function fixtureServersModel({ folder, home, pids, ...deps }: FixtureModelOptions): ServersModel {
  return new ServersModel({
    folders: () => [{ name: 'ws', path: folder }],
    userPlaces: { home, platform: 'linux' },
    settings: () => ({
      userConfigs: false,
      inheritEnvironment: false,
      requestTimeoutMs: 20_000,
      autoStartTrusted: false,
    }),
    isWorkspaceTrusted: () => true,
    loggerFor: (): Logger => pidRecordingLogger(pids),
    promptInput: async () => undefined,
    secrets: new MemorySecrets(),
    stopGraceMs: 300,
    ...deps,
  });
}

/** A RecordingLogger that adds the pid of every process the connection says it started to `pids`. */
export function pidRecordingLogger(pids: Set<number>): RecordingLogger {
  const logger = new RecordingLogger();
  logger.onLine((line) => {
    const m = /Started process (\d+)/.exec(line);
    if (m) pids.add(Number(m[1]));
  });
  return logger;
}
