import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { lintText } from '../../../../helpers/engine';
import { only, runCases } from '../../ruleCases';

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

const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

// The edges of each check and the words of each message: what mutation testing (docs/testing.md) found no test held.
const repo = (extra: object) =>
  S({ repository: { url: 'https://github.com/user/weather', source: 'github', ...extra } });

const oci = (identifier: string) => pkg({ registryType: 'oci', identifier, version: undefined });

describe('server.json: identity', () => {
  runCases([
    {
      code: 'MCP804',
      title: 'no namespace',
      path: P,
      bad: S({ name: 'weather' }),
      good: S({ name: 'com.example/weather' }),
      severity: 'error',
      message: /needs a namespace/,
    },
    {
      code: 'MCP804',
      title: 'two slashes',
      path: P,
      bad: S({ name: 'io.github.user/a/b' }),
      good: S({ name: 'io.github.user/a.b' }),
    },
    {
      code: 'MCP804',
      title: 'a part ending in a hyphen',
      path: P,
      bad: S({ name: 'io.github.user/weather-' }),
      good: S({ name: 'io.github.user/weather_2' }),
    },
    {
      code: 'MCP805',
      title: 'missing name',
      path: P,
      bad: without('name'),
      good: S(),
      severity: 'error',
      span: '{',
      message: /^server\.json needs "name"; the registry rejects the file without it\.$/,
    },
    { code: 'MCP805', title: 'missing version', path: P, bad: without('version'), good: S() },
    {
      code: 'MCP806',
      title: 'description over 100 characters',
      path: P,
      bad: S({ description: 'x'.repeat(101) }),
      good: S({ description: 'x'.repeat(100) }),
      severity: 'error',
      message: /101 characters/,
    },
    {
      code: 'MCP806',
      title: 'emoji count as one character',
      path: P,
      bad: S({ description: '' }),
      good: S({ description: `${'x'.repeat(99)}⚡` }),
    },
    {
      code: 'MCP806',
      title: 'title only whitespace',
      path: P,
      bad: S({ title: '   ' }),
      good: S({ title: 'Weather' }),
    },
    {
      code: 'MCP807',
      title: 'server version a range',
      path: P,
      bad: S({ version: '^1.0.0' }),
      good: S({ version: '1.0.0-beta.1' }),
      severity: 'error',
    },
    {
      code: 'MCP807',
      title: 'package version latest',
      path: P,
      bad: pkg({ version: 'latest' }),
      good: pkg({ version: '2.0.1' }),
      span: '"latest"',
    },
    { code: 'MCP807', title: 'wildcards', path: P, bad: pkg({ version: '1.x' }), good: pkg({ version: '1.10.0' }) },
    {
      code: 'MCP807',
      title: 'a pre-release with an x in it is no wildcard',
      path: P,
      bad: pkg({ version: '1.x-experimental' }),
      good: pkg({ version: '1.0.0-experimental' }),
    },
    {
      code: 'MCP807',
      title: 'an OCI image tagged latest warns',
      path: P,
      bad: pkg({ registryType: 'oci', identifier: 'docker.io/user/weather:latest', version: undefined }),
      good: pkg({ registryType: 'oci', identifier: 'docker.io/user/weather:1.0.0', version: undefined }),
      severity: 'warning',
    },
    {
      code: 'MCP819',
      title: 'a GitHub url that is not a repository',
      path: P,
      bad: S({ repository: { url: 'https://github.com/user', source: 'github' } }),
      good: S({
        repository: { url: 'https://github.com/user/weather', source: 'github', subfolder: 'packages/server' },
      }),
      severity: 'error',
    },
    {
      code: 'MCP819',
      title: 'missing source',
      path: P,
      bad: S({ repository: { url: 'https://github.com/user/weather' } }),
      good: S({ repository: { url: 'https://gitlab.com/group/sub/weather', source: 'gitlab' } }),
    },
    {
      code: 'MCP819',
      title: 'a subfolder with ..',
      path: P,
      bad: S({ repository: { url: 'https://github.com/user/weather', source: 'github', subfolder: '../x' } }),
      good: S({ repository: { url: 'https://github.com/user/weather', source: 'github', subfolder: 'x' } }),
    },
    {
      code: 'MCP819',
      title: 'an unvalidated source warns',
      path: P,
      bad: S({ repository: { url: 'https://bitbucket.org/user/weather', source: 'bitbucket' } }),
      good: S({ repository: { url: 'https://github.com/user/weather', source: 'github' } }),
      severity: 'warning',
    },
    {
      code: 'MCP820',
      title: 'http website',
      path: P,
      bad: S({ websiteUrl: 'http://example.com/docs' }),
      good: S({ websiteUrl: 'https://example.com/docs' }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP821',
      title: 'status',
      path: P,
      bad: S({ status: 'active' }),
      good: S(),
      fix: true,
      severity: 'warning',
    },
    { code: 'MCP821', title: 'version_detail', path: P, bad: S({ version_detail: { version: '1.0.0' } }), good: S() },
    {
      code: 'MCP822',
      title: 'publisher data over 4 KB',
      path: P,
      bad: S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { blob: 'x'.repeat(4100) } } }),
      good: S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { tool: 'x' } } }),
      severity: 'error',
    },
    {
      code: 'MCP822',
      title: 'another _meta key is dropped',
      path: P,
      bad: S({ _meta: { 'com.example/x': {} } }),
      good: S({ _meta: {} }),
      severity: 'warning',
    },
  ]);
});

describe('server.json: identity at its edges', () => {
  runCases([
    {
      code: 'MCP804',
      title: 'a name of 201 characters (200 pass)',
      path: P,
      bad: S({ name: `io.github.user/${'w'.repeat(186)}` }),
      good: S({ name: `io.github.user/${'w'.repeat(185)}` }),
      message: /: it is 201 characters long \(3–200 allowed\)\.$/,
    },
    {
      code: 'MCP804',
      title: 'the shortest name passes',
      path: P,
      bad: S({ name: 'ab' }),
      good: S({ name: 'ab/cd' }),
      message:
        /"name" must be "namespace\/name" in reverse-DNS form, e\.g\. "io\.github\.user\/weather": it needs a namespace and a slash\.$/,
    },
    {
      code: 'MCP804',
      title: 'two slashes, said',
      path: P,
      bad: S({ name: 'a.b/c/d' }),
      good: S({ name: 'a.b/c.d' }),
      message: /: it has more than one slash\.$/,
    },
    {
      code: 'MCP804',
      title: 'a bad namespace, said',
      path: P,
      bad: S({ name: '-io/weather' }),
      good: S({ name: 'io/weather' }),
      message: /the namespace "-io" must start and end with a letter or digit/,
    },
    {
      code: 'MCP804',
      title: 'a bad name part, said',
      path: P,
      bad: S({ name: 'io/_weather' }),
      good: S({ name: 'io/w_eather' }),
      message: /the part after the slash \("_weather"\) must start and end/,
    },
    {
      code: 'MCP804',
      title: 'not a string',
      path: P,
      bad: S({ name: 42 }),
      good: S(),
      message: /^"name" must be a string like "io\.github\.user\/server", not an integer\.$/,
    },
    {
      code: 'MCP806',
      title: 'an empty description',
      path: P,
      bad: S({ description: '' }),
      good: S({ description: 'W' }),
      message: /^"description" is empty: describe the server in one line of at most 100 characters\.$/,
    },
    {
      code: 'MCP806',
      title: 'a title of spaces',
      path: P,
      bad: S({ title: ' ' }),
      good: S({ title: 'W' }),
      message: /^"title" is only whitespace: write a display name or leave the key out\.$/,
    },
    {
      code: 'MCP806',
      title: 'a title over 100 characters',
      path: P,
      bad: S({ title: 't'.repeat(101) }),
      good: S({ title: 't'.repeat(100) }),
      message: /^"title" is 101 characters long; the registry allows at most 100\./,
    },
    {
      code: 'MCP806',
      title: 'a description not a string',
      path: P,
      bad: S({ description: ['a'] }),
      good: S(),
      message: /^"description" must be a string of 1–100 characters, not an array\.$/,
    },
    {
      code: 'MCP807',
      title: 'a version of 256 characters (255 pass)',
      path: P,
      bad: S({ version: `1.0.0-${'a'.repeat(250)}` }),
      good: S({ version: `1.0.0-${'a'.repeat(249)}` }),
      message: /^The server's "version" is 256 characters long; at most 255 are allowed\.$/,
    },
    {
      code: 'MCP807',
      title: 'an empty package version',
      path: P,
      bad: pkg({ version: ' ' }),
      good: pkg({ version: '1' }),
      message: /^A package's "version" is empty; write the exact version/,
    },
    {
      code: 'MCP807',
      title: 'a version not a string',
      path: P,
      bad: S({ version: 1 }),
      good: S(),
      message: /^The server's "version" must be a string such as "1\.2\.3", not an integer\.$/,
    },
    {
      code: 'MCP807',
      title: '"latest", said',
      path: P,
      bad: S({ version: 'latest' }),
      good: S({ version: 'latest-1' }),
      message: /^The server's "version" is "latest"; the registry describes one exact release/,
    },
    {
      code: 'MCP807',
      title: 'a range, said',
      path: P,
      bad: S({ version: '>=1.0.0' }),
      good: S(),
      message: /^The server's "version" ">=1\.0\.0" is a range; the registry rejects ranges/,
    },
    {
      code: 'MCP807',
      title: 'an OCI tag that only begins with latest passes',
      path: P,
      bad: oci('docker.io/user/weather:latest'),
      good: oci('docker.io/user/weather:latest-slim'),
      span: '"docker.io/user/weather:latest"',
      message: /^The image "docker\.io\/user\/weather:latest" is tagged "latest"/,
    },
    {
      code: 'MCP807',
      title: 'an npm package named …:latest is not an image',
      path: P,
      bad: oci('user/weather:latest'),
      good: pkg({ identifier: 'weather:latest' }),
    },
    {
      code: 'MCP819',
      title: 'no url and no source, both said',
      path: P,
      bad: S({ repository: {} }),
      good: repo({}),
      message: /^"repository" needs "url" and "source" \(strings\), e\.g\./,
    },
    {
      code: 'MCP819',
      title: 'no source, said',
      path: P,
      bad: S({ repository: { url: 'https://github.com/user/weather' } }),
      good: repo({}),
      message: /^"repository" needs "source" \(strings\), e\.g\./,
    },
    {
      code: 'MCP819',
      title: 'a GitLab URL with a query',
      path: P,
      bad: S({ repository: { url: 'https://gitlab.com/group/project?tab=readme', source: 'gitlab' } }),
      good: S({ repository: { url: 'https://gitlab.com/group/sub/project', source: 'gitlab' } }),
    },
    {
      code: 'MCP819',
      title: 'no url, said',
      path: P,
      bad: S({ repository: { source: 'github' } }),
      good: repo({}),
      message: /^"repository" needs "url" \(strings\)/,
    },
    {
      code: 'MCP819',
      title: 'not an object',
      path: P,
      bad: S({ repository: 'https://github.com/user/weather' }),
      good: repo({}),
      message: /^"repository" must be an object with "url" and "source", not a string\.$/,
    },
    {
      code: 'MCP819',
      title: 'a GitHub URL, said',
      path: P,
      bad: repo({ url: 'https://github.com/user' }),
      good: repo({ url: 'http://www.github.com/user/weather/' }),
      message:
        /^"https:\/\/github\.com\/user" is not a github repository URL; the registry expects https:\/\/github\.com\/<owner>\/<repo>\.$/,
    },
    {
      code: 'MCP819',
      title: 'a GitLab URL needs a project',
      path: P,
      bad: S({ repository: { url: 'https://gitlab.com/group', source: 'gitlab' } }),
      good: S({ repository: { url: 'https://gitlab.com/group/project', source: 'gitlab' } }),
    },
    {
      code: 'MCP819',
      title: 'a subfolder with a leading slash',
      path: P,
      bad: repo({ subfolder: '/packages/server' }),
      good: repo({ subfolder: '' }),
      span: '"/packages/server"',
      message: /^"subfolder" must be a clean relative path such as "packages\/server"/,
    },
    {
      code: 'MCP819',
      title: 'a subfolder with a trailing slash',
      path: P,
      bad: repo({ subfolder: 'packages/server/' }),
      good: repo({ subfolder: 'packages/server' }),
    },
    {
      code: 'MCP819',
      title: 'a subfolder with an empty segment',
      path: P,
      bad: repo({ subfolder: 'packages//server' }),
      good: repo({ subfolder: 'packages/server' }),
    },
    {
      code: 'MCP819',
      title: 'a subfolder with a . segment',
      path: P,
      bad: repo({ subfolder: 'packages/./server' }),
      good: repo({ subfolder: 'packages/.server' }),
    },
    {
      code: 'MCP819',
      title: 'a subfolder with a space',
      path: P,
      bad: repo({ subfolder: 'my server' }),
      good: repo({ subfolder: 'my-server' }),
    },
    { code: 'MCP819', title: 'a subfolder not a string', path: P, bad: repo({ subfolder: 1 }), good: repo({}) },
    {
      code: 'MCP820',
      title: 'http website, changed to https',
      path: P,
      bad: S({ websiteUrl: 'http://example.com/docs' }),
      good: S(),
      fix: 'Change to https://example.com/docs',
      message: /^"websiteUrl" must be an absolute https URL\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).websiteUrl, 'https://example.com/docs'),
    },
    {
      code: 'MCP820',
      title: 'a website not a string',
      path: P,
      bad: S({ websiteUrl: true }),
      good: S(),
      message: /^"websiteUrl" must be an absolute https URL, not a boolean\.$/,
    },
    {
      code: 'MCP821',
      title: 'status, said',
      path: P,
      bad: S({ status: 'active' }),
      good: S(),
      span: '"status"',
      message:
        /^"status" was removed from publisher JSON in the 2025-09-29 schema \(the registry sets a server's status itself\), so it is ignored\. Remove it\.$/,
    },
    {
      code: 'MCP821',
      title: 'version_detail, said',
      path: P,
      bad: S({ version_detail: {} }),
      good: S(),
      message: /^"version_detail" is the pre-2025-09 form of "version", so it is ignored\. Remove it\.$/,
    },
    {
      code: 'MCP821',
      title: "a package's transport_type",
      path: P,
      bad: pkg({ transport_type: 'stdio' }),
      good: pkg(),
      span: '"transport_type"',
      message: /^"transport_type" is the pre-2025-09 form; write "transport": \{ "type": … \} instead\.$/,
    },
    {
      code: 'MCP821',
      title: "the registry's own _meta key",
      path: P,
      bad: S({ _meta: { 'io.modelcontextprotocol.registry/official': {} } }),
      good: S({ _meta: {} }),
      fix: 'Remove "io.modelcontextprotocol.registry/official"',
      message: /is written by the registry, not by publishers/,
    },
    {
      code: 'MCP822',
      title: 'publisher data of 4097 bytes (4096 pass)',
      path: P,
      bad: S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { blob: 'x'.repeat(4086) } } }),
      good: S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { blob: 'x'.repeat(4085) } } }),
      message: /^Publisher-provided _meta is 4097 bytes; the registry rejects more than 4 KB \(4096 bytes\)\.$/,
    },
    {
      code: 'MCP822',
      title: 'another _meta key, said',
      path: P,
      bad: S({ _meta: { 'com.example/x': {} } }),
      good: S(),
      message:
        /^The registry keeps only "io\.modelcontextprotocol\.registry\/publisher-provided" in _meta and drops "com\.example\/x"; move this data under it\.$/,
    },
    {
      code: 'MCP819',
      title: 'an unvalidated source, said',
      path: P,
      bad: S({ repository: { url: 'https://bitbucket.org/user/weather', source: 'bitbucket' } }),
      good: repo({}),
      span: '"bitbucket"',
      message:
        /^The official registry validates repositories with source "github" or "gitlab"; "bitbucket" is rejected there\.$/,
    },
    {
      code: 'MCP819',
      title: 'a GitHub URL with more after it',
      path: P,
      bad: repo({ url: 'https://github.com/user/weather/tree/main' }),
      good: repo({ url: 'https://github.com/user/weather' }),
    },
    {
      code: 'MCP819',
      title: 'a GitHub URL with text before it',
      path: P,
      bad: repo({ url: 'see https://github.com/user/weather' }),
      good: repo({}),
    },
    {
      code: 'MCP819',
      title: 'a GitLab URL with text before it',
      path: P,
      bad: S({ repository: { url: 'see https://gitlab.com/group/project', source: 'gitlab' } }),
      good: S({ repository: { url: 'http://gitlab.com/group/project/', source: 'gitlab' } }),
    },
    {
      code: 'MCP804',
      title: 'a namespace with text after the slash part',
      path: P,
      bad: S({ name: 'io.github.user-/weather' }),
      good: S({ name: 'io.github.user/weather' }),
    },
    {
      code: 'MCP804',
      title: 'a name part with a bad end',
      path: P,
      bad: S({ name: 'io.github.user/weather.' }),
      good: S({ name: 'io.github.user/weather.2' }),
    },
    {
      code: 'MCP820',
      title: 'a relative website',
      path: P,
      bad: S({ websiteUrl: '/docs' }),
      good: S({ websiteUrl: 'https://example.com' }),
    },
  ]);

  it('the deprecated keys are tagged deprecated, and their removal is the preferred fix', () => {
    const official = 'io.modelcontextprotocol.registry/official';
    const doc = S({
      status: 'active',
      version_detail: {},
      packages: [npm({ transport_type: 'stdio' })],
      _meta: { [official]: {} },
    });
    assert.deepEqual(
      only(lintText(P, doc), 'MCP821').map((f) => f.tags),
      [['deprecated'], ['deprecated'], ['deprecated'], ['deprecated']],
    );
    assert.deepEqual(fixesOf(doc, 'MCP821'), [
      [['Remove "status"', true, false]],
      [['Remove "version_detail"', true, false]],
      [],
      [[`Remove "${official}"`, false, false]],
    ]);
  });

  it("an http website's fix is the preferred one, and a URL of another scheme or none gets no fix", () => {
    assert.deepEqual(fixesOf(S({ websiteUrl: 'http://example.com/docs' }), 'MCP820'), [
      [['Change to https://example.com/docs', true, false]],
    ]);
    for (const websiteUrl of ['ftp://example.com', 'example.com', 'xhttp://example.com']) {
      assert.deepEqual(fixesOf(S({ websiteUrl }), 'MCP820'), [[]], websiteUrl);
    }
  });
});
