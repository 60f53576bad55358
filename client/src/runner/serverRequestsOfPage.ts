/**
 * One runner page's side of the server requests: it shows the waiting requests, passes the user's answers on, and
 * asks a model for a draft only when the user picked one and said Send.
 */
import type { Disposable } from '../../../common/mcp/emitter';
import { messageOf } from '../../../common/mcp/errors';
import { assertNever } from '../protocol/check';
import type { ModelChoiceView } from '../protocol/runnerViews';
import type { RunnerToWebview, ServerRequestFromWebview } from '../protocol/runnerPage';
import type { ElicitationAnswer, ModelAnswerer, SamplingAnswer, SamplingGrants } from './clientRequests';
import { newId } from './keptResults';
import type { PendingRequest, ServerRequests } from './serverRequests';
import { elicitationUrlView, samplingReplyView, samplingResult, serverRequestView } from './serverRequestViews';

export interface PageRequestsHost {
  post(message: RunnerToWebview): void;
  report(message: string): void;
  /** Opens an http(s) URL outside the editor. */
  openExternal?(url: string): Promise<void>;
  /** The language models the editor offers (none when it has no such API, or the user has none). */
  models?(): Promise<readonly ModelChoiceView[]>;
  readonly answerer?: ModelAnswerer;
}

type MessageOf<T extends ServerRequestFromWebview['type']> = Extract<ServerRequestFromWebview, { type: T }>;

export class ServerRequestsOfPage implements Disposable {
  /** This page's tool calls that were sent, by run id: their server. */
  private readonly sentRuns = new Map<string, string>();
  /** What each of those was last said to wait on. */
  private readonly waits = new Map<string, PendingRequest['kind'] | undefined>();
  private readonly drafts = new Map<string, AbortController>();
  private models: readonly ModelChoiceView[] = [];
  private disposed = false;
  readonly onDidChange: ServerRequests['onDidChange'];

  constructor(
    private readonly queue: ServerRequests,
    private readonly grants: SamplingGrants,
    private readonly host: PageRequestsHost,
  ) {
    this.onDidChange = queue.onDidChange;
  }

  /** Shows the page what waits now, and drops drafts of requests that left. */
  post(): void {
    const pending = this.queue.pending();
    for (const [id, draft] of this.drafts) {
      if (pending.some((r) => r.id === id)) continue;
      draft.abort();
      this.drafts.delete(id);
    }
    this.send({
      type: 'serverRequests',
      requests: pending.map((r) => serverRequestView(r, this.grants.of(r.serverId)?.modelName)),
      notices: this.queue.notices.map((n) => ({
        ...n,
        ...(this.grants.of(n.serverId) && /without asking/.test(n.text) ? { revocable: true } : {}),
      })),
    });
    this.postWaits();
  }

  runSent(runId: string, serverId: string): void {
    this.sentRuns.set(runId, serverId);
    this.postWaits();
  }

  runEnded(runId: string): void {
    this.sentRuns.delete(runId);
    this.waits.delete(runId);
  }

  async handle(m: ServerRequestFromWebview): Promise<void> {
    switch (m.type) {
      case 'answerElicitation':
        return this.answerElicitation(m);
      case 'openElicitationUrl':
        return this.openElicitationUrl(m.requestId);
      case 'listModels':
        return this.listModels();
      case 'draftSampling':
        return this.draft(m.requestId, m.modelId);
      case 'replySampling':
        return this.replySampling(m);
      case 'refuseSampling':
        this.queue.answer(m.requestId, { refuse: m.refuse } satisfies SamplingAnswer);
        return;
      case 'dismissNotice':
        this.queue.dismiss(m.noticeId);
        return;
      case 'revokeSampling':
        return this.revokeSampling(m.serverId);
      default:
        return assertNever(m, 'A server-request message of the runner page');
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const d of this.drafts.values()) d.abort();
    this.drafts.clear();
  }

  private postWaits(): void {
    for (const [runId, serverId] of this.sentRuns) {
      const waitingOn = this.queue.pending(serverId)[0]?.kind;
      if (this.waits.has(runId) && this.waits.get(runId) === waitingOn) continue;
      this.waits.set(runId, waitingOn);
      this.send({ type: 'runWaits', runId, ...(waitingOn ? { waitingOn } : {}) });
    }
  }

  private answerElicitation(m: MessageOf<'answerElicitation'>): void {
    const request = this.queue.get(m.requestId);
    if (request?.kind !== 'elicitation') return;
    const answer: ElicitationAnswer =
      m.action === 'accept' && request.params.mode !== 'url'
        ? { action: 'accept', content: (m.content ?? {}) as ElicitationAnswer['content'] }
        : { action: m.action };
    this.queue.answer(m.requestId, answer);
  }

  private async openElicitationUrl(requestId: string): Promise<void> {
    const request = this.queue.get(requestId);
    if (request?.kind !== 'elicitation' || request.params.mode !== 'url') return;
    const url = elicitationUrlView(request.params.url);
    if (!url.openable || !this.host.openExternal) {
      return this.host.report(
        `${request.serverName}'s link cannot be opened: ${url.warnings[0] ?? 'no browser to open it in'}`,
      );
    }
    // the answer goes first: the link is opened because the user accepted, and the server may wait on the answer
    this.queue.answer(requestId, { action: 'accept' } satisfies ElicitationAnswer);
    await this.host.openExternal(url.full);
  }

  private async listModels(): Promise<void> {
    let problem: string | undefined;
    try {
      this.models = this.host.models ? await this.host.models() : [];
    } catch (e) {
      this.models = [];
      problem = messageOf(e);
    }
    this.send({ type: 'models', models: this.models, ...(problem ? { problem } : {}) });
  }

  /** The user's reply (typed, a tool use, or a model's draft); a model allowed for the session answers from then on. */
  private replySampling(m: MessageOf<'replySampling'>): void {
    const request = this.queue.get(m.requestId);
    if (request?.kind !== 'sampling') return;
    if (m.toolUse && !(request.params.tools ?? []).some((t) => t.name === m.toolUse!.name)) {
      return this.host.report(
        `${request.serverName}'s sampling request offers no tool named ${JSON.stringify(m.toolUse.name)}.`,
      );
    }
    const reply = samplingResult(
      {
        model: m.model || 'mcp-lens-user',
        ...(m.toolUse ? { toolUse: { name: m.toolUse.name, input: m.toolUse.input } } : { text: m.text ?? '' }),
      },
      newId('toolu'),
    );
    if (this.queue.answer(m.requestId, { reply } satisfies SamplingAnswer) && m.allowForSession && m.modelId) {
      const model = this.models.find((x) => x.id === m.modelId);
      this.grants.allow(request.serverId, m.modelId, model?.name ?? m.modelId);
      this.queue.notice(
        request,
        `${request.serverName} may now have its sampling requests answered by ${model?.name ?? m.modelId} ` +
          'without asking, until VS Code closes.',
      );
    }
  }

  private revokeSampling(serverId: string): void {
    const grant = this.grants.of(serverId);
    this.grants.revoke(serverId);
    const name = this.queue.notices.find((n) => n.serverId === serverId)?.serverName ?? serverId;
    if (grant) {
      this.queue.notice({ serverId, serverName: name }, `${name}'s sampling requests wait for you again.`);
    }
  }

  /** The user picked a model and said Send: the request goes to it, and its reply comes to the page, not the server. */
  private async draft(requestId: string, modelId: string): Promise<void> {
    const request = this.queue.get(requestId);
    if (request?.kind !== 'sampling') return;
    if (!this.host.answerer) {
      return this.send({ type: 'samplingDraft', requestId, problem: 'This editor offers no language models.' });
    }
    this.drafts.get(requestId)?.abort();
    const abort = new AbortController();
    this.drafts.set(requestId, abort);
    try {
      const result = await this.host.answerer.generate(modelId, request.params, abort.signal);
      if (!abort.signal.aborted) this.send({ type: 'samplingDraft', requestId, draft: samplingReplyView(result) });
    } catch (e) {
      if (!abort.signal.aborted) this.send({ type: 'samplingDraft', requestId, problem: messageOf(e) });
    } finally {
      if (this.drafts.get(requestId) === abort) this.drafts.delete(requestId);
    }
  }

  /** Posts to the page while it is there (a model's draft or the models' list can come after it closed). */
  private send(message: RunnerToWebview): void {
    if (!this.disposed) this.host.post(message);
  }
}
