/**
 * OAuth as the extension does it: tokens in SecretStorage, the sign-in page in the system browser, the redirect on a
 * loopback listener that VS Code forwards when the browser is elsewhere (`mcpLens.oauth.redirect` "forwarded").
 */
import * as vscode from 'vscode';
import { loopbackReceiver, redirectPage, type RedirectReceiver } from '../../../common/mcp/auth/redirectReceiver';
import type { AuthEnvironment } from '../../../common/mcp/auth/serverAuth';
import { assertSignInPage } from '../../../common/mcp/auth/signInPage';
import { oauthSettings } from '../config';

export function extensionAuthEnvironment(context: vscode.ExtensionContext): AuthEnvironment {
  return {
    store: {
      get: (k) => context.secrets.get(k),
      store: (k, v) => context.secrets.store(k, v),
      delete: (k) => context.secrets.delete(k),
    },
    // the URL as a string: a Uri would be parsed and written again, decoding what the query encodes (%26, %3D)
    openBrowser: async (url) => {
      assertSignInPage(url);
      return vscode.env.openExternal(url as unknown as vscode.Uri);
    },
    receiver: async (port) => {
      const receiver = await loopbackReceiver(port, (r) => redirectPage('your MCP server', r));
      if (oauthSettings().redirect !== 'forwarded') return receiver;
      const external = await vscode.env.asExternalUri(vscode.Uri.parse(receiver.redirectUri));
      const forwarded: RedirectReceiver = { ...receiver, redirectUri: external.toString(true) };
      return forwarded;
    },
    get clientMetadataUrl() {
      return oauthSettings().clientMetadataUrl || undefined;
    },
    clientName: 'MCP Lens',
    mayStartFlow: () =>
      vscode.workspace.isTrusted
        ? undefined
        : 'Restricted Mode: MCP Lens starts no sign-in while the workspace is not trusted',
    confirmStepUp: async (serverName, scope) => {
      const answer = await vscode.window.showWarningMessage(
        `${serverName} needs more permission for this request${scope ? ` (scope: ${scope})` : ''}.`,
        {
          modal: true,
          detail: 'Sign in again to grant it: the sign-in page opens in your browser. Cancel fails the request.',
        },
        'Sign In Again',
      );
      return answer === 'Sign In Again';
    },
  };
}
