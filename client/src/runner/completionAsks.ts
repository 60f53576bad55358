// The `completion/complete` asks of one runner page: one in flight per field, and a newer ask cancels the older.
import { CancelledError, messageOf } from '../../../common/mcp/errors';
import type { ServersModel } from '../model/serversModel';
import type { ClientFeaturesFromWebview, RunnerToWebview } from '../protocol/runnerPage';

/** How long suggestions may take: the user is typing, and a later keystroke asks again anyway. */
const COMPLETION_TIMEOUT_MS = 10_000;

export class CompletionAsks {
  /** The ask in flight for each field (server, item, argument). */
  private readonly inFlight = new Map<string, AbortController>();

  constructor(
    private readonly model: ServersModel,
    private readonly post: (message: RunnerToWebview) => void,
  ) {}

  /**
   * Suggestions for a prompt argument or a template variable as typed so far; only the latest ask is answered.
   * A server that fails answers no suggestions, with the reason, and typing goes on.
   */
  async ask(m: Extract<ClientFeaturesFromWebview, { type: 'complete' }>): Promise<void> {
    const field = JSON.stringify([m.serverId, m.kind, m.key, m.argument]);
    this.inFlight.get(field)?.abort();
    if (this.model.state(m.serverId).status !== 'running' || !this.model.declares(m.serverId).completions) {
      return this.post({ type: 'completions', requestId: m.requestId, values: [] });
    }
    const abort = new AbortController();
    this.inFlight.set(field, abort);
    const context = Object.fromEntries(
      Object.entries(m.context).filter(([name, value]) => name !== m.argument && value !== ''),
    );
    const ref =
      m.kind === 'prompt'
        ? ({ type: 'ref/prompt', name: m.key } as const)
        : ({ type: 'ref/resource', uri: m.key } as const);
    try {
      const answer = await this.model.complete(m.serverId, ref, { name: m.argument, value: m.value }, context, {
        signal: abort.signal,
        timeoutMs: COMPLETION_TIMEOUT_MS,
      });
      if (!abort.signal.aborted) this.post({ type: 'completions', requestId: m.requestId, ...answer });
    } catch (e) {
      if (!(e instanceof CancelledError) && !abort.signal.aborted) {
        this.post({ type: 'completions', requestId: m.requestId, values: [], problem: messageOf(e) });
      }
    } finally {
      if (this.inFlight.get(field) === abort) this.inFlight.delete(field);
    }
  }

  /** Cancels every ask in flight. */
  dispose(): void {
    for (const ask of this.inFlight.values()) ask.abort();
  }
}
