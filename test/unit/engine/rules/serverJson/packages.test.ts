import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';
import { only, runCases, textOf } from '../../ruleCases';

const P = 'server.json';

const CURRENT = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

const base = {
  $schema: CURRENT,
  name: 'io.github.user/weather',
  description: 'Weather data and forecasts',
  version: '1.0.0',
};

const S = (extra: object = {}) => ({ ...base, ...extra });

const npm = (extra: object = {}) => ({
  registryType: 'npm',
  identifier: '@user/weather-mcp',
  version: '1.0.0',
  transport: { type: 'stdio' },
  ...extra,
});

const pkg = (extra: object = {}) => S({ packages: [npm(extra)] });

const remote = (extra: object = {}) =>
  S({ remotes: [{ type: 'streamable-http', url: 'https://api.example.com/mcp', ...extra }] });

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

const mcpb = (extra: object = {}) =>
  pkg({
    registryType: 'mcpb',
    identifier: 'https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb',
    version: undefined,
    fileSha256: 'a'.repeat(64),
    ...extra,
  });

// What the survivors of the second mutation run asked for (rules/serverJson/, docs/testing.md): each finding's whole
// message and its fixes, and the edges that decide — a package or remote that is no object, a name with a blank in
// front, a base URL or a hash with more before or after it, a transport type said with the extra that belongs to
// stdio only.
const messagesOf = (doc: unknown, code: string) => only(lintText(P, doc as object), code).map((f) => f.message);

const mcpbAt = (identifier: string | undefined) =>
  S({ packages: [{ registryType: 'mcpb', identifier, fileSha256: 'a'.repeat(64), transport: { type: 'stdio' } }] });

describe('server.json: packages and transports', () => {
  runCases([
    {
      code: 'MCP808',
      title: 'missing identifier',
      path: P,
      bad: S({ packages: [{ registryType: 'npm', transport: { type: 'stdio' } }] }),
      good: pkg(),
      severity: 'error',
      message: /"identifier"/,
    },
    {
      code: 'MCP808',
      title: 'spaces in the identifier',
      path: P,
      bad: pkg({ identifier: '@user/weather mcp' }),
      good: pkg(),
    },
    {
      code: 'MCP808',
      title: 'a misspelt registry type warns',
      path: P,
      bad: pkg({ registryType: 'NPM' }),
      good: pkg(),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP808',
      title: 'npm from another registry warns',
      path: P,
      bad: pkg({ registryBaseUrl: 'https://npm.example.com' }),
      good: pkg({ registryBaseUrl: 'https://registry.npmjs.org' }),
      severity: 'warning',
    },
    {
      code: 'MCP809',
      title: 'MCPB without fileSha256',
      path: P,
      bad: pkg({
        registryType: 'mcpb',
        identifier: 'https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb',
      }),
      good: pkg({
        registryType: 'mcpb',
        identifier: 'https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb',
        fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce',
      }),
      severity: 'error',
    },
    {
      code: 'MCP809',
      title: 'uppercase hash, lowercased',
      path: P,
      bad: pkg({ fileSha256: 'FE333E598595000AE021BD27117DB32EC69AF6987F507BA7A63C90638FF633CE' }),
      good: pkg({ fileSha256: 'fe333e598595000ae021bd27117db32ec69af6987f507ba7a63c90638ff633ce' }),
      fix: true,
    },
    {
      code: 'MCP810',
      title: 'remote type http, fixed',
      path: P,
      bad: remote({ type: 'http' }),
      good: remote(),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP810',
      title: 'stdio with a url',
      path: P,
      bad: pkg({ transport: { type: 'stdio', url: 'http://localhost:3000/mcp' } }),
      good: pkg({ transport: { type: 'streamable-http', url: 'http://localhost:3000/mcp' } }),
    },
    {
      code: 'MCP810',
      title: 'streamable-http without url',
      path: P,
      bad: pkg({ transport: { type: 'streamable-http' } }),
      good: pkg({
        transport: { type: 'streamable-http', url: 'http://{host}:{port}/mcp' },
        packageArguments: [
          { type: 'positional', valueHint: 'host' },
          { type: 'named', name: '--port', valueHint: 'port' },
        ],
      }),
    },
    {
      code: 'MCP810',
      title: 'an http remote',
      path: P,
      bad: remote({ url: 'http://api.example.com/mcp' }),
      good: remote(),
    },
    {
      code: 'MCP810',
      title: 'a localhost remote',
      path: P,
      bad: remote({ url: 'https://localhost:8443/mcp' }),
      good: remote(),
    },
    {
      code: 'MCP810',
      title: 'a stdio remote',
      path: P,
      bad: remote({ type: 'stdio' }),
      good: remote({ type: 'sse', url: 'https://api.example.com/sse' }),
    },
    {
      code: 'MCP811',
      title: 'runtime arguments without runtimeHint',
      path: P,
      bad: pkg({
        registryType: 'oci',
        identifier: 'docker.io/u/w:1.0.0',
        runtimeArguments: [{ type: 'named', name: '--rm' }],
      }),
      good: pkg({
        registryType: 'oci',
        identifier: 'docker.io/u/w:1.0.0',
        runtimeHint: 'docker',
        runtimeArguments: [{ type: 'named', name: '--rm' }],
      }),
      fix: true,
      severity: 'warning',
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].runtimeHint, 'docker'),
    },
  ]);
});

describe('server.json: packages and transports at their edges', () => {
  runCases([
    {
      code: 'MCP808',
      title: 'one key missing, said',
      path: P,
      bad: S({ packages: [{ registryType: 'npm', identifier: '@user/weather-mcp' }] }),
      good: pkg(),
      message: /^This package needs "transport"; clients cannot install it without it\.$/,
    },
    {
      code: 'MCP808',
      title: 'every key missing, said',
      path: P,
      bad: S({ packages: [{}] }),
      good: pkg(),
      message:
        /^This package needs "registryType", "identifier", "transport"; clients cannot install it without them\.$/,
    },
    {
      code: 'MCP808',
      title: 'a registry type not a string',
      path: P,
      bad: pkg({ registryType: 1 }),
      good: pkg(),
      message: /^"registryType" must be a string such as "npm", not an integer\.$/,
    },
    {
      code: 'MCP808',
      title: 'a registry type in capitals, lowered by the fix',
      path: P,
      bad: pkg({ registryType: 'PyPI', identifier: 'weather-mcp' }),
      good: pkg({ registryType: 'pypi', identifier: 'weather-mcp' }),
      fix: 'Change to "pypi"',
      message:
        /^"PyPI" is not a registry type clients know \(npm, pypi, oci, nuget, mcpb, maven, cargo, go\); did you mean "pypi"\?$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].registryType, 'pypi'),
    },
    {
      code: 'MCP808',
      title: 'a registry type nothing like one, no fix',
      path: P,
      bad: pkg({ registryType: 'homebrew' }),
      good: pkg(),
      message: /^"homebrew" is not a registry type clients know \(.*\)\.$/,
    },
    {
      code: 'MCP808',
      title: 'an identifier not a string',
      path: P,
      bad: pkg({ identifier: ['a'] }),
      good: pkg(),
      message: /^"identifier" must be a string, not an array\.$/,
    },
    {
      code: 'MCP808',
      title: 'a tab in the identifier',
      path: P,
      bad: pkg({ identifier: '@user/weather\tmcp' }),
      good: pkg(),
      message: /^"identifier" must not contain spaces/,
    },
    {
      code: 'MCP808',
      title: 'a registry base URL not http(s)',
      path: P,
      bad: pkg({ registryBaseUrl: 'ftp://registry.npmjs.org' }),
      good: pkg({ registryBaseUrl: 'https://registry.npmjs.org/' }),
      message: /^"registryBaseUrl" must be the registry's http\(s\) base URL/,
    },
    {
      code: 'MCP808',
      title: 'a registry base URL with a space',
      path: P,
      bad: pkg({ registryBaseUrl: 'https://registry.npmjs.org /x' }),
      good: pkg({ registryBaseUrl: 'https://registry.npmjs.org' }),
    },
    {
      code: 'MCP808',
      title: 'a registry base URL not a string',
      path: P,
      bad: pkg({ registryBaseUrl: 1 }),
      good: pkg(),
    },
    {
      code: 'MCP808',
      title: 'npm from a look-alike registry, said',
      path: P,
      bad: pkg({ registryBaseUrl: 'https://registry.npmjs.org.evil.com' }),
      good: pkg({ registryBaseUrl: 'https://registry.npmjs.org' }),
      severity: 'warning',
      message:
        /^The official registry accepts npm packages only from the public npm registry; "https:\/\/registry\.npmjs\.org\.evil\.com" is rejected there\.$/,
    },
    {
      code: 'MCP808',
      title: 'PyPI from a mirror',
      path: P,
      bad: pkg({ registryType: 'pypi', identifier: 'weather-mcp', registryBaseUrl: 'https://mirror.example.com/pypi' }),
      good: pkg({ registryType: 'pypi', identifier: 'weather-mcp', registryBaseUrl: 'https://pypi.org' }),
      severity: 'warning',
    },
    {
      code: 'MCP808',
      title: 'NuGet from another feed',
      path: P,
      bad: pkg({
        registryType: 'nuget',
        identifier: 'Weather.Mcp',
        registryBaseUrl: 'https://api.nuget.org/v3/index.json/x',
      }),
      good: pkg({
        registryType: 'nuget',
        identifier: 'Weather.Mcp',
        registryBaseUrl: 'https://api.nuget.org/v3/index.json',
      }),
      severity: 'warning',
    },
    {
      code: 'MCP808',
      title: 'an MCPB bundle off GitHub and GitLab, said',
      path: P,
      bad: mcpb({ identifier: 'https://example.com/weather-mcp.mcpb' }),
      good: mcpb({ identifier: 'https://gitlab.com/user/weather-mcp/-/releases/v1/weather.mcpb' }),
      severity: 'warning',
      message:
        /^The official registry accepts MCPB packages only as https download URLs on github\.com or gitlab\.com releases\.$/,
    },
    {
      code: 'MCP808',
      title: 'an MCPB bundle over http',
      path: P,
      bad: mcpb({ identifier: 'http://github.com/user/weather-mcp/releases/download/v1/weather.mcpb' }),
      good: mcpb(),
    },
    {
      code: 'MCP808',
      title: 'an MCPB URL without "mcp", said',
      path: P,
      bad: mcpb({ identifier: 'https://github.com/user/weather/releases/download/v1/weather.zip' }),
      good: mcpb({ identifier: 'https://github.com/user/weather/releases/download/v1/weather.MCPB' }),
      severity: 'warning',
      message: /^The official registry requires an MCPB download URL to contain "mcp" \(its ownership check\)\.$/,
    },
    {
      code: 'MCP809',
      title: 'an MCPB bundle without a hash, said, at its identifier',
      path: P,
      bad: mcpb({ fileSha256: undefined }),
      good: mcpb(),
      span: '"https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb"',
      message: /^An MCPB package needs "fileSha256": clients verify the downloaded bundle against it/,
    },
    {
      code: 'MCP809',
      title: 'a hash of 63 digits, no fix',
      path: P,
      bad: pkg({ fileSha256: 'a'.repeat(63) }),
      good: pkg({ fileSha256: 'a'.repeat(64) }),
      message: /^"fileSha256" must be the SHA-256 of the file as 64 lowercase hex digits\.$/,
    },
    {
      code: 'MCP809',
      title: 'a hash of 65 digits',
      path: P,
      bad: pkg({ fileSha256: 'a'.repeat(65) }),
      good: pkg({ fileSha256: 'f'.repeat(64) }),
    },
    {
      code: 'MCP809',
      title: 'a hash with a g',
      path: P,
      bad: pkg({ fileSha256: `g${'a'.repeat(63)}` }),
      good: pkg({ fileSha256: `0${'a'.repeat(63)}` }),
    },
    { code: 'MCP809', title: 'a hash not a string', path: P, bad: pkg({ fileSha256: 1 }), good: pkg() },
    {
      code: 'MCP809',
      title: 'an uppercase hash, said',
      path: P,
      bad: pkg({ fileSha256: 'A'.repeat(64) }),
      good: pkg(),
      fix: 'Lowercase it',
      message: /\(this one has uppercase letters\)\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].fileSha256, 'a'.repeat(64)),
    },
    {
      code: 'MCP810',
      title: 'a transport not an object',
      path: P,
      bad: pkg({ transport: 'stdio' }),
      good: pkg(),
      message: /^"transport" must be an object such as \{ "type": "stdio" \}, not a string\.$/,
    },
    {
      code: 'MCP810',
      title: 'a transport without type, said',
      path: P,
      bad: pkg({ transport: {} }),
      good: pkg(),
      message: /^The package transport needs "type": "stdio", "streamable-http", "sse"\.$/,
    },
    {
      code: 'MCP810',
      title: 'a remote without type, said',
      path: P,
      bad: S({ remotes: [{ url: 'https://api.example.com/mcp' }] }),
      good: remote(),
      message: /^A remote needs "type": "streamable-http", "sse"\.$/,
    },
    {
      code: 'MCP810',
      title: 'a misspelt transport type, said and fixed',
      path: P,
      bad: pkg({ transport: { type: 'stdoi' } }),
      good: pkg(),
      fix: 'Change to "stdio"',
      message: /^The package transport type must be "stdio" or "streamable-http" or "sse", not "stdoi"\.$/,
    },
    {
      code: 'MCP810',
      title: 'streamable_http and streamableHttp, fixed',
      path: P,
      bad: remote({ type: 'streamableHttp' }),
      good: remote(),
      fix: 'Change to "streamable-http"',
    },
    {
      code: 'MCP810',
      title: 'streamable_http, fixed',
      path: P,
      bad: remote({ type: 'streamable_http' }),
      good: remote(),
      fix: 'Change to "streamable-http"',
    },
    {
      code: 'MCP810',
      title: 'a stdio remote, said',
      path: P,
      bad: remote({ type: 'stdio' }),
      good: remote(),
      message: / \(a remote is reached over the network; stdio servers are packages\)\.$/,
    },
    {
      code: 'MCP810',
      title: 'a stdio package with a url, said',
      path: P,
      bad: pkg({ transport: { type: 'stdio', url: 'x' } }),
      good: pkg(),
      message: /^A stdio transport has no url: the client talks to the process over stdin\/stdout\./,
    },
    {
      code: 'MCP810',
      title: 'an sse transport without url, said',
      path: P,
      bad: pkg({ transport: { type: 'sse' } }),
      good: pkg({ transport: { type: 'sse', url: 'http://localhost:{port}/sse' } }),
      span: '"sse"',
      message: /^A sse transport needs "url" \(a string\), the endpoint the client connects to\.$/,
    },
    {
      code: 'MCP810',
      title: 'a url not a string, at the url',
      path: P,
      bad: pkg({ transport: { type: 'sse', url: 8080 } }),
      good: pkg({ transport: { type: 'sse', url: 'http://localhost:8080/sse' } }),
      span: '8080',
    },
    {
      code: 'MCP810',
      title: 'a relative url, said',
      path: P,
      bad: remote({ url: '/mcp' }),
      good: remote(),
      message:
        /^"url" must be an absolute http\(s\) URL \(template variables like \{port\} are allowed\), not "\/mcp"\.$/,
    },
    {
      code: 'MCP810',
      title: 'an http remote, said',
      path: P,
      bad: remote({ url: 'http://api.example.com/mcp' }),
      good: remote(),
      message: /^A remote must be served over https; the registry rejects http remotes\.$/,
    },
    {
      code: 'MCP810',
      title: 'a 127.0.0.1 remote, said',
      path: P,
      bad: remote({ url: 'https://127.0.0.1/mcp' }),
      good: remote({ url: 'https://127.0.0.2.example.com/mcp' }),
      message: /^A remote must be reachable by its users; the registry rejects localhost URLs\./,
    },
    {
      code: 'MCP810',
      title: 'a .localhost remote',
      path: P,
      bad: remote({ url: 'https://api.localhost/mcp' }),
      good: remote({ url: 'https://localhost.example.com/mcp' }),
    },
    {
      code: 'MCP810',
      title: 'a localhost package transport is fine, an http one too',
      path: P,
      bad: remote({ url: 'https://localhost/mcp' }),
      good: pkg({ transport: { type: 'streamable-http', url: 'http://localhost/mcp' } }),
    },
    {
      code: 'MCP811',
      title: 'runtime arguments of an npm package, with the hint said and added',
      path: P,
      bad: pkg({ runtimeArguments: [{ type: 'named', name: '--yes' }] }),
      good: pkg({ runtimeHint: 'npx', runtimeArguments: [{ type: 'named', name: '--yes' }] }),
      span: '"runtimeArguments"',
      fix: 'Add "runtimeHint": "npx"',
      message:
        /^"runtimeArguments" are given but no "runtimeHint" says which runtime takes them \(for npm usually "npx"\)\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].runtimeHint, 'npx'),
    },
    {
      code: 'MCP811',
      title: 'runtime arguments of a cargo package: no hint to offer',
      path: P,
      bad: pkg({ registryType: 'cargo', identifier: 'weather-mcp', runtimeArguments: [{ type: 'named', name: '-q' }] }),
      good: pkg({ registryType: 'cargo', identifier: 'weather-mcp', runtimeArguments: [] }),
      message: /takes them\.$/,
    },
  ]);

  it('offers no fix where none is known', () => {
    assert.deepEqual(fixesOf(pkg({ registryType: 'homebrew' }), 'MCP808'), [[]]);
    assert.deepEqual(fixesOf(pkg({ fileSha256: 'a'.repeat(63) }), 'MCP809'), [[]]);
    assert.deepEqual(fixesOf(pkg({ transport: { type: 'carrier-pigeon' } }), 'MCP810'), [[]]);
    assert.deepEqual(
      fixesOf(
        pkg({ registryType: 'cargo', identifier: 'weather-mcp', runtimeArguments: [{ type: 'named', name: '-q' }] }),
        'MCP811',
      ),
      [[]],
    );
    assert.deepEqual(fixesOf(pkg({ fileSha256: 'A'.repeat(64) }), 'MCP809'), [[['Lowercase it', true, true]]]);
    assert.deepEqual(
      only(lintText(P, pkg({ registryType: 'NPM' })), 'MCP808').map((f) => f.severity),
      ['warning'],
    );
    assert.deepEqual(fixesOf(pkg({ registryType: 'NPM' }), 'MCP808'), [[['Change to "npm"', true, false]]]);
  });
});

describe('server.json: what the second mutation run asked for', () => {
  it('packages and remotes that are not arrays of objects are said (they were passed over)', () => {
    assert.deepEqual(messagesOf(S({ packages: 'weather-mcp' }), 'MCP808'), [
      '"packages" must be an array of objects, not a string.',
    ]);
    assert.equal(
      spanOf(textOf(S({ packages: 'weather-mcp' })), only(lintText(P, S({ packages: 'weather-mcp' })), 'MCP808')[0]!),
      '"weather-mcp"',
    );
    assert.deepEqual(messagesOf(S({ remotes: { url: 'https://api.example.com/mcp' } }), 'MCP810'), [
      '"remotes" must be an array of objects, not an object.',
    ]);
    const doc = S({ packages: ['weather-mcp', 1, npm()], remotes: [null, 'https://api.example.com/mcp'] });
    assert.deepEqual(messagesOf(doc, 'MCP808'), [
      'A package must be an object with "registryType", "identifier" and "transport", not a string.',
      'A package must be an object with "registryType", "identifier" and "transport", not an integer.',
    ]);
    assert.deepEqual(messagesOf(doc, 'MCP810'), [
      'A remote must be an object with "type" and "url", not null.',
      'A remote must be an object with "type" and "url", not a string.',
    ]);
    assert.deepEqual(
      only(lintText(P, doc), 'MCP808').map((f) => f.severity),
      ['error', 'error'],
    );
    assert.deepEqual(codes(lintText(P, S({ packages: [], remotes: [] }))), []);
  });

  it('a registry base URL: http or https from its start to its end, and the official bases exactly', () => {
    const base = (registryType: string, registryBaseUrl: string) =>
      pkg({ registryType, identifier: 'weather-mcp', registryBaseUrl });
    const notHttp = '"registryBaseUrl" must be the registry\'s http(s) base URL, e.g. "https://registry.npmjs.org".';
    assert.deepEqual(messagesOf(base('npm', 'git+https://registry.npmjs.org'), 'MCP808'), [notHttp]);
    assert.deepEqual(messagesOf(base('npm', 'https://registry.npmjs.org /x'), 'MCP808'), [notHttp]);
    const rejected = (type: string, url: string) =>
      `The official registry accepts ${type} packages only from the public ${type} registry; "${url}" is rejected there.`;
    for (const [type, url] of [
      ['npm', 'http://registry.npmjs.org'],
      ['npm', 'https://evil.example.com/https://registry.npmjs.org'],
      ['pypi', 'https://pypi.org/simple'],
      ['pypi', 'https://evil.example.com/https://pypi.org'],
      ['nuget', 'https://evil.example.com/https://api.nuget.org/v3/index.json'],
    ]) {
      assert.deepEqual(messagesOf(base(type!, url!), 'MCP808'), [rejected(type!, url!)], url);
    }
    // a type whose registry is not fixed takes any http(s) base
    assert.deepEqual(
      messagesOf(
        pkg({ registryType: 'oci', identifier: 'ghcr.io/user/weather:1.0.0', registryBaseUrl: 'https://ghcr.io' }),
        'MCP808',
      ),
      [],
    );
    assert.deepEqual(
      messagesOf(
        S({
          packages: [{ identifier: 'weather-mcp', transport: { type: 'stdio' }, registryBaseUrl: 'https://ghcr.io' }],
        }),
        'MCP808',
      ),
      ['This package needs "registryType"; clients cannot install it without it.'],
    );
  });

  it('a hash with more before or after its 64 uppercase digits is not merely uppercase', () => {
    const plain = '"fileSha256" must be the SHA-256 of the file as 64 lowercase hex digits.';
    for (const v of [`x${'A'.repeat(64)}`, `${'A'.repeat(64)}x`, 'a'.repeat(65)]) {
      assert.deepEqual(messagesOf(pkg({ fileSha256: v }), 'MCP809'), [plain], v);
      assert.deepEqual(fixesOf(pkg({ fileSha256: v }), 'MCP809'), [[]], v);
    }
  });

  it('runtime arguments: the hint of each registry type, its fix preferred', () => {
    assert.deepEqual(fixesOf(pkg({ runtimeArguments: [{ type: 'named', name: '--yes' }] }), 'MCP811'), [
      [['Add "runtimeHint": "npx"', true, false]],
    ]);
    assert.deepEqual(
      fixesOf(
        pkg({ registryType: 'pypi', identifier: 'weather-mcp', runtimeArguments: [{ type: 'named', name: '-q' }] }),
        'MCP811',
      ),
      [[['Add "runtimeHint": "uvx"', true, false]]],
    );
    assert.deepEqual(
      fixesOf(
        pkg({ registryType: 'nuget', identifier: 'Weather.Mcp', runtimeArguments: [{ type: 'named', name: '-q' }] }),
        'MCP811',
      ),
      [[['Add "runtimeHint": "dnx"', true, false]]],
    );
  });

  it('an MCPB identifier: missing, blank, or a GitHub URL with more in front', () => {
    assert.deepEqual(messagesOf(mcpbAt(undefined), 'MCP808'), [
      'This package needs "identifier"; clients cannot install it without it.',
    ]);
    assert.deepEqual(messagesOf(mcpbAt('  '), 'MCP808'), [
      '"identifier" must not contain spaces: it is a package name, image reference or download URL.',
    ]);
    assert.deepEqual(
      messagesOf(mcpbAt('git+https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb'), 'MCP808'),
      ['The official registry accepts MCPB packages only as https download URLs on github.com or gitlab.com releases.'],
    );
  });

  it('a transport type: the fix of a near miss is preferred; only a remote of type stdio hears about packages', () => {
    assert.deepEqual(fixesOf(pkg({ transport: { type: 'stdoi' } }), 'MCP810'), [[['Change to "stdio"', true, false]]]);
    assert.deepEqual(messagesOf(remote({ type: 'http' }), 'MCP810'), [
      'A remote type must be "streamable-http" or "sse", not "http".',
    ]);
    assert.deepEqual(fixesOf(remote({ type: 'http' }), 'MCP810'), [[['Change to "streamable-http"', true, false]]]);
    assert.deepEqual(fixesOf(pkg({ transport: { type: 'streamable_http', url: 'http://localhost/mcp' } }), 'MCP810'), [
      [['Change to "streamable-http"', true, false]],
    ]);
  });
});
