/**
 * A server's OAuth state between sessions (client identity, tokens, discovery), one record per server in a secret
 * store: VS Code's SecretStorage in the extension, memory in the command line and tests. Nothing here writes a file.
 */
import type { OAuthDiscoveryState } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';

/** The subset of VS Code's SecretStorage the auth layer uses. */
export interface SecretStore {
  get(key: string): PromiseLike<string | undefined>;
  store(key: string, value: string): PromiseLike<void>;
  delete(key: string): PromiseLike<void>;
}

export class MemorySecretStore implements SecretStore {
  readonly values = new Map<string, string>();
  async get(key: string): Promise<string | undefined> {
    return this.values.get(key);
  }
  async store(key: string, value: string): Promise<void> {
    this.values.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

/** What is kept of one server's authorization. */
export interface AuthRecord {
  /** The server URL the record is for (a record found under another URL's key is not used). */
  readonly serverUrl: string;
  /** The client identity the authorization server knows us by (registered, a metadata document URL, or configured). */
  client?: OAuthClientInformationMixed;
  /** How the client identity was obtained. */
  clientSource?: 'registered' | 'metadata-document' | 'configured';
  /** The redirect URI the client was registered with (a registration is for exactly those URIs). */
  redirectUri?: string;
  tokens?: OAuthTokens;
  /** The scope the last sign-in asked for (a step-up asks for it again with what the server names, SEP-2350). */
  scopesAsked?: string;
  /** When the access token expires (ms since the epoch), from `expires_in` at the time it was saved. */
  expiresAt?: number;
  discovery?: OAuthDiscoveryState;
}

const PREFIX = 'mcpLens.oauth/';
const INDEX_KEY = `${PREFIX}index`;

/** The records of every server, one key each, with an index so that "sign out of all servers" finds them. */
export class AuthRecords {
  constructor(private readonly store: SecretStore) {}

  async read(key: string, serverUrl: string): Promise<AuthRecord | undefined> {
    const raw = await this.store.get(PREFIX + key);
    if (!raw) return undefined;
    try {
      const record = JSON.parse(raw) as AuthRecord;
      return record && typeof record === 'object' && record.serverUrl === serverUrl ? record : undefined;
    } catch {
      return undefined;
    }
  }

  async write(key: string, record: AuthRecord): Promise<void> {
    await this.store.store(PREFIX + key, JSON.stringify(record));
    const keys = await this.keys();
    if (!keys.includes(key)) await this.store.store(INDEX_KEY, JSON.stringify([...keys, key]));
  }

  async remove(key: string): Promise<void> {
    await this.store.delete(PREFIX + key);
    const keys = await this.keys();
    if (keys.includes(key)) await this.store.store(INDEX_KEY, JSON.stringify(keys.filter((k) => k !== key)));
  }

  /** Every server key with a record. */
  async keys(): Promise<string[]> {
    const raw = await this.store.get(INDEX_KEY);
    try {
      const keys = raw ? (JSON.parse(raw) as unknown) : [];
      return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
    } catch {
      return [];
    }
  }

  /** Every record, with its key (for signing out of all servers). */
  async all(): Promise<{ key: string; raw: AuthRecord }[]> {
    const out: { key: string; raw: AuthRecord }[] = [];
    for (const key of await this.keys()) {
      const raw = await this.store.get(PREFIX + key);
      try {
        if (raw) out.push({ key, raw: JSON.parse(raw) as AuthRecord });
      } catch {
        // a record that does not parse is removed by the caller with the rest
        out.push({ key, raw: { serverUrl: '' } });
      }
    }
    return out;
  }
}

/** The secret values of a record, to mask wherever text is shown or written. */
export function secretsOfRecord(record: AuthRecord | undefined): string[] {
  if (!record) return [];
  const client = record.client as { client_secret?: unknown; registration_access_token?: unknown } | undefined;
  return [
    record.tokens?.access_token,
    record.tokens?.refresh_token,
    (record.tokens as { id_token?: string } | undefined)?.id_token,
    client?.client_secret,
    client?.registration_access_token,
  ].filter((s): s is string => typeof s === 'string' && s.length > 0);
}

/** Removes every server's record (what "sign out of all servers" leaves behind); resolves with how many there were. */
export async function forgetAllRecords(store: SecretStore): Promise<number> {
  const records = new AuthRecords(store);
  const all = await records.all();
  for (const { key, raw } of all) {
    await records.remove(key);
    await revokeRecord(raw, fetch).catch(() => undefined);
  }
  return all.filter((r) => r.raw.tokens).length;
}

/** RFC 7009: the refresh token first (revoking it revokes its access tokens at most servers), then the access token. */
export async function revokeRecord(record: AuthRecord, fetchFn: FetchLike): Promise<void> {
  const endpoint = (record.discovery?.authorizationServerMetadata as { revocation_endpoint?: unknown } | undefined)
    ?.revocation_endpoint;
  if (typeof endpoint !== 'string') return;
  const client = record.client as { client_id?: string; client_secret?: string } | undefined;
  if (!client?.client_id) return;
  for (const [token, hint] of [
    [record.tokens?.refresh_token, 'refresh_token'],
    [record.tokens?.access_token, 'access_token'],
  ] as const) {
    if (!token) continue;
    const body = new URLSearchParams({ token, token_type_hint: hint, client_id: client.client_id });
    if (client.client_secret) body.set('client_secret', client.client_secret);
    await fetchFn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }
}
