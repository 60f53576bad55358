// MCP709 (a variable the client does not replace) for each dialect, every finding in full: written for the mutants
// `npm run mutate` found alive in clientConfig/clientVariables.ts (docs/testing.md).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { transcript } from '../../helpers/transcript';
import { CC, CD, CU, VS, ms, vs } from '../../helpers/configPaths';

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
