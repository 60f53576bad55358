/**
 * What the authorization view says of a sign-in in words: its outcome, where its client ID came from, and its facts.
 * Both the page and the text shown when the page does not load use it, so that they say the same.
 */
import type { AuthorizationPageData } from '../protocol/authorizationPage';

type Attempt = NonNullable<AuthorizationPageData['attempt']>;

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

/** The badge of an attempt: its outcome, or "Signing in…" while it runs. */
export function outcomeLabel(attempt: Attempt): string {
  return OUTCOMES[attempt.outcome ?? 'running'] ?? 'Signing in…';
}

/** What an attempt came to, in a sentence, or that it waits for its next step. */
export function summaryText(attempt: Attempt): string {
  return attempt.summary ?? 'Waiting for the next step…';
}

/** The label of the Sign In button: "Sign In Again" once a sign-in has succeeded. */
export function signInLabel(data: AuthorizationPageData): string {
  return data.attempt?.outcome === 'authorized' ? 'Sign In Again' : 'Sign In';
}

/** The line shown when no sign-in was tried. */
export function noAttemptText(data: AuthorizationPageData): string {
  return `No sign-in was tried this session${data.signedIn ? ' (a sign-in kept from before is in use)' : ''}.`;
}

/** The facts of an attempt, label and value, in the order shown; those it does not know are left out. */
export function authorizationFacts(a: Attempt): [string, string][] {
  const facts: [string, string | undefined][] = [
    ['Server', a.serverUrl],
    [
      'Client ID',
      a.clientId
        ? `${a.clientId}${a.clientSource ? ` — ${SOURCES[a.clientSource] ?? a.clientSource}` : ''}`
        : undefined,
    ],
    ['Redirect URI', a.redirectUri],
    [
      'Scopes asked',
      a.scopesAsked !== undefined ? a.scopesAsked || '(none: the authorization server’s default)' : undefined,
    ],
    ['Scopes granted', a.scopesGranted !== undefined ? a.scopesGranted || '(not said)' : undefined],
    [
      'Started',
      new Date(a.startedAt)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC'),
    ],
  ];
  return facts.filter((f): f is [string, string] => f[1] !== undefined);
}
