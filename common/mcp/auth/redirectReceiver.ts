/**
 * Where the browser comes back after sign-in: a loopback listener on 127.0.0.1 (RFC 8252 §7.3), maybe through the
 * editor's port forwarding. Each flow waits for the redirect with its own `state`, and any other is refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the authorization server sent back to the redirect URI. */
export type RedirectResult = ({ readonly code: string } | { readonly error: string; readonly description?: string }) & {
  /** RFC 9207: the issuer of the authorization response, when the authorization server sends it. */
  readonly iss?: string;
};

export interface RedirectReceiver {
  /** The redirect URI to register and to send in the authorization request. */
  readonly redirectUri: string;
  /** Resolves with the redirect carrying `state`; rejects when the signal aborts. */
  waitFor(state: string, signal: AbortSignal): Promise<RedirectResult>;
  dispose(): void;
}

/** Makes the receiver of one flow; `port` is the one to listen on when the client was registered with it. */
export type RedirectReceiverFactory = (port: number | undefined) => Promise<RedirectReceiver>;

export const CALLBACK_PATH = '/callback';

/** Pending flows by state. */
export class PendingRedirects {
  private readonly pending = new Map<string, (result: RedirectResult) => void>();

  wait(state: string, signal: AbortSignal): Promise<RedirectResult> {
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
      const onAbort = () => {
        this.pending.delete(state);
        reject(signal.reason instanceof Error ? signal.reason : new Error('cancelled'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.pending.set(state, (result) => {
        signal.removeEventListener('abort', onAbort);
        this.pending.delete(state);
        resolve(result);
      });
    });
  }

  /** Delivers a redirect's query to the flow of its state, returning it, or undefined when no flow waits for it. */
  deliver(query: URLSearchParams): RedirectResult | undefined {
    const done = this.pending.get(query.get('state') ?? '');
    if (!done) return undefined;
    const result = redirectResultOf(query);
    done(result);
    return result;
  }
}

/** What a redirect's query says: the code, or the error; with the issuer when it is named (RFC 9207). */
export function redirectResultOf(query: URLSearchParams): RedirectResult {
  const code = query.get('code');
  const error = query.get('error');
  const iss = query.get('iss');
  const issuer = iss ? { iss } : {};
  if (code && !error) return { code, ...issuer };
  return {
    error: error ?? 'no_code',
    ...(query.get('error_description') ? { description: query.get('error_description') ?? '' } : {}),
    ...issuer,
  };
}

/** A loopback listener on 127.0.0.1 for one flow; it closes itself when disposed. */
export async function loopbackReceiver(
  port: number | undefined,
  pageFor: (result: RedirectResult | undefined) => string,
): Promise<RedirectReceiver> {
  const pending = new PendingRedirects();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // a port forwarder may bring the redirect to another path (code-server's proxy drops it): its state decides
    if (url.pathname !== CALLBACK_PATH && !url.searchParams.has('state')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const delivered = pending.deliver(url.searchParams);
    res
      .writeHead(delivered ? 200 : 400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(pageFor(delivered));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    redirectUri: `http://127.0.0.1:${actual}${CALLBACK_PATH}`,
    waitFor: (state, signal) => pending.wait(state, signal),
    dispose: () => {
      server.closeAllConnections?.();
      server.close();
    },
  };
}

/** The redirect page's title and text. */
function redirectPageWords(serverName: string, result: RedirectResult | undefined): [title: string, text: string] {
  if (result === undefined) {
    return [
      'No sign-in is waiting',
      'MCP Lens is not waiting for this sign-in (it was cancelled, or timed out). Start it again from VS Code.',
    ];
  }
  if ('code' in result) return [`Signed in to ${serverName}`, 'You can close this tab and go back to VS Code.'];
  return [
    `Sign-in to ${serverName} failed`,
    `The authorization server answered ${result.error}${result.description ? `: ${result.description}` : ''}. ` +
      "VS Code shows every step in MCP Lens's authorization view.",
  ];
}

/** The page the browser shows after the redirect. */
export function redirectPage(serverName: string, result: RedirectResult | undefined): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const [title, text] = redirectPageWords(serverName, result);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>body{font:15px system-ui,sans-serif;margin:15vh auto;max-width:32em;color:#333}h1{font-size:1.3em}</style></head><body><h1>${esc(title)}</h1><p>${esc(text)}</p></body></html>`;
}
