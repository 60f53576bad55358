/**
 * The config files MCP Lens reads (sources) and the servers they declare: where they may be, read again on demand
 * (calls during a reading fold into one more). No `vscode` here, no connections: what runs is serversModel.ts's.
 */
import { readFile } from 'node:fs/promises';
import {
  userLocations,
  workspaceLocations,
  type ConfigLocation,
  type UserPlaces,
  type WorkspaceFolderInfo,
} from '../../../common/config/configLocations';
import { parseConfigSource, type ConfigSource, type ServerDefinition } from '../../../common/config/configSource';

export interface ConfigSourcesDeps {
  readonly folders: () => readonly WorkspaceFolderInfo[];
  readonly userPlaces: UserPlaces;
  /** Read the user's own client files too (Claude Desktop, Cursor, Windsurf, VS Code user mcp.json). */
  readonly userConfigs: () => boolean;
  readonly readFile?: (path: string) => Promise<string | undefined>;
}

export class ConfigSources {
  private sourceList: ConfigSource[] = [];
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;

  constructor(
    private readonly deps: ConfigSourcesDeps,
    /** Every file was read again: `sources` holds what they declare now. */
    private readonly onDidRead: () => void,
  ) {}

  get sources(): readonly ConfigSource[] {
    return this.sourceList;
  }

  servers(): ServerDefinition[] {
    return this.sourceList.flatMap((s) => s.servers);
  }

  definition(serverId: string): ServerDefinition | undefined {
    return this.servers().find((d) => d.id === serverId);
  }

  sourceOf(serverId: string): ConfigSource | undefined {
    return this.sourceList.find((s) => s.servers.some((d) => d.id === serverId));
  }

  /** Every place a config file may be, for watching. */
  locations(): ConfigLocation[] {
    const workspace = this.deps.folders().flatMap(workspaceLocations);
    return this.deps.userConfigs() ? [...workspace, ...userLocations(this.deps.userPlaces)] : workspace;
  }

  /** Reads every config file again. Calls during a reload fold into one more. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    const run = (async () => {
      do {
        this.reloadAgain = false;
        await this.read();
      } while (this.reloadAgain);
    })();
    this.reloading = run;
    const clear = () => {
      if (this.reloading === run) this.reloading = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  private async read(): Promise<void> {
    const read = this.deps.readFile ?? readIfExists;
    const found: ConfigSource[] = [];
    for (const location of this.locations()) {
      const text = await read(location.path);
      if (text !== undefined) found.push(parseConfigSource(location, text));
    }
    this.sourceList = found;
    this.onDidRead();
  }
}

async function readIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}
