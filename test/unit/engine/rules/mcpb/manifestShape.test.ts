import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { runCases } from '../../ruleCases';
import { transcript } from '../../../../helpers/transcript';

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

const MANIFEST_CODES = ['MCP903', 'MCP904', 'MCP905', 'MCP906', 'MCP916'];

/** A 0.4 manifest with every field the schema defines, each well formed. */
function full(): Record<string, unknown> {
  return {
    $schema: 'https://example.com/mcpb-manifest.schema.json',
    manifest_version: '0.4',
    name: 'weather',
    display_name: 'Weather',
    version: '1.2.0',
    description: 'Weather data',
    long_description: 'Forecasts and warnings.',
    author: { name: 'Acme', email: 'dev@acme.example', url: 'https://acme.example' },
    repository: { type: 'git', url: 'https://github.com/acme/weather' },
    homepage: 'https://acme.example/weather',
    documentation: 'https://acme.example/weather/docs',
    support: 'https://acme.example/support',
    icon: 'icon.png',
    icons: [{ src: 'icon-16.png', size: '16x16', theme: 'light' }],
    screenshots: ['shot.png'],
    localization: { resources: 'strings/${locale}.json', default_locale: 'en-US' },
    server: {
      type: 'node',
      entry_point: 'server/index.js',
      mcp_config: {
        command: 'node',
        args: ['${__dirname}/server/index.js', '--dirs', '${user_config.dirs}'],
        env: {
          API_KEY: '${user_config.api_key}',
          UNITS: '${user_config.units}',
          DAYS: '${user_config.days}',
          ALERTS: '${user_config.alerts}',
          CONFIG: '${user_config.config}',
        },
        platform_overrides: {
          win32: { command: 'node.exe', args: ['${__dirname}\\server\\index.js'], env: { WIN: '1' } },
        },
      },
    },
    tools: [{ name: 'get_weather', description: 'Weather for a city' }],
    tools_generated: false,
    prompts: [{ name: 'poem', description: 'A poem', arguments: ['topic'], text: 'Write about ${arguments.topic}' }],
    prompts_generated: false,
    keywords: ['weather'],
    license: 'MIT',
    privacy_policies: ['https://acme.example/privacy'],
    compatibility: {
      claude_desktop: '>=0.10.0',
      platforms: ['darwin', 'win32', 'linux'],
      runtimes: { node: '>=18.0.0', python: '>=3.10' },
    },
    user_config: {
      api_key: { type: 'string', title: 'API key', description: 'Your key', required: true, sensitive: true },
      units: { type: 'string', title: 'Units', description: 'metric or imperial', default: 'metric' },
      days: { type: 'number', title: 'Days', description: 'Forecast length', default: 3, min: 1, max: 14 },
      alerts: { type: 'boolean', title: 'Alerts', description: 'Include warnings', default: true },
      dirs: {
        type: 'directory',
        title: 'Folders',
        description: 'Where to save',
        multiple: true,
        default: ['${HOME}/Desktop'],
      },
      config: { type: 'file', title: 'Config', description: 'A config file' },
    },
    _meta: { 'com.acme/weather': { tier: 'free' } },
  };
}

/** `full()` with the value at `path` (dotted; [n] for array items) set to `value`, or removed when it is `undefined`. */
function edited(path: string, value: unknown, doc: Record<string, unknown> = full()): Record<string, unknown> {
  const keys = path.split('.').flatMap((k) => k.split(/\[(\d+)\]/).filter(Boolean));
  let at: Record<string, unknown> = doc;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return doc;
}

const manifestFindings = (doc: object) => transcript(P, doc, { only: MANIFEST_CODES });

type Doc = Record<string, unknown>;

/** A manifest whose user_config holds `options`, each passed to the server in env (so none is unused). */
const withOptions = (options: Record<string, Doc>): Doc =>
  M({
    server: server(
      {},
      { env: Object.fromEntries(Object.keys(options).map((k) => [k.toUpperCase(), `\${user_config.${k}}`])) },
    ),
    user_config: options,
  });

const bareOption = (extra: Doc): Doc => ({ title: 'T', description: 'D', ...extra });

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

describe('MCP Bundle manifest fields', () => {
  it('accepts every field the schema defines, each well formed', () => {
    assert.deepEqual(transcript(P, full()), []);
  });

  describe('each required field, removed, is named where it was expected', () => {
    const cases: [string, string[]][] = [
      ['name', ['MCP903 error "{": The manifest needs "name"; `mcpb validate` rejects the manifest without it.']],
      ['version', ['MCP903 error "{": The manifest needs "version"; `mcpb validate` rejects the manifest without it.']],
      [
        'description',
        ['MCP903 error "{": The manifest needs "description"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'author',
        [
          'MCP903 error "{": The manifest needs "author" (an object with at least "name"); `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'author.name',
        ['MCP903 error "\\"author\\"": "author" needs "name"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'repository.type',
        [
          'MCP903 error "\\"repository\\"": "repository" needs "type"; `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'repository.url',
        ['MCP903 error "\\"repository\\"": "repository" needs "url"; `mcpb validate` rejects the manifest without it.'],
      ],
      ['icons[0].src', ['MCP903 error "{": "icons[0]" needs "src"; `mcpb validate` rejects the manifest without it.']],
      [
        'icons[0].size',
        ['MCP903 error "{": "icons[0]" needs "size"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'localization.resources',
        [
          'MCP903 warning "\\"localization\\"": "localization" has no "resources". Sources disagree: the strict schema requires it, while MANIFEST.md gives it a default. Add it to pass `mcpb validate`.',
        ],
      ],
      [
        'localization.default_locale',
        [
          'MCP903 warning "\\"localization\\"": "localization" has no "default_locale". Sources disagree: the strict schema requires it, while MANIFEST.md gives it a default. Add it to pass `mcpb validate`.',
        ],
      ],
      [
        'server',
        [
          'MCP903 error "{": The manifest needs "server" (type, entry_point and mcp_config); `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'server.type',
        ['MCP903 error "\\"server\\"": "server" needs "type"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'server.entry_point',
        ['MCP903 error "\\"server\\"": "server" needs "entry_point"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'server.mcp_config',
        [
          'MCP903 error "\\"server\\"": "server" needs "mcp_config" ({ "command": …, "args": […] }, how a client starts the server); `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'server.mcp_config.command',
        [
          'MCP903 error "\\"mcp_config\\"": "server.mcp_config" needs "command" (the program that starts the server, e.g. "node"); `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'tools[0].name',
        ['MCP903 error "{": "tools[0]" needs "name"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'prompts[0].name',
        ['MCP903 error "{": "prompts[0]" needs "name"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'prompts[0].text',
        ['MCP903 error "{": "prompts[0]" needs "text"; `mcpb validate` rejects the manifest without it.'],
      ],
      [
        'user_config.units.type',
        [
          'MCP903 error "\\"units\\"": "user_config.units" needs "type"; `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'user_config.units.title',
        [
          'MCP903 error "\\"units\\"": "user_config.units" needs "title"; `mcpb validate` rejects the manifest without it.',
        ],
      ],
      [
        'user_config.units.description',
        [
          'MCP903 error "\\"units\\"": "user_config.units" needs "description"; `mcpb validate` rejects the manifest without it.',
        ],
      ],
    ];
    for (const [path, expected] of cases) {
      it(path, () => assert.deepEqual(manifestFindings(edited(path, undefined)), expected));
    }

    it('a uv server without mcp_config: a warning, since the sources disagree', () => {
      const doc = edited('server', { type: 'uv', entry_point: 'src/server.py' });
      assert.deepEqual(manifestFindings(doc), [
        'MCP903 warning "\\"server\\"": "server.mcp_config" is missing. Sources disagree for uv servers: mcpb 2.1.2 requires it for every server type, while MANIFEST.md says uv servers may leave it out. Add it to pass `mcpb validate`.',
      ]);
    });

    it('optional fields, removed, are not asked for', () => {
      const optional = [
        '$schema',
        'display_name',
        'long_description',
        'author.email',
        'author.url',
        'repository',
        'homepage',
        'documentation',
        'support',
        'icon',
        'icons[0].theme',
        'screenshots',
        'server.mcp_config.args',
        'server.mcp_config.env',
        'tools',
        'tools_generated',
        'prompts[0].description',
        'prompts[0].arguments',
        'keywords',
        'license',
        'compatibility',
        'user_config.units.default',
        '_meta',
      ];
      for (const path of optional) assert.deepEqual(manifestFindings(edited(path, undefined)), [], path);
    });
  });

  describe('each field with a value of the wrong kind', () => {
    const cases: [string, unknown, string[]][] = [
      [
        'name',
        42,
        ['MCP904 error "42": "name" must be a string, not an integer. ‖ Change to "42" (preferred): "42"→"\\"42\\""'],
      ],
      [
        'display_name',
        true,
        [
          'MCP904 error "true": "display_name" must be a string, not a boolean. ‖ Change to "true" (preferred): "true"→"\\"true\\""',
        ],
      ],
      ['long_description', {}, ['MCP904 error "{}": "long_description" must be a string, not an object.']],
      ['icon', [], ['MCP904 error "[]": "icon" must be a string, not an array.']],
      [
        'server.type',
        1,
        [
          'MCP904 error "1": "server.type" must be a string, not an integer. ‖ Change to "1" (preferred): "1"→"\\"1\\""',
        ],
      ],
      ['tools_generated', 'yes', ['MCP904 error "\\"yes\\"": "tools_generated" must be true or false, not a string.']],
      [
        'prompts_generated',
        'true',
        [
          'MCP904 error "\\"true\\"": "prompts_generated" must be true or false, not a string. ‖ Change to true (preferred): "\\"true\\""→"true"',
        ],
      ],
      [
        'user_config.api_key.required',
        'false',
        [
          'MCP904 error "\\"false\\"": "user_config.api_key.required" must be true or false, not a string. ‖ Change to false (preferred): "\\"false\\""→"false"',
        ],
      ],
      [
        'user_config.api_key.sensitive',
        1,
        ['MCP904 error "1": "user_config.api_key.sensitive" must be true or false, not an integer.'],
      ],
      [
        'user_config.days.min',
        '1',
        [
          'MCP904 error "\\"1\\"": "user_config.days.min" must be a number, not a string. ‖ Change to 1 (preferred): "\\"1\\""→"1"',
        ],
      ],
      [
        'user_config.days.max',
        'ten',
        ['MCP904 error "\\"ten\\"": "user_config.days.max" must be a number, not a string.'],
      ],
      ['user_config.days.max', ' ', ['MCP904 error "\\" \\"": "user_config.days.max" must be a number, not a string.']],
      ['user_config.days.min', true, ['MCP904 error "true": "user_config.days.min" must be a number, not a boolean.']],
      [
        'keywords',
        'weather',
        [
          'MCP904 error "\\"weather\\"": "keywords" must be an array, not a string. ‖ Change to ["weather"] (preferred): "\\"weather\\""→"[\\"weather\\"]"',
        ],
      ],
      [
        'keywords',
        [1],
        [
          'MCP904 error "1": "keywords[0]" must be a string, not an integer. ‖ Change to "1" (preferred): "1"→"\\"1\\""',
        ],
      ],
      ['screenshots', 5, ['MCP904 error "5": "screenshots" must be an array, not an integer.']],
      [
        'server.mcp_config.args',
        '--verbose',
        [
          'MCP904 error "\\"--verbose\\"": "server.mcp_config.args" must be an array, not a string. ‖ Change to ["--verbose"] (preferred): "\\"--verbose\\""→"[\\"--verbose\\"]"',
        ],
      ],
      ['privacy_policies', {}, ['MCP904 error "{}": "privacy_policies" must be an array, not an object.']],
      [
        'compatibility.platforms',
        'darwin',
        [
          'MCP904 error "\\"darwin\\"": "compatibility.platforms" must be an array, not a string. ‖ Change to ["darwin"] (preferred): "\\"darwin\\""→"[\\"darwin\\"]"',
        ],
      ],
      ['author', 'Acme', ['MCP904 error "\\"Acme\\"": "author" must be an object, not a string.']],
      ['repository', 1, ['MCP904 error "1": "repository" must be an object, not an integer.']],
      ['compatibility.runtimes', [], ['MCP904 error "[]": "compatibility.runtimes" must be an object, not an array.']],
      ['user_config', [], ['MCP904 error "[]": "user_config" must be an object, not an array.']],
      [
        'server.mcp_config.env',
        'A=1',
        ['MCP904 error "\\"A=1\\"": "server.mcp_config.env" must be an object, not a string.'],
      ],
      [
        'server.mcp_config.env.API_KEY',
        1,
        [
          'MCP904 error "1": "server.mcp_config.env.API_KEY" must be a string, not an integer. ‖ Change to "1" (preferred): "1"→"\\"1\\""',
        ],
      ],
      [
        'server.mcp_config.platform_overrides',
        [],
        ['MCP904 error "[]": "server.mcp_config.platform_overrides" must be an object, not an array.'],
      ],
      [
        'server.mcp_config.platform_overrides.win32',
        'node.exe',
        [
          'MCP904 error "\\"node.exe\\"": "server.mcp_config.platform_overrides.win32" must be an object, not a string.',
        ],
      ],
      ['_meta', 1, ['MCP904 error "1": "_meta" must be an object, not an integer.']],
      ['_meta.com/acme', 'x', ['MCP904 error "\\"x\\"": "_meta.com/acme" must be an object, not a string.']],
      [
        'user_config.units.default',
        {},
        [
          'MCP904 error "{}": "user_config.units.default" must be a string, number, boolean or array of strings, not an object.',
        ],
      ],
      [
        'user_config.units.default',
        [1, 'a'],
        [
          'MCP904 error "[\\n        1,\\n        \\"a\\"\\n      ]": "user_config.units.default" must be a string, number, boolean or array of strings, not an array.',
        ],
      ],
      [
        'user_config.units.default',
        null,
        [
          'MCP904 error "null": "user_config.units.default" must be a string, number, boolean or array of strings, not null.',
        ],
      ],
      [
        'user_config.units.type',
        'strng',
        [
          'MCP904 error "\\"strng\\"": "strng" is not allowed in "user_config.units.type": use "string", "number", "boolean", "directory", "file". ‖ Change to "string" (preferred): "\\"strng\\""→"\\"string\\""',
        ],
      ],
      [
        'user_config.units.type',
        'text',
        [
          'MCP904 error "\\"text\\"": "text" is not allowed in "user_config.units.type": use "string", "number", "boolean", "directory", "file".',
        ],
      ],
      [
        'compatibility.platforms',
        ['macos'],
        [
          'MCP904 error "\\"macos\\"": "macos" is not allowed in "compatibility.platforms[0]": use "darwin", "win32", "linux". ‖ Change to "darwin" (preferred): "\\"macos\\""→"\\"darwin\\""',
        ],
      ],
      [
        'compatibility.platforms',
        ['Mac'],
        [
          'MCP904 error "\\"Mac\\"": "Mac" is not allowed in "compatibility.platforms[0]": use "darwin", "win32", "linux". ‖ Change to "darwin" (preferred): "\\"Mac\\""→"\\"darwin\\""',
        ],
      ],
      [
        'compatibility.platforms',
        ['Windows'],
        [
          'MCP904 error "\\"Windows\\"": "Windows" is not allowed in "compatibility.platforms[0]": use "darwin", "win32", "linux". ‖ Change to "win32" (preferred): "\\"Windows\\""→"\\"win32\\""',
        ],
      ],
      [
        'compatibility.platforms',
        ['linux', 'freebsd'],
        [
          'MCP904 error "\\"freebsd\\"": "freebsd" is not allowed in "compatibility.platforms[1]": use "darwin", "win32", "linux".',
        ],
      ],
    ];
    for (const [path, value, expected] of cases) {
      it(`${path}: ${JSON.stringify(value)}`, () => {
        const doc = path === '_meta.com/acme' ? edited('_meta', { 'com/acme': value }) : edited(path, value);
        const actual = manifestFindings(doc);
        assert.deepEqual(actual, expected);
      });
    }
  });

  describe("URLs and the author's email", () => {
    const cases: [string, unknown, string[]][] = [
      [
        'homepage',
        'acme.example',
        [
          'MCP916 error "\\"acme.example\\"": "homepage" must be an absolute URL with its scheme (e.g. "https://example.com"), not "acme.example".',
        ],
      ],
      [
        'documentation',
        '',
        [
          'MCP916 error "\\"\\"": "documentation" must be an absolute URL with its scheme (e.g. "https://example.com"), not "".',
        ],
      ],
      ['support', 'mailto:help@acme.example', []],
      [
        'author.url',
        'www',
        [
          'MCP916 error "\\"www\\"": "author.url" must be an absolute URL with its scheme (e.g. "https://example.com"), not "www".',
        ],
      ],
      [
        'repository.url',
        'github.com/acme/weather',
        [
          'MCP916 error "\\"github.com/acme/weather\\"": "repository.url" must be an absolute URL with its scheme (e.g. "https://example.com"), not "github.com/acme/weather".',
        ],
      ],
      [
        'privacy_policies',
        ['privacy.html'],
        [
          'MCP916 error "\\"privacy.html\\"": "privacy_policies[0]" must be an absolute URL with its scheme (e.g. "https://example.com"), not "privacy.html".',
        ],
      ],
      [
        'author.email',
        'dev@',
        ['MCP916 error "\\"dev@\\"": "author.email" must be an email address such as "name@example.com", not "dev@".'],
      ],
      [
        'author.email',
        '.dev@acme.example',
        [
          'MCP916 error "\\".dev@acme.example\\"": "author.email" must be an email address such as "name@example.com", not ".dev@acme.example".',
        ],
      ],
      [
        'author.email',
        'dev..ops@acme.example',
        [
          'MCP916 error "\\"dev..ops@acme.example\\"": "author.email" must be an email address such as "name@example.com", not "dev..ops@acme.example".',
        ],
      ],
      [
        'author.email',
        'dev@acme',
        [
          'MCP916 error "\\"dev@acme\\"": "author.email" must be an email address such as "name@example.com", not "dev@acme".',
        ],
      ],
      ['author.email', "o'brien+tag@mail.acme.co.uk", []],
      [
        'author.email',
        'dev.@acme.example',
        [
          'MCP916 error "\\"dev.@acme.example\\"": "author.email" must be an email address such as "name@example.com", not "dev.@acme.example".',
        ],
      ],
    ];
    for (const [path, value, expected] of cases) {
      it(`${path}: ${JSON.stringify(value)}`, () => {
        const actual = manifestFindings(edited(path, value));
        assert.deepEqual(actual, expected);
      });
    }
  });

  describe('keys the schema does not define', () => {
    const cases: [string, string[]][] = [
      [
        'licence',
        [
          'MCP905 warning "\\"licence\\"": Unknown key "licence" in the manifest: did you mean "license"? ‖ Rename to "license" (preferred): "\\"licence\\""→"\\"license\\"" ‖ Remove "licence": "  },\\n  \\"licence\\": \\"x\\""→"  }"',
        ],
      ],
      [
        'flavour',
        [
          'MCP905 warning "\\"flavour\\"": "flavour" is not a field of the manifest: `mcpb validate` rejects unknown keys, and no client reads it. ‖ Remove "flavour": "  },\\n  \\"flavour\\": \\"x\\""→"  }"',
        ],
      ],
      [
        'author.nmae',
        [
          'MCP905 warning "\\"nmae\\"": Unknown key "nmae" in "author": did you mean "name"? ‖ Rename to "name" (preferred): "\\"nmae\\""→"\\"name\\"" ‖ Remove "nmae": "    \\"url\\": \\"https://acme.example\\",\\n    \\"nmae\\": \\"x\\""→"    \\"url\\": \\"https://acme.example\\""',
        ],
      ],
      [
        'compatibility.vscode',
        [
          'MCP905 warning "\\"vscode\\"": "vscode" is not a field of "compatibility". Sources disagree: MANIFEST.md allows version constraints for any client, but the strict schema of mcpb 2.1.2 accepts only claude_desktop, platforms and runtimes, so `mcpb validate` rejects it. ‖ Remove "vscode": "    },\\n    \\"vscode\\": \\"x\\""→"    }"',
        ],
      ],
      [
        'compatibility.platfroms',
        [
          'MCP905 warning "\\"platfroms\\"": Unknown key "platfroms" in "compatibility": did you mean "platforms"? ‖ Rename to "platforms" (preferred): "\\"platfroms\\""→"\\"platforms\\"" ‖ Remove "platfroms": "    },\\n    \\"platfroms\\": \\"x\\""→"    }"',
        ],
      ],
      [
        'server.mcp_config.platform_overrides.win32.cmd',
        [
          'MCP905 warning "\\"cmd\\"": "cmd" is not a field of "server.mcp_config.platform_overrides.win32": `mcpb validate` rejects unknown keys, and no client reads it. ‖ Remove "cmd": "          },\\n          \\"cmd\\": \\"x\\""→"          }"',
        ],
      ],
      [
        'user_config.units.titel',
        [
          'MCP905 warning "\\"titel\\"": Unknown key "titel" in "user_config.units": did you mean "title"? ‖ Rename to "title" (preferred): "\\"titel\\""→"\\"title\\"" ‖ Remove "titel": "      \\"default\\": \\"metric\\",\\n      \\"titel\\": \\"x\\""→"      \\"default\\": \\"metric\\""',
        ],
      ],
      [
        'icons[0].color',
        [
          'MCP905 warning "\\"color\\"": "color" is not a field of "icons[0]": `mcpb validate` rejects unknown keys, and no client reads it. ‖ Remove "color": "      \\"theme\\": \\"light\\",\\n      \\"color\\": \\"x\\""→"      \\"theme\\": \\"light\\""',
        ],
      ],
    ];
    for (const [path, expected] of cases) {
      it(path, () => {
        const actual = manifestFindings(edited(path, 'x'));
        assert.deepEqual(actual, expected);
      });
    }
  });

  describe('fields newer than the declared manifest version', () => {
    const older = (version: Record<string, string>, extra: Record<string, unknown>) => {
      const doc = full();
      for (const k of ['icons', 'localization', '_meta', 'privacy_policies', 'manifest_version']) delete doc[k];
      return { ...version, ...doc, ...extra };
    };
    const cases: [string, Record<string, unknown>, string[]][] = [
      [
        'privacy_policies in 0.1',
        older({ manifest_version: '0.1' }, { privacy_policies: ['https://acme.example/p'] }),
        [
          'MCP906 warning "\\"privacy_policies\\"": "privacy_policies" was added in manifest version 0.2; this manifest declares 0.1, whose strict schema rejects it. Raise the version to 0.2 or remove the field. ‖ Set manifest_version to "0.2" (preferred): "\\"0.1\\""→"\\"0.2\\""',
        ],
      ],
      [
        'privacy_policies in 0.2',
        older({ manifest_version: '0.2' }, { privacy_policies: ['https://acme.example/p'] }),
        [],
      ],
      [
        'icons in 0.2',
        older({ manifest_version: '0.2' }, { icons: [] }),
        [
          'MCP906 warning "\\"icons\\"": "icons" was added in manifest version 0.3; this manifest declares 0.2, whose strict schema rejects it. Raise the version to 0.3 or remove the field. ‖ Set manifest_version to "0.3" (preferred): "\\"0.2\\""→"\\"0.3\\""',
        ],
      ],
      [
        'localization and _meta in 0.2',
        older(
          { manifest_version: '0.2' },
          { localization: { resources: 'r/${locale}.json', default_locale: 'en' }, _meta: {} },
        ),
        [
          'MCP906 warning "\\"localization\\"": "localization" was added in manifest version 0.3; this manifest declares 0.2, whose strict schema rejects it. Raise the version to 0.3 or remove the field. ‖ Set manifest_version to "0.3" (preferred): "\\"0.2\\""→"\\"0.3\\""',
          'MCP906 warning "\\"_meta\\"": "_meta" was added in manifest version 0.3; this manifest declares 0.2, whose strict schema rejects it. Raise the version to 0.3 or remove the field. ‖ Set manifest_version to "0.3" (preferred): "\\"0.2\\""→"\\"0.3\\""',
        ],
      ],
      ['icons in 0.3', older({ manifest_version: '0.3' }, { icons: [] }), []],
      [
        'icons under dxt_version 0.2: no fix, the key to raise is manifest_version',
        older({ dxt_version: '0.2' }, { icons: [] }),
        [
          'MCP906 warning "\\"icons\\"": "icons" was added in manifest version 0.3; this manifest declares 0.2, whose strict schema rejects it. Raise the version to 0.3 or remove the field.',
        ],
      ],
      ['icons in an unknown version', older({ manifest_version: '9.9' }, { icons: [] }), []],
    ];
    for (const [name, doc, expected] of cases) {
      it(name, () => {
        const actual = transcript(P, doc, { only: ['MCP906'] });
        assert.deepEqual(actual, expected);
      });
    }
  });
});

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    ['a non-object manifest gets no field findings (detection passes it over)', '[]', []],
    [
      '_meta entries hold anything the vendor puts in them',
      M({ manifest_version: '0.4', _meta: { 'com.acme/w': { nested: { a: [1, null] }, n: null } } }),
      [],
    ],
    [
      'a _meta entry must be an object',
      M({ manifest_version: '0.4', _meta: { 'com.acme/w': 3 } }),
      ['MCP904 error "3": "_meta.com.acme/w" must be an object, not an integer.'],
    ],
    [
      'an option of type "uv" is not a uv server: its missing title is asked for',
      withOptions({ k: { type: 'uv', description: 'D' } }),
      [
        'MCP903 error "\\"k\\"": "user_config.k" needs "title"; `mcpb validate` rejects the manifest without it.',
        'MCP904 error "\\"uv\\"": "uv" is not allowed in "user_config.k.type": use "string", "number", "boolean", "directory", "file".',
      ],
    ],
    [
      'a uv server without entry_point: the entry point is asked for (only mcp_config is disputed)',
      M({ manifest_version: '0.4', server: { type: 'uv', mcp_config: { command: 'uv' } } }),
      ['MCP903 error "\\"server\\"": "server" needs "entry_point"; `mcpb validate` rejects the manifest without it.'],
    ],
    [
      'keys without values (a manifest being typed) are syntax errors, not crashes',
      '{"manifest_version": "0.3", "name": , "server": {"type": }}',
      [
        'MCP903 error "{": The manifest needs "version"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "{": The manifest needs "description"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "{": The manifest needs "author" (an object with at least "name"); `mcpb validate` rejects the manifest without it.',
        'MCP001 error ",": JSON syntax: value expected.',
        'MCP903 error "\\"server\\"": "server" needs "entry_point"; `mcpb validate` rejects the manifest without it.',
        'MCP903 error "\\"server\\"": "server" needs "mcp_config" ({ "command": …, "args": […] }, how a client starts the server); `mcpb validate` rejects the manifest without it.',
        'MCP001 error "}": JSON syntax: value expected.',
      ],
    ],
    [
      'an email whose domain ends in a digit',
      M({ author: { name: 'A', email: 'dev@acme.example1' } }),
      [
        'MCP916 error "\\"dev@acme.example1\\"": "author.email" must be an email address such as "name@example.com", not "dev@acme.example1".',
      ],
    ],
    [
      "a platform override's env values are strings",
      M({ server: server({}, { platform_overrides: { win32: { command: 'node.exe', env: { WIN: 1 } } } }) }),
      [
        'MCP904 error "1": "server.mcp_config.platform_overrides.win32.env.WIN" must be a string, not an integer. ‖ Change to "1" (preferred): "1"→"\\"1\\""',
      ],
    ],
    [
      '"multiple" is true or false',
      withOptions({ d: bareOption({ type: 'directory', multiple: 'yes' }) }),
      ['MCP904 error "\\"yes\\"": "user_config.d.multiple" must be true or false, not a string.'],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
