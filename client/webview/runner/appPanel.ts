// The MCP App of the last call whose tool has one: a sandboxed frame from the extension's sandbox origin, and a log of
// what it sent. The page checks what the app posts before passing it on (docs/architecture.md, "An MCP App").
import { checkAppMessage, FloodGuard, APP_MESSAGES_PER_SECOND } from '../../../common/mcp/apps/appMessages';
import type { AppFrameView, AppRecordView } from '../../src/protocol/runnerViews';
import type { AppsToWebview } from '../../src/protocol/runnerPage';
import { assertNever } from '../../src/protocol/check';
import { el } from '../shared/dom';
import { currentAppTheme } from './appTheme';
import type { RunnerHost } from './controls';

/** The height a frame starts at, before the app says how tall it is. */
const START_HEIGHT = 160;
/** Records shown under an app; the oldest go first. */
const RECORDS_SHOWN = 100;

interface Shown {
  readonly view: AppFrameView;
  readonly frame: HTMLIFrameElement;
  readonly status: HTMLElement;
  readonly sizeNote: HTMLElement;
  readonly log: HTMLOListElement;
  readonly logBox: HTMLElement;
  readonly guard: FloodGuard;
  /** The width the app was last told. */
  width: number;
}

export class AppPanel {
  readonly element = el('section', { className: 'app-host', id: 'app-host', attrs: { 'aria-label': 'MCP App' } });
  private shown: Shown | undefined;
  /** The run whose app is being read (appLoading), until it opens or fails. */
  private loadingRun: string | undefined;

  constructor(private readonly host: RunnerHost) {
    this.element.hidden = true;
    window.addEventListener('message', (event) => this.fromFrame(event));
    // VS Code sets the theme's classes on the body: a change of theme reaches the app at once
    new MutationObserver(() => this.host.post({ type: 'appTheme', theme: currentAppTheme() })).observe(document.body, {
      attributes: true,
      attributeFilter: ['class'],
    });
    // the view or editor resized: the app is told the width it now has
    new ResizeObserver(() => {
      const width = Math.round(this.element.clientWidth);
      if (!this.shown || width === this.shown.width || width <= 0) return;
      this.shown.width = width;
      this.host.post({ type: 'appWidth', appId: this.shown.view.appId, width });
    }).observe(this.element);
  }

  handle(m: AppsToWebview): void {
    switch (m.type) {
      case 'appLoading':
        return this.loading(m.runId, m.toolName, m.uri);
      case 'appOpen':
        return this.open(m.app);
      case 'appMessage':
        if (this.shown?.view.appId === m.appId) this.shown.frame.contentWindow?.postMessage(m.message, '*');
        return;
      case 'appSize':
        if (this.shown?.view.appId === m.appId && m.height !== undefined) this.resize(this.shown, m.height);
        return;
      case 'appRecord':
        if (this.shown?.view.appId === m.appId) this.record(this.shown, m.record);
        return;
      case 'appStatus':
        if (this.shown?.view.appId === m.appId) this.shown.status.textContent = m.text;
        return;
      case 'appProblem':
        if ((m.appId && this.shown?.view.appId === m.appId) || (m.runId && this.loadingRun === m.runId)) {
          this.problem(m.message);
        }
        return;
      case 'appClosed':
        if (this.shown?.view.appId === m.appId) this.closed(m.reason);
        return;
      default:
        assertNever(m, 'An app message from the extension');
    }
  }

  /** A new call starts: the app shown belongs to the call before, so it goes. */
  clear(): void {
    if (this.shown) {
      this.host.post({ type: 'appClose', appId: this.shown.view.appId, reason: 'A new call replaced it.' });
    }
    this.shown = undefined;
    this.loadingRun = undefined;
    this.element.replaceChildren();
    this.element.hidden = true;
  }

  private loading(runId: string, toolName: string, uri: string): void {
    this.clear();
    this.loadingRun = runId;
    this.element.hidden = false;
    this.element.replaceChildren(this.head(toolName, uri, 'Reading the app…'));
  }

  private head(toolName: string, uri: string, status: string | HTMLElement, onClose?: () => void): HTMLElement {
    const close = el(
      'button',
      {
        className: 'button-secondary app-close',
        id: 'app-close',
        attrs: { type: 'button', title: 'Close the app (it is asked to tear down first)' },
      },
      'Close',
    );
    if (onClose) close.addEventListener('click', onClose);
    else close.hidden = true;
    return el(
      'div',
      { className: 'app-head' },
      el(
        'div',
        { className: 'app-title' },
        el('span', { className: 'badge badge-neutral badge-explicit' }, 'app'),
        el('strong', {}, `App of ${toolName}`),
        close,
      ),
      el(
        'div',
        { className: 'app-meta' },
        el('code', { className: 'app-uri', title: 'Its UI resource' }, uri),
        typeof status === 'string' ? el('span', { className: 'app-status muted', role: 'status' }, status) : status,
      ),
    );
  }

  private open(view: AppFrameView): void {
    if (this.loadingRun !== view.runId) return;
    this.loadingRun = undefined;
    const frame = el('iframe', {
      className: `app-frame${view.prefersBorder ? ' app-frame-border' : ''}`,
      id: 'app-frame',
      title: `App of ${view.toolName} (${view.uri}), from ${view.serverName}`,
      attrs: {
        sandbox: view.sandbox,
        referrerpolicy: 'no-referrer',
        loading: 'eager',
        ...(view.allow ? { allow: view.allow } : {}),
      },
    });
    frame.style.height = `${START_HEIGHT}px`;
    const status = el('span', { className: 'app-status muted', id: 'app-status', role: 'status' }, 'Starting…');
    const sizeNote = el('p', { className: 'app-size-note muted' });
    sizeNote.hidden = true;
    const log = el('ol', { className: 'app-log', id: 'app-log' });
    const logBox = el(
      'details',
      { className: 'app-records', id: 'app-records', attrs: { open: '' } },
      el('summary', {}, 'What the app sent (as a chat host would receive it)'),
      log,
    );
    logBox.hidden = true;
    const shown: Shown = { view, frame, status, sizeNote, log, logBox, guard: new FloodGuard(), width: 0 };
    this.shown = shown;
    this.element.hidden = false;
    this.element.replaceChildren(
      this.head(view.toolName, view.uri, status, () =>
        this.host.post({ type: 'appClose', appId: view.appId, reason: 'You closed it.' }),
      ),
      ...(view.notes.length ? [el('ul', { className: 'app-notes' }, ...view.notes.map((n) => el('li', {}, n)))] : []),
      frame,
      sizeNote,
      logBox,
    );
    // the extension learns of the frame (and the theme it starts with) before the frame can load and speak
    shown.width = Math.round(this.element.clientWidth);
    this.host.post({ type: 'appFrame', appId: view.appId, theme: currentAppTheme(), width: shown.width });
    frame.src = view.url;
  }

  private fromFrame(event: MessageEvent): void {
    const shown = this.shown;
    if (!shown || event.source !== shown.frame.contentWindow) return;
    if (!shown.guard.allow()) {
      return this.stop(
        shown,
        `The app sent more than ${APP_MESSAGES_PER_SECOND} messages in one second, so it was stopped.`,
      );
    }
    const checked = checkAppMessage(event.data);
    if (!checked.ok) return this.stop(shown, `The app sent ${checked.reason}, so it was stopped.`);
    this.host.post({ type: 'appMessage', appId: shown.view.appId, message: checked.message });
  }

  private stop(shown: Shown, reason: string): void {
    this.host.post({ type: 'appClose', appId: shown.view.appId, reason });
    this.problem(reason);
  }

  private resize(shown: Shown, height: number): void {
    const max = shown.view.maxHeight;
    const asked = Math.max(0, Math.round(height));
    shown.frame.style.height = `${Math.min(Math.max(asked, 40), max)}px`;
    shown.sizeNote.hidden = asked <= max;
    shown.sizeNote.textContent =
      asked > max
        ? `The app asked for ${asked.toLocaleString('en-US')} px of height; it is shown at ${max} px and scrolls inside.`
        : '';
  }

  private record(shown: Shown, record: AppRecordView): void {
    shown.logBox.hidden = false;
    shown.log.append(
      el(
        'li',
        { className: `app-record app-record-${record.kind}` },
        el('div', { className: 'app-record-title' }, record.title),
        record.text ? el('pre', { className: 'app-record-text' }, record.text) : null,
      ),
    );
    while (shown.log.children.length > RECORDS_SHOWN) shown.log.firstElementChild?.remove();
  }

  /** The app cannot be shown, or was stopped: a message in its frame's place; the runner goes on. */
  private problem(message: string): void {
    this.end(el('p', { className: 'app-problem message-error', id: 'app-problem', role: 'alert' }, message), 'stopped');
  }

  private closed(reason: string): void {
    this.end(el('p', { className: 'app-closed muted', id: 'app-closed' }, `The app was closed. ${reason}`), 'closed');
  }

  /** The app is gone: its head stays without Close, `notice` takes the frame's place, and its log stays if any. */
  private end(notice: HTMLElement, status: string): void {
    const shown = this.shown;
    this.shown = undefined;
    this.loadingRun = undefined;
    this.element.hidden = false;
    const head = this.element.querySelector('.app-head');
    this.element.replaceChildren(
      ...(head ? [head] : []),
      notice,
      ...(shown && shown.log.children.length ? [shown.logBox] : []),
    );
    head?.querySelector('.app-status')?.replaceChildren(status);
    head?.querySelector<HTMLButtonElement>('.app-close')?.setAttribute('hidden', '');
  }
}
