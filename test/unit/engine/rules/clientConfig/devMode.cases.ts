// The devMode tests' documents and the findings each must give (code, span, fixed text); the message layer
// (test/unit/engine/messages/) pins what the same findings say.
import { strict as assert } from 'node:assert';
import { textOf, type PinnedRuleCase, type FindingTable } from '../../ruleCases';
import { CC, VS, vs } from '../../../../helpers/configPaths';
import { watchedFilesKey } from '../../../../../common/config/watchedFiles';
import { vsWith, V } from './fixtures';

/** VS Code's mcp.json with one server whose "dev" is `d`. */
export const dev = (d: unknown, extra: object = {}) =>
  vsWith({ notes: { command: 'node', args: ['dist/index.js'], dev: d, ...extra } });

export const D = ['MCP719', 'MCP720'];

export const URI = 'file:///ws/app/.vscode/mcp.json';

const BASE = '/ws/app';

export const config = (watch: unknown) => textOf({ servers: { notes: { command: 'node', dev: { watch } } } });

export const told = (patterns: readonly string[], matches: boolean, base = BASE) => ({
  watchedFiles: new Map([[watchedFilesKey(base, patterns), matches]]),
});

export const devModeOnThisMachine: FindingTable = {
  title: 'dev mode and commands on this machine',
  cases: [
    {
      title: '"dev" that is not an object',
      path: VS,
      doc: vs({ a: { command: 'node', dev: 'src' } }),
      only: D,
      findings: ['MCP719 "src"'],
    },
    {
      title: 'an empty "dev.watch"',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { watch: [] } } }),
      only: D,
      findings: ['MCP719 []'],
    },
    {
      title: 'patterns that are not strings or not globs (a backslash fixed to "/")',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { watch: [3, 'src\\**\\*.ts', 'src/{a'] } } }),
      only: D,
      findings: ['MCP719 3', 'MCP719 "src\\\\**\\\\*.ts" ⇒ "src/**/*.ts"', 'MCP719 "src/{a"'],
    },
    {
      title: 'only exclusions (one with a leading blank)',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { watch: [' !dist/**', '!node_modules/**'] } } }),
      only: D,
      findings: ['MCP719 [\n          " !dist/**",\n          "!node_modules/**"\n        ]'],
    },
    {
      title: 'one exclusion as a string',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { watch: '!x' } } }),
      only: D,
      findings: ['MCP719 "!x"'],
    },
    {
      title: '"dev.debug" on http and sse servers',
      path: VS,
      doc: vs({
        a: { type: 'http', url: 'https://e.com/mcp', dev: { debug: { type: 'node' } } },
        b: { type: 'sse', url: 'https://e.com/sse', dev: { debug: { type: 'node' } } },
      }),
      only: D,
      findings: [
        'MCP720 "debug" ⇒       "dev": {\n' +
          '        "debug": {\n' +
          '          "type": "node"\n' +
          '        } →       "dev": {',
        'MCP720 "debug" ⇒       "dev": {\n' +
          '        "debug": {\n' +
          '          "type": "node"\n' +
          '        } →       "dev": {',
      ],
    },
    {
      title: '"dev.debug" that is not an object',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { debug: true } } }),
      only: D,
      findings: ['MCP720 true'],
    },
    {
      title: '"dev.debug" without a string type',
      path: VS,
      doc: vs({ a: { command: 'node', dev: { debug: {} } }, b: { command: 'node', dev: { debug: { type: 3 } } } }),
      only: D,
      findings: ['MCP720 "debug"', 'MCP720 3'],
    },
    {
      title: 'every alias of the two debuggers (any case), and a debugger VS Code does not attach',
      path: VS,
      doc: vs(
        Object.fromEntries(
          ['python', 'py', 'pwa_node', 'pwa-node', 'nodejs', 'js', 'JavaScript', 'node2', 'lldb'].map((t, i) => [
            `s${i}`,
            { command: 'node', dev: { debug: { type: t } } },
          ]),
        ),
      ),
      only: D,
      findings: [
        'MCP720 "python" ⇒ "debugpy"',
        'MCP720 "py" ⇒ "debugpy"',
        'MCP720 "pwa_node" ⇒ "node"',
        'MCP720 "pwa-node" ⇒ "node"',
        'MCP720 "nodejs" ⇒ "node"',
        'MCP720 "js" ⇒ "node"',
        'MCP720 "JavaScript" ⇒ "node"',
        'MCP720 "node2" ⇒ "node"',
        'MCP720 "lldb"',
      ],
    },
    {
      title: 'type node: the commands that are the node executable, a variable, and those that are not',
      path: VS,
      doc: vs({
        a: { command: 'npx', args: ['tsx'], dev: { debug: { type: 'node' } } },
        b: { command: '/usr/bin/node', dev: { debug: { type: 'node' } } },
        c: { command: 'C:\\node\\NODE.EXE', dev: { debug: { type: 'node' } } },
        d: { command: 'node22', dev: { debug: { type: 'node' } } },
        e: { command: '${env:NODE}', dev: { debug: { type: 'node' } } },
        f: { command: 'node-gyp', dev: { debug: { type: 'node' } } },
        g: { command: 'uv', dev: { debug: { type: 'debugpy' } } },
      }),
      only: D,
      findings: ['MCP720 "npx"', 'MCP720 "node-gyp"'],
    },
    {
      title: 'only VS Code reads "dev"',
      path: CC,
      doc: { mcpServers: { a: { command: 'node', dev: 'x' } } },
      only: D,
      findings: [],
    },
  ],
};

export const devModeSecondRun: FindingTable = {
  title: 'client configurations: what the second mutation run asked for',
  cases: [
    {
      title: '"dev.debug" typed without its value: the syntax only',
      path: VS,
      doc: '{ "servers": { "a": { "command": "node", "dev": { "debug": } } } }',
      only: ['MCP001', 'MCP719', 'MCP720'],
      findings: ['MCP001 }'],
    },
  ],
};

const watching = (watch: unknown) => vs({ notes: { command: 'node', dev: { watch } } });

export const noFolderToLookIn: FindingTable = {
  title: 'dev.watch that matches nothing: what the second mutation run asked for',
  cases: [
    {
      title: 'a pattern that is no string is said as such, and not also as matching nothing',
      path: 'file:///ws/app/.vscode/mcp.json',
      doc: watching([1]),
      only: ['MCP719'],
      options: { watchedFiles: new Map([[watchedFilesKey('/ws/app', []), false]]) },
      findings: ['MCP719 1'],
    },
    {
      // server "b" shows that the document is read as VS Code's mcp.json
      title: 'a document that is no file has no folder to look in, whatever the answers say',
      path: 'untitled:Untitled-1',
      doc: vs({ a: { command: 'node', dev: { watch: 'src/**' } }, b: { command: 'node', dev: 'x' } }),
      only: ['MCP719'],
      options: { watchedFiles: new Map([[JSON.stringify([null, 'src/**']), false]]) },
      files: { '**': 'vscode-mcp' },
      findings: ['MCP719 "x"'],
    },
  ],
};

export const watchMatchesNothing: FindingTable = {
  title: 'MCP719: dev.watch matches no file',
  path: URI,
  only: ['MCP719'],
  cases: [
    {
      title: 'warns at the dev.watch value when no file under the workspace folder matches',
      doc: config('src/**/*.ts'),
      options: told(['src/**/*.ts'], false),
      findings: ['MCP719 "src/**/*.ts"'],
    },
  ],
};

export const devModeRules: readonly PinnedRuleCase[] = [
  {
    code: 'MCP719',
    title: 'backslash separators, fixed',
    path: V,
    bad: dev({ watch: 'src\\**\\*.ts' }),
    good: dev({ watch: 'src/**/*.ts' }),
    span: '"src\\\\**\\\\*.ts"',
    fixedText: '"src/**/*.ts"',
    fix: true,
    severity: 'warning',
    fixed: (t) => assert.equal(JSON.parse(t).servers.notes.dev.watch, 'src/**/*.ts'),
  },
  {
    code: 'MCP719',
    title: 'an unclosed brace in a list',
    path: V,
    bad: dev({ watch: ['src/**/*.{ts,tsx', '!**/*.test.ts'] }),
    good: dev({ watch: ['src/**/*.{ts,tsx}', '!**/*.test.ts'] }),
    fixedText: null,
    span: '"src/**/*.{ts,tsx"',
    message: /"\{" is never closed/,
  },
  {
    code: 'MCP719',
    title: 'a pattern outside the folder',
    path: V,
    bad: dev({ watch: '../shared/**/*.ts' }),
    good: dev({ watch: 'shared/**/*.ts' }),
    span: '"../shared/**/*.ts"',
    fixedText: null,
  },
  {
    code: 'MCP719',
    title: 'only exclusions',
    path: V,
    bad: dev({ watch: ['!dist/**'] }),
    good: dev({ watch: ['src/**', '!dist/**'] }),
    span: '[\n          "!dist/**"\n        ]',
    fixedText: null,
    message: /only excludes/,
  },
  {
    code: 'MCP719',
    title: 'a number among the patterns',
    path: V,
    bad: dev({ watch: ['src/**', 3] }),
    good: dev({ watch: ['src/**', 'lib/**'] }),
    fixedText: null,
    span: '3',
  },
  { code: 'MCP719', title: 'dev not an object', path: V, bad: dev(true), good: dev({}), span: 'true', fixedText: null },
  {
    code: 'MCP720',
    title: 'unknown debug type, fixed to debugpy',
    path: V,
    bad: dev({ debug: { type: 'python' } }, { command: 'python' }),
    good: dev({ debug: { type: 'debugpy' } }, { command: 'python' }),
    fixedText: '"debugpy"',
    fix: true,
    span: '"python"',
    message: /did you mean "debugpy"/,
  },
  {
    code: 'MCP720',
    title: 'debug without a type',
    path: V,
    bad: dev({ debug: {} }),
    good: dev({ debug: { type: 'node' } }),
    span: '"debug"',
    fixedText: null,
  },
  {
    code: 'MCP720',
    title: 'node debugging a command that is not node',
    path: V,
    bad: dev({ debug: { type: 'node' } }, { command: 'npx' }),
    good: dev({ debug: { type: 'node' } }, { command: '/usr/local/bin/node22' }),
    fixedText: null,
    span: '"npx"',
  },
  {
    code: 'MCP720',
    title: 'debug on a remote server, removed',
    path: V,
    bad: vsWith({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**', debug: { type: 'node' } } } }),
    good: vsWith({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**' } } }),
    span: '"debug"',
    fixedText:
      '        "watch": "src/**",\n' +
      '        "debug": {\n' +
      '          "type": "node"\n' +
      '        } →         "watch": "src/**"',
    fix: true,
  },
];
