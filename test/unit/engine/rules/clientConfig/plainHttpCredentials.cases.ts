// MCP724 (plainHttpCredentials.ts) at its edges: what counts as a credential sent, where the scheme is in a URL with
// blanks, which hosts are this machine. The rule's first cases are in supplyChain.cases.ts.
import { VS } from '../../../../helpers/configPaths';
import type { FindingTable } from '../../ruleCases';

/** A GitHub token's shape (digits and letters, as real ones have), made up. */
const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
const http = (url: string, headers?: object) => ({ type: 'http', url, ...(headers ? { headers } : {}) });
const auth = (value: unknown) => ({ Authorization: value });

export const plainHttpEdges: FindingTable = {
  title: 'MCP724: what is a credential sent over plain http://, at the edges',
  only: ['MCP724'],
  path: VS,
  cases: [
    {
      title:
        'the scheme after or before blanks, a user and password in the URL, Proxy-Authorization, a token in a query parameter of any name, two credentials at once',
      doc: {
        servers: {
          lead: http(' http://mcp.example.com/mcp', auth('Bearer ${input:tok}')),
          trail: http('http://mcp.example.com/mcp ', auth('Bearer ${input:tok}')),
          userinfo: http('http://alice:s3cret@mcp.example.com/mcp'),
          blankUserinfo: http(' http://bob:hunter22@mcp.example.com/mcp'),
          proxy: http('http://mcp.example.com/mcp', { 'Proxy-Authorization': 'Basic ${env:PROXY_AUTH}' }),
          query: http(`http://mcp.example.com/mcp?t=${TOKEN}`),
          both: http('http://mcp.example.com/mcp?api_key=${input:tok}', auth('Bearer ${input:tok}')),
        },
        inputs: [{ id: 'tok', type: 'promptString', description: 'Token', password: true }],
      },
      findings: [
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
        'MCP724 http:// ⇒ https://',
      ],
    },
    {
      title:
        'no credential: an empty, blank or non-string Authorization, an example token after the scheme, headers named like Authorization, a plain input, an input reference with blanks, an empty or ordinary query parameter',
      doc: {
        servers: {
          empty: http('http://mcp.example.com/mcp', auth('')),
          blank: http('http://mcp.example.com/mcp', auth('   ')),
          number: http('http://mcp.example.com/mcp', auth(42)),
          example: http('http://mcp.example.com/mcp', auth('Bearer <token>')),
          blankExample: http('http://mcp.example.com/mcp', auth(' Bearer <token>')),
          mode: http('http://mcp.example.com/mcp', { 'Authorization-Mode': 'oauth' }),
          skip: http('http://mcp.example.com/mcp', { 'Skip-Authorization': 'true' }),
          team: http('http://mcp.example.com/mcp', { 'X-Team': '${input:team}' }),
          spaced: http('http://mcp.example.com/mcp', { 'X-Team': '${input: pw}' }),
          emptyKey: http('http://mcp.example.com/mcp?api_key=&page=2'),
        },
        inputs: [
          { id: 'team', type: 'promptString', description: 'Team' },
          { id: 'pw', type: 'promptString', description: 'Team secret', password: true },
        ],
      },
      findings: [],
    },
    {
      title:
        'not over http: a stdio server with a url beside its command, https with an http:// link in its query, more loopback addresses',
      doc: {
        servers: {
          stdio: {
            type: 'stdio',
            command: 'node',
            args: ['server.js'],
            url: 'http://mcp.example.com/mcp',
            headers: auth('Bearer ${env:T}'),
          },
          link: http('https://mcp.example.com/mcp?next=http://other.example.com/', auth('Bearer ${env:T}')),
          loop3: http('http://127.0.10.1/mcp', auth('Bearer ${env:T}')),
          loop4: http('http://127.0.0.100/mcp', auth('Bearer ${env:T}')),
          long6: http('http://[0:0:0:0:0:0:0:1]:8080/mcp', auth('Bearer ${env:T}')),
        },
      },
      findings: [],
    },
  ],
};
