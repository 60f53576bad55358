import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../../common/mcp/types';
import { ServersModel, type ServersModelDeps } from '../../client/src/model/serversModel';
import { after } from 'node:test';
import { assertNoLeaks, RecordingLogger, scratch } from '../client/fixtures';
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

/**
 * Models over workspace folders of a scratch folder, for one test file: each `open` writes a folder's
 * .vscode/mcp.json and loads a model of it (approval always denied); when the file ends, every model is disposed and
 * no server process is left.
 */
export function workspaceModels(): {
  readonly dir: string;
  readonly pids: Set<number>;
  open(servers: Record<string, unknown>): Promise<{ model: ServersModel; folder: string }>;
} {
  const tmp = scratch();
  const pids = new Set<number>();
  const models: ServersModel[] = [];
  let folders = 0;
  after(async () => {
    for (const m of models) await m.dispose();
    assertNoLeaks(pids);
    tmp.cleanup();
  });
  return {
    dir: tmp.dir,
    pids,
    open: async (servers) => {
      const folder = join(tmp.dir, `ws${++folders}`);
      writeWorkspaceServers(folder, servers);
      const model = fixtureServersModel({ folder, home: tmp.dir, pids, approve: async () => false });
      models.push(model);
      await model.reload();
      return { model, folder };
    },
  };
}
