import type { SessionGrants } from './policy';

/**
 * What the user granted during this session, per server, tool and definition hash: a grant
 * given for one definition does not carry over to a changed one.
 */
export class SessionGrantStore {
  private readonly allowed = new Set<string>();
  private readonly approvedOnce = new Set<string>();

  get(serverId: string, toolName: string, hash: string): SessionGrants {
    const key = SessionGrantStore.key(serverId, toolName, hash);
    return { allowedForSession: this.allowed.has(key), approvedThisSession: this.approvedOnce.has(key) };
  }

  allowForSession(serverId: string, toolName: string, hash: string): void {
    this.allowed.add(SessionGrantStore.key(serverId, toolName, hash));
  }

  recordApproval(serverId: string, toolName: string, hash: string): void {
    this.approvedOnce.add(SessionGrantStore.key(serverId, toolName, hash));
  }

  /** Drops the grants of one server (when its trust is revoked) or of all. */
  clear(serverId?: string): void {
    for (const set of [this.allowed, this.approvedOnce]) {
      for (const key of [...set]) {
        if (serverId === undefined || (JSON.parse(key) as string[])[0] === serverId) set.delete(key);
      }
    }
  }

  private static key(serverId: string, toolName: string, hash: string): string {
    return JSON.stringify([serverId, toolName, hash]);
  }
}
