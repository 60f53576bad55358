/**
 * What the authorization view shows of a server, masked as its log is: every secret the servers model knows is
 * replaced wherever it occurs, on top of what the sign-in masked itself.
 */
import type { AuthAttemptView } from '../../../common/mcp/auth/authTrace';
import { maskValue } from '../../../common/mcp/redact';
import type { AuthorizationPageData } from '../protocol/authorizationPage';

export interface AuthorizationShown {
  readonly serverId: string;
  readonly serverName: string;
  readonly signedIn: boolean;
  readonly attempt?: AuthAttemptView;
}

export function authorizationPageData(shown: AuthorizationShown, secrets: Iterable<string>): AuthorizationPageData {
  const list = [...secrets];
  const { serverId, serverName, signedIn, attempt } = shown;
  // the id is not shown: the page sends it back to name the server, so it stays as it is
  return {
    serverId,
    serverName: maskValue(serverName, list),
    signedIn,
    ...(attempt ? { attempt: maskValue(attempt, list) } : {}),
  };
}
