import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { codes, lintText } from '../../../../helpers/engine';
import { transcript } from '../../../../helpers/transcript';
import { CC, CD, CU, VS, WS, ms, vs } from '../../../../helpers/configPaths';
import { runCases } from '../../ruleCases';

const H = { type: 'http', url: 'https://e.com/mcp' };

const U = { url: 'https://e.com/mcp' };

const M = 'https://auth.example.com/.well-known/oauth-authorization-server';

const PORT = 'reads a port number from 1 to 65535, e.g. 8080.';

const HTTPS =
  'Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".';

describe('MCP721: the OAuth fields of a remote server', () => {
  const cases: [string, string, object, string[], EngineOptions?][] = [
    [
      'VS Code: a client id, and enterpriseManaged on its own',
      VS,
      vs({
        a: { ...H, oauth: { clientId: 'mcp-lens', enterpriseManaged: true } },
        b: { type: 'sse', url: 'https://e.com/sse', oauth: { enterpriseManaged: false } },
      }),
      [],
    ],
    [
      'Claude Code: every field it reads, scopes as a string or a list, a URL from a variable, an empty oauth',
      CC,
      ms({
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
      [],
    ],
    [
      'Cursor: every field it reads, the secret from the environment',
      CU,
      ms({ a: { ...U, auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:A_CLIENT_SECRET}', scopes: ['read'] } } }),
      [],
    ],
    [
      'Windsurf documents no OAuth fields; an entry that is not an object is passed over',
      WS,
      ms({ a: { serverUrl: 'https://e.com/mcp', oauth: 3 }, b: 'x' }),
      [],
    ],
    ['Claude Desktop documents no OAuth fields', CD, ms({ a: { command: 'node', oauth: 3 } }), []],
    [
      'VS Code: "oauth" that is not an object (a string becomes the client id)',
      VS,
      vs({ a: { ...H, oauth: 'mcp-lens' }, b: { ...H, oauth: [] }, c: { ...H, oauth: ' ' } }),
      [
        'MCP721 warning "\\"mcp-lens\\"": "oauth" of server "a" is a string; VS Code reads an object such as { "clientId": "my-client-id" }. ‖ Change to { "clientId": "mcp-lens" } (preferred): "\\"mcp-lens\\""→"{ \\"clientId\\": \\"mcp-lens\\" }"',
        'MCP721 warning "[]": "oauth" of server "b" is an array; VS Code reads an object such as { "clientId": "my-client-id" }.',
        'MCP721 warning "\\" \\"": "oauth" of server "c" is a string; VS Code reads an object such as { "clientId": "my-client-id" }.',
      ],
    ],
    [
      'Claude Code: "oauth" that is not an object, with its own shape',
      CC,
      ms({ a: { ...H, oauth: 'mcp-lens' } }),
      [
        'MCP721 warning "\\"mcp-lens\\"": "oauth" of server "a" is a string; Claude Code reads an object such as { "clientId": "my-client-id", "callbackPort": 8080 }. ‖ Change to { "clientId": "mcp-lens" } (preferred): "\\"mcp-lens\\""→"{ \\"clientId\\": \\"mcp-lens\\" }"',
      ],
    ],
    [
      'Cursor: "auth" that is not an object, with its own key and shape',
      CU,
      ms({ a: { ...U, auth: 'mcp-lens' } }),
      [
        'MCP721 warning "\\"mcp-lens\\"": "auth" of server "a" is a string; Cursor reads an object such as { "CLIENT_ID": "my-client-id", "CLIENT_SECRET": "${env:MY_CLIENT_SECRET}" }. ‖ Change to { "CLIENT_ID": "mcp-lens" } (preferred): "\\"mcp-lens\\""→"{ \\"CLIENT_ID\\": \\"mcp-lens\\" }"',
      ],
    ],
    [
      'VS Code: an empty "oauth" (minProperties 1)',
      VS,
      vs({ a: { ...H, oauth: {} } }),
      [
        'MCP721 warning "{}": "oauth" of server "a" is empty; VS Code needs at least its "clientId", the id of the client registered with the server\'s authorization server. ‖ Remove "oauth": "      \\"url\\": \\"https://e.com/mcp\\",\\n      \\"oauth\\": {}"→"      \\"url\\": \\"https://e.com/mcp\\""',
      ],
    ],
    [
      'VS Code: "oauth" on a stdio server, its fields not checked; a stdio entry without a command is left to MCP701',
      VS,
      vs({ a: { command: 'node', oauth: { clientId: 3 } }, b: { type: 'stdio', oauth: {} } }),
      [
        'MCP721 warning "\\"oauth\\"": "oauth" applies to remote servers; server "a" is started as a stdio command, so VS Code ignores it. [unnecessary] ‖ Remove "oauth": "      \\"command\\": \\"node\\",\\n      \\"oauth\\": {\\n        \\"clientId\\": 3\\n      }"→"      \\"command\\": \\"node\\""',
      ],
    ],
    [
      'Claude Code: "oauth" on a stdio server is left to MCP711',
      CC,
      ms({ a: { command: 'node', oauth: { clientId: 3 } } }),
      [],
    ],
    [
      'Cursor: "auth" on a stdio server is left to MCP711; its "oauth" is not its key',
      CU,
      ms({ a: { command: 'node', auth: { CLIENT_ID: 3 } }, b: { ...U, oauth: { clientId: 3 } } }),
      [],
    ],
    [
      'Claude Code: near misses, renamed',
      CC,
      ms({
        a: { ...H, oauth: { clientID: 'x', callback_port: 8080, scope: 'read', authServerMetadataURL: M } },
        b: { ...H, oauth: { CLIENT_ID: 'x' } },
      }),
      [
        'MCP721 warning "\\"clientID\\"": Claude Code does not read "clientID" in "oauth" of server "a"; did you mean "clientId"? As written the key has no effect. [unnecessary] ‖ Rename to "clientId" (preferred): "\\"clientID\\""→"\\"clientId\\"" ‖ Remove "clientID": "      \\"oauth\\": {\\n        \\"clientID\\": \\"x\\",\\n        \\"callback_port\\": 8080,"→"      \\"oauth\\": {\\n        \\"callback_port\\": 8080,"',
        'MCP721 warning "\\"callback_port\\"": Claude Code does not read "callback_port" in "oauth" of server "a"; did you mean "callbackPort"? As written the key has no effect. [unnecessary] ‖ Rename to "callbackPort" (preferred): "\\"callback_port\\""→"\\"callbackPort\\"" ‖ Remove "callback_port": "        \\"clientID\\": \\"x\\",\\n        \\"callback_port\\": 8080,"→"        \\"clientID\\": \\"x\\","',
        'MCP721 warning "\\"scope\\"": Claude Code does not read "scope" in "oauth" of server "a"; did you mean "scopes"? As written the key has no effect. [unnecessary] ‖ Rename to "scopes" (preferred): "\\"scope\\""→"\\"scopes\\"" ‖ Remove "scope": "        \\"callback_port\\": 8080,\\n        \\"scope\\": \\"read\\","→"        \\"callback_port\\": 8080,"',
        'MCP721 warning "\\"authServerMetadataURL\\"": Claude Code does not read "authServerMetadataURL" in "oauth" of server "a"; did you mean "authServerMetadataUrl"? As written the key has no effect. [unnecessary] ‖ Rename to "authServerMetadataUrl" (preferred): "\\"authServerMetadataURL\\""→"\\"authServerMetadataUrl\\"" ‖ Remove "authServerMetadataURL": "        \\"scope\\": \\"read\\",\\n        \\"authServerMetadataURL\\": \\"https://auth.example.com/.well-known/oauth-authorization-server\\""→"        \\"scope\\": \\"read\\""',
        'MCP721 warning "\\"CLIENT_ID\\"": Claude Code does not read "CLIENT_ID" in "oauth" of server "b"; did you mean "clientId"? As written the key has no effect. [unnecessary] ‖ Rename to "clientId" (preferred): "\\"CLIENT_ID\\""→"\\"clientId\\"" ‖ Remove "CLIENT_ID": "      \\"oauth\\": {\\n        \\"CLIENT_ID\\": \\"x\\""→"      \\"oauth\\": {"',
      ],
    ],
    [
      'a near miss of a key that is there already is only removed',
      CC,
      ms({ a: { ...H, oauth: { clientId: 'x', client_id: 'y' } } }),
      [
        'MCP721 warning "\\"client_id\\"": Claude Code does not read "client_id" in "oauth" of server "a"; did you mean "clientId"? As written the key has no effect. [unnecessary] ‖ Remove "client_id": "        \\"clientId\\": \\"x\\",\\n        \\"client_id\\": \\"y\\""→"        \\"clientId\\": \\"x\\""',
      ],
    ],
    [
      'a key near none: the fields listed',
      VS,
      vs({ a: { ...H, oauth: { clientId: 'x', redirectUri: 'http://localhost:33418' } } }),
      [
        'MCP721 warning "\\"redirectUri\\"": VS Code does not read "redirectUri" in "oauth" of server "a" (it reads "clientId", "enterpriseManaged"); the key has no effect here. [unnecessary] ‖ Remove "redirectUri": "        \\"clientId\\": \\"x\\",\\n        \\"redirectUri\\": \\"http://localhost:33418\\""→"        \\"clientId\\": \\"x\\""',
      ],
    ],
    [
      'VS Code: a client secret, which it does not read',
      VS,
      vs({ a: { ...H, oauth: { clientId: 'x', clientSecret: 'abc' } } }),
      [
        'MCP721 warning "\\"clientSecret\\"": VS Code does not read "clientSecret" in "oauth" of server "a" (it reads "clientId", "enterpriseManaged"): there is no place for a secret here, and one written in this file is readable by everyone who can read it. Remove it. [unnecessary] ‖ Remove "clientSecret" (preferred): "        \\"clientId\\": \\"x\\",\\n        \\"clientSecret\\": \\"abc\\""→"        \\"clientId\\": \\"x\\""',
      ],
    ],
    [
      'Claude Code: a client secret, which it does not read',
      CC,
      ms({ a: { ...H, oauth: { clientId: 'x', client_secret: 'abc' } } }),
      [
        'MCP721 warning "\\"client_secret\\"": Claude Code does not read "client_secret" in "oauth" of server "a" (it reads "clientId", "callbackPort", "authServerMetadataUrl", "scopes"): there is no place for a secret here, and one written in this file is readable by everyone who can read it. Remove it. [unnecessary] ‖ Remove "client_secret" (preferred): "        \\"clientId\\": \\"x\\",\\n        \\"client_secret\\": \\"abc\\""→"        \\"clientId\\": \\"x\\""',
      ],
    ],
    [
      'Cursor: near misses of its keys',
      CU,
      ms({ a: { ...U, auth: { clientId: 'x', clientSecret: '${env:S}', scope: ['read'] } } }),
      [
        'MCP721 warning "\\"clientId\\"": Cursor does not read "clientId" in "auth" of server "a"; did you mean "CLIENT_ID"? As written the key has no effect. [unnecessary] ‖ Rename to "CLIENT_ID" (preferred): "\\"clientId\\""→"\\"CLIENT_ID\\"" ‖ Remove "clientId": "      \\"auth\\": {\\n        \\"clientId\\": \\"x\\",\\n        \\"clientSecret\\": \\"${env:S}\\","→"      \\"auth\\": {\\n        \\"clientSecret\\": \\"${env:S}\\","',
        'MCP721 warning "\\"clientSecret\\"": Cursor does not read "clientSecret" in "auth" of server "a"; did you mean "CLIENT_SECRET"? As written the key has no effect. [unnecessary] ‖ Rename to "CLIENT_SECRET" (preferred): "\\"clientSecret\\""→"\\"CLIENT_SECRET\\"" ‖ Remove "clientSecret": "        \\"clientId\\": \\"x\\",\\n        \\"clientSecret\\": \\"${env:S}\\","→"        \\"clientId\\": \\"x\\","',
        'MCP721 warning "\\"scope\\"": Cursor does not read "scope" in "auth" of server "a"; did you mean "scopes"? As written the key has no effect. [unnecessary] ‖ Rename to "scopes" (preferred): "\\"scope\\""→"\\"scopes\\"" ‖ Remove "scope": "        \\"clientSecret\\": \\"${env:S}\\",\\n        \\"scope\\": [\\n          \\"read\\"\\n        ]"→"        \\"clientSecret\\": \\"${env:S}\\""',
      ],
    ],
    [
      'VS Code: client ids that are not strings (a number is quoted) or are empty',
      VS,
      vs({
        a: { ...H, oauth: { clientId: 42 } },
        b: { ...H, oauth: { clientId: true } },
        c: { ...H, oauth: { clientId: {} } },
        d: { ...H, oauth: { clientId: '' } },
      }),
      [
        'MCP721 warning "42": "clientId" in "oauth" of server "a" is an integer; it is the client id as a string, e.g. "my-client-id". ‖ Quote it: "42" (preferred) (safe): "42"→"\\"42\\""',
        'MCP721 warning "true": "clientId" in "oauth" of server "b" is a boolean; it is the client id as a string, e.g. "my-client-id".',
        'MCP721 warning "{}": "clientId" in "oauth" of server "c" is an object; it is the client id as a string, e.g. "my-client-id".',
        'MCP721 warning "\\"\\"": "clientId" in "oauth" of server "d" is empty; VS Code requires a client id of at least one character. Write the id of the client registered with the authorization server, or remove "oauth".',
      ],
    ],
    [
      'Claude Code: an empty client id',
      CC,
      ms({ a: { ...H, oauth: { clientId: '' } } }),
      [
        'MCP721 warning "\\"\\"": "clientId" in "oauth" of server "a" is empty, which names no client. Write the id of the client registered with the authorization server, or remove the key.',
      ],
    ],
    [
      'Cursor: a blank or null client id, a secret that is not a string',
      CU,
      ms({ a: { ...U, auth: { CLIENT_ID: '  ', CLIENT_SECRET: 7 } }, b: { ...U, auth: { CLIENT_ID: null } } }),
      [
        'MCP721 warning "\\"  \\"": "CLIENT_ID" in "auth" of server "a" is blank, which names no client. Write the id of the client registered with the authorization server, or remove the key.',
        'MCP721 warning "7": "CLIENT_SECRET" in "auth" of server "a" is an integer; it is the client secret as a string, best a reference such as "${env:A_CLIENT_SECRET}".',
        'MCP721 warning "null": "CLIENT_ID" in "auth" of server "b" is null; it is the client id as a string, e.g. "my-client-id".',
      ],
    ],
    [
      'VS Code: enterpriseManaged that is not a boolean (a quoted one unquoted)',
      VS,
      vs({
        a: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'true' } },
        b: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'false' } },
        c: { ...H, oauth: { clientId: 'x', enterpriseManaged: 1 } },
      }),
      [
        'MCP721 warning "\\"true\\"": "enterpriseManaged" in "oauth" of server "a" is a string; it is true or false. ‖ Change to true (preferred) (safe): "\\"true\\""→"true"',
        'MCP721 warning "\\"false\\"": "enterpriseManaged" in "oauth" of server "b" is a string; it is true or false. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
        'MCP721 warning "1": "enterpriseManaged" in "oauth" of server "c" is an integer; it is true or false.',
      ],
    ],
    [
      'Claude Code: callbackPort that is not a port (a quoted one unquoted)',
      CC,
      ms({
        a: { ...H, oauth: { callbackPort: '8080' } },
        b: { ...H, oauth: { callbackPort: '99999' } },
        c: { ...H, oauth: { callbackPort: 0 } },
        d: { ...H, oauth: { callbackPort: 70000 } },
        e: { ...H, oauth: { callbackPort: 80.5 } },
        f: { ...H, oauth: { callbackPort: true } },
      }),
      [
        'MCP721 warning "\\"8080\\"": "callbackPort" in "oauth" of server "a" is a string; Claude Code reads a port number from 1 to 65535, e.g. 8080. ‖ Change to 8080 (preferred) (safe): "\\"8080\\""→"8080"',
        'MCP721 warning "\\"99999\\"": "callbackPort" in "oauth" of server "b" is a string; Claude Code reads a port number from 1 to 65535, e.g. 8080.',
        'MCP721 warning "0": "callbackPort" in "oauth" of server "c" is 0; a port is an integer from 1 to 65535, e.g. 8080.',
        'MCP721 warning "70000": "callbackPort" in "oauth" of server "d" is 70000; a port is an integer from 1 to 65535, e.g. 8080.',
        'MCP721 warning "80.5": "callbackPort" in "oauth" of server "e" is 80.5; a port is an integer from 1 to 65535, e.g. 8080.',
        'MCP721 warning "true": "callbackPort" in "oauth" of server "f" is a boolean; Claude Code reads a port number from 1 to 65535, e.g. 8080.',
      ],
    ],
    [
      'Claude Code: authServerMetadataUrl that is not https (http on loopback too)',
      CC,
      ms({
        a: { ...H, oauth: { authServerMetadataUrl: 'http://127.0.0.1:9000/.well-known/oauth-authorization-server' } },
        b: { ...H, oauth: { authServerMetadataUrl: 'ftp://e.com/m' } },
        c: { ...H, oauth: { authServerMetadataUrl: 'auth.example.com' } },
        d: { ...H, oauth: { authServerMetadataUrl: '' } },
        e: { ...H, oauth: { authServerMetadataUrl: 443 } },
      }),
      [
        'MCP721 warning "\\"http://127.0.0.1:9000/.well-known/oauth-authorization-server\\"": "authServerMetadataUrl" in "oauth" of server "a" uses http; Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
        'MCP721 warning "\\"ftp://e.com/m\\"": "authServerMetadataUrl" in "oauth" of server "b" is not an https URL; Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
        'MCP721 warning "\\"auth.example.com\\"": "authServerMetadataUrl" in "oauth" of server "c" is not a URL; Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
        'MCP721 warning "\\"\\"": "authServerMetadataUrl" in "oauth" of server "d" is empty; Claude Code requires an https URL for the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
        'MCP721 warning "443": "authServerMetadataUrl" in "oauth" of server "e" is an integer; it is the https URL of the authorization server\'s metadata, e.g. "https://auth.example.com/.well-known/oauth-authorization-server".',
      ],
    ],
    [
      'Claude Code: scopes that are neither a string nor strings',
      CC,
      ms({ a: { ...H, oauth: { scopes: 3 } }, b: { ...H, oauth: { scopes: [1, true, {}, 'ok'] } } }),
      [
        'MCP721 warning "3": "scopes" in "oauth" of server "a" is an integer; Claude Code reads a string or a list of strings, e.g. ["read", "write"].',
        'MCP721 warning "1": "scopes" in "oauth" of server "b" holds an integer; scopes are strings such as "read". ‖ Quote it: "1" (preferred) (safe): "1"→"\\"1\\""',
        'MCP721 warning "true": "scopes" in "oauth" of server "b" holds a boolean; scopes are strings such as "read".',
        'MCP721 warning "{}": "scopes" in "oauth" of server "b" holds an object; scopes are strings such as "read".',
      ],
    ],
    [
      'Cursor: scopes as a string (split into a list) or not a list',
      CU,
      ms({
        a: { ...U, auth: { scopes: 'read write' } },
        b: { ...U, auth: { scopes: 'read,write' } },
        c: { ...U, auth: { scopes: '' } },
        d: { ...U, auth: { scopes: {} } },
      }),
      [
        'MCP721 warning "\\"read write\\"": "scopes" in "auth" of server "a" is a string; Cursor reads a list of strings, e.g. ["read", "write"]. ‖ Split into a list of scopes (preferred): "\\"read write\\""→"[\\"read\\", \\"write\\"]"',
        'MCP721 warning "\\"read,write\\"": "scopes" in "auth" of server "b" is a string; Cursor reads a list of strings, e.g. ["read", "write"]. ‖ Split into a list of scopes (preferred): "\\"read,write\\""→"[\\"read\\", \\"write\\"]"',
        'MCP721 warning "\\"\\"": "scopes" in "auth" of server "c" is a string; Cursor reads a list of strings, e.g. ["read", "write"]. ‖ Split into a list of scopes (preferred): "\\"\\""→"[]"',
        'MCP721 warning "{}": "scopes" in "auth" of server "d" is an object; Cursor reads a list of strings, e.g. ["read", "write"].',
      ],
    ],
    [
      'in VS Code, what its own schema reports is a hint; unknown keys and stdio servers stay warnings',
      VS,
      vs({
        a: { ...H, oauth: 'x' },
        b: { ...H, oauth: {} },
        c: { ...H, oauth: { clientId: '', enterpriseManaged: 'yes', clientid: 'x' } },
        d: { ...H, oauth: { clientId: ' ' } },
        e: { command: 'node', oauth: {} },
      }),
      [
        'MCP721 hint "\\"x\\"": "oauth" of server "a" is a string; VS Code reads an object such as { "clientId": "my-client-id" }. ‖ Change to { "clientId": "x" } (preferred): "\\"x\\""→"{ \\"clientId\\": \\"x\\" }"',
        'MCP721 hint "{}": "oauth" of server "b" is empty; VS Code needs at least its "clientId", the id of the client registered with the server\'s authorization server. ‖ Remove "oauth": "      \\"url\\": \\"https://e.com/mcp\\",\\n      \\"oauth\\": {}"→"      \\"url\\": \\"https://e.com/mcp\\""',
        'MCP721 hint "\\"\\"": "clientId" in "oauth" of server "c" is empty; VS Code requires a client id of at least one character. Write the id of the client registered with the authorization server, or remove "oauth".',
        'MCP721 hint "\\"yes\\"": "enterpriseManaged" in "oauth" of server "c" is a string; it is true or false.',
        'MCP721 warning "\\"clientid\\"": VS Code does not read "clientid" in "oauth" of server "c"; did you mean "clientId"? As written the key has no effect. [unnecessary] ‖ Remove "clientid": "        \\"enterpriseManaged\\": \\"yes\\",\\n        \\"clientid\\": \\"x\\""→"        \\"enterpriseManaged\\": \\"yes\\""',
        'MCP721 warning "\\" \\"": "clientId" in "oauth" of server "d" is blank, which names no client. Write the id of the client registered with the authorization server, or remove "oauth".',
        'MCP721 warning "\\"oauth\\"": "oauth" applies to remote servers; server "e" is started as a stdio command, so VS Code ignores it. [unnecessary] ‖ Remove "oauth": "      \\"command\\": \\"node\\",\\n      \\"oauth\\": {}"→"      \\"command\\": \\"node\\""',
      ],
      { editorValidatesVsCodeMcpJson: true },
    ],
  ];
  for (const [title, path, doc, expected, options] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP721'], options }), expected));
  }
});

describe('MCP721 fixes, each on a failing fixture beside a passing one', () => {
  runCases([
    {
      code: 'MCP721',
      title: 'Claude Code: "client_id" renamed',
      path: CC,
      bad: ms({ a: { ...H, oauth: { client_id: 'my-client-id' } } }),
      good: ms({ a: { ...H, oauth: { clientId: 'my-client-id' } } }),
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
      message: /uses http; Claude Code requires an https URL/,
    },
    {
      code: 'MCP721',
      title: 'Cursor: scopes split into a list',
      path: CU,
      bad: ms({ a: { ...U, auth: { CLIENT_ID: 'x', scopes: 'read write' } } }),
      good: ms({ a: { ...U, auth: { CLIENT_ID: 'x', scopes: ['read', 'write'] } } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).mcpServers.a.auth.scopes, ['read', 'write']),
    },
    {
      code: 'MCP721',
      title: 'Cursor: "clientId" renamed to "CLIENT_ID"',
      path: CU,
      bad: ms({ a: { ...U, auth: { clientId: 'x' } } }),
      good: ms({ a: { ...U, auth: { CLIENT_ID: 'x' } } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).mcpServers.a.auth, { CLIENT_ID: 'x' }),
    },
    {
      code: 'MCP721',
      title: 'VS Code: a string "oauth" becomes the client id',
      path: VS,
      bad: vs({ a: { ...H, oauth: 'my-client-id' } }),
      good: vs({ a: { ...H, oauth: { clientId: 'my-client-id' } } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a.oauth, { clientId: 'my-client-id' }),
    },
    {
      code: 'MCP721',
      title: 'VS Code: a quoted enterpriseManaged unquoted',
      path: VS,
      bad: vs({ a: { ...H, oauth: { clientId: 'x', enterpriseManaged: 'true' } } }),
      good: vs({ a: { ...H, oauth: { clientId: 'x', enterpriseManaged: true } } }),
      fix: true,
      fixed: (t) => assert.equal(JSON.parse(t).servers.a.oauth.enterpriseManaged, true),
    },
    {
      code: 'MCP721',
      title: 'VS Code: a numeric client id quoted',
      path: VS,
      bad: vs({ a: { ...H, oauth: { clientId: 1234 } } }),
      good: vs({ a: { ...H, oauth: { clientId: '1234' } } }),
      fix: true,
    },
    {
      code: 'MCP721',
      title: 'VS Code: "oauth" removed from a stdio server',
      path: VS,
      bad: vs({ a: { command: 'node', oauth: { clientId: 'x' } } }),
      good: vs({ a: { ...H, oauth: { clientId: 'x' } } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a, { command: 'node' }),
    },
    {
      code: 'MCP721',
      title: 'VS Code: a client secret removed',
      path: VS,
      bad: vs({ a: { ...H, oauth: { clientId: 'x', clientSecret: 'abc' } } }),
      good: vs({ a: { ...H, oauth: { clientId: 'x' } } }),
      fix: true,
      fixed: (t) => assert.deepEqual(JSON.parse(t).servers.a.oauth, { clientId: 'x' }),
    },
  ]);

  it('a remote server with its OAuth client written right draws no finding of any rule, in each client', () => {
    assert.deepEqual(codes(lintText(VS, vs({ a: { ...H, oauth: { clientId: 'mcp-lens' } } }))), []);
    assert.deepEqual(
      codes(
        lintText(
          CC,
          ms({
            a: {
              ...H,
              oauth: { clientId: 'mcp-lens', callbackPort: 8080, authServerMetadataUrl: M, scopes: ['read'] },
            },
          }),
        ),
      ),
      [],
    );
    assert.deepEqual(
      codes(
        lintText(
          CU,
          ms({
            a: { ...U, auth: { CLIENT_ID: 'mcp-lens', CLIENT_SECRET: '${env:A_CLIENT_SECRET}', scopes: ['read'] } },
          }),
        ),
      ),
      [],
    );
  });
});

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
