// The clientVariables tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import type { PinnedRuleCase, FindingTable } from '../../ruleCases';
import { CC, CD, CU, VS, ms, vs } from '../../../../helpers/configPaths';
import { vsWith, WS_HOME, V } from './fixtures';

/** VS Code's predefined variables, as its configuration resolver documents them. */
const NAMES = [
  'workspaceFolder',
  'workspaceFolderBasename',
  'workspaceRoot',
  'userHome',
  'cwd',
  'pathSeparator',
  '/',
  'file',
  'fileWorkspaceFolder',
  'fileWorkspaceFolderBasename',
  'relativeFile',
  'relativeFileDirname',
  'fileBasename',
  'fileBasenameNoExtension',
  'fileExtname',
  'fileDirname',
  'fileDirnameBasename',
  'lineNumber',
  'columnNumber',
  'selectedText',
  'execPath',
  'execInstallFolder',
  'defaultBuildTask',
  'extensionInstallFolder',
];

export const variablesEachClientReplaces: FindingTable = {
  title: 'MCP709: the variables each client replaces',
  only: ['MCP709'],
  cases: [
    {
      title: 'VS Code: every predefined variable',
      path: VS,
      doc: vs({ a: { command: 'node', args: NAMES.map((n) => `\${${n}}`) } }),
      findings: [],
    },
    {
      title: 'VS Code: every namespace it replaces',
      path: VS,
      doc: vs({
        a: {
          command: 'node',
          args: [
            '${env:HOME}',
            '${config:editor.fontSize}',
            '${command:pick}',
            '${input:key}',
            '${workspaceFolder:app}',
            '${workspaceFolderBasename:app}',
            '${extensionInstallFolder:pub.ext}',
          ],
        },
      }),
      findings: [],
    },
    {
      title: 'VS Code: a namespace it lacks, with and without a guess',
      path: VS,
      doc: vs({ a: { command: 'node', args: ['${inptu:key}', '${secret:key}'] } }),
      findings: ['MCP709 ${inptu:key} ⇒ ${input:key}', 'MCP709 ${secret:key}'],
    },
    {
      title: 'VS Code: environment-style names, a default, a near miss and names that are neither',
      path: VS,
      doc: vs({
        a: {
          command: 'node',
          args: ['${HOME}', '${home:-/tmp}', '${Home}', '${workspaceFoldr}', '${foo}', '${9LIVES}', '${A-B}'],
        },
      }),
      findings: [
        'MCP709 ${HOME} ⇒ ${env:HOME}',
        'MCP709 ${home:-/tmp} ⇒ ${env:home}',
        'MCP709 ${Home}',
        'MCP709 ${workspaceFoldr} ⇒ ${workspaceFolder}',
        'MCP709 ${foo}',
        'MCP709 ${9LIVES}',
        'MCP709 ${A-B}',
      ],
    },
    {
      title: 'Claude Code: VS Code and Cursor syntax, ${env:…}, inputs and other namespaces',
      path: CC,
      doc: ms({
        a: {
          command: 'node',
          args: [
            '${HOME}',
            '${Home}',
            '${HOME:-/x}',
            '${userHome}',
            '${workspaceFolder}',
            '${env:HOME}',
            '${env:A-B}',
            '${input:api-key}',
            '${config:x}',
            '${9LIVES}',
          ],
        },
      }),
      findings: [
        'MCP709 ${userHome}',
        'MCP709 ${workspaceFolder}',
        'MCP709 ${env:HOME} ⇒ ${HOME}',
        'MCP709 ${env:A-B}',
        'MCP709 ${input:api-key} ⇒ ${API_KEY}',
        'MCP709 ${config:x}',
        'MCP709 ${9LIVES}',
      ],
    },
    {
      title: 'Claude Code: $VAR in env, url and headers (not in args, where a shell may read it)',
      path: CC,
      doc: ms({
        a: { command: 'sh', args: ['-c', 'echo $HOME'], env: { A: '$HOME', B: 'x' }, headers: {} },
        b: { type: 'http', url: 'https://e.com/$TENANT/mcp', headers: { Authorization: 'Bearer $TOKEN' } },
      }),
      findings: ['MCP709 $HOME ⇒ ${HOME}', 'MCP709 $TENANT ⇒ ${TENANT}', 'MCP709 $TOKEN ⇒ ${TOKEN}'],
    },
    {
      title: 'Cursor: what it documents, Claude Code syntax with and without a default, and the rest',
      path: CU,
      doc: ms({
        a: {
          command: 'node',
          args: [
            '${env:HOME}',
            '${userHome}',
            '${workspaceFolder}',
            '${workspaceFolderBasename}',
            '${pathSeparator}',
            '${/}',
            '${HOME}',
            '${HOME:-x}',
            '${input:key}',
            '${config:x}',
            '${A-B}',
          ],
        },
      }),
      findings: [
        'MCP709 ${HOME} ⇒ ${env:HOME}',
        'MCP709 ${HOME:-x} ⇒ ${env:HOME}',
        'MCP709 ${input:key}',
        'MCP709 ${config:x}',
        'MCP709 ${A-B}',
      ],
    },
    {
      title: "Claude Desktop: only VS Code's inputs are told apart",
      path: CD,
      doc: ms({ a: { command: 'node', args: ['${input:key}', '${HOME}', '${env:X}'] } }),
      findings: ['MCP709 ${input:key}'],
    },
  ],
};

export const clientVariablesSecondRun: FindingTable = {
  title: 'client configurations: what the second mutation run asked for',
  cases: [
    {
      title: 'bare $VAR is said in Claude Code only',
      path: CU,
      doc: ms({ a: { command: 'node', env: { A: '$HOME' }, url: 'https://e.com/$X' } }),
      only: ['MCP709'],
      findings: [],
    },
    {
      title: 'Cursor: a namespaced name that is one of its own names is not one of them',
      path: CU,
      doc: ms({ a: { command: 'node', args: ['${config:workspaceFolder}'] } }),
      only: ['MCP709'],
      findings: ['MCP709 ${config:workspaceFolder}'],
    },
    {
      title: 'VS Code: a name in mixed case is no environment reference',
      path: VS,
      doc: vs({ a: { command: 'node', args: ['${myHOME}'] } }),
      only: ['MCP709'],
      findings: ['MCP709 ${myHOME}'],
    },
  ],
};

export const clientVariableRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP709',
    title: 'VS Code: ${VAR} rewritten as ${env:VAR}',
    path: V,
    bad: vsWith({ a: { command: 'node', env: { T: '${GITHUB_TOKEN}' } } }),
    good: vsWith({
      a: {
        command: 'node',
        cwd: '${workspaceFolder}',
        env: {
          T: '${env:GITHUB_TOKEN}',
          P: '${config:app.port}',
          H: '${userHome}/x',
          S: '${pathSeparator}',
          R: '${workspaceFolder:api}/x',
        },
      },
    }),
    span: '${GITHUB_TOKEN}',
    fixedText: '${env:GITHUB_TOKEN}',
    fix: true,
    fixed: (t) => assert.match(t, /"\$\{env:GITHUB_TOKEN\}"/),
  },
  {
    code: 'MCP709',
    title: 'VS Code: a misspelt predefined variable',
    path: V,
    bad: vsWith({ a: { command: 'node', args: ['${workspaceFolders}/x.js'] } }),
    good: vsWith({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
    span: '${workspaceFolders}',
    fixedText: '${workspaceFolder}',
    fix: true,
    message: /did you mean \$\{workspaceFolder\}/,
  },
  {
    code: 'MCP709',
    title: 'VS Code: envFile and cwd are checked too',
    path: V,
    bad: vsWith({ a: { command: 'node', envFile: '${workspacefolder}/.env' } }),
    good: vsWith({
      a: { command: 'node', envFile: '${workspaceFolder}/.env', dev: { watch: '${workspaceFolder}/src/**' } },
    }),
    span: '${workspacefolder}',
    fixedText: '${workspaceFolder}',
  },
  {
    code: 'MCP709',
    title: 'Claude Code: ${env:X} rewritten',
    path: CC,
    bad: ms({ a: { command: 'node', env: { H: '${env:HOME}' } } }),
    good: ms({ a: { command: '${CLAUDE_PLUGIN_ROOT}/bin/server', env: { H: '${HOME}', D: '${DEBUG:-false}' } } }),
    span: '${env:HOME}',
    fixedText: '${HOME}',
    fix: true,
    fixed: (t) => assert.match(t, /"\$\{HOME\}"/),
  },
  {
    code: 'MCP709',
    title: 'Claude Code: ${input:x} is VS Code syntax',
    path: CC,
    bad: ms({ a: { command: 'node', env: { T: '${input:api-token}' } } }),
    good: ms({ a: { command: 'node', env: { T: '${API_TOKEN}' } } }),
    span: '${input:api-token}',
    fixedText: '${API_TOKEN}',
    fix: true,
    fixed: (t) => assert.match(t, /"\$\{API_TOKEN\}"/),
  },
  {
    code: 'MCP709',
    title: 'Claude Code: bare $VAR in env',
    path: CC,
    bad: ms({ a: { command: 'node', env: { T: '$JIRA_TOKEN' } } }),
    good: ms({ a: { command: 'bash', args: ['-c', 'echo $HOME'], env: { T: '${JIRA_TOKEN}' } } }),
    span: '$JIRA_TOKEN',
    fixedText: '${JIRA_TOKEN}',
    fix: true,
  },
  {
    code: 'MCP709',
    title: 'Claude Code: ${workspaceFolder} is not an environment variable',
    path: CC,
    bad: ms({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
    good: ms({ a: { command: 'node', args: ['./x.js'] } }),
    span: '${workspaceFolder}',
    fixedText: null,
  },
  {
    code: 'MCP709',
    title: 'Cursor: ${VAR} rewritten as ${env:VAR}',
    path: CU,
    bad: ms({ a: { command: 'node', env: { T: '${TOKEN}' } } }),
    good: ms({ a: { command: 'node', args: ['${workspaceFolder}/x', '${userHome}/y'], env: { T: '${env:TOKEN}' } } }),
    span: '${TOKEN}',
    fixedText: '${env:TOKEN}',
    fix: true,
  },
  {
    code: 'MCP709',
    title: 'Windsurf: ${input:x} is VS Code syntax',
    path: WS_HOME,
    bad: ms({ a: { command: 'node', env: { T: '${input:t}' } } }),
    good: ms({ a: { command: 'node', env: { T: '${env:T}' } } }),
    span: '${input:t}',
    fixedText: null,
  },
];
