// The approval panel: shows one pending tool call and sends back Approve or Deny; Deny has the focus, Escape denies.
// It says when its buttons are on screen, so that the extension's watchdog stands down and no dialog asks instead.
import type {
  ApprovalFromWebview,
  ApprovalToWebview,
  ApprovalView,
  DiffLineView,
  FieldDiffView,
} from '../src/protocol/approvalPage';
import { assertNever } from '../src/protocol/check';
import { el, segments, warningIcon } from './shared/dom';
import { connectHost, pageData, reportErrors } from './shared/host';

const host = connectHost<ApprovalFromWebview, ApprovalToWebview>();
reportErrors(host, (message): ApprovalFromWebview => ({ type: 'error', message }));

let decided = false;
let controls:
  { buttons: HTMLButtonElement[]; status: HTMLElement; allow?: HTMLInputElement; trust?: HTMLInputElement } | undefined;

function decide(approve: boolean, source: 'button' | 'escape'): void {
  // nothing can be approved before it is shown; a denial counts at any time
  if (decided || (approve && !controls)) return;
  decided = true;
  for (const b of controls?.buttons ?? []) b.disabled = true;
  if (controls) controls.status.textContent = approve ? 'Approved: sending the call…' : 'Denied: nothing was sent.';
  host.post({
    type: 'decide',
    approve,
    source,
    allowForSession: approve && !!controls?.allow?.checked,
    trustServer: approve && !!controls?.trust?.checked,
  });
}

const LEVEL_TEXT: Record<ApprovalView['level'], { title: string; text: (v: ApprovalView) => string }> = {
  destructive: { title: 'Destructive', text: (v) => v.destructiveExplanation ?? '' },
  untrusted: {
    title: 'Untrusted server',
    text: () =>
      'Every call to a server you have not trusted asks first. ' +
      'What it says about its tools below is its own claim, unverified.',
  },
  write: {
    title: 'May change things',
    text: () => 'The server says this tool modifies its environment without destroying anything (additive only).',
  },
  readOnly: {
    title: 'Read-only (as the server says)',
    text: () => 'The server says this tool does not modify its environment.',
  },
};

function banner(view: ApprovalView): HTMLElement {
  const level = LEVEL_TEXT[view.level];
  const strong = view.level === 'destructive' || view.level === 'untrusted';
  return el(
    'div',
    { className: `banner banner-${view.level}`, role: strong ? 'alert' : 'note' },
    strong ? warningIcon('banner-icon') : null,
    el('div', {}, el('strong', { className: 'banner-title' }, level.title), el('p', {}, level.text(view))),
  );
}

/** The mark in front of each line of a definition's diff. */
const DIFF_MARKS: Record<DiffLineView['kind'], string> = { same: '  ', added: '+ ', removed: '- ', skipped: '⋯ ' };

function diffBlock(fields: readonly FieldDiffView[]): HTMLElement {
  const section = el(
    'section',
    { className: 'changed', role: 'alert', attrs: { 'aria-labelledby': 'changed-title' } },
    el('h2', { id: 'changed-title' }, warningIcon('inline-icon'), 'Changed since you approved it'),
    el(
      'p',
      {},
      'The server now presents a different definition of this tool than the one approved before. Check what changed:',
    ),
  );
  for (const field of fields) {
    const pre = el('pre', { className: 'diff', attrs: { 'aria-label': `Changes to ${field.label}` } });
    for (const line of field.lines) {
      const mark = DIFF_MARKS[line.kind];
      pre.appendChild(
        el(
          'div',
          { className: `diff-line diff-${line.kind}` },
          el('span', { className: 'diff-mark' }, mark),
          line.text,
        ),
      );
    }
    section.appendChild(el('h3', {}, field.label));
    section.appendChild(pre);
  }
  return section;
}

function annotationsList(view: ApprovalView): HTMLElement {
  return el(
    'ul',
    { className: 'annotations' },
    ...view.annotations.map((a) =>
      el(
        'li',
        { className: 'annotation' },
        el(
          'div',
          { className: 'annotation-head' },
          el('code', { className: 'annotation-key' }, a.key),
          el('code', { className: 'annotation-value' }, a.value),
          el(
            'span',
            { className: a.explicit ? 'badge badge-explicit' : 'badge badge-default' },
            a.explicit ? 'set by the server' : 'default',
          ),
        ),
        el('div', { className: 'annotation-meaning' }, a.meaning),
      ),
    ),
  );
}

function header(view: ApprovalView): HTMLElement {
  const nameNote =
    view.tool.displayName !== view.tool.name ? el('code', { className: 'tool-name' }, view.tool.name) : null;
  return el(
    'header',
    {},
    el('h1', {}, `Run ${view.tool.displayName}?`, nameNote ? ' ' : null, nameNote),
    el(
      'p',
      { className: 'server' },
      'Server ',
      el('strong', {}, view.server.name),
      ` · ${view.server.transport} · `,
      el(
        'span',
        { className: view.server.trusted ? 'badge badge-trusted' : 'badge badge-untrusted' },
        view.server.trusted ? 'Trusted' : 'Not trusted',
      ),
    ),
    view.origin
      ? el(
          'p',
          { className: 'origin', id: 'origin' },
          'Asked for by ',
          el('strong', {}, view.origin),
          ", not by you from the runner's form.",
        )
      : null,
    el('p', { className: 'reason' }, `Why this asks: ${view.reason}.`),
  );
}

function argumentsSection(view: ApprovalView): HTMLElement {
  return el(
    'section',
    { attrs: { 'aria-labelledby': 'args-title' } },
    el('h2', { id: 'args-title' }, 'Arguments that will be sent'),
    el('pre', { className: 'json', id: 'arguments', attrs: { tabindex: '0' } }, segments(view.argumentsJson)),
  );
}

/** The tool's description as the server gives it, and the problems found in it. */
function descriptionSection(view: ApprovalView): HTMLElement {
  return el(
    'section',
    { attrs: { 'aria-labelledby': 'description-title' } },
    el('h2', { id: 'description-title' }, 'Description'),
    view.tool.description.length
      ? el('div', { className: 'description', id: 'description' }, segments(view.tool.description))
      : el('p', { className: 'muted' }, 'The server gives no description.'),
    view.findings.length
      ? el(
          'ul',
          { className: 'findings', attrs: { 'aria-label': 'Problems found in the description' } },
          ...view.findings.map((f) =>
            el(
              'li',
              { className: `finding finding-${f.severity}` },
              warningIcon('inline-icon'),
              el('code', {}, f.code),
              ` ${f.message}`,
            ),
          ),
        )
      : null,
  );
}

function annotationsSection(view: ApprovalView): HTMLElement {
  return el(
    'section',
    { attrs: { 'aria-labelledby': 'annotations-title' } },
    el(
      'h2',
      { id: 'annotations-title' },
      'Annotations',
      view.annotationsUnverified ? el('span', { className: 'unverified' }, 'claimed by the server — unverified') : null,
    ),
    annotationsList(view),
  );
}

/** A checkbox of the footer, with its label and a note on what it means. */
function option(id: string, label: string, note: string): { input: HTMLInputElement; row: HTMLElement } {
  const input = el('input', { id, attrs: { type: 'checkbox' } });
  return {
    input,
    row: el(
      'label',
      { className: 'option', attrs: { for: id } },
      input,
      el('span', {}, label, el('span', { className: 'muted' }, ` — ${note}`)),
    ),
  };
}

/** Deny and Approve, the options the policy offers, and the status line; the controls that decide() uses. */
function decisionFooter(view: ApprovalView): {
  footer: HTMLElement;
  deny: HTMLButtonElement;
  controls: NonNullable<typeof controls>;
} {
  const deny = el('button', { id: 'deny', className: 'button-primary', attrs: { type: 'button' } }, 'Deny');
  const approve = el(
    'button',
    {
      id: 'approve',
      className: view.level === 'destructive' ? 'button-secondary button-danger' : 'button-secondary',
      attrs: { type: 'button' },
    },
    'Approve',
  );
  deny.addEventListener('click', () => decide(false, 'button'));
  approve.addEventListener('click', () => decide(true, 'button'));
  const allow = view.offers.allowForSession
    ? option(
        'allow-session',
        'Allow this tool for this session',
        'no more asking until VS Code restarts or the tool changes',
      )
    : undefined;
  const trust = view.offers.trustServer
    ? option(
        'trust-server',
        'Trust this server',
        'read-only tools may then run without asking; destructive ones still ask',
      )
    : undefined;
  const status = el(
    'p',
    { className: 'status', role: 'status', attrs: { 'aria-live': 'polite' } },
    'Nothing is sent until you approve. Escape or closing this panel denies.',
  );
  const footer = el(
    'footer',
    { className: 'actions' },
    allow || trust ? el('div', { className: 'options' }, allow?.row, trust?.row) : null,
    el('div', { className: 'buttons' }, deny, approve),
    status,
  );
  return { footer, deny, controls: { buttons: [deny, approve], status, allow: allow?.input, trust: trust?.input } };
}

function render(view: ApprovalView): void {
  const root = document.getElementById('root')!;
  root.replaceChildren();
  document.body.className = `level-${view.level}`;
  const decision = decisionFooter(view);
  root.append(
    banner(view),
    view.changed?.length ? diffBlock(view.changed) : '',
    header(view),
    argumentsSection(view),
    descriptionSection(view),
    annotationsSection(view),
    decision.footer,
  );
  controls = decision.controls;
  decision.deny.focus();
}

function expire(reason: string): void {
  if (!controls || decided) return;
  decided = true;
  for (const b of controls.buttons) b.disabled = true;
  controls.status.textContent = reason;
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    decide(false, 'escape');
  }
});

host.onMessage((message) => {
  switch (message.type) {
    case 'expired':
      return expire(message.reason);
    default:
      assertNever(message.type, 'A message from the extension');
  }
});

/** The view, if the data block holds one this page can draw (the extension wrote it; a broken one is a panel error). */
function viewOf(data: unknown): ApprovalView | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const v = data as Partial<ApprovalView>;
  const ok =
    v.server &&
    v.tool &&
    Array.isArray(v.tool.description) &&
    Array.isArray(v.argumentsJson) &&
    Array.isArray(v.annotations) &&
    Array.isArray(v.findings) &&
    v.offers &&
    typeof v.level === 'string' &&
    v.level in LEVEL_TEXT;
  return ok ? (v as ApprovalView) : undefined;
}

const view = viewOf(pageData());
if (view) {
  render(view);
  host.post({ type: 'shown' });
} else host.post({ type: 'error', message: 'the approval panel was opened without the call to show' });
