// The History tab: the calls to the chosen server in this session, newest first; each can be shown again, run
// again, edited and run, or copied as its tools/call request.
import { serverAnswered, type HistoryEntryView } from '../../src/protocol/runnerViews';
import { el } from '../shared/dom';
import { formatDuration, formatTime, outputCheckText, statusText, statusTone } from '../shared/results';
import { taskStatusWord } from '../shared/running';
import { button } from './controls';
import type { RunnerTab, TabContext } from './tab';
import type { ToolsTab } from './toolsTab';

function outputCheckChip(check: NonNullable<HistoryEntryView['outputCheck']>): HTMLElement {
  const { text, tone } = outputCheckText(check);
  return el(
    'span',
    { className: `check-chip status-${tone}`, title: 'The structuredContent checked against the tool’s outputSchema' },
    text,
  );
}

export class HistoryTab implements RunnerTab {
  readonly id = 'history';
  private readonly summary = el('p', { className: 'muted' });
  private readonly clear = button('Clear', { className: 'button-small', label: 'Clear the history of this server' });
  private readonly list = el('ol', { className: 'history' });

  constructor(
    private readonly ctx: TabContext,
    /** Where a past call is shown and run again. */
    private readonly tools: ToolsTab,
  ) {
    ctx.panel.append(el('div', { className: 'history-head' }, this.summary, this.clear), this.list);
    this.clear.addEventListener('click', () => {
      if (ctx.state.serverId) ctx.host.post({ type: 'clearHistory', serverId: ctx.state.serverId });
    });
  }

  /** Draws the history the extension sent last (`state.history`), for the chosen server. */
  show(): void {
    const { state, host } = this.ctx;
    const history = state.history;
    const name = state.server()?.name ?? 'this server';
    this.summary.textContent = history.length
      ? `${history.length} call${history.length === 1 ? '' : 's'} to ${name} in this session, newest first.`
      : `No calls to ${name} in this session yet.`;
    this.clear.hidden = !history.length;
    this.list.replaceChildren(
      ...history.map((h) => {
        const show = button('Show', {
          className: 'link-button',
          label: `Show the result of ${h.displayName} at ${formatTime(h.startedAt)}`,
        });
        const again = button('Re-run', {
          className: 'link-button',
          label: `Run ${h.displayName} again with the same arguments`,
        });
        const edit = button('Edit', {
          className: 'link-button',
          label: `Edit the arguments of ${h.displayName} and run it again`,
        });
        const copy = button('Copy as JSON', {
          className: 'link-button',
          label: `Copy the tools/call request of ${h.displayName} as JSON`,
        });
        // a call the server did not answer (denied, cancelled, failed) has nothing to keep as a test
        const save = serverAnswered(h.status)
          ? button('Save as Test', {
              className: 'link-button',
              label: `Keep this call of ${h.displayName} and its result as a step of a test file`,
            })
          : null;
        show.addEventListener('click', () => {
          host.post({ type: 'showResult', resultId: h.id });
          this.ctx.selectTab('tools', false);
        });
        again.addEventListener('click', () => {
          this.ctx.selectTab('tools', false);
          this.tools.rerun(h.id, h.displayName);
        });
        edit.addEventListener('click', () => host.post({ type: 'editResult', resultId: h.id }));
        copy.addEventListener('click', () => host.post({ type: 'copy', resultId: h.id, part: 'request' }));
        save?.addEventListener('click', () => host.post({ type: 'saveAsTest', resultId: h.id }));
        return el(
          'li',
          { className: 'history-entry' },
          el(
            'div',
            { className: 'history-line' },
            el('strong', {}, h.displayName),
            el('span', { className: `status status-${statusTone(h.status)}` }, statusText(h.status)),
            h.outputCheck ? outputCheckChip(h.outputCheck) : null,
            h.task
              ? el(
                  'span',
                  {
                    className: 'badge badge-neutral badge-explicit history-task',
                    attrs: { title: `Ran as a task, which ended ${taskStatusWord(h.task)}` },
                  },
                  'task',
                )
              : null,
            el(
              'span',
              { className: 'muted' },
              `${formatTime(h.startedAt)}${h.durationMs !== undefined ? ` · ${formatDuration(h.durationMs)}` : ''}`,
            ),
          ),
          el('code', { className: 'history-args' }, h.argumentsJson),
          el('div', { className: 'result-actions' }, show, again, edit, copy, save),
        );
      }),
    );
  }

  showCatalog(): void {}

  /** Nothing runs from the History tab with Ctrl+Enter. */
  go(): void {}

  showInvalid(): void {}

  restore(): void {}
}
