// The approval layer and the servers feature know each other only through these two interfaces;
// client/src/features.ts hands each side the other.
import type { ApprovalGate } from '../../../common/mcp/types';

/** What the servers feature asks of the approval layer. */
export interface ApprovalsForServers {
  /** The gate every tool call passes. */
  readonly gate: ApprovalGate;
  /** Whether the user trusts the server as its file configures it now; only such servers auto-start. */
  isConfiguredTrusted(serverId: string): boolean;
}

/** What the approval layer asks of the servers feature. */
export interface ServersForApprovals {
  /** Writes a decision to the server's own log channel (the audit trail). */
  logApproval(serverId: string, line: string): void;
  /** The server's config entry as written now (undefined when no file configures it): a stopped server's trust. */
  launchOf(serverId: string): unknown;
  /** The entry its session was started from, while it starts or runs: its trust, whatever the file says now. */
  runningLaunchOf(serverId: string): unknown;
  /** Trust changed: what is now trusted may auto-start. */
  trustChanged(): void;
}
