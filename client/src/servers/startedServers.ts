import type { ConnectionState } from '../../../common/mcp/types';

/**
 * The servers whose rows the Servers view should unfold: each server that starts running, once per start, since a
 * row keeps its id and so its fold state (docs/architecture.md, "The Servers tree").
 */
export class StartedServers {
  private readonly running = new Set<string>();
  private readonly toUnfold = new Set<string>();

  /** A server's connection changed state. */
  stateChanged(serverId: string, status: ConnectionState['status']): void {
    if (status !== 'running') {
      this.running.delete(serverId);
      this.toUnfold.delete(serverId);
    } else if (!this.running.has(serverId)) {
      this.running.add(serverId);
      this.toUnfold.add(serverId);
    }
  }

  /** The config files were read again: servers that left them are forgotten, since their connections end silently. */
  keepOnly(serverIds: Iterable<string>): void {
    const kept = new Set(serverIds);
    for (const set of [this.running, this.toUnfold]) for (const id of set) if (!kept.has(id)) set.delete(id);
  }

  /** The servers to unfold now, each once; they are no longer waiting afterwards. */
  take(): string[] {
    const ids = [...this.toUnfold];
    this.toUnfold.clear();
    return ids;
  }
}
