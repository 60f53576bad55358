// What the mutation run of clientConfig/oauthFields.ts (MCP721) asked for (docs/testing.md), every finding in full:
// an "oauth" or a field typed without its value yet, an empty or blank client secret, callbackPort at the ends of its
// range (as a number and as a quoted one, whose fix unquotes digits only), a metadata URL with blanks around it or a
// no-break space before it, and scopes in one string with separators doubled or leading.
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../helpers/transcript';
import { CC, CU, VS, ms } from '../../helpers/configPaths';

const H = { type: 'http', url: 'https://e.com/mcp' };
const U = { url: 'https://e.com/mcp' };
const M = 'https://auth.example.com/.well-known/oauth-authorization-server';
const PORT = 'reads a port number from 1 to 65535, e.g. 8080.';
const HTTPS =
  'Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".';

describe('MCP721 at its edges: what the mutation run of oauthFields.ts asked for', () => {
  const cases: [string, string, object | string, string[]][] = [
    [
      'VS Code: "oauth" typed without its value yet is the syntax error only',
      VS,
      '{ "servers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": } } }',
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
    [
      'Claude Code: a field typed without its value yet is the syntax error only; the fields after it are still read',
      CC,
      '{ "mcpServers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": { "clientId": , "callbackPort": "8080" } } } }',
      [
        'MCP001 error ",": JSON syntax: value expected.',
        'MCP721 warning "\\"8080\\"": "callbackPort" in "oauth" of server "a" is a string; Claude Code reads a port number from 1 to 65535, e.g. 8080. ‖ Change to 8080 (preferred) (safe): "\\"8080\\""→"8080"',
      ],
    ],
    [
      'Cursor: an empty or blank client secret is passed over (a public client has none); only the client id names a client',
      CU,
      ms({
        a: { ...U, auth: { CLIENT_ID: 'x', CLIENT_SECRET: '' } },
        b: { ...U, auth: { CLIENT_ID: 'x', CLIENT_SECRET: '  ' } },
      }),
      [],
    ],
    [
      'Claude Code: callbackPort at the ends of its range, as a number',
      CC,
      ms({
        a: { ...H, oauth: { callbackPort: 1 } },
        b: { ...H, oauth: { callbackPort: 65535 } },
        c: { ...H, oauth: { callbackPort: 65536 } },
        d: { ...H, oauth: { callbackPort: -1 } },
      }),
      [
        'MCP721 warning "65536": "callbackPort" in "oauth" of server "c" is 65536; a port is an integer from 1 to 65535, e.g. 8080.',
        'MCP721 warning "-1": "callbackPort" in "oauth" of server "d" is -1; a port is an integer from 1 to 65535, e.g. 8080.',
      ],
    ],
    [
      'Claude Code: a quoted callbackPort is unquoted from 1 to 65535, blanks around it dropped; "0" is no port',
      CC,
      ms({
        a: { ...H, oauth: { callbackPort: '1' } },
        b: { ...H, oauth: { callbackPort: '65535' } },
        c: { ...H, oauth: { callbackPort: ' 8080 ' } },
        d: { ...H, oauth: { callbackPort: '0' } },
        e: { ...H, oauth: { callbackPort: '00000' } },
      }),
      [
        `MCP721 warning "\\"1\\"": "callbackPort" in "oauth" of server "a" is a string; Claude Code ${PORT} ‖ Change to 1 (preferred) (safe): "\\"1\\""→"1"`,
        `MCP721 warning "\\"65535\\"": "callbackPort" in "oauth" of server "b" is a string; Claude Code ${PORT} ‖ Change to 65535 (preferred) (safe): "\\"65535\\""→"65535"`,
        `MCP721 warning "\\" 8080 \\"": "callbackPort" in "oauth" of server "c" is a string; Claude Code ${PORT} ‖ Change to 8080 (preferred) (safe): "\\" 8080 \\""→"8080"`,
        `MCP721 warning "\\"0\\"": "callbackPort" in "oauth" of server "d" is a string; Claude Code ${PORT}`,
        `MCP721 warning "\\"00000\\"": "callbackPort" in "oauth" of server "e" is a string; Claude Code ${PORT}`,
      ],
    ],
    [
      'Claude Code: a quoted callbackPort that is more than digits is not unquoted, though a number can be read from it',
      CC,
      ms({
        a: { ...H, oauth: { callbackPort: '1.5' } },
        b: { ...H, oauth: { callbackPort: '8080.0' } },
        c: { ...H, oauth: { callbackPort: '+8080' } },
        d: { ...H, oauth: { callbackPort: '0x50' } },
        e: { ...H, oauth: { callbackPort: '8e3' } },
      }),
      [
        `MCP721 warning "\\"1.5\\"": "callbackPort" in "oauth" of server "a" is a string; Claude Code ${PORT}`,
        `MCP721 warning "\\"8080.0\\"": "callbackPort" in "oauth" of server "b" is a string; Claude Code ${PORT}`,
        `MCP721 warning "\\"+8080\\"": "callbackPort" in "oauth" of server "c" is a string; Claude Code ${PORT}`,
        `MCP721 warning "\\"0x50\\"": "callbackPort" in "oauth" of server "d" is a string; Claude Code ${PORT}`,
        `MCP721 warning "\\"8e3\\"": "callbackPort" in "oauth" of server "e" is a string; Claude Code ${PORT}`,
      ],
    ],
    [
      'Claude Code: a metadata URL with blanks around it is read as the URL parser reads it; blanks alone are said empty',
      CC,
      ms({
        a: { ...H, oauth: { authServerMetadataUrl: ` ${M} ` } },
        b: { ...H, oauth: { authServerMetadataUrl: '  ' } },
      }),
      [`MCP721 warning "\\"  \\"": "authServerMetadataUrl" in "oauth" of server "b" is empty; ${HTTPS}`],
    ],
    [
      'Claude Code: a metadata URL after a no-break space is no URL, as the server url is none (MCP703)',
      CC,
      ms({ a: { ...H, oauth: { authServerMetadataUrl: `\u00a0${M}` } } }),
      [`MCP721 warning "\\"\u00a0${M}\\"": "authServerMetadataUrl" in "oauth" of server "a" is not a URL; ${HTTPS}`],
    ],
    [
      'Cursor: scopes in one string with separators doubled, mixed or leading, split into the scopes it names',
      CU,
      ms({ a: { ...U, auth: { scopes: 'openid  profile,email' } }, b: { ...U, auth: { scopes: ', openid' } } }),
      [
        'MCP721 warning "\\"openid  profile,email\\"": "scopes" in "auth" of server "a" is a string; Cursor reads a list of strings, e.g. ["openid", "profile", "email"]. ‖ Split into a list of scopes (preferred): "\\"openid  profile,email\\""→"[\\"openid\\", \\"profile\\", \\"email\\"]"',
        'MCP721 warning "\\", openid\\"": "scopes" in "auth" of server "b" is a string; Cursor reads a list of strings, e.g. ["openid"]. ‖ Split into a list of scopes (preferred): "\\", openid\\""→"[\\"openid\\"]"',
      ],
    ],
    [
      'VS Code: a string "oauth" with blanks around it becomes the client id without them',
      VS,
      '{ "servers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": " mcp-lens " } } }',
      [
        'MCP721 warning "\\" mcp-lens \\"": "oauth" of server "a" is a string; VS Code reads an object such as { "clientId": "my-client-id" }. ‖ Change to { "clientId": "mcp-lens" } (preferred): "\\" mcp-lens \\""→"{ \\"clientId\\": \\"mcp-lens\\" }"',
      ],
    ],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP001', 'MCP721'] }), expected));
  }
});
