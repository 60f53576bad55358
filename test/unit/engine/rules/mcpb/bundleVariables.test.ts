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
  ]);
});

table(
  'variables in mcp_config and defaults',
  ['MCP908', 'MCP909', 'MCP911'],
  [
    ['an option used', withOptions({ key: bareOption({ type: 'string' }) }), []],
    [
      'an option misspelt',
      M({
        server: server({}, { env: { KEY: '${user_config.api_kye}' } }),
        user_config: { api_key: bareOption({ type: 'string' }) },
      }),
      [
        'MCP908 error "${user_config.api_kye}": "user_config" declares no option "api_kye", so ${user_config.api_kye} is never filled in; did you mean "api_key"? ‖ Change to ${user_config.api_key} (preferred): "api_kye"→"api_key"',
        'MCP911 hint "\\"api_key\\"": Option "api_key" is never used: no ${user_config.api_key} in mcp_config passes its value to the server. [unnecessary]',
      ],
    ],
    [
      'an option not declared at all',
      M({ server: server({}, { args: ['${user_config.token}'] }) }),
      [
        'MCP908 error "${user_config.token}": "user_config" declares no option "token", so ${user_config.token} is never filled in. Declare it in "user_config".',
      ],
    ],
    [
      'an option declared and never used',
      M({ user_config: { api_key: bareOption({ type: 'string' }) } }),
      [
        'MCP911 hint "\\"api_key\\"": Option "api_key" is never used: no ${user_config.api_key} in mcp_config passes its value to the server. [unnecessary]',
      ],
    ],
    [
      'the bundle variables',
      M({
        server: server(
          {},
          {
            args: [
              '${__dirname}/a',
              '${HOME}',
              '${DESKTOP}',
              '${DOCUMENTS}',
              '${DOWNLOADS}',
              '${pathSeparator}',
              '${/}',
            ],
          },
        ),
      }),
      [],
    ],
    [
      'a misspelt bundle variable',
      M({ server: server({}, { args: ['${__dirnam}/server/index.js'] }) }),
      [
        'MCP909 warning "${__dirnam}": ${__dirnam} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written. Did you mean ${__dirname}? ‖ Change to ${__dirname} (preferred): "${__dirnam}"→"${__dirname}"',
      ],
    ],
    [
      'an environment variable',
      M({ server: server({}, { env: { KEY: '${API_KEY}' } }) }),
      [
        'MCP909 warning "${API_KEY}": ${API_KEY} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written. Environment variables are not expanded; declare a user_config option for the value.',
      ],
    ],
    [
      'another namespace',
      M({ server: server({}, { args: ['${env.HOME}'] }) }),
      [
        'MCP909 warning "${env.HOME}": ${env.HOME} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      'a lower-case unknown variable',
      M({ server: server({}, { args: ['${weather}'] }) }),
      [
        'MCP909 warning "${weather}": ${weather} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      'variables in a default',
      withOptions({
        dir: bareOption({ type: 'directory', default: '${HOME}/weather' }),
        other: bareOption({ type: 'string', default: '${user_config.dir}/x' }),
        env: bareOption({ type: 'string', default: '${TMPDIR}' }),
      }),
      [
        'MCP909 warning "${user_config.dir}": ${user_config.dir} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
        'MCP909 warning "${TMPDIR}": ${TMPDIR} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
      ],
    ],
  ],
);

describe('MCP Bundle manifests at their edges', () => {
  const cases: [string, Doc | string, string[]][] = [
    [
      '${env:HOME} is not ${HOME}, and ${Weather} is no environment variable',
      M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:HOME}', '${Weather}'] }) }),
      [
        'MCP909 warning "${env:HOME}": ${env:HOME} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
        'MCP909 warning "${Weather}": ${Weather} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
    [
      '${arguments.HOME} in a default is not ${HOME}',
      withOptions({ d: bareOption({ type: 'directory', default: '${arguments.HOME}' }) }),
      [
        'MCP909 warning "${arguments.HOME}": ${arguments.HOME} is not replaced in a default value; defaults may use ${HOME}, ${DESKTOP}, ${DOCUMENTS} and the other directory variables.',
      ],
    ],
    [
      'a namespaced variable close to a bundle variable gets no guess',
      M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:DESKTP}'] }) }),
      [
        'MCP909 warning "${env:DESKTP}": ${env:DESKTP} is not a variable bundle clients replace (${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator}, ${/}, ${user_config.KEY}); it reaches the server as written.',
      ],
    ],
  ];
  for (const [title, doc, expected] of cases) it(title, () => assert.deepEqual(transcript(P, doc), expected));
});
