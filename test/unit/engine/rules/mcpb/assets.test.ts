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

type Doc = Record<string, unknown>;

describe('MCP Bundle manifest: prompts, icons, metadata', () => {
  runCases([
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
  ]);
});

describe('MCP Bundle manifest: the icon, icons and localization', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'an icon under ${__dirname}, made relative',
      { icon: '${__dirname}/assets/icon.png' },
      [
        'MCP917 error "\\"${__dirname}/assets/icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "assets/icon.png". `mcpb validate` rejects it. ‖ Change to "assets/icon.png" (preferred) (safe): "\\"${__dirname}/assets/icon.png\\""→"\\"assets/icon.png\\""',
      ],
    ],
    [
      'an icon under ${__dirname}\\ (Windows), made relative',
      { icon: '${__dirname}\\icon.png' },
      [
        'MCP917 error "\\"${__dirname}\\\\\\\\icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it. ‖ Change to "icon.png" (preferred) (safe): "\\"${__dirname}\\\\\\\\icon.png\\""→"\\"icon.png\\""',
      ],
    ],
    [
      'an icon that is ${__dirname} itself: no fix',
      { icon: '${__dirname}' },
      [
        'MCP917 error "\\"${__dirname}\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it.',
      ],
    ],
    [
      'an icon under ${__dirname} with another variable: no fix',
      { icon: '${__dirname}/${user_config.theme}.png' },
      [
        'MCP917 error "\\"${__dirname}/${user_config.theme}.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "${user_config.theme}.png". `mcpb validate` rejects it.',
      ],
    ],
    [
      'a remote icon',
      { icon: 'https://acme.example/icon.png' },
      [
        'MCP917 warning "\\"https://acme.example/icon.png\\"": "icon" is a remote URL; Claude Desktop shows only icon files inside the bundle. Ship a PNG in the bundle and write its relative path.',
      ],
    ],
    [
      'a remote icon, scheme in capitals',
      { icon: 'HTTP://acme.example/icon.png' },
      [
        'MCP917 warning "\\"HTTP://acme.example/icon.png\\"": "icon" is a remote URL; Claude Desktop shows only icon files inside the bundle. Ship a PNG in the bundle and write its relative path.',
      ],
    ],
    [
      'an absolute icon path',
      { icon: '/opt/weather/icon.png' },
      [
        'MCP917 error "\\"/opt/weather/icon.png\\"": "icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      ],
    ],
    [
      'a Windows drive path',
      { icon: 'C:\\icons\\icon.png' },
      [
        'MCP917 error "\\"C:\\\\\\\\icons\\\\\\\\icon.png\\"": "icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      ],
    ],
    [
      'a drive path with slashes',
      { icon: 'd:/icon.png' },
      [
        'MCP917 error "\\"d:/icon.png\\"": "icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      ],
    ],
    [
      'a UNC path',
      { icon: '\\\\server\\share\\icon.png' },
      [
        'MCP917 error "\\"\\\\\\\\\\\\\\\\server\\\\\\\\share\\\\\\\\icon.png\\"": "icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      ],
    ],
    [
      'a home path',
      { icon: '~/icon.png' },
      [
        'MCP917 error "\\"~/icon.png\\"": "icon" must be relative to the bundle root (e.g. "icon.png"), not an absolute path on this machine; `mcpb validate` rejects it.',
      ],
    ],
    [
      'an svg icon',
      { icon: 'assets/icon.svg' },
      [
        'MCP917 warning "\\"assets/icon.svg\\"": "icon" must be a PNG file; `mcpb validate` checks the file\'s PNG signature, and "assets/icon.svg" does not look like one.',
      ],
    ],
    ['a PNG in capitals', { icon: 'assets/ICON.PNG' }, []],
    ['a relative PNG', { icon: 'assets/icon.png' }, []],
    [
      'an icons size without a height',
      { icons: [{ src: 'i.png', size: '16' }] },
      ['MCP917 error "\\"16\\"": Icon "size" must be WIDTHxHEIGHT, e.g. "16x16", not "16".'],
    ],
    [
      'an icons size with a capital X',
      { icons: [{ src: 'i.png', size: '16X16' }] },
      ['MCP917 error "\\"16X16\\"": Icon "size" must be WIDTHxHEIGHT, e.g. "16x16", not "16X16".'],
    ],
    [
      'an icons size with words around',
      {
        icons: [
          { src: 'i.png', size: 'about 16x16' },
          { src: 'j.png', size: '16x16px' },
        ],
      },
      [
        'MCP917 error "\\"about 16x16\\"": Icon "size" must be WIDTHxHEIGHT, e.g. "16x16", not "about 16x16".',
        'MCP917 error "\\"16x16px\\"": Icon "size" must be WIDTHxHEIGHT, e.g. "16x16", not "16x16px".',
      ],
    ],
    [
      'an empty icons theme',
      { icons: [{ src: 'i.png', size: '16x16', theme: '' }] },
      ['MCP917 error "\\"\\"": Icon "theme" cannot be empty; leave it out or write e.g. "light" or "dark".'],
    ],
    [
      'well-formed icons',
      {
        icons: [
          { src: 'i.png', size: '16x16', theme: 'dark' },
          { src: 'j.png', size: '128x128' },
        ],
      },
      [],
    ],
    [
      'resources without ${locale}',
      { localization: { resources: 'strings/en.json', default_locale: 'en-US' } },
      [
        'MCP918 error "\\"strings/en.json\\"": "localization.resources" must contain the ${locale} placeholder (e.g. "mcpb-resources/${locale}.json"); without it every language reads "strings/en.json".',
      ],
    ],
    [
      'resources with ${LOCALE}',
      { localization: { resources: 'strings/${LOCALE}.json', default_locale: 'en-US' } },
      [],
    ],
    [
      'an underscore locale, fixed',
      { localization: { resources: 'r/${locale}.json', default_locale: 'en_US' } },
      [
        'MCP918 error "\\"en_US\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en_US". ‖ Change to "en-US" (preferred) (safe): "\\"en_US\\""→"\\"en-US\\""',
      ],
    ],
    [
      'a lower-case underscore locale: no fix',
      { localization: { resources: 'r/${locale}.json', default_locale: 'en_us' } },
      [
        'MCP918 error "\\"en_us\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en_us".',
      ],
    ],
    [
      'a locale with an empty subtag',
      { localization: { resources: 'r/${locale}.json', default_locale: 'en-' } },
      [
        'MCP918 error "\\"en-\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en-".',
      ],
    ],
    [
      'a one-letter locale',
      { localization: { resources: 'r/${locale}.json', default_locale: 'e' } },
      [
        'MCP918 error "\\"e\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "e".',
      ],
    ],
    [
      'a primary tag longer than 8',
      { localization: { resources: 'r/${locale}.json', default_locale: 'engLishUSA' } },
      [
        'MCP918 error "\\"engLishUSA\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "engLishUSA".',
      ],
    ],
    [
      'a subtag longer than 8',
      { localization: { resources: 'r/${locale}.json', default_locale: 'en-abcdefghi' } },
      [
        'MCP918 error "\\"en-abcdefghi\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en-abcdefghi".',
      ],
    ],
    ['well-formed locales', { localization: { resources: 'r/${locale}.json', default_locale: 'zh-Hans-CN' } }, []],
  ];
  for (const [name, extra, expected] of cases) {
    it(name, () => {
      const actual = transcript(P, M(extra), { only: ['MCP917', 'MCP918'] });
      assert.deepEqual(actual, expected);
    });
  }
});

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    [
      '${__dirname} inside an icon path: the example is a plain file name, and no fix',
      M({ icon: 'assets/${__dirname}/icon.png' }),
      [
        'MCP917 error "\\"assets/${__dirname}/icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it.',
      ],
    ],
    ['a URL later in an icon path is a relative path', M({ icon: 'cache/https://acme.example/icon.png' }), []],
    [
      'an icon that ends in .svg after .png',
      M({ icon: 'icon.png.svg' }),
      [
        'MCP917 warning "\\"icon.png.svg\\"": "icon" must be a PNG file; `mcpb validate` checks the file\'s PNG signature, and "icon.png.svg" does not look like one.',
      ],
    ],
    [
      'a three-letter language with an underscore: no fix',
      M({ localization: { resources: 'r/${locale}.json', default_locale: 'eng_US' } }),
      [
        'MCP918 error "\\"eng_US\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "eng_US".',
      ],
    ],
    [
      'a three-letter region with an underscore: no fix',
      M({ localization: { resources: 'r/${locale}.json', default_locale: 'en_USA' } }),
      [
        'MCP918 error "\\"en_USA\\"": "localization.default_locale" must be a BCP 47 language tag such as "en-US" or "zh-Hans", not "en_USA".',
      ],
    ],
    [
      '${__dirname} right before the file name: made relative all the same',
      M({ icon: '${__dirname}icon.png' }),
      [
        'MCP917 error "\\"${__dirname}icon.png\\"": "icon" must not use ${__dirname}: it is a path relative to the bundle root, e.g. "icon.png". `mcpb validate` rejects it. ‖ Change to "icon.png" (preferred) (safe): "\\"${__dirname}icon.png\\""→"\\"icon.png\\""',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
