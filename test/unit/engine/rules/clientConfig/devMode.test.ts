import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText, spanOf } from '../../../../helpers/engine';
import { only, runCases, textOf } from '../../ruleCases';
import { CC, ms, VS, vs } from '../../../../helpers/configPaths';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { transcript } from '../../../../helpers/transcript';
import { watchedFilesKey } from '../../../../../common/config/watchedFiles';
import { parseDocument } from '../../../../../common/json/parsedDocument';
import { lint } from '../../../../../server/src/engine/lint';

const V = '.vscode/mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

const D = ['MCP719', 'MCP720'];

const URI = 'file:///ws/app/.vscode/mcp.json';

const BASE = '/ws/app';

const config = (watch: unknown) => textOf({ servers: { notes: { command: 'node', dev: { watch } } } });

const told = (patterns: readonly string[], matches: boolean, base = BASE) => ({
  watchedFiles: new Map([[watchedFilesKey(base, patterns), matches]]),
});

const posixOnly = { skip: process.platform === 'win32' ? 'POSIX file URIs' : false };

describe('client configs: VS Code dev mode', () => {
  const dev = (d: unknown, extra: object = {}) =>
    vsWith({ notes: { command: 'node', args: ['dist/index.js'], dev: d, ...extra } });
  runCases([
    {
      code: 'MCP719',
      title: 'backslash separators, fixed',
      path: V,
      bad: dev({ watch: 'src\\**\\*.ts' }),
      good: dev({ watch: 'src/**/*.ts' }),
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
      span: '"src/**/*.{ts,tsx"',
      message: /"\{" is never closed/,
    },
    {
      code: 'MCP719',
      title: 'a pattern outside the folder',
      path: V,
      bad: dev({ watch: '../shared/**/*.ts' }),
      good: dev({ watch: 'shared/**/*.ts' }),
    },
    {
      code: 'MCP719',
      title: 'only exclusions',
      path: V,
      bad: dev({ watch: ['!dist/**'] }),
      good: dev({ watch: ['src/**', '!dist/**'] }),
      message: /only excludes/,
    },
    {
      code: 'MCP719',
      title: 'a number among the patterns',
      path: V,
      bad: dev({ watch: ['src/**', 3] }),
      good: dev({ watch: ['src/**', 'lib/**'] }),
      span: '3',
    },
    { code: 'MCP719', title: 'dev not an object', path: V, bad: dev(true), good: dev({}) },
    {
      code: 'MCP720',
      title: 'unknown debug type, fixed to debugpy',
      path: V,
      bad: dev({ debug: { type: 'python' } }, { command: 'python' }),
      good: dev({ debug: { type: 'debugpy' } }, { command: 'python' }),
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
    },
    {
      code: 'MCP720',
      title: 'node debugging a command that is not node',
      path: V,
      bad: dev({ debug: { type: 'node' } }, { command: 'npx' }),
      good: dev({ debug: { type: 'node' } }, { command: '/usr/local/bin/node22' }),
      span: '"npx"',
    },
    {
      code: 'MCP720',
      title: 'debug on a remote server, removed',
      path: V,
      bad: vsWith({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**', debug: { type: 'node' } } } }),
      good: vsWith({ r: { type: 'http', url: 'https://e.com/mcp', dev: { watch: 'src/**' } } }),
      fix: true,
    },
  ]);

  it('leaves dev alone in other clients’ files, and accepts MCP Lens’s dev.build', () => {
    assert.deepEqual(only(lintText(CC, ms({ a: { command: 'node', dev: { watch: 'src\\x' } } })), 'MCP719'), []);
    const ok = lintText(
      V,
      dev({ watch: ['src/**/*.ts', '!src/**/*.test.ts'], build: 'npm run build', debug: { type: 'node' } }),
    );
    assert.deepEqual(
      codes(ok).filter((c) => c === 'MCP719' || c === 'MCP720'),
      [],
    );
  });
});

describe('dev mode and commands on this machine', () => {
  const cases: [string, string, object, string[], EngineOptions | undefined, string[]][] = [
    [
      '"dev" that is not an object',
      VS,
      vs({ a: { command: 'node', dev: 'src' } }),
      D,
      undefined,
      [
        'MCP719 warning "\\"src\\"": "dev" of server "a" is a string; it is an object such as { "watch": "src/**/*.ts" }.',
      ],
    ],
    [
      'an empty "dev.watch"',
      VS,
      vs({ a: { command: 'node', dev: { watch: [] } } }),
      D,
      undefined,
      ['MCP719 warning "[]": "dev.watch" of server "a" is an empty list: no file restarts the server.'],
    ],
    [
      'patterns that are not strings or not globs (a backslash fixed to "/")',
      VS,
      vs({ a: { command: 'node', dev: { watch: [3, 'src\\**\\*.ts', 'src/{a'] } } }),
      D,
      undefined,
      [
        'MCP719 warning "3": A "dev.watch" pattern is an integer; patterns are strings such as "src/**/*.ts".',
        'MCP719 warning "\\"src\\\\\\\\**\\\\\\\\*.ts\\"": "dev.watch" pattern "src\\\\**\\\\*.ts" of server "a": glob patterns separate folders with "/"; a "\\" escapes the next character, so this pattern does not match the path it looks like. ‖ Use "/" as the separator: "\\"src\\\\\\\\**\\\\\\\\*.ts\\""→"\\"src/**/*.ts\\""',
        'MCP719 warning "\\"src/{a\\"": "dev.watch" pattern "src/{a" of server "a": a "{" is never closed, so the alternatives are matched as plain text.',
      ],
    ],
    [
      'only exclusions (one with a leading blank)',
      VS,
      vs({ a: { command: 'node', dev: { watch: [' !dist/**', '!node_modules/**'] } } }),
      D,
      undefined,
      [
        'MCP719 warning "[\\n          \\" !dist/**\\",\\n          \\"!node_modules/**\\"\\n        ]": "dev.watch" of server "a" only excludes ("!…"): with nothing included, no file restarts the server.',
      ],
    ],
    [
      'one exclusion as a string',
      VS,
      vs({ a: { command: 'node', dev: { watch: '!x' } } }),
      D,
      undefined,
      [
        'MCP719 warning "\\"!x\\"": "dev.watch" of server "a" only excludes ("!…"): with nothing included, no file restarts the server.',
      ],
    ],
    [
      '"dev.debug" on http and sse servers',
      VS,
      vs({
        a: { type: 'http', url: 'https://e.com/mcp', dev: { debug: { type: 'node' } } },
        b: { type: 'sse', url: 'https://e.com/sse', dev: { debug: { type: 'node' } } },
      }),
      D,
      undefined,
      [
        'MCP720 warning "\\"debug\\"": Server "a" is remote (http): VS Code debugs only the stdio servers it starts, so "dev.debug" has no effect. [unnecessary] ‖ Remove "debug": "      \\"dev\\": {\\n        \\"debug\\": {\\n          \\"type\\": \\"node\\"\\n        }"→"      \\"dev\\": {"',
        'MCP720 warning "\\"debug\\"": Server "b" is remote (sse): VS Code debugs only the stdio servers it starts, so "dev.debug" has no effect. [unnecessary] ‖ Remove "debug": "      \\"dev\\": {\\n        \\"debug\\": {\\n          \\"type\\": \\"node\\"\\n        }"→"      \\"dev\\": {"',
      ],
    ],
    [
      '"dev.debug" that is not an object',
      VS,
      vs({ a: { command: 'node', dev: { debug: true } } }),
      D,
      undefined,
      ['MCP720 warning "true": "dev.debug" of server "a" is a boolean; it is an object such as { "type": "node" }.'],
    ],
    [
      '"dev.debug" without a string type',
      VS,
      vs({ a: { command: 'node', dev: { debug: {} } }, b: { command: 'node', dev: { debug: { type: 3 } } } }),
      D,
      undefined,
      [
        'MCP720 warning "\\"debug\\"": "dev.debug" of server "a" needs a "type": "node" or "debugpy".',
        'MCP720 warning "3": "dev.debug" of server "b" needs a "type": "node" or "debugpy".',
      ],
    ],
    [
      'every alias of the two debuggers (any case), and a debugger VS Code does not attach',
      VS,
      vs(
        Object.fromEntries(
          ['python', 'py', 'pwa_node', 'pwa-node', 'nodejs', 'js', 'JavaScript', 'node2', 'lldb'].map((t, i) => [
            `s${i}`,
            { command: 'node', dev: { debug: { type: t } } },
          ]),
        ),
      ),
      D,
      undefined,
      [
        'MCP720 warning "\\"python\\"": "python" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "debugpy"?). ‖ Change to "debugpy": "\\"python\\""→"\\"debugpy\\""',
        'MCP720 warning "\\"py\\"": "py" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "debugpy"?). ‖ Change to "debugpy": "\\"py\\""→"\\"debugpy\\""',
        'MCP720 warning "\\"pwa_node\\"": "pwa_node" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"pwa_node\\""→"\\"node\\""',
        'MCP720 warning "\\"pwa-node\\"": "pwa-node" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"pwa-node\\""→"\\"node\\""',
        'MCP720 warning "\\"nodejs\\"": "nodejs" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"nodejs\\""→"\\"node\\""',
        'MCP720 warning "\\"js\\"": "js" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"js\\""→"\\"node\\""',
        'MCP720 warning "\\"JavaScript\\"": "JavaScript" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"JavaScript\\""→"\\"node\\""',
        'MCP720 warning "\\"node2\\"": "node2" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy" (did you mean "node"?). ‖ Change to "node": "\\"node2\\""→"\\"node\\""',
        'MCP720 warning "\\"lldb\\"": "lldb" is not a debugger VS Code attaches to MCP servers: use "node" or "debugpy".',
      ],
    ],
    [
      'type node: the commands that are the node executable, a variable, and those that are not',
      VS,
      vs({
        a: { command: 'npx', args: ['tsx'], dev: { debug: { type: 'node' } } },
        b: { command: '/usr/bin/node', dev: { debug: { type: 'node' } } },
        c: { command: 'C:\\node\\NODE.EXE', dev: { debug: { type: 'node' } } },
        d: { command: 'node22', dev: { debug: { type: 'node' } } },
        e: { command: '${env:NODE}', dev: { debug: { type: 'node' } } },
        f: { command: 'node-gyp', dev: { debug: { type: 'node' } } },
        g: { command: 'uv', dev: { debug: { type: 'debugpy' } } },
      }),
      D,
      undefined,
      [
        'MCP720 warning "\\"npx\\"": VS Code debugs a server with "type": "node" only when its command is the node executable; server "a" starts "npx", so VS Code refuses to start it in debug mode. Run the script with "node" (e.g. "command": "node", "args": ["dist/index.js"]).',
        'MCP720 warning "\\"node-gyp\\"": VS Code debugs a server with "type": "node" only when its command is the node executable; server "f" starts "node-gyp", so VS Code refuses to start it in debug mode. Run the script with "node" (e.g. "command": "node", "args": ["dist/index.js"]).',
      ],
    ],
    ['only VS Code reads "dev"', CC, { mcpServers: { a: { command: 'node', dev: 'x' } } }, D, undefined, []],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});

describe('MCP719: dev.watch matches no file', posixOnly, () => {
  it('warns at the dev.watch value when no file under the workspace folder matches', () => {
    const text = config('src/**/*.ts');
    const found = only(lintText(URI, text, told(['src/**/*.ts'], false)), 'MCP719');
    assert.equal(found.length, 1);
    assert.equal(spanOf(text, found[0]!), '"src/**/*.ts"');
    assert.equal(found[0]!.severity, 'warning');
    assert.equal(
      found[0]!.message,
      '"dev.watch" of server "notes" matches no file under /ws/app, so no save restarts the server (the patterns are ' +
        'relative to that folder).',
    );
  });

  it('says nothing when a file matches, or when it is not known', () => {
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['src/**/*.ts'], true)), 'MCP719'), []);
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts')), 'MCP719'), []);
    // an answer about other patterns, or about another folder, is not an answer about these
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['lib/**'], false)), 'MCP719'), []);
    assert.deepEqual(only(lintText(URI, config('src/**/*.ts'), told(['src/**/*.ts'], false, '/ws')), 'MCP719'), []);
  });

  it('asks about a list of patterns as a whole, and reports at the list', () => {
    const patterns = ['src/**/*.ts', '!src/**/*.test.ts'];
    const text = config(patterns);
    const found = only(lintText(URI, text, told(patterns, false)), 'MCP719');
    assert.equal(found.length, 1);
    assert.equal(spanOf(text, found[0]!), JSON.stringify(patterns, null, 2).replace(/\n/g, '\n        '));
    assert.deepEqual(only(lintText(URI, text, told(patterns, true)), 'MCP719'), []);
  });

  it('reports a malformed pattern alone: that it matches nothing follows from it', () => {
    const text = config('src\\**\\*.ts');
    const found = only(lintText(URI, text, told(['src\\**\\*.ts'], false)), 'MCP719');
    assert.deepEqual(
      found.map((f) => spanOf(text, f)),
      ['"src\\\\**\\\\*.ts"'],
    );
    assert.doesNotMatch(found[0]!.message, /matches no file/);
  });

  it('takes the folder of a VS Code file outside .vscode/ (the user profile) as the base', () => {
    const uri = 'file:///home/u/.config/Code/User/mcp.json';
    const found = only(lintText(uri, config('src/**'), told(['src/**'], false, '/home/u/.config/Code/User')), 'MCP719');
    assert.match(found[0]?.message ?? '', /matches no file under \/home\/u\/\.config\/Code\/User,/);
  });
});

describe('client configurations: what the second mutation run asked for', () => {
  const cases: [string, string, object | string, string[], EngineOptions | undefined, string[]][] = [
    [
      '"dev.debug" typed without its value: the syntax only',
      VS,
      '{ "servers": { "a": { "command": "node", "dev": { "debug": } } } }',
      ['MCP001', 'MCP719', 'MCP720'],
      undefined,
      ['MCP001 error "}": JSON syntax: value expected.'],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});

describe(
  'dev.watch that matches nothing: what the second mutation run asked for',
  { skip: process.platform === 'win32' ? 'POSIX file URIs' : false },
  () => {
    const text = (watch: unknown) => JSON.stringify(vs({ notes: { command: 'node', dev: { watch } } }), null, 2);

    it('a pattern that is no string is said as such, and not also as matching nothing', () => {
      const options = { watchedFiles: new Map([[watchedFilesKey('/ws/app', []), false]]) };
      assert.deepEqual(transcript('file:///ws/app/.vscode/mcp.json', text([1]), { only: ['MCP719'], options }), [
        'MCP719 warning "1": A "dev.watch" pattern is an integer; patterns are strings such as "src/**/*.ts".',
      ]);
    });

    it('a document that is no file has no folder to look in, whatever the answers say', () => {
      const options = { watchedFiles: new Map([[JSON.stringify([null, 'src/**']), false]]) };
      // server "b" shows that the document is read as VS Code's mcp.json
      const doc = parseDocument(
        'untitled:Untitled-1',
        JSON.stringify(
          vs({ a: { command: 'node', dev: { watch: 'src/**' } }, b: { command: 'node', dev: 'x' } }),
          null,
          2,
        ),
      );
      const found = lint(doc, options, undefined, { '**': 'vscode-mcp' }).findings.filter((f) => f.code === 'MCP719');
      assert.deepEqual(
        found.map((f) => f.message),
        ['"dev" of server "b" is a string; it is an object such as { "watch": "src/**/*.ts" }.'],
      );
    });
  },
);
