import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { randomBytes } from 'node:crypto';
import type { AuthRecord } from './authStore';
import type { AuthAttempt } from './authTrace';
import type { OAuthClientConfig } from '../types';

/** What a flow's provider reads and writes of its server's authorization (`ServerAuth`). */
export interface FlowOwner {
  readonly current: AuthRecord | undefined;
  readonly clientConfig: OAuthClientConfig;
  /** Of the auth environment: MCP Lens's client ID metadata document and the client's name. */
  readonly environment: { readonly clientMetadataUrl?: string; readonly clientName?: string };
  readonly currentAttempt: AuthAttempt | undefined;
  now(): number;
  update(patch: Partial<AuthRecord>): void;
  persist(): Promise<void>;
}

/**
 * The SDK's view of one flow (or one refresh). Tokens, client identity and discovery are the server's record; the
 * code verifier and the authorization URL belong to the flow alone.
 */
export class FlowProvider implements OAuthClientProvider {
  authorizationUrl: URL | undefined;
  readonly stateValue = randomBytes(16).toString('base64url');
  private verifier: string | undefined;
  /** What this flow's discovery found: the code exchange after the redirect does not discover again. */
  private discovered: OAuthDiscoveryState | undefined;

  constructor(
    private readonly owner: FlowOwner,
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

  /** Where a client identity came from: the user's configuration, MCP Lens's metadata document, or a registration. */
  private clientSourceOf(info: OAuthClientInformationMixed): 'configured' | 'metadata-document' | 'registered' {
    if (this.owner.clientConfig.clientId) return 'configured';
    return info.client_id === this.clientMetadataUrl ? 'metadata-document' : 'registered';
  }
}
