/**
 * What went wrong in a failed authorization, and what to fix, from the error the flow threw and the steps it took:
 * the authorization view marks the failing step with this.
 */
import { messageOf } from '../errors';
import type { AuthStep } from './authTrace';
import { MetadataIssuerMismatchError } from './metadataIssuer';

export interface AuthFailure {
  readonly summary: string;
  readonly fix?: string;
}

interface Context {
  readonly serverUrl: string;
  readonly redirectUri?: string;
  /** A client ID is configured for the server. */
  readonly configuredClient: boolean;
}

const CONFIG_CLIENT_HINT =
  'register MCP Lens as a client with the authorization server and put its client ID in the server’s config ("oauth": { "clientId": "…" } in .vscode/mcp.json)';

export function explainAuthFailure(e: unknown, steps: readonly AuthStep[], ctx: Context): AuthFailure {
  const message = messageOf(e);
  if (e instanceof MetadataIssuerMismatchError) return { summary: message, fix: e.fix };
  // the first explanation that fits wins, in this order
  const explained =
    reachFailure(message, ctx) ??
    registrationFailure(message, steps) ??
    metadataFailure(steps) ??
    tokenFailure(message, steps, ctx) ??
    checkFailure(message);
  return explained ?? { summary: /^[A-Z]/.test(message) ? message : `The sign-in failed: ${message}` };
}

function failed(steps: readonly AuthStep[], kind: AuthStep['kind']): AuthStep[] {
  return steps.filter((s) => s.kind === kind && !s.ok);
}

function found(steps: readonly AuthStep[], kind: AuthStep['kind']): boolean {
  return steps.some((s) => s.kind === kind && s.ok);
}

function urls(list: readonly AuthStep[]): string {
  return list
    .map((s) => s.request?.url)
    .filter(Boolean)
    .join(', ');
}

/** The metadata named another server, or the authorization server could not be reached. */
function reachFailure(message: string, ctx: Context): AuthFailure | undefined {
  if (/does not match expected|does not match the resource|resource .* does not match/i.test(message)) {
    return {
      summary: `The protected-resource metadata names another server: ${message}`,
      fix: `The "resource" of the server's protected-resource metadata must be ${ctx.serverUrl} (or a URL it starts with); the server publishes the wrong document`,
    };
  }
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|ETIMEDOUT/.test(message)) {
    return {
      summary: `Could not reach the authorization server: ${message}`,
      fix: 'Check that the authorization server named in the protected-resource metadata is reachable from this machine',
    };
  }
  return undefined;
}

function registrationFailure(message: string, steps: readonly AuthStep[]): AuthFailure | undefined {
  const registration = failed(steps, 'registration');
  if (registration.length) {
    return {
      summary: `The authorization server refused dynamic client registration (${registration[0].detail ?? message})`,
      fix: `Its registration endpoint does not accept MCP Lens: ${CONFIG_CLIENT_HINT}`,
    };
  }
  if (
    /dynamic client registration|registration_endpoint|does not support (dynamic )?(client )?registration/i.test(
      message,
    )
  ) {
    return {
      summary: 'The authorization server offers no dynamic client registration, and no client is configured',
      fix: `MCP Lens cannot register itself there: ${CONFIG_CLIENT_HINT}`,
    };
  }
  return undefined;
}

function metadataFailure(steps: readonly AuthStep[]): AuthFailure | undefined {
  const metadataMissing = !found(steps, 'resource-metadata') && failed(steps, 'resource-metadata').length > 0;
  const serverMetadataMissing = !found(steps, 'server-metadata') && failed(steps, 'server-metadata').length > 0;
  if (metadataMissing && serverMetadataMissing) {
    return {
      summary: `No authorization metadata was found: no resource_metadata in the server's WWW-Authenticate and no document at ${urls(failed(steps, 'resource-metadata'))}, nor authorization-server metadata at ${urls(failed(steps, 'server-metadata'))}`,
      fix: 'The server must publish its protected-resource metadata (RFC 9728) naming its authorization server, which must publish its metadata (RFC 8414 or OpenID Connect discovery)',
    };
  }
  if (serverMetadataMissing && !found(steps, 'token')) {
    return {
      summary: `No authorization-server metadata at ${urls(failed(steps, 'server-metadata'))}`,
      fix: 'The authorization server must publish its metadata (RFC 8414 /.well-known/oauth-authorization-server or /.well-known/openid-configuration); or give its URL as the server’s oauth.authServerMetadataUrl',
    };
  }
  return undefined;
}

/** The token endpoint refused the code or the client, or the refresh token was refused. */
function tokenFailure(message: string, steps: readonly AuthStep[], ctx: Context): AuthFailure | undefined {
  const token = failed(steps, 'token');
  if (token.length) {
    const detail = token[0].detail ?? message;
    if (/invalid_client|unauthorized_client/.test(detail)) {
      return {
        summary: `The token endpoint refused the client (${detail})`,
        fix: ctx.configuredClient
          ? 'Check the configured client ID and secret, and the token endpoint authentication method the client was registered with'
          : 'Sign in again: MCP Lens registers a new client when the old one is refused',
      };
    }
    if (/invalid_grant/.test(detail)) {
      return {
        summary: `The token endpoint refused the authorization code (${detail})`,
        fix: 'The code expired, was used already, or was issued for another redirect URI; sign in again',
      };
    }
    return { summary: `The token request failed (${detail})` };
  }
  const refresh = failed(steps, 'refresh');
  if (refresh.length) {
    return { summary: `The refresh token was refused (${refresh[0].detail ?? message})`, fix: 'Sign in again' };
  }
  return undefined;
}

/** A check the authorization server's answers failed: the issuer it names, or PKCE. */
function checkFailure(message: string): AuthFailure | undefined {
  if (/issuer/i.test(message)) {
    return {
      summary: message,
      fix: 'The authorization server’s metadata must name itself as its issuer, exactly (RFC 8414 §3.3)',
    };
  }
  if (/PKCE|code_challenge/i.test(message)) {
    return {
      summary: message,
      fix: 'MCP clients must use PKCE with S256; the authorization server must advertise code_challenge_methods_supported with S256',
    };
  }
  return undefined;
}

/** What to fix when the authorization server refused the authorization request itself. */
export function refusalFix(why: string, redirectUri: string): string | undefined {
  if (/redirect/i.test(why)) {
    return `The authorization server's redirect URIs for this client do not include ${redirectUri}: add it to the client's registration (or set the server's oauth.callbackPort to a port it allows)`;
  }
  if (/client/i.test(why)) {
    return 'The authorization server does not know the client: check the client ID in the server’s config, or remove it to let MCP Lens register one';
  }
  if (/resource/i.test(why)) {
    return 'The authorization server refused the resource parameter (the server URL): the server’s protected-resource metadata names another resource';
  }
  return undefined;
}

/** What to check when no redirect came back in time. */
export function redirectFix(redirectUri: string | undefined, source: string | undefined): string {
  const base = `If the authorization page showed an error about the redirect URI, the authorization server's redirect URIs do not include ${redirectUri ?? 'MCP Lens’s'}`;
  return source === 'configured'
    ? `${base}: add it to the configured client's redirect URIs, or set oauth.callbackPort to one it allows`
    : `${base}. Otherwise sign in again and finish in the browser within the time`;
}
