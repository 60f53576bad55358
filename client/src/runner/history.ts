/**
 * The tool calls made in this session per server, with arguments and results, for the runner's History. They are kept
 * in memory only, since results can be large and may hold what a server should not have written to disk.
 */
import { Emitter } from '../../../common/mcp/emitter';
import type { JsonObject } from '../../../common/mcp/types';
import type { HistoryEntryView, OutputCheckView, ToolResultView } from '../protocol/runnerViews';
import { withOutputCheck } from './outputCheck';

export interface HistoryEntry {
  /** As shown; its output check `pending` until recordCheck brings the verdict. */
  readonly view: ToolResultView;
  /** The tool as listed when it was called. */
  readonly tool: JsonObject;
  readonly arguments: JsonObject;
  /** The result as the server sent it (absent when the call did not complete). */
  readonly result?: JsonObject;
}

const PER_SERVER = 200;

/** The verdict on a result's structuredContent against the outputSchema, once the check has finished. */
export interface OutputCheckEvent {
  readonly resultId: string;
  readonly verdict: OutputCheckView;
}

export class RunHistory {
  private readonly entries: HistoryEntry[] = [];
  private readonly changed = new Emitter<string>();
  /** Fires with the server whose history changed. */
  readonly onDidChange = this.changed.event;
  private readonly checked = new Emitter<OutputCheckEvent>();
  /** Fires with every verdict, for the pages that show its result (a result cleared from the history included). */
  readonly onDidCheck = this.checked.event;

  add(entry: HistoryEntry): void {
    this.entries.push(entry);
    const serverId = entry.view.serverId;
    const ofServer = this.entries.filter((e) => e.view.serverId === serverId);
    if (ofServer.length > PER_SERVER) this.entries.splice(this.entries.indexOf(ofServer[0]!), 1);
    this.changed.fire(serverId);
  }

  /** Records a result's verdict in its entry (while the history still holds it), and tells the pages. */
  recordCheck(resultId: string, verdict: OutputCheckView): void {
    const i = this.entries.findIndex((e) => e.view.id === resultId);
    const view = i < 0 ? undefined : withOutputCheck(this.entries[i]!.view, resultId, verdict);
    if (view) this.entries[i] = { ...this.entries[i]!, view };
    this.checked.fire({ resultId, verdict });
    if (view) this.changed.fire(view.serverId);
  }

  get(id: string): HistoryEntry | undefined {
    return this.entries.find((e) => e.view.id === id);
  }

  /** The server's calls as kept, oldest first. */
  entriesOf(serverId: string): readonly HistoryEntry[] {
    return this.entries.filter((e) => e.view.serverId === serverId);
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
        ...(view.structured && view.structured.check !== 'noSchema' ? { outputCheck: view.structured.check } : {}),
        ...(view.task ? { task: view.task.status } : {}),
      }));
  }

  clear(serverId: string): void {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      if (this.entries[i]!.view.serverId === serverId) this.entries.splice(i, 1);
    }
    this.changed.fire(serverId);
  }

  dispose(): void {
    this.changed.dispose();
    this.checked.dispose();
  }
}

/** The JSON-RPC request that makes this call, as a client sends it. */
export function toolsCallRequest(name: string, args: JsonObject, id: number | string = 1): JsonObject {
  return { jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } };
}
