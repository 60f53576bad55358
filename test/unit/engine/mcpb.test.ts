import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../helpers/engine';
import { only, runCases } from './ruleCases';

const P = 'manifest.json';
const server = (extra: object = {}, config: object = {}) => ({
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'], ...config },
  ...extra,
});
const base = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server: server(),
};
const M = (extra: object = {}) => ({ ...base, ...extra });
const without = (key: string, from: Record<string, unknown> = base) =>
  Object.fromEntries(Object.entries(from).filter(([k]) => k !== key));
const withConfig = (config: object, userConfig?: object) =>
  M({ server: server({}, config), ...(userConfig ? { user_config: userConfig } : {}) });
const option = (extra: object = {}) => ({ type: 'string', title: 'API key', description: 'Your key', ...extra });

describe('MCP Bundle manifest: versions', () => {
  runCases([
    {
      code: 'MCP901',
      title: 'no version at all, added',
      path: P,
      bad: without('manifest_version'),
      good: M(),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP901',
      title: 'an unknown version',
      path: P,
      bad: M({ manifest_version: '1.0' }),
      good: M({ manifest_version: '0.4' }),
      span: '"1.0"',
    },
    {
      code: 'MCP901',
      title: 'a three-part version, fixed',
      path: P,
      bad: M({ manifest_version: '0.3.0' }),
      good: M(),
      fix: true,
    },
    {
      code: 'MCP901',
      title: 'two different versions',
      path: P,
      bad: M({ dxt_version: '0.2' }),
      good: M({ dxt_version: '0.3' }),
      fix: true,
    },
    {
      code: 'MCP902',
      title: 'dxt_version renamed',
      path: P,
      bad: { ...without('manifest_version'), dxt_version: '0.1', server: server() },
      good: M(),
      fix: true,
      severity: 'info',
      fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.1'),
    },
  ]);
});

describe('MCP Bundle manifest: shape', () => {
  runCases([
    {
      code: 'MCP903',
      title: 'no description',
      path: P,
      bad: without('description'),
      good: M(),
      severity: 'error',
      message: /needs "description"/,
    },
    {
      code: 'MCP903',
      title: 'author without name',
      path: P,
      bad: M({ author: { email: 'a@example.com' } }),
      good: M({ author: { name: 'A', email: 'a@example.com' } }),
      span: '"author"',
    },
    {
      code: 'MCP903',
      title: 'no mcp_config',
      path: P,
      bad: M({ server: { type: 'node', entry_point: 'server/index.js' } }),
      good: M(),
      severity: 'error',
    },
    {
      code: 'MCP903',
      title: 'uv without mcp_config only warns (sources disagree)',
      path: P,
      bad: M({ manifest_version: '0.4', server: { type: 'uv', entry_point: 'src/server.py' } }),
      good: M({
        manifest_version: '0.4',
        server: server(
          { type: 'uv', entry_point: 'src/server.py' },
          { command: 'uv', args: ['run', '${__dirname}/src/server.py'] },
        ),
      }),
      severity: 'warning',
      message: /Sources disagree/,
    },
    {
      code: 'MCP903',
      title: 'an option without title',
      path: P,
      bad: withConfig({ env: { K: '${user_config.k}' } }, { k: { type: 'string', description: 'd' } }),
      good: withConfig({ env: { K: '${user_config.k}' } }, { k: option() }),
    },
    {
      code: 'MCP903',
      title: 'localization without default_locale only warns',
      path: P,
      bad: M({ localization: { resources: 'res/${locale}.json' } }),
      good: M({ localization: { resources: 'res/${locale}.json', default_locale: 'en-US' } }),
      severity: 'warning',
    },
    {
      code: 'MCP904',
      title: 'a string boolean, fixed',
      path: P,
      bad: M({ tools_generated: 'true' }),
      good: M({ tools_generated: true }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP904',
      title: 'macos is darwin',
      path: P,
      bad: M({ compatibility: { platforms: ['macos'] } }),
      good: M({ compatibility: { platforms: ['darwin', 'win32', 'linux'] } }),
      fix: true,
    },
    {
      code: 'MCP904',
      title: 'keywords as a string',
      path: P,
      bad: M({ keywords: 'weather' }),
      good: M({ keywords: ['weather'] }),
      fix: true,
    },
    {
      code: 'MCP904',
      title: 'an option type outside the set',
      path: P,
      bad: withConfig({ args: ['${user_config.k}'] }, { k: option({ type: 'integer' }) }),
      good: withConfig({ args: ['${user_config.k}'] }, { k: option({ type: 'number' }) }),
    },
    {
      code: 'MCP905',
      title: 'a misspelt key, renamed',
      path: P,
      bad: M({ licence: 'MIT' }),
      good: M({ license: 'MIT' }),
      fix: /Rename/,
      severity: 'warning',
      message: /did you mean "license"/,
    },
    {
      code: 'MCP905',
      title: "another client's key in mcp_config",
      path: P,
      bad: withConfig({ alwaysAllow: ['x'] }),
      good: withConfig({ env: {} }),
      fix: /Remove/,
    },
    {
      code: 'MCP905',
      title: 'a client constraint in compatibility (sources disagree)',
      path: P,
      bad: M({ compatibility: { my_client: '>1.0.0' } }),
      good: M({ compatibility: { claude_desktop: '>=1.0.0' } }),
      message: /Sources disagree/,
    },
    {
      code: 'MCP906',
      title: 'icons in 0.2, version raised',
      path: P,
      bad: M({ manifest_version: '0.2', icons: [] }),
      good: M({ icons: [] }),
      fix: true,
      severity: 'warning',
      fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.3'),
    },
    {
      code: 'MCP906',
      title: 'privacy_policies in 0.1',
      path: P,
      bad: M({ manifest_version: '0.1', privacy_policies: [] }),
      good: M({ manifest_version: '0.2', privacy_policies: [] }),
    },
    {
      code: 'MCP916',
      title: 'a bad email',
      path: P,
      bad: M({ author: { name: 'A', email: 'not-a-valid-email' } }),
      good: M({ author: { name: 'A', email: 'a.b+c@example.co.uk', url: 'https://example.com' } }),
      severity: 'error',
    },
    {
      code: 'MCP916',
      title: 'a homepage without scheme',
      path: P,
      bad: M({ homepage: 'example.com' }),
      good: M({ homepage: 'https://example.com', privacy_policies: ['https://example.com/privacy'] }),
    },
  ]);
});

describe('MCP Bundle manifest: server', () => {
  runCases([
    {
      code: 'MCP907',
      title: 'an unknown type',
      path: P,
      bad: M({ server: server({ type: 'invalid-type' }) }),
      good: M(),
      severity: 'error',
    },
    {
      code: 'MCP907',
      title: 'typescript means node',
      path: P,
      bad: M({ server: server({ type: 'typescript' }) }),
      good: M(),
      fix: true,
    },
    {
      code: 'MCP907',
      title: 'uv before 0.4, version raised',
      path: P,
      bad: M({ server: server({ type: 'uv' }, { command: 'uv' }) }),
      good: M({ manifest_version: '0.4', server: server({ type: 'uv' }, { command: 'uv' }) }),
      fix: true,
      fixed: (t) => assert.equal(JSON.parse(t).manifest_version, '0.4'),
    },
    {
      code: 'MCP914',
      title: 'a relative entry point in args, fixed',
      path: P,
      bad: withConfig({ args: ['server/index.js'] }),
      good: withConfig({ args: ['${__dirname}/server/index.js'] }),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP914',
      title: 'an absolute entry point',
      path: P,
      bad: M({ server: server({ entry_point: '/Users/me/server/index.js' }) }),
      good: M({ server: server({ entry_point: 'server/index.js' }) }),
    },
    {
      code: 'MCP915',
      title: 'windows is win32',
      path: P,
      bad: withConfig({ platform_overrides: { windows: { command: 'node.exe' } } }),
      good: withConfig({ platform_overrides: { win32: { command: 'node.exe' }, darwin: { env: { A: 'b' } } } }),
      fix: true,
      severity: 'warning',
    },
  ]);
});

describe('MCP Bundle manifest: variables and user_config', () => {
  runCases([
    {
      code: 'MCP908',
      title: 'an undeclared option',
      path: P,
      bad: withConfig({ env: { API_KEY: '${user_config.api_key}' } }),
      good: withConfig({ env: { API_KEY: '${user_config.api_key}' } }, { api_key: option({ sensitive: true }) }),
      severity: 'error',
      span: '${user_config.api_key}',
    },
    {
      code: 'MCP908',
      title: 'a typo, corrected',
      path: P,
      bad: withConfig({ env: { API_KEY: '${user_config.api_kye}' } }, { api_key: option() }),
      good: withConfig({ env: { API_KEY: '${user_config.api_key}' } }, { api_key: option() }),
      fix: true,
    },
    {
      code: 'MCP909',
      title: 'an environment variable',
      path: P,
      bad: withConfig({ env: { T: '${GITHUB_TOKEN}' } }),
      good: withConfig({ env: { T: '${HOME}/x', S: '${/}', P: '${pathSeparator}', D: '${DOWNLOADS}' } }),
      severity: 'warning',
      message: /Environment variables are not expanded/,
    },
    {
      code: 'MCP909',
      title: 'a misspelt __dirname, fixed',
      path: P,
      bad: withConfig({ args: ['${__dirnam}/server/index.js'] }),
      good: withConfig({ args: ['${__dirname}/server/index.js'] }),
      fix: true,
    },
    {
      code: 'MCP909',
      title: 'an option in a default',
      path: P,
      bad: withConfig(
        { args: ['${user_config.a}'] },
        { a: option({ type: 'directory', default: '${user_config.b}' }) },
      ),
      good: withConfig(
        { args: ['${user_config.a}'] },
        { a: option({ type: 'directory', default: '${HOME}/Documents' }) },
      ),
    },
    {
      code: 'MCP911',
      title: 'an option never used',
      path: P,
      bad: withConfig({}, { unused: option() }),
      good: withConfig({ args: ['${__dirname}/server/index.js', '--key=${user_config.unused}'] }, { unused: option() }),
      severity: 'hint',
    },
    {
      code: 'MCP910',
      title: 'min above max',
      path: P,
      bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 10, max: 1 }) }),
      good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 1, max: 10, default: 5 }) }),
      severity: 'error',
    },
    {
      code: 'MCP910',
      title: 'a sensitive default',
      path: P,
      bad: withConfig(
        { env: { K: '${user_config.k}' } },
        { k: option({ sensitive: true, default: 'demo-key-12345' }) },
      ),
      good: withConfig({ env: { K: '${user_config.k}' } }, { k: option({ sensitive: true }) }),
      fix: true,
      severity: 'warning',
    },
    {
      code: 'MCP910',
      title: 'a string default for a number, fixed',
      path: P,
      bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', default: '10' }) }),
      good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', default: 10 }) }),
      fix: true,
    },
    {
      code: 'MCP910',
      title: 'an array default without multiple',
      path: P,
      bad: withConfig({ args: ['${user_config.d}'] }, { d: option({ type: 'directory', default: ['${HOME}'] }) }),
      good: withConfig(
        { args: ['${user_config.d}'] },
        { d: option({ type: 'directory', multiple: true, default: ['${HOME}/Desktop'] }) },
      ),
    },
    {
      code: 'MCP910',
      title: 'sensitive on a number',
      path: P,
      bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', sensitive: true }) }),
      good: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number' }) }),
    },
    {
      code: 'MCP910',
      title: 'a default outside min/max',
      path: P,
      bad: withConfig({ args: ['${user_config.n}'] }, { n: option({ type: 'number', min: 1, max: 10, default: 50 }) }),
      good: withConfig(
        { args: ['${user_config.n}'] },
        { n: option({ type: 'number', min: -1, max: 3600, default: -1 }) },
      ),
    },
  ]);
});

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases([
    {
      code: 'MCP912',
      title: 'an undeclared placeholder, declared by the fix',
      path: P,
      bad: M({ prompts: [{ name: 'p', text: 'Find ${arguments.topic}' }] }),
      good: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Find ${arguments.topic}' }] }),
      fix: true,
      severity: 'error',
      fixed: (t) => assert.deepEqual(JSON.parse(t).prompts[0].arguments, ['topic']),
    },
    {
      code: 'MCP912',
      title: 'into existing arguments',
      path: P,
      bad: M({ prompts: [{ name: 'p', arguments: ['a'], text: '${arguments.a} ${arguments.b}' }] }),
      good: M({ prompts: [{ name: 'p', arguments: ['a', 'b'], text: '${arguments.a} ${arguments.b}' }] }),
      fix: /Declare/,
    },
    {
      code: 'MCP913',
      title: 'a declared argument never used',
      path: P,
      bad: M({ prompts: [{ name: 'p', arguments: ['topic'], text: 'Summarise' }] }),
      good: M({ prompts: [{ name: 'p', arguments: [], text: 'Summarise' }] }),
      severity: 'hint',
    },
    {
      code: 'MCP917',
      title: '${__dirname} in icon, removed',
      path: P,
      bad: M({ icon: '${__dirname}/icon.png' }),
      good: M({ icon: 'icon.png' }),
      fix: true,
      severity: 'error',
    },
    {
      code: 'MCP917',
      title: 'an svg icon warns',
      path: P,
      bad: M({ icon: 'assets/icon.svg' }),
      good: M({ icon: 'assets/icon.png' }),
      severity: 'warning',
    },
    {
      code: 'MCP917',
      title: 'an icons size without height',
      path: P,
      bad: M({ icons: [{ src: 'i.png', size: '16' }] }),
      good: M({ icons: [{ src: 'i.png', size: '16x16', theme: 'dark' }] }),
    },
    {
      code: 'MCP918',
      title: 'resources without ${locale}',
      path: P,
      bad: M({ localization: { resources: 'strings/en.json', default_locale: 'en-US' } }),
      good: M({ localization: { resources: 'strings/${locale}.json', default_locale: 'en-US' } }),
      severity: 'error',
    },
    {
      code: 'MCP918',
      title: 'en_US, fixed',
      path: P,
      bad: M({ localization: { resources: 'r/${locale}.json', default_locale: 'en_US' } }),
      good: M({ localization: { resources: 'r/${locale}.json', default_locale: 'zh-Hans' } }),
      fix: true,
    },
    {
      code: 'MCP919',
      title: 'a version that is not semver',
      path: P,
      bad: M({ version: 'v1' }),
      good: M({ version: '2.0.0-beta.17' }),
      severity: 'warning',
    },
    {
      code: 'MCP920',
      title: 'a range in words',
      path: P,
      bad: M({ compatibility: { runtimes: { node: 'node 18 or newer' } } }),
      good: M({ compatibility: { claude_desktop: '>=0.10.0', runtimes: { node: '>=16.0.0', python: '>=3.8,<4.0' } } }),
      severity: 'warning',
    },
  ]);
});

describe('MCP Bundle manifest overall', () => {
  it('the MANIFEST.md example gets nothing', () => {
    const doc = M({
      display_name: 'Weather',
      long_description: 'Long',
      repository: { type: 'git', url: 'https://github.com/acme/weather' },
      homepage: 'https://example.com',
      icon: 'icon.png',
      server: server(
        {},
        {
          env: { API_KEY: '${user_config.api_key}', DIRS: '${user_config.dirs}' },
          platform_overrides: { win32: { command: 'node.exe' } },
        },
      ),
      tools: [{ name: 'get_weather', description: 'Weather' }],
      prompts: [{ name: 'poem', arguments: ['topic'], text: 'Write about ${arguments.topic}' }],
      keywords: ['weather'],
      license: 'MIT',
      privacy_policies: ['https://example.com/privacy'],
      compatibility: { claude_desktop: '>=0.10.0', platforms: ['darwin', 'win32'], runtimes: { node: '>=16.0.0' } },
      user_config: {
        api_key: option({ sensitive: true, required: true }),
        dirs: option({ type: 'directory', multiple: true, default: ['${HOME}/Desktop'] }),
      },
      _meta: { 'com.microsoft.windows': { package_family_name: 'x' } },
    });
    assert.deepEqual(codes(lintText(P, doc)), []);
  });

  it('never claims a Chrome or web app manifest.json', () => {
    assert.deepEqual(
      codes(lintText(P, { manifest_version: 3, name: 'Ext', version: '1.0', background: { service_worker: 'sw.js' } })),
      [],
    );
    assert.deepEqual(
      codes(lintText(P, { name: 'App', short_name: 'A', start_url: '/', icons: [{ src: 'i.png', sizes: '192x192' }] })),
      [],
    );
  });

  it('recognises a manifest still being written (no server yet) and asks for it', () => {
    assert.ok(
      only(
        lintText(P, { manifest_version: '0.3', name: 'x', version: '1.0.0', description: 'X', author: { name: 'A' } }),
        'MCP903',
      ).some((f) => /"server"/.test(f.message)),
    );
  });
});
