import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';

// What a server's WWW-Authenticate challenge asks for (RFC 6750, RFC 9728's resource_metadata).

export interface Challenge {
  readonly resourceMetadataUrl?: URL;
  readonly scope?: string;
  readonly error?: string;
}

/** A 401 that asks for a Bearer token; one without asks for another credential (an API key header). */
export function isBearerChallenge(response: Response): boolean {
  return /^\s*Bearer\b/i.test(response.headers.get('www-authenticate') ?? '');
}

export function challengeOf(response: Response): Challenge {
  const { resourceMetadataUrl, scope, error } = extractWWWAuthenticateParams(response);
  return {
    ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}),
    ...(scope ? { scope } : {}),
    ...(error ? { error } : {}),
  };
}

/** The challenge in one line, as the sign-in's first step shows it. */
export function describeChallenge(c: Challenge): string {
  return [
    c.resourceMetadataUrl ? `resource_metadata: ${c.resourceMetadataUrl.href}` : 'no resource_metadata',
    c.scope ? `scope: ${c.scope}` : undefined,
    c.error ? `error: ${c.error}` : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Space-separated scope lists joined, each scope once, in the order first named; undefined when there is none. */
export function unionOfScopes(...lists: (string | undefined)[]): string | undefined {
  const scopes = new Set(lists.flatMap((list) => list?.split(' ').filter(Boolean) ?? []));
  return scopes.size ? [...scopes].join(' ') : undefined;
}
