// The bundleVariables tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { bareOption, withOptions, option, withConfig, M, server, P } from './fixtures';

export const variableCases: FindingTable = {
  title: 'variables in mcp_config and defaults',
  path: P,
  only: ['MCP908', 'MCP909', 'MCP911'],
  cases: [
    { title: 'an option used', doc: withOptions({ key: bareOption({ type: 'string' }) }), findings: [] },
    {
      title: 'an option misspelt',
      doc: M({
        server: server({}, { env: { KEY: '${user_config.api_kye}' } }),
        user_config: { api_key: bareOption({ type: 'string' }) },
      }),
      findings: ['MCP908 ${user_config.api_kye} ⇒ api_kye → api_key', 'MCP911 "api_key"'],
    },
    {
      title: 'an option not declared at all',
      doc: M({ server: server({}, { args: ['${user_config.token}'] }) }),
      findings: ['MCP908 ${user_config.token}'],
    },
    {
      title: 'an option declared and never used',
      doc: M({ user_config: { api_key: bareOption({ type: 'string' }) } }),
      findings: ['MCP911 "api_key"'],
    },
    {
      title: 'the bundle variables',
      doc: M({
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
      findings: [],
    },
    {
      title: 'a misspelt bundle variable',
      doc: M({ server: server({}, { args: ['${__dirnam}/server/index.js'] }) }),
      findings: ['MCP909 ${__dirnam} ⇒ ${__dirname}'],
    },
    {
      title: 'an environment variable',
      doc: M({ server: server({}, { env: { KEY: '${API_KEY}' } }) }),
      findings: ['MCP909 ${API_KEY}'],
    },
    {
      title: 'another namespace',
      doc: M({ server: server({}, { args: ['${env.HOME}'] }) }),
      findings: ['MCP909 ${env.HOME}'],
    },
    {
      title: 'a lower-case unknown variable',
      doc: M({ server: server({}, { args: ['${weather}'] }) }),
      findings: ['MCP909 ${weather}'],
    },
    {
      title: 'variables in a default',
      doc: withOptions({
        dir: bareOption({ type: 'directory', default: '${HOME}/weather' }),
        other: bareOption({ type: 'string', default: '${user_config.dir}/x' }),
        env: bareOption({ type: 'string', default: '${TMPDIR}' }),
      }),
      findings: ['MCP909 ${user_config.dir}', 'MCP909 ${TMPDIR}'],
    },
  ],
};

export const variableEdges: FindingTable = {
  title: 'MCP Bundle manifests at their edges',
  path: P,
  cases: [
    {
      title: '${env:HOME} is not ${HOME}, and ${Weather} is no environment variable',
      doc: M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:HOME}', '${Weather}'] }) }),
      findings: ['MCP909 ${env:HOME}', 'MCP909 ${Weather}'],
    },
    {
      title: '${arguments.HOME} in a default is not ${HOME}',
      doc: withOptions({ d: bareOption({ type: 'directory', default: '${arguments.HOME}' }) }),
      findings: ['MCP909 ${arguments.HOME}'],
    },
    {
      title: 'a namespaced variable close to a bundle variable gets no guess',
      doc: M({ server: server({}, { args: ['${__dirname}/server/index.js', '${env:DESKTP}'] }) }),
      findings: ['MCP909 ${env:DESKTP}'],
    },
  ],
};

export const bundleVariableRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP908',
    title: 'an undeclared option',
    path: P,
    bad: withConfig({ env: { API_KEY: '${user_config.api_key}' } }),
    good: withConfig({ env: { API_KEY: '${user_config.api_key}' } }, { api_key: option({ sensitive: true }) }),
    fixedText: null,
    severity: 'error',
    span: '${user_config.api_key}',
  },
  {
    code: 'MCP908',
    title: 'a typo, corrected',
    path: P,
    bad: withConfig({ env: { API_KEY: '${user_config.api_kye}' } }, { api_key: option() }),
    good: withConfig({ env: { API_KEY: '${user_config.api_key}' } }, { api_key: option() }),
    span: '${user_config.api_kye}',
    fixedText: 'api_kye → api_key',
    fix: true,
  },
  {
    code: 'MCP909',
    title: 'an environment variable',
    path: P,
    bad: withConfig({ env: { T: '${GITHUB_TOKEN}' } }),
    good: withConfig({ env: { T: '${HOME}/x', S: '${/}', P: '${pathSeparator}', D: '${DOWNLOADS}' } }),
    span: '${GITHUB_TOKEN}',
    fixedText: null,
    severity: 'warning',
    message: /Environment variables are not expanded/,
  },
  {
    code: 'MCP909',
    title: 'a misspelt __dirname, fixed',
    path: P,
    bad: withConfig({ args: ['${__dirnam}/server/index.js'] }),
    good: withConfig({ args: ['${__dirname}/server/index.js'] }),
    span: '${__dirnam}',
    fixedText: '${__dirname}',
    fix: true,
  },
  {
    code: 'MCP909',
    title: 'an option in a default',
    path: P,
    bad: withConfig({ args: ['${user_config.a}'] }, { a: option({ type: 'directory', default: '${user_config.b}' }) }),
    good: withConfig(
      { args: ['${user_config.a}'] },
      { a: option({ type: 'directory', default: '${HOME}/Documents' }) },
    ),
    span: '${user_config.b}',
    fixedText: null,
  },
  {
    code: 'MCP911',
    title: 'an option never used',
    path: P,
    bad: withConfig({}, { unused: option() }),
    good: withConfig({ args: ['${__dirname}/server/index.js', '--key=${user_config.unused}'] }, { unused: option() }),
    span: '"unused"',
    fixedText: null,
    severity: 'hint',
  },
];
