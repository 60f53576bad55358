import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../../../helpers/transcript';
import { CC, CD, CU, VS, ms, vs } from '../../../../helpers/configPaths';
import { runCases } from '../../ruleCases';
import type { EngineOptions } from '../../../../../server/src/engine/types';

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

const V = '.vscode/mcp.json';

const WS_HOME = 'home/u/.codeium/windsurf/mcp_config.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

describe('MCP709: the variables each client replaces', () => {
  const cases: [string, string, object, string[]][] = [
    ['VS Code: every predefined variable', VS, vs({ a: { command: 'node', args: NAMES.map((n) => `\${${n}}`) } }), []],
    [
      'VS Code: every namespace it replaces',
      VS,
      vs({
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
      [],
    ],
    [
      'VS Code: a namespace it lacks, with and without a guess',
      VS,
      vs({ a: { command: 'node', args: ['${inptu:key}', '${secret:key}'] } }),
      [
        'MCP709 warning "${inptu:key}": VS Code has no "inptu:" variables (did you mean ${input:key}?); ${inptu:key} is not replaced. ‖ Write ${input:key} (preferred): "${inptu:key}"→"${input:key}"',
        'MCP709 warning "${secret:key}": VS Code has no "secret:" variables; ${secret:key} is not replaced.',
      ],
    ],
    [
      'VS Code: environment-style names, a default, a near miss and names that are neither',
      VS,
      vs({
        a: {
          command: 'node',
          args: ['${HOME}', '${home:-/tmp}', '${Home}', '${workspaceFoldr}', '${foo}', '${9LIVES}', '${A-B}'],
        },
      }),
      [
        'MCP709 warning "${HOME}": VS Code does not expand ${HOME}: it reads environment variables as ${env:HOME}. ‖ Write ${env:HOME} (preferred): "${HOME}"→"${env:HOME}"',
        'MCP709 warning "${home:-/tmp}": VS Code does not expand ${home:-/tmp}: it reads environment variables as ${env:home}. ‖ Write ${env:home} (VS Code has no default syntax) (preferred): "${home:-/tmp}"→"${env:home}"',
        'MCP709 warning "${Home}": VS Code has no predefined variable ${Home}; it is not replaced.',
        'MCP709 warning "${workspaceFoldr}": VS Code has no predefined variable ${workspaceFoldr}; did you mean ${workspaceFolder}? ‖ Write ${workspaceFolder} (preferred): "${workspaceFoldr}"→"${workspaceFolder}"',
        'MCP709 warning "${foo}": VS Code has no predefined variable ${foo}; it is not replaced.',
        'MCP709 warning "${9LIVES}": VS Code has no predefined variable ${9LIVES}; it is not replaced.',
        'MCP709 warning "${A-B}": VS Code has no predefined variable ${A-B}; it is not replaced.',
      ],
    ],
    [
      'Claude Code: VS Code and Cursor syntax, ${env:…}, inputs and other namespaces',
      CC,
      ms({
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
      [
        'MCP709 warning "${userHome}": Claude Code expands environment variables only (${VAR}, ${VAR:-default}); ${userHome} is VS Code/Cursor syntax and stays as written.',
        'MCP709 warning "${workspaceFolder}": Claude Code expands environment variables only (${VAR}, ${VAR:-default}); ${workspaceFolder} is VS Code/Cursor syntax and stays as written.',
        'MCP709 warning "${env:HOME}": Claude Code writes environment references as ${HOME}, not ${env:HOME}, which stays as written. ‖ Write ${HOME} (preferred): "${env:HOME}"→"${HOME}"',
        'MCP709 warning "${env:A-B}": Claude Code expands environment variables only (${VAR}, ${VAR:-default}); ${env:A-B} stays as written.',
        'MCP709 warning "${input:api-key}": ${input:api-key} is VS Code\'s input syntax; Claude Code does not prompt for inputs. Read the value from an environment variable: ${API_KEY}. ‖ Write ${API_KEY} (preferred): "${input:api-key}"→"${API_KEY}"',
        'MCP709 warning "${config:x}": Claude Code expands environment variables only (${VAR}, ${VAR:-default}); ${config:x} stays as written.',
        'MCP709 warning "${9LIVES}": Claude Code expands environment variables only (${VAR}, ${VAR:-default}); ${9LIVES} is VS Code/Cursor syntax and stays as written.',
      ],
    ],
    [
      'Claude Code: $VAR in env, url and headers (not in args, where a shell may read it)',
      CC,
      ms({
        a: { command: 'sh', args: ['-c', 'echo $HOME'], env: { A: '$HOME', B: 'x' }, headers: {} },
        b: { type: 'http', url: 'https://e.com/$TENANT/mcp', headers: { Authorization: 'Bearer $TOKEN' } },
      }),
      [
        'MCP709 warning "$HOME": Claude Code does not expand $HOME; write ${HOME}. ‖ Write ${HOME} (preferred): "$HOME"→"${HOME}"',
        'MCP709 warning "$TENANT": Claude Code does not expand $TENANT; write ${TENANT}. ‖ Write ${TENANT} (preferred): "$TENANT"→"${TENANT}"',
        'MCP709 warning "$TOKEN": Claude Code does not expand $TOKEN; write ${TOKEN}. ‖ Write ${TOKEN} (preferred): "$TOKEN"→"${TOKEN}"',
      ],
    ],
    [
      'Cursor: what it documents, Claude Code syntax with and without a default, and the rest',
      CU,
      ms({
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
      [
        'MCP709 warning "${HOME}": Cursor documents environment references as ${env:HOME}; ${HOME} is Claude Code syntax and may reach the server as written. ‖ Write ${env:HOME} (preferred): "${HOME}"→"${env:HOME}"',
        'MCP709 warning "${HOME:-x}": Cursor documents environment references as ${env:HOME}; ${HOME:-x} is Claude Code syntax and may reach the server as written. ‖ Write ${env:HOME} (Cursor documents no default syntax) (preferred): "${HOME:-x}"→"${env:HOME}"',
        'MCP709 warning "${input:key}": Cursor documents ${env:NAME}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename} and ${pathSeparator}; ${input:key} is none of them and may reach the server as written.',
        'MCP709 warning "${config:x}": Cursor documents ${env:NAME}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename} and ${pathSeparator}; ${config:x} is none of them and may reach the server as written.',
        'MCP709 warning "${A-B}": Cursor documents ${env:NAME}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename} and ${pathSeparator}; ${A-B} is none of them and may reach the server as written.',
      ],
    ],
    [
      "Claude Desktop: only VS Code's inputs are told apart",
      CD,
      ms({ a: { command: 'node', args: ['${input:key}', '${HOME}', '${env:X}'] } }),
      [
        'MCP709 warning "${input:key}": ${input:key} is VS Code\'s input syntax; Claude Desktop does not prompt for inputs, so the text reaches the server as written.',
      ],
    ],
  ];
  for (const [title, path, doc, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: ['MCP709'] }), expected));
  }
});

describe('client configs: variables per client', () => {
  runCases([
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
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{env:GITHUB_TOKEN\}"/),
    },
    {
      code: 'MCP709',
      title: 'VS Code: a misspelt predefined variable',
      path: V,
      bad: vsWith({ a: { command: 'node', args: ['${workspaceFolders}/x.js'] } }),
      good: vsWith({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
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
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${env:X} rewritten',
      path: CC,
      bad: ms({ a: { command: 'node', env: { H: '${env:HOME}' } } }),
      good: ms({ a: { command: '${CLAUDE_PLUGIN_ROOT}/bin/server', env: { H: '${HOME}', D: '${DEBUG:-false}' } } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{HOME\}"/),
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${input:x} is VS Code syntax',
      path: CC,
      bad: ms({ a: { command: 'node', env: { T: '${input:api-token}' } } }),
      good: ms({ a: { command: 'node', env: { T: '${API_TOKEN}' } } }),
      fix: true,
      fixed: (t) => assert.match(t, /"\$\{API_TOKEN\}"/),
    },
    {
      code: 'MCP709',
      title: 'Claude Code: bare $VAR in env',
      path: CC,
      bad: ms({ a: { command: 'node', env: { T: '$JIRA_TOKEN' } } }),
      good: ms({ a: { command: 'bash', args: ['-c', 'echo $HOME'], env: { T: '${JIRA_TOKEN}' } } }),
      fix: true,
    },
    {
      code: 'MCP709',
      title: 'Claude Code: ${workspaceFolder} is not an environment variable',
      path: CC,
      bad: ms({ a: { command: 'node', args: ['${workspaceFolder}/x.js'] } }),
      good: ms({ a: { command: 'node', args: ['./x.js'] } }),
    },
    {
      code: 'MCP709',
      title: 'Cursor: ${VAR} rewritten as ${env:VAR}',
      path: CU,
      bad: ms({ a: { command: 'node', env: { T: '${TOKEN}' } } }),
      good: ms({ a: { command: 'node', args: ['${workspaceFolder}/x', '${userHome}/y'], env: { T: '${env:TOKEN}' } } }),
      fix: true,
    },
    {
      code: 'MCP709',
      title: 'Windsurf: ${input:x} is VS Code syntax',
      path: WS_HOME,
      bad: ms({ a: { command: 'node', env: { T: '${input:t}' } } }),
      good: ms({ a: { command: 'node', env: { T: '${env:T}' } } }),
    },
  ]);
});

describe('client configurations: what the second mutation run asked for', () => {
  const cases: [string, string, object | string, string[], EngineOptions | undefined, string[]][] = [
    [
      'bare $VAR is said in Claude Code only',
      CU,
      ms({ a: { command: 'node', env: { A: '$HOME' }, url: 'https://e.com/$X' } }),
      ['MCP709'],
      undefined,
      [],
    ],
    [
      'Cursor: a namespaced name that is one of its own names is not one of them',
      CU,
      ms({ a: { command: 'node', args: ['${config:workspaceFolder}'] } }),
      ['MCP709'],
      undefined,
      [
        'MCP709 warning "${config:workspaceFolder}": Cursor documents ${env:NAME}, ${userHome}, ${workspaceFolder}, ${workspaceFolderBasename} and ${pathSeparator}; ${config:workspaceFolder} is none of them and may reach the server as written.',
      ],
    ],
    [
      'VS Code: a name in mixed case is no environment reference',
      VS,
      vs({ a: { command: 'node', args: ['${myHOME}'] } }),
      ['MCP709'],
      undefined,
      ['MCP709 warning "${myHOME}": VS Code has no predefined variable ${myHOME}; it is not replaced.'],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});
