/**
 * The OAuth fixture of ours (test/fixtures/servers/oauthFixture.mjs: an authorization server and a protected MCP
 * server on loopback), typed for TypeScript tests, and a stand-in for the user's browser on its consent page.
 */
import { join } from 'node:path';
import { after } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths';

export interface LoggedRequest {
  server: 'as' | 'mcp' | 'cimd';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status?: number;
  url?: string;
}

export interface FixtureClient {
  client_id: string;
  client_secret?: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: string;
  client_name?: string;
  scope?: string;
  source?: string;
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in?: number;
  scope: string;
  refresh_token?: string;
}

export interface OAuthFixture {
  mcpUrl: string;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  registrationEndpoint: string;
  revocationEndpoint: string;
  metadataUrl?: string;
  resourceMetadataUrl?: string;
  requests: LoggedRequest[];
  clients: FixtureClient[];
  issueToken(o?: { clientId?: string; scopes?: string[]; refresh?: boolean }): TokenAnswer;
  expireTokens(): void;
  expireRefreshTokens(): void;
  revokeAll(): void;
  setOption(key: string, value: unknown): void;
  close(): Promise<void>;
}

type Start = (options?: Record<string, unknown>) => Promise<OAuthFixture>;
let loaded: Start | undefined;

/** Starts the fixture (its options: the comment above startOAuthFixture). */
export async function startOAuthFixture(options: Record<string, unknown> = {}): Promise<OAuthFixture> {
  // a runtime path: the bundler leaves the fixture to node, which loads it as the ES module it is
  loaded ??= (
    (await import(pathToFileURL(join(REPO_ROOT, 'test', 'fixtures', 'servers', 'oauthFixture.mjs')).href)) as {
      startOAuthFixture: Start;
    }
  ).startOAuthFixture;
  return loaded(options);
}

/** Fixtures for one test file: each started with `start`, all closed when the file's tests end. */
export function oauthFixtures(): (options?: Record<string, unknown>) => Promise<OAuthFixture> {
  const open: OAuthFixture[] = [];
  after(async () => {
    await Promise.all(open.map((f) => f.close()));
  });
  return async (options = {}) => {
    const f = await startOAuthFixture(options);
    open.push(f);
    return f;
  };
}

/**
 * What a user's browser does on the fixture's consent page: loads it, presses Approve (or Deny), and follows the
 * redirect to the client's loopback listener. Resolves with the page the listener answered.
 */
export async function answerConsentPage(url: string, decision: 'approve' | 'deny'): Promise<string> {
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the authorization page answered ${page.status}: ${html.slice(0, 200)}`);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    ]),
  );
  const action = new URL(/<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '/authorize', url);
  const posted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, decision }).toString(),
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`the consent form answered ${posted.status} without a redirect`);
  return (await fetch(location)).text();
}
