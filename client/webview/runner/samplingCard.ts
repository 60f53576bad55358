// The parts of a sampling request's card: what the server asks (its limits, messages and tools), and the user's
// reply, written by hand, as a use of one of the tools offered, or drafted by a model the user picks and reads first.
import type {
  ContentView,
  ModelChoiceView,
  SamplingContentView,
  SamplingReplyView,
  ServerRequestView,
} from '../../src/protocol/runnerViews';
import { renderBlock } from '../shared/content';
import { el, segments } from '../shared/dom';
import { ArgumentsEditor } from './argumentsEditor';
import { button, type RunnerHost } from './controls';
import type { FormKey } from './keys';
import type { FormMemory } from './state';

export type SamplingRequest = Extract<ServerRequestView, { kind: 'sampling' }>;

/** What the server asks: its limits and preferences, system prompt, messages, tools and metadata. */
export function samplingRequestParts(request: SamplingRequest): HTMLElement[] {
  const parts = [samplingFacts(request)];
  if (request.systemPrompt) {
    parts.push(
      el('h3', {}, 'System prompt'),
      el('pre', { className: 'request-system' }, segments(request.systemPrompt)),
    );
  }
  parts.push(el('h3', {}, `Messages (${request.messages.length})`));
  for (const m of request.messages) {
    parts.push(
      el(
        'div',
        { className: `sampling-message sampling-${m.role}` },
        el('span', { className: 'chip' }, m.role),
        ...m.content.map((c, i) => samplingBlock(c, i)),
      ),
    );
  }
  if (request.tools.length) {
    parts.push(el('h3', {}, `Tools the reply may use (${request.tools.length})`));
    for (const t of request.tools) {
      parts.push(
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
    parts.push(el('details', {}, el('summary', {}, 'Metadata'), el('pre', {}, request.metadataJson)));
  }
  return parts;
}

/** The request's limits and preferences, those it sets. */
function samplingFacts(request: SamplingRequest): HTMLElement {
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
  return facts;
}

type Mode = 'hand' | 'tool' | 'model';

/** What the reply needs of the panel: the channel to the extension, form memory, and the models it last heard of. */
export interface SamplingReplyContext {
  readonly host: RunnerHost;
  readonly memory: FormMemory;
  /** undefined until the extension has said which models there are. */
  models(): { readonly list: readonly ModelChoiceView[] | undefined; readonly problem: string | undefined };
}

/**
 * The reply to a sampling request: buttons that choose how to reply, and the inputs of the way chosen. `send` and
 * `status` are the card's Send reply button and status line.
 */
export class SamplingReply {
  readonly modes = el('div', { className: 'segmented', role: 'group', attrs: { 'aria-label': 'How to reply' } });
  readonly box = el('div', { className: 'sampling-reply' });
  private mode: Mode = 'hand';
  private readonly modeButtons = new Map<Mode, HTMLButtonElement>();
  private readonly reply: HTMLTextAreaElement;
  private readonly modelName: HTMLInputElement;
  private readonly toolSelect: HTMLSelectElement;
  private readonly toolForm = el('div', {});
  private toolEditor: ArgumentsEditor | undefined;
  private readonly modelSelect: HTMLSelectElement;
  private readonly draftBox = el('div', { className: 'sampling-draft' });
  private readonly allow: HTMLInputElement;
  private drafted: { draft: SamplingReplyView; modelId: string } | undefined;
  private readonly panes: Record<Mode, HTMLElement>;

  constructor(
    private readonly request: SamplingRequest,
    private readonly context: SamplingReplyContext,
    private readonly send: HTMLButtonElement,
    private readonly status: HTMLElement,
  ) {
    const id = `request-${request.id}`;
    this.reply = el('textarea', {
      id: `${id}-text`,
      className: 'json-input',
      attrs: { rows: '4', spellcheck: 'true' },
    });
    this.modelName = el('input', { id: `${id}-model`, attrs: { type: 'text', value: 'mcp-lens-user' } });
    this.toolSelect = el('select', { id: `${id}-tool` });
    this.modelSelect = el('select', { id: `${id}-lm` });
    this.allow = el('input', { id: `${id}-allow`, attrs: { type: 'checkbox' } });
    this.panes = { hand: this.byHand(), tool: this.useTool(), model: this.byModel() };
    this.addMode('hand', 'Write it');
    if (request.tools.length) this.addMode('tool', 'Use a tool');
    this.drawModels();
    this.setMode('hand');
    send.addEventListener('click', () => this.sendReply());
  }

  /** Offers the models the panel now knows of (Ask a model), or says why there are none. */
  drawModels(): void {
    const { list: known, problem } = this.context.models();
    const list = known ?? [];
    this.modelSelect.replaceChildren(
      ...list.map((m) => el('option', { attrs: { value: m.id } }, `${m.name} (${m.detail})`)),
    );
    if (list.length && !this.modeButtons.has('model')) this.addMode('model', 'Ask a model');
    if (!list.length && known !== undefined && !this.modes.querySelector('.models-none')) {
      this.modes.appendChild(
        el(
          'span',
          { className: 'muted models-none', attrs: { title: problem ?? '' } },
          problem ? 'Models could not be listed.' : 'No language models in this editor: write the reply.',
        ),
      );
    }
  }

  /** Shows the model's draft (or why there is none), for the user to read and edit before Send reply. */
  showDraft(m: { draft?: SamplingReplyView; problem?: string }): void {
    if (!m.draft) {
      this.draftBox.replaceChildren(
        el('p', { className: 'form-errors' }, `The model did not answer: ${m.problem ?? 'no reason given'}`),
      );
      return;
    }
    this.drafted = { draft: m.draft, modelId: this.modelSelect.value };
    const modelLabel = this.context.models().list?.find((x) => x.id === this.modelSelect.value)?.name ?? m.draft.model;
    const hasToolUse = m.draft.content.some((c) => c.type === 'tool_use');
    const editId = `request-${this.request.id}-draft`;
    const edit = el('textarea', { id: editId, className: 'json-input', attrs: { rows: '5' } });
    edit.value = m.draft.text;
    this.draftBox.replaceChildren(
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
        { className: 'checkbox', attrs: { for: this.allow.id } },
        this.allow,
        ` Let ${modelLabel} answer ${this.request.serverName}'s next sampling requests without asking, until VS Code closes`,
      ),
    );
    this.send.disabled = false;
  }

  private byHand(): HTMLElement {
    return el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: this.reply.id } }, 'Reply text (the assistant message)'),
      this.reply,
      el('label', { className: 'field-label', attrs: { for: this.modelName.id } }, 'Model name sent with it'),
      this.modelName,
    );
  }

  private useTool(): HTMLElement {
    for (const t of this.request.tools) {
      this.toolSelect.appendChild(el('option', { attrs: { value: t.name } }, t.name));
    }
    this.toolSelect.addEventListener('change', () => this.drawTool());
    return el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: this.toolSelect.id } }, 'Tool to use'),
      this.toolSelect,
      this.toolForm,
    );
  }

  /** The input form of the tool chosen. */
  private drawTool(): void {
    const tool = this.request.tools.find((t) => t.name === this.toolSelect.value);
    const id = this.request.id;
    this.toolEditor = tool
      ? new ArgumentsEditor(this.context.memory, `request|${id}|${tool.name}` as FormKey, tool.form, {
          id: `request-${id}-tool-args`,
          title: 'Tool input',
          noFieldsText: 'This tool takes no input.',
          json: true,
        })
      : undefined;
    this.toolForm.replaceChildren(...(this.toolEditor ? [this.toolEditor.element] : []));
  }

  private byModel(): HTMLElement {
    const ask = button('Send to model', { className: 'button-secondary' });
    ask.addEventListener('click', () => {
      if (!this.modelSelect.value) return;
      this.drafted = undefined;
      this.draftBox.replaceChildren(el('p', { className: 'muted' }, 'Waiting for the model…'));
      this.context.host.post({ type: 'draftSampling', requestId: this.request.id, modelId: this.modelSelect.value });
    });
    return el(
      'div',
      {},
      el('label', { className: 'field-label', attrs: { for: this.modelSelect.id } }, 'Model'),
      el('div', { className: 'actions' }, this.modelSelect, ask),
      el(
        'p',
        { className: 'muted' },
        'Send to model sends the messages above to the model you picked; its reply comes back here for you to read and edit. Nothing goes to the server until you say Send reply.',
      ),
      this.draftBox,
    );
  }

  private addMode(m: Mode, label: string): void {
    const b = button(label, { className: 'segment' });
    b.addEventListener('click', () => this.setMode(m));
    this.modeButtons.set(m, b);
    this.modes.appendChild(b);
  }

  private setMode(m: Mode): void {
    this.mode = m;
    for (const [k, b] of this.modeButtons) b.setAttribute('aria-pressed', String(k === m));
    this.box.replaceChildren(this.panes[m]);
    if (m === 'tool' && !this.toolEditor) this.drawTool();
    this.send.disabled = m === 'model' && !this.drafted;
  }

  private sendReply(): void {
    const model = this.modelName.value.trim() || 'mcp-lens-user';
    const requestId = this.request.id;
    if (this.mode === 'hand') {
      if (!this.reply.value.trim()) return void (this.status.textContent = 'Write a reply first (or Decline).');
      this.context.host.post({ type: 'replySampling', requestId, model, text: this.reply.value });
    } else if (this.mode === 'tool') {
      const input = this.toolEditor?.collect();
      if (!input) return void (this.status.textContent = 'Not sent: fix the tool input first.');
      this.context.host.post({
        type: 'replySampling',
        requestId,
        model,
        toolUse: { name: this.toolSelect.value, input },
      });
    } else if (this.drafted) {
      this.sendDraft(this.drafted);
    }
    this.status.textContent = 'Sending…';
  }

  /** The model's draft as the user left it: its text as edited, or its tool use as the model wrote it. */
  private sendDraft(drafted: { draft: SamplingReplyView; modelId: string }): void {
    const draftText = this.draftBox.querySelector<HTMLTextAreaElement>('textarea');
    const use = drafted.draft.content.find(
      (c): c is Extract<SamplingContentView, { type: 'tool_use' }> => c.type === 'tool_use',
    );
    const common = {
      type: 'replySampling' as const,
      requestId: this.request.id,
      model: drafted.draft.model,
      modelId: drafted.modelId,
      allowForSession: this.allow.checked,
    };
    if (use) {
      this.context.host.post({
        ...common,
        toolUse: { name: use.name, input: JSON.parse(use.inputJson) as Record<string, unknown> },
      });
    } else this.context.host.post({ ...common, text: draftText?.value ?? drafted.draft.text });
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
