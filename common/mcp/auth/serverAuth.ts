// OAuth for one remote server: the SDK's `auth()` runs the flow, this class decides when (with the user's consent),
// keeps the result in the secret store and records every step. How it answers 401 and 403: docs/architecture.md.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { Emitter } from '../emitter';
import { AuthRecords, revokeRecord, secretsOfRecord, type AuthRecord, type SecretStore } from './authStore';
import { AuthAttempt, oauthError, tracedFetch, type AuthAttemptView, type AuthStep } from './authTrace';
import { maskUrlParams } from '../redact';
import { explainAuthFailure, redirectFix, refusalFix, type AuthFailure } from './authDiagnosis';
import { codeOfRedirect } from './authorizationResponse';
import { challengeOf, describeChallenge, isBearerChallenge, unionOfScopes, type Challenge } from './challenge';
import { FlowProvider, type FlowOwner } from './flowProvider';
import { issuerCheckedFetch } from './metadataIssuer';
import { signInPageRefusal, signInPageRefusedMessage } from './signInPage';
import {
  redirectResultOf,
  type RedirectReceiver,
  type RedirectReceiverFactory,
  type RedirectResult,
} from './redirectReceiver';
import type { OAuthClientConfig } from '../types';

export interface AuthEnvironment {
  readonly store: SecretStore;
  /** Shows the authorization page to the user (the system browser); false when it could not be opened. */
  openBrowser(url: string): Promise<boolean>;
  readonly receiver: RedirectReceiverFactory;
  /** An https URL of MCP Lens's client ID metadata document, used where the authorization server supports them. */
  readonly clientMetadataUrl?: string;
  readonly clientName?: string;
  /** Why no flow may start now (Restricted Mode), or undefined when one may. */
  mayStartFlow?(): string | undefined;
  /** Asks the user whether to sign in again for more scopes, while a request waits. */
  confirmStepUp?(serverName: string, scope: string | undefined): Promise<boolean>;
  /** Sign in on a 401 without asking (the command line's --login, the conformance client). */
  readonly signInOnChallenge?: boolean;
  /** The fetch of the flow's own requests (metadata, registration, token); the global one when absent. */
  readonly fetch?: FetchLike;
  /** How long the flow waits for the browser to come back. */
  readonly browserTimeoutMs?: number;
  readonly now?: () => number;
}

/** The server needs the user to sign in before it answers. */
export class SignInRequiredError extends Error {
  override readonly name = 'SignInRequiredError';
  constructor(
    readonly serverName: string,
    why: string,
  ) {
    super(`Sign in to ${serverName}: ${why}`);
  }
}

/** The server keeps refusing for want of a scope, or the user declined to sign in again for it. */
export class InsufficientScopeError extends Error {
  override readonly name = 'InsufficientScopeError';
}

const DEFAULT_BROWSER_TIMEOUT_MS = 5 * 60_000;
/** A token this close to its expiry is refreshed before a request goes out. */
const REFRESH_MARGIN_MS = 60_000;
/** Sign-ins for more scope one request may cause (the conformance suite allows three authorizations in all). */
const MAX_STEP_UPS = 2;

export class ServerAuth implements FlowOwner {
  private readonly records: AuthRecords;
  private record: AuthRecord | undefined;
  private loading: Promise<void> | undefined;
  private attempt: AuthAttempt | undefined;
  private challenge: Challenge = {};
  private refreshing: Promise<boolean> | undefined;
  private signingIn: Promise<void> | undefined;
  private readonly changed = new Emitter<void>();
  /** The last attempt changed, or the signed-in state did. */
  readonly onDidChange = this.changed.event;

  constructor(
    /** The key of the server's record in the store (its id in the workspace). */
    readonly key: string,
    readonly serverName: string,
    readonly serverUrl: string,
    private readonly env: AuthEnvironment,
    private readonly config: OAuthClientConfig = {},
  ) {
    this.records = new AuthRecords(env.store);
  }

  get signedIn(): boolean {
    return !!this.record?.tokens?.access_token;
  }

  get lastAttempt(): AuthAttemptView | undefined {
    return this.attempt?.view();
  }

  /** The scopes the current token was granted, as the server said. */
  get grantedScopes(): string | undefined {
    return this.record?.tokens?.scope;
  }

  /** Every secret this server's authorization holds, to mask in logs and messages. */
  secrets(): string[] {
    return [...secretsOfRecord(this.record), ...(this.config.clientSecret ? [this.config.clientSecret] : [])];
  }

  async load(): Promise<void> {
    this.loading ??= this.records.read(this.key, this.serverUrl).then((r) => {
      this.record ??= r;
    });
    await this.loading;
  }

  /** The fetch for the server's MCP traffic: the token added, refreshed, and the server's challenges answered. */
  wrap(next: FetchLike): FetchLike {
    return async (input, init) => {
      await this.load();
      await this.refreshIfExpiring();
      const send = () => next(input, withBearer(init, this.record?.tokens?.access_token));
      let response = await send();
      let reauthorized = false;
      let stepUps = 0;
      for (;;) {
        // a 401 without a Bearer challenge asks for some other credential (an API key header): not OAuth's to answer
        if (response.status === 401 && (this.record?.tokens || isBearerChallenge(response))) {
          this.challenge = challengeOf(response);
          await response.body?.cancel().catch(() => undefined);
          if (reauthorized) {
            await this.forgetTokens();
            throw new SignInRequiredError(this.serverName, 'it refused the token it had just issued');
          }
          await this.recover();
          reauthorized = true;
          response = await send();
          continue;
        }
        if (response.status === 403) {
          const challenge = challengeOf(response);
          if (challenge.error !== 'insufficient_scope') return response;
          this.challenge = challenge;
          await response.body?.cancel().catch(() => undefined);
          const scope = challenge.scope ? `the scope ${challenge.scope}` : 'more scope';
          if (stepUps >= MAX_STEP_UPS) {
            throw new InsufficientScopeError(
              `${this.serverName} still refuses the request for want of ${scope} ` +
                `after signing in again ${stepUps} times`,
            );
          }
          const asked =
            this.env.signInOnChallenge || (await this.env.confirmStepUp?.(this.serverName, challenge.scope)) === true;
          if (!asked) {
            throw new InsufficientScopeError(
              `${this.serverName} needs ${scope} for this request; sign in again to grant it`,
            );
          }
          stepUps++;
          // SEP-2350: what the token could do stays asked for, or the next call would need another step-up
          const wanted = unionOfScopes(this.record?.scopesAsked, this.record?.tokens?.scope, challenge.scope);
          await this.signIn({ scope: wanted, reason: `${this.serverName} asked for ${scope}` });
          response = await send();
          continue;
        }
        return response;
      }
    };
  }

  /**
   * Runs the whole flow with the user: discovery, client identity, the browser, the redirect, the token. Resolves
   * when signed in; rejects with the reason (the attempt's steps say more). A second call joins the first.
   */
  signIn(options: { scope?: string; reason?: string; signal?: AbortSignal } = {}): Promise<void> {
    this.signingIn ??= this.runSignIn(options).finally(() => (this.signingIn = undefined));
    return this.signingIn;
  }

  /** Revokes what the authorization server lets us revoke, and forgets the rest (the client registration included). */
  async signOut(): Promise<void> {
    await this.load();
    const record = this.record;
    this.record = undefined;
    this.challenge = {};
    await this.records.remove(this.key);
    this.changed.fire();
    if (record) await revokeRecord(record, this.env.fetch ?? fetch).catch(() => undefined);
  }

  dispose(): void {
    this.attempt?.dispose();
    this.changed.dispose();
  }

  // ---- what a flow's provider reads and writes (FlowOwner) ----

  now(): number {
    return this.env.now?.() ?? Date.now();
  }

  get environment(): AuthEnvironment {
    return this.env;
  }

  get clientConfig(): OAuthClientConfig {
    return this.config;
  }

  get current(): AuthRecord | undefined {
    return this.record;
  }

  get currentAttempt(): AuthAttempt | undefined {
    return this.attempt;
  }

  update(patch: Partial<AuthRecord>): void {
    this.record = { ...(this.record ?? { serverUrl: this.serverUrl }), ...patch };
    this.changed.fire();
  }

  async persist(): Promise<void> {
    if (this.record) await this.records.write(this.key, this.record);
  }

  // ---- the flow ----

  private async runSignIn({
    scope,
    reason,
    signal,
  }: {
    scope?: string;
    reason?: string;
    signal?: AbortSignal;
  }): Promise<void> {
    const refused = this.env.mayStartFlow?.();
    if (refused) throw new Error(refused);
    await this.load();
    this.attempt?.dispose();
    const attempt = new AuthAttempt(this.serverName, this.serverUrl, () => this.secrets());
    this.attempt = attempt;
    attempt.onDidChange(() => this.changed.fire());
    if (reason) attempt.add({ kind: 'challenge', title: 'Why', ok: true, detail: reason });
    else if (this.challenge.resourceMetadataUrl || this.challenge.scope) {
      attempt.add({
        kind: 'challenge',
        title: 'The server asked for authorization (WWW-Authenticate)',
        ok: true,
        detail: describeChallenge(this.challenge),
      });
    }
    const timeout = AbortSignal.timeout(this.env.browserTimeoutMs ?? DEFAULT_BROWSER_TIMEOUT_MS);
    const abort = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let receiver: RedirectReceiver | undefined;
    try {
      receiver = await this.env.receiver(this.config.callbackPort ?? portOf(this.record?.redirectUri));
      const provider = new FlowProvider(this, receiver.redirectUri);
      if (this.record?.clientSource === 'registered' && this.record.redirectUri !== receiver.redirectUri) {
        // a registration is for the redirect URIs it named: another port needs another registration
        this.update({ client: undefined, clientSource: undefined });
      }
      attempt.redirectUri = receiver.redirectUri;
      if (this.config.clientId) {
        attempt.clientId = this.config.clientId;
        attempt.clientSource = 'configured';
      }
      const wanted =
        scope ?? this.challenge.scope ?? (this.config.scopes?.length ? this.config.scopes.join(' ') : undefined);
      const options = {
        serverUrl: this.serverUrl,
        resourceMetadataUrl: this.challenge.resourceMetadataUrl,
        scope: wanted,
        fetchFn: this.flowFetch(),
      };
      const first = await auth(provider, options);
      if (first === 'REDIRECT') {
        const url = provider.authorizationUrl;
        if (!url) throw new Error('the authorization request was never made');
        const code = await this.obtainCode(url, provider.stateValue, receiver, abort);
        await auth(provider, { ...options, authorizationCode: code });
      }
      attempt.scopesGranted = this.record?.tokens?.scope ?? '';
      this.update({ scopesAsked: attempt.scopesAsked || undefined });
      await this.persist();
      attempt.clientId = this.record?.client?.client_id;
      attempt.clientSource = this.record?.clientSource;
      attempt.end('authorized', `Signed in to ${this.serverName}`);
    } catch (e) {
      const cancelled = signal?.aborted === true;
      const redirectUri = receiver?.redirectUri;
      const { summary, fix } = this.signInFailure(e, { cancelled, timeout, redirectUri, steps: attempt.steps });
      if (!attempt.steps.some((s) => !s.ok)) attempt.failLast(summary, fix);
      else if (fix && !attempt.steps.some((s) => s.fix)) attempt.failLast(summary, fix);
      attempt.end(cancelled ? 'cancelled' : 'failed', fix ? `${summary}. ${fix}` : summary);
      throw new Error(attempt.summary ?? summary);
    } finally {
      receiver?.dispose();
    }
  }

  /** Why a sign-in failed, and what to do about it. */
  private signInFailure(
    e: unknown,
    how: { cancelled: boolean; timeout: AbortSignal; redirectUri: string | undefined; steps: readonly AuthStep[] },
  ): AuthFailure {
    if (how.cancelled) return { summary: 'The sign-in was cancelled', fix: undefined };
    if (how.timeout.aborted) {
      const seconds = Math.round((this.env.browserTimeoutMs ?? DEFAULT_BROWSER_TIMEOUT_MS) / 1000);
      return {
        summary: `No redirect came back to ${how.redirectUri ?? 'the redirect URI'} within ${seconds} s`,
        fix: redirectFix(how.redirectUri, this.record?.clientSource),
      };
    }
    return explainAuthFailure(e, how.steps, {
      serverUrl: this.serverUrl,
      redirectUri: how.redirectUri,
      configuredClient: !!this.config.clientId,
    });
  }

  /**
   * The authorization code: the page is asked once without a browser (a server that approves at once, or refuses
   * outright, says so there); otherwise it opens in the browser and the flow waits for the redirect.
   */
  private async obtainCode(url: URL, state: string, receiver: RedirectReceiver, signal: AbortSignal): Promise<string> {
    const attempt = this.attempt;
    attempt && (attempt.scopesAsked = url.searchParams.get('scope') ?? '');
    this.refuseUnsafeSignInPage(url);
    const probe = await (this.env.fetch ?? fetch)(url, { redirect: 'manual', signal }).catch(() => undefined);
    if (probe) {
      const location = probe.headers.get('location');
      const text = probe.status >= 400 ? await probe.text().catch(() => '') : '';
      await probe.body?.cancel().catch(() => undefined);
      const request = { method: 'GET', url: maskUrlParams(url), headers: {} };
      const headers: Record<string, string> = location ? { location: maskUrlParams(new URL(location, url)) } : {};
      const response = { status: probe.status, headers, ...(text ? { body: text.slice(0, 2000) } : {}) };
      if (probe.status >= 400) {
        const why = oauthError(text) ?? `HTTP ${probe.status}`;
        attempt?.add({
          kind: 'authorization',
          title: 'Authorization request',
          ok: false,
          request,
          response,
          detail: `The authorization server refused the request: ${why}`,
          fix: refusalFix(why, receiver.redirectUri),
        });
        throw new Error(`The authorization server refused the authorization request: ${why}`);
      }
      const back = location ? new URL(location, url) : undefined;
      if (back && back.href.startsWith(receiver.redirectUri)) {
        attempt?.add({
          kind: 'authorization',
          title: 'Authorization request',
          ok: true,
          request,
          response,
          detail: 'Answered at once, without a sign-in page',
        });
        return this.codeFrom(redirectResultOf(back.searchParams), back.searchParams.get('state'), state);
      }
      attempt?.add({
        kind: 'authorization',
        title: 'Authorization request',
        ok: true,
        request,
        response,
        detail: 'The authorization server shows a sign-in page: opened in the browser',
      });
    }
    const opened = await this.env.openBrowser(url.href);
    if (!opened) throw new Error(`The browser could not be opened; open ${maskUrlParams(url)} yourself`);
    const result = await receiver.waitFor(state, signal);
    return this.codeFrom(result, state, state);
  }

  /** Before the page is probed or opened: only https (or http to this machine) goes to the browser. */
  private refuseUnsafeSignInPage(url: URL): void {
    const why = signInPageRefusal(url.href);
    if (!why) return;
    const metadata = this.record?.discovery?.authorizationServerMetadata as { issuer?: unknown } | undefined;
    const discovered = this.record?.discovery?.authorizationServerUrl;
    const issuer = typeof metadata?.issuer === 'string' ? metadata.issuer : discovered;
    const message = signInPageRefusedMessage(this.serverName, issuer, why);
    const fix = 'Its metadata must name an https: authorization_endpoint; tell the server’s operator';
    this.attempt?.add({ kind: 'authorization', title: 'Authorization request', ok: false, detail: message, fix });
    throw new Error(message);
  }

  private codeFrom(result: RedirectResult, gotState: string | null, state: string): string {
    return codeOfRedirect(result, gotState, state, this.attempt, this.record?.discovery?.authorizationServerMetadata);
  }

  /** A 401: refresh when there is a refresh token; otherwise (or when refresh fails) a sign-in is needed. */
  private async recover(): Promise<void> {
    const had = this.record?.tokens;
    if (had?.refresh_token && (await this.refresh())) return;
    if (this.env.signInOnChallenge) return this.signIn();
    throw new SignInRequiredError(this.serverName, signInReason(had));
  }

  private async refreshIfExpiring(): Promise<void> {
    const r = this.record;
    if (!r?.tokens?.refresh_token || r.expiresAt === undefined) return;
    if (r.expiresAt - this.now() > REFRESH_MARGIN_MS) return;
    await this.refresh();
  }

  /** A refresh without the user; true when a new token came. Concurrent requests share one refresh. */
  private refresh(): Promise<boolean> {
    this.refreshing ??= (async () => {
      const provider = new FlowProvider(this, undefined, { refreshOnly: true });
      try {
        return (
          (await auth(provider, {
            serverUrl: this.serverUrl,
            resourceMetadataUrl: this.challenge.resourceMetadataUrl,
            fetchFn: this.flowFetch(),
          })) === 'AUTHORIZED'
        );
      } catch {
        await this.forgetTokens();
        return false;
      }
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async forgetTokens(): Promise<void> {
    if (!this.record?.tokens) return;
    this.update({ tokens: undefined, expiresAt: undefined });
    await this.persist();
  }

  private flowFetch(): FetchLike {
    const base = this.env.fetch ?? fetch;
    const metadataUrl = this.config.authServerMetadataUrl;
    // a configured metadata URL answers for the well-known documents discovery would look for
    const routed: FetchLike = metadataUrl
      ? (input, init) => {
          const url = new URL(typeof input === 'string' ? input : input.href);
          return /\/\.well-known\/(oauth-authorization-server|openid-configuration)/.test(url.pathname)
            ? base(metadataUrl, init)
            : base(input, init);
        }
      : base;
    const known = (url: URL) =>
      url.href === this.challenge.resourceMetadataUrl?.href
        ? { kind: 'resource-metadata' as const, title: 'Protected-resource metadata (named by the challenge)' }
        : undefined;
    const traced = tracedFetch(routed, () => this.attempt, known);
    // a configured metadata URL is the user's choice of document, wherever discovery would have looked
    return metadataUrl ? traced : issuerCheckedFetch(traced, () => this.attempt);
  }
}

/** Why a sign-in is needed after a 401, given the tokens that were sent (if any). */
function signInReason(had: OAuthTokens | undefined): string {
  if (!had) return 'it requires authorization (OAuth)';
  return had.refresh_token
    ? 'its token was refused, and could not be refreshed'
    : 'its token was refused, and there is no refresh token';
}

function withBearer(init: RequestInit | undefined, token: string | undefined): RequestInit | undefined {
  if (!token) return init;
  const headers = new Headers(init?.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

function portOf(uri: string | undefined): number | undefined {
  if (!uri) return undefined;
  try {
    const u = new URL(uri);
    return u.hostname === '127.0.0.1' && u.port ? Number(u.port) : undefined;
  } catch {
    return undefined;
  }
}
