// The servers model's settings, and what it needs from its host.
import type { Root } from '@modelcontextprotocol/sdk/types.js';
import type { AuthEnvironment } from '../../../common/mcp/auth/serverAuth';
import type { ClientFeatures } from '../../../common/mcp/clientFeatures';
import type { ProtocolEra } from '../../../common/mcp/protocolEraNames';
import type { ApprovalGate, Logger } from '../../../common/mcp/types';
import type { UserPlaces, WorkspaceFolderInfo } from '../../../common/config/configLocations';
import type { ServerDefinition } from '../../../common/config/configSource';
import type { InputPrompter, SecretStore } from '../../../common/config/inputValues';
import type { CatalogLintSettings } from './catalogLint';
import type { CatalogLinterOptions } from './catalogLinter';
import type { EraStore } from './protocolEras';

export interface ServersSettings {
  /** Read the user's own client files too (Claude Desktop, Cursor, Windsurf, VS Code user mcp.json). */
  readonly userConfigs: boolean;
  readonly inheritEnvironment: boolean;
  readonly requestTimeoutMs: number;
  /** Start servers the user trusts as soon as they are discovered. */
  readonly autoStartTrusted: boolean;
  /** The protocol era of servers that have no choice of their own (auto when absent). */
  readonly protocolEra?: ProtocolEra;
}

/** Everything the model needs from its host, injected so it runs the same under plain Node tests. */
export interface ServersModelDeps {
  readonly folders: () => readonly WorkspaceFolderInfo[];
  readonly userPlaces: UserPlaces;
  readonly settings: () => ServersSettings;
  /** Workspace trust: in Restricted Mode nothing from the workspace's files may start. */
  readonly isWorkspaceTrusted: () => boolean;
  /** Whether the user trusts the server as its file configures it (the approval layer owns it); only those auto-start. */
  readonly isServerTrusted?: (serverId: string) => boolean;
  readonly loggerFor: (def: ServerDefinition) => Logger;
  readonly promptInput: InputPrompter;
  readonly secrets: SecretStore;
  /** Every tool call passes this gate; nothing is sent unless it resolves true. */
  readonly approve: ApprovalGate;
  /** What the client answers when a server asks (elicitation, sampling…); only these are declared to servers. */
  readonly features?: ClientFeatures;
  readonly lintSettings?: () => CatalogLintSettings;
  /**
   * Where the catalog lint worker is and how long a lint may take (defaults: dist/catalogLintWorker.js beside this
   * bundle, 10 s).
   */
  readonly catalogLint?: CatalogLinterOptions;
  readonly hostEnv?: NodeJS.ProcessEnv;
  readonly readFile?: (path: string) => Promise<string | undefined>;
  readonly stopGraceMs?: number;
  /**
   * The roots a server may work in (`roots/list`), asked each time the server asks; the client declares roots only
   * when this is given. The host's: the workspace folders, or the server's own list in the settings.
   */
  readonly roots?: (def: ServerDefinition) => readonly Root[];
  /** OAuth for remote servers (SecretStorage, the browser, the redirect); without it a 401 is only reported. */
  readonly auth?: AuthEnvironment;
  /** Where each server's protocol era is kept (the workspace state); without it, for the session only. */
  readonly eraStore?: EraStore;
}
