/**
 * The authorization view's page: every step of a server's last sign-in in order — the request and what came back
 * (credentials masked already), what it found — with the failing step marked and what to fix. A page without script:
 * its buttons are command links, so nothing in it waits on a message to show.
 */
import type { AuthAttemptView, AuthStep } from '../../../common/mcp/auth/authTrace';

export interface AuthorizationPage {
  readonly serverId: string;
  readonly serverName: string;
  readonly attempt: AuthAttemptView | undefined;
  readonly signedIn: boolean;
  readonly grantedScopes?: string;
  /** The style sheets' text, put in the page under the nonce (nothing is fetched: see client/src/webviews/html.ts). */
  readonly css: string;
  readonly nonce: string;
}

const OUTCOMES: Record<string, string> = {
  authorized: 'Signed in',
  failed: 'Sign-in failed',
  cancelled: 'Sign-in cancelled',
  'needs-sign-in': 'Needs a sign-in',
};

const SOURCES: Record<string, string> = {
  registered: 'registered by MCP Lens (dynamic client registration)',
  'metadata-document': 'MCP Lens’s client ID metadata document',
  configured: 'configured for the server',
};

export function authorizationHtml(p: AuthorizationPage): string {
  const a = p.attempt;
  const commandLink = (command: string, label: string, cls = 'button') => `<a class="${cls}" href="command:${command}?${encodeURIComponent(JSON.stringify([p.serverId]))}">${esc(label)}</a>`;
  const actions = [commandLink('mcpLens.signIn', a?.outcome === 'authorized' ? 'Sign In Again' : 'Sign In'), p.signedIn ? commandLink('mcpLens.signOut', 'Sign Out', 'button secondary') : '', commandLink('mcpLens.showServerLog', 'Show Server Log', 'button secondary')].join('');
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-${esc(p.nonce)}'"><style nonce="${esc(p.nonce)}">${p.css}</style><title>Authorization: ${esc(p.serverName)}</title></head><body>`;
  if (!a) {
    return `${head}<header><h1>Authorization of ${esc(p.serverName)}</h1><p class="summary">No sign-in was tried this session${p.signedIn ? ' (a sign-in kept from before is in use)' : ''}.</p><div class="actions">${actions}</div></header></body></html>`;
  }
  const outcome = a.outcome ?? 'running';
  const facts = [
    ['Server', a.serverUrl],
    ['Client ID', a.clientId ? `${a.clientId}${a.clientSource ? ` — ${SOURCES[a.clientSource] ?? a.clientSource}` : ''}` : undefined],
    ['Redirect URI', a.redirectUri],
    ['Scopes asked', a.scopesAsked !== undefined ? a.scopesAsked || '(none: the authorization server’s default)' : undefined],
    ['Scopes granted', a.scopesGranted !== undefined ? a.scopesGranted || '(not said)' : undefined],
    ['Started', new Date(a.startedAt).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')],
  ].filter((f): f is [string, string] => f[1] !== undefined);
  const failedAt = a.steps.findIndex((s) => !s.ok);
  return `${head}
<header>
  <h1>Authorization of ${esc(p.serverName)}</h1>
  <p class="outcome outcome-${esc(outcome)}"><span class="badge">${esc(OUTCOMES[outcome] ?? 'Signing in…')}</span> ${esc(a.summary ?? 'Waiting for the next step…')}</p>
  <div class="actions">${actions}</div>
</header>
<dl class="facts">${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
<h2>Steps</h2>
<ol class="steps">${a.steps.map((s, i) => stepHtml(s, i === failedAt)).join('')}</ol>
</body></html>`;
}

function stepHtml(s: AuthStep, failing: boolean): string {
  const mark = s.ok ? '<span class="mark ok" aria-label="succeeded">✓</span>' : '<span class="mark failed" aria-label="failed">✗</span>';
  const status = s.response ? ` <span class="status">HTTP ${s.response.status}</span>` : '';
  const where = s.request ? `<div class="where"><code>${esc(s.request.method)} ${esc(s.request.url)}</code>${status}</div>` : '';
  const detail = s.detail ? `<p class="detail">${esc(s.detail)}</p>` : '';
  const fix = s.fix ? `<p class="fix"><strong>What to fix:</strong> ${esc(s.fix)}</p>` : '';
  const exchange = s.request || s.response ? `<details><summary>Request and response</summary>${s.request ? httpBlock('Request', `${s.request.method} ${s.request.url}`, s.request.headers, s.request.body) : ''}${s.response ? httpBlock('Response', `HTTP ${s.response.status}`, s.response.headers, s.response.body) : ''}</details>` : '';
  return `<li class="step${s.ok ? '' : ' step-failed'}${failing ? ' step-failing' : ''}" id="step-${esc(s.kind)}">${mark}<div class="body"><h3>${esc(s.title)}</h3>${where}${detail}${fix}${exchange}</div></li>`;
}

function httpBlock(title: string, line: string, headers: Readonly<Record<string, string>>, body: string | undefined): string {
  const lines = [line, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return `<h4>${esc(title)}</h4><pre>${esc(lines.join('\n'))}${body ? `\n\n${esc(body)}` : ''}</pre>`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
