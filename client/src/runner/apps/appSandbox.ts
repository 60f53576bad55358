/**
 * The origin apps are served from: a listener on 127.0.0.1 that serves each app's HTML, once registered, at an
 * unguessable path, with the Content-Security-Policy and Permissions-Policy its resource declares as HTTP headers.
 *
 * Why a listener and not srcdoc, data: or blob: frames: a frame of those inherits the Content-Security-Policy of the
 * page that makes it (Chromium does so for all three), so inside the runner's strict policy no app's script could
 * run, and loosening the runner's policy for the apps would loosen it for the runner. A document served over http
 * has only its own policy. The frame is sandboxed without allow-same-origin as well, so each app has an opaque
 * origin of its own: no cookies, no storage, no access to the runner, to VS Code or to another app.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppPolicy } from '../../../../common/mcp/apps/sandboxPolicy';

export interface ServedApp {
  /** The address the frame loads. */
  readonly url: string;
  dispose(): void;
}

export class AppSandbox {
  private server: Server | undefined;
  private listening: Promise<string> | undefined;
  private readonly pages = new Map<string, { html: string; policy: AppPolicy }>();

  /**
   * `publicAddress`: the address the browser reaches the listener at, from its local one: where VS Code forwards it
   * (a remote window, a browser VS Code such as code-server, whose address has a path: /proxy/PORT/); the local one
   * when absent.
   */
  constructor(private readonly publicAddress: (local: string) => Promise<string> = async (local) => local) {}

  /** The sandbox's address as the browser reaches it (no trailing slash), listening from the first call on. */
  origin(): Promise<string> {
    this.listening ??= new Promise<string>((resolve, reject) => {
      const server = createServer((req, res) => this.answer(req, res));
      this.server = server;
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    }).then(async (local) => {
      const url = new URL(await this.publicAddress(`${local}/`));
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    });
    // a failure (the port, the forwarding) is not kept: the next page tries again
    this.listening.catch(() => {
      this.server?.close();
      this.server = undefined;
      this.listening = undefined;
    });
    return this.listening;
  }

  /** Serves `html` under `policy` until disposed. */
  async serve(html: string, policy: AppPolicy): Promise<ServedApp> {
    const origin = await this.origin();
    const token = randomBytes(24).toString('base64url');
    this.pages.set(token, { html, policy });
    return { url: `${origin}/app/${token}`, dispose: () => this.pages.delete(token) };
  }

  dispose(): void {
    this.pages.clear();
    this.server?.close();
    this.server?.closeAllConnections?.();
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const token = /^\/app\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1];
    const page = token ? this.pages.get(token) : undefined;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    if (!page || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': page.policy.contentSecurityPolicy,
      'Permissions-Policy': page.policy.permissionsPolicy,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.end(req.method === 'HEAD' ? undefined : page.html);
  }
}
