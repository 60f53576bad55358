import * as vscode from 'vscode';
import type { ApprovalGate } from '../../../common/mcp/types';
import { askInPanel } from './approvalPanel';
import { createApprovalGate } from './gate';
import { SessionGrantStore } from './grants';
import { PinStore } from './pins';
import { approvalDialogAfterMs, approvalSettings, approvalTimeoutSeconds } from '../config';
import type { ApprovalsForServers, ServersForApprovals } from './serversLink';
import { TrustStore, type ServerLaunches } from './trust';

/** A server as the approval commands name it. */
export interface ServerRef {
  readonly id: string;
  readonly name: string;
}

/**
 * The approval layer of the extension: trust and pins in the workspace's storage, this session's
 * grants, and the gate every tool call goes through (asking in a panel beside the editor).
 */
export class Approvals implements ApprovalsForServers, vscode.Disposable {
  private readonly trustChanged = new vscode.EventEmitter<void>();
  /** Fires when a server is trusted or untrusted, or everything is reset (views showing trust refresh). */
  readonly onDidChangeTrust = this.trustChanged.event;
  readonly trust: TrustStore;
  readonly pins: PinStore;
  readonly grants = new SessionGrantStore();
  readonly gate: ApprovalGate;

  /**
   * `log` writes to the server's own log channel (the audit trail of every decision); `launches` gives a server's
   * config entries as written (its running session's and its file's), to which its trust is bound.
   */
  constructor(
    extension: vscode.ExtensionContext,
    log: (serverId: string, line: string) => void,
    launches: ServerLaunches,
  ) {
    this.trust = new TrustStore(extension.workspaceState, launches);
    this.pins = new PinStore(extension.workspaceState);
    this.gate = createApprovalGate({
      settings: approvalSettings,
      timeoutSeconds: approvalTimeoutSeconds,
      trust: {
        isLaunchTrusted: (id, launch) => this.trust.isLaunchTrusted(id, launch),
        trustLaunch: async (id, launch) => {
          await this.trust.trustLaunch(id, launch);
          this.trustChanged.fire();
        },
      },
      pins: this.pins,
      grants: this.grants,
      ask: (prompt, signal) =>
        askInPanel(extension.extensionUri, prompt, signal, {
          log: (line) => log(prompt.request.serverId, line),
          dialogAfterMs: approvalDialogAfterMs(),
        }),
      log,
    });
  }

  /**
   * The approval layer over the servers feature, which is reached through a getter since it is created later.
   * Decisions go to each server's log, and a change of trust lets the model start what is now trusted.
   */
  static forServers(extension: vscode.ExtensionContext, servers: () => ServersForApprovals): Approvals {
    const approvals = new Approvals(extension, (serverId, line) => servers().logApproval(serverId, line), {
      running: (serverId) => servers().runningLaunchOf(serverId),
      configured: (serverId) => servers().launchOf(serverId),
    });
    approvals.onDidChangeTrust(() => servers().trustChanged());
    return approvals;
  }

  /** Whether the server is trusted as it runs, or, when it does not run, as its file configures it. */
  isTrusted(serverId: string): boolean {
    return this.trust.isTrusted(serverId);
  }

  isConfiguredTrusted(serverId: string): boolean {
    return this.trust.isConfiguredTrusted(serverId);
  }

  /** Trusts (or stops trusting) the server as it runs, or, when it does not run, as its file configures it. */
  async setTrusted(server: ServerRef, trusted: boolean): Promise<void> {
    await this.trust.setTrusted(server.id, trusted);
    // a revoked trust takes the session's allowances with it
    if (!trusted) this.grants.clear(server.id);
    this.trustChanged.fire();
  }

  /** Forgets every trust, pin and session grant of this workspace. */
  async reset(): Promise<void> {
    await this.trust.clear();
    await this.pins.clear();
    this.grants.clear();
    this.trustChanged.fire();
  }

  dispose(): void {
    this.trustChanged.dispose();
  }
}
