import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { AuthAttempt } from './authTrace';

// RFC 8414 §3.3 and SEP-2468: authorization-server metadata is used only when it names as its issuer the one its
// well-known URL was built from; otherwise an attacker's document could send the sign-in to its own endpoints.

/** The metadata named another issuer: nothing of it was used. */
export class MetadataIssuerMismatchError extends Error {
  override readonly name = 'MetadataIssuerMismatchError';
  readonly fix =
    'The authorization server’s metadata must name itself as its issuer, exactly (RFC 8414 §3.3); ' +
    'MCP Lens does not use metadata that names another, since its endpoints may be an attacker’s. ' +
    'Tell the server’s operator';
}

/** The issuer a well-known metadata URL was built from (either place of the well-known part), or undefined. */
export function issuerOfWellKnownUrl(url: URL): string | undefined {
  const inserted = /^\/\.well-known\/(?:oauth-authorization-server|openid-configuration)(\/.*)?$/.exec(url.pathname);
  if (inserted) return url.origin + (inserted[1] ?? '');
  const appended = /^(\/.+)\/\.well-known\/openid-configuration$/.exec(url.pathname);
  return appended ? url.origin + appended[1] : undefined;
}

/** Why the metadata at `url` may not be used, or undefined when its issuer is the one the URL was built from. */
export function metadataIssuerMismatch(url: URL, issuer: unknown): string | undefined {
  const expected = issuerOfWellKnownUrl(url);
  // an issuer with a trailing slash has the same well-known URL as the one without (RFC 8414 §3.1)
  if (!expected || issuer === expected || issuer === `${expected}/`) return undefined;
  const named = typeof issuer === 'string' ? `names the issuer ${issuer}` : 'names no issuer';
  return `The authorization-server metadata at ${url.href} ${named}, not ${expected}, the issuer its address was built from`;
}

/**
 * The flow's fetch, refusing authorization-server metadata whose issuer is not the one its URL was built from: the
 * step that fetched it is marked failed, and the flow stops before any of its endpoints is used.
 */
export function issuerCheckedFetch(next: FetchLike, attempt: () => AuthAttempt | undefined): FetchLike {
  return async (input, init) => {
    const response = await next(input, init);
    const url = new URL(typeof input === 'string' ? input : input.href);
    if (!response.ok || !issuerOfWellKnownUrl(url)) return response;
    const issuer = await response
      .clone()
      .json()
      .then((doc: unknown) => (doc && typeof doc === 'object' ? (doc as { issuer?: unknown }).issuer : undefined))
      .catch(() => undefined);
    const why = metadataIssuerMismatch(url, issuer);
    if (!why) return response;
    await response.body?.cancel().catch(() => undefined);
    const error = new MetadataIssuerMismatchError(why);
    attempt()?.failLast(why, error.fix);
    throw error;
  };
}
