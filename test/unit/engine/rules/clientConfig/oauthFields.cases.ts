// The oauthFields tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, VS, WS, ms, vs } from '../../../../helpers/configPaths';

export const H = { type: 'http', url: 'https://e.com/mcp' };

export const U = { url: 'https://e.com/mcp' };

export const M = 'https://auth.example.com/.well-known/oauth-authorization-server';

export const oauthFieldCases: FindingTable = {
  title: 'MCP721: the OAuth fields of a remote server',
  only: ['MCP721'],
  cases: [
    {
      title: 'VS Code: a client id, and enterpriseManaged on its own',
      path: VS,
      doc: vs({
        a: { ...H, oauth: { clientId: 'mcp-lens', enterpriseManaged: true } },
        b: { type: 'sse', url: 'https://e.com/sse', oauth: { enterpriseManaged: false } },
      }),
      findings: [],
    },
    {
      title: 'Claude Code: every field it reads, scopes as a string or a list, a URL from a variable, an empty oauth',
      path: CC,
      doc: ms({
        a: {
          ...H,
          oauth: { clientId: 'mcp-lens', callbackPort: 8080, authServerMetadataUrl: M, scopes: 'read write' },
        },
        b: {
          ...H,
          oauth: { callbackPort: 65535, scopes: ['read', 'write'], authServerMetadataUrl: '${AUTH_METADATA_URL}' },
        },
        c: { ...H, oauth: {} },
      }),
      findings: [],
    },
    {
      title: 'Cursor: every field it reads, the secret from the environment',
      path: CU,
      doc: ms({
        a: { ...U, auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:A_CLIENT_SECRET}', scopes: ['read'] } },
      }),
      findings: [],
    },
    {
      title: 'Windsurf documents no OAuth fields; an entry that is not an object is passed over',
      path: WS,
      doc: ms({ a: { serverUrl: 'https://e.com/mcp', oauth: 3 }, b: 'x' }),
      findings: [],
    },
    {
      title: 'Claude Desktop documents no OAuth fields',
      path: CD,
      doc: ms({ a: { command: 'node', oauth: 3 } }),
      findings: [],
    },
    {
      title: 'VS Code: "oauth" that is not an object (a string becomes the client id)',
      path: VS,
      doc: vs({ a: { ...H, oauth: 'mcp-lens' }, b: { ...H, oauth: [] }, c: { ...H, oauth: ' ' } }),
      findings: ['MCP721 "mcp-lens" ⇒ { "clientId": "mcp-lens" }', 'MCP721 []', 'MCP721 " "'],
    },
    {
      title: 'Claude Code: "oauth" that is not an object, with its own shape',
      path: CC,
      doc: ms({ a: { ...H, oauth: 'mcp-lens' } }),
      findings: ['MCP721 "mcp-lens" ⇒ { "clientId": "mcp-lens" }'],
    },
    {
      title: 'Cursor: "auth" that is not an object, with its own key and shape',
      path: CU,
      doc: ms({ a: { ...U, auth: 'mcp-lens' } }),
      findings: ['MCP721 "mcp-lens" ⇒ { "CLIENT_ID": "mcp-lens" }'],
    },
    {
      title: 'VS Code: an empty "oauth" (minProperties 1)',
      path: VS,
      doc: vs({ a: { ...H, oauth: {} } }),
      findings: ['MCP721 {} ⇒       "url": "https://e.com/mcp",\n      "oauth": {} →       "url": "https://e.com/mcp"'],
    },
    {
      title:
        'VS Code: "oauth" on a stdio server, its fields not checked; a stdio entry without a command is left to MCP701',
      path: VS,
      doc: vs({ a: { command: 'node', oauth: { clientId: 3 } }, b: { type: 'stdio', oauth: {} } }),
      findings: [
        'MCP721 "oauth" ⇒       "command": "node",\n' +
          '      "oauth": {\n' +
          '        "clientId": 3\n' +
          '      } →       "command": "node"',
      ],
    },
    {
      title: 'Claude Code: "oauth" on a stdio server is left to MCP711',
      path: CC,
      doc: ms({ a: { command: 'node', oauth: { clientId: 3 } } }),
      findings: [],
    },
    {
      title: 'Cursor: "auth" on a stdio server is left to MCP711; its "oauth" is not its key',
      path: CU,
      doc: ms({ a: { command: 'node', auth: { CLIENT_ID: 3 } }, b: { ...U, oauth: { clientId: 3 } } }),
      findings: [],
    },
    {
      title: 'Claude Code: near misses, renamed',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { clientID: 'x', callback_port: 8080, scope: 'read', authServerMetadataURL: M } },
        b: { ...H, oauth: { CLIENT_ID: 'x' } },
      }),
      findings: [
        'MCP721 "clientID" ⇒ "clientId" ⇒       "oauth": {\n' +
          '        "clientID": "x",\n' +
          '        "callback_port": 8080, →       "oauth": {\n' +
          '        "callback_port": 8080,',
        'MCP721 "callback_port" ⇒ "callbackPort" ⇒         "clientID": "x",\n' +
          '        "callback_port": 8080, →         "clientID": "x",',
        'MCP721 "scope" ⇒ "scopes" ⇒         "callback_port": 8080,\n' +
          '        "scope": "read", →         "callback_port": 8080,',
        'MCP721 "authServerMetadataURL" ⇒ "authServerMetadataUrl" ⇒         "scope": "read",\n' +
          '        "authServerMetadataURL": "https://auth.example.com/.well-known/oauth-authorization-server" →         "scope": "read"',
        'MCP721 "CLIENT_ID" ⇒ "clientId" ⇒       "oauth": {\n        "CLIENT_ID": "x" →       "oauth": {',
      ],
    },
    {
      title: 'a near miss of a key that is there already is only removed',
      path: CC,
      doc: ms({ a: { ...H, oauth: { clientId: 'x', client_id: 'y' } } }),
      findings: ['MCP721 "client_id" ⇒         "clientId": "x",\n        "client_id": "y" →         "clientId": "x"'],
    },
    {
      title: 'a key near none: the fields listed',
      path: VS,
      doc: vs({ a: { ...H, oauth: { clientId: 'x', redirectUri: 'http://localhost:33418' } } }),
      findings: [
        'MCP721 "redirectUri" ⇒         "clientId": "x",\n' +
          '        "redirectUri": "http://localhost:33418" →         "clientId": "x"',
      ],
    },
    {
      title: 'VS Code: a client secret, which it does not read',
      path: VS,
      doc: vs({ a: { ...H, oauth: { clientId: 'x', clientSecret: 'abc' } } }),
      findings: [
        'MCP721 "clientSecret" ⇒         "clientId": "x",\n' +
          '        "clientSecret": "abc" →         "clientId": "x"',
      ],
    },
    {
      title: 'Claude Code: a client secret, which it does not read',
      path: CC,
      doc: ms({ a: { ...H, oauth: { clientId: 'x', client_secret: 'abc' } } }),
      findings: [
        'MCP721 "client_secret" ⇒         "clientId": "x",\n' +
          '        "client_secret": "abc" →         "clientId": "x"',
      ],
    },
    {
      title: 'Cursor: near misses of its keys',
      path: CU,
      doc: ms({ a: { ...U, auth: { clientId: 'x', clientSecret: '${env:S}', scope: ['read'] } } }),
      findings: [
        'MCP721 "clientId" ⇒ "CLIENT_ID" ⇒       "auth": {\n' +
          '        "clientId": "x",\n' +
          '        "clientSecret": "${env:S}", →       "auth": {\n' +
          '        "clientSecret": "${env:S}",',
        'MCP721 "clientSecret" ⇒ "CLIENT_SECRET" ⇒         "clientId": "x",\n' +
          '        "clientSecret": "${env:S}", →         "clientId": "x",',
        'MCP721 "scope" ⇒ "scopes" ⇒         "clientSecret": "${env:S}",\n' +
          '        "scope": [\n' +
          '          "read"\n' +
          '        ] →         "clientSecret": "${env:S}"',
      ],
    },
    {
      title: 'VS Code: client ids that are not strings (a number is quoted) or are empty',
      path: VS,
      doc: vs({
        a: { ...H, oauth: { clientId: 42 } },
        b: { ...H, oauth: { clientId: true } },
        c: { ...H, oauth: { clientId: {} } },
        d: { ...H, oauth: { clientId: '' } },
      }),
      findings: ['MCP721 42 ⇒ "42"', 'MCP721 true', 'MCP721 {}', 'MCP721 ""'],
    },
    {
      title: 'Claude Code: an empty client id',
      path: CC,
      doc: ms({ a: { ...H, oauth: { clientId: '' } } }),
      findings: ['MCP721 ""'],
    },
    {
      title: 'Cursor: a blank or null client id, a secret that is not a string',
      path: CU,
      doc: ms({ a: { ...U, auth: { CLIENT_ID: '  ', CLIENT_SECRET: 7 } }, b: { ...U, auth: { CLIENT_ID: null } } }),
      findings: ['MCP721 "  "', 'MCP721 7', 'MCP721 null'],
    },
    {
      title: 'VS Code: enterpriseManaged that is not a boolean (a quoted one unquoted)',
      path: VS,
      doc: vs({
        a: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'true' } },
        b: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'false' } },
        c: { ...H, oauth: { clientId: 'x', enterpriseManaged: 1 } },
      }),
      findings: ['MCP721 "true" ⇒ true', 'MCP721 "false" ⇒ false', 'MCP721 1'],
    },
    {
      title: 'Claude Code: callbackPort that is not a port (a quoted one unquoted)',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { callbackPort: '8080' } },
        b: { ...H, oauth: { callbackPort: '99999' } },
        c: { ...H, oauth: { callbackPort: 0 } },
        d: { ...H, oauth: { callbackPort: 70000 } },
        e: { ...H, oauth: { callbackPort: 80.5 } },
        f: { ...H, oauth: { callbackPort: true } },
      }),
      findings: ['MCP721 "8080" ⇒ 8080', 'MCP721 "99999"', 'MCP721 0', 'MCP721 70000', 'MCP721 80.5', 'MCP721 true'],
    },
    {
      title: 'Claude Code: authServerMetadataUrl that is not https (http on loopback too)',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { authServerMetadataUrl: 'http://127.0.0.1:9000/.well-known/oauth-authorization-server' } },
        b: { ...H, oauth: { authServerMetadataUrl: 'ftp://e.com/m' } },
        c: { ...H, oauth: { authServerMetadataUrl: 'auth.example.com' } },
        d: { ...H, oauth: { authServerMetadataUrl: '' } },
        e: { ...H, oauth: { authServerMetadataUrl: 443 } },
      }),
      findings: [
        'MCP721 "http://127.0.0.1:9000/.well-known/oauth-authorization-server"',
        'MCP721 "ftp://e.com/m"',
        'MCP721 "auth.example.com"',
        'MCP721 ""',
        'MCP721 443',
      ],
    },
    {
      title: 'Claude Code: scopes that are neither a string nor strings',
      path: CC,
      doc: ms({ a: { ...H, oauth: { scopes: 3 } }, b: { ...H, oauth: { scopes: [1, true, {}, 'ok'] } } }),
      findings: ['MCP721 3', 'MCP721 1 ⇒ "1"', 'MCP721 true', 'MCP721 {}'],
    },
    {
      title: 'Cursor: scopes as a string (split into a list) or not a list',
      path: CU,
      doc: ms({
        a: { ...U, auth: { scopes: 'read write' } },
        b: { ...U, auth: { scopes: 'read,write' } },
        c: { ...U, auth: { scopes: '' } },
        d: { ...U, auth: { scopes: {} } },
      }),
      findings: [
        'MCP721 "read write" ⇒ ["read", "write"]',
        'MCP721 "read,write" ⇒ ["read", "write"]',
        'MCP721 "" ⇒ []',
        'MCP721 {}',
      ],
    },
    {
      title: 'in VS Code, what its own schema reports is a hint; unknown keys and stdio servers stay warnings',
      path: VS,
      doc: vs({
        a: { ...H, oauth: 'x' },
        b: { ...H, oauth: {} },
        c: { ...H, oauth: { clientId: '', enterpriseManaged: 'yes', clientid: 'x' } },
        d: { ...H, oauth: { clientId: ' ' } },
        e: { command: 'node', oauth: {} },
      }),
      options: { editorValidatesVsCodeMcpJson: true },
      findings: [
        'MCP721 "x" ⇒ { "clientId": "x" }',
        'MCP721 {} ⇒       "url": "https://e.com/mcp",\n      "oauth": {} →       "url": "https://e.com/mcp"',
        'MCP721 ""',
        'MCP721 "yes"',
        'MCP721 "clientid" ⇒         "enterpriseManaged": "yes",\n' +
          '        "clientid": "x" →         "enterpriseManaged": "yes"',
        'MCP721 " "',
        'MCP721 "oauth" ⇒       "command": "node",\n      "oauth": {} →       "command": "node"',
      ],
    },
  ],
};

export const oauthFieldEdges: FindingTable = {
  title: 'MCP721 at its edges: what the mutation run of oauthFields.ts asked for',
  only: ['MCP001', 'MCP721'],
  cases: [
    {
      title: 'VS Code: "oauth" typed without its value yet is the syntax error only',
      path: VS,
      doc: '{ "servers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": } } }',
      findings: ['MCP001 }'],
    },
    {
      title:
        'Claude Code: a field typed without its value yet is the syntax error only; the fields after it are still read',
      path: CC,
      doc: '{ "mcpServers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": { "clientId": , "callbackPort": "8080" } } } }',
      findings: ['MCP001 ,', 'MCP721 "8080" ⇒ 8080'],
    },
    {
      title:
        'Cursor: an empty or blank client secret is passed over (a public client has none); only the client id names a client',
      path: CU,
      doc: ms({
        a: { ...U, auth: { CLIENT_ID: 'x', CLIENT_SECRET: '' } },
        b: { ...U, auth: { CLIENT_ID: 'x', CLIENT_SECRET: '  ' } },
      }),
      findings: [],
    },
    {
      title: 'Claude Code: callbackPort at the ends of its range, as a number',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { callbackPort: 1 } },
        b: { ...H, oauth: { callbackPort: 65535 } },
        c: { ...H, oauth: { callbackPort: 65536 } },
        d: { ...H, oauth: { callbackPort: -1 } },
      }),
      findings: ['MCP721 65536', 'MCP721 -1'],
    },
    {
      title: 'Claude Code: a quoted callbackPort is unquoted from 1 to 65535, blanks around it dropped; "0" is no port',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { callbackPort: '1' } },
        b: { ...H, oauth: { callbackPort: '65535' } },
        c: { ...H, oauth: { callbackPort: ' 8080 ' } },
        d: { ...H, oauth: { callbackPort: '0' } },
        e: { ...H, oauth: { callbackPort: '00000' } },
      }),
      findings: ['MCP721 "1" ⇒ 1', 'MCP721 "65535" ⇒ 65535', 'MCP721 " 8080 " ⇒ 8080', 'MCP721 "0"', 'MCP721 "00000"'],
    },
    {
      title:
        'Claude Code: a quoted callbackPort that is more than digits is not unquoted, though a number can be read from it',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { callbackPort: '1.5' } },
        b: { ...H, oauth: { callbackPort: '8080.0' } },
        c: { ...H, oauth: { callbackPort: '+8080' } },
        d: { ...H, oauth: { callbackPort: '0x50' } },
        e: { ...H, oauth: { callbackPort: '8e3' } },
      }),
      findings: ['MCP721 "1.5"', 'MCP721 "8080.0"', 'MCP721 "+8080"', 'MCP721 "0x50"', 'MCP721 "8e3"'],
    },
    {
      title:
        'Claude Code: a metadata URL with blanks around it is read as the URL parser reads it; blanks alone are said empty',
      path: CC,
      doc: ms({
        a: { ...H, oauth: { authServerMetadataUrl: ` ${M} ` } },
        b: { ...H, oauth: { authServerMetadataUrl: '  ' } },
      }),
      findings: ['MCP721 "  "'],
    },
    {
      title: 'Claude Code: a metadata URL after a no-break space is no URL, as the server url is none (MCP703)',
      path: CC,
      doc: ms({ a: { ...H, oauth: { authServerMetadataUrl: `\u00a0${M}` } } }),
      findings: [`MCP721 "\u00a0${M}"`],
    },
    {
      title: 'Cursor: scopes in one string with separators doubled, mixed or leading, split into the scopes it names',
      path: CU,
      doc: ms({ a: { ...U, auth: { scopes: 'openid  profile,email' } }, b: { ...U, auth: { scopes: ', openid' } } }),
      findings: ['MCP721 "openid  profile,email" ⇒ ["openid", "profile", "email"]', 'MCP721 ", openid" ⇒ ["openid"]'],
    },
    {
      title: 'VS Code: a string "oauth" with blanks around it becomes the client id without them',
      path: VS,
      doc: '{ "servers": { "a": { "type": "http", "url": "https://e.com/mcp", "oauth": " mcp-lens " } } }',
      findings: ['MCP721 " mcp-lens " ⇒ { "clientId": "mcp-lens" }'],
    },
  ],
};

export const oauthFixRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP721',
    title: 'Claude Code: "client_id" renamed',
    path: CC,
    bad: ms({ a: { ...H, oauth: { client_id: 'my-client-id' } } }),
    good: ms({ a: { ...H, oauth: { clientId: 'my-client-id' } } }),
    fixedText: '"clientId"',
    fix: 'Rename to "clientId"',
    span: '"client_id"',
    severity: 'warning',
    fixed: (t) => assert.deepEqual(JSON.parse(t).mcpServers.a.oauth, { clientId: 'my-client-id' }),
  },
  {
    code: 'MCP721',
    title: 'Claude Code: a quoted callbackPort unquoted',
    path: CC,
    bad: ms({ a: { ...H, oauth: { callbackPort: '8080' } } }),
    good: ms({ a: { ...H, oauth: { callbackPort: 8080 } } }),
    span: '"8080"',
    fixedText: '8080',
    fix: true,
    fixed: (t) => assert.equal(JSON.parse(t).mcpServers.a.oauth.callbackPort, 8080),
  },
  {
    code: 'MCP721',
    title: 'Claude Code: http metadata (no fix: the server may not serve https)',
    path: CC,
    bad: ms({
      a: { ...H, oauth: { authServerMetadataUrl: 'http://auth.example.com/.well-known/oauth-authorization-server' } },
    }),
    good: ms({ a: { ...H, oauth: { authServerMetadataUrl: M } } }),
    span: '"http://auth.example.com/.well-known/oauth-authorization-server"',
    fixedText: null,
    message: /uses http; Claude Code requires an https URL/,
  },
  {
    code: 'MCP721',
    title: 'Cursor: scopes split into a list',
    path: CU,
    bad: ms({ a: { ...U, auth: { CLIENT_ID: 'x', scopes: 'read write' } } }),
    good: ms({ a: { ...U, auth: { CLIENT_ID: 'x', scopes: ['read', 'write'] } } }),
    span: '"read write"',
    fixedText: '["read", "write"]',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).mcpServers.a.auth.scopes, ['read', 'write']),
  },
  {
    code: 'MCP721',
    title: 'Cursor: "clientId" renamed to "CLIENT_ID"',
    path: CU,
    bad: ms({ a: { ...U, auth: { clientId: 'x' } } }),
    good: ms({ a: { ...U, auth: { CLIENT_ID: 'x' } } }),
    span: '"clientId"',
    fixedText: '"CLIENT_ID"',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).mcpServers.a.auth, { CLIENT_ID: 'x' }),
  },
  {
    code: 'MCP721',
    title: 'VS Code: a string "oauth" becomes the client id',
    path: VS,
    bad: vs({ a: { ...H, oauth: 'my-client-id' } }),
    good: vs({ a: { ...H, oauth: { clientId: 'my-client-id' } } }),
    span: '"my-client-id"',
    fixedText: '{ "clientId": "my-client-id" }',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a.oauth, { clientId: 'my-client-id' }),
  },
  {
    code: 'MCP721',
    title: 'VS Code: a quoted enterpriseManaged unquoted',
    path: VS,
    bad: vs({ a: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'true' } } }),
    good: vs({ a: { ...H, oauth: { clientId: 'x', enterpriseManaged: true } } }),
    span: '"true"',
    fixedText: 'true',
    fix: true,
    fixed: (t) => assert.equal(JSON.parse(t).servers.a.oauth.enterpriseManaged, true),
  },
  {
    code: 'MCP721',
    title: 'VS Code: a numeric client id quoted',
    path: VS,
    bad: vs({ a: { ...H, oauth: { clientId: 1234 } } }),
    good: vs({ a: { ...H, oauth: { clientId: '1234' } } }),
    span: '1234',
    fixedText: '"1234"',
    fix: true,
  },
  {
    code: 'MCP721',
    title: 'VS Code: "oauth" removed from a stdio server',
    path: VS,
    bad: vs({ a: { command: 'node', oauth: { clientId: 'x' } } }),
    good: vs({ a: { ...H, oauth: { clientId: 'x' } } }),
    span: '"oauth"',
    fixedText: '      "command": "node",\n      "oauth": {\n        "clientId": "x"\n      } →       "command": "node"',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a, { command: 'node' }),
  },
  {
    code: 'MCP721',
    title: 'VS Code: a client secret removed',
    path: VS,
    bad: vs({ a: { ...H, oauth: { clientId: 'x', clientSecret: 'abc' } } }),
    good: vs({ a: { ...H, oauth: { clientId: 'x' } } }),
    span: '"clientSecret"',
    fixedText: '        "clientId": "x",\n        "clientSecret": "abc" →         "clientId": "x"',
    fix: true,
    fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a.oauth, { clientId: 'x' }),
  },
];
