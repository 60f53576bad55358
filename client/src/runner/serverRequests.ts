/**
 * The requests servers make of the user (elicitation, sampling), in one queue for the extension that every runner
 * page shows. A request stays until the user answers, the server withdraws it, or the last runner page closes.
 */
import type { CreateMessageRequestParams, ElicitRequestParams } from '@modelcontextprotocol/sdk/types.js';
import { Emitter, type Disposable } from '../../../common/mcp/emitter';
import type { ServerRequestContext } from '../../../common/mcp/clientFeatures';

interface PendingBase {
  readonly id: string;
  readonly serverId: string;
  readonly serverName: string;
  readonly receivedAt: number;
  /** The id of the task the server asked the answer as (it polls for it), when it did. */
  readonly taskId?: string;
}

export type PendingRequest =
  | (PendingBase & { readonly kind: 'elicitation'; readonly params: ElicitRequestParams })
  | (PendingBase & { readonly kind: 'sampling'; readonly params: CreateMessageRequestParams });

/** How a request left the queue without an answer. */
export type Unanswered = { readonly unanswered: 'withdrawn' | 'closed' };

/** Something that happened to a request the user should know about, shown in the runner until dismissed. */
export interface RequestNotice {
  readonly id: string;
  readonly serverId: string;
  readonly serverName: string;
  readonly text: string;
  readonly tone: 'info' | 'warning';
  readonly at: number;
}

/** A URL-mode elicitation the user accepted: the server may say later that its flow is complete. */
interface OpenedUrl {
  readonly serverId: string;
  readonly serverName: string;
  readonly elicitationId: string;
  readonly host: string;
}

/** Notices kept, at most (the oldest go first). */
const KEEP_NOTICES = 5;

export class ServerRequests implements Disposable {
  private readonly requests = new Map<
    string,
    { readonly request: PendingRequest; readonly settle: (answer: unknown) => void; readonly cleanup: () => void }
  >();
  private readonly noticeList: RequestNotice[] = [];
  private readonly opened: OpenedUrl[] = [];
  private readonly changes = new Emitter<void>();
  private readonly added = new Emitter<PendingRequest>();
  /** Anything in the queue or its notices changed. */
  readonly onDidChange = this.changes.event;
  /** A new request arrived (the runner brings itself forward, or says so when it is hidden). */
  readonly onDidAdd = this.added.event;
  private counter = 0;

  /** The requests waiting, oldest first. */
  pending(serverId?: string): PendingRequest[] {
    return [...this.requests.values()]
      .map((r) => r.request)
      .filter((r) => serverId === undefined || r.serverId === serverId);
  }

  get(id: string): PendingRequest | undefined {
    return this.requests.get(id)?.request;
  }

  get notices(): readonly RequestNotice[] {
    return this.noticeList;
  }

  /**
   * Queues a request and resolves with the user's answer, or with `{ unanswered }` when the server withdrew it
   * (the signal aborted) or the runner closed before anyone answered.
   */
  ask<A>(
    request: Omit<PendingRequest, 'id' | 'receivedAt' | 'serverId' | 'serverName' | 'taskId'>,
    context: ServerRequestContext,
  ): Promise<A | Unanswered> {
    const id = `request-${++this.counter}`;
    const full = {
      ...request,
      id,
      serverId: context.serverId,
      serverName: context.serverName,
      receivedAt: Date.now(),
      ...(context.task ? { taskId: context.task.taskId } : {}),
    } as PendingRequest;
    if (context.signal.aborted) return Promise.resolve({ unanswered: 'withdrawn' });
    return new Promise<A | Unanswered>((resolve) => {
      const onAbort = () => {
        if (!this.requests.has(id)) return;
        this.remove(id);
        this.notice(
          full,
          `${full.serverName} withdrew its ${full.kind === 'elicitation' ? 'request for input' : 'sampling request'} ` +
            'before it was answered (it was cancelled or timed out).',
          'warning',
        );
        resolve({ unanswered: 'withdrawn' });
      };
      context.signal.addEventListener('abort', onAbort, { once: true });
      this.requests.set(id, {
        request: full,
        settle: (a) => resolve(a as A | Unanswered),
        cleanup: () => context.signal.removeEventListener('abort', onAbort),
      });
      this.added.fire(full);
      this.changes.fire();
    });
  }

  /** Answers a waiting request; false when it is no longer waiting (answered elsewhere, withdrawn). */
  answer(id: string, answer: unknown): boolean {
    const entry = this.requests.get(id);
    if (!entry) return false;
    this.remove(id);
    entry.settle(answer);
    return true;
  }

  /** The runner closed: every waiting request is answered `closed`, which their handlers turn into a cancel. */
  closeAll(): void {
    for (const [id, entry] of [...this.requests]) {
      this.remove(id);
      entry.settle({ unanswered: 'closed' } satisfies Unanswered);
    }
  }

  /** Adds a notice for the user about a request of this server. */
  notice(
    of: { readonly serverId: string; readonly serverName: string },
    text: string,
    tone: RequestNotice['tone'] = 'info',
  ): void {
    this.noticeList.push({
      id: `notice-${++this.counter}`,
      serverId: of.serverId,
      serverName: of.serverName,
      text,
      tone,
      at: Date.now(),
    });
    this.noticeList.splice(0, Math.max(0, this.noticeList.length - KEEP_NOTICES));
    this.changes.fire();
  }

  dismiss(noticeId: string): void {
    const i = this.noticeList.findIndex((n) => n.id === noticeId);
    if (i < 0) return;
    this.noticeList.splice(i, 1);
    this.changes.fire();
  }

  /** The user accepted a URL-mode elicitation (the URL was opened): its completion may follow. */
  urlOpened(of: { readonly serverId: string; readonly serverName: string }, elicitationId: string, host: string): void {
    this.opened.push({ serverId: of.serverId, serverName: of.serverName, elicitationId, host });
    this.opened.splice(0, Math.max(0, this.opened.length - 50));
  }

  /**
   * `notifications/elicitation/complete`: the user is told when an elicitation they opened is done. A completion of
   * an id the server never sent, or completed before, is ignored as the spec asks; returns whether it was one.
   */
  completed(serverId: string, elicitationId: string): boolean {
    const i = this.opened.findIndex((o) => o.serverId === serverId && o.elicitationId === elicitationId);
    if (i < 0) return false;
    const [o] = this.opened.splice(i, 1);
    this.notice(o!, `${o!.serverName} says the flow you opened at ${o!.host} is complete.`);
    return true;
  }

  dispose(): void {
    this.closeAll();
    this.changes.dispose();
    this.added.dispose();
  }

  private remove(id: string): void {
    const entry = this.requests.get(id);
    if (!entry) return;
    entry.cleanup();
    this.requests.delete(id);
    this.changes.fire();
  }
}
