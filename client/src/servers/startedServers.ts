import type { ConnectionState } from '../../../common/mcp/types';

/**
 * The servers whose rows the Servers view should unfold: each server that starts running, once per start.
 *
 * A row keeps its id in every state of its server. A new id would make VS Code drop the handles of the row and its
 * children until it asks for them again, and a click on an inline action meanwhile reaches its command without its
 * row. With a stable id VS Code keeps the row's fold state across refreshes instead, so a row that was folded (a
 * stopped server has no children) stays folded when its server starts: the tree unfolds it by revealing it. A row
 * the user folds while its server runs stays folded until the server starts again.
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

  /** The config files were read again: servers that left them are forgotten (their connections end without a state change). */
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
