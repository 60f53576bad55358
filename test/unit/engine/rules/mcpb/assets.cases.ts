// The assets tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { M, P } from './fixtures';

export const assetEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: '${__dirname} inside an icon path: the example is a plain file name, and no fix',
      doc: M({ icon: 'assets/${__dirname}/icon.png' }),
      findings: ['MCP917 "assets/${__dirname}/icon.png"'],
    },
    {
      title: 'a URL later in an icon path is a relative path',
      doc: M({ icon: 'cache/https://acme.example/icon.png' }),
      findings: [],
    },
    {
      title: 'an icon that ends in .svg after .png',
      doc: M({ icon: 'icon.png.svg' }),
      findings: ['MCP917 "icon.png.svg"'],
    },
    {
      title: 'a three-letter language with an underscore: no fix',
      doc: M({ localization: { resources: 'r/${locale}.json', default_locale: 'eng_US' } }),
      findings: ['MCP918 "eng_US"'],
    },
    {
      title: 'a three-letter region with an underscore: no fix',
      doc: M({ localization: { resources: 'r/${locale}.json', default_locale: 'en_USA' } }),
      findings: ['MCP918 "en_USA"'],
    },
    {
      title: '${__dirname} right before the file name: made relative all the same',
      doc: M({ icon: '${__dirname}icon.png' }),
      findings: ['MCP917 "${__dirname}icon.png" ⇒ "icon.png"'],
    },
  ],
};

export const iconsAndLocalization: FindingTable = {
  title: 'MCP Bundle manifest: the icon, icons and localization',
  path: P,
  only: ['MCP917', 'MCP918'],
  cases: (
    [
      [
        'an icon under ${__dirname}, made relative',
        { icon: '${__dirname}/assets/icon.png' },
        ['MCP917 "${__dirname}/assets/icon.png" ⇒ "assets/icon.png"'],
      ],
      [
        'an icon under ${__dirname}\\ (Windows), made relative',
        { icon: '${__dirname}\\icon.png' },
        ['MCP917 "${__dirname}\\\\icon.png" ⇒ "icon.png"'],
      ],
      ['an icon that is ${__dirname} itself: no fix', { icon: '${__dirname}' }, ['MCP917 "${__dirname}"']],
      [
        'an icon under ${__dirname} with another variable: no fix',
        { icon: '${__dirname}/${user_config.theme}.png' },
        ['MCP917 "${__dirname}/${user_config.theme}.png"'],
      ],
      ['a remote icon', { icon: 'https://acme.example/icon.png' }, ['MCP917 "https://acme.example/icon.png"']],
      [
        'a remote icon, scheme in capitals',
        { icon: 'HTTP://acme.example/icon.png' },
        ['MCP917 "HTTP://acme.example/icon.png"'],
      ],
      ['an absolute icon path', { icon: '/opt/weather/icon.png' }, ['MCP917 "/opt/weather/icon.png"']],
      ['a Windows drive path', { icon: 'C:\\icons\\icon.png' }, ['MCP917 "C:\\\\icons\\\\icon.png"']],
      ['a drive path with slashes', { icon: 'd:/icon.png' }, ['MCP917 "d:/icon.png"']],
      ['a UNC path', { icon: '\\\\server\\share\\icon.png' }, ['MCP917 "\\\\\\\\server\\\\share\\\\icon.png"']],
      ['a home path', { icon: '~/icon.png' }, ['MCP917 "~/icon.png"']],
      ['an svg icon', { icon: 'assets/icon.svg' }, ['MCP917 "assets/icon.svg"']],
      ['a PNG in capitals', { icon: 'assets/ICON.PNG' }, []],
      ['a relative PNG', { icon: 'assets/icon.png' }, []],
      ['an icons size without a height', { icons: [{ src: 'i.png', size: '16' }] }, ['MCP917 "16"']],
      ['an icons size with a capital X', { icons: [{ src: 'i.png', size: '16X16' }] }, ['MCP917 "16X16"']],
      [
        'an icons size with words around',
        {
          icons: [
            { src: 'i.png', size: 'about 16x16' },
            { src: 'j.png', size: '16x16px' },
          ],
        },
        ['MCP917 "about 16x16"', 'MCP917 "16x16px"'],
      ],
      ['an empty icons theme', { icons: [{ src: 'i.png', size: '16x16', theme: '' }] }, ['MCP917 ""']],
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
        ['MCP918 "strings/en.json"'],
      ],
      [
        'resources with ${LOCALE}',
        { localization: { resources: 'strings/${LOCALE}.json', default_locale: 'en-US' } },
        [],
      ],
      [
        'an underscore locale, fixed',
        { localization: { resources: 'r/${locale}.json', default_locale: 'en_US' } },
        ['MCP918 "en_US" ⇒ "en-US"'],
      ],
      [
        'a lower-case underscore locale: no fix',
        { localization: { resources: 'r/${locale}.json', default_locale: 'en_us' } },
        ['MCP918 "en_us"'],
      ],
      [
        'a locale with an empty subtag',
        { localization: { resources: 'r/${locale}.json', default_locale: 'en-' } },
        ['MCP918 "en-"'],
      ],
      ['a one-letter locale', { localization: { resources: 'r/${locale}.json', default_locale: 'e' } }, ['MCP918 "e"']],
      [
        'a primary tag longer than 8',
        { localization: { resources: 'r/${locale}.json', default_locale: 'engLishUSA' } },
        ['MCP918 "engLishUSA"'],
      ],
      [
        'a subtag longer than 8',
        { localization: { resources: 'r/${locale}.json', default_locale: 'en-abcdefghi' } },
        ['MCP918 "en-abcdefghi"'],
      ],
      ['well-formed locales', { localization: { resources: 'r/${locale}.json', default_locale: 'zh-Hans-CN' } }, []],
    ] as [string, Record<string, unknown>, string[]][]
  ).map(([title, extra, findings]) => ({
    title,
    doc: M(extra),
    findings,
  })),
};

export const assetRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP917',
    title: '${__dirname} in icon, removed',
    path: P,
    bad: M({ icon: '${__dirname}/icon.png' }),
    good: M({ icon: 'icon.png' }),
    span: '"${__dirname}/icon.png"',
    fixedText: '"icon.png"',
    fix: true,
    severity: 'error',
  },
  {
    code: 'MCP917',
    title: 'an svg icon warns',
    path: P,
    bad: M({ icon: 'assets/icon.svg' }),
    good: M({ icon: 'assets/icon.png' }),
    span: '"assets/icon.svg"',
    fixedText: null,
    severity: 'warning',
  },
  {
    code: 'MCP917',
    title: 'an icons size without height',
    path: P,
    bad: M({ icons: [{ src: 'i.png', size: '16' }] }),
    good: M({ icons: [{ src: 'i.png', size: '16x16', theme: 'dark' }] }),
    span: '"16"',
    fixedText: null,
  },
  {
    code: 'MCP918',
    title: 'resources without ${locale}',
    path: P,
    bad: M({ localization: { resources: 'strings/en.json', default_locale: 'en-US' } }),
    good: M({ localization: { resources: 'strings/${locale}.json', default_locale: 'en-US' } }),
    span: '"strings/en.json"',
    fixedText: null,
    severity: 'error',
  },
  {
    code: 'MCP918',
    title: 'en_US, fixed',
    path: P,
    bad: M({ localization: { resources: 'r/${locale}.json', default_locale: 'en_US' } }),
    good: M({ localization: { resources: 'r/${locale}.json', default_locale: 'zh-Hans' } }),
    span: '"en_US"',
    fixedText: '"en-US"',
    fix: true,
  },
];
