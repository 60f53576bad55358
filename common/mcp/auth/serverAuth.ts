/**
 * OAuth for one remote server (MCP authorization, 2025-06-18 and 2025-11-25; 2025-03-26's fallbacks through the SDK).
 * The SDK's `auth()` does discovery (protected-resource metadata from the challenge or the well-known paths, then
 * OAuth or OpenID Connect metadata with the spec's fallbacks), client identity (the configured client, a client ID
 * metadata document, or dynamic registration), PKCE S256, the `resource` parameter and the scope choice; this class
 * decides *when* it runs and with the user's consent, keeps the result in the secret store, and records every step.
 *
 * - A request refused with 401 is retried once after a refresh; when only a new sign-in would do, it fails with
 *   SignInRequiredError unless the environment signs in on its own (`signInOnChallenge`, the command line's --login
 *   and the conformance client).
 * - A 403 `insufficient_scope` asks the user (`confirmStepUp`) and signs in again for the scopes the server names, at
 *   most twice per request.
 * - A token about to expire is refreshed before the request goes out.
 */
import {
  auth,
  extractWWWAuthenticateParams,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
} from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { randomBytes } from 'node:crypto';
import { Emitter } from '../emitter';
import { AuthRecords, revokeRecord, secretsOfRecord, type AuthRecord, type SecretStore } from './authStore';
import { AuthAttempt, oauthError, tracedFetch, type AuthAttemptView, type AuthStep } from './authTrace';
import { maskUrlParams } from '../redact';
import { explainAuthFailure, redirectFix, refusalFix, type AuthFailure } from './authDiagnosis';
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

interface Challenge {
  readonly resourceMetadataUrl?: URL;
  readonly scope?: string;
  readonly error?: string;
}

export class ServerAuth {
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
              `${this.serverName} still refuses the request for want of ${scope} after signing in again ${stepUps} times`,
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
          await this.signIn({ scope: challenge.scope, reason: `${this.serverName} asked for ${scope}` });
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
   * The authorization code, from the authorization page: asked once without a browser first (an authorization server
   * that approves at once, or refuses the request outright, says so to that request); otherwise the page opens in the
   * browser and the flow waits for the redirect.
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
    const attempt = this.attempt;
    if (gotState !== state) {
      attempt?.add({
        kind: 'redirect',
        title: 'Redirect',
        ok: false,
        detail: 'The redirect carried another state than the request (a forged or stale redirect)',
      });
      throw new Error('The redirect carried another state than the authorization request');
    }
    const mixUp = this.issuerMismatch(result.iss);
    if (mixUp) {
      attempt?.add({
        kind: 'redirect',
        title: 'Redirect',
        ok: false,
        detail: mixUp,
        fix: 'The answer did not come from the authorization server the sign-in began with (RFC 9207): do not sign in through this page; tell the server’s operator',
      });
      throw new Error(mixUp);
    }
    if ('code' in result) {
      attempt?.add({
        kind: 'redirect',
        title: 'Redirect',
        ok: true,
        detail: `Authorization code received at ${attempt.redirectUri ?? 'the redirect URI'}${result.iss ? ` from ${result.iss}` : ''}`,
      });
      return result.code;
    }
    const what = `${result.error}${result.description ? ` (${result.description})` : ''}`;
    const fix =
      result.error === 'access_denied'
        ? 'Access was denied on the authorization page; sign in again and approve MCP Lens to connect'
        : undefined;
    attempt?.add({
      kind: 'redirect',
      title: 'Redirect',
      ok: false,
      detail: `The authorization server answered ${what}`,
      ...(fix ? { fix } : {}),
    });
    throw new Error(`The authorization server answered ${what}`);
  }

  /**
   * RFC 9207 (which 2026-07-28 requires a client to check): an authorization response must name the issuer the flow
   * discovered, and must name one when that issuer says it does. Why not, or undefined when it holds.
   */
  private issuerMismatch(iss: string | undefined): string | undefined {
    const metadata = this.record?.discovery?.authorizationServerMetadata as
      { issuer?: unknown; authorization_response_iss_parameter_supported?: unknown } | undefined;
    const issuer = typeof metadata?.issuer === 'string' ? metadata.issuer : undefined;
    if (iss !== undefined && issuer !== undefined && iss !== issuer) {
      return `The redirect names the issuer ${iss}, not ${issuer}, the authorization server this sign-in began with`;
    }
    if (iss === undefined && metadata?.authorization_response_iss_parameter_supported === true) {
      return `The redirect names no issuer, though ${issuer ?? 'the authorization server'} says its answers do (authorization_response_iss_parameter_supported)`;
    }
    return undefined;
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
    return tracedFetch(routed, () => this.attempt, known);
  }

  // ---- state kept for the provider ----

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
}

/**
 * The SDK's view of one flow (or one refresh). Tokens, client identity and discovery are the server's record; the
 * code verifier and the authorization URL belong to the flow alone.
 */
class FlowProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  readonly stateValue = randomBytes(16).toString('base64url');
  private verifier: string | undefined;
  /** What this flow's discovery found: the code exchange after the redirect does not discover again. */
  private discovered: OAuthDiscoveryState | undefined;

  constructor(
    private readonly owner: ServerAuth,
    private readonly redirect: string | undefined,
    private readonly mode: { refreshOnly?: boolean } = {},
  ) {}

  get redirectUrl(): string | undefined {
    // a refresh still needs one: without it the SDK takes the flow for a client-credentials one
    return this.redirect ?? this.owner.current?.redirectUri ?? 'http://127.0.0.1/callback';
  }

  get clientMetadataUrl(): string | undefined {
    return this.owner.clientConfig.clientId ? undefined : this.owner.environment.clientMetadataUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    const scopes = this.owner.clientConfig.scopes;
    return {
      client_name: this.owner.environment.clientName ?? 'MCP Lens',
      redirect_uris: [this.redirectUrl ?? ''],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      // a client on the user's machine with a loopback redirect (OpenID Connect registration; 2026-07-28 asks for it)
      application_type: 'native',
      ...(scopes?.length ? { scope: scopes.join(' ') } : {}),
    } as OAuthClientMetadata;
  }

  state(): string {
    return this.stateValue;
  }

  clientInformation(): OAuthClientInformationMixed | undefined {
    const config = this.owner.clientConfig;
    const stored = this.owner.current?.client;
    if (config.clientId) {
      // the configured client, stamped with the issuer the SDK bound it to once it was used
      const issuer = stored?.client_id === config.clientId ? (stored as { issuer?: string }).issuer : undefined;
      return {
        client_id: config.clientId,
        ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
        ...(issuer ? { issuer } : {}),
      } as OAuthClientInformationMixed;
    }
    return stored;
  }

  /** Where a client identity came from: the user's configuration, MCP Lens's metadata document, or a registration. */
  private clientSourceOf(info: OAuthClientInformationMixed): 'configured' | 'metadata-document' | 'registered' {
    if (this.owner.clientConfig.clientId) return 'configured';
    return info.client_id === this.clientMetadataUrl ? 'metadata-document' : 'registered';
  }

  async saveClientInformation(info: OAuthClientInformationMixed): Promise<void> {
    const source = this.clientSourceOf(info);
    this.owner.update({ client: info, clientSource: source, redirectUri: this.redirectUrl });
    const attempt = this.owner.currentAttempt;
    if (attempt && !this.mode.refreshOnly) {
      attempt.clientId = info.client_id;
      attempt.clientSource = source;
      if (source !== 'registered') {
        attempt.add({
          kind: 'client-identity',
          title: 'Client identity',
          ok: true,
          detail:
            source === 'configured'
              ? `The client configured for the server: ${info.client_id}`
              : `MCP Lens's client ID metadata document: ${info.client_id}`,
        });
      }
    }
    await this.owner.persist();
  }

  tokens(): OAuthTokens | undefined {
    const tokens = this.owner.current?.tokens;
    // a sign-in for more scope must not be answered by refreshing the token that lacks it
    if (tokens && this.redirect && !this.mode.refreshOnly) {
      return { ...tokens, refresh_token: undefined } as OAuthTokens;
    }
    return tokens;
  }

  async saveTokens(tokens: OAuthTokens): Promise<void> {
    const expiresAt = typeof tokens.expires_in === 'number' ? this.owner.now() + tokens.expires_in * 1000 : undefined;
    const previous = this.owner.current?.tokens;
    // a refresh answer without a refresh token keeps the old one (RFC 6749 §6)
    const kept =
      !tokens.refresh_token && previous?.refresh_token ? { ...tokens, refresh_token: previous.refresh_token } : tokens;
    this.owner.update({ tokens: kept, expiresAt });
    await this.owner.persist();
  }

  redirectToAuthorization(url: URL): void {
    if (this.mode.refreshOnly) throw new Error('a refresh cannot open the browser');
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('No code verifier was made for this sign-in');
    return this.verifier;
  }

  async invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): Promise<void> {
    if (scope === 'verifier') {
      this.verifier = undefined;
      return;
    }
    const patch: Partial<AuthRecord> = {};
    if (scope === 'all' || scope === 'tokens') Object.assign(patch, { tokens: undefined, expiresAt: undefined });
    if (scope === 'all' || scope === 'client') Object.assign(patch, { client: undefined, clientSource: undefined });
    if (scope === 'all' || scope === 'discovery') patch.discovery = undefined;
    this.owner.update(patch);
    await this.owner.persist();
  }

  async saveDiscoveryState(state: OAuthDiscoveryState): Promise<void> {
    this.discovered = state;
    this.owner.update({ discovery: state });
    await this.owner.persist();
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    // each sign-in discovers afresh (its steps are what the authorization view shows); a refresh reuses what it found
    return this.mode.refreshOnly ? this.owner.current?.discovery : this.discovered;
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

function isBearerChallenge(response: Response): boolean {
  return /^\s*Bearer\b/i.test(response.headers.get('www-authenticate') ?? '');
}

function challengeOf(response: Response): Challenge {
  const { resourceMetadataUrl, scope, error } = extractWWWAuthenticateParams(response);
  return {
    ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}),
    ...(scope ? { scope } : {}),
    ...(error ? { error } : {}),
  };
}

function describeChallenge(c: Challenge): string {
  return [
    c.resourceMetadataUrl ? `resource_metadata: ${c.resourceMetadataUrl.href}` : 'no resource_metadata',
    c.scope ? `scope: ${c.scope}` : undefined,
    c.error ? `error: ${c.error}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
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
