// The manifestShape tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { bareOption, withOptions, option, withConfig, without, M, server, P } from './fixtures';

export const MANIFEST_CODES = ['MCP903', 'MCP904', 'MCP905', 'MCP906', 'MCP916'];

/** A 0.4 manifest with every field the schema defines, each well formed. */
export function full(): Record<string, unknown> {
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
export function edited(path: string, value: unknown, doc: Record<string, unknown> = full()): Record<string, unknown> {
  const keys = path.split('.').flatMap((k) => k.split(/\[(\d+)\]/).filter(Boolean));
  let at: Record<string, unknown> = doc;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return doc;
}

export const manifestShapeEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    { title: 'a non-object manifest gets no field findings (detection passes it over)', doc: '[]', findings: [] },
    {
      title: '_meta entries hold anything the vendor puts in them',
      doc: M({ manifest_version: '0.4', _meta: { 'com.acme/w': { nested: { a: [1, null] }, n: null } } }),
      findings: [],
    },
    {
      title: 'a _meta entry must be an object',
      doc: M({ manifest_version: '0.4', _meta: { 'com.acme/w': 3 } }),
      findings: ['MCP904 3'],
    },
    {
      title: 'an option of type "uv" is not a uv server: its missing title is asked for',
      doc: withOptions({ k: { type: 'uv', description: 'D' } }),
      findings: ['MCP903 "k"', 'MCP904 "uv"'],
    },
    {
      title: 'a uv server without entry_point: the entry point is asked for (only mcp_config is disputed)',
      doc: M({ manifest_version: '0.4', server: { type: 'uv', mcp_config: { command: 'uv' } } }),
      findings: ['MCP903 "server"'],
    },
    {
      title: 'keys without values (a manifest being typed) are syntax errors, not crashes',
      doc: '{"manifest_version": "0.3", "name": , "server": {"type": }}',
      findings: ['MCP903 {', 'MCP903 {', 'MCP903 {', 'MCP001 ,', 'MCP903 "server"', 'MCP903 "server"', 'MCP001 }'],
    },
    {
      title: 'an email whose domain ends in a digit',
      doc: M({ author: { name: 'A', email: 'dev@acme.example1' } }),
      findings: ['MCP916 "dev@acme.example1"'],
    },
    {
      title: "a platform override's env values are strings",
      doc: M({ server: server({}, { platform_overrides: { win32: { command: 'node.exe', env: { WIN: 1 } } } }) }),
      findings: ['MCP904 1 ⇒ "1"'],
    },
    {
      title: '"multiple" is true or false',
      doc: withOptions({ d: bareOption({ type: 'directory', multiple: 'yes' }) }),
      findings: ['MCP904 "yes"'],
    },
  ],
};

export const requiredFieldsRemoved: FindingTable = {
  title: 'each required field, removed, is named where it was expected',
  path: P,
  only: MANIFEST_CODES,
  cases: [
    ...(
      [
        ['name', ['MCP903 {']],
        ['version', ['MCP903 {']],
        ['description', ['MCP903 {']],
        ['author', ['MCP903 {']],
        ['author.name', ['MCP903 "author"']],
        ['repository.type', ['MCP903 "repository"']],
        ['repository.url', ['MCP903 "repository"']],
        ['icons[0].src', ['MCP903 {']],
        ['icons[0].size', ['MCP903 {']],
        ['localization.resources', ['MCP903 "localization"']],
        ['localization.default_locale', ['MCP903 "localization"']],
        ['server', ['MCP903 {']],
        ['server.type', ['MCP903 "server"']],
        ['server.entry_point', ['MCP903 "server"']],
        ['server.mcp_config', ['MCP903 "server"']],
        ['server.mcp_config.command', ['MCP903 "mcp_config"']],
        ['tools[0].name', ['MCP903 {']],
        ['prompts[0].name', ['MCP903 {']],
        ['prompts[0].text', ['MCP903 {']],
        ['user_config.units.type', ['MCP903 "units"']],
        ['user_config.units.title', ['MCP903 "units"']],
        ['user_config.units.description', ['MCP903 "units"']],
      ] as [string, string[]][]
    ).map(([path, findings]) => ({
      title: path,
      doc: edited(path, undefined),
      findings,
    })),
    {
      title: 'a uv server without mcp_config: a warning, since the sources disagree',
      doc: edited('server', { type: 'uv', entry_point: 'src/server.py' }),
      findings: ['MCP903 "server"'],
    },
  ],
};

export const wrongKinds: FindingTable = {
  title: 'each field with a value of the wrong kind',
  path: P,
  only: MANIFEST_CODES,
  cases: (
    [
      ['name', 42, ['MCP904 42 ⇒ "42"']],
      ['display_name', true, ['MCP904 true ⇒ "true"']],
      ['long_description', {}, ['MCP904 {}']],
      ['icon', [], ['MCP904 []']],
      ['server.type', 1, ['MCP904 1 ⇒ "1"']],
      ['tools_generated', 'yes', ['MCP904 "yes"']],
      ['prompts_generated', 'true', ['MCP904 "true" ⇒ true']],
      ['user_config.api_key.required', 'false', ['MCP904 "false" ⇒ false']],
      ['user_config.api_key.sensitive', 1, ['MCP904 1']],
      ['user_config.days.min', '1', ['MCP904 "1" ⇒ 1']],
      ['user_config.days.max', 'ten', ['MCP904 "ten"']],
      ['user_config.days.max', ' ', ['MCP904 " "']],
      ['user_config.days.min', true, ['MCP904 true']],
      ['keywords', 'weather', ['MCP904 "weather" ⇒ ["weather"]']],
      ['keywords', [1], ['MCP904 1 ⇒ "1"']],
      ['screenshots', 5, ['MCP904 5']],
      ['server.mcp_config.args', '--verbose', ['MCP904 "--verbose" ⇒ ["--verbose"]']],
      ['privacy_policies', {}, ['MCP904 {}']],
      ['compatibility.platforms', 'darwin', ['MCP904 "darwin" ⇒ ["darwin"]']],
      ['author', 'Acme', ['MCP904 "Acme"']],
      ['repository', 1, ['MCP904 1']],
      ['compatibility.runtimes', [], ['MCP904 []']],
      ['user_config', [], ['MCP904 []']],
      ['server.mcp_config.env', 'A=1', ['MCP904 "A=1"']],
      ['server.mcp_config.env.API_KEY', 1, ['MCP904 1 ⇒ "1"']],
      ['server.mcp_config.platform_overrides', [], ['MCP904 []']],
      ['server.mcp_config.platform_overrides.win32', 'node.exe', ['MCP904 "node.exe"']],
      ['_meta', 1, ['MCP904 1']],
      ['_meta.com/acme', 'x', ['MCP904 "x"']],
      ['user_config.units.default', {}, ['MCP904 {}']],
      ['user_config.units.default', [1, 'a'], ['MCP904 [\n        1,\n        "a"\n      ]']],
      ['user_config.units.default', null, ['MCP904 null']],
      ['user_config.units.type', 'strng', ['MCP904 "strng" ⇒ "string"']],
      ['user_config.units.type', 'text', ['MCP904 "text"']],
      ['compatibility.platforms', ['macos'], ['MCP904 "macos" ⇒ "darwin"']],
      ['compatibility.platforms', ['Mac'], ['MCP904 "Mac" ⇒ "darwin"']],
      ['compatibility.platforms', ['Windows'], ['MCP904 "Windows" ⇒ "win32"']],
      ['compatibility.platforms', ['linux', 'freebsd'], ['MCP904 "freebsd"']],
    ] as [string, unknown, string[]][]
  ).map(([path, value, findings]) => ({
    title: `${path}: ${JSON.stringify(value)}`,
    doc: path === '_meta.com/acme' ? edited('_meta', { 'com/acme': value }) : edited(path, value),
    findings,
  })),
};

export const urlsAndEmail: FindingTable = {
  title: "URLs and the author's email",
  path: P,
  only: MANIFEST_CODES,
  cases: (
    [
      ['homepage', 'acme.example', ['MCP916 "acme.example"']],
      ['documentation', '', ['MCP916 ""']],
      ['support', 'mailto:help@acme.example', []],
      ['author.url', 'www', ['MCP916 "www"']],
      ['repository.url', 'github.com/acme/weather', ['MCP916 "github.com/acme/weather"']],
      ['privacy_policies', ['privacy.html'], ['MCP916 "privacy.html"']],
      ['author.email', 'dev@', ['MCP916 "dev@"']],
      ['author.email', '.dev@acme.example', ['MCP916 ".dev@acme.example"']],
      ['author.email', 'dev..ops@acme.example', ['MCP916 "dev..ops@acme.example"']],
      ['author.email', 'dev@acme', ['MCP916 "dev@acme"']],
      ['author.email', "o'brien+tag@mail.acme.co.uk", []],
      ['author.email', 'dev.@acme.example', ['MCP916 "dev.@acme.example"']],
    ] as [string, unknown, string[]][]
  ).map(([path, value, findings]) => ({
    title: `${path}: ${JSON.stringify(value)}`,
    doc: edited(path, value),
    findings,
  })),
};

export const unknownKeys: FindingTable = {
  title: 'keys the schema does not define',
  path: P,
  only: MANIFEST_CODES,
  cases: (
    [
      ['licence', ['MCP905 "licence" ⇒ "license" ⇒   },\n  "licence": "x" →   }']],
      ['flavour', ['MCP905 "flavour" ⇒   },\n  "flavour": "x" →   }']],
      [
        'author.nmae',
        [
          'MCP905 "nmae" ⇒ "name" ⇒     "url": "https://acme.example",\n' +
            '    "nmae": "x" →     "url": "https://acme.example"',
        ],
      ],
      ['compatibility.vscode', ['MCP905 "vscode" ⇒     },\n    "vscode": "x" →     }']],
      ['compatibility.platfroms', ['MCP905 "platfroms" ⇒ "platforms" ⇒     },\n    "platfroms": "x" →     }']],
      [
        'server.mcp_config.platform_overrides.win32.cmd',
        ['MCP905 "cmd" ⇒           },\n          "cmd": "x" →           }'],
      ],
      [
        'user_config.units.titel',
        ['MCP905 "titel" ⇒ "title" ⇒       "default": "metric",\n      "titel": "x" →       "default": "metric"'],
      ],
      ['icons[0].color', ['MCP905 "color" ⇒       "theme": "light",\n      "color": "x" →       "theme": "light"']],
    ] as [string, string[]][]
  ).map(([path, findings]) => ({
    title: path,
    doc: edited(path, 'x'),
    findings,
  })),
};

const older = (version: Record<string, string>, extra: Record<string, unknown>) => {
  const doc = full();
  for (const k of ['icons', 'localization', '_meta', 'privacy_policies', 'manifest_version']) delete doc[k];
  return { ...version, ...doc, ...extra };
};

export const newerFields: FindingTable = {
  title: 'fields newer than the declared manifest version',
  path: P,
  only: ['MCP906'],
  cases: (
    [
      [
        'privacy_policies in 0.1',
        older({ manifest_version: '0.1' }, { privacy_policies: ['https://acme.example/p'] }),
        ['MCP906 "privacy_policies" ⇒ "0.1" → "0.2"'],
      ],
      [
        'privacy_policies in 0.2',
        older({ manifest_version: '0.2' }, { privacy_policies: ['https://acme.example/p'] }),
        [],
      ],
      ['icons in 0.2', older({ manifest_version: '0.2' }, { icons: [] }), ['MCP906 "icons" ⇒ "0.2" → "0.3"']],
      [
        'localization and _meta in 0.2',
        older(
          { manifest_version: '0.2' },
          { localization: { resources: 'r/${locale}.json', default_locale: 'en' }, _meta: {} },
        ),
        ['MCP906 "localization" ⇒ "0.2" → "0.3"', 'MCP906 "_meta" ⇒ "0.2" → "0.3"'],
      ],
      ['icons in 0.3', older({ manifest_version: '0.3' }, { icons: [] }), []],
      [
        'icons under dxt_version 0.2: no fix, the key to raise is manifest_version',
        older({ dxt_version: '0.2' }, { icons: [] }),
        ['MCP906 "icons"'],
      ],
      ['icons in an unknown version', older({ manifest_version: '9.9' }, { icons: [] }), []],
    ] as [string, Record<string, unknown>, string[]][]
  ).map(([title, doc, findings]) => ({
    title,
    doc,
    findings,
  })),
};

export const manifestShapeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP903',
    title: 'no description',
    path: P,
    bad: without('description'),
    good: M(),
    span: '{',
    fixedText: null,
    severity: 'error',
    message: /needs "description"/,
  },
  {
    code: 'MCP903',
    title: 'author without name',
    path: P,
    bad: M({ author: { email: 'a@example.com' } }),
    good: M({ author: { name: 'A', email: 'a@example.com' } }),
    fixedText: null,
    span: '"author"',
  },
  {
    code: 'MCP903',
    title: 'no mcp_config',
    path: P,
    bad: M({ server: { type: 'node', entry_point: 'server/index.js' } }),
    good: M(),
    span: '"server"',
    fixedText: null,
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
    span: '"server"',
    fixedText: null,
    severity: 'warning',
    message: /Sources disagree/,
  },
  {
    code: 'MCP903',
    title: 'an option without title',
    path: P,
    bad: withConfig({ env: { K: '${user_config.k}' } }, { k: { type: 'string', description: 'd' } }),
    good: withConfig({ env: { K: '${user_config.k}' } }, { k: option() }),
    span: '"k"',
    fixedText: null,
  },
  {
    code: 'MCP903',
    title: 'localization without default_locale only warns',
    path: P,
    bad: M({ localization: { resources: 'res/${locale}.json' } }),
    good: M({ localization: { resources: 'res/${locale}.json', default_locale: 'en-US' } }),
    span: '"localization"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP904',
    title: 'a string boolean, fixed',
    path: P,
    bad: M({ tools_generated: 'true' }),
    good: M({ tools_generated: true }),
    span: '"true"',
    fixedText: 'true',
    fix: true,
    severity: 'error',
  },
  {
    code: 'MCP904',
    title: 'macos is darwin',
    path: P,
    bad: M({ compatibility: { platforms: ['macos'] } }),
    good: M({ compatibility: { platforms: ['darwin', 'win32', 'linux'] } }),
    span: '"macos"',
    fixedText: '"darwin"',
    fix: true,
  },
  {
    code: 'MCP904',
    title: 'keywords as a string',
    path: P,
    bad: M({ keywords: 'weather' }),
    good: M({ keywords: ['weather'] }),
    span: '"weather"',
    fixedText: '["weather"]',
    fix: true,
  },
  {
    code: 'MCP904',
    title: 'an option type outside the set',
    path: P,
    bad: withConfig({ args: ['${user_config.k}'] }, { k: option({ type: 'integer' }) }),
    good: withConfig({ args: ['${user_config.k}'] }, { k: option({ type: 'number' }) }),
    span: '"integer"',
    fixedText: null,
  },
  {
    code: 'MCP905',
    title: 'a misspelt key, renamed',
    path: P,
    bad: M({ licence: 'MIT' }),
    good: M({ license: 'MIT' }),
    span: '"licence"',
    fixedText: '"license"',
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
    span: '"alwaysAllow"',
    fixedText: '      ],\n      "alwaysAllow": [\n        "x"\n      ] →       ]',
    fix: /Remove/,
  },
  {
    code: 'MCP905',
    title: 'a client constraint in compatibility (sources disagree)',
    path: P,
    bad: M({ compatibility: { my_client: '>1.0.0' } }),
    good: M({ compatibility: { claude_desktop: '>=1.0.0' } }),
    span: '"my_client"',
    fixedText: '  "compatibility": {\n    "my_client": ">1.0.0" →   "compatibility": {',
    message: /Sources disagree/,
  },
  {
    code: 'MCP906',
    title: 'icons in 0.2, version raised',
    path: P,
    bad: M({ manifest_version: '0.2', icons: [] }),
    good: M({ icons: [] }),
    span: '"icons"',
    fixedText: '"0.2" → "0.3"',
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
    span: '"privacy_policies"',
    fixedText: '"0.1" → "0.2"',
  },
  {
    code: 'MCP916',
    title: 'a bad email',
    path: P,
    bad: M({ author: { name: 'A', email: 'not-a-valid-email' } }),
    good: M({ author: { name: 'A', email: 'a.b+c@example.co.uk', url: 'https://example.com' } }),
    span: '"not-a-valid-email"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP916',
    title: 'a homepage without scheme',
    path: P,
    bad: M({ homepage: 'example.com' }),
    good: M({ homepage: 'https://example.com', privacy_policies: ['https://example.com/privacy'] }),
    span: '"example.com"',
    fixedText: null,
  },
];
