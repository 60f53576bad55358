// The Tools tab: pick a tool, fill the form made from its input schema, Run, and read the result (its output
// check filled in when the verdict follows).
import { withCheckAbandoned, withOutputCheck } from '../../src/runner/outputCheck';
import type { OutputCheckView, RunnerCatalog, ToolResultView, ToolView } from '../../src/protocol/runnerViews';
import { el, segments } from '../shared/dom';
import { formatDuration, renderToolResult, showOutputCheck, statusText } from '../shared/results';
import { AppPanel } from './appPanel';
import { ArgumentsEditor } from './argumentsEditor';
import type { FormKey } from './keys';
import { NamedItemTab } from './namedItemTab';
import { blockActions, type TabContext } from './tab';

function badges(view: ToolView): HTMLElement {
  return el(
    'div',
    { className: 'badges', attrs: { 'aria-label': 'Behaviour, as the server describes it' } },
    ...view.badges.map((b) =>
      el(
        'span',
        { className: `badge badge-${b.tone} ${b.explicit ? 'badge-explicit' : 'badge-default'}`, title: b.title },
        b.text,
        b.explicit ? null : el('span', { className: 'badge-note' }, ' (default)'),
      ),
    ),
  );
}

export class ToolsTab extends NamedItemTab<ToolView> {
  readonly id = 'tools';
  /** Arguments to put in a form once its tool has been described (a past call being edited). */
  private readonly pendingArguments = new Map<FormKey, unknown>();
  /** The result shown (kept even when too large for the page's state): the one a verdict may still fill in. */
  private shownResult: { view: ToolResultView; element: HTMLElement } | undefined;
  /** The "Run as a task" box of the tool shown, when it may run either way. */
  private asTask: HTMLInputElement | undefined;

  /** The MCP App of the last call whose tool has one, between the form and the result. */
  readonly apps: AppPanel;

  constructor(ctx: TabContext, readLink: (uri: string) => void) {
    super(ctx, readLink, {
      kind: 'tool',
      pickerId: 'tool',
      pickerLabel: 'Tool',
      what: 'tools',
      goLabel: 'Run',
      goId: 'run',
    });
    this.apps = new AppPanel(ctx.host);
    ctx.panel.insertBefore(this.apps.element, this.resultBox);
  }

  override showCatalog(catalog: RunnerCatalog | undefined): void {
    super.showCatalog(catalog);
    if (catalog?.errors.length) {
      this.notice.append(el('ul', { className: 'problems' }, ...catalog.errors.map((e) => el('li', {}, e))));
    }
  }

  /** A command or the history asks for a tool, perhaps with arguments to fill in. */
  openWith(serverId: string, key: string, args: unknown): void {
    if (args !== undefined) this.pendingArguments.set(this.formKey(serverId, key), args);
    this.open(key);
  }

  go(): void {
    const tool = this.current;
    if (!tool || !this.ctx.state.serverId || this.controls.runId) return;
    if (tool.view.setAside) {
      this.controls.say(`Not sent: ${tool.view.setAside}`);
      return;
    }
    const args = tool.editor.collect();
    if (!args) {
      this.controls.say('Not sent: fix the arguments first.');
      return;
    }
    const runId = this.controls.start('Checking the arguments against the input schema…');
    this.apps.clear();
    this.ctx.host.post({
      type: 'runTool',
      runId,
      serverId: tool.view.serverId,
      name: tool.view.name,
      arguments: args,
      ...(this.asTask?.checked ? { asTask: true } : {}),
    });
  }

  /** A past call run again from the history: the result comes to this tab. */
  rerun(resultId: string, displayName: string): void {
    if (this.controls.runId) return;
    const runId = this.controls.start(`Running ${displayName} again…`);
    this.apps.clear();
    this.ctx.host.post({ type: 'rerun', runId, resultId });
  }

  /** Where the call is: waiting for approval, or sent (with its timeout). */
  phase(runId: string, phase: 'approval' | 'running', timeoutMs: number | undefined): void {
    if (this.controls.runId !== runId) return;
    if (phase === 'approval') this.controls.say('Waiting for approval (see the approval panel)…');
    else this.controls.running(timeoutMs);
  }

  /** A result: of this tab's run (`runId`), or one the history asked to show (no run id). */
  result(runId: string | undefined, view: ToolResultView): void {
    const mine = !!runId && this.controls.runId === runId;
    if (mine) {
      this.controls.end(
        `${statusText(view.status)}${view.durationMs !== undefined ? ` · ${formatDuration(view.durationMs)}` : ''}`,
      );
    }
    this.showToolResult(view);
    if (mine || !runId) this.reveal();
  }

  /** A verdict on the output of the result shown fills its output-check line in place; any other result's is dropped. */
  verdict(resultId: string, verdict: OutputCheckView): void {
    const view = withOutputCheck(this.shownResult?.view, resultId, verdict);
    if (!view || !this.shownResult) return;
    this.shownResult.view = view;
    this.ctx.state.keepResult('tool', view);
    showOutputCheck(this.shownResult.element, view.structured!);
  }

  restore(): void {
    const kept = this.ctx.state.result('tool');
    if (kept) this.showToolResult(withCheckAbandoned(kept));
  }

  protected override mustRedraw(view: ToolView): boolean {
    return this.pendingArguments.has(this.formKey(view.serverId, view.name));
  }

  protected show(view: ToolView): void {
    const key = this.formKey(view.serverId, view.name);
    const editor = new ArgumentsEditor(this.ctx.state, key, view.form, {
      id: 'tool-args',
      title: 'Arguments',
      noFieldsText: 'This tool takes no arguments.',
      json: true,
    });
    this.current = { view, editor };
    const pending = this.pendingArguments.get(key);
    if (pending !== undefined) {
      this.pendingArguments.delete(key);
      editor.load(pending);
    }
    this.view.replaceChildren(
      el(
        'div',
        { className: 'item-head' },
        el('h2', { id: 'tool-title' }, view.displayName),
        view.displayName !== view.name ? el('code', { className: 'item-name' }, view.name) : null,
      ),
      badges(view),
      view.description.length
        ? el('div', { className: 'description', id: 'tool-description' }, segments(view.description))
        : el('p', { className: 'muted' }, 'The server gives no description.'),
      ...(view.setAside ? [el('p', { className: 'notice set-aside', id: 'tool-set-aside' }, view.setAside)] : []),
      editor.element,
      ...[this.taskChoice(view)].filter((e): e is HTMLElement => !!e),
      this.controls.element,
    );
    if (pending !== undefined) editor.focus();
  }

  /** The "Run as a task" box of a tool that may run as one, or the note that it always does. */
  private taskChoice(view: ToolView): HTMLElement | null {
    this.asTask = undefined;
    const how =
      'The server answers at once with a task; MCP Lens follows it to its result, and Cancel sends tasks/cancel.';
    if (view.task === 'required') {
      return el(
        'p',
        { className: 'task-choice muted', id: 'tool-task' },
        el('span', { className: 'badge badge-neutral badge-explicit' }, 'task'),
        ` Runs as a task. ${how}`,
      );
    }
    if (view.task !== 'optional' && view.task !== 'server-decides') return null;
    const note =
      view.task === 'server-decides'
        ? 'The call asks for a task (the io.modelcontextprotocol/tasks extension) and the server decides: its result ' +
          'at once, or a task that MCP Lens follows to its result. Cancel sends tasks/cancel.'
        : how;
    const box = el('input', { id: 'tool-as-task', attrs: { type: 'checkbox' } });
    this.asTask = box;
    return el(
      'div',
      { className: 'task-choice' },
      el('label', { className: 'checkbox', attrs: { for: 'tool-as-task', title: note } }, box, ' Run as a task'),
      el('span', { className: 'muted' }, ` ${note}`),
    );
  }

  private showToolResult(view: ToolResultView): void {
    this.ctx.state.keepResult('tool', view);
    const { host } = this.ctx;
    const element = renderToolResult(view, {
      copy: (part) => host.post({ type: 'copy', resultId: view.id, part }),
      openJson: (part) => host.post({ type: 'openJson', resultId: view.id, part }),
      ...blockActions(host, view.id),
      readLink: (uri) => this.readLink(uri),
    });
    this.shownResult = { view, element };
    this.showResult(element);
  }
}
