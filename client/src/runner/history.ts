/**
 * The tool calls made in this session, per server, with their arguments and results: shown in the runner's
 * History, re-run from there, and copied as the `tools/call` request they were. Held in memory only (results
 * can be large, and may hold what a server should not have written to disk).
 */
import { Emitter } from '../mcp/emitter';
import type { JsonObject } from '../mcp/types';
import type { HistoryEntryView, ToolResultView } from '../webviewProtocol';

export interface HistoryEntry {
  readonly view: ToolResultView;
  /** The tool as listed when it was called. */
  readonly tool: JsonObject;
  readonly arguments: JsonObject;
  /** The result as the server sent it (absent when the call did not complete). */
  readonly result?: JsonObject;
}

const PER_SERVER = 200;

export class RunHistory {
  private readonly entries: HistoryEntry[] = [];
  private readonly changed = new Emitter<string>();
  /** Fires with the server whose history changed. */
  readonly onDidChange = this.changed.event;

  add(entry: HistoryEntry): void {
    this.entries.push(entry);
    const serverId = entry.view.serverId;
    const ofServer = this.entries.filter((e) => e.view.serverId === serverId);
    if (ofServer.length > PER_SERVER) this.entries.splice(this.entries.indexOf(ofServer[0]!), 1);
    this.changed.fire(serverId);
  }

  get(id: string): HistoryEntry | undefined {
    return this.entries.find((e) => e.view.id === id);
  }

  /** The server's calls, newest first. */
  list(serverId: string): HistoryEntryView[] {
    return this.entries
      .filter((e) => e.view.serverId === serverId)
      .reverse()
      .map(({ view, arguments: args }) => ({
        id: view.id,
        serverId: view.serverId,
        tool: view.tool,
        displayName: view.displayName,
        startedAt: view.startedAt,
        ...(view.durationMs !== undefined ? { durationMs: view.durationMs } : {}),
        status: view.status,
        argumentsJson: JSON.stringify(args),
      }));
  }

  clear(serverId: string): void {
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i]!.view.serverId === serverId) this.entries.splice(i, 1);
    this.changed.fire(serverId);
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The JSON-RPC request that makes this call, as a client sends it. */
export function toolsCallRequest(name: string, args: JsonObject, id: number | string = 1): JsonObject {
  return { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } };
}
