import * as vscode from 'vscode';
import type { ApprovalGate } from '../../../common/mcp/types';
import { askInPanel } from './approvalPanel';
import { createApprovalGate } from './gate';
import { SessionGrantStore } from './grants';
import { PinStore } from './pins';
import { approvalDialogAfterMs, approvalSettings, approvalTimeoutSeconds } from '../config';
import type { ApprovalsForServers, ServersForApprovals } from './serversLink';
import { TrustStore, launchFingerprint } from './trust';

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
   * `log` writes to the server's own log channel (the audit trail of every decision); `launchOf` gives a
   * server's config entry as written (undefined when no file configures it), to which its trust is bound.
   */
  constructor(extension: vscode.ExtensionContext, log: (serverId: string, line: string) => void, launchOf: (serverId: string) => unknown) {
    this.trust = new TrustStore(extension.workspaceState, (id) => {
      const launch = launchOf(id);
      return launch === undefined ? undefined : launchFingerprint(launch);
    });
    this.pins = new PinStore(extension.workspaceState);
    this.gate = createApprovalGate({
      settings: approvalSettings,
      timeoutSeconds: approvalTimeoutSeconds,
      trust: {
        isTrusted: (id) => this.trust.isTrusted(id),
        setTrusted: async (id, trusted) => {
          await this.trust.setTrusted(id, trusted);
          this.trustChanged.fire();
        },
      },
      pins: this.pins,
      grants: this.grants,
      ask: (prompt, signal) => askInPanel(extension.extensionUri, prompt, signal, { log: (line) => log(prompt.request.serverId, line), dialogAfterMs: approvalDialogAfterMs() }),
      log,
    });
  }

  /**
   * The approval layer over the servers feature (created after it, hence the getter): decisions go to each
   * server's log channel, trust is bound to each server's entry in its config file, and a change of trust
   * lets the model auto-start what is now trusted.
   */
  static forServers(extension: vscode.ExtensionContext, servers: () => ServersForApprovals): Approvals {
    const approvals = new Approvals(
      extension,
      (serverId, line) => servers().logApproval(serverId, line),
      (serverId) => servers().launchOf(serverId),
    );
    approvals.onDidChangeTrust(() => servers().trustChanged());
    return approvals;
  }

  isTrusted(serverId: string): boolean {
    return this.trust.isTrusted(serverId);
  }

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
