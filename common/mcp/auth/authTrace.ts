/**
 * The record of one authorization attempt for the authorization view: every request and answer, the metadata, client,
 * scopes and redirect, and on failure the step and what to fix. Credentials are masked, so nothing in it is secret.
 */
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { Emitter } from '../emitter';
import {
  maskBody,
  maskHeaders,
  maskSecrets,
  maskUrlParams,
  maskValue,
  oauthSecretsInUrl,
  secretsInBody,
  secretsInHeaders,
  secretsInUrl,
} from '../redact';

export type AuthStepKind =
  | 'challenge'
  | 'resource-metadata'
  | 'server-metadata'
  | 'registration'
  | 'client-identity'
  | 'authorization'
  | 'redirect'
  | 'token'
  | 'refresh'
  | 'revocation'
  | 'request';

export interface TracedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** A form or JSON body, its credentials masked. */
  readonly body?: string;
}

export interface TracedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The start of the body, its credentials masked. */
  readonly body?: string;
}

export interface AuthStep {
  readonly kind: AuthStepKind;
  readonly title: string;
  readonly at: number;
  readonly ok: boolean;
  readonly request?: TracedRequest;
  readonly response?: TracedResponse;
  /** What the step found or did, in words ("scopes_supported: notes:read notes:write"). */
  readonly detail?: string;
  /** For a failed step: what to fix. */
  readonly fix?: string;
}

export type AuthOutcome = 'authorized' | 'failed' | 'cancelled' | 'needs-sign-in';

export interface AuthAttemptView {
  readonly serverName: string;
  readonly serverUrl: string;
  readonly startedAt: number;
  readonly endedAt?: number;
  readonly outcome?: AuthOutcome;
  /** One line for the outcome: "Signed in", or what failed. */
  readonly summary?: string;
  readonly steps: readonly AuthStep[];
  readonly clientId?: string;
  readonly clientSource?: string;
  readonly redirectUri?: string;
  readonly scopesAsked?: string;
  readonly scopesGranted?: string;
}

/** Response headers worth showing. */
const SHOWN_RESPONSE_HEADERS = /^(content-type|www-authenticate|location|cache-control)$/i;
const MAX_BODY = 4_000;

export class AuthAttempt {
  private readonly stepsList: AuthStep[] = [];
  /** Credentials the flow's own requests and answers carried (a refresh token the store may have forgotten since). */
  private readonly learned = new Set<string>();
  private readonly changed = new Emitter<void>();
  readonly onDidChange = this.changed.event;
  readonly startedAt = Date.now();
  endedAt: number | undefined;
  outcome: AuthOutcome | undefined;
  summary: string | undefined;
  clientId: string | undefined;
  clientSource: string | undefined;
  redirectUri: string | undefined;
  scopesAsked: string | undefined;
  scopesGranted: string | undefined;

  constructor(
    readonly serverName: string,
    readonly serverUrl: string,
    /** Secrets known beyond the fields masked by name (a configured client secret). */
    private readonly secrets: () => readonly string[] = () => [],
  ) {}

  get steps(): readonly AuthStep[] {
    return this.stepsList;
  }

  add(step: Omit<AuthStep, 'at'>): void {
    this.stepsList.push(maskValue({ ...step, at: Date.now() }, this.known()));
    this.changed.fire();
  }

  /** Marks the last step failed (with what to fix) when the flow threw after it. */
  failLast(detail: string, fix?: string): void {
    const last = this.stepsList[this.stepsList.length - 1];
    if (!last) {
      this.add({ kind: 'request', title: 'Authorization', ok: false, detail, fix });
      return;
    }
    this.stepsList[this.stepsList.length - 1] = {
      ...last,
      ok: false,
      detail: this.mask(last.detail ? `${last.detail}; ${detail}` : detail),
      ...(fix ? { fix } : {}),
    };
    this.changed.fire();
  }

  end(outcome: AuthOutcome, summary: string): void {
    this.outcome = outcome;
    this.summary = this.mask(summary);
    this.endedAt = Date.now();
    this.changed.fire();
  }

  touch(): void {
    this.changed.fire();
  }

  /** What the view shows, every secret the attempt knows masked by value (some became known after their step). */
  view(): AuthAttemptView {
    return maskValue(this.rawView(), this.known());
  }

  mask(text: string): string {
    return maskSecrets(text, this.known());
  }

  /** Credentials seen in the flow's traffic, to be masked wherever they turn up. */
  learn(secrets: Iterable<string>): void {
    for (const s of secrets) this.learned.add(s);
  }

  dispose(): void {
    this.changed.dispose();
  }

  private rawView(): AuthAttemptView {
    return {
      serverName: this.serverName,
      serverUrl: this.serverUrl,
      startedAt: this.startedAt,
      ...(this.endedAt !== undefined ? { endedAt: this.endedAt } : {}),
      ...(this.outcome ? { outcome: this.outcome } : {}),
      ...(this.summary ? { summary: this.summary } : {}),
      steps: [...this.stepsList],
      ...(this.clientId ? { clientId: this.clientId } : {}),
      ...(this.clientSource ? { clientSource: this.clientSource } : {}),
      ...(this.redirectUri ? { redirectUri: this.redirectUri } : {}),
      ...(this.scopesAsked !== undefined ? { scopesAsked: this.scopesAsked } : {}),
      ...(this.scopesGranted !== undefined ? { scopesGranted: this.scopesGranted } : {}),
    };
  }

  private known(): string[] {
    return [...this.secrets(), ...secretsInUrl(this.serverUrl), ...this.learned];
  }
}

/** What a request of the flow is, by where it goes and what it sends. */
export function classify(method: string, url: URL, body: string | undefined): { kind: AuthStepKind; title: string } {
  const path = url.pathname;
  if (path.includes('/.well-known/oauth-protected-resource')) {
    return { kind: 'resource-metadata', title: 'Protected-resource metadata' };
  }
  if (path.includes('/.well-known/oauth-authorization-server')) {
    return { kind: 'server-metadata', title: 'Authorization-server metadata (OAuth)' };
  }
  if (path.includes('/.well-known/openid-configuration')) {
    return { kind: 'server-metadata', title: 'Authorization-server metadata (OpenID Connect)' };
  }
  if (method === 'POST') {
    const grant = body ? /(?:^|&)grant_type=([^&]*)/.exec(body)?.[1] : undefined;
    if (grant === 'authorization_code') return { kind: 'token', title: 'Token request (authorization code)' };
    if (grant === 'refresh_token') return { kind: 'refresh', title: 'Token refresh' };
    if (grant) return { kind: 'token', title: `Token request (${decodeURIComponent(grant)})` };
    if (body?.trimStart().startsWith('{') && body.includes('redirect_uris')) {
      return { kind: 'registration', title: 'Dynamic client registration' };
    }
    if (/(?:^|&)token=/.test(body ?? '')) return { kind: 'revocation', title: 'Token revocation' };
  }
  if (method === 'GET' && url.searchParams.has('response_type')) {
    return { kind: 'authorization', title: 'Authorization request' };
  }
  return { kind: 'request', title: `${method} ${url.pathname}` };
}

/** A request body as text when it is text or form parameters (what the flow sends); undefined for anything else. */
function bodyText(body: RequestInit['body'] | undefined): string | undefined {
  if (typeof body === 'string') return body;
  return body instanceof URLSearchParams ? body.toString() : undefined;
}

/**
 * A fetch for the flow's own requests that records each in the attempt (the attempt is asked anew on each request).
 * `known` names what a URL is when its path does not say (the protected-resource metadata the challenge pointed to).
 */
export function tracedFetch(
  next: FetchLike,
  attempt: () => AuthAttempt | undefined,
  known: (url: URL) => { kind: AuthStepKind; title: string } | undefined = () => undefined,
): FetchLike {
  return async (input, init) => {
    const a = attempt();
    const url = new URL(typeof input === 'string' ? input : input.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = bodyText(init?.body);
    const { kind, title } = known(url) ?? classify(method, url, body);
    const sent = headersOf(init?.headers);
    a?.learn([
      ...secretsInUrl(url.href),
      ...oauthSecretsInUrl(url),
      ...secretsInHeaders(sent),
      ...secretsInBody(body ?? ''),
    ]);
    const request: TracedRequest = {
      method,
      url: maskUrlParams(url),
      headers: maskHeaders(sent),
      ...(body ? { body: maskBody(body) } : {}),
    };
    let response: Response;
    try {
      response = await next(input, init);
    } catch (e) {
      a?.add({
        kind,
        title,
        ok: false,
        request,
        detail: `The request failed: ${e instanceof Error ? e.message : String(e)}`,
      });
      throw e;
    }
    if (a) {
      const text = await response
        .clone()
        .text()
        .catch(() => '');
      a.learn(secretsInBody(text));
      const shown: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (SHOWN_RESPONSE_HEADERS.test(name)) shown[name] = value;
      });
      a.add({
        kind,
        title,
        ok: response.ok,
        request,
        response: {
          status: response.status,
          headers: shown,
          ...(text ? { body: maskBody(text).slice(0, MAX_BODY) } : {}),
        },
        ...describe(kind, response, text),
      });
    }
    return response;
  };
}

/** What a metadata document said that matters, or why a failed request failed. */
function describe(kind: AuthStepKind, response: Response, text: string): { detail?: string } {
  if (!response.ok) {
    const error = oauthError(text);
    return { detail: `HTTP ${response.status}${error ? `: ${error}` : ''}` };
  }
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
  const list = (v: unknown) => (Array.isArray(v) ? v.join(' ') : undefined);
  if (kind === 'resource-metadata') {
    return {
      detail: [
        `resource: ${String(json.resource)}`,
        `authorization_servers: ${list(json.authorization_servers) ?? '(none)'}`,
        json.scopes_supported ? `scopes_supported: ${list(json.scopes_supported)}` : undefined,
      ]
        .filter(Boolean)
        .join('; '),
    };
  }
  if (kind === 'server-metadata') {
    const parts = [
      `issuer: ${String(json.issuer)}`,
      json.registration_endpoint ? 'dynamic registration offered' : 'no registration endpoint',
      json.client_id_metadata_document_supported === true ? 'client ID metadata documents supported' : undefined,
      json.code_challenge_methods_supported
        ? `PKCE: ${list(json.code_challenge_methods_supported)}`
        : 'code_challenge_methods_supported missing',
      json.scopes_supported ? `scopes_supported: ${list(json.scopes_supported)}` : undefined,
    ];
    return { detail: parts.filter(Boolean).join('; ') };
  }
  if (kind === 'registration') {
    return { detail: `client_id: ${String(json.client_id)}${json.client_secret ? ' (with a client secret)' : ''}` };
  }
  if (kind === 'token' || kind === 'refresh') {
    const expires = typeof json.expires_in === 'number' ? `; expires in ${json.expires_in} s` : '';
    return {
      detail:
        `${String(json.token_type ?? 'token')} token${json.refresh_token ? ' and refresh token' : ''}; ` +
        `scope: ${typeof json.scope === 'string' ? json.scope : '(not said)'}${expires}`,
    };
  }
  return {};
}

/** The `error` and `error_description` of an OAuth error answer. */
export function oauthError(text: string): string | undefined {
  try {
    const j = JSON.parse(text) as { error?: unknown; error_description?: unknown };
    if (typeof j.error === 'string') {
      return typeof j.error_description === 'string' ? `${j.error} (${j.error_description})` : j.error;
    }
  } catch {
    // not JSON
  }
  // an HTML error page: its body's words, not its title again
  const plain = decodeEntities(
    text
      .replace(/<head[\s\S]*?<\/head>/i, ' ')
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? plain.slice(0, 300) : undefined;
}

function decodeEntities(s: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    return named[e.toLowerCase()] ?? all;
  });
}

function headersOf(h: RequestInit['headers'] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(h).forEach((value, name) => (out[name] = value));
  return out;
}
