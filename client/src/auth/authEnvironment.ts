/**
 * OAuth as the extension does it: tokens in VS Code's SecretStorage (the OS keychain), the sign-in page in the
 * system browser (`openExternal`), the redirect received on a loopback listener — or, with `mcpLens.oauth.redirect`
 * set to "uriHandler", by the extension's URI handler, for a VS Code whose browser cannot reach this machine's
 * loopback (a remote or browser-hosted VS Code). Restricted Mode starts no flow.
 */
import * as vscode from 'vscode';
import { PendingRedirects, loopbackReceiver, redirectPage, type RedirectReceiver } from '../../../common/mcp/auth/redirectReceiver';
import type { AuthEnvironment } from '../../../common/mcp/auth/serverAuth';
import { oauthSettings } from '../config';

const URI_HANDLER_PATH = '/oauth/callback';

export function extensionAuthEnvironment(context: vscode.ExtensionContext): { env: AuthEnvironment; uriHandler: vscode.UriHandler } {
  const pending = new PendingRedirects();
  const uriHandler: vscode.UriHandler = {
    handleUri(uri) {
      if (uri.path !== URI_HANDLER_PATH) return;
      if (!pending.deliver(new URLSearchParams(uri.query))) void vscode.window.showWarningMessage('MCP Lens: a sign-in redirect arrived, but no sign-in is waiting for it (it was cancelled or timed out).');
    },
  };
  const env: AuthEnvironment = {
    store: { get: (k) => context.secrets.get(k), store: (k, v) => context.secrets.store(k, v), delete: (k) => context.secrets.delete(k) },
    openBrowser: async (url) => vscode.env.openExternal(vscode.Uri.parse(url, true)),
    receiver: async (port) => {
      if (oauthSettings().redirect !== 'uriHandler') return loopbackReceiver(port, (r) => redirectPage('your MCP server', r));
      const callback = vscode.Uri.parse(`${vscode.env.uriScheme}://${context.extension.id}${URI_HANDLER_PATH}`);
      const external = await vscode.env.asExternalUri(callback);
      const receiver: RedirectReceiver = { redirectUri: external.toString(true), waitFor: (state, signal) => pending.wait(state, signal), dispose: () => undefined };
      return receiver;
    },
    clientMetadataUrl: oauthSettings().clientMetadataUrl || undefined,
    clientName: 'MCP Lens',
    mayStartFlow: () => (vscode.workspace.isTrusted ? undefined : 'Restricted Mode: MCP Lens starts no sign-in while the workspace is not trusted'),
    confirmStepUp: async (serverName, scope) => {
      const answer = await vscode.window.showWarningMessage(
        `${serverName} needs more permission for this request${scope ? ` (scope: ${scope})` : ''}.`,
        { modal: true, detail: 'Sign in again to grant it: the sign-in page opens in your browser. Cancel fails the request.' },
        'Sign In Again',
      );
      return answer === 'Sign In Again';
    },
  };
  return { env, uriHandler };
}
