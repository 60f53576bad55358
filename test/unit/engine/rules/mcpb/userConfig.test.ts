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

const withConfig = (config: object, userConfig?: object) =>
  M({ server: server({}, config), ...(userConfig ? { user_config: userConfig } : {}) });

const option = (extra: object = {}) => ({ type: 'string', title: 'API key', description: 'Your key', ...extra });

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

function table(name: string, codes: string[], cases: [string, Doc | string, string[]][]): void {
  describe(name, () => {
    for (const [title, doc, expected] of cases) {
      it(title, () => {
        const actual = transcript(P, doc, { only: codes });
        assert.deepEqual(actual, expected);
      });
    }
  });
}

describe('MCP Bundle manifest: variables and user_config', () => {
  runCases([
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

table(
  'user_config options',
  ['MCP910'],
  [
    [
      'sensitive on a number',
      withOptions({ n: bareOption({ type: 'number', sensitive: true }) }),
      [
        'MCP910 warning "\\"sensitive\\"": "sensitive" applies to string options; option "n" is a number, so it has no effect. [unnecessary]',
      ],
    ],
    ['sensitive: false on a number', withOptions({ n: bareOption({ type: 'number', sensitive: false }) }), []],
    ['sensitive on a string', withOptions({ s: bareOption({ type: 'string', sensitive: true }) }), []],
    [
      'multiple on a string',
      withOptions({ s: bareOption({ type: 'string', multiple: true }) }),
      [
        'MCP910 warning "\\"multiple\\"": "multiple" applies to directory and file options; option "s" is a string, so it has no effect. [unnecessary]',
      ],
    ],
    ['multiple: false on a string', withOptions({ s: bareOption({ type: 'string', multiple: false }) }), []],
    ['multiple on a file', withOptions({ f: bareOption({ type: 'file', multiple: true }) }), []],
    [
      'min on a string',
      withOptions({ s: bareOption({ type: 'string', min: 1 }) }),
      [
        'MCP910 warning "\\"min\\"": "min" and "max" apply to number options; option "s" is a string, so they have no effect. [unnecessary]',
      ],
    ],
    [
      'max on a boolean',
      withOptions({ b: bareOption({ type: 'boolean', max: 1 }) }),
      [
        'MCP910 warning "\\"max\\"": "min" and "max" apply to number options; option "b" is a boolean, so they have no effect. [unnecessary]',
      ],
    ],
    [
      'min above max',
      withOptions({ n: bareOption({ type: 'number', min: 10, max: 1 }) }),
      ['MCP910 error "10": Option "n" has "min" 10 above "max" 1: no value can satisfy both.'],
    ],
    ['min equal to max', withOptions({ n: bareOption({ type: 'number', min: 5, max: 5, default: 5 }) }), []],
    [
      'a sensitive default',
      withOptions({ s: bareOption({ type: 'string', sensitive: true, default: 'hunter2' }) }),
      [
        'MCP910 warning "\\"hunter2\\"": Option "s" is sensitive but has a "default": the default ships in the manifest in plain text. Leave sensitive options without a default. ‖ Remove the default (preferred): "      \\"sensitive\\": true,\\n      \\"default\\": \\"hunter2\\""→"      \\"sensitive\\": true"',
      ],
    ],
    ['a sensitive empty default', withOptions({ s: bareOption({ type: 'string', sensitive: true, default: '' }) }), []],
    [
      'a string default on a number, convertible',
      withOptions({ n: bareOption({ type: 'number', default: '42' }) }),
      [
        'MCP910 error "\\"42\\"": The default of option "n" must be a number (its type is "number"), not a string. ‖ Change to 42 (preferred) (safe): "\\"42\\""→"42"',
      ],
    ],
    [
      'a string default on a number, not convertible',
      withOptions({ n: bareOption({ type: 'number', default: 'many' }) }),
      ['MCP910 error "\\"many\\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      'a blank default on a number',
      withOptions({ n: bareOption({ type: 'number', default: ' ' }) }),
      ['MCP910 error "\\" \\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      'a string default on a boolean, convertible',
      withOptions({ b: bareOption({ type: 'boolean', default: 'false' }) }),
      [
        'MCP910 error "\\"false\\"": The default of option "b" must be true or false (its type is "boolean"), not a string. ‖ Change to false (preferred) (safe): "\\"false\\""→"false"',
      ],
    ],
    [
      'a string default on a boolean, not convertible',
      withOptions({ b: bareOption({ type: 'boolean', default: 'yes' }) }),
      [
        'MCP910 error "\\"yes\\"": The default of option "b" must be true or false (its type is "boolean"), not a string.',
      ],
    ],
    [
      'a number default on a string: quoted',
      withOptions({ s: bareOption({ type: 'string', default: 3 }) }),
      [
        'MCP910 error "3": The default of option "s" must be a string (its type is "string"), not an integer. ‖ Quote it: "3" (preferred) (safe): "3"→"\\"3\\""',
      ],
    ],
    [
      'a boolean default on a string: quoted',
      withOptions({ s: bareOption({ type: 'string', default: true }) }),
      [
        'MCP910 error "true": The default of option "s" must be a string (its type is "string"), not a boolean. ‖ Quote it: "true" (preferred) (safe): "true"→"\\"true\\""',
      ],
    ],
    [
      'an array default on a single directory',
      withOptions({ d: bareOption({ type: 'directory', default: ['a', 'b'] }) }),
      [
        'MCP910 error "[\\n        \\"a\\",\\n        \\"b\\"\\n      ]": The default of option "d" must be one path (set "multiple": true for several) (its type is "directory"), not an array.',
      ],
    ],
    [
      'an array default on multiple directories',
      withOptions({ d: bareOption({ type: 'directory', multiple: true, default: ['a', 'b'] }) }),
      [],
    ],
    [
      'an array with a number on multiple files',
      withOptions({ f: bareOption({ type: 'file', multiple: true, default: ['a', 1] }) }),
      [
        'MCP910 error "[\\n        \\"a\\",\\n        1\\n      ]": The default of option "f" must be a path or an array of paths (its type is "file", multiple), not an array.',
      ],
    ],
    [
      'a string default on multiple files',
      withOptions({ f: bareOption({ type: 'file', multiple: true, default: 'a' }) }),
      [],
    ],
    [
      'a default below min',
      withOptions({ n: bareOption({ type: 'number', min: 1, default: 0 }) }),
      ['MCP910 warning "0": The default 0 of option "n" lies outside its range 1…∞.'],
    ],
    [
      'a default above max',
      withOptions({ n: bareOption({ type: 'number', max: 10, default: 11 }) }),
      ['MCP910 warning "11": The default 11 of option "n" lies outside its range −∞…10.'],
    ],
    [
      'a default inside min and max',
      withOptions({ n: bareOption({ type: 'number', min: 1, max: 10, default: 10 }) }),
      [],
    ],
    [
      'an option with an unknown type',
      withOptions({ x: bareOption({ type: 'color', default: 3 }) }),
      ['MCP910 error "3": The default of option "x" must be a string (its type is "color"), not an integer.'],
    ],
    ['an option without a type', withOptions({ x: bareOption({ default: 3, sensitive: true, multiple: true }) }), []],
    ['an option that is not an object', M({ user_config: { x: 'string' } }), []],
  ],
);

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    [
      'a default of an option marked sensitive: false is fine',
      withOptions({ s: bareOption({ type: 'string', sensitive: false, default: 'x' }) }),
      [],
    ],
    [
      '"1" on a boolean: no fix',
      withOptions({ b: bareOption({ type: 'boolean', default: '1' }) }),
      [
        'MCP910 error "\\"1\\"": The default of option "b" must be true or false (its type is "boolean"), not a string.',
      ],
    ],
    [
      'an array on a number: no fix',
      withOptions({ n: bareOption({ type: 'number', default: [1] }) }),
      [
        'MCP904 error "[\\n        1\\n      ]": "user_config.n.default" must be a string, number, boolean or array of strings, not an array.',
        'MCP910 error "[\\n        1\\n      ]": The default of option "n" must be a number (its type is "number"), not an array.',
      ],
    ],
    [
      '"true" on a number: no fix',
      withOptions({ n: bareOption({ type: 'number', default: 'true' }) }),
      ['MCP910 error "\\"true\\"": The default of option "n" must be a number (its type is "number"), not a string.'],
    ],
    [
      '"true" on a boolean: made true',
      withOptions({ b: bareOption({ type: 'boolean', default: 'true' }) }),
      [
        'MCP910 error "\\"true\\"": The default of option "b" must be true or false (its type is "boolean"), not a string. ‖ Change to true (preferred) (safe): "\\"true\\""→"true"',
      ],
    ],
    [
      'null on a string: nothing to quote',
      withOptions({ s: bareOption({ type: 'string', default: null }) }),
      [
        'MCP904 error "null": "user_config.s.default" must be a string, number, boolean or array of strings, not null.',
        'MCP910 error "null": The default of option "s" must be a string (its type is "string"), not null.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
