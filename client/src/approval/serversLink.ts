// The approval layer and the servers feature know each other only through these two interfaces;
// client/src/features.ts hands each side the other.
import type { ApprovalGate } from '../../../common/mcp/types';

/** What the servers feature asks of the approval layer. */
export interface ApprovalsForServers {
  /** The gate every tool call passes. */
  readonly gate: ApprovalGate;
  /** The user's per-server trust; only trusted servers auto-start. */
  isTrusted(serverId: string): boolean;
}

/** What the approval layer asks of the servers feature. */
export interface ServersForApprovals {
  /** Writes a decision to the server's own log channel (the audit trail). */
  logApproval(serverId: string, line: string): void;
  /** The server's config entry as written, to which its trust is bound (undefined when no file configures it). */
  launchOf(serverId: string): unknown;
  /** Trust changed: what is now trusted may auto-start. */
  trustChanged(): void;
}
