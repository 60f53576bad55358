/**
 * The authorization view's content: each request of a server's last sign-in and what came back, the failing step
 * marked with what to fix. It is built from DOM nodes and text only, so nothing a server sent can become markup.
 */
import {
  authorizationFacts,
  noAttemptText,
  outcomeLabel,
  signInLabel,
  summaryText,
} from '../../src/auth/authorizationFacts';
import type {
  AuthorizationCommand,
  AuthorizationPageData,
  AuthorizationStepView,
} from '../../src/protocol/authorizationPage';
import { el } from '../shared/dom';

export function authorizationPage(
  data: AuthorizationPageData,
  command: (c: AuthorizationCommand) => void,
): HTMLElement {
  const a = data.attempt;
  const button = (c: AuthorizationCommand, label: string, secondary = false) => {
    const b = el(
      'button',
      { className: secondary ? 'button-secondary' : 'button-primary', attrs: { type: 'button', 'data-command': c } },
      label,
    );
    b.addEventListener('click', () => command(c));
    return b;
  };
  const actions = el(
    'div',
    { className: 'actions' },
    button('signIn', signInLabel(data)),
    data.signedIn ? button('signOut', 'Sign Out', true) : null,
    button('showLog', 'Show Server Log', true),
  );
  const heading = el('h1', {}, `Authorization of ${data.serverName}`);
  if (!a) {
    return el(
      'div',
      { className: 'authorization' },
      el('header', {}, heading, el('p', { className: 'summary' }, noAttemptText(data)), actions),
    );
  }
  const outcome = a.outcome ?? 'running';
  const failedAt = a.steps.findIndex((s) => !s.ok);
  return el(
    'div',
    { className: 'authorization' },
    el(
      'header',
      {},
      heading,
      el(
        'p',
        { className: `outcome outcome-${outcome}` },
        el('span', { className: 'badge' }, outcomeLabel(a)),
        ' ',
        summaryText(a),
      ),
      actions,
    ),
    el('dl', { className: 'facts' }, ...authorizationFacts(a).flatMap(([k, v]) => [el('dt', {}, k), el('dd', {}, v)])),
    el('h2', {}, 'Steps'),
    el('ol', { className: 'steps' }, ...a.steps.map((s, i) => stepItem(s, i === failedAt))),
  );
}

function stepItem(s: AuthorizationStepView, failing: boolean): HTMLElement {
  const mark = el(
    'span',
    { className: `mark ${s.ok ? 'ok' : 'failed'}`, attrs: { 'aria-label': s.ok ? 'succeeded' : 'failed' } },
    s.ok ? '✓' : '✗',
  );
  const where = s.request
    ? el(
        'div',
        { className: 'where' },
        el('code', {}, `${s.request.method} ${s.request.url}`),
        s.response ? el('span', { className: 'status' }, `HTTP ${s.response.status}`) : null,
      )
    : null;
  const exchange =
    s.request || s.response
      ? el(
          'details',
          {},
          el('summary', {}, 'Request and response'),
          s.request
            ? httpBlock('Request', `${s.request.method} ${s.request.url}`, s.request.headers, s.request.body)
            : null,
          s.response ? httpBlock('Response', `HTTP ${s.response.status}`, s.response.headers, s.response.body) : null,
        )
      : null;
  return el(
    'li',
    { className: `step${s.ok ? '' : ' step-failed'}${failing ? ' step-failing' : ''}`, attrs: { 'data-kind': s.kind } },
    mark,
    el(
      'div',
      { className: 'body' },
      el('h3', {}, s.title),
      where,
      s.detail ? el('p', { className: 'detail' }, s.detail) : null,
      s.fix ? el('p', { className: 'fix' }, el('strong', {}, 'What to fix:'), ` ${s.fix}`) : null,
      exchange,
    ),
  );
}

function httpBlock(
  title: string,
  line: string,
  headers: Readonly<Record<string, string>>,
  body: string | undefined,
): HTMLElement {
  const lines = [line, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return el(
    'div',
    { className: 'http' },
    el('h4', {}, title),
    el('pre', {}, `${lines.join('\n')}${body ? `\n\n${body}` : ''}`),
  );
}
