/** What the extension does with a message of an authorization page, checked first (a page is not trusted). */
import { isAuthorizationFromWebview, type AuthorizationCommand } from '../protocol/authorizationPage';
import { assertNever } from '../protocol/check';

export interface AuthorizationPageActions {
  /** Runs one of the page's commands for its server. */
  command(command: AuthorizationCommand): void;
  /** The page is up. */
  ready(): void;
  /** Something to log, said of the page: "failed: …", "sent a message it should not: …". */
  problem(text: string): void;
}

export function fromAuthorizationPage(message: unknown, actions: AuthorizationPageActions): void {
  if (!isAuthorizationFromWebview(message)) {
    return actions.problem(`sent a message it should not: ${JSON.stringify(message)?.slice(0, 200)}`);
  }
  switch (message.type) {
    case 'command':
      return actions.command(message.command);
    case 'ready':
      return actions.ready();
    case 'error':
      return actions.problem(`failed: ${message.message}`);
    default:
      return assertNever(message, 'A message of the authorization page');
  }
}
