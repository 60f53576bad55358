/**
 * The origin apps are served from: a 127.0.0.1 listener that serves each app's HTML at an unguessable path, with its
 * declared policies as HTTP headers. Why not srcdoc, data: or blob: frames: docs/architecture.md, "An MCP App".
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
   * `publicAddress` maps the listener's local address to the one the browser reaches, where VS Code forwards it (a
   * remote window, or code-server with its /proxy/PORT/ path); by default the local one is used.
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
