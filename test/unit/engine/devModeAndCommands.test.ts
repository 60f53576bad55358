// dev mode in VS Code's mcp.json (MCP719, MCP720) and commands that are not on this machine (MCP714), every finding in
// full: written for the mutants `npm run mutate` found alive in clientConfig/devMode.ts and commandOnPath.ts
// (docs/testing.md).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { EngineOptions } from '../../../server/src/engine/types';
import { transcript } from '../../helpers/transcript';
import { CC, CD, VS, vs } from '../../helpers/configPaths';

const D = ['MCP719', 'MCP720'];
/** node is installed, "maybe" cannot be told, everything else is missing. */
const nope: EngineOptions = {
  commandExists: (c: string) => {
    if (c === 'node') return true;
    return c === 'maybe' ? undefined : false;
  },
};

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
    [
      'commands not on PATH or not on disk (absolute for Unix, drive and UNC paths), found, unknown, command lines and remote servers passed over',
      CC,
      {
        mcpServers: {
          a: { command: 'missing-tool' },
          b: { command: '/opt/missing' },
          c: { command: 'C:\\tools\\x.exe' },
          d: { command: '\\\\srv\\x' },
          e: { command: 'node' },
          f: { command: 'maybe' },
          g: { command: ' missing-tool ' },
          h: { command: 'npx -y x' },
          i: { type: 'http', url: 'https://e.com/mcp', command: 'gone' },
          j: { command: 'c:x' },
        },
      },
      ['MCP714'],
      nope,
      [
        'MCP714 warning "\\"missing-tool\\"": "missing-tool" was not found on PATH on this machine: Claude Code cannot start server "a". Install it or write its absolute path.',
        'MCP714 warning "\\"/opt/missing\\"": "/opt/missing" does not exist (or is not executable) on this machine: Claude Code cannot start server "b". Install it or write its absolute path.',
        'MCP714 warning "\\"C:\\\\\\\\tools\\\\\\\\x.exe\\"": "C:\\tools\\x.exe" does not exist (or is not executable) on this machine: Claude Code cannot start server "c". Install it or write its absolute path.',
        'MCP714 warning "\\"\\\\\\\\\\\\\\\\srv\\\\\\\\x\\"": "\\\\srv\\x" does not exist (or is not executable) on this machine: Claude Code cannot start server "d". Install it or write its absolute path.',
        'MCP714 warning "\\" missing-tool \\"": " missing-tool " was not found on PATH on this machine: Claude Code cannot start server "g". Install it or write its absolute path.',
        'MCP714 warning "\\"c:x\\"": "c:x" was not found on PATH on this machine: Claude Code cannot start server "j". Install it or write its absolute path.',
      ],
    ],
    [
      'Claude Desktop: the advice about its shorter PATH',
      CD,
      { mcpServers: { a: { command: 'uvx' } } },
      ['MCP714'],
      nope,
      [
        'MCP714 warning "\\"uvx\\"": "uvx" was not found on PATH on this machine: Claude Desktop cannot start server "a". Install it or write its absolute path. Claude Desktop may start with a shorter PATH than your terminal, so an absolute path is the safer choice.',
      ],
    ],
    [
      'no lookup given (the browser, tests): nothing said',
      CC,
      { mcpServers: { a: { command: 'missing-tool' } } },
      ['MCP714'],
      undefined,
      [],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});
