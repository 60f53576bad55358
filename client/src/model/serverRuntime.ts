// A server's session as the servers model keeps it: its connection, and what its start was given.
import type { LaunchedCommand } from '../../../common/config/sourceHints';
import type { Disposable } from '../../../common/mcp/emitter';
import type { ServerConnection } from '../../../common/mcp/serverConnection';
import type { LintedServer } from './lintState';

export interface Runtime extends LintedServer {
  readonly connection: ServerConnection;
  readonly subscriptions: Disposable[];
  /** The config entry (as written) given to the start under way, until its session begins. */
  launching?: unknown;
  /** The config entry (as written) its current session was started from: what runs, whatever the file says now. */
  startedFrom?: unknown;
  /** The stdio launch it was last started with (references resolved), for the catalog's source hints; never its env. */
  launched?: LaunchedCommand;
  /** The roots last given to the server of this session (JSON), to tell whether a change concerns it. */
  rootsGiven?: string;
}
