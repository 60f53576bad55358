// The MCP Bundle manifest's icon, icons, localization, version and compatibility ranges, value by value: what each
// check accepts and what it says (with its fix) about what it does not (see test/helpers/transcript.ts).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { isVersionRange } from '../../../server/src/engine/rules/mcpb/metadata';
import { transcript } from '../../helpers/transcript';

const P = 'manifest.json';
const server = {
  type: 'node',
  entry_point: 'server/index.js',
  mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] },
};
const M = (extra: Record<string, unknown>) => ({
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather data',
  author: { name: 'Acme' },
  server,
  ...extra,
});

describe('MCP Bundle manifest: version and compatibility ranges', () => {
  it('takes semantic versions, with a leading v, pre-release and build parts, and spaces around', () => {
    for (const v of [
      '1.0.0',
      'v1.2.3',
      '0.0.0',
      '10.20.30',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-0.3.7',
      '1.0.0-x-y.7z',
      '1.0.0+build.1',
      '1.0.0+20130313144700',
      '1.0.0-beta+exp.sha.5114f85',
      ' 2.0.0 ',
    ]) {
      assert.deepEqual(transcript(P, M({ version: v }), { only: ['MCP919'] }), [], v);
    }
  });

  it('warns about anything else, quoting it', () => {
    for (const v of [
      '1',
      '1.0',
      '01.0.0',
      '1.01.0',
      '1.0.01',
      '1.0.0-',
      '1.0.0+',
      '1.0.0-alpha..1',
      '1.0.0+a..b',
      'a.b.c',
      '1.0.0.0',
      'x1.0.0',
      '1.0.0x',
      'V1.0.0',
      '1.x.0',
      '',
    ]) {
      assert.deepEqual(
        transcript(P, M({ version: v }), { only: ['MCP919'] }),
        [
          `MCP919 warning ${JSON.stringify(JSON.stringify(v))}: "version" should be a semantic version such as "1.0.0", not "${v}".`,
        ],
        v,
      );
    }
  });

  it('takes npm and PEP 440 ranges', () => {
    for (const r of [
      '>=1.0.0',
      '^2.1',
      '~1.2.3',
      '1.x',
      '1.X',
      '1.*',
      '*',
      '>=3.8,<4.0',
      '>= 1.0.0',
      '>=1.0.0 <2.0.0',
      '1.0.0 - 2.0.0',
      '^1 || ^2',
      '~=3.10',
      '==3.11',
      '!=3.9',
      '<2',
      '<=2',
      '>1',
      '=1.0.0',
      'v1.2.3',
      '1.2.3-beta.1',
      '10.20',
      '  >=1.0.0  ',
    ]) {
      assert.equal(isVersionRange(r.trim()), true, r);
    }
  });

  it('rejects what is not a range', () => {
    for (const r of [
      '',
      'node 18 or newer',
      '>=',
      '^',
      '1.0.0 -',
      '- 1.0.0',
      '|| 1',
      '1 ||',
      '1 || || 2',
      '>=1.0.0.0',
      '=>1',
      'latest',
      '1.0.0 - x.y',
      '1.0.0 - 2.0.0 - 3.0.0',
      'a1',
      '1a',
      '>>1',
      '1.0.0-',
      ',',
    ]) {
      assert.equal(isVersionRange(r), false, r);
    }
  });

  it('names the range it rejects: claude_desktop and each runtime', () => {
    const doc = M({ compatibility: { claude_desktop: 'newest', runtimes: { node: '>=18', python: '3.10 or later' } } });
    assert.deepEqual(transcript(P, doc, { only: ['MCP920'] }), [
      'MCP920 warning "\\"newest\\"": "compatibility.claude_desktop" must be a version range such as ">=1.0.0" or "^2.1", not "newest".',
      'MCP920 warning "\\"3.10 or later\\"": "compatibility.runtimes.python" must be a version range such as ">=1.0.0" or "^2.1", not "3.10 or later".',
    ]);
    assert.deepEqual(transcript(P, M({ compatibility: { claude_desktop: ' >=0.10.0 ' } }), { only: ['MCP920'] }), []);
  });
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
