// The tool runner: pick a server and a tool, fill the form made from its input schema, Run, and read the result;
// read resources (templates expanded from a form), subscribe to them, get prompts, and go back over the calls
// of this session. Every string a server sent is set as text. The page keeps its state (getState/setState), so
// it comes back as it was when the view is opened again.
import { coerceArguments, type FieldError, type FormValue } from '../src/runner/coerce';
import { repair, same, valueFromJson } from '../src/runner/formValues';
import { withCheckAbandoned, withOutputCheck } from '../src/runner/outputCheck';
import type { FormField } from '../src/runner/schemaForm';
import type {
  HistoryEntryView,
  OutputCheckView,
  PromptResultView,
  PromptView,
  ResourceItemView,
  ResourceReadView,
  RunnerCatalog,
  RunnerFromWebview,
  RunnerKind,
  RunnerServer,
  RunnerToWebview,
  SubscriptionView,
  ToolResultView,
  ToolView,
} from '../src/webviewProtocol';
import { el, segments } from './shared/dom';
import { renderForm, type FormView } from './shared/form';
import { connectHost, pageState, reportErrors } from './shared/host';
import { formatDuration, formatTime, outputCheckText, renderPromptResult, renderResourceResult, renderToolResult, showOutputCheck, statusText } from './shared/results';
import { progressView, runningText } from './shared/running';

const host = connectHost<RunnerFromWebview, RunnerToWebview>();
reportErrors(host, (message): RunnerFromWebview => ({ type: 'error', message }));

// ---- saved state ----

type Tab = 'tools' | 'resources' | 'prompts' | 'history';
const TABS: readonly Tab[] = ['tools', 'resources', 'prompts', 'history'];
const TAB_NAMES: Record<Tab, string> = { tools: 'Tools', resources: 'Resources', prompts: 'Prompts', history: 'History' };

interface SavedForm {
  mode: 'form' | 'json';
  value?: FormValue;
  json?: string;
}

interface Saved {
  v: 1;
  tab: Tab;
  serverId?: string;
  /** Per server: the chosen tool, resource (`r:uri` / `t:template`) and prompt. */
  picks: Record<string, { tool?: string; resource?: string; prompt?: string }>;
  forms: Record<string, SavedForm>;
  uri: string;
  results: { tool?: ToolResultView; resource?: ResourceReadView; prompt?: PromptResultView };
}

const state = pageState<Saved>();

function loadState(): Saved {
  const s = state.get() as Partial<Saved> | undefined;
  if (s && s.v === 1) {
    return { v: 1, tab: TABS.includes(s.tab as Tab) ? (s.tab as Tab) : 'tools', serverId: s.serverId, picks: s.picks ?? {}, forms: s.forms ?? {}, uri: s.uri ?? '', results: s.results ?? {} };
  }
  return { v: 1, tab: 'tools', picks: {}, forms: {}, uri: '', results: {} };
}

const saved = loadState();
const save = () => state.set(saved);
/** Results larger than this are shown but not kept in the page's state (images can be megabytes). */
const KEEP_RESULT_CHARS = 1_000_000;
const keepable = <T>(view: T): T | undefined => (JSON.stringify(view).length <= KEEP_RESULT_CHARS ? view : undefined);
/** Forms remembered (values typed into the forms of other tools), at most. */
const KEEP_FORMS = 100;

// ---- live state ----

let servers: readonly RunnerServer[] = [];
let catalog: RunnerCatalog | undefined;
let subscriptions: readonly SubscriptionView[] = [];
let history: readonly HistoryEntryView[] = [];
/** Arguments to put in a form once its item has been described (a past call being edited). */
const pendingArguments = new Map<string, unknown>();
let runCounter = 0;
const newRunId = () => `run-${Date.now().toString(36)}-${++runCounter}`;

// ---- skeleton ----

const root = document.getElementById('root')!;
// the page is a form: only its status lines (role=status) and results announce changes, not every redraw
root.setAttribute('aria-live', 'off');

function button(text: string, props: { id?: string; className?: string; label?: string } = {}): HTMLButtonElement {
  return el('button', { id: props.id, className: props.className ?? 'button-secondary', attrs: { type: 'button', ...(props.label ? { 'aria-label': props.label } : {}) } }, text);
}

const serverSelect = el('select', { id: 'server' });
const startButton = button('Start', { id: 'start-server', className: 'button-small', label: 'Start the server' });
const serverDetail = el('p', { id: 'server-detail', className: 'server-detail' });
const tabButtons = new Map<Tab, HTMLButtonElement>();
const panels = new Map<Tab, HTMLElement>();

const tablist = el('div', { className: 'tabs', role: 'tablist', attrs: { 'aria-label': 'What to run' } });
for (const tab of TABS) {
  const b = el('button', { id: `tab-${tab}`, className: 'tab', role: 'tab', attrs: { type: 'button', 'aria-controls': `panel-${tab}` } }, TAB_NAMES[tab]);
  b.addEventListener('click', () => selectTab(tab, true));
  tabButtons.set(tab, b);
  tablist.appendChild(b);
  panels.set(tab, el('section', { id: `panel-${tab}`, className: 'panel', role: 'tabpanel', attrs: { 'aria-labelledby': `tab-${tab}` } }));
}
tablist.addEventListener('keydown', (e) => {
  const i = TABS.indexOf(saved.tab);
  const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : e.key === 'Home' ? TABS[0] : e.key === 'End' ? TABS[TABS.length - 1] : undefined;
  if (!next) return;
  e.preventDefault();
  selectTab(next, true);
});

root.append(
  el('div', { className: 'server-bar' }, el('label', { attrs: { for: 'server' } }, 'Server'), serverSelect, startButton),
  serverDetail,
  tablist,
  ...panels.values(),
);

function selectTab(tab: Tab, focus: boolean): void {
  saved.tab = tab;
  save();
  for (const [t, b] of tabButtons) {
    const on = t === tab;
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    panels.get(t)!.hidden = !on;
  }
  if (focus) tabButtons.get(tab)!.focus();
}

serverSelect.addEventListener('change', () => chooseServer(serverSelect.value));
startButton.addEventListener('click', () => {
  if (saved.serverId) host.post({ type: 'startServer', serverId: saved.serverId });
});

function chooseServer(serverId: string): void {
  saved.serverId = serverId;
  save();
  catalog = undefined;
  showServer();
  host.post({ type: 'selectServer', serverId });
}

function picks(): { tool?: string; resource?: string; prompt?: string } {
  const id = saved.serverId ?? '';
  saved.picks[id] ??= {};
  return saved.picks[id]!;
}

function showServers(): void {
  serverSelect.replaceChildren(...servers.map((s) => el('option', { attrs: { value: s.id } }, s.name)));
  if (!servers.length) serverSelect.appendChild(el('option', { attrs: { value: '' } }, '(no servers configured)'));
  // the server chosen before, while it is still configured; else a running one; else the first
  const chosen = servers.find((s) => s.id === saved.serverId) ?? servers.find((s) => s.status === 'running') ?? servers[0];
  if (chosen) serverSelect.value = chosen.id;
  if (chosen && chosen.id !== saved.serverId) chooseServer(chosen.id);
  else showServer();
}

function showServer(): void {
  const s = servers.find((x) => x.id === saved.serverId);
  serverDetail.replaceChildren();
  serverDetail.className = `server-detail status-${s?.status ?? 'none'}`;
  if (s) serverDetail.append(el('span', { className: 'dot', attrs: { 'aria-hidden': 'true' } }), s.detail, s.trusted ? el('span', { className: 'chip' }, 'trusted') : el('span', { className: 'chip', title: 'Every tool call of this server asks for your approval first' }, 'not trusted'));
  startButton.hidden = !s || !(s.status === 'stopped' || s.status === 'error');
  startButton.textContent = s?.status === 'error' ? 'Restart' : 'Start';
}

// ---- an arguments editor: the form, or the raw JSON, with errors beside the fields ----

class ArgumentsEditor {
  readonly element = el('div', { className: 'arguments' });
  private readonly body = el('div', { className: 'arguments-body' });
  private readonly errors = el('div', { className: 'form-errors', role: 'alert' });
  private readonly jsonBox: HTMLTextAreaElement;
  private form: FormView | undefined;
  private value: FormValue;
  private mode: 'form' | 'json';
  private readonly modeButtons?: { form: HTMLButtonElement; json: HTMLButtonElement };

  constructor(
    private readonly key: string,
    private readonly field: FormField,
    private readonly options: { id: string; title: string; noFieldsText: string; json: boolean; onChange?: (args: unknown) => void },
  ) {
    const kept = saved.forms[key];
    this.value = repair(field, kept?.value);
    this.mode = options.json && kept?.mode === 'json' ? 'json' : 'form';
    this.jsonBox = el('textarea', { id: `${options.id}-json`, className: 'json-input', attrs: { rows: '8', spellcheck: 'false' } });
    this.jsonBox.value = kept?.json ?? '';
    this.jsonBox.addEventListener('input', () => this.remember());
    const head = el('div', { className: 'arguments-head' }, el('h3', {}, options.title));
    if (options.json) {
      const form = button('Form', { className: 'segment' });
      const json = button('JSON', { className: 'segment' });
      form.addEventListener('click', () => this.switchTo('form'));
      json.addEventListener('click', () => this.switchTo('json'));
      this.modeButtons = { form, json };
      head.appendChild(el('div', { className: 'segmented', role: 'group', attrs: { 'aria-label': `Edit the ${options.title.toLowerCase()} as` } }, form, json));
    }
    this.element.append(head, this.errors, this.body);
    this.draw();
  }

  private draw(): void {
    this.errors.replaceChildren();
    this.body.replaceChildren();
    if (this.modeButtons) {
      this.modeButtons.form.setAttribute('aria-pressed', String(this.mode === 'form'));
      this.modeButtons.json.setAttribute('aria-pressed', String(this.mode === 'json'));
    }
    if (this.mode === 'form') {
      this.form = renderForm(this.field, this.value, { idPrefix: this.options.id, onChange: () => this.remember(), noFieldsText: this.options.noFieldsText });
      this.body.appendChild(this.form.element);
    } else {
      this.form = undefined;
      this.body.append(el('label', { className: 'field-label', attrs: { for: this.jsonBox.id } }, `${this.options.title} as JSON`), this.jsonBox);
    }
  }

  private remember(): void {
    delete saved.forms[this.key];
    saved.forms[this.key] = { mode: this.mode, value: this.value, json: this.jsonBox.value };
    const keys = Object.keys(saved.forms);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEEP_FORMS))) delete saved.forms[old];
    save();
    this.options.onChange?.(this.mode === 'form' ? coerceArguments(this.field, this.value).value : undefined);
  }

  private switchTo(mode: 'form' | 'json'): void {
    if (mode === this.mode) return;
    if (mode === 'json') {
      this.jsonBox.value = JSON.stringify(coerceArguments(this.field, this.value).value, null, 2);
    } else {
      const parsed = this.parseJson();
      if (parsed === undefined) return;
      const { value, exact } = valueFromJson(this.field, parsed);
      if (!exact) {
        this.showMessages(['The form cannot hold this JSON exactly (a property or value the schema does not describe). Keep editing it here, or remove what the form cannot show.']);
        return;
      }
      this.value = value;
    }
    this.mode = mode;
    this.draw();
    this.remember();
    this.modeButtons?.[mode].focus();
  }

  private parseJson(): Record<string, unknown> | undefined {
    let v: unknown;
    try {
      v = JSON.parse(this.jsonBox.value || '{}');
    } catch (e) {
      this.showMessages([`Not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
      return undefined;
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      this.showMessages(['The arguments must be a JSON object ({ … }).']);
      return undefined;
    }
    return v as Record<string, unknown>;
  }

  private showMessages(messages: readonly string[]): void {
    this.errors.replaceChildren(...messages.map((m) => el('div', {}, m)));
    if (this.mode === 'json') this.jsonBox.focus();
  }

  /** The arguments to send, or undefined after showing why there are none. */
  collect(): Record<string, unknown> | undefined {
    this.showErrors([]);
    if (this.mode === 'json') return this.parseJson();
    const { value, errors } = coerceArguments(this.field, this.value);
    if (errors.length) {
      this.showErrors(errors);
      return undefined;
    }
    return value as Record<string, unknown>;
  }

  showErrors(errors: readonly FieldError[]): void {
    if (this.form) {
      this.form.showErrors(errors);
      this.errors.replaceChildren(...(errors.length ? [el('div', {}, `${errors.length === 1 ? 'One value needs' : `${errors.length} values need`} attention: see the marked fields.`)] : []));
      if (errors.length) this.form.focusFirstError();
    } else {
      this.showMessages(errors.map((e) => `${e.path.length ? e.path.join('.') : 'arguments'} ${e.message}`));
    }
  }

  /** Puts arguments (a past call's) into the editor: the form when it holds them exactly, else the JSON. */
  load(args: unknown): void {
    const { value, exact } = valueFromJson(this.field, args);
    if (exact) {
      this.value = value;
      this.mode = 'form';
    } else {
      this.jsonBox.value = JSON.stringify(args, null, 2);
      this.mode = this.options.json ? 'json' : 'form';
      if (!this.options.json) this.value = value;
    }
    this.draw();
    this.remember();
  }

  focus(): void {
    (this.body.querySelector<HTMLElement>('input, select, textarea') ?? this.body).focus();
  }
}

/**
 * The Run/Get/Read controls of a panel: the button, Cancel, a status line and a progress bar. While a call runs,
 * the result of the one before stays below it, dimmed and labelled, so it is not read as the new call's.
 */
class RunControls {
  runId: string | undefined;
  readonly element: HTMLElement;
  readonly go: HTMLButtonElement;
  private readonly cancel = button('Cancel', { className: 'button-secondary' });
  private readonly status = el('span', { className: 'run-status', role: 'status' });
  private readonly progress = el('div', { className: 'progress' });
  private readonly previousLabel = el('p', { className: 'previous-label' }, 'Previous result');
  private clock: { since: number; timeoutMs?: number; progressed: boolean; timer: ReturnType<typeof setInterval> } | undefined;

  constructor(
    label: string,
    id: string,
    onGo: () => void,
    /** Where this panel's results are shown. */
    private readonly results: HTMLElement,
  ) {
    this.go = button(label, { id, className: 'button-primary' });
    this.go.addEventListener('click', onGo);
    this.cancel.hidden = true;
    this.cancel.addEventListener('click', () => {
      if (this.runId) host.post({ type: 'cancel', runId: this.runId });
    });
    this.progress.hidden = true;
    this.element = el('div', { className: 'run-controls' }, el('div', { className: 'actions' }, this.go, this.cancel, this.status), this.progress);
  }

  start(text: string): string {
    this.runId = newRunId();
    this.go.disabled = true;
    this.cancel.hidden = false;
    this.progress.hidden = true;
    this.markPrevious(true);
    this.say(text);
    return this.runId;
  }

  say(text: string): void {
    this.status.textContent = text;
  }

  /** The call was sent: the time it has run ticks, with the timeout when the extension gave it. */
  running(timeoutMs: number | undefined): void {
    this.stopClock();
    this.clock = { since: Date.now(), timeoutMs, progressed: false, timer: setInterval(() => this.tick(), 1000) };
    this.tick();
  }

  private tick(): void {
    if (this.clock) this.say(runningText(Date.now() - this.clock.since, this.clock.timeoutMs, this.clock.progressed));
  }

  private stopClock(): void {
    if (this.clock) clearInterval(this.clock.timer);
    this.clock = undefined;
  }

  showProgress(progress: number, total: number | undefined, message: string | undefined): void {
    this.progress.hidden = false;
    const view = progressView(progress, total, message);
    const bar = el('progress', { attrs: { max: '1', 'aria-label': 'Progress' } });
    if (view.fraction !== undefined) bar.value = view.fraction;
    this.progress.replaceChildren(bar, el('span', { className: 'muted' }, view.text));
    if (this.clock && !this.clock.progressed) {
      this.clock.progressed = true;
      this.tick();
    }
  }

  /** `previousStillCurrent`: nothing replaced the result shown before (the call was not sent), so it is current again. */
  end(text: string, previousStillCurrent = true): void {
    this.stopClock();
    this.runId = undefined;
    this.go.disabled = false;
    this.cancel.hidden = true;
    this.progress.hidden = true;
    if (previousStillCurrent) this.markPrevious(false);
    this.say(text);
  }

  /** A new result replaced whatever was shown: nothing is "previous" any more. */
  resultShown(): void {
    this.results.classList.remove('has-previous');
  }

  private markPrevious(on: boolean): void {
    const has = on && !!this.results.querySelector('.result');
    this.results.classList.toggle('has-previous', has);
    if (has && this.previousLabel.parentElement !== this.results) this.results.prepend(this.previousLabel);
    if (!has) this.previousLabel.remove();
  }
}

function notice(panel: HTMLElement): HTMLElement {
  const n = el('div', { className: 'notice' });
  panel.appendChild(n);
  return n;
}

/** "The server is stopped", with a Start button, in a panel whose server offers nothing to show. */
function explainMissing(box: HTMLElement, what: string, none: boolean): void {
  box.replaceChildren();
  box.hidden = false;
  const s = servers.find((x) => x.id === saved.serverId);
  if (!s) box.append('No MCP server is configured. MCP Lens looks for .vscode/mcp.json, .mcp.json, mcp.json and .cursor/mcp.json.');
  else if (s.status !== 'running') {
    const start = button(s.status === 'error' ? 'Restart' : 'Start', { className: 'button-small', label: `Start ${s.name}` });
    start.addEventListener('click', () => host.post({ type: 'startServer', serverId: s.id }));
    box.append(`${s.name} is not running (${s.detail}). Start it to see its ${what}. `, s.status === 'stopped' || s.status === 'error' ? start : '');
  } else if (none) box.append(`${s.name} offers no ${what}.`);
  else box.hidden = true;
}

function select(id: string, label: string, panel: HTMLElement): HTMLSelectElement {
  const s = el('select', { id });
  panel.appendChild(el('div', { className: 'picker' }, el('label', { attrs: { for: id } }, label), s));
  return s;
}

function fillSelect<T extends HTMLElement>(s: T, items: readonly { key: string; label: string; detail?: string }[], prefix = ''): T {
  for (const i of items) s.appendChild(el('option', { attrs: { value: prefix + i.key, ...(i.detail ? { title: i.detail } : {}) } }, i.detail && i.detail !== i.label ? `${i.label} — ${i.detail}` : i.label));
  return s;
}

// ---- Tools ----

const toolsPanel = panels.get('tools')!;
const toolsNotice = notice(toolsPanel);
const toolSelect = select('tool', 'Tool', toolsPanel);
const toolView = el('div', { className: 'item-view' });
const toolResult = el('div', { className: 'result-host', attrs: { 'aria-live': 'polite' } });
toolsPanel.append(toolView, toolResult);
let tool: { view: ToolView; editor: ArgumentsEditor } | undefined;
const toolRun = new RunControls('Run', 'run', () => runTool(), toolResult);

toolSelect.addEventListener('change', () => {
  picks().tool = toolSelect.value;
  save();
  describe('tool', toolSelect.value);
});

function describe(kind: RunnerKind, key: string): void {
  if (saved.serverId && key) host.post({ type: 'describe', serverId: saved.serverId, kind, key });
}

function badges(view: ToolView): HTMLElement {
  return el(
    'div',
    { className: 'badges', attrs: { 'aria-label': 'Behaviour, as the server describes it' } },
    ...view.badges.map((b) => el('span', { className: `badge badge-${b.tone} ${b.explicit ? 'badge-explicit' : 'badge-default'}`, title: b.title }, b.text, b.explicit ? null : el('span', { className: 'badge-note' }, ' (default)'))),
  );
}

function showTool(view: ToolView): void {
  const key = `${view.serverId}|tool|${view.name}`;
  const editor = new ArgumentsEditor(key, view.form, { id: 'tool-args', title: 'Arguments', noFieldsText: 'This tool takes no arguments.', json: true });
  tool = { view, editor };
  const pending = pendingArguments.get(key);
  if (pending !== undefined) {
    pendingArguments.delete(key);
    editor.load(pending);
  }
  toolView.replaceChildren(
    el('div', { className: 'item-head' }, el('h2', { id: 'tool-title' }, view.displayName), view.displayName !== view.name ? el('code', { className: 'item-name' }, view.name) : null),
    badges(view),
    view.description.length ? el('div', { className: 'description', id: 'tool-description' }, segments(view.description)) : el('p', { className: 'muted' }, 'The server gives no description.'),
    editor.element,
    toolRun.element,
  );
  if (pending !== undefined) editor.focus();
}

function runTool(): void {
  if (!tool || !saved.serverId || toolRun.runId) return;
  const args = tool.editor.collect();
  if (!args) {
    toolRun.say('Not sent: fix the arguments first.');
    return;
  }
  const runId = toolRun.start('Checking the arguments against the input schema…');
  host.post({ type: 'runTool', runId, serverId: tool.view.serverId, name: tool.view.name, arguments: args });
}

/** The tool result shown (kept even when too large for the page's state): the one a verdict may still fill in. */
let shownToolResult: { view: ToolResultView; element: HTMLElement } | undefined;

function showToolResult(view: ToolResultView): void {
  saved.results.tool = keepable(view);
  save();
  toolRun.resultShown();
  const element = renderToolResult(view, {
    copy: (part) => host.post({ type: 'copy', resultId: view.id, part }),
    openJson: (part) => host.post({ type: 'openJson', resultId: view.id, part }),
    open: (block) => host.post({ type: 'openBlock', resultId: view.id, block }),
    save: (block) => host.post({ type: 'saveBlock', resultId: view.id, block }),
    readLink: (uri) => readLink(uri),
  });
  shownToolResult = { view, element };
  toolResult.replaceChildren(element);
}

/** A verdict on the output of the result shown fills its output-check line in place; any other result's is dropped. */
function showVerdict(resultId: string, verdict: OutputCheckView): void {
  const view = withOutputCheck(shownToolResult?.view, resultId, verdict);
  if (!view || !shownToolResult) return;
  shownToolResult.view = view;
  saved.results.tool = keepable(view);
  save();
  showOutputCheck(shownToolResult.element, view.structured!);
}

// ---- Resources ----

const resourcesPanel = panels.get('resources')!;
const resourcesNotice = notice(resourcesPanel);
const resourceSelect = select('resource', 'Resource or template', resourcesPanel);
const resourceView = el('div', { className: 'item-view' });
const uriInput = el('input', { id: 'uri', attrs: { type: 'text', spellcheck: 'false', placeholder: 'scheme://path' } });
const expandedNote = el('div', { className: 'field-desc', id: 'uri-note' });
uriInput.setAttribute('aria-describedby', expandedNote.id);
const subscribeButton = button('Subscribe', { id: 'subscribe', label: 'Subscribe to updates of this resource' });
const resourceResult = el('div', { className: 'result-host', attrs: { 'aria-live': 'polite' } });
const readRun = new RunControls('Read', 'read', () => read(), resourceResult);
readRun.element.querySelector('.actions')!.insertBefore(subscribeButton, readRun.element.querySelector('.run-status'));
const subscriptionList = el('div', { className: 'subscriptions' });
resourcesPanel.append(resourceView, el('div', { className: 'field' }, el('label', { className: 'field-label', attrs: { for: 'uri' } }, 'URI'), uriInput, expandedNote), readRun.element, subscriptionList, resourceResult);
let resource: { view: ResourceItemView; editor?: ArgumentsEditor } | undefined;
let expandRequest = '';

uriInput.value = saved.uri;
uriInput.addEventListener('input', () => {
  saved.uri = uriInput.value;
  save();
  showSubscribeState();
});
uriInput.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') read();
});
resourceSelect.addEventListener('change', () => {
  picks().resource = resourceSelect.value;
  save();
  pickResource(resourceSelect.value);
});

function pickResource(value: string): void {
  resource = undefined;
  resourceView.replaceChildren();
  expandedNote.textContent = '';
  if (!value) return;
  describe(value.startsWith('t:') ? 'template' : 'resource', value.slice(2));
}

function showResource(view: ResourceItemView): void {
  const chips = [
    view.mimeType ? el('span', { className: 'chip' }, view.mimeType) : null,
    view.annotations?.audience ? el('span', { className: 'chip' }, `for ${view.annotations.audience.join(' & ')}`) : null,
    view.annotations?.priority !== undefined ? el('span', { className: 'chip' }, `priority ${view.annotations.priority}`) : null,
  ];
  resource = { view };
  resourceView.replaceChildren(
    el('div', { className: 'item-head' }, el('h2', {}, view.displayName), el('code', { className: 'item-name' }, view.key)),
    el('div', { className: 'badges' }, view.kind === 'template' ? el('span', { className: 'chip' }, 'template') : null, ...chips),
    view.description.length ? el('div', { className: 'description' }, segments(view.description)) : '',
  );
  if (view.kind === 'resource') {
    uriInput.readOnly = false;
    uriInput.value = saved.uri = view.key;
    save();
  } else if (view.problems?.length) {
    resourceView.appendChild(el('ul', { className: 'problems' }, ...view.problems.map((p) => el('li', {}, p))));
  } else if (view.form) {
    const editor = new ArgumentsEditor(`${view.serverId}|template|${view.key}`, view.form, { id: 'template-args', title: 'Variables', noFieldsText: 'The template has no variables.', json: false, onChange: (values) => expand(values) });
    resource.editor = editor;
    resourceView.appendChild(editor.element);
    expand(coerceArguments(view.form, repair(view.form, saved.forms[`${view.serverId}|template|${view.key}`]?.value)).value);
  }
  showSubscribeState();
}

function expand(values: unknown): void {
  if (!resource || resource.view.kind !== 'template' || !values || typeof values !== 'object') return;
  expandRequest = newRunId();
  host.post({ type: 'expand', requestId: expandRequest, template: resource.view.key, values: values as Record<string, unknown> });
}

function read(): void {
  if (!saved.serverId || readRun.runId) return;
  if (resource?.view.kind === 'template' && resource.editor && !resource.editor.collect()) {
    readRun.say('Fill in the template’s variables first.');
    return;
  }
  const uri = uriInput.value.trim();
  if (!uri) {
    readRun.say('Give the URI of the resource to read.');
    uriInput.focus();
    return;
  }
  const runId = readRun.start(`Reading ${uri}…`);
  host.post({ type: 'readResource', runId, serverId: saved.serverId, uri });
}

/** A resource link of a result: read it in the Resources tab. */
function readLink(uri: string): void {
  selectTab('resources', false);
  resourceSelect.value = '';
  pickResource('');
  uriInput.value = saved.uri = uri;
  save();
  read();
  uriInput.focus();
}

function subscribedTo(uri: string): SubscriptionView | undefined {
  return subscriptions.find((s) => s.serverId === saved.serverId && s.uri === uri);
}

function showSubscribeState(): void {
  const on = !!subscribedTo(uriInput.value.trim());
  subscribeButton.textContent = on ? 'Unsubscribe' : 'Subscribe';
  subscribeButton.setAttribute('aria-label', on ? 'Unsubscribe from updates of this resource' : 'Subscribe to updates of this resource');
  subscribeButton.disabled = !uriInput.value.trim();
}

subscribeButton.addEventListener('click', () => {
  const uri = uriInput.value.trim();
  if (!uri || !saved.serverId) return;
  if (subscribedTo(uri)) host.post({ type: 'unsubscribe', serverId: saved.serverId, uri });
  else host.post({ type: 'subscribe', runId: newRunId(), serverId: saved.serverId, uri });
});

function showSubscriptions(): void {
  const mine = subscriptions.filter((s) => s.serverId === saved.serverId);
  subscriptionList.replaceChildren();
  if (mine.length) {
    subscriptionList.append(
      el('h3', {}, 'Subscriptions'),
      el(
        'ul',
        {},
        ...mine.map((s) => {
          const stop = button('Unsubscribe', { className: 'link-button', label: `Unsubscribe from ${s.uri}` });
          stop.addEventListener('click', () => host.post({ type: 'unsubscribe', serverId: s.serverId, uri: s.uri }));
          return el('li', {}, el('code', { className: 'uri' }, s.uri), el('span', { className: 'muted' }, ` · ${s.updates} update${s.updates === 1 ? '' : 's'} so far `), stop);
        }),
      ),
    );
  }
  showSubscribeState();
}

function showResourceResult(view: ResourceReadView): void {
  saved.results.resource = keepable(view);
  save();
  readRun.resultShown();
  resourceResult.replaceChildren(
    renderResourceResult(view, {
      open: (block) => host.post({ type: 'openBlock', resultId: view.id, block }),
      save: (block) => host.post({ type: 'saveBlock', resultId: view.id, block }),
      openJson: () => host.post({ type: 'openJson', resultId: view.id, part: 'result' }),
    }),
  );
}

// ---- Prompts ----

const promptsPanel = panels.get('prompts')!;
const promptsNotice = notice(promptsPanel);
const promptSelect = select('prompt', 'Prompt', promptsPanel);
const promptView = el('div', { className: 'item-view' });
const promptResult = el('div', { className: 'result-host', attrs: { 'aria-live': 'polite' } });
promptsPanel.append(promptView, promptResult);
let prompt: { view: PromptView; editor: ArgumentsEditor } | undefined;
const promptRun = new RunControls('Get', 'get-prompt', () => getPrompt(), promptResult);

promptSelect.addEventListener('change', () => {
  picks().prompt = promptSelect.value;
  save();
  describe('prompt', promptSelect.value);
});

function showPrompt(view: PromptView): void {
  const editor = new ArgumentsEditor(`${view.serverId}|prompt|${view.name}`, view.form, { id: 'prompt-args', title: 'Arguments', noFieldsText: 'This prompt takes no arguments.', json: false });
  prompt = { view, editor };
  promptView.replaceChildren(
    el('div', { className: 'item-head' }, el('h2', {}, view.displayName), view.displayName !== view.name ? el('code', { className: 'item-name' }, view.name) : null),
    view.description.length ? el('div', { className: 'description' }, segments(view.description)) : '',
    editor.element,
    promptRun.element,
  );
}

function getPrompt(): void {
  if (!prompt || promptRun.runId) return;
  const args = prompt.editor.collect();
  if (!args) {
    promptRun.say('Not sent: fill in the required arguments.');
    return;
  }
  const runId = promptRun.start(`Getting ${prompt.view.displayName}…`);
  host.post({ type: 'getPrompt', runId, serverId: prompt.view.serverId, name: prompt.view.name, arguments: args });
}

function showPromptResult(view: PromptResultView): void {
  saved.results.prompt = keepable(view);
  save();
  promptRun.resultShown();
  promptResult.replaceChildren(
    renderPromptResult(view, {
      open: (block) => host.post({ type: 'openBlock', resultId: view.id, block }),
      save: (block) => host.post({ type: 'saveBlock', resultId: view.id, block }),
      readLink: (uri) => readLink(uri),
      copyMessages: () => host.post({ type: 'copy', resultId: view.id, part: 'messages' }),
      openJson: () => host.post({ type: 'openJson', resultId: view.id, part: 'result' }),
    }),
  );
}

// ---- History ----

const historyPanel = panels.get('history')!;
const historySummary = el('p', { className: 'muted' });
const clearHistory = button('Clear', { className: 'button-small', label: 'Clear the history of this server' });
const historyList = el('ol', { className: 'history' });
historyPanel.append(el('div', { className: 'history-head' }, historySummary, clearHistory), historyList);
clearHistory.addEventListener('click', () => {
  if (saved.serverId) host.post({ type: 'clearHistory', serverId: saved.serverId });
});

function showHistory(): void {
  const name = servers.find((s) => s.id === saved.serverId)?.name ?? 'this server';
  historySummary.textContent = history.length ? `${history.length} call${history.length === 1 ? '' : 's'} to ${name} in this session, newest first.` : `No calls to ${name} in this session yet.`;
  clearHistory.hidden = !history.length;
  historyList.replaceChildren(
    ...history.map((h) => {
      const show = button('Show', { className: 'link-button', label: `Show the result of ${h.displayName} at ${formatTime(h.startedAt)}` });
      const again = button('Re-run', { className: 'link-button', label: `Run ${h.displayName} again with the same arguments` });
      const edit = button('Edit', { className: 'link-button', label: `Edit the arguments of ${h.displayName} and run it again` });
      const copy = button('Copy as JSON', { className: 'link-button', label: `Copy the tools/call request of ${h.displayName} as JSON` });
      show.addEventListener('click', () => {
        host.post({ type: 'showResult', resultId: h.id });
        selectTab('tools', false);
      });
      again.addEventListener('click', () => {
        selectTab('tools', false);
        if (toolRun.runId) return;
        const runId = toolRun.start(`Running ${h.displayName} again…`);
        host.post({ type: 'rerun', runId, resultId: h.id });
      });
      edit.addEventListener('click', () => host.post({ type: 'editResult', resultId: h.id }));
      copy.addEventListener('click', () => host.post({ type: 'copy', resultId: h.id, part: 'request' }));
      const tone = h.status === 'ok' ? 'ok' : h.status === 'denied' || h.status === 'cancelled' ? 'warn' : 'error';
      return el(
        'li',
        { className: 'history-entry' },
        el('div', { className: 'history-line' }, el('strong', {}, h.displayName), el('span', { className: `status status-${tone}` }, statusText(h.status)), h.outputCheck ? outputCheckChip(h.outputCheck) : null, el('span', { className: 'muted' }, `${formatTime(h.startedAt)}${h.durationMs !== undefined ? ` · ${formatDuration(h.durationMs)}` : ''}`)),
        el('code', { className: 'history-args' }, h.argumentsJson),
        el('div', { className: 'result-actions' }, show, again, edit, copy),
      );
    }),
  );
}

function outputCheckChip(check: NonNullable<HistoryEntryView['outputCheck']>): HTMLElement {
  const { text, tone } = outputCheckText(check);
  return el('span', { className: `check-chip status-${tone}`, title: 'The structuredContent checked against the tool’s outputSchema' }, text);
}

// ---- the catalog of the chosen server ----

function showCatalog(): void {
  const c = catalog;
  const p = picks();
  for (const [s, n] of [
    [toolSelect, toolsNotice],
    [resourceSelect, resourcesNotice],
    [promptSelect, promptsNotice],
  ] as const) {
    s.replaceChildren();
    s.parentElement!.hidden = !c;
    n.hidden = true;
  }
  explainMissing(toolsNotice, 'tools', !c?.tools.length);
  explainMissing(resourcesNotice, 'resources', !c?.resources.length && !c?.templates.length);
  explainMissing(promptsNotice, 'prompts', !c?.prompts.length);
  if (!c) {
    tool = prompt = resource = undefined;
    for (const v of [toolView, promptView, resourceView]) v.replaceChildren();
    return;
  }
  if (c.errors.length) toolsNotice.append(el('ul', { className: 'problems' }, ...c.errors.map((e) => el('li', {}, e))));

  // the items shown stay as they are (with the focus and what is typed) unless they changed: each is asked for
  // again, and only a different answer is drawn again
  fillSelect(toolSelect, c.tools);
  toolSelect.parentElement!.hidden = !c.tools.length;
  const t = c.tools.some((x) => x.key === p.tool) ? p.tool! : c.tools[0]?.key;
  if (tool && tool.view.name !== t) {
    tool = undefined;
    toolView.replaceChildren();
  }
  if (t) {
    toolSelect.value = t;
    describe('tool', t);
  }

  resourceSelect.appendChild(el('option', { attrs: { value: '' } }, '(a URI of your own)'));
  if (c.resources.length) resourceSelect.appendChild(fillSelect(el('optgroup', { attrs: { label: 'Resources' } }), c.resources, 'r:'));
  if (c.templates.length) resourceSelect.appendChild(fillSelect(el('optgroup', { attrs: { label: 'Templates' } }), c.templates, 't:'));
  const known = [...c.resources.map((r) => `r:${r.key}`), ...c.templates.map((r) => `t:${r.key}`)];
  const r = p.resource !== undefined && (p.resource === '' || known.includes(p.resource)) ? p.resource : (known[0] ?? '');
  resourceSelect.value = r;
  resourceSelect.parentElement!.hidden = false;
  if (resource && resourcePick(resource.view) === r) describe(resource.view.kind, resource.view.key);
  else pickResource(r);

  fillSelect(promptSelect, c.prompts);
  promptSelect.parentElement!.hidden = !c.prompts.length;
  const pr = c.prompts.some((x) => x.key === p.prompt) ? p.prompt! : c.prompts[0]?.key;
  if (prompt && prompt.view.name !== pr) {
    prompt = undefined;
    promptView.replaceChildren();
  }
  if (pr) {
    promptSelect.value = pr;
    describe('prompt', pr);
  }
  showSubscriptions();
}

function resourcePick(view: ResourceItemView): string {
  return `${view.kind === 'template' ? 't' : 'r'}:${view.key}`;
}

/** A command (or the history) asks for an item: its tab, its server, the item chosen, perhaps arguments to fill in. */
function openItem(m: Extract<RunnerToWebview, { type: 'open' }>): void {
  if (saved.serverId !== m.serverId) {
    saved.serverId = m.serverId;
    serverSelect.value = m.serverId;
    showServer();
  }
  const p = picks();
  if (m.kind === 'tool') {
    selectTab('tools', false);
    p.tool = m.key;
    if (m.arguments !== undefined) pendingArguments.set(`${m.serverId}|tool|${m.key}`, m.arguments);
    toolSelect.value = m.key;
    describe('tool', m.key);
  } else if (m.kind === 'prompt') {
    selectTab('prompts', false);
    p.prompt = m.key;
    promptSelect.value = m.key;
    describe('prompt', m.key);
  } else {
    selectTab('resources', false);
    p.resource = `${m.kind === 'template' ? 't' : 'r'}:${m.key}`;
    resourceSelect.value = p.resource;
    pickResource(p.resource);
  }
  save();
}

// ---- messages from the extension ----

/** Brings a result the user asked for into view (the form above it may be long). */
function reveal(box: HTMLElement): void {
  box.scrollIntoView({ block: 'nearest' });
}

function controlsOf(runId: string): RunControls | undefined {
  return [toolRun, readRun, promptRun].find((c) => c.runId === runId);
}

host.onMessage((m) => {
  switch (m.type) {
    case 'servers':
      servers = m.servers;
      showServers();
      showHistory();
      return;
    case 'catalog':
      if (m.catalog.serverId !== saved.serverId) return;
      catalog = 'missing' in m.catalog ? undefined : m.catalog;
      showCatalog();
      return;
    case 'tool':
      if (m.view.serverId !== saved.serverId || m.view.name !== toolSelect.value) return;
      if (!tool || !same(tool.view, m.view) || pendingArguments.has(`${m.view.serverId}|tool|${m.view.name}`)) showTool(m.view);
      return;
    case 'prompt':
      if (m.view.serverId === saved.serverId && m.view.name === promptSelect.value && (!prompt || !same(prompt.view, m.view))) showPrompt(m.view);
      return;
    case 'resource':
      if (m.view.serverId === saved.serverId && resourceSelect.value === resourcePick(m.view) && (!resource || !same(resource.view, m.view))) showResource(m.view);
      return;
    case 'gone': {
      const box = m.kind === 'tool' ? toolView : m.kind === 'prompt' ? promptView : resourceView;
      box.replaceChildren(el('p', { className: 'notice' }, `${m.key} is not (or no longer) in the server's list.`));
      return;
    }
    case 'open':
      openItem(m);
      return;
    case 'phase':
      if (toolRun.runId !== m.runId) return;
      if (m.phase === 'approval') toolRun.say('Waiting for approval (see the approval panel)…');
      else toolRun.running(m.timeoutMs);
      return;
    case 'progress':
      controlsOf(m.runId)?.showProgress(m.progress, m.total, m.message);
      return;
    case 'invalid': {
      const controls = controlsOf(m.runId);
      if (!controls) return;
      controls.end('Not sent: the arguments do not match the schema.');
      (controls === toolRun ? tool?.editor : prompt?.editor)?.showErrors(m.errors);
      return;
    }
    case 'toolResult': {
      const mine = !!m.runId && toolRun.runId === m.runId;
      if (mine) toolRun.end(`${statusText(m.result.status)}${m.result.durationMs !== undefined ? ` · ${formatDuration(m.result.durationMs)}` : ''}`);
      showToolResult(m.result);
      if (mine || !m.runId) reveal(toolResult);
      return;
    }
    case 'outputCheck':
      showVerdict(m.resultId, m.verdict);
      return;
    case 'resourceResult': {
      const mine = !!m.runId && readRun.runId === m.runId;
      if (mine) readRun.end(`Done: ${m.result.contents.length} item${m.result.contents.length === 1 ? '' : 's'} of contents.`);
      if (m.result.serverId !== saved.serverId) return;
      showResourceResult(m.result);
      if (mine) reveal(resourceResult);
      return;
    }
    case 'promptResult':
      if (promptRun.runId !== m.runId) return;
      promptRun.end(`${m.result.messages.length} message${m.result.messages.length === 1 ? '' : 's'}.`);
      showPromptResult(m.result);
      reveal(promptResult);
      return;
    case 'failed': {
      const controls = controlsOf(m.runId) ?? readRun;
      // the result shown is from before the read or get that failed: it stays marked as previous
      if (controls.runId === m.runId) controls.end(m.message, false);
      else controls.say(m.message);
      return;
    }
    case 'expanded':
      if (m.requestId !== expandRequest) return;
      if (m.uri !== undefined) {
        uriInput.value = saved.uri = m.uri;
        expandedNote.textContent = 'Expanded from the template (RFC 6570).';
        save();
        showSubscribeState();
      } else expandedNote.textContent = m.problem ?? '';
      return;
    case 'subscriptions':
      subscriptions = m.items;
      showSubscriptions();
      return;
    case 'history':
      history = m.entries;
      showHistory();
      return;
  }
});

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
  e.preventDefault();
  if (saved.tab === 'tools') runTool();
  else if (saved.tab === 'prompts') getPrompt();
  else if (saved.tab === 'resources') read();
});

// ---- start: what was shown before, then fresh data from the extension ----

selectTab(saved.tab, false);
if (saved.results.tool) showToolResult(withCheckAbandoned(saved.results.tool));
if (saved.results.resource) showResourceResult(saved.results.resource);
if (saved.results.prompt) showPromptResult(saved.results.prompt);
for (const n of [toolsNotice, resourcesNotice, promptsNotice]) n.hidden = true;
host.post({ type: 'ready', serverId: saved.serverId });
