// The pieces every tab of the runner builds with: buttons, pickers, the notice of a panel whose server offers
// nothing, and the Run/Get/Read controls.
import type { RunnerFromWebview } from '../../src/protocol/runnerPage';
import type { RunnerServer, TaskView } from '../../src/protocol/runnerViews';
import { el } from '../shared/dom';
import type { Host } from '../shared/host';
import { progressView, runningText, taskLine } from '../shared/running';

export type RunnerHost = Host<RunnerFromWebview, unknown>;

export function button(
  text: string,
  props: { id?: string; className?: string; label?: string } = {},
): HTMLButtonElement {
  return el(
    'button',
    {
      id: props.id,
      className: props.className ?? 'button-secondary',
      attrs: { type: 'button', ...(props.label ? { 'aria-label': props.label } : {}) },
    },
    text,
  );
}

export function notice(panel: HTMLElement): HTMLElement {
  const n = el('div', { className: 'notice' });
  panel.appendChild(n);
  return n;
}

/** What the button that starts a server says: Sign In first if it needs OAuth, Restart after an error. */
export function startLabel(server: RunnerServer): string {
  if (server.signIn) return 'Sign In';
  return server.status === 'error' ? 'Restart' : 'Start';
}

/** "The server is stopped", with a Start button, in a panel whose server offers nothing to show. */
export function explainMissing(
  host: RunnerHost,
  box: HTMLElement,
  server: RunnerServer | undefined,
  what: string,
  none: boolean,
): void {
  box.replaceChildren();
  box.hidden = false;
  const s = server;
  if (!s) {
    box.append(
      'No MCP server is configured. MCP Lens looks for .vscode/mcp.json, .mcp.json, mcp.json and .cursor/mcp.json.',
    );
  } else if (s.status !== 'running') {
    const start = button(startLabel(s), {
      className: 'button-small',
      label: s.signIn ? `Sign in to ${s.name}` : `Start ${s.name}`,
    });
    start.addEventListener('click', () => host.post({ type: 'startServer', serverId: s.id }));
    if (s.signIn) box.append(`${s.name} requires you to sign in (OAuth) before it shows its ${what}. `, start);
    else {
      box.append(
        `${s.name} is not running (${s.detail}). Start it to see its ${what}. `,
        s.status === 'stopped' || s.status === 'error' ? start : '',
      );
    }
  } else if (none) box.append(`${s.name} offers no ${what}.`);
  else box.hidden = true;
}

export function select(id: string, label: string, panel: HTMLElement): HTMLSelectElement {
  const s = el('select', { id });
  panel.appendChild(el('div', { className: 'picker' }, el('label', { attrs: { for: id } }, label), s));
  return s;
}

export function fillSelect<T extends HTMLElement>(
  s: T,
  items: readonly { key: string; label: string; detail?: string }[],
  prefix = '',
): T {
  for (const i of items) {
    s.appendChild(
      el(
        'option',
        { attrs: { value: prefix + i.key, ...(i.detail ? { title: i.detail } : {}) } },
        i.detail && i.detail !== i.label ? `${i.label} — ${i.detail}` : i.label,
      ),
    );
  }
  return s;
}

/** Brings a result the user asked for into view (the form above it may be long). */
export function reveal(box: HTMLElement): void {
  box.scrollIntoView({ block: 'nearest' });
}

/**
 * The Run/Get/Read controls of a panel: the button, Cancel, a status line and a progress bar. While a call runs,
 * the result of the one before stays below it, dimmed and labelled, so it is not read as the new call's.
 */
export class RunControls {
  runId: string | undefined;
  readonly element: HTMLElement;
  readonly go: HTMLButtonElement;
  private readonly cancel = button('Cancel', { className: 'button-secondary' });
  private readonly status = el('span', { className: 'run-status', role: 'status' });
  private readonly progress = el('div', { className: 'progress' });
  private readonly previousLabel = el('p', { className: 'previous-label' }, 'Previous result');
  private clock:
    { since: number; timeoutMs?: number; progressed: boolean; timer: ReturnType<typeof setInterval> } | undefined;
  /** The item picked has not been drawn yet: the button would act on what was shown before, so it waits. */
  private waiting = false;
  /** What the call waits on besides the server's work (a request of the server to the user), said with its time. */
  private waitNote: string | undefined;

  constructor(
    host: RunnerHost,
    private readonly newRunId: () => string,
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
    this.element = el(
      'div',
      { className: 'run-controls' },
      el('div', { className: 'actions' }, this.go, this.cancel, this.status),
      this.progress,
    );
  }

  /** Whether the item picked is still on its way (its view asked of the extension): the button is off until it is drawn. */
  waitForItem(on: boolean): void {
    this.waiting = on;
    this.go.disabled = on || !!this.runId;
  }

  start(text: string): string {
    this.runId = this.newRunId();
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

  /** The call waits on the user's answer to a request of its server (shown above the tabs), or no longer does. */
  waitsOn(note: string | undefined): void {
    this.waitNote = note;
    this.status.classList.toggle('run-status-waiting', !!note);
    this.tick();
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

  /** The call runs as a task: its status and the server's message, where progress would be. */
  showTask(task: TaskView): void {
    this.progress.hidden = false;
    const working = task.status === 'working' || task.status === 'input_required';
    const bar = el('progress', { attrs: { 'aria-label': 'Task status' } });
    this.progress.replaceChildren(
      ...(working ? [bar] : []),
      el(
        'span',
        { className: `task-line task-${task.status}`, attrs: { title: `Task ${task.taskId}` } },
        taskLine(task),
      ),
    );
  }

  /** `previousStillCurrent`: nothing replaced the result shown before (the call was not sent), so it is current again. */
  end(text: string, previousStillCurrent = true): void {
    this.stopClock();
    this.waitNote = undefined;
    this.status.classList.remove('run-status-waiting');
    this.runId = undefined;
    this.go.disabled = this.waiting;
    this.cancel.hidden = true;
    this.progress.hidden = true;
    if (previousStillCurrent) this.markPrevious(false);
    this.say(text);
  }

  /** A new result replaced whatever was shown: nothing is "previous" any more. */
  resultShown(): void {
    this.results.classList.remove('has-previous');
  }

  private tick(): void {
    if (!this.clock) return;
    const running = runningText(Date.now() - this.clock.since, this.clock.timeoutMs, this.clock.progressed);
    this.say(this.waitNote ? `${this.waitNote} · ${running}` : running);
  }

  private stopClock(): void {
    if (this.clock) clearInterval(this.clock.timer);
    this.clock = undefined;
  }

  private markPrevious(on: boolean): void {
    const has = on && !!this.results.querySelector('.result');
    this.results.classList.toggle('has-previous', has);
    if (has && this.previousLabel.parentElement !== this.results) this.results.prepend(this.previousLabel);
    if (!has) this.previousLabel.remove();
  }
}
