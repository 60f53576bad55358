/**
 * The authorization view's messages (client/src/auth/authorizationView.ts ↔ client/webview/authorization.ts), and
 * what it shows. No `vscode` import here: the page bundles this file.
 */
import { messages, object, oneOf, string } from './check';

/** One step of a sign-in as the authorization view shows it (credentials masked already). */
export interface AuthorizationStepView {
  readonly kind: string;
  readonly title: string;
  readonly ok: boolean;
  readonly request?: {
    readonly method: string;
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: string;
  };
  readonly response?: {
    readonly status: number;
    readonly headers: Readonly<Record<string, string>>;
    readonly body?: string;
  };
  readonly detail?: string;
  readonly fix?: string;
}

/** What the authorization view shows: the server's last sign-in, step by step (in the page from the start). */
export interface AuthorizationPageData {
  readonly serverId: string;
  readonly serverName: string;
  readonly signedIn: boolean;
  readonly attempt?: {
    readonly serverUrl: string;
    readonly startedAt: number;
    readonly outcome?: 'authorized' | 'failed' | 'cancelled' | 'needs-sign-in';
    readonly summary?: string;
    readonly clientId?: string;
    readonly clientSource?: string;
    readonly redirectUri?: string;
    readonly scopesAsked?: string;
    readonly scopesGranted?: string;
    readonly steps: readonly AuthorizationStepView[];
  };
}

export const AUTHORIZATION_COMMANDS = ['signIn', 'signOut', 'showLog'] as const;
export type AuthorizationCommand = (typeof AUTHORIZATION_COMMANDS)[number];

export type AuthorizationFromWebview =
  | { readonly type: 'command'; readonly command: AuthorizationCommand }
  /** The page is up: the extension sends what it shows now, in case a step came while the page loaded. */
  | { readonly type: 'ready' }
  | { readonly type: 'error'; readonly message: string };

/** A newer state of the sign-in for a page already shown. */
export type AuthorizationToWebview = { readonly type: 'show'; readonly data: AuthorizationPageData };

/** Checks a message from the authorization page before the extension acts on it. */
export const isAuthorizationFromWebview = messages<AuthorizationFromWebview>({
  command: object({ command: oneOf(...AUTHORIZATION_COMMANDS) }),
  ready: object({}),
  error: object({ message: string }),
});
