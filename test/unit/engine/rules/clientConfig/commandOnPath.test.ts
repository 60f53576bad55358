import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { codes, lintText } from '../../../../helpers/engine';
import { CC, CD, ms, VS, vs } from '../../../../helpers/configPaths';
import type { EngineOptions } from '../../../../../server/src/engine/types';
import { transcript } from '../../../../helpers/transcript';

const V = '.vscode/mcp.json';

const vsWith = (servers: object, inputs?: object[]) => ({ servers, ...(inputs ? { inputs } : {}) });

/** node is installed, "maybe" cannot be told, everything else is missing. */
const nope: EngineOptions = {
  commandExists: (c: string) => {
    if (c === 'node') return true;
    return c === 'maybe' ? undefined : false;
  },
};

const onlyNode: EngineOptions = { commandExists: (c: string) => c === 'node' };

describe('MCP714 command not on PATH', () => {
  const doc = vsWith({
    a: { command: 'uvx', args: ['x'] },
    b: { command: '${workspaceFolder}/bin/s' },
    r: { type: 'http', url: 'https://e.com/mcp' },
  });
  it('warns when the injected lookup says the command is missing', () => {
    const asked: string[] = [];
    const f = lintText(V, doc, { commandExists: (c) => (asked.push(c), c.startsWith('$') ? undefined : false) });
    assert.deepEqual(codes(f), ['MCP714']);
    assert.equal(f[0]!.severity, 'warning');
    assert.match(f[0]!.message, /"uvx" was not found on PATH/);
    assert.deepEqual(asked, ['uvx', '${workspaceFolder}/bin/s']);
  });
  it('is silent when the command exists, when the lookup cannot tell, and without a lookup', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => true })), []);
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => undefined })), []);
    assert.deepEqual(codes(lintText(V, doc)), []);
  });
  it("names absolute paths as missing files, and Claude Desktop's shorter PATH", () => {
    const f = lintText(CD, ms({ a: { command: '/opt/nope/server' }, b: { command: 'npx' } }), {
      commandExists: () => false,
    });
    assert.match(f[0]!.message, /does not exist/);
    assert.match(f[1]!.message, /shorter PATH/);
  });
  it('follows the per-code severity setting', () => {
    assert.deepEqual(codes(lintText(V, doc, { commandExists: () => false, rules: { MCP714: 'off' } })), []);
  });
});

describe('dev mode and commands on this machine', () => {
  const cases: [string, string, object, string[], EngineOptions | undefined, string[]][] = [
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

describe('client configurations: what the second mutation run asked for', () => {
  const cases: [string, string, object | string, string[], EngineOptions | undefined, string[]][] = [
    [
      'VS Code: a command not found, and a relative path that is not on PATH either',
      VS,
      vs({ a: { command: 'missing-tool' }, b: { command: 'node_modules/.bin/server' } }),
      ['MCP714'],
      onlyNode,
      [
        'MCP714 warning "\\"missing-tool\\"": "missing-tool" was not found on PATH on this machine: VS Code cannot start server "a". Install it or write its absolute path.',
        'MCP714 warning "\\"node_modules/.bin/server\\"": "node_modules/.bin/server" was not found on PATH on this machine: VS Code cannot start server "b". Install it or write its absolute path.',
      ],
    ],
  ];
  for (const [title, path, doc, codes, options, expected] of cases) {
    it(title, () => assert.deepEqual(transcript(path, doc, { only: codes, options }), expected));
  }
});
