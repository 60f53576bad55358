// The protocol era of each server: the user's choice (per server, else the setting) and what auto found at its last start.
import {
  eraOfRevision,
  isProtocolEra,
  type DetectedEra,
  type EraPlan,
  type ProtocolEra,
} from '../../../common/mcp/protocolEra';
import type { ConnectionState } from '../../../common/mcp/types';

/** Storage with the shape of `vscode.Memento` (the workspace state), so that the model needs no `vscode`. */
export interface EraStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** Where a server's era comes from: its own choice, the setting, or auto (the setting left at auto). */
export type EraSource = 'server' | 'setting' | 'auto';

interface Remembered {
  readonly chosen?: ProtocolEra;
  readonly detected?: DetectedEra;
}

const STORE_KEY = 'mcpLens.protocolEras';

/** The era of each server, kept in the workspace's storage by the server's id, so that it outlives a restart. */
export class ProtocolEras {
  /** Used when there is no storage (tests, the CLI): remembered for the session only. */
  private memory: Record<string, Remembered> = {};

  constructor(
    private readonly store: EraStore | undefined,
    private readonly setting: () => ProtocolEra,
    private readonly changed: (serverId: string) => void,
  ) {}

  /** The era a start of this server uses, and where that comes from. */
  choice(serverId: string): { readonly era: ProtocolEra; readonly source: EraSource } {
    const chosen = this.table()[serverId]?.chosen;
    if (chosen) return { era: chosen, source: 'server' };
    const era = this.setting();
    return { era, source: era === 'auto' ? 'auto' : 'setting' };
  }

  /** The era this server's own choice names (undefined: it follows the setting). */
  chosen(serverId: string): ProtocolEra | undefined {
    return this.table()[serverId]?.chosen;
  }

  /** What auto found at the server's last start. */
  detected(serverId: string): DetectedEra | undefined {
    return this.table()[serverId]?.detected;
  }

  /** What a start is told: the era, and whether auto found the server modern before. */
  plan(serverId: string): EraPlan {
    const { era } = this.choice(serverId);
    return era === 'auto' && this.detected(serverId) === 'modern' ? { era, knownModern: true } : { era };
  }

  /** Chooses this server's era (undefined: follow the setting again); it applies from the next start. */
  async choose(serverId: string, era: ProtocolEra | undefined): Promise<void> {
    await this.remember(serverId, { ...this.table()[serverId], chosen: era });
    this.changed(serverId);
  }

  /** A session of the server runs on this revision: remembered, so that the next start goes the same way at once. */
  found(serverId: string, revision: string | undefined): void {
    if (!revision) return;
    const detected = eraOfRevision(revision);
    if (this.detected(serverId) !== detected) void this.remember(serverId, { ...this.table()[serverId], detected });
  }

  /** The revision and era of a running session, "2026-07-28 · modern", with "(chosen)" unless auto found it. */
  label(serverId: string, revision: string): string {
    const chosen = this.choice(serverId).source === 'auto' ? '' : ' (chosen)';
    return `${revision} · ${eraOfRevision(revision)}${chosen}`;
  }

  /** The era on the server's row: short (its description) and in words (its tooltip); short is empty for the default. */
  describe(serverId: string, state: ConnectionState): { readonly short: string; readonly long: string } {
    const { era, source } = this.choice(serverId);
    const how = SOURCE_WORDS[source];
    if (state.status === 'running' && state.protocolVersion) {
      const revision = state.protocolVersion;
      const running = eraOfRevision(revision);
      const chosenOrFound = source === 'auto' ? 'detected' : 'chosen';
      return {
        // a legacy session found by auto is every 2025 server's, so its row says nothing
        short: running === 'legacy' && source === 'auto' ? '' : this.label(serverId, revision),
        long: `Protocol era: ${running}, ${chosenOrFound} (${how}).`,
      };
    }
    const found = this.detected(serverId);
    const last = found && era === 'auto' ? ` At its last start it was ${found}.` : '';
    return {
      short: source === 'auto' ? '' : `${era} era`,
      long: `Protocol era: ${era} (${how}).${last}`,
    };
  }

  private table(): Record<string, Remembered> {
    const t = this.store?.get<Record<string, Remembered>>(STORE_KEY);
    return t && typeof t === 'object' ? t : this.memory;
  }

  private async remember(serverId: string, entry: Remembered): Promise<void> {
    const valid: Remembered = {
      ...(isProtocolEra(entry.chosen) ? { chosen: entry.chosen } : {}),
      ...(entry.detected ? { detected: entry.detected } : {}),
    };
    const table = { ...this.table(), [serverId]: valid };
    this.memory = table;
    await this.store?.update(STORE_KEY, table);
  }
}

const SOURCE_WORDS: Readonly<Record<EraSource, string>> = {
  server: 'chosen for this server',
  setting: 'the setting mcpLens.servers.protocolEra',
  auto: 'auto: initialize first, the modern era when the server refuses it',
};
