import { canonicalJson, sha256 } from './canonicalJson';
import type { MementoLike } from './pins';

const STORE_KEY = 'mcpLens.approval.trustedServers';

/** The fingerprint of how a server is launched (its config entry as written: command, args, url, env…). */
export function launchFingerprint(config: unknown): string {
  return sha256(canonicalJson(config));
}

/** Where the trust store reads a server's launches: each its config entry as written, undefined when there is none. */
export interface ServerLaunches {
  /** The entry the server's session was started from, while it starts or runs. */
  running(serverId: string): unknown;
  /** The entry its config file holds now. */
  configured(serverId: string): unknown;
}

/**
 * Which servers the user trusts in this workspace; every server starts untrusted. Trust is bound to the entry a session
 * runs (or a stopped server's entry), so it lapses when the command, URL or arguments change, e.g. after a pull.
 */
export class TrustStore {
  constructor(
    private readonly memento: MementoLike,
    private readonly launches: ServerLaunches,
  ) {}

  /** Whether the server is trusted as it runs, or, when it does not run, as its file configures it. */
  isTrusted(serverId: string): boolean {
    return this.isLaunchTrusted(serverId, this.currentLaunch(serverId));
  }

  /** Whether the server is trusted as its file configures it now (what auto-start would start). */
  isConfiguredTrusted(serverId: string): boolean {
    return this.isLaunchTrusted(serverId, this.launches.configured(serverId));
  }

  /** Whether `launch` (a config entry as written) is the launch of the server the user trusts. */
  isLaunchTrusted(serverId: string, launch: unknown): boolean {
    return launch !== undefined && this.table()[serverId] === launchFingerprint(launch);
  }

  /** Trusts the server as it runs, or, when it does not run, as its file configures it; throws when it is neither. */
  async setTrusted(serverId: string, trusted: boolean): Promise<void> {
    if (!trusted) {
      const { [serverId]: _previous, ...others } = this.table();
      return this.memento.update(STORE_KEY, others);
    }
    const launch = this.currentLaunch(serverId);
    if (launch === undefined) throw new Error(`no configured server has the id ${JSON.stringify(serverId)}`);
    await this.trustLaunch(serverId, launch);
  }

  /** Trusts the server as `launch` (a config entry as written) launches it, e.g. the session a call was made to. */
  async trustLaunch(serverId: string, launch: unknown): Promise<void> {
    await this.memento.update(STORE_KEY, { ...this.table(), [serverId]: launchFingerprint(launch) });
  }

  async clear(): Promise<void> {
    await this.memento.update(STORE_KEY, undefined);
  }

  private table(): Record<string, string> {
    const t = this.memento.get<unknown>(STORE_KEY);
    return t !== null && typeof t === 'object' && !Array.isArray(t) ? (t as Record<string, string>) : {};
  }

  /** The launch a trust decision about the server concerns now: its session's while it runs, else its file's. */
  private currentLaunch(serverId: string): unknown {
    return this.launches.running(serverId) ?? this.launches.configured(serverId);
  }
}
