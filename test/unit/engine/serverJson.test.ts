import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { applyFix, codes, lintText, spanOf } from '../../helpers/engine';
import { only, runCases, textOf } from './ruleCases';

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
const without = (key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

describe('server.json: $schema', () => {
  runCases([
    {
      code: 'MCP801',
      title: 'missing, added by the fix',
      path: P,
      bad: without('$schema'),
      good: S(),
      fix: true,
      severity: 'error',
      fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
    },
    {
      code: 'MCP802',
      title: 'an older released date',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-10-17') }),
      good: S(),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP802',
      title: 'the draft schema',
      path: P,
      bad: S({
        $schema:
          'https://raw.githubusercontent.com/modelcontextprotocol/registry/main/docs/reference/server-json/draft/server.schema.json',
      }),
      good: S(),
      fix: true,
    },
    {
      code: 'MCP803',
      title: 'an unknown date',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2024-01-01') }),
      good: S(),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP803',
      title: 'not a registry schema',
      path: P,
      bad: S({ $schema: 'https://example.com/my.schema.json' }),
      good: S(),
      fix: true,
    },
  ]);
});

describe('server.json: $schema at its edges', () => {
  const at = (date: string) => CURRENT.replace('2025-12-11', date);
  runCases([
    {
      code: 'MCP801',
      title: 'missing, said, at the root, fixed safely',
      path: P,
      bad: without('$schema'),
      good: S(),
      span: '{',
      message:
        /^server\.json needs "\$schema": the registry rejects a file without it\. Add "\$schema": "https:\/\/static\.modelcontextprotocol\.io\/schemas\/2025-12-11\/server\.schema\.json"\.$/,
      fix: 'Add the 2025-12-11 $schema',
    },
    {
      code: 'MCP802',
      title: 'an older date, said and updated',
      path: P,
      bad: S({ $schema: at('2025-09-29') }),
      good: S({ $schema: CURRENT.replace('https:', 'http:') }),
      fix: 'Use the 2025-12-11 schema',
      message:
        /^"\$schema" names the 2025-09-29 server\.json schema, which is not the current version \(2025-12-11\); the registry accepts it with a warning\./,
      fixed: (t) => assert.equal(JSON.parse(t).$schema, CURRENT),
    },
    {
      code: 'MCP802',
      title: 'the first released date',
      path: P,
      bad: S({ $schema: at('2025-07-09') }),
      good: S({ $schema: ` ${CURRENT} ` }),
    },
    {
      code: 'MCP802',
      title: 'the draft, said',
      path: P,
      bad: S({ $schema: 'https://example.com/draft/server.schema.json' }),
      good: S(),
      severity: 'warning',
      message: /^"\$schema" names the registry's draft schema, which changes without notice/,
    },
    {
      code: 'MCP803',
      title: 'an unknown date, said',
      path: P,
      bad: S({ $schema: at('2026-01-01') }),
      good: S(),
      message:
        /^There is no released server\.json schema "2026-01-01" \(known: 2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11\); the registry rejects the file\. Use 2025-12-11\.$/,
      fix: 'Use the 2025-12-11 schema',
    },
    {
      code: 'MCP803',
      title: 'not a string, said and replaced',
      path: P,
      bad: S({ $schema: 1 }),
      good: S(),
      message: /^"\$schema" must be a URL string, not an integer\.$/,
      fix: 'Use the 2025-12-11 schema',
    },
    {
      code: 'MCP803',
      title: 'another URL, said',
      path: P,
      bad: S({ $schema: 'https://json-schema.org/draft/2020-12/schema' }),
      good: S(),
      message:
        /^"\$schema" is not a registry server\.json schema URL; the registry accepts only https:\/\/static\.modelcontextprotocol\.io\/schemas\/<date>\/server\.schema\.json with a released date\. Use 2025-12-11\.$/,
    },
    {
      code: 'MCP803',
      title: 'a registry URL with more after it',
      path: P,
      bad: S({ $schema: `${CURRENT}#` }),
      good: S(),
    },
    {
      code: 'MCP803',
      title: 'a registry URL with more before it',
      path: P,
      bad: S({ $schema: `x${CURRENT}` }),
      good: S(),
    },
    {
      code: 'MCP803',
      title: 'a date with a slash in it',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025/12-11') }),
      good: S(),
    },
  ]);

  it('the fixes are preferred, and only the added $schema is safe', () => {
    assert.deepEqual(fixesOf(without('$schema'), 'MCP801'), [[['Add the 2025-12-11 $schema', true, true]]]);
    assert.deepEqual(fixesOf(S({ $schema: at('2025-09-29') }), 'MCP802'), [
      [['Use the 2025-12-11 schema', true, false]],
    ]);
    assert.deepEqual(fixesOf(S({ $schema: 1 }), 'MCP803'), [[['Use the 2025-12-11 schema', true, false]]]);
  });
});

describe('server.json: pre-camelCase keys at their edges', () => {
  runCases([
    {
      code: 'MCP818',
      title: 'a renamed key, said, at the key, fixed safely',
      path: P,
      bad: S({ website_url: 'https://example.com' }),
      good: S({ websiteUrl: 'https://example.com' }),
      severity: 'error',
      span: '"website_url"',
      fix: 'Rename to "websiteUrl"',
      message:
        /^"website_url" is the pre-2025-09-16 name; the registry reads "websiteUrl" and ignores "website_url"\. Rename it\.$/,
    },
    {
      code: 'MCP818',
      title: 'both names, said, the old one removed',
      path: P,
      bad: S({ website_url: 'https://a.example.com', websiteUrl: 'https://example.com' }),
      good: S({ websiteUrl: 'https://example.com' }),
      fix: 'Remove "website_url"',
      message:
        /^"website_url" is the pre-2025-09-16 name of "websiteUrl", which this object already has; the registry ignores "website_url"\. Remove it\.$/,
      fixed: (t) =>
        assert.deepEqual(
          Object.keys(JSON.parse(t)).filter((k) => k.startsWith('website')),
          ['websiteUrl'],
        ),
    },
    {
      code: 'MCP818',
      title: 'inside arrays of arrays',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'positional', value_hint: 'file' }] }),
      good: pkg({ packageArguments: [{ type: 'positional', valueHint: 'file' }] }),
    },
    {
      code: 'MCP818',
      title: 'file_sha256',
      path: P,
      bad: pkg({ file_sha256: 'a'.repeat(64) }),
      good: pkg({ fileSha256: 'a'.repeat(64) }),
    },
    {
      code: 'MCP818',
      title: 'an error again from the 2025-09-16 schema on',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-09-16'), website_url: 'https://example.com' }),
      good: S({ $schema: CURRENT.replace('2025-12-11', '2025-09-16') }),
      severity: 'error',
    },
  ]);

  it('knows every key the 2025-09-16 schema renamed (its changelog), wherever it stands', () => {
    const renamed = [
      ['registry_type', 'registryType'],
      ['registry_base_url', 'registryBaseUrl'],
      ['runtime_hint', 'runtimeHint'],
      ['runtime_arguments', 'runtimeArguments'],
      ['package_arguments', 'packageArguments'],
      ['environment_variables', 'environmentVariables'],
      ['is_required', 'isRequired'],
      ['is_secret', 'isSecret'],
      ['is_repeated', 'isRepeated'],
      ['value_hint', 'valueHint'],
      ['website_url', 'websiteUrl'],
      ['file_sha256', 'fileSha256'],
    ];
    for (const [old, camel] of renamed) {
      assert.deepEqual(
        fixesOf(S({ remotes: [[{ [old!]: 1 }]] }), 'MCP818'),
        [[[`Rename to "${camel}"`, true, true]]],
        old,
      );
    }
  });

  it('the two fixes: a rename is preferred and safe, a removal neither; keys of the prototype are no keys', () => {
    assert.deepEqual(fixesOf(S({ website_url: 'https://example.com' }), 'MCP818'), [
      [['Rename to "websiteUrl"', true, true]],
    ]);
    assert.deepEqual(
      fixesOf(S({ website_url: 'https://a.example.com', websiteUrl: 'https://example.com' }), 'MCP818'),
      [[['Remove "website_url"', false, false]]],
    );
    assert.deepEqual(fixesOf(S({ constructor: 1, toString: 2, __proto__x: 3 }), 'MCP818'), []);
  });
});

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

// The edges of each check and the words of each message: what mutation testing (docs/testing.md) found no test held.
const repo = (extra: object) =>
  S({ repository: { url: 'https://github.com/user/weather', source: 'github', ...extra } });
const oci = (identifier: string) => pkg({ registryType: 'oci', identifier, version: undefined });

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

const mcpb = (extra: object = {}) =>
  pkg({
    registryType: 'mcpb',
    identifier: 'https://github.com/user/weather-mcp/releases/download/v1/weather.mcpb',
    version: undefined,
    fileSha256: 'a'.repeat(64),
    ...extra,
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

const arg = (a: unknown) => pkg({ packageArguments: [a] });
const env = (...vars: unknown[]) => pkg({ environmentVariables: vars });
const header = (...headers: unknown[]) => remote({ headers });

describe('server.json: arguments, variables and inputs at their edges', () => {
  runCases([
    {
      code: 'MCP812',
      title: 'an argument not an object',
      path: P,
      bad: arg('--port'),
      good: arg({ type: 'positional', value: '--port' }),
      message: /^An argument must be an object with "type" "positional" or "named", not a string\.$/,
    },
    {
      code: 'MCP812',
      title: 'runtime arguments are checked too',
      path: P,
      bad: pkg({ runtimeHint: 'npx', runtimeArguments: [{ type: 'flag' }] }),
      good: pkg({ runtimeHint: 'npx', runtimeArguments: [{ type: 'named', name: '--yes' }] }),
    },
    {
      code: 'MCP812',
      title: 'no type, said, no fix',
      path: P,
      bad: arg({ value: 'x' }),
      good: arg({ type: 'positional', value: 'x' }),
      span: '{\n          "value": "x"\n        }',
      message: /^An argument needs "type": "positional" \(a value inserted as is\) or "named" \(a --flag\)\.$/,
    },
    {
      code: 'MCP812',
      title: 'a misspelt type, said and fixed',
      path: P,
      bad: arg({ type: 'nmaed', name: '--port' }),
      good: arg({ type: 'named', name: '--port' }),
      fix: 'Change to "named"',
      message: /\(a --flag\), not "nmaed"\.$/,
    },
    {
      code: 'MCP812',
      title: 'a positional with a value hint only passes; with neither, said',
      path: P,
      bad: arg({ type: 'positional' }),
      good: arg({ type: 'positional', value: 'x' }),
      message:
        /^A positional argument needs "value" \(inserted as is\) or "valueHint" \(a label for the value the user provides\); it has neither\.$/,
    },
    {
      code: 'MCP812',
      title: 'an empty name, said',
      path: P,
      bad: arg({ type: 'named', name: '' }),
      good: arg({ type: 'named', name: '-p' }),
      span: '""',
      message: /^A named argument needs "name": the flag including its dashes, e\.g\. "--port"\.$/,
    },
    {
      code: 'MCP812',
      title: 'a name with its value, said and fixed',
      path: P,
      bad: arg({ type: 'named', name: '--port 8080' }),
      good: arg({ type: 'named', name: '--port' }),
      fix: 'Change to "--port"',
      message: /^"name" must be the flag alone \("--port"\); put the value in "value" or "default"/,
    },
    {
      code: 'MCP812',
      title: 'a name with a placeholder',
      path: P,
      bad: arg({ type: 'named', name: '--port=<n>' }),
      good: arg({ type: 'named', name: '--port' }),
    },
    {
      code: 'MCP812',
      title: 'a name with a $',
      path: P,
      bad: arg({ type: 'named', name: '--port=$PORT' }),
      good: arg({ type: 'named', name: '--port' }),
    },
    {
      code: 'MCP812',
      title: 'a default repeating the flag, said and fixed',
      path: P,
      bad: arg({ type: 'named', name: '--port', default: '--port 8080' }),
      good: arg({ type: 'named', name: '--port', default: '8080' }),
      fix: 'Change to "8080"',
      message:
        /^"default" repeats the flag "--port"; clients add the flag themselves, so it would appear twice\. Write only the value \("8080"\)\.$/,
    },
    {
      code: 'MCP812',
      title: 'a value that is only the flag, no fix',
      path: P,
      bad: arg({ type: 'named', name: '--verbose', value: '--verbose' }),
      good: arg({ type: 'named', name: '--verbose' }),
      message: /Write only the value\.$/,
    },
    {
      code: 'MCP813',
      title: 'an entry not an object, said',
      path: P,
      bad: env('API_KEY'),
      good: env({ name: 'API_KEY' }),
      message: /^A environment variable entry must be an object with a "name", not a string\.$/,
    },
    {
      code: 'MCP813',
      title: 'an empty name, said',
      path: P,
      bad: env({ name: '' }),
      good: env({ name: 'K' }),
      span: '""',
      message: /^A environment variable entry needs "name" \(a non-empty string\); it is set by name\.$/,
    },
    {
      code: 'MCP813',
      title: 'an environment variable name with =, said',
      path: P,
      bad: env({ name: 'A=B' }),
      good: env({ name: 'A:B' }),
      message: /^"A=B" is not a valid environment variable name: it cannot contain spaces or "="\.$/,
    },
    {
      code: 'MCP813',
      title: 'an environment variable name with a space',
      path: P,
      bad: env({ name: 'API KEY' }),
      good: env({ name: 'API_KEY' }),
    },
    {
      code: 'MCP813',
      title: 'a header name with a space, said',
      path: P,
      bad: header({ name: 'X Key' }),
      good: header({ name: 'X=Key' }),
      message: /^"X Key" is not a valid header name: it cannot contain spaces or ":"\.$/,
    },
    {
      code: 'MCP813',
      title: 'a package transport header',
      path: P,
      bad: pkg({ transport: { type: 'streamable-http', url: 'http://localhost/mcp', headers: [{ name: 'a b' }] } }),
      good: pkg({ transport: { type: 'streamable-http', url: 'http://localhost/mcp', headers: [{ name: 'a-b' }] } }),
    },
    {
      code: 'MCP813',
      title: 'headers differing in case are one, said',
      path: P,
      bad: header({ name: 'X-Key' }, { name: 'x-key' }),
      good: header({ name: 'X-Key' }, { name: 'X-Key2' }),
      severity: 'warning',
      message: /^Another header entry already has the name "x-key"; only one of them takes effect\.$/,
    },
    {
      code: 'MCP814',
      title: 'a format not a string, said',
      path: P,
      bad: env({ name: 'K', format: 1 }),
      good: env({ name: 'K', format: 'filepath' }),
      message: /^"format" must be one of "string", "number", "boolean", "filepath"\.$/,
    },
    {
      code: 'MCP814',
      title: 'format int, fixed to number',
      path: P,
      bad: env({ name: 'K', format: 'int' }),
      good: env({ name: 'K', format: 'number' }),
      fix: 'Change to "number"',
      message: /, not "int"\.$/,
    },
    {
      code: 'MCP814',
      title: 'format float, fixed to number',
      path: P,
      bad: env({ name: 'K', format: 'float' }),
      good: env({ name: 'K' }),
      fix: 'Change to "number"',
    },
    {
      code: 'MCP814',
      title: 'format bool, fixed to boolean',
      path: P,
      bad: env({ name: 'K', format: 'bool' }),
      good: env({ name: 'K', format: 'boolean' }),
      fix: 'Change to "boolean"',
    },
    {
      code: 'MCP814',
      title: 'format path, fixed to filepath',
      path: P,
      bad: env({ name: 'K', format: 'path' }),
      good: env({ name: 'K', format: 'filepath' }),
      fix: 'Change to "filepath"',
    },
    {
      code: 'MCP814',
      title: 'format file, fixed to filepath',
      path: P,
      bad: env({ name: 'K', format: 'file' }),
      good: env({ name: 'K', format: 'string' }),
      fix: 'Change to "filepath"',
    },
    {
      code: 'MCP814',
      title: 'format strng, fixed to string',
      path: P,
      bad: env({ name: 'K', format: 'strng' }),
      good: env({ name: 'K', format: 'string' }),
      fix: 'Change to "string"',
    },
    {
      code: 'MCP814',
      title: 'a boolean field a number, said, no fix',
      path: P,
      bad: env({ name: 'K', isRequired: 1 }),
      good: env({ name: 'K', isRequired: false }),
      message: /^"isRequired" must be true or false, not an integer\.$/,
    },
    {
      code: 'MCP814',
      title: 'isRepeated "false", said and fixed',
      path: P,
      bad: arg({ type: 'positional', value: 'x', isRepeated: 'false' }),
      good: arg({ type: 'positional', value: 'x', isRepeated: true }),
      fix: 'Change to false',
      message: /^"isRepeated" must be true or false, not a string \("false"\)\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].packageArguments[0].isRepeated, false),
    },
    {
      code: 'MCP814',
      title: 'a placeholder true, quoted',
      path: P,
      bad: env({ name: 'K', placeholder: true }),
      good: env({ name: 'K', placeholder: 'true' }),
      fix: 'Quote it: "true"',
      message:
        /^"placeholder" must be a string \(numbers and booleans are written as "8080", "true"\), not a boolean\.$/,
    },
    {
      code: 'MCP814',
      title: 'a description an object, no fix',
      path: P,
      bad: env({ name: 'K', description: {} }),
      good: env({ name: 'K', description: 'd' }),
    },
    {
      code: 'MCP814',
      title: 'a valueHint a number',
      path: P,
      bad: arg({ type: 'positional', valueHint: 1 }),
      good: arg({ type: 'positional', valueHint: 'file' }),
    },
    {
      code: 'MCP814',
      title: 'choices not an array, said',
      path: P,
      bad: env({ name: 'K', choices: 'a' }),
      good: env({ name: 'K', choices: ['a'] }),
      message: /^"choices" must be an array of strings\.$/,
    },
    {
      code: 'MCP814',
      title: 'choices holding a number',
      path: P,
      bad: env({ name: 'K', choices: ['a', 1] }),
      good: env({ name: 'K', choices: ['a', '1'] }),
    },
    {
      code: 'MCP814',
      title: 'a default outside the choices, said',
      path: P,
      bad: env({ name: 'K', choices: ['a', 'b'], default: 'c' }),
      good: env({ name: 'K', choices: [], default: 'c' }),
      severity: 'warning',
      message: /^"default" is "c", which is not one of the "choices" \("a", "b"\); clients may reject it\.$/,
    },
    {
      code: 'MCP814',
      title: 'variables not an object, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: [] }] }),
      good: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: { isSecret: true } } }] }),
      message: /^"variables" must be an object mapping names to inputs, not an array\.$/,
    },
    {
      code: 'MCP814',
      title: 'a variable not an input object, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: 'secret' } }] }),
      good: remote({ headers: [{ name: 'X-Key', value: '{k}', variables: { k: {} } }] }),
      span: '"k"',
      message: /^Each entry of "variables" must be an input object/,
    },
    {
      code: 'MCP814',
      title: "a remote's own variables are inputs",
      path: P,
      bad: S({
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://{tenant}.example.com/mcp',
            variables: { tenant: { format: 'text' } },
          },
        ],
      }),
      good: S({
        remotes: [
          {
            type: 'streamable-http',
            url: 'https://{tenant}.example.com/mcp',
            variables: { tenant: { format: 'string' } },
          },
        ],
      }),
    },
  ]);

  it('offers no fix where none is known, and safe fixes only where nothing is lost', () => {
    assert.deepEqual(fixesOf(arg({ type: 'zzzzzz' }), 'MCP812'), [[]]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port<n> x' }), 'MCP812'), [[]]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port 8080' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port', value: '--port=8080' }), 'MCP812'), [
      [['Change to "8080"', true, false]],
    ]);
    assert.deepEqual(fixesOf(env({ name: 'K', format: 'qqqqqq' }), 'MCP814'), [[]]);
    assert.deepEqual(fixesOf(env({ name: 'K', format: 'int' }), 'MCP814'), [[['Change to "number"', true, false]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', isSecret: 'yes' }), 'MCP814'), [[]]);
    assert.deepEqual(fixesOf(env({ name: 'K', isSecret: 'true' }), 'MCP814'), [[['Change to true', true, true]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', default: 8080 }), 'MCP814'), [[['Quote it: "8080"', true, true]]]);
    assert.deepEqual(fixesOf(env({ name: 'K', default: null }), 'MCP814'), [[]]);
  });
});

const icon = (i: unknown) => S({ icons: [i] });
const png = (extra: object = {}) => icon({ src: 'https://example.com/icon.png', ...extra });

describe('server.json: icons at their edges', () => {
  runCases([
    {
      code: 'MCP817',
      title: 'icons not an array, said',
      path: P,
      bad: S({ icons: { src: 'https://example.com/i.png' } }),
      good: png(),
      message: /^"icons" must be an array of icon objects, not an object\.$/,
    },
    {
      code: 'MCP817',
      title: 'an icon not an object, said',
      path: P,
      bad: icon('https://example.com/i.png'),
      good: png(),
      message: /^An icon must be an object with "src", not a string\.$/,
    },
    {
      code: 'MCP817',
      title: 'no src, said, at the icon',
      path: P,
      bad: icon({ mimeType: 'image/png' }),
      good: png({ mimeType: 'image/png' }),
      message: /^An icon needs "src", the https URL of the image\.$/,
    },
    { code: 'MCP817', title: 'a src not a string, at the src', path: P, bad: icon({ src: 1 }), good: png(), span: '1' },
    {
      code: 'MCP817',
      title: 'an http src, said and fixed',
      path: P,
      bad: icon({ src: 'http://example.com/i.png' }),
      good: png(),
      fix: 'Change to https://example.com/i.png',
      message:
        /^Icon "src" must be an absolute https URL \(not http\); the registry rejects http, data: and relative icons\.$/,
      fixed: (t) => assert.equal(JSON.parse(t).icons[0].src, 'https://example.com/i.png'),
    },
    {
      code: 'MCP817',
      title: 'a relative src, said, no scheme',
      path: P,
      bad: icon({ src: 'icon.png' }),
      good: png(),
      message: /^Icon "src" must be an absolute https URL; the registry rejects/,
    },
    {
      code: 'MCP817',
      title: 'a data: src, its scheme said',
      path: P,
      bad: icon({ src: 'data:image/png;base64,AA' }),
      good: png(),
      message: /\(not data\)/,
    },
    {
      code: 'MCP817',
      title: 'a src of 256 characters (255 pass)',
      path: P,
      bad: icon({ src: `https://example.com/${'a'.repeat(232)}.png` }),
      good: icon({ src: `https://example.com/${'a'.repeat(231)}.png` }),
      message: /^Icon "src" is 256 characters long; the registry allows at most 255\.$/,
    },
    {
      code: 'MCP817',
      title: 'a mimeType not a string, said',
      path: P,
      bad: png({ mimeType: 1 }),
      good: png({ mimeType: 'image/jpg' }),
      message: /^Icon "mimeType" must be one of image\/png, image\/jpeg, image\/jpg, image\/svg\+xml, image\/webp\.$/,
    },
    {
      code: 'MCP817',
      title: 'a misspelt mimeType, said and fixed',
      path: P,
      bad: png({ mimeType: 'image/pgn' }),
      good: png({ mimeType: 'image/png' }),
      fix: 'Change to "image/png"',
      message: /, not "image\/pgn"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a mimeType far off, fixed from the extension',
      path: P,
      bad: icon({ src: 'https://example.com/logo.WEBP?v=2', mimeType: 'application/octet-stream' }),
      good: icon({ src: 'https://example.com/logo.webp', mimeType: 'image/webp' }),
      fix: 'Change to "image/webp"',
    },
    {
      code: 'MCP817',
      title: 'a mimeType far off, fixed from a .jpeg extension',
      path: P,
      bad: icon({ src: 'https://example.com/logo.jpeg#x', mimeType: 'text/html' }),
      good: icon({ src: 'https://example.com/logo.jpeg', mimeType: 'image/jpeg' }),
      fix: 'Change to "image/jpeg"',
    },
    {
      code: 'MCP817',
      title: 'sizes a string, said and wrapped',
      path: P,
      bad: png({ sizes: '48x48' }),
      good: png({ sizes: ['48x48', 'any'] }),
      fix: 'Wrap in an array',
      message: /^Icon "sizes" must be an array such as \["48x48"\], not a string\.$/,
      fixed: (t) => assert.deepEqual(JSON.parse(t).icons[0].sizes, ['48x48']),
    },
    { code: 'MCP817', title: 'sizes an object, no fix', path: P, bad: png({ sizes: {} }), good: png({ sizes: [] }) },
    {
      code: 'MCP817',
      title: 'a size with words around it, said',
      path: P,
      bad: png({ sizes: ['size 48x48'] }),
      good: png({ sizes: ['480x48'] }),
      message: /^Icon size "size 48x48" must be WIDTHxHEIGHT \(e\.g\. "48x48"\) or "any"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a size followed by more',
      path: P,
      bad: png({ sizes: ['48x48px'] }),
      good: png({ sizes: ['48x48'] }),
    },
    {
      code: 'MCP817',
      title: 'a size not a string, said',
      path: P,
      bad: png({ sizes: [48] }),
      good: png({ sizes: ['any'] }),
      message: /^An icon size is a string, not an integer: it must be WIDTHxHEIGHT \(e\.g\. "48x48"\) or "any"\.$/,
    },
    {
      code: 'MCP817',
      title: 'anything but any',
      path: P,
      bad: png({ sizes: ['anyx'] }),
      good: png({ sizes: ['any'] }),
    },
    {
      code: 'MCP817',
      title: 'a theme neither light nor dark, said',
      path: P,
      bad: png({ theme: 'blue' }),
      good: png({ theme: 'dark' }),
      message: /^Icon "theme" must be "light" or "dark", not "blue"\.$/,
    },
    {
      code: 'MCP817',
      title: 'a theme not a string, said',
      path: P,
      bad: png({ theme: true }),
      good: png({ theme: 'light' }),
      message: /^Icon "theme" must be "light" or "dark"\.$/,
    },
  ]);

  it('offers a mimeType fix only when one can be guessed, and an https one only for http', () => {
    assert.deepEqual(fixesOf(icon({ src: 'https://example.com/logo', mimeType: 'text/html' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(icon({ src: 'https://example.com/logo.gif', mimeType: 'text/html' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(png({ mimeType: 'image/svg' }), 'MCP817'), [[['Change to "image/svg+xml"', true, false]]]);
    assert.deepEqual(fixesOf(icon({ src: 'ftp://example.com/i.png' }), 'MCP817'), [[]]);
    assert.deepEqual(fixesOf(icon({ src: 'http://example.com/i.png' }), 'MCP817'), [
      [['Change to https://example.com/i.png', true, false]],
    ]);
    assert.deepEqual(fixesOf(png({ sizes: '48x48' }), 'MCP817'), [[['Wrap in an array', true, false]]]);
  });
});

const httpPkg = (url: string, extra: object = {}) => pkg({ transport: { type: 'streamable-http', url }, ...extra });

describe('server.json: URL and value variables at their edges', () => {
  runCases([
    {
      code: 'MCP815',
      title: 'a package url variable, said, as an error, at the name',
      path: P,
      bad: httpPkg('http://localhost:{port}/mcp'),
      good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
      severity: 'error',
      span: '{port}',
      message:
        /^\{port\} is not declared in the package's arguments \(name or valueHint\) and environment variables, so the registry rejects the url\.$/,
    },
    {
      code: 'MCP815',
      title: "a package argument's name declares it",
      path: P,
      bad: httpPkg('http://localhost:{x}/mcp', { packageArguments: [{ type: 'named', name: 'y' }] }),
      good: httpPkg('http://localhost:{port}/mcp', { packageArguments: [{ type: 'named', name: 'port' }] }),
    },
    {
      code: 'MCP815',
      title: "a runtime argument's valueHint declares it",
      path: P,
      bad: httpPkg('http://localhost:{x}/mcp', {
        runtimeHint: 'npx',
        runtimeArguments: [{ type: 'positional', valueHint: '' }],
      }),
      good: httpPkg('http://localhost:{port}/mcp', {
        runtimeHint: 'npx',
        runtimeArguments: [{ type: 'positional', valueHint: 'port' }],
      }),
    },
    {
      code: 'MCP815',
      title: 'a misspelt package url variable, fixed',
      path: P,
      bad: httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }),
      good: httpPkg('http://localhost:{port}/mcp', { environmentVariables: [{ name: 'port' }] }),
      fix: 'Change to {port}',
      message: / Did you mean \{port\}\?$/,
      fixed: (t) => assert.equal(JSON.parse(t).packages[0].transport.url, 'http://localhost:{port}/mcp'),
    },
    {
      code: 'MCP815',
      title: 'a remote url variable, said',
      path: P,
      bad: remote({ url: 'https://{tenant}.example.com/mcp', variables: {} }),
      good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: {} } }),
      severity: 'error',
      message: /^\{tenant\} is not declared in the remote's "variables", so the registry rejects the url\.$/,
    },
    {
      code: 'MCP815',
      title: 'a header value variable, said, as a warning',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}' }] }),
      good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: { isSecret: true } } }] }),
      severity: 'warning',
      span: '{key}',
      message: /^\{key\} is not declared in this input's "variables", so it stays in the value as literal text\.$/,
    },
    {
      code: 'MCP816',
      title: 'an unused remote variable, said',
      path: P,
      bad: remote({ variables: { tenant: {} } }),
      good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: {} } }),
      span: '"tenant"',
      message: /^Variable "tenant" is declared but its url never uses \{tenant\}\.$/,
    },
    {
      code: 'MCP816',
      title: 'an unused value variable, said',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', value: 'Bearer', variables: { key: {} } }] }),
      good: remote({ headers: [{ name: 'X-Key', value: 'Bearer {key}', variables: { key: {} } }] }),
      message: /^Variable "key" is declared but its value never uses \{key\}\.$/,
    },
    {
      code: 'MCP816',
      title: 'a variable of an input with no value',
      path: P,
      bad: remote({ headers: [{ name: 'X-Key', variables: { key: {} } }] }),
      good: remote({ headers: [{ name: 'X-Key' }] }),
    },
    {
      code: 'MCP816',
      title: 'a variable of a remote with no url',
      path: P,
      bad: S({ remotes: [{ type: 'streamable-http', variables: { tenant: {} } }] }),
      good: S({ remotes: [{ type: 'streamable-http' }] }),
    },
  ]);

  it('an unused variable is tagged unnecessary; an unknown one with nothing near gets no fix', () => {
    const [unused] = only(lintText(P, remote({ variables: { tenant: {} } })), 'MCP816');
    assert.deepEqual(unused?.tags, ['unnecessary']);
    assert.deepEqual(
      fixesOf(httpPkg('http://localhost:{zzzzzz}/mcp', { environmentVariables: [{ name: 'port' }] }), 'MCP815'),
      [[]],
    );
    // a package without a url has nothing to check
    assert.deepEqual(only(lintText(P, pkg()), 'MCP815'), []);
  });
});

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

describe('server.json: arguments and inputs', () => {
  runCases([
    {
      code: 'MCP812',
      title: 'positional without value or valueHint',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'positional', isRepeated: false }] }),
      good: pkg({ packageArguments: [{ type: 'positional', valueHint: 'config_path' }] }),
      severity: 'error',
    },
    {
      code: 'MCP812',
      title: 'named without name',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', value: '8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '8080' }] }),
    },
    {
      code: 'MCP812',
      title: 'a name with its value inside',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port 8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', default: '8080' }] }),
      fix: true,
    },
    {
      code: 'MCP812',
      title: 'a value repeating the flag',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '--port=8080' }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', value: '8080' }] }),
      fix: true,
    },
    {
      code: 'MCP812',
      title: 'unknown argument type',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'positionl', value: 'x' }] }),
      good: pkg({ packageArguments: [{ type: 'positional', value: 'x' }] }),
      fix: true,
    },
    {
      code: 'MCP813',
      title: 'environment variable without name',
      path: P,
      bad: pkg({ environmentVariables: [{ isSecret: true }] }),
      good: pkg({ environmentVariables: [{ name: 'API_KEY', isSecret: true }] }),
      severity: 'error',
    },
    {
      code: 'MCP813',
      title: 'duplicate names warn',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'A' }, { name: 'A' }] }),
      good: pkg({ environmentVariables: [{ name: 'A' }, { name: 'a' }] }),
      severity: 'warning',
    },
    {
      code: 'MCP813',
      title: 'a header name with a colon',
      path: P,
      bad: remote({ headers: [{ name: 'Authorization:' }] }),
      good: remote({ headers: [{ name: 'Authorization', isSecret: true }] }),
    },
    {
      code: 'MCP814',
      title: 'format integer, fixed to number',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'PORT', format: 'integer' }] }),
      good: pkg({ environmentVariables: [{ name: 'PORT', format: 'number' }] }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP814',
      title: 'a string boolean',
      path: P,
      bad: pkg({ environmentVariables: [{ name: 'K', isSecret: 'true' }] }),
      good: pkg({ environmentVariables: [{ name: 'K', isSecret: true }] }),
      fix: true,
    },
    {
      code: 'MCP814',
      title: 'a number value',
      path: P,
      bad: pkg({ packageArguments: [{ type: 'named', name: '--port', default: 8000 }] }),
      good: pkg({ packageArguments: [{ type: 'named', name: '--port', default: '8000' }] }),
      fix: true,
    },
    {
      code: 'MCP814',
      title: 'a default outside the choices warns',
      path: P,
      bad: pkg({
        packageArguments: [{ type: 'named', name: '--transport', default: 'ws', choices: ['stdio', 'http'] }],
      }),
      good: pkg({
        packageArguments: [{ type: 'named', name: '--transport', default: 'stdio', choices: ['stdio', 'http'] }],
      }),
      severity: 'warning',
    },
    {
      code: 'MCP815',
      title: 'an undeclared remote url variable',
      path: P,
      bad: remote({ url: 'https://{tenant}.example.com/mcp' }),
      good: remote({
        url: 'https://{tenant}.example.com/mcp',
        variables: { tenant: { description: 'Tenant', isRequired: true } },
      }),
      severity: 'error',
      span: '{tenant}',
    },
    {
      code: 'MCP815',
      title: 'a package url variable needs an argument or env var',
      path: P,
      bad: pkg({ transport: { type: 'streamable-http', url: 'http://localhost:{port}/mcp' } }),
      good: pkg({
        transport: { type: 'streamable-http', url: 'http://localhost:{PORT}/mcp' },
        environmentVariables: [{ name: 'PORT' }],
      }),
    },
    {
      code: 'MCP815',
      title: 'a misspelt value variable warns, fixed',
      path: P,
      bad: pkg({
        runtimeArguments: [
          { type: 'named', name: '-e', value: 'TOKEN={tokn}', variables: { token: { isSecret: true } } },
        ],
        runtimeHint: 'docker',
      }),
      good: pkg({
        runtimeArguments: [
          { type: 'named', name: '-e', value: 'TOKEN={token}', variables: { token: { isSecret: true } } },
        ],
        runtimeHint: 'docker',
      }),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP816',
      title: 'a declared variable never used',
      path: P,
      bad: remote({ variables: { tenant: { description: 'Tenant' } } }),
      good: remote({ url: 'https://{tenant}.example.com/mcp', variables: { tenant: { description: 'Tenant' } } }),
      severity: 'hint',
    },
  ]);
});

describe('server.json: icons and legacy keys', () => {
  runCases([
    {
      code: 'MCP817',
      title: 'http icon, fixed',
      path: P,
      bad: S({ icons: [{ src: 'http://example.com/icon.png' }] }),
      good: S({
        icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48', 'any'], theme: 'dark' }],
      }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP817',
      title: 'a data: icon',
      path: P,
      bad: S({ icons: [{ src: 'data:image/png;base64,AAAA' }] }),
      good: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg+xml' }] }),
    },
    {
      code: 'MCP817',
      title: 'image/svg, fixed',
      path: P,
      bad: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg' }] }),
      good: S({ icons: [{ src: 'https://example.com/i.svg', mimeType: 'image/svg+xml' }] }),
      fix: true,
    },
    {
      code: 'MCP817',
      title: 'a size without height',
      path: P,
      bad: S({ icons: [{ src: 'https://example.com/i.png', sizes: ['48'] }] }),
      good: S({ icons: [{ src: 'https://example.com/i.png', sizes: ['48x48'] }] }),
    },
    {
      code: 'MCP817',
      title: 'src over 255 characters',
      path: P,
      bad: S({ icons: [{ src: `https://example.com/${'a'.repeat(240)}.png` }] }),
      good: S({ icons: [{ src: `https://example.com/${'a'.repeat(200)}.png` }] }),
    },
    {
      code: 'MCP818',
      title: 'website_url renamed',
      path: P,
      bad: S({ website_url: 'https://example.com' }),
      good: S({ websiteUrl: 'https://example.com' }),
      fix: true,
      severity: 'error',
      fixed: (t) => assert.equal(JSON.parse(t).websiteUrl, 'https://example.com'),
    },
    {
      code: 'MCP818',
      title: 'nested keys renamed',
      path: P,
      bad: S({ packages: [{ registry_type: 'npm', identifier: 'w', version: '1.0.0', transport: { type: 'stdio' } }] }),
      good: pkg(),
      fix: true,
    },
    {
      code: 'MCP818',
      title: 'only a warning under a pre-camelCase $schema',
      path: P,
      bad: S({ $schema: CURRENT.replace('2025-12-11', '2025-07-09'), packages: [npm({ environment_variables: [] })] }),
      good: S({ packages: [npm({ environmentVariables: [] })] }),
      severity: 'warning',
    },
  ]);

  it('_meta is free-form', () => {
    assert.deepEqual(
      only(
        lintText(P, S({ _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { is_secret: true } } })),
        'MCP818',
      ),
      [],
    );
  });
});

describe('server.json overall', () => {
  it('a complete, current file gets nothing', () => {
    const doc = S({
      title: 'Weather',
      websiteUrl: 'https://example.com/weather',
      repository: { url: 'https://github.com/user/weather', source: 'github', id: '1234' },
      icons: [{ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48'] }],
      packages: [
        npm({
          runtimeHint: 'npx',
          packageArguments: [
            { type: 'positional', valueHint: 'config_path' },
            { type: 'named', name: '--port', value: '8080', format: 'number' },
          ],
          environmentVariables: [{ name: 'API_KEY', isSecret: true, isRequired: true }],
        }),
        {
          registryType: 'oci',
          identifier: 'ghcr.io/user/weather:1.0.0',
          transport: { type: 'stdio' },
          runtimeHint: 'docker',
          runtimeArguments: [
            { type: 'named', name: '-e', value: 'TOKEN={token}', variables: { token: { isSecret: true } } },
          ],
        },
      ],
      remotes: [
        {
          type: 'streamable-http',
          url: 'https://{host}/mcp',
          headers: [{ name: 'Authorization', isSecret: true }],
          variables: { host: { default: 'api.example.com' } },
        },
      ],
      _meta: { 'io.modelcontextprotocol.registry/publisher-provided': { build: 'abc' } },
    });
    assert.deepEqual(codes(lintText(P, doc)), []);
  });

  it('is recognised by $schema whatever the file is called, and by name + packages as server.json', () => {
    assert.ok(codes(lintText('examples/weather.json', S({ version: 'latest' }))).includes('MCP807'));
    assert.ok(
      codes(
        lintText('server.json', { name: 'io.github.user/w', description: 'd', version: '1.0.0', packages: [] }),
      ).includes('MCP801'),
    );
    assert.deepEqual(
      codes(lintText('other.json', { name: 'io.github.user/w', description: 'd', version: 'latest' })),
      [],
    );
  });
});

// What the survivors of the second mutation run asked for (rules/serverJson/, docs/testing.md): each finding's whole
// message and its fixes, and the edges that decide — a package or remote that is no object, a name with a blank in
// front, a base URL or a hash with more before or after it, a transport type said with the extra that belongs to
// stdio only.
const messagesOf = (doc: unknown, code: string) => only(lintText(P, doc as object), code).map((f) => f.message);
const mcpbAt = (identifier: string | undefined) =>
  S({ packages: [{ registryType: 'mcpb', identifier, fileSha256: 'a'.repeat(64), transport: { type: 'stdio' } }] });

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

  it("the variables of an argument, an environment variable and a header, and a package transport's headers, are inputs", () => {
    assert.deepEqual(messagesOf(env({ name: 'K', value: '{v}', variables: { v: { isSecret: 'yes' } } }), 'MCP814'), [
      '"isSecret" must be true or false, not a string ("yes").',
    ]);
    assert.deepEqual(
      messagesOf(arg({ type: 'positional', value: '{v}', variables: { v: { format: 'text' } } }), 'MCP814'),
      ['"format" must be one of "string", "number", "boolean", "filepath", not "text".'],
    );
    const transport = {
      type: 'streamable-http',
      url: 'http://localhost/mcp',
      headers: [{ name: 'X-Key', isSecret: 1 }],
    };
    assert.deepEqual(messagesOf(pkg({ transport }), 'MCP814'), ['"isSecret" must be true or false, not an integer.']);
  });

  it("a package transport's header names are header names", () => {
    const transport = {
      type: 'streamable-http',
      url: 'http://localhost/mcp',
      headers: [{ name: 'X:Key' }, { name: 'A=B' }],
    };
    assert.deepEqual(messagesOf(pkg({ transport }), 'MCP813'), [
      '"X:Key" is not a valid header name: it cannot contain spaces or ":".',
    ]);
  });

  it('headers are one when their ASCII letters differ in case only', () => {
    // toUpperCase would make "ß" "SS" and call these two one
    assert.deepEqual(messagesOf(header({ name: 'X-Straße' }, { name: 'X-STRASSE' }), 'MCP813'), []);
  });

  it("an argument's type: the fix for a near miss is preferred", () => {
    assert.deepEqual(fixesOf(arg({ type: 'nmaed', name: '--port' }), 'MCP812'), [[['Change to "named"', true, false]]]);
  });

  it("a named argument's name: blanks around the flag are no value, and blanks alone no name", () => {
    const flagAlone =
      '"name" must be the flag alone ("--port"); put the value in "value" or "default", and a description in "description".';
    assert.deepEqual(messagesOf(arg({ type: 'named', name: ' --port' }), 'MCP812'), [flagAlone]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: ' --port' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port ' }), 'MCP812'), [
      [['Change to "--port"', false, false]],
    ]);
    assert.deepEqual(messagesOf(arg({ type: 'named', name: '  ' }), 'MCP812'), [
      'A named argument needs "name": the flag including its dashes, e.g. "--port".',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port=$PORT' }), 'MCP812'), [[]]);
  });

  it('a value that repeats its flag: only the separators right after the flag go', () => {
    assert.deepEqual(messagesOf(arg({ type: 'named', name: '-e', value: '-eKEY=a b' }), 'MCP812'), [
      '"value" repeats the flag "-e"; clients add the flag themselves, so it would appear twice. Write only the value ("KEY=a b").',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'named', name: '--port', value: '--port= 8080' }), 'MCP812'), [
      [['Change to "8080"', true, false]],
    ]);
  });

  it('"value" is one of the fields that must be strings', () => {
    assert.deepEqual(messagesOf(arg({ type: 'positional', value: 8080 }), 'MCP814'), [
      '"value" must be a string (numbers and booleans are written as "8080", "true"), not an integer.',
    ]);
    assert.deepEqual(fixesOf(arg({ type: 'positional', value: 8080 }), 'MCP814'), [[['Quote it: "8080"', true, true]]]);
  });

  it('an icon over http in capitals or with blanks around it: the fix changes the scheme (it changed nothing)', () => {
    assert.deepEqual(fixesOf(icon({ src: 'HTTP://Example.com:8443/i.png' }), 'MCP817'), [
      [['Change to https://Example.com:8443/i.png', true, false]],
    ]);
    assert.deepEqual(fixesOf(icon({ src: ' http://example.com/i.png ' }), 'MCP817'), [
      [['Change to https://example.com/i.png', true, false]],
    ]);
    const bad = textOf(icon({ src: ' HTTP://example.com/i.png' }));
    const fixed = applyFix(bad, lintText(P, bad), 'MCP817');
    assert.equal(JSON.parse(fixed).icons[0].src, 'https://example.com/i.png');
    assert.deepEqual(codes(lintText(P, fixed)), []);
  });

  it("an icon's mimeType guessed from the extension at the end of the URL, for each extension", () => {
    for (const [ext, mime] of [
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
      ['JPEG', 'image/jpeg'],
      ['svg', 'image/svg+xml'],
      ['webp', 'image/webp'],
    ]) {
      assert.deepEqual(
        fixesOf(icon({ src: `https://example.com/logo.${ext}`, mimeType: 'text/html' }), 'MCP817'),
        [[[`Change to "${mime}"`, true, false]]],
        ext,
      );
    }
    assert.deepEqual(fixesOf(png({ sizes: {} }), 'MCP817'), [[]]);
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

  it('$schema: typed without a value, over http, with blanks around it, or a draft URL with more after it', () => {
    const typing = `${JSON.stringify(base).slice(0, -1).replace(`"$schema":"${CURRENT}",`, '')},"$schema"}`;
    assert.deepEqual(codes(lintText(P, typing)), ['MCP001']);
    for (const url of [CURRENT.replace('https:', 'http:'), ` ${CURRENT} `]) {
      assert.deepEqual(codes(lintText(P, S({ $schema: url }))), [], url);
    }
    assert.deepEqual(codes(lintText(P, S({ $schema: 'https://example.com/draft/server.schema.json.bak' }))), [
      'MCP803',
    ]);
  });

  it('an undeclared url variable: the fix to a near name is preferred', () => {
    assert.deepEqual(
      fixesOf(httpPkg('http://localhost:{prot}/mcp', { environmentVariables: [{ name: 'port' }] }), 'MCP815'),
      [[['Change to {port}', true, false]]],
    );
  });
});
