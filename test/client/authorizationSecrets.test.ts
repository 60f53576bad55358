// The authorization view masks the same secrets as the logs, by value, wherever a server or token endpoint repeats
// them. The requests go to a real HTTP server through the flow's traced fetch.
import { strict as assert } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AuthAttempt, tracedFetch } from '../../common/mcp/auth/authTrace';
import { authorizationPageData } from '../../client/src/auth/authorizationPageData';
import { authorizationText } from '../../client/src/auth/authorizationText';

const QUERY_SECRET = 'sk-query-31ab9c';
const REFRESH_TOKEN = 'rt-expired-77de01';
const HEADER_SECRET = 'hdr-key-5521fe';

describe('the authorization view with secrets about', () => {
  let server: Server;
  let base = '';
  before(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/.well-known/oauth-protected-resource/mcp')) {
        // a server that repeats what it was sent: the query secret, and the API key it was configured with
        const resource = `${base}/mcp?api_key=${QUERY_SECRET}`;
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ resource, authorization_servers: [base], note: `key ${HEADER_SECRET}` }));
        return;
      }
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const token = new URLSearchParams(body).get('refresh_token');
        const answer = { error: 'invalid_grant', error_description: `refresh token ${token} has expired` };
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('shows none of them in the page data or the text, and still shows where each request went', async () => {
    // the tokens were forgotten when the refresh failed: the attempt knows the refresh token only from the request
    const attempt = new AuthAttempt('notes', `${base}/mcp?api_key=${QUERY_SECRET}&page=2`, () => []);
    const fetch = tracedFetch(globalThis.fetch, () => attempt);
    await fetch(`${base}/.well-known/oauth-protected-resource/mcp?api_key=${QUERY_SECRET}&page=2`);
    const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN });
    await fetch(`${base}/token`, { method: 'POST', body });
    attempt.end('failed', 'The refresh failed');

    const data = authorizationPageData(
      { serverId: 'ws:notes', serverName: 'notes', signedIn: false, attempt: attempt.view() },
      [HEADER_SECRET],
    );
    const shown = [JSON.stringify(data), authorizationText(data)];
    for (const text of shown) {
      for (const secret of [QUERY_SECRET, REFRESH_TOKEN, HEADER_SECRET]) {
        const at = text.indexOf(secret);
        assert.equal(at, -1, `${secret} appears: …${text.slice(Math.max(0, at - 120), at + 40)}…`);
      }
    }
    const [metadata, refresh] = data.attempt!.steps;
    assert.equal(data.attempt!.serverUrl, `${base}/mcp?api_key=••••••&page=2`);
    assert.equal(metadata!.request!.url, `${base}/.well-known/oauth-protected-resource/mcp?api_key=••••••&page=2`);
    assert.equal(metadata!.detail, `resource: ${base}/mcp?api_key=••••••; authorization_servers: ${base}`);
    assert.equal(refresh!.kind, 'refresh');
    assert.equal(refresh!.detail, 'HTTP 400: invalid_grant (refresh token •••••• has expired)');
    assert.match(refresh!.response!.body!, /"refresh token •••••• has expired"/);
    assert.equal(data.serverId, 'ws:notes', 'the id the page sends back is not masked');
  });
});
