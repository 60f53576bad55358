// Requests servers make of the user, above the tabs: an elicitation's form (the same form builder as tool
// arguments) or its link, and a sampling request with its messages, limits and tools, answered by hand or by a
// model the user picks. Each is a card until it is answered, withdrawn by its server, or the runner closes. A card
// redrawn after a change keeps what was typed into it: cards are kept by request id and only added or removed.
import type {
  ContentView,
  ModelChoiceView,
  RequestNoticeView,
  SamplingContentView,
  SamplingReplyView,
  ServerRequestView,
} from '../../src/protocol/runnerViews';
import type { TextSegment } from '../../src/protocol/pages';
import { renderBlock } from '../shared/content';
import { el, segments } from '../shared/dom';
import { formatTime } from '../shared/results';
import { ArgumentsEditor } from './argumentsEditor';
import { button, type RunnerHost } from './controls';
import type { FormKey } from './keys';
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
        'Nothing is opened until you click. Opening it tells the server you accepted; the rest happens in your browser, outside MCP Lens.',
      ),
      row,
    );
    return { element: card };
  }

  // ---- sampling ----

  private samplingCard(request: Extract<ServerRequestView, { kind: 'sampling' }>): Card {
    const refuse = (r: 'decline' | 'cancel') =>
      this.host.post({ type: 'refuseSampling', requestId: request.id, refuse: r });
    const { card, body } = this.frame(request, 'Sampling request', () => refuse('cancel'));

    const facts = el('dl', { className: 'request-facts' });
    const fact = (name: string, value: string | undefined) => {
      if (value !== undefined && value !== '') facts.append(el('dt', {}, name), el('dd', {}, value));
    };
    fact('Max tokens', String(request.maxTokens));
    fact('Temperature', request.temperature?.toString());
    fact('Stop sequences', request.stopSequences?.map((s) => JSON.stringify(s)).join(', '));
    fact('Include context', request.includeContext);
    const prefs = request.modelPreferences;
    fact('Model hints', prefs?.hints.join(', '));
    fact(
      'Priorities',
      prefs
        ? [
            ['cost', prefs.costPriority],
            ['speed', prefs.speedPriority],
            ['intelligence', prefs.intelligencePriority],
          ]
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${k} ${v}`)
            .join(' · ')
        : undefined,
    );
    fact('Tool choice', request.toolChoice);
    body.appendChild(facts);
    if (request.systemPrompt) {
      body.append(
        el('h3', {}, 'System prompt'),
        el('pre', { className: 'request-system' }, segments(request.systemPrompt)),
      );
    }
    body.append(el('h3', {}, `Messages (${request.messages.length})`));
    request.messages.forEach((m) =>
      body.appendChild(
        el(
          'div',
          { className: `sampling-message sampling-${m.role}` },
          el('span', { className: 'chip' }, m.role),
          ...m.content.map((c, i) => samplingBlock(c, i)),
        ),
      ),
    );
    if (request.tools.length) {
      body.append(el('h3', {}, `Tools the reply may use (${request.tools.length})`));
      for (const t of request.tools) {
        body.appendChild(
          el(
            'details',
            { className: 'sampling-tool' },
            el('summary', {}, el('code', {}, t.name), t.description.length ? ' — ' : '', segments(t.description)),
            el('pre', {}, t.schemaJson),
          ),
        );
      }
    }
    if (request.metadataJson) {
      body.appendChild(el('details', {}, el('summary', {}, 'Metadata'), el('pre', {}, request.metadataJson)));
    }

    // the reply: by hand, as a tool use, or drafted by a model the user picks
    body.append(el('h3', {}, 'Your reply'));
    const modes = el('div', { className: 'segmented', role: 'group', attrs: { 'aria-label': 'How to reply' } });
    const replyBox = el('div', { className: 'sampling-reply' });
    body.append(modes, replyBox);
    const send = button('Send reply to server', { className: 'button-primary' });
    const decline = button('Decline', {
      className: 'button-secondary',
      label: `Decline: ${request.serverName} gets an error`,
    });
    const cancel = button('Cancel', { className: 'button-secondary' });
    const { row, status } = this.actions(send, decline, cancel);
    body.append(row);
    decline.addEventListener('click', () => refuse('decline'));
    cancel.addEventListener('click', () => refuse('cancel'));

    const textId = `request-${request.id}-text`;
    const reply = el('textarea', { id: textId, className: 'json-input', attrs: { rows: '4', spellcheck: 'true' } });
    const modelName = el('input', {
      id: `request-${request.id}-model`,
      attrs: { type: 'text', value: 'mcp-lens-user' },
    });
    const byHand = el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: textId } }, 'Reply text (the assistant message)'),
      reply,
      el('label', { className: 'field-label', attrs: { for: modelName.id } }, 'Model name sent with it'),
      modelName,
    );
    const toolSelect = el('select', { id: `request-${request.id}-tool` });
    for (const t of request.tools) toolSelect.appendChild(el('option', { attrs: { value: t.name } }, t.name));
    const toolForm = el('div', {});
    let toolEditor: ArgumentsEditor | undefined;
    const drawTool = () => {
      const tool = request.tools.find((t) => t.name === toolSelect.value);
      toolEditor = tool
        ? new ArgumentsEditor(this.memory, `request|${request.id}|${tool.name}` as FormKey, tool.form, {
            id: `request-${request.id}-tool-args`,
            title: 'Tool input',
            noFieldsText: 'This tool takes no input.',
            json: true,
          })
        : undefined;
      toolForm.replaceChildren(...(toolEditor ? [toolEditor.element] : []));
    };
    toolSelect.addEventListener('change', drawTool);
    const useTool = el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: toolSelect.id } }, 'Tool to use'),
      toolSelect,
      toolForm,
    );

    const modelSelect = el('select', { id: `request-${request.id}-lm` });
    const ask = button('Send to model', { className: 'button-secondary' });
    const draftBox = el('div', { className: 'sampling-draft' });
    const allow = el('input', { id: `request-${request.id}-allow`, attrs: { type: 'checkbox' } });
    let drafted: { draft: SamplingReplyView; modelId: string } | undefined;
    const byModel = el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: modelSelect.id } }, 'Model'),
      el('div', { className: 'actions' }, modelSelect, ask),
      el(
        'p',
        { className: 'muted' },
        'Send to model sends the messages above to the model you picked; its reply comes back here for you to read and edit. Nothing goes to the server until you say Send reply.',
      ),
      draftBox,
    );
    ask.addEventListener('click', () => {
      if (!modelSelect.value) return;
      drafted = undefined;
      draftBox.replaceChildren(el('p', { className: 'muted' }, 'Waiting for the model…'));
      this.host.post({ type: 'draftSampling', requestId: request.id, modelId: modelSelect.value });
    });

    type Mode = 'hand' | 'tool' | 'model';
    let mode: Mode = 'hand';
    const modeButtons = new Map<Mode, HTMLButtonElement>();
    const modePanes: Record<Mode, HTMLElement> = { hand: byHand, tool: useTool, model: byModel };
    const setMode = (m: Mode) => {
      mode = m;
      for (const [k, b] of modeButtons) b.setAttribute('aria-pressed', String(k === m));
      replyBox.replaceChildren(modePanes[m]);
      if (m === 'tool' && !toolEditor) drawTool();
      send.disabled = m === 'model' && !drafted;
    };
    const addMode = (m: Mode, label: string) => {
      const b = button(label, { className: 'segment' });
      b.addEventListener('click', () => setMode(m));
      modeButtons.set(m, b);
      modes.appendChild(b);
    };
    addMode('hand', 'Write it');
    if (request.tools.length) addMode('tool', 'Use a tool');
    const drawModels = () => {
      const list = this.modelList ?? [];
      modelSelect.replaceChildren(
        ...list.map((m) => el('option', { attrs: { value: m.id } }, `${m.name} (${m.detail})`)),
      );
      if (list.length && !modeButtons.has('model')) addMode('model', 'Ask a model');
      if (!list.length && this.modelList !== undefined && !modes.querySelector('.models-none')) {
        modes.appendChild(
          el(
            'span',
            { className: 'muted models-none', attrs: { title: this.modelProblem ?? '' } },
            this.modelProblem ? 'Models could not be listed.' : 'No language models in this editor: write the reply.',
          ),
        );
      }
    };
    drawModels();
    setMode('hand');

    send.addEventListener('click', () => {
      const model = modelName.value.trim() || 'mcp-lens-user';
      if (mode === 'hand') {
        if (!reply.value.trim()) return void (status.textContent = 'Write a reply first (or Decline).');
        this.host.post({ type: 'replySampling', requestId: request.id, model, text: reply.value });
      } else if (mode === 'tool') {
        const input = toolEditor?.collect();
        if (!input) return void (status.textContent = 'Not sent: fix the tool input first.');
        this.host.post({
          type: 'replySampling',
          requestId: request.id,
          model,
          toolUse: { name: toolSelect.value, input },
        });
      } else if (drafted) {
        const draftText = draftBox.querySelector<HTMLTextAreaElement>('textarea');
        const use = drafted.draft.content.find(
          (c): c is Extract<SamplingContentView, { type: 'tool_use' }> => c.type === 'tool_use',
        );
        const common = {
          type: 'replySampling' as const,
          requestId: request.id,
          model: drafted.draft.model,
          modelId: drafted.modelId,
          allowForSession: allow.checked,
        };
        if (use) {
          this.host.post({
            ...common,
            toolUse: { name: use.name, input: JSON.parse(use.inputJson) as Record<string, unknown> },
          });
        } else this.host.post({ ...common, text: draftText?.value ?? drafted.draft.text });
      }
      status.textContent = 'Sending…';
    });

    return {
      element: card,
      models: drawModels,
      draft: (m) => {
        if (!m.draft) {
          draftBox.replaceChildren(
            el('p', { className: 'form-errors' }, `The model did not answer: ${m.problem ?? 'no reason given'}`),
          );
          return;
        }
        drafted = { draft: m.draft, modelId: modelSelect.value };
        const modelLabel = this.modelList?.find((x) => x.id === modelSelect.value)?.name ?? m.draft.model;
        const hasToolUse = m.draft.content.some((c) => c.type === 'tool_use');
        const editId = `request-${request.id}-draft`;
        const edit = el('textarea', { id: editId, className: 'json-input', attrs: { rows: '5' } });
        edit.value = m.draft.text;
        draftBox.replaceChildren(
          el(
            'p',
            {},
            `${modelLabel} answered (stop reason ${m.draft.stopReason}). Read it; it goes to the server only when you say Send reply.`,
          ),
          ...(hasToolUse
            ? m.draft.content.map((c, i) => samplingBlock(c, i))
            : [el('label', { className: 'field-label', attrs: { for: editId } }, 'Reply (edit it if you like)'), edit]),
          el(
            'label',
            { className: 'checkbox', attrs: { for: allow.id } },
            allow,
            ` Let ${modelLabel} answer ${request.serverName}'s next sampling requests without asking, until VS Code closes`,
          ),
        );
        send.disabled = false;
      },
    };
  }
}

const NO_ACTIONS = {};

function samplingBlock(c: SamplingContentView, index: number): HTMLElement {
  if (c.type === 'tool_use') {
    return el(
      'div',
      { className: 'block block-tool-use' },
      el(
        'div',
        { className: 'block-head' },
        el('span', { className: 'block-type' }, `tool use · ${c.name}`),
        el('code', { className: 'muted' }, c.id),
      ),
      el('pre', {}, c.inputJson),
    );
  }
  if (c.type === 'tool_result') {
    return el(
      'div',
      { className: `block block-tool-result${c.isError ? ' block-error' : ''}` },
      el(
        'div',
        { className: 'block-head' },
        el('span', { className: 'block-type' }, `tool result${c.isError ? ' (error)' : ''}`),
        el('code', { className: 'muted' }, c.toolUseId),
      ),
      ...c.content.map((b, i) => renderBlock(b as ContentView, i, NO_ACTIONS)),
      ...(c.structuredJson ? [el('pre', {}, c.structuredJson)] : []),
    );
  }
  return renderBlock(c, index, NO_ACTIONS);
}
