/**
 * The results the runner shows: a tool call's (status, duration, content, structured content checked against
 * the outputSchema), a resource read's contents, and a prompt's messages. Text only through text nodes.
 */
import { CHECKING_TEXT } from '../../src/runner/outputCheck';
import type {
  HistoryEntryView,
  PromptResultView,
  ResourceReadView,
  ResultPart,
  StructuredView,
  TaskView,
  ToolResultView,
  ToolRunStatus,
} from '../../src/protocol/runnerViews';
import { renderBlock, renderBlocks, type BlockActions } from './content';
import { el } from './dom';
import { taskPath, taskStatusWord } from './running';

export interface ResultActions extends BlockActions {
  copy(part: ResultPart): void;
  openJson(part: ResultPart): void;
}

const STATUS: Record<ToolRunStatus, { text: string; tone: string }> = {
  ok: { text: 'Success', tone: 'ok' },
  isError: { text: 'Tool error (isError)', tone: 'error' },
  protocolError: { text: 'Protocol error', tone: 'error' },
  failed: { text: 'Failed', tone: 'error' },
  denied: { text: 'Denied', tone: 'warn' },
  cancelled: { text: 'Cancelled', tone: 'warn' },
};

export function statusText(status: ToolRunStatus): string {
  return STATUS[status].text;
}

/** How a status shows: ok, warn (denied or cancelled by the user) or error. */
export function statusTone(status: ToolRunStatus): string {
  return STATUS[status].tone;
}

function action(text: string, onClick: () => void, label?: string): HTMLButtonElement {
  const b = el(
    'button',
    { className: 'link-button', attrs: { type: 'button', ...(label ? { 'aria-label': label } : {}) } },
    text,
  );
  b.addEventListener('click', onClick);
  return b;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString();
}

/** A call run as a task: the statuses it went through, each with the server's message and its time. */
function renderTask(task: TaskView): HTMLElement {
  return el(
    'details',
    { className: 'task-steps' },
    el(
      'summary',
      {},
      `Ran as a task: ${taskPath(task.steps)}`,
      el('code', { className: 'muted task-id', attrs: { title: `Task ${task.taskId}` } }, shortId(task.taskId)),
    ),
    el(
      'ol',
      {},
      // a message the server left from the step before (a task that completed "Generating report…") is not said twice
      ...task.steps.map((s, i) => {
        const message =
          s.statusMessage && s.statusMessage !== task.steps[i - 1]?.statusMessage ? ` · ${s.statusMessage}` : '';
        return el(
          'li',
          {},
          el('span', { className: `task-status task-${s.status}` }, taskStatusWord(s.status)),
          message,
          el('span', { className: 'muted' }, ` ${formatTime(s.at)}`),
        );
      }),
    ),
  );
}

/** The start of a long id, the whole in the tooltip. */
function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

export function renderToolResult(view: ToolResultView, actions: ResultActions): HTMLElement {
  const s = STATUS[view.status];
  const completed = view.status === 'ok' || view.status === 'isError';
  // a message that starts with the status word ("Cancelled — you cancelled…") says it once, in its own line
  const rest = view.message?.startsWith(`${s.text} — `) ? view.message.slice(s.text.length) : undefined;
  const statusWord = () => el('span', { className: `status status-${s.tone}` }, s.text);
  const box = el('section', {
    className: `result result-${s.tone}`,
    attrs: { 'aria-labelledby': `result-${view.id}` },
  });
  box.appendChild(
    el(
      'div',
      { className: 'result-head' },
      el('h3', { id: `result-${view.id}` }, `Result of ${view.displayName}`),
      rest === undefined ? statusWord() : null,
      view.durationMs !== undefined
        ? el(
            'span',
            { className: 'muted', title: 'From sending tools/call to its answer' },
            formatDuration(view.durationMs),
          )
        : null,
      el('span', { className: 'muted' }, formatTime(view.startedAt)),
    ),
  );
  const tools = el(
    'div',
    { className: 'result-actions' },
    action('Copy request', () => actions.copy('request'), 'Copy the tools/call request as JSON'),
    completed ? action('Copy result', () => actions.copy('result'), 'Copy the result as JSON') : null,
    completed ? action('Open as JSON', () => actions.openJson('result'), 'Open the result as JSON in an editor') : null,
  );
  box.appendChild(tools);
  if (view.message) {
    box.appendChild(
      el(
        'p',
        {
          className: `message message-${s.tone}`,
          role: view.status === 'denied' || view.status === 'cancelled' ? 'status' : 'alert',
        },
        ...(rest === undefined ? [view.message] : [statusWord(), rest]),
      ),
    );
  }
  if (view.problems.length) {
    box.appendChild(el('ul', { className: 'problems' }, ...view.problems.map((p) => el('li', {}, p))));
  }
  if (view.task) box.appendChild(renderTask(view.task));
  if (completed) box.appendChild(renderBlocks(view.content, actions));
  if (view.structured) {
    const check = el('div', { className: 'output-check' });
    box.appendChild(
      el(
        'div',
        { className: 'structured' },
        el(
          'div',
          { className: 'block-head' },
          el('span', { className: 'block-type', title: 'The result’s structuredContent' }, 'structured content'),
          el(
            'span',
            { className: 'block-actions' },
            action('Open', () => actions.openJson('structured'), 'Open the structured content in an editor'),
          ),
        ),
        check,
        el('pre', { className: 'json' }, view.structured.json),
      ),
    );
    showOutputCheck(box, view.structured);
  }
  return box;
}

const CHECKS: Record<StructuredView['check'], { text: string; tone: string }> = {
  pending: { text: CHECKING_TEXT, tone: 'pending' },
  matches: { text: 'matches the outputSchema', tone: 'ok' },
  mismatch: { text: 'does NOT match the outputSchema', tone: 'error' },
  noSchema: { text: 'no outputSchema to check it against', tone: 'muted' },
  unchecked: { text: 'not checked', tone: 'warn' },
};

const HISTORY_CHECKS: Record<NonNullable<HistoryEntryView['outputCheck']>, string> = {
  pending: 'checking output…',
  matches: 'output valid',
  mismatch: 'output invalid',
  unchecked: 'output not checked',
};

/** A history entry's output check, in words and tone. */
export function outputCheckText(check: NonNullable<HistoryEntryView['outputCheck']>): { text: string; tone: string } {
  return { text: HISTORY_CHECKS[check], tone: CHECKS[check].tone };
}

/** Fills the output-check line of a result drawn by renderToolResult: `Checking…` first, then the verdict in its place. */
export function showOutputCheck(result: HTMLElement, structured: StructuredView): void {
  const area = result.querySelector<HTMLElement>('.structured');
  const line = area?.querySelector<HTMLElement>('.output-check');
  if (!area || !line) return;
  const c = CHECKS[structured.check];
  area.className = `structured structured-${structured.check}`;
  area.setAttribute('aria-busy', String(structured.check === 'pending'));
  line.replaceChildren(
    el(
      'span',
      { className: `status status-${c.tone}`, role: structured.check === 'mismatch' ? 'alert' : undefined },
      c.text,
    ),
  );
  if (structured.errors.length) {
    line.appendChild(el('ul', { className: 'problems' }, ...structured.errors.map((e) => el('li', {}, e))));
  }
}

export function renderResourceResult(
  view: ResourceReadView,
  actions: BlockActions & { openJson(): void },
): HTMLElement {
  return el(
    'section',
    { className: 'result result-ok', attrs: { 'aria-label': `Contents of ${view.uri}` } },
    el(
      'div',
      { className: 'result-head' },
      el('h3', {}, 'Contents'),
      el('code', { className: 'uri' }, view.uri),
      view.update
        ? el(
            'span',
            { className: 'status status-ok', title: 'Read again after notifications/resources/updated' },
            `updated (${view.update})`,
          )
        : null,
      el('span', { className: 'muted' }, `read at ${formatTime(view.readAt)}`),
      view.cache
        ? el(
            'span',
            {
              className: 'muted',
              title:
                "The cache hints of this result. Read always asks the server; only reads MCP Lens makes on its own (an app's) reuse it.",
            },
            view.cache,
          )
        : null,
    ),
    el(
      'div',
      { className: 'result-actions' },
      action('Open as JSON', actions.openJson, 'Open the read result as JSON in an editor'),
    ),
    renderBlocks(view.contents, actions),
  );
}

export function renderPromptResult(
  view: PromptResultView,
  actions: BlockActions & { copyMessages(): void; openJson(): void },
): HTMLElement {
  const box = el(
    'section',
    { className: 'result result-ok', attrs: { 'aria-label': `Messages of the prompt ${view.name}` } },
    el(
      'div',
      { className: 'result-head' },
      el('h3', {}, `Messages of ${view.name}`),
      el('span', { className: 'muted' }, `${view.messages.length} message${view.messages.length === 1 ? '' : 's'}`),
    ),
    el(
      'div',
      { className: 'result-actions' },
      action('Copy as messages JSON', actions.copyMessages),
      action('Open as JSON', actions.openJson, 'Open the prompt result as JSON in an editor'),
    ),
  );
  if (view.description) box.appendChild(el('p', { className: 'muted' }, view.description));
  const list = el('ol', { className: 'messages' });
  view.messages.forEach((m, i) =>
    list.appendChild(
      el(
        'li',
        { className: `message-item role-${m.role === 'user' || m.role === 'assistant' ? m.role : 'other'}` },
        el('span', { className: 'role' }, m.role),
        renderBlock(m.content, i, actions),
      ),
    ),
  );
  box.appendChild(list);
  return box;
}
