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

/** Each finding of `code` in `doc`, as its fixes: [title, preferred, safe] each. */
const fixesOf = (doc: object, code: string) =>
  only(lintText(P, doc), code).map((f) => (f.fixes ?? []).map((x) => [x.title, x.preferred ?? false, x.safe ?? false]));

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

describe('server.json: icons and legacy keys', () => {
  runCases([
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
