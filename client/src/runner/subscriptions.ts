/**
 * The resource subscriptions of one runner session: made through the servers model, counted as updates arrive,
 * dropped when their server stops or the session ends. No `vscode` here.
 */
import type { Disposable } from '../../../common/mcp/emitter';
import type { ServersModel } from '../model/serversModel';
import type { SubscriptionView } from '../protocol/runnerViews';

interface Subscription {
  readonly serverId: string;
  readonly uri: string;
  readonly handle: Disposable;
  updates: number;
}

/** One resource of one server. */
type SubscriptionKey = string & { readonly __subscriptionKey: never };
const keyOf = (serverId: string, uri: string) => `${serverId}\u0000${uri}` as SubscriptionKey;

export class RunnerSubscriptions implements Disposable {
  private readonly items = new Map<SubscriptionKey, Subscription>();
  private disposed = false;

  constructor(
    private readonly model: Pick<ServersModel, 'subscribe'>,
    /** The list changed (a subscription made, ended or updated). */
    private readonly onDidChange: () => void,
    /** notifications/resources/updated for a subscription, counted. */
    private readonly onUpdated: (subscription: SubscriptionView) => void,
  ) {}

  /** Subscribes once to a resource (a second ask is nothing); throws when the server refuses. */
  async subscribe(serverId: string, uri: string): Promise<void> {
    const key = keyOf(serverId, uri);
    if (this.items.has(key)) return;
    const handle = await this.model.subscribe(serverId, uri, () => this.updated(key));
    if (this.disposed) return handle.dispose();
    this.items.set(key, { serverId, uri, handle, updates: 0 });
    this.onDidChange();
  }

  unsubscribe(serverId: string, uri: string): void {
    const key = keyOf(serverId, uri);
    this.items.get(key)?.handle.dispose();
    this.items.delete(key);
    this.onDidChange();
  }

  /** Ends the subscriptions of a server that stopped. */
  drop(serverId: string): void {
    let dropped = false;
    for (const [key, sub] of this.items) {
      if (sub.serverId !== serverId) continue;
      sub.handle.dispose();
      this.items.delete(key);
      dropped = true;
    }
    if (dropped) this.onDidChange();
  }

  views(): SubscriptionView[] {
    return [...this.items.values()].map(viewOf);
  }

  dispose(): void {
    this.disposed = true;
    for (const sub of this.items.values()) sub.handle.dispose();
    this.items.clear();
  }

  private updated(key: SubscriptionKey): void {
    const sub = this.items.get(key);
    if (!sub) return;
    sub.updates++;
    this.onDidChange();
    this.onUpdated(viewOf(sub));
  }
}

function viewOf({ serverId, uri, updates }: Subscription): SubscriptionView {
  return { serverId, uri, updates };
}
