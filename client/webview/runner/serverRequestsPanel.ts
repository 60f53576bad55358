// Requests servers make of the user, as cards above the tabs until answered, withdrawn or the runner closes. Cards are
// kept by request id and only added or removed, so that a redraw keeps what was typed into them.
import type {
  ModelChoiceView,
  RequestNoticeView,
  SamplingReplyView,
  ServerRequestView,
} from '../../src/protocol/runnerViews';
import type { TextSegment } from '../../src/protocol/pages';
import { el, segments } from '../shared/dom';
import { formatTime } from '../shared/results';
import { ArgumentsEditor } from './argumentsEditor';
import { button, type RunnerHost } from './controls';
import type { FormKey } from './keys';
import { SamplingReply, samplingRequestParts, type SamplingRequest } from './samplingCard';
import type { FormMemory, SavedForm } from './state';

/** Forms of requests live only as long as their card: nothing of an answer is kept in the page's saved state. */
class CardMemory implements FormMemory {
  private readonly forms = new Map<string, SavedForm>();
  get(key: FormKey): SavedForm | undefined {
    return this.forms.get(key);
  }
  set(key: FormKey, form: SavedForm): void {
    this.forms.set(key, form);
  }
}

const text = (list: readonly TextSegment[]) =>
  list.length ? segments(list) : el('span', { className: 'muted' }, '(no message)');

type Card = {
  readonly element: HTMLElement;
  draft?(m: { draft?: SamplingReplyView; problem?: string }): void;
  models?(): void;
};

export class ServerRequestsPanel {
  readonly element = el('section', {
    id: 'server-requests',
    className: 'server-requests',
    attrs: { 'aria-label': 'Requests from servers' },
  });
  private readonly noticeList = el('div', { className: 'request-notices', role: 'status' });
  private readonly cardList = el('div', { className: 'request-cards' });
  private readonly cards = new Map<string, Card>();
  private readonly memory = new CardMemory();
  private modelList: readonly ModelChoiceView[] | undefined;
  private modelProblem: string | undefined;

  constructor(private readonly host: RunnerHost) {
    this.element.append(this.noticeList, this.cardList);
    this.element.hidden = true;
  }

  show(requests: readonly ServerRequestView[], notices: readonly RequestNoticeView[]): void {
    const ids = new Set(requests.map((r) => r.id));
    for (const [id, card] of this.cards) {
      if (ids.has(id)) continue;
      card.element.remove();
      this.cards.delete(id);
    }
    let firstNew: HTMLElement | undefined;
    for (const request of requests) {
      if (this.cards.has(request.id)) continue;
      const card = this.cardFor(request);
      this.cards.set(request.id, card);
      this.cardList.appendChild(card.element);
      firstNew ??= card.element;
    }
    if (requests.some((r) => r.kind === 'sampling') && this.modelList === undefined) {
      this.host.post({ type: 'listModels' });
    }
    this.noticeList.replaceChildren(...notices.map((n) => this.notice(n)));
    this.element.hidden = !requests.length && !notices.length;
    if (firstNew) {
      firstNew.scrollIntoView({ block: 'nearest' });
      (firstNew.querySelector<HTMLElement>('input, select, textarea, button.button-primary') ?? firstNew).focus({
        preventScroll: true,
      });
    }
  }

  models(models: readonly ModelChoiceView[], problem: string | undefined): void {
    this.modelList = models;
    this.modelProblem = problem;
    for (const card of this.cards.values()) card.models?.();
  }

  draft(requestId: string, m: { draft?: SamplingReplyView; problem?: string }): void {
    this.cards.get(requestId)?.draft?.(m);
  }

  private notice(n: RequestNoticeView): HTMLElement {
    const dismiss = button('Dismiss', { className: 'link-button', label: `Dismiss: ${n.text}` });
    dismiss.addEventListener('click', () => this.host.post({ type: 'dismissNotice', noticeId: n.id }));
    const row = el('div', { className: `request-notice request-notice-${n.tone}` }, el('span', {}, n.text));
    if (n.revocable) {
      const stop = button('Ask me again', {
        className: 'link-button',
        label: `Ask again before ${n.serverName}'s sampling requests are answered`,
      });
      stop.addEventListener('click', () => this.host.post({ type: 'revokeSampling', serverId: n.serverId }));
      row.appendChild(stop);
    }
    row.appendChild(dismiss);
    return row;
  }

  private frame(
    request: ServerRequestView,
    kind: string,
    onClose: () => void,
  ): { card: HTMLElement; body: HTMLElement } {
    const headingId = `request-${request.id}-title`;
    const close = el(
      'button',
      {
        className: 'icon-button request-close',
        attrs: {
          type: 'button',
          'aria-label': `Close (Cancel) ${kind} from ${request.serverName}`,
          title: 'Close: answers Cancel',
        },
      },
      '×',
    );
    close.addEventListener('click', onClose);
    const head = el(
      'div',
      { className: 'request-head' },
      el(
        'h2',
        { id: headingId },
        el('span', { className: 'request-kind' }, kind),
        ' from ',
        el('strong', {}, request.serverName),
      ),
      el('span', { className: 'muted request-time' }, formatTime(request.receivedAt)),
      close,
    );
    const body = el('div', { className: 'request-body' });
    const asTask = request.taskId
      ? el(
          'p',
          { className: 'muted request-task', title: `Task ${request.taskId}` },
          `Asked as a task: ${request.serverName} polls for your answer, and goes on with its work meanwhile.`,
        )
      : null;
    const card = el(
      'article',
      {
        className: `server-request server-request-${request.kind}`,
        attrs: { 'aria-labelledby': headingId, 'data-request': request.id, tabindex: '-1' },
      },
      head,
      asTask,
      body,
    );
    card.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onClose();
    });
    return { card, body };
  }

  private actions(...buttons: HTMLButtonElement[]): { row: HTMLElement; status: HTMLElement } {
    const status = el('span', { className: 'run-status', role: 'status' });
    return { row: el('div', { className: 'actions' }, ...buttons, status), status };
  }

  // ---- elicitation, form mode ----

  private cardFor(request: ServerRequestView): Card {
    if (request.kind === 'sampling') return this.samplingCard(request);
    if (request.mode === 'url') return this.urlCard(request);
    return this.formCard(request);
  }

  private formCard(request: Extract<ServerRequestView, { kind: 'elicitation'; mode: 'form' }>): Card {
    const answer = (action: 'accept' | 'decline' | 'cancel', content?: Record<string, unknown>) =>
      this.host.post({ type: 'answerElicitation', requestId: request.id, action, ...(content ? { content } : {}) });
    const { card, body } = this.frame(request, 'Input requested', () => answer('cancel'));
    const editor = new ArgumentsEditor(this.memory, `request|${request.id}` as FormKey, request.form, {
      id: `request-${request.id}`,
      title: 'Your answer',
      noFieldsText: 'The server asks for no values: Accept or Decline.',
      json: false,
    });
    const accept = button('Accept', {
      className: 'button-primary',
      label: `Accept and send your answer to ${request.serverName}`,
    });
    const decline = button('Decline', {
      className: 'button-secondary',
      label: `Decline: tell ${request.serverName} you will not answer`,
    });
    const cancel = button('Cancel', { className: 'button-secondary', label: 'Cancel: dismiss without a choice' });
    const { row, status } = this.actions(accept, decline, cancel);
    accept.addEventListener('click', () => {
      const values = editor.collect();
      if (!values) return void (status.textContent = 'Not sent: fill in the marked fields first.');
      status.textContent = 'Sending…';
      answer('accept', values);
    });
    decline.addEventListener('click', () => answer('decline'));
    cancel.addEventListener('click', () => answer('cancel'));
    body.append(el('p', { className: 'request-message' }, text(request.message)), editor.element, row);
    return { element: card };
  }

  // ---- elicitation, URL mode ----

  private urlCard(request: Extract<ServerRequestView, { kind: 'elicitation'; mode: 'url' }>): Card {
    const answer = (action: 'decline' | 'cancel') =>
      this.host.post({ type: 'answerElicitation', requestId: request.id, action });
    const { card, body } = this.frame(request, 'Link to open', () => answer('cancel'));
    const u = request.url;
    const shown = el(
      'p',
      { className: 'request-url', attrs: { title: u.full } },
      el('span', { className: 'url-part' }, u.scheme),
      u.userinfo ? el('span', { className: 'url-userinfo' }, u.userinfo) : null,
      el('strong', { className: 'url-host' }, u.host || u.full),
      el('span', { className: 'url-part' }, u.rest),
    );
    const open = button(u.openable ? `Open ${u.host}` : 'Cannot be opened', {
      className: 'button-primary',
      label: u.openable ? `Open ${u.full} in your browser (accepts the request)` : 'This link cannot be opened',
    });
    open.disabled = !u.openable;
    const decline = button('Decline', { className: 'button-secondary' });
    const cancel = button('Cancel', { className: 'button-secondary' });
    const { row } = this.actions(open, decline, cancel);
    open.addEventListener('click', () => this.host.post({ type: 'openElicitationUrl', requestId: request.id }));
    decline.addEventListener('click', () => answer('decline'));
    cancel.addEventListener('click', () => answer('cancel'));
    body.append(
      el('p', { className: 'request-message' }, text(request.message)),
      el('div', { className: 'url-box' }, el('span', { className: 'field-label' }, 'Goes to'), shown),
      ...(u.warnings.length
        ? [el('ul', { className: 'request-warnings' }, ...u.warnings.map((w) => el('li', {}, w)))]
        : []),
      el(
        'p',
        { className: 'muted' },
        'Nothing is opened until you click. Opening it tells the server you accepted; ' +
          'the rest happens in your browser, outside MCP Lens.',
      ),
      row,
    );
    return { element: card };
  }

  // ---- sampling ----

  private samplingCard(request: SamplingRequest): Card {
    const refuse = (r: 'decline' | 'cancel') =>
      this.host.post({ type: 'refuseSampling', requestId: request.id, refuse: r });
    const { card, body } = this.frame(request, 'Sampling request', () => refuse('cancel'));
    const send = button('Send reply to server', { className: 'button-primary' });
    const decline = button('Decline', {
      className: 'button-secondary',
      label: `Decline: ${request.serverName} gets an error`,
    });
    const cancel = button('Cancel', { className: 'button-secondary' });
    const { row, status } = this.actions(send, decline, cancel);
    decline.addEventListener('click', () => refuse('decline'));
    cancel.addEventListener('click', () => refuse('cancel'));
    // the reply: by hand, as a tool use, or drafted by a model the user picks
    const models = () => ({ list: this.modelList, problem: this.modelProblem });
    const reply = new SamplingReply(request, { host: this.host, memory: this.memory, models }, send, status);
    body.append(...samplingRequestParts(request), el('h3', {}, 'Your reply'), reply.modes, reply.box, row);
    return { element: card, models: () => reply.drawModels(), draft: (m) => reply.showDraft(m) };
  }
}
