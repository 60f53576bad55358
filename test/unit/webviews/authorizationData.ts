// A sign-in that failed at its authorization request, as the authorization view's page data carries it: shared by the
// tests of the page and of the text that takes its place.
import type { AuthorizationPageData } from '../../../client/src/protocol/authorizationPage';

export const FAILED_SIGN_IN: AuthorizationPageData = {
  serverId: 'ws:notes',
  serverName: 'notes',
  signedIn: false,
  attempt: {
    serverUrl: 'https://s.example/mcp',
    startedAt: Date.UTC(2026, 11, 3, 12, 0, 0),
    outcome: 'failed',
    summary: 'The authorization server refused the authorization request: <b>bad</b> redirect_uri',
    clientId: 'lens-1',
    clientSource: 'configured',
    redirectUri: 'http://127.0.0.1:33418/callback',
    scopesAsked: '',
    steps: [
      {
        kind: 'resource-metadata',
        title: 'Protected-resource metadata',
        ok: true,
        request: { method: 'GET', url: 'https://s.example/.well-known/oauth-protected-resource/mcp', headers: {} },
        response: {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: '{"resource":"https://s.example/mcp"}',
        },
        detail: 'resource: https://s.example/mcp',
      },
      {
        kind: 'authorization',
        title: 'Authorization request',
        ok: false,
        request: { method: 'GET', url: 'https://a.example/authorize?x=1', headers: {} },
        response: { status: 400, headers: {} },
        detail: 'refused: <img src=x onerror=alert(1)>',
        fix: 'Add http://127.0.0.1:33418/callback to the client',
      },
    ],
  },
};
