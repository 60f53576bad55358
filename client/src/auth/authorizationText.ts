/**
 * The authorization view as Markdown for a read-only editor, shown when its page does not load. What a server sent
 * goes in code blocks fenced longer than any run of backticks it holds, so it cannot end the block.
 */
import { authorizationFacts, noAttemptText, outcomeLabel, summaryText } from './authorizationFacts';
import type { AuthorizationPageData, AuthorizationStepView } from '../protocol/authorizationPage';

export function authorizationText(data: AuthorizationPageData): string {
  const lines = [`# Authorization of ${data.serverName}`, ''];
  const a = data.attempt;
  if (!a) {
    lines.push(noAttemptText(data));
  } else {
    lines.push(`**${outcomeLabel(a)}**: ${summaryText(a)}`, '');
    for (const [label, value] of authorizationFacts(a)) lines.push(`- ${label}: ${value}`);
    lines.push('', '## Steps', '');
    const failedAt = a.steps.findIndex((s) => !s.ok);
    a.steps.forEach((step, i) => lines.push(...stepLines(step, i + 1, i === failedAt), ''));
    if (a.steps.length === 0) lines.push('(none yet)', '');
  }
  lines.push(
    '',
    'Sign In, Sign Out and Show Server Log are in the command palette (MCP Lens) ' +
      'and on the server in the MCP Servers view.',
  );
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function stepLines(s: AuthorizationStepView, n: number, failing: boolean): string[] {
  const out = [`${n}. ${s.ok ? '✓' : '✗'} ${s.title}${failing ? ' (the step that failed)' : ''}`];
  const indent = (text: string) => `   ${text}`;
  if (s.request) {
    out.push(indent(`${s.request.method} ${s.request.url}${s.response ? ` → HTTP ${s.response.status}` : ''}`));
  }
  if (s.detail) out.push(indent(s.detail));
  if (s.fix) out.push(indent(`What to fix: ${s.fix}`));
  if (s.request) {
    out.push(
      '',
      ...httpBlock('Request', `${s.request.method} ${s.request.url}`, s.request.headers, s.request.body).map(indent),
    );
  }
  if (s.response) {
    out.push(
      '',
      ...httpBlock('Response', `HTTP ${s.response.status}`, s.response.headers, s.response.body).map(indent),
    );
  }
  return out;
}

function httpBlock(
  title: string,
  first: string,
  headers: Readonly<Record<string, string>>,
  body: string | undefined,
): string[] {
  const text = [first, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), ...(body ? ['', body] : [])].join(
    '\n',
  );
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${title}:`, fence, ...text.split(/\r?\n/), fence];
}
