import { canonicalJson, sha256 } from './canonicalJson';
import type { MementoLike } from './pins';

const STORE_KEY = 'mcpLens.approval.trustedServers';

/** The fingerprint of how a server is launched (its config entry as written: command, args, url, env…). */
export function launchFingerprint(config: unknown): string {
  return sha256(canonicalJson(config));
}

/**
 * Which servers the user trusts in this workspace. Explicit only: every server starts untrusted.
 * Trust is bound to the server's launch fingerprint: when its entry in the config file changes (another
 * command, URL or arguments, e.g. after a pull), the trust lapses and the server must be trusted again.
 */
export class TrustStore {
  /** `fingerprintOf` gives the current launch fingerprint of a server, or undefined when it is not configured. */
  constructor(
    private readonly memento: MementoLike,
    private readonly fingerprintOf: (serverId: string) => string | undefined,
  ) {}

  private table(): Record<string, string> {
    const t = this.memento.get<unknown>(STORE_KEY);
    return t !== null && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, string>) : {};
  }

  isTrusted(serverId: string): boolean {
    const fingerprint = this.fingerprintOf(serverId);
    return fingerprint !== undefined && this.table()[serverId] === fingerprint;
  }

  /** Trusts the server as it is configured now; throws when it is not configured. */
  async setTrusted(serverId: string, trusted: boolean): Promise<void> {
    const { [serverId]: _previous, ...others } = this.table();
    if (!trusted) return this.memento.update(STORE_KEY, others);
    const fingerprint = this.fingerprintOf(serverId);
    if (fingerprint === undefined) throw new Error(`no configured server has the id ${JSON.stringify(serverId)}`);
    await this.memento.update(STORE_KEY, { ...others, [serverId]: fingerprint });
  }

  async clear(): Promise<void> {
    await this.memento.update(STORE_KEY, undefined);
  }
}
