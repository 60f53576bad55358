import type { OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type { AuthAttempt } from './authTrace';
import type { RedirectResult } from './redirectReceiver';

// The authorization response (the redirect back from the sign-in page): its state, its issuer, and its code or error.

type ServerMetadata = OAuthDiscoveryState['authorizationServerMetadata'];

/**
 * The code the redirect carries, each check recorded in the attempt. Throws when its state or issuer is wrong, or when
 * it carries an error instead.
 */
export function codeOfRedirect(
  result: RedirectResult,
  gotState: string | null,
  state: string,
  attempt: AuthAttempt | undefined,
  serverMetadata: ServerMetadata,
): string {
  if (gotState !== state) {
    attempt?.add({
      kind: 'redirect',
      title: 'Redirect',
      ok: false,
      detail: 'The redirect carried another state than the request (a forged or stale redirect)',
    });
    throw new Error('The redirect carried another state than the authorization request');
  }
  const mixUp = issuerMismatch(result.iss, serverMetadata);
  if (mixUp) {
    attempt?.add({
      kind: 'redirect',
      title: 'Redirect',
      ok: false,
      detail: mixUp,
      fix:
        'The answer did not come from the authorization server the sign-in began with (RFC 9207): ' +
        'do not sign in through this page; tell the server’s operator',
    });
    throw new Error(mixUp);
  }
  if ('code' in result) {
    const from = result.iss ? ` from ${result.iss}` : '';
    attempt?.add({
      kind: 'redirect',
      title: 'Redirect',
      ok: true,
      detail: `Authorization code received at ${attempt.redirectUri ?? 'the redirect URI'}${from}`,
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
function issuerMismatch(iss: string | undefined, serverMetadata: ServerMetadata): string | undefined {
  const metadata = serverMetadata as
    { issuer?: unknown; authorization_response_iss_parameter_supported?: unknown } | undefined;
  const issuer = typeof metadata?.issuer === 'string' ? metadata.issuer : undefined;
  if (iss !== undefined && issuer !== undefined && iss !== issuer) {
    return `The redirect names the issuer ${iss}, not ${issuer}, the authorization server this sign-in began with`;
  }
  if (iss === undefined && metadata?.authorization_response_iss_parameter_supported === true) {
    return (
      `The redirect names no issuer, though ${issuer ?? 'the authorization server'} says its answers do ` +
      '(authorization_response_iss_parameter_supported)'
    );
  }
  return undefined;
}
